; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.DenseMeta = type <{ %struct.StructMeta, i32, [4 x i8] }>
%struct.StructMeta = type { i32, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [205 x i8] c"(kernel=wide_c61_0_reverse_grad) Accessing field (S2place<f64>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 179, in wide:\0A            v = x[i]\0A                ^^^^\0A\00", align 1
@3 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@4 = private unnamed_addr constant [230 x i8] c"(kernel=wide_c61_0_reverse_grad) Accessing field (S14place<i32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 180, in wide:\0A            for _ in range(m[i]):\0A                           ^^^^\0A\00", align 1
@5 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@6 = private unnamed_addr constant [201 x i8] c"(kernel=wide_c61_0_reverse_grad) Accessing field (S8place<f64>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 182, in wide:\0A            y[i] = v\0A            ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [96 x i8] c"(kernel=wide_c61_0_reverse_grad) Accessing field (S10place<f64>) of size (6) with indices (%d)\0A\00", align 1
@8 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@9 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@10 = private unnamed_addr constant [95 x i8] c"(kernel=wide_c61_0_reverse_grad) Accessing field (S4place<f64>) of size (6) with indices (%d)\0A\00", align 1
@11 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@12 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1

define void @wide_c61_0_reverse_grad_kernel_0_range_for(ptr %context) {
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

for_loop_inc:                                     ; preds = %assert_cont38
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
  call void @StructMeta_set_element_size(ptr %6, i64 8)
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
  %53 = load double, ptr %52, align 8
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
  call void @stack_push(ptr %65, ptr %60, i64 %64, i64 8, i64 2554356167)
  %66 = call ptr @stack_top_primal(ptr %60, i64 8)
  store double %53, ptr %66, align 8
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
  %78 = call ptr @stack_top_primal(ptr %60, i64 8)
  %79 = load double, ptr %78, align 8
  %80 = fmul reassoc ninf nsz afn double %79, 0x3FB99999A0000000
  %81 = fmul reassoc ninf nsz afn double %80, %79
  %82 = fsub reassoc ninf nsz afn double %79, %81
  %83 = call reassoc ninf nsz afn double @cos_f64(double %79)
  %84 = fmul reassoc ninf nsz afn double %83, 0x3FA99999A0000000
  %85 = fadd reassoc ninf nsz afn double %82, %84
  %86 = call reassoc ninf nsz afn double @exp_f64(double %80)
  %87 = fmul reassoc ninf nsz afn double %86, 0x3F847AE140000000
  %88 = fadd reassoc ninf nsz afn double %85, %87
  %89 = getelementptr i64, ptr %16, i64 0
  %90 = load i64, ptr %89, align 8
  %91 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %91, ptr %60, i64 %90, i64 8, i64 2554356167)
  %92 = call ptr @stack_top_primal(ptr %60, i64 8)
  store double %88, ptr %92, align 8
  br label %for_loop_inc11

for_loop_inc11:                                   ; preds = %for_loop_body10
  %93 = load i32, ptr %22, align 4
  %94 = add i32 %93, 1
  store i32 %94, ptr %22, align 4
  br label %for_loop_test13

after_for12:                                      ; preds = %for_loop_test13
  %95 = icmp ne i1 %33, false
  br i1 %95, label %assert_cont15, label %assert_fail14

for_loop_test13:                                  ; preds = %for_loop_inc11, %assert_cont8
  %96 = load i32, ptr %22, align 4
  %97 = icmp slt i32 %96, %77
  br i1 %97, label %for_loop_body10, label %after_for12

assert_fail14:                                    ; preds = %after_for12
  %98 = zext i32 %30 to i64
  %99 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %98, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %assert_abort16, label %assert_cont15

assert_cont15:                                    ; preds = %assert_fail14, %after_for12
  %101 = icmp ne i1 %33, false
  br i1 %101, label %assert_cont18, label %assert_fail17

assert_abort16:                                   ; preds = %assert_fail14
  ret void

assert_fail17:                                    ; preds = %assert_cont15
  %102 = zext i32 %30 to i64
  %103 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 1, i64 %102, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %104 = icmp ne i32 %103, 0
  br i1 %104, label %assert_abort19, label %assert_cont18

assert_cont18:                                    ; preds = %assert_fail17, %assert_cont15
  %105 = call ptr @get_ch_S0_to_S9(ptr %44)
  %106 = icmp ne i1 %31, false
  br i1 %106, label %assert_cont21, label %assert_fail20

assert_abort19:                                   ; preds = %assert_fail17
  ret void

assert_fail20:                                    ; preds = %assert_cont18
  %107 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %108 = icmp ne i32 %107, 0
  br i1 %108, label %assert_abort22, label %assert_cont21

assert_cont21:                                    ; preds = %assert_fail20, %assert_cont18
  call void @StructMeta_set_snode_id(ptr %23, i32 9)
  call void @StructMeta_set_element_size(ptr %23, i64 8)
  call void @StructMeta_set_max_num_elements(ptr %23, i64 6)
  call void @StructMeta_set_context(ptr %23, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %23, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %23, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %23, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %23, ptr @get_ch_S0_to_S9)
  call void @StructMeta_set_refine_coordinates(ptr %23, ptr @S9_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %23, i32 0)
  %109 = call ptr @Dense_lookup_element(ptr %23, ptr %105, i32 %50)
  %110 = call ptr @get_ch_S9_to_S10(ptr %109)
  %111 = load double, ptr %110, align 8
  %112 = icmp ne i1 %31, false
  br i1 %112, label %assert_cont24, label %assert_fail23

assert_abort22:                                   ; preds = %assert_fail20
  ret void

assert_fail23:                                    ; preds = %assert_cont21
  %113 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %114 = icmp ne i32 %113, 0
  br i1 %114, label %assert_abort25, label %assert_cont24

assert_cont24:                                    ; preds = %assert_fail23, %assert_cont21
  store double 0.000000e+00, ptr %110, align 8
  %115 = call ptr @stack_top_adjoint(ptr %60, i64 8)
  %116 = load double, ptr %115, align 8
  %117 = fadd reassoc ninf nsz afn double %116, %111
  store double %117, ptr %115, align 8
  %118 = sub i32 %77, 1
  store i32 %118, ptr %24, align 4
  br label %for_loop_test29

assert_abort25:                                   ; preds = %assert_fail23
  ret void

for_loop_body26:                                  ; preds = %for_loop_test29
  %119 = call ptr @stack_top_adjoint(ptr %60, i64 8)
  %120 = load double, ptr %119, align 8
  call void @stack_pop(ptr %60)
  %121 = fmul reassoc ninf nsz afn double %120, 0x3F847AE140000000
  %122 = call ptr @stack_top_primal(ptr %60, i64 8)
  %123 = load double, ptr %122, align 8
  %124 = fmul reassoc ninf nsz afn double %123, 0x3FB99999A0000000
  %125 = call reassoc ninf nsz afn double @exp_f64(double %124)
  %126 = fmul reassoc ninf nsz afn double %121, %125
  %127 = fmul reassoc ninf nsz afn double %126, 0x3FB99999A0000000
  %128 = call ptr @stack_top_adjoint(ptr %60, i64 8)
  %129 = load double, ptr %128, align 8
  %130 = fadd reassoc ninf nsz afn double %129, %127
  store double %130, ptr %128, align 8
  %131 = fmul reassoc ninf nsz afn double %120, 0x3FA99999A0000000
  %132 = call reassoc ninf nsz afn double @sin_f64(double %123)
  %133 = fmul reassoc ninf nsz afn double %131, %132
  %neg = fneg reassoc ninf nsz afn double %133
  %134 = call ptr @stack_top_adjoint(ptr %60, i64 8)
  %135 = load double, ptr %134, align 8
  %136 = fadd reassoc ninf nsz afn double %135, %neg
  store double %136, ptr %134, align 8
  %neg30 = fneg reassoc ninf nsz afn double %120
  %137 = fmul reassoc ninf nsz afn double %neg30, %123
  %138 = fmul reassoc ninf nsz afn double %neg30, %124
  %139 = call ptr @stack_top_adjoint(ptr %60, i64 8)
  %140 = load double, ptr %139, align 8
  %141 = fadd reassoc ninf nsz afn double %140, %138
  store double %141, ptr %139, align 8
  %142 = fmul reassoc ninf nsz afn double %137, 0x3FB99999A0000000
  %143 = call ptr @stack_top_adjoint(ptr %60, i64 8)
  %144 = load double, ptr %143, align 8
  %145 = fadd reassoc ninf nsz afn double %144, %142
  store double %145, ptr %143, align 8
  %146 = call ptr @stack_top_adjoint(ptr %60, i64 8)
  %147 = load double, ptr %146, align 8
  %148 = fadd reassoc ninf nsz afn double %147, %120
  store double %148, ptr %146, align 8
  br label %for_loop_inc27

for_loop_inc27:                                   ; preds = %for_loop_body26
  %149 = load i32, ptr %24, align 4
  %150 = add i32 %149, -1
  store i32 %150, ptr %24, align 4
  br label %for_loop_test29

after_for28:                                      ; preds = %for_loop_test29
  %151 = call ptr @stack_top_adjoint(ptr %60, i64 8)
  %152 = load double, ptr %151, align 8
  %153 = icmp ne i1 %33, false
  br i1 %153, label %assert_cont32, label %assert_fail31

for_loop_test29:                                  ; preds = %for_loop_inc27, %assert_cont24
  %154 = load i32, ptr %24, align 4
  %155 = icmp sge i32 %154, 0
  br i1 %155, label %for_loop_body26, label %after_for28

assert_fail31:                                    ; preds = %after_for28
  %156 = zext i32 %30 to i64
  %157 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 1, i64 %156, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %158 = icmp ne i32 %157, 0
  br i1 %158, label %assert_abort33, label %assert_cont32

assert_cont32:                                    ; preds = %assert_fail31, %after_for28
  %159 = call ptr @get_ch_S0_to_S3(ptr %44)
  %160 = icmp ne i1 %31, false
  br i1 %160, label %assert_cont35, label %assert_fail34

assert_abort33:                                   ; preds = %assert_fail31
  ret void

assert_fail34:                                    ; preds = %assert_cont32
  %161 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %162 = icmp ne i32 %161, 0
  br i1 %162, label %assert_abort36, label %assert_cont35

assert_cont35:                                    ; preds = %assert_fail34, %assert_cont32
  call void @StructMeta_set_snode_id(ptr %25, i32 3)
  call void @StructMeta_set_element_size(ptr %25, i64 8)
  call void @StructMeta_set_max_num_elements(ptr %25, i64 6)
  call void @StructMeta_set_context(ptr %25, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %25, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %25, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %25, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %25, ptr @get_ch_S0_to_S3)
  call void @StructMeta_set_refine_coordinates(ptr %25, ptr @S3_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %25, i32 0)
  %163 = call ptr @Dense_lookup_element(ptr %25, ptr %159, i32 %50)
  %164 = call ptr @get_ch_S3_to_S4(ptr %163)
  %165 = load double, ptr %164, align 8
  %166 = fadd reassoc ninf nsz afn double %165, %152
  %167 = icmp ne i1 %31, false
  br i1 %167, label %assert_cont38, label %assert_fail37

assert_abort36:                                   ; preds = %assert_fail34
  ret void

assert_fail37:                                    ; preds = %assert_cont35
  %168 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %169 = icmp ne i32 %168, 0
  br i1 %169, label %assert_abort39, label %assert_cont38

assert_cont38:                                    ; preds = %assert_fail37, %assert_cont35
  store double %166, ptr %164, align 8
  br label %for_loop_inc

assert_abort39:                                   ; preds = %assert_fail37
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
declare double @cos_f64(double noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare double @exp_f64(double noundef) #0

declare ptr @get_ch_S0_to_S9(ptr)

declare void @S9_refine_coordinates(ptr, ptr, i32)

declare ptr @get_ch_S9_to_S10(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @stack_top_adjoint(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_pop(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare double @sin_f64(double noundef) #0

declare ptr @get_ch_S0_to_S3(ptr)

declare void @S3_refine_coordinates(ptr, ptr, i32)

declare ptr @get_ch_S3_to_S4(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @cpu_parallel_range_for(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #0

attributes #0 = { alwaysinline mustprogress nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
