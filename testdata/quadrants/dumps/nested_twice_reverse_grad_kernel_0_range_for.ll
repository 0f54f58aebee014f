; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.DenseMeta = type <{ %struct.StructMeta, i32, [4 x i8] }>
%struct.StructMeta = type { i32, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [207 x i8] c"(kernel=twice_c61_0_reverse_grad) Accessing field (S2place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 234, in twice:\0A            v = x[i]\0A                ^^^^\0A\00", align 1
@3 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@4 = private unnamed_addr constant [234 x i8] c"(kernel=twice_c61_0_reverse_grad) Accessing field (S14place<i32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 236, in twice:\0A            for _j in range(m[i]):\0A                            ^^^^\0A\00", align 1
@5 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@6 = private unnamed_addr constant [242 x i8] c"(kernel=twice_c61_0_reverse_grad) Accessing field (S14place<i32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 237, in twice:\0A                for _k in range(m[i]):\0A                                ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [130 x i8] c"File \22/work/main/testdata/quadrants/kernels.py\22, line 238, in twice:\0A                    c = c + 1\0A                        ^^^^^\0A\00", align 1
@8 = private unnamed_addr constant [203 x i8] c"(kernel=twice_c61_0_reverse_grad) Accessing field (S8place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 240, in twice:\0A            y[i] = v\0A            ^^^^\0A\00", align 1
@9 = private unnamed_addr constant [97 x i8] c"(kernel=twice_c61_0_reverse_grad) Accessing field (S10place<f32>) of size (6) with indices (%d)\0A\00", align 1
@10 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@11 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@12 = private unnamed_addr constant [96 x i8] c"(kernel=twice_c61_0_reverse_grad) Accessing field (S4place<f32>) of size (6) with indices (%d)\0A\00", align 1
@13 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@14 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1

define void @twice_c61_0_reverse_grad_kernel_0_range_for(ptr %context) {
entry:
  br label %body

final:                                            ; preds = %body
  ret void

body:                                             ; preds = %entry
  call void @cpu_parallel_range_for(ptr %context, i32 2, i32 0, i32 2, i32 1, i32 1, ptr null, ptr @function_body, ptr null, i64 1)
  br label %final
}

define internal void @function_body(ptr %0, ptr %1, i32 %2) {
allocs:
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %7 = call ptr @LLVMRuntime_get_adstack_heap_buffer_float(ptr %6)
  %8 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %9 = call ptr @LLVMRuntime_get_adstack_heap_buffer_int(ptr %8)
  %10 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %11 = call i64 @LLVMRuntime_get_adstack_per_thread_stride(ptr %10)
  %12 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %13 = call ptr @LLVMRuntime_get_adstack_offsets(ptr %12)
  %14 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %15 = call ptr @LLVMRuntime_get_adstack_max_sizes(ptr %14)
  %16 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %17 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_float(ptr %16)
  %18 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %19 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_int(ptr %18)
  %20 = alloca %struct.DenseMeta, align 8
  %21 = alloca %struct.DenseMeta, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca %struct.DenseMeta, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca %struct.DenseMeta, align 8
  br label %entry

final:                                            ; preds = %after_for
  ret void

entry:                                            ; preds = %allocs
  br label %function_body

function_body:                                    ; preds = %entry
  store i32 %2, ptr %4, align 4
  %28 = load i32, ptr %4, align 4
  %29 = call i32 @debug_shl_i32(ptr %0, i32 %28, i32 9, ptr @0)
  %30 = call i32 @debug_add_i32(ptr %0, i32 %29, i32 512, ptr @1)
  %31 = call i32 @min_i32(i32 6, i32 %30)
  store i32 %29, ptr %5, align 4
  br label %for_loop_test

for_loop_body:                                    ; preds = %for_loop_test
  %32 = load i32, ptr %5, align 4
  %33 = call i32 @linear_thread_idx(ptr %0)
  %34 = zext i32 %33 to i64
  %35 = getelementptr i64, ptr %13, i64 0
  %36 = load i64, ptr %35, align 8
  %37 = mul i64 %34, %19
  %38 = add i64 %37, %36
  %39 = getelementptr i8, ptr %9, i64 %38
  call void @stack_init(ptr %39)
  %40 = getelementptr i64, ptr %15, i64 0
  %41 = load i64, ptr %40, align 8
  %42 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %42, ptr %39, i64 %41, i64 4, i64 3651323249)
  %43 = call ptr @stack_top_primal(ptr %39, i64 4)
  store i32 0, ptr %43, align 4
  %44 = icmp sge i32 %32, 0
  %45 = icmp slt i32 %32, 6
  %46 = and i1 %44, %45
  %47 = icmp ne i1 %46, false
  br i1 %47, label %assert_cont, label %assert_fail

for_loop_inc:                                     ; preds = %assert_cont48
  %48 = load i32, ptr %5, align 4
  %49 = add i32 %48, 1
  store i32 %49, ptr %5, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %50 = load i32, ptr %5, align 4
  %51 = icmp slt i32 %50, %31
  br i1 %51, label %for_loop_body, label %after_for

assert_fail:                                      ; preds = %for_loop_body
  %52 = zext i32 %32 to i64
  %53 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @2, i32 1, i64 %52, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %54 = icmp ne i32 %53, 0
  br i1 %54, label %assert_abort, label %assert_cont

assert_cont:                                      ; preds = %assert_fail, %for_loop_body
  %55 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %56 = call ptr @LLVMRuntime_get_roots(ptr %55, i32 0)
  %57 = getelementptr i8, ptr %56, i32 0
  %58 = call ptr @get_ch_S0_to_S1(ptr %57)
  %59 = icmp ne i1 %44, false
  br i1 %59, label %assert_cont2, label %assert_fail1

assert_abort:                                     ; preds = %assert_fail
  ret void

assert_fail1:                                     ; preds = %assert_cont
  %60 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @3, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %assert_abort3, label %assert_cont2

assert_cont2:                                     ; preds = %assert_fail1, %assert_cont
  %62 = icmp ne i1 %44, false
  %63 = select i1 %62, i32 %32, i32 0
  call void @StructMeta_set_snode_id(ptr %20, i32 1)
  call void @StructMeta_set_element_size(ptr %20, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %20, i64 6)
  call void @StructMeta_set_context(ptr %20, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %20, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %20, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %20, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %20, ptr @get_ch_S0_to_S1)
  call void @StructMeta_set_refine_coordinates(ptr %20, ptr @S1_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %20, i32 0)
  %64 = call ptr @Dense_lookup_element(ptr %20, ptr %58, i32 %63)
  %65 = call ptr @get_ch_S1_to_S2(ptr %64)
  %66 = load float, ptr %65, align 4
  %67 = call i32 @linear_thread_idx(ptr %0)
  %68 = zext i32 %67 to i64
  %69 = getelementptr i64, ptr %13, i64 1
  %70 = load i64, ptr %69, align 8
  %71 = mul i64 %68, %17
  %72 = add i64 %71, %70
  %73 = getelementptr i8, ptr %7, i64 %72
  call void @stack_init(ptr %73)
  %74 = load i64, ptr %3, align 8
  %75 = add i64 %74, 1
  store i64 %75, ptr %3, align 8
  %76 = getelementptr i64, ptr %15, i64 1
  %77 = load i64, ptr %76, align 8
  %78 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %78, ptr %73, i64 %77, i64 4, i64 3651323249)
  %79 = call ptr @stack_top_primal(ptr %73, i64 4)
  store float %66, ptr %79, align 4
  %80 = call i32 @linear_thread_idx(ptr %0)
  %81 = zext i32 %80 to i64
  %82 = getelementptr i64, ptr %13, i64 2
  %83 = load i64, ptr %82, align 8
  %84 = mul i64 %81, %19
  %85 = add i64 %84, %83
  %86 = getelementptr i8, ptr %9, i64 %85
  call void @stack_init(ptr %86)
  %87 = getelementptr i64, ptr %15, i64 2
  %88 = load i64, ptr %87, align 8
  %89 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %89, ptr %86, i64 %88, i64 4, i64 3651323249)
  %90 = call ptr @stack_top_primal(ptr %86, i64 4)
  store i32 0, ptr %90, align 4
  %91 = getelementptr i64, ptr %15, i64 2
  %92 = load i64, ptr %91, align 8
  %93 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %93, ptr %86, i64 %92, i64 4, i64 3651323249)
  %94 = call ptr @stack_top_primal(ptr %86, i64 4)
  store i32 0, ptr %94, align 4
  %95 = icmp ne i1 %46, false
  br i1 %95, label %assert_cont5, label %assert_fail4

assert_abort3:                                    ; preds = %assert_fail1
  ret void

assert_fail4:                                     ; preds = %assert_cont2
  %96 = zext i32 %32 to i64
  %97 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @4, i32 1, i64 %96, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %98 = icmp ne i32 %97, 0
  br i1 %98, label %assert_abort6, label %assert_cont5

assert_cont5:                                     ; preds = %assert_fail4, %assert_cont2
  %99 = call ptr @get_ch_S0_to_S13(ptr %57)
  %100 = icmp ne i1 %44, false
  br i1 %100, label %assert_cont8, label %assert_fail7

assert_abort6:                                    ; preds = %assert_fail4
  ret void

assert_fail7:                                     ; preds = %assert_cont5
  %101 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @5, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %assert_abort9, label %assert_cont8

assert_cont8:                                     ; preds = %assert_fail7, %assert_cont5
  call void @StructMeta_set_snode_id(ptr %21, i32 13)
  call void @StructMeta_set_element_size(ptr %21, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %21, i64 6)
  call void @StructMeta_set_context(ptr %21, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %21, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %21, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %21, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %21, ptr @get_ch_S0_to_S13)
  call void @StructMeta_set_refine_coordinates(ptr %21, ptr @S13_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %21, i32 0)
  %103 = call ptr @Dense_lookup_element(ptr %21, ptr %99, i32 %63)
  %104 = call ptr @get_ch_S13_to_S14(ptr %103)
  %105 = load i32, ptr %104, align 4
  %106 = icmp ne i1 %46, false
  br i1 %106, label %assert_cont11, label %assert_fail10

assert_abort9:                                    ; preds = %assert_fail7
  ret void

assert_fail10:                                    ; preds = %assert_cont8
  %107 = zext i32 %32 to i64
  %108 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %107, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %109 = icmp ne i32 %108, 0
  br i1 %109, label %assert_abort12, label %assert_cont11

assert_cont11:                                    ; preds = %assert_fail10, %assert_cont8
  store i32 0, ptr %22, align 4
  br label %for_loop_test16

assert_abort12:                                   ; preds = %assert_fail10
  ret void

for_loop_body13:                                  ; preds = %for_loop_test16
  %110 = getelementptr i64, ptr %15, i64 0
  %111 = load i64, ptr %110, align 8
  %112 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %112, ptr %39, i64 %111, i64 4, i64 3651323249)
  %113 = call ptr @stack_top_primal(ptr %39, i64 4)
  store i32 %105, ptr %113, align 4
  %114 = call ptr @stack_top_primal(ptr %39, i64 4)
  %115 = load i32, ptr %114, align 4
  store i32 0, ptr %23, align 4
  br label %for_loop_test20

for_loop_inc14:                                   ; preds = %after_for19
  %116 = load i32, ptr %22, align 4
  %117 = add i32 %116, 1
  store i32 %117, ptr %22, align 4
  br label %for_loop_test16

after_for15:                                      ; preds = %for_loop_test16
  %118 = icmp ne i1 %46, false
  br i1 %118, label %assert_cont22, label %assert_fail21

for_loop_test16:                                  ; preds = %for_loop_inc14, %assert_cont11
  %119 = load i32, ptr %22, align 4
  %120 = icmp slt i32 %119, %105
  br i1 %120, label %for_loop_body13, label %after_for15

for_loop_body17:                                  ; preds = %for_loop_test20
  %121 = call ptr @stack_top_primal(ptr %86, i64 4)
  %122 = load i32, ptr %121, align 4
  %123 = call i32 @debug_add_i32(ptr %0, i32 %122, i32 1, ptr @7)
  %124 = getelementptr i64, ptr %15, i64 2
  %125 = load i64, ptr %124, align 8
  %126 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %126, ptr %86, i64 %125, i64 4, i64 3651323249)
  %127 = call ptr @stack_top_primal(ptr %86, i64 4)
  store i32 %123, ptr %127, align 4
  %128 = call ptr @stack_top_primal(ptr %73, i64 4)
  %129 = load float, ptr %128, align 4
  %130 = fmul reassoc ninf nsz afn float %129, 0x3FEE666660000000
  %131 = call ptr @stack_top_primal(ptr %86, i64 4)
  %132 = load i32, ptr %131, align 4
  %133 = sitofp i32 %132 to float
  %134 = fmul reassoc ninf nsz afn float %129, %133
  %135 = call reassoc ninf nsz afn float @sin_f32(float %134)
  %136 = fmul reassoc ninf nsz afn float %135, 0x3FB99999A0000000
  %137 = fadd reassoc ninf nsz afn float %130, %136
  %138 = getelementptr i64, ptr %15, i64 1
  %139 = load i64, ptr %138, align 8
  %140 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %140, ptr %73, i64 %139, i64 4, i64 3651323249)
  %141 = call ptr @stack_top_primal(ptr %73, i64 4)
  store float %137, ptr %141, align 4
  br label %for_loop_inc18

for_loop_inc18:                                   ; preds = %for_loop_body17
  %142 = load i32, ptr %23, align 4
  %143 = add i32 %142, 1
  store i32 %143, ptr %23, align 4
  br label %for_loop_test20

after_for19:                                      ; preds = %for_loop_test20
  br label %for_loop_inc14

for_loop_test20:                                  ; preds = %for_loop_inc18, %for_loop_body13
  %144 = load i32, ptr %23, align 4
  %145 = icmp slt i32 %144, %115
  br i1 %145, label %for_loop_body17, label %after_for19

assert_fail21:                                    ; preds = %after_for15
  %146 = zext i32 %32 to i64
  %147 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 1, i64 %146, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %148 = icmp ne i32 %147, 0
  br i1 %148, label %assert_abort23, label %assert_cont22

assert_cont22:                                    ; preds = %assert_fail21, %after_for15
  %149 = icmp ne i1 %46, false
  br i1 %149, label %assert_cont25, label %assert_fail24

assert_abort23:                                   ; preds = %assert_fail21
  ret void

assert_fail24:                                    ; preds = %assert_cont22
  %150 = zext i32 %32 to i64
  %151 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 1, i64 %150, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %152 = icmp ne i32 %151, 0
  br i1 %152, label %assert_abort26, label %assert_cont25

assert_cont25:                                    ; preds = %assert_fail24, %assert_cont22
  %153 = call ptr @get_ch_S0_to_S9(ptr %57)
  %154 = icmp ne i1 %44, false
  br i1 %154, label %assert_cont28, label %assert_fail27

assert_abort26:                                   ; preds = %assert_fail24
  ret void

assert_fail27:                                    ; preds = %assert_cont25
  %155 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %156 = icmp ne i32 %155, 0
  br i1 %156, label %assert_abort29, label %assert_cont28

assert_cont28:                                    ; preds = %assert_fail27, %assert_cont25
  call void @StructMeta_set_snode_id(ptr %24, i32 9)
  call void @StructMeta_set_element_size(ptr %24, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %24, i64 6)
  call void @StructMeta_set_context(ptr %24, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %24, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %24, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %24, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %24, ptr @get_ch_S0_to_S9)
  call void @StructMeta_set_refine_coordinates(ptr %24, ptr @S9_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %24, i32 0)
  %157 = call ptr @Dense_lookup_element(ptr %24, ptr %153, i32 %63)
  %158 = call ptr @get_ch_S9_to_S10(ptr %157)
  %159 = load float, ptr %158, align 4
  %160 = icmp ne i1 %44, false
  br i1 %160, label %assert_cont31, label %assert_fail30

assert_abort29:                                   ; preds = %assert_fail27
  ret void

assert_fail30:                                    ; preds = %assert_cont28
  %161 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %162 = icmp ne i32 %161, 0
  br i1 %162, label %assert_abort32, label %assert_cont31

assert_cont31:                                    ; preds = %assert_fail30, %assert_cont28
  store float 0.000000e+00, ptr %158, align 4
  %163 = call ptr @stack_top_adjoint(ptr %73, i64 4)
  %164 = load float, ptr %163, align 4
  %165 = fadd reassoc ninf nsz afn float %164, %159
  store float %165, ptr %163, align 4
  %166 = sub i32 %105, 1
  store i32 %166, ptr %25, align 4
  br label %for_loop_test36

assert_abort32:                                   ; preds = %assert_fail30
  ret void

for_loop_body33:                                  ; preds = %for_loop_test36
  %167 = call ptr @stack_top_primal(ptr %39, i64 4)
  %168 = load i32, ptr %167, align 4
  %169 = sub i32 %168, 1
  store i32 %169, ptr %26, align 4
  br label %for_loop_test40

for_loop_inc34:                                   ; preds = %after_for39
  %170 = load i32, ptr %25, align 4
  %171 = add i32 %170, -1
  store i32 %171, ptr %25, align 4
  br label %for_loop_test36

after_for35:                                      ; preds = %for_loop_test36
  %172 = call ptr @stack_top_adjoint(ptr %73, i64 4)
  %173 = load float, ptr %172, align 4
  %174 = icmp ne i1 %46, false
  br i1 %174, label %assert_cont42, label %assert_fail41

for_loop_test36:                                  ; preds = %for_loop_inc34, %assert_cont31
  %175 = load i32, ptr %25, align 4
  %176 = icmp sge i32 %175, 0
  br i1 %176, label %for_loop_body33, label %after_for35

for_loop_body37:                                  ; preds = %for_loop_test40
  %177 = call ptr @stack_top_adjoint(ptr %73, i64 4)
  %178 = load float, ptr %177, align 4
  call void @stack_pop(ptr %73)
  %179 = fmul reassoc ninf nsz afn float %178, 0x3FB99999A0000000
  %180 = call ptr @stack_top_primal(ptr %73, i64 4)
  %181 = load float, ptr %180, align 4
  %182 = call ptr @stack_top_primal(ptr %86, i64 4)
  %183 = load i32, ptr %182, align 4
  %184 = sitofp i32 %183 to float
  %185 = fmul reassoc ninf nsz afn float %181, %184
  %186 = call reassoc ninf nsz afn float @cos_f32(float %185)
  %187 = fmul reassoc ninf nsz afn float %179, %186
  %188 = fmul reassoc ninf nsz afn float %187, %184
  %189 = call ptr @stack_top_adjoint(ptr %73, i64 4)
  %190 = load float, ptr %189, align 4
  %191 = fadd reassoc ninf nsz afn float %190, %188
  store float %191, ptr %189, align 4
  %192 = fmul reassoc ninf nsz afn float %178, 0x3FEE666660000000
  %193 = call ptr @stack_top_adjoint(ptr %73, i64 4)
  %194 = load float, ptr %193, align 4
  %195 = fadd reassoc ninf nsz afn float %194, %192
  store float %195, ptr %193, align 4
  call void @stack_pop(ptr %86)
  br label %for_loop_inc38

for_loop_inc38:                                   ; preds = %for_loop_body37
  %196 = load i32, ptr %26, align 4
  %197 = add i32 %196, -1
  store i32 %197, ptr %26, align 4
  br label %for_loop_test40

after_for39:                                      ; preds = %for_loop_test40
  call void @stack_pop(ptr %39)
  br label %for_loop_inc34

for_loop_test40:                                  ; preds = %for_loop_inc38, %for_loop_body33
  %198 = load i32, ptr %26, align 4
  %199 = icmp sge i32 %198, 0
  br i1 %199, label %for_loop_body37, label %after_for39

assert_fail41:                                    ; preds = %after_for35
  %200 = zext i32 %32 to i64
  %201 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 1, i64 %200, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %202 = icmp ne i32 %201, 0
  br i1 %202, label %assert_abort43, label %assert_cont42

assert_cont42:                                    ; preds = %assert_fail41, %after_for35
  %203 = call ptr @get_ch_S0_to_S3(ptr %57)
  %204 = icmp ne i1 %44, false
  br i1 %204, label %assert_cont45, label %assert_fail44

assert_abort43:                                   ; preds = %assert_fail41
  ret void

assert_fail44:                                    ; preds = %assert_cont42
  %205 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @13, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %206 = icmp ne i32 %205, 0
  br i1 %206, label %assert_abort46, label %assert_cont45

assert_cont45:                                    ; preds = %assert_fail44, %assert_cont42
  call void @StructMeta_set_snode_id(ptr %27, i32 3)
  call void @StructMeta_set_element_size(ptr %27, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %27, i64 6)
  call void @StructMeta_set_context(ptr %27, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %27, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %27, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %27, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %27, ptr @get_ch_S0_to_S3)
  call void @StructMeta_set_refine_coordinates(ptr %27, ptr @S3_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %27, i32 0)
  %207 = call ptr @Dense_lookup_element(ptr %27, ptr %203, i32 %63)
  %208 = call ptr @get_ch_S3_to_S4(ptr %207)
  %209 = load float, ptr %208, align 4
  %210 = fadd reassoc ninf nsz afn float %209, %173
  %211 = icmp ne i1 %44, false
  br i1 %211, label %assert_cont48, label %assert_fail47

assert_abort46:                                   ; preds = %assert_fail44
  ret void

assert_fail47:                                    ; preds = %assert_cont45
  %212 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @14, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %213 = icmp ne i32 %212, 0
  br i1 %213, label %assert_abort49, label %assert_cont48

assert_cont48:                                    ; preds = %assert_fail47, %assert_cont45
  store float %210, ptr %208, align 4
  br label %for_loop_inc

assert_abort49:                                   ; preds = %assert_fail47
  ret void
}

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @debug_shl_i32(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @debug_add_i32(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @min_i32(i32 noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @RuntimeContext_get_runtime(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @LLVMRuntime_get_adstack_heap_buffer_float(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @LLVMRuntime_get_adstack_heap_buffer_int(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i64 @LLVMRuntime_get_adstack_per_thread_stride(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @LLVMRuntime_get_adstack_offsets(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @LLVMRuntime_get_adstack_max_sizes(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i64 @LLVMRuntime_get_adstack_per_thread_stride_float(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i64 @LLVMRuntime_get_adstack_per_thread_stride_int(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @linear_thread_idx(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_init(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_push(ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @stack_top_primal(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @quadrants_assert_format_ctx_args8(ptr noundef, ptr noundef, i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @LLVMRuntime_get_roots(ptr noundef, i32 noundef) #0

declare ptr @get_ch_S0_to_S1(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_snode_id(ptr noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_element_size(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_max_num_elements(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_context(ptr noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @Dense_lookup_element(ptr noundef, ptr noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_lookup_element(ptr noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare zeroext i1 @Dense_is_active(ptr noundef, ptr noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_is_active(ptr noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @Dense_get_num_elements(ptr noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_get_num_elements(ptr noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_from_parent_element(ptr noundef, ptr noundef) #0

declare void @S1_refine_coordinates(ptr, ptr, i32)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_refine_coordinates(ptr noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @DenseMeta_set_morton_dim(ptr noundef, i32 noundef) #0

declare ptr @get_ch_S1_to_S2(ptr)

declare ptr @get_ch_S0_to_S13(ptr)

declare void @S13_refine_coordinates(ptr, ptr, i32)

declare ptr @get_ch_S13_to_S14(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare float @sin_f32(float noundef) #0

declare ptr @get_ch_S0_to_S9(ptr)

declare void @S9_refine_coordinates(ptr, ptr, i32)

declare ptr @get_ch_S9_to_S10(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @stack_top_adjoint(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_pop(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare float @cos_f32(float noundef) #0

declare ptr @get_ch_S0_to_S3(ptr)

declare void @S3_refine_coordinates(ptr, ptr, i32)

declare ptr @get_ch_S3_to_S4(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @cpu_parallel_range_for(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #0

attributes #0 = { alwaysinline mustprogress nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
