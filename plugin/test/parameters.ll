; A bad parameter is one clear line; a strategy's overflow modes are its own.
; RUN: not opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=bogus>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=STRATEGY
; RUN: not opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=opaque;overflow=abort>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MODE
; RUN: not opt -load-pass-plugin=%plugin -passes='adstack-promote<overflow=sometimes>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OVERFLOW
; RUN: not opt -load-pass-plugin=%plugin -passes='adstack-promote<max-run=0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=RUN0
; RUN: not opt -load-pass-plugin=%plugin -passes='adstack-promote<frob>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not opt -load-pass-plugin=%plugin -passes='runtime-patches<cpu=gfx1030>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PATCHES
; RUN: not opt -load-pass-plugin=%plugin -passes='outline-cold<callee=>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=CALLEE
; RUN: not opt -load-pass-plugin=%plugin -mtriple=nvptx64-nvidia-cuda -passes='runtime-patches<mcpu=gfx90a>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SM
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=inline;overflow=unchecked;no-hoist-max>' -S %s | FileCheck %s --check-prefix=GOOD

; STRATEGY: adstack-promote: unknown strategy 'bogus' (one of auto, merged-checks, shared-exit, opaque, inline, none)
; MODE: adstack-promote: strategy 'opaque' does not support overflow=abort (it supports exact)
; OVERFLOW: adstack-promote: unknown overflow mode 'sometimes' (one of exact, abort, unchecked)
; RUN0: adstack-promote: max_run 0: must be at least 1
; UNKNOWN: adstack-promote: unknown parameter 'frob'
; PATCHES: runtime-patches: unknown parameter 'cpu=gfx1030' (mcpu=PROCESSOR)
; CALLEE: outline-cold: unknown parameter 'callee=' (callee=PATTERN, repeatable)
; SM: runtime-patches: mcpu=gfx90a is not a CUDA processor (sm_N)
; GOOD-LABEL: define void @k(
; GOOD-NOT: call void @stack_push(
; GOOD: !irpass.rewritten = !{}

define i32 @cuda_compute_capability() {
  ret i32 0
}

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)

define void @k(ptr %rt, ptr %slab, i64 %m) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  ret void
}
