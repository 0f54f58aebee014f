; An integer literal wider than its type is valid IR: LLVM reads it modulo 2^64
; (issue #35: a Taichi dump whose push capacity became a 30-digit literal).
; Both implementations read it so. The tool grows the 4-byte-short alloca to
; 8 + (10^30 mod 2^64)*2 bytes, an array LLVM reads, where it once printed a
; 31-digit array size that does not parse.
; RUN: %irpass rewrite %s | filecheck %s --check-prefixes=CHECK,TYPED
; RUN: %if plugin %{ %opt -passes=adstack-promote < %s | filecheck %s %}
; PYTHON-ONLY: the grown alloca (typed pointers, i8*; the plugin reads them as ptr)

declare void @stack_init(i8*)
declare void @stack_push(i8*, i64, i64)
declare i8* @stack_top_primal(i8*, i64)
declare void @stack_pop(i8*)

; CHECK-LABEL: define void @k(
; TYPED: %a = alloca [10153888540610527240 x i8], align 8
; TYPED: %s = bitcast [10153888540610527240 x i8]* %a to i8*
; CHECK-NOT: call void @stack_push
; CHECK: ret void
define void @k(float %v) {
entry:
  %a = alloca [68 x i8], align 8
  %s = bitcast [68 x i8]* %a to i8*
  call void @stack_init(i8* %s)
  call void @stack_push(i8* %s, i64 1000000000000000000000000000000, i64 1)
  %t = call i8* @stack_top_primal(i8* %s, i64 1)
  store i8 1, i8* %t, align 1
  call void @stack_pop(i8* %s)
  ret void
}

; 8 + 2^62*2*4 bytes is past an array's 64-bit count: the alloca is not grown.
; CHECK-LABEL: define void @past(
; TYPED: %a = alloca [260 x i8], align 8
; CHECK-NOT: call void @stack_push
; CHECK: ret void
define void @past(float %v) {
entry:
  %a = alloca [260 x i8], align 8
  %s = bitcast [260 x i8]* %a to i8*
  call void @stack_init(i8* %s)
  call void @stack_push(i8* %s, i64 4611686018427387904, i64 4)
  %t = call i8* @stack_top_primal(i8* %s, i64 4)
  %p = bitcast i8* %t to float*
  store float %v, float* %p, align 4
  call void @stack_pop(i8* %s)
  ret void
}
