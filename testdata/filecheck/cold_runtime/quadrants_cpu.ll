; The runtime's cold reporting code defined in the module (--cold-runtime, here through
; --for quadrants-cpu and the installed wheel's runtime_x64.bc): each assert wrapper and printf
; the module calls becomes an internal irpass.runtime.* copy, optimised as --link does: printf
; and what calls mark_force_no_inline noinline, cold and optimised for size, the rest inlined
; into them or, the assert wrapper, always-inline; memsets a call to the optnone rolled loop.
; The calls go to the copies; the debug-check reporter that forwards to printf is always-inline.
; RUN: %irpass rewrite %s --for quadrants-cpu | filecheck %s
; RUN: %irpass rewrite %s --debug-cold | filecheck %s --check-prefix=OFF

target triple = "x86_64-unknown-linux-gnu"

@msg = private unnamed_addr constant [9 x i8] c"at %d %d\00"
@where = private unnamed_addr constant [5 x i8] c"here\00"

declare i32 @quadrants_assert_format_ctx_args8(ptr, ptr, i32, i64, i64, i64, i64, i64, i64, i64, i64)
declare i32 @debug_add_i32(ptr, i32, i32, ptr)

define void @kernel(ptr %ctx, ptr %out, i64 %i, i32 %a) {
entry:
  %ok = icmp ult i64 %i, 8
  br i1 %ok, label %cont, label %fail

fail:
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @msg, i32 2, i64 %i, i64 8, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c = icmp ne i32 %r, 0
  br i1 %c, label %abort, label %cont

cont:
  %s = call i32 @debug_add_i32(ptr %ctx, i32 %a, i32 1, ptr @where)
  %p = getelementptr i32, ptr %out, i64 %i
  store i32 %s, ptr %p
  ret void

abort:
  ret void
}

; CHECK: call i32 @irpass.runtime.quadrants_assert_format_ctx_args8(
; CHECK-NOT: @quadrants_assert_format_ctx_args8(
; CHECK: define internal {{.*}}void @irpass.debug.report({{.*}}) {{.*}}#[[REPORT:[0-9]+]]
; CHECK: call void @irpass.runtime._Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_(
; CHECK: define internal {{.*}}i32 @irpass.runtime.quadrants_assert_format_ctx_args8({{.*}}) {{.*}}#[[WRAPPER:[0-9]+]]
; CHECK-NOT: define {{.*}}@irpass.runtime.quadrants_assert_format_ctx(
; CHECK: define internal {{.*}}void @irpass.runtime.quadrants_assert_format({{.*}}) {{.*}}#[[KEPT:[0-9]+]]
; CHECK: call void @irpass.rolled.memset(
; CHECK: define internal void @irpass.rolled.memset({{.*}}) #[[ROLLED:[0-9]+]]
; CHECK: define internal void @irpass.runtime._Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_({{.*}}) {{.*}}#[[PRINT:[0-9]+]]
; CHECK-DAG: attributes #[[WRAPPER]] = { alwaysinline
; CHECK-DAG: attributes #[[KEPT]] = { cold {{.*}}noinline {{.*}}optsize
; CHECK-DAG: attributes #[[PRINT]] = { cold {{.*}}noinline {{.*}}optsize
; CHECK-DAG: attributes #[[ROLLED]] = { cold noinline nounwind optnone }
; CHECK-DAG: attributes #[[REPORT]] = { alwaysinline cold

; OFF-NOT: irpass.runtime.
; OFF: call i32 @quadrants_assert_format_ctx_args8(
; OFF-NOT: irpass.runtime.
