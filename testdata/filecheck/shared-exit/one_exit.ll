; shared-exit: a compare per push, every overflow edge into ONE exit block that
; reports through the real stack_push (cold) on a header of its own and returns; no
; per-push merge. The runtimes come from a function the exit cannot call again
; (not RuntimeContext_get_runtime): one phi is left for them.
; RUN: %irpass rewrite %s --strategy shared-exit | filecheck %s
; RUN: %irpass rewrite %s --strategy shared-exit --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=shared-exit>' < %s | filecheck %s %}
; PYTHON-ONLY: the --stats text (the plugin says it in remarks: plugin/test)

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define void @fwd(
; CHECK-NEXT: entry:
; CHECK-NEXT: [[H:%irpass.hdr[0-9]+]] = alloca i64, align 8
; CHECK: [[F0:%(irpass.full)?[0-9]+]] = icmp ugt i64 %{{(irpass.n)?[0-9]+}}, %irpass.max0
; CHECK-NEXT: br i1 [[F0]], label %[[EXIT:irpass.overflow.exit[0-9]+]], label %[[C0:irpass.cont[0-9]+]]
; CHECK-NEXT: [[C0]]:
; CHECK: [[F1:%(irpass.full)?[0-9]+]] = icmp ugt i64 %{{(irpass.n)?[0-9]+}}, %irpass.max0
; CHECK-NEXT: br i1 [[F1]], label %[[EXIT]], label %[[C1:irpass.cont[0-9]+]]
; CHECK-NEXT: [[C1]]:
; CHECK: ret void
; CHECK-NEXT: [[EXIT]]:
; CHECK-NEXT: [[RT:%irpass.xrt[0-9]+]] = phi ptr [ %rt0, %entry ], [ %rt1, %[[C0]] ]
; CHECK-NEXT: store i64 0, ptr [[H]], align 8, !irpass.overflow !{{[0-9]+|[{][}]}}{{$}}
; CHECK-NEXT: call void @stack_push(ptr [[RT]], ptr [[H]], i64 0, i64 4, i64 9) {{cold|#[0-9]+}}
; CHECK-NEXT: ret void
; CHECK-NEXT: }
; CHECK-NOT: irpass.overflow.exit
; STATS: @fwd: 1 stack, 1 rewritten, 0 skipped; helper calls 5 -> 1 (1 on overflow paths); blocks 1 -> 4
define void @fwd(ptr %ctx, ptr %slab, ptr %max_sizes, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  %rt0 = call ptr @get_runtime(ptr %ctx)
  %m0p = getelementptr i64, ptr %max_sizes, i64 0
  %m0 = load i64, ptr %m0p, align 8
  call void @stack_push(ptr %rt0, ptr %s, i64 %m0, i64 4, i64 9)
  %t0 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t0, align 4
  %rt1 = call ptr @get_runtime(ptr %ctx)
  %m1p = getelementptr i64, ptr %max_sizes, i64 0
  %m1 = load i64, ptr %m1p, align 8
  call void @stack_push(ptr %rt1, ptr %s, i64 %m1, i64 4, i64 9)
  %t1 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t1, align 4
  ret void
}

declare ptr @get_runtime(ptr)
