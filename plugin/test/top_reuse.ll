; A top reuses the same stack's previous top in the block: the index (and, for the same
; half, the address) is already there, as nothing but a push, pop or init changes the
; count. A pop, or another block, makes a top load the count again. (The Python tool
; recomputes each top; -O3 merges its copies into the same code.)
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=inline>' -S %s | FileCheck %s

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define float @k(
; CHECK: irpass.cont1:
; CHECK-NEXT: load i64, ptr %irpass.cnt0, align 8
; CHECK: [[I:%[0-9]+]] = select i1 %{{[0-9]+}}, i64 0, i64 %{{[0-9]+}}
; CHECK: %a1 = getelementptr i8, ptr %s, i64
; CHECK-NEXT: store float 1.000000e+00, ptr %a1, align 4
; CHECK-NEXT: store float 2.000000e+00, ptr %a1, align 4
; CHECK-NEXT: [[O:%[0-9]+]] = mul i64 [[I]], 8
; CHECK-NEXT: [[O2:%[0-9]+]] = add i64 [[O]], 8
; CHECK-NEXT: %p1 = getelementptr i8, ptr %s, i64 [[O2]]
; CHECK-NEXT: %x = load float, ptr %p1, align 4
; CHECK-NEXT: %y = load float, ptr %p1, align 4
; CHECK-NEXT: load i64, ptr %irpass.cnt0, align 8
; CHECK: store i64 %{{[0-9]+}}, ptr %irpass.cnt0, align 8
; CHECK-NEXT: load i64, ptr %irpass.cnt0, align 8
; CHECK: %p3 = getelementptr i8, ptr %s, i64
; CHECK-NEXT: %z = load float, ptr %p3, align 4
; CHECK: next:
; CHECK-NEXT: load i64, ptr %irpass.cnt0, align 8
; CHECK: %p4 = getelementptr i8, ptr %s, i64
; CHECK-NOT: call {{.*}}@stack_
; CHECK: ret float
define float @k(ptr %rt, ptr %slab, i64 %max) {
entry:
  %s = getelementptr i8, ptr %slab, i64 16
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 4, i64 1)
  %a1 = call ptr @stack_top_adjoint(ptr %s, i64 4)
  store float 1.0, ptr %a1, align 4
  %a2 = call ptr @stack_top_adjoint(ptr %s, i64 4)
  store float 2.0, ptr %a2, align 4
  %p1 = call ptr @stack_top_primal(ptr %s, i64 4)
  %x = load float, ptr %p1, align 4
  %p2 = call ptr @stack_top_primal(ptr %s, i64 4)
  %y = load float, ptr %p2, align 4
  call void @stack_pop(ptr %s)
  %p3 = call ptr @stack_top_primal(ptr %s, i64 4)
  %z = load float, ptr %p3, align 4
  br label %next

next:
  %p4 = call ptr @stack_top_primal(ptr %s, i64 4)
  %w = load float, ptr %p4, align 4
  %xy = fadd float %x, %y
  %zw = fadd float %z, %w
  %r = fadd float %xy, %zw
  ret float %r
}
