; %s itself is fine, but it flows into a select that is then used as a stack.
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define void @f(ptr %rt, ptr %heap, i1 %c) {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  %o = getelementptr i8, ptr %heap, i64 64
  call void @stack_init(ptr %s)
  %alias = select i1 %c, ptr %s, ptr %o
  call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 1)
  %t = call ptr @stack_top_primal(ptr %alias, i64 4)
  store float 1.0, ptr %t, align 4
  ret void
}
