; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.DenseMeta = type <{ %struct.StructMeta, i32, [4 x i8] }>
%struct.StructMeta = type { i32, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [220 x i8] c"(kernel=gate_c61_0_reverse_grad) Accessing field (S17place<i32>) of size (6) with indices (%d)\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 479, in gate:\0A            if g[i] > 0:\0A               ^^^^\0A\00", align 1
@3 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@4 = private unnamed_addr constant [224 x i8] c"(kernel=gate_c61_0_reverse_grad) Accessing field (S2place<f32>) of size (6) with indices (%d)\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 480, in gate:\0A                v = x[i]\0A                    ^^^^\0A\00", align 1
@5 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@6 = private unnamed_addr constant [249 x i8] c"(kernel=gate_c61_0_reverse_grad) Accessing field (S14place<i32>) of size (6) with indices (%d)\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 481, in gate:\0A                for _ in range(m[i]):\0A                               ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@8 = private unnamed_addr constant [220 x i8] c"(kernel=gate_c61_0_reverse_grad) Accessing field (S8place<f32>) of size (6) with indices (%d)\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 483, in gate:\0A                y[i] = v\0A                ^^^^\0A\00", align 1
@9 = private unnamed_addr constant [96 x i8] c"(kernel=gate_c61_0_reverse_grad) Accessing field (S10place<f32>) of size (6) with indices (%d)\0A\00", align 1
@10 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@11 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@12 = private unnamed_addr constant [95 x i8] c"(kernel=gate_c61_0_reverse_grad) Accessing field (S4place<f32>) of size (6) with indices (%d)\0A\00", align 1
@13 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@14 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1

define void @gate_c61_0_reverse_grad_kernel_0_range_for(ptr %context) {
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
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %6 = call ptr @LLVMRuntime_get_adstack_heap_buffer_float(ptr %5)
  %7 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %8 = call ptr @LLVMRuntime_get_adstack_heap_buffer_int(ptr %7)
  %9 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %10 = call i64 @LLVMRuntime_get_adstack_per_thread_stride(ptr %9)
  %11 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %12 = call ptr @LLVMRuntime_get_adstack_offsets(ptr %11)
  %13 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %14 = call ptr @LLVMRuntime_get_adstack_max_sizes(ptr %13)
  %15 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %16 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_float(ptr %15)
  %17 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %18 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_int(ptr %17)
  %19 = alloca %struct.DenseMeta, align 8
  %20 = alloca %struct.DenseMeta, align 8
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
  store i32 %2, ptr %3, align 4
  %26 = load i32, ptr %3, align 4
  %27 = call i32 @debug_shl_i32(ptr %0, i32 %26, i32 9, ptr @0)
  %28 = call i32 @debug_add_i32(ptr %0, i32 %27, i32 512, ptr @1)
  %29 = call i32 @min_i32(i32 6, i32 %28)
  store i32 %27, ptr %4, align 4
  br label %for_loop_test

for_loop_body:                                    ; preds = %for_loop_test
  %30 = call i32 @linear_thread_idx(ptr %0)
  %31 = zext i32 %30 to i64
  %32 = getelementptr i64, ptr %12, i64 0
  %33 = load i64, ptr %32, align 8
  %34 = mul i64 %31, %16
  %35 = add i64 %34, %33
  %36 = getelementptr i8, ptr %6, i64 %35
  call void @stack_init(ptr %36)
  %37 = call i32 @linear_thread_idx(ptr %0)
  %38 = zext i32 %37 to i64
  %39 = getelementptr i64, ptr %12, i64 1
  %40 = load i64, ptr %39, align 8
  %41 = mul i64 %38, %18
  %42 = add i64 %41, %40
  %43 = getelementptr i8, ptr %8, i64 %42
  call void @stack_init(ptr %43)
  %44 = load i32, ptr %4, align 4
  %45 = call i32 @linear_thread_idx(ptr %0)
  %46 = zext i32 %45 to i64
  %47 = getelementptr i64, ptr %12, i64 2
  %48 = load i64, ptr %47, align 8
  %49 = mul i64 %46, %18
  %50 = add i64 %49, %48
  %51 = getelementptr i8, ptr %8, i64 %50
  call void @stack_init(ptr %51)
  %52 = getelementptr i64, ptr %14, i64 2
  %53 = load i64, ptr %52, align 8
  %54 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %54, ptr %51, i64 %53, i64 1, i64 4037997000)
  %55 = call ptr @stack_top_primal(ptr %51, i64 1)
  store i1 false, ptr %55, align 1
  %56 = getelementptr i64, ptr %14, i64 2
  %57 = load i64, ptr %56, align 8
  %58 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %58, ptr %51, i64 %57, i64 1, i64 4037997000)
  %59 = call ptr @stack_top_primal(ptr %51, i64 1)
  store i1 true, ptr %59, align 1
  %60 = call ptr @stack_top_primal(ptr %51, i64 1)
  %61 = load i1, ptr %60, align 1
  %62 = getelementptr i64, ptr %14, i64 1
  %63 = load i64, ptr %62, align 8
  %64 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %64, ptr %43, i64 %63, i64 1, i64 4037997000)
  %65 = call ptr @stack_top_primal(ptr %43, i64 1)
  store i1 %61, ptr %65, align 1
  %66 = icmp ne i1 %61, false
  br i1 %66, label %true_block, label %false_block

for_loop_inc:                                     ; preds = %after_if50
  %67 = load i32, ptr %4, align 4
  %68 = add i32 %67, 1
  store i32 %68, ptr %4, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %69 = load i32, ptr %4, align 4
  %70 = icmp slt i32 %69, %29
  br i1 %70, label %for_loop_body, label %after_for

true_block:                                       ; preds = %for_loop_body
  %71 = icmp sge i32 %44, 0
  %72 = icmp slt i32 %44, 6
  %73 = and i1 %71, %72
  %74 = icmp ne i1 %73, false
  br i1 %74, label %assert_cont, label %assert_fail

false_block:                                      ; preds = %for_loop_body
  br label %after_if

after_if:                                         ; preds = %false_block, %assert_cont2
  %75 = call ptr @stack_top_primal(ptr %51, i64 1)
  %76 = load i1, ptr %75, align 1
  %77 = icmp ne i1 %76, false
  br i1 %77, label %true_block4, label %false_block5

assert_fail:                                      ; preds = %true_block
  %78 = zext i32 %44 to i64
  %79 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @2, i32 1, i64 %78, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %assert_abort, label %assert_cont

assert_cont:                                      ; preds = %assert_fail, %true_block
  %81 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %82 = call ptr @LLVMRuntime_get_roots(ptr %81, i32 1)
  %83 = getelementptr i8, ptr %82, i32 0
  %84 = call ptr @get_ch_S15_to_S16(ptr %83)
  %85 = icmp ne i1 %71, false
  br i1 %85, label %assert_cont2, label %assert_fail1

assert_abort:                                     ; preds = %assert_fail
  ret void

assert_fail1:                                     ; preds = %assert_cont
  %86 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @3, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %87 = icmp ne i32 %86, 0
  br i1 %87, label %assert_abort3, label %assert_cont2

assert_cont2:                                     ; preds = %assert_fail1, %assert_cont
  %88 = icmp ne i1 %71, false
  %89 = select i1 %88, i32 %44, i32 0
  call void @StructMeta_set_snode_id(ptr %19, i32 16)
  call void @StructMeta_set_element_size(ptr %19, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %19, i64 6)
  call void @StructMeta_set_context(ptr %19, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %19, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %19, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %19, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %19, ptr @get_ch_S15_to_S16)
  call void @StructMeta_set_refine_coordinates(ptr %19, ptr @S16_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %19, i32 0)
  %90 = call ptr @Dense_lookup_element(ptr %19, ptr %84, i32 %89)
  %91 = call ptr @get_ch_S16_to_S17(ptr %90)
  %92 = load i32, ptr %91, align 4
  %93 = icmp sgt i32 %92, 0
  %94 = getelementptr i64, ptr %14, i64 2
  %95 = load i64, ptr %94, align 8
  %96 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %96, ptr %51, i64 %95, i64 1, i64 4037997000)
  %97 = call ptr @stack_top_primal(ptr %51, i64 1)
  store i1 %93, ptr %97, align 1
  br label %after_if

assert_abort3:                                    ; preds = %assert_fail1
  ret void

true_block4:                                      ; preds = %after_if
  %98 = icmp sge i32 %44, 0
  %99 = icmp slt i32 %44, 6
  %100 = and i1 %98, %99
  %101 = icmp ne i1 %100, false
  br i1 %101, label %assert_cont8, label %assert_fail7

false_block5:                                     ; preds = %after_if
  br label %after_if6

after_if6:                                        ; preds = %false_block5, %assert_cont46
  %102 = call ptr @stack_top_primal(ptr %43, i64 1)
  %103 = load i1, ptr %102, align 1
  %104 = icmp ne i1 %103, false
  br i1 %104, label %true_block48, label %false_block49

assert_fail7:                                     ; preds = %true_block4
  %105 = zext i32 %44 to i64
  %106 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @4, i32 1, i64 %105, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %107 = icmp ne i32 %106, 0
  br i1 %107, label %assert_abort9, label %assert_cont8

assert_cont8:                                     ; preds = %assert_fail7, %true_block4
  %108 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %109 = call ptr @LLVMRuntime_get_roots(ptr %108, i32 0)
  %110 = getelementptr i8, ptr %109, i32 0
  %111 = call ptr @get_ch_S0_to_S1(ptr %110)
  %112 = icmp ne i1 %98, false
  br i1 %112, label %assert_cont11, label %assert_fail10

assert_abort9:                                    ; preds = %assert_fail7
  ret void

assert_fail10:                                    ; preds = %assert_cont8
  %113 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @5, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %114 = icmp ne i32 %113, 0
  br i1 %114, label %assert_abort12, label %assert_cont11

assert_cont11:                                    ; preds = %assert_fail10, %assert_cont8
  %115 = icmp ne i1 %98, false
  %116 = select i1 %115, i32 %44, i32 0
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
  %117 = call ptr @Dense_lookup_element(ptr %20, ptr %111, i32 %116)
  %118 = call ptr @get_ch_S1_to_S2(ptr %117)
  %119 = load float, ptr %118, align 4
  %120 = getelementptr i64, ptr %14, i64 0
  %121 = load i64, ptr %120, align 8
  %122 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %122, ptr %36, i64 %121, i64 4, i64 4037997000)
  %123 = call ptr @stack_top_primal(ptr %36, i64 4)
  store float 0.000000e+00, ptr %123, align 4
  %124 = getelementptr i64, ptr %14, i64 0
  %125 = load i64, ptr %124, align 8
  %126 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %126, ptr %36, i64 %125, i64 4, i64 4037997000)
  %127 = call ptr @stack_top_primal(ptr %36, i64 4)
  store float %119, ptr %127, align 4
  %128 = icmp ne i1 %100, false
  br i1 %128, label %assert_cont14, label %assert_fail13

assert_abort12:                                   ; preds = %assert_fail10
  ret void

assert_fail13:                                    ; preds = %assert_cont11
  %129 = zext i32 %44 to i64
  %130 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %129, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %assert_abort15, label %assert_cont14

assert_cont14:                                    ; preds = %assert_fail13, %assert_cont11
  %132 = call ptr @get_ch_S0_to_S13(ptr %110)
  %133 = icmp ne i1 %98, false
  br i1 %133, label %assert_cont17, label %assert_fail16

assert_abort15:                                   ; preds = %assert_fail13
  ret void

assert_fail16:                                    ; preds = %assert_cont14
  %134 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %135 = icmp ne i32 %134, 0
  br i1 %135, label %assert_abort18, label %assert_cont17

assert_cont17:                                    ; preds = %assert_fail16, %assert_cont14
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
  %136 = call ptr @Dense_lookup_element(ptr %21, ptr %132, i32 %116)
  %137 = call ptr @get_ch_S13_to_S14(ptr %136)
  %138 = load i32, ptr %137, align 4
  store i32 0, ptr %22, align 4
  br label %for_loop_test22

assert_abort18:                                   ; preds = %assert_fail16
  ret void

for_loop_body19:                                  ; preds = %for_loop_test22
  %139 = call ptr @stack_top_primal(ptr %36, i64 4)
  %140 = load float, ptr %139, align 4
  %141 = call reassoc ninf nsz afn float @sin_f32(float %140)
  %142 = fmul reassoc ninf nsz afn float %141, 0x3FF19999A0000000
  %143 = fmul reassoc ninf nsz afn float %140, %140
  %144 = fmul reassoc ninf nsz afn float %143, 0x3FB99999A0000000
  %145 = fadd reassoc ninf nsz afn float %142, %144
  %146 = getelementptr i64, ptr %14, i64 0
  %147 = load i64, ptr %146, align 8
  %148 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %148, ptr %36, i64 %147, i64 4, i64 4037997000)
  %149 = call ptr @stack_top_primal(ptr %36, i64 4)
  store float %145, ptr %149, align 4
  br label %for_loop_inc20

for_loop_inc20:                                   ; preds = %for_loop_body19
  %150 = load i32, ptr %22, align 4
  %151 = add i32 %150, 1
  store i32 %151, ptr %22, align 4
  br label %for_loop_test22

after_for21:                                      ; preds = %for_loop_test22
  %152 = icmp ne i1 %100, false
  br i1 %152, label %assert_cont24, label %assert_fail23

for_loop_test22:                                  ; preds = %for_loop_inc20, %assert_cont17
  %153 = load i32, ptr %22, align 4
  %154 = icmp slt i32 %153, %138
  br i1 %154, label %for_loop_body19, label %after_for21

assert_fail23:                                    ; preds = %after_for21
  %155 = zext i32 %44 to i64
  %156 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 1, i64 %155, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %157 = icmp ne i32 %156, 0
  br i1 %157, label %assert_abort25, label %assert_cont24

assert_cont24:                                    ; preds = %assert_fail23, %after_for21
  %158 = icmp ne i1 %100, false
  br i1 %158, label %assert_cont27, label %assert_fail26

assert_abort25:                                   ; preds = %assert_fail23
  ret void

assert_fail26:                                    ; preds = %assert_cont24
  %159 = zext i32 %44 to i64
  %160 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 1, i64 %159, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %161 = icmp ne i32 %160, 0
  br i1 %161, label %assert_abort28, label %assert_cont27

assert_cont27:                                    ; preds = %assert_fail26, %assert_cont24
  %162 = call ptr @get_ch_S0_to_S9(ptr %110)
  %163 = icmp ne i1 %98, false
  br i1 %163, label %assert_cont30, label %assert_fail29

assert_abort28:                                   ; preds = %assert_fail26
  ret void

assert_fail29:                                    ; preds = %assert_cont27
  %164 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %165 = icmp ne i32 %164, 0
  br i1 %165, label %assert_abort31, label %assert_cont30

assert_cont30:                                    ; preds = %assert_fail29, %assert_cont27
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
  %166 = call ptr @Dense_lookup_element(ptr %23, ptr %162, i32 %116)
  %167 = call ptr @get_ch_S9_to_S10(ptr %166)
  %168 = load float, ptr %167, align 4
  %169 = icmp ne i1 %98, false
  br i1 %169, label %assert_cont33, label %assert_fail32

assert_abort31:                                   ; preds = %assert_fail29
  ret void

assert_fail32:                                    ; preds = %assert_cont30
  %170 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %171 = icmp ne i32 %170, 0
  br i1 %171, label %assert_abort34, label %assert_cont33

assert_cont33:                                    ; preds = %assert_fail32, %assert_cont30
  store float 0.000000e+00, ptr %167, align 4
  %172 = call ptr @stack_top_adjoint(ptr %36, i64 4)
  %173 = load float, ptr %172, align 4
  %174 = fadd reassoc ninf nsz afn float %173, %168
  store float %174, ptr %172, align 4
  %175 = sub i32 %138, 1
  store i32 %175, ptr %24, align 4
  br label %for_loop_test38

assert_abort34:                                   ; preds = %assert_fail32
  ret void

for_loop_body35:                                  ; preds = %for_loop_test38
  %176 = call ptr @stack_top_adjoint(ptr %36, i64 4)
  %177 = load float, ptr %176, align 4
  call void @stack_pop(ptr %36)
  %178 = fmul reassoc ninf nsz afn float %177, 0x3FB99999A0000000
  %179 = call ptr @stack_top_primal(ptr %36, i64 4)
  %180 = load float, ptr %179, align 4
  %181 = fmul reassoc ninf nsz afn float %178, %180
  %182 = call ptr @stack_top_adjoint(ptr %36, i64 4)
  %183 = load float, ptr %182, align 4
  %184 = fadd reassoc ninf nsz afn float %183, %181
  store float %184, ptr %182, align 4
  %185 = call ptr @stack_top_adjoint(ptr %36, i64 4)
  %186 = load float, ptr %185, align 4
  %187 = fadd reassoc ninf nsz afn float %186, %181
  store float %187, ptr %185, align 4
  %188 = fmul reassoc ninf nsz afn float %177, 0x3FF19999A0000000
  %189 = call reassoc ninf nsz afn float @cos_f32(float %180)
  %190 = fmul reassoc ninf nsz afn float %188, %189
  %191 = call ptr @stack_top_adjoint(ptr %36, i64 4)
  %192 = load float, ptr %191, align 4
  %193 = fadd reassoc ninf nsz afn float %192, %190
  store float %193, ptr %191, align 4
  br label %for_loop_inc36

for_loop_inc36:                                   ; preds = %for_loop_body35
  %194 = load i32, ptr %24, align 4
  %195 = add i32 %194, -1
  store i32 %195, ptr %24, align 4
  br label %for_loop_test38

after_for37:                                      ; preds = %for_loop_test38
  %196 = call ptr @stack_top_adjoint(ptr %36, i64 4)
  %197 = load float, ptr %196, align 4
  %198 = icmp ne i1 %100, false
  br i1 %198, label %assert_cont40, label %assert_fail39

for_loop_test38:                                  ; preds = %for_loop_inc36, %assert_cont33
  %199 = load i32, ptr %24, align 4
  %200 = icmp sge i32 %199, 0
  br i1 %200, label %for_loop_body35, label %after_for37

assert_fail39:                                    ; preds = %after_for37
  %201 = zext i32 %44 to i64
  %202 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 1, i64 %201, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %203 = icmp ne i32 %202, 0
  br i1 %203, label %assert_abort41, label %assert_cont40

assert_cont40:                                    ; preds = %assert_fail39, %after_for37
  %204 = call ptr @get_ch_S0_to_S3(ptr %110)
  %205 = icmp ne i1 %98, false
  br i1 %205, label %assert_cont43, label %assert_fail42

assert_abort41:                                   ; preds = %assert_fail39
  ret void

assert_fail42:                                    ; preds = %assert_cont40
  %206 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @13, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %207 = icmp ne i32 %206, 0
  br i1 %207, label %assert_abort44, label %assert_cont43

assert_cont43:                                    ; preds = %assert_fail42, %assert_cont40
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
  %208 = call ptr @Dense_lookup_element(ptr %25, ptr %204, i32 %116)
  %209 = call ptr @get_ch_S3_to_S4(ptr %208)
  %210 = load float, ptr %209, align 4
  %211 = fadd reassoc ninf nsz afn float %210, %197
  %212 = icmp ne i1 %98, false
  br i1 %212, label %assert_cont46, label %assert_fail45

assert_abort44:                                   ; preds = %assert_fail42
  ret void

assert_fail45:                                    ; preds = %assert_cont43
  %213 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @14, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %214 = icmp ne i32 %213, 0
  br i1 %214, label %assert_abort47, label %assert_cont46

assert_cont46:                                    ; preds = %assert_fail45, %assert_cont43
  store float %211, ptr %209, align 4
  br label %after_if6

assert_abort47:                                   ; preds = %assert_fail45
  ret void

true_block48:                                     ; preds = %after_if6
  call void @stack_pop(ptr %51)
  br label %after_if50

false_block49:                                    ; preds = %after_if6
  br label %after_if50

after_if50:                                       ; preds = %false_block49, %true_block48
  br label %for_loop_inc
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

declare ptr @get_ch_S15_to_S16(ptr)

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

declare void @S16_refine_coordinates(ptr, ptr, i32)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_refine_coordinates(ptr noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @DenseMeta_set_morton_dim(ptr noundef, i32 noundef) #0

declare ptr @get_ch_S16_to_S17(ptr)

declare ptr @get_ch_S0_to_S1(ptr)

declare void @S1_refine_coordinates(ptr, ptr, i32)

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
