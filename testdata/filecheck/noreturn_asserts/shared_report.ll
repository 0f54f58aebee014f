; The fail blocks of one report callee that leave the same way share one report: each branches
; to one block whose phis pick its message and arguments (an argument the same in all stays as
; it is), so ptxas sees one call site. The shared block then ends the thread (exit=thread) or
; returns (exit=return, where each fail block's abort is `ret void`).
; RUN: %irpass rewrite %s --debug-cold --assert-exit thread | filecheck %s --check-prefixes=COMMON,THREAD
; RUN: %if plugin %{ %opt -passes='noreturn-asserts<exit=thread>' < %s | filecheck %s --check-prefixes=COMMON,THREAD %}
; RUN: %irpass rewrite %s --debug-cold --debug-cold-skip checks | filecheck %s --check-prefixes=COMMON,RETURN
; RUN: %if plugin %{ %opt -passes=noreturn-asserts < %s | filecheck %s --check-prefixes=COMMON,RETURN %}
; RUN: %irpass rewrite %s --debug-cold --assert-exit thread | filecheck %s --check-prefix=TABLES
; RUN: %if plugin %{ %opt -passes='noreturn-asserts<exit=thread>' < %s | filecheck %s --check-prefix=TABLES %}

declare i32 @quadrants_assert_format_ctx_args8(ptr, ptr, i32, i64, i64, i64, i64, i64, i64, i64, i64)

@m0 = private constant [4 x i8] c"i0\0A\00"
@m1 = private constant [4 x i8] c"i1\0A\00"

; COMMON-LABEL: define void @three(
; COMMON: assert_fail:
; COMMON-NOT: call
; COMMON: br label %[[SHARED:irpass.assert.report0]]
; COMMON: assert_fail1:
; COMMON-NOT: call
; COMMON: br label %[[SHARED]]
; COMMON: assert_fail2:
; COMMON-NOT: call
; COMMON: br label %[[SHARED]]
; COMMON: [[SHARED]]:
; COMMON-NEXT: %[[MSG:.+]] = phi ptr [ @m0, %assert_fail ], [ @m1, %assert_fail1 ], [ @m0, %assert_fail2 ]
; COMMON-NEXT: %[[A0:.+]] = phi i64 [ %w, %assert_fail ], [ %w1, %assert_fail1 ], [ 7, %assert_fail2 ]
; COMMON-NEXT: call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr %[[MSG]], i32 1, i64 %[[A0]], i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
; THREAD-NEXT: unreachable
; RETURN-NEXT: ret void
; COMMON-NOT: call
define void @three(ptr %ctx, ptr %out, i32 %i, i32 %j) {
entry:
  %ok = icmp slt i32 %i, 6
  br i1 %ok, label %assert_cont, label %assert_fail

assert_fail:
  %w = zext i32 %i to i64
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @m0, i32 1, i64 %w, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c = icmp ne i32 %r, 0
  br i1 %c, label %assert_abort, label %assert_cont

assert_cont:
  %ok1 = icmp slt i32 %j, 4
  br i1 %ok1, label %assert_cont1, label %assert_fail1

assert_fail1:
  %w1 = zext i32 %j to i64
  %r1 = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @m1, i32 1, i64 %w1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c1 = icmp ne i32 %r1, 0
  br i1 %c1, label %assert_abort, label %assert_cont1

assert_cont1:
  %ok2 = icmp sgt i32 %i, %j
  br i1 %ok2, label %assert_cont2, label %assert_fail2

assert_fail2:
  %r2 = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @m0, i32 1, i64 7, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c2 = icmp ne i32 %r2, 0
  br i1 %c2, label %assert_abort, label %assert_cont2

assert_cont2:
  store i32 %i, ptr %out
  ret void

assert_abort:
  ret void
}

; Fail blocks that leave different ways keep their own reports (return); all end the thread.
; COMMON-LABEL: define void @apart(
; THREAD: br label %irpass.assert.report0
; THREAD: br label %irpass.assert.report0
; RETURN-COUNT-2: call i32 @quadrants_assert_format_ctx_args8(
; RETURN-NOT: irpass.assert.report
define void @apart(ptr %ctx, ptr %out, i32 %i) {
entry:
  %ok = icmp slt i32 %i, 6
  br i1 %ok, label %assert_cont, label %assert_fail

assert_fail:
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @m0, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c = icmp ne i32 %r, 0
  br i1 %c, label %assert_abort, label %assert_cont

assert_cont:
  %ok1 = icmp sgt i32 %i, 2
  br i1 %ok1, label %assert_cont1, label %assert_fail1

assert_fail1:
  %r1 = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @m1, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c1 = icmp ne i32 %r1, 0
  br i1 %c1, label %assert_abort1, label %assert_cont1

assert_cont1:
  store i32 %i, ptr %out
  ret void

assert_abort:
  ret void

assert_abort1:
  store i32 1, ptr %out
  ret void
}

; Two or more arguments that are constants at every report but not the same in all are read from
; constant tables at one i32 phi's index (each phi's constant would be a move on the hot path
; before every assert's branch); an argument that is not constant everywhere keeps its phi.
; COMMON-LABEL: define void @tabled(
; COMMON: [[SHARED:irpass.assert.report0]]:
; COMMON-NEXT: %[[ID:irpass.assert.id0]] = phi i32 [ 0, %assert_fail ], [ 1, %assert_fail1 ], [ 2, %assert_fail2 ]
; COMMON-NEXT: %[[A0:.+]] = phi i64 [ %w, %assert_fail ], [ %w1, %assert_fail1 ], [ 7, %assert_fail2 ]
; COMMON-NEXT: %[[MP:.+]] = getelementptr inbounds [3 x ptr], ptr @irpass.assert.table0, i32 0, i32 %[[ID]]
; COMMON-NEXT: %[[MSG:.+]] = load ptr, ptr %[[MP]]
; COMMON-NEXT: %[[NP:.+]] = getelementptr inbounds [3 x i32], ptr @irpass.assert.table1, i32 0, i32 %[[ID]]
; COMMON-NEXT: %[[N:.+]] = load i32, ptr %[[NP]]
; COMMON-NEXT: call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr %[[MSG]], i32 %[[N]], i64 %[[A0]], i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
; THREAD-NEXT: unreachable
; RETURN-NEXT: ret void
; (The tables are the module's first: printed at its end by the tool, at its top by opt.)
; TABLES-DAG: @irpass.assert.table0 = private unnamed_addr constant [3 x ptr] [ptr @m0, ptr @m1, ptr @m0]
; TABLES-DAG: @irpass.assert.table1 = private unnamed_addr constant [3 x i32] [i32 1, i32 2, i32 1]
define void @tabled(ptr %ctx, ptr %out, i32 %i, i32 %j) {
entry:
  %ok = icmp slt i32 %i, 6
  br i1 %ok, label %assert_cont, label %assert_fail

assert_fail:
  %w = zext i32 %i to i64
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @m0, i32 1, i64 %w, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c = icmp ne i32 %r, 0
  br i1 %c, label %assert_abort, label %assert_cont

assert_cont:
  %ok1 = icmp slt i32 %j, 4
  br i1 %ok1, label %assert_cont1, label %assert_fail1

assert_fail1:
  %w1 = zext i32 %j to i64
  %r1 = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @m1, i32 2, i64 %w1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c1 = icmp ne i32 %r1, 0
  br i1 %c1, label %assert_abort, label %assert_cont1

assert_cont1:
  %ok2 = icmp sgt i32 %i, %j
  br i1 %ok2, label %assert_cont2, label %assert_fail2

assert_fail2:
  %r2 = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @m0, i32 1, i64 7, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %c2 = icmp ne i32 %r2, 0
  br i1 %c2, label %assert_abort, label %assert_cont2

assert_cont2:
  store i32 %i, ptr %out
  ret void

assert_abort:
  ret void
}
