; Taichi's helpers (3-argument push) with opaque pointers, as a newer LLVM prints them:
; unchecked pushes, tops without the clamp, pops without saturation; both implementations.
; RUN: %irpass rewrite %s --strategy inline | filecheck %s
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline>' < %s | filecheck %s %}

declare void @stack_init(ptr)
declare void @stack_push(ptr, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define float @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %irpass.cnt0 = alloca i64, align 8
; CHECK: store i64 0, ptr %irpass.cnt0, align 8
; CHECK-NOT: icmp
; CHECK: call void @llvm.memset.p0.i64(ptr align 4 %{{.*}}, i8 0, i64 4, i1 false)
; CHECK: [[C:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt0, align 8
; CHECK-NEXT: [[I:%(irpass.i)?[0-9]+]] = add i64 [[C]], -1
; CHECK-NEXT: [[O:%(irpass.off)?[0-9]+]] = mul i64 [[I]], 4
; CHECK-NEXT: [[O2:%(irpass.off)?[0-9]+]] = add i64 [[O]], 10
; CHECK-NEXT: %t = getelementptr i8, ptr %a, i64 [[O2]]
; CHECK: [[P:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt0, align 8
; CHECK-NEXT: [[Q:%(irpass.c)?[0-9]+]] = add i64 [[P]], -1
; CHECK-NEXT: store i64 [[Q]], ptr %irpass.cnt0, align 8
; CHECK-NOT: select
; CHECK-NOT: call {{.*}}@stack_
; CHECK: ret float
define float @k(i16 %v) {
entry:
  %a = alloca [72 x i8], align 8
  call void @stack_init(ptr %a)
  call void @stack_push(ptr %a, i64 32, i64 2)
  %t = call ptr @stack_top_adjoint(ptr %a, i64 2)
  store i16 %v, ptr %t, align 2
  call void @stack_pop(ptr %a)
  ret float 0.0
}
