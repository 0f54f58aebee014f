; The counters are allocas in the datalayout's alloca address space (AMDGPU's 5), so the
; output verifies for that target as it is.
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=inline>' -S %s | FileCheck %s
; The shared exit's own header too, cast to the generic pointer stack_push takes.
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit>' -S %s | FileCheck %s --check-prefix=EXIT

target datalayout = "e-p:64:64-p5:32:32-A5"

; CHECK-LABEL: define float @k(
; CHECK: %irpass.cnt0 = alloca i64, align 8, addrspace(5)
; CHECK: store i64 0, ptr addrspace(5) %irpass.cnt0, align 8
; CHECK-NOT: call {{.*}}@stack_{{init|top_primal|pop}}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)

define float @k(ptr %rt, ptr %slab, i64 %max, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 16
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 4, i64 1)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t, align 4
  %r = load float, ptr %t, align 4
  call void @stack_pop(ptr %s)
  ret float %r
}

; EXIT-LABEL: define void @v(
; EXIT-NEXT: entry:
; EXIT-NEXT: %irpass.hdr0 = alloca i64, align 8, addrspace(5)
; EXIT-NEXT: [[H:%.+]] = addrspacecast ptr addrspace(5) %irpass.hdr0 to ptr
; EXIT: irpass.overflow.exit0:
; EXIT-NEXT: store i64 0, ptr [[H]], align 8, !irpass.overflow
; EXIT-NEXT: call void @stack_push(ptr %rt, ptr [[H]], i64 0, i64 4, i64 1)
define void @v(ptr %rt, ptr %slab, i64 %max, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 16
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 4, i64 1)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t, align 4
  ret void
}
