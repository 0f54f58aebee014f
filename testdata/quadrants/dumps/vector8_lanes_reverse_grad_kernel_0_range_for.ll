; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.DenseMeta = type <{ %struct.StructMeta, i32, [4 x i8] }>
%struct.StructMeta = type { i32, i64, i64, ptr, ptr, ptr, ptr, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [96 x i8] c"(kernel=lanes_c61_0_reverse_grad) Accessing field (S2place<f32>) of size (6) with indices (%d)\0A\00", align 1
@3 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@4 = private unnamed_addr constant [232 x i8] c"(kernel=lanes_c61_0_reverse_grad) Accessing field (S35place<i32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 131, in lanes:\0A            for _ in range(m[i]):\0A                           ^^^^\0A\00", align 1
@5 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@6 = private unnamed_addr constant [210 x i8] c"(kernel=lanes_c61_0_reverse_grad) Accessing field (S29place<f32>) of size (6) with indices (%d)\0AFile \22/work/main/testdata/quadrants/kernels.py\22, line 137, in lanes:\0A            y[i] = v.sum()\0A            ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [97 x i8] c"(kernel=lanes_c61_0_reverse_grad) Accessing field (S31place<f32>) of size (6) with indices (%d)\0A\00", align 1
@8 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@9 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@10 = private unnamed_addr constant [97 x i8] c"(kernel=lanes_c61_0_reverse_grad) Accessing field (S11place<f32>) of size (6) with indices (%d)\0A\00", align 1
@11 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1
@12 = private unnamed_addr constant [35 x i8] c"The indices provided are too big!\0A\00", align 1

define void @lanes_c61_0_reverse_grad_kernel_0_range_for(ptr %context) {
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
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %14 = call ptr @LLVMRuntime_get_adstack_heap_buffer_float(ptr %13)
  %15 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %16 = call ptr @LLVMRuntime_get_adstack_heap_buffer_int(ptr %15)
  %17 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %18 = call i64 @LLVMRuntime_get_adstack_per_thread_stride(ptr %17)
  %19 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %20 = call ptr @LLVMRuntime_get_adstack_offsets(ptr %19)
  %21 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %22 = call ptr @LLVMRuntime_get_adstack_max_sizes(ptr %21)
  %23 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %24 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_float(ptr %23)
  %25 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %26 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_int(ptr %25)
  %27 = alloca %struct.DenseMeta, align 8
  %28 = alloca %struct.DenseMeta, align 8
  %29 = alloca i32, align 4
  %30 = alloca %struct.DenseMeta, align 8
  %31 = alloca i32, align 4
  %32 = alloca %struct.DenseMeta, align 8
  br label %entry

final:                                            ; preds = %after_for
  ret void

entry:                                            ; preds = %allocs
  br label %function_body

function_body:                                    ; preds = %entry
  store i32 %2, ptr %11, align 4
  %33 = load i32, ptr %11, align 4
  %34 = call i32 @debug_shl_i32(ptr %0, i32 %33, i32 9, ptr @0)
  %35 = call i32 @debug_add_i32(ptr %0, i32 %34, i32 512, ptr @1)
  %36 = call i32 @min_i32(i32 6, i32 %35)
  store i32 %34, ptr %12, align 4
  br label %for_loop_test

for_loop_body:                                    ; preds = %for_loop_test
  %37 = load i32, ptr %12, align 4
  %38 = call i32 @linear_thread_idx(ptr %0)
  %39 = zext i32 %38 to i64
  %40 = getelementptr i64, ptr %20, i64 0
  %41 = load i64, ptr %40, align 8
  %42 = mul i64 %39, %24
  %43 = add i64 %42, %41
  %44 = getelementptr i8, ptr %14, i64 %43
  call void @stack_init(ptr %44)
  %45 = load i64, ptr %10, align 8
  %46 = add i64 %45, 1
  store i64 %46, ptr %10, align 8
  %47 = call i32 @linear_thread_idx(ptr %0)
  %48 = zext i32 %47 to i64
  %49 = getelementptr i64, ptr %20, i64 1
  %50 = load i64, ptr %49, align 8
  %51 = mul i64 %48, %24
  %52 = add i64 %51, %50
  %53 = getelementptr i8, ptr %14, i64 %52
  call void @stack_init(ptr %53)
  %54 = load i64, ptr %9, align 8
  %55 = add i64 %54, 1
  store i64 %55, ptr %9, align 8
  %56 = call i32 @linear_thread_idx(ptr %0)
  %57 = zext i32 %56 to i64
  %58 = getelementptr i64, ptr %20, i64 2
  %59 = load i64, ptr %58, align 8
  %60 = mul i64 %57, %24
  %61 = add i64 %60, %59
  %62 = getelementptr i8, ptr %14, i64 %61
  call void @stack_init(ptr %62)
  %63 = load i64, ptr %8, align 8
  %64 = add i64 %63, 1
  store i64 %64, ptr %8, align 8
  %65 = call i32 @linear_thread_idx(ptr %0)
  %66 = zext i32 %65 to i64
  %67 = getelementptr i64, ptr %20, i64 3
  %68 = load i64, ptr %67, align 8
  %69 = mul i64 %66, %24
  %70 = add i64 %69, %68
  %71 = getelementptr i8, ptr %14, i64 %70
  call void @stack_init(ptr %71)
  %72 = load i64, ptr %7, align 8
  %73 = add i64 %72, 1
  store i64 %73, ptr %7, align 8
  %74 = call i32 @linear_thread_idx(ptr %0)
  %75 = zext i32 %74 to i64
  %76 = getelementptr i64, ptr %20, i64 4
  %77 = load i64, ptr %76, align 8
  %78 = mul i64 %75, %24
  %79 = add i64 %78, %77
  %80 = getelementptr i8, ptr %14, i64 %79
  call void @stack_init(ptr %80)
  %81 = load i64, ptr %6, align 8
  %82 = add i64 %81, 1
  store i64 %82, ptr %6, align 8
  %83 = call i32 @linear_thread_idx(ptr %0)
  %84 = zext i32 %83 to i64
  %85 = getelementptr i64, ptr %20, i64 5
  %86 = load i64, ptr %85, align 8
  %87 = mul i64 %84, %24
  %88 = add i64 %87, %86
  %89 = getelementptr i8, ptr %14, i64 %88
  call void @stack_init(ptr %89)
  %90 = load i64, ptr %5, align 8
  %91 = add i64 %90, 1
  store i64 %91, ptr %5, align 8
  %92 = call i32 @linear_thread_idx(ptr %0)
  %93 = zext i32 %92 to i64
  %94 = getelementptr i64, ptr %20, i64 6
  %95 = load i64, ptr %94, align 8
  %96 = mul i64 %93, %24
  %97 = add i64 %96, %95
  %98 = getelementptr i8, ptr %14, i64 %97
  call void @stack_init(ptr %98)
  %99 = load i64, ptr %4, align 8
  %100 = add i64 %99, 1
  store i64 %100, ptr %4, align 8
  %101 = call i32 @linear_thread_idx(ptr %0)
  %102 = zext i32 %101 to i64
  %103 = getelementptr i64, ptr %20, i64 7
  %104 = load i64, ptr %103, align 8
  %105 = mul i64 %102, %24
  %106 = add i64 %105, %104
  %107 = getelementptr i8, ptr %14, i64 %106
  call void @stack_init(ptr %107)
  %108 = load i64, ptr %3, align 8
  %109 = add i64 %108, 1
  store i64 %109, ptr %3, align 8
  %110 = call i32 @linear_thread_idx(ptr %0)
  %111 = zext i32 %110 to i64
  %112 = getelementptr i64, ptr %20, i64 8
  %113 = load i64, ptr %112, align 8
  %114 = mul i64 %111, %24
  %115 = add i64 %114, %113
  %116 = getelementptr i8, ptr %14, i64 %115
  call void @stack_init(ptr %116)
  %117 = call i32 @linear_thread_idx(ptr %0)
  %118 = zext i32 %117 to i64
  %119 = getelementptr i64, ptr %20, i64 9
  %120 = load i64, ptr %119, align 8
  %121 = mul i64 %118, %24
  %122 = add i64 %121, %120
  %123 = getelementptr i8, ptr %14, i64 %122
  call void @stack_init(ptr %123)
  %124 = call i32 @linear_thread_idx(ptr %0)
  %125 = zext i32 %124 to i64
  %126 = getelementptr i64, ptr %20, i64 10
  %127 = load i64, ptr %126, align 8
  %128 = mul i64 %125, %24
  %129 = add i64 %128, %127
  %130 = getelementptr i8, ptr %14, i64 %129
  call void @stack_init(ptr %130)
  %131 = call i32 @linear_thread_idx(ptr %0)
  %132 = zext i32 %131 to i64
  %133 = getelementptr i64, ptr %20, i64 11
  %134 = load i64, ptr %133, align 8
  %135 = mul i64 %132, %24
  %136 = add i64 %135, %134
  %137 = getelementptr i8, ptr %14, i64 %136
  call void @stack_init(ptr %137)
  %138 = call i32 @linear_thread_idx(ptr %0)
  %139 = zext i32 %138 to i64
  %140 = getelementptr i64, ptr %20, i64 12
  %141 = load i64, ptr %140, align 8
  %142 = mul i64 %139, %24
  %143 = add i64 %142, %141
  %144 = getelementptr i8, ptr %14, i64 %143
  call void @stack_init(ptr %144)
  %145 = call i32 @linear_thread_idx(ptr %0)
  %146 = zext i32 %145 to i64
  %147 = getelementptr i64, ptr %20, i64 13
  %148 = load i64, ptr %147, align 8
  %149 = mul i64 %146, %24
  %150 = add i64 %149, %148
  %151 = getelementptr i8, ptr %14, i64 %150
  call void @stack_init(ptr %151)
  %152 = call i32 @linear_thread_idx(ptr %0)
  %153 = zext i32 %152 to i64
  %154 = getelementptr i64, ptr %20, i64 14
  %155 = load i64, ptr %154, align 8
  %156 = mul i64 %153, %24
  %157 = add i64 %156, %155
  %158 = getelementptr i8, ptr %14, i64 %157
  call void @stack_init(ptr %158)
  %159 = call i32 @linear_thread_idx(ptr %0)
  %160 = zext i32 %159 to i64
  %161 = getelementptr i64, ptr %20, i64 15
  %162 = load i64, ptr %161, align 8
  %163 = mul i64 %160, %24
  %164 = add i64 %163, %162
  %165 = getelementptr i8, ptr %14, i64 %164
  call void @stack_init(ptr %165)
  %166 = getelementptr i64, ptr %22, i64 8
  %167 = load i64, ptr %166, align 8
  %168 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %168, ptr %116, i64 %167, i64 4, i64 3899120329)
  %169 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float 0.000000e+00, ptr %169, align 4
  %170 = getelementptr i64, ptr %22, i64 9
  %171 = load i64, ptr %170, align 8
  %172 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %172, ptr %123, i64 %171, i64 4, i64 3899120329)
  %173 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float 0.000000e+00, ptr %173, align 4
  %174 = getelementptr i64, ptr %22, i64 10
  %175 = load i64, ptr %174, align 8
  %176 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %176, ptr %130, i64 %175, i64 4, i64 3899120329)
  %177 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float 0.000000e+00, ptr %177, align 4
  %178 = getelementptr i64, ptr %22, i64 11
  %179 = load i64, ptr %178, align 8
  %180 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %180, ptr %137, i64 %179, i64 4, i64 3899120329)
  %181 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float 0.000000e+00, ptr %181, align 4
  %182 = getelementptr i64, ptr %22, i64 12
  %183 = load i64, ptr %182, align 8
  %184 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %184, ptr %144, i64 %183, i64 4, i64 3899120329)
  %185 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float 0.000000e+00, ptr %185, align 4
  %186 = getelementptr i64, ptr %22, i64 13
  %187 = load i64, ptr %186, align 8
  %188 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %188, ptr %151, i64 %187, i64 4, i64 3899120329)
  %189 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float 0.000000e+00, ptr %189, align 4
  %190 = getelementptr i64, ptr %22, i64 14
  %191 = load i64, ptr %190, align 8
  %192 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %192, ptr %158, i64 %191, i64 4, i64 3899120329)
  %193 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float 0.000000e+00, ptr %193, align 4
  %194 = getelementptr i64, ptr %22, i64 15
  %195 = load i64, ptr %194, align 8
  %196 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %196, ptr %165, i64 %195, i64 4, i64 3899120329)
  %197 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float 0.000000e+00, ptr %197, align 4
  %198 = icmp sge i32 %37, 0
  %199 = icmp slt i32 %37, 6
  %200 = and i1 %198, %199
  %201 = icmp ne i1 %200, false
  br i1 %201, label %assert_cont, label %assert_fail

for_loop_inc:                                     ; preds = %assert_cont37
  %202 = load i32, ptr %12, align 4
  %203 = add i32 %202, 1
  store i32 %203, ptr %12, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %204 = load i32, ptr %12, align 4
  %205 = icmp slt i32 %204, %36
  br i1 %205, label %for_loop_body, label %after_for

assert_fail:                                      ; preds = %for_loop_body
  %206 = zext i32 %37 to i64
  %207 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @2, i32 1, i64 %206, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %208 = icmp ne i32 %207, 0
  br i1 %208, label %assert_abort, label %assert_cont

assert_cont:                                      ; preds = %assert_fail, %for_loop_body
  %209 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %210 = call ptr @LLVMRuntime_get_roots(ptr %209, i32 0)
  %211 = getelementptr i8, ptr %210, i32 0
  %212 = call ptr @get_ch_S0_to_S1(ptr %211)
  %213 = icmp ne i1 %198, false
  br i1 %213, label %assert_cont2, label %assert_fail1

assert_abort:                                     ; preds = %assert_fail
  ret void

assert_fail1:                                     ; preds = %assert_cont
  %214 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @3, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %215 = icmp ne i32 %214, 0
  br i1 %215, label %assert_abort3, label %assert_cont2

assert_cont2:                                     ; preds = %assert_fail1, %assert_cont
  %216 = icmp ne i1 %198, false
  %217 = select i1 %216, i32 %37, i32 0
  call void @StructMeta_set_snode_id(ptr %27, i32 1)
  call void @StructMeta_set_element_size(ptr %27, i64 32)
  call void @StructMeta_set_max_num_elements(ptr %27, i64 6)
  call void @StructMeta_set_context(ptr %27, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %27, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %27, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %27, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %27, ptr @get_ch_S0_to_S1)
  call void @StructMeta_set_refine_coordinates(ptr %27, ptr @S1_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %27, i32 0)
  %218 = call ptr @Dense_lookup_element(ptr %27, ptr %212, i32 %217)
  %219 = call ptr @get_ch_S1_to_S2(ptr %218)
  %220 = load float, ptr %219, align 4
  %221 = call ptr @get_ch_S1_to_S3(ptr %218)
  %222 = load float, ptr %221, align 4
  %223 = call ptr @get_ch_S1_to_S4(ptr %218)
  %224 = load float, ptr %223, align 4
  %225 = call ptr @get_ch_S1_to_S5(ptr %218)
  %226 = load float, ptr %225, align 4
  %227 = call ptr @get_ch_S1_to_S6(ptr %218)
  %228 = load float, ptr %227, align 4
  %229 = call ptr @get_ch_S1_to_S7(ptr %218)
  %230 = load float, ptr %229, align 4
  %231 = call ptr @get_ch_S1_to_S8(ptr %218)
  %232 = load float, ptr %231, align 4
  %233 = call ptr @get_ch_S1_to_S9(ptr %218)
  %234 = load float, ptr %233, align 4
  %235 = call i32 @linear_thread_idx(ptr %0)
  %236 = zext i32 %235 to i64
  %237 = getelementptr i64, ptr %20, i64 16
  %238 = load i64, ptr %237, align 8
  %239 = mul i64 %236, %24
  %240 = add i64 %239, %238
  %241 = getelementptr i8, ptr %14, i64 %240
  call void @stack_init(ptr %241)
  %242 = call i32 @linear_thread_idx(ptr %0)
  %243 = zext i32 %242 to i64
  %244 = getelementptr i64, ptr %20, i64 17
  %245 = load i64, ptr %244, align 8
  %246 = mul i64 %243, %24
  %247 = add i64 %246, %245
  %248 = getelementptr i8, ptr %14, i64 %247
  call void @stack_init(ptr %248)
  %249 = call i32 @linear_thread_idx(ptr %0)
  %250 = zext i32 %249 to i64
  %251 = getelementptr i64, ptr %20, i64 18
  %252 = load i64, ptr %251, align 8
  %253 = mul i64 %250, %24
  %254 = add i64 %253, %252
  %255 = getelementptr i8, ptr %14, i64 %254
  call void @stack_init(ptr %255)
  %256 = call i32 @linear_thread_idx(ptr %0)
  %257 = zext i32 %256 to i64
  %258 = getelementptr i64, ptr %20, i64 19
  %259 = load i64, ptr %258, align 8
  %260 = mul i64 %257, %24
  %261 = add i64 %260, %259
  %262 = getelementptr i8, ptr %14, i64 %261
  call void @stack_init(ptr %262)
  %263 = call i32 @linear_thread_idx(ptr %0)
  %264 = zext i32 %263 to i64
  %265 = getelementptr i64, ptr %20, i64 20
  %266 = load i64, ptr %265, align 8
  %267 = mul i64 %264, %24
  %268 = add i64 %267, %266
  %269 = getelementptr i8, ptr %14, i64 %268
  call void @stack_init(ptr %269)
  %270 = call i32 @linear_thread_idx(ptr %0)
  %271 = zext i32 %270 to i64
  %272 = getelementptr i64, ptr %20, i64 21
  %273 = load i64, ptr %272, align 8
  %274 = mul i64 %271, %24
  %275 = add i64 %274, %273
  %276 = getelementptr i8, ptr %14, i64 %275
  call void @stack_init(ptr %276)
  %277 = call i32 @linear_thread_idx(ptr %0)
  %278 = zext i32 %277 to i64
  %279 = getelementptr i64, ptr %20, i64 22
  %280 = load i64, ptr %279, align 8
  %281 = mul i64 %278, %24
  %282 = add i64 %281, %280
  %283 = getelementptr i8, ptr %14, i64 %282
  call void @stack_init(ptr %283)
  %284 = call i32 @linear_thread_idx(ptr %0)
  %285 = zext i32 %284 to i64
  %286 = getelementptr i64, ptr %20, i64 23
  %287 = load i64, ptr %286, align 8
  %288 = mul i64 %285, %24
  %289 = add i64 %288, %287
  %290 = getelementptr i8, ptr %14, i64 %289
  call void @stack_init(ptr %290)
  %291 = getelementptr i64, ptr %22, i64 16
  %292 = load i64, ptr %291, align 8
  %293 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %293, ptr %241, i64 %292, i64 4, i64 3899120329)
  %294 = call ptr @stack_top_primal(ptr %241, i64 4)
  store float 0.000000e+00, ptr %294, align 4
  %295 = getelementptr i64, ptr %22, i64 17
  %296 = load i64, ptr %295, align 8
  %297 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %297, ptr %248, i64 %296, i64 4, i64 3899120329)
  %298 = call ptr @stack_top_primal(ptr %248, i64 4)
  store float 0.000000e+00, ptr %298, align 4
  %299 = getelementptr i64, ptr %22, i64 18
  %300 = load i64, ptr %299, align 8
  %301 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %301, ptr %255, i64 %300, i64 4, i64 3899120329)
  %302 = call ptr @stack_top_primal(ptr %255, i64 4)
  store float 0.000000e+00, ptr %302, align 4
  %303 = getelementptr i64, ptr %22, i64 19
  %304 = load i64, ptr %303, align 8
  %305 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %305, ptr %262, i64 %304, i64 4, i64 3899120329)
  %306 = call ptr @stack_top_primal(ptr %262, i64 4)
  store float 0.000000e+00, ptr %306, align 4
  %307 = getelementptr i64, ptr %22, i64 20
  %308 = load i64, ptr %307, align 8
  %309 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %309, ptr %269, i64 %308, i64 4, i64 3899120329)
  %310 = call ptr @stack_top_primal(ptr %269, i64 4)
  store float 0.000000e+00, ptr %310, align 4
  %311 = getelementptr i64, ptr %22, i64 21
  %312 = load i64, ptr %311, align 8
  %313 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %313, ptr %276, i64 %312, i64 4, i64 3899120329)
  %314 = call ptr @stack_top_primal(ptr %276, i64 4)
  store float 0.000000e+00, ptr %314, align 4
  %315 = getelementptr i64, ptr %22, i64 22
  %316 = load i64, ptr %315, align 8
  %317 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %317, ptr %283, i64 %316, i64 4, i64 3899120329)
  %318 = call ptr @stack_top_primal(ptr %283, i64 4)
  store float 0.000000e+00, ptr %318, align 4
  %319 = getelementptr i64, ptr %22, i64 23
  %320 = load i64, ptr %319, align 8
  %321 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %321, ptr %290, i64 %320, i64 4, i64 3899120329)
  %322 = call ptr @stack_top_primal(ptr %290, i64 4)
  store float 0.000000e+00, ptr %322, align 4
  %323 = getelementptr i64, ptr %22, i64 16
  %324 = load i64, ptr %323, align 8
  %325 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %325, ptr %241, i64 %324, i64 4, i64 3899120329)
  %326 = call ptr @stack_top_primal(ptr %241, i64 4)
  store float %220, ptr %326, align 4
  %327 = getelementptr i64, ptr %22, i64 17
  %328 = load i64, ptr %327, align 8
  %329 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %329, ptr %248, i64 %328, i64 4, i64 3899120329)
  %330 = call ptr @stack_top_primal(ptr %248, i64 4)
  store float %222, ptr %330, align 4
  %331 = getelementptr i64, ptr %22, i64 18
  %332 = load i64, ptr %331, align 8
  %333 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %333, ptr %255, i64 %332, i64 4, i64 3899120329)
  %334 = call ptr @stack_top_primal(ptr %255, i64 4)
  store float %224, ptr %334, align 4
  %335 = getelementptr i64, ptr %22, i64 19
  %336 = load i64, ptr %335, align 8
  %337 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %337, ptr %262, i64 %336, i64 4, i64 3899120329)
  %338 = call ptr @stack_top_primal(ptr %262, i64 4)
  store float %226, ptr %338, align 4
  %339 = getelementptr i64, ptr %22, i64 20
  %340 = load i64, ptr %339, align 8
  %341 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %341, ptr %269, i64 %340, i64 4, i64 3899120329)
  %342 = call ptr @stack_top_primal(ptr %269, i64 4)
  store float %228, ptr %342, align 4
  %343 = getelementptr i64, ptr %22, i64 21
  %344 = load i64, ptr %343, align 8
  %345 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %345, ptr %276, i64 %344, i64 4, i64 3899120329)
  %346 = call ptr @stack_top_primal(ptr %276, i64 4)
  store float %230, ptr %346, align 4
  %347 = getelementptr i64, ptr %22, i64 22
  %348 = load i64, ptr %347, align 8
  %349 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %349, ptr %283, i64 %348, i64 4, i64 3899120329)
  %350 = call ptr @stack_top_primal(ptr %283, i64 4)
  store float %232, ptr %350, align 4
  %351 = getelementptr i64, ptr %22, i64 23
  %352 = load i64, ptr %351, align 8
  %353 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %353, ptr %290, i64 %352, i64 4, i64 3899120329)
  %354 = call ptr @stack_top_primal(ptr %290, i64 4)
  store float %234, ptr %354, align 4
  %355 = icmp ne i1 %200, false
  br i1 %355, label %assert_cont5, label %assert_fail4

assert_abort3:                                    ; preds = %assert_fail1
  ret void

assert_fail4:                                     ; preds = %assert_cont2
  %356 = zext i32 %37 to i64
  %357 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @4, i32 1, i64 %356, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %358 = icmp ne i32 %357, 0
  br i1 %358, label %assert_abort6, label %assert_cont5

assert_cont5:                                     ; preds = %assert_fail4, %assert_cont2
  %359 = call ptr @get_ch_S0_to_S34(ptr %211)
  %360 = icmp ne i1 %198, false
  br i1 %360, label %assert_cont8, label %assert_fail7

assert_abort6:                                    ; preds = %assert_fail4
  ret void

assert_fail7:                                     ; preds = %assert_cont5
  %361 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @5, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %362 = icmp ne i32 %361, 0
  br i1 %362, label %assert_abort9, label %assert_cont8

assert_cont8:                                     ; preds = %assert_fail7, %assert_cont5
  call void @StructMeta_set_snode_id(ptr %28, i32 34)
  call void @StructMeta_set_element_size(ptr %28, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %28, i64 6)
  call void @StructMeta_set_context(ptr %28, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %28, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %28, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %28, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %28, ptr @get_ch_S0_to_S34)
  call void @StructMeta_set_refine_coordinates(ptr %28, ptr @S34_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %28, i32 0)
  %363 = call ptr @Dense_lookup_element(ptr %28, ptr %359, i32 %217)
  %364 = call ptr @get_ch_S34_to_S35(ptr %363)
  %365 = load i32, ptr %364, align 4
  store i32 0, ptr %29, align 4
  br label %for_loop_test13

assert_abort9:                                    ; preds = %assert_fail7
  ret void

for_loop_body10:                                  ; preds = %for_loop_test13
  %366 = call ptr @stack_top_primal(ptr %241, i64 4)
  %367 = load float, ptr %366, align 4
  %368 = call ptr @stack_top_primal(ptr %248, i64 4)
  %369 = load float, ptr %368, align 4
  %370 = call ptr @stack_top_primal(ptr %255, i64 4)
  %371 = load float, ptr %370, align 4
  %372 = call ptr @stack_top_primal(ptr %262, i64 4)
  %373 = load float, ptr %372, align 4
  %374 = call ptr @stack_top_primal(ptr %269, i64 4)
  %375 = load float, ptr %374, align 4
  %376 = call ptr @stack_top_primal(ptr %276, i64 4)
  %377 = load float, ptr %376, align 4
  %378 = call ptr @stack_top_primal(ptr %283, i64 4)
  %379 = load float, ptr %378, align 4
  %380 = call ptr @stack_top_primal(ptr %290, i64 4)
  %381 = load float, ptr %380, align 4
  %382 = getelementptr i64, ptr %22, i64 8
  %383 = load i64, ptr %382, align 8
  %384 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %384, ptr %116, i64 %383, i64 4, i64 3899120329)
  %385 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float 0.000000e+00, ptr %385, align 4
  %386 = getelementptr i64, ptr %22, i64 9
  %387 = load i64, ptr %386, align 8
  %388 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %388, ptr %123, i64 %387, i64 4, i64 3899120329)
  %389 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float 0.000000e+00, ptr %389, align 4
  %390 = getelementptr i64, ptr %22, i64 10
  %391 = load i64, ptr %390, align 8
  %392 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %392, ptr %130, i64 %391, i64 4, i64 3899120329)
  %393 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float 0.000000e+00, ptr %393, align 4
  %394 = getelementptr i64, ptr %22, i64 11
  %395 = load i64, ptr %394, align 8
  %396 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %396, ptr %137, i64 %395, i64 4, i64 3899120329)
  %397 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float 0.000000e+00, ptr %397, align 4
  %398 = getelementptr i64, ptr %22, i64 12
  %399 = load i64, ptr %398, align 8
  %400 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %400, ptr %144, i64 %399, i64 4, i64 3899120329)
  %401 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float 0.000000e+00, ptr %401, align 4
  %402 = getelementptr i64, ptr %22, i64 13
  %403 = load i64, ptr %402, align 8
  %404 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %404, ptr %151, i64 %403, i64 4, i64 3899120329)
  %405 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float 0.000000e+00, ptr %405, align 4
  %406 = getelementptr i64, ptr %22, i64 14
  %407 = load i64, ptr %406, align 8
  %408 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %408, ptr %158, i64 %407, i64 4, i64 3899120329)
  %409 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float 0.000000e+00, ptr %409, align 4
  %410 = getelementptr i64, ptr %22, i64 15
  %411 = load i64, ptr %410, align 8
  %412 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %412, ptr %165, i64 %411, i64 4, i64 3899120329)
  %413 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float 0.000000e+00, ptr %413, align 4
  %414 = getelementptr i64, ptr %22, i64 8
  %415 = load i64, ptr %414, align 8
  %416 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %416, ptr %116, i64 %415, i64 4, i64 3899120329)
  %417 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %367, ptr %417, align 4
  %418 = getelementptr i64, ptr %22, i64 9
  %419 = load i64, ptr %418, align 8
  %420 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %420, ptr %123, i64 %419, i64 4, i64 3899120329)
  %421 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %369, ptr %421, align 4
  %422 = getelementptr i64, ptr %22, i64 10
  %423 = load i64, ptr %422, align 8
  %424 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %424, ptr %130, i64 %423, i64 4, i64 3899120329)
  %425 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %371, ptr %425, align 4
  %426 = getelementptr i64, ptr %22, i64 11
  %427 = load i64, ptr %426, align 8
  %428 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %428, ptr %137, i64 %427, i64 4, i64 3899120329)
  %429 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %373, ptr %429, align 4
  %430 = getelementptr i64, ptr %22, i64 12
  %431 = load i64, ptr %430, align 8
  %432 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %432, ptr %144, i64 %431, i64 4, i64 3899120329)
  %433 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %375, ptr %433, align 4
  %434 = getelementptr i64, ptr %22, i64 13
  %435 = load i64, ptr %434, align 8
  %436 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %436, ptr %151, i64 %435, i64 4, i64 3899120329)
  %437 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %377, ptr %437, align 4
  %438 = getelementptr i64, ptr %22, i64 14
  %439 = load i64, ptr %438, align 8
  %440 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %440, ptr %158, i64 %439, i64 4, i64 3899120329)
  %441 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %379, ptr %441, align 4
  %442 = getelementptr i64, ptr %22, i64 15
  %443 = load i64, ptr %442, align 8
  %444 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %444, ptr %165, i64 %443, i64 4, i64 3899120329)
  %445 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %381, ptr %445, align 4
  %446 = fmul reassoc ninf nsz afn float %367, 0x3FE99999A0000000
  %447 = call reassoc ninf nsz afn float @sin_f32(float %369)
  %448 = getelementptr i64, ptr %22, i64 7
  %449 = load i64, ptr %448, align 8
  %450 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %450, ptr %107, i64 %449, i64 4, i64 3899120329)
  %451 = call ptr @stack_top_primal(ptr %107, i64 4)
  store float %447, ptr %451, align 4
  %452 = call ptr @stack_top_primal(ptr %107, i64 4)
  %453 = load float, ptr %452, align 4
  %454 = fmul reassoc ninf nsz afn float %453, 0x3FD3333340000000
  %455 = fadd reassoc ninf nsz afn float %446, %454
  %456 = call ptr @stack_top_primal(ptr %123, i64 4)
  %457 = load float, ptr %456, align 4
  %458 = call ptr @stack_top_primal(ptr %130, i64 4)
  %459 = load float, ptr %458, align 4
  %460 = call ptr @stack_top_primal(ptr %137, i64 4)
  %461 = load float, ptr %460, align 4
  %462 = call ptr @stack_top_primal(ptr %144, i64 4)
  %463 = load float, ptr %462, align 4
  %464 = call ptr @stack_top_primal(ptr %151, i64 4)
  %465 = load float, ptr %464, align 4
  %466 = call ptr @stack_top_primal(ptr %158, i64 4)
  %467 = load float, ptr %466, align 4
  %468 = call ptr @stack_top_primal(ptr %165, i64 4)
  %469 = load float, ptr %468, align 4
  %470 = getelementptr i64, ptr %22, i64 8
  %471 = load i64, ptr %470, align 8
  %472 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %472, ptr %116, i64 %471, i64 4, i64 3899120329)
  %473 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %455, ptr %473, align 4
  %474 = getelementptr i64, ptr %22, i64 9
  %475 = load i64, ptr %474, align 8
  %476 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %476, ptr %123, i64 %475, i64 4, i64 3899120329)
  %477 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %457, ptr %477, align 4
  %478 = getelementptr i64, ptr %22, i64 10
  %479 = load i64, ptr %478, align 8
  %480 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %480, ptr %130, i64 %479, i64 4, i64 3899120329)
  %481 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %459, ptr %481, align 4
  %482 = getelementptr i64, ptr %22, i64 11
  %483 = load i64, ptr %482, align 8
  %484 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %484, ptr %137, i64 %483, i64 4, i64 3899120329)
  %485 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %461, ptr %485, align 4
  %486 = getelementptr i64, ptr %22, i64 12
  %487 = load i64, ptr %486, align 8
  %488 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %488, ptr %144, i64 %487, i64 4, i64 3899120329)
  %489 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %463, ptr %489, align 4
  %490 = getelementptr i64, ptr %22, i64 13
  %491 = load i64, ptr %490, align 8
  %492 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %492, ptr %151, i64 %491, i64 4, i64 3899120329)
  %493 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %465, ptr %493, align 4
  %494 = getelementptr i64, ptr %22, i64 14
  %495 = load i64, ptr %494, align 8
  %496 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %496, ptr %158, i64 %495, i64 4, i64 3899120329)
  %497 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %467, ptr %497, align 4
  %498 = getelementptr i64, ptr %22, i64 15
  %499 = load i64, ptr %498, align 8
  %500 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %500, ptr %165, i64 %499, i64 4, i64 3899120329)
  %501 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %469, ptr %501, align 4
  %502 = fmul reassoc ninf nsz afn float %369, 0x3FE99999A0000000
  %503 = call reassoc ninf nsz afn float @sin_f32(float %371)
  %504 = getelementptr i64, ptr %22, i64 6
  %505 = load i64, ptr %504, align 8
  %506 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %506, ptr %98, i64 %505, i64 4, i64 3899120329)
  %507 = call ptr @stack_top_primal(ptr %98, i64 4)
  store float %503, ptr %507, align 4
  %508 = call ptr @stack_top_primal(ptr %98, i64 4)
  %509 = load float, ptr %508, align 4
  %510 = fmul reassoc ninf nsz afn float %509, 0x3FD3333340000000
  %511 = fadd reassoc ninf nsz afn float %502, %510
  %512 = call ptr @stack_top_primal(ptr %116, i64 4)
  %513 = load float, ptr %512, align 4
  %514 = call ptr @stack_top_primal(ptr %130, i64 4)
  %515 = load float, ptr %514, align 4
  %516 = call ptr @stack_top_primal(ptr %137, i64 4)
  %517 = load float, ptr %516, align 4
  %518 = call ptr @stack_top_primal(ptr %144, i64 4)
  %519 = load float, ptr %518, align 4
  %520 = call ptr @stack_top_primal(ptr %151, i64 4)
  %521 = load float, ptr %520, align 4
  %522 = call ptr @stack_top_primal(ptr %158, i64 4)
  %523 = load float, ptr %522, align 4
  %524 = call ptr @stack_top_primal(ptr %165, i64 4)
  %525 = load float, ptr %524, align 4
  %526 = getelementptr i64, ptr %22, i64 8
  %527 = load i64, ptr %526, align 8
  %528 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %528, ptr %116, i64 %527, i64 4, i64 3899120329)
  %529 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %513, ptr %529, align 4
  %530 = getelementptr i64, ptr %22, i64 9
  %531 = load i64, ptr %530, align 8
  %532 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %532, ptr %123, i64 %531, i64 4, i64 3899120329)
  %533 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %511, ptr %533, align 4
  %534 = getelementptr i64, ptr %22, i64 10
  %535 = load i64, ptr %534, align 8
  %536 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %536, ptr %130, i64 %535, i64 4, i64 3899120329)
  %537 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %515, ptr %537, align 4
  %538 = getelementptr i64, ptr %22, i64 11
  %539 = load i64, ptr %538, align 8
  %540 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %540, ptr %137, i64 %539, i64 4, i64 3899120329)
  %541 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %517, ptr %541, align 4
  %542 = getelementptr i64, ptr %22, i64 12
  %543 = load i64, ptr %542, align 8
  %544 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %544, ptr %144, i64 %543, i64 4, i64 3899120329)
  %545 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %519, ptr %545, align 4
  %546 = getelementptr i64, ptr %22, i64 13
  %547 = load i64, ptr %546, align 8
  %548 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %548, ptr %151, i64 %547, i64 4, i64 3899120329)
  %549 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %521, ptr %549, align 4
  %550 = getelementptr i64, ptr %22, i64 14
  %551 = load i64, ptr %550, align 8
  %552 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %552, ptr %158, i64 %551, i64 4, i64 3899120329)
  %553 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %523, ptr %553, align 4
  %554 = getelementptr i64, ptr %22, i64 15
  %555 = load i64, ptr %554, align 8
  %556 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %556, ptr %165, i64 %555, i64 4, i64 3899120329)
  %557 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %525, ptr %557, align 4
  %558 = fmul reassoc ninf nsz afn float %371, 0x3FE99999A0000000
  %559 = call reassoc ninf nsz afn float @sin_f32(float %373)
  %560 = getelementptr i64, ptr %22, i64 5
  %561 = load i64, ptr %560, align 8
  %562 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %562, ptr %89, i64 %561, i64 4, i64 3899120329)
  %563 = call ptr @stack_top_primal(ptr %89, i64 4)
  store float %559, ptr %563, align 4
  %564 = call ptr @stack_top_primal(ptr %89, i64 4)
  %565 = load float, ptr %564, align 4
  %566 = fmul reassoc ninf nsz afn float %565, 0x3FD3333340000000
  %567 = fadd reassoc ninf nsz afn float %558, %566
  %568 = call ptr @stack_top_primal(ptr %116, i64 4)
  %569 = load float, ptr %568, align 4
  %570 = call ptr @stack_top_primal(ptr %123, i64 4)
  %571 = load float, ptr %570, align 4
  %572 = call ptr @stack_top_primal(ptr %137, i64 4)
  %573 = load float, ptr %572, align 4
  %574 = call ptr @stack_top_primal(ptr %144, i64 4)
  %575 = load float, ptr %574, align 4
  %576 = call ptr @stack_top_primal(ptr %151, i64 4)
  %577 = load float, ptr %576, align 4
  %578 = call ptr @stack_top_primal(ptr %158, i64 4)
  %579 = load float, ptr %578, align 4
  %580 = call ptr @stack_top_primal(ptr %165, i64 4)
  %581 = load float, ptr %580, align 4
  %582 = getelementptr i64, ptr %22, i64 8
  %583 = load i64, ptr %582, align 8
  %584 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %584, ptr %116, i64 %583, i64 4, i64 3899120329)
  %585 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %569, ptr %585, align 4
  %586 = getelementptr i64, ptr %22, i64 9
  %587 = load i64, ptr %586, align 8
  %588 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %588, ptr %123, i64 %587, i64 4, i64 3899120329)
  %589 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %571, ptr %589, align 4
  %590 = getelementptr i64, ptr %22, i64 10
  %591 = load i64, ptr %590, align 8
  %592 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %592, ptr %130, i64 %591, i64 4, i64 3899120329)
  %593 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %567, ptr %593, align 4
  %594 = getelementptr i64, ptr %22, i64 11
  %595 = load i64, ptr %594, align 8
  %596 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %596, ptr %137, i64 %595, i64 4, i64 3899120329)
  %597 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %573, ptr %597, align 4
  %598 = getelementptr i64, ptr %22, i64 12
  %599 = load i64, ptr %598, align 8
  %600 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %600, ptr %144, i64 %599, i64 4, i64 3899120329)
  %601 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %575, ptr %601, align 4
  %602 = getelementptr i64, ptr %22, i64 13
  %603 = load i64, ptr %602, align 8
  %604 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %604, ptr %151, i64 %603, i64 4, i64 3899120329)
  %605 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %577, ptr %605, align 4
  %606 = getelementptr i64, ptr %22, i64 14
  %607 = load i64, ptr %606, align 8
  %608 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %608, ptr %158, i64 %607, i64 4, i64 3899120329)
  %609 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %579, ptr %609, align 4
  %610 = getelementptr i64, ptr %22, i64 15
  %611 = load i64, ptr %610, align 8
  %612 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %612, ptr %165, i64 %611, i64 4, i64 3899120329)
  %613 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %581, ptr %613, align 4
  %614 = fmul reassoc ninf nsz afn float %373, 0x3FE99999A0000000
  %615 = call reassoc ninf nsz afn float @sin_f32(float %375)
  %616 = getelementptr i64, ptr %22, i64 4
  %617 = load i64, ptr %616, align 8
  %618 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %618, ptr %80, i64 %617, i64 4, i64 3899120329)
  %619 = call ptr @stack_top_primal(ptr %80, i64 4)
  store float %615, ptr %619, align 4
  %620 = call ptr @stack_top_primal(ptr %80, i64 4)
  %621 = load float, ptr %620, align 4
  %622 = fmul reassoc ninf nsz afn float %621, 0x3FD3333340000000
  %623 = fadd reassoc ninf nsz afn float %614, %622
  %624 = call ptr @stack_top_primal(ptr %116, i64 4)
  %625 = load float, ptr %624, align 4
  %626 = call ptr @stack_top_primal(ptr %123, i64 4)
  %627 = load float, ptr %626, align 4
  %628 = call ptr @stack_top_primal(ptr %130, i64 4)
  %629 = load float, ptr %628, align 4
  %630 = call ptr @stack_top_primal(ptr %144, i64 4)
  %631 = load float, ptr %630, align 4
  %632 = call ptr @stack_top_primal(ptr %151, i64 4)
  %633 = load float, ptr %632, align 4
  %634 = call ptr @stack_top_primal(ptr %158, i64 4)
  %635 = load float, ptr %634, align 4
  %636 = call ptr @stack_top_primal(ptr %165, i64 4)
  %637 = load float, ptr %636, align 4
  %638 = getelementptr i64, ptr %22, i64 8
  %639 = load i64, ptr %638, align 8
  %640 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %640, ptr %116, i64 %639, i64 4, i64 3899120329)
  %641 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %625, ptr %641, align 4
  %642 = getelementptr i64, ptr %22, i64 9
  %643 = load i64, ptr %642, align 8
  %644 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %644, ptr %123, i64 %643, i64 4, i64 3899120329)
  %645 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %627, ptr %645, align 4
  %646 = getelementptr i64, ptr %22, i64 10
  %647 = load i64, ptr %646, align 8
  %648 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %648, ptr %130, i64 %647, i64 4, i64 3899120329)
  %649 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %629, ptr %649, align 4
  %650 = getelementptr i64, ptr %22, i64 11
  %651 = load i64, ptr %650, align 8
  %652 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %652, ptr %137, i64 %651, i64 4, i64 3899120329)
  %653 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %623, ptr %653, align 4
  %654 = getelementptr i64, ptr %22, i64 12
  %655 = load i64, ptr %654, align 8
  %656 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %656, ptr %144, i64 %655, i64 4, i64 3899120329)
  %657 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %631, ptr %657, align 4
  %658 = getelementptr i64, ptr %22, i64 13
  %659 = load i64, ptr %658, align 8
  %660 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %660, ptr %151, i64 %659, i64 4, i64 3899120329)
  %661 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %633, ptr %661, align 4
  %662 = getelementptr i64, ptr %22, i64 14
  %663 = load i64, ptr %662, align 8
  %664 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %664, ptr %158, i64 %663, i64 4, i64 3899120329)
  %665 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %635, ptr %665, align 4
  %666 = getelementptr i64, ptr %22, i64 15
  %667 = load i64, ptr %666, align 8
  %668 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %668, ptr %165, i64 %667, i64 4, i64 3899120329)
  %669 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %637, ptr %669, align 4
  %670 = fmul reassoc ninf nsz afn float %375, 0x3FE99999A0000000
  %671 = call reassoc ninf nsz afn float @sin_f32(float %377)
  %672 = getelementptr i64, ptr %22, i64 3
  %673 = load i64, ptr %672, align 8
  %674 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %674, ptr %71, i64 %673, i64 4, i64 3899120329)
  %675 = call ptr @stack_top_primal(ptr %71, i64 4)
  store float %671, ptr %675, align 4
  %676 = call ptr @stack_top_primal(ptr %71, i64 4)
  %677 = load float, ptr %676, align 4
  %678 = fmul reassoc ninf nsz afn float %677, 0x3FD3333340000000
  %679 = fadd reassoc ninf nsz afn float %670, %678
  %680 = call ptr @stack_top_primal(ptr %116, i64 4)
  %681 = load float, ptr %680, align 4
  %682 = call ptr @stack_top_primal(ptr %123, i64 4)
  %683 = load float, ptr %682, align 4
  %684 = call ptr @stack_top_primal(ptr %130, i64 4)
  %685 = load float, ptr %684, align 4
  %686 = call ptr @stack_top_primal(ptr %137, i64 4)
  %687 = load float, ptr %686, align 4
  %688 = call ptr @stack_top_primal(ptr %151, i64 4)
  %689 = load float, ptr %688, align 4
  %690 = call ptr @stack_top_primal(ptr %158, i64 4)
  %691 = load float, ptr %690, align 4
  %692 = call ptr @stack_top_primal(ptr %165, i64 4)
  %693 = load float, ptr %692, align 4
  %694 = getelementptr i64, ptr %22, i64 8
  %695 = load i64, ptr %694, align 8
  %696 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %696, ptr %116, i64 %695, i64 4, i64 3899120329)
  %697 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %681, ptr %697, align 4
  %698 = getelementptr i64, ptr %22, i64 9
  %699 = load i64, ptr %698, align 8
  %700 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %700, ptr %123, i64 %699, i64 4, i64 3899120329)
  %701 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %683, ptr %701, align 4
  %702 = getelementptr i64, ptr %22, i64 10
  %703 = load i64, ptr %702, align 8
  %704 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %704, ptr %130, i64 %703, i64 4, i64 3899120329)
  %705 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %685, ptr %705, align 4
  %706 = getelementptr i64, ptr %22, i64 11
  %707 = load i64, ptr %706, align 8
  %708 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %708, ptr %137, i64 %707, i64 4, i64 3899120329)
  %709 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %687, ptr %709, align 4
  %710 = getelementptr i64, ptr %22, i64 12
  %711 = load i64, ptr %710, align 8
  %712 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %712, ptr %144, i64 %711, i64 4, i64 3899120329)
  %713 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %679, ptr %713, align 4
  %714 = getelementptr i64, ptr %22, i64 13
  %715 = load i64, ptr %714, align 8
  %716 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %716, ptr %151, i64 %715, i64 4, i64 3899120329)
  %717 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %689, ptr %717, align 4
  %718 = getelementptr i64, ptr %22, i64 14
  %719 = load i64, ptr %718, align 8
  %720 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %720, ptr %158, i64 %719, i64 4, i64 3899120329)
  %721 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %691, ptr %721, align 4
  %722 = getelementptr i64, ptr %22, i64 15
  %723 = load i64, ptr %722, align 8
  %724 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %724, ptr %165, i64 %723, i64 4, i64 3899120329)
  %725 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %693, ptr %725, align 4
  %726 = fmul reassoc ninf nsz afn float %377, 0x3FE99999A0000000
  %727 = call reassoc ninf nsz afn float @sin_f32(float %379)
  %728 = getelementptr i64, ptr %22, i64 2
  %729 = load i64, ptr %728, align 8
  %730 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %730, ptr %62, i64 %729, i64 4, i64 3899120329)
  %731 = call ptr @stack_top_primal(ptr %62, i64 4)
  store float %727, ptr %731, align 4
  %732 = call ptr @stack_top_primal(ptr %62, i64 4)
  %733 = load float, ptr %732, align 4
  %734 = fmul reassoc ninf nsz afn float %733, 0x3FD3333340000000
  %735 = fadd reassoc ninf nsz afn float %726, %734
  %736 = call ptr @stack_top_primal(ptr %116, i64 4)
  %737 = load float, ptr %736, align 4
  %738 = call ptr @stack_top_primal(ptr %123, i64 4)
  %739 = load float, ptr %738, align 4
  %740 = call ptr @stack_top_primal(ptr %130, i64 4)
  %741 = load float, ptr %740, align 4
  %742 = call ptr @stack_top_primal(ptr %137, i64 4)
  %743 = load float, ptr %742, align 4
  %744 = call ptr @stack_top_primal(ptr %144, i64 4)
  %745 = load float, ptr %744, align 4
  %746 = call ptr @stack_top_primal(ptr %158, i64 4)
  %747 = load float, ptr %746, align 4
  %748 = call ptr @stack_top_primal(ptr %165, i64 4)
  %749 = load float, ptr %748, align 4
  %750 = getelementptr i64, ptr %22, i64 8
  %751 = load i64, ptr %750, align 8
  %752 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %752, ptr %116, i64 %751, i64 4, i64 3899120329)
  %753 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %737, ptr %753, align 4
  %754 = getelementptr i64, ptr %22, i64 9
  %755 = load i64, ptr %754, align 8
  %756 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %756, ptr %123, i64 %755, i64 4, i64 3899120329)
  %757 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %739, ptr %757, align 4
  %758 = getelementptr i64, ptr %22, i64 10
  %759 = load i64, ptr %758, align 8
  %760 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %760, ptr %130, i64 %759, i64 4, i64 3899120329)
  %761 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %741, ptr %761, align 4
  %762 = getelementptr i64, ptr %22, i64 11
  %763 = load i64, ptr %762, align 8
  %764 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %764, ptr %137, i64 %763, i64 4, i64 3899120329)
  %765 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %743, ptr %765, align 4
  %766 = getelementptr i64, ptr %22, i64 12
  %767 = load i64, ptr %766, align 8
  %768 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %768, ptr %144, i64 %767, i64 4, i64 3899120329)
  %769 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %745, ptr %769, align 4
  %770 = getelementptr i64, ptr %22, i64 13
  %771 = load i64, ptr %770, align 8
  %772 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %772, ptr %151, i64 %771, i64 4, i64 3899120329)
  %773 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %735, ptr %773, align 4
  %774 = getelementptr i64, ptr %22, i64 14
  %775 = load i64, ptr %774, align 8
  %776 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %776, ptr %158, i64 %775, i64 4, i64 3899120329)
  %777 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %747, ptr %777, align 4
  %778 = getelementptr i64, ptr %22, i64 15
  %779 = load i64, ptr %778, align 8
  %780 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %780, ptr %165, i64 %779, i64 4, i64 3899120329)
  %781 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %749, ptr %781, align 4
  %782 = fmul reassoc ninf nsz afn float %379, 0x3FE99999A0000000
  %783 = call reassoc ninf nsz afn float @sin_f32(float %381)
  %784 = getelementptr i64, ptr %22, i64 1
  %785 = load i64, ptr %784, align 8
  %786 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %786, ptr %53, i64 %785, i64 4, i64 3899120329)
  %787 = call ptr @stack_top_primal(ptr %53, i64 4)
  store float %783, ptr %787, align 4
  %788 = call ptr @stack_top_primal(ptr %53, i64 4)
  %789 = load float, ptr %788, align 4
  %790 = fmul reassoc ninf nsz afn float %789, 0x3FD3333340000000
  %791 = fadd reassoc ninf nsz afn float %782, %790
  %792 = call ptr @stack_top_primal(ptr %116, i64 4)
  %793 = load float, ptr %792, align 4
  %794 = call ptr @stack_top_primal(ptr %123, i64 4)
  %795 = load float, ptr %794, align 4
  %796 = call ptr @stack_top_primal(ptr %130, i64 4)
  %797 = load float, ptr %796, align 4
  %798 = call ptr @stack_top_primal(ptr %137, i64 4)
  %799 = load float, ptr %798, align 4
  %800 = call ptr @stack_top_primal(ptr %144, i64 4)
  %801 = load float, ptr %800, align 4
  %802 = call ptr @stack_top_primal(ptr %151, i64 4)
  %803 = load float, ptr %802, align 4
  %804 = call ptr @stack_top_primal(ptr %165, i64 4)
  %805 = load float, ptr %804, align 4
  %806 = getelementptr i64, ptr %22, i64 8
  %807 = load i64, ptr %806, align 8
  %808 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %808, ptr %116, i64 %807, i64 4, i64 3899120329)
  %809 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %793, ptr %809, align 4
  %810 = getelementptr i64, ptr %22, i64 9
  %811 = load i64, ptr %810, align 8
  %812 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %812, ptr %123, i64 %811, i64 4, i64 3899120329)
  %813 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %795, ptr %813, align 4
  %814 = getelementptr i64, ptr %22, i64 10
  %815 = load i64, ptr %814, align 8
  %816 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %816, ptr %130, i64 %815, i64 4, i64 3899120329)
  %817 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %797, ptr %817, align 4
  %818 = getelementptr i64, ptr %22, i64 11
  %819 = load i64, ptr %818, align 8
  %820 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %820, ptr %137, i64 %819, i64 4, i64 3899120329)
  %821 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %799, ptr %821, align 4
  %822 = getelementptr i64, ptr %22, i64 12
  %823 = load i64, ptr %822, align 8
  %824 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %824, ptr %144, i64 %823, i64 4, i64 3899120329)
  %825 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %801, ptr %825, align 4
  %826 = getelementptr i64, ptr %22, i64 13
  %827 = load i64, ptr %826, align 8
  %828 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %828, ptr %151, i64 %827, i64 4, i64 3899120329)
  %829 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %803, ptr %829, align 4
  %830 = getelementptr i64, ptr %22, i64 14
  %831 = load i64, ptr %830, align 8
  %832 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %832, ptr %158, i64 %831, i64 4, i64 3899120329)
  %833 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %791, ptr %833, align 4
  %834 = getelementptr i64, ptr %22, i64 15
  %835 = load i64, ptr %834, align 8
  %836 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %836, ptr %165, i64 %835, i64 4, i64 3899120329)
  %837 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %805, ptr %837, align 4
  %838 = fmul reassoc ninf nsz afn float %381, 0x3FE99999A0000000
  %839 = call reassoc ninf nsz afn float @sin_f32(float %367)
  %840 = getelementptr i64, ptr %22, i64 0
  %841 = load i64, ptr %840, align 8
  %842 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %842, ptr %44, i64 %841, i64 4, i64 3899120329)
  %843 = call ptr @stack_top_primal(ptr %44, i64 4)
  store float %839, ptr %843, align 4
  %844 = call ptr @stack_top_primal(ptr %44, i64 4)
  %845 = load float, ptr %844, align 4
  %846 = fmul reassoc ninf nsz afn float %845, 0x3FD3333340000000
  %847 = fadd reassoc ninf nsz afn float %838, %846
  %848 = call ptr @stack_top_primal(ptr %116, i64 4)
  %849 = load float, ptr %848, align 4
  %850 = call ptr @stack_top_primal(ptr %123, i64 4)
  %851 = load float, ptr %850, align 4
  %852 = call ptr @stack_top_primal(ptr %130, i64 4)
  %853 = load float, ptr %852, align 4
  %854 = call ptr @stack_top_primal(ptr %137, i64 4)
  %855 = load float, ptr %854, align 4
  %856 = call ptr @stack_top_primal(ptr %144, i64 4)
  %857 = load float, ptr %856, align 4
  %858 = call ptr @stack_top_primal(ptr %151, i64 4)
  %859 = load float, ptr %858, align 4
  %860 = call ptr @stack_top_primal(ptr %158, i64 4)
  %861 = load float, ptr %860, align 4
  %862 = getelementptr i64, ptr %22, i64 8
  %863 = load i64, ptr %862, align 8
  %864 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %864, ptr %116, i64 %863, i64 4, i64 3899120329)
  %865 = call ptr @stack_top_primal(ptr %116, i64 4)
  store float %849, ptr %865, align 4
  %866 = getelementptr i64, ptr %22, i64 9
  %867 = load i64, ptr %866, align 8
  %868 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %868, ptr %123, i64 %867, i64 4, i64 3899120329)
  %869 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %851, ptr %869, align 4
  %870 = getelementptr i64, ptr %22, i64 10
  %871 = load i64, ptr %870, align 8
  %872 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %872, ptr %130, i64 %871, i64 4, i64 3899120329)
  %873 = call ptr @stack_top_primal(ptr %130, i64 4)
  store float %853, ptr %873, align 4
  %874 = getelementptr i64, ptr %22, i64 11
  %875 = load i64, ptr %874, align 8
  %876 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %876, ptr %137, i64 %875, i64 4, i64 3899120329)
  %877 = call ptr @stack_top_primal(ptr %137, i64 4)
  store float %855, ptr %877, align 4
  %878 = getelementptr i64, ptr %22, i64 12
  %879 = load i64, ptr %878, align 8
  %880 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %880, ptr %144, i64 %879, i64 4, i64 3899120329)
  %881 = call ptr @stack_top_primal(ptr %144, i64 4)
  store float %857, ptr %881, align 4
  %882 = getelementptr i64, ptr %22, i64 13
  %883 = load i64, ptr %882, align 8
  %884 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %884, ptr %151, i64 %883, i64 4, i64 3899120329)
  %885 = call ptr @stack_top_primal(ptr %151, i64 4)
  store float %859, ptr %885, align 4
  %886 = getelementptr i64, ptr %22, i64 14
  %887 = load i64, ptr %886, align 8
  %888 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %888, ptr %158, i64 %887, i64 4, i64 3899120329)
  %889 = call ptr @stack_top_primal(ptr %158, i64 4)
  store float %861, ptr %889, align 4
  %890 = getelementptr i64, ptr %22, i64 15
  %891 = load i64, ptr %890, align 8
  %892 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %892, ptr %165, i64 %891, i64 4, i64 3899120329)
  %893 = call ptr @stack_top_primal(ptr %165, i64 4)
  store float %847, ptr %893, align 4
  %894 = call ptr @stack_top_primal(ptr %116, i64 4)
  %895 = load float, ptr %894, align 4
  %896 = call ptr @stack_top_primal(ptr %123, i64 4)
  %897 = load float, ptr %896, align 4
  %898 = call ptr @stack_top_primal(ptr %130, i64 4)
  %899 = load float, ptr %898, align 4
  %900 = call ptr @stack_top_primal(ptr %137, i64 4)
  %901 = load float, ptr %900, align 4
  %902 = call ptr @stack_top_primal(ptr %144, i64 4)
  %903 = load float, ptr %902, align 4
  %904 = call ptr @stack_top_primal(ptr %151, i64 4)
  %905 = load float, ptr %904, align 4
  %906 = call ptr @stack_top_primal(ptr %158, i64 4)
  %907 = load float, ptr %906, align 4
  %908 = call ptr @stack_top_primal(ptr %165, i64 4)
  %909 = load float, ptr %908, align 4
  %910 = getelementptr i64, ptr %22, i64 16
  %911 = load i64, ptr %910, align 8
  %912 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %912, ptr %241, i64 %911, i64 4, i64 3899120329)
  %913 = call ptr @stack_top_primal(ptr %241, i64 4)
  store float %895, ptr %913, align 4
  %914 = getelementptr i64, ptr %22, i64 17
  %915 = load i64, ptr %914, align 8
  %916 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %916, ptr %248, i64 %915, i64 4, i64 3899120329)
  %917 = call ptr @stack_top_primal(ptr %248, i64 4)
  store float %897, ptr %917, align 4
  %918 = getelementptr i64, ptr %22, i64 18
  %919 = load i64, ptr %918, align 8
  %920 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %920, ptr %255, i64 %919, i64 4, i64 3899120329)
  %921 = call ptr @stack_top_primal(ptr %255, i64 4)
  store float %899, ptr %921, align 4
  %922 = getelementptr i64, ptr %22, i64 19
  %923 = load i64, ptr %922, align 8
  %924 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %924, ptr %262, i64 %923, i64 4, i64 3899120329)
  %925 = call ptr @stack_top_primal(ptr %262, i64 4)
  store float %901, ptr %925, align 4
  %926 = getelementptr i64, ptr %22, i64 20
  %927 = load i64, ptr %926, align 8
  %928 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %928, ptr %269, i64 %927, i64 4, i64 3899120329)
  %929 = call ptr @stack_top_primal(ptr %269, i64 4)
  store float %903, ptr %929, align 4
  %930 = getelementptr i64, ptr %22, i64 21
  %931 = load i64, ptr %930, align 8
  %932 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %932, ptr %276, i64 %931, i64 4, i64 3899120329)
  %933 = call ptr @stack_top_primal(ptr %276, i64 4)
  store float %905, ptr %933, align 4
  %934 = getelementptr i64, ptr %22, i64 22
  %935 = load i64, ptr %934, align 8
  %936 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %936, ptr %283, i64 %935, i64 4, i64 3899120329)
  %937 = call ptr @stack_top_primal(ptr %283, i64 4)
  store float %907, ptr %937, align 4
  %938 = getelementptr i64, ptr %22, i64 23
  %939 = load i64, ptr %938, align 8
  %940 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %940, ptr %290, i64 %939, i64 4, i64 3899120329)
  %941 = call ptr @stack_top_primal(ptr %290, i64 4)
  store float %909, ptr %941, align 4
  br label %for_loop_inc11

for_loop_inc11:                                   ; preds = %for_loop_body10
  %942 = load i32, ptr %29, align 4
  %943 = add i32 %942, 1
  store i32 %943, ptr %29, align 4
  br label %for_loop_test13

after_for12:                                      ; preds = %for_loop_test13
  %944 = icmp ne i1 %200, false
  br i1 %944, label %assert_cont15, label %assert_fail14

for_loop_test13:                                  ; preds = %for_loop_inc11, %assert_cont8
  %945 = load i32, ptr %29, align 4
  %946 = icmp slt i32 %945, %365
  br i1 %946, label %for_loop_body10, label %after_for12

assert_fail14:                                    ; preds = %after_for12
  %947 = zext i32 %37 to i64
  %948 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %947, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %949 = icmp ne i32 %948, 0
  br i1 %949, label %assert_abort16, label %assert_cont15

assert_cont15:                                    ; preds = %assert_fail14, %after_for12
  %950 = icmp ne i1 %200, false
  br i1 %950, label %assert_cont18, label %assert_fail17

assert_abort16:                                   ; preds = %assert_fail14
  ret void

assert_fail17:                                    ; preds = %assert_cont15
  %951 = zext i32 %37 to i64
  %952 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 1, i64 %951, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %953 = icmp ne i32 %952, 0
  br i1 %953, label %assert_abort19, label %assert_cont18

assert_cont18:                                    ; preds = %assert_fail17, %assert_cont15
  %954 = call ptr @get_ch_S0_to_S30(ptr %211)
  %955 = icmp ne i1 %198, false
  br i1 %955, label %assert_cont21, label %assert_fail20

assert_abort19:                                   ; preds = %assert_fail17
  ret void

assert_fail20:                                    ; preds = %assert_cont18
  %956 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %957 = icmp ne i32 %956, 0
  br i1 %957, label %assert_abort22, label %assert_cont21

assert_cont21:                                    ; preds = %assert_fail20, %assert_cont18
  call void @StructMeta_set_snode_id(ptr %30, i32 30)
  call void @StructMeta_set_element_size(ptr %30, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %30, i64 6)
  call void @StructMeta_set_context(ptr %30, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %30, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %30, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %30, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %30, ptr @get_ch_S0_to_S30)
  call void @StructMeta_set_refine_coordinates(ptr %30, ptr @S30_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %30, i32 0)
  %958 = call ptr @Dense_lookup_element(ptr %30, ptr %954, i32 %217)
  %959 = call ptr @get_ch_S30_to_S31(ptr %958)
  %960 = load float, ptr %959, align 4
  %961 = icmp ne i1 %198, false
  br i1 %961, label %assert_cont24, label %assert_fail23

assert_abort22:                                   ; preds = %assert_fail20
  ret void

assert_fail23:                                    ; preds = %assert_cont21
  %962 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %963 = icmp ne i32 %962, 0
  br i1 %963, label %assert_abort25, label %assert_cont24

assert_cont24:                                    ; preds = %assert_fail23, %assert_cont21
  store float 0.000000e+00, ptr %959, align 4
  %964 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %965 = load float, ptr %964, align 4
  %966 = fadd reassoc ninf nsz afn float %965, %960
  store float %966, ptr %964, align 4
  %967 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %968 = load float, ptr %967, align 4
  %969 = fadd reassoc ninf nsz afn float %968, %960
  store float %969, ptr %967, align 4
  %970 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %971 = load float, ptr %970, align 4
  %972 = fadd reassoc ninf nsz afn float %971, %960
  store float %972, ptr %970, align 4
  %973 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %974 = load float, ptr %973, align 4
  %975 = fadd reassoc ninf nsz afn float %974, %960
  store float %975, ptr %973, align 4
  %976 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %977 = load float, ptr %976, align 4
  %978 = fadd reassoc ninf nsz afn float %977, %960
  store float %978, ptr %976, align 4
  %979 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %980 = load float, ptr %979, align 4
  %981 = fadd reassoc ninf nsz afn float %980, %960
  store float %981, ptr %979, align 4
  %982 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %983 = load float, ptr %982, align 4
  %984 = fadd reassoc ninf nsz afn float %983, %960
  store float %984, ptr %982, align 4
  %985 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %986 = load float, ptr %985, align 4
  %987 = fadd reassoc ninf nsz afn float %986, %960
  store float %987, ptr %985, align 4
  %988 = sub i32 %365, 1
  store i32 %988, ptr %31, align 4
  br label %for_loop_test29

assert_abort25:                                   ; preds = %assert_fail23
  ret void

for_loop_body26:                                  ; preds = %for_loop_test29
  %989 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %990 = load float, ptr %989, align 4
  %991 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %992 = load float, ptr %991, align 4
  %993 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %994 = load float, ptr %993, align 4
  %995 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %996 = load float, ptr %995, align 4
  %997 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %998 = load float, ptr %997, align 4
  %999 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1000 = load float, ptr %999, align 4
  %1001 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %1002 = load float, ptr %1001, align 4
  %1003 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %1004 = load float, ptr %1003, align 4
  call void @stack_pop(ptr %241)
  call void @stack_pop(ptr %248)
  call void @stack_pop(ptr %255)
  call void @stack_pop(ptr %262)
  call void @stack_pop(ptr %269)
  call void @stack_pop(ptr %276)
  call void @stack_pop(ptr %283)
  call void @stack_pop(ptr %290)
  %1005 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1006 = load float, ptr %1005, align 4
  %1007 = fadd reassoc ninf nsz afn float %1006, %990
  store float %1007, ptr %1005, align 4
  %1008 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1009 = load float, ptr %1008, align 4
  %1010 = fadd reassoc ninf nsz afn float %1009, %992
  store float %1010, ptr %1008, align 4
  %1011 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1012 = load float, ptr %1011, align 4
  %1013 = fadd reassoc ninf nsz afn float %1012, %994
  store float %1013, ptr %1011, align 4
  %1014 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1015 = load float, ptr %1014, align 4
  %1016 = fadd reassoc ninf nsz afn float %1015, %996
  store float %1016, ptr %1014, align 4
  %1017 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1018 = load float, ptr %1017, align 4
  %1019 = fadd reassoc ninf nsz afn float %1018, %998
  store float %1019, ptr %1017, align 4
  %1020 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1021 = load float, ptr %1020, align 4
  %1022 = fadd reassoc ninf nsz afn float %1021, %1000
  store float %1022, ptr %1020, align 4
  %1023 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1024 = load float, ptr %1023, align 4
  %1025 = fadd reassoc ninf nsz afn float %1024, %1002
  store float %1025, ptr %1023, align 4
  %1026 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1027 = load float, ptr %1026, align 4
  %1028 = fadd reassoc ninf nsz afn float %1027, %1004
  store float %1028, ptr %1026, align 4
  %1029 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1030 = load float, ptr %1029, align 4
  %1031 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1032 = load float, ptr %1031, align 4
  %1033 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1034 = load float, ptr %1033, align 4
  %1035 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1036 = load float, ptr %1035, align 4
  %1037 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1038 = load float, ptr %1037, align 4
  %1039 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1040 = load float, ptr %1039, align 4
  %1041 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1042 = load float, ptr %1041, align 4
  %1043 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1044 = load float, ptr %1043, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %1045 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1046 = load float, ptr %1045, align 4
  %1047 = fadd reassoc ninf nsz afn float %1046, 0.000000e+00
  store float %1047, ptr %1045, align 4
  %1048 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1049 = load float, ptr %1048, align 4
  %1050 = fadd reassoc ninf nsz afn float %1049, 0.000000e+00
  store float %1050, ptr %1048, align 4
  %1051 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1052 = load float, ptr %1051, align 4
  %1053 = fadd reassoc ninf nsz afn float %1052, 0.000000e+00
  store float %1053, ptr %1051, align 4
  %1054 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1055 = load float, ptr %1054, align 4
  %1056 = fadd reassoc ninf nsz afn float %1055, 0.000000e+00
  store float %1056, ptr %1054, align 4
  %1057 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1058 = load float, ptr %1057, align 4
  %1059 = fadd reassoc ninf nsz afn float %1058, 0.000000e+00
  store float %1059, ptr %1057, align 4
  %1060 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1061 = load float, ptr %1060, align 4
  %1062 = fadd reassoc ninf nsz afn float %1061, 0.000000e+00
  store float %1062, ptr %1060, align 4
  %1063 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1064 = load float, ptr %1063, align 4
  %1065 = fadd reassoc ninf nsz afn float %1064, %1042
  store float %1065, ptr %1063, align 4
  %1066 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1067 = load float, ptr %1066, align 4
  %1068 = fadd reassoc ninf nsz afn float %1067, 0.000000e+00
  store float %1068, ptr %1066, align 4
  %1069 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1070 = load float, ptr %1069, align 4
  %1071 = fadd reassoc ninf nsz afn float %1070, 0.000000e+00
  store float %1071, ptr %1069, align 4
  %1072 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1073 = load float, ptr %1072, align 4
  %1074 = fadd reassoc ninf nsz afn float %1073, 0.000000e+00
  store float %1074, ptr %1072, align 4
  %1075 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1076 = load float, ptr %1075, align 4
  %1077 = fadd reassoc ninf nsz afn float %1076, 0.000000e+00
  store float %1077, ptr %1075, align 4
  %1078 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1079 = load float, ptr %1078, align 4
  %1080 = fadd reassoc ninf nsz afn float %1079, 0.000000e+00
  store float %1080, ptr %1078, align 4
  %1081 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1082 = load float, ptr %1081, align 4
  %1083 = fadd reassoc ninf nsz afn float %1082, 0.000000e+00
  store float %1083, ptr %1081, align 4
  %1084 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1085 = load float, ptr %1084, align 4
  %1086 = fadd reassoc ninf nsz afn float %1085, 0.000000e+00
  store float %1086, ptr %1084, align 4
  %1087 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1088 = load float, ptr %1087, align 4
  %1089 = fadd reassoc ninf nsz afn float %1088, 0.000000e+00
  store float %1089, ptr %1087, align 4
  %1090 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1091 = load float, ptr %1090, align 4
  %1092 = fadd reassoc ninf nsz afn float %1091, 0.000000e+00
  store float %1092, ptr %1090, align 4
  %1093 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1094 = load float, ptr %1093, align 4
  %1095 = fadd reassoc ninf nsz afn float %1094, 0.000000e+00
  store float %1095, ptr %1093, align 4
  %1096 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1097 = load float, ptr %1096, align 4
  %1098 = fadd reassoc ninf nsz afn float %1097, 0.000000e+00
  store float %1098, ptr %1096, align 4
  %1099 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1100 = load float, ptr %1099, align 4
  %1101 = fadd reassoc ninf nsz afn float %1100, 0.000000e+00
  store float %1101, ptr %1099, align 4
  %1102 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1103 = load float, ptr %1102, align 4
  %1104 = fadd reassoc ninf nsz afn float %1103, 0.000000e+00
  store float %1104, ptr %1102, align 4
  %1105 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1106 = load float, ptr %1105, align 4
  %1107 = fadd reassoc ninf nsz afn float %1106, 0.000000e+00
  store float %1107, ptr %1105, align 4
  %1108 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1109 = load float, ptr %1108, align 4
  %1110 = fadd reassoc ninf nsz afn float %1109, %1040
  store float %1110, ptr %1108, align 4
  %1111 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1112 = load float, ptr %1111, align 4
  %1113 = fadd reassoc ninf nsz afn float %1112, 0.000000e+00
  store float %1113, ptr %1111, align 4
  %1114 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1115 = load float, ptr %1114, align 4
  %1116 = fadd reassoc ninf nsz afn float %1115, 0.000000e+00
  store float %1116, ptr %1114, align 4
  %1117 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1118 = load float, ptr %1117, align 4
  %1119 = fadd reassoc ninf nsz afn float %1118, 0.000000e+00
  store float %1119, ptr %1117, align 4
  %1120 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1121 = load float, ptr %1120, align 4
  %1122 = fadd reassoc ninf nsz afn float %1121, 0.000000e+00
  store float %1122, ptr %1120, align 4
  %1123 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1124 = load float, ptr %1123, align 4
  %1125 = fadd reassoc ninf nsz afn float %1124, 0.000000e+00
  store float %1125, ptr %1123, align 4
  %1126 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1127 = load float, ptr %1126, align 4
  %1128 = fadd reassoc ninf nsz afn float %1127, 0.000000e+00
  store float %1128, ptr %1126, align 4
  %1129 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1130 = load float, ptr %1129, align 4
  %1131 = fadd reassoc ninf nsz afn float %1130, 0.000000e+00
  store float %1131, ptr %1129, align 4
  %1132 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1133 = load float, ptr %1132, align 4
  %1134 = fadd reassoc ninf nsz afn float %1133, 0.000000e+00
  store float %1134, ptr %1132, align 4
  %1135 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1136 = load float, ptr %1135, align 4
  %1137 = fadd reassoc ninf nsz afn float %1136, 0.000000e+00
  store float %1137, ptr %1135, align 4
  %1138 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1139 = load float, ptr %1138, align 4
  %1140 = fadd reassoc ninf nsz afn float %1139, 0.000000e+00
  store float %1140, ptr %1138, align 4
  %1141 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1142 = load float, ptr %1141, align 4
  %1143 = fadd reassoc ninf nsz afn float %1142, 0.000000e+00
  store float %1143, ptr %1141, align 4
  %1144 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1145 = load float, ptr %1144, align 4
  %1146 = fadd reassoc ninf nsz afn float %1145, 0.000000e+00
  store float %1146, ptr %1144, align 4
  %1147 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1148 = load float, ptr %1147, align 4
  %1149 = fadd reassoc ninf nsz afn float %1148, 0.000000e+00
  store float %1149, ptr %1147, align 4
  %1150 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1151 = load float, ptr %1150, align 4
  %1152 = fadd reassoc ninf nsz afn float %1151, 0.000000e+00
  store float %1152, ptr %1150, align 4
  %1153 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1154 = load float, ptr %1153, align 4
  %1155 = fadd reassoc ninf nsz afn float %1154, %1038
  store float %1155, ptr %1153, align 4
  %1156 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1157 = load float, ptr %1156, align 4
  %1158 = fadd reassoc ninf nsz afn float %1157, 0.000000e+00
  store float %1158, ptr %1156, align 4
  %1159 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1160 = load float, ptr %1159, align 4
  %1161 = fadd reassoc ninf nsz afn float %1160, 0.000000e+00
  store float %1161, ptr %1159, align 4
  %1162 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1163 = load float, ptr %1162, align 4
  %1164 = fadd reassoc ninf nsz afn float %1163, 0.000000e+00
  store float %1164, ptr %1162, align 4
  %1165 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1166 = load float, ptr %1165, align 4
  %1167 = fadd reassoc ninf nsz afn float %1166, 0.000000e+00
  store float %1167, ptr %1165, align 4
  %1168 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1169 = load float, ptr %1168, align 4
  %1170 = fadd reassoc ninf nsz afn float %1169, 0.000000e+00
  store float %1170, ptr %1168, align 4
  %1171 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1172 = load float, ptr %1171, align 4
  %1173 = fadd reassoc ninf nsz afn float %1172, 0.000000e+00
  store float %1173, ptr %1171, align 4
  %1174 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1175 = load float, ptr %1174, align 4
  %1176 = fadd reassoc ninf nsz afn float %1175, 0.000000e+00
  store float %1176, ptr %1174, align 4
  %1177 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1178 = load float, ptr %1177, align 4
  %1179 = fadd reassoc ninf nsz afn float %1178, 0.000000e+00
  store float %1179, ptr %1177, align 4
  %1180 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1181 = load float, ptr %1180, align 4
  %1182 = fadd reassoc ninf nsz afn float %1181, 0.000000e+00
  store float %1182, ptr %1180, align 4
  %1183 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1184 = load float, ptr %1183, align 4
  %1185 = fadd reassoc ninf nsz afn float %1184, 0.000000e+00
  store float %1185, ptr %1183, align 4
  %1186 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1187 = load float, ptr %1186, align 4
  %1188 = fadd reassoc ninf nsz afn float %1187, 0.000000e+00
  store float %1188, ptr %1186, align 4
  %1189 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1190 = load float, ptr %1189, align 4
  %1191 = fadd reassoc ninf nsz afn float %1190, 0.000000e+00
  store float %1191, ptr %1189, align 4
  %1192 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1193 = load float, ptr %1192, align 4
  %1194 = fadd reassoc ninf nsz afn float %1193, 0.000000e+00
  store float %1194, ptr %1192, align 4
  %1195 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1196 = load float, ptr %1195, align 4
  %1197 = fadd reassoc ninf nsz afn float %1196, 0.000000e+00
  store float %1197, ptr %1195, align 4
  %1198 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1199 = load float, ptr %1198, align 4
  %1200 = fadd reassoc ninf nsz afn float %1199, %1036
  store float %1200, ptr %1198, align 4
  %1201 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1202 = load float, ptr %1201, align 4
  %1203 = fadd reassoc ninf nsz afn float %1202, 0.000000e+00
  store float %1203, ptr %1201, align 4
  %1204 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1205 = load float, ptr %1204, align 4
  %1206 = fadd reassoc ninf nsz afn float %1205, 0.000000e+00
  store float %1206, ptr %1204, align 4
  %1207 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1208 = load float, ptr %1207, align 4
  %1209 = fadd reassoc ninf nsz afn float %1208, 0.000000e+00
  store float %1209, ptr %1207, align 4
  %1210 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1211 = load float, ptr %1210, align 4
  %1212 = fadd reassoc ninf nsz afn float %1211, 0.000000e+00
  store float %1212, ptr %1210, align 4
  %1213 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1214 = load float, ptr %1213, align 4
  %1215 = fadd reassoc ninf nsz afn float %1214, 0.000000e+00
  store float %1215, ptr %1213, align 4
  %1216 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1217 = load float, ptr %1216, align 4
  %1218 = fadd reassoc ninf nsz afn float %1217, 0.000000e+00
  store float %1218, ptr %1216, align 4
  %1219 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1220 = load float, ptr %1219, align 4
  %1221 = fadd reassoc ninf nsz afn float %1220, 0.000000e+00
  store float %1221, ptr %1219, align 4
  %1222 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1223 = load float, ptr %1222, align 4
  %1224 = fadd reassoc ninf nsz afn float %1223, 0.000000e+00
  store float %1224, ptr %1222, align 4
  %1225 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1226 = load float, ptr %1225, align 4
  %1227 = fadd reassoc ninf nsz afn float %1226, 0.000000e+00
  store float %1227, ptr %1225, align 4
  %1228 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1229 = load float, ptr %1228, align 4
  %1230 = fadd reassoc ninf nsz afn float %1229, 0.000000e+00
  store float %1230, ptr %1228, align 4
  %1231 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1232 = load float, ptr %1231, align 4
  %1233 = fadd reassoc ninf nsz afn float %1232, 0.000000e+00
  store float %1233, ptr %1231, align 4
  %1234 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1235 = load float, ptr %1234, align 4
  %1236 = fadd reassoc ninf nsz afn float %1235, 0.000000e+00
  store float %1236, ptr %1234, align 4
  %1237 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1238 = load float, ptr %1237, align 4
  %1239 = fadd reassoc ninf nsz afn float %1238, 0.000000e+00
  store float %1239, ptr %1237, align 4
  %1240 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1241 = load float, ptr %1240, align 4
  %1242 = fadd reassoc ninf nsz afn float %1241, 0.000000e+00
  store float %1242, ptr %1240, align 4
  %1243 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1244 = load float, ptr %1243, align 4
  %1245 = fadd reassoc ninf nsz afn float %1244, %1034
  store float %1245, ptr %1243, align 4
  %1246 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1247 = load float, ptr %1246, align 4
  %1248 = fadd reassoc ninf nsz afn float %1247, 0.000000e+00
  store float %1248, ptr %1246, align 4
  %1249 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1250 = load float, ptr %1249, align 4
  %1251 = fadd reassoc ninf nsz afn float %1250, 0.000000e+00
  store float %1251, ptr %1249, align 4
  %1252 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1253 = load float, ptr %1252, align 4
  %1254 = fadd reassoc ninf nsz afn float %1253, 0.000000e+00
  store float %1254, ptr %1252, align 4
  %1255 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1256 = load float, ptr %1255, align 4
  %1257 = fadd reassoc ninf nsz afn float %1256, 0.000000e+00
  store float %1257, ptr %1255, align 4
  %1258 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1259 = load float, ptr %1258, align 4
  %1260 = fadd reassoc ninf nsz afn float %1259, 0.000000e+00
  store float %1260, ptr %1258, align 4
  %1261 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1262 = load float, ptr %1261, align 4
  %1263 = fadd reassoc ninf nsz afn float %1262, 0.000000e+00
  store float %1263, ptr %1261, align 4
  %1264 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1265 = load float, ptr %1264, align 4
  %1266 = fadd reassoc ninf nsz afn float %1265, 0.000000e+00
  store float %1266, ptr %1264, align 4
  %1267 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1268 = load float, ptr %1267, align 4
  %1269 = fadd reassoc ninf nsz afn float %1268, 0.000000e+00
  store float %1269, ptr %1267, align 4
  %1270 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1271 = load float, ptr %1270, align 4
  %1272 = fadd reassoc ninf nsz afn float %1271, 0.000000e+00
  store float %1272, ptr %1270, align 4
  %1273 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1274 = load float, ptr %1273, align 4
  %1275 = fadd reassoc ninf nsz afn float %1274, 0.000000e+00
  store float %1275, ptr %1273, align 4
  %1276 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1277 = load float, ptr %1276, align 4
  %1278 = fadd reassoc ninf nsz afn float %1277, 0.000000e+00
  store float %1278, ptr %1276, align 4
  %1279 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1280 = load float, ptr %1279, align 4
  %1281 = fadd reassoc ninf nsz afn float %1280, 0.000000e+00
  store float %1281, ptr %1279, align 4
  %1282 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1283 = load float, ptr %1282, align 4
  %1284 = fadd reassoc ninf nsz afn float %1283, 0.000000e+00
  store float %1284, ptr %1282, align 4
  %1285 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1286 = load float, ptr %1285, align 4
  %1287 = fadd reassoc ninf nsz afn float %1286, 0.000000e+00
  store float %1287, ptr %1285, align 4
  %1288 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1289 = load float, ptr %1288, align 4
  %1290 = fadd reassoc ninf nsz afn float %1289, %1032
  store float %1290, ptr %1288, align 4
  %1291 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1292 = load float, ptr %1291, align 4
  %1293 = fadd reassoc ninf nsz afn float %1292, 0.000000e+00
  store float %1293, ptr %1291, align 4
  %1294 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1295 = load float, ptr %1294, align 4
  %1296 = fadd reassoc ninf nsz afn float %1295, 0.000000e+00
  store float %1296, ptr %1294, align 4
  %1297 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1298 = load float, ptr %1297, align 4
  %1299 = fadd reassoc ninf nsz afn float %1298, 0.000000e+00
  store float %1299, ptr %1297, align 4
  %1300 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1301 = load float, ptr %1300, align 4
  %1302 = fadd reassoc ninf nsz afn float %1301, 0.000000e+00
  store float %1302, ptr %1300, align 4
  %1303 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1304 = load float, ptr %1303, align 4
  %1305 = fadd reassoc ninf nsz afn float %1304, 0.000000e+00
  store float %1305, ptr %1303, align 4
  %1306 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1307 = load float, ptr %1306, align 4
  %1308 = fadd reassoc ninf nsz afn float %1307, 0.000000e+00
  store float %1308, ptr %1306, align 4
  %1309 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1310 = load float, ptr %1309, align 4
  %1311 = fadd reassoc ninf nsz afn float %1310, 0.000000e+00
  store float %1311, ptr %1309, align 4
  %1312 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1313 = load float, ptr %1312, align 4
  %1314 = fadd reassoc ninf nsz afn float %1313, 0.000000e+00
  store float %1314, ptr %1312, align 4
  %1315 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1316 = load float, ptr %1315, align 4
  %1317 = fadd reassoc ninf nsz afn float %1316, 0.000000e+00
  store float %1317, ptr %1315, align 4
  %1318 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1319 = load float, ptr %1318, align 4
  %1320 = fadd reassoc ninf nsz afn float %1319, 0.000000e+00
  store float %1320, ptr %1318, align 4
  %1321 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1322 = load float, ptr %1321, align 4
  %1323 = fadd reassoc ninf nsz afn float %1322, 0.000000e+00
  store float %1323, ptr %1321, align 4
  %1324 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1325 = load float, ptr %1324, align 4
  %1326 = fadd reassoc ninf nsz afn float %1325, 0.000000e+00
  store float %1326, ptr %1324, align 4
  %1327 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1328 = load float, ptr %1327, align 4
  %1329 = fadd reassoc ninf nsz afn float %1328, 0.000000e+00
  store float %1329, ptr %1327, align 4
  %1330 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1331 = load float, ptr %1330, align 4
  %1332 = fadd reassoc ninf nsz afn float %1331, 0.000000e+00
  store float %1332, ptr %1330, align 4
  %1333 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1334 = load float, ptr %1333, align 4
  %1335 = fadd reassoc ninf nsz afn float %1334, %1030
  store float %1335, ptr %1333, align 4
  %1336 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1337 = load float, ptr %1336, align 4
  %1338 = fadd reassoc ninf nsz afn float %1337, 0.000000e+00
  store float %1338, ptr %1336, align 4
  %1339 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1340 = load float, ptr %1339, align 4
  %1341 = fadd reassoc ninf nsz afn float %1340, 0.000000e+00
  store float %1341, ptr %1339, align 4
  %1342 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1343 = load float, ptr %1342, align 4
  %1344 = fadd reassoc ninf nsz afn float %1343, 0.000000e+00
  store float %1344, ptr %1342, align 4
  %1345 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1346 = load float, ptr %1345, align 4
  %1347 = fadd reassoc ninf nsz afn float %1346, 0.000000e+00
  store float %1347, ptr %1345, align 4
  %1348 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1349 = load float, ptr %1348, align 4
  %1350 = fadd reassoc ninf nsz afn float %1349, 0.000000e+00
  store float %1350, ptr %1348, align 4
  %1351 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1352 = load float, ptr %1351, align 4
  %1353 = fadd reassoc ninf nsz afn float %1352, 0.000000e+00
  store float %1353, ptr %1351, align 4
  %1354 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1355 = load float, ptr %1354, align 4
  %1356 = fadd reassoc ninf nsz afn float %1355, 0.000000e+00
  store float %1356, ptr %1354, align 4
  %1357 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1358 = load float, ptr %1357, align 4
  %1359 = fadd reassoc ninf nsz afn float %1358, 0.000000e+00
  store float %1359, ptr %1357, align 4
  %1360 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1361 = load float, ptr %1360, align 4
  %1362 = fadd reassoc ninf nsz afn float %1361, 0.000000e+00
  store float %1362, ptr %1360, align 4
  %1363 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1364 = load float, ptr %1363, align 4
  %1365 = fadd reassoc ninf nsz afn float %1364, 0.000000e+00
  store float %1365, ptr %1363, align 4
  %1366 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1367 = load float, ptr %1366, align 4
  %1368 = fadd reassoc ninf nsz afn float %1367, 0.000000e+00
  store float %1368, ptr %1366, align 4
  %1369 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1370 = load float, ptr %1369, align 4
  %1371 = fadd reassoc ninf nsz afn float %1370, 0.000000e+00
  store float %1371, ptr %1369, align 4
  %1372 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1373 = load float, ptr %1372, align 4
  %1374 = fadd reassoc ninf nsz afn float %1373, 0.000000e+00
  store float %1374, ptr %1372, align 4
  %1375 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1376 = load float, ptr %1375, align 4
  %1377 = fadd reassoc ninf nsz afn float %1376, 0.000000e+00
  store float %1377, ptr %1375, align 4
  %1378 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1379 = load float, ptr %1378, align 4
  %1380 = fadd reassoc ninf nsz afn float %1379, 0.000000e+00
  store float %1380, ptr %1378, align 4
  %1381 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1382 = load float, ptr %1381, align 4
  %1383 = fadd reassoc ninf nsz afn float %1382, 0.000000e+00
  store float %1383, ptr %1381, align 4
  %1384 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1385 = load float, ptr %1384, align 4
  %1386 = fadd reassoc ninf nsz afn float %1385, 0.000000e+00
  store float %1386, ptr %1384, align 4
  %1387 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1388 = load float, ptr %1387, align 4
  %1389 = fadd reassoc ninf nsz afn float %1388, 0.000000e+00
  store float %1389, ptr %1387, align 4
  %1390 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1391 = load float, ptr %1390, align 4
  %1392 = fadd reassoc ninf nsz afn float %1391, 0.000000e+00
  store float %1392, ptr %1390, align 4
  %1393 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1394 = load float, ptr %1393, align 4
  %1395 = fadd reassoc ninf nsz afn float %1394, 0.000000e+00
  store float %1395, ptr %1393, align 4
  %1396 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1397 = load float, ptr %1396, align 4
  %1398 = fadd reassoc ninf nsz afn float %1397, 0.000000e+00
  store float %1398, ptr %1396, align 4
  %1399 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1400 = load float, ptr %1399, align 4
  %1401 = fadd reassoc ninf nsz afn float %1400, 0.000000e+00
  store float %1401, ptr %1399, align 4
  %1402 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1403 = load float, ptr %1402, align 4
  %1404 = fadd reassoc ninf nsz afn float %1403, 0.000000e+00
  store float %1404, ptr %1402, align 4
  %1405 = fmul reassoc ninf nsz afn float %1044, 0x3FD3333340000000
  %1406 = call ptr @stack_top_adjoint(ptr %44, i64 4)
  %1407 = load float, ptr %1406, align 4
  %1408 = fadd reassoc ninf nsz afn float %1407, %1405
  store float %1408, ptr %1406, align 4
  %1409 = call ptr @stack_top_adjoint(ptr %44, i64 4)
  %1410 = load float, ptr %1409, align 4
  call void @stack_pop(ptr %44)
  %1411 = call ptr @stack_top_primal(ptr %241, i64 4)
  %1412 = load float, ptr %1411, align 4
  %1413 = call ptr @stack_top_primal(ptr %248, i64 4)
  %1414 = load float, ptr %1413, align 4
  %1415 = call ptr @stack_top_primal(ptr %255, i64 4)
  %1416 = load float, ptr %1415, align 4
  %1417 = call ptr @stack_top_primal(ptr %262, i64 4)
  %1418 = load float, ptr %1417, align 4
  %1419 = call ptr @stack_top_primal(ptr %269, i64 4)
  %1420 = load float, ptr %1419, align 4
  %1421 = call ptr @stack_top_primal(ptr %276, i64 4)
  %1422 = load float, ptr %1421, align 4
  %1423 = call ptr @stack_top_primal(ptr %283, i64 4)
  %1424 = load float, ptr %1423, align 4
  %1425 = call ptr @stack_top_primal(ptr %290, i64 4)
  %1426 = load float, ptr %1425, align 4
  %1427 = call reassoc ninf nsz afn float @cos_f32(float %1412)
  %1428 = fmul reassoc ninf nsz afn float %1410, %1427
  %1429 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %1430 = load float, ptr %1429, align 4
  %1431 = fadd reassoc ninf nsz afn float %1430, %1428
  store float %1431, ptr %1429, align 4
  %1432 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %1433 = load float, ptr %1432, align 4
  %1434 = fadd reassoc ninf nsz afn float %1433, 0.000000e+00
  store float %1434, ptr %1432, align 4
  %1435 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %1436 = load float, ptr %1435, align 4
  %1437 = fadd reassoc ninf nsz afn float %1436, 0.000000e+00
  store float %1437, ptr %1435, align 4
  %1438 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %1439 = load float, ptr %1438, align 4
  %1440 = fadd reassoc ninf nsz afn float %1439, 0.000000e+00
  store float %1440, ptr %1438, align 4
  %1441 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %1442 = load float, ptr %1441, align 4
  %1443 = fadd reassoc ninf nsz afn float %1442, 0.000000e+00
  store float %1443, ptr %1441, align 4
  %1444 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1445 = load float, ptr %1444, align 4
  %1446 = fadd reassoc ninf nsz afn float %1445, 0.000000e+00
  store float %1446, ptr %1444, align 4
  %1447 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %1448 = load float, ptr %1447, align 4
  %1449 = fadd reassoc ninf nsz afn float %1448, 0.000000e+00
  store float %1449, ptr %1447, align 4
  %1450 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %1451 = load float, ptr %1450, align 4
  %1452 = fadd reassoc ninf nsz afn float %1451, 0.000000e+00
  store float %1452, ptr %1450, align 4
  %1453 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %1454 = load float, ptr %1453, align 4
  %1455 = fadd reassoc ninf nsz afn float %1454, 0.000000e+00
  store float %1455, ptr %1453, align 4
  %1456 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %1457 = load float, ptr %1456, align 4
  %1458 = fadd reassoc ninf nsz afn float %1457, 0.000000e+00
  store float %1458, ptr %1456, align 4
  %1459 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %1460 = load float, ptr %1459, align 4
  %1461 = fadd reassoc ninf nsz afn float %1460, 0.000000e+00
  store float %1461, ptr %1459, align 4
  %1462 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %1463 = load float, ptr %1462, align 4
  %1464 = fadd reassoc ninf nsz afn float %1463, 0.000000e+00
  store float %1464, ptr %1462, align 4
  %1465 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %1466 = load float, ptr %1465, align 4
  %1467 = fadd reassoc ninf nsz afn float %1466, 0.000000e+00
  store float %1467, ptr %1465, align 4
  %1468 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1469 = load float, ptr %1468, align 4
  %1470 = fadd reassoc ninf nsz afn float %1469, 0.000000e+00
  store float %1470, ptr %1468, align 4
  %1471 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %1472 = load float, ptr %1471, align 4
  %1473 = fadd reassoc ninf nsz afn float %1472, 0.000000e+00
  store float %1473, ptr %1471, align 4
  %1474 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %1475 = load float, ptr %1474, align 4
  %1476 = fadd reassoc ninf nsz afn float %1475, 0.000000e+00
  store float %1476, ptr %1474, align 4
  %1477 = fmul reassoc ninf nsz afn float %1044, 0x3FE99999A0000000
  %1478 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %1479 = load float, ptr %1478, align 4
  %1480 = fadd reassoc ninf nsz afn float %1479, 0.000000e+00
  store float %1480, ptr %1478, align 4
  %1481 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %1482 = load float, ptr %1481, align 4
  %1483 = fadd reassoc ninf nsz afn float %1482, 0.000000e+00
  store float %1483, ptr %1481, align 4
  %1484 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %1485 = load float, ptr %1484, align 4
  %1486 = fadd reassoc ninf nsz afn float %1485, 0.000000e+00
  store float %1486, ptr %1484, align 4
  %1487 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %1488 = load float, ptr %1487, align 4
  %1489 = fadd reassoc ninf nsz afn float %1488, 0.000000e+00
  store float %1489, ptr %1487, align 4
  %1490 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %1491 = load float, ptr %1490, align 4
  %1492 = fadd reassoc ninf nsz afn float %1491, 0.000000e+00
  store float %1492, ptr %1490, align 4
  %1493 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1494 = load float, ptr %1493, align 4
  %1495 = fadd reassoc ninf nsz afn float %1494, 0.000000e+00
  store float %1495, ptr %1493, align 4
  %1496 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %1497 = load float, ptr %1496, align 4
  %1498 = fadd reassoc ninf nsz afn float %1497, 0.000000e+00
  store float %1498, ptr %1496, align 4
  %1499 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %1500 = load float, ptr %1499, align 4
  %1501 = fadd reassoc ninf nsz afn float %1500, %1477
  store float %1501, ptr %1499, align 4
  %1502 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %1503 = load float, ptr %1502, align 4
  %1504 = fadd reassoc ninf nsz afn float %1503, 0.000000e+00
  store float %1504, ptr %1502, align 4
  %1505 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %1506 = load float, ptr %1505, align 4
  %1507 = fadd reassoc ninf nsz afn float %1506, 0.000000e+00
  store float %1507, ptr %1505, align 4
  %1508 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %1509 = load float, ptr %1508, align 4
  %1510 = fadd reassoc ninf nsz afn float %1509, 0.000000e+00
  store float %1510, ptr %1508, align 4
  %1511 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %1512 = load float, ptr %1511, align 4
  %1513 = fadd reassoc ninf nsz afn float %1512, 0.000000e+00
  store float %1513, ptr %1511, align 4
  %1514 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %1515 = load float, ptr %1514, align 4
  %1516 = fadd reassoc ninf nsz afn float %1515, 0.000000e+00
  store float %1516, ptr %1514, align 4
  %1517 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1518 = load float, ptr %1517, align 4
  %1519 = fadd reassoc ninf nsz afn float %1518, 0.000000e+00
  store float %1519, ptr %1517, align 4
  %1520 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %1521 = load float, ptr %1520, align 4
  %1522 = fadd reassoc ninf nsz afn float %1521, 0.000000e+00
  store float %1522, ptr %1520, align 4
  %1523 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %1524 = load float, ptr %1523, align 4
  %1525 = fadd reassoc ninf nsz afn float %1524, 0.000000e+00
  store float %1525, ptr %1523, align 4
  %1526 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1527 = load float, ptr %1526, align 4
  %1528 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1529 = load float, ptr %1528, align 4
  %1530 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1531 = load float, ptr %1530, align 4
  %1532 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1533 = load float, ptr %1532, align 4
  %1534 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1535 = load float, ptr %1534, align 4
  %1536 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1537 = load float, ptr %1536, align 4
  %1538 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1539 = load float, ptr %1538, align 4
  %1540 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1541 = load float, ptr %1540, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %1542 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1543 = load float, ptr %1542, align 4
  %1544 = fadd reassoc ninf nsz afn float %1543, 0.000000e+00
  store float %1544, ptr %1542, align 4
  %1545 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1546 = load float, ptr %1545, align 4
  %1547 = fadd reassoc ninf nsz afn float %1546, 0.000000e+00
  store float %1547, ptr %1545, align 4
  %1548 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1549 = load float, ptr %1548, align 4
  %1550 = fadd reassoc ninf nsz afn float %1549, 0.000000e+00
  store float %1550, ptr %1548, align 4
  %1551 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1552 = load float, ptr %1551, align 4
  %1553 = fadd reassoc ninf nsz afn float %1552, 0.000000e+00
  store float %1553, ptr %1551, align 4
  %1554 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1555 = load float, ptr %1554, align 4
  %1556 = fadd reassoc ninf nsz afn float %1555, 0.000000e+00
  store float %1556, ptr %1554, align 4
  %1557 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1558 = load float, ptr %1557, align 4
  %1559 = fadd reassoc ninf nsz afn float %1558, 0.000000e+00
  store float %1559, ptr %1557, align 4
  %1560 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1561 = load float, ptr %1560, align 4
  %1562 = fadd reassoc ninf nsz afn float %1561, 0.000000e+00
  store float %1562, ptr %1560, align 4
  %1563 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1564 = load float, ptr %1563, align 4
  %1565 = fadd reassoc ninf nsz afn float %1564, %1541
  store float %1565, ptr %1563, align 4
  %1566 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1567 = load float, ptr %1566, align 4
  %1568 = fadd reassoc ninf nsz afn float %1567, 0.000000e+00
  store float %1568, ptr %1566, align 4
  %1569 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1570 = load float, ptr %1569, align 4
  %1571 = fadd reassoc ninf nsz afn float %1570, 0.000000e+00
  store float %1571, ptr %1569, align 4
  %1572 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1573 = load float, ptr %1572, align 4
  %1574 = fadd reassoc ninf nsz afn float %1573, 0.000000e+00
  store float %1574, ptr %1572, align 4
  %1575 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1576 = load float, ptr %1575, align 4
  %1577 = fadd reassoc ninf nsz afn float %1576, 0.000000e+00
  store float %1577, ptr %1575, align 4
  %1578 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1579 = load float, ptr %1578, align 4
  %1580 = fadd reassoc ninf nsz afn float %1579, 0.000000e+00
  store float %1580, ptr %1578, align 4
  %1581 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1582 = load float, ptr %1581, align 4
  %1583 = fadd reassoc ninf nsz afn float %1582, 0.000000e+00
  store float %1583, ptr %1581, align 4
  %1584 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1585 = load float, ptr %1584, align 4
  %1586 = fadd reassoc ninf nsz afn float %1585, 0.000000e+00
  store float %1586, ptr %1584, align 4
  %1587 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1588 = load float, ptr %1587, align 4
  %1589 = fadd reassoc ninf nsz afn float %1588, 0.000000e+00
  store float %1589, ptr %1587, align 4
  %1590 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1591 = load float, ptr %1590, align 4
  %1592 = fadd reassoc ninf nsz afn float %1591, 0.000000e+00
  store float %1592, ptr %1590, align 4
  %1593 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1594 = load float, ptr %1593, align 4
  %1595 = fadd reassoc ninf nsz afn float %1594, 0.000000e+00
  store float %1595, ptr %1593, align 4
  %1596 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1597 = load float, ptr %1596, align 4
  %1598 = fadd reassoc ninf nsz afn float %1597, 0.000000e+00
  store float %1598, ptr %1596, align 4
  %1599 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1600 = load float, ptr %1599, align 4
  %1601 = fadd reassoc ninf nsz afn float %1600, 0.000000e+00
  store float %1601, ptr %1599, align 4
  %1602 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1603 = load float, ptr %1602, align 4
  %1604 = fadd reassoc ninf nsz afn float %1603, 0.000000e+00
  store float %1604, ptr %1602, align 4
  %1605 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1606 = load float, ptr %1605, align 4
  %1607 = fadd reassoc ninf nsz afn float %1606, %1537
  store float %1607, ptr %1605, align 4
  %1608 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1609 = load float, ptr %1608, align 4
  %1610 = fadd reassoc ninf nsz afn float %1609, 0.000000e+00
  store float %1610, ptr %1608, align 4
  %1611 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1612 = load float, ptr %1611, align 4
  %1613 = fadd reassoc ninf nsz afn float %1612, 0.000000e+00
  store float %1613, ptr %1611, align 4
  %1614 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1615 = load float, ptr %1614, align 4
  %1616 = fadd reassoc ninf nsz afn float %1615, 0.000000e+00
  store float %1616, ptr %1614, align 4
  %1617 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1618 = load float, ptr %1617, align 4
  %1619 = fadd reassoc ninf nsz afn float %1618, 0.000000e+00
  store float %1619, ptr %1617, align 4
  %1620 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1621 = load float, ptr %1620, align 4
  %1622 = fadd reassoc ninf nsz afn float %1621, 0.000000e+00
  store float %1622, ptr %1620, align 4
  %1623 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1624 = load float, ptr %1623, align 4
  %1625 = fadd reassoc ninf nsz afn float %1624, 0.000000e+00
  store float %1625, ptr %1623, align 4
  %1626 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1627 = load float, ptr %1626, align 4
  %1628 = fadd reassoc ninf nsz afn float %1627, 0.000000e+00
  store float %1628, ptr %1626, align 4
  %1629 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1630 = load float, ptr %1629, align 4
  %1631 = fadd reassoc ninf nsz afn float %1630, 0.000000e+00
  store float %1631, ptr %1629, align 4
  %1632 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1633 = load float, ptr %1632, align 4
  %1634 = fadd reassoc ninf nsz afn float %1633, 0.000000e+00
  store float %1634, ptr %1632, align 4
  %1635 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1636 = load float, ptr %1635, align 4
  %1637 = fadd reassoc ninf nsz afn float %1636, 0.000000e+00
  store float %1637, ptr %1635, align 4
  %1638 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1639 = load float, ptr %1638, align 4
  %1640 = fadd reassoc ninf nsz afn float %1639, 0.000000e+00
  store float %1640, ptr %1638, align 4
  %1641 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1642 = load float, ptr %1641, align 4
  %1643 = fadd reassoc ninf nsz afn float %1642, 0.000000e+00
  store float %1643, ptr %1641, align 4
  %1644 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1645 = load float, ptr %1644, align 4
  %1646 = fadd reassoc ninf nsz afn float %1645, 0.000000e+00
  store float %1646, ptr %1644, align 4
  %1647 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1648 = load float, ptr %1647, align 4
  %1649 = fadd reassoc ninf nsz afn float %1648, 0.000000e+00
  store float %1649, ptr %1647, align 4
  %1650 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1651 = load float, ptr %1650, align 4
  %1652 = fadd reassoc ninf nsz afn float %1651, %1535
  store float %1652, ptr %1650, align 4
  %1653 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1654 = load float, ptr %1653, align 4
  %1655 = fadd reassoc ninf nsz afn float %1654, 0.000000e+00
  store float %1655, ptr %1653, align 4
  %1656 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1657 = load float, ptr %1656, align 4
  %1658 = fadd reassoc ninf nsz afn float %1657, 0.000000e+00
  store float %1658, ptr %1656, align 4
  %1659 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1660 = load float, ptr %1659, align 4
  %1661 = fadd reassoc ninf nsz afn float %1660, 0.000000e+00
  store float %1661, ptr %1659, align 4
  %1662 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1663 = load float, ptr %1662, align 4
  %1664 = fadd reassoc ninf nsz afn float %1663, 0.000000e+00
  store float %1664, ptr %1662, align 4
  %1665 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1666 = load float, ptr %1665, align 4
  %1667 = fadd reassoc ninf nsz afn float %1666, 0.000000e+00
  store float %1667, ptr %1665, align 4
  %1668 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1669 = load float, ptr %1668, align 4
  %1670 = fadd reassoc ninf nsz afn float %1669, 0.000000e+00
  store float %1670, ptr %1668, align 4
  %1671 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1672 = load float, ptr %1671, align 4
  %1673 = fadd reassoc ninf nsz afn float %1672, 0.000000e+00
  store float %1673, ptr %1671, align 4
  %1674 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1675 = load float, ptr %1674, align 4
  %1676 = fadd reassoc ninf nsz afn float %1675, 0.000000e+00
  store float %1676, ptr %1674, align 4
  %1677 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1678 = load float, ptr %1677, align 4
  %1679 = fadd reassoc ninf nsz afn float %1678, 0.000000e+00
  store float %1679, ptr %1677, align 4
  %1680 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1681 = load float, ptr %1680, align 4
  %1682 = fadd reassoc ninf nsz afn float %1681, 0.000000e+00
  store float %1682, ptr %1680, align 4
  %1683 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1684 = load float, ptr %1683, align 4
  %1685 = fadd reassoc ninf nsz afn float %1684, 0.000000e+00
  store float %1685, ptr %1683, align 4
  %1686 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1687 = load float, ptr %1686, align 4
  %1688 = fadd reassoc ninf nsz afn float %1687, 0.000000e+00
  store float %1688, ptr %1686, align 4
  %1689 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1690 = load float, ptr %1689, align 4
  %1691 = fadd reassoc ninf nsz afn float %1690, 0.000000e+00
  store float %1691, ptr %1689, align 4
  %1692 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1693 = load float, ptr %1692, align 4
  %1694 = fadd reassoc ninf nsz afn float %1693, 0.000000e+00
  store float %1694, ptr %1692, align 4
  %1695 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1696 = load float, ptr %1695, align 4
  %1697 = fadd reassoc ninf nsz afn float %1696, %1533
  store float %1697, ptr %1695, align 4
  %1698 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1699 = load float, ptr %1698, align 4
  %1700 = fadd reassoc ninf nsz afn float %1699, 0.000000e+00
  store float %1700, ptr %1698, align 4
  %1701 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1702 = load float, ptr %1701, align 4
  %1703 = fadd reassoc ninf nsz afn float %1702, 0.000000e+00
  store float %1703, ptr %1701, align 4
  %1704 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1705 = load float, ptr %1704, align 4
  %1706 = fadd reassoc ninf nsz afn float %1705, 0.000000e+00
  store float %1706, ptr %1704, align 4
  %1707 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1708 = load float, ptr %1707, align 4
  %1709 = fadd reassoc ninf nsz afn float %1708, 0.000000e+00
  store float %1709, ptr %1707, align 4
  %1710 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1711 = load float, ptr %1710, align 4
  %1712 = fadd reassoc ninf nsz afn float %1711, 0.000000e+00
  store float %1712, ptr %1710, align 4
  %1713 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1714 = load float, ptr %1713, align 4
  %1715 = fadd reassoc ninf nsz afn float %1714, 0.000000e+00
  store float %1715, ptr %1713, align 4
  %1716 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1717 = load float, ptr %1716, align 4
  %1718 = fadd reassoc ninf nsz afn float %1717, 0.000000e+00
  store float %1718, ptr %1716, align 4
  %1719 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1720 = load float, ptr %1719, align 4
  %1721 = fadd reassoc ninf nsz afn float %1720, 0.000000e+00
  store float %1721, ptr %1719, align 4
  %1722 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1723 = load float, ptr %1722, align 4
  %1724 = fadd reassoc ninf nsz afn float %1723, 0.000000e+00
  store float %1724, ptr %1722, align 4
  %1725 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1726 = load float, ptr %1725, align 4
  %1727 = fadd reassoc ninf nsz afn float %1726, 0.000000e+00
  store float %1727, ptr %1725, align 4
  %1728 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1729 = load float, ptr %1728, align 4
  %1730 = fadd reassoc ninf nsz afn float %1729, 0.000000e+00
  store float %1730, ptr %1728, align 4
  %1731 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1732 = load float, ptr %1731, align 4
  %1733 = fadd reassoc ninf nsz afn float %1732, 0.000000e+00
  store float %1733, ptr %1731, align 4
  %1734 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1735 = load float, ptr %1734, align 4
  %1736 = fadd reassoc ninf nsz afn float %1735, 0.000000e+00
  store float %1736, ptr %1734, align 4
  %1737 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1738 = load float, ptr %1737, align 4
  %1739 = fadd reassoc ninf nsz afn float %1738, 0.000000e+00
  store float %1739, ptr %1737, align 4
  %1740 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1741 = load float, ptr %1740, align 4
  %1742 = fadd reassoc ninf nsz afn float %1741, %1531
  store float %1742, ptr %1740, align 4
  %1743 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1744 = load float, ptr %1743, align 4
  %1745 = fadd reassoc ninf nsz afn float %1744, 0.000000e+00
  store float %1745, ptr %1743, align 4
  %1746 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1747 = load float, ptr %1746, align 4
  %1748 = fadd reassoc ninf nsz afn float %1747, 0.000000e+00
  store float %1748, ptr %1746, align 4
  %1749 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1750 = load float, ptr %1749, align 4
  %1751 = fadd reassoc ninf nsz afn float %1750, 0.000000e+00
  store float %1751, ptr %1749, align 4
  %1752 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1753 = load float, ptr %1752, align 4
  %1754 = fadd reassoc ninf nsz afn float %1753, 0.000000e+00
  store float %1754, ptr %1752, align 4
  %1755 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1756 = load float, ptr %1755, align 4
  %1757 = fadd reassoc ninf nsz afn float %1756, 0.000000e+00
  store float %1757, ptr %1755, align 4
  %1758 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1759 = load float, ptr %1758, align 4
  %1760 = fadd reassoc ninf nsz afn float %1759, 0.000000e+00
  store float %1760, ptr %1758, align 4
  %1761 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1762 = load float, ptr %1761, align 4
  %1763 = fadd reassoc ninf nsz afn float %1762, 0.000000e+00
  store float %1763, ptr %1761, align 4
  %1764 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1765 = load float, ptr %1764, align 4
  %1766 = fadd reassoc ninf nsz afn float %1765, 0.000000e+00
  store float %1766, ptr %1764, align 4
  %1767 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1768 = load float, ptr %1767, align 4
  %1769 = fadd reassoc ninf nsz afn float %1768, 0.000000e+00
  store float %1769, ptr %1767, align 4
  %1770 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1771 = load float, ptr %1770, align 4
  %1772 = fadd reassoc ninf nsz afn float %1771, 0.000000e+00
  store float %1772, ptr %1770, align 4
  %1773 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1774 = load float, ptr %1773, align 4
  %1775 = fadd reassoc ninf nsz afn float %1774, 0.000000e+00
  store float %1775, ptr %1773, align 4
  %1776 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1777 = load float, ptr %1776, align 4
  %1778 = fadd reassoc ninf nsz afn float %1777, 0.000000e+00
  store float %1778, ptr %1776, align 4
  %1779 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1780 = load float, ptr %1779, align 4
  %1781 = fadd reassoc ninf nsz afn float %1780, 0.000000e+00
  store float %1781, ptr %1779, align 4
  %1782 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1783 = load float, ptr %1782, align 4
  %1784 = fadd reassoc ninf nsz afn float %1783, 0.000000e+00
  store float %1784, ptr %1782, align 4
  %1785 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1786 = load float, ptr %1785, align 4
  %1787 = fadd reassoc ninf nsz afn float %1786, %1529
  store float %1787, ptr %1785, align 4
  %1788 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1789 = load float, ptr %1788, align 4
  %1790 = fadd reassoc ninf nsz afn float %1789, 0.000000e+00
  store float %1790, ptr %1788, align 4
  %1791 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1792 = load float, ptr %1791, align 4
  %1793 = fadd reassoc ninf nsz afn float %1792, 0.000000e+00
  store float %1793, ptr %1791, align 4
  %1794 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1795 = load float, ptr %1794, align 4
  %1796 = fadd reassoc ninf nsz afn float %1795, 0.000000e+00
  store float %1796, ptr %1794, align 4
  %1797 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1798 = load float, ptr %1797, align 4
  %1799 = fadd reassoc ninf nsz afn float %1798, 0.000000e+00
  store float %1799, ptr %1797, align 4
  %1800 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1801 = load float, ptr %1800, align 4
  %1802 = fadd reassoc ninf nsz afn float %1801, 0.000000e+00
  store float %1802, ptr %1800, align 4
  %1803 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1804 = load float, ptr %1803, align 4
  %1805 = fadd reassoc ninf nsz afn float %1804, 0.000000e+00
  store float %1805, ptr %1803, align 4
  %1806 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1807 = load float, ptr %1806, align 4
  %1808 = fadd reassoc ninf nsz afn float %1807, 0.000000e+00
  store float %1808, ptr %1806, align 4
  %1809 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1810 = load float, ptr %1809, align 4
  %1811 = fadd reassoc ninf nsz afn float %1810, 0.000000e+00
  store float %1811, ptr %1809, align 4
  %1812 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1813 = load float, ptr %1812, align 4
  %1814 = fadd reassoc ninf nsz afn float %1813, 0.000000e+00
  store float %1814, ptr %1812, align 4
  %1815 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1816 = load float, ptr %1815, align 4
  %1817 = fadd reassoc ninf nsz afn float %1816, 0.000000e+00
  store float %1817, ptr %1815, align 4
  %1818 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1819 = load float, ptr %1818, align 4
  %1820 = fadd reassoc ninf nsz afn float %1819, 0.000000e+00
  store float %1820, ptr %1818, align 4
  %1821 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1822 = load float, ptr %1821, align 4
  %1823 = fadd reassoc ninf nsz afn float %1822, 0.000000e+00
  store float %1823, ptr %1821, align 4
  %1824 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1825 = load float, ptr %1824, align 4
  %1826 = fadd reassoc ninf nsz afn float %1825, 0.000000e+00
  store float %1826, ptr %1824, align 4
  %1827 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1828 = load float, ptr %1827, align 4
  %1829 = fadd reassoc ninf nsz afn float %1828, 0.000000e+00
  store float %1829, ptr %1827, align 4
  %1830 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1831 = load float, ptr %1830, align 4
  %1832 = fadd reassoc ninf nsz afn float %1831, %1527
  store float %1832, ptr %1830, align 4
  %1833 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1834 = load float, ptr %1833, align 4
  %1835 = fadd reassoc ninf nsz afn float %1834, 0.000000e+00
  store float %1835, ptr %1833, align 4
  %1836 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1837 = load float, ptr %1836, align 4
  %1838 = fadd reassoc ninf nsz afn float %1837, 0.000000e+00
  store float %1838, ptr %1836, align 4
  %1839 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1840 = load float, ptr %1839, align 4
  %1841 = fadd reassoc ninf nsz afn float %1840, 0.000000e+00
  store float %1841, ptr %1839, align 4
  %1842 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1843 = load float, ptr %1842, align 4
  %1844 = fadd reassoc ninf nsz afn float %1843, 0.000000e+00
  store float %1844, ptr %1842, align 4
  %1845 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1846 = load float, ptr %1845, align 4
  %1847 = fadd reassoc ninf nsz afn float %1846, 0.000000e+00
  store float %1847, ptr %1845, align 4
  %1848 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1849 = load float, ptr %1848, align 4
  %1850 = fadd reassoc ninf nsz afn float %1849, 0.000000e+00
  store float %1850, ptr %1848, align 4
  %1851 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1852 = load float, ptr %1851, align 4
  %1853 = fadd reassoc ninf nsz afn float %1852, 0.000000e+00
  store float %1853, ptr %1851, align 4
  %1854 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1855 = load float, ptr %1854, align 4
  %1856 = fadd reassoc ninf nsz afn float %1855, 0.000000e+00
  store float %1856, ptr %1854, align 4
  %1857 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1858 = load float, ptr %1857, align 4
  %1859 = fadd reassoc ninf nsz afn float %1858, 0.000000e+00
  store float %1859, ptr %1857, align 4
  %1860 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1861 = load float, ptr %1860, align 4
  %1862 = fadd reassoc ninf nsz afn float %1861, 0.000000e+00
  store float %1862, ptr %1860, align 4
  %1863 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1864 = load float, ptr %1863, align 4
  %1865 = fadd reassoc ninf nsz afn float %1864, 0.000000e+00
  store float %1865, ptr %1863, align 4
  %1866 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1867 = load float, ptr %1866, align 4
  %1868 = fadd reassoc ninf nsz afn float %1867, 0.000000e+00
  store float %1868, ptr %1866, align 4
  %1869 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1870 = load float, ptr %1869, align 4
  %1871 = fadd reassoc ninf nsz afn float %1870, 0.000000e+00
  store float %1871, ptr %1869, align 4
  %1872 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1873 = load float, ptr %1872, align 4
  %1874 = fadd reassoc ninf nsz afn float %1873, 0.000000e+00
  store float %1874, ptr %1872, align 4
  %1875 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1876 = load float, ptr %1875, align 4
  %1877 = fadd reassoc ninf nsz afn float %1876, 0.000000e+00
  store float %1877, ptr %1875, align 4
  %1878 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %1879 = load float, ptr %1878, align 4
  %1880 = fadd reassoc ninf nsz afn float %1879, 0.000000e+00
  store float %1880, ptr %1878, align 4
  %1881 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %1882 = load float, ptr %1881, align 4
  %1883 = fadd reassoc ninf nsz afn float %1882, 0.000000e+00
  store float %1883, ptr %1881, align 4
  %1884 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %1885 = load float, ptr %1884, align 4
  %1886 = fadd reassoc ninf nsz afn float %1885, 0.000000e+00
  store float %1886, ptr %1884, align 4
  %1887 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %1888 = load float, ptr %1887, align 4
  %1889 = fadd reassoc ninf nsz afn float %1888, 0.000000e+00
  store float %1889, ptr %1887, align 4
  %1890 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %1891 = load float, ptr %1890, align 4
  %1892 = fadd reassoc ninf nsz afn float %1891, 0.000000e+00
  store float %1892, ptr %1890, align 4
  %1893 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %1894 = load float, ptr %1893, align 4
  %1895 = fadd reassoc ninf nsz afn float %1894, 0.000000e+00
  store float %1895, ptr %1893, align 4
  %1896 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %1897 = load float, ptr %1896, align 4
  %1898 = fadd reassoc ninf nsz afn float %1897, 0.000000e+00
  store float %1898, ptr %1896, align 4
  %1899 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %1900 = load float, ptr %1899, align 4
  %1901 = fadd reassoc ninf nsz afn float %1900, 0.000000e+00
  store float %1901, ptr %1899, align 4
  %1902 = fmul reassoc ninf nsz afn float %1539, 0x3FD3333340000000
  %1903 = call ptr @stack_top_adjoint(ptr %53, i64 4)
  %1904 = load float, ptr %1903, align 4
  %1905 = fadd reassoc ninf nsz afn float %1904, %1902
  store float %1905, ptr %1903, align 4
  %1906 = call ptr @stack_top_adjoint(ptr %53, i64 4)
  %1907 = load float, ptr %1906, align 4
  call void @stack_pop(ptr %53)
  %1908 = call reassoc ninf nsz afn float @cos_f32(float %1426)
  %1909 = fmul reassoc ninf nsz afn float %1907, %1908
  %1910 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %1911 = load float, ptr %1910, align 4
  %1912 = fadd reassoc ninf nsz afn float %1911, 0.000000e+00
  store float %1912, ptr %1910, align 4
  %1913 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %1914 = load float, ptr %1913, align 4
  %1915 = fadd reassoc ninf nsz afn float %1914, 0.000000e+00
  store float %1915, ptr %1913, align 4
  %1916 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %1917 = load float, ptr %1916, align 4
  %1918 = fadd reassoc ninf nsz afn float %1917, 0.000000e+00
  store float %1918, ptr %1916, align 4
  %1919 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %1920 = load float, ptr %1919, align 4
  %1921 = fadd reassoc ninf nsz afn float %1920, 0.000000e+00
  store float %1921, ptr %1919, align 4
  %1922 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %1923 = load float, ptr %1922, align 4
  %1924 = fadd reassoc ninf nsz afn float %1923, 0.000000e+00
  store float %1924, ptr %1922, align 4
  %1925 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1926 = load float, ptr %1925, align 4
  %1927 = fadd reassoc ninf nsz afn float %1926, 0.000000e+00
  store float %1927, ptr %1925, align 4
  %1928 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %1929 = load float, ptr %1928, align 4
  %1930 = fadd reassoc ninf nsz afn float %1929, 0.000000e+00
  store float %1930, ptr %1928, align 4
  %1931 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %1932 = load float, ptr %1931, align 4
  %1933 = fadd reassoc ninf nsz afn float %1932, %1909
  store float %1933, ptr %1931, align 4
  %1934 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %1935 = load float, ptr %1934, align 4
  %1936 = fadd reassoc ninf nsz afn float %1935, 0.000000e+00
  store float %1936, ptr %1934, align 4
  %1937 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %1938 = load float, ptr %1937, align 4
  %1939 = fadd reassoc ninf nsz afn float %1938, 0.000000e+00
  store float %1939, ptr %1937, align 4
  %1940 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %1941 = load float, ptr %1940, align 4
  %1942 = fadd reassoc ninf nsz afn float %1941, 0.000000e+00
  store float %1942, ptr %1940, align 4
  %1943 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %1944 = load float, ptr %1943, align 4
  %1945 = fadd reassoc ninf nsz afn float %1944, 0.000000e+00
  store float %1945, ptr %1943, align 4
  %1946 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %1947 = load float, ptr %1946, align 4
  %1948 = fadd reassoc ninf nsz afn float %1947, 0.000000e+00
  store float %1948, ptr %1946, align 4
  %1949 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1950 = load float, ptr %1949, align 4
  %1951 = fadd reassoc ninf nsz afn float %1950, 0.000000e+00
  store float %1951, ptr %1949, align 4
  %1952 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %1953 = load float, ptr %1952, align 4
  %1954 = fadd reassoc ninf nsz afn float %1953, 0.000000e+00
  store float %1954, ptr %1952, align 4
  %1955 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %1956 = load float, ptr %1955, align 4
  %1957 = fadd reassoc ninf nsz afn float %1956, 0.000000e+00
  store float %1957, ptr %1955, align 4
  %1958 = fmul reassoc ninf nsz afn float %1539, 0x3FE99999A0000000
  %1959 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %1960 = load float, ptr %1959, align 4
  %1961 = fadd reassoc ninf nsz afn float %1960, 0.000000e+00
  store float %1961, ptr %1959, align 4
  %1962 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %1963 = load float, ptr %1962, align 4
  %1964 = fadd reassoc ninf nsz afn float %1963, 0.000000e+00
  store float %1964, ptr %1962, align 4
  %1965 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %1966 = load float, ptr %1965, align 4
  %1967 = fadd reassoc ninf nsz afn float %1966, 0.000000e+00
  store float %1967, ptr %1965, align 4
  %1968 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %1969 = load float, ptr %1968, align 4
  %1970 = fadd reassoc ninf nsz afn float %1969, 0.000000e+00
  store float %1970, ptr %1968, align 4
  %1971 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %1972 = load float, ptr %1971, align 4
  %1973 = fadd reassoc ninf nsz afn float %1972, 0.000000e+00
  store float %1973, ptr %1971, align 4
  %1974 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1975 = load float, ptr %1974, align 4
  %1976 = fadd reassoc ninf nsz afn float %1975, 0.000000e+00
  store float %1976, ptr %1974, align 4
  %1977 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %1978 = load float, ptr %1977, align 4
  %1979 = fadd reassoc ninf nsz afn float %1978, %1958
  store float %1979, ptr %1977, align 4
  %1980 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %1981 = load float, ptr %1980, align 4
  %1982 = fadd reassoc ninf nsz afn float %1981, 0.000000e+00
  store float %1982, ptr %1980, align 4
  %1983 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %1984 = load float, ptr %1983, align 4
  %1985 = fadd reassoc ninf nsz afn float %1984, 0.000000e+00
  store float %1985, ptr %1983, align 4
  %1986 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %1987 = load float, ptr %1986, align 4
  %1988 = fadd reassoc ninf nsz afn float %1987, 0.000000e+00
  store float %1988, ptr %1986, align 4
  %1989 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %1990 = load float, ptr %1989, align 4
  %1991 = fadd reassoc ninf nsz afn float %1990, 0.000000e+00
  store float %1991, ptr %1989, align 4
  %1992 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %1993 = load float, ptr %1992, align 4
  %1994 = fadd reassoc ninf nsz afn float %1993, 0.000000e+00
  store float %1994, ptr %1992, align 4
  %1995 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %1996 = load float, ptr %1995, align 4
  %1997 = fadd reassoc ninf nsz afn float %1996, 0.000000e+00
  store float %1997, ptr %1995, align 4
  %1998 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %1999 = load float, ptr %1998, align 4
  %2000 = fadd reassoc ninf nsz afn float %1999, 0.000000e+00
  store float %2000, ptr %1998, align 4
  %2001 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2002 = load float, ptr %2001, align 4
  %2003 = fadd reassoc ninf nsz afn float %2002, 0.000000e+00
  store float %2003, ptr %2001, align 4
  %2004 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2005 = load float, ptr %2004, align 4
  %2006 = fadd reassoc ninf nsz afn float %2005, 0.000000e+00
  store float %2006, ptr %2004, align 4
  %2007 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2008 = load float, ptr %2007, align 4
  %2009 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2010 = load float, ptr %2009, align 4
  %2011 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2012 = load float, ptr %2011, align 4
  %2013 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2014 = load float, ptr %2013, align 4
  %2015 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2016 = load float, ptr %2015, align 4
  %2017 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2018 = load float, ptr %2017, align 4
  %2019 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2020 = load float, ptr %2019, align 4
  %2021 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2022 = load float, ptr %2021, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %2023 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2024 = load float, ptr %2023, align 4
  %2025 = fadd reassoc ninf nsz afn float %2024, 0.000000e+00
  store float %2025, ptr %2023, align 4
  %2026 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2027 = load float, ptr %2026, align 4
  %2028 = fadd reassoc ninf nsz afn float %2027, 0.000000e+00
  store float %2028, ptr %2026, align 4
  %2029 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2030 = load float, ptr %2029, align 4
  %2031 = fadd reassoc ninf nsz afn float %2030, 0.000000e+00
  store float %2031, ptr %2029, align 4
  %2032 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2033 = load float, ptr %2032, align 4
  %2034 = fadd reassoc ninf nsz afn float %2033, 0.000000e+00
  store float %2034, ptr %2032, align 4
  %2035 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2036 = load float, ptr %2035, align 4
  %2037 = fadd reassoc ninf nsz afn float %2036, 0.000000e+00
  store float %2037, ptr %2035, align 4
  %2038 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2039 = load float, ptr %2038, align 4
  %2040 = fadd reassoc ninf nsz afn float %2039, 0.000000e+00
  store float %2040, ptr %2038, align 4
  %2041 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2042 = load float, ptr %2041, align 4
  %2043 = fadd reassoc ninf nsz afn float %2042, 0.000000e+00
  store float %2043, ptr %2041, align 4
  %2044 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2045 = load float, ptr %2044, align 4
  %2046 = fadd reassoc ninf nsz afn float %2045, %2022
  store float %2046, ptr %2044, align 4
  %2047 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2048 = load float, ptr %2047, align 4
  %2049 = fadd reassoc ninf nsz afn float %2048, 0.000000e+00
  store float %2049, ptr %2047, align 4
  %2050 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2051 = load float, ptr %2050, align 4
  %2052 = fadd reassoc ninf nsz afn float %2051, 0.000000e+00
  store float %2052, ptr %2050, align 4
  %2053 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2054 = load float, ptr %2053, align 4
  %2055 = fadd reassoc ninf nsz afn float %2054, 0.000000e+00
  store float %2055, ptr %2053, align 4
  %2056 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2057 = load float, ptr %2056, align 4
  %2058 = fadd reassoc ninf nsz afn float %2057, 0.000000e+00
  store float %2058, ptr %2056, align 4
  %2059 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2060 = load float, ptr %2059, align 4
  %2061 = fadd reassoc ninf nsz afn float %2060, 0.000000e+00
  store float %2061, ptr %2059, align 4
  %2062 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2063 = load float, ptr %2062, align 4
  %2064 = fadd reassoc ninf nsz afn float %2063, 0.000000e+00
  store float %2064, ptr %2062, align 4
  %2065 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2066 = load float, ptr %2065, align 4
  %2067 = fadd reassoc ninf nsz afn float %2066, 0.000000e+00
  store float %2067, ptr %2065, align 4
  %2068 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2069 = load float, ptr %2068, align 4
  %2070 = fadd reassoc ninf nsz afn float %2069, 0.000000e+00
  store float %2070, ptr %2068, align 4
  %2071 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2072 = load float, ptr %2071, align 4
  %2073 = fadd reassoc ninf nsz afn float %2072, 0.000000e+00
  store float %2073, ptr %2071, align 4
  %2074 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2075 = load float, ptr %2074, align 4
  %2076 = fadd reassoc ninf nsz afn float %2075, 0.000000e+00
  store float %2076, ptr %2074, align 4
  %2077 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2078 = load float, ptr %2077, align 4
  %2079 = fadd reassoc ninf nsz afn float %2078, 0.000000e+00
  store float %2079, ptr %2077, align 4
  %2080 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2081 = load float, ptr %2080, align 4
  %2082 = fadd reassoc ninf nsz afn float %2081, 0.000000e+00
  store float %2082, ptr %2080, align 4
  %2083 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2084 = load float, ptr %2083, align 4
  %2085 = fadd reassoc ninf nsz afn float %2084, 0.000000e+00
  store float %2085, ptr %2083, align 4
  %2086 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2087 = load float, ptr %2086, align 4
  %2088 = fadd reassoc ninf nsz afn float %2087, 0.000000e+00
  store float %2088, ptr %2086, align 4
  %2089 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2090 = load float, ptr %2089, align 4
  %2091 = fadd reassoc ninf nsz afn float %2090, %2020
  store float %2091, ptr %2089, align 4
  %2092 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2093 = load float, ptr %2092, align 4
  %2094 = fadd reassoc ninf nsz afn float %2093, 0.000000e+00
  store float %2094, ptr %2092, align 4
  %2095 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2096 = load float, ptr %2095, align 4
  %2097 = fadd reassoc ninf nsz afn float %2096, 0.000000e+00
  store float %2097, ptr %2095, align 4
  %2098 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2099 = load float, ptr %2098, align 4
  %2100 = fadd reassoc ninf nsz afn float %2099, 0.000000e+00
  store float %2100, ptr %2098, align 4
  %2101 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2102 = load float, ptr %2101, align 4
  %2103 = fadd reassoc ninf nsz afn float %2102, 0.000000e+00
  store float %2103, ptr %2101, align 4
  %2104 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2105 = load float, ptr %2104, align 4
  %2106 = fadd reassoc ninf nsz afn float %2105, 0.000000e+00
  store float %2106, ptr %2104, align 4
  %2107 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2108 = load float, ptr %2107, align 4
  %2109 = fadd reassoc ninf nsz afn float %2108, 0.000000e+00
  store float %2109, ptr %2107, align 4
  %2110 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2111 = load float, ptr %2110, align 4
  %2112 = fadd reassoc ninf nsz afn float %2111, 0.000000e+00
  store float %2112, ptr %2110, align 4
  %2113 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2114 = load float, ptr %2113, align 4
  %2115 = fadd reassoc ninf nsz afn float %2114, 0.000000e+00
  store float %2115, ptr %2113, align 4
  %2116 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2117 = load float, ptr %2116, align 4
  %2118 = fadd reassoc ninf nsz afn float %2117, 0.000000e+00
  store float %2118, ptr %2116, align 4
  %2119 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2120 = load float, ptr %2119, align 4
  %2121 = fadd reassoc ninf nsz afn float %2120, 0.000000e+00
  store float %2121, ptr %2119, align 4
  %2122 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2123 = load float, ptr %2122, align 4
  %2124 = fadd reassoc ninf nsz afn float %2123, 0.000000e+00
  store float %2124, ptr %2122, align 4
  %2125 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2126 = load float, ptr %2125, align 4
  %2127 = fadd reassoc ninf nsz afn float %2126, 0.000000e+00
  store float %2127, ptr %2125, align 4
  %2128 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2129 = load float, ptr %2128, align 4
  %2130 = fadd reassoc ninf nsz afn float %2129, 0.000000e+00
  store float %2130, ptr %2128, align 4
  %2131 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2132 = load float, ptr %2131, align 4
  %2133 = fadd reassoc ninf nsz afn float %2132, %2016
  store float %2133, ptr %2131, align 4
  %2134 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2135 = load float, ptr %2134, align 4
  %2136 = fadd reassoc ninf nsz afn float %2135, 0.000000e+00
  store float %2136, ptr %2134, align 4
  %2137 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2138 = load float, ptr %2137, align 4
  %2139 = fadd reassoc ninf nsz afn float %2138, 0.000000e+00
  store float %2139, ptr %2137, align 4
  %2140 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2141 = load float, ptr %2140, align 4
  %2142 = fadd reassoc ninf nsz afn float %2141, 0.000000e+00
  store float %2142, ptr %2140, align 4
  %2143 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2144 = load float, ptr %2143, align 4
  %2145 = fadd reassoc ninf nsz afn float %2144, 0.000000e+00
  store float %2145, ptr %2143, align 4
  %2146 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2147 = load float, ptr %2146, align 4
  %2148 = fadd reassoc ninf nsz afn float %2147, 0.000000e+00
  store float %2148, ptr %2146, align 4
  %2149 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2150 = load float, ptr %2149, align 4
  %2151 = fadd reassoc ninf nsz afn float %2150, 0.000000e+00
  store float %2151, ptr %2149, align 4
  %2152 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2153 = load float, ptr %2152, align 4
  %2154 = fadd reassoc ninf nsz afn float %2153, 0.000000e+00
  store float %2154, ptr %2152, align 4
  %2155 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2156 = load float, ptr %2155, align 4
  %2157 = fadd reassoc ninf nsz afn float %2156, 0.000000e+00
  store float %2157, ptr %2155, align 4
  %2158 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2159 = load float, ptr %2158, align 4
  %2160 = fadd reassoc ninf nsz afn float %2159, 0.000000e+00
  store float %2160, ptr %2158, align 4
  %2161 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2162 = load float, ptr %2161, align 4
  %2163 = fadd reassoc ninf nsz afn float %2162, 0.000000e+00
  store float %2163, ptr %2161, align 4
  %2164 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2165 = load float, ptr %2164, align 4
  %2166 = fadd reassoc ninf nsz afn float %2165, 0.000000e+00
  store float %2166, ptr %2164, align 4
  %2167 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2168 = load float, ptr %2167, align 4
  %2169 = fadd reassoc ninf nsz afn float %2168, 0.000000e+00
  store float %2169, ptr %2167, align 4
  %2170 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2171 = load float, ptr %2170, align 4
  %2172 = fadd reassoc ninf nsz afn float %2171, 0.000000e+00
  store float %2172, ptr %2170, align 4
  %2173 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2174 = load float, ptr %2173, align 4
  %2175 = fadd reassoc ninf nsz afn float %2174, 0.000000e+00
  store float %2175, ptr %2173, align 4
  %2176 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2177 = load float, ptr %2176, align 4
  %2178 = fadd reassoc ninf nsz afn float %2177, %2014
  store float %2178, ptr %2176, align 4
  %2179 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2180 = load float, ptr %2179, align 4
  %2181 = fadd reassoc ninf nsz afn float %2180, 0.000000e+00
  store float %2181, ptr %2179, align 4
  %2182 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2183 = load float, ptr %2182, align 4
  %2184 = fadd reassoc ninf nsz afn float %2183, 0.000000e+00
  store float %2184, ptr %2182, align 4
  %2185 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2186 = load float, ptr %2185, align 4
  %2187 = fadd reassoc ninf nsz afn float %2186, 0.000000e+00
  store float %2187, ptr %2185, align 4
  %2188 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2189 = load float, ptr %2188, align 4
  %2190 = fadd reassoc ninf nsz afn float %2189, 0.000000e+00
  store float %2190, ptr %2188, align 4
  %2191 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2192 = load float, ptr %2191, align 4
  %2193 = fadd reassoc ninf nsz afn float %2192, 0.000000e+00
  store float %2193, ptr %2191, align 4
  %2194 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2195 = load float, ptr %2194, align 4
  %2196 = fadd reassoc ninf nsz afn float %2195, 0.000000e+00
  store float %2196, ptr %2194, align 4
  %2197 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2198 = load float, ptr %2197, align 4
  %2199 = fadd reassoc ninf nsz afn float %2198, 0.000000e+00
  store float %2199, ptr %2197, align 4
  %2200 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2201 = load float, ptr %2200, align 4
  %2202 = fadd reassoc ninf nsz afn float %2201, 0.000000e+00
  store float %2202, ptr %2200, align 4
  %2203 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2204 = load float, ptr %2203, align 4
  %2205 = fadd reassoc ninf nsz afn float %2204, 0.000000e+00
  store float %2205, ptr %2203, align 4
  %2206 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2207 = load float, ptr %2206, align 4
  %2208 = fadd reassoc ninf nsz afn float %2207, 0.000000e+00
  store float %2208, ptr %2206, align 4
  %2209 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2210 = load float, ptr %2209, align 4
  %2211 = fadd reassoc ninf nsz afn float %2210, 0.000000e+00
  store float %2211, ptr %2209, align 4
  %2212 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2213 = load float, ptr %2212, align 4
  %2214 = fadd reassoc ninf nsz afn float %2213, 0.000000e+00
  store float %2214, ptr %2212, align 4
  %2215 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2216 = load float, ptr %2215, align 4
  %2217 = fadd reassoc ninf nsz afn float %2216, 0.000000e+00
  store float %2217, ptr %2215, align 4
  %2218 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2219 = load float, ptr %2218, align 4
  %2220 = fadd reassoc ninf nsz afn float %2219, 0.000000e+00
  store float %2220, ptr %2218, align 4
  %2221 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2222 = load float, ptr %2221, align 4
  %2223 = fadd reassoc ninf nsz afn float %2222, %2012
  store float %2223, ptr %2221, align 4
  %2224 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2225 = load float, ptr %2224, align 4
  %2226 = fadd reassoc ninf nsz afn float %2225, 0.000000e+00
  store float %2226, ptr %2224, align 4
  %2227 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2228 = load float, ptr %2227, align 4
  %2229 = fadd reassoc ninf nsz afn float %2228, 0.000000e+00
  store float %2229, ptr %2227, align 4
  %2230 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2231 = load float, ptr %2230, align 4
  %2232 = fadd reassoc ninf nsz afn float %2231, 0.000000e+00
  store float %2232, ptr %2230, align 4
  %2233 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2234 = load float, ptr %2233, align 4
  %2235 = fadd reassoc ninf nsz afn float %2234, 0.000000e+00
  store float %2235, ptr %2233, align 4
  %2236 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2237 = load float, ptr %2236, align 4
  %2238 = fadd reassoc ninf nsz afn float %2237, 0.000000e+00
  store float %2238, ptr %2236, align 4
  %2239 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2240 = load float, ptr %2239, align 4
  %2241 = fadd reassoc ninf nsz afn float %2240, 0.000000e+00
  store float %2241, ptr %2239, align 4
  %2242 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2243 = load float, ptr %2242, align 4
  %2244 = fadd reassoc ninf nsz afn float %2243, 0.000000e+00
  store float %2244, ptr %2242, align 4
  %2245 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2246 = load float, ptr %2245, align 4
  %2247 = fadd reassoc ninf nsz afn float %2246, 0.000000e+00
  store float %2247, ptr %2245, align 4
  %2248 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2249 = load float, ptr %2248, align 4
  %2250 = fadd reassoc ninf nsz afn float %2249, 0.000000e+00
  store float %2250, ptr %2248, align 4
  %2251 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2252 = load float, ptr %2251, align 4
  %2253 = fadd reassoc ninf nsz afn float %2252, 0.000000e+00
  store float %2253, ptr %2251, align 4
  %2254 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2255 = load float, ptr %2254, align 4
  %2256 = fadd reassoc ninf nsz afn float %2255, 0.000000e+00
  store float %2256, ptr %2254, align 4
  %2257 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2258 = load float, ptr %2257, align 4
  %2259 = fadd reassoc ninf nsz afn float %2258, 0.000000e+00
  store float %2259, ptr %2257, align 4
  %2260 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2261 = load float, ptr %2260, align 4
  %2262 = fadd reassoc ninf nsz afn float %2261, 0.000000e+00
  store float %2262, ptr %2260, align 4
  %2263 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2264 = load float, ptr %2263, align 4
  %2265 = fadd reassoc ninf nsz afn float %2264, 0.000000e+00
  store float %2265, ptr %2263, align 4
  %2266 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2267 = load float, ptr %2266, align 4
  %2268 = fadd reassoc ninf nsz afn float %2267, %2010
  store float %2268, ptr %2266, align 4
  %2269 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2270 = load float, ptr %2269, align 4
  %2271 = fadd reassoc ninf nsz afn float %2270, 0.000000e+00
  store float %2271, ptr %2269, align 4
  %2272 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2273 = load float, ptr %2272, align 4
  %2274 = fadd reassoc ninf nsz afn float %2273, 0.000000e+00
  store float %2274, ptr %2272, align 4
  %2275 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2276 = load float, ptr %2275, align 4
  %2277 = fadd reassoc ninf nsz afn float %2276, 0.000000e+00
  store float %2277, ptr %2275, align 4
  %2278 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2279 = load float, ptr %2278, align 4
  %2280 = fadd reassoc ninf nsz afn float %2279, 0.000000e+00
  store float %2280, ptr %2278, align 4
  %2281 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2282 = load float, ptr %2281, align 4
  %2283 = fadd reassoc ninf nsz afn float %2282, 0.000000e+00
  store float %2283, ptr %2281, align 4
  %2284 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2285 = load float, ptr %2284, align 4
  %2286 = fadd reassoc ninf nsz afn float %2285, 0.000000e+00
  store float %2286, ptr %2284, align 4
  %2287 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2288 = load float, ptr %2287, align 4
  %2289 = fadd reassoc ninf nsz afn float %2288, 0.000000e+00
  store float %2289, ptr %2287, align 4
  %2290 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2291 = load float, ptr %2290, align 4
  %2292 = fadd reassoc ninf nsz afn float %2291, 0.000000e+00
  store float %2292, ptr %2290, align 4
  %2293 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2294 = load float, ptr %2293, align 4
  %2295 = fadd reassoc ninf nsz afn float %2294, 0.000000e+00
  store float %2295, ptr %2293, align 4
  %2296 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2297 = load float, ptr %2296, align 4
  %2298 = fadd reassoc ninf nsz afn float %2297, 0.000000e+00
  store float %2298, ptr %2296, align 4
  %2299 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2300 = load float, ptr %2299, align 4
  %2301 = fadd reassoc ninf nsz afn float %2300, 0.000000e+00
  store float %2301, ptr %2299, align 4
  %2302 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2303 = load float, ptr %2302, align 4
  %2304 = fadd reassoc ninf nsz afn float %2303, 0.000000e+00
  store float %2304, ptr %2302, align 4
  %2305 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2306 = load float, ptr %2305, align 4
  %2307 = fadd reassoc ninf nsz afn float %2306, 0.000000e+00
  store float %2307, ptr %2305, align 4
  %2308 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2309 = load float, ptr %2308, align 4
  %2310 = fadd reassoc ninf nsz afn float %2309, 0.000000e+00
  store float %2310, ptr %2308, align 4
  %2311 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2312 = load float, ptr %2311, align 4
  %2313 = fadd reassoc ninf nsz afn float %2312, %2008
  store float %2313, ptr %2311, align 4
  %2314 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2315 = load float, ptr %2314, align 4
  %2316 = fadd reassoc ninf nsz afn float %2315, 0.000000e+00
  store float %2316, ptr %2314, align 4
  %2317 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2318 = load float, ptr %2317, align 4
  %2319 = fadd reassoc ninf nsz afn float %2318, 0.000000e+00
  store float %2319, ptr %2317, align 4
  %2320 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2321 = load float, ptr %2320, align 4
  %2322 = fadd reassoc ninf nsz afn float %2321, 0.000000e+00
  store float %2322, ptr %2320, align 4
  %2323 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2324 = load float, ptr %2323, align 4
  %2325 = fadd reassoc ninf nsz afn float %2324, 0.000000e+00
  store float %2325, ptr %2323, align 4
  %2326 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2327 = load float, ptr %2326, align 4
  %2328 = fadd reassoc ninf nsz afn float %2327, 0.000000e+00
  store float %2328, ptr %2326, align 4
  %2329 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2330 = load float, ptr %2329, align 4
  %2331 = fadd reassoc ninf nsz afn float %2330, 0.000000e+00
  store float %2331, ptr %2329, align 4
  %2332 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2333 = load float, ptr %2332, align 4
  %2334 = fadd reassoc ninf nsz afn float %2333, 0.000000e+00
  store float %2334, ptr %2332, align 4
  %2335 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2336 = load float, ptr %2335, align 4
  %2337 = fadd reassoc ninf nsz afn float %2336, 0.000000e+00
  store float %2337, ptr %2335, align 4
  %2338 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2339 = load float, ptr %2338, align 4
  %2340 = fadd reassoc ninf nsz afn float %2339, 0.000000e+00
  store float %2340, ptr %2338, align 4
  %2341 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2342 = load float, ptr %2341, align 4
  %2343 = fadd reassoc ninf nsz afn float %2342, 0.000000e+00
  store float %2343, ptr %2341, align 4
  %2344 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2345 = load float, ptr %2344, align 4
  %2346 = fadd reassoc ninf nsz afn float %2345, 0.000000e+00
  store float %2346, ptr %2344, align 4
  %2347 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2348 = load float, ptr %2347, align 4
  %2349 = fadd reassoc ninf nsz afn float %2348, 0.000000e+00
  store float %2349, ptr %2347, align 4
  %2350 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2351 = load float, ptr %2350, align 4
  %2352 = fadd reassoc ninf nsz afn float %2351, 0.000000e+00
  store float %2352, ptr %2350, align 4
  %2353 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2354 = load float, ptr %2353, align 4
  %2355 = fadd reassoc ninf nsz afn float %2354, 0.000000e+00
  store float %2355, ptr %2353, align 4
  %2356 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2357 = load float, ptr %2356, align 4
  %2358 = fadd reassoc ninf nsz afn float %2357, 0.000000e+00
  store float %2358, ptr %2356, align 4
  %2359 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2360 = load float, ptr %2359, align 4
  %2361 = fadd reassoc ninf nsz afn float %2360, 0.000000e+00
  store float %2361, ptr %2359, align 4
  %2362 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2363 = load float, ptr %2362, align 4
  %2364 = fadd reassoc ninf nsz afn float %2363, 0.000000e+00
  store float %2364, ptr %2362, align 4
  %2365 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2366 = load float, ptr %2365, align 4
  %2367 = fadd reassoc ninf nsz afn float %2366, 0.000000e+00
  store float %2367, ptr %2365, align 4
  %2368 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2369 = load float, ptr %2368, align 4
  %2370 = fadd reassoc ninf nsz afn float %2369, 0.000000e+00
  store float %2370, ptr %2368, align 4
  %2371 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2372 = load float, ptr %2371, align 4
  %2373 = fadd reassoc ninf nsz afn float %2372, 0.000000e+00
  store float %2373, ptr %2371, align 4
  %2374 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2375 = load float, ptr %2374, align 4
  %2376 = fadd reassoc ninf nsz afn float %2375, 0.000000e+00
  store float %2376, ptr %2374, align 4
  %2377 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2378 = load float, ptr %2377, align 4
  %2379 = fadd reassoc ninf nsz afn float %2378, 0.000000e+00
  store float %2379, ptr %2377, align 4
  %2380 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2381 = load float, ptr %2380, align 4
  %2382 = fadd reassoc ninf nsz afn float %2381, 0.000000e+00
  store float %2382, ptr %2380, align 4
  %2383 = fmul reassoc ninf nsz afn float %2018, 0x3FD3333340000000
  %2384 = call ptr @stack_top_adjoint(ptr %62, i64 4)
  %2385 = load float, ptr %2384, align 4
  %2386 = fadd reassoc ninf nsz afn float %2385, %2383
  store float %2386, ptr %2384, align 4
  %2387 = call ptr @stack_top_adjoint(ptr %62, i64 4)
  %2388 = load float, ptr %2387, align 4
  call void @stack_pop(ptr %62)
  %2389 = call reassoc ninf nsz afn float @cos_f32(float %1424)
  %2390 = fmul reassoc ninf nsz afn float %2388, %2389
  %2391 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %2392 = load float, ptr %2391, align 4
  %2393 = fadd reassoc ninf nsz afn float %2392, 0.000000e+00
  store float %2393, ptr %2391, align 4
  %2394 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %2395 = load float, ptr %2394, align 4
  %2396 = fadd reassoc ninf nsz afn float %2395, 0.000000e+00
  store float %2396, ptr %2394, align 4
  %2397 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %2398 = load float, ptr %2397, align 4
  %2399 = fadd reassoc ninf nsz afn float %2398, 0.000000e+00
  store float %2399, ptr %2397, align 4
  %2400 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %2401 = load float, ptr %2400, align 4
  %2402 = fadd reassoc ninf nsz afn float %2401, 0.000000e+00
  store float %2402, ptr %2400, align 4
  %2403 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %2404 = load float, ptr %2403, align 4
  %2405 = fadd reassoc ninf nsz afn float %2404, 0.000000e+00
  store float %2405, ptr %2403, align 4
  %2406 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %2407 = load float, ptr %2406, align 4
  %2408 = fadd reassoc ninf nsz afn float %2407, 0.000000e+00
  store float %2408, ptr %2406, align 4
  %2409 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2410 = load float, ptr %2409, align 4
  %2411 = fadd reassoc ninf nsz afn float %2410, %2390
  store float %2411, ptr %2409, align 4
  %2412 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2413 = load float, ptr %2412, align 4
  %2414 = fadd reassoc ninf nsz afn float %2413, 0.000000e+00
  store float %2414, ptr %2412, align 4
  %2415 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %2416 = load float, ptr %2415, align 4
  %2417 = fadd reassoc ninf nsz afn float %2416, 0.000000e+00
  store float %2417, ptr %2415, align 4
  %2418 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %2419 = load float, ptr %2418, align 4
  %2420 = fadd reassoc ninf nsz afn float %2419, 0.000000e+00
  store float %2420, ptr %2418, align 4
  %2421 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %2422 = load float, ptr %2421, align 4
  %2423 = fadd reassoc ninf nsz afn float %2422, 0.000000e+00
  store float %2423, ptr %2421, align 4
  %2424 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %2425 = load float, ptr %2424, align 4
  %2426 = fadd reassoc ninf nsz afn float %2425, 0.000000e+00
  store float %2426, ptr %2424, align 4
  %2427 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %2428 = load float, ptr %2427, align 4
  %2429 = fadd reassoc ninf nsz afn float %2428, 0.000000e+00
  store float %2429, ptr %2427, align 4
  %2430 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %2431 = load float, ptr %2430, align 4
  %2432 = fadd reassoc ninf nsz afn float %2431, 0.000000e+00
  store float %2432, ptr %2430, align 4
  %2433 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2434 = load float, ptr %2433, align 4
  %2435 = fadd reassoc ninf nsz afn float %2434, 0.000000e+00
  store float %2435, ptr %2433, align 4
  %2436 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2437 = load float, ptr %2436, align 4
  %2438 = fadd reassoc ninf nsz afn float %2437, 0.000000e+00
  store float %2438, ptr %2436, align 4
  %2439 = fmul reassoc ninf nsz afn float %2018, 0x3FE99999A0000000
  %2440 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %2441 = load float, ptr %2440, align 4
  %2442 = fadd reassoc ninf nsz afn float %2441, 0.000000e+00
  store float %2442, ptr %2440, align 4
  %2443 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %2444 = load float, ptr %2443, align 4
  %2445 = fadd reassoc ninf nsz afn float %2444, 0.000000e+00
  store float %2445, ptr %2443, align 4
  %2446 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %2447 = load float, ptr %2446, align 4
  %2448 = fadd reassoc ninf nsz afn float %2447, 0.000000e+00
  store float %2448, ptr %2446, align 4
  %2449 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %2450 = load float, ptr %2449, align 4
  %2451 = fadd reassoc ninf nsz afn float %2450, 0.000000e+00
  store float %2451, ptr %2449, align 4
  %2452 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %2453 = load float, ptr %2452, align 4
  %2454 = fadd reassoc ninf nsz afn float %2453, 0.000000e+00
  store float %2454, ptr %2452, align 4
  %2455 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %2456 = load float, ptr %2455, align 4
  %2457 = fadd reassoc ninf nsz afn float %2456, %2439
  store float %2457, ptr %2455, align 4
  %2458 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2459 = load float, ptr %2458, align 4
  %2460 = fadd reassoc ninf nsz afn float %2459, 0.000000e+00
  store float %2460, ptr %2458, align 4
  %2461 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2462 = load float, ptr %2461, align 4
  %2463 = fadd reassoc ninf nsz afn float %2462, 0.000000e+00
  store float %2463, ptr %2461, align 4
  %2464 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %2465 = load float, ptr %2464, align 4
  %2466 = fadd reassoc ninf nsz afn float %2465, 0.000000e+00
  store float %2466, ptr %2464, align 4
  %2467 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %2468 = load float, ptr %2467, align 4
  %2469 = fadd reassoc ninf nsz afn float %2468, 0.000000e+00
  store float %2469, ptr %2467, align 4
  %2470 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %2471 = load float, ptr %2470, align 4
  %2472 = fadd reassoc ninf nsz afn float %2471, 0.000000e+00
  store float %2472, ptr %2470, align 4
  %2473 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %2474 = load float, ptr %2473, align 4
  %2475 = fadd reassoc ninf nsz afn float %2474, 0.000000e+00
  store float %2475, ptr %2473, align 4
  %2476 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %2477 = load float, ptr %2476, align 4
  %2478 = fadd reassoc ninf nsz afn float %2477, 0.000000e+00
  store float %2478, ptr %2476, align 4
  %2479 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %2480 = load float, ptr %2479, align 4
  %2481 = fadd reassoc ninf nsz afn float %2480, 0.000000e+00
  store float %2481, ptr %2479, align 4
  %2482 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2483 = load float, ptr %2482, align 4
  %2484 = fadd reassoc ninf nsz afn float %2483, 0.000000e+00
  store float %2484, ptr %2482, align 4
  %2485 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2486 = load float, ptr %2485, align 4
  %2487 = fadd reassoc ninf nsz afn float %2486, 0.000000e+00
  store float %2487, ptr %2485, align 4
  %2488 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2489 = load float, ptr %2488, align 4
  %2490 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2491 = load float, ptr %2490, align 4
  %2492 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2493 = load float, ptr %2492, align 4
  %2494 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2495 = load float, ptr %2494, align 4
  %2496 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2497 = load float, ptr %2496, align 4
  %2498 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2499 = load float, ptr %2498, align 4
  %2500 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2501 = load float, ptr %2500, align 4
  %2502 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2503 = load float, ptr %2502, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %2504 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2505 = load float, ptr %2504, align 4
  %2506 = fadd reassoc ninf nsz afn float %2505, 0.000000e+00
  store float %2506, ptr %2504, align 4
  %2507 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2508 = load float, ptr %2507, align 4
  %2509 = fadd reassoc ninf nsz afn float %2508, 0.000000e+00
  store float %2509, ptr %2507, align 4
  %2510 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2511 = load float, ptr %2510, align 4
  %2512 = fadd reassoc ninf nsz afn float %2511, 0.000000e+00
  store float %2512, ptr %2510, align 4
  %2513 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2514 = load float, ptr %2513, align 4
  %2515 = fadd reassoc ninf nsz afn float %2514, 0.000000e+00
  store float %2515, ptr %2513, align 4
  %2516 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2517 = load float, ptr %2516, align 4
  %2518 = fadd reassoc ninf nsz afn float %2517, 0.000000e+00
  store float %2518, ptr %2516, align 4
  %2519 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2520 = load float, ptr %2519, align 4
  %2521 = fadd reassoc ninf nsz afn float %2520, 0.000000e+00
  store float %2521, ptr %2519, align 4
  %2522 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2523 = load float, ptr %2522, align 4
  %2524 = fadd reassoc ninf nsz afn float %2523, 0.000000e+00
  store float %2524, ptr %2522, align 4
  %2525 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2526 = load float, ptr %2525, align 4
  %2527 = fadd reassoc ninf nsz afn float %2526, %2503
  store float %2527, ptr %2525, align 4
  %2528 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2529 = load float, ptr %2528, align 4
  %2530 = fadd reassoc ninf nsz afn float %2529, 0.000000e+00
  store float %2530, ptr %2528, align 4
  %2531 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2532 = load float, ptr %2531, align 4
  %2533 = fadd reassoc ninf nsz afn float %2532, 0.000000e+00
  store float %2533, ptr %2531, align 4
  %2534 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2535 = load float, ptr %2534, align 4
  %2536 = fadd reassoc ninf nsz afn float %2535, 0.000000e+00
  store float %2536, ptr %2534, align 4
  %2537 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2538 = load float, ptr %2537, align 4
  %2539 = fadd reassoc ninf nsz afn float %2538, 0.000000e+00
  store float %2539, ptr %2537, align 4
  %2540 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2541 = load float, ptr %2540, align 4
  %2542 = fadd reassoc ninf nsz afn float %2541, 0.000000e+00
  store float %2542, ptr %2540, align 4
  %2543 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2544 = load float, ptr %2543, align 4
  %2545 = fadd reassoc ninf nsz afn float %2544, 0.000000e+00
  store float %2545, ptr %2543, align 4
  %2546 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2547 = load float, ptr %2546, align 4
  %2548 = fadd reassoc ninf nsz afn float %2547, 0.000000e+00
  store float %2548, ptr %2546, align 4
  %2549 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2550 = load float, ptr %2549, align 4
  %2551 = fadd reassoc ninf nsz afn float %2550, 0.000000e+00
  store float %2551, ptr %2549, align 4
  %2552 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2553 = load float, ptr %2552, align 4
  %2554 = fadd reassoc ninf nsz afn float %2553, 0.000000e+00
  store float %2554, ptr %2552, align 4
  %2555 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2556 = load float, ptr %2555, align 4
  %2557 = fadd reassoc ninf nsz afn float %2556, 0.000000e+00
  store float %2557, ptr %2555, align 4
  %2558 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2559 = load float, ptr %2558, align 4
  %2560 = fadd reassoc ninf nsz afn float %2559, 0.000000e+00
  store float %2560, ptr %2558, align 4
  %2561 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2562 = load float, ptr %2561, align 4
  %2563 = fadd reassoc ninf nsz afn float %2562, 0.000000e+00
  store float %2563, ptr %2561, align 4
  %2564 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2565 = load float, ptr %2564, align 4
  %2566 = fadd reassoc ninf nsz afn float %2565, 0.000000e+00
  store float %2566, ptr %2564, align 4
  %2567 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2568 = load float, ptr %2567, align 4
  %2569 = fadd reassoc ninf nsz afn float %2568, 0.000000e+00
  store float %2569, ptr %2567, align 4
  %2570 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2571 = load float, ptr %2570, align 4
  %2572 = fadd reassoc ninf nsz afn float %2571, %2501
  store float %2572, ptr %2570, align 4
  %2573 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2574 = load float, ptr %2573, align 4
  %2575 = fadd reassoc ninf nsz afn float %2574, 0.000000e+00
  store float %2575, ptr %2573, align 4
  %2576 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2577 = load float, ptr %2576, align 4
  %2578 = fadd reassoc ninf nsz afn float %2577, 0.000000e+00
  store float %2578, ptr %2576, align 4
  %2579 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2580 = load float, ptr %2579, align 4
  %2581 = fadd reassoc ninf nsz afn float %2580, 0.000000e+00
  store float %2581, ptr %2579, align 4
  %2582 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2583 = load float, ptr %2582, align 4
  %2584 = fadd reassoc ninf nsz afn float %2583, 0.000000e+00
  store float %2584, ptr %2582, align 4
  %2585 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2586 = load float, ptr %2585, align 4
  %2587 = fadd reassoc ninf nsz afn float %2586, 0.000000e+00
  store float %2587, ptr %2585, align 4
  %2588 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2589 = load float, ptr %2588, align 4
  %2590 = fadd reassoc ninf nsz afn float %2589, 0.000000e+00
  store float %2590, ptr %2588, align 4
  %2591 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2592 = load float, ptr %2591, align 4
  %2593 = fadd reassoc ninf nsz afn float %2592, 0.000000e+00
  store float %2593, ptr %2591, align 4
  %2594 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2595 = load float, ptr %2594, align 4
  %2596 = fadd reassoc ninf nsz afn float %2595, 0.000000e+00
  store float %2596, ptr %2594, align 4
  %2597 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2598 = load float, ptr %2597, align 4
  %2599 = fadd reassoc ninf nsz afn float %2598, 0.000000e+00
  store float %2599, ptr %2597, align 4
  %2600 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2601 = load float, ptr %2600, align 4
  %2602 = fadd reassoc ninf nsz afn float %2601, 0.000000e+00
  store float %2602, ptr %2600, align 4
  %2603 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2604 = load float, ptr %2603, align 4
  %2605 = fadd reassoc ninf nsz afn float %2604, 0.000000e+00
  store float %2605, ptr %2603, align 4
  %2606 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2607 = load float, ptr %2606, align 4
  %2608 = fadd reassoc ninf nsz afn float %2607, 0.000000e+00
  store float %2608, ptr %2606, align 4
  %2609 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2610 = load float, ptr %2609, align 4
  %2611 = fadd reassoc ninf nsz afn float %2610, 0.000000e+00
  store float %2611, ptr %2609, align 4
  %2612 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2613 = load float, ptr %2612, align 4
  %2614 = fadd reassoc ninf nsz afn float %2613, 0.000000e+00
  store float %2614, ptr %2612, align 4
  %2615 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2616 = load float, ptr %2615, align 4
  %2617 = fadd reassoc ninf nsz afn float %2616, %2499
  store float %2617, ptr %2615, align 4
  %2618 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2619 = load float, ptr %2618, align 4
  %2620 = fadd reassoc ninf nsz afn float %2619, 0.000000e+00
  store float %2620, ptr %2618, align 4
  %2621 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2622 = load float, ptr %2621, align 4
  %2623 = fadd reassoc ninf nsz afn float %2622, 0.000000e+00
  store float %2623, ptr %2621, align 4
  %2624 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2625 = load float, ptr %2624, align 4
  %2626 = fadd reassoc ninf nsz afn float %2625, 0.000000e+00
  store float %2626, ptr %2624, align 4
  %2627 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2628 = load float, ptr %2627, align 4
  %2629 = fadd reassoc ninf nsz afn float %2628, 0.000000e+00
  store float %2629, ptr %2627, align 4
  %2630 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2631 = load float, ptr %2630, align 4
  %2632 = fadd reassoc ninf nsz afn float %2631, 0.000000e+00
  store float %2632, ptr %2630, align 4
  %2633 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2634 = load float, ptr %2633, align 4
  %2635 = fadd reassoc ninf nsz afn float %2634, 0.000000e+00
  store float %2635, ptr %2633, align 4
  %2636 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2637 = load float, ptr %2636, align 4
  %2638 = fadd reassoc ninf nsz afn float %2637, 0.000000e+00
  store float %2638, ptr %2636, align 4
  %2639 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2640 = load float, ptr %2639, align 4
  %2641 = fadd reassoc ninf nsz afn float %2640, 0.000000e+00
  store float %2641, ptr %2639, align 4
  %2642 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2643 = load float, ptr %2642, align 4
  %2644 = fadd reassoc ninf nsz afn float %2643, 0.000000e+00
  store float %2644, ptr %2642, align 4
  %2645 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2646 = load float, ptr %2645, align 4
  %2647 = fadd reassoc ninf nsz afn float %2646, 0.000000e+00
  store float %2647, ptr %2645, align 4
  %2648 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2649 = load float, ptr %2648, align 4
  %2650 = fadd reassoc ninf nsz afn float %2649, 0.000000e+00
  store float %2650, ptr %2648, align 4
  %2651 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2652 = load float, ptr %2651, align 4
  %2653 = fadd reassoc ninf nsz afn float %2652, 0.000000e+00
  store float %2653, ptr %2651, align 4
  %2654 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2655 = load float, ptr %2654, align 4
  %2656 = fadd reassoc ninf nsz afn float %2655, 0.000000e+00
  store float %2656, ptr %2654, align 4
  %2657 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2658 = load float, ptr %2657, align 4
  %2659 = fadd reassoc ninf nsz afn float %2658, %2495
  store float %2659, ptr %2657, align 4
  %2660 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2661 = load float, ptr %2660, align 4
  %2662 = fadd reassoc ninf nsz afn float %2661, 0.000000e+00
  store float %2662, ptr %2660, align 4
  %2663 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2664 = load float, ptr %2663, align 4
  %2665 = fadd reassoc ninf nsz afn float %2664, 0.000000e+00
  store float %2665, ptr %2663, align 4
  %2666 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2667 = load float, ptr %2666, align 4
  %2668 = fadd reassoc ninf nsz afn float %2667, 0.000000e+00
  store float %2668, ptr %2666, align 4
  %2669 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2670 = load float, ptr %2669, align 4
  %2671 = fadd reassoc ninf nsz afn float %2670, 0.000000e+00
  store float %2671, ptr %2669, align 4
  %2672 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2673 = load float, ptr %2672, align 4
  %2674 = fadd reassoc ninf nsz afn float %2673, 0.000000e+00
  store float %2674, ptr %2672, align 4
  %2675 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2676 = load float, ptr %2675, align 4
  %2677 = fadd reassoc ninf nsz afn float %2676, 0.000000e+00
  store float %2677, ptr %2675, align 4
  %2678 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2679 = load float, ptr %2678, align 4
  %2680 = fadd reassoc ninf nsz afn float %2679, 0.000000e+00
  store float %2680, ptr %2678, align 4
  %2681 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2682 = load float, ptr %2681, align 4
  %2683 = fadd reassoc ninf nsz afn float %2682, 0.000000e+00
  store float %2683, ptr %2681, align 4
  %2684 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2685 = load float, ptr %2684, align 4
  %2686 = fadd reassoc ninf nsz afn float %2685, 0.000000e+00
  store float %2686, ptr %2684, align 4
  %2687 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2688 = load float, ptr %2687, align 4
  %2689 = fadd reassoc ninf nsz afn float %2688, 0.000000e+00
  store float %2689, ptr %2687, align 4
  %2690 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2691 = load float, ptr %2690, align 4
  %2692 = fadd reassoc ninf nsz afn float %2691, 0.000000e+00
  store float %2692, ptr %2690, align 4
  %2693 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2694 = load float, ptr %2693, align 4
  %2695 = fadd reassoc ninf nsz afn float %2694, 0.000000e+00
  store float %2695, ptr %2693, align 4
  %2696 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2697 = load float, ptr %2696, align 4
  %2698 = fadd reassoc ninf nsz afn float %2697, 0.000000e+00
  store float %2698, ptr %2696, align 4
  %2699 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2700 = load float, ptr %2699, align 4
  %2701 = fadd reassoc ninf nsz afn float %2700, 0.000000e+00
  store float %2701, ptr %2699, align 4
  %2702 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2703 = load float, ptr %2702, align 4
  %2704 = fadd reassoc ninf nsz afn float %2703, %2493
  store float %2704, ptr %2702, align 4
  %2705 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2706 = load float, ptr %2705, align 4
  %2707 = fadd reassoc ninf nsz afn float %2706, 0.000000e+00
  store float %2707, ptr %2705, align 4
  %2708 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2709 = load float, ptr %2708, align 4
  %2710 = fadd reassoc ninf nsz afn float %2709, 0.000000e+00
  store float %2710, ptr %2708, align 4
  %2711 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2712 = load float, ptr %2711, align 4
  %2713 = fadd reassoc ninf nsz afn float %2712, 0.000000e+00
  store float %2713, ptr %2711, align 4
  %2714 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2715 = load float, ptr %2714, align 4
  %2716 = fadd reassoc ninf nsz afn float %2715, 0.000000e+00
  store float %2716, ptr %2714, align 4
  %2717 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2718 = load float, ptr %2717, align 4
  %2719 = fadd reassoc ninf nsz afn float %2718, 0.000000e+00
  store float %2719, ptr %2717, align 4
  %2720 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2721 = load float, ptr %2720, align 4
  %2722 = fadd reassoc ninf nsz afn float %2721, 0.000000e+00
  store float %2722, ptr %2720, align 4
  %2723 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2724 = load float, ptr %2723, align 4
  %2725 = fadd reassoc ninf nsz afn float %2724, 0.000000e+00
  store float %2725, ptr %2723, align 4
  %2726 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2727 = load float, ptr %2726, align 4
  %2728 = fadd reassoc ninf nsz afn float %2727, 0.000000e+00
  store float %2728, ptr %2726, align 4
  %2729 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2730 = load float, ptr %2729, align 4
  %2731 = fadd reassoc ninf nsz afn float %2730, 0.000000e+00
  store float %2731, ptr %2729, align 4
  %2732 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2733 = load float, ptr %2732, align 4
  %2734 = fadd reassoc ninf nsz afn float %2733, 0.000000e+00
  store float %2734, ptr %2732, align 4
  %2735 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2736 = load float, ptr %2735, align 4
  %2737 = fadd reassoc ninf nsz afn float %2736, 0.000000e+00
  store float %2737, ptr %2735, align 4
  %2738 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2739 = load float, ptr %2738, align 4
  %2740 = fadd reassoc ninf nsz afn float %2739, 0.000000e+00
  store float %2740, ptr %2738, align 4
  %2741 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2742 = load float, ptr %2741, align 4
  %2743 = fadd reassoc ninf nsz afn float %2742, 0.000000e+00
  store float %2743, ptr %2741, align 4
  %2744 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2745 = load float, ptr %2744, align 4
  %2746 = fadd reassoc ninf nsz afn float %2745, 0.000000e+00
  store float %2746, ptr %2744, align 4
  %2747 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2748 = load float, ptr %2747, align 4
  %2749 = fadd reassoc ninf nsz afn float %2748, %2491
  store float %2749, ptr %2747, align 4
  %2750 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2751 = load float, ptr %2750, align 4
  %2752 = fadd reassoc ninf nsz afn float %2751, 0.000000e+00
  store float %2752, ptr %2750, align 4
  %2753 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2754 = load float, ptr %2753, align 4
  %2755 = fadd reassoc ninf nsz afn float %2754, 0.000000e+00
  store float %2755, ptr %2753, align 4
  %2756 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2757 = load float, ptr %2756, align 4
  %2758 = fadd reassoc ninf nsz afn float %2757, 0.000000e+00
  store float %2758, ptr %2756, align 4
  %2759 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2760 = load float, ptr %2759, align 4
  %2761 = fadd reassoc ninf nsz afn float %2760, 0.000000e+00
  store float %2761, ptr %2759, align 4
  %2762 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2763 = load float, ptr %2762, align 4
  %2764 = fadd reassoc ninf nsz afn float %2763, 0.000000e+00
  store float %2764, ptr %2762, align 4
  %2765 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2766 = load float, ptr %2765, align 4
  %2767 = fadd reassoc ninf nsz afn float %2766, 0.000000e+00
  store float %2767, ptr %2765, align 4
  %2768 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2769 = load float, ptr %2768, align 4
  %2770 = fadd reassoc ninf nsz afn float %2769, 0.000000e+00
  store float %2770, ptr %2768, align 4
  %2771 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2772 = load float, ptr %2771, align 4
  %2773 = fadd reassoc ninf nsz afn float %2772, 0.000000e+00
  store float %2773, ptr %2771, align 4
  %2774 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2775 = load float, ptr %2774, align 4
  %2776 = fadd reassoc ninf nsz afn float %2775, 0.000000e+00
  store float %2776, ptr %2774, align 4
  %2777 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2778 = load float, ptr %2777, align 4
  %2779 = fadd reassoc ninf nsz afn float %2778, 0.000000e+00
  store float %2779, ptr %2777, align 4
  %2780 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2781 = load float, ptr %2780, align 4
  %2782 = fadd reassoc ninf nsz afn float %2781, 0.000000e+00
  store float %2782, ptr %2780, align 4
  %2783 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2784 = load float, ptr %2783, align 4
  %2785 = fadd reassoc ninf nsz afn float %2784, 0.000000e+00
  store float %2785, ptr %2783, align 4
  %2786 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2787 = load float, ptr %2786, align 4
  %2788 = fadd reassoc ninf nsz afn float %2787, 0.000000e+00
  store float %2788, ptr %2786, align 4
  %2789 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2790 = load float, ptr %2789, align 4
  %2791 = fadd reassoc ninf nsz afn float %2790, 0.000000e+00
  store float %2791, ptr %2789, align 4
  %2792 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2793 = load float, ptr %2792, align 4
  %2794 = fadd reassoc ninf nsz afn float %2793, %2489
  store float %2794, ptr %2792, align 4
  %2795 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2796 = load float, ptr %2795, align 4
  %2797 = fadd reassoc ninf nsz afn float %2796, 0.000000e+00
  store float %2797, ptr %2795, align 4
  %2798 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2799 = load float, ptr %2798, align 4
  %2800 = fadd reassoc ninf nsz afn float %2799, 0.000000e+00
  store float %2800, ptr %2798, align 4
  %2801 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2802 = load float, ptr %2801, align 4
  %2803 = fadd reassoc ninf nsz afn float %2802, 0.000000e+00
  store float %2803, ptr %2801, align 4
  %2804 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2805 = load float, ptr %2804, align 4
  %2806 = fadd reassoc ninf nsz afn float %2805, 0.000000e+00
  store float %2806, ptr %2804, align 4
  %2807 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2808 = load float, ptr %2807, align 4
  %2809 = fadd reassoc ninf nsz afn float %2808, 0.000000e+00
  store float %2809, ptr %2807, align 4
  %2810 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2811 = load float, ptr %2810, align 4
  %2812 = fadd reassoc ninf nsz afn float %2811, 0.000000e+00
  store float %2812, ptr %2810, align 4
  %2813 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2814 = load float, ptr %2813, align 4
  %2815 = fadd reassoc ninf nsz afn float %2814, 0.000000e+00
  store float %2815, ptr %2813, align 4
  %2816 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2817 = load float, ptr %2816, align 4
  %2818 = fadd reassoc ninf nsz afn float %2817, 0.000000e+00
  store float %2818, ptr %2816, align 4
  %2819 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2820 = load float, ptr %2819, align 4
  %2821 = fadd reassoc ninf nsz afn float %2820, 0.000000e+00
  store float %2821, ptr %2819, align 4
  %2822 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2823 = load float, ptr %2822, align 4
  %2824 = fadd reassoc ninf nsz afn float %2823, 0.000000e+00
  store float %2824, ptr %2822, align 4
  %2825 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2826 = load float, ptr %2825, align 4
  %2827 = fadd reassoc ninf nsz afn float %2826, 0.000000e+00
  store float %2827, ptr %2825, align 4
  %2828 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2829 = load float, ptr %2828, align 4
  %2830 = fadd reassoc ninf nsz afn float %2829, 0.000000e+00
  store float %2830, ptr %2828, align 4
  %2831 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2832 = load float, ptr %2831, align 4
  %2833 = fadd reassoc ninf nsz afn float %2832, 0.000000e+00
  store float %2833, ptr %2831, align 4
  %2834 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2835 = load float, ptr %2834, align 4
  %2836 = fadd reassoc ninf nsz afn float %2835, 0.000000e+00
  store float %2836, ptr %2834, align 4
  %2837 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2838 = load float, ptr %2837, align 4
  %2839 = fadd reassoc ninf nsz afn float %2838, 0.000000e+00
  store float %2839, ptr %2837, align 4
  %2840 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2841 = load float, ptr %2840, align 4
  %2842 = fadd reassoc ninf nsz afn float %2841, 0.000000e+00
  store float %2842, ptr %2840, align 4
  %2843 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2844 = load float, ptr %2843, align 4
  %2845 = fadd reassoc ninf nsz afn float %2844, 0.000000e+00
  store float %2845, ptr %2843, align 4
  %2846 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2847 = load float, ptr %2846, align 4
  %2848 = fadd reassoc ninf nsz afn float %2847, 0.000000e+00
  store float %2848, ptr %2846, align 4
  %2849 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2850 = load float, ptr %2849, align 4
  %2851 = fadd reassoc ninf nsz afn float %2850, 0.000000e+00
  store float %2851, ptr %2849, align 4
  %2852 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2853 = load float, ptr %2852, align 4
  %2854 = fadd reassoc ninf nsz afn float %2853, 0.000000e+00
  store float %2854, ptr %2852, align 4
  %2855 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2856 = load float, ptr %2855, align 4
  %2857 = fadd reassoc ninf nsz afn float %2856, 0.000000e+00
  store float %2857, ptr %2855, align 4
  %2858 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2859 = load float, ptr %2858, align 4
  %2860 = fadd reassoc ninf nsz afn float %2859, 0.000000e+00
  store float %2860, ptr %2858, align 4
  %2861 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2862 = load float, ptr %2861, align 4
  %2863 = fadd reassoc ninf nsz afn float %2862, 0.000000e+00
  store float %2863, ptr %2861, align 4
  %2864 = fmul reassoc ninf nsz afn float %2497, 0x3FD3333340000000
  %2865 = call ptr @stack_top_adjoint(ptr %71, i64 4)
  %2866 = load float, ptr %2865, align 4
  %2867 = fadd reassoc ninf nsz afn float %2866, %2864
  store float %2867, ptr %2865, align 4
  %2868 = call ptr @stack_top_adjoint(ptr %71, i64 4)
  %2869 = load float, ptr %2868, align 4
  call void @stack_pop(ptr %71)
  %2870 = call reassoc ninf nsz afn float @cos_f32(float %1422)
  %2871 = fmul reassoc ninf nsz afn float %2869, %2870
  %2872 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %2873 = load float, ptr %2872, align 4
  %2874 = fadd reassoc ninf nsz afn float %2873, 0.000000e+00
  store float %2874, ptr %2872, align 4
  %2875 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %2876 = load float, ptr %2875, align 4
  %2877 = fadd reassoc ninf nsz afn float %2876, 0.000000e+00
  store float %2877, ptr %2875, align 4
  %2878 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %2879 = load float, ptr %2878, align 4
  %2880 = fadd reassoc ninf nsz afn float %2879, 0.000000e+00
  store float %2880, ptr %2878, align 4
  %2881 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %2882 = load float, ptr %2881, align 4
  %2883 = fadd reassoc ninf nsz afn float %2882, 0.000000e+00
  store float %2883, ptr %2881, align 4
  %2884 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %2885 = load float, ptr %2884, align 4
  %2886 = fadd reassoc ninf nsz afn float %2885, 0.000000e+00
  store float %2886, ptr %2884, align 4
  %2887 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %2888 = load float, ptr %2887, align 4
  %2889 = fadd reassoc ninf nsz afn float %2888, %2871
  store float %2889, ptr %2887, align 4
  %2890 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2891 = load float, ptr %2890, align 4
  %2892 = fadd reassoc ninf nsz afn float %2891, 0.000000e+00
  store float %2892, ptr %2890, align 4
  %2893 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2894 = load float, ptr %2893, align 4
  %2895 = fadd reassoc ninf nsz afn float %2894, 0.000000e+00
  store float %2895, ptr %2893, align 4
  %2896 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %2897 = load float, ptr %2896, align 4
  %2898 = fadd reassoc ninf nsz afn float %2897, 0.000000e+00
  store float %2898, ptr %2896, align 4
  %2899 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %2900 = load float, ptr %2899, align 4
  %2901 = fadd reassoc ninf nsz afn float %2900, 0.000000e+00
  store float %2901, ptr %2899, align 4
  %2902 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %2903 = load float, ptr %2902, align 4
  %2904 = fadd reassoc ninf nsz afn float %2903, 0.000000e+00
  store float %2904, ptr %2902, align 4
  %2905 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %2906 = load float, ptr %2905, align 4
  %2907 = fadd reassoc ninf nsz afn float %2906, 0.000000e+00
  store float %2907, ptr %2905, align 4
  %2908 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %2909 = load float, ptr %2908, align 4
  %2910 = fadd reassoc ninf nsz afn float %2909, 0.000000e+00
  store float %2910, ptr %2908, align 4
  %2911 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %2912 = load float, ptr %2911, align 4
  %2913 = fadd reassoc ninf nsz afn float %2912, 0.000000e+00
  store float %2913, ptr %2911, align 4
  %2914 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2915 = load float, ptr %2914, align 4
  %2916 = fadd reassoc ninf nsz afn float %2915, 0.000000e+00
  store float %2916, ptr %2914, align 4
  %2917 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2918 = load float, ptr %2917, align 4
  %2919 = fadd reassoc ninf nsz afn float %2918, 0.000000e+00
  store float %2919, ptr %2917, align 4
  %2920 = fmul reassoc ninf nsz afn float %2497, 0x3FE99999A0000000
  %2921 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %2922 = load float, ptr %2921, align 4
  %2923 = fadd reassoc ninf nsz afn float %2922, 0.000000e+00
  store float %2923, ptr %2921, align 4
  %2924 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %2925 = load float, ptr %2924, align 4
  %2926 = fadd reassoc ninf nsz afn float %2925, 0.000000e+00
  store float %2926, ptr %2924, align 4
  %2927 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %2928 = load float, ptr %2927, align 4
  %2929 = fadd reassoc ninf nsz afn float %2928, 0.000000e+00
  store float %2929, ptr %2927, align 4
  %2930 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %2931 = load float, ptr %2930, align 4
  %2932 = fadd reassoc ninf nsz afn float %2931, 0.000000e+00
  store float %2932, ptr %2930, align 4
  %2933 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %2934 = load float, ptr %2933, align 4
  %2935 = fadd reassoc ninf nsz afn float %2934, %2920
  store float %2935, ptr %2933, align 4
  %2936 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %2937 = load float, ptr %2936, align 4
  %2938 = fadd reassoc ninf nsz afn float %2937, 0.000000e+00
  store float %2938, ptr %2936, align 4
  %2939 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2940 = load float, ptr %2939, align 4
  %2941 = fadd reassoc ninf nsz afn float %2940, 0.000000e+00
  store float %2941, ptr %2939, align 4
  %2942 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2943 = load float, ptr %2942, align 4
  %2944 = fadd reassoc ninf nsz afn float %2943, 0.000000e+00
  store float %2944, ptr %2942, align 4
  %2945 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %2946 = load float, ptr %2945, align 4
  %2947 = fadd reassoc ninf nsz afn float %2946, 0.000000e+00
  store float %2947, ptr %2945, align 4
  %2948 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %2949 = load float, ptr %2948, align 4
  %2950 = fadd reassoc ninf nsz afn float %2949, 0.000000e+00
  store float %2950, ptr %2948, align 4
  %2951 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %2952 = load float, ptr %2951, align 4
  %2953 = fadd reassoc ninf nsz afn float %2952, 0.000000e+00
  store float %2953, ptr %2951, align 4
  %2954 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %2955 = load float, ptr %2954, align 4
  %2956 = fadd reassoc ninf nsz afn float %2955, 0.000000e+00
  store float %2956, ptr %2954, align 4
  %2957 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %2958 = load float, ptr %2957, align 4
  %2959 = fadd reassoc ninf nsz afn float %2958, 0.000000e+00
  store float %2959, ptr %2957, align 4
  %2960 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %2961 = load float, ptr %2960, align 4
  %2962 = fadd reassoc ninf nsz afn float %2961, 0.000000e+00
  store float %2962, ptr %2960, align 4
  %2963 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %2964 = load float, ptr %2963, align 4
  %2965 = fadd reassoc ninf nsz afn float %2964, 0.000000e+00
  store float %2965, ptr %2963, align 4
  %2966 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %2967 = load float, ptr %2966, align 4
  %2968 = fadd reassoc ninf nsz afn float %2967, 0.000000e+00
  store float %2968, ptr %2966, align 4
  %2969 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2970 = load float, ptr %2969, align 4
  %2971 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2972 = load float, ptr %2971, align 4
  %2973 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2974 = load float, ptr %2973, align 4
  %2975 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2976 = load float, ptr %2975, align 4
  %2977 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2978 = load float, ptr %2977, align 4
  %2979 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %2980 = load float, ptr %2979, align 4
  %2981 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %2982 = load float, ptr %2981, align 4
  %2983 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %2984 = load float, ptr %2983, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %2985 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %2986 = load float, ptr %2985, align 4
  %2987 = fadd reassoc ninf nsz afn float %2986, 0.000000e+00
  store float %2987, ptr %2985, align 4
  %2988 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %2989 = load float, ptr %2988, align 4
  %2990 = fadd reassoc ninf nsz afn float %2989, 0.000000e+00
  store float %2990, ptr %2988, align 4
  %2991 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %2992 = load float, ptr %2991, align 4
  %2993 = fadd reassoc ninf nsz afn float %2992, 0.000000e+00
  store float %2993, ptr %2991, align 4
  %2994 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %2995 = load float, ptr %2994, align 4
  %2996 = fadd reassoc ninf nsz afn float %2995, 0.000000e+00
  store float %2996, ptr %2994, align 4
  %2997 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %2998 = load float, ptr %2997, align 4
  %2999 = fadd reassoc ninf nsz afn float %2998, 0.000000e+00
  store float %2999, ptr %2997, align 4
  %3000 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3001 = load float, ptr %3000, align 4
  %3002 = fadd reassoc ninf nsz afn float %3001, 0.000000e+00
  store float %3002, ptr %3000, align 4
  %3003 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3004 = load float, ptr %3003, align 4
  %3005 = fadd reassoc ninf nsz afn float %3004, 0.000000e+00
  store float %3005, ptr %3003, align 4
  %3006 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3007 = load float, ptr %3006, align 4
  %3008 = fadd reassoc ninf nsz afn float %3007, %2984
  store float %3008, ptr %3006, align 4
  %3009 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3010 = load float, ptr %3009, align 4
  %3011 = fadd reassoc ninf nsz afn float %3010, 0.000000e+00
  store float %3011, ptr %3009, align 4
  %3012 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3013 = load float, ptr %3012, align 4
  %3014 = fadd reassoc ninf nsz afn float %3013, 0.000000e+00
  store float %3014, ptr %3012, align 4
  %3015 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3016 = load float, ptr %3015, align 4
  %3017 = fadd reassoc ninf nsz afn float %3016, 0.000000e+00
  store float %3017, ptr %3015, align 4
  %3018 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3019 = load float, ptr %3018, align 4
  %3020 = fadd reassoc ninf nsz afn float %3019, 0.000000e+00
  store float %3020, ptr %3018, align 4
  %3021 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3022 = load float, ptr %3021, align 4
  %3023 = fadd reassoc ninf nsz afn float %3022, 0.000000e+00
  store float %3023, ptr %3021, align 4
  %3024 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3025 = load float, ptr %3024, align 4
  %3026 = fadd reassoc ninf nsz afn float %3025, 0.000000e+00
  store float %3026, ptr %3024, align 4
  %3027 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3028 = load float, ptr %3027, align 4
  %3029 = fadd reassoc ninf nsz afn float %3028, 0.000000e+00
  store float %3029, ptr %3027, align 4
  %3030 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3031 = load float, ptr %3030, align 4
  %3032 = fadd reassoc ninf nsz afn float %3031, 0.000000e+00
  store float %3032, ptr %3030, align 4
  %3033 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3034 = load float, ptr %3033, align 4
  %3035 = fadd reassoc ninf nsz afn float %3034, 0.000000e+00
  store float %3035, ptr %3033, align 4
  %3036 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3037 = load float, ptr %3036, align 4
  %3038 = fadd reassoc ninf nsz afn float %3037, 0.000000e+00
  store float %3038, ptr %3036, align 4
  %3039 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3040 = load float, ptr %3039, align 4
  %3041 = fadd reassoc ninf nsz afn float %3040, 0.000000e+00
  store float %3041, ptr %3039, align 4
  %3042 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3043 = load float, ptr %3042, align 4
  %3044 = fadd reassoc ninf nsz afn float %3043, 0.000000e+00
  store float %3044, ptr %3042, align 4
  %3045 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3046 = load float, ptr %3045, align 4
  %3047 = fadd reassoc ninf nsz afn float %3046, 0.000000e+00
  store float %3047, ptr %3045, align 4
  %3048 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3049 = load float, ptr %3048, align 4
  %3050 = fadd reassoc ninf nsz afn float %3049, 0.000000e+00
  store float %3050, ptr %3048, align 4
  %3051 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3052 = load float, ptr %3051, align 4
  %3053 = fadd reassoc ninf nsz afn float %3052, %2982
  store float %3053, ptr %3051, align 4
  %3054 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3055 = load float, ptr %3054, align 4
  %3056 = fadd reassoc ninf nsz afn float %3055, 0.000000e+00
  store float %3056, ptr %3054, align 4
  %3057 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3058 = load float, ptr %3057, align 4
  %3059 = fadd reassoc ninf nsz afn float %3058, 0.000000e+00
  store float %3059, ptr %3057, align 4
  %3060 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3061 = load float, ptr %3060, align 4
  %3062 = fadd reassoc ninf nsz afn float %3061, 0.000000e+00
  store float %3062, ptr %3060, align 4
  %3063 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3064 = load float, ptr %3063, align 4
  %3065 = fadd reassoc ninf nsz afn float %3064, 0.000000e+00
  store float %3065, ptr %3063, align 4
  %3066 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3067 = load float, ptr %3066, align 4
  %3068 = fadd reassoc ninf nsz afn float %3067, 0.000000e+00
  store float %3068, ptr %3066, align 4
  %3069 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3070 = load float, ptr %3069, align 4
  %3071 = fadd reassoc ninf nsz afn float %3070, 0.000000e+00
  store float %3071, ptr %3069, align 4
  %3072 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3073 = load float, ptr %3072, align 4
  %3074 = fadd reassoc ninf nsz afn float %3073, 0.000000e+00
  store float %3074, ptr %3072, align 4
  %3075 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3076 = load float, ptr %3075, align 4
  %3077 = fadd reassoc ninf nsz afn float %3076, 0.000000e+00
  store float %3077, ptr %3075, align 4
  %3078 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3079 = load float, ptr %3078, align 4
  %3080 = fadd reassoc ninf nsz afn float %3079, 0.000000e+00
  store float %3080, ptr %3078, align 4
  %3081 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3082 = load float, ptr %3081, align 4
  %3083 = fadd reassoc ninf nsz afn float %3082, 0.000000e+00
  store float %3083, ptr %3081, align 4
  %3084 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3085 = load float, ptr %3084, align 4
  %3086 = fadd reassoc ninf nsz afn float %3085, 0.000000e+00
  store float %3086, ptr %3084, align 4
  %3087 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3088 = load float, ptr %3087, align 4
  %3089 = fadd reassoc ninf nsz afn float %3088, 0.000000e+00
  store float %3089, ptr %3087, align 4
  %3090 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3091 = load float, ptr %3090, align 4
  %3092 = fadd reassoc ninf nsz afn float %3091, 0.000000e+00
  store float %3092, ptr %3090, align 4
  %3093 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3094 = load float, ptr %3093, align 4
  %3095 = fadd reassoc ninf nsz afn float %3094, 0.000000e+00
  store float %3095, ptr %3093, align 4
  %3096 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3097 = load float, ptr %3096, align 4
  %3098 = fadd reassoc ninf nsz afn float %3097, %2980
  store float %3098, ptr %3096, align 4
  %3099 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3100 = load float, ptr %3099, align 4
  %3101 = fadd reassoc ninf nsz afn float %3100, 0.000000e+00
  store float %3101, ptr %3099, align 4
  %3102 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3103 = load float, ptr %3102, align 4
  %3104 = fadd reassoc ninf nsz afn float %3103, 0.000000e+00
  store float %3104, ptr %3102, align 4
  %3105 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3106 = load float, ptr %3105, align 4
  %3107 = fadd reassoc ninf nsz afn float %3106, 0.000000e+00
  store float %3107, ptr %3105, align 4
  %3108 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3109 = load float, ptr %3108, align 4
  %3110 = fadd reassoc ninf nsz afn float %3109, 0.000000e+00
  store float %3110, ptr %3108, align 4
  %3111 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3112 = load float, ptr %3111, align 4
  %3113 = fadd reassoc ninf nsz afn float %3112, 0.000000e+00
  store float %3113, ptr %3111, align 4
  %3114 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3115 = load float, ptr %3114, align 4
  %3116 = fadd reassoc ninf nsz afn float %3115, 0.000000e+00
  store float %3116, ptr %3114, align 4
  %3117 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3118 = load float, ptr %3117, align 4
  %3119 = fadd reassoc ninf nsz afn float %3118, 0.000000e+00
  store float %3119, ptr %3117, align 4
  %3120 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3121 = load float, ptr %3120, align 4
  %3122 = fadd reassoc ninf nsz afn float %3121, 0.000000e+00
  store float %3122, ptr %3120, align 4
  %3123 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3124 = load float, ptr %3123, align 4
  %3125 = fadd reassoc ninf nsz afn float %3124, 0.000000e+00
  store float %3125, ptr %3123, align 4
  %3126 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3127 = load float, ptr %3126, align 4
  %3128 = fadd reassoc ninf nsz afn float %3127, 0.000000e+00
  store float %3128, ptr %3126, align 4
  %3129 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3130 = load float, ptr %3129, align 4
  %3131 = fadd reassoc ninf nsz afn float %3130, 0.000000e+00
  store float %3131, ptr %3129, align 4
  %3132 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3133 = load float, ptr %3132, align 4
  %3134 = fadd reassoc ninf nsz afn float %3133, 0.000000e+00
  store float %3134, ptr %3132, align 4
  %3135 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3136 = load float, ptr %3135, align 4
  %3137 = fadd reassoc ninf nsz afn float %3136, 0.000000e+00
  store float %3137, ptr %3135, align 4
  %3138 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3139 = load float, ptr %3138, align 4
  %3140 = fadd reassoc ninf nsz afn float %3139, 0.000000e+00
  store float %3140, ptr %3138, align 4
  %3141 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3142 = load float, ptr %3141, align 4
  %3143 = fadd reassoc ninf nsz afn float %3142, %2978
  store float %3143, ptr %3141, align 4
  %3144 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3145 = load float, ptr %3144, align 4
  %3146 = fadd reassoc ninf nsz afn float %3145, 0.000000e+00
  store float %3146, ptr %3144, align 4
  %3147 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3148 = load float, ptr %3147, align 4
  %3149 = fadd reassoc ninf nsz afn float %3148, 0.000000e+00
  store float %3149, ptr %3147, align 4
  %3150 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3151 = load float, ptr %3150, align 4
  %3152 = fadd reassoc ninf nsz afn float %3151, 0.000000e+00
  store float %3152, ptr %3150, align 4
  %3153 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3154 = load float, ptr %3153, align 4
  %3155 = fadd reassoc ninf nsz afn float %3154, 0.000000e+00
  store float %3155, ptr %3153, align 4
  %3156 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3157 = load float, ptr %3156, align 4
  %3158 = fadd reassoc ninf nsz afn float %3157, 0.000000e+00
  store float %3158, ptr %3156, align 4
  %3159 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3160 = load float, ptr %3159, align 4
  %3161 = fadd reassoc ninf nsz afn float %3160, 0.000000e+00
  store float %3161, ptr %3159, align 4
  %3162 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3163 = load float, ptr %3162, align 4
  %3164 = fadd reassoc ninf nsz afn float %3163, 0.000000e+00
  store float %3164, ptr %3162, align 4
  %3165 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3166 = load float, ptr %3165, align 4
  %3167 = fadd reassoc ninf nsz afn float %3166, 0.000000e+00
  store float %3167, ptr %3165, align 4
  %3168 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3169 = load float, ptr %3168, align 4
  %3170 = fadd reassoc ninf nsz afn float %3169, 0.000000e+00
  store float %3170, ptr %3168, align 4
  %3171 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3172 = load float, ptr %3171, align 4
  %3173 = fadd reassoc ninf nsz afn float %3172, 0.000000e+00
  store float %3173, ptr %3171, align 4
  %3174 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3175 = load float, ptr %3174, align 4
  %3176 = fadd reassoc ninf nsz afn float %3175, 0.000000e+00
  store float %3176, ptr %3174, align 4
  %3177 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3178 = load float, ptr %3177, align 4
  %3179 = fadd reassoc ninf nsz afn float %3178, 0.000000e+00
  store float %3179, ptr %3177, align 4
  %3180 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3181 = load float, ptr %3180, align 4
  %3182 = fadd reassoc ninf nsz afn float %3181, 0.000000e+00
  store float %3182, ptr %3180, align 4
  %3183 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3184 = load float, ptr %3183, align 4
  %3185 = fadd reassoc ninf nsz afn float %3184, %2974
  store float %3185, ptr %3183, align 4
  %3186 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3187 = load float, ptr %3186, align 4
  %3188 = fadd reassoc ninf nsz afn float %3187, 0.000000e+00
  store float %3188, ptr %3186, align 4
  %3189 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3190 = load float, ptr %3189, align 4
  %3191 = fadd reassoc ninf nsz afn float %3190, 0.000000e+00
  store float %3191, ptr %3189, align 4
  %3192 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3193 = load float, ptr %3192, align 4
  %3194 = fadd reassoc ninf nsz afn float %3193, 0.000000e+00
  store float %3194, ptr %3192, align 4
  %3195 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3196 = load float, ptr %3195, align 4
  %3197 = fadd reassoc ninf nsz afn float %3196, 0.000000e+00
  store float %3197, ptr %3195, align 4
  %3198 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3199 = load float, ptr %3198, align 4
  %3200 = fadd reassoc ninf nsz afn float %3199, 0.000000e+00
  store float %3200, ptr %3198, align 4
  %3201 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3202 = load float, ptr %3201, align 4
  %3203 = fadd reassoc ninf nsz afn float %3202, 0.000000e+00
  store float %3203, ptr %3201, align 4
  %3204 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3205 = load float, ptr %3204, align 4
  %3206 = fadd reassoc ninf nsz afn float %3205, 0.000000e+00
  store float %3206, ptr %3204, align 4
  %3207 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3208 = load float, ptr %3207, align 4
  %3209 = fadd reassoc ninf nsz afn float %3208, 0.000000e+00
  store float %3209, ptr %3207, align 4
  %3210 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3211 = load float, ptr %3210, align 4
  %3212 = fadd reassoc ninf nsz afn float %3211, 0.000000e+00
  store float %3212, ptr %3210, align 4
  %3213 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3214 = load float, ptr %3213, align 4
  %3215 = fadd reassoc ninf nsz afn float %3214, 0.000000e+00
  store float %3215, ptr %3213, align 4
  %3216 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3217 = load float, ptr %3216, align 4
  %3218 = fadd reassoc ninf nsz afn float %3217, 0.000000e+00
  store float %3218, ptr %3216, align 4
  %3219 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3220 = load float, ptr %3219, align 4
  %3221 = fadd reassoc ninf nsz afn float %3220, 0.000000e+00
  store float %3221, ptr %3219, align 4
  %3222 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3223 = load float, ptr %3222, align 4
  %3224 = fadd reassoc ninf nsz afn float %3223, 0.000000e+00
  store float %3224, ptr %3222, align 4
  %3225 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3226 = load float, ptr %3225, align 4
  %3227 = fadd reassoc ninf nsz afn float %3226, 0.000000e+00
  store float %3227, ptr %3225, align 4
  %3228 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3229 = load float, ptr %3228, align 4
  %3230 = fadd reassoc ninf nsz afn float %3229, %2972
  store float %3230, ptr %3228, align 4
  %3231 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3232 = load float, ptr %3231, align 4
  %3233 = fadd reassoc ninf nsz afn float %3232, 0.000000e+00
  store float %3233, ptr %3231, align 4
  %3234 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3235 = load float, ptr %3234, align 4
  %3236 = fadd reassoc ninf nsz afn float %3235, 0.000000e+00
  store float %3236, ptr %3234, align 4
  %3237 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3238 = load float, ptr %3237, align 4
  %3239 = fadd reassoc ninf nsz afn float %3238, 0.000000e+00
  store float %3239, ptr %3237, align 4
  %3240 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3241 = load float, ptr %3240, align 4
  %3242 = fadd reassoc ninf nsz afn float %3241, 0.000000e+00
  store float %3242, ptr %3240, align 4
  %3243 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3244 = load float, ptr %3243, align 4
  %3245 = fadd reassoc ninf nsz afn float %3244, 0.000000e+00
  store float %3245, ptr %3243, align 4
  %3246 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3247 = load float, ptr %3246, align 4
  %3248 = fadd reassoc ninf nsz afn float %3247, 0.000000e+00
  store float %3248, ptr %3246, align 4
  %3249 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3250 = load float, ptr %3249, align 4
  %3251 = fadd reassoc ninf nsz afn float %3250, 0.000000e+00
  store float %3251, ptr %3249, align 4
  %3252 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3253 = load float, ptr %3252, align 4
  %3254 = fadd reassoc ninf nsz afn float %3253, 0.000000e+00
  store float %3254, ptr %3252, align 4
  %3255 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3256 = load float, ptr %3255, align 4
  %3257 = fadd reassoc ninf nsz afn float %3256, 0.000000e+00
  store float %3257, ptr %3255, align 4
  %3258 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3259 = load float, ptr %3258, align 4
  %3260 = fadd reassoc ninf nsz afn float %3259, 0.000000e+00
  store float %3260, ptr %3258, align 4
  %3261 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3262 = load float, ptr %3261, align 4
  %3263 = fadd reassoc ninf nsz afn float %3262, 0.000000e+00
  store float %3263, ptr %3261, align 4
  %3264 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3265 = load float, ptr %3264, align 4
  %3266 = fadd reassoc ninf nsz afn float %3265, 0.000000e+00
  store float %3266, ptr %3264, align 4
  %3267 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3268 = load float, ptr %3267, align 4
  %3269 = fadd reassoc ninf nsz afn float %3268, 0.000000e+00
  store float %3269, ptr %3267, align 4
  %3270 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3271 = load float, ptr %3270, align 4
  %3272 = fadd reassoc ninf nsz afn float %3271, 0.000000e+00
  store float %3272, ptr %3270, align 4
  %3273 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3274 = load float, ptr %3273, align 4
  %3275 = fadd reassoc ninf nsz afn float %3274, %2970
  store float %3275, ptr %3273, align 4
  %3276 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3277 = load float, ptr %3276, align 4
  %3278 = fadd reassoc ninf nsz afn float %3277, 0.000000e+00
  store float %3278, ptr %3276, align 4
  %3279 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3280 = load float, ptr %3279, align 4
  %3281 = fadd reassoc ninf nsz afn float %3280, 0.000000e+00
  store float %3281, ptr %3279, align 4
  %3282 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3283 = load float, ptr %3282, align 4
  %3284 = fadd reassoc ninf nsz afn float %3283, 0.000000e+00
  store float %3284, ptr %3282, align 4
  %3285 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3286 = load float, ptr %3285, align 4
  %3287 = fadd reassoc ninf nsz afn float %3286, 0.000000e+00
  store float %3287, ptr %3285, align 4
  %3288 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3289 = load float, ptr %3288, align 4
  %3290 = fadd reassoc ninf nsz afn float %3289, 0.000000e+00
  store float %3290, ptr %3288, align 4
  %3291 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3292 = load float, ptr %3291, align 4
  %3293 = fadd reassoc ninf nsz afn float %3292, 0.000000e+00
  store float %3293, ptr %3291, align 4
  %3294 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3295 = load float, ptr %3294, align 4
  %3296 = fadd reassoc ninf nsz afn float %3295, 0.000000e+00
  store float %3296, ptr %3294, align 4
  %3297 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3298 = load float, ptr %3297, align 4
  %3299 = fadd reassoc ninf nsz afn float %3298, 0.000000e+00
  store float %3299, ptr %3297, align 4
  %3300 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3301 = load float, ptr %3300, align 4
  %3302 = fadd reassoc ninf nsz afn float %3301, 0.000000e+00
  store float %3302, ptr %3300, align 4
  %3303 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3304 = load float, ptr %3303, align 4
  %3305 = fadd reassoc ninf nsz afn float %3304, 0.000000e+00
  store float %3305, ptr %3303, align 4
  %3306 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3307 = load float, ptr %3306, align 4
  %3308 = fadd reassoc ninf nsz afn float %3307, 0.000000e+00
  store float %3308, ptr %3306, align 4
  %3309 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3310 = load float, ptr %3309, align 4
  %3311 = fadd reassoc ninf nsz afn float %3310, 0.000000e+00
  store float %3311, ptr %3309, align 4
  %3312 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3313 = load float, ptr %3312, align 4
  %3314 = fadd reassoc ninf nsz afn float %3313, 0.000000e+00
  store float %3314, ptr %3312, align 4
  %3315 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3316 = load float, ptr %3315, align 4
  %3317 = fadd reassoc ninf nsz afn float %3316, 0.000000e+00
  store float %3317, ptr %3315, align 4
  %3318 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3319 = load float, ptr %3318, align 4
  %3320 = fadd reassoc ninf nsz afn float %3319, 0.000000e+00
  store float %3320, ptr %3318, align 4
  %3321 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3322 = load float, ptr %3321, align 4
  %3323 = fadd reassoc ninf nsz afn float %3322, 0.000000e+00
  store float %3323, ptr %3321, align 4
  %3324 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3325 = load float, ptr %3324, align 4
  %3326 = fadd reassoc ninf nsz afn float %3325, 0.000000e+00
  store float %3326, ptr %3324, align 4
  %3327 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3328 = load float, ptr %3327, align 4
  %3329 = fadd reassoc ninf nsz afn float %3328, 0.000000e+00
  store float %3329, ptr %3327, align 4
  %3330 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3331 = load float, ptr %3330, align 4
  %3332 = fadd reassoc ninf nsz afn float %3331, 0.000000e+00
  store float %3332, ptr %3330, align 4
  %3333 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3334 = load float, ptr %3333, align 4
  %3335 = fadd reassoc ninf nsz afn float %3334, 0.000000e+00
  store float %3335, ptr %3333, align 4
  %3336 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3337 = load float, ptr %3336, align 4
  %3338 = fadd reassoc ninf nsz afn float %3337, 0.000000e+00
  store float %3338, ptr %3336, align 4
  %3339 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3340 = load float, ptr %3339, align 4
  %3341 = fadd reassoc ninf nsz afn float %3340, 0.000000e+00
  store float %3341, ptr %3339, align 4
  %3342 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3343 = load float, ptr %3342, align 4
  %3344 = fadd reassoc ninf nsz afn float %3343, 0.000000e+00
  store float %3344, ptr %3342, align 4
  %3345 = fmul reassoc ninf nsz afn float %2976, 0x3FD3333340000000
  %3346 = call ptr @stack_top_adjoint(ptr %80, i64 4)
  %3347 = load float, ptr %3346, align 4
  %3348 = fadd reassoc ninf nsz afn float %3347, %3345
  store float %3348, ptr %3346, align 4
  %3349 = call ptr @stack_top_adjoint(ptr %80, i64 4)
  %3350 = load float, ptr %3349, align 4
  call void @stack_pop(ptr %80)
  %3351 = call reassoc ninf nsz afn float @cos_f32(float %1420)
  %3352 = fmul reassoc ninf nsz afn float %3350, %3351
  %3353 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %3354 = load float, ptr %3353, align 4
  %3355 = fadd reassoc ninf nsz afn float %3354, 0.000000e+00
  store float %3355, ptr %3353, align 4
  %3356 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %3357 = load float, ptr %3356, align 4
  %3358 = fadd reassoc ninf nsz afn float %3357, 0.000000e+00
  store float %3358, ptr %3356, align 4
  %3359 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %3360 = load float, ptr %3359, align 4
  %3361 = fadd reassoc ninf nsz afn float %3360, 0.000000e+00
  store float %3361, ptr %3359, align 4
  %3362 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %3363 = load float, ptr %3362, align 4
  %3364 = fadd reassoc ninf nsz afn float %3363, 0.000000e+00
  store float %3364, ptr %3362, align 4
  %3365 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %3366 = load float, ptr %3365, align 4
  %3367 = fadd reassoc ninf nsz afn float %3366, %3352
  store float %3367, ptr %3365, align 4
  %3368 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %3369 = load float, ptr %3368, align 4
  %3370 = fadd reassoc ninf nsz afn float %3369, 0.000000e+00
  store float %3370, ptr %3368, align 4
  %3371 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %3372 = load float, ptr %3371, align 4
  %3373 = fadd reassoc ninf nsz afn float %3372, 0.000000e+00
  store float %3373, ptr %3371, align 4
  %3374 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %3375 = load float, ptr %3374, align 4
  %3376 = fadd reassoc ninf nsz afn float %3375, 0.000000e+00
  store float %3376, ptr %3374, align 4
  %3377 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %3378 = load float, ptr %3377, align 4
  %3379 = fadd reassoc ninf nsz afn float %3378, 0.000000e+00
  store float %3379, ptr %3377, align 4
  %3380 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %3381 = load float, ptr %3380, align 4
  %3382 = fadd reassoc ninf nsz afn float %3381, 0.000000e+00
  store float %3382, ptr %3380, align 4
  %3383 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %3384 = load float, ptr %3383, align 4
  %3385 = fadd reassoc ninf nsz afn float %3384, 0.000000e+00
  store float %3385, ptr %3383, align 4
  %3386 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %3387 = load float, ptr %3386, align 4
  %3388 = fadd reassoc ninf nsz afn float %3387, 0.000000e+00
  store float %3388, ptr %3386, align 4
  %3389 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %3390 = load float, ptr %3389, align 4
  %3391 = fadd reassoc ninf nsz afn float %3390, 0.000000e+00
  store float %3391, ptr %3389, align 4
  %3392 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %3393 = load float, ptr %3392, align 4
  %3394 = fadd reassoc ninf nsz afn float %3393, 0.000000e+00
  store float %3394, ptr %3392, align 4
  %3395 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %3396 = load float, ptr %3395, align 4
  %3397 = fadd reassoc ninf nsz afn float %3396, 0.000000e+00
  store float %3397, ptr %3395, align 4
  %3398 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %3399 = load float, ptr %3398, align 4
  %3400 = fadd reassoc ninf nsz afn float %3399, 0.000000e+00
  store float %3400, ptr %3398, align 4
  %3401 = fmul reassoc ninf nsz afn float %2976, 0x3FE99999A0000000
  %3402 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %3403 = load float, ptr %3402, align 4
  %3404 = fadd reassoc ninf nsz afn float %3403, 0.000000e+00
  store float %3404, ptr %3402, align 4
  %3405 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %3406 = load float, ptr %3405, align 4
  %3407 = fadd reassoc ninf nsz afn float %3406, 0.000000e+00
  store float %3407, ptr %3405, align 4
  %3408 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %3409 = load float, ptr %3408, align 4
  %3410 = fadd reassoc ninf nsz afn float %3409, 0.000000e+00
  store float %3410, ptr %3408, align 4
  %3411 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %3412 = load float, ptr %3411, align 4
  %3413 = fadd reassoc ninf nsz afn float %3412, %3401
  store float %3413, ptr %3411, align 4
  %3414 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %3415 = load float, ptr %3414, align 4
  %3416 = fadd reassoc ninf nsz afn float %3415, 0.000000e+00
  store float %3416, ptr %3414, align 4
  %3417 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %3418 = load float, ptr %3417, align 4
  %3419 = fadd reassoc ninf nsz afn float %3418, 0.000000e+00
  store float %3419, ptr %3417, align 4
  %3420 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %3421 = load float, ptr %3420, align 4
  %3422 = fadd reassoc ninf nsz afn float %3421, 0.000000e+00
  store float %3422, ptr %3420, align 4
  %3423 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %3424 = load float, ptr %3423, align 4
  %3425 = fadd reassoc ninf nsz afn float %3424, 0.000000e+00
  store float %3425, ptr %3423, align 4
  %3426 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %3427 = load float, ptr %3426, align 4
  %3428 = fadd reassoc ninf nsz afn float %3427, 0.000000e+00
  store float %3428, ptr %3426, align 4
  %3429 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %3430 = load float, ptr %3429, align 4
  %3431 = fadd reassoc ninf nsz afn float %3430, 0.000000e+00
  store float %3431, ptr %3429, align 4
  %3432 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %3433 = load float, ptr %3432, align 4
  %3434 = fadd reassoc ninf nsz afn float %3433, 0.000000e+00
  store float %3434, ptr %3432, align 4
  %3435 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %3436 = load float, ptr %3435, align 4
  %3437 = fadd reassoc ninf nsz afn float %3436, 0.000000e+00
  store float %3437, ptr %3435, align 4
  %3438 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %3439 = load float, ptr %3438, align 4
  %3440 = fadd reassoc ninf nsz afn float %3439, 0.000000e+00
  store float %3440, ptr %3438, align 4
  %3441 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %3442 = load float, ptr %3441, align 4
  %3443 = fadd reassoc ninf nsz afn float %3442, 0.000000e+00
  store float %3443, ptr %3441, align 4
  %3444 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %3445 = load float, ptr %3444, align 4
  %3446 = fadd reassoc ninf nsz afn float %3445, 0.000000e+00
  store float %3446, ptr %3444, align 4
  %3447 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %3448 = load float, ptr %3447, align 4
  %3449 = fadd reassoc ninf nsz afn float %3448, 0.000000e+00
  store float %3449, ptr %3447, align 4
  %3450 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3451 = load float, ptr %3450, align 4
  %3452 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3453 = load float, ptr %3452, align 4
  %3454 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3455 = load float, ptr %3454, align 4
  %3456 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3457 = load float, ptr %3456, align 4
  %3458 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3459 = load float, ptr %3458, align 4
  %3460 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3461 = load float, ptr %3460, align 4
  %3462 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3463 = load float, ptr %3462, align 4
  %3464 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3465 = load float, ptr %3464, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %3466 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3467 = load float, ptr %3466, align 4
  %3468 = fadd reassoc ninf nsz afn float %3467, 0.000000e+00
  store float %3468, ptr %3466, align 4
  %3469 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3470 = load float, ptr %3469, align 4
  %3471 = fadd reassoc ninf nsz afn float %3470, 0.000000e+00
  store float %3471, ptr %3469, align 4
  %3472 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3473 = load float, ptr %3472, align 4
  %3474 = fadd reassoc ninf nsz afn float %3473, 0.000000e+00
  store float %3474, ptr %3472, align 4
  %3475 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3476 = load float, ptr %3475, align 4
  %3477 = fadd reassoc ninf nsz afn float %3476, 0.000000e+00
  store float %3477, ptr %3475, align 4
  %3478 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3479 = load float, ptr %3478, align 4
  %3480 = fadd reassoc ninf nsz afn float %3479, 0.000000e+00
  store float %3480, ptr %3478, align 4
  %3481 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3482 = load float, ptr %3481, align 4
  %3483 = fadd reassoc ninf nsz afn float %3482, 0.000000e+00
  store float %3483, ptr %3481, align 4
  %3484 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3485 = load float, ptr %3484, align 4
  %3486 = fadd reassoc ninf nsz afn float %3485, 0.000000e+00
  store float %3486, ptr %3484, align 4
  %3487 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3488 = load float, ptr %3487, align 4
  %3489 = fadd reassoc ninf nsz afn float %3488, %3465
  store float %3489, ptr %3487, align 4
  %3490 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3491 = load float, ptr %3490, align 4
  %3492 = fadd reassoc ninf nsz afn float %3491, 0.000000e+00
  store float %3492, ptr %3490, align 4
  %3493 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3494 = load float, ptr %3493, align 4
  %3495 = fadd reassoc ninf nsz afn float %3494, 0.000000e+00
  store float %3495, ptr %3493, align 4
  %3496 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3497 = load float, ptr %3496, align 4
  %3498 = fadd reassoc ninf nsz afn float %3497, 0.000000e+00
  store float %3498, ptr %3496, align 4
  %3499 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3500 = load float, ptr %3499, align 4
  %3501 = fadd reassoc ninf nsz afn float %3500, 0.000000e+00
  store float %3501, ptr %3499, align 4
  %3502 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3503 = load float, ptr %3502, align 4
  %3504 = fadd reassoc ninf nsz afn float %3503, 0.000000e+00
  store float %3504, ptr %3502, align 4
  %3505 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3506 = load float, ptr %3505, align 4
  %3507 = fadd reassoc ninf nsz afn float %3506, 0.000000e+00
  store float %3507, ptr %3505, align 4
  %3508 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3509 = load float, ptr %3508, align 4
  %3510 = fadd reassoc ninf nsz afn float %3509, 0.000000e+00
  store float %3510, ptr %3508, align 4
  %3511 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3512 = load float, ptr %3511, align 4
  %3513 = fadd reassoc ninf nsz afn float %3512, 0.000000e+00
  store float %3513, ptr %3511, align 4
  %3514 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3515 = load float, ptr %3514, align 4
  %3516 = fadd reassoc ninf nsz afn float %3515, 0.000000e+00
  store float %3516, ptr %3514, align 4
  %3517 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3518 = load float, ptr %3517, align 4
  %3519 = fadd reassoc ninf nsz afn float %3518, 0.000000e+00
  store float %3519, ptr %3517, align 4
  %3520 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3521 = load float, ptr %3520, align 4
  %3522 = fadd reassoc ninf nsz afn float %3521, 0.000000e+00
  store float %3522, ptr %3520, align 4
  %3523 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3524 = load float, ptr %3523, align 4
  %3525 = fadd reassoc ninf nsz afn float %3524, 0.000000e+00
  store float %3525, ptr %3523, align 4
  %3526 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3527 = load float, ptr %3526, align 4
  %3528 = fadd reassoc ninf nsz afn float %3527, 0.000000e+00
  store float %3528, ptr %3526, align 4
  %3529 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3530 = load float, ptr %3529, align 4
  %3531 = fadd reassoc ninf nsz afn float %3530, 0.000000e+00
  store float %3531, ptr %3529, align 4
  %3532 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3533 = load float, ptr %3532, align 4
  %3534 = fadd reassoc ninf nsz afn float %3533, %3463
  store float %3534, ptr %3532, align 4
  %3535 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3536 = load float, ptr %3535, align 4
  %3537 = fadd reassoc ninf nsz afn float %3536, 0.000000e+00
  store float %3537, ptr %3535, align 4
  %3538 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3539 = load float, ptr %3538, align 4
  %3540 = fadd reassoc ninf nsz afn float %3539, 0.000000e+00
  store float %3540, ptr %3538, align 4
  %3541 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3542 = load float, ptr %3541, align 4
  %3543 = fadd reassoc ninf nsz afn float %3542, 0.000000e+00
  store float %3543, ptr %3541, align 4
  %3544 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3545 = load float, ptr %3544, align 4
  %3546 = fadd reassoc ninf nsz afn float %3545, 0.000000e+00
  store float %3546, ptr %3544, align 4
  %3547 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3548 = load float, ptr %3547, align 4
  %3549 = fadd reassoc ninf nsz afn float %3548, 0.000000e+00
  store float %3549, ptr %3547, align 4
  %3550 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3551 = load float, ptr %3550, align 4
  %3552 = fadd reassoc ninf nsz afn float %3551, 0.000000e+00
  store float %3552, ptr %3550, align 4
  %3553 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3554 = load float, ptr %3553, align 4
  %3555 = fadd reassoc ninf nsz afn float %3554, 0.000000e+00
  store float %3555, ptr %3553, align 4
  %3556 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3557 = load float, ptr %3556, align 4
  %3558 = fadd reassoc ninf nsz afn float %3557, 0.000000e+00
  store float %3558, ptr %3556, align 4
  %3559 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3560 = load float, ptr %3559, align 4
  %3561 = fadd reassoc ninf nsz afn float %3560, 0.000000e+00
  store float %3561, ptr %3559, align 4
  %3562 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3563 = load float, ptr %3562, align 4
  %3564 = fadd reassoc ninf nsz afn float %3563, 0.000000e+00
  store float %3564, ptr %3562, align 4
  %3565 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3566 = load float, ptr %3565, align 4
  %3567 = fadd reassoc ninf nsz afn float %3566, 0.000000e+00
  store float %3567, ptr %3565, align 4
  %3568 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3569 = load float, ptr %3568, align 4
  %3570 = fadd reassoc ninf nsz afn float %3569, 0.000000e+00
  store float %3570, ptr %3568, align 4
  %3571 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3572 = load float, ptr %3571, align 4
  %3573 = fadd reassoc ninf nsz afn float %3572, 0.000000e+00
  store float %3573, ptr %3571, align 4
  %3574 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3575 = load float, ptr %3574, align 4
  %3576 = fadd reassoc ninf nsz afn float %3575, 0.000000e+00
  store float %3576, ptr %3574, align 4
  %3577 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3578 = load float, ptr %3577, align 4
  %3579 = fadd reassoc ninf nsz afn float %3578, %3461
  store float %3579, ptr %3577, align 4
  %3580 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3581 = load float, ptr %3580, align 4
  %3582 = fadd reassoc ninf nsz afn float %3581, 0.000000e+00
  store float %3582, ptr %3580, align 4
  %3583 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3584 = load float, ptr %3583, align 4
  %3585 = fadd reassoc ninf nsz afn float %3584, 0.000000e+00
  store float %3585, ptr %3583, align 4
  %3586 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3587 = load float, ptr %3586, align 4
  %3588 = fadd reassoc ninf nsz afn float %3587, 0.000000e+00
  store float %3588, ptr %3586, align 4
  %3589 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3590 = load float, ptr %3589, align 4
  %3591 = fadd reassoc ninf nsz afn float %3590, 0.000000e+00
  store float %3591, ptr %3589, align 4
  %3592 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3593 = load float, ptr %3592, align 4
  %3594 = fadd reassoc ninf nsz afn float %3593, 0.000000e+00
  store float %3594, ptr %3592, align 4
  %3595 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3596 = load float, ptr %3595, align 4
  %3597 = fadd reassoc ninf nsz afn float %3596, 0.000000e+00
  store float %3597, ptr %3595, align 4
  %3598 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3599 = load float, ptr %3598, align 4
  %3600 = fadd reassoc ninf nsz afn float %3599, 0.000000e+00
  store float %3600, ptr %3598, align 4
  %3601 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3602 = load float, ptr %3601, align 4
  %3603 = fadd reassoc ninf nsz afn float %3602, 0.000000e+00
  store float %3603, ptr %3601, align 4
  %3604 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3605 = load float, ptr %3604, align 4
  %3606 = fadd reassoc ninf nsz afn float %3605, 0.000000e+00
  store float %3606, ptr %3604, align 4
  %3607 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3608 = load float, ptr %3607, align 4
  %3609 = fadd reassoc ninf nsz afn float %3608, 0.000000e+00
  store float %3609, ptr %3607, align 4
  %3610 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3611 = load float, ptr %3610, align 4
  %3612 = fadd reassoc ninf nsz afn float %3611, 0.000000e+00
  store float %3612, ptr %3610, align 4
  %3613 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3614 = load float, ptr %3613, align 4
  %3615 = fadd reassoc ninf nsz afn float %3614, 0.000000e+00
  store float %3615, ptr %3613, align 4
  %3616 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3617 = load float, ptr %3616, align 4
  %3618 = fadd reassoc ninf nsz afn float %3617, 0.000000e+00
  store float %3618, ptr %3616, align 4
  %3619 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3620 = load float, ptr %3619, align 4
  %3621 = fadd reassoc ninf nsz afn float %3620, 0.000000e+00
  store float %3621, ptr %3619, align 4
  %3622 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3623 = load float, ptr %3622, align 4
  %3624 = fadd reassoc ninf nsz afn float %3623, %3459
  store float %3624, ptr %3622, align 4
  %3625 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3626 = load float, ptr %3625, align 4
  %3627 = fadd reassoc ninf nsz afn float %3626, 0.000000e+00
  store float %3627, ptr %3625, align 4
  %3628 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3629 = load float, ptr %3628, align 4
  %3630 = fadd reassoc ninf nsz afn float %3629, 0.000000e+00
  store float %3630, ptr %3628, align 4
  %3631 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3632 = load float, ptr %3631, align 4
  %3633 = fadd reassoc ninf nsz afn float %3632, 0.000000e+00
  store float %3633, ptr %3631, align 4
  %3634 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3635 = load float, ptr %3634, align 4
  %3636 = fadd reassoc ninf nsz afn float %3635, 0.000000e+00
  store float %3636, ptr %3634, align 4
  %3637 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3638 = load float, ptr %3637, align 4
  %3639 = fadd reassoc ninf nsz afn float %3638, 0.000000e+00
  store float %3639, ptr %3637, align 4
  %3640 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3641 = load float, ptr %3640, align 4
  %3642 = fadd reassoc ninf nsz afn float %3641, 0.000000e+00
  store float %3642, ptr %3640, align 4
  %3643 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3644 = load float, ptr %3643, align 4
  %3645 = fadd reassoc ninf nsz afn float %3644, 0.000000e+00
  store float %3645, ptr %3643, align 4
  %3646 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3647 = load float, ptr %3646, align 4
  %3648 = fadd reassoc ninf nsz afn float %3647, 0.000000e+00
  store float %3648, ptr %3646, align 4
  %3649 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3650 = load float, ptr %3649, align 4
  %3651 = fadd reassoc ninf nsz afn float %3650, 0.000000e+00
  store float %3651, ptr %3649, align 4
  %3652 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3653 = load float, ptr %3652, align 4
  %3654 = fadd reassoc ninf nsz afn float %3653, 0.000000e+00
  store float %3654, ptr %3652, align 4
  %3655 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3656 = load float, ptr %3655, align 4
  %3657 = fadd reassoc ninf nsz afn float %3656, 0.000000e+00
  store float %3657, ptr %3655, align 4
  %3658 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3659 = load float, ptr %3658, align 4
  %3660 = fadd reassoc ninf nsz afn float %3659, 0.000000e+00
  store float %3660, ptr %3658, align 4
  %3661 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3662 = load float, ptr %3661, align 4
  %3663 = fadd reassoc ninf nsz afn float %3662, 0.000000e+00
  store float %3663, ptr %3661, align 4
  %3664 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3665 = load float, ptr %3664, align 4
  %3666 = fadd reassoc ninf nsz afn float %3665, 0.000000e+00
  store float %3666, ptr %3664, align 4
  %3667 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3668 = load float, ptr %3667, align 4
  %3669 = fadd reassoc ninf nsz afn float %3668, %3457
  store float %3669, ptr %3667, align 4
  %3670 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3671 = load float, ptr %3670, align 4
  %3672 = fadd reassoc ninf nsz afn float %3671, 0.000000e+00
  store float %3672, ptr %3670, align 4
  %3673 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3674 = load float, ptr %3673, align 4
  %3675 = fadd reassoc ninf nsz afn float %3674, 0.000000e+00
  store float %3675, ptr %3673, align 4
  %3676 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3677 = load float, ptr %3676, align 4
  %3678 = fadd reassoc ninf nsz afn float %3677, 0.000000e+00
  store float %3678, ptr %3676, align 4
  %3679 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3680 = load float, ptr %3679, align 4
  %3681 = fadd reassoc ninf nsz afn float %3680, 0.000000e+00
  store float %3681, ptr %3679, align 4
  %3682 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3683 = load float, ptr %3682, align 4
  %3684 = fadd reassoc ninf nsz afn float %3683, 0.000000e+00
  store float %3684, ptr %3682, align 4
  %3685 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3686 = load float, ptr %3685, align 4
  %3687 = fadd reassoc ninf nsz afn float %3686, 0.000000e+00
  store float %3687, ptr %3685, align 4
  %3688 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3689 = load float, ptr %3688, align 4
  %3690 = fadd reassoc ninf nsz afn float %3689, 0.000000e+00
  store float %3690, ptr %3688, align 4
  %3691 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3692 = load float, ptr %3691, align 4
  %3693 = fadd reassoc ninf nsz afn float %3692, 0.000000e+00
  store float %3693, ptr %3691, align 4
  %3694 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3695 = load float, ptr %3694, align 4
  %3696 = fadd reassoc ninf nsz afn float %3695, 0.000000e+00
  store float %3696, ptr %3694, align 4
  %3697 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3698 = load float, ptr %3697, align 4
  %3699 = fadd reassoc ninf nsz afn float %3698, 0.000000e+00
  store float %3699, ptr %3697, align 4
  %3700 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3701 = load float, ptr %3700, align 4
  %3702 = fadd reassoc ninf nsz afn float %3701, 0.000000e+00
  store float %3702, ptr %3700, align 4
  %3703 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3704 = load float, ptr %3703, align 4
  %3705 = fadd reassoc ninf nsz afn float %3704, 0.000000e+00
  store float %3705, ptr %3703, align 4
  %3706 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3707 = load float, ptr %3706, align 4
  %3708 = fadd reassoc ninf nsz afn float %3707, 0.000000e+00
  store float %3708, ptr %3706, align 4
  %3709 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3710 = load float, ptr %3709, align 4
  %3711 = fadd reassoc ninf nsz afn float %3710, %3453
  store float %3711, ptr %3709, align 4
  %3712 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3713 = load float, ptr %3712, align 4
  %3714 = fadd reassoc ninf nsz afn float %3713, 0.000000e+00
  store float %3714, ptr %3712, align 4
  %3715 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3716 = load float, ptr %3715, align 4
  %3717 = fadd reassoc ninf nsz afn float %3716, 0.000000e+00
  store float %3717, ptr %3715, align 4
  %3718 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3719 = load float, ptr %3718, align 4
  %3720 = fadd reassoc ninf nsz afn float %3719, 0.000000e+00
  store float %3720, ptr %3718, align 4
  %3721 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3722 = load float, ptr %3721, align 4
  %3723 = fadd reassoc ninf nsz afn float %3722, 0.000000e+00
  store float %3723, ptr %3721, align 4
  %3724 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3725 = load float, ptr %3724, align 4
  %3726 = fadd reassoc ninf nsz afn float %3725, 0.000000e+00
  store float %3726, ptr %3724, align 4
  %3727 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3728 = load float, ptr %3727, align 4
  %3729 = fadd reassoc ninf nsz afn float %3728, 0.000000e+00
  store float %3729, ptr %3727, align 4
  %3730 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3731 = load float, ptr %3730, align 4
  %3732 = fadd reassoc ninf nsz afn float %3731, 0.000000e+00
  store float %3732, ptr %3730, align 4
  %3733 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3734 = load float, ptr %3733, align 4
  %3735 = fadd reassoc ninf nsz afn float %3734, 0.000000e+00
  store float %3735, ptr %3733, align 4
  %3736 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3737 = load float, ptr %3736, align 4
  %3738 = fadd reassoc ninf nsz afn float %3737, 0.000000e+00
  store float %3738, ptr %3736, align 4
  %3739 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3740 = load float, ptr %3739, align 4
  %3741 = fadd reassoc ninf nsz afn float %3740, 0.000000e+00
  store float %3741, ptr %3739, align 4
  %3742 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3743 = load float, ptr %3742, align 4
  %3744 = fadd reassoc ninf nsz afn float %3743, 0.000000e+00
  store float %3744, ptr %3742, align 4
  %3745 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3746 = load float, ptr %3745, align 4
  %3747 = fadd reassoc ninf nsz afn float %3746, 0.000000e+00
  store float %3747, ptr %3745, align 4
  %3748 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3749 = load float, ptr %3748, align 4
  %3750 = fadd reassoc ninf nsz afn float %3749, 0.000000e+00
  store float %3750, ptr %3748, align 4
  %3751 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3752 = load float, ptr %3751, align 4
  %3753 = fadd reassoc ninf nsz afn float %3752, 0.000000e+00
  store float %3753, ptr %3751, align 4
  %3754 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3755 = load float, ptr %3754, align 4
  %3756 = fadd reassoc ninf nsz afn float %3755, %3451
  store float %3756, ptr %3754, align 4
  %3757 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3758 = load float, ptr %3757, align 4
  %3759 = fadd reassoc ninf nsz afn float %3758, 0.000000e+00
  store float %3759, ptr %3757, align 4
  %3760 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3761 = load float, ptr %3760, align 4
  %3762 = fadd reassoc ninf nsz afn float %3761, 0.000000e+00
  store float %3762, ptr %3760, align 4
  %3763 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3764 = load float, ptr %3763, align 4
  %3765 = fadd reassoc ninf nsz afn float %3764, 0.000000e+00
  store float %3765, ptr %3763, align 4
  %3766 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3767 = load float, ptr %3766, align 4
  %3768 = fadd reassoc ninf nsz afn float %3767, 0.000000e+00
  store float %3768, ptr %3766, align 4
  %3769 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3770 = load float, ptr %3769, align 4
  %3771 = fadd reassoc ninf nsz afn float %3770, 0.000000e+00
  store float %3771, ptr %3769, align 4
  %3772 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3773 = load float, ptr %3772, align 4
  %3774 = fadd reassoc ninf nsz afn float %3773, 0.000000e+00
  store float %3774, ptr %3772, align 4
  %3775 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3776 = load float, ptr %3775, align 4
  %3777 = fadd reassoc ninf nsz afn float %3776, 0.000000e+00
  store float %3777, ptr %3775, align 4
  %3778 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3779 = load float, ptr %3778, align 4
  %3780 = fadd reassoc ninf nsz afn float %3779, 0.000000e+00
  store float %3780, ptr %3778, align 4
  %3781 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3782 = load float, ptr %3781, align 4
  %3783 = fadd reassoc ninf nsz afn float %3782, 0.000000e+00
  store float %3783, ptr %3781, align 4
  %3784 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3785 = load float, ptr %3784, align 4
  %3786 = fadd reassoc ninf nsz afn float %3785, 0.000000e+00
  store float %3786, ptr %3784, align 4
  %3787 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3788 = load float, ptr %3787, align 4
  %3789 = fadd reassoc ninf nsz afn float %3788, 0.000000e+00
  store float %3789, ptr %3787, align 4
  %3790 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3791 = load float, ptr %3790, align 4
  %3792 = fadd reassoc ninf nsz afn float %3791, 0.000000e+00
  store float %3792, ptr %3790, align 4
  %3793 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3794 = load float, ptr %3793, align 4
  %3795 = fadd reassoc ninf nsz afn float %3794, 0.000000e+00
  store float %3795, ptr %3793, align 4
  %3796 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3797 = load float, ptr %3796, align 4
  %3798 = fadd reassoc ninf nsz afn float %3797, 0.000000e+00
  store float %3798, ptr %3796, align 4
  %3799 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3800 = load float, ptr %3799, align 4
  %3801 = fadd reassoc ninf nsz afn float %3800, 0.000000e+00
  store float %3801, ptr %3799, align 4
  %3802 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3803 = load float, ptr %3802, align 4
  %3804 = fadd reassoc ninf nsz afn float %3803, 0.000000e+00
  store float %3804, ptr %3802, align 4
  %3805 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3806 = load float, ptr %3805, align 4
  %3807 = fadd reassoc ninf nsz afn float %3806, 0.000000e+00
  store float %3807, ptr %3805, align 4
  %3808 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3809 = load float, ptr %3808, align 4
  %3810 = fadd reassoc ninf nsz afn float %3809, 0.000000e+00
  store float %3810, ptr %3808, align 4
  %3811 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3812 = load float, ptr %3811, align 4
  %3813 = fadd reassoc ninf nsz afn float %3812, 0.000000e+00
  store float %3813, ptr %3811, align 4
  %3814 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3815 = load float, ptr %3814, align 4
  %3816 = fadd reassoc ninf nsz afn float %3815, 0.000000e+00
  store float %3816, ptr %3814, align 4
  %3817 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3818 = load float, ptr %3817, align 4
  %3819 = fadd reassoc ninf nsz afn float %3818, 0.000000e+00
  store float %3819, ptr %3817, align 4
  %3820 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3821 = load float, ptr %3820, align 4
  %3822 = fadd reassoc ninf nsz afn float %3821, 0.000000e+00
  store float %3822, ptr %3820, align 4
  %3823 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3824 = load float, ptr %3823, align 4
  %3825 = fadd reassoc ninf nsz afn float %3824, 0.000000e+00
  store float %3825, ptr %3823, align 4
  %3826 = fmul reassoc ninf nsz afn float %3455, 0x3FD3333340000000
  %3827 = call ptr @stack_top_adjoint(ptr %89, i64 4)
  %3828 = load float, ptr %3827, align 4
  %3829 = fadd reassoc ninf nsz afn float %3828, %3826
  store float %3829, ptr %3827, align 4
  %3830 = call ptr @stack_top_adjoint(ptr %89, i64 4)
  %3831 = load float, ptr %3830, align 4
  call void @stack_pop(ptr %89)
  %3832 = call reassoc ninf nsz afn float @cos_f32(float %1418)
  %3833 = fmul reassoc ninf nsz afn float %3831, %3832
  %3834 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %3835 = load float, ptr %3834, align 4
  %3836 = fadd reassoc ninf nsz afn float %3835, 0.000000e+00
  store float %3836, ptr %3834, align 4
  %3837 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %3838 = load float, ptr %3837, align 4
  %3839 = fadd reassoc ninf nsz afn float %3838, 0.000000e+00
  store float %3839, ptr %3837, align 4
  %3840 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %3841 = load float, ptr %3840, align 4
  %3842 = fadd reassoc ninf nsz afn float %3841, 0.000000e+00
  store float %3842, ptr %3840, align 4
  %3843 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %3844 = load float, ptr %3843, align 4
  %3845 = fadd reassoc ninf nsz afn float %3844, %3833
  store float %3845, ptr %3843, align 4
  %3846 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %3847 = load float, ptr %3846, align 4
  %3848 = fadd reassoc ninf nsz afn float %3847, 0.000000e+00
  store float %3848, ptr %3846, align 4
  %3849 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %3850 = load float, ptr %3849, align 4
  %3851 = fadd reassoc ninf nsz afn float %3850, 0.000000e+00
  store float %3851, ptr %3849, align 4
  %3852 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %3853 = load float, ptr %3852, align 4
  %3854 = fadd reassoc ninf nsz afn float %3853, 0.000000e+00
  store float %3854, ptr %3852, align 4
  %3855 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %3856 = load float, ptr %3855, align 4
  %3857 = fadd reassoc ninf nsz afn float %3856, 0.000000e+00
  store float %3857, ptr %3855, align 4
  %3858 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %3859 = load float, ptr %3858, align 4
  %3860 = fadd reassoc ninf nsz afn float %3859, 0.000000e+00
  store float %3860, ptr %3858, align 4
  %3861 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %3862 = load float, ptr %3861, align 4
  %3863 = fadd reassoc ninf nsz afn float %3862, 0.000000e+00
  store float %3863, ptr %3861, align 4
  %3864 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %3865 = load float, ptr %3864, align 4
  %3866 = fadd reassoc ninf nsz afn float %3865, 0.000000e+00
  store float %3866, ptr %3864, align 4
  %3867 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %3868 = load float, ptr %3867, align 4
  %3869 = fadd reassoc ninf nsz afn float %3868, 0.000000e+00
  store float %3869, ptr %3867, align 4
  %3870 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %3871 = load float, ptr %3870, align 4
  %3872 = fadd reassoc ninf nsz afn float %3871, 0.000000e+00
  store float %3872, ptr %3870, align 4
  %3873 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %3874 = load float, ptr %3873, align 4
  %3875 = fadd reassoc ninf nsz afn float %3874, 0.000000e+00
  store float %3875, ptr %3873, align 4
  %3876 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %3877 = load float, ptr %3876, align 4
  %3878 = fadd reassoc ninf nsz afn float %3877, 0.000000e+00
  store float %3878, ptr %3876, align 4
  %3879 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %3880 = load float, ptr %3879, align 4
  %3881 = fadd reassoc ninf nsz afn float %3880, 0.000000e+00
  store float %3881, ptr %3879, align 4
  %3882 = fmul reassoc ninf nsz afn float %3455, 0x3FE99999A0000000
  %3883 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %3884 = load float, ptr %3883, align 4
  %3885 = fadd reassoc ninf nsz afn float %3884, 0.000000e+00
  store float %3885, ptr %3883, align 4
  %3886 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %3887 = load float, ptr %3886, align 4
  %3888 = fadd reassoc ninf nsz afn float %3887, 0.000000e+00
  store float %3888, ptr %3886, align 4
  %3889 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %3890 = load float, ptr %3889, align 4
  %3891 = fadd reassoc ninf nsz afn float %3890, %3882
  store float %3891, ptr %3889, align 4
  %3892 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %3893 = load float, ptr %3892, align 4
  %3894 = fadd reassoc ninf nsz afn float %3893, 0.000000e+00
  store float %3894, ptr %3892, align 4
  %3895 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %3896 = load float, ptr %3895, align 4
  %3897 = fadd reassoc ninf nsz afn float %3896, 0.000000e+00
  store float %3897, ptr %3895, align 4
  %3898 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %3899 = load float, ptr %3898, align 4
  %3900 = fadd reassoc ninf nsz afn float %3899, 0.000000e+00
  store float %3900, ptr %3898, align 4
  %3901 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %3902 = load float, ptr %3901, align 4
  %3903 = fadd reassoc ninf nsz afn float %3902, 0.000000e+00
  store float %3903, ptr %3901, align 4
  %3904 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %3905 = load float, ptr %3904, align 4
  %3906 = fadd reassoc ninf nsz afn float %3905, 0.000000e+00
  store float %3906, ptr %3904, align 4
  %3907 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %3908 = load float, ptr %3907, align 4
  %3909 = fadd reassoc ninf nsz afn float %3908, 0.000000e+00
  store float %3909, ptr %3907, align 4
  %3910 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %3911 = load float, ptr %3910, align 4
  %3912 = fadd reassoc ninf nsz afn float %3911, 0.000000e+00
  store float %3912, ptr %3910, align 4
  %3913 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %3914 = load float, ptr %3913, align 4
  %3915 = fadd reassoc ninf nsz afn float %3914, 0.000000e+00
  store float %3915, ptr %3913, align 4
  %3916 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %3917 = load float, ptr %3916, align 4
  %3918 = fadd reassoc ninf nsz afn float %3917, 0.000000e+00
  store float %3918, ptr %3916, align 4
  %3919 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %3920 = load float, ptr %3919, align 4
  %3921 = fadd reassoc ninf nsz afn float %3920, 0.000000e+00
  store float %3921, ptr %3919, align 4
  %3922 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %3923 = load float, ptr %3922, align 4
  %3924 = fadd reassoc ninf nsz afn float %3923, 0.000000e+00
  store float %3924, ptr %3922, align 4
  %3925 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %3926 = load float, ptr %3925, align 4
  %3927 = fadd reassoc ninf nsz afn float %3926, 0.000000e+00
  store float %3927, ptr %3925, align 4
  %3928 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %3929 = load float, ptr %3928, align 4
  %3930 = fadd reassoc ninf nsz afn float %3929, 0.000000e+00
  store float %3930, ptr %3928, align 4
  %3931 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3932 = load float, ptr %3931, align 4
  %3933 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3934 = load float, ptr %3933, align 4
  %3935 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3936 = load float, ptr %3935, align 4
  %3937 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3938 = load float, ptr %3937, align 4
  %3939 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3940 = load float, ptr %3939, align 4
  %3941 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3942 = load float, ptr %3941, align 4
  %3943 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3944 = load float, ptr %3943, align 4
  %3945 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3946 = load float, ptr %3945, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %3947 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3948 = load float, ptr %3947, align 4
  %3949 = fadd reassoc ninf nsz afn float %3948, 0.000000e+00
  store float %3949, ptr %3947, align 4
  %3950 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3951 = load float, ptr %3950, align 4
  %3952 = fadd reassoc ninf nsz afn float %3951, 0.000000e+00
  store float %3952, ptr %3950, align 4
  %3953 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3954 = load float, ptr %3953, align 4
  %3955 = fadd reassoc ninf nsz afn float %3954, 0.000000e+00
  store float %3955, ptr %3953, align 4
  %3956 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3957 = load float, ptr %3956, align 4
  %3958 = fadd reassoc ninf nsz afn float %3957, 0.000000e+00
  store float %3958, ptr %3956, align 4
  %3959 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3960 = load float, ptr %3959, align 4
  %3961 = fadd reassoc ninf nsz afn float %3960, 0.000000e+00
  store float %3961, ptr %3959, align 4
  %3962 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3963 = load float, ptr %3962, align 4
  %3964 = fadd reassoc ninf nsz afn float %3963, 0.000000e+00
  store float %3964, ptr %3962, align 4
  %3965 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3966 = load float, ptr %3965, align 4
  %3967 = fadd reassoc ninf nsz afn float %3966, 0.000000e+00
  store float %3967, ptr %3965, align 4
  %3968 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3969 = load float, ptr %3968, align 4
  %3970 = fadd reassoc ninf nsz afn float %3969, %3946
  store float %3970, ptr %3968, align 4
  %3971 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3972 = load float, ptr %3971, align 4
  %3973 = fadd reassoc ninf nsz afn float %3972, 0.000000e+00
  store float %3973, ptr %3971, align 4
  %3974 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3975 = load float, ptr %3974, align 4
  %3976 = fadd reassoc ninf nsz afn float %3975, 0.000000e+00
  store float %3976, ptr %3974, align 4
  %3977 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %3978 = load float, ptr %3977, align 4
  %3979 = fadd reassoc ninf nsz afn float %3978, 0.000000e+00
  store float %3979, ptr %3977, align 4
  %3980 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %3981 = load float, ptr %3980, align 4
  %3982 = fadd reassoc ninf nsz afn float %3981, 0.000000e+00
  store float %3982, ptr %3980, align 4
  %3983 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %3984 = load float, ptr %3983, align 4
  %3985 = fadd reassoc ninf nsz afn float %3984, 0.000000e+00
  store float %3985, ptr %3983, align 4
  %3986 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %3987 = load float, ptr %3986, align 4
  %3988 = fadd reassoc ninf nsz afn float %3987, 0.000000e+00
  store float %3988, ptr %3986, align 4
  %3989 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %3990 = load float, ptr %3989, align 4
  %3991 = fadd reassoc ninf nsz afn float %3990, 0.000000e+00
  store float %3991, ptr %3989, align 4
  %3992 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %3993 = load float, ptr %3992, align 4
  %3994 = fadd reassoc ninf nsz afn float %3993, 0.000000e+00
  store float %3994, ptr %3992, align 4
  %3995 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %3996 = load float, ptr %3995, align 4
  %3997 = fadd reassoc ninf nsz afn float %3996, 0.000000e+00
  store float %3997, ptr %3995, align 4
  %3998 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %3999 = load float, ptr %3998, align 4
  %4000 = fadd reassoc ninf nsz afn float %3999, 0.000000e+00
  store float %4000, ptr %3998, align 4
  %4001 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4002 = load float, ptr %4001, align 4
  %4003 = fadd reassoc ninf nsz afn float %4002, 0.000000e+00
  store float %4003, ptr %4001, align 4
  %4004 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4005 = load float, ptr %4004, align 4
  %4006 = fadd reassoc ninf nsz afn float %4005, 0.000000e+00
  store float %4006, ptr %4004, align 4
  %4007 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4008 = load float, ptr %4007, align 4
  %4009 = fadd reassoc ninf nsz afn float %4008, 0.000000e+00
  store float %4009, ptr %4007, align 4
  %4010 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4011 = load float, ptr %4010, align 4
  %4012 = fadd reassoc ninf nsz afn float %4011, 0.000000e+00
  store float %4012, ptr %4010, align 4
  %4013 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4014 = load float, ptr %4013, align 4
  %4015 = fadd reassoc ninf nsz afn float %4014, %3944
  store float %4015, ptr %4013, align 4
  %4016 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4017 = load float, ptr %4016, align 4
  %4018 = fadd reassoc ninf nsz afn float %4017, 0.000000e+00
  store float %4018, ptr %4016, align 4
  %4019 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4020 = load float, ptr %4019, align 4
  %4021 = fadd reassoc ninf nsz afn float %4020, 0.000000e+00
  store float %4021, ptr %4019, align 4
  %4022 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4023 = load float, ptr %4022, align 4
  %4024 = fadd reassoc ninf nsz afn float %4023, 0.000000e+00
  store float %4024, ptr %4022, align 4
  %4025 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4026 = load float, ptr %4025, align 4
  %4027 = fadd reassoc ninf nsz afn float %4026, 0.000000e+00
  store float %4027, ptr %4025, align 4
  %4028 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4029 = load float, ptr %4028, align 4
  %4030 = fadd reassoc ninf nsz afn float %4029, 0.000000e+00
  store float %4030, ptr %4028, align 4
  %4031 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4032 = load float, ptr %4031, align 4
  %4033 = fadd reassoc ninf nsz afn float %4032, 0.000000e+00
  store float %4033, ptr %4031, align 4
  %4034 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4035 = load float, ptr %4034, align 4
  %4036 = fadd reassoc ninf nsz afn float %4035, 0.000000e+00
  store float %4036, ptr %4034, align 4
  %4037 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4038 = load float, ptr %4037, align 4
  %4039 = fadd reassoc ninf nsz afn float %4038, 0.000000e+00
  store float %4039, ptr %4037, align 4
  %4040 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4041 = load float, ptr %4040, align 4
  %4042 = fadd reassoc ninf nsz afn float %4041, 0.000000e+00
  store float %4042, ptr %4040, align 4
  %4043 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4044 = load float, ptr %4043, align 4
  %4045 = fadd reassoc ninf nsz afn float %4044, 0.000000e+00
  store float %4045, ptr %4043, align 4
  %4046 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4047 = load float, ptr %4046, align 4
  %4048 = fadd reassoc ninf nsz afn float %4047, 0.000000e+00
  store float %4048, ptr %4046, align 4
  %4049 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4050 = load float, ptr %4049, align 4
  %4051 = fadd reassoc ninf nsz afn float %4050, 0.000000e+00
  store float %4051, ptr %4049, align 4
  %4052 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4053 = load float, ptr %4052, align 4
  %4054 = fadd reassoc ninf nsz afn float %4053, 0.000000e+00
  store float %4054, ptr %4052, align 4
  %4055 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4056 = load float, ptr %4055, align 4
  %4057 = fadd reassoc ninf nsz afn float %4056, 0.000000e+00
  store float %4057, ptr %4055, align 4
  %4058 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4059 = load float, ptr %4058, align 4
  %4060 = fadd reassoc ninf nsz afn float %4059, %3942
  store float %4060, ptr %4058, align 4
  %4061 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4062 = load float, ptr %4061, align 4
  %4063 = fadd reassoc ninf nsz afn float %4062, 0.000000e+00
  store float %4063, ptr %4061, align 4
  %4064 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4065 = load float, ptr %4064, align 4
  %4066 = fadd reassoc ninf nsz afn float %4065, 0.000000e+00
  store float %4066, ptr %4064, align 4
  %4067 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4068 = load float, ptr %4067, align 4
  %4069 = fadd reassoc ninf nsz afn float %4068, 0.000000e+00
  store float %4069, ptr %4067, align 4
  %4070 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4071 = load float, ptr %4070, align 4
  %4072 = fadd reassoc ninf nsz afn float %4071, 0.000000e+00
  store float %4072, ptr %4070, align 4
  %4073 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4074 = load float, ptr %4073, align 4
  %4075 = fadd reassoc ninf nsz afn float %4074, 0.000000e+00
  store float %4075, ptr %4073, align 4
  %4076 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4077 = load float, ptr %4076, align 4
  %4078 = fadd reassoc ninf nsz afn float %4077, 0.000000e+00
  store float %4078, ptr %4076, align 4
  %4079 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4080 = load float, ptr %4079, align 4
  %4081 = fadd reassoc ninf nsz afn float %4080, 0.000000e+00
  store float %4081, ptr %4079, align 4
  %4082 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4083 = load float, ptr %4082, align 4
  %4084 = fadd reassoc ninf nsz afn float %4083, 0.000000e+00
  store float %4084, ptr %4082, align 4
  %4085 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4086 = load float, ptr %4085, align 4
  %4087 = fadd reassoc ninf nsz afn float %4086, 0.000000e+00
  store float %4087, ptr %4085, align 4
  %4088 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4089 = load float, ptr %4088, align 4
  %4090 = fadd reassoc ninf nsz afn float %4089, 0.000000e+00
  store float %4090, ptr %4088, align 4
  %4091 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4092 = load float, ptr %4091, align 4
  %4093 = fadd reassoc ninf nsz afn float %4092, 0.000000e+00
  store float %4093, ptr %4091, align 4
  %4094 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4095 = load float, ptr %4094, align 4
  %4096 = fadd reassoc ninf nsz afn float %4095, 0.000000e+00
  store float %4096, ptr %4094, align 4
  %4097 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4098 = load float, ptr %4097, align 4
  %4099 = fadd reassoc ninf nsz afn float %4098, 0.000000e+00
  store float %4099, ptr %4097, align 4
  %4100 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4101 = load float, ptr %4100, align 4
  %4102 = fadd reassoc ninf nsz afn float %4101, 0.000000e+00
  store float %4102, ptr %4100, align 4
  %4103 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4104 = load float, ptr %4103, align 4
  %4105 = fadd reassoc ninf nsz afn float %4104, %3940
  store float %4105, ptr %4103, align 4
  %4106 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4107 = load float, ptr %4106, align 4
  %4108 = fadd reassoc ninf nsz afn float %4107, 0.000000e+00
  store float %4108, ptr %4106, align 4
  %4109 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4110 = load float, ptr %4109, align 4
  %4111 = fadd reassoc ninf nsz afn float %4110, 0.000000e+00
  store float %4111, ptr %4109, align 4
  %4112 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4113 = load float, ptr %4112, align 4
  %4114 = fadd reassoc ninf nsz afn float %4113, 0.000000e+00
  store float %4114, ptr %4112, align 4
  %4115 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4116 = load float, ptr %4115, align 4
  %4117 = fadd reassoc ninf nsz afn float %4116, 0.000000e+00
  store float %4117, ptr %4115, align 4
  %4118 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4119 = load float, ptr %4118, align 4
  %4120 = fadd reassoc ninf nsz afn float %4119, 0.000000e+00
  store float %4120, ptr %4118, align 4
  %4121 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4122 = load float, ptr %4121, align 4
  %4123 = fadd reassoc ninf nsz afn float %4122, 0.000000e+00
  store float %4123, ptr %4121, align 4
  %4124 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4125 = load float, ptr %4124, align 4
  %4126 = fadd reassoc ninf nsz afn float %4125, 0.000000e+00
  store float %4126, ptr %4124, align 4
  %4127 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4128 = load float, ptr %4127, align 4
  %4129 = fadd reassoc ninf nsz afn float %4128, 0.000000e+00
  store float %4129, ptr %4127, align 4
  %4130 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4131 = load float, ptr %4130, align 4
  %4132 = fadd reassoc ninf nsz afn float %4131, 0.000000e+00
  store float %4132, ptr %4130, align 4
  %4133 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4134 = load float, ptr %4133, align 4
  %4135 = fadd reassoc ninf nsz afn float %4134, 0.000000e+00
  store float %4135, ptr %4133, align 4
  %4136 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4137 = load float, ptr %4136, align 4
  %4138 = fadd reassoc ninf nsz afn float %4137, 0.000000e+00
  store float %4138, ptr %4136, align 4
  %4139 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4140 = load float, ptr %4139, align 4
  %4141 = fadd reassoc ninf nsz afn float %4140, 0.000000e+00
  store float %4141, ptr %4139, align 4
  %4142 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4143 = load float, ptr %4142, align 4
  %4144 = fadd reassoc ninf nsz afn float %4143, 0.000000e+00
  store float %4144, ptr %4142, align 4
  %4145 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4146 = load float, ptr %4145, align 4
  %4147 = fadd reassoc ninf nsz afn float %4146, 0.000000e+00
  store float %4147, ptr %4145, align 4
  %4148 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4149 = load float, ptr %4148, align 4
  %4150 = fadd reassoc ninf nsz afn float %4149, %3938
  store float %4150, ptr %4148, align 4
  %4151 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4152 = load float, ptr %4151, align 4
  %4153 = fadd reassoc ninf nsz afn float %4152, 0.000000e+00
  store float %4153, ptr %4151, align 4
  %4154 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4155 = load float, ptr %4154, align 4
  %4156 = fadd reassoc ninf nsz afn float %4155, 0.000000e+00
  store float %4156, ptr %4154, align 4
  %4157 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4158 = load float, ptr %4157, align 4
  %4159 = fadd reassoc ninf nsz afn float %4158, 0.000000e+00
  store float %4159, ptr %4157, align 4
  %4160 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4161 = load float, ptr %4160, align 4
  %4162 = fadd reassoc ninf nsz afn float %4161, 0.000000e+00
  store float %4162, ptr %4160, align 4
  %4163 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4164 = load float, ptr %4163, align 4
  %4165 = fadd reassoc ninf nsz afn float %4164, 0.000000e+00
  store float %4165, ptr %4163, align 4
  %4166 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4167 = load float, ptr %4166, align 4
  %4168 = fadd reassoc ninf nsz afn float %4167, 0.000000e+00
  store float %4168, ptr %4166, align 4
  %4169 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4170 = load float, ptr %4169, align 4
  %4171 = fadd reassoc ninf nsz afn float %4170, 0.000000e+00
  store float %4171, ptr %4169, align 4
  %4172 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4173 = load float, ptr %4172, align 4
  %4174 = fadd reassoc ninf nsz afn float %4173, 0.000000e+00
  store float %4174, ptr %4172, align 4
  %4175 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4176 = load float, ptr %4175, align 4
  %4177 = fadd reassoc ninf nsz afn float %4176, 0.000000e+00
  store float %4177, ptr %4175, align 4
  %4178 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4179 = load float, ptr %4178, align 4
  %4180 = fadd reassoc ninf nsz afn float %4179, 0.000000e+00
  store float %4180, ptr %4178, align 4
  %4181 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4182 = load float, ptr %4181, align 4
  %4183 = fadd reassoc ninf nsz afn float %4182, 0.000000e+00
  store float %4183, ptr %4181, align 4
  %4184 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4185 = load float, ptr %4184, align 4
  %4186 = fadd reassoc ninf nsz afn float %4185, 0.000000e+00
  store float %4186, ptr %4184, align 4
  %4187 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4188 = load float, ptr %4187, align 4
  %4189 = fadd reassoc ninf nsz afn float %4188, 0.000000e+00
  store float %4189, ptr %4187, align 4
  %4190 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4191 = load float, ptr %4190, align 4
  %4192 = fadd reassoc ninf nsz afn float %4191, 0.000000e+00
  store float %4192, ptr %4190, align 4
  %4193 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4194 = load float, ptr %4193, align 4
  %4195 = fadd reassoc ninf nsz afn float %4194, %3936
  store float %4195, ptr %4193, align 4
  %4196 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4197 = load float, ptr %4196, align 4
  %4198 = fadd reassoc ninf nsz afn float %4197, 0.000000e+00
  store float %4198, ptr %4196, align 4
  %4199 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4200 = load float, ptr %4199, align 4
  %4201 = fadd reassoc ninf nsz afn float %4200, 0.000000e+00
  store float %4201, ptr %4199, align 4
  %4202 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4203 = load float, ptr %4202, align 4
  %4204 = fadd reassoc ninf nsz afn float %4203, 0.000000e+00
  store float %4204, ptr %4202, align 4
  %4205 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4206 = load float, ptr %4205, align 4
  %4207 = fadd reassoc ninf nsz afn float %4206, 0.000000e+00
  store float %4207, ptr %4205, align 4
  %4208 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4209 = load float, ptr %4208, align 4
  %4210 = fadd reassoc ninf nsz afn float %4209, 0.000000e+00
  store float %4210, ptr %4208, align 4
  %4211 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4212 = load float, ptr %4211, align 4
  %4213 = fadd reassoc ninf nsz afn float %4212, 0.000000e+00
  store float %4213, ptr %4211, align 4
  %4214 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4215 = load float, ptr %4214, align 4
  %4216 = fadd reassoc ninf nsz afn float %4215, 0.000000e+00
  store float %4216, ptr %4214, align 4
  %4217 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4218 = load float, ptr %4217, align 4
  %4219 = fadd reassoc ninf nsz afn float %4218, 0.000000e+00
  store float %4219, ptr %4217, align 4
  %4220 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4221 = load float, ptr %4220, align 4
  %4222 = fadd reassoc ninf nsz afn float %4221, 0.000000e+00
  store float %4222, ptr %4220, align 4
  %4223 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4224 = load float, ptr %4223, align 4
  %4225 = fadd reassoc ninf nsz afn float %4224, 0.000000e+00
  store float %4225, ptr %4223, align 4
  %4226 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4227 = load float, ptr %4226, align 4
  %4228 = fadd reassoc ninf nsz afn float %4227, 0.000000e+00
  store float %4228, ptr %4226, align 4
  %4229 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4230 = load float, ptr %4229, align 4
  %4231 = fadd reassoc ninf nsz afn float %4230, 0.000000e+00
  store float %4231, ptr %4229, align 4
  %4232 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4233 = load float, ptr %4232, align 4
  %4234 = fadd reassoc ninf nsz afn float %4233, 0.000000e+00
  store float %4234, ptr %4232, align 4
  %4235 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4236 = load float, ptr %4235, align 4
  %4237 = fadd reassoc ninf nsz afn float %4236, %3932
  store float %4237, ptr %4235, align 4
  %4238 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4239 = load float, ptr %4238, align 4
  %4240 = fadd reassoc ninf nsz afn float %4239, 0.000000e+00
  store float %4240, ptr %4238, align 4
  %4241 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4242 = load float, ptr %4241, align 4
  %4243 = fadd reassoc ninf nsz afn float %4242, 0.000000e+00
  store float %4243, ptr %4241, align 4
  %4244 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4245 = load float, ptr %4244, align 4
  %4246 = fadd reassoc ninf nsz afn float %4245, 0.000000e+00
  store float %4246, ptr %4244, align 4
  %4247 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4248 = load float, ptr %4247, align 4
  %4249 = fadd reassoc ninf nsz afn float %4248, 0.000000e+00
  store float %4249, ptr %4247, align 4
  %4250 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4251 = load float, ptr %4250, align 4
  %4252 = fadd reassoc ninf nsz afn float %4251, 0.000000e+00
  store float %4252, ptr %4250, align 4
  %4253 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4254 = load float, ptr %4253, align 4
  %4255 = fadd reassoc ninf nsz afn float %4254, 0.000000e+00
  store float %4255, ptr %4253, align 4
  %4256 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4257 = load float, ptr %4256, align 4
  %4258 = fadd reassoc ninf nsz afn float %4257, 0.000000e+00
  store float %4258, ptr %4256, align 4
  %4259 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4260 = load float, ptr %4259, align 4
  %4261 = fadd reassoc ninf nsz afn float %4260, 0.000000e+00
  store float %4261, ptr %4259, align 4
  %4262 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4263 = load float, ptr %4262, align 4
  %4264 = fadd reassoc ninf nsz afn float %4263, 0.000000e+00
  store float %4264, ptr %4262, align 4
  %4265 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4266 = load float, ptr %4265, align 4
  %4267 = fadd reassoc ninf nsz afn float %4266, 0.000000e+00
  store float %4267, ptr %4265, align 4
  %4268 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4269 = load float, ptr %4268, align 4
  %4270 = fadd reassoc ninf nsz afn float %4269, 0.000000e+00
  store float %4270, ptr %4268, align 4
  %4271 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4272 = load float, ptr %4271, align 4
  %4273 = fadd reassoc ninf nsz afn float %4272, 0.000000e+00
  store float %4273, ptr %4271, align 4
  %4274 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4275 = load float, ptr %4274, align 4
  %4276 = fadd reassoc ninf nsz afn float %4275, 0.000000e+00
  store float %4276, ptr %4274, align 4
  %4277 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4278 = load float, ptr %4277, align 4
  %4279 = fadd reassoc ninf nsz afn float %4278, 0.000000e+00
  store float %4279, ptr %4277, align 4
  %4280 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4281 = load float, ptr %4280, align 4
  %4282 = fadd reassoc ninf nsz afn float %4281, 0.000000e+00
  store float %4282, ptr %4280, align 4
  %4283 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4284 = load float, ptr %4283, align 4
  %4285 = fadd reassoc ninf nsz afn float %4284, 0.000000e+00
  store float %4285, ptr %4283, align 4
  %4286 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4287 = load float, ptr %4286, align 4
  %4288 = fadd reassoc ninf nsz afn float %4287, 0.000000e+00
  store float %4288, ptr %4286, align 4
  %4289 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4290 = load float, ptr %4289, align 4
  %4291 = fadd reassoc ninf nsz afn float %4290, 0.000000e+00
  store float %4291, ptr %4289, align 4
  %4292 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4293 = load float, ptr %4292, align 4
  %4294 = fadd reassoc ninf nsz afn float %4293, 0.000000e+00
  store float %4294, ptr %4292, align 4
  %4295 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4296 = load float, ptr %4295, align 4
  %4297 = fadd reassoc ninf nsz afn float %4296, 0.000000e+00
  store float %4297, ptr %4295, align 4
  %4298 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4299 = load float, ptr %4298, align 4
  %4300 = fadd reassoc ninf nsz afn float %4299, 0.000000e+00
  store float %4300, ptr %4298, align 4
  %4301 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4302 = load float, ptr %4301, align 4
  %4303 = fadd reassoc ninf nsz afn float %4302, 0.000000e+00
  store float %4303, ptr %4301, align 4
  %4304 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4305 = load float, ptr %4304, align 4
  %4306 = fadd reassoc ninf nsz afn float %4305, 0.000000e+00
  store float %4306, ptr %4304, align 4
  %4307 = fmul reassoc ninf nsz afn float %3934, 0x3FD3333340000000
  %4308 = call ptr @stack_top_adjoint(ptr %98, i64 4)
  %4309 = load float, ptr %4308, align 4
  %4310 = fadd reassoc ninf nsz afn float %4309, %4307
  store float %4310, ptr %4308, align 4
  %4311 = call ptr @stack_top_adjoint(ptr %98, i64 4)
  %4312 = load float, ptr %4311, align 4
  call void @stack_pop(ptr %98)
  %4313 = call reassoc ninf nsz afn float @cos_f32(float %1416)
  %4314 = fmul reassoc ninf nsz afn float %4312, %4313
  %4315 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4316 = load float, ptr %4315, align 4
  %4317 = fadd reassoc ninf nsz afn float %4316, 0.000000e+00
  store float %4317, ptr %4315, align 4
  %4318 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4319 = load float, ptr %4318, align 4
  %4320 = fadd reassoc ninf nsz afn float %4319, 0.000000e+00
  store float %4320, ptr %4318, align 4
  %4321 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4322 = load float, ptr %4321, align 4
  %4323 = fadd reassoc ninf nsz afn float %4322, %4314
  store float %4323, ptr %4321, align 4
  %4324 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4325 = load float, ptr %4324, align 4
  %4326 = fadd reassoc ninf nsz afn float %4325, 0.000000e+00
  store float %4326, ptr %4324, align 4
  %4327 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4328 = load float, ptr %4327, align 4
  %4329 = fadd reassoc ninf nsz afn float %4328, 0.000000e+00
  store float %4329, ptr %4327, align 4
  %4330 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4331 = load float, ptr %4330, align 4
  %4332 = fadd reassoc ninf nsz afn float %4331, 0.000000e+00
  store float %4332, ptr %4330, align 4
  %4333 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4334 = load float, ptr %4333, align 4
  %4335 = fadd reassoc ninf nsz afn float %4334, 0.000000e+00
  store float %4335, ptr %4333, align 4
  %4336 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4337 = load float, ptr %4336, align 4
  %4338 = fadd reassoc ninf nsz afn float %4337, 0.000000e+00
  store float %4338, ptr %4336, align 4
  %4339 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4340 = load float, ptr %4339, align 4
  %4341 = fadd reassoc ninf nsz afn float %4340, 0.000000e+00
  store float %4341, ptr %4339, align 4
  %4342 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4343 = load float, ptr %4342, align 4
  %4344 = fadd reassoc ninf nsz afn float %4343, 0.000000e+00
  store float %4344, ptr %4342, align 4
  %4345 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4346 = load float, ptr %4345, align 4
  %4347 = fadd reassoc ninf nsz afn float %4346, 0.000000e+00
  store float %4347, ptr %4345, align 4
  %4348 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4349 = load float, ptr %4348, align 4
  %4350 = fadd reassoc ninf nsz afn float %4349, 0.000000e+00
  store float %4350, ptr %4348, align 4
  %4351 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4352 = load float, ptr %4351, align 4
  %4353 = fadd reassoc ninf nsz afn float %4352, 0.000000e+00
  store float %4353, ptr %4351, align 4
  %4354 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4355 = load float, ptr %4354, align 4
  %4356 = fadd reassoc ninf nsz afn float %4355, 0.000000e+00
  store float %4356, ptr %4354, align 4
  %4357 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4358 = load float, ptr %4357, align 4
  %4359 = fadd reassoc ninf nsz afn float %4358, 0.000000e+00
  store float %4359, ptr %4357, align 4
  %4360 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4361 = load float, ptr %4360, align 4
  %4362 = fadd reassoc ninf nsz afn float %4361, 0.000000e+00
  store float %4362, ptr %4360, align 4
  %4363 = fmul reassoc ninf nsz afn float %3934, 0x3FE99999A0000000
  %4364 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4365 = load float, ptr %4364, align 4
  %4366 = fadd reassoc ninf nsz afn float %4365, 0.000000e+00
  store float %4366, ptr %4364, align 4
  %4367 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4368 = load float, ptr %4367, align 4
  %4369 = fadd reassoc ninf nsz afn float %4368, %4363
  store float %4369, ptr %4367, align 4
  %4370 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4371 = load float, ptr %4370, align 4
  %4372 = fadd reassoc ninf nsz afn float %4371, 0.000000e+00
  store float %4372, ptr %4370, align 4
  %4373 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4374 = load float, ptr %4373, align 4
  %4375 = fadd reassoc ninf nsz afn float %4374, 0.000000e+00
  store float %4375, ptr %4373, align 4
  %4376 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4377 = load float, ptr %4376, align 4
  %4378 = fadd reassoc ninf nsz afn float %4377, 0.000000e+00
  store float %4378, ptr %4376, align 4
  %4379 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4380 = load float, ptr %4379, align 4
  %4381 = fadd reassoc ninf nsz afn float %4380, 0.000000e+00
  store float %4381, ptr %4379, align 4
  %4382 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4383 = load float, ptr %4382, align 4
  %4384 = fadd reassoc ninf nsz afn float %4383, 0.000000e+00
  store float %4384, ptr %4382, align 4
  %4385 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4386 = load float, ptr %4385, align 4
  %4387 = fadd reassoc ninf nsz afn float %4386, 0.000000e+00
  store float %4387, ptr %4385, align 4
  %4388 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4389 = load float, ptr %4388, align 4
  %4390 = fadd reassoc ninf nsz afn float %4389, 0.000000e+00
  store float %4390, ptr %4388, align 4
  %4391 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4392 = load float, ptr %4391, align 4
  %4393 = fadd reassoc ninf nsz afn float %4392, 0.000000e+00
  store float %4393, ptr %4391, align 4
  %4394 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4395 = load float, ptr %4394, align 4
  %4396 = fadd reassoc ninf nsz afn float %4395, 0.000000e+00
  store float %4396, ptr %4394, align 4
  %4397 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4398 = load float, ptr %4397, align 4
  %4399 = fadd reassoc ninf nsz afn float %4398, 0.000000e+00
  store float %4399, ptr %4397, align 4
  %4400 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4401 = load float, ptr %4400, align 4
  %4402 = fadd reassoc ninf nsz afn float %4401, 0.000000e+00
  store float %4402, ptr %4400, align 4
  %4403 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4404 = load float, ptr %4403, align 4
  %4405 = fadd reassoc ninf nsz afn float %4404, 0.000000e+00
  store float %4405, ptr %4403, align 4
  %4406 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4407 = load float, ptr %4406, align 4
  %4408 = fadd reassoc ninf nsz afn float %4407, 0.000000e+00
  store float %4408, ptr %4406, align 4
  %4409 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4410 = load float, ptr %4409, align 4
  %4411 = fadd reassoc ninf nsz afn float %4410, 0.000000e+00
  store float %4411, ptr %4409, align 4
  %4412 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4413 = load float, ptr %4412, align 4
  %4414 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4415 = load float, ptr %4414, align 4
  %4416 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4417 = load float, ptr %4416, align 4
  %4418 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4419 = load float, ptr %4418, align 4
  %4420 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4421 = load float, ptr %4420, align 4
  %4422 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4423 = load float, ptr %4422, align 4
  %4424 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4425 = load float, ptr %4424, align 4
  %4426 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4427 = load float, ptr %4426, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %4428 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4429 = load float, ptr %4428, align 4
  %4430 = fadd reassoc ninf nsz afn float %4429, 0.000000e+00
  store float %4430, ptr %4428, align 4
  %4431 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4432 = load float, ptr %4431, align 4
  %4433 = fadd reassoc ninf nsz afn float %4432, 0.000000e+00
  store float %4433, ptr %4431, align 4
  %4434 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4435 = load float, ptr %4434, align 4
  %4436 = fadd reassoc ninf nsz afn float %4435, 0.000000e+00
  store float %4436, ptr %4434, align 4
  %4437 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4438 = load float, ptr %4437, align 4
  %4439 = fadd reassoc ninf nsz afn float %4438, 0.000000e+00
  store float %4439, ptr %4437, align 4
  %4440 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4441 = load float, ptr %4440, align 4
  %4442 = fadd reassoc ninf nsz afn float %4441, 0.000000e+00
  store float %4442, ptr %4440, align 4
  %4443 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4444 = load float, ptr %4443, align 4
  %4445 = fadd reassoc ninf nsz afn float %4444, 0.000000e+00
  store float %4445, ptr %4443, align 4
  %4446 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4447 = load float, ptr %4446, align 4
  %4448 = fadd reassoc ninf nsz afn float %4447, 0.000000e+00
  store float %4448, ptr %4446, align 4
  %4449 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4450 = load float, ptr %4449, align 4
  %4451 = fadd reassoc ninf nsz afn float %4450, %4427
  store float %4451, ptr %4449, align 4
  %4452 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4453 = load float, ptr %4452, align 4
  %4454 = fadd reassoc ninf nsz afn float %4453, 0.000000e+00
  store float %4454, ptr %4452, align 4
  %4455 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4456 = load float, ptr %4455, align 4
  %4457 = fadd reassoc ninf nsz afn float %4456, 0.000000e+00
  store float %4457, ptr %4455, align 4
  %4458 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4459 = load float, ptr %4458, align 4
  %4460 = fadd reassoc ninf nsz afn float %4459, 0.000000e+00
  store float %4460, ptr %4458, align 4
  %4461 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4462 = load float, ptr %4461, align 4
  %4463 = fadd reassoc ninf nsz afn float %4462, 0.000000e+00
  store float %4463, ptr %4461, align 4
  %4464 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4465 = load float, ptr %4464, align 4
  %4466 = fadd reassoc ninf nsz afn float %4465, 0.000000e+00
  store float %4466, ptr %4464, align 4
  %4467 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4468 = load float, ptr %4467, align 4
  %4469 = fadd reassoc ninf nsz afn float %4468, 0.000000e+00
  store float %4469, ptr %4467, align 4
  %4470 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4471 = load float, ptr %4470, align 4
  %4472 = fadd reassoc ninf nsz afn float %4471, 0.000000e+00
  store float %4472, ptr %4470, align 4
  %4473 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4474 = load float, ptr %4473, align 4
  %4475 = fadd reassoc ninf nsz afn float %4474, 0.000000e+00
  store float %4475, ptr %4473, align 4
  %4476 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4477 = load float, ptr %4476, align 4
  %4478 = fadd reassoc ninf nsz afn float %4477, 0.000000e+00
  store float %4478, ptr %4476, align 4
  %4479 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4480 = load float, ptr %4479, align 4
  %4481 = fadd reassoc ninf nsz afn float %4480, 0.000000e+00
  store float %4481, ptr %4479, align 4
  %4482 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4483 = load float, ptr %4482, align 4
  %4484 = fadd reassoc ninf nsz afn float %4483, 0.000000e+00
  store float %4484, ptr %4482, align 4
  %4485 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4486 = load float, ptr %4485, align 4
  %4487 = fadd reassoc ninf nsz afn float %4486, 0.000000e+00
  store float %4487, ptr %4485, align 4
  %4488 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4489 = load float, ptr %4488, align 4
  %4490 = fadd reassoc ninf nsz afn float %4489, 0.000000e+00
  store float %4490, ptr %4488, align 4
  %4491 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4492 = load float, ptr %4491, align 4
  %4493 = fadd reassoc ninf nsz afn float %4492, 0.000000e+00
  store float %4493, ptr %4491, align 4
  %4494 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4495 = load float, ptr %4494, align 4
  %4496 = fadd reassoc ninf nsz afn float %4495, %4425
  store float %4496, ptr %4494, align 4
  %4497 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4498 = load float, ptr %4497, align 4
  %4499 = fadd reassoc ninf nsz afn float %4498, 0.000000e+00
  store float %4499, ptr %4497, align 4
  %4500 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4501 = load float, ptr %4500, align 4
  %4502 = fadd reassoc ninf nsz afn float %4501, 0.000000e+00
  store float %4502, ptr %4500, align 4
  %4503 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4504 = load float, ptr %4503, align 4
  %4505 = fadd reassoc ninf nsz afn float %4504, 0.000000e+00
  store float %4505, ptr %4503, align 4
  %4506 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4507 = load float, ptr %4506, align 4
  %4508 = fadd reassoc ninf nsz afn float %4507, 0.000000e+00
  store float %4508, ptr %4506, align 4
  %4509 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4510 = load float, ptr %4509, align 4
  %4511 = fadd reassoc ninf nsz afn float %4510, 0.000000e+00
  store float %4511, ptr %4509, align 4
  %4512 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4513 = load float, ptr %4512, align 4
  %4514 = fadd reassoc ninf nsz afn float %4513, 0.000000e+00
  store float %4514, ptr %4512, align 4
  %4515 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4516 = load float, ptr %4515, align 4
  %4517 = fadd reassoc ninf nsz afn float %4516, 0.000000e+00
  store float %4517, ptr %4515, align 4
  %4518 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4519 = load float, ptr %4518, align 4
  %4520 = fadd reassoc ninf nsz afn float %4519, 0.000000e+00
  store float %4520, ptr %4518, align 4
  %4521 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4522 = load float, ptr %4521, align 4
  %4523 = fadd reassoc ninf nsz afn float %4522, 0.000000e+00
  store float %4523, ptr %4521, align 4
  %4524 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4525 = load float, ptr %4524, align 4
  %4526 = fadd reassoc ninf nsz afn float %4525, 0.000000e+00
  store float %4526, ptr %4524, align 4
  %4527 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4528 = load float, ptr %4527, align 4
  %4529 = fadd reassoc ninf nsz afn float %4528, 0.000000e+00
  store float %4529, ptr %4527, align 4
  %4530 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4531 = load float, ptr %4530, align 4
  %4532 = fadd reassoc ninf nsz afn float %4531, 0.000000e+00
  store float %4532, ptr %4530, align 4
  %4533 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4534 = load float, ptr %4533, align 4
  %4535 = fadd reassoc ninf nsz afn float %4534, 0.000000e+00
  store float %4535, ptr %4533, align 4
  %4536 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4537 = load float, ptr %4536, align 4
  %4538 = fadd reassoc ninf nsz afn float %4537, 0.000000e+00
  store float %4538, ptr %4536, align 4
  %4539 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4540 = load float, ptr %4539, align 4
  %4541 = fadd reassoc ninf nsz afn float %4540, %4423
  store float %4541, ptr %4539, align 4
  %4542 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4543 = load float, ptr %4542, align 4
  %4544 = fadd reassoc ninf nsz afn float %4543, 0.000000e+00
  store float %4544, ptr %4542, align 4
  %4545 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4546 = load float, ptr %4545, align 4
  %4547 = fadd reassoc ninf nsz afn float %4546, 0.000000e+00
  store float %4547, ptr %4545, align 4
  %4548 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4549 = load float, ptr %4548, align 4
  %4550 = fadd reassoc ninf nsz afn float %4549, 0.000000e+00
  store float %4550, ptr %4548, align 4
  %4551 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4552 = load float, ptr %4551, align 4
  %4553 = fadd reassoc ninf nsz afn float %4552, 0.000000e+00
  store float %4553, ptr %4551, align 4
  %4554 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4555 = load float, ptr %4554, align 4
  %4556 = fadd reassoc ninf nsz afn float %4555, 0.000000e+00
  store float %4556, ptr %4554, align 4
  %4557 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4558 = load float, ptr %4557, align 4
  %4559 = fadd reassoc ninf nsz afn float %4558, 0.000000e+00
  store float %4559, ptr %4557, align 4
  %4560 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4561 = load float, ptr %4560, align 4
  %4562 = fadd reassoc ninf nsz afn float %4561, 0.000000e+00
  store float %4562, ptr %4560, align 4
  %4563 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4564 = load float, ptr %4563, align 4
  %4565 = fadd reassoc ninf nsz afn float %4564, 0.000000e+00
  store float %4565, ptr %4563, align 4
  %4566 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4567 = load float, ptr %4566, align 4
  %4568 = fadd reassoc ninf nsz afn float %4567, 0.000000e+00
  store float %4568, ptr %4566, align 4
  %4569 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4570 = load float, ptr %4569, align 4
  %4571 = fadd reassoc ninf nsz afn float %4570, 0.000000e+00
  store float %4571, ptr %4569, align 4
  %4572 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4573 = load float, ptr %4572, align 4
  %4574 = fadd reassoc ninf nsz afn float %4573, 0.000000e+00
  store float %4574, ptr %4572, align 4
  %4575 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4576 = load float, ptr %4575, align 4
  %4577 = fadd reassoc ninf nsz afn float %4576, 0.000000e+00
  store float %4577, ptr %4575, align 4
  %4578 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4579 = load float, ptr %4578, align 4
  %4580 = fadd reassoc ninf nsz afn float %4579, 0.000000e+00
  store float %4580, ptr %4578, align 4
  %4581 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4582 = load float, ptr %4581, align 4
  %4583 = fadd reassoc ninf nsz afn float %4582, 0.000000e+00
  store float %4583, ptr %4581, align 4
  %4584 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4585 = load float, ptr %4584, align 4
  %4586 = fadd reassoc ninf nsz afn float %4585, %4421
  store float %4586, ptr %4584, align 4
  %4587 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4588 = load float, ptr %4587, align 4
  %4589 = fadd reassoc ninf nsz afn float %4588, 0.000000e+00
  store float %4589, ptr %4587, align 4
  %4590 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4591 = load float, ptr %4590, align 4
  %4592 = fadd reassoc ninf nsz afn float %4591, 0.000000e+00
  store float %4592, ptr %4590, align 4
  %4593 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4594 = load float, ptr %4593, align 4
  %4595 = fadd reassoc ninf nsz afn float %4594, 0.000000e+00
  store float %4595, ptr %4593, align 4
  %4596 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4597 = load float, ptr %4596, align 4
  %4598 = fadd reassoc ninf nsz afn float %4597, 0.000000e+00
  store float %4598, ptr %4596, align 4
  %4599 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4600 = load float, ptr %4599, align 4
  %4601 = fadd reassoc ninf nsz afn float %4600, 0.000000e+00
  store float %4601, ptr %4599, align 4
  %4602 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4603 = load float, ptr %4602, align 4
  %4604 = fadd reassoc ninf nsz afn float %4603, 0.000000e+00
  store float %4604, ptr %4602, align 4
  %4605 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4606 = load float, ptr %4605, align 4
  %4607 = fadd reassoc ninf nsz afn float %4606, 0.000000e+00
  store float %4607, ptr %4605, align 4
  %4608 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4609 = load float, ptr %4608, align 4
  %4610 = fadd reassoc ninf nsz afn float %4609, 0.000000e+00
  store float %4610, ptr %4608, align 4
  %4611 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4612 = load float, ptr %4611, align 4
  %4613 = fadd reassoc ninf nsz afn float %4612, 0.000000e+00
  store float %4613, ptr %4611, align 4
  %4614 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4615 = load float, ptr %4614, align 4
  %4616 = fadd reassoc ninf nsz afn float %4615, 0.000000e+00
  store float %4616, ptr %4614, align 4
  %4617 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4618 = load float, ptr %4617, align 4
  %4619 = fadd reassoc ninf nsz afn float %4618, 0.000000e+00
  store float %4619, ptr %4617, align 4
  %4620 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4621 = load float, ptr %4620, align 4
  %4622 = fadd reassoc ninf nsz afn float %4621, 0.000000e+00
  store float %4622, ptr %4620, align 4
  %4623 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4624 = load float, ptr %4623, align 4
  %4625 = fadd reassoc ninf nsz afn float %4624, 0.000000e+00
  store float %4625, ptr %4623, align 4
  %4626 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4627 = load float, ptr %4626, align 4
  %4628 = fadd reassoc ninf nsz afn float %4627, 0.000000e+00
  store float %4628, ptr %4626, align 4
  %4629 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4630 = load float, ptr %4629, align 4
  %4631 = fadd reassoc ninf nsz afn float %4630, %4419
  store float %4631, ptr %4629, align 4
  %4632 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4633 = load float, ptr %4632, align 4
  %4634 = fadd reassoc ninf nsz afn float %4633, 0.000000e+00
  store float %4634, ptr %4632, align 4
  %4635 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4636 = load float, ptr %4635, align 4
  %4637 = fadd reassoc ninf nsz afn float %4636, 0.000000e+00
  store float %4637, ptr %4635, align 4
  %4638 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4639 = load float, ptr %4638, align 4
  %4640 = fadd reassoc ninf nsz afn float %4639, 0.000000e+00
  store float %4640, ptr %4638, align 4
  %4641 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4642 = load float, ptr %4641, align 4
  %4643 = fadd reassoc ninf nsz afn float %4642, 0.000000e+00
  store float %4643, ptr %4641, align 4
  %4644 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4645 = load float, ptr %4644, align 4
  %4646 = fadd reassoc ninf nsz afn float %4645, 0.000000e+00
  store float %4646, ptr %4644, align 4
  %4647 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4648 = load float, ptr %4647, align 4
  %4649 = fadd reassoc ninf nsz afn float %4648, 0.000000e+00
  store float %4649, ptr %4647, align 4
  %4650 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4651 = load float, ptr %4650, align 4
  %4652 = fadd reassoc ninf nsz afn float %4651, 0.000000e+00
  store float %4652, ptr %4650, align 4
  %4653 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4654 = load float, ptr %4653, align 4
  %4655 = fadd reassoc ninf nsz afn float %4654, 0.000000e+00
  store float %4655, ptr %4653, align 4
  %4656 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4657 = load float, ptr %4656, align 4
  %4658 = fadd reassoc ninf nsz afn float %4657, 0.000000e+00
  store float %4658, ptr %4656, align 4
  %4659 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4660 = load float, ptr %4659, align 4
  %4661 = fadd reassoc ninf nsz afn float %4660, 0.000000e+00
  store float %4661, ptr %4659, align 4
  %4662 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4663 = load float, ptr %4662, align 4
  %4664 = fadd reassoc ninf nsz afn float %4663, 0.000000e+00
  store float %4664, ptr %4662, align 4
  %4665 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4666 = load float, ptr %4665, align 4
  %4667 = fadd reassoc ninf nsz afn float %4666, 0.000000e+00
  store float %4667, ptr %4665, align 4
  %4668 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4669 = load float, ptr %4668, align 4
  %4670 = fadd reassoc ninf nsz afn float %4669, 0.000000e+00
  store float %4670, ptr %4668, align 4
  %4671 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4672 = load float, ptr %4671, align 4
  %4673 = fadd reassoc ninf nsz afn float %4672, 0.000000e+00
  store float %4673, ptr %4671, align 4
  %4674 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4675 = load float, ptr %4674, align 4
  %4676 = fadd reassoc ninf nsz afn float %4675, %4417
  store float %4676, ptr %4674, align 4
  %4677 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4678 = load float, ptr %4677, align 4
  %4679 = fadd reassoc ninf nsz afn float %4678, 0.000000e+00
  store float %4679, ptr %4677, align 4
  %4680 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4681 = load float, ptr %4680, align 4
  %4682 = fadd reassoc ninf nsz afn float %4681, 0.000000e+00
  store float %4682, ptr %4680, align 4
  %4683 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4684 = load float, ptr %4683, align 4
  %4685 = fadd reassoc ninf nsz afn float %4684, 0.000000e+00
  store float %4685, ptr %4683, align 4
  %4686 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4687 = load float, ptr %4686, align 4
  %4688 = fadd reassoc ninf nsz afn float %4687, 0.000000e+00
  store float %4688, ptr %4686, align 4
  %4689 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4690 = load float, ptr %4689, align 4
  %4691 = fadd reassoc ninf nsz afn float %4690, 0.000000e+00
  store float %4691, ptr %4689, align 4
  %4692 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4693 = load float, ptr %4692, align 4
  %4694 = fadd reassoc ninf nsz afn float %4693, 0.000000e+00
  store float %4694, ptr %4692, align 4
  %4695 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4696 = load float, ptr %4695, align 4
  %4697 = fadd reassoc ninf nsz afn float %4696, 0.000000e+00
  store float %4697, ptr %4695, align 4
  %4698 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4699 = load float, ptr %4698, align 4
  %4700 = fadd reassoc ninf nsz afn float %4699, 0.000000e+00
  store float %4700, ptr %4698, align 4
  %4701 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4702 = load float, ptr %4701, align 4
  %4703 = fadd reassoc ninf nsz afn float %4702, 0.000000e+00
  store float %4703, ptr %4701, align 4
  %4704 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4705 = load float, ptr %4704, align 4
  %4706 = fadd reassoc ninf nsz afn float %4705, 0.000000e+00
  store float %4706, ptr %4704, align 4
  %4707 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4708 = load float, ptr %4707, align 4
  %4709 = fadd reassoc ninf nsz afn float %4708, 0.000000e+00
  store float %4709, ptr %4707, align 4
  %4710 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4711 = load float, ptr %4710, align 4
  %4712 = fadd reassoc ninf nsz afn float %4711, 0.000000e+00
  store float %4712, ptr %4710, align 4
  %4713 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4714 = load float, ptr %4713, align 4
  %4715 = fadd reassoc ninf nsz afn float %4714, 0.000000e+00
  store float %4715, ptr %4713, align 4
  %4716 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4717 = load float, ptr %4716, align 4
  %4718 = fadd reassoc ninf nsz afn float %4717, 0.000000e+00
  store float %4718, ptr %4716, align 4
  %4719 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4720 = load float, ptr %4719, align 4
  %4721 = fadd reassoc ninf nsz afn float %4720, %4415
  store float %4721, ptr %4719, align 4
  %4722 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4723 = load float, ptr %4722, align 4
  %4724 = fadd reassoc ninf nsz afn float %4723, 0.000000e+00
  store float %4724, ptr %4722, align 4
  %4725 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4726 = load float, ptr %4725, align 4
  %4727 = fadd reassoc ninf nsz afn float %4726, 0.000000e+00
  store float %4727, ptr %4725, align 4
  %4728 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4729 = load float, ptr %4728, align 4
  %4730 = fadd reassoc ninf nsz afn float %4729, 0.000000e+00
  store float %4730, ptr %4728, align 4
  %4731 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4732 = load float, ptr %4731, align 4
  %4733 = fadd reassoc ninf nsz afn float %4732, 0.000000e+00
  store float %4733, ptr %4731, align 4
  %4734 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4735 = load float, ptr %4734, align 4
  %4736 = fadd reassoc ninf nsz afn float %4735, 0.000000e+00
  store float %4736, ptr %4734, align 4
  %4737 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4738 = load float, ptr %4737, align 4
  %4739 = fadd reassoc ninf nsz afn float %4738, 0.000000e+00
  store float %4739, ptr %4737, align 4
  %4740 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4741 = load float, ptr %4740, align 4
  %4742 = fadd reassoc ninf nsz afn float %4741, 0.000000e+00
  store float %4742, ptr %4740, align 4
  %4743 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4744 = load float, ptr %4743, align 4
  %4745 = fadd reassoc ninf nsz afn float %4744, 0.000000e+00
  store float %4745, ptr %4743, align 4
  %4746 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4747 = load float, ptr %4746, align 4
  %4748 = fadd reassoc ninf nsz afn float %4747, 0.000000e+00
  store float %4748, ptr %4746, align 4
  %4749 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4750 = load float, ptr %4749, align 4
  %4751 = fadd reassoc ninf nsz afn float %4750, 0.000000e+00
  store float %4751, ptr %4749, align 4
  %4752 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4753 = load float, ptr %4752, align 4
  %4754 = fadd reassoc ninf nsz afn float %4753, 0.000000e+00
  store float %4754, ptr %4752, align 4
  %4755 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4756 = load float, ptr %4755, align 4
  %4757 = fadd reassoc ninf nsz afn float %4756, 0.000000e+00
  store float %4757, ptr %4755, align 4
  %4758 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4759 = load float, ptr %4758, align 4
  %4760 = fadd reassoc ninf nsz afn float %4759, 0.000000e+00
  store float %4760, ptr %4758, align 4
  %4761 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4762 = load float, ptr %4761, align 4
  %4763 = fadd reassoc ninf nsz afn float %4762, 0.000000e+00
  store float %4763, ptr %4761, align 4
  %4764 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4765 = load float, ptr %4764, align 4
  %4766 = fadd reassoc ninf nsz afn float %4765, 0.000000e+00
  store float %4766, ptr %4764, align 4
  %4767 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4768 = load float, ptr %4767, align 4
  %4769 = fadd reassoc ninf nsz afn float %4768, 0.000000e+00
  store float %4769, ptr %4767, align 4
  %4770 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4771 = load float, ptr %4770, align 4
  %4772 = fadd reassoc ninf nsz afn float %4771, 0.000000e+00
  store float %4772, ptr %4770, align 4
  %4773 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4774 = load float, ptr %4773, align 4
  %4775 = fadd reassoc ninf nsz afn float %4774, 0.000000e+00
  store float %4775, ptr %4773, align 4
  %4776 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4777 = load float, ptr %4776, align 4
  %4778 = fadd reassoc ninf nsz afn float %4777, 0.000000e+00
  store float %4778, ptr %4776, align 4
  %4779 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4780 = load float, ptr %4779, align 4
  %4781 = fadd reassoc ninf nsz afn float %4780, 0.000000e+00
  store float %4781, ptr %4779, align 4
  %4782 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4783 = load float, ptr %4782, align 4
  %4784 = fadd reassoc ninf nsz afn float %4783, 0.000000e+00
  store float %4784, ptr %4782, align 4
  %4785 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4786 = load float, ptr %4785, align 4
  %4787 = fadd reassoc ninf nsz afn float %4786, 0.000000e+00
  store float %4787, ptr %4785, align 4
  %4788 = fmul reassoc ninf nsz afn float %4413, 0x3FD3333340000000
  %4789 = call ptr @stack_top_adjoint(ptr %107, i64 4)
  %4790 = load float, ptr %4789, align 4
  %4791 = fadd reassoc ninf nsz afn float %4790, %4788
  store float %4791, ptr %4789, align 4
  %4792 = call ptr @stack_top_adjoint(ptr %107, i64 4)
  %4793 = load float, ptr %4792, align 4
  call void @stack_pop(ptr %107)
  %4794 = call reassoc ninf nsz afn float @cos_f32(float %1414)
  %4795 = fmul reassoc ninf nsz afn float %4793, %4794
  %4796 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4797 = load float, ptr %4796, align 4
  %4798 = fadd reassoc ninf nsz afn float %4797, 0.000000e+00
  store float %4798, ptr %4796, align 4
  %4799 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4800 = load float, ptr %4799, align 4
  %4801 = fadd reassoc ninf nsz afn float %4800, %4795
  store float %4801, ptr %4799, align 4
  %4802 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4803 = load float, ptr %4802, align 4
  %4804 = fadd reassoc ninf nsz afn float %4803, 0.000000e+00
  store float %4804, ptr %4802, align 4
  %4805 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4806 = load float, ptr %4805, align 4
  %4807 = fadd reassoc ninf nsz afn float %4806, 0.000000e+00
  store float %4807, ptr %4805, align 4
  %4808 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4809 = load float, ptr %4808, align 4
  %4810 = fadd reassoc ninf nsz afn float %4809, 0.000000e+00
  store float %4810, ptr %4808, align 4
  %4811 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4812 = load float, ptr %4811, align 4
  %4813 = fadd reassoc ninf nsz afn float %4812, 0.000000e+00
  store float %4813, ptr %4811, align 4
  %4814 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4815 = load float, ptr %4814, align 4
  %4816 = fadd reassoc ninf nsz afn float %4815, 0.000000e+00
  store float %4816, ptr %4814, align 4
  %4817 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4818 = load float, ptr %4817, align 4
  %4819 = fadd reassoc ninf nsz afn float %4818, 0.000000e+00
  store float %4819, ptr %4817, align 4
  %4820 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4821 = load float, ptr %4820, align 4
  %4822 = fadd reassoc ninf nsz afn float %4821, 0.000000e+00
  store float %4822, ptr %4820, align 4
  %4823 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4824 = load float, ptr %4823, align 4
  %4825 = fadd reassoc ninf nsz afn float %4824, 0.000000e+00
  store float %4825, ptr %4823, align 4
  %4826 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4827 = load float, ptr %4826, align 4
  %4828 = fadd reassoc ninf nsz afn float %4827, 0.000000e+00
  store float %4828, ptr %4826, align 4
  %4829 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4830 = load float, ptr %4829, align 4
  %4831 = fadd reassoc ninf nsz afn float %4830, 0.000000e+00
  store float %4831, ptr %4829, align 4
  %4832 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4833 = load float, ptr %4832, align 4
  %4834 = fadd reassoc ninf nsz afn float %4833, 0.000000e+00
  store float %4834, ptr %4832, align 4
  %4835 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4836 = load float, ptr %4835, align 4
  %4837 = fadd reassoc ninf nsz afn float %4836, 0.000000e+00
  store float %4837, ptr %4835, align 4
  %4838 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4839 = load float, ptr %4838, align 4
  %4840 = fadd reassoc ninf nsz afn float %4839, 0.000000e+00
  store float %4840, ptr %4838, align 4
  %4841 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4842 = load float, ptr %4841, align 4
  %4843 = fadd reassoc ninf nsz afn float %4842, 0.000000e+00
  store float %4843, ptr %4841, align 4
  %4844 = fmul reassoc ninf nsz afn float %4413, 0x3FE99999A0000000
  %4845 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4846 = load float, ptr %4845, align 4
  %4847 = fadd reassoc ninf nsz afn float %4846, %4844
  store float %4847, ptr %4845, align 4
  %4848 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4849 = load float, ptr %4848, align 4
  %4850 = fadd reassoc ninf nsz afn float %4849, 0.000000e+00
  store float %4850, ptr %4848, align 4
  %4851 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4852 = load float, ptr %4851, align 4
  %4853 = fadd reassoc ninf nsz afn float %4852, 0.000000e+00
  store float %4853, ptr %4851, align 4
  %4854 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4855 = load float, ptr %4854, align 4
  %4856 = fadd reassoc ninf nsz afn float %4855, 0.000000e+00
  store float %4856, ptr %4854, align 4
  %4857 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4858 = load float, ptr %4857, align 4
  %4859 = fadd reassoc ninf nsz afn float %4858, 0.000000e+00
  store float %4859, ptr %4857, align 4
  %4860 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4861 = load float, ptr %4860, align 4
  %4862 = fadd reassoc ninf nsz afn float %4861, 0.000000e+00
  store float %4862, ptr %4860, align 4
  %4863 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4864 = load float, ptr %4863, align 4
  %4865 = fadd reassoc ninf nsz afn float %4864, 0.000000e+00
  store float %4865, ptr %4863, align 4
  %4866 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4867 = load float, ptr %4866, align 4
  %4868 = fadd reassoc ninf nsz afn float %4867, 0.000000e+00
  store float %4868, ptr %4866, align 4
  %4869 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4870 = load float, ptr %4869, align 4
  %4871 = fadd reassoc ninf nsz afn float %4870, 0.000000e+00
  store float %4871, ptr %4869, align 4
  %4872 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4873 = load float, ptr %4872, align 4
  %4874 = fadd reassoc ninf nsz afn float %4873, 0.000000e+00
  store float %4874, ptr %4872, align 4
  %4875 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4876 = load float, ptr %4875, align 4
  %4877 = fadd reassoc ninf nsz afn float %4876, 0.000000e+00
  store float %4877, ptr %4875, align 4
  %4878 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4879 = load float, ptr %4878, align 4
  %4880 = fadd reassoc ninf nsz afn float %4879, 0.000000e+00
  store float %4880, ptr %4878, align 4
  %4881 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4882 = load float, ptr %4881, align 4
  %4883 = fadd reassoc ninf nsz afn float %4882, 0.000000e+00
  store float %4883, ptr %4881, align 4
  %4884 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4885 = load float, ptr %4884, align 4
  %4886 = fadd reassoc ninf nsz afn float %4885, 0.000000e+00
  store float %4886, ptr %4884, align 4
  %4887 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4888 = load float, ptr %4887, align 4
  %4889 = fadd reassoc ninf nsz afn float %4888, 0.000000e+00
  store float %4889, ptr %4887, align 4
  %4890 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4891 = load float, ptr %4890, align 4
  %4892 = fadd reassoc ninf nsz afn float %4891, 0.000000e+00
  store float %4892, ptr %4890, align 4
  %4893 = call ptr @stack_top_adjoint(ptr %116, i64 4)
  %4894 = load float, ptr %4893, align 4
  %4895 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %4896 = load float, ptr %4895, align 4
  %4897 = call ptr @stack_top_adjoint(ptr %130, i64 4)
  %4898 = load float, ptr %4897, align 4
  %4899 = call ptr @stack_top_adjoint(ptr %137, i64 4)
  %4900 = load float, ptr %4899, align 4
  %4901 = call ptr @stack_top_adjoint(ptr %144, i64 4)
  %4902 = load float, ptr %4901, align 4
  %4903 = call ptr @stack_top_adjoint(ptr %151, i64 4)
  %4904 = load float, ptr %4903, align 4
  %4905 = call ptr @stack_top_adjoint(ptr %158, i64 4)
  %4906 = load float, ptr %4905, align 4
  %4907 = call ptr @stack_top_adjoint(ptr %165, i64 4)
  %4908 = load float, ptr %4907, align 4
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  call void @stack_pop(ptr %116)
  call void @stack_pop(ptr %123)
  call void @stack_pop(ptr %130)
  call void @stack_pop(ptr %137)
  call void @stack_pop(ptr %144)
  call void @stack_pop(ptr %151)
  call void @stack_pop(ptr %158)
  call void @stack_pop(ptr %165)
  %4909 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4910 = load float, ptr %4909, align 4
  %4911 = fadd reassoc ninf nsz afn float %4910, %4894
  store float %4911, ptr %4909, align 4
  %4912 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4913 = load float, ptr %4912, align 4
  %4914 = fadd reassoc ninf nsz afn float %4913, %4896
  store float %4914, ptr %4912, align 4
  %4915 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4916 = load float, ptr %4915, align 4
  %4917 = fadd reassoc ninf nsz afn float %4916, %4898
  store float %4917, ptr %4915, align 4
  %4918 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4919 = load float, ptr %4918, align 4
  %4920 = fadd reassoc ninf nsz afn float %4919, %4900
  store float %4920, ptr %4918, align 4
  %4921 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4922 = load float, ptr %4921, align 4
  %4923 = fadd reassoc ninf nsz afn float %4922, %4902
  store float %4923, ptr %4921, align 4
  %4924 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4925 = load float, ptr %4924, align 4
  %4926 = fadd reassoc ninf nsz afn float %4925, %4904
  store float %4926, ptr %4924, align 4
  %4927 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4928 = load float, ptr %4927, align 4
  %4929 = fadd reassoc ninf nsz afn float %4928, %4906
  store float %4929, ptr %4927, align 4
  %4930 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4931 = load float, ptr %4930, align 4
  %4932 = fadd reassoc ninf nsz afn float %4931, %4908
  store float %4932, ptr %4930, align 4
  br label %for_loop_inc27

for_loop_inc27:                                   ; preds = %for_loop_body26
  %4933 = load i32, ptr %31, align 4
  %4934 = add i32 %4933, -1
  store i32 %4934, ptr %31, align 4
  br label %for_loop_test29

after_for28:                                      ; preds = %for_loop_test29
  %4935 = call ptr @stack_top_adjoint(ptr %241, i64 4)
  %4936 = load float, ptr %4935, align 4
  %4937 = call ptr @stack_top_adjoint(ptr %248, i64 4)
  %4938 = load float, ptr %4937, align 4
  %4939 = call ptr @stack_top_adjoint(ptr %255, i64 4)
  %4940 = load float, ptr %4939, align 4
  %4941 = call ptr @stack_top_adjoint(ptr %262, i64 4)
  %4942 = load float, ptr %4941, align 4
  %4943 = call ptr @stack_top_adjoint(ptr %269, i64 4)
  %4944 = load float, ptr %4943, align 4
  %4945 = call ptr @stack_top_adjoint(ptr %276, i64 4)
  %4946 = load float, ptr %4945, align 4
  %4947 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %4948 = load float, ptr %4947, align 4
  %4949 = call ptr @stack_top_adjoint(ptr %290, i64 4)
  %4950 = load float, ptr %4949, align 4
  call void @stack_pop(ptr %241)
  call void @stack_pop(ptr %248)
  call void @stack_pop(ptr %255)
  call void @stack_pop(ptr %262)
  call void @stack_pop(ptr %269)
  call void @stack_pop(ptr %276)
  call void @stack_pop(ptr %283)
  call void @stack_pop(ptr %290)
  %4951 = icmp ne i1 %200, false
  br i1 %4951, label %assert_cont31, label %assert_fail30

for_loop_test29:                                  ; preds = %for_loop_inc27, %assert_cont24
  %4952 = load i32, ptr %31, align 4
  %4953 = icmp sge i32 %4952, 0
  br i1 %4953, label %for_loop_body26, label %after_for28

assert_fail30:                                    ; preds = %after_for28
  %4954 = zext i32 %37 to i64
  %4955 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 1, i64 %4954, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %4956 = icmp ne i32 %4955, 0
  br i1 %4956, label %assert_abort32, label %assert_cont31

assert_cont31:                                    ; preds = %assert_fail30, %after_for28
  %4957 = call ptr @get_ch_S0_to_S10(ptr %211)
  %4958 = icmp ne i1 %198, false
  br i1 %4958, label %assert_cont34, label %assert_fail33

assert_abort32:                                   ; preds = %assert_fail30
  ret void

assert_fail33:                                    ; preds = %assert_cont31
  %4959 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %4960 = icmp ne i32 %4959, 0
  br i1 %4960, label %assert_abort35, label %assert_cont34

assert_cont34:                                    ; preds = %assert_fail33, %assert_cont31
  call void @StructMeta_set_snode_id(ptr %32, i32 10)
  call void @StructMeta_set_element_size(ptr %32, i64 32)
  call void @StructMeta_set_max_num_elements(ptr %32, i64 6)
  call void @StructMeta_set_context(ptr %32, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %32, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %32, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %32, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %32, ptr @get_ch_S0_to_S10)
  call void @StructMeta_set_refine_coordinates(ptr %32, ptr @S10_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %32, i32 0)
  %4961 = call ptr @Dense_lookup_element(ptr %32, ptr %4957, i32 %217)
  %4962 = call ptr @get_ch_S10_to_S11(ptr %4961)
  %4963 = load float, ptr %4962, align 4
  %4964 = call ptr @get_ch_S10_to_S12(ptr %4961)
  %4965 = load float, ptr %4964, align 4
  %4966 = call ptr @get_ch_S10_to_S13(ptr %4961)
  %4967 = load float, ptr %4966, align 4
  %4968 = call ptr @get_ch_S10_to_S14(ptr %4961)
  %4969 = load float, ptr %4968, align 4
  %4970 = call ptr @get_ch_S10_to_S15(ptr %4961)
  %4971 = load float, ptr %4970, align 4
  %4972 = call ptr @get_ch_S10_to_S16(ptr %4961)
  %4973 = load float, ptr %4972, align 4
  %4974 = call ptr @get_ch_S10_to_S17(ptr %4961)
  %4975 = load float, ptr %4974, align 4
  %4976 = call ptr @get_ch_S10_to_S18(ptr %4961)
  %4977 = load float, ptr %4976, align 4
  %4978 = fadd reassoc ninf nsz afn float %4963, %4936
  %4979 = fadd reassoc ninf nsz afn float %4965, %4938
  %4980 = fadd reassoc ninf nsz afn float %4967, %4940
  %4981 = fadd reassoc ninf nsz afn float %4969, %4942
  %4982 = fadd reassoc ninf nsz afn float %4971, %4944
  %4983 = fadd reassoc ninf nsz afn float %4973, %4946
  %4984 = fadd reassoc ninf nsz afn float %4975, %4948
  %4985 = fadd reassoc ninf nsz afn float %4977, %4950
  %4986 = icmp ne i1 %198, false
  br i1 %4986, label %assert_cont37, label %assert_fail36

assert_abort35:                                   ; preds = %assert_fail33
  ret void

assert_fail36:                                    ; preds = %assert_cont34
  %4987 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %4988 = icmp ne i32 %4987, 0
  br i1 %4988, label %assert_abort38, label %assert_cont37

assert_cont37:                                    ; preds = %assert_fail36, %assert_cont34
  store float %4978, ptr %4962, align 4
  store float %4979, ptr %4964, align 4
  store float %4980, ptr %4966, align 4
  store float %4981, ptr %4968, align 4
  store float %4982, ptr %4970, align 4
  store float %4983, ptr %4972, align 4
  store float %4984, ptr %4974, align 4
  store float %4985, ptr %4976, align 4
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

declare ptr @get_ch_S1_to_S3(ptr)

declare ptr @get_ch_S1_to_S4(ptr)

declare ptr @get_ch_S1_to_S5(ptr)

declare ptr @get_ch_S1_to_S6(ptr)

declare ptr @get_ch_S1_to_S7(ptr)

declare ptr @get_ch_S1_to_S8(ptr)

declare ptr @get_ch_S1_to_S9(ptr)

declare ptr @get_ch_S0_to_S34(ptr)

declare void @S34_refine_coordinates(ptr, ptr, i32)

declare ptr @get_ch_S34_to_S35(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare float @sin_f32(float noundef) #0

declare ptr @get_ch_S0_to_S30(ptr)

declare void @S30_refine_coordinates(ptr, ptr, i32)

declare ptr @get_ch_S30_to_S31(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @stack_top_adjoint(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_pop(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare float @cos_f32(float noundef) #0

declare ptr @get_ch_S0_to_S10(ptr)

declare void @S10_refine_coordinates(ptr, ptr, i32)

declare ptr @get_ch_S10_to_S11(ptr)

declare ptr @get_ch_S10_to_S12(ptr)

declare ptr @get_ch_S10_to_S13(ptr)

declare ptr @get_ch_S10_to_S14(ptr)

declare ptr @get_ch_S10_to_S15(ptr)

declare ptr @get_ch_S10_to_S16(ptr)

declare ptr @get_ch_S10_to_S17(ptr)

declare ptr @get_ch_S10_to_S18(ptr)

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @cpu_parallel_range_for(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #0

attributes #0 = { alwaysinline mustprogress nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
