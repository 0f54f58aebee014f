; Taichi sizes each stack's alloca for a 4-byte header (B = 4 + capacity*2E),
; so a full stack writes 4 bytes past it. The rewrite grows the alloca to
; 8 + capacity*2E; an alloca already big enough is left alone.
; RUN: %irpass rewrite %s --strategy inline | filecheck %s
; PYTHON-ONLY: typed pointers (i8*), which LLVM 22 and so the plugin cannot read

declare void @stack_init(i8*)
declare void @stack_push(i8*, i64, i64)
declare i8* @stack_top_primal(i8*, i64)
declare i8* @stack_top_adjoint(i8*, i64)
declare void @stack_pop(i8*)

; CHECK-LABEL: define void @k(
; CHECK: %a = alloca [264 x i8], align 8
; CHECK: %b = alloca [300 x i8], align 8
; CHECK: %s = bitcast [264 x i8]* %a to i8*
; CHECK: %t = bitcast [300 x i8]* %b to i8*
define void @k() {
entry:
  %a = alloca [260 x i8], align 8
  %b = alloca [300 x i8], align 8
  %s = bitcast [260 x i8]* %a to i8*
  %t = bitcast [300 x i8]* %b to i8*
  call void @stack_init(i8* %s)
  call void @stack_init(i8* %t)
  call void @stack_push(i8* %s, i64 32, i64 4)
  call void @stack_push(i8* %t, i64 32, i64 4)
  ret void
}
