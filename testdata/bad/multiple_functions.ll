; Several functions: one without stacks, a void kernel, and one returning a value
; (abort cannot return early from it).
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define i32 @plain(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}

define void @kernel(ptr %rt, ptr %heap) {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 1)
  call void @stack_pop(ptr %s)
  ret void
}

define float @value(ptr %rt, ptr %heap) {
entry:
  %s = getelementptr i8, ptr %heap, i64 64
  %f = getelementptr i8, ptr %heap, i64 128
  call void @stack_init(ptr %s)
  call void @stack_init(ptr %f)
  call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 2)
  call void @stack_push(ptr %rt, ptr %f, i64 4, i64 1, i64 2)
  %b = call ptr @stack_top_primal(ptr %f, i64 1)
  store i1 true, ptr %b, align 1
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  %v = load float, ptr %t, align 4
  call void @stack_pop(ptr %f)
  call void @stack_pop(ptr %s)
  ret float %v
}
