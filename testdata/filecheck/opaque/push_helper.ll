; opaque: each checked push is one call to an internal noinline helper that
; takes and returns the count; no block is added to the caller.
; RUN: %irpass rewrite %s --strategy opaque | filecheck %s
; RUN: %irpass rewrite %s --strategy opaque --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=opaque>' < %s | filecheck %s %}
; PYTHON-ONLY: the --stats text (the plugin says it in remarks: plugin/test)

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define float @k(
; CHECK: [[C:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt0, align 8
; CHECK-NEXT: [[C2:%(irpass.c)?[0-9]+]] = call i64 @irpass.push.8(ptr %rt, ptr %s, i64 [[C]], i64 %irpass.max0, i64 5)
; CHECK-NEXT: store i64 [[C2]], ptr %irpass.cnt0, align 8
; CHECK-NOT: br
; CHECK: ret float
; CHECK: define internal i64 @irpass.push.8(ptr %rt, ptr %s, i64 %c, i64 %max, i64 %tid) {{noinline|#[0-9]+}} {
; CHECK: icmp ugt i64 %n, %max
; CHECK: store i64 %c, ptr %s, align 8, !irpass.overflow !{{[0-9]+|[{][}]}}{{$}}
; CHECK: call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 8, i64 %tid)
; CHECK: call void @llvm.memset.p0.i64(ptr align 8 %slot, i8 0, i64 16, i1 false)
; STATS: blocks 1 -> 1
define float @k(ptr %rt, ptr %slab, ptr %max_sizes, double %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  %m = load i64, ptr %max_sizes, align 8
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 8, i64 5)
  %t = call ptr @stack_top_primal(ptr %s, i64 8)
  store double %v, ptr %t, align 8
  %r = fptrunc double %v to float
  ret float %r
}
