; Both predecessors of %join are split by checked pushes; the loop header's phi
; names the split latch.
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define void @f(ptr %rt, ptr %heap, i1 %c, i64 %n) {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 8, i64 4, i64 1)
  br i1 %c, label %left, label %right
left:
  call void @stack_push(ptr %rt, ptr %s, i64 8, i64 4, i64 1)
  br label %join
right:
  call void @stack_push(ptr %rt, ptr %s, i64 8, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 8, i64 4, i64 1)
  br label %join
join:
  %x = phi i64 [ 1, %left ], [ 2, %right ]
  %y = phi i64 [ 3, %right ], [ 4, %left ]
  br label %loop
loop:
  %i = phi i64 [ 0, %join ], [ %i1, %loop ]
  call void @stack_push(ptr %rt, ptr %s, i64 8, i64 4, i64 1)
  call void @stack_pop(ptr %s)
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}
