; Outlining: every call to a cold callee goes through one internal noinline
; cold wrapper per callee with the callee's exact signature; irpass's own
; overflow pushes are outlined, the hot pushes of a stack it left are not.
; RUN: %irpass rewrite %s --strategy inline --outline | filecheck %s
; RUN: %irpass rewrite %s --strategy inline --outline --outline-callee 'report_*' | filecheck %s --check-prefix=EXTRA
; RUN: %irpass rewrite %s --strategy inline --target ptx | filecheck %s --check-prefix=GPU
; RUN: %irpass rewrite %s --strategy inline --target ptx --no-outline | filecheck %s --check-prefix=OFF
; RUN: %irpass rewrite %s --strategy none --outline | filecheck %s --check-prefix=NONE
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline>,outline-cold' < %s | filecheck %s %}
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline>,outline-cold<callee=report_*>' < %s | filecheck %s --check-prefix=EXTRA %}
; RUN: %if plugin %{ %opt -passes='outline-cold' < %s | filecheck %s --check-prefix=NONE %}
; PYTHON-ONLY: the GPU and OFF lines (irpass rewrite's --target defaults). opt prints
; function attributes as groups (#N), hence the {{...|#[0-9]+}} below.

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)
declare i32 @quadrants_assert_format_ctx_args8(ptr noundef, ptr noundef, i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) #0
declare fastcc zeroext i1 @taichi_assert_runtime(ptr, i1 zeroext, ptr) nounwind
declare void @report_fatal(ptr) #1
declare void @taichi_assert_format(ptr, i32, ptr, ...)

@msg = private constant [4 x i8] c"oob\00"

; CHECK-LABEL: define void @kernel(
; CHECK: %r = call i32 @irpass.cold.quadrants_assert_format_ctx_args8(ptr %ctx, ptr @msg, i32 1, i64 %i, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
; CHECK: [[OVF:irpass.overflow[0-9]+]]:
; CHECK-NEXT: store i64 %{{.*}}, ptr %s, align 8
; CHECK-NEXT: call void @irpass.cold.stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7)
; CHECK: %b = tail call fastcc zeroext i1 @irpass.cold.taichi_assert_runtime(ptr %ctx, i1 zeroext %ok, ptr @msg)
; CHECK: call void @report_fatal(ptr @msg)
; CHECK: call void (ptr, i32, ptr, ...) @taichi_assert_format(ptr %ctx, i32 0, ptr @msg, i64 %i)
; CHECK: store ptr @quadrants_assert_format_ctx_args8, ptr %fp
; CHECK-LABEL: define internal i32 @irpass.cold.quadrants_assert_format_ctx_args8(ptr noundef %arg0, ptr noundef %arg1, i32 noundef %arg2, i64 noundef %arg3, i64 noundef %arg4, i64 noundef %arg5, i64 noundef %arg6, i64 noundef %arg7, i64 noundef %arg8, i64 noundef %arg9, i64 noundef %arg10) {{noinline cold nounwind|#[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT: %result = call i32 @quadrants_assert_format_ctx_args8(ptr noundef %arg0, ptr noundef %arg1, i32 noundef %arg2, i64 noundef %arg3, i64 noundef %arg4, i64 noundef %arg5, i64 noundef %arg6, i64 noundef %arg7, i64 noundef %arg8, i64 noundef %arg9, i64 noundef %arg10)
; CHECK-NEXT: ret i32 %result
; CHECK-NEXT: }
; CHECK-LABEL: define internal void @irpass.cold.stack_push(ptr %arg0, ptr %arg1, i64 %arg2, i64 %arg3, i64 %arg4) {{noinline cold|#[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @stack_push(ptr %arg0, ptr %arg1, i64 %arg2, i64 %arg3, i64 %arg4)
; CHECK-NEXT: ret void
; CHECK-LABEL: define internal fastcc zeroext i1 @irpass.cold.taichi_assert_runtime(ptr %arg0, i1 zeroext %arg1, ptr %arg2) {{noinline cold nounwind|#[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT: %result = call fastcc zeroext i1 @taichi_assert_runtime(ptr %arg0, i1 zeroext %arg1, ptr %arg2)
; CHECK-NEXT: ret i1 %result
; CHECK-NOT: @irpass.cold.report_fatal
; CHECK-NOT: @irpass.cold.taichi_assert_format

; EXTRA: call void @irpass.cold.report_fatal(ptr @msg)
; EXTRA-LABEL: define internal void @irpass.cold.report_fatal(ptr %arg0) {{noinline cold noreturn|#[0-9]+}} {
; EXTRA-NEXT: entry:
; EXTRA-NEXT: call void @report_fatal(ptr %arg0)
; EXTRA-NEXT: unreachable

; GPU: call i32 @irpass.cold.quadrants_assert_format_ctx_args8(
; GPU: define internal i32 @irpass.cold.quadrants_assert_format_ctx_args8(

; OFF-NOT: @irpass.cold

; NONE-LABEL: define void @kernel(
; NONE: call i32 @irpass.cold.quadrants_assert_format_ctx_args8(
; NONE: call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7)
; NONE-NOT: define internal void @irpass.cold.stack_push
define void @kernel(ptr %ctx, ptr %rt, ptr %slab, i64 %m, i64 %i, i1 %ok, float %v, ptr %fp) {
entry:
  %s = getelementptr i8, ptr %slab, i64 64
  call void @stack_init(ptr %s)
  %bad = icmp uge i64 %i, 8
  br i1 %bad, label %fail, label %cont

fail:
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @msg, i32 1, i64 %i, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  br label %cont

cont:
  call void @stack_push(ptr %rt, ptr %s, i64 %m, i64 4, i64 7)
  %t = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t, align 4
  call void @stack_pop(ptr %s)
  %b = tail call fastcc zeroext i1 @taichi_assert_runtime(ptr %ctx, i1 zeroext %ok, ptr @msg)
  call void @report_fatal(ptr @msg)
  call void (ptr, i32, ptr, ...) @taichi_assert_format(ptr %ctx, i32 0, ptr @msg, i64 %i)
  store ptr @quadrants_assert_format_ctx_args8, ptr %fp
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { noreturn }
