; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.DenseMeta = type <{ %struct.StructMeta, i32, [4 x i8] }>
%struct.StructMeta = type { i32, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [212 x i8] c"(kernel=unrolled_c61_0_reverse_grad) Accessing field (S2place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 93, in unrolled:\0A            v = x[i]\0A                ^^^^\0A\00", align 1
@3 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@4 = private unnamed_addr constant [237 x i8] c"(kernel=unrolled_c61_0_reverse_grad) Accessing field (S14place<i32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 94, in unrolled:\0A            for _ in range(m[i]):\0A                           ^^^^\0A\00", align 1
@5 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@6 = private unnamed_addr constant [208 x i8] c"(kernel=unrolled_c61_0_reverse_grad) Accessing field (S8place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 97, in unrolled:\0A            y[i] = v\0A            ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [100 x i8] c"(kernel=unrolled_c61_0_reverse_grad) Accessing field (S10place<f32>) of size (6) with indices (%d)\0A\00", align 1
@8 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@9 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@10 = private unnamed_addr constant [99 x i8] c"(kernel=unrolled_c61_0_reverse_grad) Accessing field (S4place<f32>) of size (6) with indices (%d)\0A\00", align 1
@11 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@12 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1

define void @unrolled_c61_0_reverse_grad_kernel_0_range_for(ptr %context) {
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
  %6 = alloca %struct.DenseMeta, align 8
  %7 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %8 = call ptr @LLVMRuntime_get_adstack_heap_buffer_float(ptr %7)
  %9 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %10 = call ptr @LLVMRuntime_get_adstack_heap_buffer_int(ptr %9)
  %11 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %12 = call i64 @LLVMRuntime_get_adstack_per_thread_stride(ptr %11)
  %13 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %14 = call ptr @LLVMRuntime_get_adstack_offsets(ptr %13)
  %15 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %16 = call ptr @LLVMRuntime_get_adstack_max_sizes(ptr %15)
  %17 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %18 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_float(ptr %17)
  %19 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %20 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_int(ptr %19)
  %21 = alloca %struct.DenseMeta, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.DenseMeta, align 8
  %24 = alloca i32, align 4
  %25 = alloca %struct.DenseMeta, align 8
  br label %entry

final:                                            ; preds = %after_for
  ret void

entry:                                            ; preds = %allocs
  br label %function_body

function_body:                                    ; preds = %entry
  store i32 %2, ptr %4, align 4
  %26 = load i32, ptr %4, align 4
  %27 = call i32 @debug_shl_i32(ptr %0, i32 %26, i32 9, ptr @0)
  %28 = call i32 @debug_add_i32(ptr %0, i32 %27, i32 512, ptr @1)
  %29 = call i32 @min_i32(i32 6, i32 %28)
  store i32 %27, ptr %5, align 4
  br label %for_loop_test

for_loop_body:                                    ; preds = %for_loop_test
  %30 = load i32, ptr %5, align 4
  %31 = icmp sge i32 %30, 0
  %32 = icmp slt i32 %30, 6
  %33 = and i1 %31, %32
  %34 = icmp ne i1 %33, false
  br i1 %34, label %assert_cont, label %assert_fail

for_loop_inc:                                     ; preds = %assert_cont37
  %35 = load i32, ptr %5, align 4
  %36 = add i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %37 = load i32, ptr %5, align 4
  %38 = icmp slt i32 %37, %29
  br i1 %38, label %for_loop_body, label %after_for

assert_fail:                                      ; preds = %for_loop_body
  %39 = zext i32 %30 to i64
  %40 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @2, i32 1, i64 %39, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %assert_abort, label %assert_cont

assert_cont:                                      ; preds = %assert_fail, %for_loop_body
  %42 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %43 = call ptr @LLVMRuntime_get_roots(ptr %42, i32 0)
  %44 = getelementptr i8, ptr %43, i32 0
  %45 = call ptr @get_ch_S0_to_S1(ptr %44)
  %46 = icmp ne i1 %31, false
  br i1 %46, label %assert_cont2, label %assert_fail1

assert_abort:                                     ; preds = %assert_fail
  ret void

assert_fail1:                                     ; preds = %assert_cont
  %47 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @3, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %assert_abort3, label %assert_cont2

assert_cont2:                                     ; preds = %assert_fail1, %assert_cont
  %49 = icmp ne i1 %31, false
  %50 = select i1 %49, i32 %30, i32 0
  call void @StructMeta_set_snode_id(ptr %6, i32 1)
  call void @StructMeta_set_element_size(ptr %6, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %6, i64 6)
  call void @StructMeta_set_context(ptr %6, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %6, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %6, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %6, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %6, ptr @get_ch_S0_to_S1)
  call void @StructMeta_set_refine_coordinates(ptr %6, ptr @S1_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %6, i32 0)
  %51 = call ptr @Dense_lookup_element(ptr %6, ptr %45, i32 %50)
  %52 = call ptr @get_ch_S1_to_S2(ptr %51)
  %53 = load float, ptr %52, align 4
  %54 = call i32 @linear_thread_idx(ptr %0)
  %55 = zext i32 %54 to i64
  %56 = getelementptr i64, ptr %14, i64 0
  %57 = load i64, ptr %56, align 8
  %58 = mul i64 %55, %18
  %59 = add i64 %58, %57
  %60 = getelementptr i8, ptr %8, i64 %59
  call void @stack_init(ptr %60)
  %61 = load i64, ptr %3, align 8
  %62 = add i64 %61, 1
  store i64 %62, ptr %3, align 8
  %63 = getelementptr i64, ptr %16, i64 0
  %64 = load i64, ptr %63, align 8
  %65 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %65, ptr %60, i64 %64, i64 4, i64 2145154361)
  %66 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %53, ptr %66, align 4
  %67 = icmp ne i1 %33, false
  br i1 %67, label %assert_cont5, label %assert_fail4

assert_abort3:                                    ; preds = %assert_fail1
  ret void

assert_fail4:                                     ; preds = %assert_cont2
  %68 = zext i32 %30 to i64
  %69 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @4, i32 1, i64 %68, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %assert_abort6, label %assert_cont5

assert_cont5:                                     ; preds = %assert_fail4, %assert_cont2
  %71 = call ptr @get_ch_S0_to_S13(ptr %44)
  %72 = icmp ne i1 %31, false
  br i1 %72, label %assert_cont8, label %assert_fail7

assert_abort6:                                    ; preds = %assert_fail4
  ret void

assert_fail7:                                     ; preds = %assert_cont5
  %73 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @5, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %assert_abort9, label %assert_cont8

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
  %75 = call ptr @Dense_lookup_element(ptr %21, ptr %71, i32 %50)
  %76 = call ptr @get_ch_S13_to_S14(ptr %75)
  %77 = load i32, ptr %76, align 4
  store i32 0, ptr %22, align 4
  br label %for_loop_test13

assert_abort9:                                    ; preds = %assert_fail7
  ret void

for_loop_body10:                                  ; preds = %for_loop_test13
  %78 = call ptr @stack_top_primal(ptr %60, i64 4)
  %79 = load float, ptr %78, align 4
  %80 = fmul reassoc ninf nsz afn float %79, 0x3FECCCCCC0000000
  %81 = call reassoc ninf nsz afn float @sin_f32(float %79)
  %82 = fmul reassoc ninf nsz afn float %81, 0x3FC99999A0000000
  %83 = fadd reassoc ninf nsz afn float %80, %82
  %84 = getelementptr i64, ptr %16, i64 0
  %85 = load i64, ptr %84, align 8
  %86 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %86, ptr %60, i64 %85, i64 4, i64 2145154361)
  %87 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %83, ptr %87, align 4
  %88 = call ptr @stack_top_primal(ptr %60, i64 4)
  %89 = load float, ptr %88, align 4
  %90 = fmul reassoc ninf nsz afn float %89, 0x3FECCCCCC0000000
  %91 = fadd reassoc ninf nsz afn float %89, 0x3FB99999A0000000
  %92 = call reassoc ninf nsz afn float @sin_f32(float %91)
  %93 = fmul reassoc ninf nsz afn float %92, 0x3FC99999A0000000
  %94 = fadd reassoc ninf nsz afn float %90, %93
  %95 = getelementptr i64, ptr %16, i64 0
  %96 = load i64, ptr %95, align 8
  %97 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %97, ptr %60, i64 %96, i64 4, i64 2145154361)
  %98 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %94, ptr %98, align 4
  %99 = call ptr @stack_top_primal(ptr %60, i64 4)
  %100 = load float, ptr %99, align 4
  %101 = fmul reassoc ninf nsz afn float %100, 0x3FECCCCCC0000000
  %102 = fadd reassoc ninf nsz afn float %100, 0x3FC99999A0000000
  %103 = call reassoc ninf nsz afn float @sin_f32(float %102)
  %104 = fmul reassoc ninf nsz afn float %103, 0x3FC99999A0000000
  %105 = fadd reassoc ninf nsz afn float %101, %104
  %106 = getelementptr i64, ptr %16, i64 0
  %107 = load i64, ptr %106, align 8
  %108 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %108, ptr %60, i64 %107, i64 4, i64 2145154361)
  %109 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %105, ptr %109, align 4
  %110 = call ptr @stack_top_primal(ptr %60, i64 4)
  %111 = load float, ptr %110, align 4
  %112 = fmul reassoc ninf nsz afn float %111, 0x3FECCCCCC0000000
  %113 = fadd reassoc ninf nsz afn float %111, 0x3FD3333340000000
  %114 = call reassoc ninf nsz afn float @sin_f32(float %113)
  %115 = fmul reassoc ninf nsz afn float %114, 0x3FC99999A0000000
  %116 = fadd reassoc ninf nsz afn float %112, %115
  %117 = getelementptr i64, ptr %16, i64 0
  %118 = load i64, ptr %117, align 8
  %119 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %119, ptr %60, i64 %118, i64 4, i64 2145154361)
  %120 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %116, ptr %120, align 4
  %121 = call ptr @stack_top_primal(ptr %60, i64 4)
  %122 = load float, ptr %121, align 4
  %123 = fmul reassoc ninf nsz afn float %122, 0x3FECCCCCC0000000
  %124 = fadd reassoc ninf nsz afn float %122, 0x3FD99999A0000000
  %125 = call reassoc ninf nsz afn float @sin_f32(float %124)
  %126 = fmul reassoc ninf nsz afn float %125, 0x3FC99999A0000000
  %127 = fadd reassoc ninf nsz afn float %123, %126
  %128 = getelementptr i64, ptr %16, i64 0
  %129 = load i64, ptr %128, align 8
  %130 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %130, ptr %60, i64 %129, i64 4, i64 2145154361)
  %131 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %127, ptr %131, align 4
  %132 = call ptr @stack_top_primal(ptr %60, i64 4)
  %133 = load float, ptr %132, align 4
  %134 = fmul reassoc ninf nsz afn float %133, 0x3FECCCCCC0000000
  %135 = fadd reassoc ninf nsz afn float %133, 5.000000e-01
  %136 = call reassoc ninf nsz afn float @sin_f32(float %135)
  %137 = fmul reassoc ninf nsz afn float %136, 0x3FC99999A0000000
  %138 = fadd reassoc ninf nsz afn float %134, %137
  %139 = getelementptr i64, ptr %16, i64 0
  %140 = load i64, ptr %139, align 8
  %141 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %141, ptr %60, i64 %140, i64 4, i64 2145154361)
  %142 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %138, ptr %142, align 4
  br label %for_loop_inc11

for_loop_inc11:                                   ; preds = %for_loop_body10
  %143 = load i32, ptr %22, align 4
  %144 = add i32 %143, 1
  store i32 %144, ptr %22, align 4
  br label %for_loop_test13

after_for12:                                      ; preds = %for_loop_test13
  %145 = icmp ne i1 %33, false
  br i1 %145, label %assert_cont15, label %assert_fail14

for_loop_test13:                                  ; preds = %for_loop_inc11, %assert_cont8
  %146 = load i32, ptr %22, align 4
  %147 = icmp slt i32 %146, %77
  br i1 %147, label %for_loop_body10, label %after_for12

assert_fail14:                                    ; preds = %after_for12
  %148 = zext i32 %30 to i64
  %149 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %148, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %150 = icmp ne i32 %149, 0
  br i1 %150, label %assert_abort16, label %assert_cont15

assert_cont15:                                    ; preds = %assert_fail14, %after_for12
  %151 = icmp ne i1 %33, false
  br i1 %151, label %assert_cont18, label %assert_fail17

assert_abort16:                                   ; preds = %assert_fail14
  ret void

assert_fail17:                                    ; preds = %assert_cont15
  %152 = zext i32 %30 to i64
  %153 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 1, i64 %152, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %154 = icmp ne i32 %153, 0
  br i1 %154, label %assert_abort19, label %assert_cont18

assert_cont18:                                    ; preds = %assert_fail17, %assert_cont15
  %155 = call ptr @get_ch_S0_to_S9(ptr %44)
  %156 = icmp ne i1 %31, false
  br i1 %156, label %assert_cont21, label %assert_fail20

assert_abort19:                                   ; preds = %assert_fail17
  ret void

assert_fail20:                                    ; preds = %assert_cont18
  %157 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %158 = icmp ne i32 %157, 0
  br i1 %158, label %assert_abort22, label %assert_cont21

assert_cont21:                                    ; preds = %assert_fail20, %assert_cont18
  call void @StructMeta_set_snode_id(ptr %23, i32 9)
  call void @StructMeta_set_element_size(ptr %23, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %23, i64 6)
  call void @StructMeta_set_context(ptr %23, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %23, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %23, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %23, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %23, ptr @get_ch_S0_to_S9)
  call void @StructMeta_set_refine_coordinates(ptr %23, ptr @S9_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %23, i32 0)
  %159 = call ptr @Dense_lookup_element(ptr %23, ptr %155, i32 %50)
  %160 = call ptr @get_ch_S9_to_S10(ptr %159)
  %161 = load float, ptr %160, align 4
  %162 = icmp ne i1 %31, false
  br i1 %162, label %assert_cont24, label %assert_fail23

assert_abort22:                                   ; preds = %assert_fail20
  ret void

assert_fail23:                                    ; preds = %assert_cont21
  %163 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %164 = icmp ne i32 %163, 0
  br i1 %164, label %assert_abort25, label %assert_cont24

assert_cont24:                                    ; preds = %assert_fail23, %assert_cont21
  store float 0.000000e+00, ptr %160, align 4
  %165 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %166 = load float, ptr %165, align 4
  %167 = fadd reassoc ninf nsz afn float %166, %161
  store float %167, ptr %165, align 4
  %168 = sub i32 %77, 1
  store i32 %168, ptr %24, align 4
  br label %for_loop_test29

assert_abort25:                                   ; preds = %assert_fail23
  ret void

for_loop_body26:                                  ; preds = %for_loop_test29
  %169 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %170 = load float, ptr %169, align 4
  call void @stack_pop(ptr %60)
  %171 = fmul reassoc ninf nsz afn float %170, 0x3FC99999A0000000
  %172 = call ptr @stack_top_primal(ptr %60, i64 4)
  %173 = load float, ptr %172, align 4
  %174 = fadd reassoc ninf nsz afn float %173, 5.000000e-01
  %175 = call reassoc ninf nsz afn float @cos_f32(float %174)
  %176 = fmul reassoc ninf nsz afn float %171, %175
  %177 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %178 = load float, ptr %177, align 4
  %179 = fadd reassoc ninf nsz afn float %178, %176
  store float %179, ptr %177, align 4
  %180 = fmul reassoc ninf nsz afn float %170, 0x3FECCCCCC0000000
  %181 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %182 = load float, ptr %181, align 4
  %183 = fadd reassoc ninf nsz afn float %182, %180
  store float %183, ptr %181, align 4
  %184 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %185 = load float, ptr %184, align 4
  call void @stack_pop(ptr %60)
  %186 = fmul reassoc ninf nsz afn float %185, 0x3FC99999A0000000
  %187 = call ptr @stack_top_primal(ptr %60, i64 4)
  %188 = load float, ptr %187, align 4
  %189 = fadd reassoc ninf nsz afn float %188, 0x3FD99999A0000000
  %190 = call reassoc ninf nsz afn float @cos_f32(float %189)
  %191 = fmul reassoc ninf nsz afn float %186, %190
  %192 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %193 = load float, ptr %192, align 4
  %194 = fadd reassoc ninf nsz afn float %193, %191
  store float %194, ptr %192, align 4
  %195 = fmul reassoc ninf nsz afn float %185, 0x3FECCCCCC0000000
  %196 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %197 = load float, ptr %196, align 4
  %198 = fadd reassoc ninf nsz afn float %197, %195
  store float %198, ptr %196, align 4
  %199 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %200 = load float, ptr %199, align 4
  call void @stack_pop(ptr %60)
  %201 = fmul reassoc ninf nsz afn float %200, 0x3FC99999A0000000
  %202 = call ptr @stack_top_primal(ptr %60, i64 4)
  %203 = load float, ptr %202, align 4
  %204 = fadd reassoc ninf nsz afn float %203, 0x3FD3333340000000
  %205 = call reassoc ninf nsz afn float @cos_f32(float %204)
  %206 = fmul reassoc ninf nsz afn float %201, %205
  %207 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %208 = load float, ptr %207, align 4
  %209 = fadd reassoc ninf nsz afn float %208, %206
  store float %209, ptr %207, align 4
  %210 = fmul reassoc ninf nsz afn float %200, 0x3FECCCCCC0000000
  %211 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %212 = load float, ptr %211, align 4
  %213 = fadd reassoc ninf nsz afn float %212, %210
  store float %213, ptr %211, align 4
  %214 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %215 = load float, ptr %214, align 4
  call void @stack_pop(ptr %60)
  %216 = fmul reassoc ninf nsz afn float %215, 0x3FC99999A0000000
  %217 = call ptr @stack_top_primal(ptr %60, i64 4)
  %218 = load float, ptr %217, align 4
  %219 = fadd reassoc ninf nsz afn float %218, 0x3FC99999A0000000
  %220 = call reassoc ninf nsz afn float @cos_f32(float %219)
  %221 = fmul reassoc ninf nsz afn float %216, %220
  %222 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %223 = load float, ptr %222, align 4
  %224 = fadd reassoc ninf nsz afn float %223, %221
  store float %224, ptr %222, align 4
  %225 = fmul reassoc ninf nsz afn float %215, 0x3FECCCCCC0000000
  %226 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %227 = load float, ptr %226, align 4
  %228 = fadd reassoc ninf nsz afn float %227, %225
  store float %228, ptr %226, align 4
  %229 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %230 = load float, ptr %229, align 4
  call void @stack_pop(ptr %60)
  %231 = fmul reassoc ninf nsz afn float %230, 0x3FC99999A0000000
  %232 = call ptr @stack_top_primal(ptr %60, i64 4)
  %233 = load float, ptr %232, align 4
  %234 = fadd reassoc ninf nsz afn float %233, 0x3FB99999A0000000
  %235 = call reassoc ninf nsz afn float @cos_f32(float %234)
  %236 = fmul reassoc ninf nsz afn float %231, %235
  %237 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %238 = load float, ptr %237, align 4
  %239 = fadd reassoc ninf nsz afn float %238, %236
  store float %239, ptr %237, align 4
  %240 = fmul reassoc ninf nsz afn float %230, 0x3FECCCCCC0000000
  %241 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %242 = load float, ptr %241, align 4
  %243 = fadd reassoc ninf nsz afn float %242, %240
  store float %243, ptr %241, align 4
  %244 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %245 = load float, ptr %244, align 4
  call void @stack_pop(ptr %60)
  %246 = fmul reassoc ninf nsz afn float %245, 0x3FC99999A0000000
  %247 = call ptr @stack_top_primal(ptr %60, i64 4)
  %248 = load float, ptr %247, align 4
  %249 = call reassoc ninf nsz afn float @cos_f32(float %248)
  %250 = fmul reassoc ninf nsz afn float %246, %249
  %251 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %252 = load float, ptr %251, align 4
  %253 = fadd reassoc ninf nsz afn float %252, %250
  store float %253, ptr %251, align 4
  %254 = fmul reassoc ninf nsz afn float %245, 0x3FECCCCCC0000000
  %255 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %256 = load float, ptr %255, align 4
  %257 = fadd reassoc ninf nsz afn float %256, %254
  store float %257, ptr %255, align 4
  br label %for_loop_inc27

for_loop_inc27:                                   ; preds = %for_loop_body26
  %258 = load i32, ptr %24, align 4
  %259 = add i32 %258, -1
  store i32 %259, ptr %24, align 4
  br label %for_loop_test29

after_for28:                                      ; preds = %for_loop_test29
  %260 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %261 = load float, ptr %260, align 4
  %262 = icmp ne i1 %33, false
  br i1 %262, label %assert_cont31, label %assert_fail30

for_loop_test29:                                  ; preds = %for_loop_inc27, %assert_cont24
  %263 = load i32, ptr %24, align 4
  %264 = icmp sge i32 %263, 0
  br i1 %264, label %for_loop_body26, label %after_for28

assert_fail30:                                    ; preds = %after_for28
  %265 = zext i32 %30 to i64
  %266 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 1, i64 %265, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %267 = icmp ne i32 %266, 0
  br i1 %267, label %assert_abort32, label %assert_cont31

assert_cont31:                                    ; preds = %assert_fail30, %after_for28
  %268 = call ptr @get_ch_S0_to_S3(ptr %44)
  %269 = icmp ne i1 %31, false
  br i1 %269, label %assert_cont34, label %assert_fail33

assert_abort32:                                   ; preds = %assert_fail30
  ret void

assert_fail33:                                    ; preds = %assert_cont31
  %270 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %271 = icmp ne i32 %270, 0
  br i1 %271, label %assert_abort35, label %assert_cont34

assert_cont34:                                    ; preds = %assert_fail33, %assert_cont31
  call void @StructMeta_set_snode_id(ptr %25, i32 3)
  call void @StructMeta_set_element_size(ptr %25, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %25, i64 6)
  call void @StructMeta_set_context(ptr %25, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %25, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %25, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %25, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %25, ptr @get_ch_S0_to_S3)
  call void @StructMeta_set_refine_coordinates(ptr %25, ptr @S3_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %25, i32 0)
  %272 = call ptr @Dense_lookup_element(ptr %25, ptr %268, i32 %50)
  %273 = call ptr @get_ch_S3_to_S4(ptr %272)
  %274 = load float, ptr %273, align 4
  %275 = fadd reassoc ninf nsz afn float %274, %261
  %276 = icmp ne i1 %31, false
  br i1 %276, label %assert_cont37, label %assert_fail36

assert_abort35:                                   ; preds = %assert_fail33
  ret void

assert_fail36:                                    ; preds = %assert_cont34
  %277 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %278 = icmp ne i32 %277, 0
  br i1 %278, label %assert_abort38, label %assert_cont37

assert_cont37:                                    ; preds = %assert_fail36, %assert_cont34
  store float %275, ptr %273, align 4
  br label %for_loop_inc

assert_abort38:                                   ; preds = %assert_fail36
  ret void
}

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @debug_shl_i32(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @debug_add_i32(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @min_i32(i32 noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @quadrants_assert_format_ctx_args8(ptr noundef, ptr noundef, i32 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @RuntimeContext_get_runtime(ptr noundef) #0

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
