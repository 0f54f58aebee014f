; ModuleID = 't_straight_f32_1x4_flags'
source_filename = "t_straight_f32_1x4_flags"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @t_straight_f32_1x4_flags_reverse_grad_kernel_0(float* %x, float* %y, float* %dy, float* %dx, i64 %n_elems, i64 %n_iter) {
allocs:
  %elem_i = alloca i64, align 8
  %fwd_i = alloca i64, align 8
  %rev_i = alloca i64, align 8
  %0 = alloca [48 x i8], align 8
  %1 = bitcast [48 x i8]* %0 to i8*
  %2 = alloca [16 x i8], align 8
  %3 = bitcast [16 x i8]* %2 to i8*
  store i64 0, i64* %elem_i, align 8
  br label %elem_test

elem_test:
  %4 = load i64, i64* %elem_i, align 8
  %5 = icmp slt i64 %4, %n_elems
  br i1 %5, label %elem_body, label %elem_exit

elem_body:
  %6 = getelementptr float, float* %x, i64 %4
  %7 = load float, float* %6, align 4
  call void @stack_init(i8* %1)
  call void @stack_init(i8* %3)
  %8 = fmul float %7, 0x3FF0000000000000
  call void @stack_push(i8* %1, i64 5, i64 4)
  %9 = call i8* @stack_top_primal(i8* %1, i64 4)
  %10 = bitcast i8* %9 to float*
  store float %8, float* %10, align 4
  %11 = call i8* @stack_top_primal(i8* %1, i64 4)
  %12 = bitcast i8* %11 to float*
  %13 = load float, float* %12, align 4
  %14 = fcmp ogt float %13, 0x3FD0000000000000
  %15 = fmul float %13, 0x3FE4000000000000
  %16 = fmul float %13, %13
  %17 = fmul float %16, 0x3FC0000000000000
  %18 = fadd float %15, %17
  %19 = fadd float %18, 0x3FA0000000000000
  %20 = fmul float %13, 0x3FE0000000000000
  %21 = fadd float %20, 0x3FD0000000000000
  %22 = select i1 %14, float %19, float %21
  call void @stack_push(i8* %1, i64 5, i64 4)
  %23 = call i8* @stack_top_primal(i8* %1, i64 4)
  %24 = bitcast i8* %23 to float*
  store float %22, float* %24, align 4
  call void @stack_push(i8* %3, i64 4, i64 1)
  %25 = call i8* @stack_top_primal(i8* %3, i64 1)
  %26 = bitcast i8* %25 to i1*
  store i1 %14, i1* %26, align 1
  %27 = call i8* @stack_top_primal(i8* %1, i64 4)
  %28 = bitcast i8* %27 to float*
  %29 = load float, float* %28, align 4
  %30 = fcmp ogt float %29, 0x3FD0000000000000
  %31 = fmul float %29, 0x3FE4000000000000
  %32 = fmul float %29, %29
  %33 = fmul float %32, 0x3FC0000000000000
  %34 = fadd float %31, %33
  %35 = fadd float %34, 0x3FA0000000000000
  %36 = fmul float %29, 0x3FE0000000000000
  %37 = fadd float %36, 0x3FD0000000000000
  %38 = select i1 %30, float %35, float %37
  call void @stack_push(i8* %1, i64 5, i64 4)
  %39 = call i8* @stack_top_primal(i8* %1, i64 4)
  %40 = bitcast i8* %39 to float*
  store float %38, float* %40, align 4
  call void @stack_push(i8* %3, i64 4, i64 1)
  %41 = call i8* @stack_top_primal(i8* %3, i64 1)
  %42 = bitcast i8* %41 to i1*
  store i1 %30, i1* %42, align 1
  %43 = call i8* @stack_top_primal(i8* %1, i64 4)
  %44 = bitcast i8* %43 to float*
  %45 = load float, float* %44, align 4
  %46 = fcmp ogt float %45, 0x3FD0000000000000
  %47 = fmul float %45, 0x3FE4000000000000
  %48 = fmul float %45, %45
  %49 = fmul float %48, 0x3FC0000000000000
  %50 = fadd float %47, %49
  %51 = fadd float %50, 0x3FA0000000000000
  %52 = fmul float %45, 0x3FE0000000000000
  %53 = fadd float %52, 0x3FD0000000000000
  %54 = select i1 %46, float %51, float %53
  call void @stack_push(i8* %1, i64 5, i64 4)
  %55 = call i8* @stack_top_primal(i8* %1, i64 4)
  %56 = bitcast i8* %55 to float*
  store float %54, float* %56, align 4
  call void @stack_push(i8* %3, i64 4, i64 1)
  %57 = call i8* @stack_top_primal(i8* %3, i64 1)
  %58 = bitcast i8* %57 to i1*
  store i1 %46, i1* %58, align 1
  %59 = call i8* @stack_top_primal(i8* %1, i64 4)
  %60 = bitcast i8* %59 to float*
  %61 = load float, float* %60, align 4
  %62 = fcmp ogt float %61, 0x3FD0000000000000
  %63 = fmul float %61, 0x3FE4000000000000
  %64 = fmul float %61, %61
  %65 = fmul float %64, 0x3FC0000000000000
  %66 = fadd float %63, %65
  %67 = fadd float %66, 0x3FA0000000000000
  %68 = fmul float %61, 0x3FE0000000000000
  %69 = fadd float %68, 0x3FD0000000000000
  %70 = select i1 %62, float %67, float %69
  call void @stack_push(i8* %1, i64 5, i64 4)
  %71 = call i8* @stack_top_primal(i8* %1, i64 4)
  %72 = bitcast i8* %71 to float*
  store float %70, float* %72, align 4
  call void @stack_push(i8* %3, i64 4, i64 1)
  %73 = call i8* @stack_top_primal(i8* %3, i64 1)
  %74 = bitcast i8* %73 to i1*
  store i1 %62, i1* %74, align 1
  %75 = call i8* @stack_top_primal(i8* %1, i64 4)
  %76 = bitcast i8* %75 to float*
  %77 = load float, float* %76, align 4
  %78 = getelementptr float, float* %y, i64 %4
  store float %77, float* %78, align 4
  %79 = getelementptr float, float* %dy, i64 %4
  %80 = load float, float* %79, align 4
  %81 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %82 = bitcast i8* %81 to float*
  %83 = load float, float* %82, align 4
  %84 = fadd float %83, %80
  store float %84, float* %82, align 4
  %85 = call i8* @stack_top_primal(i8* %3, i64 1)
  %86 = bitcast i8* %85 to i1*
  %87 = load i1, i1* %86, align 1
  call void @stack_pop(i8* %3)
  %88 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %89 = bitcast i8* %88 to float*
  %90 = load float, float* %89, align 4
  call void @stack_pop(i8* %1)
  %91 = call i8* @stack_top_primal(i8* %1, i64 4)
  %92 = bitcast i8* %91 to float*
  %93 = load float, float* %92, align 4
  %94 = fmul float %93, 0x3FD0000000000000
  %95 = fadd float %94, 0x3FE4000000000000
  %96 = select i1 %87, float %95, float 0x3FE0000000000000
  %97 = fmul float %90, %96
  %98 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %99 = bitcast i8* %98 to float*
  %100 = load float, float* %99, align 4
  %101 = fadd float %100, %97
  store float %101, float* %99, align 4
  %102 = call i8* @stack_top_primal(i8* %3, i64 1)
  %103 = bitcast i8* %102 to i1*
  %104 = load i1, i1* %103, align 1
  call void @stack_pop(i8* %3)
  %105 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %106 = bitcast i8* %105 to float*
  %107 = load float, float* %106, align 4
  call void @stack_pop(i8* %1)
  %108 = call i8* @stack_top_primal(i8* %1, i64 4)
  %109 = bitcast i8* %108 to float*
  %110 = load float, float* %109, align 4
  %111 = fmul float %110, 0x3FD0000000000000
  %112 = fadd float %111, 0x3FE4000000000000
  %113 = select i1 %104, float %112, float 0x3FE0000000000000
  %114 = fmul float %107, %113
  %115 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %116 = bitcast i8* %115 to float*
  %117 = load float, float* %116, align 4
  %118 = fadd float %117, %114
  store float %118, float* %116, align 4
  %119 = call i8* @stack_top_primal(i8* %3, i64 1)
  %120 = bitcast i8* %119 to i1*
  %121 = load i1, i1* %120, align 1
  call void @stack_pop(i8* %3)
  %122 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %123 = bitcast i8* %122 to float*
  %124 = load float, float* %123, align 4
  call void @stack_pop(i8* %1)
  %125 = call i8* @stack_top_primal(i8* %1, i64 4)
  %126 = bitcast i8* %125 to float*
  %127 = load float, float* %126, align 4
  %128 = fmul float %127, 0x3FD0000000000000
  %129 = fadd float %128, 0x3FE4000000000000
  %130 = select i1 %121, float %129, float 0x3FE0000000000000
  %131 = fmul float %124, %130
  %132 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %133 = bitcast i8* %132 to float*
  %134 = load float, float* %133, align 4
  %135 = fadd float %134, %131
  store float %135, float* %133, align 4
  %136 = call i8* @stack_top_primal(i8* %3, i64 1)
  %137 = bitcast i8* %136 to i1*
  %138 = load i1, i1* %137, align 1
  call void @stack_pop(i8* %3)
  %139 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %140 = bitcast i8* %139 to float*
  %141 = load float, float* %140, align 4
  call void @stack_pop(i8* %1)
  %142 = call i8* @stack_top_primal(i8* %1, i64 4)
  %143 = bitcast i8* %142 to float*
  %144 = load float, float* %143, align 4
  %145 = fmul float %144, 0x3FD0000000000000
  %146 = fadd float %145, 0x3FE4000000000000
  %147 = select i1 %138, float %146, float 0x3FE0000000000000
  %148 = fmul float %141, %147
  %149 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %150 = bitcast i8* %149 to float*
  %151 = load float, float* %150, align 4
  %152 = fadd float %151, %148
  store float %152, float* %150, align 4
  %153 = call i8* @stack_top_adjoint(i8* %1, i64 4)
  %154 = bitcast i8* %153 to float*
  %155 = load float, float* %154, align 4
  call void @stack_pop(i8* %1)
  %156 = fmul float %155, 0x3FF0000000000000
  %157 = getelementptr float, float* %dx, i64 %4
  store float %156, float* %157, align 4
  %158 = load i64, i64* %elem_i, align 8
  %159 = add i64 %158, 1
  store i64 %159, i64* %elem_i, align 8
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
