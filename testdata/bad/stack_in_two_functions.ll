; @outer sets the stack up and hands it to @inner, which pushes on it: neither
; may keep the count in a register.
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define internal void @inner(ptr %rt, ptr %s) {
entry:
  call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 1)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  store float 2.0, ptr %t, align 4
  ret void
}

define void @outer(ptr %rt, ptr %heap) {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %s)
  call void @inner(ptr %rt, ptr %s)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  %v = load float, ptr %t, align 4
  call void @stack_pop(ptr %s)
  ret void
}
