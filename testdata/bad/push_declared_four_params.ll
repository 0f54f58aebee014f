; A 4-parameter stack_push is neither flavour.
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64)

define void @f(ptr %rt, ptr %heap) {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4)
  ret void
}
