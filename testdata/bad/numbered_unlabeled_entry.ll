; Unnamed parameters and values, no entry label, a checked push in the entry
; block (the block gets split) and a phi naming the implicit entry label %3.
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define void @f(ptr %0, ptr %1, i1 %2) {
  %4 = getelementptr i8, ptr %1, i64 0
  call void @stack_init(ptr %4)
  call void @stack_push(ptr %0, ptr %4, i64 4, i64 4, i64 1)
  %5 = call ptr @stack_top_primal(ptr %4, i64 4)
  store float 1.0, ptr %5, align 4
  br i1 %2, label %6, label %8

6:
  call void @stack_push(ptr %0, ptr %4, i64 4, i64 4, i64 1)
  %7 = add i32 1, 2
  br label %8

8:
  %9 = phi i32 [ %7, %6 ], [ 0, %3 ]
  call void @stack_pop(ptr %4)
  ret void
}
