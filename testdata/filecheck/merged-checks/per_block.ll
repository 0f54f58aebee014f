; merged-checks: the block's pushes on two stacks get ONE or-ed check at the
; first push (peak net pushes: 2 on %a, 1 on %b), then unchecked pushes; the
; block with a pop before a push checks c0 + 0 + 1 > max; a block that
; re-inits its stack between pushes also checks the constant part (max < 2),
; with max read again there. Every compare reads its max again at the check.
; The exit takes no phi: every edge passes the runtime %rt and task id 3.
; RUN: %irpass rewrite %s --strategy merged-checks | filecheck %s
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=merged-checks>' < %s | filecheck %s %}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: [[H:%irpass.hdr[0-9]+]] = alloca i64, align 8
; CHECK-LABEL: body:
; CHECK-NEXT: %ma = load i64, ptr %max_sizes
; CHECK-NEXT: [[AA:%(irpass.maxp)?[0-9]+]] = getelementptr i64, ptr %max_sizes, i64 0
; CHECK-NEXT: [[MA:%(irpass.max)?[0-9]+]] = load i64, ptr [[AA]], align 8
; CHECK-NEXT: [[CA:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt0
; CHECK-NEXT: [[PA:%(irpass.peak)?[0-9]+]] = add i64 [[CA]], 2
; CHECK-NEXT: [[FA:%(irpass.full)?[0-9]+]] = icmp sgt i64 [[PA]], [[MA]]
; CHECK-NEXT: [[AB:%(irpass.maxp)?[0-9]+]] = getelementptr i64, ptr %max_sizes, i64 1
; CHECK-NEXT: [[MB:%(irpass.max)?[0-9]+]] = load i64, ptr [[AB]], align 8
; CHECK-NEXT: [[CB:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt1
; CHECK-NEXT: [[PB:%(irpass.peak)?[0-9]+]] = add i64 [[CB]], 1
; CHECK-NEXT: [[FB:%(irpass.full)?[0-9]+]] = icmp sgt i64 [[PB]], [[MB]]
; CHECK-NEXT: [[ANY:%(irpass.any)?[0-9]+]] = or i1 [[FA]], [[FB]]
; CHECK-NEXT: br i1 [[ANY]], label %[[EXIT:irpass.overflow.exit[0-9]+]], label %[[CONT:irpass.cont[0-9]+]]
; CHECK-NEXT: [[CONT]]:
; CHECK-NOT: icmp
; CHECK-NOT: br i1
; CHECK: br label %back
; CHECK-LABEL: back:
; CHECK: icmp ne i64
; CHECK: add i64 %{{.*}}, 1
; CHECK-NEXT: icmp sgt i64
; CHECK-NEXT: br i1 %{{.*}}, label %[[EXIT]], label
; CHECK-LABEL: again:
; CHECK-NEXT: [[AT:%(irpass.maxp)?[0-9]+]] = getelementptr i64, ptr %max_sizes, i64 0
; CHECK-NEXT: [[M:%(irpass.max)?[0-9]+]] = load i64, ptr [[AT]], align 8
; CHECK-NEXT: load i64, ptr %irpass.cnt0
; CHECK-NEXT: [[P:%(irpass.peak)?[0-9]+]] = add i64 %{{.*}}, 1
; CHECK-NEXT: icmp sgt i64 [[P]], [[M]]
; CHECK-NEXT: icmp ult i64 [[M]], 2
; CHECK-NEXT: or i1
; CHECK-NEXT: br i1
; CHECK-NOT: icmp
; The exit reports on a header of its own (count 0, max 0: the runtime's overflow path):
; CHECK: [[EXIT]]:
; CHECK-NEXT: store i64 0, ptr [[H]], align 8, !irpass.overflow !{{[0-9]+|[{][}]}}{{$}}
; CHECK-NEXT: call void @stack_push(ptr %rt, ptr [[H]], i64 0, i64 4, i64 3) {{cold|#[0-9]+}}
; CHECK-NEXT: ret void
; CHECK-NOT: irpass.exit.table
define void @k(ptr %rt, ptr %slab, ptr %max_sizes, float %v) {
entry:
  %a = getelementptr i8, ptr %slab, i64 0
  %b = getelementptr i8, ptr %slab, i64 512
  call void @stack_init(ptr %a)
  call void @stack_init(ptr %b)
  br label %body
body:
  %ma = load i64, ptr %max_sizes, align 8
  call void @stack_push(ptr %rt, ptr %a, i64 %ma, i64 4, i64 3)
  %mbp = getelementptr i64, ptr %max_sizes, i64 1
  %mb = load i64, ptr %mbp, align 8
  call void @stack_push(ptr %rt, ptr %b, i64 %mb, i64 8, i64 3)
  %ma2 = load i64, ptr %max_sizes, align 8
  call void @stack_push(ptr %rt, ptr %a, i64 %ma2, i64 4, i64 3)
  br label %back
back:
  call void @stack_pop(ptr %a)
  %ma3 = load i64, ptr %max_sizes, align 8
  call void @stack_push(ptr %rt, ptr %a, i64 %ma3, i64 4, i64 3)
  br label %again
again:
  call void @stack_push(ptr %rt, ptr %a, i64 %ma3, i64 4, i64 3)
  call void @stack_init(ptr %a)
  call void @stack_push(ptr %rt, ptr %a, i64 %ma3, i64 4, i64 3)
  call void @stack_push(ptr %rt, ptr %a, i64 %ma3, i64 4, i64 3)
  ret void
}
