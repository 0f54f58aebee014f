; noreturn-asserts: its parameter, and one remark per changed function.
; RUN: not opt -load-pass-plugin=%plugin -passes='noreturn-asserts<exit=never>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: opt -load-pass-plugin=%plugin -passes='noreturn-asserts<exit=thread>' -pass-remarks=noreturn-asserts -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -load-pass-plugin=%plugin -passes=noreturn-asserts -pass-remarks=noreturn-asserts -disable-output %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty

; BAD: noreturn-asserts: unknown parameter 'exit=never' (exit=return, exit=thread)
; REMARK: remark: {{.*}}@gpu: 1 failed asserts no longer return (exit=thread)
; NONE-NOT: remark

declare void @quadrants_assert_format_args8(ptr, ptr, i32, i64, i64, i64, i64, i64, i64, i64, i64)

define void @gpu(ptr %runtime, ptr %out, i32 %i) {
entry:
  %ok = icmp slt i32 %i, 6
  br i1 %ok, label %cont, label %fail

fail:
  call void @quadrants_assert_format_args8(ptr %runtime, ptr null, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  br label %cont

cont:
  store i32 %i, ptr %out
  ret void
}
