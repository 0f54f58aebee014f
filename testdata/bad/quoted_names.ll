declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define void @"kernel with spaces"(ptr %"run time", ptr %heap, i1 %c) {
"entry block":
  %"stack #0" = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %"stack #0")
  br i1 %c, label %"then; not a comment", label %"join"
"then; not a comment":
  call void @stack_push(ptr %"run time", ptr %"stack #0", i64 4, i64 4, i64 1)
  br label %"join"
"join":
  %"r" = phi i32 [ 1, %"then; not a comment" ], [ 2, %"entry block" ]
  call void @stack_pop(ptr %"stack #0")
  ret void
}
