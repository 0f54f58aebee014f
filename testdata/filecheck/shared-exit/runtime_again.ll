; The shared exit as the real kernels get it: every push's runtime is Quadrants'
; `RuntimeContext_get_runtime` of the context, which the exit calls again, and
; the exit reports on a header of its own (count 0, max 0: the runtime's
; overflow path), so no phi is left (@one_task). A task id that differs between
; the edges keeps one phi (@two_tasks).
; RUN: %irpass rewrite %s --strategy shared-exit | filecheck %s
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=shared-exit>' < %s | filecheck %s %}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)
declare ptr @RuntimeContext_get_runtime(ptr)

; CHECK-LABEL: define void @one_task(
; CHECK-NEXT: entry:
; CHECK-NEXT: [[H:%irpass.hdr[0-9]+]] = alloca i64, align 8
; CHECK: [[EXIT:irpass.overflow.exit[0-9]+]]:
; CHECK-NEXT: [[RT:%irpass.xrt[0-9]+]] = call ptr @RuntimeContext_get_runtime(ptr %context)
; CHECK-NEXT: store i64 0, ptr [[H]], align 8, !irpass.overflow !{{[0-9]+|[{][}]}}{{$}}
; CHECK-NEXT: call void @stack_push(ptr [[RT]], ptr [[H]], i64 0, i64 4, i64 7) {{cold|#[0-9]+}}
; CHECK-NEXT: ret void
; CHECK-NEXT: }
define void @one_task(ptr %context, ptr %slab, i64 %max, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  %rt0 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt0, ptr %s, i64 %max, i64 4, i64 7)
  %t0 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t0, align 4
  %rt1 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt1, ptr %s, i64 %max, i64 4, i64 7)
  %t1 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t1, align 4
  call void @stack_pop(ptr %s)
  call void @stack_pop(ptr %s)
  ret void
}

; CHECK-LABEL: define void @two_tasks(
; CHECK-NEXT: entry:
; CHECK-NEXT: [[H:%irpass.hdr[0-9]+]] = alloca i64, align 8
; CHECK: br i1 %{{.*}}, label %[[EXIT:irpass.overflow.exit[0-9]+]], label %[[C0:irpass.cont[0-9]+]]
; CHECK: [[EXIT]]:
; CHECK-NEXT: [[TID:%irpass.xtid[0-9]+]] = phi i64 [ 5, %entry ], [ 6, %[[C0]] ]
; CHECK-NEXT: [[RT:%irpass.xrt[0-9]+]] = call ptr @RuntimeContext_get_runtime(ptr %context)
; CHECK-NEXT: store i64 0, ptr [[H]], align 8, !irpass.overflow !{{[0-9]+|[{][}]}}{{$}}
; CHECK-NEXT: call void @stack_push(ptr [[RT]], ptr [[H]], i64 0, i64 1, i64 [[TID]]) {{cold|#[0-9]+}}
; CHECK-NEXT: ret void
; CHECK-NEXT: }
define void @two_tasks(ptr %context, ptr %slab, i64 %max, i1 %f) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  %u = getelementptr i8, ptr %slab, i64 256
  call void @stack_init(ptr %s)
  call void @stack_init(ptr %u)
  %rt0 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt0, ptr %s, i64 %max, i64 1, i64 5)
  %t0 = call ptr @stack_top_primal(ptr %s, i64 1)
  store i1 %f, ptr %t0, align 1
  %rt1 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt1, ptr %u, i64 %max, i64 4, i64 6)
  %t1 = call ptr @stack_top_primal(ptr %u, i64 4)
  store float 1.0, ptr %t1, align 4
  ret void
}
