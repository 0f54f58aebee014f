; Where a stack's max is read once: right after the stack pointer's definition
; (%a, in its own block) rather than the function entry, where the compare of a
; push right after its init (known count) would depend on the entry alone and
; LLVM would compute it there, one predicate per stack live through the kernel.
; It stays after the base's definition when the pointer is defined before the
; base (%b), or after a push of its block (%c: the block's merged check, at its
; first push, covers %c's push too). Stacks sharing a max source get one load
; per place it is read.
; A merged check covering a stack (re)initialised after its first push (%c in
; second) compares max < pushes-since-init; that compare reads max again at the
; check, so that it does not depend on the entry's (or pointer's) load alone; so do
; its other compares (count + pushes > max), so that no max lives from its load
; to the stack's last check.
; RUN: %irpass rewrite %s --strategy merged-checks | filecheck %s --check-prefixes=CHECK,MERGED
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=merged-checks>' < %s | filecheck %s --check-prefixes=CHECK,MERGED %}
; RUN: %irpass rewrite %s --strategy shared-exit | filecheck %s --check-prefixes=CHECK,SHARED
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=shared-exit>' < %s | filecheck %s --check-prefixes=CHECK,SHARED %}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)
declare ptr @get_max_sizes(ptr)

; CHECK-LABEL: define void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %irpass.hdr0 = alloca i64
; CHECK-NEXT: %irpass.cnt0 = alloca i64
; CHECK-NEXT: %irpass.cnt1 = alloca i64
; CHECK-NEXT: %irpass.cnt2 = alloca i64
; CHECK-NEXT: %b = getelementptr i8, ptr %slab, i64 512
; CHECK-NEXT: %sizes = call ptr @get_max_sizes(ptr %rt)
; CHECK-NEXT: %irpass.maxp0 = getelementptr i64, ptr %sizes, i64 1
; CHECK-NEXT: %irpass.max0 = load i64, ptr %irpass.maxp0
; CHECK-NEXT: %irpass.maxp2 = getelementptr i64, ptr %sizes, i64 0
; CHECK-NEXT: %irpass.max2 = load i64, ptr %irpass.maxp2
; CHECK-NOT: %irpass.max
; CHECK-LABEL: first:
; CHECK-NEXT: %a = getelementptr i8, ptr %slab, i64 0
; CHECK-NEXT: %irpass.maxp1 = getelementptr i64, ptr %sizes, i64 0
; CHECK-NEXT: %irpass.max1 = load i64, ptr %irpass.maxp1
; SHARED-NOT: %irpass.maxp
; CHECK-LABEL: second:
; MERGED-NEXT: %m2 = load i64, ptr %ma
; MERGED-NEXT: [[AT:%(irpass.maxp)?[0-9]+]] = getelementptr i64, ptr %sizes, i64 0
; MERGED-NEXT: [[M:%(irpass.max)?[0-9]+]] = load i64, ptr [[AT]], align 8
; MERGED-NEXT: [[C:%(irpass.c)?[0-9]+]] = load i64, ptr %irpass.cnt1
; MERGED-NEXT: [[P:%(irpass.peak)?[0-9]+]] = add i64 [[C]], 1
; MERGED-NEXT: [[FA:%(irpass.full)?[0-9]+]] = icmp sgt i64 [[P]], [[M]]
; MERGED-NEXT: [[FC:%(irpass.full)?[0-9]+]] = icmp ult i64 [[M]], 1
; MERGED-NEXT: or i1 [[FA]], [[FC]]
; CHECK: %c = getelementptr i8, ptr %slab, i64 1024
; CHECK-NEXT: store i64 0, ptr %irpass.cnt2
; CHECK: ret void
define void @k(ptr %rt, ptr %slab, float %v) {
entry:
  %b = getelementptr i8, ptr %slab, i64 512
  %sizes = call ptr @get_max_sizes(ptr %rt)
  call void @stack_init(ptr %b)
  br label %first
first:
  %a = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %a)
  %ma = getelementptr i64, ptr %sizes, i64 0
  %m0 = load i64, ptr %ma, align 8
  call void @stack_push(ptr %rt, ptr %a, i64 %m0, i64 4, i64 3)
  %mb = getelementptr i64, ptr %sizes, i64 1
  %m1 = load i64, ptr %mb, align 8
  call void @stack_push(ptr %rt, ptr %b, i64 %m1, i64 4, i64 3)
  br label %second
second:
  %m2 = load i64, ptr %ma, align 8
  call void @stack_push(ptr %rt, ptr %a, i64 %m2, i64 4, i64 3)
  %c = getelementptr i8, ptr %slab, i64 1024
  call void @stack_init(ptr %c)
  %m3 = load i64, ptr %ma, align 8
  call void @stack_push(ptr %rt, ptr %c, i64 %m3, i64 4, i64 3)
  %t = call ptr @stack_top_primal(ptr %c, i64 4)
  store float %v, ptr %t, align 4
  call void @stack_pop(ptr %c)
  call void @stack_pop(ptr %a)
  call void @stack_pop(ptr %b)
  ret void
}
