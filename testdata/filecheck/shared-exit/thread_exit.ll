; --overflow-exit thread: in a kernel entry point of an NVPTX module the shared
; overflow exit calls one noinline cold noreturn function, which reports on a
; header of its own and ends the thread (returning from an entry point ends it
; too); the exit block ends in unreachable and the entry block gets no header.
; A function that is not an entry point (@device) keeps the exit that returns.
; RUN: %irpass rewrite %s --strategy shared-exit --overflow-exit thread | filecheck %s
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' < %s | filecheck %s %}
; RUN: %irpass rewrite %s --strategy shared-exit | filecheck %s --check-prefix=RETURN

target triple = "nvptx64-nvidia-cuda"

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)
declare ptr @RuntimeContext_get_runtime(ptr)

; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK-NEXT: entry:
; CHECK-NOT: irpass.hdr
; CHECK: [[EXIT:irpass.overflow.exit[0-9]+]]:
; CHECK-NEXT: [[RT:%irpass.xrt[0-9]+]] = call ptr @RuntimeContext_get_runtime(ptr %context)
; CHECK-NEXT: call void @irpass.overflow.exit(ptr [[RT]], i64 4, i64 7){{$}}
; CHECK-NEXT: unreachable
; CHECK-NEXT: }
; RETURN-LABEL: define ptx_kernel void @kernel(
; RETURN: call void @stack_push(ptr {{%.+}}, ptr {{%.+}}, i64 0, i64 4, i64 7) cold
; RETURN-NEXT: ret void
; RETURN-NOT: irpass.overflow.exit(
define ptx_kernel void @kernel(ptr %context, ptr %slab, i64 %max, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  %rt0 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt0, ptr %s, i64 %max, i64 4, i64 7)
  %t0 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t0, align 4
  call void @stack_pop(ptr %s)
  ret void
}

; CHECK-LABEL: define void @device(
; CHECK-NEXT: entry:
; CHECK-NEXT: [[H:%irpass.hdr[0-9]+]] = alloca i64, align 8
; CHECK: call void @stack_push(ptr {{%.+}}, ptr [[H]], i64 0, i64 4, i64 7) {{cold|#[0-9]+}}
; CHECK-NEXT: ret void
define void @device(ptr %context, ptr %slab, i64 %max, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  %rt0 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt0, ptr %s, i64 %max, i64 4, i64 7)
  %t0 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t0, align 4
  call void @stack_pop(ptr %s)
  ret void
}

; CHECK-LABEL: define internal void @irpass.overflow.exit(ptr %runtime, i64 %elem, i64 %task)
; CHECK-SAME: {{noinline cold noreturn nounwind|#[0-9]+}}
; CHECK-NEXT: entry:
; CHECK-NEXT: %header = alloca i64, align 8
; CHECK-NEXT: store i64 0, ptr %header, align 8, !irpass.overflow !{{[0-9]+|[{][}]}}{{$}}
; CHECK-NEXT: call void @stack_push(ptr %runtime, ptr %header, i64 0, i64 %elem, i64 %task) {{cold|#[0-9]+}}
; CHECK-NEXT: call void @llvm.nvvm.exit()
; CHECK-NEXT: unreachable
