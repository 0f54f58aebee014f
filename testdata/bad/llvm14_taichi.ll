; LLVM 14 era Taichi text: typed pointers, old attribute spellings, i8* stack allocas.
; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @stack_init(i8*) #0
declare void @stack_push(i8*, i64, i64) #0
declare i8* @stack_top_primal(i8*, i64) #0
declare i8* @stack_top_adjoint(i8*, i64) #0
declare void @stack_pop(i8*) #0

define float @k(float* nocapture readonly %x, i32 %n) #1 {
allocs:
  %a = alloca [264 x i8], align 8
  %s = bitcast [264 x i8]* %a to i8*
  call void @stack_init(i8* %s)
  %x0 = load float, float* %x, align 4
  call void @stack_push(i8* %s, i64 32, i64 4)
  %t = call i8* @stack_top_primal(i8* %s, i64 4)
  %tf = bitcast i8* %t to float*
  store float %x0, float* %tf, align 4
  %g = call i8* @stack_top_adjoint(i8* %s, i64 4)
  %gf = bitcast i8* %g to float*
  %g0 = load float, float* %gf, align 4
  %g1 = fadd float %g0, 1.000000e+00
  store float %g1, float* %gf, align 4
  %t2 = call i8* @stack_top_primal(i8* %s, i64 4)
  %t2f = bitcast i8* %t2 to float*
  %r = load float, float* %t2f, align 4
  call void @stack_pop(i8* %s)
  ret float %r
}

attributes #0 = { alwaysinline nounwind }
attributes #1 = { nounwind uwtable "frame-pointer"="none" }
