; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.DenseMeta = type <{ %struct.StructMeta, i32, [4 x i8] }>
%struct.StructMeta = type { i32, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [209 x i8] c"(kernel=forked_c61_0_reverse_grad) Accessing field (S2place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 205, in forked:\0A            v = x[i]\0A                ^^^^\0A\00", align 1
@3 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@4 = private unnamed_addr constant [234 x i8] c"(kernel=forked_c61_0_reverse_grad) Accessing field (S14place<i32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 206, in forked:\0A            for _ in range(m[i]):\0A                           ^^^^\0A\00", align 1
@5 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@6 = private unnamed_addr constant [205 x i8] c"(kernel=forked_c61_0_reverse_grad) Accessing field (S8place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 211, in forked:\0A            y[i] = v\0A            ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [98 x i8] c"(kernel=forked_c61_0_reverse_grad) Accessing field (S10place<f32>) of size (6) with indices (%d)\0A\00", align 1
@8 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@9 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@10 = private unnamed_addr constant [97 x i8] c"(kernel=forked_c61_0_reverse_grad) Accessing field (S4place<f32>) of size (6) with indices (%d)\0A\00", align 1
@11 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@12 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1

define void @forked_c61_0_reverse_grad_kernel_0_range_for(ptr %context) {
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
  %31 = call i32 @linear_thread_idx(ptr %0)
  %32 = zext i32 %31 to i64
  %33 = getelementptr i64, ptr %13, i64 0
  %34 = load i64, ptr %33, align 8
  %35 = mul i64 %32, %19
  %36 = add i64 %35, %34
  %37 = getelementptr i8, ptr %9, i64 %36
  call void @stack_init(ptr %37)
  %38 = call i32 @linear_thread_idx(ptr %0)
  %39 = zext i32 %38 to i64
  %40 = getelementptr i64, ptr %13, i64 1
  %41 = load i64, ptr %40, align 8
  %42 = mul i64 %39, %19
  %43 = add i64 %42, %41
  %44 = getelementptr i8, ptr %9, i64 %43
  call void @stack_init(ptr %44)
  %45 = getelementptr i64, ptr %15, i64 1
  %46 = load i64, ptr %45, align 8
  %47 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %47, ptr %44, i64 %46, i64 1, i64 2838812860)
  %48 = call ptr @stack_top_primal(ptr %44, i64 1)
  store i1 false, ptr %48, align 1
  %49 = icmp sge i32 %30, 0
  %50 = icmp slt i32 %30, 6
  %51 = and i1 %49, %50
  %52 = icmp ne i1 %51, false
  br i1 %52, label %assert_cont, label %assert_fail

for_loop_inc:                                     ; preds = %assert_cont46
  %53 = load i32, ptr %5, align 4
  %54 = add i32 %53, 1
  store i32 %54, ptr %5, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %55 = load i32, ptr %5, align 4
  %56 = icmp slt i32 %55, %29
  br i1 %56, label %for_loop_body, label %after_for

assert_fail:                                      ; preds = %for_loop_body
  %57 = zext i32 %30 to i64
  %58 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @2, i32 1, i64 %57, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %assert_abort, label %assert_cont

assert_cont:                                      ; preds = %assert_fail, %for_loop_body
  %60 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %61 = call ptr @LLVMRuntime_get_roots(ptr %60, i32 0)
  %62 = getelementptr i8, ptr %61, i32 0
  %63 = call ptr @get_ch_S0_to_S1(ptr %62)
  %64 = icmp ne i1 %49, false
  br i1 %64, label %assert_cont2, label %assert_fail1

assert_abort:                                     ; preds = %assert_fail
  ret void

assert_fail1:                                     ; preds = %assert_cont
  %65 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @3, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %assert_abort3, label %assert_cont2

assert_cont2:                                     ; preds = %assert_fail1, %assert_cont
  %67 = icmp ne i1 %49, false
  %68 = select i1 %67, i32 %30, i32 0
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
  %69 = call ptr @Dense_lookup_element(ptr %20, ptr %63, i32 %68)
  %70 = call ptr @get_ch_S1_to_S2(ptr %69)
  %71 = load float, ptr %70, align 4
  %72 = call i32 @linear_thread_idx(ptr %0)
  %73 = zext i32 %72 to i64
  %74 = getelementptr i64, ptr %13, i64 2
  %75 = load i64, ptr %74, align 8
  %76 = mul i64 %73, %17
  %77 = add i64 %76, %75
  %78 = getelementptr i8, ptr %7, i64 %77
  call void @stack_init(ptr %78)
  %79 = load i64, ptr %3, align 8
  %80 = add i64 %79, 1
  store i64 %80, ptr %3, align 8
  %81 = getelementptr i64, ptr %15, i64 2
  %82 = load i64, ptr %81, align 8
  %83 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %83, ptr %78, i64 %82, i64 4, i64 2838812860)
  %84 = call ptr @stack_top_primal(ptr %78, i64 4)
  store float %71, ptr %84, align 4
  %85 = icmp ne i1 %51, false
  br i1 %85, label %assert_cont5, label %assert_fail4

assert_abort3:                                    ; preds = %assert_fail1
  ret void

assert_fail4:                                     ; preds = %assert_cont2
  %86 = zext i32 %30 to i64
  %87 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @4, i32 1, i64 %86, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %88 = icmp ne i32 %87, 0
  br i1 %88, label %assert_abort6, label %assert_cont5

assert_cont5:                                     ; preds = %assert_fail4, %assert_cont2
  %89 = call ptr @get_ch_S0_to_S13(ptr %62)
  %90 = icmp ne i1 %49, false
  br i1 %90, label %assert_cont8, label %assert_fail7

assert_abort6:                                    ; preds = %assert_fail4
  ret void

assert_fail7:                                     ; preds = %assert_cont5
  %91 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @5, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %assert_abort9, label %assert_cont8

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
  %93 = call ptr @Dense_lookup_element(ptr %21, ptr %89, i32 %68)
  %94 = call ptr @get_ch_S13_to_S14(ptr %93)
  %95 = load i32, ptr %94, align 4
  store i32 0, ptr %22, align 4
  br label %for_loop_test13

assert_abort9:                                    ; preds = %assert_fail7
  ret void

for_loop_body10:                                  ; preds = %for_loop_test13
  %96 = getelementptr i64, ptr %15, i64 1
  %97 = load i64, ptr %96, align 8
  %98 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %98, ptr %44, i64 %97, i64 1, i64 2838812860)
  %99 = call ptr @stack_top_primal(ptr %44, i64 1)
  store i1 false, ptr %99, align 1
  %100 = getelementptr i64, ptr %15, i64 1
  %101 = load i64, ptr %100, align 8
  %102 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %102, ptr %44, i64 %101, i64 1, i64 2838812860)
  %103 = call ptr @stack_top_primal(ptr %44, i64 1)
  store i1 true, ptr %103, align 1
  %104 = call ptr @stack_top_primal(ptr %44, i64 1)
  %105 = load i1, ptr %104, align 1
  %106 = getelementptr i64, ptr %15, i64 0
  %107 = load i64, ptr %106, align 8
  %108 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %108, ptr %37, i64 %107, i64 1, i64 2838812860)
  %109 = call ptr @stack_top_primal(ptr %37, i64 1)
  store i1 %105, ptr %109, align 1
  %110 = icmp ne i1 %105, false
  br i1 %110, label %true_block, label %false_block

for_loop_inc11:                                   ; preds = %after_if16
  %111 = load i32, ptr %22, align 4
  %112 = add i32 %111, 1
  store i32 %112, ptr %22, align 4
  br label %for_loop_test13

after_for12:                                      ; preds = %for_loop_test13
  %113 = icmp ne i1 %51, false
  br i1 %113, label %assert_cont18, label %assert_fail17

for_loop_test13:                                  ; preds = %for_loop_inc11, %assert_cont8
  %114 = load i32, ptr %22, align 4
  %115 = icmp slt i32 %114, %95
  br i1 %115, label %for_loop_body10, label %after_for12

true_block:                                       ; preds = %for_loop_body10
  %116 = call ptr @stack_top_primal(ptr %78, i64 4)
  %117 = load float, ptr %116, align 4
  %118 = fcmp reassoc ninf nsz afn ogt float %117, 5.000000e-01
  %119 = getelementptr i64, ptr %15, i64 1
  %120 = load i64, ptr %119, align 8
  %121 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %121, ptr %44, i64 %120, i64 1, i64 2838812860)
  %122 = call ptr @stack_top_primal(ptr %44, i64 1)
  store i1 %118, ptr %122, align 1
  br label %after_if

false_block:                                      ; preds = %for_loop_body10
  br label %after_if

after_if:                                         ; preds = %false_block, %true_block
  %123 = call ptr @stack_top_primal(ptr %44, i64 1)
  %124 = load i1, ptr %123, align 1
  %125 = call ptr @stack_top_primal(ptr %78, i64 4)
  %126 = load float, ptr %125, align 4
  %127 = icmp ne i1 %124, false
  br i1 %127, label %true_block14, label %false_block15

true_block14:                                     ; preds = %after_if
  %128 = fmul reassoc ninf nsz afn float %126, %126
  %129 = fmul reassoc ninf nsz afn float %128, 0x3FECCCCCC0000000
  %130 = getelementptr i64, ptr %15, i64 2
  %131 = load i64, ptr %130, align 8
  %132 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %132, ptr %78, i64 %131, i64 4, i64 2838812860)
  %133 = call ptr @stack_top_primal(ptr %78, i64 4)
  store float %129, ptr %133, align 4
  br label %after_if16

false_block15:                                    ; preds = %after_if
  %134 = call reassoc ninf nsz afn float @sin_f32(float %126)
  %135 = fadd reassoc ninf nsz afn float %134, 0x3FD3333340000000
  %136 = getelementptr i64, ptr %15, i64 2
  %137 = load i64, ptr %136, align 8
  %138 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %138, ptr %78, i64 %137, i64 4, i64 2838812860)
  %139 = call ptr @stack_top_primal(ptr %78, i64 4)
  store float %135, ptr %139, align 4
  br label %after_if16

after_if16:                                       ; preds = %false_block15, %true_block14
  br label %for_loop_inc11

assert_fail17:                                    ; preds = %after_for12
  %140 = zext i32 %30 to i64
  %141 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %140, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %142 = icmp ne i32 %141, 0
  br i1 %142, label %assert_abort19, label %assert_cont18

assert_cont18:                                    ; preds = %assert_fail17, %after_for12
  %143 = icmp ne i1 %51, false
  br i1 %143, label %assert_cont21, label %assert_fail20

assert_abort19:                                   ; preds = %assert_fail17
  ret void

assert_fail20:                                    ; preds = %assert_cont18
  %144 = zext i32 %30 to i64
  %145 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 1, i64 %144, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %assert_abort22, label %assert_cont21

assert_cont21:                                    ; preds = %assert_fail20, %assert_cont18
  %147 = call ptr @get_ch_S0_to_S9(ptr %62)
  %148 = icmp ne i1 %49, false
  br i1 %148, label %assert_cont24, label %assert_fail23

assert_abort22:                                   ; preds = %assert_fail20
  ret void

assert_fail23:                                    ; preds = %assert_cont21
  %149 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %150 = icmp ne i32 %149, 0
  br i1 %150, label %assert_abort25, label %assert_cont24

assert_cont24:                                    ; preds = %assert_fail23, %assert_cont21
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
  %151 = call ptr @Dense_lookup_element(ptr %23, ptr %147, i32 %68)
  %152 = call ptr @get_ch_S9_to_S10(ptr %151)
  %153 = load float, ptr %152, align 4
  %154 = icmp ne i1 %49, false
  br i1 %154, label %assert_cont27, label %assert_fail26

assert_abort25:                                   ; preds = %assert_fail23
  ret void

assert_fail26:                                    ; preds = %assert_cont24
  %155 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %156 = icmp ne i32 %155, 0
  br i1 %156, label %assert_abort28, label %assert_cont27

assert_cont27:                                    ; preds = %assert_fail26, %assert_cont24
  store float 0.000000e+00, ptr %152, align 4
  %157 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %158 = load float, ptr %157, align 4
  %159 = fadd reassoc ninf nsz afn float %158, %153
  store float %159, ptr %157, align 4
  %160 = sub i32 %95, 1
  store i32 %160, ptr %24, align 4
  br label %for_loop_test32

assert_abort28:                                   ; preds = %assert_fail26
  ret void

for_loop_body29:                                  ; preds = %for_loop_test32
  %161 = call ptr @stack_top_primal(ptr %44, i64 1)
  %162 = load i1, ptr %161, align 1
  %163 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %164 = load float, ptr %163, align 4
  call void @stack_pop(ptr %78)
  %165 = icmp ne i1 %162, false
  br i1 %165, label %true_block33, label %false_block34

for_loop_inc30:                                   ; preds = %after_if38
  %166 = load i32, ptr %24, align 4
  %167 = add i32 %166, -1
  store i32 %167, ptr %24, align 4
  br label %for_loop_test32

after_for31:                                      ; preds = %for_loop_test32
  %168 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %169 = load float, ptr %168, align 4
  %170 = icmp ne i1 %51, false
  br i1 %170, label %assert_cont40, label %assert_fail39

for_loop_test32:                                  ; preds = %for_loop_inc30, %assert_cont27
  %171 = load i32, ptr %24, align 4
  %172 = icmp sge i32 %171, 0
  br i1 %172, label %for_loop_body29, label %after_for31

true_block33:                                     ; preds = %for_loop_body29
  %173 = fmul reassoc ninf nsz afn float %164, 0x3FECCCCCC0000000
  %174 = call ptr @stack_top_primal(ptr %78, i64 4)
  %175 = load float, ptr %174, align 4
  %176 = fmul reassoc ninf nsz afn float %173, %175
  %177 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %178 = load float, ptr %177, align 4
  %179 = fadd reassoc ninf nsz afn float %178, %176
  store float %179, ptr %177, align 4
  %180 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %181 = load float, ptr %180, align 4
  %182 = fadd reassoc ninf nsz afn float %181, %176
  store float %182, ptr %180, align 4
  br label %after_if35

false_block34:                                    ; preds = %for_loop_body29
  %183 = call ptr @stack_top_primal(ptr %78, i64 4)
  %184 = load float, ptr %183, align 4
  %185 = call reassoc ninf nsz afn float @cos_f32(float %184)
  %186 = fmul reassoc ninf nsz afn float %164, %185
  %187 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %188 = load float, ptr %187, align 4
  %189 = fadd reassoc ninf nsz afn float %188, %186
  store float %189, ptr %187, align 4
  br label %after_if35

after_if35:                                       ; preds = %false_block34, %true_block33
  %190 = call ptr @stack_top_primal(ptr %37, i64 1)
  %191 = load i1, ptr %190, align 1
  %192 = icmp ne i1 %191, false
  br i1 %192, label %true_block36, label %false_block37

true_block36:                                     ; preds = %after_if35
  call void @stack_pop(ptr %44)
  %193 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %194 = load float, ptr %193, align 4
  %195 = fadd reassoc ninf nsz afn float %194, 0.000000e+00
  store float %195, ptr %193, align 4
  br label %after_if38

false_block37:                                    ; preds = %after_if35
  br label %after_if38

after_if38:                                       ; preds = %false_block37, %true_block36
  call void @stack_pop(ptr %37)
  call void @stack_pop(ptr %44)
  call void @stack_pop(ptr %44)
  br label %for_loop_inc30

assert_fail39:                                    ; preds = %after_for31
  %196 = zext i32 %30 to i64
  %197 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 1, i64 %196, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %198 = icmp ne i32 %197, 0
  br i1 %198, label %assert_abort41, label %assert_cont40

assert_cont40:                                    ; preds = %assert_fail39, %after_for31
  %199 = call ptr @get_ch_S0_to_S3(ptr %62)
  %200 = icmp ne i1 %49, false
  br i1 %200, label %assert_cont43, label %assert_fail42

assert_abort41:                                   ; preds = %assert_fail39
  ret void

assert_fail42:                                    ; preds = %assert_cont40
  %201 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %202 = icmp ne i32 %201, 0
  br i1 %202, label %assert_abort44, label %assert_cont43

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
  %203 = call ptr @Dense_lookup_element(ptr %25, ptr %199, i32 %68)
  %204 = call ptr @get_ch_S3_to_S4(ptr %203)
  %205 = load float, ptr %204, align 4
  %206 = fadd reassoc ninf nsz afn float %205, %169
  %207 = icmp ne i1 %49, false
  br i1 %207, label %assert_cont46, label %assert_fail45

assert_abort44:                                   ; preds = %assert_fail42
  ret void

assert_fail45:                                    ; preds = %assert_cont43
  %208 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %209 = icmp ne i32 %208, 0
  br i1 %209, label %assert_abort47, label %assert_cont46

assert_cont46:                                    ; preds = %assert_fail45, %assert_cont43
  store float %206, ptr %204, align 4
  br label %for_loop_inc

assert_abort47:                                   ; preds = %assert_fail45
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
