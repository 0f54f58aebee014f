; auto picks per function the shape with the lowest estimated ptxas time and says why
; (with its estimates, relative to leaving the helper calls alone): merged checks for a
; void function; for one whose max is an argument merged-checks declines (it cannot read
; max at the check) and its fallback shared-exit rewrites it; opaque (exact) for one that
; returns a value and so cannot abort; with --leave-alone, a function with two helper
; calls is left alone (every shape is estimated slower there). --stats says what each
; function really got.
; RUN: %irpass rewrite %s --leave-alone --stats 2>&1 >/dev/null | filecheck %s
; RUN: %irpass rewrite %s --overflow exact --stats 2>&1 >/dev/null | filecheck %s --check-prefix=EXACT
; RUN: %irpass rewrite %s --stats 2>&1 >/dev/null | filecheck %s --check-prefix=ALWAYS
; RUN: %irpass rewrite %s --leave-alone | filecheck %s --check-prefix=IR
; RUN: %if plugin %{ %opt -passes='adstack-promote<leave-alone>' < %s | filecheck %s --check-prefix=IR %}
; PYTHON-ONLY: the --stats text (the plugin says it in remarks: plugin/test)

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK: strategy auto, flavour quadrants
; CHECK: @body: 1 stack, 1 rewritten, {{.*}}; by merged-checks/abort
; CHECK-NEXT: chose merged-checks/abort: 41 helper calls, est. ptxas x left alone: merged-checks/abort 0.{{[0-9]+}},
; CHECK-SAME: none/exact 1.00
; CHECK: @arg: 1 stack, 1 rewritten, {{.*}}; by shared-exit/abort
; CHECK-NEXT: chose merged-checks/abort: 41 helper calls
; CHECK: @value: 1 stack, 1 rewritten, {{.*}}; by opaque/exact
; CHECK-NEXT: chose opaque/exact: 41 helper calls, est. ptxas x left alone: opaque/exact 0.{{[0-9]+}}, none/exact 1.00
; CHECK: @tiny: 1 stack, 0 rewritten, 1 skipped; helper calls 2 -> 2
; EXACT: @body: 1 stack, 1 rewritten, {{.*}}; by opaque/exact
; EXACT-NEXT: chose opaque/exact:
; EXACT: @arg: 1 stack, 1 rewritten, {{.*}}; by opaque/exact
; ALWAYS: @tiny: 1 stack, 1 rewritten, {{.*}}; by {{.*}}
; ALWAYS-NOT: none/exact

; IR-LABEL: define void @body(
; IR: [[PEAK:%(irpass.peak)?[0-9]+]] = add i64 %{{.*}}, 40
; IR-NEXT: [[FULL:%(irpass.full)?[0-9]+]] = icmp sgt i64 [[PEAK]], %{{(irpass.max)?[0-9]+}}
; IR-NEXT: br i1 [[FULL]], label %irpass.overflow.exit{{[0-9]+}}, label
; IR-NOT: icmp
; IR: call void @stack_push({{.*}}) {{cold|#[0-9]+}}
define void @body(ptr %rt, ptr %slab, ptr %max_sizes) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  %m = load i64, ptr %max_sizes, align 8
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  ret void
}

; IR-LABEL: define void @arg(
; IR: [[N:%(irpass.n)?[0-9]+]] = add i64 %{{.*}}, 1
; IR-NEXT: [[FULL:%(irpass.full)?[0-9]+]] = icmp ugt i64 [[N]], %m
; IR-NEXT: br i1 [[FULL]], label %irpass.overflow.exit{{[0-9]+}}, label
define void @arg(ptr %rt, ptr %slab, i64 %m) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  ret void
}

; IR-LABEL: define i32 @value(
; IR: call i64 @irpass.push.4(ptr %rt, ptr %s,
; IR-NOT: br
; IR: ret i32 0
define i32 @value(ptr %rt, ptr %slab, i64 %m) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  ret i32 0
}

; IR-LABEL: define void @tiny(
; IR-NEXT: entry:
; IR-NEXT: %s = getelementptr i8, ptr %slab, i64 0
; IR-NEXT: call void @stack_init(ptr %s)
define void @tiny(ptr %rt, ptr %slab, i64 %m) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  ret void
}
