; auto picks per function and says why (with its ptxas estimates): merged
; checks for a void function, opaque (exact) for one that returns a value and
; so cannot abort.
; RUN: irpass rewrite %s --stats 2>&1 >/dev/null | filecheck %s
; RUN: irpass rewrite %s --overflow exact --stats 2>&1 >/dev/null | filecheck %s --check-prefix=EXACT

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK: strategy auto, flavour quadrants
; CHECK: @body: 1 stacks, 1 rewritten
; CHECK-NEXT: chose merged-checks/abort: 1 checked pushes
; CHECK: @value: 1 stacks, 1 rewritten
; CHECK-NEXT: chose opaque/exact: 1 checked pushes, est. ptxas over floor opaque/exact
; EXACT: @body: 1 stacks, 1 rewritten
; EXACT-NEXT: chose opaque/exact:
define void @body(ptr %rt, ptr %slab, i64 %m) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  ret void
}

define i32 @value(ptr %rt, ptr %slab, i64 %m) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  ret i32 0
}
