; A block with a push ends in a switch with two cases to the same successor.
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define void @f(ptr %rt, ptr %heap, i32 %k) {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 8, i64 8, i64 1)
  switch i32 %k, label %other [
    i32 0, label %zero
    i32 1, label %join
    i32 2, label %join
  ]
zero:
  call void @stack_push(ptr %rt, ptr %s, i64 8, i64 8, i64 1)
  br label %join
other:
  br label %join
join:
  %w = phi i32 [ 0, %zero ], [ 1, %entry ], [ 1, %entry ], [ 2, %other ]
  %t = call ptr @stack_top_primal(ptr %s, i64 8)
  store double 1.0, ptr %t, align 8
  call void @stack_pop(ptr %s)
  ret void
}
