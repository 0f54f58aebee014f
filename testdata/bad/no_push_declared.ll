declare void @stack_init(ptr)
declare void @stack_pop(ptr)

define void @f(ptr %heap) {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %s)
  call void @stack_pop(ptr %s)
  ret void
}
