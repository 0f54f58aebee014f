; Quadrants' 5-argument push in typed-pointer syntax (as LLVM 14 would print it).
declare void @stack_init(i8*)
declare void @stack_push(i8*, i8*, i64, i64, i64)
declare i8* @stack_top_primal(i8*, i64)
declare i8* @stack_top_adjoint(i8*, i64)
declare void @stack_pop(i8*)

define void @f(i8* %rt, i8* %heap, i64* %maxp, float %v) {
entry:
  %s = getelementptr i8, i8* %heap, i64 16
  call void @stack_init(i8* %s)
  %m = load i64, i64* %maxp, align 8
  call void @stack_push(i8* %rt, i8* %s, i64 %m, i64 4, i64 3)
  %t = call i8* @stack_top_primal(i8* %s, i64 4)
  %tf = bitcast i8* %t to float*
  store float %v, float* %tf, align 4
  call void @stack_pop(i8* %s)
  ret void
}
