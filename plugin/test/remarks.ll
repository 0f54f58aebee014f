; What the pass did, in remarks: one per rewritten function (strategy, mode, helper calls
; before and after), one per function left alone, one per stack skipped with its skip code
; (the codes of `irpass rewrite --stats-json`); -pass-remarks-output gives the same counts
; as `irpass rewrite --stats`.
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=inline>' -pass-remarks=adstack -pass-remarks-missed=adstack -disable-output %s 2>&1 | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=inline>' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=inline>' -S %s | opt -load-pass-plugin=%plugin -passes=adstack-promote -pass-remarks-missed=adstack -disable-output 2>&1 | FileCheck %s --check-prefix=AGAIN

; CHECK-DAG: remark: {{.*}}@f: rewrote 1 of 4 stacks with inline/exact: helper calls 6 -> 5 (1 on overflow paths), blocks 1 -> 4
; CHECK-DAG: remark: {{.*}}@f: stack %stored left alone [stored]: stack pointer %stored is stored to memory or written through
; CHECK-DAG: remark: {{.*}}@f: stack %passed left alone [passed-to-call]: stack pointer %passed is passed to @sink
; CHECK-DAG: remark: {{.*}}@f: stack %merged left alone [from-phi-or-select]: stack pointer %merged comes from a select
; CHECK-DAG: remark: {{.*}}@g: left 1 stack alone: helper calls 2 -> 2
; CHECK-DAG: remark: {{.*}}@g: stack %s left alone [function-argument]: stack pointer %s is a function argument

; YAML: --- !Passed
; YAML-NEXT: Pass: adstack
; YAML-NEXT: Name: Rewritten
; YAML-NEXT: Function: f
; YAML: - Rewritten: '1'
; YAML: - Stacks: '4'
; YAML: - Strategy: inline
; YAML: - Overflow: exact
; YAML: - HelperCalls: '6'
; YAML: - CallsLeft: '5'
; YAML: - OnOverflowPaths: '1'
; YAML: --- !Missed
; YAML: Name: Skipped
; YAML: - Code: stored

; AGAIN: [already-rewritten]: already rewritten by irpass

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)
declare void @sink(ptr)

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

define void @g(ptr %rt, ptr %s, i64 %max) {
entry:
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 4, i64 1)
  ret void
}
