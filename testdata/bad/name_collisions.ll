; The module already uses names from irpass's own spelling: values, labels and
; a function @irpass.push.4 that is not irpass's.
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define internal i64 @irpass.push.4(ptr %rt, ptr %s, i64 %c, i64 %max, i64 %tid) {
entry:
  ret i64 42
}

define void @f(ptr %rt, ptr %heap, i64 %m) {
entry:
  %irpass.cnt0 = getelementptr i8, ptr %heap, i64 0
  %irpass.c0 = add i64 %m, 0
  %irpass.n0 = call i64 @irpass.push.4(ptr %rt, ptr %heap, i64 0, i64 %m, i64 1)
  call void @stack_init(ptr %irpass.cnt0)
  br label %irpass.cont0

irpass.cont0:
  call void @stack_push(ptr %rt, ptr %irpass.cnt0, i64 %irpass.c0, i64 4, i64 1)
  %irpass.slot0 = call ptr @stack_top_primal(ptr %irpass.cnt0, i64 4)
  store float 1.0, ptr %irpass.slot0, align 4
  br label %irpass.overflow.exit0

irpass.overflow.exit0:
  call void @stack_pop(ptr %irpass.cnt0)
  ret void
}
