; The inline strategy on a Quadrants push: count in an entry alloca, max read
; once, right after the stack pointer's definition, a compare per push with its own overflow block calling the real helper; the
; store that sets the full stack's header marks the block (!irpass.overflow, the kind
; rolled-loops reads once LLVM inlined the report; Python writes the node inline).
; RUN: %irpass rewrite %s --strategy inline | filecheck %s
; RUN: %irpass rewrite %s --strategy inline --overflow abort | filecheck %s --check-prefix=ABORT
; RUN: %irpass rewrite %s --strategy inline --overflow unchecked | filecheck %s --check-prefix=UNCHECKED
; RUN: %irpass rewrite %s --strategy inline --no-hoist-max | filecheck %s --check-prefix=NOHOIST
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline>' < %s | filecheck %s %}
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline;overflow=abort>' < %s | filecheck %s --check-prefix=ABORT %}
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline;overflow=unchecked>' < %s | filecheck %s --check-prefix=UNCHECKED %}
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline;no-hoist-max>' < %s | filecheck %s --check-prefix=NOHOIST %}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define void @push(
; CHECK-NEXT: entry:
; CHECK-NEXT: %irpass.cnt0 = alloca i64, align 8
; CHECK-NEXT: %s = getelementptr i8, ptr %slab, i64 64
; CHECK-NEXT: %irpass.maxp0 = getelementptr i64, ptr %max_sizes, i64 2
; CHECK-NEXT: %irpass.max0 = load i64, ptr %irpass.maxp0, align 8
; CHECK: store i64 0, ptr %irpass.cnt0, align 8
; CHECK-NOT: @stack_init
; CHECK: [[C:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt0
; CHECK-NEXT: [[N:%(irpass.n)?[0-9]+]] = add i64 [[C]], 1
; CHECK-NEXT: [[FULL:%(irpass.full)?[0-9]+]] = icmp ugt i64 [[N]], %irpass.max0
; CHECK-NEXT: br i1 [[FULL]], label %[[OVF:irpass.overflow[0-9]+]], label %[[PUSH:irpass.push[0-9]+]]
; CHECK-NEXT: [[OVF]]:
; CHECK-NEXT: store i64 [[C]], ptr %s, align 8, !irpass.overflow !{{[0-9]+|[{][}]}}{{$}}
; CHECK-NEXT: call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7)
; CHECK-NEXT: br label %[[CONT:irpass.cont[0-9]+]]
; CHECK-NEXT: [[PUSH]]:
; CHECK-NEXT: store i64 [[N]], ptr %irpass.cnt0, align 8
; CHECK: call void @llvm.memset.p0.i64(ptr align 8 %{{.*}}, i8 0, i64 8, i1 false)
; CHECK-NEXT: br label %[[CONT]]
; CHECK-NEXT: [[CONT]]:
; CHECK: %t = getelementptr i8, ptr %s, i64
; CHECK-NEXT: store float %v, ptr %t, align 4
; CHECK-NEXT: ret void
; CHECK: declare void @llvm.memset.p0.i64
; CHECK: !irpass.rewritten = !{}

; ABORT: [[OVF:irpass.overflow[0-9]+]]:
; ABORT-NEXT: store i64 %{{.*}}, ptr %s, align 8, !irpass.overflow !{{[0-9]+|[{][}]}}{{$}}
; ABORT-NEXT: call void @stack_push(
; ABORT-NEXT: ret void

; UNCHECKED-LABEL: define void @push(
; UNCHECKED-NOT: icmp ugt
; UNCHECKED-NOT: call void @stack_push
; UNCHECKED: ret void

; NOHOIST-NOT: %irpass.max
; NOHOIST: icmp ugt i64 %{{(irpass.n)?[0-9]+}}, %m
define void @push(ptr %rt, ptr %slab, ptr %max_sizes, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 64
  call void @stack_init(ptr %s)
  %mp = getelementptr i64, ptr %max_sizes, i64 2
  %m = load i64, ptr %mp, align 8
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t, align 4
  ret void
}
