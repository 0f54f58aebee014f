; The GPU pipeline: `irpass-gpu<...>` before default<O3> and `irpass-gpu-late` after it in
; opt, and the same through the extension points (a GPU triple, -O3) in opt and clang.
; RUN: opt -load-pass-plugin=%plugin -irpass-gpu-ep=off -passes='irpass-gpu<strategy=inline>,default<O3>,irpass-gpu-late' -S %s -o %t.explicit.ll
; RUN: FileCheck %s < %t.explicit.ll
; RUN: opt -load-pass-plugin=%plugin -adstack-promote-params='strategy=inline' -O3 -S %s -o %t.ep.ll
; RUN: FileCheck %s < %t.ep.ll
; RUN: clang -target nvptx64-nvidia-cuda -O3 %fpass-plugin -mllvm -adstack-promote-params=strategy=inline -S -emit-llvm %s -o %t.clang.ll
; RUN: FileCheck %s < %t.clang.ll
; RUN: opt -load-pass-plugin=%plugin -irpass-gpu-ep=off -O3 -S %s | FileCheck %s --check-prefix=OFF
; RUN: not opt -load-pass-plugin=%plugin -passes='irpass-gpu<exit=sometimes>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-LABEL: define {{.*}}void @kernel(
; CHECK-NOT: call i32 @debug_add_i32(
; CHECK: call {{.*}}void @irpass.debug.report(
; CHECK: load i64, ptr {{.*}}, !invariant.load
; CHECK: call {{.*}}void @irpass.cold.quadrants_assert_format_args8(
; CHECK: define internal {{.*}}void @irpass.debug.report(
; CHECK: define internal {{.*}}void @irpass.cold.quadrants_assert_format_args8(
; CHECK: !irpass.rewritten
; OFF: call i32 @debug_add_i32(
; OFF-NOT: @irpass.cold
; OFF-NOT: !invariant.load
; BAD: irpass-gpu: unknown parameter 'exit=sometimes'

target triple = "nvptx64-nvidia-cuda"

%struct.RuntimeContext = type { ptr }

declare i32 @debug_add_i32(ptr, i32, i32, ptr)
declare void @quadrants_assert_format_args8(ptr, ptr, i32, i64, i64, i64, i64, i64, i64, i64, i64)
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)

@msg = private constant [4 x i8] c"oob\00"

define void @kernel(ptr %ctx, ptr %rt, ptr %slab, ptr %out, i32 %a, i32 %b, i64 %i) {
entry:
  %s = getelementptr i8, ptr %slab, i64 64
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 7)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  %sum = call i32 @debug_add_i32(ptr %ctx, i32 %a, i32 %b, ptr @msg)
  store i32 %sum, ptr %t, align 4
  call void @stack_pop(ptr %s)
  %slot = getelementptr %struct.RuntimeContext, ptr %ctx, i32 0, i32 0
  %buf = load ptr, ptr %slot, align 8
  %n = load i64, ptr %buf, align 8
  %bad = icmp uge i64 %i, %n
  br i1 %bad, label %fail, label %cont

fail:
  call void @quadrants_assert_format_args8(ptr %rt, ptr @msg, i32 1, i64 %i, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  br label %cont

cont:
  store i32 %sum, ptr %out, align 4
  ret void
}
