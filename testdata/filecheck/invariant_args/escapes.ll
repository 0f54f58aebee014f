; A module where a pointer into the argument buffer is used but to load (passed to a call,
; stored, or field 0 written) may change the buffer: none of its loads is marked, in any
; function, and --stats says why.
; RUN: %irpass rewrite %s --debug-cold | filecheck %s
; RUN: %if plugin %{ %opt -passes=invariant-args < %s | filecheck %s %}
; RUN: %irpass rewrite %s --debug-cold --stats -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS

%struct.RuntimeContext = type { ptr, ptr, i32, ptr, i32, ptr, ptr }

declare void @sink(ptr)

; CHECK-NOT: invariant.load
; STATS: argument-buffer loads left unmarked: @passes: call takes a pointer into it (%buf), so the buffer may change
define void @reads(ptr %context) {
  %slot = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0
  %buf = load ptr, ptr %slot, align 8
  %n = load i32, ptr %buf, align 4
  store i32 %n, ptr %context, align 4
  ret void
}

define void @passes(ptr %context) {
  %slot = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0
  %buf = load ptr, ptr %slot, align 8
  call void @sink(ptr %buf)
  ret void
}
