; Element sizes are read as LLVM reads an i64 literal, modulo 2^64 and signed,
; by both implementations: 18446744073709551620 is 4, the same size as the
; stack's other calls give (the tool once called them inconsistent and left
; the stack; the plugin rewrote it), and 9223372036854775808 is -2^63, not a
; positive size.
; RUN: %irpass rewrite %s | filecheck %s
; RUN: %if plugin %{ %opt -passes=adstack-promote < %s | filecheck %s %}
; RUN: %irpass rewrite %s --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; PYTHON-ONLY: the --stats text (the plugin says it in a remark)

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)

; STATS: @same: 1 stack, 1 rewritten, 0 skipped
; STATS: @negative: 1 stack, 0 rewritten, 1 skipped
; STATS: element size -9223372036854775808 for %s [element-size-not-positive]

; CHECK-LABEL: define void @same(
; CHECK-NOT: call {{.*}}@stack_top_primal
; CHECK: ret void
define void @same(ptr %rt, ptr %slab, i64 %max) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 18446744073709551620, i64 1)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  store float 1.0, ptr %t, align 4
  call void @stack_pop(ptr %s)
  ret void
}

; CHECK-LABEL: define void @negative(
; CHECK: call void @stack_push(
; CHECK: ret void
define void @negative(ptr %rt, ptr %slab, i64 %max) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 9223372036854775808, i64 1)
  %t = call ptr @stack_top_primal(ptr %s, i64 9223372036854775808)
  call void @stack_pop(ptr %s)
  ret void
}
