; Stacks whose pointer escapes are left exactly as they were, each with its
; reason in --stats; the rewritable stack beside them is still rewritten.
; RUN: %irpass rewrite %s --strategy inline | filecheck %s
; RUN: %irpass rewrite %s --strategy inline --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline>' < %s | filecheck %s %}
; PYTHON-ONLY: the --stats text (the plugin says it in remarks: plugin/test)

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)
declare void @sink(ptr)

; CHECK-LABEL: define void @f(
; CHECK: call void @stack_init(ptr %stored)
; CHECK: call void @stack_init(ptr %passed)
; CHECK: call void @stack_init(ptr %merged)
; CHECK-NOT: call void @stack_init(ptr %ok)
; STATS: @f: 4 stacks, 1 rewritten, 3 skipped
; STATS-DAG: skipped %stored: stack pointer %stored is stored to memory or written through
; STATS-DAG: skipped %passed: stack pointer %passed is passed to @sink
; STATS-DAG: skipped %merged: stack pointer %merged comes from a select
define void @f(ptr %rt, ptr %slab, ptr %cell, i1 %c, i64 %max) {
entry:
  %stored = getelementptr i8, ptr %slab, i64 0
  %passed = getelementptr i8, ptr %slab, i64 64
  %other = getelementptr i8, ptr %slab, i64 128
  %merged = select i1 %c, ptr %other, ptr %slab
  %ok = getelementptr i8, ptr %slab, i64 256
  call void @stack_init(ptr %stored)
  call void @stack_init(ptr %passed)
  call void @stack_init(ptr %merged)
  call void @stack_init(ptr %ok)
  store ptr %stored, ptr %cell, align 8
  call void @sink(ptr %passed)
  call void @stack_push(ptr %rt, ptr %merged, i64 %max, i64 4, i64 1)
  call void @stack_push(ptr %rt, ptr %ok, i64 %max, i64 4, i64 1)
  ret void
}
