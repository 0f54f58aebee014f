; Quadrants tops clamp at entry 0 and pops saturate at 0; the adjoint is E
; bytes after the primal.
; RUN: %irpass rewrite %s --strategy inline | filecheck %s
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline>' < %s | filecheck %s %}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define double @reverse(
; CHECK: {{^}}irpass.cont{{[0-9]+}}:
; CHECK: [[C:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt0, align 8
; CHECK-NEXT: [[B:%(irpass.i)?[0-9]+]] = add i64 [[C]], -1
; CHECK-NEXT: [[E:%(irpass.empty)?[0-9]+]] = icmp eq i64 [[C]], 0
; CHECK-NEXT: [[I:%(irpass.i)?[0-9]+]] = select i1 [[E]], i64 0, i64 [[B]]
; CHECK-NEXT: [[O:%(irpass.off)?[0-9]+]] = mul i64 [[I]], 16
; CHECK-NEXT: [[O2:%(irpass.off)?[0-9]+]] = add i64 [[O]], 16
; CHECK-NEXT: %adj = getelementptr i8, ptr %s, i64 [[O2]]
; CHECK: [[C2:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt0, align 8
; CHECK-NEXT: [[NZ:%(irpass.nz)?[0-9]+]] = icmp ne i64 [[C2]], 0
; CHECK-NEXT: [[D:%(irpass.dec)?[0-9]+]] = zext i1 [[NZ]] to i64
; CHECK-NEXT: [[C3:%(irpass.c)?[0-9]+]] = sub i64 [[C2]], [[D]]
; CHECK-NEXT: store i64 [[C3]], ptr %irpass.cnt0, align 8
; CHECK: %pri = getelementptr i8, ptr %s, i64
; CHECK-NOT: call {{.*}}@stack_
; CHECK: ret double
define double @reverse(ptr %rt, ptr %slab, i64 %max) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 8, i64 1)
  %adj = call ptr @stack_top_adjoint(ptr %s, i64 8)
  %a = load double, ptr %adj, align 8
  call void @stack_pop(ptr %s)
  %pri = call ptr @stack_top_primal(ptr %s, i64 8)
  %p = load double, ptr %pri, align 8
  %r = fadd double %a, %p
  ret double %r
}
