; A block split by a checked push ends in a new block: phis of its successors
; must name that block as their incoming edge.
; RUN: %irpass rewrite %s --strategy inline | filecheck %s
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline>' < %s | filecheck %s %}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define i32 @f(
; CHECK: [[CONT:irpass.cont[0-9]+]]:
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: %r = phi i32 [ 1, %[[CONT]] ], [ 2, %entry ]
define i32 @f(ptr %rt, ptr %s, i64 %max, i1 %c) {
entry:
  %p = getelementptr i8, ptr %s, i64 8
  call void @stack_init(ptr %p)
  br i1 %c, label %body, label %join
body:
  call void @stack_push(ptr %rt, ptr %p, i64 %max, i64 4, i64 1)
  br label %join
join:
  %r = phi i32 [ 1, %body ], [ 2, %entry ]
  ret i32 %r
}
