; `opt -O2` and `clang -fpass-plugin=` run adstack-promote (default parameters: auto) at
; the start of the pipeline; -adstack-promote-ep moves it to the end or turns it off, and
; -adstack-promote-params sets its parameters there.
; RUN: opt -load-pass-plugin=%plugin -O2 -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -O0 -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -O2 -adstack-promote-ep=optimizer-last -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -O2 -adstack-promote-ep=none -S %s | FileCheck %s --check-prefix=OFF
; RUN: opt -load-pass-plugin=%plugin -O2 -adstack-promote-params='strategy=opaque' -S %s | FileCheck %s --check-prefix=OPAQUE
; RUN: not opt -load-pass-plugin=%plugin -O2 -adstack-promote-params='strategy=bogus' -S %s 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: clang %fpass-plugin -O2 -S -emit-llvm %s -o - | FileCheck %s
; RUN: clang %fpass-plugin -O0 -S -emit-llvm %s -o - | FileCheck %s
; RUN: clang %fpass-plugin -O2 -mllvm -adstack-promote-ep=none -S -emit-llvm %s -o - | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define {{.*}}void @k(
; CHECK-NOT: call {{.*}}@stack_init
; CHECK-NOT: call {{.*}}@stack_top_primal
; CHECK: !irpass.rewritten
; OFF: call void @stack_init
; OFF-NOT: !irpass.rewritten
; OPAQUE: call {{.*}}@irpass.push.4(
; BAD: adstack-promote: unknown strategy 'bogus'

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define void @k(ptr %rt, ptr %slab, ptr %max_sizes, ptr %out, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 64
  call void @stack_init(ptr %s)
  %m = load i64, ptr %max_sizes, align 8
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 1)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t, align 4
  %u = call ptr @stack_top_primal(ptr %s, i64 4)
  %w = load float, ptr %u, align 4
  store float %w, ptr %out, align 4
  call void @stack_pop(ptr %s)
  ret void
}
