; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%struct.RuntimeContext = type { i8*, %struct.LLVMRuntime*, i32, i64* }
%struct.LLVMRuntime = type { %struct.PreallocatedMemoryChunk, %struct.PreallocatedMemoryChunk, i8* (i8*, i64, i64)*, void (i8*)*, void (i8*, ...)*, i32 (i8*, i64, i8*, %struct.__va_list_tag*)*, i8*, [512 x i8*], [512 x i64], i8*, void (i8*, i32, i32, i8*, void (i8*, i32, i32)*)*, [1024 x %struct.ListManager*], [1024 x %struct.NodeManager*], [1024 x i8*], i8*, %struct.RandState*, i8*, void (i8*, i8*)*, void (i8*)*, [2048 x i8], [32 x i64], i32, i64, i8*, i32, i32, i64 }
%struct.PreallocatedMemoryChunk = type { i8*, i8*, i64 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }
%struct.ListManager = type { [131072 x i8*], i64, i64, i32, i32, i32, %struct.LLVMRuntime* }
%struct.NodeManager = type <{ %struct.LLVMRuntime*, i32, i32, i32, i32, %struct.ListManager*, %struct.ListManager*, %struct.ListManager*, i32, [4 x i8] }>
%struct.RandState = type { i32, i32, i32, i32, i32 }
%struct.DenseMeta = type <{ %struct.StructMeta, i32, [4 x i8] }>
%struct.StructMeta = type { i32, i64, i64, i8* (i8*, i8*, i32)*, i8* (i8*)*, i1 (i8*, i8*, i32)*, i32 (i8*, i8*)*, void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)*, %struct.RuntimeContext* }
%struct.PhysicalCoordinates.0 = type { [12 x i32] }
%S0_ch = type { [4 x %S1_ch], [4 x %S3_ch], [4 x %S5_ch], [4 x %S7_ch], [1 x %S9_ch] }
%S1_ch = type { float }
%S3_ch = type { float }
%S5_ch = type { float }
%S7_ch = type { float }
%S9_ch = type { i32 }
%struct.PhysicalCoordinates = type { [12 x i32] }

define void @k_c81_0_reverse_grad_kernel_0_range_for(%struct.RuntimeContext* %context) {
entry:
  br label %body

final:                                            ; preds = %body
  ret void

body:                                             ; preds = %entry
  call void @cpu_parallel_range_for(%struct.RuntimeContext* %context, i32 2, i32 0, i32 2, i32 1, i32 1, void (%struct.RuntimeContext*, i8*)* null, void (%struct.RuntimeContext*, i8*, i32)* @function_body, void (%struct.RuntimeContext*, i8*)* null, i64 1)
  br label %final
}

define internal void @function_body(%struct.RuntimeContext* %0, i8* %1, i32 %2) {
allocs:
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [260 x i8], align 8
  %6 = alloca [68 x i8], align 8
  %7 = alloca %struct.DenseMeta, align 8
  %8 = alloca [260 x i8], align 8
  %9 = alloca %struct.DenseMeta, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.DenseMeta, align 8
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca %struct.DenseMeta, align 8
  br label %entry

final:                                            ; preds = %after_for
  ret void

entry:                                            ; preds = %allocs
  br label %function_body

function_body:                                    ; preds = %entry
  store i32 %2, i32* %3, align 4
  %15 = load i32, i32* %3, align 4
  %16 = shl i32 %15, 9
  %17 = add i32 %16, 512
  %18 = call i32 @min_i32(i32 4, i32 %17)
  store i32 %16, i32* %4, align 4
  br label %for_loop_test

for_loop_body:                                    ; preds = %for_loop_test
  %19 = load i32, i32* %4, align 4
  %20 = bitcast [260 x i8]* %5 to i8*
  call void @stack_init(i8* %20)
  call void @stack_push(i8* %20, i64 32, i64 4)
  %21 = call i8* @stack_top_primal(i8* %20, i64 4)
  %22 = bitcast i8* %21 to float*
  store float 0.000000e+00, float* %22, align 4
  %23 = bitcast [68 x i8]* %6 to i8*
  call void @stack_init(i8* %23)
  call void @stack_push(i8* %23, i64 32, i64 1)
  %24 = call i8* @stack_top_primal(i8* %23, i64 1)
  %25 = bitcast i8* %24 to i1*
  store i1 false, i1* %25, align 1
  %26 = call %struct.LLVMRuntime* @RuntimeContext_get_runtime(%struct.RuntimeContext* %0)
  %27 = call i8* @LLVMRuntime_get_roots(%struct.LLVMRuntime* %26, i32 0)
  %28 = bitcast i8* %27 to %S0_ch*
  %29 = getelementptr %S0_ch, %S0_ch* %28, i32 0
  %30 = bitcast %S0_ch* %29 to i8*
  %31 = call i8* @get_ch_S0_to_S1(i8* %30)
  %32 = bitcast i8* %31 to [4 x %S1_ch]*
  %33 = bitcast %struct.DenseMeta* %7 to %struct.StructMeta*
  call void @StructMeta_set_snode_id(%struct.StructMeta* %33, i32 1)
  call void @StructMeta_set_element_size(%struct.StructMeta* %33, i64 4)
  call void @StructMeta_set_max_num_elements(%struct.StructMeta* %33, i64 4)
  call void @StructMeta_set_context(%struct.StructMeta* %33, %struct.RuntimeContext* %0)
  call void @StructMeta_set_lookup_element(%struct.StructMeta* %33, i8* (i8*, i8*, i32)* @Dense_lookup_element)
  call void @StructMeta_set_is_active(%struct.StructMeta* %33, i1 (i8*, i8*, i32)* @Dense_is_active)
  call void @StructMeta_set_get_num_elements(%struct.StructMeta* %33, i32 (i8*, i8*)* @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(%struct.StructMeta* %33, i8* (i8*)* @get_ch_S0_to_S1)
  call void @StructMeta_set_refine_coordinates(%struct.StructMeta* %33, void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)* bitcast (void (%struct.PhysicalCoordinates*, %struct.PhysicalCoordinates*, i32)* @S1_refine_coordinates to void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)*))
  call void @DenseMeta_set_morton_dim(%struct.DenseMeta* %7, i32 0)
  %34 = bitcast %struct.DenseMeta* %7 to i8*
  %35 = bitcast [4 x %S1_ch]* %32 to i8*
  %36 = call i8* @Dense_lookup_element(i8* %34, i8* %35, i32 %19)
  %37 = call i8* @get_ch_S1_to_S2(i8* %36)
  %38 = bitcast i8* %37 to float*
  %39 = load float, float* %38, align 4
  %40 = bitcast [260 x i8]* %8 to i8*
  call void @stack_init(i8* %40)
  call void @stack_push(i8* %40, i64 32, i64 4)
  %41 = call i8* @stack_top_primal(i8* %40, i64 4)
  %42 = bitcast i8* %41 to float*
  store float 0.000000e+00, float* %42, align 4
  call void @stack_push(i8* %40, i64 32, i64 4)
  %43 = call i8* @stack_top_primal(i8* %40, i64 4)
  %44 = bitcast i8* %43 to float*
  store float %39, float* %44, align 4
  %45 = bitcast %S0_ch* %29 to i8*
  %46 = call i8* @get_ch_S0_to_S9(i8* %45)
  %47 = bitcast i8* %46 to [1 x %S9_ch]*
  %48 = bitcast %struct.DenseMeta* %9 to %struct.StructMeta*
  call void @StructMeta_set_snode_id(%struct.StructMeta* %48, i32 9)
  call void @StructMeta_set_element_size(%struct.StructMeta* %48, i64 4)
  call void @StructMeta_set_max_num_elements(%struct.StructMeta* %48, i64 1)
  call void @StructMeta_set_context(%struct.StructMeta* %48, %struct.RuntimeContext* %0)
  call void @StructMeta_set_lookup_element(%struct.StructMeta* %48, i8* (i8*, i8*, i32)* @Dense_lookup_element)
  call void @StructMeta_set_is_active(%struct.StructMeta* %48, i1 (i8*, i8*, i32)* @Dense_is_active)
  call void @StructMeta_set_get_num_elements(%struct.StructMeta* %48, i32 (i8*, i8*)* @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(%struct.StructMeta* %48, i8* (i8*)* @get_ch_S0_to_S9)
  call void @StructMeta_set_refine_coordinates(%struct.StructMeta* %48, void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)* bitcast (void (%struct.PhysicalCoordinates*, %struct.PhysicalCoordinates*, i32)* @S9_refine_coordinates to void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)*))
  call void @DenseMeta_set_morton_dim(%struct.DenseMeta* %9, i32 0)
  %49 = bitcast %struct.DenseMeta* %9 to i8*
  %50 = bitcast [1 x %S9_ch]* %47 to i8*
  %51 = call i8* @Dense_lookup_element(i8* %49, i8* %50, i32 0)
  %52 = call i8* @get_ch_S9_to_S10(i8* %51)
  %53 = bitcast i8* %52 to i32*
  %54 = load i32, i32* %53, align 4
  store i32 0, i32* %10, align 4
  br label %for_loop_test4

for_loop_inc:                                     ; preds = %after_for7
  %55 = load i32, i32* %4, align 4
  %56 = add i32 %55, 1
  store i32 %56, i32* %4, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %57 = load i32, i32* %4, align 4
  %58 = icmp slt i32 %57, %18
  br i1 %58, label %for_loop_body, label %after_for

for_loop_body1:                                   ; preds = %for_loop_test4
  %59 = call i8* @stack_top_primal(i8* %40, i64 4)
  %60 = bitcast i8* %59 to float*
  %61 = load float, float* %60, align 4
  %62 = fcmp reassoc ninf nsz ogt float %61, 0x3FD3333340000000
  call void @stack_push(i8* %23, i64 32, i64 1)
  %63 = call i8* @stack_top_primal(i8* %23, i64 1)
  %64 = bitcast i8* %63 to i1*
  store i1 %62, i1* %64, align 1
  %65 = call i8* @stack_top_primal(i8* %23, i64 1)
  %66 = bitcast i8* %65 to i1*
  %67 = load i1, i1* %66, align 1
  %68 = icmp ne i1 %67, false
  br i1 %68, label %true_block, label %false_block

for_loop_inc2:                                    ; preds = %after_if
  %69 = load i32, i32* %10, align 4
  %70 = add i32 %69, 1
  store i32 %70, i32* %10, align 4
  br label %for_loop_test4

after_for3:                                       ; preds = %for_loop_test4
  %71 = bitcast %S0_ch* %29 to i8*
  %72 = call i8* @get_ch_S0_to_S7(i8* %71)
  %73 = bitcast i8* %72 to [4 x %S7_ch]*
  %74 = bitcast %struct.DenseMeta* %11 to %struct.StructMeta*
  call void @StructMeta_set_snode_id(%struct.StructMeta* %74, i32 7)
  call void @StructMeta_set_element_size(%struct.StructMeta* %74, i64 4)
  call void @StructMeta_set_max_num_elements(%struct.StructMeta* %74, i64 4)
  call void @StructMeta_set_context(%struct.StructMeta* %74, %struct.RuntimeContext* %0)
  call void @StructMeta_set_lookup_element(%struct.StructMeta* %74, i8* (i8*, i8*, i32)* @Dense_lookup_element)
  call void @StructMeta_set_is_active(%struct.StructMeta* %74, i1 (i8*, i8*, i32)* @Dense_is_active)
  call void @StructMeta_set_get_num_elements(%struct.StructMeta* %74, i32 (i8*, i8*)* @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(%struct.StructMeta* %74, i8* (i8*)* @get_ch_S0_to_S7)
  call void @StructMeta_set_refine_coordinates(%struct.StructMeta* %74, void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)* bitcast (void (%struct.PhysicalCoordinates*, %struct.PhysicalCoordinates*, i32)* @S7_refine_coordinates to void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)*))
  call void @DenseMeta_set_morton_dim(%struct.DenseMeta* %11, i32 0)
  %75 = bitcast %struct.DenseMeta* %11 to i8*
  %76 = bitcast [4 x %S7_ch]* %73 to i8*
  %77 = call i8* @Dense_lookup_element(i8* %75, i8* %76, i32 %19)
  %78 = call i8* @get_ch_S7_to_S8(i8* %77)
  %79 = bitcast i8* %78 to float*
  %80 = load float, float* %79, align 4
  store float 0.000000e+00, float* %79, align 4
  %81 = call i8* @stack_top_adjoint(i8* %40, i64 4)
  %82 = bitcast i8* %81 to float*
  %83 = load float, float* %82, align 4
  %84 = fadd reassoc ninf nsz float %83, %80
  store float %84, float* %82, align 4
  %85 = sub i32 %54, 1
  store i32 %85, i32* %12, align 4
  br label %for_loop_test8

for_loop_test4:                                   ; preds = %for_loop_inc2, %for_loop_body
  %86 = load i32, i32* %10, align 4
  %87 = icmp slt i32 %86, %54
  br i1 %87, label %for_loop_body1, label %after_for3

true_block:                                       ; preds = %for_loop_body1
  %88 = call reassoc ninf nsz float @sin_f32(float %61)
  call void @stack_push(i8* %20, i64 32, i64 4)
  %89 = call i8* @stack_top_primal(i8* %20, i64 4)
  %90 = bitcast i8* %89 to float*
  store float %88, float* %90, align 4
  %91 = call i8* @stack_top_primal(i8* %20, i64 4)
  %92 = bitcast i8* %91 to float*
  %93 = load float, float* %92, align 4
  %94 = fmul reassoc ninf nsz float %93, 0x3FF19999A0000000
  call void @stack_push(i8* %40, i64 32, i64 4)
  %95 = call i8* @stack_top_primal(i8* %40, i64 4)
  %96 = bitcast i8* %95 to float*
  store float %94, float* %96, align 4
  br label %after_if

false_block:                                      ; preds = %for_loop_body1
  %97 = call i8* @stack_top_primal(i8* %40, i64 4)
  %98 = bitcast i8* %97 to float*
  %99 = load float, float* %98, align 4
  %100 = fmul reassoc ninf nsz float %61, %99
  %101 = fadd reassoc ninf nsz float %100, 0x3FC99999A0000000
  call void @stack_push(i8* %40, i64 32, i64 4)
  %102 = call i8* @stack_top_primal(i8* %40, i64 4)
  %103 = bitcast i8* %102 to float*
  store float %101, float* %103, align 4
  br label %after_if

after_if:                                         ; preds = %false_block, %true_block
  br label %for_loop_inc2

for_loop_body5:                                   ; preds = %for_loop_test8
  store float 0.000000e+00, float* %13, align 4
  %104 = call i8* @stack_top_primal(i8* %23, i64 1)
  %105 = bitcast i8* %104 to i1*
  %106 = load i1, i1* %105, align 1
  %107 = call i8* @stack_top_adjoint(i8* %40, i64 4)
  %108 = bitcast i8* %107 to float*
  %109 = load float, float* %108, align 4
  call void @stack_pop(i8* %40)
  %110 = icmp ne i1 %106, false
  br i1 %110, label %true_block9, label %false_block10

for_loop_inc6:                                    ; preds = %after_if11
  %111 = load i32, i32* %12, align 4
  %112 = add i32 %111, -1
  store i32 %112, i32* %12, align 4
  br label %for_loop_test8

after_for7:                                       ; preds = %for_loop_test8
  %113 = call i8* @stack_top_adjoint(i8* %40, i64 4)
  %114 = bitcast i8* %113 to float*
  %115 = load float, float* %114, align 4
  %116 = bitcast %S0_ch* %29 to i8*
  %117 = call i8* @get_ch_S0_to_S3(i8* %116)
  %118 = bitcast i8* %117 to [4 x %S3_ch]*
  %119 = bitcast %struct.DenseMeta* %14 to %struct.StructMeta*
  call void @StructMeta_set_snode_id(%struct.StructMeta* %119, i32 3)
  call void @StructMeta_set_element_size(%struct.StructMeta* %119, i64 4)
  call void @StructMeta_set_max_num_elements(%struct.StructMeta* %119, i64 4)
  call void @StructMeta_set_context(%struct.StructMeta* %119, %struct.RuntimeContext* %0)
  call void @StructMeta_set_lookup_element(%struct.StructMeta* %119, i8* (i8*, i8*, i32)* @Dense_lookup_element)
  call void @StructMeta_set_is_active(%struct.StructMeta* %119, i1 (i8*, i8*, i32)* @Dense_is_active)
  call void @StructMeta_set_get_num_elements(%struct.StructMeta* %119, i32 (i8*, i8*)* @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(%struct.StructMeta* %119, i8* (i8*)* @get_ch_S0_to_S3)
  call void @StructMeta_set_refine_coordinates(%struct.StructMeta* %119, void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)* bitcast (void (%struct.PhysicalCoordinates*, %struct.PhysicalCoordinates*, i32)* @S3_refine_coordinates to void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)*))
  call void @DenseMeta_set_morton_dim(%struct.DenseMeta* %14, i32 0)
  %120 = bitcast %struct.DenseMeta* %14 to i8*
  %121 = bitcast [4 x %S3_ch]* %118 to i8*
  %122 = call i8* @Dense_lookup_element(i8* %120, i8* %121, i32 %19)
  %123 = call i8* @get_ch_S3_to_S4(i8* %122)
  %124 = bitcast i8* %123 to float*
  %125 = load float, float* %124, align 4
  %126 = fadd reassoc ninf nsz float %125, %115
  store float %126, float* %124, align 4
  br label %for_loop_inc

for_loop_test8:                                   ; preds = %for_loop_inc6, %after_for3
  %127 = load i32, i32* %12, align 4
  %128 = icmp sge i32 %127, 0
  br i1 %128, label %for_loop_body5, label %after_for7

true_block9:                                      ; preds = %for_loop_body5
  %129 = fmul reassoc ninf nsz float %109, 0x3FF19999A0000000
  %130 = call i8* @stack_top_adjoint(i8* %20, i64 4)
  %131 = bitcast i8* %130 to float*
  %132 = load float, float* %131, align 4
  %133 = fadd reassoc ninf nsz float %132, %129
  store float %133, float* %131, align 4
  %134 = call i8* @stack_top_adjoint(i8* %20, i64 4)
  %135 = bitcast i8* %134 to float*
  %136 = load float, float* %135, align 4
  call void @stack_pop(i8* %20)
  %137 = call i8* @stack_top_primal(i8* %40, i64 4)
  %138 = bitcast i8* %137 to float*
  %139 = load float, float* %138, align 4
  %140 = call reassoc ninf nsz float @cos_f32(float %139)
  %141 = fmul reassoc ninf nsz float %136, %140
  store float %141, float* %13, align 4
  br label %after_if11

false_block10:                                    ; preds = %for_loop_body5
  %142 = call i8* @stack_top_primal(i8* %40, i64 4)
  %143 = bitcast i8* %142 to float*
  %144 = load float, float* %143, align 4
  %145 = fmul reassoc ninf nsz float %109, %144
  store float %145, float* %13, align 4
  %146 = call i8* @stack_top_adjoint(i8* %40, i64 4)
  %147 = bitcast i8* %146 to float*
  %148 = load float, float* %147, align 4
  %149 = fadd reassoc ninf nsz float %148, %145
  store float %149, float* %147, align 4
  br label %after_if11

after_if11:                                       ; preds = %false_block10, %true_block9
  call void @stack_pop(i8* %23)
  %150 = load float, float* %13, align 4
  %151 = call i8* @stack_top_adjoint(i8* %40, i64 4)
  %152 = bitcast i8* %151 to float*
  %153 = load float, float* %152, align 4
  %154 = fadd reassoc ninf nsz float %153, %150
  store float %154, float* %152, align 4
  br label %for_loop_inc6
}

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @min_i32(i32 noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_init(i8* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_push(i8* noundef, i64 noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i8* @stack_top_primal(i8* noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare %struct.LLVMRuntime* @RuntimeContext_get_runtime(%struct.RuntimeContext* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i8* @LLVMRuntime_get_roots(%struct.LLVMRuntime* noundef, i32 noundef) #0

declare i8* @get_ch_S0_to_S1(i8*)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_snode_id(%struct.StructMeta* noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_element_size(%struct.StructMeta* noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_max_num_elements(%struct.StructMeta* noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_context(%struct.StructMeta* noundef, %struct.RuntimeContext* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i8* @Dense_lookup_element(i8* noundef, i8* noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_lookup_element(%struct.StructMeta* noundef, i8* (i8*, i8*, i32)* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare zeroext i1 @Dense_is_active(i8* noundef, i8* noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_is_active(%struct.StructMeta* noundef, i1 (i8*, i8*, i32)* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @Dense_get_num_elements(i8* noundef, i8* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_get_num_elements(%struct.StructMeta* noundef, i32 (i8*, i8*)* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_from_parent_element(%struct.StructMeta* noundef, i8* (i8*)* noundef) #0

declare void @S1_refine_coordinates(%struct.PhysicalCoordinates*, %struct.PhysicalCoordinates*, i32)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @StructMeta_set_refine_coordinates(%struct.StructMeta* noundef, void (%struct.PhysicalCoordinates.0*, %struct.PhysicalCoordinates.0*, i32)* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @DenseMeta_set_morton_dim(%struct.DenseMeta* noundef, i32 noundef) #0

declare i8* @get_ch_S1_to_S2(i8*)

declare i8* @get_ch_S0_to_S9(i8*)

declare void @S9_refine_coordinates(%struct.PhysicalCoordinates*, %struct.PhysicalCoordinates*, i32)

declare i8* @get_ch_S9_to_S10(i8*)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare float @sin_f32(float noundef) #0

declare i8* @get_ch_S0_to_S7(i8*)

declare void @S7_refine_coordinates(%struct.PhysicalCoordinates*, %struct.PhysicalCoordinates*, i32)

declare i8* @get_ch_S7_to_S8(i8*)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i8* @stack_top_adjoint(i8* noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_pop(i8* noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare float @cos_f32(float noundef) #0

declare i8* @get_ch_S0_to_S3(i8*)

declare void @S3_refine_coordinates(%struct.PhysicalCoordinates*, %struct.PhysicalCoordinates*, i32)

declare i8* @get_ch_S3_to_S4(i8*)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @cpu_parallel_range_for(%struct.RuntimeContext* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, void (%struct.RuntimeContext*, i8*)* noundef, void (%struct.RuntimeContext*, i8*, i32)* noundef, void (%struct.RuntimeContext*, i8*)* noundef, i64 noundef) #0

attributes #0 = { alwaysinline mustprogress nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
