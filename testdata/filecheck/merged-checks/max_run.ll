; merged-checks --max-run N: a new check starts after every N pushes of a
; block, so no straight line of unchecked pushes grows without end. Three
; pushes with --max-run 2: one check for the first two (peak +2), one for the
; third (peak +1); without it, one check for all three (peak +3).
; RUN: %irpass rewrite %s --strategy merged-checks --max-run 2 | filecheck %s
; RUN: %irpass rewrite %s --strategy merged-checks | filecheck %s --check-prefix=BLOCK
; RUN: not %irpass rewrite %s --strategy merged-checks --max-run 0 2>&1 | filecheck %s --check-prefix=BAD
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=merged-checks;max-run=2>' < %s | filecheck %s %}
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=merged-checks>' < %s | filecheck %s --check-prefix=BLOCK %}
; RUN: %if plugin %{ not %opt -passes='adstack-promote<strategy=merged-checks;max-run=0>' < %s 2>&1 | filecheck %s --check-prefix=BAD %}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define void @k(
; CHECK: %{{(irpass.peak)?[0-9]+}} = add i64 %{{.*}}, 2
; CHECK-NEXT: icmp sgt i64
; CHECK-NEXT: br i1
; CHECK: call void @llvm.memset
; CHECK: call void @llvm.memset
; CHECK-NEXT: getelementptr i64, ptr %max_sizes, i64 0
; CHECK-NEXT: load i64, ptr %{{(irpass.maxp)?[0-9]+}}, align 8
; CHECK-NEXT: load i64, ptr %irpass.cnt0
; CHECK-NEXT: %{{(irpass.peak)?[0-9]+}} = add i64 %{{.*}}, 1
; CHECK-NEXT: icmp sgt i64
; CHECK-NEXT: br i1
; CHECK-NOT: icmp sgt
; CHECK: ret void
; BLOCK-LABEL: define void @k(
; BLOCK: %{{(irpass.peak)?[0-9]+}} = add i64 %{{.*}}, 3
; BLOCK-NEXT: icmp sgt i64
; BLOCK-NEXT: br i1
; BLOCK-NOT: icmp sgt
; BLOCK: ret void
; BAD: max_run 0: must be at least 1
define void @k(ptr %rt, ptr %slab, ptr %max_sizes) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  %m = load i64, ptr %max_sizes, align 8
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  ret void
}
