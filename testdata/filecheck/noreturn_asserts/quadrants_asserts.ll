; Failed asserts end the function (return: the CPU report returns 1, the kernel returns) or the
; thread (thread: the CUDA/AMDGPU report ends it); a report whose test is not false, and a fail
; block whose successor has a phi naming it, stay as they are.
; RUN: %irpass rewrite %s --debug-cold --debug-cold-skip checks | filecheck %s --check-prefixes=COMMON,RETURN
; RUN: %irpass rewrite %s --debug-cold --assert-exit thread | filecheck %s --check-prefixes=COMMON,THREAD
; RUN: %if plugin %{ %opt -passes=noreturn-asserts < %s | filecheck %s --check-prefixes=COMMON,RETURN %}
; RUN: %if plugin %{ %opt -passes='noreturn-asserts<exit=thread>' < %s | filecheck %s --check-prefixes=COMMON,THREAD %}
; PYTHON-ONLY: the --stats text (the plugin says it in remarks) and byte preservation.
; RUN: irpass rewrite %s --debug-cold --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; RUN: irpass rewrite %s --debug-cold --debug-cold-skip asserts --keep-check-lines | cmp - %s

declare i32 @quadrants_assert_format_ctx_args8(ptr, ptr, i32, i64, i64, i64, i64, i64, i64, i64, i64)
declare i32 @quadrants_assert_format_ctx(ptr, i1, ptr, i32, ptr)
declare void @quadrants_assert_format_args8(ptr, ptr, i32, i64, i64, i64, i64, i64, i64, i64, i64)

@msg = private constant [4 x i8] c"%d\0A\00"

; STATS: 1 failed asserts no longer return

; COMMON-LABEL: define void @cpu(
; COMMON: assert_fail:
; COMMON: %r = call i32 @quadrants_assert_format_ctx_args8(
; COMMON-NEXT: %c = icmp ne i32 %r, 0
; RETURN-NEXT: br label %assert_abort
; THREAD-NEXT: unreachable
; COMMON: assert_cont:
define void @cpu(ptr %ctx, ptr %out, i32 %i) {
entry:
  %ok = icmp slt i32 %i, 6
  br i1 %ok, label %assert_cont, label %assert_fail

assert_fail:
  %wide = zext i32 %i to i64
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @msg, i32 1, i64 %wide, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c = icmp ne i32 %r, 0
  br i1 %c, label %assert_abort, label %assert_cont

assert_cont:
  store i32 %i, ptr %out
  ret void

assert_abort:
  ret void
}

; COMMON-LABEL: define void @gpu(
; COMMON: call void @quadrants_assert_format_args8(
; RETURN-NEXT: br label %assert_cont
; THREAD-NEXT: unreachable
define void @gpu(ptr %runtime, ptr %out, i32 %i) {
entry:
  %ok = icmp slt i32 %i, 6
  br i1 %ok, label %assert_cont, label %assert_fail

assert_fail:
  %wide = zext i32 %i to i64
  call void @quadrants_assert_format_args8(ptr %runtime, ptr @msg, i32 1, i64 %wide, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  br label %assert_cont

assert_cont:
  store i32 %i, ptr %out
  ret void
}

; COMMON-LABEL: define void @untouched(
; COMMON: %r = call i32 @quadrants_assert_format_ctx(ptr %ctx, i1 %t,
; COMMON-NEXT: %c = icmp ne i32 %r, 0
; COMMON-NEXT: br i1 %c, label %abort, label %merge
; COMMON: %r2 = call i32 @quadrants_assert_format_ctx_args8(
; COMMON-NEXT: %c2 = icmp ne i32 %r2, 0
; COMMON-NEXT: br i1 %c2, label %abort, label %merge
define void @untouched(ptr %ctx, ptr %out, i1 %t, i1 %u) {
entry:
  br i1 %u, label %fail, label %fail2

fail:
  %r = call i32 @quadrants_assert_format_ctx(ptr %ctx, i1 %t, ptr @msg, i32 0, ptr null)
  %c = icmp ne i32 %r, 0
  br i1 %c, label %abort, label %merge

fail2:
  %r2 = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @msg, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c2 = icmp ne i32 %r2, 0
  br i1 %c2, label %abort, label %merge

merge:
  %v = phi i32 [ 1, %fail ], [ 2, %fail2 ]
  store i32 %v, ptr %out
  ret void

abort:
  ret void
}
