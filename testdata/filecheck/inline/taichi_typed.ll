; Taichi (typed pointers, 3-argument push): no overflow check, no clamp, the
; output stays in typed-pointer syntax.
; RUN: %irpass rewrite %s --strategy inline | filecheck %s
; PYTHON-ONLY: typed pointers (i8*), which LLVM 22 and so the plugin cannot read

declare void @stack_init(i8*)
declare void @stack_push(i8*, i64, i64)
declare i8* @stack_top_primal(i8*, i64)
declare i8* @stack_top_adjoint(i8*, i64)
declare void @stack_pop(i8*)

; CHECK-LABEL: define float @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %irpass.cnt0 = alloca i64, align 8
; CHECK: store i64 0, i64* %irpass.cnt0, align 8
; CHECK-NOT: icmp
; CHECK: call void @llvm.memset.p0i8.i64(i8* align 8 %{{.*}}, i8 0, i64 8, i1 false)
; CHECK-NOT: select
; CHECK: %t = getelementptr i8, i8* %s, i64
; CHECK-NEXT: %tf = bitcast i8* %t to float*
; CHECK-NOT: call {{.*}}@stack_
; CHECK: declare void @llvm.memset.p0i8.i64
define float @k(float %v) {
entry:
  %a = alloca [264 x i8], align 8
  %s = bitcast [264 x i8]* %a to i8*
  call void @stack_init(i8* %s)
  call void @stack_push(i8* %s, i64 32, i64 4)
  %t = call i8* @stack_top_primal(i8* %s, i64 4)
  %tf = bitcast i8* %t to float*
  store float %v, float* %tf, align 4
  %t2 = call i8* @stack_top_primal(i8* %s, i64 4)
  %t2f = bitcast i8* %t2 to float*
  %r = load float, float* %t2f, align 4
  call void @stack_pop(i8* %s)
  ret float %r
}
