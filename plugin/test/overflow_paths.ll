; The remark counts helper calls as `irpass rewrite --stats` does: those in the output,
; including the real stack_push left on an overflow path (shared-exit's one exit here),
; which --stats reports as `helper calls 5 -> 1 (1 on overflow paths)`.
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit>' -pass-remarks=adstack -disable-output %s 2>&1 | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit>' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; CHECK: remark: {{.*}}@fwd: rewrote 1 of 1 stacks with shared-exit/abort: helper calls 5 -> 1 (1 on overflow paths), blocks 1 -> 4
; YAML: - HelperCalls: '5'
; YAML: - CallsLeft: '1'
; YAML: - OnOverflowPaths: '1'

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)

define void @fwd(ptr %rt, ptr %slab, ptr %max_sizes, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  %m0 = load i64, ptr %max_sizes, align 8
  call void @stack_push(ptr %rt, ptr %s, i64 %m0, i64 4, i64 9)
  %t0 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t0, align 4
  %m1 = load i64, ptr %max_sizes, align 8
  call void @stack_push(ptr %rt, ptr %s, i64 %m1, i64 4, i64 9)
  %t1 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t1, align 4
  ret void
}
