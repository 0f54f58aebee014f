; ModuleID = 't_loop_f32_1x16'
source_filename = "t_loop_f32_1x16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @t_loop_f32_1x16_reverse_grad_kernel_0(float* %x, float* %y, float* %dy, float* %dx, i64 %n_elems, i64 %n_iter) {
allocs:
  %elem_i = alloca i64, align 8
  %fwd_i = alloca i64, align 8
  %rev_i = alloca i64, align 8
  %0 = alloca [144 x i8], align 8
  %1 = bitcast [144 x i8]* %0 to i8*
  store i64 0, i64* %elem_i, align 8
  br label %elem_test

elem_test:
  %2 = load i64, i64* %elem_i, align 8
  %3 = icmp slt i64 %2, %n_elems
  br i1 %3, label %elem_body, label %elem_exit

elem_body:
  %4 = getelementptr float, float* %x, i64 %2
  %5 = load float, float* %4, align 4
  call void @stack_init(i8* %1)
  %6 = fmul float %5, 0x3FF0000000000000
  call void @stack_push(i8* %1, i64 17, i64 4)
  %7 = call i8* @stack_top_primal(i8* %1, i64 4)
  %8 = bitcast i8* %7 to float*
  store float %6, float* %8, align 4
  store i64 0, i64* %fwd_i, align 8
  br label %fwd_test

fwd_test:
  %9 = load i64, i64* %fwd_i, align 8
  %10 = icmp slt i64 %9, %n_iter
  br i1 %10, label %fwd_body, label %fwd_exit

fwd_body:
  %11 = call i8* @stack_top_primal(i8* %1, i64 4)
  %12 = bitcast i8* %11 to float*
  %13 = load float, float* %12, align 4
  %14 = fmul float %13, 0x3FE4000000000000
  %15 = fmul float %13, %13
  %16 = fmul float %15, 0x3FC0000000000000
  %17 = fadd float %14, %16
  %18 = fadd float %17, 0x3FA0000000000000
  call void @stack_push(i8* %1, i64 17, i64 4)
  %19 = call i8* @stack_top_primal(i8* %1, i64 4)
  %20 = bitcast i8* %19 to float*
  store float %18, float* %20, align 4
  %21 = load i64, i64* %fwd_i, align 8
  %22 = add i64 %21, 1
  store i64 %22, i64* %fwd_i, align 8
  br label %fwd_test

fwd_exit:
  %23 = call i8* @stack_top_primal(i8* %1, i64 4)
  %24 = bitcast i8* %23 to float*
  %25 = load float, float* %24, align 4
  %26 = getelementptr float, float* %y, i64 %2
  store float %25, float* %26, align 4
  %27 = getelementptr float, float* %dy, i64 %2
  %28 = load float, float* %27, align 4
  %29 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %30 = bitcast i8* %29 to float*
  %31 = load float, float* %30, align 4
  %32 = fadd float %31, %28
  store float %32, float* %30, align 4
  store i64 %n_iter, i64* %rev_i, align 8
  br label %rev_test

rev_test:
  %33 = load i64, i64* %rev_i, align 8
  %34 = icmp sgt i64 %33, 0
  br i1 %34, label %rev_body, label %rev_exit

rev_body:
  %35 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %36 = bitcast i8* %35 to float*
  %37 = load float, float* %36, align 4
  call void @stack_pop(i8* %1)
  %38 = call i8* @stack_top_primal(i8* %1, i64 4)
  %39 = bitcast i8* %38 to float*
  %40 = load float, float* %39, align 4
  %41 = fmul float %40, 0x3FD0000000000000
  %42 = fadd float %41, 0x3FE4000000000000
  %43 = fmul float %37, %42
  %44 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %45 = bitcast i8* %44 to float*
  %46 = load float, float* %45, align 4
  %47 = fadd float %46, %43
  store float %47, float* %45, align 4
  %48 = load i64, i64* %rev_i, align 8
  %49 = add i64 %48, -1
  store i64 %49, i64* %rev_i, align 8
  br label %rev_test

rev_exit:
  %50 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %51 = bitcast i8* %50 to float*
  %52 = load float, float* %51, align 4
  call void @stack_pop(i8* %1)
  %53 = fmul float %52, 0x3FF0000000000000
  %54 = getelementptr float, float* %dx, i64 %2
  store float %53, float* %54, align 4
  %55 = load i64, i64* %elem_i, align 8
  %56 = add i64 %55, 1
  store i64 %56, i64* %elem_i, align 8
  br label %elem_test

elem_exit:
  ret void
}

define void @stack_init(i8* %s) #0 {
entry:
  %count = bitcast i8* %s to i64*
  store i64 0, i64* %count, align 8
  ret void
}

define void @stack_push(i8* %s, i64 %max, i64 %E) #0 {
entry:
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %n1 = add i64 %n, 1
  store i64 %n1, i64* %count, align 8
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %n, %entry_size
  %at = add i64 %skip, 8
  %new = getelementptr i8, i8* %s, i64 %at
  call void @llvm.memset.p0i8.i64(i8* %new, i8 0, i64 %entry_size, i1 false)
  ret void
}

define i8* @stack_top_primal(i8* %s, i64 %E) #0 {
entry:
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %k = add i64 %n, -1
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %k, %entry_size
  %at = add i64 %skip, 8
  %top = getelementptr i8, i8* %s, i64 %at
  ret i8* %top
}

define i8* @stack_top_adjoint(i8* %s, i64 %E) #0 {
entry:
  %primal = call i8* @stack_top_primal(i8* %s, i64 %E)
  %adjoint = getelementptr i8, i8* %primal, i64 %E
  ret i8* %adjoint
}

define void @stack_pop(i8* %s) #0 {
entry:
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %n1 = add i64 %n, -1
  store i64 %n1, i64* %count, align 8
  ret void
}

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1 immarg)

attributes #0 = { alwaysinline nounwind }
