declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define void @f(ptr %rt, ptr %heap) {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  tail call void @stack_init(ptr %s)
  notail call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 1)
  %t = tail call ptr @stack_top_primal(ptr %s, i64 4)
  store float 1.0, ptr %t, align 4
  %a = notail call ptr @stack_top_adjoint(ptr %s, i64 4)
  store float 2.0, ptr %a, align 4
  tail call fastcc void @stack_pop(ptr %s)
  ret void
}
