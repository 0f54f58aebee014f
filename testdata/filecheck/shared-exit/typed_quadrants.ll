; The shared exit in a typed-pointer module of Quadrants' flavour: its own header is an
; `i64*`, passed to stack_push as the `i8*` the helper takes.
; RUN: %irpass rewrite %s --strategy shared-exit --overflow abort | filecheck %s
; PYTHON-ONLY: typed pointers (i8*), which LLVM 22 and so the plugin cannot read

declare void @stack_init(i8*)
declare void @stack_push(i8*, i8*, i64, i64, i64)
declare i8* @stack_top_primal(i8*, i64)

; CHECK-LABEL: define void @f(
; CHECK-NEXT: entry:
; CHECK-NEXT: %irpass.hdr0 = alloca i64, align 8
; CHECK: irpass.overflow.exit0:
; CHECK-NEXT: store i64 0, i64* %irpass.hdr0, align 8, !irpass.overflow !{}
; CHECK-NEXT: %irpass.xs0 = bitcast i64* %irpass.hdr0 to i8*
; CHECK-NEXT: call void @stack_push(i8* %rt, i8* %irpass.xs0, i64 0, i64 4, i64 3) cold
; CHECK-NEXT: ret void
define void @f(i8* %rt, i8* %heap, i64 %m, float %v) {
entry:
  %s = getelementptr i8, i8* %heap, i64 16
  call void @stack_init(i8* %s)
  call void @stack_push(i8* %rt, i8* %s, i64 %m, i64 4, i64 3)
  %t = call i8* @stack_top_primal(i8* %s, i64 4)
  %tf = bitcast i8* %t to float*
  store float %v, float* %tf, align 4
  ret void
}
