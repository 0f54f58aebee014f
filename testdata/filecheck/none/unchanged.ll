; none: parse and print, nothing rewritten (the helper-call baseline): the
; output is the input byte for byte, comments included (with --keep-check-lines,
; this test's lit lines too), without irpass's marker; --stats counts the helper
; calls kept and names no strategy that ran.
; RUN: irpass rewrite %s --strategy none --keep-check-lines | cmp - %s
; RUN: %irpass rewrite %s --strategy none | filecheck %s
; RUN: %irpass rewrite %s --strategy none --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=none>' < %s | filecheck %s %}
; PYTHON-ONLY: byte preservation (cmp; --keep-check-lines keeps these lit lines too) and the --stats text; opt reprints the module

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define float @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %s = getelementptr i8, ptr %slab, i64 0
; CHECK-NEXT: call void @stack_init(ptr %s)
; CHECK-NEXT: call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
; CHECK-NEXT: %t = call ptr @stack_top_primal(ptr %s, i64 4)
; CHECK-NEXT: %v = load float, ptr %t, align 4
; CHECK-NEXT: call void @stack_pop(ptr %s)
; CHECK-NEXT: ret float %v
; CHECK-NOT: irpass
; STATS: strategy none, flavour quadrants
; STATS-NEXT: @k: 1 stack, 0 rewritten, 0 skipped; helper calls 4 -> 4; blocks 1 -> 1{{$}}
define float @k(ptr %rt, ptr %slab, i64 %m) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  %v = load float, ptr %t, align 4
  call void @stack_pop(ptr %s)
  ret float %v
}
