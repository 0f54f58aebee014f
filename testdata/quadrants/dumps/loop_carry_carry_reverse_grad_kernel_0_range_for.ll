; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.DenseMeta = type <{ %struct.StructMeta, i32, [4 x i8] }>
%struct.StructMeta = type { i32, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [206 x i8] c"(kernel=carry_c61_0_reverse_grad) Accessing field (S2place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 68, in carry:\0A            v = x[i]\0A                ^^^^\0A\00", align 1
@3 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@4 = private unnamed_addr constant [231 x i8] c"(kernel=carry_c61_0_reverse_grad) Accessing field (S14place<i32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 69, in carry:\0A            for _ in range(m[i]):\0A                           ^^^^\0A\00", align 1
@5 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@6 = private unnamed_addr constant [202 x i8] c"(kernel=carry_c61_0_reverse_grad) Accessing field (S8place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 71, in carry:\0A            y[i] = v\0A            ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [97 x i8] c"(kernel=carry_c61_0_reverse_grad) Accessing field (S10place<f32>) of size (6) with indices (%d)\0A\00", align 1
@8 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@9 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@10 = private unnamed_addr constant [96 x i8] c"(kernel=carry_c61_0_reverse_grad) Accessing field (S4place<f32>) of size (6) with indices (%d)\0A\00", align 1
@11 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@12 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1

define void @carry_c61_0_reverse_grad_kernel_0_range_for(ptr %context) {
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
  call void @stack_push(ptr %65, ptr %60, i64 %64, i64 4, i64 15992681)
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
  %80 = call reassoc ninf nsz afn float @sin_f32(float %79)
  %81 = fmul reassoc ninf nsz afn float %80, 0x3FF19999A0000000
  %82 = fmul reassoc ninf nsz afn float %79, %79
  %83 = fmul reassoc ninf nsz afn float %82, 0x3FB99999A0000000
  %84 = fadd reassoc ninf nsz afn float %81, %83
  %85 = getelementptr i64, ptr %16, i64 0
  %86 = load i64, ptr %85, align 8
  %87 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %87, ptr %60, i64 %86, i64 4, i64 15992681)
  %88 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %84, ptr %88, align 4
  br label %for_loop_inc11

for_loop_inc11:                                   ; preds = %for_loop_body10
  %89 = load i32, ptr %22, align 4
  %90 = add i32 %89, 1
  store i32 %90, ptr %22, align 4
  br label %for_loop_test13

after_for12:                                      ; preds = %for_loop_test13
  %91 = icmp ne i1 %33, false
  br i1 %91, label %assert_cont15, label %assert_fail14

for_loop_test13:                                  ; preds = %for_loop_inc11, %assert_cont8
  %92 = load i32, ptr %22, align 4
  %93 = icmp slt i32 %92, %77
  br i1 %93, label %for_loop_body10, label %after_for12

assert_fail14:                                    ; preds = %after_for12
  %94 = zext i32 %30 to i64
  %95 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %94, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %assert_abort16, label %assert_cont15

assert_cont15:                                    ; preds = %assert_fail14, %after_for12
  %97 = icmp ne i1 %33, false
  br i1 %97, label %assert_cont18, label %assert_fail17

assert_abort16:                                   ; preds = %assert_fail14
  ret void

assert_fail17:                                    ; preds = %assert_cont15
  %98 = zext i32 %30 to i64
  %99 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 1, i64 %98, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %assert_abort19, label %assert_cont18

assert_cont18:                                    ; preds = %assert_fail17, %assert_cont15
  %101 = call ptr @get_ch_S0_to_S9(ptr %44)
  %102 = icmp ne i1 %31, false
  br i1 %102, label %assert_cont21, label %assert_fail20

assert_abort19:                                   ; preds = %assert_fail17
  ret void

assert_fail20:                                    ; preds = %assert_cont18
  %103 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %104 = icmp ne i32 %103, 0
  br i1 %104, label %assert_abort22, label %assert_cont21

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
  %105 = call ptr @Dense_lookup_element(ptr %23, ptr %101, i32 %50)
  %106 = call ptr @get_ch_S9_to_S10(ptr %105)
  %107 = load float, ptr %106, align 4
  %108 = icmp ne i1 %31, false
  br i1 %108, label %assert_cont24, label %assert_fail23

assert_abort22:                                   ; preds = %assert_fail20
  ret void

assert_fail23:                                    ; preds = %assert_cont21
  %109 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %110 = icmp ne i32 %109, 0
  br i1 %110, label %assert_abort25, label %assert_cont24

assert_cont24:                                    ; preds = %assert_fail23, %assert_cont21
  store float 0.000000e+00, ptr %106, align 4
  %111 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %112 = load float, ptr %111, align 4
  %113 = fadd reassoc ninf nsz afn float %112, %107
  store float %113, ptr %111, align 4
  %114 = sub i32 %77, 1
  store i32 %114, ptr %24, align 4
  br label %for_loop_test29

assert_abort25:                                   ; preds = %assert_fail23
  ret void

for_loop_body26:                                  ; preds = %for_loop_test29
  %115 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %116 = load float, ptr %115, align 4
  call void @stack_pop(ptr %60)
  %117 = fmul reassoc ninf nsz afn float %116, 0x3FB99999A0000000
  %118 = call ptr @stack_top_primal(ptr %60, i64 4)
  %119 = load float, ptr %118, align 4
  %120 = fmul reassoc ninf nsz afn float %117, %119
  %121 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %122 = load float, ptr %121, align 4
  %123 = fadd reassoc ninf nsz afn float %122, %120
  store float %123, ptr %121, align 4
  %124 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %125 = load float, ptr %124, align 4
  %126 = fadd reassoc ninf nsz afn float %125, %120
  store float %126, ptr %124, align 4
  %127 = fmul reassoc ninf nsz afn float %116, 0x3FF19999A0000000
  %128 = call reassoc ninf nsz afn float @cos_f32(float %119)
  %129 = fmul reassoc ninf nsz afn float %127, %128
  %130 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %131 = load float, ptr %130, align 4
  %132 = fadd reassoc ninf nsz afn float %131, %129
  store float %132, ptr %130, align 4
  br label %for_loop_inc27

for_loop_inc27:                                   ; preds = %for_loop_body26
  %133 = load i32, ptr %24, align 4
  %134 = add i32 %133, -1
  store i32 %134, ptr %24, align 4
  br label %for_loop_test29

after_for28:                                      ; preds = %for_loop_test29
  %135 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %136 = load float, ptr %135, align 4
  %137 = icmp ne i1 %33, false
  br i1 %137, label %assert_cont31, label %assert_fail30

for_loop_test29:                                  ; preds = %for_loop_inc27, %assert_cont24
  %138 = load i32, ptr %24, align 4
  %139 = icmp sge i32 %138, 0
  br i1 %139, label %for_loop_body26, label %after_for28

assert_fail30:                                    ; preds = %after_for28
  %140 = zext i32 %30 to i64
  %141 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 1, i64 %140, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %142 = icmp ne i32 %141, 0
  br i1 %142, label %assert_abort32, label %assert_cont31

assert_cont31:                                    ; preds = %assert_fail30, %after_for28
  %143 = call ptr @get_ch_S0_to_S3(ptr %44)
  %144 = icmp ne i1 %31, false
  br i1 %144, label %assert_cont34, label %assert_fail33

assert_abort32:                                   ; preds = %assert_fail30
  ret void

assert_fail33:                                    ; preds = %assert_cont31
  %145 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %assert_abort35, label %assert_cont34

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
  %147 = call ptr @Dense_lookup_element(ptr %25, ptr %143, i32 %50)
  %148 = call ptr @get_ch_S3_to_S4(ptr %147)
  %149 = load float, ptr %148, align 4
  %150 = fadd reassoc ninf nsz afn float %149, %136
  %151 = icmp ne i1 %31, false
  br i1 %151, label %assert_cont37, label %assert_fail36

assert_abort35:                                   ; preds = %assert_fail33
  ret void

assert_fail36:                                    ; preds = %assert_cont34
  %152 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %153 = icmp ne i32 %152, 0
  br i1 %153, label %assert_abort38, label %assert_cont37

assert_cont37:                                    ; preds = %assert_fail36, %assert_cont34
  store float %150, ptr %148, align 4
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
