; outline-cold takes a stack_push for an overflow report by the mark its strategy left, never
; by a block's name. Text read again carries no Python mark (Marks live in memory), so its
; irpass.overflow blocks are ordinary code to the Python tool; the plugin's mark is the call's
; `cold`, which stays in the text, so opt outlines the second push and not the first.
; RUN: %irpass rewrite %s --strategy none --outline | filecheck %s --check-prefixes=CHECK,PY
; RUN: %if plugin %{ %opt -passes='outline-cold' < %s | filecheck %s --check-prefixes=CHECK,OPT %}
; A second run changes nothing: the wrapper is noinline cold, so neither it nor its call is
; outlined again.
; RUN: %if plugin %{ %opt -passes='outline-cold,outline-cold' < %s | filecheck %s --check-prefixes=CHECK,OPT %}

declare void @stack_push(ptr, ptr, i64, i64, i64)

; CHECK-LABEL: define void @kernel(
; CHECK: irpass.overflow0:
; CHECK-NEXT: call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7)
; CHECK: irpass.overflow.exit0:
; PY-NEXT: call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7) cold
; OPT-NEXT: call void @irpass.cold.stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7) #
; PY-NOT: @irpass.cold.stack_push
; OPT: define internal void @irpass.cold.stack_push(
; OPT-NEXT: entry:
; OPT-NEXT: call void @stack_push(
; OPT-NOT: @irpass.cold.stack_push.1
define void @kernel(ptr %rt, ptr %s, i64 %m, i1 %full) {
entry:
  br i1 %full, label %irpass.overflow0, label %next

irpass.overflow0:
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7)
  br label %next

next:
  br i1 %full, label %irpass.overflow.exit0, label %done

irpass.overflow.exit0:
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7) cold
  ret void

done:
  ret void
}
