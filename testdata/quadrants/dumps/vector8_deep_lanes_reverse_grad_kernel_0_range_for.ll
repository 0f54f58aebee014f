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
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %30 = call ptr @LLVMRuntime_get_adstack_heap_buffer_float(ptr %29)
  %31 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %32 = call ptr @LLVMRuntime_get_adstack_heap_buffer_int(ptr %31)
  %33 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %34 = call i64 @LLVMRuntime_get_adstack_per_thread_stride(ptr %33)
  %35 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %36 = call ptr @LLVMRuntime_get_adstack_offsets(ptr %35)
  %37 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %38 = call ptr @LLVMRuntime_get_adstack_max_sizes(ptr %37)
  %39 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %40 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_float(ptr %39)
  %41 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %42 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_int(ptr %41)
  %43 = alloca %struct.DenseMeta, align 8
  %44 = alloca %struct.DenseMeta, align 8
  %45 = alloca i32, align 4
  %46 = alloca %struct.DenseMeta, align 8
  %47 = alloca i32, align 4
  %48 = alloca %struct.DenseMeta, align 8
  br label %entry

final:                                            ; preds = %after_for
  ret void

entry:                                            ; preds = %allocs
  br label %function_body

function_body:                                    ; preds = %entry
  store i32 %2, ptr %27, align 4
  %49 = load i32, ptr %27, align 4
  %50 = call i32 @debug_shl_i32(ptr %0, i32 %49, i32 9, ptr @0)
  %51 = call i32 @debug_add_i32(ptr %0, i32 %50, i32 512, ptr @1)
  %52 = call i32 @min_i32(i32 6, i32 %51)
  store i32 %50, ptr %28, align 4
  br label %for_loop_test

for_loop_body:                                    ; preds = %for_loop_test
  %53 = load i32, ptr %28, align 4
  %54 = call i32 @linear_thread_idx(ptr %0)
  %55 = zext i32 %54 to i64
  %56 = getelementptr i64, ptr %36, i64 0
  %57 = load i64, ptr %56, align 8
  %58 = mul i64 %55, %40
  %59 = add i64 %58, %57
  %60 = getelementptr i8, ptr %30, i64 %59
  call void @stack_init(ptr %60)
  %61 = load i64, ptr %26, align 8
  %62 = add i64 %61, 1
  store i64 %62, ptr %26, align 8
  %63 = call i32 @linear_thread_idx(ptr %0)
  %64 = zext i32 %63 to i64
  %65 = getelementptr i64, ptr %36, i64 1
  %66 = load i64, ptr %65, align 8
  %67 = mul i64 %64, %40
  %68 = add i64 %67, %66
  %69 = getelementptr i8, ptr %30, i64 %68
  call void @stack_init(ptr %69)
  %70 = load i64, ptr %25, align 8
  %71 = add i64 %70, 1
  store i64 %71, ptr %25, align 8
  %72 = call i32 @linear_thread_idx(ptr %0)
  %73 = zext i32 %72 to i64
  %74 = getelementptr i64, ptr %36, i64 2
  %75 = load i64, ptr %74, align 8
  %76 = mul i64 %73, %40
  %77 = add i64 %76, %75
  %78 = getelementptr i8, ptr %30, i64 %77
  call void @stack_init(ptr %78)
  %79 = load i64, ptr %24, align 8
  %80 = add i64 %79, 1
  store i64 %80, ptr %24, align 8
  %81 = call i32 @linear_thread_idx(ptr %0)
  %82 = zext i32 %81 to i64
  %83 = getelementptr i64, ptr %36, i64 3
  %84 = load i64, ptr %83, align 8
  %85 = mul i64 %82, %40
  %86 = add i64 %85, %84
  %87 = getelementptr i8, ptr %30, i64 %86
  call void @stack_init(ptr %87)
  %88 = load i64, ptr %23, align 8
  %89 = add i64 %88, 1
  store i64 %89, ptr %23, align 8
  %90 = call i32 @linear_thread_idx(ptr %0)
  %91 = zext i32 %90 to i64
  %92 = getelementptr i64, ptr %36, i64 4
  %93 = load i64, ptr %92, align 8
  %94 = mul i64 %91, %40
  %95 = add i64 %94, %93
  %96 = getelementptr i8, ptr %30, i64 %95
  call void @stack_init(ptr %96)
  %97 = load i64, ptr %22, align 8
  %98 = add i64 %97, 1
  store i64 %98, ptr %22, align 8
  %99 = call i32 @linear_thread_idx(ptr %0)
  %100 = zext i32 %99 to i64
  %101 = getelementptr i64, ptr %36, i64 5
  %102 = load i64, ptr %101, align 8
  %103 = mul i64 %100, %40
  %104 = add i64 %103, %102
  %105 = getelementptr i8, ptr %30, i64 %104
  call void @stack_init(ptr %105)
  %106 = load i64, ptr %21, align 8
  %107 = add i64 %106, 1
  store i64 %107, ptr %21, align 8
  %108 = call i32 @linear_thread_idx(ptr %0)
  %109 = zext i32 %108 to i64
  %110 = getelementptr i64, ptr %36, i64 6
  %111 = load i64, ptr %110, align 8
  %112 = mul i64 %109, %40
  %113 = add i64 %112, %111
  %114 = getelementptr i8, ptr %30, i64 %113
  call void @stack_init(ptr %114)
  %115 = load i64, ptr %20, align 8
  %116 = add i64 %115, 1
  store i64 %116, ptr %20, align 8
  %117 = call i32 @linear_thread_idx(ptr %0)
  %118 = zext i32 %117 to i64
  %119 = getelementptr i64, ptr %36, i64 7
  %120 = load i64, ptr %119, align 8
  %121 = mul i64 %118, %40
  %122 = add i64 %121, %120
  %123 = getelementptr i8, ptr %30, i64 %122
  call void @stack_init(ptr %123)
  %124 = load i64, ptr %19, align 8
  %125 = add i64 %124, 1
  store i64 %125, ptr %19, align 8
  %126 = call i32 @linear_thread_idx(ptr %0)
  %127 = zext i32 %126 to i64
  %128 = getelementptr i64, ptr %36, i64 8
  %129 = load i64, ptr %128, align 8
  %130 = mul i64 %127, %40
  %131 = add i64 %130, %129
  %132 = getelementptr i8, ptr %30, i64 %131
  call void @stack_init(ptr %132)
  %133 = call i32 @linear_thread_idx(ptr %0)
  %134 = zext i32 %133 to i64
  %135 = getelementptr i64, ptr %36, i64 9
  %136 = load i64, ptr %135, align 8
  %137 = mul i64 %134, %40
  %138 = add i64 %137, %136
  %139 = getelementptr i8, ptr %30, i64 %138
  call void @stack_init(ptr %139)
  %140 = call i32 @linear_thread_idx(ptr %0)
  %141 = zext i32 %140 to i64
  %142 = getelementptr i64, ptr %36, i64 10
  %143 = load i64, ptr %142, align 8
  %144 = mul i64 %141, %40
  %145 = add i64 %144, %143
  %146 = getelementptr i8, ptr %30, i64 %145
  call void @stack_init(ptr %146)
  %147 = call i32 @linear_thread_idx(ptr %0)
  %148 = zext i32 %147 to i64
  %149 = getelementptr i64, ptr %36, i64 11
  %150 = load i64, ptr %149, align 8
  %151 = mul i64 %148, %40
  %152 = add i64 %151, %150
  %153 = getelementptr i8, ptr %30, i64 %152
  call void @stack_init(ptr %153)
  %154 = call i32 @linear_thread_idx(ptr %0)
  %155 = zext i32 %154 to i64
  %156 = getelementptr i64, ptr %36, i64 12
  %157 = load i64, ptr %156, align 8
  %158 = mul i64 %155, %40
  %159 = add i64 %158, %157
  %160 = getelementptr i8, ptr %30, i64 %159
  call void @stack_init(ptr %160)
  %161 = call i32 @linear_thread_idx(ptr %0)
  %162 = zext i32 %161 to i64
  %163 = getelementptr i64, ptr %36, i64 13
  %164 = load i64, ptr %163, align 8
  %165 = mul i64 %162, %40
  %166 = add i64 %165, %164
  %167 = getelementptr i8, ptr %30, i64 %166
  call void @stack_init(ptr %167)
  %168 = call i32 @linear_thread_idx(ptr %0)
  %169 = zext i32 %168 to i64
  %170 = getelementptr i64, ptr %36, i64 14
  %171 = load i64, ptr %170, align 8
  %172 = mul i64 %169, %40
  %173 = add i64 %172, %171
  %174 = getelementptr i8, ptr %30, i64 %173
  call void @stack_init(ptr %174)
  %175 = call i32 @linear_thread_idx(ptr %0)
  %176 = zext i32 %175 to i64
  %177 = getelementptr i64, ptr %36, i64 15
  %178 = load i64, ptr %177, align 8
  %179 = mul i64 %176, %40
  %180 = add i64 %179, %178
  %181 = getelementptr i8, ptr %30, i64 %180
  call void @stack_init(ptr %181)
  %182 = getelementptr i64, ptr %38, i64 8
  %183 = load i64, ptr %182, align 8
  %184 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %184, ptr %132, i64 %183, i64 4, i64 3899120329)
  %185 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float 0.000000e+00, ptr %185, align 4
  %186 = getelementptr i64, ptr %38, i64 9
  %187 = load i64, ptr %186, align 8
  %188 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %188, ptr %139, i64 %187, i64 4, i64 3899120329)
  %189 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float 0.000000e+00, ptr %189, align 4
  %190 = getelementptr i64, ptr %38, i64 10
  %191 = load i64, ptr %190, align 8
  %192 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %192, ptr %146, i64 %191, i64 4, i64 3899120329)
  %193 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float 0.000000e+00, ptr %193, align 4
  %194 = getelementptr i64, ptr %38, i64 11
  %195 = load i64, ptr %194, align 8
  %196 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %196, ptr %153, i64 %195, i64 4, i64 3899120329)
  %197 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float 0.000000e+00, ptr %197, align 4
  %198 = getelementptr i64, ptr %38, i64 12
  %199 = load i64, ptr %198, align 8
  %200 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %200, ptr %160, i64 %199, i64 4, i64 3899120329)
  %201 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float 0.000000e+00, ptr %201, align 4
  %202 = getelementptr i64, ptr %38, i64 13
  %203 = load i64, ptr %202, align 8
  %204 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %204, ptr %167, i64 %203, i64 4, i64 3899120329)
  %205 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float 0.000000e+00, ptr %205, align 4
  %206 = getelementptr i64, ptr %38, i64 14
  %207 = load i64, ptr %206, align 8
  %208 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %208, ptr %174, i64 %207, i64 4, i64 3899120329)
  %209 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float 0.000000e+00, ptr %209, align 4
  %210 = getelementptr i64, ptr %38, i64 15
  %211 = load i64, ptr %210, align 8
  %212 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %212, ptr %181, i64 %211, i64 4, i64 3899120329)
  %213 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float 0.000000e+00, ptr %213, align 4
  %214 = call i32 @linear_thread_idx(ptr %0)
  %215 = zext i32 %214 to i64
  %216 = getelementptr i64, ptr %36, i64 16
  %217 = load i64, ptr %216, align 8
  %218 = mul i64 %215, %40
  %219 = add i64 %218, %217
  %220 = getelementptr i8, ptr %30, i64 %219
  call void @stack_init(ptr %220)
  %221 = load i64, ptr %18, align 8
  %222 = add i64 %221, 1
  store i64 %222, ptr %18, align 8
  %223 = call i32 @linear_thread_idx(ptr %0)
  %224 = zext i32 %223 to i64
  %225 = getelementptr i64, ptr %36, i64 17
  %226 = load i64, ptr %225, align 8
  %227 = mul i64 %224, %40
  %228 = add i64 %227, %226
  %229 = getelementptr i8, ptr %30, i64 %228
  call void @stack_init(ptr %229)
  %230 = load i64, ptr %17, align 8
  %231 = add i64 %230, 1
  store i64 %231, ptr %17, align 8
  %232 = call i32 @linear_thread_idx(ptr %0)
  %233 = zext i32 %232 to i64
  %234 = getelementptr i64, ptr %36, i64 18
  %235 = load i64, ptr %234, align 8
  %236 = mul i64 %233, %40
  %237 = add i64 %236, %235
  %238 = getelementptr i8, ptr %30, i64 %237
  call void @stack_init(ptr %238)
  %239 = load i64, ptr %16, align 8
  %240 = add i64 %239, 1
  store i64 %240, ptr %16, align 8
  %241 = call i32 @linear_thread_idx(ptr %0)
  %242 = zext i32 %241 to i64
  %243 = getelementptr i64, ptr %36, i64 19
  %244 = load i64, ptr %243, align 8
  %245 = mul i64 %242, %40
  %246 = add i64 %245, %244
  %247 = getelementptr i8, ptr %30, i64 %246
  call void @stack_init(ptr %247)
  %248 = load i64, ptr %15, align 8
  %249 = add i64 %248, 1
  store i64 %249, ptr %15, align 8
  %250 = call i32 @linear_thread_idx(ptr %0)
  %251 = zext i32 %250 to i64
  %252 = getelementptr i64, ptr %36, i64 20
  %253 = load i64, ptr %252, align 8
  %254 = mul i64 %251, %40
  %255 = add i64 %254, %253
  %256 = getelementptr i8, ptr %30, i64 %255
  call void @stack_init(ptr %256)
  %257 = load i64, ptr %14, align 8
  %258 = add i64 %257, 1
  store i64 %258, ptr %14, align 8
  %259 = call i32 @linear_thread_idx(ptr %0)
  %260 = zext i32 %259 to i64
  %261 = getelementptr i64, ptr %36, i64 21
  %262 = load i64, ptr %261, align 8
  %263 = mul i64 %260, %40
  %264 = add i64 %263, %262
  %265 = getelementptr i8, ptr %30, i64 %264
  call void @stack_init(ptr %265)
  %266 = load i64, ptr %13, align 8
  %267 = add i64 %266, 1
  store i64 %267, ptr %13, align 8
  %268 = call i32 @linear_thread_idx(ptr %0)
  %269 = zext i32 %268 to i64
  %270 = getelementptr i64, ptr %36, i64 22
  %271 = load i64, ptr %270, align 8
  %272 = mul i64 %269, %40
  %273 = add i64 %272, %271
  %274 = getelementptr i8, ptr %30, i64 %273
  call void @stack_init(ptr %274)
  %275 = load i64, ptr %12, align 8
  %276 = add i64 %275, 1
  store i64 %276, ptr %12, align 8
  %277 = call i32 @linear_thread_idx(ptr %0)
  %278 = zext i32 %277 to i64
  %279 = getelementptr i64, ptr %36, i64 23
  %280 = load i64, ptr %279, align 8
  %281 = mul i64 %278, %40
  %282 = add i64 %281, %280
  %283 = getelementptr i8, ptr %30, i64 %282
  call void @stack_init(ptr %283)
  %284 = load i64, ptr %11, align 8
  %285 = add i64 %284, 1
  store i64 %285, ptr %11, align 8
  %286 = call i32 @linear_thread_idx(ptr %0)
  %287 = zext i32 %286 to i64
  %288 = getelementptr i64, ptr %36, i64 24
  %289 = load i64, ptr %288, align 8
  %290 = mul i64 %287, %40
  %291 = add i64 %290, %289
  %292 = getelementptr i8, ptr %30, i64 %291
  call void @stack_init(ptr %292)
  %293 = call i32 @linear_thread_idx(ptr %0)
  %294 = zext i32 %293 to i64
  %295 = getelementptr i64, ptr %36, i64 25
  %296 = load i64, ptr %295, align 8
  %297 = mul i64 %294, %40
  %298 = add i64 %297, %296
  %299 = getelementptr i8, ptr %30, i64 %298
  call void @stack_init(ptr %299)
  %300 = call i32 @linear_thread_idx(ptr %0)
  %301 = zext i32 %300 to i64
  %302 = getelementptr i64, ptr %36, i64 26
  %303 = load i64, ptr %302, align 8
  %304 = mul i64 %301, %40
  %305 = add i64 %304, %303
  %306 = getelementptr i8, ptr %30, i64 %305
  call void @stack_init(ptr %306)
  %307 = call i32 @linear_thread_idx(ptr %0)
  %308 = zext i32 %307 to i64
  %309 = getelementptr i64, ptr %36, i64 27
  %310 = load i64, ptr %309, align 8
  %311 = mul i64 %308, %40
  %312 = add i64 %311, %310
  %313 = getelementptr i8, ptr %30, i64 %312
  call void @stack_init(ptr %313)
  %314 = call i32 @linear_thread_idx(ptr %0)
  %315 = zext i32 %314 to i64
  %316 = getelementptr i64, ptr %36, i64 28
  %317 = load i64, ptr %316, align 8
  %318 = mul i64 %315, %40
  %319 = add i64 %318, %317
  %320 = getelementptr i8, ptr %30, i64 %319
  call void @stack_init(ptr %320)
  %321 = call i32 @linear_thread_idx(ptr %0)
  %322 = zext i32 %321 to i64
  %323 = getelementptr i64, ptr %36, i64 29
  %324 = load i64, ptr %323, align 8
  %325 = mul i64 %322, %40
  %326 = add i64 %325, %324
  %327 = getelementptr i8, ptr %30, i64 %326
  call void @stack_init(ptr %327)
  %328 = call i32 @linear_thread_idx(ptr %0)
  %329 = zext i32 %328 to i64
  %330 = getelementptr i64, ptr %36, i64 30
  %331 = load i64, ptr %330, align 8
  %332 = mul i64 %329, %40
  %333 = add i64 %332, %331
  %334 = getelementptr i8, ptr %30, i64 %333
  call void @stack_init(ptr %334)
  %335 = call i32 @linear_thread_idx(ptr %0)
  %336 = zext i32 %335 to i64
  %337 = getelementptr i64, ptr %36, i64 31
  %338 = load i64, ptr %337, align 8
  %339 = mul i64 %336, %40
  %340 = add i64 %339, %338
  %341 = getelementptr i8, ptr %30, i64 %340
  call void @stack_init(ptr %341)
  %342 = getelementptr i64, ptr %38, i64 24
  %343 = load i64, ptr %342, align 8
  %344 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %344, ptr %292, i64 %343, i64 4, i64 3899120329)
  %345 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float 0.000000e+00, ptr %345, align 4
  %346 = getelementptr i64, ptr %38, i64 25
  %347 = load i64, ptr %346, align 8
  %348 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %348, ptr %299, i64 %347, i64 4, i64 3899120329)
  %349 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float 0.000000e+00, ptr %349, align 4
  %350 = getelementptr i64, ptr %38, i64 26
  %351 = load i64, ptr %350, align 8
  %352 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %352, ptr %306, i64 %351, i64 4, i64 3899120329)
  %353 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float 0.000000e+00, ptr %353, align 4
  %354 = getelementptr i64, ptr %38, i64 27
  %355 = load i64, ptr %354, align 8
  %356 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %356, ptr %313, i64 %355, i64 4, i64 3899120329)
  %357 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float 0.000000e+00, ptr %357, align 4
  %358 = getelementptr i64, ptr %38, i64 28
  %359 = load i64, ptr %358, align 8
  %360 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %360, ptr %320, i64 %359, i64 4, i64 3899120329)
  %361 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float 0.000000e+00, ptr %361, align 4
  %362 = getelementptr i64, ptr %38, i64 29
  %363 = load i64, ptr %362, align 8
  %364 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %364, ptr %327, i64 %363, i64 4, i64 3899120329)
  %365 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float 0.000000e+00, ptr %365, align 4
  %366 = getelementptr i64, ptr %38, i64 30
  %367 = load i64, ptr %366, align 8
  %368 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %368, ptr %334, i64 %367, i64 4, i64 3899120329)
  %369 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float 0.000000e+00, ptr %369, align 4
  %370 = getelementptr i64, ptr %38, i64 31
  %371 = load i64, ptr %370, align 8
  %372 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %372, ptr %341, i64 %371, i64 4, i64 3899120329)
  %373 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float 0.000000e+00, ptr %373, align 4
  %374 = call i32 @linear_thread_idx(ptr %0)
  %375 = zext i32 %374 to i64
  %376 = getelementptr i64, ptr %36, i64 32
  %377 = load i64, ptr %376, align 8
  %378 = mul i64 %375, %40
  %379 = add i64 %378, %377
  %380 = getelementptr i8, ptr %30, i64 %379
  call void @stack_init(ptr %380)
  %381 = load i64, ptr %10, align 8
  %382 = add i64 %381, 1
  store i64 %382, ptr %10, align 8
  %383 = call i32 @linear_thread_idx(ptr %0)
  %384 = zext i32 %383 to i64
  %385 = getelementptr i64, ptr %36, i64 33
  %386 = load i64, ptr %385, align 8
  %387 = mul i64 %384, %40
  %388 = add i64 %387, %386
  %389 = getelementptr i8, ptr %30, i64 %388
  call void @stack_init(ptr %389)
  %390 = load i64, ptr %9, align 8
  %391 = add i64 %390, 1
  store i64 %391, ptr %9, align 8
  %392 = call i32 @linear_thread_idx(ptr %0)
  %393 = zext i32 %392 to i64
  %394 = getelementptr i64, ptr %36, i64 34
  %395 = load i64, ptr %394, align 8
  %396 = mul i64 %393, %40
  %397 = add i64 %396, %395
  %398 = getelementptr i8, ptr %30, i64 %397
  call void @stack_init(ptr %398)
  %399 = load i64, ptr %8, align 8
  %400 = add i64 %399, 1
  store i64 %400, ptr %8, align 8
  %401 = call i32 @linear_thread_idx(ptr %0)
  %402 = zext i32 %401 to i64
  %403 = getelementptr i64, ptr %36, i64 35
  %404 = load i64, ptr %403, align 8
  %405 = mul i64 %402, %40
  %406 = add i64 %405, %404
  %407 = getelementptr i8, ptr %30, i64 %406
  call void @stack_init(ptr %407)
  %408 = load i64, ptr %7, align 8
  %409 = add i64 %408, 1
  store i64 %409, ptr %7, align 8
  %410 = call i32 @linear_thread_idx(ptr %0)
  %411 = zext i32 %410 to i64
  %412 = getelementptr i64, ptr %36, i64 36
  %413 = load i64, ptr %412, align 8
  %414 = mul i64 %411, %40
  %415 = add i64 %414, %413
  %416 = getelementptr i8, ptr %30, i64 %415
  call void @stack_init(ptr %416)
  %417 = load i64, ptr %6, align 8
  %418 = add i64 %417, 1
  store i64 %418, ptr %6, align 8
  %419 = call i32 @linear_thread_idx(ptr %0)
  %420 = zext i32 %419 to i64
  %421 = getelementptr i64, ptr %36, i64 37
  %422 = load i64, ptr %421, align 8
  %423 = mul i64 %420, %40
  %424 = add i64 %423, %422
  %425 = getelementptr i8, ptr %30, i64 %424
  call void @stack_init(ptr %425)
  %426 = load i64, ptr %5, align 8
  %427 = add i64 %426, 1
  store i64 %427, ptr %5, align 8
  %428 = call i32 @linear_thread_idx(ptr %0)
  %429 = zext i32 %428 to i64
  %430 = getelementptr i64, ptr %36, i64 38
  %431 = load i64, ptr %430, align 8
  %432 = mul i64 %429, %40
  %433 = add i64 %432, %431
  %434 = getelementptr i8, ptr %30, i64 %433
  call void @stack_init(ptr %434)
  %435 = load i64, ptr %4, align 8
  %436 = add i64 %435, 1
  store i64 %436, ptr %4, align 8
  %437 = call i32 @linear_thread_idx(ptr %0)
  %438 = zext i32 %437 to i64
  %439 = getelementptr i64, ptr %36, i64 39
  %440 = load i64, ptr %439, align 8
  %441 = mul i64 %438, %40
  %442 = add i64 %441, %440
  %443 = getelementptr i8, ptr %30, i64 %442
  call void @stack_init(ptr %443)
  %444 = load i64, ptr %3, align 8
  %445 = add i64 %444, 1
  store i64 %445, ptr %3, align 8
  %446 = call i32 @linear_thread_idx(ptr %0)
  %447 = zext i32 %446 to i64
  %448 = getelementptr i64, ptr %36, i64 40
  %449 = load i64, ptr %448, align 8
  %450 = mul i64 %447, %40
  %451 = add i64 %450, %449
  %452 = getelementptr i8, ptr %30, i64 %451
  call void @stack_init(ptr %452)
  %453 = call i32 @linear_thread_idx(ptr %0)
  %454 = zext i32 %453 to i64
  %455 = getelementptr i64, ptr %36, i64 41
  %456 = load i64, ptr %455, align 8
  %457 = mul i64 %454, %40
  %458 = add i64 %457, %456
  %459 = getelementptr i8, ptr %30, i64 %458
  call void @stack_init(ptr %459)
  %460 = call i32 @linear_thread_idx(ptr %0)
  %461 = zext i32 %460 to i64
  %462 = getelementptr i64, ptr %36, i64 42
  %463 = load i64, ptr %462, align 8
  %464 = mul i64 %461, %40
  %465 = add i64 %464, %463
  %466 = getelementptr i8, ptr %30, i64 %465
  call void @stack_init(ptr %466)
  %467 = call i32 @linear_thread_idx(ptr %0)
  %468 = zext i32 %467 to i64
  %469 = getelementptr i64, ptr %36, i64 43
  %470 = load i64, ptr %469, align 8
  %471 = mul i64 %468, %40
  %472 = add i64 %471, %470
  %473 = getelementptr i8, ptr %30, i64 %472
  call void @stack_init(ptr %473)
  %474 = call i32 @linear_thread_idx(ptr %0)
  %475 = zext i32 %474 to i64
  %476 = getelementptr i64, ptr %36, i64 44
  %477 = load i64, ptr %476, align 8
  %478 = mul i64 %475, %40
  %479 = add i64 %478, %477
  %480 = getelementptr i8, ptr %30, i64 %479
  call void @stack_init(ptr %480)
  %481 = call i32 @linear_thread_idx(ptr %0)
  %482 = zext i32 %481 to i64
  %483 = getelementptr i64, ptr %36, i64 45
  %484 = load i64, ptr %483, align 8
  %485 = mul i64 %482, %40
  %486 = add i64 %485, %484
  %487 = getelementptr i8, ptr %30, i64 %486
  call void @stack_init(ptr %487)
  %488 = call i32 @linear_thread_idx(ptr %0)
  %489 = zext i32 %488 to i64
  %490 = getelementptr i64, ptr %36, i64 46
  %491 = load i64, ptr %490, align 8
  %492 = mul i64 %489, %40
  %493 = add i64 %492, %491
  %494 = getelementptr i8, ptr %30, i64 %493
  call void @stack_init(ptr %494)
  %495 = call i32 @linear_thread_idx(ptr %0)
  %496 = zext i32 %495 to i64
  %497 = getelementptr i64, ptr %36, i64 47
  %498 = load i64, ptr %497, align 8
  %499 = mul i64 %496, %40
  %500 = add i64 %499, %498
  %501 = getelementptr i8, ptr %30, i64 %500
  call void @stack_init(ptr %501)
  %502 = getelementptr i64, ptr %38, i64 40
  %503 = load i64, ptr %502, align 8
  %504 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %504, ptr %452, i64 %503, i64 4, i64 3899120329)
  %505 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float 0.000000e+00, ptr %505, align 4
  %506 = getelementptr i64, ptr %38, i64 41
  %507 = load i64, ptr %506, align 8
  %508 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %508, ptr %459, i64 %507, i64 4, i64 3899120329)
  %509 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float 0.000000e+00, ptr %509, align 4
  %510 = getelementptr i64, ptr %38, i64 42
  %511 = load i64, ptr %510, align 8
  %512 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %512, ptr %466, i64 %511, i64 4, i64 3899120329)
  %513 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float 0.000000e+00, ptr %513, align 4
  %514 = getelementptr i64, ptr %38, i64 43
  %515 = load i64, ptr %514, align 8
  %516 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %516, ptr %473, i64 %515, i64 4, i64 3899120329)
  %517 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float 0.000000e+00, ptr %517, align 4
  %518 = getelementptr i64, ptr %38, i64 44
  %519 = load i64, ptr %518, align 8
  %520 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %520, ptr %480, i64 %519, i64 4, i64 3899120329)
  %521 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float 0.000000e+00, ptr %521, align 4
  %522 = getelementptr i64, ptr %38, i64 45
  %523 = load i64, ptr %522, align 8
  %524 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %524, ptr %487, i64 %523, i64 4, i64 3899120329)
  %525 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float 0.000000e+00, ptr %525, align 4
  %526 = getelementptr i64, ptr %38, i64 46
  %527 = load i64, ptr %526, align 8
  %528 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %528, ptr %494, i64 %527, i64 4, i64 3899120329)
  %529 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float 0.000000e+00, ptr %529, align 4
  %530 = getelementptr i64, ptr %38, i64 47
  %531 = load i64, ptr %530, align 8
  %532 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %532, ptr %501, i64 %531, i64 4, i64 3899120329)
  %533 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float 0.000000e+00, ptr %533, align 4
  %534 = icmp sge i32 %53, 0
  %535 = icmp slt i32 %53, 6
  %536 = and i1 %534, %535
  %537 = icmp ne i1 %536, false
  br i1 %537, label %assert_cont, label %assert_fail

for_loop_inc:                                     ; preds = %assert_cont37
  %538 = load i32, ptr %28, align 4
  %539 = add i32 %538, 1
  store i32 %539, ptr %28, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %540 = load i32, ptr %28, align 4
  %541 = icmp slt i32 %540, %52
  br i1 %541, label %for_loop_body, label %after_for

assert_fail:                                      ; preds = %for_loop_body
  %542 = zext i32 %53 to i64
  %543 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @2, i32 1, i64 %542, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %544 = icmp ne i32 %543, 0
  br i1 %544, label %assert_abort, label %assert_cont

assert_cont:                                      ; preds = %assert_fail, %for_loop_body
  %545 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %546 = call ptr @LLVMRuntime_get_roots(ptr %545, i32 0)
  %547 = getelementptr i8, ptr %546, i32 0
  %548 = call ptr @get_ch_S0_to_S1(ptr %547)
  %549 = icmp ne i1 %534, false
  br i1 %549, label %assert_cont2, label %assert_fail1

assert_abort:                                     ; preds = %assert_fail
  ret void

assert_fail1:                                     ; preds = %assert_cont
  %550 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @3, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %551 = icmp ne i32 %550, 0
  br i1 %551, label %assert_abort3, label %assert_cont2

assert_cont2:                                     ; preds = %assert_fail1, %assert_cont
  %552 = icmp ne i1 %534, false
  %553 = select i1 %552, i32 %53, i32 0
  call void @StructMeta_set_snode_id(ptr %43, i32 1)
  call void @StructMeta_set_element_size(ptr %43, i64 32)
  call void @StructMeta_set_max_num_elements(ptr %43, i64 6)
  call void @StructMeta_set_context(ptr %43, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %43, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %43, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %43, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %43, ptr @get_ch_S0_to_S1)
  call void @StructMeta_set_refine_coordinates(ptr %43, ptr @S1_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %43, i32 0)
  %554 = call ptr @Dense_lookup_element(ptr %43, ptr %548, i32 %553)
  %555 = call ptr @get_ch_S1_to_S2(ptr %554)
  %556 = load float, ptr %555, align 4
  %557 = call ptr @get_ch_S1_to_S3(ptr %554)
  %558 = load float, ptr %557, align 4
  %559 = call ptr @get_ch_S1_to_S4(ptr %554)
  %560 = load float, ptr %559, align 4
  %561 = call ptr @get_ch_S1_to_S5(ptr %554)
  %562 = load float, ptr %561, align 4
  %563 = call ptr @get_ch_S1_to_S6(ptr %554)
  %564 = load float, ptr %563, align 4
  %565 = call ptr @get_ch_S1_to_S7(ptr %554)
  %566 = load float, ptr %565, align 4
  %567 = call ptr @get_ch_S1_to_S8(ptr %554)
  %568 = load float, ptr %567, align 4
  %569 = call ptr @get_ch_S1_to_S9(ptr %554)
  %570 = load float, ptr %569, align 4
  %571 = call i32 @linear_thread_idx(ptr %0)
  %572 = zext i32 %571 to i64
  %573 = getelementptr i64, ptr %36, i64 48
  %574 = load i64, ptr %573, align 8
  %575 = mul i64 %572, %40
  %576 = add i64 %575, %574
  %577 = getelementptr i8, ptr %30, i64 %576
  call void @stack_init(ptr %577)
  %578 = call i32 @linear_thread_idx(ptr %0)
  %579 = zext i32 %578 to i64
  %580 = getelementptr i64, ptr %36, i64 49
  %581 = load i64, ptr %580, align 8
  %582 = mul i64 %579, %40
  %583 = add i64 %582, %581
  %584 = getelementptr i8, ptr %30, i64 %583
  call void @stack_init(ptr %584)
  %585 = call i32 @linear_thread_idx(ptr %0)
  %586 = zext i32 %585 to i64
  %587 = getelementptr i64, ptr %36, i64 50
  %588 = load i64, ptr %587, align 8
  %589 = mul i64 %586, %40
  %590 = add i64 %589, %588
  %591 = getelementptr i8, ptr %30, i64 %590
  call void @stack_init(ptr %591)
  %592 = call i32 @linear_thread_idx(ptr %0)
  %593 = zext i32 %592 to i64
  %594 = getelementptr i64, ptr %36, i64 51
  %595 = load i64, ptr %594, align 8
  %596 = mul i64 %593, %40
  %597 = add i64 %596, %595
  %598 = getelementptr i8, ptr %30, i64 %597
  call void @stack_init(ptr %598)
  %599 = call i32 @linear_thread_idx(ptr %0)
  %600 = zext i32 %599 to i64
  %601 = getelementptr i64, ptr %36, i64 52
  %602 = load i64, ptr %601, align 8
  %603 = mul i64 %600, %40
  %604 = add i64 %603, %602
  %605 = getelementptr i8, ptr %30, i64 %604
  call void @stack_init(ptr %605)
  %606 = call i32 @linear_thread_idx(ptr %0)
  %607 = zext i32 %606 to i64
  %608 = getelementptr i64, ptr %36, i64 53
  %609 = load i64, ptr %608, align 8
  %610 = mul i64 %607, %40
  %611 = add i64 %610, %609
  %612 = getelementptr i8, ptr %30, i64 %611
  call void @stack_init(ptr %612)
  %613 = call i32 @linear_thread_idx(ptr %0)
  %614 = zext i32 %613 to i64
  %615 = getelementptr i64, ptr %36, i64 54
  %616 = load i64, ptr %615, align 8
  %617 = mul i64 %614, %40
  %618 = add i64 %617, %616
  %619 = getelementptr i8, ptr %30, i64 %618
  call void @stack_init(ptr %619)
  %620 = call i32 @linear_thread_idx(ptr %0)
  %621 = zext i32 %620 to i64
  %622 = getelementptr i64, ptr %36, i64 55
  %623 = load i64, ptr %622, align 8
  %624 = mul i64 %621, %40
  %625 = add i64 %624, %623
  %626 = getelementptr i8, ptr %30, i64 %625
  call void @stack_init(ptr %626)
  %627 = getelementptr i64, ptr %38, i64 48
  %628 = load i64, ptr %627, align 8
  %629 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %629, ptr %577, i64 %628, i64 4, i64 3899120329)
  %630 = call ptr @stack_top_primal(ptr %577, i64 4)
  store float 0.000000e+00, ptr %630, align 4
  %631 = getelementptr i64, ptr %38, i64 49
  %632 = load i64, ptr %631, align 8
  %633 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %633, ptr %584, i64 %632, i64 4, i64 3899120329)
  %634 = call ptr @stack_top_primal(ptr %584, i64 4)
  store float 0.000000e+00, ptr %634, align 4
  %635 = getelementptr i64, ptr %38, i64 50
  %636 = load i64, ptr %635, align 8
  %637 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %637, ptr %591, i64 %636, i64 4, i64 3899120329)
  %638 = call ptr @stack_top_primal(ptr %591, i64 4)
  store float 0.000000e+00, ptr %638, align 4
  %639 = getelementptr i64, ptr %38, i64 51
  %640 = load i64, ptr %639, align 8
  %641 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %641, ptr %598, i64 %640, i64 4, i64 3899120329)
  %642 = call ptr @stack_top_primal(ptr %598, i64 4)
  store float 0.000000e+00, ptr %642, align 4
  %643 = getelementptr i64, ptr %38, i64 52
  %644 = load i64, ptr %643, align 8
  %645 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %645, ptr %605, i64 %644, i64 4, i64 3899120329)
  %646 = call ptr @stack_top_primal(ptr %605, i64 4)
  store float 0.000000e+00, ptr %646, align 4
  %647 = getelementptr i64, ptr %38, i64 53
  %648 = load i64, ptr %647, align 8
  %649 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %649, ptr %612, i64 %648, i64 4, i64 3899120329)
  %650 = call ptr @stack_top_primal(ptr %612, i64 4)
  store float 0.000000e+00, ptr %650, align 4
  %651 = getelementptr i64, ptr %38, i64 54
  %652 = load i64, ptr %651, align 8
  %653 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %653, ptr %619, i64 %652, i64 4, i64 3899120329)
  %654 = call ptr @stack_top_primal(ptr %619, i64 4)
  store float 0.000000e+00, ptr %654, align 4
  %655 = getelementptr i64, ptr %38, i64 55
  %656 = load i64, ptr %655, align 8
  %657 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %657, ptr %626, i64 %656, i64 4, i64 3899120329)
  %658 = call ptr @stack_top_primal(ptr %626, i64 4)
  store float 0.000000e+00, ptr %658, align 4
  %659 = getelementptr i64, ptr %38, i64 48
  %660 = load i64, ptr %659, align 8
  %661 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %661, ptr %577, i64 %660, i64 4, i64 3899120329)
  %662 = call ptr @stack_top_primal(ptr %577, i64 4)
  store float %556, ptr %662, align 4
  %663 = getelementptr i64, ptr %38, i64 49
  %664 = load i64, ptr %663, align 8
  %665 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %665, ptr %584, i64 %664, i64 4, i64 3899120329)
  %666 = call ptr @stack_top_primal(ptr %584, i64 4)
  store float %558, ptr %666, align 4
  %667 = getelementptr i64, ptr %38, i64 50
  %668 = load i64, ptr %667, align 8
  %669 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %669, ptr %591, i64 %668, i64 4, i64 3899120329)
  %670 = call ptr @stack_top_primal(ptr %591, i64 4)
  store float %560, ptr %670, align 4
  %671 = getelementptr i64, ptr %38, i64 51
  %672 = load i64, ptr %671, align 8
  %673 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %673, ptr %598, i64 %672, i64 4, i64 3899120329)
  %674 = call ptr @stack_top_primal(ptr %598, i64 4)
  store float %562, ptr %674, align 4
  %675 = getelementptr i64, ptr %38, i64 52
  %676 = load i64, ptr %675, align 8
  %677 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %677, ptr %605, i64 %676, i64 4, i64 3899120329)
  %678 = call ptr @stack_top_primal(ptr %605, i64 4)
  store float %564, ptr %678, align 4
  %679 = getelementptr i64, ptr %38, i64 53
  %680 = load i64, ptr %679, align 8
  %681 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %681, ptr %612, i64 %680, i64 4, i64 3899120329)
  %682 = call ptr @stack_top_primal(ptr %612, i64 4)
  store float %566, ptr %682, align 4
  %683 = getelementptr i64, ptr %38, i64 54
  %684 = load i64, ptr %683, align 8
  %685 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %685, ptr %619, i64 %684, i64 4, i64 3899120329)
  %686 = call ptr @stack_top_primal(ptr %619, i64 4)
  store float %568, ptr %686, align 4
  %687 = getelementptr i64, ptr %38, i64 55
  %688 = load i64, ptr %687, align 8
  %689 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %689, ptr %626, i64 %688, i64 4, i64 3899120329)
  %690 = call ptr @stack_top_primal(ptr %626, i64 4)
  store float %570, ptr %690, align 4
  %691 = icmp ne i1 %536, false
  br i1 %691, label %assert_cont5, label %assert_fail4

assert_abort3:                                    ; preds = %assert_fail1
  ret void

assert_fail4:                                     ; preds = %assert_cont2
  %692 = zext i32 %53 to i64
  %693 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @4, i32 1, i64 %692, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %694 = icmp ne i32 %693, 0
  br i1 %694, label %assert_abort6, label %assert_cont5

assert_cont5:                                     ; preds = %assert_fail4, %assert_cont2
  %695 = call ptr @get_ch_S0_to_S34(ptr %547)
  %696 = icmp ne i1 %534, false
  br i1 %696, label %assert_cont8, label %assert_fail7

assert_abort6:                                    ; preds = %assert_fail4
  ret void

assert_fail7:                                     ; preds = %assert_cont5
  %697 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @5, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %698 = icmp ne i32 %697, 0
  br i1 %698, label %assert_abort9, label %assert_cont8

assert_cont8:                                     ; preds = %assert_fail7, %assert_cont5
  call void @StructMeta_set_snode_id(ptr %44, i32 34)
  call void @StructMeta_set_element_size(ptr %44, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %44, i64 6)
  call void @StructMeta_set_context(ptr %44, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %44, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %44, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %44, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %44, ptr @get_ch_S0_to_S34)
  call void @StructMeta_set_refine_coordinates(ptr %44, ptr @S34_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %44, i32 0)
  %699 = call ptr @Dense_lookup_element(ptr %44, ptr %695, i32 %553)
  %700 = call ptr @get_ch_S34_to_S35(ptr %699)
  %701 = load i32, ptr %700, align 4
  store i32 0, ptr %45, align 4
  br label %for_loop_test13

assert_abort9:                                    ; preds = %assert_fail7
  ret void

for_loop_body10:                                  ; preds = %for_loop_test13
  %702 = call ptr @stack_top_primal(ptr %577, i64 4)
  %703 = load float, ptr %702, align 4
  %704 = call ptr @stack_top_primal(ptr %584, i64 4)
  %705 = load float, ptr %704, align 4
  %706 = call ptr @stack_top_primal(ptr %591, i64 4)
  %707 = load float, ptr %706, align 4
  %708 = call ptr @stack_top_primal(ptr %598, i64 4)
  %709 = load float, ptr %708, align 4
  %710 = call ptr @stack_top_primal(ptr %605, i64 4)
  %711 = load float, ptr %710, align 4
  %712 = call ptr @stack_top_primal(ptr %612, i64 4)
  %713 = load float, ptr %712, align 4
  %714 = call ptr @stack_top_primal(ptr %619, i64 4)
  %715 = load float, ptr %714, align 4
  %716 = call ptr @stack_top_primal(ptr %626, i64 4)
  %717 = load float, ptr %716, align 4
  %718 = getelementptr i64, ptr %38, i64 40
  %719 = load i64, ptr %718, align 8
  %720 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %720, ptr %452, i64 %719, i64 4, i64 3899120329)
  %721 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float 0.000000e+00, ptr %721, align 4
  %722 = getelementptr i64, ptr %38, i64 41
  %723 = load i64, ptr %722, align 8
  %724 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %724, ptr %459, i64 %723, i64 4, i64 3899120329)
  %725 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float 0.000000e+00, ptr %725, align 4
  %726 = getelementptr i64, ptr %38, i64 42
  %727 = load i64, ptr %726, align 8
  %728 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %728, ptr %466, i64 %727, i64 4, i64 3899120329)
  %729 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float 0.000000e+00, ptr %729, align 4
  %730 = getelementptr i64, ptr %38, i64 43
  %731 = load i64, ptr %730, align 8
  %732 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %732, ptr %473, i64 %731, i64 4, i64 3899120329)
  %733 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float 0.000000e+00, ptr %733, align 4
  %734 = getelementptr i64, ptr %38, i64 44
  %735 = load i64, ptr %734, align 8
  %736 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %736, ptr %480, i64 %735, i64 4, i64 3899120329)
  %737 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float 0.000000e+00, ptr %737, align 4
  %738 = getelementptr i64, ptr %38, i64 45
  %739 = load i64, ptr %738, align 8
  %740 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %740, ptr %487, i64 %739, i64 4, i64 3899120329)
  %741 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float 0.000000e+00, ptr %741, align 4
  %742 = getelementptr i64, ptr %38, i64 46
  %743 = load i64, ptr %742, align 8
  %744 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %744, ptr %494, i64 %743, i64 4, i64 3899120329)
  %745 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float 0.000000e+00, ptr %745, align 4
  %746 = getelementptr i64, ptr %38, i64 47
  %747 = load i64, ptr %746, align 8
  %748 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %748, ptr %501, i64 %747, i64 4, i64 3899120329)
  %749 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float 0.000000e+00, ptr %749, align 4
  %750 = getelementptr i64, ptr %38, i64 40
  %751 = load i64, ptr %750, align 8
  %752 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %752, ptr %452, i64 %751, i64 4, i64 3899120329)
  %753 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %703, ptr %753, align 4
  %754 = getelementptr i64, ptr %38, i64 41
  %755 = load i64, ptr %754, align 8
  %756 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %756, ptr %459, i64 %755, i64 4, i64 3899120329)
  %757 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %705, ptr %757, align 4
  %758 = getelementptr i64, ptr %38, i64 42
  %759 = load i64, ptr %758, align 8
  %760 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %760, ptr %466, i64 %759, i64 4, i64 3899120329)
  %761 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %707, ptr %761, align 4
  %762 = getelementptr i64, ptr %38, i64 43
  %763 = load i64, ptr %762, align 8
  %764 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %764, ptr %473, i64 %763, i64 4, i64 3899120329)
  %765 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %709, ptr %765, align 4
  %766 = getelementptr i64, ptr %38, i64 44
  %767 = load i64, ptr %766, align 8
  %768 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %768, ptr %480, i64 %767, i64 4, i64 3899120329)
  %769 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %711, ptr %769, align 4
  %770 = getelementptr i64, ptr %38, i64 45
  %771 = load i64, ptr %770, align 8
  %772 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %772, ptr %487, i64 %771, i64 4, i64 3899120329)
  %773 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %713, ptr %773, align 4
  %774 = getelementptr i64, ptr %38, i64 46
  %775 = load i64, ptr %774, align 8
  %776 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %776, ptr %494, i64 %775, i64 4, i64 3899120329)
  %777 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %715, ptr %777, align 4
  %778 = getelementptr i64, ptr %38, i64 47
  %779 = load i64, ptr %778, align 8
  %780 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %780, ptr %501, i64 %779, i64 4, i64 3899120329)
  %781 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %717, ptr %781, align 4
  %782 = fmul reassoc ninf nsz afn float %703, 0x3FE99999A0000000
  %783 = call reassoc ninf nsz afn float @sin_f32(float %705)
  %784 = getelementptr i64, ptr %38, i64 39
  %785 = load i64, ptr %784, align 8
  %786 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %786, ptr %443, i64 %785, i64 4, i64 3899120329)
  %787 = call ptr @stack_top_primal(ptr %443, i64 4)
  store float %783, ptr %787, align 4
  %788 = call ptr @stack_top_primal(ptr %443, i64 4)
  %789 = load float, ptr %788, align 4
  %790 = fmul reassoc ninf nsz afn float %789, 0x3FD3333340000000
  %791 = fadd reassoc ninf nsz afn float %782, %790
  %792 = call ptr @stack_top_primal(ptr %459, i64 4)
  %793 = load float, ptr %792, align 4
  %794 = call ptr @stack_top_primal(ptr %466, i64 4)
  %795 = load float, ptr %794, align 4
  %796 = call ptr @stack_top_primal(ptr %473, i64 4)
  %797 = load float, ptr %796, align 4
  %798 = call ptr @stack_top_primal(ptr %480, i64 4)
  %799 = load float, ptr %798, align 4
  %800 = call ptr @stack_top_primal(ptr %487, i64 4)
  %801 = load float, ptr %800, align 4
  %802 = call ptr @stack_top_primal(ptr %494, i64 4)
  %803 = load float, ptr %802, align 4
  %804 = call ptr @stack_top_primal(ptr %501, i64 4)
  %805 = load float, ptr %804, align 4
  %806 = getelementptr i64, ptr %38, i64 40
  %807 = load i64, ptr %806, align 8
  %808 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %808, ptr %452, i64 %807, i64 4, i64 3899120329)
  %809 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %791, ptr %809, align 4
  %810 = getelementptr i64, ptr %38, i64 41
  %811 = load i64, ptr %810, align 8
  %812 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %812, ptr %459, i64 %811, i64 4, i64 3899120329)
  %813 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %793, ptr %813, align 4
  %814 = getelementptr i64, ptr %38, i64 42
  %815 = load i64, ptr %814, align 8
  %816 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %816, ptr %466, i64 %815, i64 4, i64 3899120329)
  %817 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %795, ptr %817, align 4
  %818 = getelementptr i64, ptr %38, i64 43
  %819 = load i64, ptr %818, align 8
  %820 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %820, ptr %473, i64 %819, i64 4, i64 3899120329)
  %821 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %797, ptr %821, align 4
  %822 = getelementptr i64, ptr %38, i64 44
  %823 = load i64, ptr %822, align 8
  %824 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %824, ptr %480, i64 %823, i64 4, i64 3899120329)
  %825 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %799, ptr %825, align 4
  %826 = getelementptr i64, ptr %38, i64 45
  %827 = load i64, ptr %826, align 8
  %828 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %828, ptr %487, i64 %827, i64 4, i64 3899120329)
  %829 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %801, ptr %829, align 4
  %830 = getelementptr i64, ptr %38, i64 46
  %831 = load i64, ptr %830, align 8
  %832 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %832, ptr %494, i64 %831, i64 4, i64 3899120329)
  %833 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %803, ptr %833, align 4
  %834 = getelementptr i64, ptr %38, i64 47
  %835 = load i64, ptr %834, align 8
  %836 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %836, ptr %501, i64 %835, i64 4, i64 3899120329)
  %837 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %805, ptr %837, align 4
  %838 = fmul reassoc ninf nsz afn float %705, 0x3FE99999A0000000
  %839 = call reassoc ninf nsz afn float @sin_f32(float %707)
  %840 = getelementptr i64, ptr %38, i64 38
  %841 = load i64, ptr %840, align 8
  %842 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %842, ptr %434, i64 %841, i64 4, i64 3899120329)
  %843 = call ptr @stack_top_primal(ptr %434, i64 4)
  store float %839, ptr %843, align 4
  %844 = call ptr @stack_top_primal(ptr %434, i64 4)
  %845 = load float, ptr %844, align 4
  %846 = fmul reassoc ninf nsz afn float %845, 0x3FD3333340000000
  %847 = fadd reassoc ninf nsz afn float %838, %846
  %848 = call ptr @stack_top_primal(ptr %452, i64 4)
  %849 = load float, ptr %848, align 4
  %850 = call ptr @stack_top_primal(ptr %466, i64 4)
  %851 = load float, ptr %850, align 4
  %852 = call ptr @stack_top_primal(ptr %473, i64 4)
  %853 = load float, ptr %852, align 4
  %854 = call ptr @stack_top_primal(ptr %480, i64 4)
  %855 = load float, ptr %854, align 4
  %856 = call ptr @stack_top_primal(ptr %487, i64 4)
  %857 = load float, ptr %856, align 4
  %858 = call ptr @stack_top_primal(ptr %494, i64 4)
  %859 = load float, ptr %858, align 4
  %860 = call ptr @stack_top_primal(ptr %501, i64 4)
  %861 = load float, ptr %860, align 4
  %862 = getelementptr i64, ptr %38, i64 40
  %863 = load i64, ptr %862, align 8
  %864 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %864, ptr %452, i64 %863, i64 4, i64 3899120329)
  %865 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %849, ptr %865, align 4
  %866 = getelementptr i64, ptr %38, i64 41
  %867 = load i64, ptr %866, align 8
  %868 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %868, ptr %459, i64 %867, i64 4, i64 3899120329)
  %869 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %847, ptr %869, align 4
  %870 = getelementptr i64, ptr %38, i64 42
  %871 = load i64, ptr %870, align 8
  %872 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %872, ptr %466, i64 %871, i64 4, i64 3899120329)
  %873 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %851, ptr %873, align 4
  %874 = getelementptr i64, ptr %38, i64 43
  %875 = load i64, ptr %874, align 8
  %876 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %876, ptr %473, i64 %875, i64 4, i64 3899120329)
  %877 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %853, ptr %877, align 4
  %878 = getelementptr i64, ptr %38, i64 44
  %879 = load i64, ptr %878, align 8
  %880 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %880, ptr %480, i64 %879, i64 4, i64 3899120329)
  %881 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %855, ptr %881, align 4
  %882 = getelementptr i64, ptr %38, i64 45
  %883 = load i64, ptr %882, align 8
  %884 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %884, ptr %487, i64 %883, i64 4, i64 3899120329)
  %885 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %857, ptr %885, align 4
  %886 = getelementptr i64, ptr %38, i64 46
  %887 = load i64, ptr %886, align 8
  %888 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %888, ptr %494, i64 %887, i64 4, i64 3899120329)
  %889 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %859, ptr %889, align 4
  %890 = getelementptr i64, ptr %38, i64 47
  %891 = load i64, ptr %890, align 8
  %892 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %892, ptr %501, i64 %891, i64 4, i64 3899120329)
  %893 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %861, ptr %893, align 4
  %894 = fmul reassoc ninf nsz afn float %707, 0x3FE99999A0000000
  %895 = call reassoc ninf nsz afn float @sin_f32(float %709)
  %896 = getelementptr i64, ptr %38, i64 37
  %897 = load i64, ptr %896, align 8
  %898 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %898, ptr %425, i64 %897, i64 4, i64 3899120329)
  %899 = call ptr @stack_top_primal(ptr %425, i64 4)
  store float %895, ptr %899, align 4
  %900 = call ptr @stack_top_primal(ptr %425, i64 4)
  %901 = load float, ptr %900, align 4
  %902 = fmul reassoc ninf nsz afn float %901, 0x3FD3333340000000
  %903 = fadd reassoc ninf nsz afn float %894, %902
  %904 = call ptr @stack_top_primal(ptr %452, i64 4)
  %905 = load float, ptr %904, align 4
  %906 = call ptr @stack_top_primal(ptr %459, i64 4)
  %907 = load float, ptr %906, align 4
  %908 = call ptr @stack_top_primal(ptr %473, i64 4)
  %909 = load float, ptr %908, align 4
  %910 = call ptr @stack_top_primal(ptr %480, i64 4)
  %911 = load float, ptr %910, align 4
  %912 = call ptr @stack_top_primal(ptr %487, i64 4)
  %913 = load float, ptr %912, align 4
  %914 = call ptr @stack_top_primal(ptr %494, i64 4)
  %915 = load float, ptr %914, align 4
  %916 = call ptr @stack_top_primal(ptr %501, i64 4)
  %917 = load float, ptr %916, align 4
  %918 = getelementptr i64, ptr %38, i64 40
  %919 = load i64, ptr %918, align 8
  %920 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %920, ptr %452, i64 %919, i64 4, i64 3899120329)
  %921 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %905, ptr %921, align 4
  %922 = getelementptr i64, ptr %38, i64 41
  %923 = load i64, ptr %922, align 8
  %924 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %924, ptr %459, i64 %923, i64 4, i64 3899120329)
  %925 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %907, ptr %925, align 4
  %926 = getelementptr i64, ptr %38, i64 42
  %927 = load i64, ptr %926, align 8
  %928 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %928, ptr %466, i64 %927, i64 4, i64 3899120329)
  %929 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %903, ptr %929, align 4
  %930 = getelementptr i64, ptr %38, i64 43
  %931 = load i64, ptr %930, align 8
  %932 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %932, ptr %473, i64 %931, i64 4, i64 3899120329)
  %933 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %909, ptr %933, align 4
  %934 = getelementptr i64, ptr %38, i64 44
  %935 = load i64, ptr %934, align 8
  %936 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %936, ptr %480, i64 %935, i64 4, i64 3899120329)
  %937 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %911, ptr %937, align 4
  %938 = getelementptr i64, ptr %38, i64 45
  %939 = load i64, ptr %938, align 8
  %940 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %940, ptr %487, i64 %939, i64 4, i64 3899120329)
  %941 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %913, ptr %941, align 4
  %942 = getelementptr i64, ptr %38, i64 46
  %943 = load i64, ptr %942, align 8
  %944 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %944, ptr %494, i64 %943, i64 4, i64 3899120329)
  %945 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %915, ptr %945, align 4
  %946 = getelementptr i64, ptr %38, i64 47
  %947 = load i64, ptr %946, align 8
  %948 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %948, ptr %501, i64 %947, i64 4, i64 3899120329)
  %949 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %917, ptr %949, align 4
  %950 = fmul reassoc ninf nsz afn float %709, 0x3FE99999A0000000
  %951 = call reassoc ninf nsz afn float @sin_f32(float %711)
  %952 = getelementptr i64, ptr %38, i64 36
  %953 = load i64, ptr %952, align 8
  %954 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %954, ptr %416, i64 %953, i64 4, i64 3899120329)
  %955 = call ptr @stack_top_primal(ptr %416, i64 4)
  store float %951, ptr %955, align 4
  %956 = call ptr @stack_top_primal(ptr %416, i64 4)
  %957 = load float, ptr %956, align 4
  %958 = fmul reassoc ninf nsz afn float %957, 0x3FD3333340000000
  %959 = fadd reassoc ninf nsz afn float %950, %958
  %960 = call ptr @stack_top_primal(ptr %452, i64 4)
  %961 = load float, ptr %960, align 4
  %962 = call ptr @stack_top_primal(ptr %459, i64 4)
  %963 = load float, ptr %962, align 4
  %964 = call ptr @stack_top_primal(ptr %466, i64 4)
  %965 = load float, ptr %964, align 4
  %966 = call ptr @stack_top_primal(ptr %480, i64 4)
  %967 = load float, ptr %966, align 4
  %968 = call ptr @stack_top_primal(ptr %487, i64 4)
  %969 = load float, ptr %968, align 4
  %970 = call ptr @stack_top_primal(ptr %494, i64 4)
  %971 = load float, ptr %970, align 4
  %972 = call ptr @stack_top_primal(ptr %501, i64 4)
  %973 = load float, ptr %972, align 4
  %974 = getelementptr i64, ptr %38, i64 40
  %975 = load i64, ptr %974, align 8
  %976 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %976, ptr %452, i64 %975, i64 4, i64 3899120329)
  %977 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %961, ptr %977, align 4
  %978 = getelementptr i64, ptr %38, i64 41
  %979 = load i64, ptr %978, align 8
  %980 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %980, ptr %459, i64 %979, i64 4, i64 3899120329)
  %981 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %963, ptr %981, align 4
  %982 = getelementptr i64, ptr %38, i64 42
  %983 = load i64, ptr %982, align 8
  %984 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %984, ptr %466, i64 %983, i64 4, i64 3899120329)
  %985 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %965, ptr %985, align 4
  %986 = getelementptr i64, ptr %38, i64 43
  %987 = load i64, ptr %986, align 8
  %988 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %988, ptr %473, i64 %987, i64 4, i64 3899120329)
  %989 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %959, ptr %989, align 4
  %990 = getelementptr i64, ptr %38, i64 44
  %991 = load i64, ptr %990, align 8
  %992 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %992, ptr %480, i64 %991, i64 4, i64 3899120329)
  %993 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %967, ptr %993, align 4
  %994 = getelementptr i64, ptr %38, i64 45
  %995 = load i64, ptr %994, align 8
  %996 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %996, ptr %487, i64 %995, i64 4, i64 3899120329)
  %997 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %969, ptr %997, align 4
  %998 = getelementptr i64, ptr %38, i64 46
  %999 = load i64, ptr %998, align 8
  %1000 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1000, ptr %494, i64 %999, i64 4, i64 3899120329)
  %1001 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %971, ptr %1001, align 4
  %1002 = getelementptr i64, ptr %38, i64 47
  %1003 = load i64, ptr %1002, align 8
  %1004 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1004, ptr %501, i64 %1003, i64 4, i64 3899120329)
  %1005 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %973, ptr %1005, align 4
  %1006 = fmul reassoc ninf nsz afn float %711, 0x3FE99999A0000000
  %1007 = call reassoc ninf nsz afn float @sin_f32(float %713)
  %1008 = getelementptr i64, ptr %38, i64 35
  %1009 = load i64, ptr %1008, align 8
  %1010 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1010, ptr %407, i64 %1009, i64 4, i64 3899120329)
  %1011 = call ptr @stack_top_primal(ptr %407, i64 4)
  store float %1007, ptr %1011, align 4
  %1012 = call ptr @stack_top_primal(ptr %407, i64 4)
  %1013 = load float, ptr %1012, align 4
  %1014 = fmul reassoc ninf nsz afn float %1013, 0x3FD3333340000000
  %1015 = fadd reassoc ninf nsz afn float %1006, %1014
  %1016 = call ptr @stack_top_primal(ptr %452, i64 4)
  %1017 = load float, ptr %1016, align 4
  %1018 = call ptr @stack_top_primal(ptr %459, i64 4)
  %1019 = load float, ptr %1018, align 4
  %1020 = call ptr @stack_top_primal(ptr %466, i64 4)
  %1021 = load float, ptr %1020, align 4
  %1022 = call ptr @stack_top_primal(ptr %473, i64 4)
  %1023 = load float, ptr %1022, align 4
  %1024 = call ptr @stack_top_primal(ptr %487, i64 4)
  %1025 = load float, ptr %1024, align 4
  %1026 = call ptr @stack_top_primal(ptr %494, i64 4)
  %1027 = load float, ptr %1026, align 4
  %1028 = call ptr @stack_top_primal(ptr %501, i64 4)
  %1029 = load float, ptr %1028, align 4
  %1030 = getelementptr i64, ptr %38, i64 40
  %1031 = load i64, ptr %1030, align 8
  %1032 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1032, ptr %452, i64 %1031, i64 4, i64 3899120329)
  %1033 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %1017, ptr %1033, align 4
  %1034 = getelementptr i64, ptr %38, i64 41
  %1035 = load i64, ptr %1034, align 8
  %1036 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1036, ptr %459, i64 %1035, i64 4, i64 3899120329)
  %1037 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %1019, ptr %1037, align 4
  %1038 = getelementptr i64, ptr %38, i64 42
  %1039 = load i64, ptr %1038, align 8
  %1040 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1040, ptr %466, i64 %1039, i64 4, i64 3899120329)
  %1041 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %1021, ptr %1041, align 4
  %1042 = getelementptr i64, ptr %38, i64 43
  %1043 = load i64, ptr %1042, align 8
  %1044 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1044, ptr %473, i64 %1043, i64 4, i64 3899120329)
  %1045 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %1023, ptr %1045, align 4
  %1046 = getelementptr i64, ptr %38, i64 44
  %1047 = load i64, ptr %1046, align 8
  %1048 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1048, ptr %480, i64 %1047, i64 4, i64 3899120329)
  %1049 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %1015, ptr %1049, align 4
  %1050 = getelementptr i64, ptr %38, i64 45
  %1051 = load i64, ptr %1050, align 8
  %1052 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1052, ptr %487, i64 %1051, i64 4, i64 3899120329)
  %1053 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %1025, ptr %1053, align 4
  %1054 = getelementptr i64, ptr %38, i64 46
  %1055 = load i64, ptr %1054, align 8
  %1056 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1056, ptr %494, i64 %1055, i64 4, i64 3899120329)
  %1057 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %1027, ptr %1057, align 4
  %1058 = getelementptr i64, ptr %38, i64 47
  %1059 = load i64, ptr %1058, align 8
  %1060 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1060, ptr %501, i64 %1059, i64 4, i64 3899120329)
  %1061 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %1029, ptr %1061, align 4
  %1062 = fmul reassoc ninf nsz afn float %713, 0x3FE99999A0000000
  %1063 = call reassoc ninf nsz afn float @sin_f32(float %715)
  %1064 = getelementptr i64, ptr %38, i64 34
  %1065 = load i64, ptr %1064, align 8
  %1066 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1066, ptr %398, i64 %1065, i64 4, i64 3899120329)
  %1067 = call ptr @stack_top_primal(ptr %398, i64 4)
  store float %1063, ptr %1067, align 4
  %1068 = call ptr @stack_top_primal(ptr %398, i64 4)
  %1069 = load float, ptr %1068, align 4
  %1070 = fmul reassoc ninf nsz afn float %1069, 0x3FD3333340000000
  %1071 = fadd reassoc ninf nsz afn float %1062, %1070
  %1072 = call ptr @stack_top_primal(ptr %452, i64 4)
  %1073 = load float, ptr %1072, align 4
  %1074 = call ptr @stack_top_primal(ptr %459, i64 4)
  %1075 = load float, ptr %1074, align 4
  %1076 = call ptr @stack_top_primal(ptr %466, i64 4)
  %1077 = load float, ptr %1076, align 4
  %1078 = call ptr @stack_top_primal(ptr %473, i64 4)
  %1079 = load float, ptr %1078, align 4
  %1080 = call ptr @stack_top_primal(ptr %480, i64 4)
  %1081 = load float, ptr %1080, align 4
  %1082 = call ptr @stack_top_primal(ptr %494, i64 4)
  %1083 = load float, ptr %1082, align 4
  %1084 = call ptr @stack_top_primal(ptr %501, i64 4)
  %1085 = load float, ptr %1084, align 4
  %1086 = getelementptr i64, ptr %38, i64 40
  %1087 = load i64, ptr %1086, align 8
  %1088 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1088, ptr %452, i64 %1087, i64 4, i64 3899120329)
  %1089 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %1073, ptr %1089, align 4
  %1090 = getelementptr i64, ptr %38, i64 41
  %1091 = load i64, ptr %1090, align 8
  %1092 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1092, ptr %459, i64 %1091, i64 4, i64 3899120329)
  %1093 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %1075, ptr %1093, align 4
  %1094 = getelementptr i64, ptr %38, i64 42
  %1095 = load i64, ptr %1094, align 8
  %1096 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1096, ptr %466, i64 %1095, i64 4, i64 3899120329)
  %1097 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %1077, ptr %1097, align 4
  %1098 = getelementptr i64, ptr %38, i64 43
  %1099 = load i64, ptr %1098, align 8
  %1100 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1100, ptr %473, i64 %1099, i64 4, i64 3899120329)
  %1101 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %1079, ptr %1101, align 4
  %1102 = getelementptr i64, ptr %38, i64 44
  %1103 = load i64, ptr %1102, align 8
  %1104 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1104, ptr %480, i64 %1103, i64 4, i64 3899120329)
  %1105 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %1081, ptr %1105, align 4
  %1106 = getelementptr i64, ptr %38, i64 45
  %1107 = load i64, ptr %1106, align 8
  %1108 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1108, ptr %487, i64 %1107, i64 4, i64 3899120329)
  %1109 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %1071, ptr %1109, align 4
  %1110 = getelementptr i64, ptr %38, i64 46
  %1111 = load i64, ptr %1110, align 8
  %1112 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1112, ptr %494, i64 %1111, i64 4, i64 3899120329)
  %1113 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %1083, ptr %1113, align 4
  %1114 = getelementptr i64, ptr %38, i64 47
  %1115 = load i64, ptr %1114, align 8
  %1116 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1116, ptr %501, i64 %1115, i64 4, i64 3899120329)
  %1117 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %1085, ptr %1117, align 4
  %1118 = fmul reassoc ninf nsz afn float %715, 0x3FE99999A0000000
  %1119 = call reassoc ninf nsz afn float @sin_f32(float %717)
  %1120 = getelementptr i64, ptr %38, i64 33
  %1121 = load i64, ptr %1120, align 8
  %1122 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1122, ptr %389, i64 %1121, i64 4, i64 3899120329)
  %1123 = call ptr @stack_top_primal(ptr %389, i64 4)
  store float %1119, ptr %1123, align 4
  %1124 = call ptr @stack_top_primal(ptr %389, i64 4)
  %1125 = load float, ptr %1124, align 4
  %1126 = fmul reassoc ninf nsz afn float %1125, 0x3FD3333340000000
  %1127 = fadd reassoc ninf nsz afn float %1118, %1126
  %1128 = call ptr @stack_top_primal(ptr %452, i64 4)
  %1129 = load float, ptr %1128, align 4
  %1130 = call ptr @stack_top_primal(ptr %459, i64 4)
  %1131 = load float, ptr %1130, align 4
  %1132 = call ptr @stack_top_primal(ptr %466, i64 4)
  %1133 = load float, ptr %1132, align 4
  %1134 = call ptr @stack_top_primal(ptr %473, i64 4)
  %1135 = load float, ptr %1134, align 4
  %1136 = call ptr @stack_top_primal(ptr %480, i64 4)
  %1137 = load float, ptr %1136, align 4
  %1138 = call ptr @stack_top_primal(ptr %487, i64 4)
  %1139 = load float, ptr %1138, align 4
  %1140 = call ptr @stack_top_primal(ptr %501, i64 4)
  %1141 = load float, ptr %1140, align 4
  %1142 = getelementptr i64, ptr %38, i64 40
  %1143 = load i64, ptr %1142, align 8
  %1144 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1144, ptr %452, i64 %1143, i64 4, i64 3899120329)
  %1145 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %1129, ptr %1145, align 4
  %1146 = getelementptr i64, ptr %38, i64 41
  %1147 = load i64, ptr %1146, align 8
  %1148 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1148, ptr %459, i64 %1147, i64 4, i64 3899120329)
  %1149 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %1131, ptr %1149, align 4
  %1150 = getelementptr i64, ptr %38, i64 42
  %1151 = load i64, ptr %1150, align 8
  %1152 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1152, ptr %466, i64 %1151, i64 4, i64 3899120329)
  %1153 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %1133, ptr %1153, align 4
  %1154 = getelementptr i64, ptr %38, i64 43
  %1155 = load i64, ptr %1154, align 8
  %1156 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1156, ptr %473, i64 %1155, i64 4, i64 3899120329)
  %1157 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %1135, ptr %1157, align 4
  %1158 = getelementptr i64, ptr %38, i64 44
  %1159 = load i64, ptr %1158, align 8
  %1160 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1160, ptr %480, i64 %1159, i64 4, i64 3899120329)
  %1161 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %1137, ptr %1161, align 4
  %1162 = getelementptr i64, ptr %38, i64 45
  %1163 = load i64, ptr %1162, align 8
  %1164 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1164, ptr %487, i64 %1163, i64 4, i64 3899120329)
  %1165 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %1139, ptr %1165, align 4
  %1166 = getelementptr i64, ptr %38, i64 46
  %1167 = load i64, ptr %1166, align 8
  %1168 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1168, ptr %494, i64 %1167, i64 4, i64 3899120329)
  %1169 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %1127, ptr %1169, align 4
  %1170 = getelementptr i64, ptr %38, i64 47
  %1171 = load i64, ptr %1170, align 8
  %1172 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1172, ptr %501, i64 %1171, i64 4, i64 3899120329)
  %1173 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %1141, ptr %1173, align 4
  %1174 = fmul reassoc ninf nsz afn float %717, 0x3FE99999A0000000
  %1175 = call reassoc ninf nsz afn float @sin_f32(float %703)
  %1176 = getelementptr i64, ptr %38, i64 32
  %1177 = load i64, ptr %1176, align 8
  %1178 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1178, ptr %380, i64 %1177, i64 4, i64 3899120329)
  %1179 = call ptr @stack_top_primal(ptr %380, i64 4)
  store float %1175, ptr %1179, align 4
  %1180 = call ptr @stack_top_primal(ptr %380, i64 4)
  %1181 = load float, ptr %1180, align 4
  %1182 = fmul reassoc ninf nsz afn float %1181, 0x3FD3333340000000
  %1183 = fadd reassoc ninf nsz afn float %1174, %1182
  %1184 = call ptr @stack_top_primal(ptr %452, i64 4)
  %1185 = load float, ptr %1184, align 4
  %1186 = call ptr @stack_top_primal(ptr %459, i64 4)
  %1187 = load float, ptr %1186, align 4
  %1188 = call ptr @stack_top_primal(ptr %466, i64 4)
  %1189 = load float, ptr %1188, align 4
  %1190 = call ptr @stack_top_primal(ptr %473, i64 4)
  %1191 = load float, ptr %1190, align 4
  %1192 = call ptr @stack_top_primal(ptr %480, i64 4)
  %1193 = load float, ptr %1192, align 4
  %1194 = call ptr @stack_top_primal(ptr %487, i64 4)
  %1195 = load float, ptr %1194, align 4
  %1196 = call ptr @stack_top_primal(ptr %494, i64 4)
  %1197 = load float, ptr %1196, align 4
  %1198 = getelementptr i64, ptr %38, i64 40
  %1199 = load i64, ptr %1198, align 8
  %1200 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1200, ptr %452, i64 %1199, i64 4, i64 3899120329)
  %1201 = call ptr @stack_top_primal(ptr %452, i64 4)
  store float %1185, ptr %1201, align 4
  %1202 = getelementptr i64, ptr %38, i64 41
  %1203 = load i64, ptr %1202, align 8
  %1204 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1204, ptr %459, i64 %1203, i64 4, i64 3899120329)
  %1205 = call ptr @stack_top_primal(ptr %459, i64 4)
  store float %1187, ptr %1205, align 4
  %1206 = getelementptr i64, ptr %38, i64 42
  %1207 = load i64, ptr %1206, align 8
  %1208 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1208, ptr %466, i64 %1207, i64 4, i64 3899120329)
  %1209 = call ptr @stack_top_primal(ptr %466, i64 4)
  store float %1189, ptr %1209, align 4
  %1210 = getelementptr i64, ptr %38, i64 43
  %1211 = load i64, ptr %1210, align 8
  %1212 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1212, ptr %473, i64 %1211, i64 4, i64 3899120329)
  %1213 = call ptr @stack_top_primal(ptr %473, i64 4)
  store float %1191, ptr %1213, align 4
  %1214 = getelementptr i64, ptr %38, i64 44
  %1215 = load i64, ptr %1214, align 8
  %1216 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1216, ptr %480, i64 %1215, i64 4, i64 3899120329)
  %1217 = call ptr @stack_top_primal(ptr %480, i64 4)
  store float %1193, ptr %1217, align 4
  %1218 = getelementptr i64, ptr %38, i64 45
  %1219 = load i64, ptr %1218, align 8
  %1220 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1220, ptr %487, i64 %1219, i64 4, i64 3899120329)
  %1221 = call ptr @stack_top_primal(ptr %487, i64 4)
  store float %1195, ptr %1221, align 4
  %1222 = getelementptr i64, ptr %38, i64 46
  %1223 = load i64, ptr %1222, align 8
  %1224 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1224, ptr %494, i64 %1223, i64 4, i64 3899120329)
  %1225 = call ptr @stack_top_primal(ptr %494, i64 4)
  store float %1197, ptr %1225, align 4
  %1226 = getelementptr i64, ptr %38, i64 47
  %1227 = load i64, ptr %1226, align 8
  %1228 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1228, ptr %501, i64 %1227, i64 4, i64 3899120329)
  %1229 = call ptr @stack_top_primal(ptr %501, i64 4)
  store float %1183, ptr %1229, align 4
  %1230 = call ptr @stack_top_primal(ptr %452, i64 4)
  %1231 = load float, ptr %1230, align 4
  %1232 = call ptr @stack_top_primal(ptr %459, i64 4)
  %1233 = load float, ptr %1232, align 4
  %1234 = call ptr @stack_top_primal(ptr %466, i64 4)
  %1235 = load float, ptr %1234, align 4
  %1236 = call ptr @stack_top_primal(ptr %473, i64 4)
  %1237 = load float, ptr %1236, align 4
  %1238 = call ptr @stack_top_primal(ptr %480, i64 4)
  %1239 = load float, ptr %1238, align 4
  %1240 = call ptr @stack_top_primal(ptr %487, i64 4)
  %1241 = load float, ptr %1240, align 4
  %1242 = call ptr @stack_top_primal(ptr %494, i64 4)
  %1243 = load float, ptr %1242, align 4
  %1244 = call ptr @stack_top_primal(ptr %501, i64 4)
  %1245 = load float, ptr %1244, align 4
  %1246 = getelementptr i64, ptr %38, i64 48
  %1247 = load i64, ptr %1246, align 8
  %1248 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1248, ptr %577, i64 %1247, i64 4, i64 3899120329)
  %1249 = call ptr @stack_top_primal(ptr %577, i64 4)
  store float %1231, ptr %1249, align 4
  %1250 = getelementptr i64, ptr %38, i64 49
  %1251 = load i64, ptr %1250, align 8
  %1252 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1252, ptr %584, i64 %1251, i64 4, i64 3899120329)
  %1253 = call ptr @stack_top_primal(ptr %584, i64 4)
  store float %1233, ptr %1253, align 4
  %1254 = getelementptr i64, ptr %38, i64 50
  %1255 = load i64, ptr %1254, align 8
  %1256 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1256, ptr %591, i64 %1255, i64 4, i64 3899120329)
  %1257 = call ptr @stack_top_primal(ptr %591, i64 4)
  store float %1235, ptr %1257, align 4
  %1258 = getelementptr i64, ptr %38, i64 51
  %1259 = load i64, ptr %1258, align 8
  %1260 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1260, ptr %598, i64 %1259, i64 4, i64 3899120329)
  %1261 = call ptr @stack_top_primal(ptr %598, i64 4)
  store float %1237, ptr %1261, align 4
  %1262 = getelementptr i64, ptr %38, i64 52
  %1263 = load i64, ptr %1262, align 8
  %1264 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1264, ptr %605, i64 %1263, i64 4, i64 3899120329)
  %1265 = call ptr @stack_top_primal(ptr %605, i64 4)
  store float %1239, ptr %1265, align 4
  %1266 = getelementptr i64, ptr %38, i64 53
  %1267 = load i64, ptr %1266, align 8
  %1268 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1268, ptr %612, i64 %1267, i64 4, i64 3899120329)
  %1269 = call ptr @stack_top_primal(ptr %612, i64 4)
  store float %1241, ptr %1269, align 4
  %1270 = getelementptr i64, ptr %38, i64 54
  %1271 = load i64, ptr %1270, align 8
  %1272 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1272, ptr %619, i64 %1271, i64 4, i64 3899120329)
  %1273 = call ptr @stack_top_primal(ptr %619, i64 4)
  store float %1243, ptr %1273, align 4
  %1274 = getelementptr i64, ptr %38, i64 55
  %1275 = load i64, ptr %1274, align 8
  %1276 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1276, ptr %626, i64 %1275, i64 4, i64 3899120329)
  %1277 = call ptr @stack_top_primal(ptr %626, i64 4)
  store float %1245, ptr %1277, align 4
  %1278 = call ptr @stack_top_primal(ptr %577, i64 4)
  %1279 = load float, ptr %1278, align 4
  %1280 = call ptr @stack_top_primal(ptr %584, i64 4)
  %1281 = load float, ptr %1280, align 4
  %1282 = call ptr @stack_top_primal(ptr %591, i64 4)
  %1283 = load float, ptr %1282, align 4
  %1284 = call ptr @stack_top_primal(ptr %598, i64 4)
  %1285 = load float, ptr %1284, align 4
  %1286 = call ptr @stack_top_primal(ptr %605, i64 4)
  %1287 = load float, ptr %1286, align 4
  %1288 = call ptr @stack_top_primal(ptr %612, i64 4)
  %1289 = load float, ptr %1288, align 4
  %1290 = call ptr @stack_top_primal(ptr %619, i64 4)
  %1291 = load float, ptr %1290, align 4
  %1292 = call ptr @stack_top_primal(ptr %626, i64 4)
  %1293 = load float, ptr %1292, align 4
  %1294 = getelementptr i64, ptr %38, i64 24
  %1295 = load i64, ptr %1294, align 8
  %1296 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1296, ptr %292, i64 %1295, i64 4, i64 3899120329)
  %1297 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float 0.000000e+00, ptr %1297, align 4
  %1298 = getelementptr i64, ptr %38, i64 25
  %1299 = load i64, ptr %1298, align 8
  %1300 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1300, ptr %299, i64 %1299, i64 4, i64 3899120329)
  %1301 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float 0.000000e+00, ptr %1301, align 4
  %1302 = getelementptr i64, ptr %38, i64 26
  %1303 = load i64, ptr %1302, align 8
  %1304 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1304, ptr %306, i64 %1303, i64 4, i64 3899120329)
  %1305 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float 0.000000e+00, ptr %1305, align 4
  %1306 = getelementptr i64, ptr %38, i64 27
  %1307 = load i64, ptr %1306, align 8
  %1308 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1308, ptr %313, i64 %1307, i64 4, i64 3899120329)
  %1309 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float 0.000000e+00, ptr %1309, align 4
  %1310 = getelementptr i64, ptr %38, i64 28
  %1311 = load i64, ptr %1310, align 8
  %1312 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1312, ptr %320, i64 %1311, i64 4, i64 3899120329)
  %1313 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float 0.000000e+00, ptr %1313, align 4
  %1314 = getelementptr i64, ptr %38, i64 29
  %1315 = load i64, ptr %1314, align 8
  %1316 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1316, ptr %327, i64 %1315, i64 4, i64 3899120329)
  %1317 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float 0.000000e+00, ptr %1317, align 4
  %1318 = getelementptr i64, ptr %38, i64 30
  %1319 = load i64, ptr %1318, align 8
  %1320 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1320, ptr %334, i64 %1319, i64 4, i64 3899120329)
  %1321 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float 0.000000e+00, ptr %1321, align 4
  %1322 = getelementptr i64, ptr %38, i64 31
  %1323 = load i64, ptr %1322, align 8
  %1324 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1324, ptr %341, i64 %1323, i64 4, i64 3899120329)
  %1325 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float 0.000000e+00, ptr %1325, align 4
  %1326 = getelementptr i64, ptr %38, i64 24
  %1327 = load i64, ptr %1326, align 8
  %1328 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1328, ptr %292, i64 %1327, i64 4, i64 3899120329)
  %1329 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1279, ptr %1329, align 4
  %1330 = getelementptr i64, ptr %38, i64 25
  %1331 = load i64, ptr %1330, align 8
  %1332 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1332, ptr %299, i64 %1331, i64 4, i64 3899120329)
  %1333 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1281, ptr %1333, align 4
  %1334 = getelementptr i64, ptr %38, i64 26
  %1335 = load i64, ptr %1334, align 8
  %1336 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1336, ptr %306, i64 %1335, i64 4, i64 3899120329)
  %1337 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1283, ptr %1337, align 4
  %1338 = getelementptr i64, ptr %38, i64 27
  %1339 = load i64, ptr %1338, align 8
  %1340 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1340, ptr %313, i64 %1339, i64 4, i64 3899120329)
  %1341 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1285, ptr %1341, align 4
  %1342 = getelementptr i64, ptr %38, i64 28
  %1343 = load i64, ptr %1342, align 8
  %1344 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1344, ptr %320, i64 %1343, i64 4, i64 3899120329)
  %1345 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1287, ptr %1345, align 4
  %1346 = getelementptr i64, ptr %38, i64 29
  %1347 = load i64, ptr %1346, align 8
  %1348 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1348, ptr %327, i64 %1347, i64 4, i64 3899120329)
  %1349 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1289, ptr %1349, align 4
  %1350 = getelementptr i64, ptr %38, i64 30
  %1351 = load i64, ptr %1350, align 8
  %1352 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1352, ptr %334, i64 %1351, i64 4, i64 3899120329)
  %1353 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1291, ptr %1353, align 4
  %1354 = getelementptr i64, ptr %38, i64 31
  %1355 = load i64, ptr %1354, align 8
  %1356 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1356, ptr %341, i64 %1355, i64 4, i64 3899120329)
  %1357 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1293, ptr %1357, align 4
  %1358 = fmul reassoc ninf nsz afn float %1279, 0x3FE99999A0000000
  %1359 = call reassoc ninf nsz afn float @sin_f32(float %1281)
  %1360 = getelementptr i64, ptr %38, i64 23
  %1361 = load i64, ptr %1360, align 8
  %1362 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1362, ptr %283, i64 %1361, i64 4, i64 3899120329)
  %1363 = call ptr @stack_top_primal(ptr %283, i64 4)
  store float %1359, ptr %1363, align 4
  %1364 = call ptr @stack_top_primal(ptr %283, i64 4)
  %1365 = load float, ptr %1364, align 4
  %1366 = fmul reassoc ninf nsz afn float %1365, 0x3FD3333340000000
  %1367 = fadd reassoc ninf nsz afn float %1358, %1366
  %1368 = call ptr @stack_top_primal(ptr %299, i64 4)
  %1369 = load float, ptr %1368, align 4
  %1370 = call ptr @stack_top_primal(ptr %306, i64 4)
  %1371 = load float, ptr %1370, align 4
  %1372 = call ptr @stack_top_primal(ptr %313, i64 4)
  %1373 = load float, ptr %1372, align 4
  %1374 = call ptr @stack_top_primal(ptr %320, i64 4)
  %1375 = load float, ptr %1374, align 4
  %1376 = call ptr @stack_top_primal(ptr %327, i64 4)
  %1377 = load float, ptr %1376, align 4
  %1378 = call ptr @stack_top_primal(ptr %334, i64 4)
  %1379 = load float, ptr %1378, align 4
  %1380 = call ptr @stack_top_primal(ptr %341, i64 4)
  %1381 = load float, ptr %1380, align 4
  %1382 = getelementptr i64, ptr %38, i64 24
  %1383 = load i64, ptr %1382, align 8
  %1384 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1384, ptr %292, i64 %1383, i64 4, i64 3899120329)
  %1385 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1367, ptr %1385, align 4
  %1386 = getelementptr i64, ptr %38, i64 25
  %1387 = load i64, ptr %1386, align 8
  %1388 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1388, ptr %299, i64 %1387, i64 4, i64 3899120329)
  %1389 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1369, ptr %1389, align 4
  %1390 = getelementptr i64, ptr %38, i64 26
  %1391 = load i64, ptr %1390, align 8
  %1392 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1392, ptr %306, i64 %1391, i64 4, i64 3899120329)
  %1393 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1371, ptr %1393, align 4
  %1394 = getelementptr i64, ptr %38, i64 27
  %1395 = load i64, ptr %1394, align 8
  %1396 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1396, ptr %313, i64 %1395, i64 4, i64 3899120329)
  %1397 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1373, ptr %1397, align 4
  %1398 = getelementptr i64, ptr %38, i64 28
  %1399 = load i64, ptr %1398, align 8
  %1400 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1400, ptr %320, i64 %1399, i64 4, i64 3899120329)
  %1401 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1375, ptr %1401, align 4
  %1402 = getelementptr i64, ptr %38, i64 29
  %1403 = load i64, ptr %1402, align 8
  %1404 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1404, ptr %327, i64 %1403, i64 4, i64 3899120329)
  %1405 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1377, ptr %1405, align 4
  %1406 = getelementptr i64, ptr %38, i64 30
  %1407 = load i64, ptr %1406, align 8
  %1408 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1408, ptr %334, i64 %1407, i64 4, i64 3899120329)
  %1409 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1379, ptr %1409, align 4
  %1410 = getelementptr i64, ptr %38, i64 31
  %1411 = load i64, ptr %1410, align 8
  %1412 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1412, ptr %341, i64 %1411, i64 4, i64 3899120329)
  %1413 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1381, ptr %1413, align 4
  %1414 = fmul reassoc ninf nsz afn float %1281, 0x3FE99999A0000000
  %1415 = call reassoc ninf nsz afn float @sin_f32(float %1283)
  %1416 = getelementptr i64, ptr %38, i64 22
  %1417 = load i64, ptr %1416, align 8
  %1418 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1418, ptr %274, i64 %1417, i64 4, i64 3899120329)
  %1419 = call ptr @stack_top_primal(ptr %274, i64 4)
  store float %1415, ptr %1419, align 4
  %1420 = call ptr @stack_top_primal(ptr %274, i64 4)
  %1421 = load float, ptr %1420, align 4
  %1422 = fmul reassoc ninf nsz afn float %1421, 0x3FD3333340000000
  %1423 = fadd reassoc ninf nsz afn float %1414, %1422
  %1424 = call ptr @stack_top_primal(ptr %292, i64 4)
  %1425 = load float, ptr %1424, align 4
  %1426 = call ptr @stack_top_primal(ptr %306, i64 4)
  %1427 = load float, ptr %1426, align 4
  %1428 = call ptr @stack_top_primal(ptr %313, i64 4)
  %1429 = load float, ptr %1428, align 4
  %1430 = call ptr @stack_top_primal(ptr %320, i64 4)
  %1431 = load float, ptr %1430, align 4
  %1432 = call ptr @stack_top_primal(ptr %327, i64 4)
  %1433 = load float, ptr %1432, align 4
  %1434 = call ptr @stack_top_primal(ptr %334, i64 4)
  %1435 = load float, ptr %1434, align 4
  %1436 = call ptr @stack_top_primal(ptr %341, i64 4)
  %1437 = load float, ptr %1436, align 4
  %1438 = getelementptr i64, ptr %38, i64 24
  %1439 = load i64, ptr %1438, align 8
  %1440 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1440, ptr %292, i64 %1439, i64 4, i64 3899120329)
  %1441 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1425, ptr %1441, align 4
  %1442 = getelementptr i64, ptr %38, i64 25
  %1443 = load i64, ptr %1442, align 8
  %1444 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1444, ptr %299, i64 %1443, i64 4, i64 3899120329)
  %1445 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1423, ptr %1445, align 4
  %1446 = getelementptr i64, ptr %38, i64 26
  %1447 = load i64, ptr %1446, align 8
  %1448 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1448, ptr %306, i64 %1447, i64 4, i64 3899120329)
  %1449 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1427, ptr %1449, align 4
  %1450 = getelementptr i64, ptr %38, i64 27
  %1451 = load i64, ptr %1450, align 8
  %1452 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1452, ptr %313, i64 %1451, i64 4, i64 3899120329)
  %1453 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1429, ptr %1453, align 4
  %1454 = getelementptr i64, ptr %38, i64 28
  %1455 = load i64, ptr %1454, align 8
  %1456 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1456, ptr %320, i64 %1455, i64 4, i64 3899120329)
  %1457 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1431, ptr %1457, align 4
  %1458 = getelementptr i64, ptr %38, i64 29
  %1459 = load i64, ptr %1458, align 8
  %1460 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1460, ptr %327, i64 %1459, i64 4, i64 3899120329)
  %1461 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1433, ptr %1461, align 4
  %1462 = getelementptr i64, ptr %38, i64 30
  %1463 = load i64, ptr %1462, align 8
  %1464 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1464, ptr %334, i64 %1463, i64 4, i64 3899120329)
  %1465 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1435, ptr %1465, align 4
  %1466 = getelementptr i64, ptr %38, i64 31
  %1467 = load i64, ptr %1466, align 8
  %1468 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1468, ptr %341, i64 %1467, i64 4, i64 3899120329)
  %1469 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1437, ptr %1469, align 4
  %1470 = fmul reassoc ninf nsz afn float %1283, 0x3FE99999A0000000
  %1471 = call reassoc ninf nsz afn float @sin_f32(float %1285)
  %1472 = getelementptr i64, ptr %38, i64 21
  %1473 = load i64, ptr %1472, align 8
  %1474 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1474, ptr %265, i64 %1473, i64 4, i64 3899120329)
  %1475 = call ptr @stack_top_primal(ptr %265, i64 4)
  store float %1471, ptr %1475, align 4
  %1476 = call ptr @stack_top_primal(ptr %265, i64 4)
  %1477 = load float, ptr %1476, align 4
  %1478 = fmul reassoc ninf nsz afn float %1477, 0x3FD3333340000000
  %1479 = fadd reassoc ninf nsz afn float %1470, %1478
  %1480 = call ptr @stack_top_primal(ptr %292, i64 4)
  %1481 = load float, ptr %1480, align 4
  %1482 = call ptr @stack_top_primal(ptr %299, i64 4)
  %1483 = load float, ptr %1482, align 4
  %1484 = call ptr @stack_top_primal(ptr %313, i64 4)
  %1485 = load float, ptr %1484, align 4
  %1486 = call ptr @stack_top_primal(ptr %320, i64 4)
  %1487 = load float, ptr %1486, align 4
  %1488 = call ptr @stack_top_primal(ptr %327, i64 4)
  %1489 = load float, ptr %1488, align 4
  %1490 = call ptr @stack_top_primal(ptr %334, i64 4)
  %1491 = load float, ptr %1490, align 4
  %1492 = call ptr @stack_top_primal(ptr %341, i64 4)
  %1493 = load float, ptr %1492, align 4
  %1494 = getelementptr i64, ptr %38, i64 24
  %1495 = load i64, ptr %1494, align 8
  %1496 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1496, ptr %292, i64 %1495, i64 4, i64 3899120329)
  %1497 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1481, ptr %1497, align 4
  %1498 = getelementptr i64, ptr %38, i64 25
  %1499 = load i64, ptr %1498, align 8
  %1500 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1500, ptr %299, i64 %1499, i64 4, i64 3899120329)
  %1501 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1483, ptr %1501, align 4
  %1502 = getelementptr i64, ptr %38, i64 26
  %1503 = load i64, ptr %1502, align 8
  %1504 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1504, ptr %306, i64 %1503, i64 4, i64 3899120329)
  %1505 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1479, ptr %1505, align 4
  %1506 = getelementptr i64, ptr %38, i64 27
  %1507 = load i64, ptr %1506, align 8
  %1508 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1508, ptr %313, i64 %1507, i64 4, i64 3899120329)
  %1509 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1485, ptr %1509, align 4
  %1510 = getelementptr i64, ptr %38, i64 28
  %1511 = load i64, ptr %1510, align 8
  %1512 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1512, ptr %320, i64 %1511, i64 4, i64 3899120329)
  %1513 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1487, ptr %1513, align 4
  %1514 = getelementptr i64, ptr %38, i64 29
  %1515 = load i64, ptr %1514, align 8
  %1516 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1516, ptr %327, i64 %1515, i64 4, i64 3899120329)
  %1517 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1489, ptr %1517, align 4
  %1518 = getelementptr i64, ptr %38, i64 30
  %1519 = load i64, ptr %1518, align 8
  %1520 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1520, ptr %334, i64 %1519, i64 4, i64 3899120329)
  %1521 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1491, ptr %1521, align 4
  %1522 = getelementptr i64, ptr %38, i64 31
  %1523 = load i64, ptr %1522, align 8
  %1524 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1524, ptr %341, i64 %1523, i64 4, i64 3899120329)
  %1525 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1493, ptr %1525, align 4
  %1526 = fmul reassoc ninf nsz afn float %1285, 0x3FE99999A0000000
  %1527 = call reassoc ninf nsz afn float @sin_f32(float %1287)
  %1528 = getelementptr i64, ptr %38, i64 20
  %1529 = load i64, ptr %1528, align 8
  %1530 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1530, ptr %256, i64 %1529, i64 4, i64 3899120329)
  %1531 = call ptr @stack_top_primal(ptr %256, i64 4)
  store float %1527, ptr %1531, align 4
  %1532 = call ptr @stack_top_primal(ptr %256, i64 4)
  %1533 = load float, ptr %1532, align 4
  %1534 = fmul reassoc ninf nsz afn float %1533, 0x3FD3333340000000
  %1535 = fadd reassoc ninf nsz afn float %1526, %1534
  %1536 = call ptr @stack_top_primal(ptr %292, i64 4)
  %1537 = load float, ptr %1536, align 4
  %1538 = call ptr @stack_top_primal(ptr %299, i64 4)
  %1539 = load float, ptr %1538, align 4
  %1540 = call ptr @stack_top_primal(ptr %306, i64 4)
  %1541 = load float, ptr %1540, align 4
  %1542 = call ptr @stack_top_primal(ptr %320, i64 4)
  %1543 = load float, ptr %1542, align 4
  %1544 = call ptr @stack_top_primal(ptr %327, i64 4)
  %1545 = load float, ptr %1544, align 4
  %1546 = call ptr @stack_top_primal(ptr %334, i64 4)
  %1547 = load float, ptr %1546, align 4
  %1548 = call ptr @stack_top_primal(ptr %341, i64 4)
  %1549 = load float, ptr %1548, align 4
  %1550 = getelementptr i64, ptr %38, i64 24
  %1551 = load i64, ptr %1550, align 8
  %1552 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1552, ptr %292, i64 %1551, i64 4, i64 3899120329)
  %1553 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1537, ptr %1553, align 4
  %1554 = getelementptr i64, ptr %38, i64 25
  %1555 = load i64, ptr %1554, align 8
  %1556 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1556, ptr %299, i64 %1555, i64 4, i64 3899120329)
  %1557 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1539, ptr %1557, align 4
  %1558 = getelementptr i64, ptr %38, i64 26
  %1559 = load i64, ptr %1558, align 8
  %1560 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1560, ptr %306, i64 %1559, i64 4, i64 3899120329)
  %1561 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1541, ptr %1561, align 4
  %1562 = getelementptr i64, ptr %38, i64 27
  %1563 = load i64, ptr %1562, align 8
  %1564 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1564, ptr %313, i64 %1563, i64 4, i64 3899120329)
  %1565 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1535, ptr %1565, align 4
  %1566 = getelementptr i64, ptr %38, i64 28
  %1567 = load i64, ptr %1566, align 8
  %1568 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1568, ptr %320, i64 %1567, i64 4, i64 3899120329)
  %1569 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1543, ptr %1569, align 4
  %1570 = getelementptr i64, ptr %38, i64 29
  %1571 = load i64, ptr %1570, align 8
  %1572 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1572, ptr %327, i64 %1571, i64 4, i64 3899120329)
  %1573 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1545, ptr %1573, align 4
  %1574 = getelementptr i64, ptr %38, i64 30
  %1575 = load i64, ptr %1574, align 8
  %1576 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1576, ptr %334, i64 %1575, i64 4, i64 3899120329)
  %1577 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1547, ptr %1577, align 4
  %1578 = getelementptr i64, ptr %38, i64 31
  %1579 = load i64, ptr %1578, align 8
  %1580 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1580, ptr %341, i64 %1579, i64 4, i64 3899120329)
  %1581 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1549, ptr %1581, align 4
  %1582 = fmul reassoc ninf nsz afn float %1287, 0x3FE99999A0000000
  %1583 = call reassoc ninf nsz afn float @sin_f32(float %1289)
  %1584 = getelementptr i64, ptr %38, i64 19
  %1585 = load i64, ptr %1584, align 8
  %1586 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1586, ptr %247, i64 %1585, i64 4, i64 3899120329)
  %1587 = call ptr @stack_top_primal(ptr %247, i64 4)
  store float %1583, ptr %1587, align 4
  %1588 = call ptr @stack_top_primal(ptr %247, i64 4)
  %1589 = load float, ptr %1588, align 4
  %1590 = fmul reassoc ninf nsz afn float %1589, 0x3FD3333340000000
  %1591 = fadd reassoc ninf nsz afn float %1582, %1590
  %1592 = call ptr @stack_top_primal(ptr %292, i64 4)
  %1593 = load float, ptr %1592, align 4
  %1594 = call ptr @stack_top_primal(ptr %299, i64 4)
  %1595 = load float, ptr %1594, align 4
  %1596 = call ptr @stack_top_primal(ptr %306, i64 4)
  %1597 = load float, ptr %1596, align 4
  %1598 = call ptr @stack_top_primal(ptr %313, i64 4)
  %1599 = load float, ptr %1598, align 4
  %1600 = call ptr @stack_top_primal(ptr %327, i64 4)
  %1601 = load float, ptr %1600, align 4
  %1602 = call ptr @stack_top_primal(ptr %334, i64 4)
  %1603 = load float, ptr %1602, align 4
  %1604 = call ptr @stack_top_primal(ptr %341, i64 4)
  %1605 = load float, ptr %1604, align 4
  %1606 = getelementptr i64, ptr %38, i64 24
  %1607 = load i64, ptr %1606, align 8
  %1608 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1608, ptr %292, i64 %1607, i64 4, i64 3899120329)
  %1609 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1593, ptr %1609, align 4
  %1610 = getelementptr i64, ptr %38, i64 25
  %1611 = load i64, ptr %1610, align 8
  %1612 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1612, ptr %299, i64 %1611, i64 4, i64 3899120329)
  %1613 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1595, ptr %1613, align 4
  %1614 = getelementptr i64, ptr %38, i64 26
  %1615 = load i64, ptr %1614, align 8
  %1616 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1616, ptr %306, i64 %1615, i64 4, i64 3899120329)
  %1617 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1597, ptr %1617, align 4
  %1618 = getelementptr i64, ptr %38, i64 27
  %1619 = load i64, ptr %1618, align 8
  %1620 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1620, ptr %313, i64 %1619, i64 4, i64 3899120329)
  %1621 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1599, ptr %1621, align 4
  %1622 = getelementptr i64, ptr %38, i64 28
  %1623 = load i64, ptr %1622, align 8
  %1624 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1624, ptr %320, i64 %1623, i64 4, i64 3899120329)
  %1625 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1591, ptr %1625, align 4
  %1626 = getelementptr i64, ptr %38, i64 29
  %1627 = load i64, ptr %1626, align 8
  %1628 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1628, ptr %327, i64 %1627, i64 4, i64 3899120329)
  %1629 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1601, ptr %1629, align 4
  %1630 = getelementptr i64, ptr %38, i64 30
  %1631 = load i64, ptr %1630, align 8
  %1632 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1632, ptr %334, i64 %1631, i64 4, i64 3899120329)
  %1633 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1603, ptr %1633, align 4
  %1634 = getelementptr i64, ptr %38, i64 31
  %1635 = load i64, ptr %1634, align 8
  %1636 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1636, ptr %341, i64 %1635, i64 4, i64 3899120329)
  %1637 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1605, ptr %1637, align 4
  %1638 = fmul reassoc ninf nsz afn float %1289, 0x3FE99999A0000000
  %1639 = call reassoc ninf nsz afn float @sin_f32(float %1291)
  %1640 = getelementptr i64, ptr %38, i64 18
  %1641 = load i64, ptr %1640, align 8
  %1642 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1642, ptr %238, i64 %1641, i64 4, i64 3899120329)
  %1643 = call ptr @stack_top_primal(ptr %238, i64 4)
  store float %1639, ptr %1643, align 4
  %1644 = call ptr @stack_top_primal(ptr %238, i64 4)
  %1645 = load float, ptr %1644, align 4
  %1646 = fmul reassoc ninf nsz afn float %1645, 0x3FD3333340000000
  %1647 = fadd reassoc ninf nsz afn float %1638, %1646
  %1648 = call ptr @stack_top_primal(ptr %292, i64 4)
  %1649 = load float, ptr %1648, align 4
  %1650 = call ptr @stack_top_primal(ptr %299, i64 4)
  %1651 = load float, ptr %1650, align 4
  %1652 = call ptr @stack_top_primal(ptr %306, i64 4)
  %1653 = load float, ptr %1652, align 4
  %1654 = call ptr @stack_top_primal(ptr %313, i64 4)
  %1655 = load float, ptr %1654, align 4
  %1656 = call ptr @stack_top_primal(ptr %320, i64 4)
  %1657 = load float, ptr %1656, align 4
  %1658 = call ptr @stack_top_primal(ptr %334, i64 4)
  %1659 = load float, ptr %1658, align 4
  %1660 = call ptr @stack_top_primal(ptr %341, i64 4)
  %1661 = load float, ptr %1660, align 4
  %1662 = getelementptr i64, ptr %38, i64 24
  %1663 = load i64, ptr %1662, align 8
  %1664 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1664, ptr %292, i64 %1663, i64 4, i64 3899120329)
  %1665 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1649, ptr %1665, align 4
  %1666 = getelementptr i64, ptr %38, i64 25
  %1667 = load i64, ptr %1666, align 8
  %1668 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1668, ptr %299, i64 %1667, i64 4, i64 3899120329)
  %1669 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1651, ptr %1669, align 4
  %1670 = getelementptr i64, ptr %38, i64 26
  %1671 = load i64, ptr %1670, align 8
  %1672 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1672, ptr %306, i64 %1671, i64 4, i64 3899120329)
  %1673 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1653, ptr %1673, align 4
  %1674 = getelementptr i64, ptr %38, i64 27
  %1675 = load i64, ptr %1674, align 8
  %1676 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1676, ptr %313, i64 %1675, i64 4, i64 3899120329)
  %1677 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1655, ptr %1677, align 4
  %1678 = getelementptr i64, ptr %38, i64 28
  %1679 = load i64, ptr %1678, align 8
  %1680 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1680, ptr %320, i64 %1679, i64 4, i64 3899120329)
  %1681 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1657, ptr %1681, align 4
  %1682 = getelementptr i64, ptr %38, i64 29
  %1683 = load i64, ptr %1682, align 8
  %1684 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1684, ptr %327, i64 %1683, i64 4, i64 3899120329)
  %1685 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1647, ptr %1685, align 4
  %1686 = getelementptr i64, ptr %38, i64 30
  %1687 = load i64, ptr %1686, align 8
  %1688 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1688, ptr %334, i64 %1687, i64 4, i64 3899120329)
  %1689 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1659, ptr %1689, align 4
  %1690 = getelementptr i64, ptr %38, i64 31
  %1691 = load i64, ptr %1690, align 8
  %1692 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1692, ptr %341, i64 %1691, i64 4, i64 3899120329)
  %1693 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1661, ptr %1693, align 4
  %1694 = fmul reassoc ninf nsz afn float %1291, 0x3FE99999A0000000
  %1695 = call reassoc ninf nsz afn float @sin_f32(float %1293)
  %1696 = getelementptr i64, ptr %38, i64 17
  %1697 = load i64, ptr %1696, align 8
  %1698 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1698, ptr %229, i64 %1697, i64 4, i64 3899120329)
  %1699 = call ptr @stack_top_primal(ptr %229, i64 4)
  store float %1695, ptr %1699, align 4
  %1700 = call ptr @stack_top_primal(ptr %229, i64 4)
  %1701 = load float, ptr %1700, align 4
  %1702 = fmul reassoc ninf nsz afn float %1701, 0x3FD3333340000000
  %1703 = fadd reassoc ninf nsz afn float %1694, %1702
  %1704 = call ptr @stack_top_primal(ptr %292, i64 4)
  %1705 = load float, ptr %1704, align 4
  %1706 = call ptr @stack_top_primal(ptr %299, i64 4)
  %1707 = load float, ptr %1706, align 4
  %1708 = call ptr @stack_top_primal(ptr %306, i64 4)
  %1709 = load float, ptr %1708, align 4
  %1710 = call ptr @stack_top_primal(ptr %313, i64 4)
  %1711 = load float, ptr %1710, align 4
  %1712 = call ptr @stack_top_primal(ptr %320, i64 4)
  %1713 = load float, ptr %1712, align 4
  %1714 = call ptr @stack_top_primal(ptr %327, i64 4)
  %1715 = load float, ptr %1714, align 4
  %1716 = call ptr @stack_top_primal(ptr %341, i64 4)
  %1717 = load float, ptr %1716, align 4
  %1718 = getelementptr i64, ptr %38, i64 24
  %1719 = load i64, ptr %1718, align 8
  %1720 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1720, ptr %292, i64 %1719, i64 4, i64 3899120329)
  %1721 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1705, ptr %1721, align 4
  %1722 = getelementptr i64, ptr %38, i64 25
  %1723 = load i64, ptr %1722, align 8
  %1724 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1724, ptr %299, i64 %1723, i64 4, i64 3899120329)
  %1725 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1707, ptr %1725, align 4
  %1726 = getelementptr i64, ptr %38, i64 26
  %1727 = load i64, ptr %1726, align 8
  %1728 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1728, ptr %306, i64 %1727, i64 4, i64 3899120329)
  %1729 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1709, ptr %1729, align 4
  %1730 = getelementptr i64, ptr %38, i64 27
  %1731 = load i64, ptr %1730, align 8
  %1732 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1732, ptr %313, i64 %1731, i64 4, i64 3899120329)
  %1733 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1711, ptr %1733, align 4
  %1734 = getelementptr i64, ptr %38, i64 28
  %1735 = load i64, ptr %1734, align 8
  %1736 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1736, ptr %320, i64 %1735, i64 4, i64 3899120329)
  %1737 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1713, ptr %1737, align 4
  %1738 = getelementptr i64, ptr %38, i64 29
  %1739 = load i64, ptr %1738, align 8
  %1740 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1740, ptr %327, i64 %1739, i64 4, i64 3899120329)
  %1741 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1715, ptr %1741, align 4
  %1742 = getelementptr i64, ptr %38, i64 30
  %1743 = load i64, ptr %1742, align 8
  %1744 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1744, ptr %334, i64 %1743, i64 4, i64 3899120329)
  %1745 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1703, ptr %1745, align 4
  %1746 = getelementptr i64, ptr %38, i64 31
  %1747 = load i64, ptr %1746, align 8
  %1748 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1748, ptr %341, i64 %1747, i64 4, i64 3899120329)
  %1749 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1717, ptr %1749, align 4
  %1750 = fmul reassoc ninf nsz afn float %1293, 0x3FE99999A0000000
  %1751 = call reassoc ninf nsz afn float @sin_f32(float %1279)
  %1752 = getelementptr i64, ptr %38, i64 16
  %1753 = load i64, ptr %1752, align 8
  %1754 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1754, ptr %220, i64 %1753, i64 4, i64 3899120329)
  %1755 = call ptr @stack_top_primal(ptr %220, i64 4)
  store float %1751, ptr %1755, align 4
  %1756 = call ptr @stack_top_primal(ptr %220, i64 4)
  %1757 = load float, ptr %1756, align 4
  %1758 = fmul reassoc ninf nsz afn float %1757, 0x3FD3333340000000
  %1759 = fadd reassoc ninf nsz afn float %1750, %1758
  %1760 = call ptr @stack_top_primal(ptr %292, i64 4)
  %1761 = load float, ptr %1760, align 4
  %1762 = call ptr @stack_top_primal(ptr %299, i64 4)
  %1763 = load float, ptr %1762, align 4
  %1764 = call ptr @stack_top_primal(ptr %306, i64 4)
  %1765 = load float, ptr %1764, align 4
  %1766 = call ptr @stack_top_primal(ptr %313, i64 4)
  %1767 = load float, ptr %1766, align 4
  %1768 = call ptr @stack_top_primal(ptr %320, i64 4)
  %1769 = load float, ptr %1768, align 4
  %1770 = call ptr @stack_top_primal(ptr %327, i64 4)
  %1771 = load float, ptr %1770, align 4
  %1772 = call ptr @stack_top_primal(ptr %334, i64 4)
  %1773 = load float, ptr %1772, align 4
  %1774 = getelementptr i64, ptr %38, i64 24
  %1775 = load i64, ptr %1774, align 8
  %1776 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1776, ptr %292, i64 %1775, i64 4, i64 3899120329)
  %1777 = call ptr @stack_top_primal(ptr %292, i64 4)
  store float %1761, ptr %1777, align 4
  %1778 = getelementptr i64, ptr %38, i64 25
  %1779 = load i64, ptr %1778, align 8
  %1780 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1780, ptr %299, i64 %1779, i64 4, i64 3899120329)
  %1781 = call ptr @stack_top_primal(ptr %299, i64 4)
  store float %1763, ptr %1781, align 4
  %1782 = getelementptr i64, ptr %38, i64 26
  %1783 = load i64, ptr %1782, align 8
  %1784 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1784, ptr %306, i64 %1783, i64 4, i64 3899120329)
  %1785 = call ptr @stack_top_primal(ptr %306, i64 4)
  store float %1765, ptr %1785, align 4
  %1786 = getelementptr i64, ptr %38, i64 27
  %1787 = load i64, ptr %1786, align 8
  %1788 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1788, ptr %313, i64 %1787, i64 4, i64 3899120329)
  %1789 = call ptr @stack_top_primal(ptr %313, i64 4)
  store float %1767, ptr %1789, align 4
  %1790 = getelementptr i64, ptr %38, i64 28
  %1791 = load i64, ptr %1790, align 8
  %1792 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1792, ptr %320, i64 %1791, i64 4, i64 3899120329)
  %1793 = call ptr @stack_top_primal(ptr %320, i64 4)
  store float %1769, ptr %1793, align 4
  %1794 = getelementptr i64, ptr %38, i64 29
  %1795 = load i64, ptr %1794, align 8
  %1796 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1796, ptr %327, i64 %1795, i64 4, i64 3899120329)
  %1797 = call ptr @stack_top_primal(ptr %327, i64 4)
  store float %1771, ptr %1797, align 4
  %1798 = getelementptr i64, ptr %38, i64 30
  %1799 = load i64, ptr %1798, align 8
  %1800 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1800, ptr %334, i64 %1799, i64 4, i64 3899120329)
  %1801 = call ptr @stack_top_primal(ptr %334, i64 4)
  store float %1773, ptr %1801, align 4
  %1802 = getelementptr i64, ptr %38, i64 31
  %1803 = load i64, ptr %1802, align 8
  %1804 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1804, ptr %341, i64 %1803, i64 4, i64 3899120329)
  %1805 = call ptr @stack_top_primal(ptr %341, i64 4)
  store float %1759, ptr %1805, align 4
  %1806 = call ptr @stack_top_primal(ptr %292, i64 4)
  %1807 = load float, ptr %1806, align 4
  %1808 = call ptr @stack_top_primal(ptr %299, i64 4)
  %1809 = load float, ptr %1808, align 4
  %1810 = call ptr @stack_top_primal(ptr %306, i64 4)
  %1811 = load float, ptr %1810, align 4
  %1812 = call ptr @stack_top_primal(ptr %313, i64 4)
  %1813 = load float, ptr %1812, align 4
  %1814 = call ptr @stack_top_primal(ptr %320, i64 4)
  %1815 = load float, ptr %1814, align 4
  %1816 = call ptr @stack_top_primal(ptr %327, i64 4)
  %1817 = load float, ptr %1816, align 4
  %1818 = call ptr @stack_top_primal(ptr %334, i64 4)
  %1819 = load float, ptr %1818, align 4
  %1820 = call ptr @stack_top_primal(ptr %341, i64 4)
  %1821 = load float, ptr %1820, align 4
  %1822 = getelementptr i64, ptr %38, i64 48
  %1823 = load i64, ptr %1822, align 8
  %1824 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1824, ptr %577, i64 %1823, i64 4, i64 3899120329)
  %1825 = call ptr @stack_top_primal(ptr %577, i64 4)
  store float %1807, ptr %1825, align 4
  %1826 = getelementptr i64, ptr %38, i64 49
  %1827 = load i64, ptr %1826, align 8
  %1828 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1828, ptr %584, i64 %1827, i64 4, i64 3899120329)
  %1829 = call ptr @stack_top_primal(ptr %584, i64 4)
  store float %1809, ptr %1829, align 4
  %1830 = getelementptr i64, ptr %38, i64 50
  %1831 = load i64, ptr %1830, align 8
  %1832 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1832, ptr %591, i64 %1831, i64 4, i64 3899120329)
  %1833 = call ptr @stack_top_primal(ptr %591, i64 4)
  store float %1811, ptr %1833, align 4
  %1834 = getelementptr i64, ptr %38, i64 51
  %1835 = load i64, ptr %1834, align 8
  %1836 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1836, ptr %598, i64 %1835, i64 4, i64 3899120329)
  %1837 = call ptr @stack_top_primal(ptr %598, i64 4)
  store float %1813, ptr %1837, align 4
  %1838 = getelementptr i64, ptr %38, i64 52
  %1839 = load i64, ptr %1838, align 8
  %1840 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1840, ptr %605, i64 %1839, i64 4, i64 3899120329)
  %1841 = call ptr @stack_top_primal(ptr %605, i64 4)
  store float %1815, ptr %1841, align 4
  %1842 = getelementptr i64, ptr %38, i64 53
  %1843 = load i64, ptr %1842, align 8
  %1844 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1844, ptr %612, i64 %1843, i64 4, i64 3899120329)
  %1845 = call ptr @stack_top_primal(ptr %612, i64 4)
  store float %1817, ptr %1845, align 4
  %1846 = getelementptr i64, ptr %38, i64 54
  %1847 = load i64, ptr %1846, align 8
  %1848 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1848, ptr %619, i64 %1847, i64 4, i64 3899120329)
  %1849 = call ptr @stack_top_primal(ptr %619, i64 4)
  store float %1819, ptr %1849, align 4
  %1850 = getelementptr i64, ptr %38, i64 55
  %1851 = load i64, ptr %1850, align 8
  %1852 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1852, ptr %626, i64 %1851, i64 4, i64 3899120329)
  %1853 = call ptr @stack_top_primal(ptr %626, i64 4)
  store float %1821, ptr %1853, align 4
  %1854 = call ptr @stack_top_primal(ptr %577, i64 4)
  %1855 = load float, ptr %1854, align 4
  %1856 = call ptr @stack_top_primal(ptr %584, i64 4)
  %1857 = load float, ptr %1856, align 4
  %1858 = call ptr @stack_top_primal(ptr %591, i64 4)
  %1859 = load float, ptr %1858, align 4
  %1860 = call ptr @stack_top_primal(ptr %598, i64 4)
  %1861 = load float, ptr %1860, align 4
  %1862 = call ptr @stack_top_primal(ptr %605, i64 4)
  %1863 = load float, ptr %1862, align 4
  %1864 = call ptr @stack_top_primal(ptr %612, i64 4)
  %1865 = load float, ptr %1864, align 4
  %1866 = call ptr @stack_top_primal(ptr %619, i64 4)
  %1867 = load float, ptr %1866, align 4
  %1868 = call ptr @stack_top_primal(ptr %626, i64 4)
  %1869 = load float, ptr %1868, align 4
  %1870 = getelementptr i64, ptr %38, i64 8
  %1871 = load i64, ptr %1870, align 8
  %1872 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1872, ptr %132, i64 %1871, i64 4, i64 3899120329)
  %1873 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float 0.000000e+00, ptr %1873, align 4
  %1874 = getelementptr i64, ptr %38, i64 9
  %1875 = load i64, ptr %1874, align 8
  %1876 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1876, ptr %139, i64 %1875, i64 4, i64 3899120329)
  %1877 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float 0.000000e+00, ptr %1877, align 4
  %1878 = getelementptr i64, ptr %38, i64 10
  %1879 = load i64, ptr %1878, align 8
  %1880 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1880, ptr %146, i64 %1879, i64 4, i64 3899120329)
  %1881 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float 0.000000e+00, ptr %1881, align 4
  %1882 = getelementptr i64, ptr %38, i64 11
  %1883 = load i64, ptr %1882, align 8
  %1884 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1884, ptr %153, i64 %1883, i64 4, i64 3899120329)
  %1885 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float 0.000000e+00, ptr %1885, align 4
  %1886 = getelementptr i64, ptr %38, i64 12
  %1887 = load i64, ptr %1886, align 8
  %1888 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1888, ptr %160, i64 %1887, i64 4, i64 3899120329)
  %1889 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float 0.000000e+00, ptr %1889, align 4
  %1890 = getelementptr i64, ptr %38, i64 13
  %1891 = load i64, ptr %1890, align 8
  %1892 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1892, ptr %167, i64 %1891, i64 4, i64 3899120329)
  %1893 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float 0.000000e+00, ptr %1893, align 4
  %1894 = getelementptr i64, ptr %38, i64 14
  %1895 = load i64, ptr %1894, align 8
  %1896 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1896, ptr %174, i64 %1895, i64 4, i64 3899120329)
  %1897 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float 0.000000e+00, ptr %1897, align 4
  %1898 = getelementptr i64, ptr %38, i64 15
  %1899 = load i64, ptr %1898, align 8
  %1900 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1900, ptr %181, i64 %1899, i64 4, i64 3899120329)
  %1901 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float 0.000000e+00, ptr %1901, align 4
  %1902 = getelementptr i64, ptr %38, i64 8
  %1903 = load i64, ptr %1902, align 8
  %1904 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1904, ptr %132, i64 %1903, i64 4, i64 3899120329)
  %1905 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %1855, ptr %1905, align 4
  %1906 = getelementptr i64, ptr %38, i64 9
  %1907 = load i64, ptr %1906, align 8
  %1908 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1908, ptr %139, i64 %1907, i64 4, i64 3899120329)
  %1909 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %1857, ptr %1909, align 4
  %1910 = getelementptr i64, ptr %38, i64 10
  %1911 = load i64, ptr %1910, align 8
  %1912 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1912, ptr %146, i64 %1911, i64 4, i64 3899120329)
  %1913 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %1859, ptr %1913, align 4
  %1914 = getelementptr i64, ptr %38, i64 11
  %1915 = load i64, ptr %1914, align 8
  %1916 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1916, ptr %153, i64 %1915, i64 4, i64 3899120329)
  %1917 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %1861, ptr %1917, align 4
  %1918 = getelementptr i64, ptr %38, i64 12
  %1919 = load i64, ptr %1918, align 8
  %1920 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1920, ptr %160, i64 %1919, i64 4, i64 3899120329)
  %1921 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %1863, ptr %1921, align 4
  %1922 = getelementptr i64, ptr %38, i64 13
  %1923 = load i64, ptr %1922, align 8
  %1924 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1924, ptr %167, i64 %1923, i64 4, i64 3899120329)
  %1925 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %1865, ptr %1925, align 4
  %1926 = getelementptr i64, ptr %38, i64 14
  %1927 = load i64, ptr %1926, align 8
  %1928 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1928, ptr %174, i64 %1927, i64 4, i64 3899120329)
  %1929 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %1867, ptr %1929, align 4
  %1930 = getelementptr i64, ptr %38, i64 15
  %1931 = load i64, ptr %1930, align 8
  %1932 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1932, ptr %181, i64 %1931, i64 4, i64 3899120329)
  %1933 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %1869, ptr %1933, align 4
  %1934 = fmul reassoc ninf nsz afn float %1855, 0x3FE99999A0000000
  %1935 = call reassoc ninf nsz afn float @sin_f32(float %1857)
  %1936 = getelementptr i64, ptr %38, i64 7
  %1937 = load i64, ptr %1936, align 8
  %1938 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1938, ptr %123, i64 %1937, i64 4, i64 3899120329)
  %1939 = call ptr @stack_top_primal(ptr %123, i64 4)
  store float %1935, ptr %1939, align 4
  %1940 = call ptr @stack_top_primal(ptr %123, i64 4)
  %1941 = load float, ptr %1940, align 4
  %1942 = fmul reassoc ninf nsz afn float %1941, 0x3FD3333340000000
  %1943 = fadd reassoc ninf nsz afn float %1934, %1942
  %1944 = call ptr @stack_top_primal(ptr %139, i64 4)
  %1945 = load float, ptr %1944, align 4
  %1946 = call ptr @stack_top_primal(ptr %146, i64 4)
  %1947 = load float, ptr %1946, align 4
  %1948 = call ptr @stack_top_primal(ptr %153, i64 4)
  %1949 = load float, ptr %1948, align 4
  %1950 = call ptr @stack_top_primal(ptr %160, i64 4)
  %1951 = load float, ptr %1950, align 4
  %1952 = call ptr @stack_top_primal(ptr %167, i64 4)
  %1953 = load float, ptr %1952, align 4
  %1954 = call ptr @stack_top_primal(ptr %174, i64 4)
  %1955 = load float, ptr %1954, align 4
  %1956 = call ptr @stack_top_primal(ptr %181, i64 4)
  %1957 = load float, ptr %1956, align 4
  %1958 = getelementptr i64, ptr %38, i64 8
  %1959 = load i64, ptr %1958, align 8
  %1960 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1960, ptr %132, i64 %1959, i64 4, i64 3899120329)
  %1961 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %1943, ptr %1961, align 4
  %1962 = getelementptr i64, ptr %38, i64 9
  %1963 = load i64, ptr %1962, align 8
  %1964 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1964, ptr %139, i64 %1963, i64 4, i64 3899120329)
  %1965 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %1945, ptr %1965, align 4
  %1966 = getelementptr i64, ptr %38, i64 10
  %1967 = load i64, ptr %1966, align 8
  %1968 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1968, ptr %146, i64 %1967, i64 4, i64 3899120329)
  %1969 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %1947, ptr %1969, align 4
  %1970 = getelementptr i64, ptr %38, i64 11
  %1971 = load i64, ptr %1970, align 8
  %1972 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1972, ptr %153, i64 %1971, i64 4, i64 3899120329)
  %1973 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %1949, ptr %1973, align 4
  %1974 = getelementptr i64, ptr %38, i64 12
  %1975 = load i64, ptr %1974, align 8
  %1976 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1976, ptr %160, i64 %1975, i64 4, i64 3899120329)
  %1977 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %1951, ptr %1977, align 4
  %1978 = getelementptr i64, ptr %38, i64 13
  %1979 = load i64, ptr %1978, align 8
  %1980 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1980, ptr %167, i64 %1979, i64 4, i64 3899120329)
  %1981 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %1953, ptr %1981, align 4
  %1982 = getelementptr i64, ptr %38, i64 14
  %1983 = load i64, ptr %1982, align 8
  %1984 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1984, ptr %174, i64 %1983, i64 4, i64 3899120329)
  %1985 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %1955, ptr %1985, align 4
  %1986 = getelementptr i64, ptr %38, i64 15
  %1987 = load i64, ptr %1986, align 8
  %1988 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1988, ptr %181, i64 %1987, i64 4, i64 3899120329)
  %1989 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %1957, ptr %1989, align 4
  %1990 = fmul reassoc ninf nsz afn float %1857, 0x3FE99999A0000000
  %1991 = call reassoc ninf nsz afn float @sin_f32(float %1859)
  %1992 = getelementptr i64, ptr %38, i64 6
  %1993 = load i64, ptr %1992, align 8
  %1994 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %1994, ptr %114, i64 %1993, i64 4, i64 3899120329)
  %1995 = call ptr @stack_top_primal(ptr %114, i64 4)
  store float %1991, ptr %1995, align 4
  %1996 = call ptr @stack_top_primal(ptr %114, i64 4)
  %1997 = load float, ptr %1996, align 4
  %1998 = fmul reassoc ninf nsz afn float %1997, 0x3FD3333340000000
  %1999 = fadd reassoc ninf nsz afn float %1990, %1998
  %2000 = call ptr @stack_top_primal(ptr %132, i64 4)
  %2001 = load float, ptr %2000, align 4
  %2002 = call ptr @stack_top_primal(ptr %146, i64 4)
  %2003 = load float, ptr %2002, align 4
  %2004 = call ptr @stack_top_primal(ptr %153, i64 4)
  %2005 = load float, ptr %2004, align 4
  %2006 = call ptr @stack_top_primal(ptr %160, i64 4)
  %2007 = load float, ptr %2006, align 4
  %2008 = call ptr @stack_top_primal(ptr %167, i64 4)
  %2009 = load float, ptr %2008, align 4
  %2010 = call ptr @stack_top_primal(ptr %174, i64 4)
  %2011 = load float, ptr %2010, align 4
  %2012 = call ptr @stack_top_primal(ptr %181, i64 4)
  %2013 = load float, ptr %2012, align 4
  %2014 = getelementptr i64, ptr %38, i64 8
  %2015 = load i64, ptr %2014, align 8
  %2016 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2016, ptr %132, i64 %2015, i64 4, i64 3899120329)
  %2017 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %2001, ptr %2017, align 4
  %2018 = getelementptr i64, ptr %38, i64 9
  %2019 = load i64, ptr %2018, align 8
  %2020 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2020, ptr %139, i64 %2019, i64 4, i64 3899120329)
  %2021 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %1999, ptr %2021, align 4
  %2022 = getelementptr i64, ptr %38, i64 10
  %2023 = load i64, ptr %2022, align 8
  %2024 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2024, ptr %146, i64 %2023, i64 4, i64 3899120329)
  %2025 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %2003, ptr %2025, align 4
  %2026 = getelementptr i64, ptr %38, i64 11
  %2027 = load i64, ptr %2026, align 8
  %2028 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2028, ptr %153, i64 %2027, i64 4, i64 3899120329)
  %2029 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %2005, ptr %2029, align 4
  %2030 = getelementptr i64, ptr %38, i64 12
  %2031 = load i64, ptr %2030, align 8
  %2032 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2032, ptr %160, i64 %2031, i64 4, i64 3899120329)
  %2033 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %2007, ptr %2033, align 4
  %2034 = getelementptr i64, ptr %38, i64 13
  %2035 = load i64, ptr %2034, align 8
  %2036 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2036, ptr %167, i64 %2035, i64 4, i64 3899120329)
  %2037 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %2009, ptr %2037, align 4
  %2038 = getelementptr i64, ptr %38, i64 14
  %2039 = load i64, ptr %2038, align 8
  %2040 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2040, ptr %174, i64 %2039, i64 4, i64 3899120329)
  %2041 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %2011, ptr %2041, align 4
  %2042 = getelementptr i64, ptr %38, i64 15
  %2043 = load i64, ptr %2042, align 8
  %2044 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2044, ptr %181, i64 %2043, i64 4, i64 3899120329)
  %2045 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %2013, ptr %2045, align 4
  %2046 = fmul reassoc ninf nsz afn float %1859, 0x3FE99999A0000000
  %2047 = call reassoc ninf nsz afn float @sin_f32(float %1861)
  %2048 = getelementptr i64, ptr %38, i64 5
  %2049 = load i64, ptr %2048, align 8
  %2050 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2050, ptr %105, i64 %2049, i64 4, i64 3899120329)
  %2051 = call ptr @stack_top_primal(ptr %105, i64 4)
  store float %2047, ptr %2051, align 4
  %2052 = call ptr @stack_top_primal(ptr %105, i64 4)
  %2053 = load float, ptr %2052, align 4
  %2054 = fmul reassoc ninf nsz afn float %2053, 0x3FD3333340000000
  %2055 = fadd reassoc ninf nsz afn float %2046, %2054
  %2056 = call ptr @stack_top_primal(ptr %132, i64 4)
  %2057 = load float, ptr %2056, align 4
  %2058 = call ptr @stack_top_primal(ptr %139, i64 4)
  %2059 = load float, ptr %2058, align 4
  %2060 = call ptr @stack_top_primal(ptr %153, i64 4)
  %2061 = load float, ptr %2060, align 4
  %2062 = call ptr @stack_top_primal(ptr %160, i64 4)
  %2063 = load float, ptr %2062, align 4
  %2064 = call ptr @stack_top_primal(ptr %167, i64 4)
  %2065 = load float, ptr %2064, align 4
  %2066 = call ptr @stack_top_primal(ptr %174, i64 4)
  %2067 = load float, ptr %2066, align 4
  %2068 = call ptr @stack_top_primal(ptr %181, i64 4)
  %2069 = load float, ptr %2068, align 4
  %2070 = getelementptr i64, ptr %38, i64 8
  %2071 = load i64, ptr %2070, align 8
  %2072 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2072, ptr %132, i64 %2071, i64 4, i64 3899120329)
  %2073 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %2057, ptr %2073, align 4
  %2074 = getelementptr i64, ptr %38, i64 9
  %2075 = load i64, ptr %2074, align 8
  %2076 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2076, ptr %139, i64 %2075, i64 4, i64 3899120329)
  %2077 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %2059, ptr %2077, align 4
  %2078 = getelementptr i64, ptr %38, i64 10
  %2079 = load i64, ptr %2078, align 8
  %2080 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2080, ptr %146, i64 %2079, i64 4, i64 3899120329)
  %2081 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %2055, ptr %2081, align 4
  %2082 = getelementptr i64, ptr %38, i64 11
  %2083 = load i64, ptr %2082, align 8
  %2084 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2084, ptr %153, i64 %2083, i64 4, i64 3899120329)
  %2085 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %2061, ptr %2085, align 4
  %2086 = getelementptr i64, ptr %38, i64 12
  %2087 = load i64, ptr %2086, align 8
  %2088 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2088, ptr %160, i64 %2087, i64 4, i64 3899120329)
  %2089 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %2063, ptr %2089, align 4
  %2090 = getelementptr i64, ptr %38, i64 13
  %2091 = load i64, ptr %2090, align 8
  %2092 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2092, ptr %167, i64 %2091, i64 4, i64 3899120329)
  %2093 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %2065, ptr %2093, align 4
  %2094 = getelementptr i64, ptr %38, i64 14
  %2095 = load i64, ptr %2094, align 8
  %2096 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2096, ptr %174, i64 %2095, i64 4, i64 3899120329)
  %2097 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %2067, ptr %2097, align 4
  %2098 = getelementptr i64, ptr %38, i64 15
  %2099 = load i64, ptr %2098, align 8
  %2100 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2100, ptr %181, i64 %2099, i64 4, i64 3899120329)
  %2101 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %2069, ptr %2101, align 4
  %2102 = fmul reassoc ninf nsz afn float %1861, 0x3FE99999A0000000
  %2103 = call reassoc ninf nsz afn float @sin_f32(float %1863)
  %2104 = getelementptr i64, ptr %38, i64 4
  %2105 = load i64, ptr %2104, align 8
  %2106 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2106, ptr %96, i64 %2105, i64 4, i64 3899120329)
  %2107 = call ptr @stack_top_primal(ptr %96, i64 4)
  store float %2103, ptr %2107, align 4
  %2108 = call ptr @stack_top_primal(ptr %96, i64 4)
  %2109 = load float, ptr %2108, align 4
  %2110 = fmul reassoc ninf nsz afn float %2109, 0x3FD3333340000000
  %2111 = fadd reassoc ninf nsz afn float %2102, %2110
  %2112 = call ptr @stack_top_primal(ptr %132, i64 4)
  %2113 = load float, ptr %2112, align 4
  %2114 = call ptr @stack_top_primal(ptr %139, i64 4)
  %2115 = load float, ptr %2114, align 4
  %2116 = call ptr @stack_top_primal(ptr %146, i64 4)
  %2117 = load float, ptr %2116, align 4
  %2118 = call ptr @stack_top_primal(ptr %160, i64 4)
  %2119 = load float, ptr %2118, align 4
  %2120 = call ptr @stack_top_primal(ptr %167, i64 4)
  %2121 = load float, ptr %2120, align 4
  %2122 = call ptr @stack_top_primal(ptr %174, i64 4)
  %2123 = load float, ptr %2122, align 4
  %2124 = call ptr @stack_top_primal(ptr %181, i64 4)
  %2125 = load float, ptr %2124, align 4
  %2126 = getelementptr i64, ptr %38, i64 8
  %2127 = load i64, ptr %2126, align 8
  %2128 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2128, ptr %132, i64 %2127, i64 4, i64 3899120329)
  %2129 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %2113, ptr %2129, align 4
  %2130 = getelementptr i64, ptr %38, i64 9
  %2131 = load i64, ptr %2130, align 8
  %2132 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2132, ptr %139, i64 %2131, i64 4, i64 3899120329)
  %2133 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %2115, ptr %2133, align 4
  %2134 = getelementptr i64, ptr %38, i64 10
  %2135 = load i64, ptr %2134, align 8
  %2136 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2136, ptr %146, i64 %2135, i64 4, i64 3899120329)
  %2137 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %2117, ptr %2137, align 4
  %2138 = getelementptr i64, ptr %38, i64 11
  %2139 = load i64, ptr %2138, align 8
  %2140 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2140, ptr %153, i64 %2139, i64 4, i64 3899120329)
  %2141 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %2111, ptr %2141, align 4
  %2142 = getelementptr i64, ptr %38, i64 12
  %2143 = load i64, ptr %2142, align 8
  %2144 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2144, ptr %160, i64 %2143, i64 4, i64 3899120329)
  %2145 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %2119, ptr %2145, align 4
  %2146 = getelementptr i64, ptr %38, i64 13
  %2147 = load i64, ptr %2146, align 8
  %2148 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2148, ptr %167, i64 %2147, i64 4, i64 3899120329)
  %2149 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %2121, ptr %2149, align 4
  %2150 = getelementptr i64, ptr %38, i64 14
  %2151 = load i64, ptr %2150, align 8
  %2152 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2152, ptr %174, i64 %2151, i64 4, i64 3899120329)
  %2153 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %2123, ptr %2153, align 4
  %2154 = getelementptr i64, ptr %38, i64 15
  %2155 = load i64, ptr %2154, align 8
  %2156 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2156, ptr %181, i64 %2155, i64 4, i64 3899120329)
  %2157 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %2125, ptr %2157, align 4
  %2158 = fmul reassoc ninf nsz afn float %1863, 0x3FE99999A0000000
  %2159 = call reassoc ninf nsz afn float @sin_f32(float %1865)
  %2160 = getelementptr i64, ptr %38, i64 3
  %2161 = load i64, ptr %2160, align 8
  %2162 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2162, ptr %87, i64 %2161, i64 4, i64 3899120329)
  %2163 = call ptr @stack_top_primal(ptr %87, i64 4)
  store float %2159, ptr %2163, align 4
  %2164 = call ptr @stack_top_primal(ptr %87, i64 4)
  %2165 = load float, ptr %2164, align 4
  %2166 = fmul reassoc ninf nsz afn float %2165, 0x3FD3333340000000
  %2167 = fadd reassoc ninf nsz afn float %2158, %2166
  %2168 = call ptr @stack_top_primal(ptr %132, i64 4)
  %2169 = load float, ptr %2168, align 4
  %2170 = call ptr @stack_top_primal(ptr %139, i64 4)
  %2171 = load float, ptr %2170, align 4
  %2172 = call ptr @stack_top_primal(ptr %146, i64 4)
  %2173 = load float, ptr %2172, align 4
  %2174 = call ptr @stack_top_primal(ptr %153, i64 4)
  %2175 = load float, ptr %2174, align 4
  %2176 = call ptr @stack_top_primal(ptr %167, i64 4)
  %2177 = load float, ptr %2176, align 4
  %2178 = call ptr @stack_top_primal(ptr %174, i64 4)
  %2179 = load float, ptr %2178, align 4
  %2180 = call ptr @stack_top_primal(ptr %181, i64 4)
  %2181 = load float, ptr %2180, align 4
  %2182 = getelementptr i64, ptr %38, i64 8
  %2183 = load i64, ptr %2182, align 8
  %2184 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2184, ptr %132, i64 %2183, i64 4, i64 3899120329)
  %2185 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %2169, ptr %2185, align 4
  %2186 = getelementptr i64, ptr %38, i64 9
  %2187 = load i64, ptr %2186, align 8
  %2188 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2188, ptr %139, i64 %2187, i64 4, i64 3899120329)
  %2189 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %2171, ptr %2189, align 4
  %2190 = getelementptr i64, ptr %38, i64 10
  %2191 = load i64, ptr %2190, align 8
  %2192 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2192, ptr %146, i64 %2191, i64 4, i64 3899120329)
  %2193 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %2173, ptr %2193, align 4
  %2194 = getelementptr i64, ptr %38, i64 11
  %2195 = load i64, ptr %2194, align 8
  %2196 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2196, ptr %153, i64 %2195, i64 4, i64 3899120329)
  %2197 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %2175, ptr %2197, align 4
  %2198 = getelementptr i64, ptr %38, i64 12
  %2199 = load i64, ptr %2198, align 8
  %2200 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2200, ptr %160, i64 %2199, i64 4, i64 3899120329)
  %2201 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %2167, ptr %2201, align 4
  %2202 = getelementptr i64, ptr %38, i64 13
  %2203 = load i64, ptr %2202, align 8
  %2204 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2204, ptr %167, i64 %2203, i64 4, i64 3899120329)
  %2205 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %2177, ptr %2205, align 4
  %2206 = getelementptr i64, ptr %38, i64 14
  %2207 = load i64, ptr %2206, align 8
  %2208 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2208, ptr %174, i64 %2207, i64 4, i64 3899120329)
  %2209 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %2179, ptr %2209, align 4
  %2210 = getelementptr i64, ptr %38, i64 15
  %2211 = load i64, ptr %2210, align 8
  %2212 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2212, ptr %181, i64 %2211, i64 4, i64 3899120329)
  %2213 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %2181, ptr %2213, align 4
  %2214 = fmul reassoc ninf nsz afn float %1865, 0x3FE99999A0000000
  %2215 = call reassoc ninf nsz afn float @sin_f32(float %1867)
  %2216 = getelementptr i64, ptr %38, i64 2
  %2217 = load i64, ptr %2216, align 8
  %2218 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2218, ptr %78, i64 %2217, i64 4, i64 3899120329)
  %2219 = call ptr @stack_top_primal(ptr %78, i64 4)
  store float %2215, ptr %2219, align 4
  %2220 = call ptr @stack_top_primal(ptr %78, i64 4)
  %2221 = load float, ptr %2220, align 4
  %2222 = fmul reassoc ninf nsz afn float %2221, 0x3FD3333340000000
  %2223 = fadd reassoc ninf nsz afn float %2214, %2222
  %2224 = call ptr @stack_top_primal(ptr %132, i64 4)
  %2225 = load float, ptr %2224, align 4
  %2226 = call ptr @stack_top_primal(ptr %139, i64 4)
  %2227 = load float, ptr %2226, align 4
  %2228 = call ptr @stack_top_primal(ptr %146, i64 4)
  %2229 = load float, ptr %2228, align 4
  %2230 = call ptr @stack_top_primal(ptr %153, i64 4)
  %2231 = load float, ptr %2230, align 4
  %2232 = call ptr @stack_top_primal(ptr %160, i64 4)
  %2233 = load float, ptr %2232, align 4
  %2234 = call ptr @stack_top_primal(ptr %174, i64 4)
  %2235 = load float, ptr %2234, align 4
  %2236 = call ptr @stack_top_primal(ptr %181, i64 4)
  %2237 = load float, ptr %2236, align 4
  %2238 = getelementptr i64, ptr %38, i64 8
  %2239 = load i64, ptr %2238, align 8
  %2240 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2240, ptr %132, i64 %2239, i64 4, i64 3899120329)
  %2241 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %2225, ptr %2241, align 4
  %2242 = getelementptr i64, ptr %38, i64 9
  %2243 = load i64, ptr %2242, align 8
  %2244 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2244, ptr %139, i64 %2243, i64 4, i64 3899120329)
  %2245 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %2227, ptr %2245, align 4
  %2246 = getelementptr i64, ptr %38, i64 10
  %2247 = load i64, ptr %2246, align 8
  %2248 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2248, ptr %146, i64 %2247, i64 4, i64 3899120329)
  %2249 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %2229, ptr %2249, align 4
  %2250 = getelementptr i64, ptr %38, i64 11
  %2251 = load i64, ptr %2250, align 8
  %2252 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2252, ptr %153, i64 %2251, i64 4, i64 3899120329)
  %2253 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %2231, ptr %2253, align 4
  %2254 = getelementptr i64, ptr %38, i64 12
  %2255 = load i64, ptr %2254, align 8
  %2256 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2256, ptr %160, i64 %2255, i64 4, i64 3899120329)
  %2257 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %2233, ptr %2257, align 4
  %2258 = getelementptr i64, ptr %38, i64 13
  %2259 = load i64, ptr %2258, align 8
  %2260 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2260, ptr %167, i64 %2259, i64 4, i64 3899120329)
  %2261 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %2223, ptr %2261, align 4
  %2262 = getelementptr i64, ptr %38, i64 14
  %2263 = load i64, ptr %2262, align 8
  %2264 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2264, ptr %174, i64 %2263, i64 4, i64 3899120329)
  %2265 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %2235, ptr %2265, align 4
  %2266 = getelementptr i64, ptr %38, i64 15
  %2267 = load i64, ptr %2266, align 8
  %2268 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2268, ptr %181, i64 %2267, i64 4, i64 3899120329)
  %2269 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %2237, ptr %2269, align 4
  %2270 = fmul reassoc ninf nsz afn float %1867, 0x3FE99999A0000000
  %2271 = call reassoc ninf nsz afn float @sin_f32(float %1869)
  %2272 = getelementptr i64, ptr %38, i64 1
  %2273 = load i64, ptr %2272, align 8
  %2274 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2274, ptr %69, i64 %2273, i64 4, i64 3899120329)
  %2275 = call ptr @stack_top_primal(ptr %69, i64 4)
  store float %2271, ptr %2275, align 4
  %2276 = call ptr @stack_top_primal(ptr %69, i64 4)
  %2277 = load float, ptr %2276, align 4
  %2278 = fmul reassoc ninf nsz afn float %2277, 0x3FD3333340000000
  %2279 = fadd reassoc ninf nsz afn float %2270, %2278
  %2280 = call ptr @stack_top_primal(ptr %132, i64 4)
  %2281 = load float, ptr %2280, align 4
  %2282 = call ptr @stack_top_primal(ptr %139, i64 4)
  %2283 = load float, ptr %2282, align 4
  %2284 = call ptr @stack_top_primal(ptr %146, i64 4)
  %2285 = load float, ptr %2284, align 4
  %2286 = call ptr @stack_top_primal(ptr %153, i64 4)
  %2287 = load float, ptr %2286, align 4
  %2288 = call ptr @stack_top_primal(ptr %160, i64 4)
  %2289 = load float, ptr %2288, align 4
  %2290 = call ptr @stack_top_primal(ptr %167, i64 4)
  %2291 = load float, ptr %2290, align 4
  %2292 = call ptr @stack_top_primal(ptr %181, i64 4)
  %2293 = load float, ptr %2292, align 4
  %2294 = getelementptr i64, ptr %38, i64 8
  %2295 = load i64, ptr %2294, align 8
  %2296 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2296, ptr %132, i64 %2295, i64 4, i64 3899120329)
  %2297 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %2281, ptr %2297, align 4
  %2298 = getelementptr i64, ptr %38, i64 9
  %2299 = load i64, ptr %2298, align 8
  %2300 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2300, ptr %139, i64 %2299, i64 4, i64 3899120329)
  %2301 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %2283, ptr %2301, align 4
  %2302 = getelementptr i64, ptr %38, i64 10
  %2303 = load i64, ptr %2302, align 8
  %2304 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2304, ptr %146, i64 %2303, i64 4, i64 3899120329)
  %2305 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %2285, ptr %2305, align 4
  %2306 = getelementptr i64, ptr %38, i64 11
  %2307 = load i64, ptr %2306, align 8
  %2308 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2308, ptr %153, i64 %2307, i64 4, i64 3899120329)
  %2309 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %2287, ptr %2309, align 4
  %2310 = getelementptr i64, ptr %38, i64 12
  %2311 = load i64, ptr %2310, align 8
  %2312 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2312, ptr %160, i64 %2311, i64 4, i64 3899120329)
  %2313 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %2289, ptr %2313, align 4
  %2314 = getelementptr i64, ptr %38, i64 13
  %2315 = load i64, ptr %2314, align 8
  %2316 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2316, ptr %167, i64 %2315, i64 4, i64 3899120329)
  %2317 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %2291, ptr %2317, align 4
  %2318 = getelementptr i64, ptr %38, i64 14
  %2319 = load i64, ptr %2318, align 8
  %2320 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2320, ptr %174, i64 %2319, i64 4, i64 3899120329)
  %2321 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %2279, ptr %2321, align 4
  %2322 = getelementptr i64, ptr %38, i64 15
  %2323 = load i64, ptr %2322, align 8
  %2324 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2324, ptr %181, i64 %2323, i64 4, i64 3899120329)
  %2325 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %2293, ptr %2325, align 4
  %2326 = fmul reassoc ninf nsz afn float %1869, 0x3FE99999A0000000
  %2327 = call reassoc ninf nsz afn float @sin_f32(float %1855)
  %2328 = getelementptr i64, ptr %38, i64 0
  %2329 = load i64, ptr %2328, align 8
  %2330 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2330, ptr %60, i64 %2329, i64 4, i64 3899120329)
  %2331 = call ptr @stack_top_primal(ptr %60, i64 4)
  store float %2327, ptr %2331, align 4
  %2332 = call ptr @stack_top_primal(ptr %60, i64 4)
  %2333 = load float, ptr %2332, align 4
  %2334 = fmul reassoc ninf nsz afn float %2333, 0x3FD3333340000000
  %2335 = fadd reassoc ninf nsz afn float %2326, %2334
  %2336 = call ptr @stack_top_primal(ptr %132, i64 4)
  %2337 = load float, ptr %2336, align 4
  %2338 = call ptr @stack_top_primal(ptr %139, i64 4)
  %2339 = load float, ptr %2338, align 4
  %2340 = call ptr @stack_top_primal(ptr %146, i64 4)
  %2341 = load float, ptr %2340, align 4
  %2342 = call ptr @stack_top_primal(ptr %153, i64 4)
  %2343 = load float, ptr %2342, align 4
  %2344 = call ptr @stack_top_primal(ptr %160, i64 4)
  %2345 = load float, ptr %2344, align 4
  %2346 = call ptr @stack_top_primal(ptr %167, i64 4)
  %2347 = load float, ptr %2346, align 4
  %2348 = call ptr @stack_top_primal(ptr %174, i64 4)
  %2349 = load float, ptr %2348, align 4
  %2350 = getelementptr i64, ptr %38, i64 8
  %2351 = load i64, ptr %2350, align 8
  %2352 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2352, ptr %132, i64 %2351, i64 4, i64 3899120329)
  %2353 = call ptr @stack_top_primal(ptr %132, i64 4)
  store float %2337, ptr %2353, align 4
  %2354 = getelementptr i64, ptr %38, i64 9
  %2355 = load i64, ptr %2354, align 8
  %2356 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2356, ptr %139, i64 %2355, i64 4, i64 3899120329)
  %2357 = call ptr @stack_top_primal(ptr %139, i64 4)
  store float %2339, ptr %2357, align 4
  %2358 = getelementptr i64, ptr %38, i64 10
  %2359 = load i64, ptr %2358, align 8
  %2360 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2360, ptr %146, i64 %2359, i64 4, i64 3899120329)
  %2361 = call ptr @stack_top_primal(ptr %146, i64 4)
  store float %2341, ptr %2361, align 4
  %2362 = getelementptr i64, ptr %38, i64 11
  %2363 = load i64, ptr %2362, align 8
  %2364 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2364, ptr %153, i64 %2363, i64 4, i64 3899120329)
  %2365 = call ptr @stack_top_primal(ptr %153, i64 4)
  store float %2343, ptr %2365, align 4
  %2366 = getelementptr i64, ptr %38, i64 12
  %2367 = load i64, ptr %2366, align 8
  %2368 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2368, ptr %160, i64 %2367, i64 4, i64 3899120329)
  %2369 = call ptr @stack_top_primal(ptr %160, i64 4)
  store float %2345, ptr %2369, align 4
  %2370 = getelementptr i64, ptr %38, i64 13
  %2371 = load i64, ptr %2370, align 8
  %2372 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2372, ptr %167, i64 %2371, i64 4, i64 3899120329)
  %2373 = call ptr @stack_top_primal(ptr %167, i64 4)
  store float %2347, ptr %2373, align 4
  %2374 = getelementptr i64, ptr %38, i64 14
  %2375 = load i64, ptr %2374, align 8
  %2376 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2376, ptr %174, i64 %2375, i64 4, i64 3899120329)
  %2377 = call ptr @stack_top_primal(ptr %174, i64 4)
  store float %2349, ptr %2377, align 4
  %2378 = getelementptr i64, ptr %38, i64 15
  %2379 = load i64, ptr %2378, align 8
  %2380 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2380, ptr %181, i64 %2379, i64 4, i64 3899120329)
  %2381 = call ptr @stack_top_primal(ptr %181, i64 4)
  store float %2335, ptr %2381, align 4
  %2382 = call ptr @stack_top_primal(ptr %132, i64 4)
  %2383 = load float, ptr %2382, align 4
  %2384 = call ptr @stack_top_primal(ptr %139, i64 4)
  %2385 = load float, ptr %2384, align 4
  %2386 = call ptr @stack_top_primal(ptr %146, i64 4)
  %2387 = load float, ptr %2386, align 4
  %2388 = call ptr @stack_top_primal(ptr %153, i64 4)
  %2389 = load float, ptr %2388, align 4
  %2390 = call ptr @stack_top_primal(ptr %160, i64 4)
  %2391 = load float, ptr %2390, align 4
  %2392 = call ptr @stack_top_primal(ptr %167, i64 4)
  %2393 = load float, ptr %2392, align 4
  %2394 = call ptr @stack_top_primal(ptr %174, i64 4)
  %2395 = load float, ptr %2394, align 4
  %2396 = call ptr @stack_top_primal(ptr %181, i64 4)
  %2397 = load float, ptr %2396, align 4
  %2398 = getelementptr i64, ptr %38, i64 48
  %2399 = load i64, ptr %2398, align 8
  %2400 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2400, ptr %577, i64 %2399, i64 4, i64 3899120329)
  %2401 = call ptr @stack_top_primal(ptr %577, i64 4)
  store float %2383, ptr %2401, align 4
  %2402 = getelementptr i64, ptr %38, i64 49
  %2403 = load i64, ptr %2402, align 8
  %2404 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2404, ptr %584, i64 %2403, i64 4, i64 3899120329)
  %2405 = call ptr @stack_top_primal(ptr %584, i64 4)
  store float %2385, ptr %2405, align 4
  %2406 = getelementptr i64, ptr %38, i64 50
  %2407 = load i64, ptr %2406, align 8
  %2408 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2408, ptr %591, i64 %2407, i64 4, i64 3899120329)
  %2409 = call ptr @stack_top_primal(ptr %591, i64 4)
  store float %2387, ptr %2409, align 4
  %2410 = getelementptr i64, ptr %38, i64 51
  %2411 = load i64, ptr %2410, align 8
  %2412 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2412, ptr %598, i64 %2411, i64 4, i64 3899120329)
  %2413 = call ptr @stack_top_primal(ptr %598, i64 4)
  store float %2389, ptr %2413, align 4
  %2414 = getelementptr i64, ptr %38, i64 52
  %2415 = load i64, ptr %2414, align 8
  %2416 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2416, ptr %605, i64 %2415, i64 4, i64 3899120329)
  %2417 = call ptr @stack_top_primal(ptr %605, i64 4)
  store float %2391, ptr %2417, align 4
  %2418 = getelementptr i64, ptr %38, i64 53
  %2419 = load i64, ptr %2418, align 8
  %2420 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2420, ptr %612, i64 %2419, i64 4, i64 3899120329)
  %2421 = call ptr @stack_top_primal(ptr %612, i64 4)
  store float %2393, ptr %2421, align 4
  %2422 = getelementptr i64, ptr %38, i64 54
  %2423 = load i64, ptr %2422, align 8
  %2424 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2424, ptr %619, i64 %2423, i64 4, i64 3899120329)
  %2425 = call ptr @stack_top_primal(ptr %619, i64 4)
  store float %2395, ptr %2425, align 4
  %2426 = getelementptr i64, ptr %38, i64 55
  %2427 = load i64, ptr %2426, align 8
  %2428 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %2428, ptr %626, i64 %2427, i64 4, i64 3899120329)
  %2429 = call ptr @stack_top_primal(ptr %626, i64 4)
  store float %2397, ptr %2429, align 4
  br label %for_loop_inc11

for_loop_inc11:                                   ; preds = %for_loop_body10
  %2430 = load i32, ptr %45, align 4
  %2431 = add i32 %2430, 1
  store i32 %2431, ptr %45, align 4
  br label %for_loop_test13

after_for12:                                      ; preds = %for_loop_test13
  %2432 = icmp ne i1 %536, false
  br i1 %2432, label %assert_cont15, label %assert_fail14

for_loop_test13:                                  ; preds = %for_loop_inc11, %assert_cont8
  %2433 = load i32, ptr %45, align 4
  %2434 = icmp slt i32 %2433, %701
  br i1 %2434, label %for_loop_body10, label %after_for12

assert_fail14:                                    ; preds = %after_for12
  %2435 = zext i32 %53 to i64
  %2436 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %2435, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %2437 = icmp ne i32 %2436, 0
  br i1 %2437, label %assert_abort16, label %assert_cont15

assert_cont15:                                    ; preds = %assert_fail14, %after_for12
  %2438 = icmp ne i1 %536, false
  br i1 %2438, label %assert_cont18, label %assert_fail17

assert_abort16:                                   ; preds = %assert_fail14
  ret void

assert_fail17:                                    ; preds = %assert_cont15
  %2439 = zext i32 %53 to i64
  %2440 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 1, i64 %2439, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %2441 = icmp ne i32 %2440, 0
  br i1 %2441, label %assert_abort19, label %assert_cont18

assert_cont18:                                    ; preds = %assert_fail17, %assert_cont15
  %2442 = call ptr @get_ch_S0_to_S30(ptr %547)
  %2443 = icmp ne i1 %534, false
  br i1 %2443, label %assert_cont21, label %assert_fail20

assert_abort19:                                   ; preds = %assert_fail17
  ret void

assert_fail20:                                    ; preds = %assert_cont18
  %2444 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %2445 = icmp ne i32 %2444, 0
  br i1 %2445, label %assert_abort22, label %assert_cont21

assert_cont21:                                    ; preds = %assert_fail20, %assert_cont18
  call void @StructMeta_set_snode_id(ptr %46, i32 30)
  call void @StructMeta_set_element_size(ptr %46, i64 4)
  call void @StructMeta_set_max_num_elements(ptr %46, i64 6)
  call void @StructMeta_set_context(ptr %46, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %46, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %46, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %46, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %46, ptr @get_ch_S0_to_S30)
  call void @StructMeta_set_refine_coordinates(ptr %46, ptr @S30_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %46, i32 0)
  %2446 = call ptr @Dense_lookup_element(ptr %46, ptr %2442, i32 %553)
  %2447 = call ptr @get_ch_S30_to_S31(ptr %2446)
  %2448 = load float, ptr %2447, align 4
  %2449 = icmp ne i1 %534, false
  br i1 %2449, label %assert_cont24, label %assert_fail23

assert_abort22:                                   ; preds = %assert_fail20
  ret void

assert_fail23:                                    ; preds = %assert_cont21
  %2450 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %2451 = icmp ne i32 %2450, 0
  br i1 %2451, label %assert_abort25, label %assert_cont24

assert_cont24:                                    ; preds = %assert_fail23, %assert_cont21
  store float 0.000000e+00, ptr %2447, align 4
  %2452 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %2453 = load float, ptr %2452, align 4
  %2454 = fadd reassoc ninf nsz afn float %2453, %2448
  store float %2454, ptr %2452, align 4
  %2455 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %2456 = load float, ptr %2455, align 4
  %2457 = fadd reassoc ninf nsz afn float %2456, %2448
  store float %2457, ptr %2455, align 4
  %2458 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %2459 = load float, ptr %2458, align 4
  %2460 = fadd reassoc ninf nsz afn float %2459, %2448
  store float %2460, ptr %2458, align 4
  %2461 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %2462 = load float, ptr %2461, align 4
  %2463 = fadd reassoc ninf nsz afn float %2462, %2448
  store float %2463, ptr %2461, align 4
  %2464 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %2465 = load float, ptr %2464, align 4
  %2466 = fadd reassoc ninf nsz afn float %2465, %2448
  store float %2466, ptr %2464, align 4
  %2467 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %2468 = load float, ptr %2467, align 4
  %2469 = fadd reassoc ninf nsz afn float %2468, %2448
  store float %2469, ptr %2467, align 4
  %2470 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %2471 = load float, ptr %2470, align 4
  %2472 = fadd reassoc ninf nsz afn float %2471, %2448
  store float %2472, ptr %2470, align 4
  %2473 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %2474 = load float, ptr %2473, align 4
  %2475 = fadd reassoc ninf nsz afn float %2474, %2448
  store float %2475, ptr %2473, align 4
  %2476 = sub i32 %701, 1
  store i32 %2476, ptr %47, align 4
  br label %for_loop_test29

assert_abort25:                                   ; preds = %assert_fail23
  ret void

for_loop_body26:                                  ; preds = %for_loop_test29
  %2477 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %2478 = load float, ptr %2477, align 4
  %2479 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %2480 = load float, ptr %2479, align 4
  %2481 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %2482 = load float, ptr %2481, align 4
  %2483 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %2484 = load float, ptr %2483, align 4
  %2485 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %2486 = load float, ptr %2485, align 4
  %2487 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %2488 = load float, ptr %2487, align 4
  %2489 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %2490 = load float, ptr %2489, align 4
  %2491 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %2492 = load float, ptr %2491, align 4
  call void @stack_pop(ptr %577)
  call void @stack_pop(ptr %584)
  call void @stack_pop(ptr %591)
  call void @stack_pop(ptr %598)
  call void @stack_pop(ptr %605)
  call void @stack_pop(ptr %612)
  call void @stack_pop(ptr %619)
  call void @stack_pop(ptr %626)
  %2493 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2494 = load float, ptr %2493, align 4
  %2495 = fadd reassoc ninf nsz afn float %2494, %2478
  store float %2495, ptr %2493, align 4
  %2496 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2497 = load float, ptr %2496, align 4
  %2498 = fadd reassoc ninf nsz afn float %2497, %2480
  store float %2498, ptr %2496, align 4
  %2499 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2500 = load float, ptr %2499, align 4
  %2501 = fadd reassoc ninf nsz afn float %2500, %2482
  store float %2501, ptr %2499, align 4
  %2502 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2503 = load float, ptr %2502, align 4
  %2504 = fadd reassoc ninf nsz afn float %2503, %2484
  store float %2504, ptr %2502, align 4
  %2505 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2506 = load float, ptr %2505, align 4
  %2507 = fadd reassoc ninf nsz afn float %2506, %2486
  store float %2507, ptr %2505, align 4
  %2508 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2509 = load float, ptr %2508, align 4
  %2510 = fadd reassoc ninf nsz afn float %2509, %2488
  store float %2510, ptr %2508, align 4
  %2511 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2512 = load float, ptr %2511, align 4
  %2513 = fadd reassoc ninf nsz afn float %2512, %2490
  store float %2513, ptr %2511, align 4
  %2514 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2515 = load float, ptr %2514, align 4
  %2516 = fadd reassoc ninf nsz afn float %2515, %2492
  store float %2516, ptr %2514, align 4
  %2517 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2518 = load float, ptr %2517, align 4
  %2519 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2520 = load float, ptr %2519, align 4
  %2521 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2522 = load float, ptr %2521, align 4
  %2523 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2524 = load float, ptr %2523, align 4
  %2525 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2526 = load float, ptr %2525, align 4
  %2527 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2528 = load float, ptr %2527, align 4
  %2529 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2530 = load float, ptr %2529, align 4
  %2531 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2532 = load float, ptr %2531, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %2533 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2534 = load float, ptr %2533, align 4
  %2535 = fadd reassoc ninf nsz afn float %2534, 0.000000e+00
  store float %2535, ptr %2533, align 4
  %2536 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2537 = load float, ptr %2536, align 4
  %2538 = fadd reassoc ninf nsz afn float %2537, 0.000000e+00
  store float %2538, ptr %2536, align 4
  %2539 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2540 = load float, ptr %2539, align 4
  %2541 = fadd reassoc ninf nsz afn float %2540, 0.000000e+00
  store float %2541, ptr %2539, align 4
  %2542 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2543 = load float, ptr %2542, align 4
  %2544 = fadd reassoc ninf nsz afn float %2543, 0.000000e+00
  store float %2544, ptr %2542, align 4
  %2545 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2546 = load float, ptr %2545, align 4
  %2547 = fadd reassoc ninf nsz afn float %2546, 0.000000e+00
  store float %2547, ptr %2545, align 4
  %2548 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2549 = load float, ptr %2548, align 4
  %2550 = fadd reassoc ninf nsz afn float %2549, 0.000000e+00
  store float %2550, ptr %2548, align 4
  %2551 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2552 = load float, ptr %2551, align 4
  %2553 = fadd reassoc ninf nsz afn float %2552, %2530
  store float %2553, ptr %2551, align 4
  %2554 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2555 = load float, ptr %2554, align 4
  %2556 = fadd reassoc ninf nsz afn float %2555, 0.000000e+00
  store float %2556, ptr %2554, align 4
  %2557 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2558 = load float, ptr %2557, align 4
  %2559 = fadd reassoc ninf nsz afn float %2558, 0.000000e+00
  store float %2559, ptr %2557, align 4
  %2560 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2561 = load float, ptr %2560, align 4
  %2562 = fadd reassoc ninf nsz afn float %2561, 0.000000e+00
  store float %2562, ptr %2560, align 4
  %2563 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2564 = load float, ptr %2563, align 4
  %2565 = fadd reassoc ninf nsz afn float %2564, 0.000000e+00
  store float %2565, ptr %2563, align 4
  %2566 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2567 = load float, ptr %2566, align 4
  %2568 = fadd reassoc ninf nsz afn float %2567, 0.000000e+00
  store float %2568, ptr %2566, align 4
  %2569 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2570 = load float, ptr %2569, align 4
  %2571 = fadd reassoc ninf nsz afn float %2570, 0.000000e+00
  store float %2571, ptr %2569, align 4
  %2572 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2573 = load float, ptr %2572, align 4
  %2574 = fadd reassoc ninf nsz afn float %2573, 0.000000e+00
  store float %2574, ptr %2572, align 4
  %2575 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2576 = load float, ptr %2575, align 4
  %2577 = fadd reassoc ninf nsz afn float %2576, 0.000000e+00
  store float %2577, ptr %2575, align 4
  %2578 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2579 = load float, ptr %2578, align 4
  %2580 = fadd reassoc ninf nsz afn float %2579, 0.000000e+00
  store float %2580, ptr %2578, align 4
  %2581 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2582 = load float, ptr %2581, align 4
  %2583 = fadd reassoc ninf nsz afn float %2582, 0.000000e+00
  store float %2583, ptr %2581, align 4
  %2584 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2585 = load float, ptr %2584, align 4
  %2586 = fadd reassoc ninf nsz afn float %2585, 0.000000e+00
  store float %2586, ptr %2584, align 4
  %2587 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2588 = load float, ptr %2587, align 4
  %2589 = fadd reassoc ninf nsz afn float %2588, 0.000000e+00
  store float %2589, ptr %2587, align 4
  %2590 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2591 = load float, ptr %2590, align 4
  %2592 = fadd reassoc ninf nsz afn float %2591, 0.000000e+00
  store float %2592, ptr %2590, align 4
  %2593 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2594 = load float, ptr %2593, align 4
  %2595 = fadd reassoc ninf nsz afn float %2594, 0.000000e+00
  store float %2595, ptr %2593, align 4
  %2596 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2597 = load float, ptr %2596, align 4
  %2598 = fadd reassoc ninf nsz afn float %2597, %2528
  store float %2598, ptr %2596, align 4
  %2599 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2600 = load float, ptr %2599, align 4
  %2601 = fadd reassoc ninf nsz afn float %2600, 0.000000e+00
  store float %2601, ptr %2599, align 4
  %2602 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2603 = load float, ptr %2602, align 4
  %2604 = fadd reassoc ninf nsz afn float %2603, 0.000000e+00
  store float %2604, ptr %2602, align 4
  %2605 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2606 = load float, ptr %2605, align 4
  %2607 = fadd reassoc ninf nsz afn float %2606, 0.000000e+00
  store float %2607, ptr %2605, align 4
  %2608 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2609 = load float, ptr %2608, align 4
  %2610 = fadd reassoc ninf nsz afn float %2609, 0.000000e+00
  store float %2610, ptr %2608, align 4
  %2611 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2612 = load float, ptr %2611, align 4
  %2613 = fadd reassoc ninf nsz afn float %2612, 0.000000e+00
  store float %2613, ptr %2611, align 4
  %2614 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2615 = load float, ptr %2614, align 4
  %2616 = fadd reassoc ninf nsz afn float %2615, 0.000000e+00
  store float %2616, ptr %2614, align 4
  %2617 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2618 = load float, ptr %2617, align 4
  %2619 = fadd reassoc ninf nsz afn float %2618, 0.000000e+00
  store float %2619, ptr %2617, align 4
  %2620 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2621 = load float, ptr %2620, align 4
  %2622 = fadd reassoc ninf nsz afn float %2621, 0.000000e+00
  store float %2622, ptr %2620, align 4
  %2623 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2624 = load float, ptr %2623, align 4
  %2625 = fadd reassoc ninf nsz afn float %2624, 0.000000e+00
  store float %2625, ptr %2623, align 4
  %2626 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2627 = load float, ptr %2626, align 4
  %2628 = fadd reassoc ninf nsz afn float %2627, 0.000000e+00
  store float %2628, ptr %2626, align 4
  %2629 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2630 = load float, ptr %2629, align 4
  %2631 = fadd reassoc ninf nsz afn float %2630, 0.000000e+00
  store float %2631, ptr %2629, align 4
  %2632 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2633 = load float, ptr %2632, align 4
  %2634 = fadd reassoc ninf nsz afn float %2633, 0.000000e+00
  store float %2634, ptr %2632, align 4
  %2635 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2636 = load float, ptr %2635, align 4
  %2637 = fadd reassoc ninf nsz afn float %2636, 0.000000e+00
  store float %2637, ptr %2635, align 4
  %2638 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2639 = load float, ptr %2638, align 4
  %2640 = fadd reassoc ninf nsz afn float %2639, 0.000000e+00
  store float %2640, ptr %2638, align 4
  %2641 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2642 = load float, ptr %2641, align 4
  %2643 = fadd reassoc ninf nsz afn float %2642, %2526
  store float %2643, ptr %2641, align 4
  %2644 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2645 = load float, ptr %2644, align 4
  %2646 = fadd reassoc ninf nsz afn float %2645, 0.000000e+00
  store float %2646, ptr %2644, align 4
  %2647 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2648 = load float, ptr %2647, align 4
  %2649 = fadd reassoc ninf nsz afn float %2648, 0.000000e+00
  store float %2649, ptr %2647, align 4
  %2650 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2651 = load float, ptr %2650, align 4
  %2652 = fadd reassoc ninf nsz afn float %2651, 0.000000e+00
  store float %2652, ptr %2650, align 4
  %2653 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2654 = load float, ptr %2653, align 4
  %2655 = fadd reassoc ninf nsz afn float %2654, 0.000000e+00
  store float %2655, ptr %2653, align 4
  %2656 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2657 = load float, ptr %2656, align 4
  %2658 = fadd reassoc ninf nsz afn float %2657, 0.000000e+00
  store float %2658, ptr %2656, align 4
  %2659 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2660 = load float, ptr %2659, align 4
  %2661 = fadd reassoc ninf nsz afn float %2660, 0.000000e+00
  store float %2661, ptr %2659, align 4
  %2662 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2663 = load float, ptr %2662, align 4
  %2664 = fadd reassoc ninf nsz afn float %2663, 0.000000e+00
  store float %2664, ptr %2662, align 4
  %2665 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2666 = load float, ptr %2665, align 4
  %2667 = fadd reassoc ninf nsz afn float %2666, 0.000000e+00
  store float %2667, ptr %2665, align 4
  %2668 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2669 = load float, ptr %2668, align 4
  %2670 = fadd reassoc ninf nsz afn float %2669, 0.000000e+00
  store float %2670, ptr %2668, align 4
  %2671 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2672 = load float, ptr %2671, align 4
  %2673 = fadd reassoc ninf nsz afn float %2672, 0.000000e+00
  store float %2673, ptr %2671, align 4
  %2674 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2675 = load float, ptr %2674, align 4
  %2676 = fadd reassoc ninf nsz afn float %2675, 0.000000e+00
  store float %2676, ptr %2674, align 4
  %2677 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2678 = load float, ptr %2677, align 4
  %2679 = fadd reassoc ninf nsz afn float %2678, 0.000000e+00
  store float %2679, ptr %2677, align 4
  %2680 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2681 = load float, ptr %2680, align 4
  %2682 = fadd reassoc ninf nsz afn float %2681, 0.000000e+00
  store float %2682, ptr %2680, align 4
  %2683 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2684 = load float, ptr %2683, align 4
  %2685 = fadd reassoc ninf nsz afn float %2684, 0.000000e+00
  store float %2685, ptr %2683, align 4
  %2686 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2687 = load float, ptr %2686, align 4
  %2688 = fadd reassoc ninf nsz afn float %2687, %2524
  store float %2688, ptr %2686, align 4
  %2689 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2690 = load float, ptr %2689, align 4
  %2691 = fadd reassoc ninf nsz afn float %2690, 0.000000e+00
  store float %2691, ptr %2689, align 4
  %2692 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2693 = load float, ptr %2692, align 4
  %2694 = fadd reassoc ninf nsz afn float %2693, 0.000000e+00
  store float %2694, ptr %2692, align 4
  %2695 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2696 = load float, ptr %2695, align 4
  %2697 = fadd reassoc ninf nsz afn float %2696, 0.000000e+00
  store float %2697, ptr %2695, align 4
  %2698 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2699 = load float, ptr %2698, align 4
  %2700 = fadd reassoc ninf nsz afn float %2699, 0.000000e+00
  store float %2700, ptr %2698, align 4
  %2701 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2702 = load float, ptr %2701, align 4
  %2703 = fadd reassoc ninf nsz afn float %2702, 0.000000e+00
  store float %2703, ptr %2701, align 4
  %2704 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2705 = load float, ptr %2704, align 4
  %2706 = fadd reassoc ninf nsz afn float %2705, 0.000000e+00
  store float %2706, ptr %2704, align 4
  %2707 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2708 = load float, ptr %2707, align 4
  %2709 = fadd reassoc ninf nsz afn float %2708, 0.000000e+00
  store float %2709, ptr %2707, align 4
  %2710 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2711 = load float, ptr %2710, align 4
  %2712 = fadd reassoc ninf nsz afn float %2711, 0.000000e+00
  store float %2712, ptr %2710, align 4
  %2713 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2714 = load float, ptr %2713, align 4
  %2715 = fadd reassoc ninf nsz afn float %2714, 0.000000e+00
  store float %2715, ptr %2713, align 4
  %2716 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2717 = load float, ptr %2716, align 4
  %2718 = fadd reassoc ninf nsz afn float %2717, 0.000000e+00
  store float %2718, ptr %2716, align 4
  %2719 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2720 = load float, ptr %2719, align 4
  %2721 = fadd reassoc ninf nsz afn float %2720, 0.000000e+00
  store float %2721, ptr %2719, align 4
  %2722 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2723 = load float, ptr %2722, align 4
  %2724 = fadd reassoc ninf nsz afn float %2723, 0.000000e+00
  store float %2724, ptr %2722, align 4
  %2725 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2726 = load float, ptr %2725, align 4
  %2727 = fadd reassoc ninf nsz afn float %2726, 0.000000e+00
  store float %2727, ptr %2725, align 4
  %2728 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2729 = load float, ptr %2728, align 4
  %2730 = fadd reassoc ninf nsz afn float %2729, 0.000000e+00
  store float %2730, ptr %2728, align 4
  %2731 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2732 = load float, ptr %2731, align 4
  %2733 = fadd reassoc ninf nsz afn float %2732, %2522
  store float %2733, ptr %2731, align 4
  %2734 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2735 = load float, ptr %2734, align 4
  %2736 = fadd reassoc ninf nsz afn float %2735, 0.000000e+00
  store float %2736, ptr %2734, align 4
  %2737 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2738 = load float, ptr %2737, align 4
  %2739 = fadd reassoc ninf nsz afn float %2738, 0.000000e+00
  store float %2739, ptr %2737, align 4
  %2740 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2741 = load float, ptr %2740, align 4
  %2742 = fadd reassoc ninf nsz afn float %2741, 0.000000e+00
  store float %2742, ptr %2740, align 4
  %2743 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2744 = load float, ptr %2743, align 4
  %2745 = fadd reassoc ninf nsz afn float %2744, 0.000000e+00
  store float %2745, ptr %2743, align 4
  %2746 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2747 = load float, ptr %2746, align 4
  %2748 = fadd reassoc ninf nsz afn float %2747, 0.000000e+00
  store float %2748, ptr %2746, align 4
  %2749 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2750 = load float, ptr %2749, align 4
  %2751 = fadd reassoc ninf nsz afn float %2750, 0.000000e+00
  store float %2751, ptr %2749, align 4
  %2752 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2753 = load float, ptr %2752, align 4
  %2754 = fadd reassoc ninf nsz afn float %2753, 0.000000e+00
  store float %2754, ptr %2752, align 4
  %2755 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2756 = load float, ptr %2755, align 4
  %2757 = fadd reassoc ninf nsz afn float %2756, 0.000000e+00
  store float %2757, ptr %2755, align 4
  %2758 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2759 = load float, ptr %2758, align 4
  %2760 = fadd reassoc ninf nsz afn float %2759, 0.000000e+00
  store float %2760, ptr %2758, align 4
  %2761 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2762 = load float, ptr %2761, align 4
  %2763 = fadd reassoc ninf nsz afn float %2762, 0.000000e+00
  store float %2763, ptr %2761, align 4
  %2764 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2765 = load float, ptr %2764, align 4
  %2766 = fadd reassoc ninf nsz afn float %2765, 0.000000e+00
  store float %2766, ptr %2764, align 4
  %2767 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2768 = load float, ptr %2767, align 4
  %2769 = fadd reassoc ninf nsz afn float %2768, 0.000000e+00
  store float %2769, ptr %2767, align 4
  %2770 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2771 = load float, ptr %2770, align 4
  %2772 = fadd reassoc ninf nsz afn float %2771, 0.000000e+00
  store float %2772, ptr %2770, align 4
  %2773 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2774 = load float, ptr %2773, align 4
  %2775 = fadd reassoc ninf nsz afn float %2774, 0.000000e+00
  store float %2775, ptr %2773, align 4
  %2776 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2777 = load float, ptr %2776, align 4
  %2778 = fadd reassoc ninf nsz afn float %2777, %2520
  store float %2778, ptr %2776, align 4
  %2779 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2780 = load float, ptr %2779, align 4
  %2781 = fadd reassoc ninf nsz afn float %2780, 0.000000e+00
  store float %2781, ptr %2779, align 4
  %2782 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2783 = load float, ptr %2782, align 4
  %2784 = fadd reassoc ninf nsz afn float %2783, 0.000000e+00
  store float %2784, ptr %2782, align 4
  %2785 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2786 = load float, ptr %2785, align 4
  %2787 = fadd reassoc ninf nsz afn float %2786, 0.000000e+00
  store float %2787, ptr %2785, align 4
  %2788 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2789 = load float, ptr %2788, align 4
  %2790 = fadd reassoc ninf nsz afn float %2789, 0.000000e+00
  store float %2790, ptr %2788, align 4
  %2791 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2792 = load float, ptr %2791, align 4
  %2793 = fadd reassoc ninf nsz afn float %2792, 0.000000e+00
  store float %2793, ptr %2791, align 4
  %2794 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2795 = load float, ptr %2794, align 4
  %2796 = fadd reassoc ninf nsz afn float %2795, 0.000000e+00
  store float %2796, ptr %2794, align 4
  %2797 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2798 = load float, ptr %2797, align 4
  %2799 = fadd reassoc ninf nsz afn float %2798, 0.000000e+00
  store float %2799, ptr %2797, align 4
  %2800 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2801 = load float, ptr %2800, align 4
  %2802 = fadd reassoc ninf nsz afn float %2801, 0.000000e+00
  store float %2802, ptr %2800, align 4
  %2803 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2804 = load float, ptr %2803, align 4
  %2805 = fadd reassoc ninf nsz afn float %2804, 0.000000e+00
  store float %2805, ptr %2803, align 4
  %2806 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2807 = load float, ptr %2806, align 4
  %2808 = fadd reassoc ninf nsz afn float %2807, 0.000000e+00
  store float %2808, ptr %2806, align 4
  %2809 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2810 = load float, ptr %2809, align 4
  %2811 = fadd reassoc ninf nsz afn float %2810, 0.000000e+00
  store float %2811, ptr %2809, align 4
  %2812 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2813 = load float, ptr %2812, align 4
  %2814 = fadd reassoc ninf nsz afn float %2813, 0.000000e+00
  store float %2814, ptr %2812, align 4
  %2815 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2816 = load float, ptr %2815, align 4
  %2817 = fadd reassoc ninf nsz afn float %2816, 0.000000e+00
  store float %2817, ptr %2815, align 4
  %2818 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2819 = load float, ptr %2818, align 4
  %2820 = fadd reassoc ninf nsz afn float %2819, 0.000000e+00
  store float %2820, ptr %2818, align 4
  %2821 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2822 = load float, ptr %2821, align 4
  %2823 = fadd reassoc ninf nsz afn float %2822, %2518
  store float %2823, ptr %2821, align 4
  %2824 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2825 = load float, ptr %2824, align 4
  %2826 = fadd reassoc ninf nsz afn float %2825, 0.000000e+00
  store float %2826, ptr %2824, align 4
  %2827 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2828 = load float, ptr %2827, align 4
  %2829 = fadd reassoc ninf nsz afn float %2828, 0.000000e+00
  store float %2829, ptr %2827, align 4
  %2830 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2831 = load float, ptr %2830, align 4
  %2832 = fadd reassoc ninf nsz afn float %2831, 0.000000e+00
  store float %2832, ptr %2830, align 4
  %2833 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2834 = load float, ptr %2833, align 4
  %2835 = fadd reassoc ninf nsz afn float %2834, 0.000000e+00
  store float %2835, ptr %2833, align 4
  %2836 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2837 = load float, ptr %2836, align 4
  %2838 = fadd reassoc ninf nsz afn float %2837, 0.000000e+00
  store float %2838, ptr %2836, align 4
  %2839 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2840 = load float, ptr %2839, align 4
  %2841 = fadd reassoc ninf nsz afn float %2840, 0.000000e+00
  store float %2841, ptr %2839, align 4
  %2842 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2843 = load float, ptr %2842, align 4
  %2844 = fadd reassoc ninf nsz afn float %2843, 0.000000e+00
  store float %2844, ptr %2842, align 4
  %2845 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2846 = load float, ptr %2845, align 4
  %2847 = fadd reassoc ninf nsz afn float %2846, 0.000000e+00
  store float %2847, ptr %2845, align 4
  %2848 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2849 = load float, ptr %2848, align 4
  %2850 = fadd reassoc ninf nsz afn float %2849, 0.000000e+00
  store float %2850, ptr %2848, align 4
  %2851 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2852 = load float, ptr %2851, align 4
  %2853 = fadd reassoc ninf nsz afn float %2852, 0.000000e+00
  store float %2853, ptr %2851, align 4
  %2854 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2855 = load float, ptr %2854, align 4
  %2856 = fadd reassoc ninf nsz afn float %2855, 0.000000e+00
  store float %2856, ptr %2854, align 4
  %2857 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2858 = load float, ptr %2857, align 4
  %2859 = fadd reassoc ninf nsz afn float %2858, 0.000000e+00
  store float %2859, ptr %2857, align 4
  %2860 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2861 = load float, ptr %2860, align 4
  %2862 = fadd reassoc ninf nsz afn float %2861, 0.000000e+00
  store float %2862, ptr %2860, align 4
  %2863 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2864 = load float, ptr %2863, align 4
  %2865 = fadd reassoc ninf nsz afn float %2864, 0.000000e+00
  store float %2865, ptr %2863, align 4
  %2866 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2867 = load float, ptr %2866, align 4
  %2868 = fadd reassoc ninf nsz afn float %2867, 0.000000e+00
  store float %2868, ptr %2866, align 4
  %2869 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %2870 = load float, ptr %2869, align 4
  %2871 = fadd reassoc ninf nsz afn float %2870, 0.000000e+00
  store float %2871, ptr %2869, align 4
  %2872 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %2873 = load float, ptr %2872, align 4
  %2874 = fadd reassoc ninf nsz afn float %2873, 0.000000e+00
  store float %2874, ptr %2872, align 4
  %2875 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %2876 = load float, ptr %2875, align 4
  %2877 = fadd reassoc ninf nsz afn float %2876, 0.000000e+00
  store float %2877, ptr %2875, align 4
  %2878 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %2879 = load float, ptr %2878, align 4
  %2880 = fadd reassoc ninf nsz afn float %2879, 0.000000e+00
  store float %2880, ptr %2878, align 4
  %2881 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %2882 = load float, ptr %2881, align 4
  %2883 = fadd reassoc ninf nsz afn float %2882, 0.000000e+00
  store float %2883, ptr %2881, align 4
  %2884 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %2885 = load float, ptr %2884, align 4
  %2886 = fadd reassoc ninf nsz afn float %2885, 0.000000e+00
  store float %2886, ptr %2884, align 4
  %2887 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %2888 = load float, ptr %2887, align 4
  %2889 = fadd reassoc ninf nsz afn float %2888, 0.000000e+00
  store float %2889, ptr %2887, align 4
  %2890 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %2891 = load float, ptr %2890, align 4
  %2892 = fadd reassoc ninf nsz afn float %2891, 0.000000e+00
  store float %2892, ptr %2890, align 4
  %2893 = fmul reassoc ninf nsz afn float %2532, 0x3FD3333340000000
  %2894 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %2895 = load float, ptr %2894, align 4
  %2896 = fadd reassoc ninf nsz afn float %2895, %2893
  store float %2896, ptr %2894, align 4
  %2897 = call ptr @stack_top_adjoint(ptr %60, i64 4)
  %2898 = load float, ptr %2897, align 4
  call void @stack_pop(ptr %60)
  %2899 = call ptr @stack_top_primal(ptr %577, i64 4)
  %2900 = load float, ptr %2899, align 4
  %2901 = call ptr @stack_top_primal(ptr %584, i64 4)
  %2902 = load float, ptr %2901, align 4
  %2903 = call ptr @stack_top_primal(ptr %591, i64 4)
  %2904 = load float, ptr %2903, align 4
  %2905 = call ptr @stack_top_primal(ptr %598, i64 4)
  %2906 = load float, ptr %2905, align 4
  %2907 = call ptr @stack_top_primal(ptr %605, i64 4)
  %2908 = load float, ptr %2907, align 4
  %2909 = call ptr @stack_top_primal(ptr %612, i64 4)
  %2910 = load float, ptr %2909, align 4
  %2911 = call ptr @stack_top_primal(ptr %619, i64 4)
  %2912 = load float, ptr %2911, align 4
  %2913 = call ptr @stack_top_primal(ptr %626, i64 4)
  %2914 = load float, ptr %2913, align 4
  %2915 = call reassoc ninf nsz afn float @cos_f32(float %2900)
  %2916 = fmul reassoc ninf nsz afn float %2898, %2915
  %2917 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %2918 = load float, ptr %2917, align 4
  %2919 = fadd reassoc ninf nsz afn float %2918, %2916
  store float %2919, ptr %2917, align 4
  %2920 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %2921 = load float, ptr %2920, align 4
  %2922 = fadd reassoc ninf nsz afn float %2921, 0.000000e+00
  store float %2922, ptr %2920, align 4
  %2923 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %2924 = load float, ptr %2923, align 4
  %2925 = fadd reassoc ninf nsz afn float %2924, 0.000000e+00
  store float %2925, ptr %2923, align 4
  %2926 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %2927 = load float, ptr %2926, align 4
  %2928 = fadd reassoc ninf nsz afn float %2927, 0.000000e+00
  store float %2928, ptr %2926, align 4
  %2929 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %2930 = load float, ptr %2929, align 4
  %2931 = fadd reassoc ninf nsz afn float %2930, 0.000000e+00
  store float %2931, ptr %2929, align 4
  %2932 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %2933 = load float, ptr %2932, align 4
  %2934 = fadd reassoc ninf nsz afn float %2933, 0.000000e+00
  store float %2934, ptr %2932, align 4
  %2935 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %2936 = load float, ptr %2935, align 4
  %2937 = fadd reassoc ninf nsz afn float %2936, 0.000000e+00
  store float %2937, ptr %2935, align 4
  %2938 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %2939 = load float, ptr %2938, align 4
  %2940 = fadd reassoc ninf nsz afn float %2939, 0.000000e+00
  store float %2940, ptr %2938, align 4
  %2941 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %2942 = load float, ptr %2941, align 4
  %2943 = fadd reassoc ninf nsz afn float %2942, 0.000000e+00
  store float %2943, ptr %2941, align 4
  %2944 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %2945 = load float, ptr %2944, align 4
  %2946 = fadd reassoc ninf nsz afn float %2945, 0.000000e+00
  store float %2946, ptr %2944, align 4
  %2947 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %2948 = load float, ptr %2947, align 4
  %2949 = fadd reassoc ninf nsz afn float %2948, 0.000000e+00
  store float %2949, ptr %2947, align 4
  %2950 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %2951 = load float, ptr %2950, align 4
  %2952 = fadd reassoc ninf nsz afn float %2951, 0.000000e+00
  store float %2952, ptr %2950, align 4
  %2953 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %2954 = load float, ptr %2953, align 4
  %2955 = fadd reassoc ninf nsz afn float %2954, 0.000000e+00
  store float %2955, ptr %2953, align 4
  %2956 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %2957 = load float, ptr %2956, align 4
  %2958 = fadd reassoc ninf nsz afn float %2957, 0.000000e+00
  store float %2958, ptr %2956, align 4
  %2959 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %2960 = load float, ptr %2959, align 4
  %2961 = fadd reassoc ninf nsz afn float %2960, 0.000000e+00
  store float %2961, ptr %2959, align 4
  %2962 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %2963 = load float, ptr %2962, align 4
  %2964 = fadd reassoc ninf nsz afn float %2963, 0.000000e+00
  store float %2964, ptr %2962, align 4
  %2965 = fmul reassoc ninf nsz afn float %2532, 0x3FE99999A0000000
  %2966 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %2967 = load float, ptr %2966, align 4
  %2968 = fadd reassoc ninf nsz afn float %2967, 0.000000e+00
  store float %2968, ptr %2966, align 4
  %2969 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %2970 = load float, ptr %2969, align 4
  %2971 = fadd reassoc ninf nsz afn float %2970, 0.000000e+00
  store float %2971, ptr %2969, align 4
  %2972 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %2973 = load float, ptr %2972, align 4
  %2974 = fadd reassoc ninf nsz afn float %2973, 0.000000e+00
  store float %2974, ptr %2972, align 4
  %2975 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %2976 = load float, ptr %2975, align 4
  %2977 = fadd reassoc ninf nsz afn float %2976, 0.000000e+00
  store float %2977, ptr %2975, align 4
  %2978 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %2979 = load float, ptr %2978, align 4
  %2980 = fadd reassoc ninf nsz afn float %2979, 0.000000e+00
  store float %2980, ptr %2978, align 4
  %2981 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %2982 = load float, ptr %2981, align 4
  %2983 = fadd reassoc ninf nsz afn float %2982, 0.000000e+00
  store float %2983, ptr %2981, align 4
  %2984 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %2985 = load float, ptr %2984, align 4
  %2986 = fadd reassoc ninf nsz afn float %2985, 0.000000e+00
  store float %2986, ptr %2984, align 4
  %2987 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %2988 = load float, ptr %2987, align 4
  %2989 = fadd reassoc ninf nsz afn float %2988, %2965
  store float %2989, ptr %2987, align 4
  %2990 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %2991 = load float, ptr %2990, align 4
  %2992 = fadd reassoc ninf nsz afn float %2991, 0.000000e+00
  store float %2992, ptr %2990, align 4
  %2993 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %2994 = load float, ptr %2993, align 4
  %2995 = fadd reassoc ninf nsz afn float %2994, 0.000000e+00
  store float %2995, ptr %2993, align 4
  %2996 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %2997 = load float, ptr %2996, align 4
  %2998 = fadd reassoc ninf nsz afn float %2997, 0.000000e+00
  store float %2998, ptr %2996, align 4
  %2999 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3000 = load float, ptr %2999, align 4
  %3001 = fadd reassoc ninf nsz afn float %3000, 0.000000e+00
  store float %3001, ptr %2999, align 4
  %3002 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3003 = load float, ptr %3002, align 4
  %3004 = fadd reassoc ninf nsz afn float %3003, 0.000000e+00
  store float %3004, ptr %3002, align 4
  %3005 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3006 = load float, ptr %3005, align 4
  %3007 = fadd reassoc ninf nsz afn float %3006, 0.000000e+00
  store float %3007, ptr %3005, align 4
  %3008 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3009 = load float, ptr %3008, align 4
  %3010 = fadd reassoc ninf nsz afn float %3009, 0.000000e+00
  store float %3010, ptr %3008, align 4
  %3011 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3012 = load float, ptr %3011, align 4
  %3013 = fadd reassoc ninf nsz afn float %3012, 0.000000e+00
  store float %3013, ptr %3011, align 4
  %3014 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3015 = load float, ptr %3014, align 4
  %3016 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3017 = load float, ptr %3016, align 4
  %3018 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3019 = load float, ptr %3018, align 4
  %3020 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3021 = load float, ptr %3020, align 4
  %3022 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3023 = load float, ptr %3022, align 4
  %3024 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3025 = load float, ptr %3024, align 4
  %3026 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3027 = load float, ptr %3026, align 4
  %3028 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3029 = load float, ptr %3028, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %3030 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3031 = load float, ptr %3030, align 4
  %3032 = fadd reassoc ninf nsz afn float %3031, 0.000000e+00
  store float %3032, ptr %3030, align 4
  %3033 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3034 = load float, ptr %3033, align 4
  %3035 = fadd reassoc ninf nsz afn float %3034, 0.000000e+00
  store float %3035, ptr %3033, align 4
  %3036 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3037 = load float, ptr %3036, align 4
  %3038 = fadd reassoc ninf nsz afn float %3037, 0.000000e+00
  store float %3038, ptr %3036, align 4
  %3039 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3040 = load float, ptr %3039, align 4
  %3041 = fadd reassoc ninf nsz afn float %3040, 0.000000e+00
  store float %3041, ptr %3039, align 4
  %3042 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3043 = load float, ptr %3042, align 4
  %3044 = fadd reassoc ninf nsz afn float %3043, 0.000000e+00
  store float %3044, ptr %3042, align 4
  %3045 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3046 = load float, ptr %3045, align 4
  %3047 = fadd reassoc ninf nsz afn float %3046, 0.000000e+00
  store float %3047, ptr %3045, align 4
  %3048 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3049 = load float, ptr %3048, align 4
  %3050 = fadd reassoc ninf nsz afn float %3049, 0.000000e+00
  store float %3050, ptr %3048, align 4
  %3051 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3052 = load float, ptr %3051, align 4
  %3053 = fadd reassoc ninf nsz afn float %3052, %3029
  store float %3053, ptr %3051, align 4
  %3054 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3055 = load float, ptr %3054, align 4
  %3056 = fadd reassoc ninf nsz afn float %3055, 0.000000e+00
  store float %3056, ptr %3054, align 4
  %3057 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3058 = load float, ptr %3057, align 4
  %3059 = fadd reassoc ninf nsz afn float %3058, 0.000000e+00
  store float %3059, ptr %3057, align 4
  %3060 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3061 = load float, ptr %3060, align 4
  %3062 = fadd reassoc ninf nsz afn float %3061, 0.000000e+00
  store float %3062, ptr %3060, align 4
  %3063 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3064 = load float, ptr %3063, align 4
  %3065 = fadd reassoc ninf nsz afn float %3064, 0.000000e+00
  store float %3065, ptr %3063, align 4
  %3066 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3067 = load float, ptr %3066, align 4
  %3068 = fadd reassoc ninf nsz afn float %3067, 0.000000e+00
  store float %3068, ptr %3066, align 4
  %3069 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3070 = load float, ptr %3069, align 4
  %3071 = fadd reassoc ninf nsz afn float %3070, 0.000000e+00
  store float %3071, ptr %3069, align 4
  %3072 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3073 = load float, ptr %3072, align 4
  %3074 = fadd reassoc ninf nsz afn float %3073, 0.000000e+00
  store float %3074, ptr %3072, align 4
  %3075 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3076 = load float, ptr %3075, align 4
  %3077 = fadd reassoc ninf nsz afn float %3076, 0.000000e+00
  store float %3077, ptr %3075, align 4
  %3078 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3079 = load float, ptr %3078, align 4
  %3080 = fadd reassoc ninf nsz afn float %3079, 0.000000e+00
  store float %3080, ptr %3078, align 4
  %3081 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3082 = load float, ptr %3081, align 4
  %3083 = fadd reassoc ninf nsz afn float %3082, 0.000000e+00
  store float %3083, ptr %3081, align 4
  %3084 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3085 = load float, ptr %3084, align 4
  %3086 = fadd reassoc ninf nsz afn float %3085, 0.000000e+00
  store float %3086, ptr %3084, align 4
  %3087 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3088 = load float, ptr %3087, align 4
  %3089 = fadd reassoc ninf nsz afn float %3088, 0.000000e+00
  store float %3089, ptr %3087, align 4
  %3090 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3091 = load float, ptr %3090, align 4
  %3092 = fadd reassoc ninf nsz afn float %3091, 0.000000e+00
  store float %3092, ptr %3090, align 4
  %3093 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3094 = load float, ptr %3093, align 4
  %3095 = fadd reassoc ninf nsz afn float %3094, %3025
  store float %3095, ptr %3093, align 4
  %3096 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3097 = load float, ptr %3096, align 4
  %3098 = fadd reassoc ninf nsz afn float %3097, 0.000000e+00
  store float %3098, ptr %3096, align 4
  %3099 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3100 = load float, ptr %3099, align 4
  %3101 = fadd reassoc ninf nsz afn float %3100, 0.000000e+00
  store float %3101, ptr %3099, align 4
  %3102 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3103 = load float, ptr %3102, align 4
  %3104 = fadd reassoc ninf nsz afn float %3103, 0.000000e+00
  store float %3104, ptr %3102, align 4
  %3105 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3106 = load float, ptr %3105, align 4
  %3107 = fadd reassoc ninf nsz afn float %3106, 0.000000e+00
  store float %3107, ptr %3105, align 4
  %3108 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3109 = load float, ptr %3108, align 4
  %3110 = fadd reassoc ninf nsz afn float %3109, 0.000000e+00
  store float %3110, ptr %3108, align 4
  %3111 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3112 = load float, ptr %3111, align 4
  %3113 = fadd reassoc ninf nsz afn float %3112, 0.000000e+00
  store float %3113, ptr %3111, align 4
  %3114 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3115 = load float, ptr %3114, align 4
  %3116 = fadd reassoc ninf nsz afn float %3115, 0.000000e+00
  store float %3116, ptr %3114, align 4
  %3117 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3118 = load float, ptr %3117, align 4
  %3119 = fadd reassoc ninf nsz afn float %3118, 0.000000e+00
  store float %3119, ptr %3117, align 4
  %3120 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3121 = load float, ptr %3120, align 4
  %3122 = fadd reassoc ninf nsz afn float %3121, 0.000000e+00
  store float %3122, ptr %3120, align 4
  %3123 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3124 = load float, ptr %3123, align 4
  %3125 = fadd reassoc ninf nsz afn float %3124, 0.000000e+00
  store float %3125, ptr %3123, align 4
  %3126 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3127 = load float, ptr %3126, align 4
  %3128 = fadd reassoc ninf nsz afn float %3127, 0.000000e+00
  store float %3128, ptr %3126, align 4
  %3129 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3130 = load float, ptr %3129, align 4
  %3131 = fadd reassoc ninf nsz afn float %3130, 0.000000e+00
  store float %3131, ptr %3129, align 4
  %3132 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3133 = load float, ptr %3132, align 4
  %3134 = fadd reassoc ninf nsz afn float %3133, 0.000000e+00
  store float %3134, ptr %3132, align 4
  %3135 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3136 = load float, ptr %3135, align 4
  %3137 = fadd reassoc ninf nsz afn float %3136, 0.000000e+00
  store float %3137, ptr %3135, align 4
  %3138 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3139 = load float, ptr %3138, align 4
  %3140 = fadd reassoc ninf nsz afn float %3139, %3023
  store float %3140, ptr %3138, align 4
  %3141 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3142 = load float, ptr %3141, align 4
  %3143 = fadd reassoc ninf nsz afn float %3142, 0.000000e+00
  store float %3143, ptr %3141, align 4
  %3144 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3145 = load float, ptr %3144, align 4
  %3146 = fadd reassoc ninf nsz afn float %3145, 0.000000e+00
  store float %3146, ptr %3144, align 4
  %3147 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3148 = load float, ptr %3147, align 4
  %3149 = fadd reassoc ninf nsz afn float %3148, 0.000000e+00
  store float %3149, ptr %3147, align 4
  %3150 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3151 = load float, ptr %3150, align 4
  %3152 = fadd reassoc ninf nsz afn float %3151, 0.000000e+00
  store float %3152, ptr %3150, align 4
  %3153 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3154 = load float, ptr %3153, align 4
  %3155 = fadd reassoc ninf nsz afn float %3154, 0.000000e+00
  store float %3155, ptr %3153, align 4
  %3156 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3157 = load float, ptr %3156, align 4
  %3158 = fadd reassoc ninf nsz afn float %3157, 0.000000e+00
  store float %3158, ptr %3156, align 4
  %3159 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3160 = load float, ptr %3159, align 4
  %3161 = fadd reassoc ninf nsz afn float %3160, 0.000000e+00
  store float %3161, ptr %3159, align 4
  %3162 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3163 = load float, ptr %3162, align 4
  %3164 = fadd reassoc ninf nsz afn float %3163, 0.000000e+00
  store float %3164, ptr %3162, align 4
  %3165 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3166 = load float, ptr %3165, align 4
  %3167 = fadd reassoc ninf nsz afn float %3166, 0.000000e+00
  store float %3167, ptr %3165, align 4
  %3168 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3169 = load float, ptr %3168, align 4
  %3170 = fadd reassoc ninf nsz afn float %3169, 0.000000e+00
  store float %3170, ptr %3168, align 4
  %3171 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3172 = load float, ptr %3171, align 4
  %3173 = fadd reassoc ninf nsz afn float %3172, 0.000000e+00
  store float %3173, ptr %3171, align 4
  %3174 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3175 = load float, ptr %3174, align 4
  %3176 = fadd reassoc ninf nsz afn float %3175, 0.000000e+00
  store float %3176, ptr %3174, align 4
  %3177 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3178 = load float, ptr %3177, align 4
  %3179 = fadd reassoc ninf nsz afn float %3178, 0.000000e+00
  store float %3179, ptr %3177, align 4
  %3180 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3181 = load float, ptr %3180, align 4
  %3182 = fadd reassoc ninf nsz afn float %3181, 0.000000e+00
  store float %3182, ptr %3180, align 4
  %3183 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3184 = load float, ptr %3183, align 4
  %3185 = fadd reassoc ninf nsz afn float %3184, %3021
  store float %3185, ptr %3183, align 4
  %3186 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3187 = load float, ptr %3186, align 4
  %3188 = fadd reassoc ninf nsz afn float %3187, 0.000000e+00
  store float %3188, ptr %3186, align 4
  %3189 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3190 = load float, ptr %3189, align 4
  %3191 = fadd reassoc ninf nsz afn float %3190, 0.000000e+00
  store float %3191, ptr %3189, align 4
  %3192 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3193 = load float, ptr %3192, align 4
  %3194 = fadd reassoc ninf nsz afn float %3193, 0.000000e+00
  store float %3194, ptr %3192, align 4
  %3195 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3196 = load float, ptr %3195, align 4
  %3197 = fadd reassoc ninf nsz afn float %3196, 0.000000e+00
  store float %3197, ptr %3195, align 4
  %3198 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3199 = load float, ptr %3198, align 4
  %3200 = fadd reassoc ninf nsz afn float %3199, 0.000000e+00
  store float %3200, ptr %3198, align 4
  %3201 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3202 = load float, ptr %3201, align 4
  %3203 = fadd reassoc ninf nsz afn float %3202, 0.000000e+00
  store float %3203, ptr %3201, align 4
  %3204 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3205 = load float, ptr %3204, align 4
  %3206 = fadd reassoc ninf nsz afn float %3205, 0.000000e+00
  store float %3206, ptr %3204, align 4
  %3207 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3208 = load float, ptr %3207, align 4
  %3209 = fadd reassoc ninf nsz afn float %3208, 0.000000e+00
  store float %3209, ptr %3207, align 4
  %3210 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3211 = load float, ptr %3210, align 4
  %3212 = fadd reassoc ninf nsz afn float %3211, 0.000000e+00
  store float %3212, ptr %3210, align 4
  %3213 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3214 = load float, ptr %3213, align 4
  %3215 = fadd reassoc ninf nsz afn float %3214, 0.000000e+00
  store float %3215, ptr %3213, align 4
  %3216 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3217 = load float, ptr %3216, align 4
  %3218 = fadd reassoc ninf nsz afn float %3217, 0.000000e+00
  store float %3218, ptr %3216, align 4
  %3219 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3220 = load float, ptr %3219, align 4
  %3221 = fadd reassoc ninf nsz afn float %3220, 0.000000e+00
  store float %3221, ptr %3219, align 4
  %3222 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3223 = load float, ptr %3222, align 4
  %3224 = fadd reassoc ninf nsz afn float %3223, 0.000000e+00
  store float %3224, ptr %3222, align 4
  %3225 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3226 = load float, ptr %3225, align 4
  %3227 = fadd reassoc ninf nsz afn float %3226, 0.000000e+00
  store float %3227, ptr %3225, align 4
  %3228 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3229 = load float, ptr %3228, align 4
  %3230 = fadd reassoc ninf nsz afn float %3229, %3019
  store float %3230, ptr %3228, align 4
  %3231 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3232 = load float, ptr %3231, align 4
  %3233 = fadd reassoc ninf nsz afn float %3232, 0.000000e+00
  store float %3233, ptr %3231, align 4
  %3234 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3235 = load float, ptr %3234, align 4
  %3236 = fadd reassoc ninf nsz afn float %3235, 0.000000e+00
  store float %3236, ptr %3234, align 4
  %3237 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3238 = load float, ptr %3237, align 4
  %3239 = fadd reassoc ninf nsz afn float %3238, 0.000000e+00
  store float %3239, ptr %3237, align 4
  %3240 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3241 = load float, ptr %3240, align 4
  %3242 = fadd reassoc ninf nsz afn float %3241, 0.000000e+00
  store float %3242, ptr %3240, align 4
  %3243 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3244 = load float, ptr %3243, align 4
  %3245 = fadd reassoc ninf nsz afn float %3244, 0.000000e+00
  store float %3245, ptr %3243, align 4
  %3246 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3247 = load float, ptr %3246, align 4
  %3248 = fadd reassoc ninf nsz afn float %3247, 0.000000e+00
  store float %3248, ptr %3246, align 4
  %3249 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3250 = load float, ptr %3249, align 4
  %3251 = fadd reassoc ninf nsz afn float %3250, 0.000000e+00
  store float %3251, ptr %3249, align 4
  %3252 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3253 = load float, ptr %3252, align 4
  %3254 = fadd reassoc ninf nsz afn float %3253, 0.000000e+00
  store float %3254, ptr %3252, align 4
  %3255 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3256 = load float, ptr %3255, align 4
  %3257 = fadd reassoc ninf nsz afn float %3256, 0.000000e+00
  store float %3257, ptr %3255, align 4
  %3258 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3259 = load float, ptr %3258, align 4
  %3260 = fadd reassoc ninf nsz afn float %3259, 0.000000e+00
  store float %3260, ptr %3258, align 4
  %3261 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3262 = load float, ptr %3261, align 4
  %3263 = fadd reassoc ninf nsz afn float %3262, 0.000000e+00
  store float %3263, ptr %3261, align 4
  %3264 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3265 = load float, ptr %3264, align 4
  %3266 = fadd reassoc ninf nsz afn float %3265, 0.000000e+00
  store float %3266, ptr %3264, align 4
  %3267 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3268 = load float, ptr %3267, align 4
  %3269 = fadd reassoc ninf nsz afn float %3268, 0.000000e+00
  store float %3269, ptr %3267, align 4
  %3270 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3271 = load float, ptr %3270, align 4
  %3272 = fadd reassoc ninf nsz afn float %3271, 0.000000e+00
  store float %3272, ptr %3270, align 4
  %3273 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3274 = load float, ptr %3273, align 4
  %3275 = fadd reassoc ninf nsz afn float %3274, %3017
  store float %3275, ptr %3273, align 4
  %3276 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3277 = load float, ptr %3276, align 4
  %3278 = fadd reassoc ninf nsz afn float %3277, 0.000000e+00
  store float %3278, ptr %3276, align 4
  %3279 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3280 = load float, ptr %3279, align 4
  %3281 = fadd reassoc ninf nsz afn float %3280, 0.000000e+00
  store float %3281, ptr %3279, align 4
  %3282 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3283 = load float, ptr %3282, align 4
  %3284 = fadd reassoc ninf nsz afn float %3283, 0.000000e+00
  store float %3284, ptr %3282, align 4
  %3285 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3286 = load float, ptr %3285, align 4
  %3287 = fadd reassoc ninf nsz afn float %3286, 0.000000e+00
  store float %3287, ptr %3285, align 4
  %3288 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3289 = load float, ptr %3288, align 4
  %3290 = fadd reassoc ninf nsz afn float %3289, 0.000000e+00
  store float %3290, ptr %3288, align 4
  %3291 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3292 = load float, ptr %3291, align 4
  %3293 = fadd reassoc ninf nsz afn float %3292, 0.000000e+00
  store float %3293, ptr %3291, align 4
  %3294 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3295 = load float, ptr %3294, align 4
  %3296 = fadd reassoc ninf nsz afn float %3295, 0.000000e+00
  store float %3296, ptr %3294, align 4
  %3297 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3298 = load float, ptr %3297, align 4
  %3299 = fadd reassoc ninf nsz afn float %3298, 0.000000e+00
  store float %3299, ptr %3297, align 4
  %3300 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3301 = load float, ptr %3300, align 4
  %3302 = fadd reassoc ninf nsz afn float %3301, 0.000000e+00
  store float %3302, ptr %3300, align 4
  %3303 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3304 = load float, ptr %3303, align 4
  %3305 = fadd reassoc ninf nsz afn float %3304, 0.000000e+00
  store float %3305, ptr %3303, align 4
  %3306 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3307 = load float, ptr %3306, align 4
  %3308 = fadd reassoc ninf nsz afn float %3307, 0.000000e+00
  store float %3308, ptr %3306, align 4
  %3309 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3310 = load float, ptr %3309, align 4
  %3311 = fadd reassoc ninf nsz afn float %3310, 0.000000e+00
  store float %3311, ptr %3309, align 4
  %3312 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3313 = load float, ptr %3312, align 4
  %3314 = fadd reassoc ninf nsz afn float %3313, 0.000000e+00
  store float %3314, ptr %3312, align 4
  %3315 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3316 = load float, ptr %3315, align 4
  %3317 = fadd reassoc ninf nsz afn float %3316, 0.000000e+00
  store float %3317, ptr %3315, align 4
  %3318 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3319 = load float, ptr %3318, align 4
  %3320 = fadd reassoc ninf nsz afn float %3319, %3015
  store float %3320, ptr %3318, align 4
  %3321 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3322 = load float, ptr %3321, align 4
  %3323 = fadd reassoc ninf nsz afn float %3322, 0.000000e+00
  store float %3323, ptr %3321, align 4
  %3324 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3325 = load float, ptr %3324, align 4
  %3326 = fadd reassoc ninf nsz afn float %3325, 0.000000e+00
  store float %3326, ptr %3324, align 4
  %3327 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3328 = load float, ptr %3327, align 4
  %3329 = fadd reassoc ninf nsz afn float %3328, 0.000000e+00
  store float %3329, ptr %3327, align 4
  %3330 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3331 = load float, ptr %3330, align 4
  %3332 = fadd reassoc ninf nsz afn float %3331, 0.000000e+00
  store float %3332, ptr %3330, align 4
  %3333 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3334 = load float, ptr %3333, align 4
  %3335 = fadd reassoc ninf nsz afn float %3334, 0.000000e+00
  store float %3335, ptr %3333, align 4
  %3336 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3337 = load float, ptr %3336, align 4
  %3338 = fadd reassoc ninf nsz afn float %3337, 0.000000e+00
  store float %3338, ptr %3336, align 4
  %3339 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3340 = load float, ptr %3339, align 4
  %3341 = fadd reassoc ninf nsz afn float %3340, 0.000000e+00
  store float %3341, ptr %3339, align 4
  %3342 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3343 = load float, ptr %3342, align 4
  %3344 = fadd reassoc ninf nsz afn float %3343, 0.000000e+00
  store float %3344, ptr %3342, align 4
  %3345 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3346 = load float, ptr %3345, align 4
  %3347 = fadd reassoc ninf nsz afn float %3346, 0.000000e+00
  store float %3347, ptr %3345, align 4
  %3348 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3349 = load float, ptr %3348, align 4
  %3350 = fadd reassoc ninf nsz afn float %3349, 0.000000e+00
  store float %3350, ptr %3348, align 4
  %3351 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3352 = load float, ptr %3351, align 4
  %3353 = fadd reassoc ninf nsz afn float %3352, 0.000000e+00
  store float %3353, ptr %3351, align 4
  %3354 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3355 = load float, ptr %3354, align 4
  %3356 = fadd reassoc ninf nsz afn float %3355, 0.000000e+00
  store float %3356, ptr %3354, align 4
  %3357 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3358 = load float, ptr %3357, align 4
  %3359 = fadd reassoc ninf nsz afn float %3358, 0.000000e+00
  store float %3359, ptr %3357, align 4
  %3360 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3361 = load float, ptr %3360, align 4
  %3362 = fadd reassoc ninf nsz afn float %3361, 0.000000e+00
  store float %3362, ptr %3360, align 4
  %3363 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3364 = load float, ptr %3363, align 4
  %3365 = fadd reassoc ninf nsz afn float %3364, 0.000000e+00
  store float %3365, ptr %3363, align 4
  %3366 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3367 = load float, ptr %3366, align 4
  %3368 = fadd reassoc ninf nsz afn float %3367, 0.000000e+00
  store float %3368, ptr %3366, align 4
  %3369 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3370 = load float, ptr %3369, align 4
  %3371 = fadd reassoc ninf nsz afn float %3370, 0.000000e+00
  store float %3371, ptr %3369, align 4
  %3372 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3373 = load float, ptr %3372, align 4
  %3374 = fadd reassoc ninf nsz afn float %3373, 0.000000e+00
  store float %3374, ptr %3372, align 4
  %3375 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3376 = load float, ptr %3375, align 4
  %3377 = fadd reassoc ninf nsz afn float %3376, 0.000000e+00
  store float %3377, ptr %3375, align 4
  %3378 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3379 = load float, ptr %3378, align 4
  %3380 = fadd reassoc ninf nsz afn float %3379, 0.000000e+00
  store float %3380, ptr %3378, align 4
  %3381 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3382 = load float, ptr %3381, align 4
  %3383 = fadd reassoc ninf nsz afn float %3382, 0.000000e+00
  store float %3383, ptr %3381, align 4
  %3384 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3385 = load float, ptr %3384, align 4
  %3386 = fadd reassoc ninf nsz afn float %3385, 0.000000e+00
  store float %3386, ptr %3384, align 4
  %3387 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3388 = load float, ptr %3387, align 4
  %3389 = fadd reassoc ninf nsz afn float %3388, 0.000000e+00
  store float %3389, ptr %3387, align 4
  %3390 = fmul reassoc ninf nsz afn float %3027, 0x3FD3333340000000
  %3391 = call ptr @stack_top_adjoint(ptr %69, i64 4)
  %3392 = load float, ptr %3391, align 4
  %3393 = fadd reassoc ninf nsz afn float %3392, %3390
  store float %3393, ptr %3391, align 4
  %3394 = call ptr @stack_top_adjoint(ptr %69, i64 4)
  %3395 = load float, ptr %3394, align 4
  call void @stack_pop(ptr %69)
  %3396 = call reassoc ninf nsz afn float @cos_f32(float %2914)
  %3397 = fmul reassoc ninf nsz afn float %3395, %3396
  %3398 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %3399 = load float, ptr %3398, align 4
  %3400 = fadd reassoc ninf nsz afn float %3399, 0.000000e+00
  store float %3400, ptr %3398, align 4
  %3401 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %3402 = load float, ptr %3401, align 4
  %3403 = fadd reassoc ninf nsz afn float %3402, 0.000000e+00
  store float %3403, ptr %3401, align 4
  %3404 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %3405 = load float, ptr %3404, align 4
  %3406 = fadd reassoc ninf nsz afn float %3405, 0.000000e+00
  store float %3406, ptr %3404, align 4
  %3407 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3408 = load float, ptr %3407, align 4
  %3409 = fadd reassoc ninf nsz afn float %3408, 0.000000e+00
  store float %3409, ptr %3407, align 4
  %3410 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3411 = load float, ptr %3410, align 4
  %3412 = fadd reassoc ninf nsz afn float %3411, 0.000000e+00
  store float %3412, ptr %3410, align 4
  %3413 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3414 = load float, ptr %3413, align 4
  %3415 = fadd reassoc ninf nsz afn float %3414, 0.000000e+00
  store float %3415, ptr %3413, align 4
  %3416 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3417 = load float, ptr %3416, align 4
  %3418 = fadd reassoc ninf nsz afn float %3417, 0.000000e+00
  store float %3418, ptr %3416, align 4
  %3419 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3420 = load float, ptr %3419, align 4
  %3421 = fadd reassoc ninf nsz afn float %3420, %3397
  store float %3421, ptr %3419, align 4
  %3422 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %3423 = load float, ptr %3422, align 4
  %3424 = fadd reassoc ninf nsz afn float %3423, 0.000000e+00
  store float %3424, ptr %3422, align 4
  %3425 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %3426 = load float, ptr %3425, align 4
  %3427 = fadd reassoc ninf nsz afn float %3426, 0.000000e+00
  store float %3427, ptr %3425, align 4
  %3428 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %3429 = load float, ptr %3428, align 4
  %3430 = fadd reassoc ninf nsz afn float %3429, 0.000000e+00
  store float %3430, ptr %3428, align 4
  %3431 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3432 = load float, ptr %3431, align 4
  %3433 = fadd reassoc ninf nsz afn float %3432, 0.000000e+00
  store float %3433, ptr %3431, align 4
  %3434 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3435 = load float, ptr %3434, align 4
  %3436 = fadd reassoc ninf nsz afn float %3435, 0.000000e+00
  store float %3436, ptr %3434, align 4
  %3437 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3438 = load float, ptr %3437, align 4
  %3439 = fadd reassoc ninf nsz afn float %3438, 0.000000e+00
  store float %3439, ptr %3437, align 4
  %3440 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3441 = load float, ptr %3440, align 4
  %3442 = fadd reassoc ninf nsz afn float %3441, 0.000000e+00
  store float %3442, ptr %3440, align 4
  %3443 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3444 = load float, ptr %3443, align 4
  %3445 = fadd reassoc ninf nsz afn float %3444, 0.000000e+00
  store float %3445, ptr %3443, align 4
  %3446 = fmul reassoc ninf nsz afn float %3027, 0x3FE99999A0000000
  %3447 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %3448 = load float, ptr %3447, align 4
  %3449 = fadd reassoc ninf nsz afn float %3448, 0.000000e+00
  store float %3449, ptr %3447, align 4
  %3450 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %3451 = load float, ptr %3450, align 4
  %3452 = fadd reassoc ninf nsz afn float %3451, 0.000000e+00
  store float %3452, ptr %3450, align 4
  %3453 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %3454 = load float, ptr %3453, align 4
  %3455 = fadd reassoc ninf nsz afn float %3454, 0.000000e+00
  store float %3455, ptr %3453, align 4
  %3456 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3457 = load float, ptr %3456, align 4
  %3458 = fadd reassoc ninf nsz afn float %3457, 0.000000e+00
  store float %3458, ptr %3456, align 4
  %3459 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3460 = load float, ptr %3459, align 4
  %3461 = fadd reassoc ninf nsz afn float %3460, 0.000000e+00
  store float %3461, ptr %3459, align 4
  %3462 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3463 = load float, ptr %3462, align 4
  %3464 = fadd reassoc ninf nsz afn float %3463, 0.000000e+00
  store float %3464, ptr %3462, align 4
  %3465 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3466 = load float, ptr %3465, align 4
  %3467 = fadd reassoc ninf nsz afn float %3466, %3446
  store float %3467, ptr %3465, align 4
  %3468 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3469 = load float, ptr %3468, align 4
  %3470 = fadd reassoc ninf nsz afn float %3469, 0.000000e+00
  store float %3470, ptr %3468, align 4
  %3471 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %3472 = load float, ptr %3471, align 4
  %3473 = fadd reassoc ninf nsz afn float %3472, 0.000000e+00
  store float %3473, ptr %3471, align 4
  %3474 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %3475 = load float, ptr %3474, align 4
  %3476 = fadd reassoc ninf nsz afn float %3475, 0.000000e+00
  store float %3476, ptr %3474, align 4
  %3477 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %3478 = load float, ptr %3477, align 4
  %3479 = fadd reassoc ninf nsz afn float %3478, 0.000000e+00
  store float %3479, ptr %3477, align 4
  %3480 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3481 = load float, ptr %3480, align 4
  %3482 = fadd reassoc ninf nsz afn float %3481, 0.000000e+00
  store float %3482, ptr %3480, align 4
  %3483 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3484 = load float, ptr %3483, align 4
  %3485 = fadd reassoc ninf nsz afn float %3484, 0.000000e+00
  store float %3485, ptr %3483, align 4
  %3486 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3487 = load float, ptr %3486, align 4
  %3488 = fadd reassoc ninf nsz afn float %3487, 0.000000e+00
  store float %3488, ptr %3486, align 4
  %3489 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3490 = load float, ptr %3489, align 4
  %3491 = fadd reassoc ninf nsz afn float %3490, 0.000000e+00
  store float %3491, ptr %3489, align 4
  %3492 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3493 = load float, ptr %3492, align 4
  %3494 = fadd reassoc ninf nsz afn float %3493, 0.000000e+00
  store float %3494, ptr %3492, align 4
  %3495 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3496 = load float, ptr %3495, align 4
  %3497 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3498 = load float, ptr %3497, align 4
  %3499 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3500 = load float, ptr %3499, align 4
  %3501 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3502 = load float, ptr %3501, align 4
  %3503 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3504 = load float, ptr %3503, align 4
  %3505 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3506 = load float, ptr %3505, align 4
  %3507 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3508 = load float, ptr %3507, align 4
  %3509 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3510 = load float, ptr %3509, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %3511 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3512 = load float, ptr %3511, align 4
  %3513 = fadd reassoc ninf nsz afn float %3512, 0.000000e+00
  store float %3513, ptr %3511, align 4
  %3514 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3515 = load float, ptr %3514, align 4
  %3516 = fadd reassoc ninf nsz afn float %3515, 0.000000e+00
  store float %3516, ptr %3514, align 4
  %3517 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3518 = load float, ptr %3517, align 4
  %3519 = fadd reassoc ninf nsz afn float %3518, 0.000000e+00
  store float %3519, ptr %3517, align 4
  %3520 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3521 = load float, ptr %3520, align 4
  %3522 = fadd reassoc ninf nsz afn float %3521, 0.000000e+00
  store float %3522, ptr %3520, align 4
  %3523 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3524 = load float, ptr %3523, align 4
  %3525 = fadd reassoc ninf nsz afn float %3524, 0.000000e+00
  store float %3525, ptr %3523, align 4
  %3526 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3527 = load float, ptr %3526, align 4
  %3528 = fadd reassoc ninf nsz afn float %3527, 0.000000e+00
  store float %3528, ptr %3526, align 4
  %3529 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3530 = load float, ptr %3529, align 4
  %3531 = fadd reassoc ninf nsz afn float %3530, 0.000000e+00
  store float %3531, ptr %3529, align 4
  %3532 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3533 = load float, ptr %3532, align 4
  %3534 = fadd reassoc ninf nsz afn float %3533, %3510
  store float %3534, ptr %3532, align 4
  %3535 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3536 = load float, ptr %3535, align 4
  %3537 = fadd reassoc ninf nsz afn float %3536, 0.000000e+00
  store float %3537, ptr %3535, align 4
  %3538 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3539 = load float, ptr %3538, align 4
  %3540 = fadd reassoc ninf nsz afn float %3539, 0.000000e+00
  store float %3540, ptr %3538, align 4
  %3541 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3542 = load float, ptr %3541, align 4
  %3543 = fadd reassoc ninf nsz afn float %3542, 0.000000e+00
  store float %3543, ptr %3541, align 4
  %3544 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3545 = load float, ptr %3544, align 4
  %3546 = fadd reassoc ninf nsz afn float %3545, 0.000000e+00
  store float %3546, ptr %3544, align 4
  %3547 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3548 = load float, ptr %3547, align 4
  %3549 = fadd reassoc ninf nsz afn float %3548, 0.000000e+00
  store float %3549, ptr %3547, align 4
  %3550 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3551 = load float, ptr %3550, align 4
  %3552 = fadd reassoc ninf nsz afn float %3551, 0.000000e+00
  store float %3552, ptr %3550, align 4
  %3553 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3554 = load float, ptr %3553, align 4
  %3555 = fadd reassoc ninf nsz afn float %3554, 0.000000e+00
  store float %3555, ptr %3553, align 4
  %3556 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3557 = load float, ptr %3556, align 4
  %3558 = fadd reassoc ninf nsz afn float %3557, 0.000000e+00
  store float %3558, ptr %3556, align 4
  %3559 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3560 = load float, ptr %3559, align 4
  %3561 = fadd reassoc ninf nsz afn float %3560, 0.000000e+00
  store float %3561, ptr %3559, align 4
  %3562 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3563 = load float, ptr %3562, align 4
  %3564 = fadd reassoc ninf nsz afn float %3563, 0.000000e+00
  store float %3564, ptr %3562, align 4
  %3565 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3566 = load float, ptr %3565, align 4
  %3567 = fadd reassoc ninf nsz afn float %3566, 0.000000e+00
  store float %3567, ptr %3565, align 4
  %3568 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3569 = load float, ptr %3568, align 4
  %3570 = fadd reassoc ninf nsz afn float %3569, 0.000000e+00
  store float %3570, ptr %3568, align 4
  %3571 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3572 = load float, ptr %3571, align 4
  %3573 = fadd reassoc ninf nsz afn float %3572, 0.000000e+00
  store float %3573, ptr %3571, align 4
  %3574 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3575 = load float, ptr %3574, align 4
  %3576 = fadd reassoc ninf nsz afn float %3575, 0.000000e+00
  store float %3576, ptr %3574, align 4
  %3577 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3578 = load float, ptr %3577, align 4
  %3579 = fadd reassoc ninf nsz afn float %3578, %3508
  store float %3579, ptr %3577, align 4
  %3580 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3581 = load float, ptr %3580, align 4
  %3582 = fadd reassoc ninf nsz afn float %3581, 0.000000e+00
  store float %3582, ptr %3580, align 4
  %3583 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3584 = load float, ptr %3583, align 4
  %3585 = fadd reassoc ninf nsz afn float %3584, 0.000000e+00
  store float %3585, ptr %3583, align 4
  %3586 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3587 = load float, ptr %3586, align 4
  %3588 = fadd reassoc ninf nsz afn float %3587, 0.000000e+00
  store float %3588, ptr %3586, align 4
  %3589 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3590 = load float, ptr %3589, align 4
  %3591 = fadd reassoc ninf nsz afn float %3590, 0.000000e+00
  store float %3591, ptr %3589, align 4
  %3592 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3593 = load float, ptr %3592, align 4
  %3594 = fadd reassoc ninf nsz afn float %3593, 0.000000e+00
  store float %3594, ptr %3592, align 4
  %3595 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3596 = load float, ptr %3595, align 4
  %3597 = fadd reassoc ninf nsz afn float %3596, 0.000000e+00
  store float %3597, ptr %3595, align 4
  %3598 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3599 = load float, ptr %3598, align 4
  %3600 = fadd reassoc ninf nsz afn float %3599, 0.000000e+00
  store float %3600, ptr %3598, align 4
  %3601 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3602 = load float, ptr %3601, align 4
  %3603 = fadd reassoc ninf nsz afn float %3602, 0.000000e+00
  store float %3603, ptr %3601, align 4
  %3604 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3605 = load float, ptr %3604, align 4
  %3606 = fadd reassoc ninf nsz afn float %3605, 0.000000e+00
  store float %3606, ptr %3604, align 4
  %3607 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3608 = load float, ptr %3607, align 4
  %3609 = fadd reassoc ninf nsz afn float %3608, 0.000000e+00
  store float %3609, ptr %3607, align 4
  %3610 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3611 = load float, ptr %3610, align 4
  %3612 = fadd reassoc ninf nsz afn float %3611, 0.000000e+00
  store float %3612, ptr %3610, align 4
  %3613 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3614 = load float, ptr %3613, align 4
  %3615 = fadd reassoc ninf nsz afn float %3614, 0.000000e+00
  store float %3615, ptr %3613, align 4
  %3616 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3617 = load float, ptr %3616, align 4
  %3618 = fadd reassoc ninf nsz afn float %3617, 0.000000e+00
  store float %3618, ptr %3616, align 4
  %3619 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3620 = load float, ptr %3619, align 4
  %3621 = fadd reassoc ninf nsz afn float %3620, %3504
  store float %3621, ptr %3619, align 4
  %3622 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3623 = load float, ptr %3622, align 4
  %3624 = fadd reassoc ninf nsz afn float %3623, 0.000000e+00
  store float %3624, ptr %3622, align 4
  %3625 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3626 = load float, ptr %3625, align 4
  %3627 = fadd reassoc ninf nsz afn float %3626, 0.000000e+00
  store float %3627, ptr %3625, align 4
  %3628 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3629 = load float, ptr %3628, align 4
  %3630 = fadd reassoc ninf nsz afn float %3629, 0.000000e+00
  store float %3630, ptr %3628, align 4
  %3631 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3632 = load float, ptr %3631, align 4
  %3633 = fadd reassoc ninf nsz afn float %3632, 0.000000e+00
  store float %3633, ptr %3631, align 4
  %3634 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3635 = load float, ptr %3634, align 4
  %3636 = fadd reassoc ninf nsz afn float %3635, 0.000000e+00
  store float %3636, ptr %3634, align 4
  %3637 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3638 = load float, ptr %3637, align 4
  %3639 = fadd reassoc ninf nsz afn float %3638, 0.000000e+00
  store float %3639, ptr %3637, align 4
  %3640 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3641 = load float, ptr %3640, align 4
  %3642 = fadd reassoc ninf nsz afn float %3641, 0.000000e+00
  store float %3642, ptr %3640, align 4
  %3643 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3644 = load float, ptr %3643, align 4
  %3645 = fadd reassoc ninf nsz afn float %3644, 0.000000e+00
  store float %3645, ptr %3643, align 4
  %3646 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3647 = load float, ptr %3646, align 4
  %3648 = fadd reassoc ninf nsz afn float %3647, 0.000000e+00
  store float %3648, ptr %3646, align 4
  %3649 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3650 = load float, ptr %3649, align 4
  %3651 = fadd reassoc ninf nsz afn float %3650, 0.000000e+00
  store float %3651, ptr %3649, align 4
  %3652 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3653 = load float, ptr %3652, align 4
  %3654 = fadd reassoc ninf nsz afn float %3653, 0.000000e+00
  store float %3654, ptr %3652, align 4
  %3655 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3656 = load float, ptr %3655, align 4
  %3657 = fadd reassoc ninf nsz afn float %3656, 0.000000e+00
  store float %3657, ptr %3655, align 4
  %3658 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3659 = load float, ptr %3658, align 4
  %3660 = fadd reassoc ninf nsz afn float %3659, 0.000000e+00
  store float %3660, ptr %3658, align 4
  %3661 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3662 = load float, ptr %3661, align 4
  %3663 = fadd reassoc ninf nsz afn float %3662, 0.000000e+00
  store float %3663, ptr %3661, align 4
  %3664 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3665 = load float, ptr %3664, align 4
  %3666 = fadd reassoc ninf nsz afn float %3665, %3502
  store float %3666, ptr %3664, align 4
  %3667 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3668 = load float, ptr %3667, align 4
  %3669 = fadd reassoc ninf nsz afn float %3668, 0.000000e+00
  store float %3669, ptr %3667, align 4
  %3670 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3671 = load float, ptr %3670, align 4
  %3672 = fadd reassoc ninf nsz afn float %3671, 0.000000e+00
  store float %3672, ptr %3670, align 4
  %3673 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3674 = load float, ptr %3673, align 4
  %3675 = fadd reassoc ninf nsz afn float %3674, 0.000000e+00
  store float %3675, ptr %3673, align 4
  %3676 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3677 = load float, ptr %3676, align 4
  %3678 = fadd reassoc ninf nsz afn float %3677, 0.000000e+00
  store float %3678, ptr %3676, align 4
  %3679 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3680 = load float, ptr %3679, align 4
  %3681 = fadd reassoc ninf nsz afn float %3680, 0.000000e+00
  store float %3681, ptr %3679, align 4
  %3682 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3683 = load float, ptr %3682, align 4
  %3684 = fadd reassoc ninf nsz afn float %3683, 0.000000e+00
  store float %3684, ptr %3682, align 4
  %3685 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3686 = load float, ptr %3685, align 4
  %3687 = fadd reassoc ninf nsz afn float %3686, 0.000000e+00
  store float %3687, ptr %3685, align 4
  %3688 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3689 = load float, ptr %3688, align 4
  %3690 = fadd reassoc ninf nsz afn float %3689, 0.000000e+00
  store float %3690, ptr %3688, align 4
  %3691 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3692 = load float, ptr %3691, align 4
  %3693 = fadd reassoc ninf nsz afn float %3692, 0.000000e+00
  store float %3693, ptr %3691, align 4
  %3694 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3695 = load float, ptr %3694, align 4
  %3696 = fadd reassoc ninf nsz afn float %3695, 0.000000e+00
  store float %3696, ptr %3694, align 4
  %3697 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3698 = load float, ptr %3697, align 4
  %3699 = fadd reassoc ninf nsz afn float %3698, 0.000000e+00
  store float %3699, ptr %3697, align 4
  %3700 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3701 = load float, ptr %3700, align 4
  %3702 = fadd reassoc ninf nsz afn float %3701, 0.000000e+00
  store float %3702, ptr %3700, align 4
  %3703 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3704 = load float, ptr %3703, align 4
  %3705 = fadd reassoc ninf nsz afn float %3704, 0.000000e+00
  store float %3705, ptr %3703, align 4
  %3706 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3707 = load float, ptr %3706, align 4
  %3708 = fadd reassoc ninf nsz afn float %3707, 0.000000e+00
  store float %3708, ptr %3706, align 4
  %3709 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3710 = load float, ptr %3709, align 4
  %3711 = fadd reassoc ninf nsz afn float %3710, %3500
  store float %3711, ptr %3709, align 4
  %3712 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3713 = load float, ptr %3712, align 4
  %3714 = fadd reassoc ninf nsz afn float %3713, 0.000000e+00
  store float %3714, ptr %3712, align 4
  %3715 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3716 = load float, ptr %3715, align 4
  %3717 = fadd reassoc ninf nsz afn float %3716, 0.000000e+00
  store float %3717, ptr %3715, align 4
  %3718 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3719 = load float, ptr %3718, align 4
  %3720 = fadd reassoc ninf nsz afn float %3719, 0.000000e+00
  store float %3720, ptr %3718, align 4
  %3721 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3722 = load float, ptr %3721, align 4
  %3723 = fadd reassoc ninf nsz afn float %3722, 0.000000e+00
  store float %3723, ptr %3721, align 4
  %3724 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3725 = load float, ptr %3724, align 4
  %3726 = fadd reassoc ninf nsz afn float %3725, 0.000000e+00
  store float %3726, ptr %3724, align 4
  %3727 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3728 = load float, ptr %3727, align 4
  %3729 = fadd reassoc ninf nsz afn float %3728, 0.000000e+00
  store float %3729, ptr %3727, align 4
  %3730 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3731 = load float, ptr %3730, align 4
  %3732 = fadd reassoc ninf nsz afn float %3731, 0.000000e+00
  store float %3732, ptr %3730, align 4
  %3733 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3734 = load float, ptr %3733, align 4
  %3735 = fadd reassoc ninf nsz afn float %3734, 0.000000e+00
  store float %3735, ptr %3733, align 4
  %3736 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3737 = load float, ptr %3736, align 4
  %3738 = fadd reassoc ninf nsz afn float %3737, 0.000000e+00
  store float %3738, ptr %3736, align 4
  %3739 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3740 = load float, ptr %3739, align 4
  %3741 = fadd reassoc ninf nsz afn float %3740, 0.000000e+00
  store float %3741, ptr %3739, align 4
  %3742 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3743 = load float, ptr %3742, align 4
  %3744 = fadd reassoc ninf nsz afn float %3743, 0.000000e+00
  store float %3744, ptr %3742, align 4
  %3745 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3746 = load float, ptr %3745, align 4
  %3747 = fadd reassoc ninf nsz afn float %3746, 0.000000e+00
  store float %3747, ptr %3745, align 4
  %3748 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3749 = load float, ptr %3748, align 4
  %3750 = fadd reassoc ninf nsz afn float %3749, 0.000000e+00
  store float %3750, ptr %3748, align 4
  %3751 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3752 = load float, ptr %3751, align 4
  %3753 = fadd reassoc ninf nsz afn float %3752, 0.000000e+00
  store float %3753, ptr %3751, align 4
  %3754 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3755 = load float, ptr %3754, align 4
  %3756 = fadd reassoc ninf nsz afn float %3755, %3498
  store float %3756, ptr %3754, align 4
  %3757 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3758 = load float, ptr %3757, align 4
  %3759 = fadd reassoc ninf nsz afn float %3758, 0.000000e+00
  store float %3759, ptr %3757, align 4
  %3760 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3761 = load float, ptr %3760, align 4
  %3762 = fadd reassoc ninf nsz afn float %3761, 0.000000e+00
  store float %3762, ptr %3760, align 4
  %3763 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3764 = load float, ptr %3763, align 4
  %3765 = fadd reassoc ninf nsz afn float %3764, 0.000000e+00
  store float %3765, ptr %3763, align 4
  %3766 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3767 = load float, ptr %3766, align 4
  %3768 = fadd reassoc ninf nsz afn float %3767, 0.000000e+00
  store float %3768, ptr %3766, align 4
  %3769 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3770 = load float, ptr %3769, align 4
  %3771 = fadd reassoc ninf nsz afn float %3770, 0.000000e+00
  store float %3771, ptr %3769, align 4
  %3772 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3773 = load float, ptr %3772, align 4
  %3774 = fadd reassoc ninf nsz afn float %3773, 0.000000e+00
  store float %3774, ptr %3772, align 4
  %3775 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3776 = load float, ptr %3775, align 4
  %3777 = fadd reassoc ninf nsz afn float %3776, 0.000000e+00
  store float %3777, ptr %3775, align 4
  %3778 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3779 = load float, ptr %3778, align 4
  %3780 = fadd reassoc ninf nsz afn float %3779, 0.000000e+00
  store float %3780, ptr %3778, align 4
  %3781 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3782 = load float, ptr %3781, align 4
  %3783 = fadd reassoc ninf nsz afn float %3782, 0.000000e+00
  store float %3783, ptr %3781, align 4
  %3784 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3785 = load float, ptr %3784, align 4
  %3786 = fadd reassoc ninf nsz afn float %3785, 0.000000e+00
  store float %3786, ptr %3784, align 4
  %3787 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3788 = load float, ptr %3787, align 4
  %3789 = fadd reassoc ninf nsz afn float %3788, 0.000000e+00
  store float %3789, ptr %3787, align 4
  %3790 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3791 = load float, ptr %3790, align 4
  %3792 = fadd reassoc ninf nsz afn float %3791, 0.000000e+00
  store float %3792, ptr %3790, align 4
  %3793 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3794 = load float, ptr %3793, align 4
  %3795 = fadd reassoc ninf nsz afn float %3794, 0.000000e+00
  store float %3795, ptr %3793, align 4
  %3796 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3797 = load float, ptr %3796, align 4
  %3798 = fadd reassoc ninf nsz afn float %3797, 0.000000e+00
  store float %3798, ptr %3796, align 4
  %3799 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3800 = load float, ptr %3799, align 4
  %3801 = fadd reassoc ninf nsz afn float %3800, %3496
  store float %3801, ptr %3799, align 4
  %3802 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3803 = load float, ptr %3802, align 4
  %3804 = fadd reassoc ninf nsz afn float %3803, 0.000000e+00
  store float %3804, ptr %3802, align 4
  %3805 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3806 = load float, ptr %3805, align 4
  %3807 = fadd reassoc ninf nsz afn float %3806, 0.000000e+00
  store float %3807, ptr %3805, align 4
  %3808 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3809 = load float, ptr %3808, align 4
  %3810 = fadd reassoc ninf nsz afn float %3809, 0.000000e+00
  store float %3810, ptr %3808, align 4
  %3811 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3812 = load float, ptr %3811, align 4
  %3813 = fadd reassoc ninf nsz afn float %3812, 0.000000e+00
  store float %3813, ptr %3811, align 4
  %3814 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3815 = load float, ptr %3814, align 4
  %3816 = fadd reassoc ninf nsz afn float %3815, 0.000000e+00
  store float %3816, ptr %3814, align 4
  %3817 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3818 = load float, ptr %3817, align 4
  %3819 = fadd reassoc ninf nsz afn float %3818, 0.000000e+00
  store float %3819, ptr %3817, align 4
  %3820 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3821 = load float, ptr %3820, align 4
  %3822 = fadd reassoc ninf nsz afn float %3821, 0.000000e+00
  store float %3822, ptr %3820, align 4
  %3823 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3824 = load float, ptr %3823, align 4
  %3825 = fadd reassoc ninf nsz afn float %3824, 0.000000e+00
  store float %3825, ptr %3823, align 4
  %3826 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3827 = load float, ptr %3826, align 4
  %3828 = fadd reassoc ninf nsz afn float %3827, 0.000000e+00
  store float %3828, ptr %3826, align 4
  %3829 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3830 = load float, ptr %3829, align 4
  %3831 = fadd reassoc ninf nsz afn float %3830, 0.000000e+00
  store float %3831, ptr %3829, align 4
  %3832 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3833 = load float, ptr %3832, align 4
  %3834 = fadd reassoc ninf nsz afn float %3833, 0.000000e+00
  store float %3834, ptr %3832, align 4
  %3835 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3836 = load float, ptr %3835, align 4
  %3837 = fadd reassoc ninf nsz afn float %3836, 0.000000e+00
  store float %3837, ptr %3835, align 4
  %3838 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3839 = load float, ptr %3838, align 4
  %3840 = fadd reassoc ninf nsz afn float %3839, 0.000000e+00
  store float %3840, ptr %3838, align 4
  %3841 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3842 = load float, ptr %3841, align 4
  %3843 = fadd reassoc ninf nsz afn float %3842, 0.000000e+00
  store float %3843, ptr %3841, align 4
  %3844 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3845 = load float, ptr %3844, align 4
  %3846 = fadd reassoc ninf nsz afn float %3845, 0.000000e+00
  store float %3846, ptr %3844, align 4
  %3847 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3848 = load float, ptr %3847, align 4
  %3849 = fadd reassoc ninf nsz afn float %3848, 0.000000e+00
  store float %3849, ptr %3847, align 4
  %3850 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3851 = load float, ptr %3850, align 4
  %3852 = fadd reassoc ninf nsz afn float %3851, 0.000000e+00
  store float %3852, ptr %3850, align 4
  %3853 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3854 = load float, ptr %3853, align 4
  %3855 = fadd reassoc ninf nsz afn float %3854, 0.000000e+00
  store float %3855, ptr %3853, align 4
  %3856 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3857 = load float, ptr %3856, align 4
  %3858 = fadd reassoc ninf nsz afn float %3857, 0.000000e+00
  store float %3858, ptr %3856, align 4
  %3859 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3860 = load float, ptr %3859, align 4
  %3861 = fadd reassoc ninf nsz afn float %3860, 0.000000e+00
  store float %3861, ptr %3859, align 4
  %3862 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3863 = load float, ptr %3862, align 4
  %3864 = fadd reassoc ninf nsz afn float %3863, 0.000000e+00
  store float %3864, ptr %3862, align 4
  %3865 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3866 = load float, ptr %3865, align 4
  %3867 = fadd reassoc ninf nsz afn float %3866, 0.000000e+00
  store float %3867, ptr %3865, align 4
  %3868 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3869 = load float, ptr %3868, align 4
  %3870 = fadd reassoc ninf nsz afn float %3869, 0.000000e+00
  store float %3870, ptr %3868, align 4
  %3871 = fmul reassoc ninf nsz afn float %3506, 0x3FD3333340000000
  %3872 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %3873 = load float, ptr %3872, align 4
  %3874 = fadd reassoc ninf nsz afn float %3873, %3871
  store float %3874, ptr %3872, align 4
  %3875 = call ptr @stack_top_adjoint(ptr %78, i64 4)
  %3876 = load float, ptr %3875, align 4
  call void @stack_pop(ptr %78)
  %3877 = call reassoc ninf nsz afn float @cos_f32(float %2912)
  %3878 = fmul reassoc ninf nsz afn float %3876, %3877
  %3879 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %3880 = load float, ptr %3879, align 4
  %3881 = fadd reassoc ninf nsz afn float %3880, 0.000000e+00
  store float %3881, ptr %3879, align 4
  %3882 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %3883 = load float, ptr %3882, align 4
  %3884 = fadd reassoc ninf nsz afn float %3883, 0.000000e+00
  store float %3884, ptr %3882, align 4
  %3885 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %3886 = load float, ptr %3885, align 4
  %3887 = fadd reassoc ninf nsz afn float %3886, 0.000000e+00
  store float %3887, ptr %3885, align 4
  %3888 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3889 = load float, ptr %3888, align 4
  %3890 = fadd reassoc ninf nsz afn float %3889, 0.000000e+00
  store float %3890, ptr %3888, align 4
  %3891 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3892 = load float, ptr %3891, align 4
  %3893 = fadd reassoc ninf nsz afn float %3892, 0.000000e+00
  store float %3893, ptr %3891, align 4
  %3894 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3895 = load float, ptr %3894, align 4
  %3896 = fadd reassoc ninf nsz afn float %3895, 0.000000e+00
  store float %3896, ptr %3894, align 4
  %3897 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3898 = load float, ptr %3897, align 4
  %3899 = fadd reassoc ninf nsz afn float %3898, %3878
  store float %3899, ptr %3897, align 4
  %3900 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3901 = load float, ptr %3900, align 4
  %3902 = fadd reassoc ninf nsz afn float %3901, 0.000000e+00
  store float %3902, ptr %3900, align 4
  %3903 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %3904 = load float, ptr %3903, align 4
  %3905 = fadd reassoc ninf nsz afn float %3904, 0.000000e+00
  store float %3905, ptr %3903, align 4
  %3906 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %3907 = load float, ptr %3906, align 4
  %3908 = fadd reassoc ninf nsz afn float %3907, 0.000000e+00
  store float %3908, ptr %3906, align 4
  %3909 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %3910 = load float, ptr %3909, align 4
  %3911 = fadd reassoc ninf nsz afn float %3910, 0.000000e+00
  store float %3911, ptr %3909, align 4
  %3912 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3913 = load float, ptr %3912, align 4
  %3914 = fadd reassoc ninf nsz afn float %3913, 0.000000e+00
  store float %3914, ptr %3912, align 4
  %3915 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3916 = load float, ptr %3915, align 4
  %3917 = fadd reassoc ninf nsz afn float %3916, 0.000000e+00
  store float %3917, ptr %3915, align 4
  %3918 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3919 = load float, ptr %3918, align 4
  %3920 = fadd reassoc ninf nsz afn float %3919, 0.000000e+00
  store float %3920, ptr %3918, align 4
  %3921 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3922 = load float, ptr %3921, align 4
  %3923 = fadd reassoc ninf nsz afn float %3922, 0.000000e+00
  store float %3923, ptr %3921, align 4
  %3924 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3925 = load float, ptr %3924, align 4
  %3926 = fadd reassoc ninf nsz afn float %3925, 0.000000e+00
  store float %3926, ptr %3924, align 4
  %3927 = fmul reassoc ninf nsz afn float %3506, 0x3FE99999A0000000
  %3928 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %3929 = load float, ptr %3928, align 4
  %3930 = fadd reassoc ninf nsz afn float %3929, 0.000000e+00
  store float %3930, ptr %3928, align 4
  %3931 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %3932 = load float, ptr %3931, align 4
  %3933 = fadd reassoc ninf nsz afn float %3932, 0.000000e+00
  store float %3933, ptr %3931, align 4
  %3934 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %3935 = load float, ptr %3934, align 4
  %3936 = fadd reassoc ninf nsz afn float %3935, 0.000000e+00
  store float %3936, ptr %3934, align 4
  %3937 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3938 = load float, ptr %3937, align 4
  %3939 = fadd reassoc ninf nsz afn float %3938, 0.000000e+00
  store float %3939, ptr %3937, align 4
  %3940 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3941 = load float, ptr %3940, align 4
  %3942 = fadd reassoc ninf nsz afn float %3941, 0.000000e+00
  store float %3942, ptr %3940, align 4
  %3943 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3944 = load float, ptr %3943, align 4
  %3945 = fadd reassoc ninf nsz afn float %3944, %3927
  store float %3945, ptr %3943, align 4
  %3946 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3947 = load float, ptr %3946, align 4
  %3948 = fadd reassoc ninf nsz afn float %3947, 0.000000e+00
  store float %3948, ptr %3946, align 4
  %3949 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3950 = load float, ptr %3949, align 4
  %3951 = fadd reassoc ninf nsz afn float %3950, 0.000000e+00
  store float %3951, ptr %3949, align 4
  %3952 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %3953 = load float, ptr %3952, align 4
  %3954 = fadd reassoc ninf nsz afn float %3953, 0.000000e+00
  store float %3954, ptr %3952, align 4
  %3955 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %3956 = load float, ptr %3955, align 4
  %3957 = fadd reassoc ninf nsz afn float %3956, 0.000000e+00
  store float %3957, ptr %3955, align 4
  %3958 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %3959 = load float, ptr %3958, align 4
  %3960 = fadd reassoc ninf nsz afn float %3959, 0.000000e+00
  store float %3960, ptr %3958, align 4
  %3961 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %3962 = load float, ptr %3961, align 4
  %3963 = fadd reassoc ninf nsz afn float %3962, 0.000000e+00
  store float %3963, ptr %3961, align 4
  %3964 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %3965 = load float, ptr %3964, align 4
  %3966 = fadd reassoc ninf nsz afn float %3965, 0.000000e+00
  store float %3966, ptr %3964, align 4
  %3967 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %3968 = load float, ptr %3967, align 4
  %3969 = fadd reassoc ninf nsz afn float %3968, 0.000000e+00
  store float %3969, ptr %3967, align 4
  %3970 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %3971 = load float, ptr %3970, align 4
  %3972 = fadd reassoc ninf nsz afn float %3971, 0.000000e+00
  store float %3972, ptr %3970, align 4
  %3973 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %3974 = load float, ptr %3973, align 4
  %3975 = fadd reassoc ninf nsz afn float %3974, 0.000000e+00
  store float %3975, ptr %3973, align 4
  %3976 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3977 = load float, ptr %3976, align 4
  %3978 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3979 = load float, ptr %3978, align 4
  %3980 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3981 = load float, ptr %3980, align 4
  %3982 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %3983 = load float, ptr %3982, align 4
  %3984 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %3985 = load float, ptr %3984, align 4
  %3986 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %3987 = load float, ptr %3986, align 4
  %3988 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %3989 = load float, ptr %3988, align 4
  %3990 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %3991 = load float, ptr %3990, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %3992 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %3993 = load float, ptr %3992, align 4
  %3994 = fadd reassoc ninf nsz afn float %3993, 0.000000e+00
  store float %3994, ptr %3992, align 4
  %3995 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %3996 = load float, ptr %3995, align 4
  %3997 = fadd reassoc ninf nsz afn float %3996, 0.000000e+00
  store float %3997, ptr %3995, align 4
  %3998 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %3999 = load float, ptr %3998, align 4
  %4000 = fadd reassoc ninf nsz afn float %3999, 0.000000e+00
  store float %4000, ptr %3998, align 4
  %4001 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4002 = load float, ptr %4001, align 4
  %4003 = fadd reassoc ninf nsz afn float %4002, 0.000000e+00
  store float %4003, ptr %4001, align 4
  %4004 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4005 = load float, ptr %4004, align 4
  %4006 = fadd reassoc ninf nsz afn float %4005, 0.000000e+00
  store float %4006, ptr %4004, align 4
  %4007 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4008 = load float, ptr %4007, align 4
  %4009 = fadd reassoc ninf nsz afn float %4008, 0.000000e+00
  store float %4009, ptr %4007, align 4
  %4010 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4011 = load float, ptr %4010, align 4
  %4012 = fadd reassoc ninf nsz afn float %4011, 0.000000e+00
  store float %4012, ptr %4010, align 4
  %4013 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4014 = load float, ptr %4013, align 4
  %4015 = fadd reassoc ninf nsz afn float %4014, %3991
  store float %4015, ptr %4013, align 4
  %4016 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4017 = load float, ptr %4016, align 4
  %4018 = fadd reassoc ninf nsz afn float %4017, 0.000000e+00
  store float %4018, ptr %4016, align 4
  %4019 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4020 = load float, ptr %4019, align 4
  %4021 = fadd reassoc ninf nsz afn float %4020, 0.000000e+00
  store float %4021, ptr %4019, align 4
  %4022 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4023 = load float, ptr %4022, align 4
  %4024 = fadd reassoc ninf nsz afn float %4023, 0.000000e+00
  store float %4024, ptr %4022, align 4
  %4025 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4026 = load float, ptr %4025, align 4
  %4027 = fadd reassoc ninf nsz afn float %4026, 0.000000e+00
  store float %4027, ptr %4025, align 4
  %4028 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4029 = load float, ptr %4028, align 4
  %4030 = fadd reassoc ninf nsz afn float %4029, 0.000000e+00
  store float %4030, ptr %4028, align 4
  %4031 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4032 = load float, ptr %4031, align 4
  %4033 = fadd reassoc ninf nsz afn float %4032, 0.000000e+00
  store float %4033, ptr %4031, align 4
  %4034 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4035 = load float, ptr %4034, align 4
  %4036 = fadd reassoc ninf nsz afn float %4035, 0.000000e+00
  store float %4036, ptr %4034, align 4
  %4037 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4038 = load float, ptr %4037, align 4
  %4039 = fadd reassoc ninf nsz afn float %4038, 0.000000e+00
  store float %4039, ptr %4037, align 4
  %4040 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4041 = load float, ptr %4040, align 4
  %4042 = fadd reassoc ninf nsz afn float %4041, 0.000000e+00
  store float %4042, ptr %4040, align 4
  %4043 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4044 = load float, ptr %4043, align 4
  %4045 = fadd reassoc ninf nsz afn float %4044, 0.000000e+00
  store float %4045, ptr %4043, align 4
  %4046 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4047 = load float, ptr %4046, align 4
  %4048 = fadd reassoc ninf nsz afn float %4047, 0.000000e+00
  store float %4048, ptr %4046, align 4
  %4049 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4050 = load float, ptr %4049, align 4
  %4051 = fadd reassoc ninf nsz afn float %4050, 0.000000e+00
  store float %4051, ptr %4049, align 4
  %4052 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4053 = load float, ptr %4052, align 4
  %4054 = fadd reassoc ninf nsz afn float %4053, 0.000000e+00
  store float %4054, ptr %4052, align 4
  %4055 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4056 = load float, ptr %4055, align 4
  %4057 = fadd reassoc ninf nsz afn float %4056, 0.000000e+00
  store float %4057, ptr %4055, align 4
  %4058 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4059 = load float, ptr %4058, align 4
  %4060 = fadd reassoc ninf nsz afn float %4059, %3989
  store float %4060, ptr %4058, align 4
  %4061 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4062 = load float, ptr %4061, align 4
  %4063 = fadd reassoc ninf nsz afn float %4062, 0.000000e+00
  store float %4063, ptr %4061, align 4
  %4064 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4065 = load float, ptr %4064, align 4
  %4066 = fadd reassoc ninf nsz afn float %4065, 0.000000e+00
  store float %4066, ptr %4064, align 4
  %4067 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4068 = load float, ptr %4067, align 4
  %4069 = fadd reassoc ninf nsz afn float %4068, 0.000000e+00
  store float %4069, ptr %4067, align 4
  %4070 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4071 = load float, ptr %4070, align 4
  %4072 = fadd reassoc ninf nsz afn float %4071, 0.000000e+00
  store float %4072, ptr %4070, align 4
  %4073 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4074 = load float, ptr %4073, align 4
  %4075 = fadd reassoc ninf nsz afn float %4074, 0.000000e+00
  store float %4075, ptr %4073, align 4
  %4076 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4077 = load float, ptr %4076, align 4
  %4078 = fadd reassoc ninf nsz afn float %4077, 0.000000e+00
  store float %4078, ptr %4076, align 4
  %4079 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4080 = load float, ptr %4079, align 4
  %4081 = fadd reassoc ninf nsz afn float %4080, 0.000000e+00
  store float %4081, ptr %4079, align 4
  %4082 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4083 = load float, ptr %4082, align 4
  %4084 = fadd reassoc ninf nsz afn float %4083, 0.000000e+00
  store float %4084, ptr %4082, align 4
  %4085 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4086 = load float, ptr %4085, align 4
  %4087 = fadd reassoc ninf nsz afn float %4086, 0.000000e+00
  store float %4087, ptr %4085, align 4
  %4088 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4089 = load float, ptr %4088, align 4
  %4090 = fadd reassoc ninf nsz afn float %4089, 0.000000e+00
  store float %4090, ptr %4088, align 4
  %4091 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4092 = load float, ptr %4091, align 4
  %4093 = fadd reassoc ninf nsz afn float %4092, 0.000000e+00
  store float %4093, ptr %4091, align 4
  %4094 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4095 = load float, ptr %4094, align 4
  %4096 = fadd reassoc ninf nsz afn float %4095, 0.000000e+00
  store float %4096, ptr %4094, align 4
  %4097 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4098 = load float, ptr %4097, align 4
  %4099 = fadd reassoc ninf nsz afn float %4098, 0.000000e+00
  store float %4099, ptr %4097, align 4
  %4100 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4101 = load float, ptr %4100, align 4
  %4102 = fadd reassoc ninf nsz afn float %4101, 0.000000e+00
  store float %4102, ptr %4100, align 4
  %4103 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4104 = load float, ptr %4103, align 4
  %4105 = fadd reassoc ninf nsz afn float %4104, %3987
  store float %4105, ptr %4103, align 4
  %4106 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4107 = load float, ptr %4106, align 4
  %4108 = fadd reassoc ninf nsz afn float %4107, 0.000000e+00
  store float %4108, ptr %4106, align 4
  %4109 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4110 = load float, ptr %4109, align 4
  %4111 = fadd reassoc ninf nsz afn float %4110, 0.000000e+00
  store float %4111, ptr %4109, align 4
  %4112 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4113 = load float, ptr %4112, align 4
  %4114 = fadd reassoc ninf nsz afn float %4113, 0.000000e+00
  store float %4114, ptr %4112, align 4
  %4115 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4116 = load float, ptr %4115, align 4
  %4117 = fadd reassoc ninf nsz afn float %4116, 0.000000e+00
  store float %4117, ptr %4115, align 4
  %4118 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4119 = load float, ptr %4118, align 4
  %4120 = fadd reassoc ninf nsz afn float %4119, 0.000000e+00
  store float %4120, ptr %4118, align 4
  %4121 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4122 = load float, ptr %4121, align 4
  %4123 = fadd reassoc ninf nsz afn float %4122, 0.000000e+00
  store float %4123, ptr %4121, align 4
  %4124 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4125 = load float, ptr %4124, align 4
  %4126 = fadd reassoc ninf nsz afn float %4125, 0.000000e+00
  store float %4126, ptr %4124, align 4
  %4127 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4128 = load float, ptr %4127, align 4
  %4129 = fadd reassoc ninf nsz afn float %4128, 0.000000e+00
  store float %4129, ptr %4127, align 4
  %4130 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4131 = load float, ptr %4130, align 4
  %4132 = fadd reassoc ninf nsz afn float %4131, 0.000000e+00
  store float %4132, ptr %4130, align 4
  %4133 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4134 = load float, ptr %4133, align 4
  %4135 = fadd reassoc ninf nsz afn float %4134, 0.000000e+00
  store float %4135, ptr %4133, align 4
  %4136 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4137 = load float, ptr %4136, align 4
  %4138 = fadd reassoc ninf nsz afn float %4137, 0.000000e+00
  store float %4138, ptr %4136, align 4
  %4139 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4140 = load float, ptr %4139, align 4
  %4141 = fadd reassoc ninf nsz afn float %4140, 0.000000e+00
  store float %4141, ptr %4139, align 4
  %4142 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4143 = load float, ptr %4142, align 4
  %4144 = fadd reassoc ninf nsz afn float %4143, 0.000000e+00
  store float %4144, ptr %4142, align 4
  %4145 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4146 = load float, ptr %4145, align 4
  %4147 = fadd reassoc ninf nsz afn float %4146, %3983
  store float %4147, ptr %4145, align 4
  %4148 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4149 = load float, ptr %4148, align 4
  %4150 = fadd reassoc ninf nsz afn float %4149, 0.000000e+00
  store float %4150, ptr %4148, align 4
  %4151 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4152 = load float, ptr %4151, align 4
  %4153 = fadd reassoc ninf nsz afn float %4152, 0.000000e+00
  store float %4153, ptr %4151, align 4
  %4154 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4155 = load float, ptr %4154, align 4
  %4156 = fadd reassoc ninf nsz afn float %4155, 0.000000e+00
  store float %4156, ptr %4154, align 4
  %4157 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4158 = load float, ptr %4157, align 4
  %4159 = fadd reassoc ninf nsz afn float %4158, 0.000000e+00
  store float %4159, ptr %4157, align 4
  %4160 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4161 = load float, ptr %4160, align 4
  %4162 = fadd reassoc ninf nsz afn float %4161, 0.000000e+00
  store float %4162, ptr %4160, align 4
  %4163 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4164 = load float, ptr %4163, align 4
  %4165 = fadd reassoc ninf nsz afn float %4164, 0.000000e+00
  store float %4165, ptr %4163, align 4
  %4166 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4167 = load float, ptr %4166, align 4
  %4168 = fadd reassoc ninf nsz afn float %4167, 0.000000e+00
  store float %4168, ptr %4166, align 4
  %4169 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4170 = load float, ptr %4169, align 4
  %4171 = fadd reassoc ninf nsz afn float %4170, 0.000000e+00
  store float %4171, ptr %4169, align 4
  %4172 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4173 = load float, ptr %4172, align 4
  %4174 = fadd reassoc ninf nsz afn float %4173, 0.000000e+00
  store float %4174, ptr %4172, align 4
  %4175 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4176 = load float, ptr %4175, align 4
  %4177 = fadd reassoc ninf nsz afn float %4176, 0.000000e+00
  store float %4177, ptr %4175, align 4
  %4178 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4179 = load float, ptr %4178, align 4
  %4180 = fadd reassoc ninf nsz afn float %4179, 0.000000e+00
  store float %4180, ptr %4178, align 4
  %4181 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4182 = load float, ptr %4181, align 4
  %4183 = fadd reassoc ninf nsz afn float %4182, 0.000000e+00
  store float %4183, ptr %4181, align 4
  %4184 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4185 = load float, ptr %4184, align 4
  %4186 = fadd reassoc ninf nsz afn float %4185, 0.000000e+00
  store float %4186, ptr %4184, align 4
  %4187 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4188 = load float, ptr %4187, align 4
  %4189 = fadd reassoc ninf nsz afn float %4188, 0.000000e+00
  store float %4189, ptr %4187, align 4
  %4190 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4191 = load float, ptr %4190, align 4
  %4192 = fadd reassoc ninf nsz afn float %4191, %3981
  store float %4192, ptr %4190, align 4
  %4193 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4194 = load float, ptr %4193, align 4
  %4195 = fadd reassoc ninf nsz afn float %4194, 0.000000e+00
  store float %4195, ptr %4193, align 4
  %4196 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4197 = load float, ptr %4196, align 4
  %4198 = fadd reassoc ninf nsz afn float %4197, 0.000000e+00
  store float %4198, ptr %4196, align 4
  %4199 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4200 = load float, ptr %4199, align 4
  %4201 = fadd reassoc ninf nsz afn float %4200, 0.000000e+00
  store float %4201, ptr %4199, align 4
  %4202 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4203 = load float, ptr %4202, align 4
  %4204 = fadd reassoc ninf nsz afn float %4203, 0.000000e+00
  store float %4204, ptr %4202, align 4
  %4205 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4206 = load float, ptr %4205, align 4
  %4207 = fadd reassoc ninf nsz afn float %4206, 0.000000e+00
  store float %4207, ptr %4205, align 4
  %4208 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4209 = load float, ptr %4208, align 4
  %4210 = fadd reassoc ninf nsz afn float %4209, 0.000000e+00
  store float %4210, ptr %4208, align 4
  %4211 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4212 = load float, ptr %4211, align 4
  %4213 = fadd reassoc ninf nsz afn float %4212, 0.000000e+00
  store float %4213, ptr %4211, align 4
  %4214 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4215 = load float, ptr %4214, align 4
  %4216 = fadd reassoc ninf nsz afn float %4215, 0.000000e+00
  store float %4216, ptr %4214, align 4
  %4217 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4218 = load float, ptr %4217, align 4
  %4219 = fadd reassoc ninf nsz afn float %4218, 0.000000e+00
  store float %4219, ptr %4217, align 4
  %4220 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4221 = load float, ptr %4220, align 4
  %4222 = fadd reassoc ninf nsz afn float %4221, 0.000000e+00
  store float %4222, ptr %4220, align 4
  %4223 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4224 = load float, ptr %4223, align 4
  %4225 = fadd reassoc ninf nsz afn float %4224, 0.000000e+00
  store float %4225, ptr %4223, align 4
  %4226 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4227 = load float, ptr %4226, align 4
  %4228 = fadd reassoc ninf nsz afn float %4227, 0.000000e+00
  store float %4228, ptr %4226, align 4
  %4229 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4230 = load float, ptr %4229, align 4
  %4231 = fadd reassoc ninf nsz afn float %4230, 0.000000e+00
  store float %4231, ptr %4229, align 4
  %4232 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4233 = load float, ptr %4232, align 4
  %4234 = fadd reassoc ninf nsz afn float %4233, 0.000000e+00
  store float %4234, ptr %4232, align 4
  %4235 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4236 = load float, ptr %4235, align 4
  %4237 = fadd reassoc ninf nsz afn float %4236, %3979
  store float %4237, ptr %4235, align 4
  %4238 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4239 = load float, ptr %4238, align 4
  %4240 = fadd reassoc ninf nsz afn float %4239, 0.000000e+00
  store float %4240, ptr %4238, align 4
  %4241 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4242 = load float, ptr %4241, align 4
  %4243 = fadd reassoc ninf nsz afn float %4242, 0.000000e+00
  store float %4243, ptr %4241, align 4
  %4244 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4245 = load float, ptr %4244, align 4
  %4246 = fadd reassoc ninf nsz afn float %4245, 0.000000e+00
  store float %4246, ptr %4244, align 4
  %4247 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4248 = load float, ptr %4247, align 4
  %4249 = fadd reassoc ninf nsz afn float %4248, 0.000000e+00
  store float %4249, ptr %4247, align 4
  %4250 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4251 = load float, ptr %4250, align 4
  %4252 = fadd reassoc ninf nsz afn float %4251, 0.000000e+00
  store float %4252, ptr %4250, align 4
  %4253 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4254 = load float, ptr %4253, align 4
  %4255 = fadd reassoc ninf nsz afn float %4254, 0.000000e+00
  store float %4255, ptr %4253, align 4
  %4256 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4257 = load float, ptr %4256, align 4
  %4258 = fadd reassoc ninf nsz afn float %4257, 0.000000e+00
  store float %4258, ptr %4256, align 4
  %4259 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4260 = load float, ptr %4259, align 4
  %4261 = fadd reassoc ninf nsz afn float %4260, 0.000000e+00
  store float %4261, ptr %4259, align 4
  %4262 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4263 = load float, ptr %4262, align 4
  %4264 = fadd reassoc ninf nsz afn float %4263, 0.000000e+00
  store float %4264, ptr %4262, align 4
  %4265 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4266 = load float, ptr %4265, align 4
  %4267 = fadd reassoc ninf nsz afn float %4266, 0.000000e+00
  store float %4267, ptr %4265, align 4
  %4268 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4269 = load float, ptr %4268, align 4
  %4270 = fadd reassoc ninf nsz afn float %4269, 0.000000e+00
  store float %4270, ptr %4268, align 4
  %4271 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4272 = load float, ptr %4271, align 4
  %4273 = fadd reassoc ninf nsz afn float %4272, 0.000000e+00
  store float %4273, ptr %4271, align 4
  %4274 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4275 = load float, ptr %4274, align 4
  %4276 = fadd reassoc ninf nsz afn float %4275, 0.000000e+00
  store float %4276, ptr %4274, align 4
  %4277 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4278 = load float, ptr %4277, align 4
  %4279 = fadd reassoc ninf nsz afn float %4278, 0.000000e+00
  store float %4279, ptr %4277, align 4
  %4280 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4281 = load float, ptr %4280, align 4
  %4282 = fadd reassoc ninf nsz afn float %4281, %3977
  store float %4282, ptr %4280, align 4
  %4283 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4284 = load float, ptr %4283, align 4
  %4285 = fadd reassoc ninf nsz afn float %4284, 0.000000e+00
  store float %4285, ptr %4283, align 4
  %4286 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4287 = load float, ptr %4286, align 4
  %4288 = fadd reassoc ninf nsz afn float %4287, 0.000000e+00
  store float %4288, ptr %4286, align 4
  %4289 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4290 = load float, ptr %4289, align 4
  %4291 = fadd reassoc ninf nsz afn float %4290, 0.000000e+00
  store float %4291, ptr %4289, align 4
  %4292 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4293 = load float, ptr %4292, align 4
  %4294 = fadd reassoc ninf nsz afn float %4293, 0.000000e+00
  store float %4294, ptr %4292, align 4
  %4295 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4296 = load float, ptr %4295, align 4
  %4297 = fadd reassoc ninf nsz afn float %4296, 0.000000e+00
  store float %4297, ptr %4295, align 4
  %4298 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4299 = load float, ptr %4298, align 4
  %4300 = fadd reassoc ninf nsz afn float %4299, 0.000000e+00
  store float %4300, ptr %4298, align 4
  %4301 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4302 = load float, ptr %4301, align 4
  %4303 = fadd reassoc ninf nsz afn float %4302, 0.000000e+00
  store float %4303, ptr %4301, align 4
  %4304 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4305 = load float, ptr %4304, align 4
  %4306 = fadd reassoc ninf nsz afn float %4305, 0.000000e+00
  store float %4306, ptr %4304, align 4
  %4307 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4308 = load float, ptr %4307, align 4
  %4309 = fadd reassoc ninf nsz afn float %4308, 0.000000e+00
  store float %4309, ptr %4307, align 4
  %4310 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4311 = load float, ptr %4310, align 4
  %4312 = fadd reassoc ninf nsz afn float %4311, 0.000000e+00
  store float %4312, ptr %4310, align 4
  %4313 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4314 = load float, ptr %4313, align 4
  %4315 = fadd reassoc ninf nsz afn float %4314, 0.000000e+00
  store float %4315, ptr %4313, align 4
  %4316 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4317 = load float, ptr %4316, align 4
  %4318 = fadd reassoc ninf nsz afn float %4317, 0.000000e+00
  store float %4318, ptr %4316, align 4
  %4319 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4320 = load float, ptr %4319, align 4
  %4321 = fadd reassoc ninf nsz afn float %4320, 0.000000e+00
  store float %4321, ptr %4319, align 4
  %4322 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4323 = load float, ptr %4322, align 4
  %4324 = fadd reassoc ninf nsz afn float %4323, 0.000000e+00
  store float %4324, ptr %4322, align 4
  %4325 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4326 = load float, ptr %4325, align 4
  %4327 = fadd reassoc ninf nsz afn float %4326, 0.000000e+00
  store float %4327, ptr %4325, align 4
  %4328 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4329 = load float, ptr %4328, align 4
  %4330 = fadd reassoc ninf nsz afn float %4329, 0.000000e+00
  store float %4330, ptr %4328, align 4
  %4331 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4332 = load float, ptr %4331, align 4
  %4333 = fadd reassoc ninf nsz afn float %4332, 0.000000e+00
  store float %4333, ptr %4331, align 4
  %4334 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4335 = load float, ptr %4334, align 4
  %4336 = fadd reassoc ninf nsz afn float %4335, 0.000000e+00
  store float %4336, ptr %4334, align 4
  %4337 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4338 = load float, ptr %4337, align 4
  %4339 = fadd reassoc ninf nsz afn float %4338, 0.000000e+00
  store float %4339, ptr %4337, align 4
  %4340 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4341 = load float, ptr %4340, align 4
  %4342 = fadd reassoc ninf nsz afn float %4341, 0.000000e+00
  store float %4342, ptr %4340, align 4
  %4343 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4344 = load float, ptr %4343, align 4
  %4345 = fadd reassoc ninf nsz afn float %4344, 0.000000e+00
  store float %4345, ptr %4343, align 4
  %4346 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4347 = load float, ptr %4346, align 4
  %4348 = fadd reassoc ninf nsz afn float %4347, 0.000000e+00
  store float %4348, ptr %4346, align 4
  %4349 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4350 = load float, ptr %4349, align 4
  %4351 = fadd reassoc ninf nsz afn float %4350, 0.000000e+00
  store float %4351, ptr %4349, align 4
  %4352 = fmul reassoc ninf nsz afn float %3985, 0x3FD3333340000000
  %4353 = call ptr @stack_top_adjoint(ptr %87, i64 4)
  %4354 = load float, ptr %4353, align 4
  %4355 = fadd reassoc ninf nsz afn float %4354, %4352
  store float %4355, ptr %4353, align 4
  %4356 = call ptr @stack_top_adjoint(ptr %87, i64 4)
  %4357 = load float, ptr %4356, align 4
  call void @stack_pop(ptr %87)
  %4358 = call reassoc ninf nsz afn float @cos_f32(float %2910)
  %4359 = fmul reassoc ninf nsz afn float %4357, %4358
  %4360 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %4361 = load float, ptr %4360, align 4
  %4362 = fadd reassoc ninf nsz afn float %4361, 0.000000e+00
  store float %4362, ptr %4360, align 4
  %4363 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %4364 = load float, ptr %4363, align 4
  %4365 = fadd reassoc ninf nsz afn float %4364, 0.000000e+00
  store float %4365, ptr %4363, align 4
  %4366 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %4367 = load float, ptr %4366, align 4
  %4368 = fadd reassoc ninf nsz afn float %4367, 0.000000e+00
  store float %4368, ptr %4366, align 4
  %4369 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %4370 = load float, ptr %4369, align 4
  %4371 = fadd reassoc ninf nsz afn float %4370, 0.000000e+00
  store float %4371, ptr %4369, align 4
  %4372 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %4373 = load float, ptr %4372, align 4
  %4374 = fadd reassoc ninf nsz afn float %4373, 0.000000e+00
  store float %4374, ptr %4372, align 4
  %4375 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %4376 = load float, ptr %4375, align 4
  %4377 = fadd reassoc ninf nsz afn float %4376, %4359
  store float %4377, ptr %4375, align 4
  %4378 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %4379 = load float, ptr %4378, align 4
  %4380 = fadd reassoc ninf nsz afn float %4379, 0.000000e+00
  store float %4380, ptr %4378, align 4
  %4381 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %4382 = load float, ptr %4381, align 4
  %4383 = fadd reassoc ninf nsz afn float %4382, 0.000000e+00
  store float %4383, ptr %4381, align 4
  %4384 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %4385 = load float, ptr %4384, align 4
  %4386 = fadd reassoc ninf nsz afn float %4385, 0.000000e+00
  store float %4386, ptr %4384, align 4
  %4387 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %4388 = load float, ptr %4387, align 4
  %4389 = fadd reassoc ninf nsz afn float %4388, 0.000000e+00
  store float %4389, ptr %4387, align 4
  %4390 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %4391 = load float, ptr %4390, align 4
  %4392 = fadd reassoc ninf nsz afn float %4391, 0.000000e+00
  store float %4392, ptr %4390, align 4
  %4393 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %4394 = load float, ptr %4393, align 4
  %4395 = fadd reassoc ninf nsz afn float %4394, 0.000000e+00
  store float %4395, ptr %4393, align 4
  %4396 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %4397 = load float, ptr %4396, align 4
  %4398 = fadd reassoc ninf nsz afn float %4397, 0.000000e+00
  store float %4398, ptr %4396, align 4
  %4399 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %4400 = load float, ptr %4399, align 4
  %4401 = fadd reassoc ninf nsz afn float %4400, 0.000000e+00
  store float %4401, ptr %4399, align 4
  %4402 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %4403 = load float, ptr %4402, align 4
  %4404 = fadd reassoc ninf nsz afn float %4403, 0.000000e+00
  store float %4404, ptr %4402, align 4
  %4405 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %4406 = load float, ptr %4405, align 4
  %4407 = fadd reassoc ninf nsz afn float %4406, 0.000000e+00
  store float %4407, ptr %4405, align 4
  %4408 = fmul reassoc ninf nsz afn float %3985, 0x3FE99999A0000000
  %4409 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %4410 = load float, ptr %4409, align 4
  %4411 = fadd reassoc ninf nsz afn float %4410, 0.000000e+00
  store float %4411, ptr %4409, align 4
  %4412 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %4413 = load float, ptr %4412, align 4
  %4414 = fadd reassoc ninf nsz afn float %4413, 0.000000e+00
  store float %4414, ptr %4412, align 4
  %4415 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %4416 = load float, ptr %4415, align 4
  %4417 = fadd reassoc ninf nsz afn float %4416, 0.000000e+00
  store float %4417, ptr %4415, align 4
  %4418 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %4419 = load float, ptr %4418, align 4
  %4420 = fadd reassoc ninf nsz afn float %4419, 0.000000e+00
  store float %4420, ptr %4418, align 4
  %4421 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %4422 = load float, ptr %4421, align 4
  %4423 = fadd reassoc ninf nsz afn float %4422, %4408
  store float %4423, ptr %4421, align 4
  %4424 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %4425 = load float, ptr %4424, align 4
  %4426 = fadd reassoc ninf nsz afn float %4425, 0.000000e+00
  store float %4426, ptr %4424, align 4
  %4427 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %4428 = load float, ptr %4427, align 4
  %4429 = fadd reassoc ninf nsz afn float %4428, 0.000000e+00
  store float %4429, ptr %4427, align 4
  %4430 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %4431 = load float, ptr %4430, align 4
  %4432 = fadd reassoc ninf nsz afn float %4431, 0.000000e+00
  store float %4432, ptr %4430, align 4
  %4433 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %4434 = load float, ptr %4433, align 4
  %4435 = fadd reassoc ninf nsz afn float %4434, 0.000000e+00
  store float %4435, ptr %4433, align 4
  %4436 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %4437 = load float, ptr %4436, align 4
  %4438 = fadd reassoc ninf nsz afn float %4437, 0.000000e+00
  store float %4438, ptr %4436, align 4
  %4439 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %4440 = load float, ptr %4439, align 4
  %4441 = fadd reassoc ninf nsz afn float %4440, 0.000000e+00
  store float %4441, ptr %4439, align 4
  %4442 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %4443 = load float, ptr %4442, align 4
  %4444 = fadd reassoc ninf nsz afn float %4443, 0.000000e+00
  store float %4444, ptr %4442, align 4
  %4445 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %4446 = load float, ptr %4445, align 4
  %4447 = fadd reassoc ninf nsz afn float %4446, 0.000000e+00
  store float %4447, ptr %4445, align 4
  %4448 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %4449 = load float, ptr %4448, align 4
  %4450 = fadd reassoc ninf nsz afn float %4449, 0.000000e+00
  store float %4450, ptr %4448, align 4
  %4451 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %4452 = load float, ptr %4451, align 4
  %4453 = fadd reassoc ninf nsz afn float %4452, 0.000000e+00
  store float %4453, ptr %4451, align 4
  %4454 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %4455 = load float, ptr %4454, align 4
  %4456 = fadd reassoc ninf nsz afn float %4455, 0.000000e+00
  store float %4456, ptr %4454, align 4
  %4457 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4458 = load float, ptr %4457, align 4
  %4459 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4460 = load float, ptr %4459, align 4
  %4461 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4462 = load float, ptr %4461, align 4
  %4463 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4464 = load float, ptr %4463, align 4
  %4465 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4466 = load float, ptr %4465, align 4
  %4467 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4468 = load float, ptr %4467, align 4
  %4469 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4470 = load float, ptr %4469, align 4
  %4471 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4472 = load float, ptr %4471, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %4473 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4474 = load float, ptr %4473, align 4
  %4475 = fadd reassoc ninf nsz afn float %4474, 0.000000e+00
  store float %4475, ptr %4473, align 4
  %4476 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4477 = load float, ptr %4476, align 4
  %4478 = fadd reassoc ninf nsz afn float %4477, 0.000000e+00
  store float %4478, ptr %4476, align 4
  %4479 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4480 = load float, ptr %4479, align 4
  %4481 = fadd reassoc ninf nsz afn float %4480, 0.000000e+00
  store float %4481, ptr %4479, align 4
  %4482 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4483 = load float, ptr %4482, align 4
  %4484 = fadd reassoc ninf nsz afn float %4483, 0.000000e+00
  store float %4484, ptr %4482, align 4
  %4485 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4486 = load float, ptr %4485, align 4
  %4487 = fadd reassoc ninf nsz afn float %4486, 0.000000e+00
  store float %4487, ptr %4485, align 4
  %4488 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4489 = load float, ptr %4488, align 4
  %4490 = fadd reassoc ninf nsz afn float %4489, 0.000000e+00
  store float %4490, ptr %4488, align 4
  %4491 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4492 = load float, ptr %4491, align 4
  %4493 = fadd reassoc ninf nsz afn float %4492, 0.000000e+00
  store float %4493, ptr %4491, align 4
  %4494 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4495 = load float, ptr %4494, align 4
  %4496 = fadd reassoc ninf nsz afn float %4495, %4472
  store float %4496, ptr %4494, align 4
  %4497 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4498 = load float, ptr %4497, align 4
  %4499 = fadd reassoc ninf nsz afn float %4498, 0.000000e+00
  store float %4499, ptr %4497, align 4
  %4500 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4501 = load float, ptr %4500, align 4
  %4502 = fadd reassoc ninf nsz afn float %4501, 0.000000e+00
  store float %4502, ptr %4500, align 4
  %4503 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4504 = load float, ptr %4503, align 4
  %4505 = fadd reassoc ninf nsz afn float %4504, 0.000000e+00
  store float %4505, ptr %4503, align 4
  %4506 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4507 = load float, ptr %4506, align 4
  %4508 = fadd reassoc ninf nsz afn float %4507, 0.000000e+00
  store float %4508, ptr %4506, align 4
  %4509 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4510 = load float, ptr %4509, align 4
  %4511 = fadd reassoc ninf nsz afn float %4510, 0.000000e+00
  store float %4511, ptr %4509, align 4
  %4512 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4513 = load float, ptr %4512, align 4
  %4514 = fadd reassoc ninf nsz afn float %4513, 0.000000e+00
  store float %4514, ptr %4512, align 4
  %4515 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4516 = load float, ptr %4515, align 4
  %4517 = fadd reassoc ninf nsz afn float %4516, 0.000000e+00
  store float %4517, ptr %4515, align 4
  %4518 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4519 = load float, ptr %4518, align 4
  %4520 = fadd reassoc ninf nsz afn float %4519, 0.000000e+00
  store float %4520, ptr %4518, align 4
  %4521 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4522 = load float, ptr %4521, align 4
  %4523 = fadd reassoc ninf nsz afn float %4522, 0.000000e+00
  store float %4523, ptr %4521, align 4
  %4524 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4525 = load float, ptr %4524, align 4
  %4526 = fadd reassoc ninf nsz afn float %4525, 0.000000e+00
  store float %4526, ptr %4524, align 4
  %4527 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4528 = load float, ptr %4527, align 4
  %4529 = fadd reassoc ninf nsz afn float %4528, 0.000000e+00
  store float %4529, ptr %4527, align 4
  %4530 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4531 = load float, ptr %4530, align 4
  %4532 = fadd reassoc ninf nsz afn float %4531, 0.000000e+00
  store float %4532, ptr %4530, align 4
  %4533 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4534 = load float, ptr %4533, align 4
  %4535 = fadd reassoc ninf nsz afn float %4534, 0.000000e+00
  store float %4535, ptr %4533, align 4
  %4536 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4537 = load float, ptr %4536, align 4
  %4538 = fadd reassoc ninf nsz afn float %4537, 0.000000e+00
  store float %4538, ptr %4536, align 4
  %4539 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4540 = load float, ptr %4539, align 4
  %4541 = fadd reassoc ninf nsz afn float %4540, %4470
  store float %4541, ptr %4539, align 4
  %4542 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4543 = load float, ptr %4542, align 4
  %4544 = fadd reassoc ninf nsz afn float %4543, 0.000000e+00
  store float %4544, ptr %4542, align 4
  %4545 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4546 = load float, ptr %4545, align 4
  %4547 = fadd reassoc ninf nsz afn float %4546, 0.000000e+00
  store float %4547, ptr %4545, align 4
  %4548 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4549 = load float, ptr %4548, align 4
  %4550 = fadd reassoc ninf nsz afn float %4549, 0.000000e+00
  store float %4550, ptr %4548, align 4
  %4551 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4552 = load float, ptr %4551, align 4
  %4553 = fadd reassoc ninf nsz afn float %4552, 0.000000e+00
  store float %4553, ptr %4551, align 4
  %4554 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4555 = load float, ptr %4554, align 4
  %4556 = fadd reassoc ninf nsz afn float %4555, 0.000000e+00
  store float %4556, ptr %4554, align 4
  %4557 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4558 = load float, ptr %4557, align 4
  %4559 = fadd reassoc ninf nsz afn float %4558, 0.000000e+00
  store float %4559, ptr %4557, align 4
  %4560 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4561 = load float, ptr %4560, align 4
  %4562 = fadd reassoc ninf nsz afn float %4561, 0.000000e+00
  store float %4562, ptr %4560, align 4
  %4563 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4564 = load float, ptr %4563, align 4
  %4565 = fadd reassoc ninf nsz afn float %4564, 0.000000e+00
  store float %4565, ptr %4563, align 4
  %4566 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4567 = load float, ptr %4566, align 4
  %4568 = fadd reassoc ninf nsz afn float %4567, 0.000000e+00
  store float %4568, ptr %4566, align 4
  %4569 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4570 = load float, ptr %4569, align 4
  %4571 = fadd reassoc ninf nsz afn float %4570, 0.000000e+00
  store float %4571, ptr %4569, align 4
  %4572 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4573 = load float, ptr %4572, align 4
  %4574 = fadd reassoc ninf nsz afn float %4573, 0.000000e+00
  store float %4574, ptr %4572, align 4
  %4575 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4576 = load float, ptr %4575, align 4
  %4577 = fadd reassoc ninf nsz afn float %4576, 0.000000e+00
  store float %4577, ptr %4575, align 4
  %4578 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4579 = load float, ptr %4578, align 4
  %4580 = fadd reassoc ninf nsz afn float %4579, 0.000000e+00
  store float %4580, ptr %4578, align 4
  %4581 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4582 = load float, ptr %4581, align 4
  %4583 = fadd reassoc ninf nsz afn float %4582, 0.000000e+00
  store float %4583, ptr %4581, align 4
  %4584 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4585 = load float, ptr %4584, align 4
  %4586 = fadd reassoc ninf nsz afn float %4585, %4468
  store float %4586, ptr %4584, align 4
  %4587 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4588 = load float, ptr %4587, align 4
  %4589 = fadd reassoc ninf nsz afn float %4588, 0.000000e+00
  store float %4589, ptr %4587, align 4
  %4590 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4591 = load float, ptr %4590, align 4
  %4592 = fadd reassoc ninf nsz afn float %4591, 0.000000e+00
  store float %4592, ptr %4590, align 4
  %4593 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4594 = load float, ptr %4593, align 4
  %4595 = fadd reassoc ninf nsz afn float %4594, 0.000000e+00
  store float %4595, ptr %4593, align 4
  %4596 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4597 = load float, ptr %4596, align 4
  %4598 = fadd reassoc ninf nsz afn float %4597, 0.000000e+00
  store float %4598, ptr %4596, align 4
  %4599 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4600 = load float, ptr %4599, align 4
  %4601 = fadd reassoc ninf nsz afn float %4600, 0.000000e+00
  store float %4601, ptr %4599, align 4
  %4602 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4603 = load float, ptr %4602, align 4
  %4604 = fadd reassoc ninf nsz afn float %4603, 0.000000e+00
  store float %4604, ptr %4602, align 4
  %4605 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4606 = load float, ptr %4605, align 4
  %4607 = fadd reassoc ninf nsz afn float %4606, 0.000000e+00
  store float %4607, ptr %4605, align 4
  %4608 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4609 = load float, ptr %4608, align 4
  %4610 = fadd reassoc ninf nsz afn float %4609, 0.000000e+00
  store float %4610, ptr %4608, align 4
  %4611 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4612 = load float, ptr %4611, align 4
  %4613 = fadd reassoc ninf nsz afn float %4612, 0.000000e+00
  store float %4613, ptr %4611, align 4
  %4614 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4615 = load float, ptr %4614, align 4
  %4616 = fadd reassoc ninf nsz afn float %4615, 0.000000e+00
  store float %4616, ptr %4614, align 4
  %4617 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4618 = load float, ptr %4617, align 4
  %4619 = fadd reassoc ninf nsz afn float %4618, 0.000000e+00
  store float %4619, ptr %4617, align 4
  %4620 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4621 = load float, ptr %4620, align 4
  %4622 = fadd reassoc ninf nsz afn float %4621, 0.000000e+00
  store float %4622, ptr %4620, align 4
  %4623 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4624 = load float, ptr %4623, align 4
  %4625 = fadd reassoc ninf nsz afn float %4624, 0.000000e+00
  store float %4625, ptr %4623, align 4
  %4626 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4627 = load float, ptr %4626, align 4
  %4628 = fadd reassoc ninf nsz afn float %4627, 0.000000e+00
  store float %4628, ptr %4626, align 4
  %4629 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4630 = load float, ptr %4629, align 4
  %4631 = fadd reassoc ninf nsz afn float %4630, %4466
  store float %4631, ptr %4629, align 4
  %4632 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4633 = load float, ptr %4632, align 4
  %4634 = fadd reassoc ninf nsz afn float %4633, 0.000000e+00
  store float %4634, ptr %4632, align 4
  %4635 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4636 = load float, ptr %4635, align 4
  %4637 = fadd reassoc ninf nsz afn float %4636, 0.000000e+00
  store float %4637, ptr %4635, align 4
  %4638 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4639 = load float, ptr %4638, align 4
  %4640 = fadd reassoc ninf nsz afn float %4639, 0.000000e+00
  store float %4640, ptr %4638, align 4
  %4641 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4642 = load float, ptr %4641, align 4
  %4643 = fadd reassoc ninf nsz afn float %4642, 0.000000e+00
  store float %4643, ptr %4641, align 4
  %4644 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4645 = load float, ptr %4644, align 4
  %4646 = fadd reassoc ninf nsz afn float %4645, 0.000000e+00
  store float %4646, ptr %4644, align 4
  %4647 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4648 = load float, ptr %4647, align 4
  %4649 = fadd reassoc ninf nsz afn float %4648, 0.000000e+00
  store float %4649, ptr %4647, align 4
  %4650 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4651 = load float, ptr %4650, align 4
  %4652 = fadd reassoc ninf nsz afn float %4651, 0.000000e+00
  store float %4652, ptr %4650, align 4
  %4653 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4654 = load float, ptr %4653, align 4
  %4655 = fadd reassoc ninf nsz afn float %4654, 0.000000e+00
  store float %4655, ptr %4653, align 4
  %4656 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4657 = load float, ptr %4656, align 4
  %4658 = fadd reassoc ninf nsz afn float %4657, 0.000000e+00
  store float %4658, ptr %4656, align 4
  %4659 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4660 = load float, ptr %4659, align 4
  %4661 = fadd reassoc ninf nsz afn float %4660, 0.000000e+00
  store float %4661, ptr %4659, align 4
  %4662 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4663 = load float, ptr %4662, align 4
  %4664 = fadd reassoc ninf nsz afn float %4663, 0.000000e+00
  store float %4664, ptr %4662, align 4
  %4665 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4666 = load float, ptr %4665, align 4
  %4667 = fadd reassoc ninf nsz afn float %4666, 0.000000e+00
  store float %4667, ptr %4665, align 4
  %4668 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4669 = load float, ptr %4668, align 4
  %4670 = fadd reassoc ninf nsz afn float %4669, 0.000000e+00
  store float %4670, ptr %4668, align 4
  %4671 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4672 = load float, ptr %4671, align 4
  %4673 = fadd reassoc ninf nsz afn float %4672, %4462
  store float %4673, ptr %4671, align 4
  %4674 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4675 = load float, ptr %4674, align 4
  %4676 = fadd reassoc ninf nsz afn float %4675, 0.000000e+00
  store float %4676, ptr %4674, align 4
  %4677 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4678 = load float, ptr %4677, align 4
  %4679 = fadd reassoc ninf nsz afn float %4678, 0.000000e+00
  store float %4679, ptr %4677, align 4
  %4680 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4681 = load float, ptr %4680, align 4
  %4682 = fadd reassoc ninf nsz afn float %4681, 0.000000e+00
  store float %4682, ptr %4680, align 4
  %4683 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4684 = load float, ptr %4683, align 4
  %4685 = fadd reassoc ninf nsz afn float %4684, 0.000000e+00
  store float %4685, ptr %4683, align 4
  %4686 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4687 = load float, ptr %4686, align 4
  %4688 = fadd reassoc ninf nsz afn float %4687, 0.000000e+00
  store float %4688, ptr %4686, align 4
  %4689 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4690 = load float, ptr %4689, align 4
  %4691 = fadd reassoc ninf nsz afn float %4690, 0.000000e+00
  store float %4691, ptr %4689, align 4
  %4692 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4693 = load float, ptr %4692, align 4
  %4694 = fadd reassoc ninf nsz afn float %4693, 0.000000e+00
  store float %4694, ptr %4692, align 4
  %4695 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4696 = load float, ptr %4695, align 4
  %4697 = fadd reassoc ninf nsz afn float %4696, 0.000000e+00
  store float %4697, ptr %4695, align 4
  %4698 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4699 = load float, ptr %4698, align 4
  %4700 = fadd reassoc ninf nsz afn float %4699, 0.000000e+00
  store float %4700, ptr %4698, align 4
  %4701 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4702 = load float, ptr %4701, align 4
  %4703 = fadd reassoc ninf nsz afn float %4702, 0.000000e+00
  store float %4703, ptr %4701, align 4
  %4704 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4705 = load float, ptr %4704, align 4
  %4706 = fadd reassoc ninf nsz afn float %4705, 0.000000e+00
  store float %4706, ptr %4704, align 4
  %4707 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4708 = load float, ptr %4707, align 4
  %4709 = fadd reassoc ninf nsz afn float %4708, 0.000000e+00
  store float %4709, ptr %4707, align 4
  %4710 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4711 = load float, ptr %4710, align 4
  %4712 = fadd reassoc ninf nsz afn float %4711, 0.000000e+00
  store float %4712, ptr %4710, align 4
  %4713 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4714 = load float, ptr %4713, align 4
  %4715 = fadd reassoc ninf nsz afn float %4714, 0.000000e+00
  store float %4715, ptr %4713, align 4
  %4716 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4717 = load float, ptr %4716, align 4
  %4718 = fadd reassoc ninf nsz afn float %4717, %4460
  store float %4718, ptr %4716, align 4
  %4719 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4720 = load float, ptr %4719, align 4
  %4721 = fadd reassoc ninf nsz afn float %4720, 0.000000e+00
  store float %4721, ptr %4719, align 4
  %4722 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4723 = load float, ptr %4722, align 4
  %4724 = fadd reassoc ninf nsz afn float %4723, 0.000000e+00
  store float %4724, ptr %4722, align 4
  %4725 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4726 = load float, ptr %4725, align 4
  %4727 = fadd reassoc ninf nsz afn float %4726, 0.000000e+00
  store float %4727, ptr %4725, align 4
  %4728 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4729 = load float, ptr %4728, align 4
  %4730 = fadd reassoc ninf nsz afn float %4729, 0.000000e+00
  store float %4730, ptr %4728, align 4
  %4731 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4732 = load float, ptr %4731, align 4
  %4733 = fadd reassoc ninf nsz afn float %4732, 0.000000e+00
  store float %4733, ptr %4731, align 4
  %4734 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4735 = load float, ptr %4734, align 4
  %4736 = fadd reassoc ninf nsz afn float %4735, 0.000000e+00
  store float %4736, ptr %4734, align 4
  %4737 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4738 = load float, ptr %4737, align 4
  %4739 = fadd reassoc ninf nsz afn float %4738, 0.000000e+00
  store float %4739, ptr %4737, align 4
  %4740 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4741 = load float, ptr %4740, align 4
  %4742 = fadd reassoc ninf nsz afn float %4741, 0.000000e+00
  store float %4742, ptr %4740, align 4
  %4743 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4744 = load float, ptr %4743, align 4
  %4745 = fadd reassoc ninf nsz afn float %4744, 0.000000e+00
  store float %4745, ptr %4743, align 4
  %4746 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4747 = load float, ptr %4746, align 4
  %4748 = fadd reassoc ninf nsz afn float %4747, 0.000000e+00
  store float %4748, ptr %4746, align 4
  %4749 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4750 = load float, ptr %4749, align 4
  %4751 = fadd reassoc ninf nsz afn float %4750, 0.000000e+00
  store float %4751, ptr %4749, align 4
  %4752 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4753 = load float, ptr %4752, align 4
  %4754 = fadd reassoc ninf nsz afn float %4753, 0.000000e+00
  store float %4754, ptr %4752, align 4
  %4755 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4756 = load float, ptr %4755, align 4
  %4757 = fadd reassoc ninf nsz afn float %4756, 0.000000e+00
  store float %4757, ptr %4755, align 4
  %4758 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4759 = load float, ptr %4758, align 4
  %4760 = fadd reassoc ninf nsz afn float %4759, 0.000000e+00
  store float %4760, ptr %4758, align 4
  %4761 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4762 = load float, ptr %4761, align 4
  %4763 = fadd reassoc ninf nsz afn float %4762, %4458
  store float %4763, ptr %4761, align 4
  %4764 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4765 = load float, ptr %4764, align 4
  %4766 = fadd reassoc ninf nsz afn float %4765, 0.000000e+00
  store float %4766, ptr %4764, align 4
  %4767 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4768 = load float, ptr %4767, align 4
  %4769 = fadd reassoc ninf nsz afn float %4768, 0.000000e+00
  store float %4769, ptr %4767, align 4
  %4770 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4771 = load float, ptr %4770, align 4
  %4772 = fadd reassoc ninf nsz afn float %4771, 0.000000e+00
  store float %4772, ptr %4770, align 4
  %4773 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4774 = load float, ptr %4773, align 4
  %4775 = fadd reassoc ninf nsz afn float %4774, 0.000000e+00
  store float %4775, ptr %4773, align 4
  %4776 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4777 = load float, ptr %4776, align 4
  %4778 = fadd reassoc ninf nsz afn float %4777, 0.000000e+00
  store float %4778, ptr %4776, align 4
  %4779 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4780 = load float, ptr %4779, align 4
  %4781 = fadd reassoc ninf nsz afn float %4780, 0.000000e+00
  store float %4781, ptr %4779, align 4
  %4782 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4783 = load float, ptr %4782, align 4
  %4784 = fadd reassoc ninf nsz afn float %4783, 0.000000e+00
  store float %4784, ptr %4782, align 4
  %4785 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4786 = load float, ptr %4785, align 4
  %4787 = fadd reassoc ninf nsz afn float %4786, 0.000000e+00
  store float %4787, ptr %4785, align 4
  %4788 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4789 = load float, ptr %4788, align 4
  %4790 = fadd reassoc ninf nsz afn float %4789, 0.000000e+00
  store float %4790, ptr %4788, align 4
  %4791 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4792 = load float, ptr %4791, align 4
  %4793 = fadd reassoc ninf nsz afn float %4792, 0.000000e+00
  store float %4793, ptr %4791, align 4
  %4794 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4795 = load float, ptr %4794, align 4
  %4796 = fadd reassoc ninf nsz afn float %4795, 0.000000e+00
  store float %4796, ptr %4794, align 4
  %4797 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4798 = load float, ptr %4797, align 4
  %4799 = fadd reassoc ninf nsz afn float %4798, 0.000000e+00
  store float %4799, ptr %4797, align 4
  %4800 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4801 = load float, ptr %4800, align 4
  %4802 = fadd reassoc ninf nsz afn float %4801, 0.000000e+00
  store float %4802, ptr %4800, align 4
  %4803 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4804 = load float, ptr %4803, align 4
  %4805 = fadd reassoc ninf nsz afn float %4804, 0.000000e+00
  store float %4805, ptr %4803, align 4
  %4806 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4807 = load float, ptr %4806, align 4
  %4808 = fadd reassoc ninf nsz afn float %4807, 0.000000e+00
  store float %4808, ptr %4806, align 4
  %4809 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4810 = load float, ptr %4809, align 4
  %4811 = fadd reassoc ninf nsz afn float %4810, 0.000000e+00
  store float %4811, ptr %4809, align 4
  %4812 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4813 = load float, ptr %4812, align 4
  %4814 = fadd reassoc ninf nsz afn float %4813, 0.000000e+00
  store float %4814, ptr %4812, align 4
  %4815 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4816 = load float, ptr %4815, align 4
  %4817 = fadd reassoc ninf nsz afn float %4816, 0.000000e+00
  store float %4817, ptr %4815, align 4
  %4818 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4819 = load float, ptr %4818, align 4
  %4820 = fadd reassoc ninf nsz afn float %4819, 0.000000e+00
  store float %4820, ptr %4818, align 4
  %4821 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4822 = load float, ptr %4821, align 4
  %4823 = fadd reassoc ninf nsz afn float %4822, 0.000000e+00
  store float %4823, ptr %4821, align 4
  %4824 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4825 = load float, ptr %4824, align 4
  %4826 = fadd reassoc ninf nsz afn float %4825, 0.000000e+00
  store float %4826, ptr %4824, align 4
  %4827 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4828 = load float, ptr %4827, align 4
  %4829 = fadd reassoc ninf nsz afn float %4828, 0.000000e+00
  store float %4829, ptr %4827, align 4
  %4830 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4831 = load float, ptr %4830, align 4
  %4832 = fadd reassoc ninf nsz afn float %4831, 0.000000e+00
  store float %4832, ptr %4830, align 4
  %4833 = fmul reassoc ninf nsz afn float %4464, 0x3FD3333340000000
  %4834 = call ptr @stack_top_adjoint(ptr %96, i64 4)
  %4835 = load float, ptr %4834, align 4
  %4836 = fadd reassoc ninf nsz afn float %4835, %4833
  store float %4836, ptr %4834, align 4
  %4837 = call ptr @stack_top_adjoint(ptr %96, i64 4)
  %4838 = load float, ptr %4837, align 4
  call void @stack_pop(ptr %96)
  %4839 = call reassoc ninf nsz afn float @cos_f32(float %2908)
  %4840 = fmul reassoc ninf nsz afn float %4838, %4839
  %4841 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %4842 = load float, ptr %4841, align 4
  %4843 = fadd reassoc ninf nsz afn float %4842, 0.000000e+00
  store float %4843, ptr %4841, align 4
  %4844 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %4845 = load float, ptr %4844, align 4
  %4846 = fadd reassoc ninf nsz afn float %4845, 0.000000e+00
  store float %4846, ptr %4844, align 4
  %4847 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %4848 = load float, ptr %4847, align 4
  %4849 = fadd reassoc ninf nsz afn float %4848, 0.000000e+00
  store float %4849, ptr %4847, align 4
  %4850 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %4851 = load float, ptr %4850, align 4
  %4852 = fadd reassoc ninf nsz afn float %4851, 0.000000e+00
  store float %4852, ptr %4850, align 4
  %4853 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %4854 = load float, ptr %4853, align 4
  %4855 = fadd reassoc ninf nsz afn float %4854, %4840
  store float %4855, ptr %4853, align 4
  %4856 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %4857 = load float, ptr %4856, align 4
  %4858 = fadd reassoc ninf nsz afn float %4857, 0.000000e+00
  store float %4858, ptr %4856, align 4
  %4859 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %4860 = load float, ptr %4859, align 4
  %4861 = fadd reassoc ninf nsz afn float %4860, 0.000000e+00
  store float %4861, ptr %4859, align 4
  %4862 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %4863 = load float, ptr %4862, align 4
  %4864 = fadd reassoc ninf nsz afn float %4863, 0.000000e+00
  store float %4864, ptr %4862, align 4
  %4865 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %4866 = load float, ptr %4865, align 4
  %4867 = fadd reassoc ninf nsz afn float %4866, 0.000000e+00
  store float %4867, ptr %4865, align 4
  %4868 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %4869 = load float, ptr %4868, align 4
  %4870 = fadd reassoc ninf nsz afn float %4869, 0.000000e+00
  store float %4870, ptr %4868, align 4
  %4871 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %4872 = load float, ptr %4871, align 4
  %4873 = fadd reassoc ninf nsz afn float %4872, 0.000000e+00
  store float %4873, ptr %4871, align 4
  %4874 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %4875 = load float, ptr %4874, align 4
  %4876 = fadd reassoc ninf nsz afn float %4875, 0.000000e+00
  store float %4876, ptr %4874, align 4
  %4877 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %4878 = load float, ptr %4877, align 4
  %4879 = fadd reassoc ninf nsz afn float %4878, 0.000000e+00
  store float %4879, ptr %4877, align 4
  %4880 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %4881 = load float, ptr %4880, align 4
  %4882 = fadd reassoc ninf nsz afn float %4881, 0.000000e+00
  store float %4882, ptr %4880, align 4
  %4883 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %4884 = load float, ptr %4883, align 4
  %4885 = fadd reassoc ninf nsz afn float %4884, 0.000000e+00
  store float %4885, ptr %4883, align 4
  %4886 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %4887 = load float, ptr %4886, align 4
  %4888 = fadd reassoc ninf nsz afn float %4887, 0.000000e+00
  store float %4888, ptr %4886, align 4
  %4889 = fmul reassoc ninf nsz afn float %4464, 0x3FE99999A0000000
  %4890 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %4891 = load float, ptr %4890, align 4
  %4892 = fadd reassoc ninf nsz afn float %4891, 0.000000e+00
  store float %4892, ptr %4890, align 4
  %4893 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %4894 = load float, ptr %4893, align 4
  %4895 = fadd reassoc ninf nsz afn float %4894, 0.000000e+00
  store float %4895, ptr %4893, align 4
  %4896 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %4897 = load float, ptr %4896, align 4
  %4898 = fadd reassoc ninf nsz afn float %4897, 0.000000e+00
  store float %4898, ptr %4896, align 4
  %4899 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %4900 = load float, ptr %4899, align 4
  %4901 = fadd reassoc ninf nsz afn float %4900, %4889
  store float %4901, ptr %4899, align 4
  %4902 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %4903 = load float, ptr %4902, align 4
  %4904 = fadd reassoc ninf nsz afn float %4903, 0.000000e+00
  store float %4904, ptr %4902, align 4
  %4905 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %4906 = load float, ptr %4905, align 4
  %4907 = fadd reassoc ninf nsz afn float %4906, 0.000000e+00
  store float %4907, ptr %4905, align 4
  %4908 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %4909 = load float, ptr %4908, align 4
  %4910 = fadd reassoc ninf nsz afn float %4909, 0.000000e+00
  store float %4910, ptr %4908, align 4
  %4911 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %4912 = load float, ptr %4911, align 4
  %4913 = fadd reassoc ninf nsz afn float %4912, 0.000000e+00
  store float %4913, ptr %4911, align 4
  %4914 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %4915 = load float, ptr %4914, align 4
  %4916 = fadd reassoc ninf nsz afn float %4915, 0.000000e+00
  store float %4916, ptr %4914, align 4
  %4917 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %4918 = load float, ptr %4917, align 4
  %4919 = fadd reassoc ninf nsz afn float %4918, 0.000000e+00
  store float %4919, ptr %4917, align 4
  %4920 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %4921 = load float, ptr %4920, align 4
  %4922 = fadd reassoc ninf nsz afn float %4921, 0.000000e+00
  store float %4922, ptr %4920, align 4
  %4923 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %4924 = load float, ptr %4923, align 4
  %4925 = fadd reassoc ninf nsz afn float %4924, 0.000000e+00
  store float %4925, ptr %4923, align 4
  %4926 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %4927 = load float, ptr %4926, align 4
  %4928 = fadd reassoc ninf nsz afn float %4927, 0.000000e+00
  store float %4928, ptr %4926, align 4
  %4929 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %4930 = load float, ptr %4929, align 4
  %4931 = fadd reassoc ninf nsz afn float %4930, 0.000000e+00
  store float %4931, ptr %4929, align 4
  %4932 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %4933 = load float, ptr %4932, align 4
  %4934 = fadd reassoc ninf nsz afn float %4933, 0.000000e+00
  store float %4934, ptr %4932, align 4
  %4935 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %4936 = load float, ptr %4935, align 4
  %4937 = fadd reassoc ninf nsz afn float %4936, 0.000000e+00
  store float %4937, ptr %4935, align 4
  %4938 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4939 = load float, ptr %4938, align 4
  %4940 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4941 = load float, ptr %4940, align 4
  %4942 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4943 = load float, ptr %4942, align 4
  %4944 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4945 = load float, ptr %4944, align 4
  %4946 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4947 = load float, ptr %4946, align 4
  %4948 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4949 = load float, ptr %4948, align 4
  %4950 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4951 = load float, ptr %4950, align 4
  %4952 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4953 = load float, ptr %4952, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %4954 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4955 = load float, ptr %4954, align 4
  %4956 = fadd reassoc ninf nsz afn float %4955, 0.000000e+00
  store float %4956, ptr %4954, align 4
  %4957 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4958 = load float, ptr %4957, align 4
  %4959 = fadd reassoc ninf nsz afn float %4958, 0.000000e+00
  store float %4959, ptr %4957, align 4
  %4960 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4961 = load float, ptr %4960, align 4
  %4962 = fadd reassoc ninf nsz afn float %4961, 0.000000e+00
  store float %4962, ptr %4960, align 4
  %4963 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4964 = load float, ptr %4963, align 4
  %4965 = fadd reassoc ninf nsz afn float %4964, 0.000000e+00
  store float %4965, ptr %4963, align 4
  %4966 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4967 = load float, ptr %4966, align 4
  %4968 = fadd reassoc ninf nsz afn float %4967, 0.000000e+00
  store float %4968, ptr %4966, align 4
  %4969 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4970 = load float, ptr %4969, align 4
  %4971 = fadd reassoc ninf nsz afn float %4970, 0.000000e+00
  store float %4971, ptr %4969, align 4
  %4972 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4973 = load float, ptr %4972, align 4
  %4974 = fadd reassoc ninf nsz afn float %4973, 0.000000e+00
  store float %4974, ptr %4972, align 4
  %4975 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %4976 = load float, ptr %4975, align 4
  %4977 = fadd reassoc ninf nsz afn float %4976, %4953
  store float %4977, ptr %4975, align 4
  %4978 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %4979 = load float, ptr %4978, align 4
  %4980 = fadd reassoc ninf nsz afn float %4979, 0.000000e+00
  store float %4980, ptr %4978, align 4
  %4981 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %4982 = load float, ptr %4981, align 4
  %4983 = fadd reassoc ninf nsz afn float %4982, 0.000000e+00
  store float %4983, ptr %4981, align 4
  %4984 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %4985 = load float, ptr %4984, align 4
  %4986 = fadd reassoc ninf nsz afn float %4985, 0.000000e+00
  store float %4986, ptr %4984, align 4
  %4987 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %4988 = load float, ptr %4987, align 4
  %4989 = fadd reassoc ninf nsz afn float %4988, 0.000000e+00
  store float %4989, ptr %4987, align 4
  %4990 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %4991 = load float, ptr %4990, align 4
  %4992 = fadd reassoc ninf nsz afn float %4991, 0.000000e+00
  store float %4992, ptr %4990, align 4
  %4993 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %4994 = load float, ptr %4993, align 4
  %4995 = fadd reassoc ninf nsz afn float %4994, 0.000000e+00
  store float %4995, ptr %4993, align 4
  %4996 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %4997 = load float, ptr %4996, align 4
  %4998 = fadd reassoc ninf nsz afn float %4997, 0.000000e+00
  store float %4998, ptr %4996, align 4
  %4999 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5000 = load float, ptr %4999, align 4
  %5001 = fadd reassoc ninf nsz afn float %5000, 0.000000e+00
  store float %5001, ptr %4999, align 4
  %5002 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5003 = load float, ptr %5002, align 4
  %5004 = fadd reassoc ninf nsz afn float %5003, 0.000000e+00
  store float %5004, ptr %5002, align 4
  %5005 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5006 = load float, ptr %5005, align 4
  %5007 = fadd reassoc ninf nsz afn float %5006, 0.000000e+00
  store float %5007, ptr %5005, align 4
  %5008 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5009 = load float, ptr %5008, align 4
  %5010 = fadd reassoc ninf nsz afn float %5009, 0.000000e+00
  store float %5010, ptr %5008, align 4
  %5011 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5012 = load float, ptr %5011, align 4
  %5013 = fadd reassoc ninf nsz afn float %5012, 0.000000e+00
  store float %5013, ptr %5011, align 4
  %5014 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5015 = load float, ptr %5014, align 4
  %5016 = fadd reassoc ninf nsz afn float %5015, 0.000000e+00
  store float %5016, ptr %5014, align 4
  %5017 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5018 = load float, ptr %5017, align 4
  %5019 = fadd reassoc ninf nsz afn float %5018, 0.000000e+00
  store float %5019, ptr %5017, align 4
  %5020 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5021 = load float, ptr %5020, align 4
  %5022 = fadd reassoc ninf nsz afn float %5021, %4951
  store float %5022, ptr %5020, align 4
  %5023 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5024 = load float, ptr %5023, align 4
  %5025 = fadd reassoc ninf nsz afn float %5024, 0.000000e+00
  store float %5025, ptr %5023, align 4
  %5026 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5027 = load float, ptr %5026, align 4
  %5028 = fadd reassoc ninf nsz afn float %5027, 0.000000e+00
  store float %5028, ptr %5026, align 4
  %5029 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5030 = load float, ptr %5029, align 4
  %5031 = fadd reassoc ninf nsz afn float %5030, 0.000000e+00
  store float %5031, ptr %5029, align 4
  %5032 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5033 = load float, ptr %5032, align 4
  %5034 = fadd reassoc ninf nsz afn float %5033, 0.000000e+00
  store float %5034, ptr %5032, align 4
  %5035 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5036 = load float, ptr %5035, align 4
  %5037 = fadd reassoc ninf nsz afn float %5036, 0.000000e+00
  store float %5037, ptr %5035, align 4
  %5038 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5039 = load float, ptr %5038, align 4
  %5040 = fadd reassoc ninf nsz afn float %5039, 0.000000e+00
  store float %5040, ptr %5038, align 4
  %5041 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5042 = load float, ptr %5041, align 4
  %5043 = fadd reassoc ninf nsz afn float %5042, 0.000000e+00
  store float %5043, ptr %5041, align 4
  %5044 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5045 = load float, ptr %5044, align 4
  %5046 = fadd reassoc ninf nsz afn float %5045, 0.000000e+00
  store float %5046, ptr %5044, align 4
  %5047 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5048 = load float, ptr %5047, align 4
  %5049 = fadd reassoc ninf nsz afn float %5048, 0.000000e+00
  store float %5049, ptr %5047, align 4
  %5050 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5051 = load float, ptr %5050, align 4
  %5052 = fadd reassoc ninf nsz afn float %5051, 0.000000e+00
  store float %5052, ptr %5050, align 4
  %5053 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5054 = load float, ptr %5053, align 4
  %5055 = fadd reassoc ninf nsz afn float %5054, 0.000000e+00
  store float %5055, ptr %5053, align 4
  %5056 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5057 = load float, ptr %5056, align 4
  %5058 = fadd reassoc ninf nsz afn float %5057, 0.000000e+00
  store float %5058, ptr %5056, align 4
  %5059 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5060 = load float, ptr %5059, align 4
  %5061 = fadd reassoc ninf nsz afn float %5060, 0.000000e+00
  store float %5061, ptr %5059, align 4
  %5062 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5063 = load float, ptr %5062, align 4
  %5064 = fadd reassoc ninf nsz afn float %5063, 0.000000e+00
  store float %5064, ptr %5062, align 4
  %5065 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5066 = load float, ptr %5065, align 4
  %5067 = fadd reassoc ninf nsz afn float %5066, %4949
  store float %5067, ptr %5065, align 4
  %5068 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5069 = load float, ptr %5068, align 4
  %5070 = fadd reassoc ninf nsz afn float %5069, 0.000000e+00
  store float %5070, ptr %5068, align 4
  %5071 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5072 = load float, ptr %5071, align 4
  %5073 = fadd reassoc ninf nsz afn float %5072, 0.000000e+00
  store float %5073, ptr %5071, align 4
  %5074 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5075 = load float, ptr %5074, align 4
  %5076 = fadd reassoc ninf nsz afn float %5075, 0.000000e+00
  store float %5076, ptr %5074, align 4
  %5077 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5078 = load float, ptr %5077, align 4
  %5079 = fadd reassoc ninf nsz afn float %5078, 0.000000e+00
  store float %5079, ptr %5077, align 4
  %5080 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5081 = load float, ptr %5080, align 4
  %5082 = fadd reassoc ninf nsz afn float %5081, 0.000000e+00
  store float %5082, ptr %5080, align 4
  %5083 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5084 = load float, ptr %5083, align 4
  %5085 = fadd reassoc ninf nsz afn float %5084, 0.000000e+00
  store float %5085, ptr %5083, align 4
  %5086 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5087 = load float, ptr %5086, align 4
  %5088 = fadd reassoc ninf nsz afn float %5087, 0.000000e+00
  store float %5088, ptr %5086, align 4
  %5089 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5090 = load float, ptr %5089, align 4
  %5091 = fadd reassoc ninf nsz afn float %5090, 0.000000e+00
  store float %5091, ptr %5089, align 4
  %5092 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5093 = load float, ptr %5092, align 4
  %5094 = fadd reassoc ninf nsz afn float %5093, 0.000000e+00
  store float %5094, ptr %5092, align 4
  %5095 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5096 = load float, ptr %5095, align 4
  %5097 = fadd reassoc ninf nsz afn float %5096, 0.000000e+00
  store float %5097, ptr %5095, align 4
  %5098 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5099 = load float, ptr %5098, align 4
  %5100 = fadd reassoc ninf nsz afn float %5099, 0.000000e+00
  store float %5100, ptr %5098, align 4
  %5101 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5102 = load float, ptr %5101, align 4
  %5103 = fadd reassoc ninf nsz afn float %5102, 0.000000e+00
  store float %5103, ptr %5101, align 4
  %5104 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5105 = load float, ptr %5104, align 4
  %5106 = fadd reassoc ninf nsz afn float %5105, 0.000000e+00
  store float %5106, ptr %5104, align 4
  %5107 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5108 = load float, ptr %5107, align 4
  %5109 = fadd reassoc ninf nsz afn float %5108, 0.000000e+00
  store float %5109, ptr %5107, align 4
  %5110 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5111 = load float, ptr %5110, align 4
  %5112 = fadd reassoc ninf nsz afn float %5111, %4947
  store float %5112, ptr %5110, align 4
  %5113 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5114 = load float, ptr %5113, align 4
  %5115 = fadd reassoc ninf nsz afn float %5114, 0.000000e+00
  store float %5115, ptr %5113, align 4
  %5116 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5117 = load float, ptr %5116, align 4
  %5118 = fadd reassoc ninf nsz afn float %5117, 0.000000e+00
  store float %5118, ptr %5116, align 4
  %5119 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5120 = load float, ptr %5119, align 4
  %5121 = fadd reassoc ninf nsz afn float %5120, 0.000000e+00
  store float %5121, ptr %5119, align 4
  %5122 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5123 = load float, ptr %5122, align 4
  %5124 = fadd reassoc ninf nsz afn float %5123, 0.000000e+00
  store float %5124, ptr %5122, align 4
  %5125 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5126 = load float, ptr %5125, align 4
  %5127 = fadd reassoc ninf nsz afn float %5126, 0.000000e+00
  store float %5127, ptr %5125, align 4
  %5128 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5129 = load float, ptr %5128, align 4
  %5130 = fadd reassoc ninf nsz afn float %5129, 0.000000e+00
  store float %5130, ptr %5128, align 4
  %5131 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5132 = load float, ptr %5131, align 4
  %5133 = fadd reassoc ninf nsz afn float %5132, 0.000000e+00
  store float %5133, ptr %5131, align 4
  %5134 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5135 = load float, ptr %5134, align 4
  %5136 = fadd reassoc ninf nsz afn float %5135, 0.000000e+00
  store float %5136, ptr %5134, align 4
  %5137 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5138 = load float, ptr %5137, align 4
  %5139 = fadd reassoc ninf nsz afn float %5138, 0.000000e+00
  store float %5139, ptr %5137, align 4
  %5140 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5141 = load float, ptr %5140, align 4
  %5142 = fadd reassoc ninf nsz afn float %5141, 0.000000e+00
  store float %5142, ptr %5140, align 4
  %5143 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5144 = load float, ptr %5143, align 4
  %5145 = fadd reassoc ninf nsz afn float %5144, 0.000000e+00
  store float %5145, ptr %5143, align 4
  %5146 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5147 = load float, ptr %5146, align 4
  %5148 = fadd reassoc ninf nsz afn float %5147, 0.000000e+00
  store float %5148, ptr %5146, align 4
  %5149 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5150 = load float, ptr %5149, align 4
  %5151 = fadd reassoc ninf nsz afn float %5150, 0.000000e+00
  store float %5151, ptr %5149, align 4
  %5152 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5153 = load float, ptr %5152, align 4
  %5154 = fadd reassoc ninf nsz afn float %5153, 0.000000e+00
  store float %5154, ptr %5152, align 4
  %5155 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5156 = load float, ptr %5155, align 4
  %5157 = fadd reassoc ninf nsz afn float %5156, %4945
  store float %5157, ptr %5155, align 4
  %5158 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5159 = load float, ptr %5158, align 4
  %5160 = fadd reassoc ninf nsz afn float %5159, 0.000000e+00
  store float %5160, ptr %5158, align 4
  %5161 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5162 = load float, ptr %5161, align 4
  %5163 = fadd reassoc ninf nsz afn float %5162, 0.000000e+00
  store float %5163, ptr %5161, align 4
  %5164 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5165 = load float, ptr %5164, align 4
  %5166 = fadd reassoc ninf nsz afn float %5165, 0.000000e+00
  store float %5166, ptr %5164, align 4
  %5167 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5168 = load float, ptr %5167, align 4
  %5169 = fadd reassoc ninf nsz afn float %5168, 0.000000e+00
  store float %5169, ptr %5167, align 4
  %5170 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5171 = load float, ptr %5170, align 4
  %5172 = fadd reassoc ninf nsz afn float %5171, 0.000000e+00
  store float %5172, ptr %5170, align 4
  %5173 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5174 = load float, ptr %5173, align 4
  %5175 = fadd reassoc ninf nsz afn float %5174, 0.000000e+00
  store float %5175, ptr %5173, align 4
  %5176 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5177 = load float, ptr %5176, align 4
  %5178 = fadd reassoc ninf nsz afn float %5177, 0.000000e+00
  store float %5178, ptr %5176, align 4
  %5179 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5180 = load float, ptr %5179, align 4
  %5181 = fadd reassoc ninf nsz afn float %5180, 0.000000e+00
  store float %5181, ptr %5179, align 4
  %5182 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5183 = load float, ptr %5182, align 4
  %5184 = fadd reassoc ninf nsz afn float %5183, 0.000000e+00
  store float %5184, ptr %5182, align 4
  %5185 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5186 = load float, ptr %5185, align 4
  %5187 = fadd reassoc ninf nsz afn float %5186, 0.000000e+00
  store float %5187, ptr %5185, align 4
  %5188 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5189 = load float, ptr %5188, align 4
  %5190 = fadd reassoc ninf nsz afn float %5189, 0.000000e+00
  store float %5190, ptr %5188, align 4
  %5191 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5192 = load float, ptr %5191, align 4
  %5193 = fadd reassoc ninf nsz afn float %5192, 0.000000e+00
  store float %5193, ptr %5191, align 4
  %5194 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5195 = load float, ptr %5194, align 4
  %5196 = fadd reassoc ninf nsz afn float %5195, 0.000000e+00
  store float %5196, ptr %5194, align 4
  %5197 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5198 = load float, ptr %5197, align 4
  %5199 = fadd reassoc ninf nsz afn float %5198, %4941
  store float %5199, ptr %5197, align 4
  %5200 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5201 = load float, ptr %5200, align 4
  %5202 = fadd reassoc ninf nsz afn float %5201, 0.000000e+00
  store float %5202, ptr %5200, align 4
  %5203 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5204 = load float, ptr %5203, align 4
  %5205 = fadd reassoc ninf nsz afn float %5204, 0.000000e+00
  store float %5205, ptr %5203, align 4
  %5206 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5207 = load float, ptr %5206, align 4
  %5208 = fadd reassoc ninf nsz afn float %5207, 0.000000e+00
  store float %5208, ptr %5206, align 4
  %5209 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5210 = load float, ptr %5209, align 4
  %5211 = fadd reassoc ninf nsz afn float %5210, 0.000000e+00
  store float %5211, ptr %5209, align 4
  %5212 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5213 = load float, ptr %5212, align 4
  %5214 = fadd reassoc ninf nsz afn float %5213, 0.000000e+00
  store float %5214, ptr %5212, align 4
  %5215 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5216 = load float, ptr %5215, align 4
  %5217 = fadd reassoc ninf nsz afn float %5216, 0.000000e+00
  store float %5217, ptr %5215, align 4
  %5218 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5219 = load float, ptr %5218, align 4
  %5220 = fadd reassoc ninf nsz afn float %5219, 0.000000e+00
  store float %5220, ptr %5218, align 4
  %5221 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5222 = load float, ptr %5221, align 4
  %5223 = fadd reassoc ninf nsz afn float %5222, 0.000000e+00
  store float %5223, ptr %5221, align 4
  %5224 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5225 = load float, ptr %5224, align 4
  %5226 = fadd reassoc ninf nsz afn float %5225, 0.000000e+00
  store float %5226, ptr %5224, align 4
  %5227 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5228 = load float, ptr %5227, align 4
  %5229 = fadd reassoc ninf nsz afn float %5228, 0.000000e+00
  store float %5229, ptr %5227, align 4
  %5230 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5231 = load float, ptr %5230, align 4
  %5232 = fadd reassoc ninf nsz afn float %5231, 0.000000e+00
  store float %5232, ptr %5230, align 4
  %5233 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5234 = load float, ptr %5233, align 4
  %5235 = fadd reassoc ninf nsz afn float %5234, 0.000000e+00
  store float %5235, ptr %5233, align 4
  %5236 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5237 = load float, ptr %5236, align 4
  %5238 = fadd reassoc ninf nsz afn float %5237, 0.000000e+00
  store float %5238, ptr %5236, align 4
  %5239 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5240 = load float, ptr %5239, align 4
  %5241 = fadd reassoc ninf nsz afn float %5240, 0.000000e+00
  store float %5241, ptr %5239, align 4
  %5242 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5243 = load float, ptr %5242, align 4
  %5244 = fadd reassoc ninf nsz afn float %5243, %4939
  store float %5244, ptr %5242, align 4
  %5245 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5246 = load float, ptr %5245, align 4
  %5247 = fadd reassoc ninf nsz afn float %5246, 0.000000e+00
  store float %5247, ptr %5245, align 4
  %5248 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5249 = load float, ptr %5248, align 4
  %5250 = fadd reassoc ninf nsz afn float %5249, 0.000000e+00
  store float %5250, ptr %5248, align 4
  %5251 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5252 = load float, ptr %5251, align 4
  %5253 = fadd reassoc ninf nsz afn float %5252, 0.000000e+00
  store float %5253, ptr %5251, align 4
  %5254 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5255 = load float, ptr %5254, align 4
  %5256 = fadd reassoc ninf nsz afn float %5255, 0.000000e+00
  store float %5256, ptr %5254, align 4
  %5257 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5258 = load float, ptr %5257, align 4
  %5259 = fadd reassoc ninf nsz afn float %5258, 0.000000e+00
  store float %5259, ptr %5257, align 4
  %5260 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5261 = load float, ptr %5260, align 4
  %5262 = fadd reassoc ninf nsz afn float %5261, 0.000000e+00
  store float %5262, ptr %5260, align 4
  %5263 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5264 = load float, ptr %5263, align 4
  %5265 = fadd reassoc ninf nsz afn float %5264, 0.000000e+00
  store float %5265, ptr %5263, align 4
  %5266 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5267 = load float, ptr %5266, align 4
  %5268 = fadd reassoc ninf nsz afn float %5267, 0.000000e+00
  store float %5268, ptr %5266, align 4
  %5269 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5270 = load float, ptr %5269, align 4
  %5271 = fadd reassoc ninf nsz afn float %5270, 0.000000e+00
  store float %5271, ptr %5269, align 4
  %5272 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5273 = load float, ptr %5272, align 4
  %5274 = fadd reassoc ninf nsz afn float %5273, 0.000000e+00
  store float %5274, ptr %5272, align 4
  %5275 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5276 = load float, ptr %5275, align 4
  %5277 = fadd reassoc ninf nsz afn float %5276, 0.000000e+00
  store float %5277, ptr %5275, align 4
  %5278 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5279 = load float, ptr %5278, align 4
  %5280 = fadd reassoc ninf nsz afn float %5279, 0.000000e+00
  store float %5280, ptr %5278, align 4
  %5281 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5282 = load float, ptr %5281, align 4
  %5283 = fadd reassoc ninf nsz afn float %5282, 0.000000e+00
  store float %5283, ptr %5281, align 4
  %5284 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5285 = load float, ptr %5284, align 4
  %5286 = fadd reassoc ninf nsz afn float %5285, 0.000000e+00
  store float %5286, ptr %5284, align 4
  %5287 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5288 = load float, ptr %5287, align 4
  %5289 = fadd reassoc ninf nsz afn float %5288, 0.000000e+00
  store float %5289, ptr %5287, align 4
  %5290 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5291 = load float, ptr %5290, align 4
  %5292 = fadd reassoc ninf nsz afn float %5291, 0.000000e+00
  store float %5292, ptr %5290, align 4
  %5293 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5294 = load float, ptr %5293, align 4
  %5295 = fadd reassoc ninf nsz afn float %5294, 0.000000e+00
  store float %5295, ptr %5293, align 4
  %5296 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5297 = load float, ptr %5296, align 4
  %5298 = fadd reassoc ninf nsz afn float %5297, 0.000000e+00
  store float %5298, ptr %5296, align 4
  %5299 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5300 = load float, ptr %5299, align 4
  %5301 = fadd reassoc ninf nsz afn float %5300, 0.000000e+00
  store float %5301, ptr %5299, align 4
  %5302 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5303 = load float, ptr %5302, align 4
  %5304 = fadd reassoc ninf nsz afn float %5303, 0.000000e+00
  store float %5304, ptr %5302, align 4
  %5305 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5306 = load float, ptr %5305, align 4
  %5307 = fadd reassoc ninf nsz afn float %5306, 0.000000e+00
  store float %5307, ptr %5305, align 4
  %5308 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5309 = load float, ptr %5308, align 4
  %5310 = fadd reassoc ninf nsz afn float %5309, 0.000000e+00
  store float %5310, ptr %5308, align 4
  %5311 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5312 = load float, ptr %5311, align 4
  %5313 = fadd reassoc ninf nsz afn float %5312, 0.000000e+00
  store float %5313, ptr %5311, align 4
  %5314 = fmul reassoc ninf nsz afn float %4943, 0x3FD3333340000000
  %5315 = call ptr @stack_top_adjoint(ptr %105, i64 4)
  %5316 = load float, ptr %5315, align 4
  %5317 = fadd reassoc ninf nsz afn float %5316, %5314
  store float %5317, ptr %5315, align 4
  %5318 = call ptr @stack_top_adjoint(ptr %105, i64 4)
  %5319 = load float, ptr %5318, align 4
  call void @stack_pop(ptr %105)
  %5320 = call reassoc ninf nsz afn float @cos_f32(float %2906)
  %5321 = fmul reassoc ninf nsz afn float %5319, %5320
  %5322 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %5323 = load float, ptr %5322, align 4
  %5324 = fadd reassoc ninf nsz afn float %5323, 0.000000e+00
  store float %5324, ptr %5322, align 4
  %5325 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %5326 = load float, ptr %5325, align 4
  %5327 = fadd reassoc ninf nsz afn float %5326, 0.000000e+00
  store float %5327, ptr %5325, align 4
  %5328 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %5329 = load float, ptr %5328, align 4
  %5330 = fadd reassoc ninf nsz afn float %5329, 0.000000e+00
  store float %5330, ptr %5328, align 4
  %5331 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %5332 = load float, ptr %5331, align 4
  %5333 = fadd reassoc ninf nsz afn float %5332, %5321
  store float %5333, ptr %5331, align 4
  %5334 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %5335 = load float, ptr %5334, align 4
  %5336 = fadd reassoc ninf nsz afn float %5335, 0.000000e+00
  store float %5336, ptr %5334, align 4
  %5337 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %5338 = load float, ptr %5337, align 4
  %5339 = fadd reassoc ninf nsz afn float %5338, 0.000000e+00
  store float %5339, ptr %5337, align 4
  %5340 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %5341 = load float, ptr %5340, align 4
  %5342 = fadd reassoc ninf nsz afn float %5341, 0.000000e+00
  store float %5342, ptr %5340, align 4
  %5343 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %5344 = load float, ptr %5343, align 4
  %5345 = fadd reassoc ninf nsz afn float %5344, 0.000000e+00
  store float %5345, ptr %5343, align 4
  %5346 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %5347 = load float, ptr %5346, align 4
  %5348 = fadd reassoc ninf nsz afn float %5347, 0.000000e+00
  store float %5348, ptr %5346, align 4
  %5349 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %5350 = load float, ptr %5349, align 4
  %5351 = fadd reassoc ninf nsz afn float %5350, 0.000000e+00
  store float %5351, ptr %5349, align 4
  %5352 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %5353 = load float, ptr %5352, align 4
  %5354 = fadd reassoc ninf nsz afn float %5353, 0.000000e+00
  store float %5354, ptr %5352, align 4
  %5355 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %5356 = load float, ptr %5355, align 4
  %5357 = fadd reassoc ninf nsz afn float %5356, 0.000000e+00
  store float %5357, ptr %5355, align 4
  %5358 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %5359 = load float, ptr %5358, align 4
  %5360 = fadd reassoc ninf nsz afn float %5359, 0.000000e+00
  store float %5360, ptr %5358, align 4
  %5361 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %5362 = load float, ptr %5361, align 4
  %5363 = fadd reassoc ninf nsz afn float %5362, 0.000000e+00
  store float %5363, ptr %5361, align 4
  %5364 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %5365 = load float, ptr %5364, align 4
  %5366 = fadd reassoc ninf nsz afn float %5365, 0.000000e+00
  store float %5366, ptr %5364, align 4
  %5367 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %5368 = load float, ptr %5367, align 4
  %5369 = fadd reassoc ninf nsz afn float %5368, 0.000000e+00
  store float %5369, ptr %5367, align 4
  %5370 = fmul reassoc ninf nsz afn float %4943, 0x3FE99999A0000000
  %5371 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %5372 = load float, ptr %5371, align 4
  %5373 = fadd reassoc ninf nsz afn float %5372, 0.000000e+00
  store float %5373, ptr %5371, align 4
  %5374 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %5375 = load float, ptr %5374, align 4
  %5376 = fadd reassoc ninf nsz afn float %5375, 0.000000e+00
  store float %5376, ptr %5374, align 4
  %5377 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %5378 = load float, ptr %5377, align 4
  %5379 = fadd reassoc ninf nsz afn float %5378, %5370
  store float %5379, ptr %5377, align 4
  %5380 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %5381 = load float, ptr %5380, align 4
  %5382 = fadd reassoc ninf nsz afn float %5381, 0.000000e+00
  store float %5382, ptr %5380, align 4
  %5383 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %5384 = load float, ptr %5383, align 4
  %5385 = fadd reassoc ninf nsz afn float %5384, 0.000000e+00
  store float %5385, ptr %5383, align 4
  %5386 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %5387 = load float, ptr %5386, align 4
  %5388 = fadd reassoc ninf nsz afn float %5387, 0.000000e+00
  store float %5388, ptr %5386, align 4
  %5389 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %5390 = load float, ptr %5389, align 4
  %5391 = fadd reassoc ninf nsz afn float %5390, 0.000000e+00
  store float %5391, ptr %5389, align 4
  %5392 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %5393 = load float, ptr %5392, align 4
  %5394 = fadd reassoc ninf nsz afn float %5393, 0.000000e+00
  store float %5394, ptr %5392, align 4
  %5395 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %5396 = load float, ptr %5395, align 4
  %5397 = fadd reassoc ninf nsz afn float %5396, 0.000000e+00
  store float %5397, ptr %5395, align 4
  %5398 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %5399 = load float, ptr %5398, align 4
  %5400 = fadd reassoc ninf nsz afn float %5399, 0.000000e+00
  store float %5400, ptr %5398, align 4
  %5401 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %5402 = load float, ptr %5401, align 4
  %5403 = fadd reassoc ninf nsz afn float %5402, 0.000000e+00
  store float %5403, ptr %5401, align 4
  %5404 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %5405 = load float, ptr %5404, align 4
  %5406 = fadd reassoc ninf nsz afn float %5405, 0.000000e+00
  store float %5406, ptr %5404, align 4
  %5407 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %5408 = load float, ptr %5407, align 4
  %5409 = fadd reassoc ninf nsz afn float %5408, 0.000000e+00
  store float %5409, ptr %5407, align 4
  %5410 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %5411 = load float, ptr %5410, align 4
  %5412 = fadd reassoc ninf nsz afn float %5411, 0.000000e+00
  store float %5412, ptr %5410, align 4
  %5413 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %5414 = load float, ptr %5413, align 4
  %5415 = fadd reassoc ninf nsz afn float %5414, 0.000000e+00
  store float %5415, ptr %5413, align 4
  %5416 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %5417 = load float, ptr %5416, align 4
  %5418 = fadd reassoc ninf nsz afn float %5417, 0.000000e+00
  store float %5418, ptr %5416, align 4
  %5419 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5420 = load float, ptr %5419, align 4
  %5421 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5422 = load float, ptr %5421, align 4
  %5423 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5424 = load float, ptr %5423, align 4
  %5425 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5426 = load float, ptr %5425, align 4
  %5427 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5428 = load float, ptr %5427, align 4
  %5429 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5430 = load float, ptr %5429, align 4
  %5431 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5432 = load float, ptr %5431, align 4
  %5433 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5434 = load float, ptr %5433, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %5435 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5436 = load float, ptr %5435, align 4
  %5437 = fadd reassoc ninf nsz afn float %5436, 0.000000e+00
  store float %5437, ptr %5435, align 4
  %5438 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5439 = load float, ptr %5438, align 4
  %5440 = fadd reassoc ninf nsz afn float %5439, 0.000000e+00
  store float %5440, ptr %5438, align 4
  %5441 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5442 = load float, ptr %5441, align 4
  %5443 = fadd reassoc ninf nsz afn float %5442, 0.000000e+00
  store float %5443, ptr %5441, align 4
  %5444 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5445 = load float, ptr %5444, align 4
  %5446 = fadd reassoc ninf nsz afn float %5445, 0.000000e+00
  store float %5446, ptr %5444, align 4
  %5447 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5448 = load float, ptr %5447, align 4
  %5449 = fadd reassoc ninf nsz afn float %5448, 0.000000e+00
  store float %5449, ptr %5447, align 4
  %5450 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5451 = load float, ptr %5450, align 4
  %5452 = fadd reassoc ninf nsz afn float %5451, 0.000000e+00
  store float %5452, ptr %5450, align 4
  %5453 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5454 = load float, ptr %5453, align 4
  %5455 = fadd reassoc ninf nsz afn float %5454, 0.000000e+00
  store float %5455, ptr %5453, align 4
  %5456 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5457 = load float, ptr %5456, align 4
  %5458 = fadd reassoc ninf nsz afn float %5457, %5434
  store float %5458, ptr %5456, align 4
  %5459 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5460 = load float, ptr %5459, align 4
  %5461 = fadd reassoc ninf nsz afn float %5460, 0.000000e+00
  store float %5461, ptr %5459, align 4
  %5462 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5463 = load float, ptr %5462, align 4
  %5464 = fadd reassoc ninf nsz afn float %5463, 0.000000e+00
  store float %5464, ptr %5462, align 4
  %5465 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5466 = load float, ptr %5465, align 4
  %5467 = fadd reassoc ninf nsz afn float %5466, 0.000000e+00
  store float %5467, ptr %5465, align 4
  %5468 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5469 = load float, ptr %5468, align 4
  %5470 = fadd reassoc ninf nsz afn float %5469, 0.000000e+00
  store float %5470, ptr %5468, align 4
  %5471 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5472 = load float, ptr %5471, align 4
  %5473 = fadd reassoc ninf nsz afn float %5472, 0.000000e+00
  store float %5473, ptr %5471, align 4
  %5474 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5475 = load float, ptr %5474, align 4
  %5476 = fadd reassoc ninf nsz afn float %5475, 0.000000e+00
  store float %5476, ptr %5474, align 4
  %5477 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5478 = load float, ptr %5477, align 4
  %5479 = fadd reassoc ninf nsz afn float %5478, 0.000000e+00
  store float %5479, ptr %5477, align 4
  %5480 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5481 = load float, ptr %5480, align 4
  %5482 = fadd reassoc ninf nsz afn float %5481, 0.000000e+00
  store float %5482, ptr %5480, align 4
  %5483 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5484 = load float, ptr %5483, align 4
  %5485 = fadd reassoc ninf nsz afn float %5484, 0.000000e+00
  store float %5485, ptr %5483, align 4
  %5486 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5487 = load float, ptr %5486, align 4
  %5488 = fadd reassoc ninf nsz afn float %5487, 0.000000e+00
  store float %5488, ptr %5486, align 4
  %5489 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5490 = load float, ptr %5489, align 4
  %5491 = fadd reassoc ninf nsz afn float %5490, 0.000000e+00
  store float %5491, ptr %5489, align 4
  %5492 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5493 = load float, ptr %5492, align 4
  %5494 = fadd reassoc ninf nsz afn float %5493, 0.000000e+00
  store float %5494, ptr %5492, align 4
  %5495 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5496 = load float, ptr %5495, align 4
  %5497 = fadd reassoc ninf nsz afn float %5496, 0.000000e+00
  store float %5497, ptr %5495, align 4
  %5498 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5499 = load float, ptr %5498, align 4
  %5500 = fadd reassoc ninf nsz afn float %5499, 0.000000e+00
  store float %5500, ptr %5498, align 4
  %5501 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5502 = load float, ptr %5501, align 4
  %5503 = fadd reassoc ninf nsz afn float %5502, %5432
  store float %5503, ptr %5501, align 4
  %5504 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5505 = load float, ptr %5504, align 4
  %5506 = fadd reassoc ninf nsz afn float %5505, 0.000000e+00
  store float %5506, ptr %5504, align 4
  %5507 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5508 = load float, ptr %5507, align 4
  %5509 = fadd reassoc ninf nsz afn float %5508, 0.000000e+00
  store float %5509, ptr %5507, align 4
  %5510 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5511 = load float, ptr %5510, align 4
  %5512 = fadd reassoc ninf nsz afn float %5511, 0.000000e+00
  store float %5512, ptr %5510, align 4
  %5513 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5514 = load float, ptr %5513, align 4
  %5515 = fadd reassoc ninf nsz afn float %5514, 0.000000e+00
  store float %5515, ptr %5513, align 4
  %5516 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5517 = load float, ptr %5516, align 4
  %5518 = fadd reassoc ninf nsz afn float %5517, 0.000000e+00
  store float %5518, ptr %5516, align 4
  %5519 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5520 = load float, ptr %5519, align 4
  %5521 = fadd reassoc ninf nsz afn float %5520, 0.000000e+00
  store float %5521, ptr %5519, align 4
  %5522 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5523 = load float, ptr %5522, align 4
  %5524 = fadd reassoc ninf nsz afn float %5523, 0.000000e+00
  store float %5524, ptr %5522, align 4
  %5525 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5526 = load float, ptr %5525, align 4
  %5527 = fadd reassoc ninf nsz afn float %5526, 0.000000e+00
  store float %5527, ptr %5525, align 4
  %5528 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5529 = load float, ptr %5528, align 4
  %5530 = fadd reassoc ninf nsz afn float %5529, 0.000000e+00
  store float %5530, ptr %5528, align 4
  %5531 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5532 = load float, ptr %5531, align 4
  %5533 = fadd reassoc ninf nsz afn float %5532, 0.000000e+00
  store float %5533, ptr %5531, align 4
  %5534 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5535 = load float, ptr %5534, align 4
  %5536 = fadd reassoc ninf nsz afn float %5535, 0.000000e+00
  store float %5536, ptr %5534, align 4
  %5537 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5538 = load float, ptr %5537, align 4
  %5539 = fadd reassoc ninf nsz afn float %5538, 0.000000e+00
  store float %5539, ptr %5537, align 4
  %5540 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5541 = load float, ptr %5540, align 4
  %5542 = fadd reassoc ninf nsz afn float %5541, 0.000000e+00
  store float %5542, ptr %5540, align 4
  %5543 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5544 = load float, ptr %5543, align 4
  %5545 = fadd reassoc ninf nsz afn float %5544, 0.000000e+00
  store float %5545, ptr %5543, align 4
  %5546 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5547 = load float, ptr %5546, align 4
  %5548 = fadd reassoc ninf nsz afn float %5547, %5430
  store float %5548, ptr %5546, align 4
  %5549 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5550 = load float, ptr %5549, align 4
  %5551 = fadd reassoc ninf nsz afn float %5550, 0.000000e+00
  store float %5551, ptr %5549, align 4
  %5552 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5553 = load float, ptr %5552, align 4
  %5554 = fadd reassoc ninf nsz afn float %5553, 0.000000e+00
  store float %5554, ptr %5552, align 4
  %5555 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5556 = load float, ptr %5555, align 4
  %5557 = fadd reassoc ninf nsz afn float %5556, 0.000000e+00
  store float %5557, ptr %5555, align 4
  %5558 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5559 = load float, ptr %5558, align 4
  %5560 = fadd reassoc ninf nsz afn float %5559, 0.000000e+00
  store float %5560, ptr %5558, align 4
  %5561 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5562 = load float, ptr %5561, align 4
  %5563 = fadd reassoc ninf nsz afn float %5562, 0.000000e+00
  store float %5563, ptr %5561, align 4
  %5564 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5565 = load float, ptr %5564, align 4
  %5566 = fadd reassoc ninf nsz afn float %5565, 0.000000e+00
  store float %5566, ptr %5564, align 4
  %5567 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5568 = load float, ptr %5567, align 4
  %5569 = fadd reassoc ninf nsz afn float %5568, 0.000000e+00
  store float %5569, ptr %5567, align 4
  %5570 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5571 = load float, ptr %5570, align 4
  %5572 = fadd reassoc ninf nsz afn float %5571, 0.000000e+00
  store float %5572, ptr %5570, align 4
  %5573 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5574 = load float, ptr %5573, align 4
  %5575 = fadd reassoc ninf nsz afn float %5574, 0.000000e+00
  store float %5575, ptr %5573, align 4
  %5576 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5577 = load float, ptr %5576, align 4
  %5578 = fadd reassoc ninf nsz afn float %5577, 0.000000e+00
  store float %5578, ptr %5576, align 4
  %5579 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5580 = load float, ptr %5579, align 4
  %5581 = fadd reassoc ninf nsz afn float %5580, 0.000000e+00
  store float %5581, ptr %5579, align 4
  %5582 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5583 = load float, ptr %5582, align 4
  %5584 = fadd reassoc ninf nsz afn float %5583, 0.000000e+00
  store float %5584, ptr %5582, align 4
  %5585 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5586 = load float, ptr %5585, align 4
  %5587 = fadd reassoc ninf nsz afn float %5586, 0.000000e+00
  store float %5587, ptr %5585, align 4
  %5588 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5589 = load float, ptr %5588, align 4
  %5590 = fadd reassoc ninf nsz afn float %5589, 0.000000e+00
  store float %5590, ptr %5588, align 4
  %5591 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5592 = load float, ptr %5591, align 4
  %5593 = fadd reassoc ninf nsz afn float %5592, %5428
  store float %5593, ptr %5591, align 4
  %5594 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5595 = load float, ptr %5594, align 4
  %5596 = fadd reassoc ninf nsz afn float %5595, 0.000000e+00
  store float %5596, ptr %5594, align 4
  %5597 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5598 = load float, ptr %5597, align 4
  %5599 = fadd reassoc ninf nsz afn float %5598, 0.000000e+00
  store float %5599, ptr %5597, align 4
  %5600 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5601 = load float, ptr %5600, align 4
  %5602 = fadd reassoc ninf nsz afn float %5601, 0.000000e+00
  store float %5602, ptr %5600, align 4
  %5603 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5604 = load float, ptr %5603, align 4
  %5605 = fadd reassoc ninf nsz afn float %5604, 0.000000e+00
  store float %5605, ptr %5603, align 4
  %5606 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5607 = load float, ptr %5606, align 4
  %5608 = fadd reassoc ninf nsz afn float %5607, 0.000000e+00
  store float %5608, ptr %5606, align 4
  %5609 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5610 = load float, ptr %5609, align 4
  %5611 = fadd reassoc ninf nsz afn float %5610, 0.000000e+00
  store float %5611, ptr %5609, align 4
  %5612 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5613 = load float, ptr %5612, align 4
  %5614 = fadd reassoc ninf nsz afn float %5613, 0.000000e+00
  store float %5614, ptr %5612, align 4
  %5615 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5616 = load float, ptr %5615, align 4
  %5617 = fadd reassoc ninf nsz afn float %5616, 0.000000e+00
  store float %5617, ptr %5615, align 4
  %5618 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5619 = load float, ptr %5618, align 4
  %5620 = fadd reassoc ninf nsz afn float %5619, 0.000000e+00
  store float %5620, ptr %5618, align 4
  %5621 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5622 = load float, ptr %5621, align 4
  %5623 = fadd reassoc ninf nsz afn float %5622, 0.000000e+00
  store float %5623, ptr %5621, align 4
  %5624 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5625 = load float, ptr %5624, align 4
  %5626 = fadd reassoc ninf nsz afn float %5625, 0.000000e+00
  store float %5626, ptr %5624, align 4
  %5627 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5628 = load float, ptr %5627, align 4
  %5629 = fadd reassoc ninf nsz afn float %5628, 0.000000e+00
  store float %5629, ptr %5627, align 4
  %5630 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5631 = load float, ptr %5630, align 4
  %5632 = fadd reassoc ninf nsz afn float %5631, 0.000000e+00
  store float %5632, ptr %5630, align 4
  %5633 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5634 = load float, ptr %5633, align 4
  %5635 = fadd reassoc ninf nsz afn float %5634, 0.000000e+00
  store float %5635, ptr %5633, align 4
  %5636 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5637 = load float, ptr %5636, align 4
  %5638 = fadd reassoc ninf nsz afn float %5637, %5426
  store float %5638, ptr %5636, align 4
  %5639 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5640 = load float, ptr %5639, align 4
  %5641 = fadd reassoc ninf nsz afn float %5640, 0.000000e+00
  store float %5641, ptr %5639, align 4
  %5642 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5643 = load float, ptr %5642, align 4
  %5644 = fadd reassoc ninf nsz afn float %5643, 0.000000e+00
  store float %5644, ptr %5642, align 4
  %5645 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5646 = load float, ptr %5645, align 4
  %5647 = fadd reassoc ninf nsz afn float %5646, 0.000000e+00
  store float %5647, ptr %5645, align 4
  %5648 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5649 = load float, ptr %5648, align 4
  %5650 = fadd reassoc ninf nsz afn float %5649, 0.000000e+00
  store float %5650, ptr %5648, align 4
  %5651 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5652 = load float, ptr %5651, align 4
  %5653 = fadd reassoc ninf nsz afn float %5652, 0.000000e+00
  store float %5653, ptr %5651, align 4
  %5654 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5655 = load float, ptr %5654, align 4
  %5656 = fadd reassoc ninf nsz afn float %5655, 0.000000e+00
  store float %5656, ptr %5654, align 4
  %5657 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5658 = load float, ptr %5657, align 4
  %5659 = fadd reassoc ninf nsz afn float %5658, 0.000000e+00
  store float %5659, ptr %5657, align 4
  %5660 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5661 = load float, ptr %5660, align 4
  %5662 = fadd reassoc ninf nsz afn float %5661, 0.000000e+00
  store float %5662, ptr %5660, align 4
  %5663 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5664 = load float, ptr %5663, align 4
  %5665 = fadd reassoc ninf nsz afn float %5664, 0.000000e+00
  store float %5665, ptr %5663, align 4
  %5666 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5667 = load float, ptr %5666, align 4
  %5668 = fadd reassoc ninf nsz afn float %5667, 0.000000e+00
  store float %5668, ptr %5666, align 4
  %5669 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5670 = load float, ptr %5669, align 4
  %5671 = fadd reassoc ninf nsz afn float %5670, 0.000000e+00
  store float %5671, ptr %5669, align 4
  %5672 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5673 = load float, ptr %5672, align 4
  %5674 = fadd reassoc ninf nsz afn float %5673, 0.000000e+00
  store float %5674, ptr %5672, align 4
  %5675 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5676 = load float, ptr %5675, align 4
  %5677 = fadd reassoc ninf nsz afn float %5676, 0.000000e+00
  store float %5677, ptr %5675, align 4
  %5678 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5679 = load float, ptr %5678, align 4
  %5680 = fadd reassoc ninf nsz afn float %5679, 0.000000e+00
  store float %5680, ptr %5678, align 4
  %5681 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5682 = load float, ptr %5681, align 4
  %5683 = fadd reassoc ninf nsz afn float %5682, %5424
  store float %5683, ptr %5681, align 4
  %5684 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5685 = load float, ptr %5684, align 4
  %5686 = fadd reassoc ninf nsz afn float %5685, 0.000000e+00
  store float %5686, ptr %5684, align 4
  %5687 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5688 = load float, ptr %5687, align 4
  %5689 = fadd reassoc ninf nsz afn float %5688, 0.000000e+00
  store float %5689, ptr %5687, align 4
  %5690 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5691 = load float, ptr %5690, align 4
  %5692 = fadd reassoc ninf nsz afn float %5691, 0.000000e+00
  store float %5692, ptr %5690, align 4
  %5693 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5694 = load float, ptr %5693, align 4
  %5695 = fadd reassoc ninf nsz afn float %5694, 0.000000e+00
  store float %5695, ptr %5693, align 4
  %5696 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5697 = load float, ptr %5696, align 4
  %5698 = fadd reassoc ninf nsz afn float %5697, 0.000000e+00
  store float %5698, ptr %5696, align 4
  %5699 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5700 = load float, ptr %5699, align 4
  %5701 = fadd reassoc ninf nsz afn float %5700, 0.000000e+00
  store float %5701, ptr %5699, align 4
  %5702 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5703 = load float, ptr %5702, align 4
  %5704 = fadd reassoc ninf nsz afn float %5703, 0.000000e+00
  store float %5704, ptr %5702, align 4
  %5705 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5706 = load float, ptr %5705, align 4
  %5707 = fadd reassoc ninf nsz afn float %5706, 0.000000e+00
  store float %5707, ptr %5705, align 4
  %5708 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5709 = load float, ptr %5708, align 4
  %5710 = fadd reassoc ninf nsz afn float %5709, 0.000000e+00
  store float %5710, ptr %5708, align 4
  %5711 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5712 = load float, ptr %5711, align 4
  %5713 = fadd reassoc ninf nsz afn float %5712, 0.000000e+00
  store float %5713, ptr %5711, align 4
  %5714 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5715 = load float, ptr %5714, align 4
  %5716 = fadd reassoc ninf nsz afn float %5715, 0.000000e+00
  store float %5716, ptr %5714, align 4
  %5717 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5718 = load float, ptr %5717, align 4
  %5719 = fadd reassoc ninf nsz afn float %5718, 0.000000e+00
  store float %5719, ptr %5717, align 4
  %5720 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5721 = load float, ptr %5720, align 4
  %5722 = fadd reassoc ninf nsz afn float %5721, 0.000000e+00
  store float %5722, ptr %5720, align 4
  %5723 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5724 = load float, ptr %5723, align 4
  %5725 = fadd reassoc ninf nsz afn float %5724, %5420
  store float %5725, ptr %5723, align 4
  %5726 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5727 = load float, ptr %5726, align 4
  %5728 = fadd reassoc ninf nsz afn float %5727, 0.000000e+00
  store float %5728, ptr %5726, align 4
  %5729 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5730 = load float, ptr %5729, align 4
  %5731 = fadd reassoc ninf nsz afn float %5730, 0.000000e+00
  store float %5731, ptr %5729, align 4
  %5732 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5733 = load float, ptr %5732, align 4
  %5734 = fadd reassoc ninf nsz afn float %5733, 0.000000e+00
  store float %5734, ptr %5732, align 4
  %5735 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5736 = load float, ptr %5735, align 4
  %5737 = fadd reassoc ninf nsz afn float %5736, 0.000000e+00
  store float %5737, ptr %5735, align 4
  %5738 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5739 = load float, ptr %5738, align 4
  %5740 = fadd reassoc ninf nsz afn float %5739, 0.000000e+00
  store float %5740, ptr %5738, align 4
  %5741 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5742 = load float, ptr %5741, align 4
  %5743 = fadd reassoc ninf nsz afn float %5742, 0.000000e+00
  store float %5743, ptr %5741, align 4
  %5744 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5745 = load float, ptr %5744, align 4
  %5746 = fadd reassoc ninf nsz afn float %5745, 0.000000e+00
  store float %5746, ptr %5744, align 4
  %5747 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5748 = load float, ptr %5747, align 4
  %5749 = fadd reassoc ninf nsz afn float %5748, 0.000000e+00
  store float %5749, ptr %5747, align 4
  %5750 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5751 = load float, ptr %5750, align 4
  %5752 = fadd reassoc ninf nsz afn float %5751, 0.000000e+00
  store float %5752, ptr %5750, align 4
  %5753 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5754 = load float, ptr %5753, align 4
  %5755 = fadd reassoc ninf nsz afn float %5754, 0.000000e+00
  store float %5755, ptr %5753, align 4
  %5756 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5757 = load float, ptr %5756, align 4
  %5758 = fadd reassoc ninf nsz afn float %5757, 0.000000e+00
  store float %5758, ptr %5756, align 4
  %5759 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5760 = load float, ptr %5759, align 4
  %5761 = fadd reassoc ninf nsz afn float %5760, 0.000000e+00
  store float %5761, ptr %5759, align 4
  %5762 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5763 = load float, ptr %5762, align 4
  %5764 = fadd reassoc ninf nsz afn float %5763, 0.000000e+00
  store float %5764, ptr %5762, align 4
  %5765 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5766 = load float, ptr %5765, align 4
  %5767 = fadd reassoc ninf nsz afn float %5766, 0.000000e+00
  store float %5767, ptr %5765, align 4
  %5768 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5769 = load float, ptr %5768, align 4
  %5770 = fadd reassoc ninf nsz afn float %5769, 0.000000e+00
  store float %5770, ptr %5768, align 4
  %5771 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5772 = load float, ptr %5771, align 4
  %5773 = fadd reassoc ninf nsz afn float %5772, 0.000000e+00
  store float %5773, ptr %5771, align 4
  %5774 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5775 = load float, ptr %5774, align 4
  %5776 = fadd reassoc ninf nsz afn float %5775, 0.000000e+00
  store float %5776, ptr %5774, align 4
  %5777 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5778 = load float, ptr %5777, align 4
  %5779 = fadd reassoc ninf nsz afn float %5778, 0.000000e+00
  store float %5779, ptr %5777, align 4
  %5780 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5781 = load float, ptr %5780, align 4
  %5782 = fadd reassoc ninf nsz afn float %5781, 0.000000e+00
  store float %5782, ptr %5780, align 4
  %5783 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5784 = load float, ptr %5783, align 4
  %5785 = fadd reassoc ninf nsz afn float %5784, 0.000000e+00
  store float %5785, ptr %5783, align 4
  %5786 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5787 = load float, ptr %5786, align 4
  %5788 = fadd reassoc ninf nsz afn float %5787, 0.000000e+00
  store float %5788, ptr %5786, align 4
  %5789 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5790 = load float, ptr %5789, align 4
  %5791 = fadd reassoc ninf nsz afn float %5790, 0.000000e+00
  store float %5791, ptr %5789, align 4
  %5792 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5793 = load float, ptr %5792, align 4
  %5794 = fadd reassoc ninf nsz afn float %5793, 0.000000e+00
  store float %5794, ptr %5792, align 4
  %5795 = fmul reassoc ninf nsz afn float %5422, 0x3FD3333340000000
  %5796 = call ptr @stack_top_adjoint(ptr %114, i64 4)
  %5797 = load float, ptr %5796, align 4
  %5798 = fadd reassoc ninf nsz afn float %5797, %5795
  store float %5798, ptr %5796, align 4
  %5799 = call ptr @stack_top_adjoint(ptr %114, i64 4)
  %5800 = load float, ptr %5799, align 4
  call void @stack_pop(ptr %114)
  %5801 = call reassoc ninf nsz afn float @cos_f32(float %2904)
  %5802 = fmul reassoc ninf nsz afn float %5800, %5801
  %5803 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %5804 = load float, ptr %5803, align 4
  %5805 = fadd reassoc ninf nsz afn float %5804, 0.000000e+00
  store float %5805, ptr %5803, align 4
  %5806 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %5807 = load float, ptr %5806, align 4
  %5808 = fadd reassoc ninf nsz afn float %5807, 0.000000e+00
  store float %5808, ptr %5806, align 4
  %5809 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %5810 = load float, ptr %5809, align 4
  %5811 = fadd reassoc ninf nsz afn float %5810, %5802
  store float %5811, ptr %5809, align 4
  %5812 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %5813 = load float, ptr %5812, align 4
  %5814 = fadd reassoc ninf nsz afn float %5813, 0.000000e+00
  store float %5814, ptr %5812, align 4
  %5815 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %5816 = load float, ptr %5815, align 4
  %5817 = fadd reassoc ninf nsz afn float %5816, 0.000000e+00
  store float %5817, ptr %5815, align 4
  %5818 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %5819 = load float, ptr %5818, align 4
  %5820 = fadd reassoc ninf nsz afn float %5819, 0.000000e+00
  store float %5820, ptr %5818, align 4
  %5821 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %5822 = load float, ptr %5821, align 4
  %5823 = fadd reassoc ninf nsz afn float %5822, 0.000000e+00
  store float %5823, ptr %5821, align 4
  %5824 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %5825 = load float, ptr %5824, align 4
  %5826 = fadd reassoc ninf nsz afn float %5825, 0.000000e+00
  store float %5826, ptr %5824, align 4
  %5827 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %5828 = load float, ptr %5827, align 4
  %5829 = fadd reassoc ninf nsz afn float %5828, 0.000000e+00
  store float %5829, ptr %5827, align 4
  %5830 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %5831 = load float, ptr %5830, align 4
  %5832 = fadd reassoc ninf nsz afn float %5831, 0.000000e+00
  store float %5832, ptr %5830, align 4
  %5833 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %5834 = load float, ptr %5833, align 4
  %5835 = fadd reassoc ninf nsz afn float %5834, 0.000000e+00
  store float %5835, ptr %5833, align 4
  %5836 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %5837 = load float, ptr %5836, align 4
  %5838 = fadd reassoc ninf nsz afn float %5837, 0.000000e+00
  store float %5838, ptr %5836, align 4
  %5839 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %5840 = load float, ptr %5839, align 4
  %5841 = fadd reassoc ninf nsz afn float %5840, 0.000000e+00
  store float %5841, ptr %5839, align 4
  %5842 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %5843 = load float, ptr %5842, align 4
  %5844 = fadd reassoc ninf nsz afn float %5843, 0.000000e+00
  store float %5844, ptr %5842, align 4
  %5845 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %5846 = load float, ptr %5845, align 4
  %5847 = fadd reassoc ninf nsz afn float %5846, 0.000000e+00
  store float %5847, ptr %5845, align 4
  %5848 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %5849 = load float, ptr %5848, align 4
  %5850 = fadd reassoc ninf nsz afn float %5849, 0.000000e+00
  store float %5850, ptr %5848, align 4
  %5851 = fmul reassoc ninf nsz afn float %5422, 0x3FE99999A0000000
  %5852 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %5853 = load float, ptr %5852, align 4
  %5854 = fadd reassoc ninf nsz afn float %5853, 0.000000e+00
  store float %5854, ptr %5852, align 4
  %5855 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %5856 = load float, ptr %5855, align 4
  %5857 = fadd reassoc ninf nsz afn float %5856, %5851
  store float %5857, ptr %5855, align 4
  %5858 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %5859 = load float, ptr %5858, align 4
  %5860 = fadd reassoc ninf nsz afn float %5859, 0.000000e+00
  store float %5860, ptr %5858, align 4
  %5861 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %5862 = load float, ptr %5861, align 4
  %5863 = fadd reassoc ninf nsz afn float %5862, 0.000000e+00
  store float %5863, ptr %5861, align 4
  %5864 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %5865 = load float, ptr %5864, align 4
  %5866 = fadd reassoc ninf nsz afn float %5865, 0.000000e+00
  store float %5866, ptr %5864, align 4
  %5867 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %5868 = load float, ptr %5867, align 4
  %5869 = fadd reassoc ninf nsz afn float %5868, 0.000000e+00
  store float %5869, ptr %5867, align 4
  %5870 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %5871 = load float, ptr %5870, align 4
  %5872 = fadd reassoc ninf nsz afn float %5871, 0.000000e+00
  store float %5872, ptr %5870, align 4
  %5873 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %5874 = load float, ptr %5873, align 4
  %5875 = fadd reassoc ninf nsz afn float %5874, 0.000000e+00
  store float %5875, ptr %5873, align 4
  %5876 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %5877 = load float, ptr %5876, align 4
  %5878 = fadd reassoc ninf nsz afn float %5877, 0.000000e+00
  store float %5878, ptr %5876, align 4
  %5879 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %5880 = load float, ptr %5879, align 4
  %5881 = fadd reassoc ninf nsz afn float %5880, 0.000000e+00
  store float %5881, ptr %5879, align 4
  %5882 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %5883 = load float, ptr %5882, align 4
  %5884 = fadd reassoc ninf nsz afn float %5883, 0.000000e+00
  store float %5884, ptr %5882, align 4
  %5885 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %5886 = load float, ptr %5885, align 4
  %5887 = fadd reassoc ninf nsz afn float %5886, 0.000000e+00
  store float %5887, ptr %5885, align 4
  %5888 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %5889 = load float, ptr %5888, align 4
  %5890 = fadd reassoc ninf nsz afn float %5889, 0.000000e+00
  store float %5890, ptr %5888, align 4
  %5891 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %5892 = load float, ptr %5891, align 4
  %5893 = fadd reassoc ninf nsz afn float %5892, 0.000000e+00
  store float %5893, ptr %5891, align 4
  %5894 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %5895 = load float, ptr %5894, align 4
  %5896 = fadd reassoc ninf nsz afn float %5895, 0.000000e+00
  store float %5896, ptr %5894, align 4
  %5897 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %5898 = load float, ptr %5897, align 4
  %5899 = fadd reassoc ninf nsz afn float %5898, 0.000000e+00
  store float %5899, ptr %5897, align 4
  %5900 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5901 = load float, ptr %5900, align 4
  %5902 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5903 = load float, ptr %5902, align 4
  %5904 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5905 = load float, ptr %5904, align 4
  %5906 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5907 = load float, ptr %5906, align 4
  %5908 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5909 = load float, ptr %5908, align 4
  %5910 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5911 = load float, ptr %5910, align 4
  %5912 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5913 = load float, ptr %5912, align 4
  %5914 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5915 = load float, ptr %5914, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %5916 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5917 = load float, ptr %5916, align 4
  %5918 = fadd reassoc ninf nsz afn float %5917, 0.000000e+00
  store float %5918, ptr %5916, align 4
  %5919 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5920 = load float, ptr %5919, align 4
  %5921 = fadd reassoc ninf nsz afn float %5920, 0.000000e+00
  store float %5921, ptr %5919, align 4
  %5922 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5923 = load float, ptr %5922, align 4
  %5924 = fadd reassoc ninf nsz afn float %5923, 0.000000e+00
  store float %5924, ptr %5922, align 4
  %5925 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5926 = load float, ptr %5925, align 4
  %5927 = fadd reassoc ninf nsz afn float %5926, 0.000000e+00
  store float %5927, ptr %5925, align 4
  %5928 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5929 = load float, ptr %5928, align 4
  %5930 = fadd reassoc ninf nsz afn float %5929, 0.000000e+00
  store float %5930, ptr %5928, align 4
  %5931 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5932 = load float, ptr %5931, align 4
  %5933 = fadd reassoc ninf nsz afn float %5932, 0.000000e+00
  store float %5933, ptr %5931, align 4
  %5934 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5935 = load float, ptr %5934, align 4
  %5936 = fadd reassoc ninf nsz afn float %5935, 0.000000e+00
  store float %5936, ptr %5934, align 4
  %5937 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5938 = load float, ptr %5937, align 4
  %5939 = fadd reassoc ninf nsz afn float %5938, %5915
  store float %5939, ptr %5937, align 4
  %5940 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5941 = load float, ptr %5940, align 4
  %5942 = fadd reassoc ninf nsz afn float %5941, 0.000000e+00
  store float %5942, ptr %5940, align 4
  %5943 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5944 = load float, ptr %5943, align 4
  %5945 = fadd reassoc ninf nsz afn float %5944, 0.000000e+00
  store float %5945, ptr %5943, align 4
  %5946 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5947 = load float, ptr %5946, align 4
  %5948 = fadd reassoc ninf nsz afn float %5947, 0.000000e+00
  store float %5948, ptr %5946, align 4
  %5949 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5950 = load float, ptr %5949, align 4
  %5951 = fadd reassoc ninf nsz afn float %5950, 0.000000e+00
  store float %5951, ptr %5949, align 4
  %5952 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5953 = load float, ptr %5952, align 4
  %5954 = fadd reassoc ninf nsz afn float %5953, 0.000000e+00
  store float %5954, ptr %5952, align 4
  %5955 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5956 = load float, ptr %5955, align 4
  %5957 = fadd reassoc ninf nsz afn float %5956, 0.000000e+00
  store float %5957, ptr %5955, align 4
  %5958 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5959 = load float, ptr %5958, align 4
  %5960 = fadd reassoc ninf nsz afn float %5959, 0.000000e+00
  store float %5960, ptr %5958, align 4
  %5961 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5962 = load float, ptr %5961, align 4
  %5963 = fadd reassoc ninf nsz afn float %5962, 0.000000e+00
  store float %5963, ptr %5961, align 4
  %5964 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5965 = load float, ptr %5964, align 4
  %5966 = fadd reassoc ninf nsz afn float %5965, 0.000000e+00
  store float %5966, ptr %5964, align 4
  %5967 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5968 = load float, ptr %5967, align 4
  %5969 = fadd reassoc ninf nsz afn float %5968, 0.000000e+00
  store float %5969, ptr %5967, align 4
  %5970 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5971 = load float, ptr %5970, align 4
  %5972 = fadd reassoc ninf nsz afn float %5971, 0.000000e+00
  store float %5972, ptr %5970, align 4
  %5973 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5974 = load float, ptr %5973, align 4
  %5975 = fadd reassoc ninf nsz afn float %5974, 0.000000e+00
  store float %5975, ptr %5973, align 4
  %5976 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %5977 = load float, ptr %5976, align 4
  %5978 = fadd reassoc ninf nsz afn float %5977, 0.000000e+00
  store float %5978, ptr %5976, align 4
  %5979 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %5980 = load float, ptr %5979, align 4
  %5981 = fadd reassoc ninf nsz afn float %5980, 0.000000e+00
  store float %5981, ptr %5979, align 4
  %5982 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %5983 = load float, ptr %5982, align 4
  %5984 = fadd reassoc ninf nsz afn float %5983, %5913
  store float %5984, ptr %5982, align 4
  %5985 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %5986 = load float, ptr %5985, align 4
  %5987 = fadd reassoc ninf nsz afn float %5986, 0.000000e+00
  store float %5987, ptr %5985, align 4
  %5988 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %5989 = load float, ptr %5988, align 4
  %5990 = fadd reassoc ninf nsz afn float %5989, 0.000000e+00
  store float %5990, ptr %5988, align 4
  %5991 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %5992 = load float, ptr %5991, align 4
  %5993 = fadd reassoc ninf nsz afn float %5992, 0.000000e+00
  store float %5993, ptr %5991, align 4
  %5994 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %5995 = load float, ptr %5994, align 4
  %5996 = fadd reassoc ninf nsz afn float %5995, 0.000000e+00
  store float %5996, ptr %5994, align 4
  %5997 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %5998 = load float, ptr %5997, align 4
  %5999 = fadd reassoc ninf nsz afn float %5998, 0.000000e+00
  store float %5999, ptr %5997, align 4
  %6000 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6001 = load float, ptr %6000, align 4
  %6002 = fadd reassoc ninf nsz afn float %6001, 0.000000e+00
  store float %6002, ptr %6000, align 4
  %6003 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6004 = load float, ptr %6003, align 4
  %6005 = fadd reassoc ninf nsz afn float %6004, 0.000000e+00
  store float %6005, ptr %6003, align 4
  %6006 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6007 = load float, ptr %6006, align 4
  %6008 = fadd reassoc ninf nsz afn float %6007, 0.000000e+00
  store float %6008, ptr %6006, align 4
  %6009 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6010 = load float, ptr %6009, align 4
  %6011 = fadd reassoc ninf nsz afn float %6010, 0.000000e+00
  store float %6011, ptr %6009, align 4
  %6012 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6013 = load float, ptr %6012, align 4
  %6014 = fadd reassoc ninf nsz afn float %6013, 0.000000e+00
  store float %6014, ptr %6012, align 4
  %6015 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6016 = load float, ptr %6015, align 4
  %6017 = fadd reassoc ninf nsz afn float %6016, 0.000000e+00
  store float %6017, ptr %6015, align 4
  %6018 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6019 = load float, ptr %6018, align 4
  %6020 = fadd reassoc ninf nsz afn float %6019, 0.000000e+00
  store float %6020, ptr %6018, align 4
  %6021 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6022 = load float, ptr %6021, align 4
  %6023 = fadd reassoc ninf nsz afn float %6022, 0.000000e+00
  store float %6023, ptr %6021, align 4
  %6024 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6025 = load float, ptr %6024, align 4
  %6026 = fadd reassoc ninf nsz afn float %6025, 0.000000e+00
  store float %6026, ptr %6024, align 4
  %6027 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6028 = load float, ptr %6027, align 4
  %6029 = fadd reassoc ninf nsz afn float %6028, %5911
  store float %6029, ptr %6027, align 4
  %6030 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6031 = load float, ptr %6030, align 4
  %6032 = fadd reassoc ninf nsz afn float %6031, 0.000000e+00
  store float %6032, ptr %6030, align 4
  %6033 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6034 = load float, ptr %6033, align 4
  %6035 = fadd reassoc ninf nsz afn float %6034, 0.000000e+00
  store float %6035, ptr %6033, align 4
  %6036 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6037 = load float, ptr %6036, align 4
  %6038 = fadd reassoc ninf nsz afn float %6037, 0.000000e+00
  store float %6038, ptr %6036, align 4
  %6039 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6040 = load float, ptr %6039, align 4
  %6041 = fadd reassoc ninf nsz afn float %6040, 0.000000e+00
  store float %6041, ptr %6039, align 4
  %6042 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6043 = load float, ptr %6042, align 4
  %6044 = fadd reassoc ninf nsz afn float %6043, 0.000000e+00
  store float %6044, ptr %6042, align 4
  %6045 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6046 = load float, ptr %6045, align 4
  %6047 = fadd reassoc ninf nsz afn float %6046, 0.000000e+00
  store float %6047, ptr %6045, align 4
  %6048 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6049 = load float, ptr %6048, align 4
  %6050 = fadd reassoc ninf nsz afn float %6049, 0.000000e+00
  store float %6050, ptr %6048, align 4
  %6051 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6052 = load float, ptr %6051, align 4
  %6053 = fadd reassoc ninf nsz afn float %6052, 0.000000e+00
  store float %6053, ptr %6051, align 4
  %6054 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6055 = load float, ptr %6054, align 4
  %6056 = fadd reassoc ninf nsz afn float %6055, 0.000000e+00
  store float %6056, ptr %6054, align 4
  %6057 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6058 = load float, ptr %6057, align 4
  %6059 = fadd reassoc ninf nsz afn float %6058, 0.000000e+00
  store float %6059, ptr %6057, align 4
  %6060 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6061 = load float, ptr %6060, align 4
  %6062 = fadd reassoc ninf nsz afn float %6061, 0.000000e+00
  store float %6062, ptr %6060, align 4
  %6063 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6064 = load float, ptr %6063, align 4
  %6065 = fadd reassoc ninf nsz afn float %6064, 0.000000e+00
  store float %6065, ptr %6063, align 4
  %6066 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6067 = load float, ptr %6066, align 4
  %6068 = fadd reassoc ninf nsz afn float %6067, 0.000000e+00
  store float %6068, ptr %6066, align 4
  %6069 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6070 = load float, ptr %6069, align 4
  %6071 = fadd reassoc ninf nsz afn float %6070, 0.000000e+00
  store float %6071, ptr %6069, align 4
  %6072 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6073 = load float, ptr %6072, align 4
  %6074 = fadd reassoc ninf nsz afn float %6073, %5909
  store float %6074, ptr %6072, align 4
  %6075 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6076 = load float, ptr %6075, align 4
  %6077 = fadd reassoc ninf nsz afn float %6076, 0.000000e+00
  store float %6077, ptr %6075, align 4
  %6078 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6079 = load float, ptr %6078, align 4
  %6080 = fadd reassoc ninf nsz afn float %6079, 0.000000e+00
  store float %6080, ptr %6078, align 4
  %6081 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6082 = load float, ptr %6081, align 4
  %6083 = fadd reassoc ninf nsz afn float %6082, 0.000000e+00
  store float %6083, ptr %6081, align 4
  %6084 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6085 = load float, ptr %6084, align 4
  %6086 = fadd reassoc ninf nsz afn float %6085, 0.000000e+00
  store float %6086, ptr %6084, align 4
  %6087 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6088 = load float, ptr %6087, align 4
  %6089 = fadd reassoc ninf nsz afn float %6088, 0.000000e+00
  store float %6089, ptr %6087, align 4
  %6090 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6091 = load float, ptr %6090, align 4
  %6092 = fadd reassoc ninf nsz afn float %6091, 0.000000e+00
  store float %6092, ptr %6090, align 4
  %6093 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6094 = load float, ptr %6093, align 4
  %6095 = fadd reassoc ninf nsz afn float %6094, 0.000000e+00
  store float %6095, ptr %6093, align 4
  %6096 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6097 = load float, ptr %6096, align 4
  %6098 = fadd reassoc ninf nsz afn float %6097, 0.000000e+00
  store float %6098, ptr %6096, align 4
  %6099 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6100 = load float, ptr %6099, align 4
  %6101 = fadd reassoc ninf nsz afn float %6100, 0.000000e+00
  store float %6101, ptr %6099, align 4
  %6102 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6103 = load float, ptr %6102, align 4
  %6104 = fadd reassoc ninf nsz afn float %6103, 0.000000e+00
  store float %6104, ptr %6102, align 4
  %6105 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6106 = load float, ptr %6105, align 4
  %6107 = fadd reassoc ninf nsz afn float %6106, 0.000000e+00
  store float %6107, ptr %6105, align 4
  %6108 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6109 = load float, ptr %6108, align 4
  %6110 = fadd reassoc ninf nsz afn float %6109, 0.000000e+00
  store float %6110, ptr %6108, align 4
  %6111 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6112 = load float, ptr %6111, align 4
  %6113 = fadd reassoc ninf nsz afn float %6112, 0.000000e+00
  store float %6113, ptr %6111, align 4
  %6114 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6115 = load float, ptr %6114, align 4
  %6116 = fadd reassoc ninf nsz afn float %6115, 0.000000e+00
  store float %6116, ptr %6114, align 4
  %6117 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6118 = load float, ptr %6117, align 4
  %6119 = fadd reassoc ninf nsz afn float %6118, %5907
  store float %6119, ptr %6117, align 4
  %6120 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6121 = load float, ptr %6120, align 4
  %6122 = fadd reassoc ninf nsz afn float %6121, 0.000000e+00
  store float %6122, ptr %6120, align 4
  %6123 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6124 = load float, ptr %6123, align 4
  %6125 = fadd reassoc ninf nsz afn float %6124, 0.000000e+00
  store float %6125, ptr %6123, align 4
  %6126 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6127 = load float, ptr %6126, align 4
  %6128 = fadd reassoc ninf nsz afn float %6127, 0.000000e+00
  store float %6128, ptr %6126, align 4
  %6129 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6130 = load float, ptr %6129, align 4
  %6131 = fadd reassoc ninf nsz afn float %6130, 0.000000e+00
  store float %6131, ptr %6129, align 4
  %6132 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6133 = load float, ptr %6132, align 4
  %6134 = fadd reassoc ninf nsz afn float %6133, 0.000000e+00
  store float %6134, ptr %6132, align 4
  %6135 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6136 = load float, ptr %6135, align 4
  %6137 = fadd reassoc ninf nsz afn float %6136, 0.000000e+00
  store float %6137, ptr %6135, align 4
  %6138 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6139 = load float, ptr %6138, align 4
  %6140 = fadd reassoc ninf nsz afn float %6139, 0.000000e+00
  store float %6140, ptr %6138, align 4
  %6141 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6142 = load float, ptr %6141, align 4
  %6143 = fadd reassoc ninf nsz afn float %6142, 0.000000e+00
  store float %6143, ptr %6141, align 4
  %6144 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6145 = load float, ptr %6144, align 4
  %6146 = fadd reassoc ninf nsz afn float %6145, 0.000000e+00
  store float %6146, ptr %6144, align 4
  %6147 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6148 = load float, ptr %6147, align 4
  %6149 = fadd reassoc ninf nsz afn float %6148, 0.000000e+00
  store float %6149, ptr %6147, align 4
  %6150 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6151 = load float, ptr %6150, align 4
  %6152 = fadd reassoc ninf nsz afn float %6151, 0.000000e+00
  store float %6152, ptr %6150, align 4
  %6153 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6154 = load float, ptr %6153, align 4
  %6155 = fadd reassoc ninf nsz afn float %6154, 0.000000e+00
  store float %6155, ptr %6153, align 4
  %6156 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6157 = load float, ptr %6156, align 4
  %6158 = fadd reassoc ninf nsz afn float %6157, 0.000000e+00
  store float %6158, ptr %6156, align 4
  %6159 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6160 = load float, ptr %6159, align 4
  %6161 = fadd reassoc ninf nsz afn float %6160, 0.000000e+00
  store float %6161, ptr %6159, align 4
  %6162 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6163 = load float, ptr %6162, align 4
  %6164 = fadd reassoc ninf nsz afn float %6163, %5905
  store float %6164, ptr %6162, align 4
  %6165 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6166 = load float, ptr %6165, align 4
  %6167 = fadd reassoc ninf nsz afn float %6166, 0.000000e+00
  store float %6167, ptr %6165, align 4
  %6168 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6169 = load float, ptr %6168, align 4
  %6170 = fadd reassoc ninf nsz afn float %6169, 0.000000e+00
  store float %6170, ptr %6168, align 4
  %6171 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6172 = load float, ptr %6171, align 4
  %6173 = fadd reassoc ninf nsz afn float %6172, 0.000000e+00
  store float %6173, ptr %6171, align 4
  %6174 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6175 = load float, ptr %6174, align 4
  %6176 = fadd reassoc ninf nsz afn float %6175, 0.000000e+00
  store float %6176, ptr %6174, align 4
  %6177 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6178 = load float, ptr %6177, align 4
  %6179 = fadd reassoc ninf nsz afn float %6178, 0.000000e+00
  store float %6179, ptr %6177, align 4
  %6180 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6181 = load float, ptr %6180, align 4
  %6182 = fadd reassoc ninf nsz afn float %6181, 0.000000e+00
  store float %6182, ptr %6180, align 4
  %6183 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6184 = load float, ptr %6183, align 4
  %6185 = fadd reassoc ninf nsz afn float %6184, 0.000000e+00
  store float %6185, ptr %6183, align 4
  %6186 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6187 = load float, ptr %6186, align 4
  %6188 = fadd reassoc ninf nsz afn float %6187, 0.000000e+00
  store float %6188, ptr %6186, align 4
  %6189 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6190 = load float, ptr %6189, align 4
  %6191 = fadd reassoc ninf nsz afn float %6190, 0.000000e+00
  store float %6191, ptr %6189, align 4
  %6192 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6193 = load float, ptr %6192, align 4
  %6194 = fadd reassoc ninf nsz afn float %6193, 0.000000e+00
  store float %6194, ptr %6192, align 4
  %6195 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6196 = load float, ptr %6195, align 4
  %6197 = fadd reassoc ninf nsz afn float %6196, 0.000000e+00
  store float %6197, ptr %6195, align 4
  %6198 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6199 = load float, ptr %6198, align 4
  %6200 = fadd reassoc ninf nsz afn float %6199, 0.000000e+00
  store float %6200, ptr %6198, align 4
  %6201 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6202 = load float, ptr %6201, align 4
  %6203 = fadd reassoc ninf nsz afn float %6202, 0.000000e+00
  store float %6203, ptr %6201, align 4
  %6204 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6205 = load float, ptr %6204, align 4
  %6206 = fadd reassoc ninf nsz afn float %6205, 0.000000e+00
  store float %6206, ptr %6204, align 4
  %6207 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6208 = load float, ptr %6207, align 4
  %6209 = fadd reassoc ninf nsz afn float %6208, %5903
  store float %6209, ptr %6207, align 4
  %6210 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6211 = load float, ptr %6210, align 4
  %6212 = fadd reassoc ninf nsz afn float %6211, 0.000000e+00
  store float %6212, ptr %6210, align 4
  %6213 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6214 = load float, ptr %6213, align 4
  %6215 = fadd reassoc ninf nsz afn float %6214, 0.000000e+00
  store float %6215, ptr %6213, align 4
  %6216 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6217 = load float, ptr %6216, align 4
  %6218 = fadd reassoc ninf nsz afn float %6217, 0.000000e+00
  store float %6218, ptr %6216, align 4
  %6219 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6220 = load float, ptr %6219, align 4
  %6221 = fadd reassoc ninf nsz afn float %6220, 0.000000e+00
  store float %6221, ptr %6219, align 4
  %6222 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6223 = load float, ptr %6222, align 4
  %6224 = fadd reassoc ninf nsz afn float %6223, 0.000000e+00
  store float %6224, ptr %6222, align 4
  %6225 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6226 = load float, ptr %6225, align 4
  %6227 = fadd reassoc ninf nsz afn float %6226, 0.000000e+00
  store float %6227, ptr %6225, align 4
  %6228 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6229 = load float, ptr %6228, align 4
  %6230 = fadd reassoc ninf nsz afn float %6229, 0.000000e+00
  store float %6230, ptr %6228, align 4
  %6231 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6232 = load float, ptr %6231, align 4
  %6233 = fadd reassoc ninf nsz afn float %6232, 0.000000e+00
  store float %6233, ptr %6231, align 4
  %6234 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6235 = load float, ptr %6234, align 4
  %6236 = fadd reassoc ninf nsz afn float %6235, 0.000000e+00
  store float %6236, ptr %6234, align 4
  %6237 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6238 = load float, ptr %6237, align 4
  %6239 = fadd reassoc ninf nsz afn float %6238, 0.000000e+00
  store float %6239, ptr %6237, align 4
  %6240 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6241 = load float, ptr %6240, align 4
  %6242 = fadd reassoc ninf nsz afn float %6241, 0.000000e+00
  store float %6242, ptr %6240, align 4
  %6243 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6244 = load float, ptr %6243, align 4
  %6245 = fadd reassoc ninf nsz afn float %6244, 0.000000e+00
  store float %6245, ptr %6243, align 4
  %6246 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6247 = load float, ptr %6246, align 4
  %6248 = fadd reassoc ninf nsz afn float %6247, 0.000000e+00
  store float %6248, ptr %6246, align 4
  %6249 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6250 = load float, ptr %6249, align 4
  %6251 = fadd reassoc ninf nsz afn float %6250, 0.000000e+00
  store float %6251, ptr %6249, align 4
  %6252 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6253 = load float, ptr %6252, align 4
  %6254 = fadd reassoc ninf nsz afn float %6253, 0.000000e+00
  store float %6254, ptr %6252, align 4
  %6255 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6256 = load float, ptr %6255, align 4
  %6257 = fadd reassoc ninf nsz afn float %6256, 0.000000e+00
  store float %6257, ptr %6255, align 4
  %6258 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6259 = load float, ptr %6258, align 4
  %6260 = fadd reassoc ninf nsz afn float %6259, 0.000000e+00
  store float %6260, ptr %6258, align 4
  %6261 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6262 = load float, ptr %6261, align 4
  %6263 = fadd reassoc ninf nsz afn float %6262, 0.000000e+00
  store float %6263, ptr %6261, align 4
  %6264 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6265 = load float, ptr %6264, align 4
  %6266 = fadd reassoc ninf nsz afn float %6265, 0.000000e+00
  store float %6266, ptr %6264, align 4
  %6267 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6268 = load float, ptr %6267, align 4
  %6269 = fadd reassoc ninf nsz afn float %6268, 0.000000e+00
  store float %6269, ptr %6267, align 4
  %6270 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6271 = load float, ptr %6270, align 4
  %6272 = fadd reassoc ninf nsz afn float %6271, 0.000000e+00
  store float %6272, ptr %6270, align 4
  %6273 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6274 = load float, ptr %6273, align 4
  %6275 = fadd reassoc ninf nsz afn float %6274, 0.000000e+00
  store float %6275, ptr %6273, align 4
  %6276 = fmul reassoc ninf nsz afn float %5901, 0x3FD3333340000000
  %6277 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %6278 = load float, ptr %6277, align 4
  %6279 = fadd reassoc ninf nsz afn float %6278, %6276
  store float %6279, ptr %6277, align 4
  %6280 = call ptr @stack_top_adjoint(ptr %123, i64 4)
  %6281 = load float, ptr %6280, align 4
  call void @stack_pop(ptr %123)
  %6282 = call reassoc ninf nsz afn float @cos_f32(float %2902)
  %6283 = fmul reassoc ninf nsz afn float %6281, %6282
  %6284 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6285 = load float, ptr %6284, align 4
  %6286 = fadd reassoc ninf nsz afn float %6285, 0.000000e+00
  store float %6286, ptr %6284, align 4
  %6287 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6288 = load float, ptr %6287, align 4
  %6289 = fadd reassoc ninf nsz afn float %6288, %6283
  store float %6289, ptr %6287, align 4
  %6290 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6291 = load float, ptr %6290, align 4
  %6292 = fadd reassoc ninf nsz afn float %6291, 0.000000e+00
  store float %6292, ptr %6290, align 4
  %6293 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6294 = load float, ptr %6293, align 4
  %6295 = fadd reassoc ninf nsz afn float %6294, 0.000000e+00
  store float %6295, ptr %6293, align 4
  %6296 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6297 = load float, ptr %6296, align 4
  %6298 = fadd reassoc ninf nsz afn float %6297, 0.000000e+00
  store float %6298, ptr %6296, align 4
  %6299 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6300 = load float, ptr %6299, align 4
  %6301 = fadd reassoc ninf nsz afn float %6300, 0.000000e+00
  store float %6301, ptr %6299, align 4
  %6302 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6303 = load float, ptr %6302, align 4
  %6304 = fadd reassoc ninf nsz afn float %6303, 0.000000e+00
  store float %6304, ptr %6302, align 4
  %6305 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6306 = load float, ptr %6305, align 4
  %6307 = fadd reassoc ninf nsz afn float %6306, 0.000000e+00
  store float %6307, ptr %6305, align 4
  %6308 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6309 = load float, ptr %6308, align 4
  %6310 = fadd reassoc ninf nsz afn float %6309, 0.000000e+00
  store float %6310, ptr %6308, align 4
  %6311 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6312 = load float, ptr %6311, align 4
  %6313 = fadd reassoc ninf nsz afn float %6312, 0.000000e+00
  store float %6313, ptr %6311, align 4
  %6314 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6315 = load float, ptr %6314, align 4
  %6316 = fadd reassoc ninf nsz afn float %6315, 0.000000e+00
  store float %6316, ptr %6314, align 4
  %6317 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6318 = load float, ptr %6317, align 4
  %6319 = fadd reassoc ninf nsz afn float %6318, 0.000000e+00
  store float %6319, ptr %6317, align 4
  %6320 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6321 = load float, ptr %6320, align 4
  %6322 = fadd reassoc ninf nsz afn float %6321, 0.000000e+00
  store float %6322, ptr %6320, align 4
  %6323 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6324 = load float, ptr %6323, align 4
  %6325 = fadd reassoc ninf nsz afn float %6324, 0.000000e+00
  store float %6325, ptr %6323, align 4
  %6326 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6327 = load float, ptr %6326, align 4
  %6328 = fadd reassoc ninf nsz afn float %6327, 0.000000e+00
  store float %6328, ptr %6326, align 4
  %6329 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6330 = load float, ptr %6329, align 4
  %6331 = fadd reassoc ninf nsz afn float %6330, 0.000000e+00
  store float %6331, ptr %6329, align 4
  %6332 = fmul reassoc ninf nsz afn float %5901, 0x3FE99999A0000000
  %6333 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6334 = load float, ptr %6333, align 4
  %6335 = fadd reassoc ninf nsz afn float %6334, %6332
  store float %6335, ptr %6333, align 4
  %6336 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6337 = load float, ptr %6336, align 4
  %6338 = fadd reassoc ninf nsz afn float %6337, 0.000000e+00
  store float %6338, ptr %6336, align 4
  %6339 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6340 = load float, ptr %6339, align 4
  %6341 = fadd reassoc ninf nsz afn float %6340, 0.000000e+00
  store float %6341, ptr %6339, align 4
  %6342 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6343 = load float, ptr %6342, align 4
  %6344 = fadd reassoc ninf nsz afn float %6343, 0.000000e+00
  store float %6344, ptr %6342, align 4
  %6345 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6346 = load float, ptr %6345, align 4
  %6347 = fadd reassoc ninf nsz afn float %6346, 0.000000e+00
  store float %6347, ptr %6345, align 4
  %6348 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6349 = load float, ptr %6348, align 4
  %6350 = fadd reassoc ninf nsz afn float %6349, 0.000000e+00
  store float %6350, ptr %6348, align 4
  %6351 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6352 = load float, ptr %6351, align 4
  %6353 = fadd reassoc ninf nsz afn float %6352, 0.000000e+00
  store float %6353, ptr %6351, align 4
  %6354 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6355 = load float, ptr %6354, align 4
  %6356 = fadd reassoc ninf nsz afn float %6355, 0.000000e+00
  store float %6356, ptr %6354, align 4
  %6357 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6358 = load float, ptr %6357, align 4
  %6359 = fadd reassoc ninf nsz afn float %6358, 0.000000e+00
  store float %6359, ptr %6357, align 4
  %6360 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6361 = load float, ptr %6360, align 4
  %6362 = fadd reassoc ninf nsz afn float %6361, 0.000000e+00
  store float %6362, ptr %6360, align 4
  %6363 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6364 = load float, ptr %6363, align 4
  %6365 = fadd reassoc ninf nsz afn float %6364, 0.000000e+00
  store float %6365, ptr %6363, align 4
  %6366 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6367 = load float, ptr %6366, align 4
  %6368 = fadd reassoc ninf nsz afn float %6367, 0.000000e+00
  store float %6368, ptr %6366, align 4
  %6369 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6370 = load float, ptr %6369, align 4
  %6371 = fadd reassoc ninf nsz afn float %6370, 0.000000e+00
  store float %6371, ptr %6369, align 4
  %6372 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6373 = load float, ptr %6372, align 4
  %6374 = fadd reassoc ninf nsz afn float %6373, 0.000000e+00
  store float %6374, ptr %6372, align 4
  %6375 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6376 = load float, ptr %6375, align 4
  %6377 = fadd reassoc ninf nsz afn float %6376, 0.000000e+00
  store float %6377, ptr %6375, align 4
  %6378 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6379 = load float, ptr %6378, align 4
  %6380 = fadd reassoc ninf nsz afn float %6379, 0.000000e+00
  store float %6380, ptr %6378, align 4
  %6381 = call ptr @stack_top_adjoint(ptr %132, i64 4)
  %6382 = load float, ptr %6381, align 4
  %6383 = call ptr @stack_top_adjoint(ptr %139, i64 4)
  %6384 = load float, ptr %6383, align 4
  %6385 = call ptr @stack_top_adjoint(ptr %146, i64 4)
  %6386 = load float, ptr %6385, align 4
  %6387 = call ptr @stack_top_adjoint(ptr %153, i64 4)
  %6388 = load float, ptr %6387, align 4
  %6389 = call ptr @stack_top_adjoint(ptr %160, i64 4)
  %6390 = load float, ptr %6389, align 4
  %6391 = call ptr @stack_top_adjoint(ptr %167, i64 4)
  %6392 = load float, ptr %6391, align 4
  %6393 = call ptr @stack_top_adjoint(ptr %174, i64 4)
  %6394 = load float, ptr %6393, align 4
  %6395 = call ptr @stack_top_adjoint(ptr %181, i64 4)
  %6396 = load float, ptr %6395, align 4
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  call void @stack_pop(ptr %132)
  call void @stack_pop(ptr %139)
  call void @stack_pop(ptr %146)
  call void @stack_pop(ptr %153)
  call void @stack_pop(ptr %160)
  call void @stack_pop(ptr %167)
  call void @stack_pop(ptr %174)
  call void @stack_pop(ptr %181)
  %6397 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6398 = load float, ptr %6397, align 4
  %6399 = fadd reassoc ninf nsz afn float %6398, %6382
  store float %6399, ptr %6397, align 4
  %6400 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6401 = load float, ptr %6400, align 4
  %6402 = fadd reassoc ninf nsz afn float %6401, %6384
  store float %6402, ptr %6400, align 4
  %6403 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6404 = load float, ptr %6403, align 4
  %6405 = fadd reassoc ninf nsz afn float %6404, %6386
  store float %6405, ptr %6403, align 4
  %6406 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6407 = load float, ptr %6406, align 4
  %6408 = fadd reassoc ninf nsz afn float %6407, %6388
  store float %6408, ptr %6406, align 4
  %6409 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6410 = load float, ptr %6409, align 4
  %6411 = fadd reassoc ninf nsz afn float %6410, %6390
  store float %6411, ptr %6409, align 4
  %6412 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6413 = load float, ptr %6412, align 4
  %6414 = fadd reassoc ninf nsz afn float %6413, %6392
  store float %6414, ptr %6412, align 4
  %6415 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6416 = load float, ptr %6415, align 4
  %6417 = fadd reassoc ninf nsz afn float %6416, %6394
  store float %6417, ptr %6415, align 4
  %6418 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6419 = load float, ptr %6418, align 4
  %6420 = fadd reassoc ninf nsz afn float %6419, %6396
  store float %6420, ptr %6418, align 4
  %6421 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6422 = load float, ptr %6421, align 4
  %6423 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6424 = load float, ptr %6423, align 4
  %6425 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6426 = load float, ptr %6425, align 4
  %6427 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6428 = load float, ptr %6427, align 4
  %6429 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6430 = load float, ptr %6429, align 4
  %6431 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6432 = load float, ptr %6431, align 4
  %6433 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6434 = load float, ptr %6433, align 4
  %6435 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6436 = load float, ptr %6435, align 4
  call void @stack_pop(ptr %577)
  call void @stack_pop(ptr %584)
  call void @stack_pop(ptr %591)
  call void @stack_pop(ptr %598)
  call void @stack_pop(ptr %605)
  call void @stack_pop(ptr %612)
  call void @stack_pop(ptr %619)
  call void @stack_pop(ptr %626)
  %6437 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6438 = load float, ptr %6437, align 4
  %6439 = fadd reassoc ninf nsz afn float %6438, %6422
  store float %6439, ptr %6437, align 4
  %6440 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6441 = load float, ptr %6440, align 4
  %6442 = fadd reassoc ninf nsz afn float %6441, %6424
  store float %6442, ptr %6440, align 4
  %6443 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6444 = load float, ptr %6443, align 4
  %6445 = fadd reassoc ninf nsz afn float %6444, %6426
  store float %6445, ptr %6443, align 4
  %6446 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6447 = load float, ptr %6446, align 4
  %6448 = fadd reassoc ninf nsz afn float %6447, %6428
  store float %6448, ptr %6446, align 4
  %6449 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6450 = load float, ptr %6449, align 4
  %6451 = fadd reassoc ninf nsz afn float %6450, %6430
  store float %6451, ptr %6449, align 4
  %6452 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6453 = load float, ptr %6452, align 4
  %6454 = fadd reassoc ninf nsz afn float %6453, %6432
  store float %6454, ptr %6452, align 4
  %6455 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6456 = load float, ptr %6455, align 4
  %6457 = fadd reassoc ninf nsz afn float %6456, %6434
  store float %6457, ptr %6455, align 4
  %6458 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6459 = load float, ptr %6458, align 4
  %6460 = fadd reassoc ninf nsz afn float %6459, %6436
  store float %6460, ptr %6458, align 4
  %6461 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6462 = load float, ptr %6461, align 4
  %6463 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6464 = load float, ptr %6463, align 4
  %6465 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6466 = load float, ptr %6465, align 4
  %6467 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6468 = load float, ptr %6467, align 4
  %6469 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6470 = load float, ptr %6469, align 4
  %6471 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6472 = load float, ptr %6471, align 4
  %6473 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6474 = load float, ptr %6473, align 4
  %6475 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6476 = load float, ptr %6475, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %6477 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6478 = load float, ptr %6477, align 4
  %6479 = fadd reassoc ninf nsz afn float %6478, 0.000000e+00
  store float %6479, ptr %6477, align 4
  %6480 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6481 = load float, ptr %6480, align 4
  %6482 = fadd reassoc ninf nsz afn float %6481, 0.000000e+00
  store float %6482, ptr %6480, align 4
  %6483 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6484 = load float, ptr %6483, align 4
  %6485 = fadd reassoc ninf nsz afn float %6484, 0.000000e+00
  store float %6485, ptr %6483, align 4
  %6486 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6487 = load float, ptr %6486, align 4
  %6488 = fadd reassoc ninf nsz afn float %6487, 0.000000e+00
  store float %6488, ptr %6486, align 4
  %6489 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6490 = load float, ptr %6489, align 4
  %6491 = fadd reassoc ninf nsz afn float %6490, 0.000000e+00
  store float %6491, ptr %6489, align 4
  %6492 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6493 = load float, ptr %6492, align 4
  %6494 = fadd reassoc ninf nsz afn float %6493, 0.000000e+00
  store float %6494, ptr %6492, align 4
  %6495 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6496 = load float, ptr %6495, align 4
  %6497 = fadd reassoc ninf nsz afn float %6496, %6474
  store float %6497, ptr %6495, align 4
  %6498 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6499 = load float, ptr %6498, align 4
  %6500 = fadd reassoc ninf nsz afn float %6499, 0.000000e+00
  store float %6500, ptr %6498, align 4
  %6501 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6502 = load float, ptr %6501, align 4
  %6503 = fadd reassoc ninf nsz afn float %6502, 0.000000e+00
  store float %6503, ptr %6501, align 4
  %6504 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6505 = load float, ptr %6504, align 4
  %6506 = fadd reassoc ninf nsz afn float %6505, 0.000000e+00
  store float %6506, ptr %6504, align 4
  %6507 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6508 = load float, ptr %6507, align 4
  %6509 = fadd reassoc ninf nsz afn float %6508, 0.000000e+00
  store float %6509, ptr %6507, align 4
  %6510 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6511 = load float, ptr %6510, align 4
  %6512 = fadd reassoc ninf nsz afn float %6511, 0.000000e+00
  store float %6512, ptr %6510, align 4
  %6513 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6514 = load float, ptr %6513, align 4
  %6515 = fadd reassoc ninf nsz afn float %6514, 0.000000e+00
  store float %6515, ptr %6513, align 4
  %6516 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6517 = load float, ptr %6516, align 4
  %6518 = fadd reassoc ninf nsz afn float %6517, 0.000000e+00
  store float %6518, ptr %6516, align 4
  %6519 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6520 = load float, ptr %6519, align 4
  %6521 = fadd reassoc ninf nsz afn float %6520, 0.000000e+00
  store float %6521, ptr %6519, align 4
  %6522 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6523 = load float, ptr %6522, align 4
  %6524 = fadd reassoc ninf nsz afn float %6523, 0.000000e+00
  store float %6524, ptr %6522, align 4
  %6525 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6526 = load float, ptr %6525, align 4
  %6527 = fadd reassoc ninf nsz afn float %6526, 0.000000e+00
  store float %6527, ptr %6525, align 4
  %6528 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6529 = load float, ptr %6528, align 4
  %6530 = fadd reassoc ninf nsz afn float %6529, 0.000000e+00
  store float %6530, ptr %6528, align 4
  %6531 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6532 = load float, ptr %6531, align 4
  %6533 = fadd reassoc ninf nsz afn float %6532, 0.000000e+00
  store float %6533, ptr %6531, align 4
  %6534 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6535 = load float, ptr %6534, align 4
  %6536 = fadd reassoc ninf nsz afn float %6535, 0.000000e+00
  store float %6536, ptr %6534, align 4
  %6537 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6538 = load float, ptr %6537, align 4
  %6539 = fadd reassoc ninf nsz afn float %6538, 0.000000e+00
  store float %6539, ptr %6537, align 4
  %6540 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6541 = load float, ptr %6540, align 4
  %6542 = fadd reassoc ninf nsz afn float %6541, %6472
  store float %6542, ptr %6540, align 4
  %6543 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6544 = load float, ptr %6543, align 4
  %6545 = fadd reassoc ninf nsz afn float %6544, 0.000000e+00
  store float %6545, ptr %6543, align 4
  %6546 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6547 = load float, ptr %6546, align 4
  %6548 = fadd reassoc ninf nsz afn float %6547, 0.000000e+00
  store float %6548, ptr %6546, align 4
  %6549 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6550 = load float, ptr %6549, align 4
  %6551 = fadd reassoc ninf nsz afn float %6550, 0.000000e+00
  store float %6551, ptr %6549, align 4
  %6552 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6553 = load float, ptr %6552, align 4
  %6554 = fadd reassoc ninf nsz afn float %6553, 0.000000e+00
  store float %6554, ptr %6552, align 4
  %6555 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6556 = load float, ptr %6555, align 4
  %6557 = fadd reassoc ninf nsz afn float %6556, 0.000000e+00
  store float %6557, ptr %6555, align 4
  %6558 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6559 = load float, ptr %6558, align 4
  %6560 = fadd reassoc ninf nsz afn float %6559, 0.000000e+00
  store float %6560, ptr %6558, align 4
  %6561 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6562 = load float, ptr %6561, align 4
  %6563 = fadd reassoc ninf nsz afn float %6562, 0.000000e+00
  store float %6563, ptr %6561, align 4
  %6564 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6565 = load float, ptr %6564, align 4
  %6566 = fadd reassoc ninf nsz afn float %6565, 0.000000e+00
  store float %6566, ptr %6564, align 4
  %6567 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6568 = load float, ptr %6567, align 4
  %6569 = fadd reassoc ninf nsz afn float %6568, 0.000000e+00
  store float %6569, ptr %6567, align 4
  %6570 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6571 = load float, ptr %6570, align 4
  %6572 = fadd reassoc ninf nsz afn float %6571, 0.000000e+00
  store float %6572, ptr %6570, align 4
  %6573 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6574 = load float, ptr %6573, align 4
  %6575 = fadd reassoc ninf nsz afn float %6574, 0.000000e+00
  store float %6575, ptr %6573, align 4
  %6576 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6577 = load float, ptr %6576, align 4
  %6578 = fadd reassoc ninf nsz afn float %6577, 0.000000e+00
  store float %6578, ptr %6576, align 4
  %6579 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6580 = load float, ptr %6579, align 4
  %6581 = fadd reassoc ninf nsz afn float %6580, 0.000000e+00
  store float %6581, ptr %6579, align 4
  %6582 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6583 = load float, ptr %6582, align 4
  %6584 = fadd reassoc ninf nsz afn float %6583, 0.000000e+00
  store float %6584, ptr %6582, align 4
  %6585 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6586 = load float, ptr %6585, align 4
  %6587 = fadd reassoc ninf nsz afn float %6586, %6470
  store float %6587, ptr %6585, align 4
  %6588 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6589 = load float, ptr %6588, align 4
  %6590 = fadd reassoc ninf nsz afn float %6589, 0.000000e+00
  store float %6590, ptr %6588, align 4
  %6591 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6592 = load float, ptr %6591, align 4
  %6593 = fadd reassoc ninf nsz afn float %6592, 0.000000e+00
  store float %6593, ptr %6591, align 4
  %6594 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6595 = load float, ptr %6594, align 4
  %6596 = fadd reassoc ninf nsz afn float %6595, 0.000000e+00
  store float %6596, ptr %6594, align 4
  %6597 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6598 = load float, ptr %6597, align 4
  %6599 = fadd reassoc ninf nsz afn float %6598, 0.000000e+00
  store float %6599, ptr %6597, align 4
  %6600 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6601 = load float, ptr %6600, align 4
  %6602 = fadd reassoc ninf nsz afn float %6601, 0.000000e+00
  store float %6602, ptr %6600, align 4
  %6603 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6604 = load float, ptr %6603, align 4
  %6605 = fadd reassoc ninf nsz afn float %6604, 0.000000e+00
  store float %6605, ptr %6603, align 4
  %6606 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6607 = load float, ptr %6606, align 4
  %6608 = fadd reassoc ninf nsz afn float %6607, 0.000000e+00
  store float %6608, ptr %6606, align 4
  %6609 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6610 = load float, ptr %6609, align 4
  %6611 = fadd reassoc ninf nsz afn float %6610, 0.000000e+00
  store float %6611, ptr %6609, align 4
  %6612 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6613 = load float, ptr %6612, align 4
  %6614 = fadd reassoc ninf nsz afn float %6613, 0.000000e+00
  store float %6614, ptr %6612, align 4
  %6615 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6616 = load float, ptr %6615, align 4
  %6617 = fadd reassoc ninf nsz afn float %6616, 0.000000e+00
  store float %6617, ptr %6615, align 4
  %6618 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6619 = load float, ptr %6618, align 4
  %6620 = fadd reassoc ninf nsz afn float %6619, 0.000000e+00
  store float %6620, ptr %6618, align 4
  %6621 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6622 = load float, ptr %6621, align 4
  %6623 = fadd reassoc ninf nsz afn float %6622, 0.000000e+00
  store float %6623, ptr %6621, align 4
  %6624 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6625 = load float, ptr %6624, align 4
  %6626 = fadd reassoc ninf nsz afn float %6625, 0.000000e+00
  store float %6626, ptr %6624, align 4
  %6627 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6628 = load float, ptr %6627, align 4
  %6629 = fadd reassoc ninf nsz afn float %6628, 0.000000e+00
  store float %6629, ptr %6627, align 4
  %6630 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6631 = load float, ptr %6630, align 4
  %6632 = fadd reassoc ninf nsz afn float %6631, %6468
  store float %6632, ptr %6630, align 4
  %6633 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6634 = load float, ptr %6633, align 4
  %6635 = fadd reassoc ninf nsz afn float %6634, 0.000000e+00
  store float %6635, ptr %6633, align 4
  %6636 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6637 = load float, ptr %6636, align 4
  %6638 = fadd reassoc ninf nsz afn float %6637, 0.000000e+00
  store float %6638, ptr %6636, align 4
  %6639 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6640 = load float, ptr %6639, align 4
  %6641 = fadd reassoc ninf nsz afn float %6640, 0.000000e+00
  store float %6641, ptr %6639, align 4
  %6642 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6643 = load float, ptr %6642, align 4
  %6644 = fadd reassoc ninf nsz afn float %6643, 0.000000e+00
  store float %6644, ptr %6642, align 4
  %6645 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6646 = load float, ptr %6645, align 4
  %6647 = fadd reassoc ninf nsz afn float %6646, 0.000000e+00
  store float %6647, ptr %6645, align 4
  %6648 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6649 = load float, ptr %6648, align 4
  %6650 = fadd reassoc ninf nsz afn float %6649, 0.000000e+00
  store float %6650, ptr %6648, align 4
  %6651 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6652 = load float, ptr %6651, align 4
  %6653 = fadd reassoc ninf nsz afn float %6652, 0.000000e+00
  store float %6653, ptr %6651, align 4
  %6654 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6655 = load float, ptr %6654, align 4
  %6656 = fadd reassoc ninf nsz afn float %6655, 0.000000e+00
  store float %6656, ptr %6654, align 4
  %6657 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6658 = load float, ptr %6657, align 4
  %6659 = fadd reassoc ninf nsz afn float %6658, 0.000000e+00
  store float %6659, ptr %6657, align 4
  %6660 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6661 = load float, ptr %6660, align 4
  %6662 = fadd reassoc ninf nsz afn float %6661, 0.000000e+00
  store float %6662, ptr %6660, align 4
  %6663 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6664 = load float, ptr %6663, align 4
  %6665 = fadd reassoc ninf nsz afn float %6664, 0.000000e+00
  store float %6665, ptr %6663, align 4
  %6666 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6667 = load float, ptr %6666, align 4
  %6668 = fadd reassoc ninf nsz afn float %6667, 0.000000e+00
  store float %6668, ptr %6666, align 4
  %6669 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6670 = load float, ptr %6669, align 4
  %6671 = fadd reassoc ninf nsz afn float %6670, 0.000000e+00
  store float %6671, ptr %6669, align 4
  %6672 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6673 = load float, ptr %6672, align 4
  %6674 = fadd reassoc ninf nsz afn float %6673, 0.000000e+00
  store float %6674, ptr %6672, align 4
  %6675 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6676 = load float, ptr %6675, align 4
  %6677 = fadd reassoc ninf nsz afn float %6676, %6466
  store float %6677, ptr %6675, align 4
  %6678 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6679 = load float, ptr %6678, align 4
  %6680 = fadd reassoc ninf nsz afn float %6679, 0.000000e+00
  store float %6680, ptr %6678, align 4
  %6681 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6682 = load float, ptr %6681, align 4
  %6683 = fadd reassoc ninf nsz afn float %6682, 0.000000e+00
  store float %6683, ptr %6681, align 4
  %6684 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6685 = load float, ptr %6684, align 4
  %6686 = fadd reassoc ninf nsz afn float %6685, 0.000000e+00
  store float %6686, ptr %6684, align 4
  %6687 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6688 = load float, ptr %6687, align 4
  %6689 = fadd reassoc ninf nsz afn float %6688, 0.000000e+00
  store float %6689, ptr %6687, align 4
  %6690 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6691 = load float, ptr %6690, align 4
  %6692 = fadd reassoc ninf nsz afn float %6691, 0.000000e+00
  store float %6692, ptr %6690, align 4
  %6693 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6694 = load float, ptr %6693, align 4
  %6695 = fadd reassoc ninf nsz afn float %6694, 0.000000e+00
  store float %6695, ptr %6693, align 4
  %6696 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6697 = load float, ptr %6696, align 4
  %6698 = fadd reassoc ninf nsz afn float %6697, 0.000000e+00
  store float %6698, ptr %6696, align 4
  %6699 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6700 = load float, ptr %6699, align 4
  %6701 = fadd reassoc ninf nsz afn float %6700, 0.000000e+00
  store float %6701, ptr %6699, align 4
  %6702 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6703 = load float, ptr %6702, align 4
  %6704 = fadd reassoc ninf nsz afn float %6703, 0.000000e+00
  store float %6704, ptr %6702, align 4
  %6705 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6706 = load float, ptr %6705, align 4
  %6707 = fadd reassoc ninf nsz afn float %6706, 0.000000e+00
  store float %6707, ptr %6705, align 4
  %6708 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6709 = load float, ptr %6708, align 4
  %6710 = fadd reassoc ninf nsz afn float %6709, 0.000000e+00
  store float %6710, ptr %6708, align 4
  %6711 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6712 = load float, ptr %6711, align 4
  %6713 = fadd reassoc ninf nsz afn float %6712, 0.000000e+00
  store float %6713, ptr %6711, align 4
  %6714 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6715 = load float, ptr %6714, align 4
  %6716 = fadd reassoc ninf nsz afn float %6715, 0.000000e+00
  store float %6716, ptr %6714, align 4
  %6717 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6718 = load float, ptr %6717, align 4
  %6719 = fadd reassoc ninf nsz afn float %6718, 0.000000e+00
  store float %6719, ptr %6717, align 4
  %6720 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6721 = load float, ptr %6720, align 4
  %6722 = fadd reassoc ninf nsz afn float %6721, %6464
  store float %6722, ptr %6720, align 4
  %6723 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6724 = load float, ptr %6723, align 4
  %6725 = fadd reassoc ninf nsz afn float %6724, 0.000000e+00
  store float %6725, ptr %6723, align 4
  %6726 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6727 = load float, ptr %6726, align 4
  %6728 = fadd reassoc ninf nsz afn float %6727, 0.000000e+00
  store float %6728, ptr %6726, align 4
  %6729 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6730 = load float, ptr %6729, align 4
  %6731 = fadd reassoc ninf nsz afn float %6730, 0.000000e+00
  store float %6731, ptr %6729, align 4
  %6732 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6733 = load float, ptr %6732, align 4
  %6734 = fadd reassoc ninf nsz afn float %6733, 0.000000e+00
  store float %6734, ptr %6732, align 4
  %6735 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6736 = load float, ptr %6735, align 4
  %6737 = fadd reassoc ninf nsz afn float %6736, 0.000000e+00
  store float %6737, ptr %6735, align 4
  %6738 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6739 = load float, ptr %6738, align 4
  %6740 = fadd reassoc ninf nsz afn float %6739, 0.000000e+00
  store float %6740, ptr %6738, align 4
  %6741 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6742 = load float, ptr %6741, align 4
  %6743 = fadd reassoc ninf nsz afn float %6742, 0.000000e+00
  store float %6743, ptr %6741, align 4
  %6744 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6745 = load float, ptr %6744, align 4
  %6746 = fadd reassoc ninf nsz afn float %6745, 0.000000e+00
  store float %6746, ptr %6744, align 4
  %6747 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6748 = load float, ptr %6747, align 4
  %6749 = fadd reassoc ninf nsz afn float %6748, 0.000000e+00
  store float %6749, ptr %6747, align 4
  %6750 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6751 = load float, ptr %6750, align 4
  %6752 = fadd reassoc ninf nsz afn float %6751, 0.000000e+00
  store float %6752, ptr %6750, align 4
  %6753 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6754 = load float, ptr %6753, align 4
  %6755 = fadd reassoc ninf nsz afn float %6754, 0.000000e+00
  store float %6755, ptr %6753, align 4
  %6756 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6757 = load float, ptr %6756, align 4
  %6758 = fadd reassoc ninf nsz afn float %6757, 0.000000e+00
  store float %6758, ptr %6756, align 4
  %6759 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6760 = load float, ptr %6759, align 4
  %6761 = fadd reassoc ninf nsz afn float %6760, 0.000000e+00
  store float %6761, ptr %6759, align 4
  %6762 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6763 = load float, ptr %6762, align 4
  %6764 = fadd reassoc ninf nsz afn float %6763, 0.000000e+00
  store float %6764, ptr %6762, align 4
  %6765 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6766 = load float, ptr %6765, align 4
  %6767 = fadd reassoc ninf nsz afn float %6766, %6462
  store float %6767, ptr %6765, align 4
  %6768 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6769 = load float, ptr %6768, align 4
  %6770 = fadd reassoc ninf nsz afn float %6769, 0.000000e+00
  store float %6770, ptr %6768, align 4
  %6771 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6772 = load float, ptr %6771, align 4
  %6773 = fadd reassoc ninf nsz afn float %6772, 0.000000e+00
  store float %6773, ptr %6771, align 4
  %6774 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6775 = load float, ptr %6774, align 4
  %6776 = fadd reassoc ninf nsz afn float %6775, 0.000000e+00
  store float %6776, ptr %6774, align 4
  %6777 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6778 = load float, ptr %6777, align 4
  %6779 = fadd reassoc ninf nsz afn float %6778, 0.000000e+00
  store float %6779, ptr %6777, align 4
  %6780 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6781 = load float, ptr %6780, align 4
  %6782 = fadd reassoc ninf nsz afn float %6781, 0.000000e+00
  store float %6782, ptr %6780, align 4
  %6783 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6784 = load float, ptr %6783, align 4
  %6785 = fadd reassoc ninf nsz afn float %6784, 0.000000e+00
  store float %6785, ptr %6783, align 4
  %6786 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6787 = load float, ptr %6786, align 4
  %6788 = fadd reassoc ninf nsz afn float %6787, 0.000000e+00
  store float %6788, ptr %6786, align 4
  %6789 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6790 = load float, ptr %6789, align 4
  %6791 = fadd reassoc ninf nsz afn float %6790, 0.000000e+00
  store float %6791, ptr %6789, align 4
  %6792 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6793 = load float, ptr %6792, align 4
  %6794 = fadd reassoc ninf nsz afn float %6793, 0.000000e+00
  store float %6794, ptr %6792, align 4
  %6795 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6796 = load float, ptr %6795, align 4
  %6797 = fadd reassoc ninf nsz afn float %6796, 0.000000e+00
  store float %6797, ptr %6795, align 4
  %6798 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6799 = load float, ptr %6798, align 4
  %6800 = fadd reassoc ninf nsz afn float %6799, 0.000000e+00
  store float %6800, ptr %6798, align 4
  %6801 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6802 = load float, ptr %6801, align 4
  %6803 = fadd reassoc ninf nsz afn float %6802, 0.000000e+00
  store float %6803, ptr %6801, align 4
  %6804 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6805 = load float, ptr %6804, align 4
  %6806 = fadd reassoc ninf nsz afn float %6805, 0.000000e+00
  store float %6806, ptr %6804, align 4
  %6807 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6808 = load float, ptr %6807, align 4
  %6809 = fadd reassoc ninf nsz afn float %6808, 0.000000e+00
  store float %6809, ptr %6807, align 4
  %6810 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6811 = load float, ptr %6810, align 4
  %6812 = fadd reassoc ninf nsz afn float %6811, 0.000000e+00
  store float %6812, ptr %6810, align 4
  %6813 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6814 = load float, ptr %6813, align 4
  %6815 = fadd reassoc ninf nsz afn float %6814, 0.000000e+00
  store float %6815, ptr %6813, align 4
  %6816 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6817 = load float, ptr %6816, align 4
  %6818 = fadd reassoc ninf nsz afn float %6817, 0.000000e+00
  store float %6818, ptr %6816, align 4
  %6819 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6820 = load float, ptr %6819, align 4
  %6821 = fadd reassoc ninf nsz afn float %6820, 0.000000e+00
  store float %6821, ptr %6819, align 4
  %6822 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6823 = load float, ptr %6822, align 4
  %6824 = fadd reassoc ninf nsz afn float %6823, 0.000000e+00
  store float %6824, ptr %6822, align 4
  %6825 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6826 = load float, ptr %6825, align 4
  %6827 = fadd reassoc ninf nsz afn float %6826, 0.000000e+00
  store float %6827, ptr %6825, align 4
  %6828 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6829 = load float, ptr %6828, align 4
  %6830 = fadd reassoc ninf nsz afn float %6829, 0.000000e+00
  store float %6830, ptr %6828, align 4
  %6831 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6832 = load float, ptr %6831, align 4
  %6833 = fadd reassoc ninf nsz afn float %6832, 0.000000e+00
  store float %6833, ptr %6831, align 4
  %6834 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6835 = load float, ptr %6834, align 4
  %6836 = fadd reassoc ninf nsz afn float %6835, 0.000000e+00
  store float %6836, ptr %6834, align 4
  %6837 = fmul reassoc ninf nsz afn float %6476, 0x3FD3333340000000
  %6838 = call ptr @stack_top_adjoint(ptr %220, i64 4)
  %6839 = load float, ptr %6838, align 4
  %6840 = fadd reassoc ninf nsz afn float %6839, %6837
  store float %6840, ptr %6838, align 4
  %6841 = call ptr @stack_top_adjoint(ptr %220, i64 4)
  %6842 = load float, ptr %6841, align 4
  call void @stack_pop(ptr %220)
  %6843 = call ptr @stack_top_primal(ptr %577, i64 4)
  %6844 = load float, ptr %6843, align 4
  %6845 = call ptr @stack_top_primal(ptr %584, i64 4)
  %6846 = load float, ptr %6845, align 4
  %6847 = call ptr @stack_top_primal(ptr %591, i64 4)
  %6848 = load float, ptr %6847, align 4
  %6849 = call ptr @stack_top_primal(ptr %598, i64 4)
  %6850 = load float, ptr %6849, align 4
  %6851 = call ptr @stack_top_primal(ptr %605, i64 4)
  %6852 = load float, ptr %6851, align 4
  %6853 = call ptr @stack_top_primal(ptr %612, i64 4)
  %6854 = load float, ptr %6853, align 4
  %6855 = call ptr @stack_top_primal(ptr %619, i64 4)
  %6856 = load float, ptr %6855, align 4
  %6857 = call ptr @stack_top_primal(ptr %626, i64 4)
  %6858 = load float, ptr %6857, align 4
  %6859 = call reassoc ninf nsz afn float @cos_f32(float %6844)
  %6860 = fmul reassoc ninf nsz afn float %6842, %6859
  %6861 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6862 = load float, ptr %6861, align 4
  %6863 = fadd reassoc ninf nsz afn float %6862, %6860
  store float %6863, ptr %6861, align 4
  %6864 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6865 = load float, ptr %6864, align 4
  %6866 = fadd reassoc ninf nsz afn float %6865, 0.000000e+00
  store float %6866, ptr %6864, align 4
  %6867 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6868 = load float, ptr %6867, align 4
  %6869 = fadd reassoc ninf nsz afn float %6868, 0.000000e+00
  store float %6869, ptr %6867, align 4
  %6870 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6871 = load float, ptr %6870, align 4
  %6872 = fadd reassoc ninf nsz afn float %6871, 0.000000e+00
  store float %6872, ptr %6870, align 4
  %6873 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6874 = load float, ptr %6873, align 4
  %6875 = fadd reassoc ninf nsz afn float %6874, 0.000000e+00
  store float %6875, ptr %6873, align 4
  %6876 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6877 = load float, ptr %6876, align 4
  %6878 = fadd reassoc ninf nsz afn float %6877, 0.000000e+00
  store float %6878, ptr %6876, align 4
  %6879 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6880 = load float, ptr %6879, align 4
  %6881 = fadd reassoc ninf nsz afn float %6880, 0.000000e+00
  store float %6881, ptr %6879, align 4
  %6882 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6883 = load float, ptr %6882, align 4
  %6884 = fadd reassoc ninf nsz afn float %6883, 0.000000e+00
  store float %6884, ptr %6882, align 4
  %6885 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6886 = load float, ptr %6885, align 4
  %6887 = fadd reassoc ninf nsz afn float %6886, 0.000000e+00
  store float %6887, ptr %6885, align 4
  %6888 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6889 = load float, ptr %6888, align 4
  %6890 = fadd reassoc ninf nsz afn float %6889, 0.000000e+00
  store float %6890, ptr %6888, align 4
  %6891 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6892 = load float, ptr %6891, align 4
  %6893 = fadd reassoc ninf nsz afn float %6892, 0.000000e+00
  store float %6893, ptr %6891, align 4
  %6894 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6895 = load float, ptr %6894, align 4
  %6896 = fadd reassoc ninf nsz afn float %6895, 0.000000e+00
  store float %6896, ptr %6894, align 4
  %6897 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6898 = load float, ptr %6897, align 4
  %6899 = fadd reassoc ninf nsz afn float %6898, 0.000000e+00
  store float %6899, ptr %6897, align 4
  %6900 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6901 = load float, ptr %6900, align 4
  %6902 = fadd reassoc ninf nsz afn float %6901, 0.000000e+00
  store float %6902, ptr %6900, align 4
  %6903 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6904 = load float, ptr %6903, align 4
  %6905 = fadd reassoc ninf nsz afn float %6904, 0.000000e+00
  store float %6905, ptr %6903, align 4
  %6906 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6907 = load float, ptr %6906, align 4
  %6908 = fadd reassoc ninf nsz afn float %6907, 0.000000e+00
  store float %6908, ptr %6906, align 4
  %6909 = fmul reassoc ninf nsz afn float %6476, 0x3FE99999A0000000
  %6910 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6911 = load float, ptr %6910, align 4
  %6912 = fadd reassoc ninf nsz afn float %6911, 0.000000e+00
  store float %6912, ptr %6910, align 4
  %6913 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6914 = load float, ptr %6913, align 4
  %6915 = fadd reassoc ninf nsz afn float %6914, 0.000000e+00
  store float %6915, ptr %6913, align 4
  %6916 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6917 = load float, ptr %6916, align 4
  %6918 = fadd reassoc ninf nsz afn float %6917, 0.000000e+00
  store float %6918, ptr %6916, align 4
  %6919 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6920 = load float, ptr %6919, align 4
  %6921 = fadd reassoc ninf nsz afn float %6920, 0.000000e+00
  store float %6921, ptr %6919, align 4
  %6922 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6923 = load float, ptr %6922, align 4
  %6924 = fadd reassoc ninf nsz afn float %6923, 0.000000e+00
  store float %6924, ptr %6922, align 4
  %6925 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6926 = load float, ptr %6925, align 4
  %6927 = fadd reassoc ninf nsz afn float %6926, 0.000000e+00
  store float %6927, ptr %6925, align 4
  %6928 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6929 = load float, ptr %6928, align 4
  %6930 = fadd reassoc ninf nsz afn float %6929, 0.000000e+00
  store float %6930, ptr %6928, align 4
  %6931 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6932 = load float, ptr %6931, align 4
  %6933 = fadd reassoc ninf nsz afn float %6932, %6909
  store float %6933, ptr %6931, align 4
  %6934 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %6935 = load float, ptr %6934, align 4
  %6936 = fadd reassoc ninf nsz afn float %6935, 0.000000e+00
  store float %6936, ptr %6934, align 4
  %6937 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %6938 = load float, ptr %6937, align 4
  %6939 = fadd reassoc ninf nsz afn float %6938, 0.000000e+00
  store float %6939, ptr %6937, align 4
  %6940 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %6941 = load float, ptr %6940, align 4
  %6942 = fadd reassoc ninf nsz afn float %6941, 0.000000e+00
  store float %6942, ptr %6940, align 4
  %6943 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %6944 = load float, ptr %6943, align 4
  %6945 = fadd reassoc ninf nsz afn float %6944, 0.000000e+00
  store float %6945, ptr %6943, align 4
  %6946 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %6947 = load float, ptr %6946, align 4
  %6948 = fadd reassoc ninf nsz afn float %6947, 0.000000e+00
  store float %6948, ptr %6946, align 4
  %6949 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %6950 = load float, ptr %6949, align 4
  %6951 = fadd reassoc ninf nsz afn float %6950, 0.000000e+00
  store float %6951, ptr %6949, align 4
  %6952 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %6953 = load float, ptr %6952, align 4
  %6954 = fadd reassoc ninf nsz afn float %6953, 0.000000e+00
  store float %6954, ptr %6952, align 4
  %6955 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %6956 = load float, ptr %6955, align 4
  %6957 = fadd reassoc ninf nsz afn float %6956, 0.000000e+00
  store float %6957, ptr %6955, align 4
  %6958 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6959 = load float, ptr %6958, align 4
  %6960 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6961 = load float, ptr %6960, align 4
  %6962 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6963 = load float, ptr %6962, align 4
  %6964 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6965 = load float, ptr %6964, align 4
  %6966 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6967 = load float, ptr %6966, align 4
  %6968 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6969 = load float, ptr %6968, align 4
  %6970 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6971 = load float, ptr %6970, align 4
  %6972 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6973 = load float, ptr %6972, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %6974 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6975 = load float, ptr %6974, align 4
  %6976 = fadd reassoc ninf nsz afn float %6975, 0.000000e+00
  store float %6976, ptr %6974, align 4
  %6977 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %6978 = load float, ptr %6977, align 4
  %6979 = fadd reassoc ninf nsz afn float %6978, 0.000000e+00
  store float %6979, ptr %6977, align 4
  %6980 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %6981 = load float, ptr %6980, align 4
  %6982 = fadd reassoc ninf nsz afn float %6981, 0.000000e+00
  store float %6982, ptr %6980, align 4
  %6983 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %6984 = load float, ptr %6983, align 4
  %6985 = fadd reassoc ninf nsz afn float %6984, 0.000000e+00
  store float %6985, ptr %6983, align 4
  %6986 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %6987 = load float, ptr %6986, align 4
  %6988 = fadd reassoc ninf nsz afn float %6987, 0.000000e+00
  store float %6988, ptr %6986, align 4
  %6989 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %6990 = load float, ptr %6989, align 4
  %6991 = fadd reassoc ninf nsz afn float %6990, 0.000000e+00
  store float %6991, ptr %6989, align 4
  %6992 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %6993 = load float, ptr %6992, align 4
  %6994 = fadd reassoc ninf nsz afn float %6993, 0.000000e+00
  store float %6994, ptr %6992, align 4
  %6995 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %6996 = load float, ptr %6995, align 4
  %6997 = fadd reassoc ninf nsz afn float %6996, %6973
  store float %6997, ptr %6995, align 4
  %6998 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %6999 = load float, ptr %6998, align 4
  %7000 = fadd reassoc ninf nsz afn float %6999, 0.000000e+00
  store float %7000, ptr %6998, align 4
  %7001 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7002 = load float, ptr %7001, align 4
  %7003 = fadd reassoc ninf nsz afn float %7002, 0.000000e+00
  store float %7003, ptr %7001, align 4
  %7004 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7005 = load float, ptr %7004, align 4
  %7006 = fadd reassoc ninf nsz afn float %7005, 0.000000e+00
  store float %7006, ptr %7004, align 4
  %7007 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7008 = load float, ptr %7007, align 4
  %7009 = fadd reassoc ninf nsz afn float %7008, 0.000000e+00
  store float %7009, ptr %7007, align 4
  %7010 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7011 = load float, ptr %7010, align 4
  %7012 = fadd reassoc ninf nsz afn float %7011, 0.000000e+00
  store float %7012, ptr %7010, align 4
  %7013 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7014 = load float, ptr %7013, align 4
  %7015 = fadd reassoc ninf nsz afn float %7014, 0.000000e+00
  store float %7015, ptr %7013, align 4
  %7016 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7017 = load float, ptr %7016, align 4
  %7018 = fadd reassoc ninf nsz afn float %7017, 0.000000e+00
  store float %7018, ptr %7016, align 4
  %7019 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7020 = load float, ptr %7019, align 4
  %7021 = fadd reassoc ninf nsz afn float %7020, 0.000000e+00
  store float %7021, ptr %7019, align 4
  %7022 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7023 = load float, ptr %7022, align 4
  %7024 = fadd reassoc ninf nsz afn float %7023, 0.000000e+00
  store float %7024, ptr %7022, align 4
  %7025 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7026 = load float, ptr %7025, align 4
  %7027 = fadd reassoc ninf nsz afn float %7026, 0.000000e+00
  store float %7027, ptr %7025, align 4
  %7028 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7029 = load float, ptr %7028, align 4
  %7030 = fadd reassoc ninf nsz afn float %7029, 0.000000e+00
  store float %7030, ptr %7028, align 4
  %7031 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7032 = load float, ptr %7031, align 4
  %7033 = fadd reassoc ninf nsz afn float %7032, 0.000000e+00
  store float %7033, ptr %7031, align 4
  %7034 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7035 = load float, ptr %7034, align 4
  %7036 = fadd reassoc ninf nsz afn float %7035, 0.000000e+00
  store float %7036, ptr %7034, align 4
  %7037 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7038 = load float, ptr %7037, align 4
  %7039 = fadd reassoc ninf nsz afn float %7038, %6969
  store float %7039, ptr %7037, align 4
  %7040 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7041 = load float, ptr %7040, align 4
  %7042 = fadd reassoc ninf nsz afn float %7041, 0.000000e+00
  store float %7042, ptr %7040, align 4
  %7043 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7044 = load float, ptr %7043, align 4
  %7045 = fadd reassoc ninf nsz afn float %7044, 0.000000e+00
  store float %7045, ptr %7043, align 4
  %7046 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7047 = load float, ptr %7046, align 4
  %7048 = fadd reassoc ninf nsz afn float %7047, 0.000000e+00
  store float %7048, ptr %7046, align 4
  %7049 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7050 = load float, ptr %7049, align 4
  %7051 = fadd reassoc ninf nsz afn float %7050, 0.000000e+00
  store float %7051, ptr %7049, align 4
  %7052 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7053 = load float, ptr %7052, align 4
  %7054 = fadd reassoc ninf nsz afn float %7053, 0.000000e+00
  store float %7054, ptr %7052, align 4
  %7055 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7056 = load float, ptr %7055, align 4
  %7057 = fadd reassoc ninf nsz afn float %7056, 0.000000e+00
  store float %7057, ptr %7055, align 4
  %7058 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7059 = load float, ptr %7058, align 4
  %7060 = fadd reassoc ninf nsz afn float %7059, 0.000000e+00
  store float %7060, ptr %7058, align 4
  %7061 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7062 = load float, ptr %7061, align 4
  %7063 = fadd reassoc ninf nsz afn float %7062, 0.000000e+00
  store float %7063, ptr %7061, align 4
  %7064 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7065 = load float, ptr %7064, align 4
  %7066 = fadd reassoc ninf nsz afn float %7065, 0.000000e+00
  store float %7066, ptr %7064, align 4
  %7067 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7068 = load float, ptr %7067, align 4
  %7069 = fadd reassoc ninf nsz afn float %7068, 0.000000e+00
  store float %7069, ptr %7067, align 4
  %7070 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7071 = load float, ptr %7070, align 4
  %7072 = fadd reassoc ninf nsz afn float %7071, 0.000000e+00
  store float %7072, ptr %7070, align 4
  %7073 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7074 = load float, ptr %7073, align 4
  %7075 = fadd reassoc ninf nsz afn float %7074, 0.000000e+00
  store float %7075, ptr %7073, align 4
  %7076 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7077 = load float, ptr %7076, align 4
  %7078 = fadd reassoc ninf nsz afn float %7077, 0.000000e+00
  store float %7078, ptr %7076, align 4
  %7079 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7080 = load float, ptr %7079, align 4
  %7081 = fadd reassoc ninf nsz afn float %7080, 0.000000e+00
  store float %7081, ptr %7079, align 4
  %7082 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7083 = load float, ptr %7082, align 4
  %7084 = fadd reassoc ninf nsz afn float %7083, %6967
  store float %7084, ptr %7082, align 4
  %7085 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7086 = load float, ptr %7085, align 4
  %7087 = fadd reassoc ninf nsz afn float %7086, 0.000000e+00
  store float %7087, ptr %7085, align 4
  %7088 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7089 = load float, ptr %7088, align 4
  %7090 = fadd reassoc ninf nsz afn float %7089, 0.000000e+00
  store float %7090, ptr %7088, align 4
  %7091 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7092 = load float, ptr %7091, align 4
  %7093 = fadd reassoc ninf nsz afn float %7092, 0.000000e+00
  store float %7093, ptr %7091, align 4
  %7094 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7095 = load float, ptr %7094, align 4
  %7096 = fadd reassoc ninf nsz afn float %7095, 0.000000e+00
  store float %7096, ptr %7094, align 4
  %7097 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7098 = load float, ptr %7097, align 4
  %7099 = fadd reassoc ninf nsz afn float %7098, 0.000000e+00
  store float %7099, ptr %7097, align 4
  %7100 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7101 = load float, ptr %7100, align 4
  %7102 = fadd reassoc ninf nsz afn float %7101, 0.000000e+00
  store float %7102, ptr %7100, align 4
  %7103 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7104 = load float, ptr %7103, align 4
  %7105 = fadd reassoc ninf nsz afn float %7104, 0.000000e+00
  store float %7105, ptr %7103, align 4
  %7106 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7107 = load float, ptr %7106, align 4
  %7108 = fadd reassoc ninf nsz afn float %7107, 0.000000e+00
  store float %7108, ptr %7106, align 4
  %7109 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7110 = load float, ptr %7109, align 4
  %7111 = fadd reassoc ninf nsz afn float %7110, 0.000000e+00
  store float %7111, ptr %7109, align 4
  %7112 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7113 = load float, ptr %7112, align 4
  %7114 = fadd reassoc ninf nsz afn float %7113, 0.000000e+00
  store float %7114, ptr %7112, align 4
  %7115 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7116 = load float, ptr %7115, align 4
  %7117 = fadd reassoc ninf nsz afn float %7116, 0.000000e+00
  store float %7117, ptr %7115, align 4
  %7118 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7119 = load float, ptr %7118, align 4
  %7120 = fadd reassoc ninf nsz afn float %7119, 0.000000e+00
  store float %7120, ptr %7118, align 4
  %7121 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7122 = load float, ptr %7121, align 4
  %7123 = fadd reassoc ninf nsz afn float %7122, 0.000000e+00
  store float %7123, ptr %7121, align 4
  %7124 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7125 = load float, ptr %7124, align 4
  %7126 = fadd reassoc ninf nsz afn float %7125, 0.000000e+00
  store float %7126, ptr %7124, align 4
  %7127 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7128 = load float, ptr %7127, align 4
  %7129 = fadd reassoc ninf nsz afn float %7128, %6965
  store float %7129, ptr %7127, align 4
  %7130 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7131 = load float, ptr %7130, align 4
  %7132 = fadd reassoc ninf nsz afn float %7131, 0.000000e+00
  store float %7132, ptr %7130, align 4
  %7133 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7134 = load float, ptr %7133, align 4
  %7135 = fadd reassoc ninf nsz afn float %7134, 0.000000e+00
  store float %7135, ptr %7133, align 4
  %7136 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7137 = load float, ptr %7136, align 4
  %7138 = fadd reassoc ninf nsz afn float %7137, 0.000000e+00
  store float %7138, ptr %7136, align 4
  %7139 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7140 = load float, ptr %7139, align 4
  %7141 = fadd reassoc ninf nsz afn float %7140, 0.000000e+00
  store float %7141, ptr %7139, align 4
  %7142 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7143 = load float, ptr %7142, align 4
  %7144 = fadd reassoc ninf nsz afn float %7143, 0.000000e+00
  store float %7144, ptr %7142, align 4
  %7145 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7146 = load float, ptr %7145, align 4
  %7147 = fadd reassoc ninf nsz afn float %7146, 0.000000e+00
  store float %7147, ptr %7145, align 4
  %7148 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7149 = load float, ptr %7148, align 4
  %7150 = fadd reassoc ninf nsz afn float %7149, 0.000000e+00
  store float %7150, ptr %7148, align 4
  %7151 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7152 = load float, ptr %7151, align 4
  %7153 = fadd reassoc ninf nsz afn float %7152, 0.000000e+00
  store float %7153, ptr %7151, align 4
  %7154 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7155 = load float, ptr %7154, align 4
  %7156 = fadd reassoc ninf nsz afn float %7155, 0.000000e+00
  store float %7156, ptr %7154, align 4
  %7157 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7158 = load float, ptr %7157, align 4
  %7159 = fadd reassoc ninf nsz afn float %7158, 0.000000e+00
  store float %7159, ptr %7157, align 4
  %7160 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7161 = load float, ptr %7160, align 4
  %7162 = fadd reassoc ninf nsz afn float %7161, 0.000000e+00
  store float %7162, ptr %7160, align 4
  %7163 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7164 = load float, ptr %7163, align 4
  %7165 = fadd reassoc ninf nsz afn float %7164, 0.000000e+00
  store float %7165, ptr %7163, align 4
  %7166 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7167 = load float, ptr %7166, align 4
  %7168 = fadd reassoc ninf nsz afn float %7167, 0.000000e+00
  store float %7168, ptr %7166, align 4
  %7169 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7170 = load float, ptr %7169, align 4
  %7171 = fadd reassoc ninf nsz afn float %7170, 0.000000e+00
  store float %7171, ptr %7169, align 4
  %7172 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7173 = load float, ptr %7172, align 4
  %7174 = fadd reassoc ninf nsz afn float %7173, %6963
  store float %7174, ptr %7172, align 4
  %7175 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7176 = load float, ptr %7175, align 4
  %7177 = fadd reassoc ninf nsz afn float %7176, 0.000000e+00
  store float %7177, ptr %7175, align 4
  %7178 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7179 = load float, ptr %7178, align 4
  %7180 = fadd reassoc ninf nsz afn float %7179, 0.000000e+00
  store float %7180, ptr %7178, align 4
  %7181 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7182 = load float, ptr %7181, align 4
  %7183 = fadd reassoc ninf nsz afn float %7182, 0.000000e+00
  store float %7183, ptr %7181, align 4
  %7184 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7185 = load float, ptr %7184, align 4
  %7186 = fadd reassoc ninf nsz afn float %7185, 0.000000e+00
  store float %7186, ptr %7184, align 4
  %7187 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7188 = load float, ptr %7187, align 4
  %7189 = fadd reassoc ninf nsz afn float %7188, 0.000000e+00
  store float %7189, ptr %7187, align 4
  %7190 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7191 = load float, ptr %7190, align 4
  %7192 = fadd reassoc ninf nsz afn float %7191, 0.000000e+00
  store float %7192, ptr %7190, align 4
  %7193 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7194 = load float, ptr %7193, align 4
  %7195 = fadd reassoc ninf nsz afn float %7194, 0.000000e+00
  store float %7195, ptr %7193, align 4
  %7196 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7197 = load float, ptr %7196, align 4
  %7198 = fadd reassoc ninf nsz afn float %7197, 0.000000e+00
  store float %7198, ptr %7196, align 4
  %7199 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7200 = load float, ptr %7199, align 4
  %7201 = fadd reassoc ninf nsz afn float %7200, 0.000000e+00
  store float %7201, ptr %7199, align 4
  %7202 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7203 = load float, ptr %7202, align 4
  %7204 = fadd reassoc ninf nsz afn float %7203, 0.000000e+00
  store float %7204, ptr %7202, align 4
  %7205 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7206 = load float, ptr %7205, align 4
  %7207 = fadd reassoc ninf nsz afn float %7206, 0.000000e+00
  store float %7207, ptr %7205, align 4
  %7208 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7209 = load float, ptr %7208, align 4
  %7210 = fadd reassoc ninf nsz afn float %7209, 0.000000e+00
  store float %7210, ptr %7208, align 4
  %7211 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7212 = load float, ptr %7211, align 4
  %7213 = fadd reassoc ninf nsz afn float %7212, 0.000000e+00
  store float %7213, ptr %7211, align 4
  %7214 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7215 = load float, ptr %7214, align 4
  %7216 = fadd reassoc ninf nsz afn float %7215, 0.000000e+00
  store float %7216, ptr %7214, align 4
  %7217 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7218 = load float, ptr %7217, align 4
  %7219 = fadd reassoc ninf nsz afn float %7218, %6961
  store float %7219, ptr %7217, align 4
  %7220 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7221 = load float, ptr %7220, align 4
  %7222 = fadd reassoc ninf nsz afn float %7221, 0.000000e+00
  store float %7222, ptr %7220, align 4
  %7223 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7224 = load float, ptr %7223, align 4
  %7225 = fadd reassoc ninf nsz afn float %7224, 0.000000e+00
  store float %7225, ptr %7223, align 4
  %7226 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7227 = load float, ptr %7226, align 4
  %7228 = fadd reassoc ninf nsz afn float %7227, 0.000000e+00
  store float %7228, ptr %7226, align 4
  %7229 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7230 = load float, ptr %7229, align 4
  %7231 = fadd reassoc ninf nsz afn float %7230, 0.000000e+00
  store float %7231, ptr %7229, align 4
  %7232 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7233 = load float, ptr %7232, align 4
  %7234 = fadd reassoc ninf nsz afn float %7233, 0.000000e+00
  store float %7234, ptr %7232, align 4
  %7235 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7236 = load float, ptr %7235, align 4
  %7237 = fadd reassoc ninf nsz afn float %7236, 0.000000e+00
  store float %7237, ptr %7235, align 4
  %7238 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7239 = load float, ptr %7238, align 4
  %7240 = fadd reassoc ninf nsz afn float %7239, 0.000000e+00
  store float %7240, ptr %7238, align 4
  %7241 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7242 = load float, ptr %7241, align 4
  %7243 = fadd reassoc ninf nsz afn float %7242, 0.000000e+00
  store float %7243, ptr %7241, align 4
  %7244 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7245 = load float, ptr %7244, align 4
  %7246 = fadd reassoc ninf nsz afn float %7245, 0.000000e+00
  store float %7246, ptr %7244, align 4
  %7247 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7248 = load float, ptr %7247, align 4
  %7249 = fadd reassoc ninf nsz afn float %7248, 0.000000e+00
  store float %7249, ptr %7247, align 4
  %7250 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7251 = load float, ptr %7250, align 4
  %7252 = fadd reassoc ninf nsz afn float %7251, 0.000000e+00
  store float %7252, ptr %7250, align 4
  %7253 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7254 = load float, ptr %7253, align 4
  %7255 = fadd reassoc ninf nsz afn float %7254, 0.000000e+00
  store float %7255, ptr %7253, align 4
  %7256 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7257 = load float, ptr %7256, align 4
  %7258 = fadd reassoc ninf nsz afn float %7257, 0.000000e+00
  store float %7258, ptr %7256, align 4
  %7259 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7260 = load float, ptr %7259, align 4
  %7261 = fadd reassoc ninf nsz afn float %7260, 0.000000e+00
  store float %7261, ptr %7259, align 4
  %7262 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7263 = load float, ptr %7262, align 4
  %7264 = fadd reassoc ninf nsz afn float %7263, %6959
  store float %7264, ptr %7262, align 4
  %7265 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7266 = load float, ptr %7265, align 4
  %7267 = fadd reassoc ninf nsz afn float %7266, 0.000000e+00
  store float %7267, ptr %7265, align 4
  %7268 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7269 = load float, ptr %7268, align 4
  %7270 = fadd reassoc ninf nsz afn float %7269, 0.000000e+00
  store float %7270, ptr %7268, align 4
  %7271 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7272 = load float, ptr %7271, align 4
  %7273 = fadd reassoc ninf nsz afn float %7272, 0.000000e+00
  store float %7273, ptr %7271, align 4
  %7274 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7275 = load float, ptr %7274, align 4
  %7276 = fadd reassoc ninf nsz afn float %7275, 0.000000e+00
  store float %7276, ptr %7274, align 4
  %7277 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7278 = load float, ptr %7277, align 4
  %7279 = fadd reassoc ninf nsz afn float %7278, 0.000000e+00
  store float %7279, ptr %7277, align 4
  %7280 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7281 = load float, ptr %7280, align 4
  %7282 = fadd reassoc ninf nsz afn float %7281, 0.000000e+00
  store float %7282, ptr %7280, align 4
  %7283 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7284 = load float, ptr %7283, align 4
  %7285 = fadd reassoc ninf nsz afn float %7284, 0.000000e+00
  store float %7285, ptr %7283, align 4
  %7286 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7287 = load float, ptr %7286, align 4
  %7288 = fadd reassoc ninf nsz afn float %7287, 0.000000e+00
  store float %7288, ptr %7286, align 4
  %7289 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7290 = load float, ptr %7289, align 4
  %7291 = fadd reassoc ninf nsz afn float %7290, 0.000000e+00
  store float %7291, ptr %7289, align 4
  %7292 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7293 = load float, ptr %7292, align 4
  %7294 = fadd reassoc ninf nsz afn float %7293, 0.000000e+00
  store float %7294, ptr %7292, align 4
  %7295 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7296 = load float, ptr %7295, align 4
  %7297 = fadd reassoc ninf nsz afn float %7296, 0.000000e+00
  store float %7297, ptr %7295, align 4
  %7298 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7299 = load float, ptr %7298, align 4
  %7300 = fadd reassoc ninf nsz afn float %7299, 0.000000e+00
  store float %7300, ptr %7298, align 4
  %7301 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7302 = load float, ptr %7301, align 4
  %7303 = fadd reassoc ninf nsz afn float %7302, 0.000000e+00
  store float %7303, ptr %7301, align 4
  %7304 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7305 = load float, ptr %7304, align 4
  %7306 = fadd reassoc ninf nsz afn float %7305, 0.000000e+00
  store float %7306, ptr %7304, align 4
  %7307 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7308 = load float, ptr %7307, align 4
  %7309 = fadd reassoc ninf nsz afn float %7308, 0.000000e+00
  store float %7309, ptr %7307, align 4
  %7310 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7311 = load float, ptr %7310, align 4
  %7312 = fadd reassoc ninf nsz afn float %7311, 0.000000e+00
  store float %7312, ptr %7310, align 4
  %7313 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7314 = load float, ptr %7313, align 4
  %7315 = fadd reassoc ninf nsz afn float %7314, 0.000000e+00
  store float %7315, ptr %7313, align 4
  %7316 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7317 = load float, ptr %7316, align 4
  %7318 = fadd reassoc ninf nsz afn float %7317, 0.000000e+00
  store float %7318, ptr %7316, align 4
  %7319 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7320 = load float, ptr %7319, align 4
  %7321 = fadd reassoc ninf nsz afn float %7320, 0.000000e+00
  store float %7321, ptr %7319, align 4
  %7322 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7323 = load float, ptr %7322, align 4
  %7324 = fadd reassoc ninf nsz afn float %7323, 0.000000e+00
  store float %7324, ptr %7322, align 4
  %7325 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7326 = load float, ptr %7325, align 4
  %7327 = fadd reassoc ninf nsz afn float %7326, 0.000000e+00
  store float %7327, ptr %7325, align 4
  %7328 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7329 = load float, ptr %7328, align 4
  %7330 = fadd reassoc ninf nsz afn float %7329, 0.000000e+00
  store float %7330, ptr %7328, align 4
  %7331 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7332 = load float, ptr %7331, align 4
  %7333 = fadd reassoc ninf nsz afn float %7332, 0.000000e+00
  store float %7333, ptr %7331, align 4
  %7334 = fmul reassoc ninf nsz afn float %6971, 0x3FD3333340000000
  %7335 = call ptr @stack_top_adjoint(ptr %229, i64 4)
  %7336 = load float, ptr %7335, align 4
  %7337 = fadd reassoc ninf nsz afn float %7336, %7334
  store float %7337, ptr %7335, align 4
  %7338 = call ptr @stack_top_adjoint(ptr %229, i64 4)
  %7339 = load float, ptr %7338, align 4
  call void @stack_pop(ptr %229)
  %7340 = call reassoc ninf nsz afn float @cos_f32(float %6858)
  %7341 = fmul reassoc ninf nsz afn float %7339, %7340
  %7342 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %7343 = load float, ptr %7342, align 4
  %7344 = fadd reassoc ninf nsz afn float %7343, 0.000000e+00
  store float %7344, ptr %7342, align 4
  %7345 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %7346 = load float, ptr %7345, align 4
  %7347 = fadd reassoc ninf nsz afn float %7346, 0.000000e+00
  store float %7347, ptr %7345, align 4
  %7348 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %7349 = load float, ptr %7348, align 4
  %7350 = fadd reassoc ninf nsz afn float %7349, 0.000000e+00
  store float %7350, ptr %7348, align 4
  %7351 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %7352 = load float, ptr %7351, align 4
  %7353 = fadd reassoc ninf nsz afn float %7352, 0.000000e+00
  store float %7353, ptr %7351, align 4
  %7354 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %7355 = load float, ptr %7354, align 4
  %7356 = fadd reassoc ninf nsz afn float %7355, 0.000000e+00
  store float %7356, ptr %7354, align 4
  %7357 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %7358 = load float, ptr %7357, align 4
  %7359 = fadd reassoc ninf nsz afn float %7358, 0.000000e+00
  store float %7359, ptr %7357, align 4
  %7360 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %7361 = load float, ptr %7360, align 4
  %7362 = fadd reassoc ninf nsz afn float %7361, 0.000000e+00
  store float %7362, ptr %7360, align 4
  %7363 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %7364 = load float, ptr %7363, align 4
  %7365 = fadd reassoc ninf nsz afn float %7364, %7341
  store float %7365, ptr %7363, align 4
  %7366 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %7367 = load float, ptr %7366, align 4
  %7368 = fadd reassoc ninf nsz afn float %7367, 0.000000e+00
  store float %7368, ptr %7366, align 4
  %7369 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %7370 = load float, ptr %7369, align 4
  %7371 = fadd reassoc ninf nsz afn float %7370, 0.000000e+00
  store float %7371, ptr %7369, align 4
  %7372 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %7373 = load float, ptr %7372, align 4
  %7374 = fadd reassoc ninf nsz afn float %7373, 0.000000e+00
  store float %7374, ptr %7372, align 4
  %7375 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %7376 = load float, ptr %7375, align 4
  %7377 = fadd reassoc ninf nsz afn float %7376, 0.000000e+00
  store float %7377, ptr %7375, align 4
  %7378 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %7379 = load float, ptr %7378, align 4
  %7380 = fadd reassoc ninf nsz afn float %7379, 0.000000e+00
  store float %7380, ptr %7378, align 4
  %7381 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %7382 = load float, ptr %7381, align 4
  %7383 = fadd reassoc ninf nsz afn float %7382, 0.000000e+00
  store float %7383, ptr %7381, align 4
  %7384 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %7385 = load float, ptr %7384, align 4
  %7386 = fadd reassoc ninf nsz afn float %7385, 0.000000e+00
  store float %7386, ptr %7384, align 4
  %7387 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %7388 = load float, ptr %7387, align 4
  %7389 = fadd reassoc ninf nsz afn float %7388, 0.000000e+00
  store float %7389, ptr %7387, align 4
  %7390 = fmul reassoc ninf nsz afn float %6971, 0x3FE99999A0000000
  %7391 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %7392 = load float, ptr %7391, align 4
  %7393 = fadd reassoc ninf nsz afn float %7392, 0.000000e+00
  store float %7393, ptr %7391, align 4
  %7394 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %7395 = load float, ptr %7394, align 4
  %7396 = fadd reassoc ninf nsz afn float %7395, 0.000000e+00
  store float %7396, ptr %7394, align 4
  %7397 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %7398 = load float, ptr %7397, align 4
  %7399 = fadd reassoc ninf nsz afn float %7398, 0.000000e+00
  store float %7399, ptr %7397, align 4
  %7400 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %7401 = load float, ptr %7400, align 4
  %7402 = fadd reassoc ninf nsz afn float %7401, 0.000000e+00
  store float %7402, ptr %7400, align 4
  %7403 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %7404 = load float, ptr %7403, align 4
  %7405 = fadd reassoc ninf nsz afn float %7404, 0.000000e+00
  store float %7405, ptr %7403, align 4
  %7406 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %7407 = load float, ptr %7406, align 4
  %7408 = fadd reassoc ninf nsz afn float %7407, 0.000000e+00
  store float %7408, ptr %7406, align 4
  %7409 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %7410 = load float, ptr %7409, align 4
  %7411 = fadd reassoc ninf nsz afn float %7410, %7390
  store float %7411, ptr %7409, align 4
  %7412 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %7413 = load float, ptr %7412, align 4
  %7414 = fadd reassoc ninf nsz afn float %7413, 0.000000e+00
  store float %7414, ptr %7412, align 4
  %7415 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %7416 = load float, ptr %7415, align 4
  %7417 = fadd reassoc ninf nsz afn float %7416, 0.000000e+00
  store float %7417, ptr %7415, align 4
  %7418 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %7419 = load float, ptr %7418, align 4
  %7420 = fadd reassoc ninf nsz afn float %7419, 0.000000e+00
  store float %7420, ptr %7418, align 4
  %7421 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %7422 = load float, ptr %7421, align 4
  %7423 = fadd reassoc ninf nsz afn float %7422, 0.000000e+00
  store float %7423, ptr %7421, align 4
  %7424 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %7425 = load float, ptr %7424, align 4
  %7426 = fadd reassoc ninf nsz afn float %7425, 0.000000e+00
  store float %7426, ptr %7424, align 4
  %7427 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %7428 = load float, ptr %7427, align 4
  %7429 = fadd reassoc ninf nsz afn float %7428, 0.000000e+00
  store float %7429, ptr %7427, align 4
  %7430 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %7431 = load float, ptr %7430, align 4
  %7432 = fadd reassoc ninf nsz afn float %7431, 0.000000e+00
  store float %7432, ptr %7430, align 4
  %7433 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %7434 = load float, ptr %7433, align 4
  %7435 = fadd reassoc ninf nsz afn float %7434, 0.000000e+00
  store float %7435, ptr %7433, align 4
  %7436 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %7437 = load float, ptr %7436, align 4
  %7438 = fadd reassoc ninf nsz afn float %7437, 0.000000e+00
  store float %7438, ptr %7436, align 4
  %7439 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7440 = load float, ptr %7439, align 4
  %7441 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7442 = load float, ptr %7441, align 4
  %7443 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7444 = load float, ptr %7443, align 4
  %7445 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7446 = load float, ptr %7445, align 4
  %7447 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7448 = load float, ptr %7447, align 4
  %7449 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7450 = load float, ptr %7449, align 4
  %7451 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7452 = load float, ptr %7451, align 4
  %7453 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7454 = load float, ptr %7453, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %7455 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7456 = load float, ptr %7455, align 4
  %7457 = fadd reassoc ninf nsz afn float %7456, 0.000000e+00
  store float %7457, ptr %7455, align 4
  %7458 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7459 = load float, ptr %7458, align 4
  %7460 = fadd reassoc ninf nsz afn float %7459, 0.000000e+00
  store float %7460, ptr %7458, align 4
  %7461 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7462 = load float, ptr %7461, align 4
  %7463 = fadd reassoc ninf nsz afn float %7462, 0.000000e+00
  store float %7463, ptr %7461, align 4
  %7464 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7465 = load float, ptr %7464, align 4
  %7466 = fadd reassoc ninf nsz afn float %7465, 0.000000e+00
  store float %7466, ptr %7464, align 4
  %7467 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7468 = load float, ptr %7467, align 4
  %7469 = fadd reassoc ninf nsz afn float %7468, 0.000000e+00
  store float %7469, ptr %7467, align 4
  %7470 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7471 = load float, ptr %7470, align 4
  %7472 = fadd reassoc ninf nsz afn float %7471, 0.000000e+00
  store float %7472, ptr %7470, align 4
  %7473 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7474 = load float, ptr %7473, align 4
  %7475 = fadd reassoc ninf nsz afn float %7474, 0.000000e+00
  store float %7475, ptr %7473, align 4
  %7476 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7477 = load float, ptr %7476, align 4
  %7478 = fadd reassoc ninf nsz afn float %7477, %7454
  store float %7478, ptr %7476, align 4
  %7479 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7480 = load float, ptr %7479, align 4
  %7481 = fadd reassoc ninf nsz afn float %7480, 0.000000e+00
  store float %7481, ptr %7479, align 4
  %7482 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7483 = load float, ptr %7482, align 4
  %7484 = fadd reassoc ninf nsz afn float %7483, 0.000000e+00
  store float %7484, ptr %7482, align 4
  %7485 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7486 = load float, ptr %7485, align 4
  %7487 = fadd reassoc ninf nsz afn float %7486, 0.000000e+00
  store float %7487, ptr %7485, align 4
  %7488 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7489 = load float, ptr %7488, align 4
  %7490 = fadd reassoc ninf nsz afn float %7489, 0.000000e+00
  store float %7490, ptr %7488, align 4
  %7491 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7492 = load float, ptr %7491, align 4
  %7493 = fadd reassoc ninf nsz afn float %7492, 0.000000e+00
  store float %7493, ptr %7491, align 4
  %7494 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7495 = load float, ptr %7494, align 4
  %7496 = fadd reassoc ninf nsz afn float %7495, 0.000000e+00
  store float %7496, ptr %7494, align 4
  %7497 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7498 = load float, ptr %7497, align 4
  %7499 = fadd reassoc ninf nsz afn float %7498, 0.000000e+00
  store float %7499, ptr %7497, align 4
  %7500 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7501 = load float, ptr %7500, align 4
  %7502 = fadd reassoc ninf nsz afn float %7501, 0.000000e+00
  store float %7502, ptr %7500, align 4
  %7503 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7504 = load float, ptr %7503, align 4
  %7505 = fadd reassoc ninf nsz afn float %7504, 0.000000e+00
  store float %7505, ptr %7503, align 4
  %7506 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7507 = load float, ptr %7506, align 4
  %7508 = fadd reassoc ninf nsz afn float %7507, 0.000000e+00
  store float %7508, ptr %7506, align 4
  %7509 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7510 = load float, ptr %7509, align 4
  %7511 = fadd reassoc ninf nsz afn float %7510, 0.000000e+00
  store float %7511, ptr %7509, align 4
  %7512 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7513 = load float, ptr %7512, align 4
  %7514 = fadd reassoc ninf nsz afn float %7513, 0.000000e+00
  store float %7514, ptr %7512, align 4
  %7515 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7516 = load float, ptr %7515, align 4
  %7517 = fadd reassoc ninf nsz afn float %7516, 0.000000e+00
  store float %7517, ptr %7515, align 4
  %7518 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7519 = load float, ptr %7518, align 4
  %7520 = fadd reassoc ninf nsz afn float %7519, 0.000000e+00
  store float %7520, ptr %7518, align 4
  %7521 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7522 = load float, ptr %7521, align 4
  %7523 = fadd reassoc ninf nsz afn float %7522, %7452
  store float %7523, ptr %7521, align 4
  %7524 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7525 = load float, ptr %7524, align 4
  %7526 = fadd reassoc ninf nsz afn float %7525, 0.000000e+00
  store float %7526, ptr %7524, align 4
  %7527 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7528 = load float, ptr %7527, align 4
  %7529 = fadd reassoc ninf nsz afn float %7528, 0.000000e+00
  store float %7529, ptr %7527, align 4
  %7530 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7531 = load float, ptr %7530, align 4
  %7532 = fadd reassoc ninf nsz afn float %7531, 0.000000e+00
  store float %7532, ptr %7530, align 4
  %7533 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7534 = load float, ptr %7533, align 4
  %7535 = fadd reassoc ninf nsz afn float %7534, 0.000000e+00
  store float %7535, ptr %7533, align 4
  %7536 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7537 = load float, ptr %7536, align 4
  %7538 = fadd reassoc ninf nsz afn float %7537, 0.000000e+00
  store float %7538, ptr %7536, align 4
  %7539 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7540 = load float, ptr %7539, align 4
  %7541 = fadd reassoc ninf nsz afn float %7540, 0.000000e+00
  store float %7541, ptr %7539, align 4
  %7542 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7543 = load float, ptr %7542, align 4
  %7544 = fadd reassoc ninf nsz afn float %7543, 0.000000e+00
  store float %7544, ptr %7542, align 4
  %7545 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7546 = load float, ptr %7545, align 4
  %7547 = fadd reassoc ninf nsz afn float %7546, 0.000000e+00
  store float %7547, ptr %7545, align 4
  %7548 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7549 = load float, ptr %7548, align 4
  %7550 = fadd reassoc ninf nsz afn float %7549, 0.000000e+00
  store float %7550, ptr %7548, align 4
  %7551 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7552 = load float, ptr %7551, align 4
  %7553 = fadd reassoc ninf nsz afn float %7552, 0.000000e+00
  store float %7553, ptr %7551, align 4
  %7554 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7555 = load float, ptr %7554, align 4
  %7556 = fadd reassoc ninf nsz afn float %7555, 0.000000e+00
  store float %7556, ptr %7554, align 4
  %7557 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7558 = load float, ptr %7557, align 4
  %7559 = fadd reassoc ninf nsz afn float %7558, 0.000000e+00
  store float %7559, ptr %7557, align 4
  %7560 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7561 = load float, ptr %7560, align 4
  %7562 = fadd reassoc ninf nsz afn float %7561, 0.000000e+00
  store float %7562, ptr %7560, align 4
  %7563 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7564 = load float, ptr %7563, align 4
  %7565 = fadd reassoc ninf nsz afn float %7564, %7448
  store float %7565, ptr %7563, align 4
  %7566 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7567 = load float, ptr %7566, align 4
  %7568 = fadd reassoc ninf nsz afn float %7567, 0.000000e+00
  store float %7568, ptr %7566, align 4
  %7569 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7570 = load float, ptr %7569, align 4
  %7571 = fadd reassoc ninf nsz afn float %7570, 0.000000e+00
  store float %7571, ptr %7569, align 4
  %7572 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7573 = load float, ptr %7572, align 4
  %7574 = fadd reassoc ninf nsz afn float %7573, 0.000000e+00
  store float %7574, ptr %7572, align 4
  %7575 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7576 = load float, ptr %7575, align 4
  %7577 = fadd reassoc ninf nsz afn float %7576, 0.000000e+00
  store float %7577, ptr %7575, align 4
  %7578 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7579 = load float, ptr %7578, align 4
  %7580 = fadd reassoc ninf nsz afn float %7579, 0.000000e+00
  store float %7580, ptr %7578, align 4
  %7581 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7582 = load float, ptr %7581, align 4
  %7583 = fadd reassoc ninf nsz afn float %7582, 0.000000e+00
  store float %7583, ptr %7581, align 4
  %7584 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7585 = load float, ptr %7584, align 4
  %7586 = fadd reassoc ninf nsz afn float %7585, 0.000000e+00
  store float %7586, ptr %7584, align 4
  %7587 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7588 = load float, ptr %7587, align 4
  %7589 = fadd reassoc ninf nsz afn float %7588, 0.000000e+00
  store float %7589, ptr %7587, align 4
  %7590 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7591 = load float, ptr %7590, align 4
  %7592 = fadd reassoc ninf nsz afn float %7591, 0.000000e+00
  store float %7592, ptr %7590, align 4
  %7593 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7594 = load float, ptr %7593, align 4
  %7595 = fadd reassoc ninf nsz afn float %7594, 0.000000e+00
  store float %7595, ptr %7593, align 4
  %7596 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7597 = load float, ptr %7596, align 4
  %7598 = fadd reassoc ninf nsz afn float %7597, 0.000000e+00
  store float %7598, ptr %7596, align 4
  %7599 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7600 = load float, ptr %7599, align 4
  %7601 = fadd reassoc ninf nsz afn float %7600, 0.000000e+00
  store float %7601, ptr %7599, align 4
  %7602 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7603 = load float, ptr %7602, align 4
  %7604 = fadd reassoc ninf nsz afn float %7603, 0.000000e+00
  store float %7604, ptr %7602, align 4
  %7605 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7606 = load float, ptr %7605, align 4
  %7607 = fadd reassoc ninf nsz afn float %7606, 0.000000e+00
  store float %7607, ptr %7605, align 4
  %7608 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7609 = load float, ptr %7608, align 4
  %7610 = fadd reassoc ninf nsz afn float %7609, %7446
  store float %7610, ptr %7608, align 4
  %7611 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7612 = load float, ptr %7611, align 4
  %7613 = fadd reassoc ninf nsz afn float %7612, 0.000000e+00
  store float %7613, ptr %7611, align 4
  %7614 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7615 = load float, ptr %7614, align 4
  %7616 = fadd reassoc ninf nsz afn float %7615, 0.000000e+00
  store float %7616, ptr %7614, align 4
  %7617 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7618 = load float, ptr %7617, align 4
  %7619 = fadd reassoc ninf nsz afn float %7618, 0.000000e+00
  store float %7619, ptr %7617, align 4
  %7620 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7621 = load float, ptr %7620, align 4
  %7622 = fadd reassoc ninf nsz afn float %7621, 0.000000e+00
  store float %7622, ptr %7620, align 4
  %7623 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7624 = load float, ptr %7623, align 4
  %7625 = fadd reassoc ninf nsz afn float %7624, 0.000000e+00
  store float %7625, ptr %7623, align 4
  %7626 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7627 = load float, ptr %7626, align 4
  %7628 = fadd reassoc ninf nsz afn float %7627, 0.000000e+00
  store float %7628, ptr %7626, align 4
  %7629 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7630 = load float, ptr %7629, align 4
  %7631 = fadd reassoc ninf nsz afn float %7630, 0.000000e+00
  store float %7631, ptr %7629, align 4
  %7632 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7633 = load float, ptr %7632, align 4
  %7634 = fadd reassoc ninf nsz afn float %7633, 0.000000e+00
  store float %7634, ptr %7632, align 4
  %7635 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7636 = load float, ptr %7635, align 4
  %7637 = fadd reassoc ninf nsz afn float %7636, 0.000000e+00
  store float %7637, ptr %7635, align 4
  %7638 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7639 = load float, ptr %7638, align 4
  %7640 = fadd reassoc ninf nsz afn float %7639, 0.000000e+00
  store float %7640, ptr %7638, align 4
  %7641 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7642 = load float, ptr %7641, align 4
  %7643 = fadd reassoc ninf nsz afn float %7642, 0.000000e+00
  store float %7643, ptr %7641, align 4
  %7644 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7645 = load float, ptr %7644, align 4
  %7646 = fadd reassoc ninf nsz afn float %7645, 0.000000e+00
  store float %7646, ptr %7644, align 4
  %7647 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7648 = load float, ptr %7647, align 4
  %7649 = fadd reassoc ninf nsz afn float %7648, 0.000000e+00
  store float %7649, ptr %7647, align 4
  %7650 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7651 = load float, ptr %7650, align 4
  %7652 = fadd reassoc ninf nsz afn float %7651, 0.000000e+00
  store float %7652, ptr %7650, align 4
  %7653 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7654 = load float, ptr %7653, align 4
  %7655 = fadd reassoc ninf nsz afn float %7654, %7444
  store float %7655, ptr %7653, align 4
  %7656 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7657 = load float, ptr %7656, align 4
  %7658 = fadd reassoc ninf nsz afn float %7657, 0.000000e+00
  store float %7658, ptr %7656, align 4
  %7659 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7660 = load float, ptr %7659, align 4
  %7661 = fadd reassoc ninf nsz afn float %7660, 0.000000e+00
  store float %7661, ptr %7659, align 4
  %7662 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7663 = load float, ptr %7662, align 4
  %7664 = fadd reassoc ninf nsz afn float %7663, 0.000000e+00
  store float %7664, ptr %7662, align 4
  %7665 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7666 = load float, ptr %7665, align 4
  %7667 = fadd reassoc ninf nsz afn float %7666, 0.000000e+00
  store float %7667, ptr %7665, align 4
  %7668 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7669 = load float, ptr %7668, align 4
  %7670 = fadd reassoc ninf nsz afn float %7669, 0.000000e+00
  store float %7670, ptr %7668, align 4
  %7671 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7672 = load float, ptr %7671, align 4
  %7673 = fadd reassoc ninf nsz afn float %7672, 0.000000e+00
  store float %7673, ptr %7671, align 4
  %7674 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7675 = load float, ptr %7674, align 4
  %7676 = fadd reassoc ninf nsz afn float %7675, 0.000000e+00
  store float %7676, ptr %7674, align 4
  %7677 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7678 = load float, ptr %7677, align 4
  %7679 = fadd reassoc ninf nsz afn float %7678, 0.000000e+00
  store float %7679, ptr %7677, align 4
  %7680 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7681 = load float, ptr %7680, align 4
  %7682 = fadd reassoc ninf nsz afn float %7681, 0.000000e+00
  store float %7682, ptr %7680, align 4
  %7683 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7684 = load float, ptr %7683, align 4
  %7685 = fadd reassoc ninf nsz afn float %7684, 0.000000e+00
  store float %7685, ptr %7683, align 4
  %7686 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7687 = load float, ptr %7686, align 4
  %7688 = fadd reassoc ninf nsz afn float %7687, 0.000000e+00
  store float %7688, ptr %7686, align 4
  %7689 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7690 = load float, ptr %7689, align 4
  %7691 = fadd reassoc ninf nsz afn float %7690, 0.000000e+00
  store float %7691, ptr %7689, align 4
  %7692 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7693 = load float, ptr %7692, align 4
  %7694 = fadd reassoc ninf nsz afn float %7693, 0.000000e+00
  store float %7694, ptr %7692, align 4
  %7695 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7696 = load float, ptr %7695, align 4
  %7697 = fadd reassoc ninf nsz afn float %7696, 0.000000e+00
  store float %7697, ptr %7695, align 4
  %7698 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7699 = load float, ptr %7698, align 4
  %7700 = fadd reassoc ninf nsz afn float %7699, %7442
  store float %7700, ptr %7698, align 4
  %7701 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7702 = load float, ptr %7701, align 4
  %7703 = fadd reassoc ninf nsz afn float %7702, 0.000000e+00
  store float %7703, ptr %7701, align 4
  %7704 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7705 = load float, ptr %7704, align 4
  %7706 = fadd reassoc ninf nsz afn float %7705, 0.000000e+00
  store float %7706, ptr %7704, align 4
  %7707 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7708 = load float, ptr %7707, align 4
  %7709 = fadd reassoc ninf nsz afn float %7708, 0.000000e+00
  store float %7709, ptr %7707, align 4
  %7710 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7711 = load float, ptr %7710, align 4
  %7712 = fadd reassoc ninf nsz afn float %7711, 0.000000e+00
  store float %7712, ptr %7710, align 4
  %7713 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7714 = load float, ptr %7713, align 4
  %7715 = fadd reassoc ninf nsz afn float %7714, 0.000000e+00
  store float %7715, ptr %7713, align 4
  %7716 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7717 = load float, ptr %7716, align 4
  %7718 = fadd reassoc ninf nsz afn float %7717, 0.000000e+00
  store float %7718, ptr %7716, align 4
  %7719 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7720 = load float, ptr %7719, align 4
  %7721 = fadd reassoc ninf nsz afn float %7720, 0.000000e+00
  store float %7721, ptr %7719, align 4
  %7722 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7723 = load float, ptr %7722, align 4
  %7724 = fadd reassoc ninf nsz afn float %7723, 0.000000e+00
  store float %7724, ptr %7722, align 4
  %7725 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7726 = load float, ptr %7725, align 4
  %7727 = fadd reassoc ninf nsz afn float %7726, 0.000000e+00
  store float %7727, ptr %7725, align 4
  %7728 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7729 = load float, ptr %7728, align 4
  %7730 = fadd reassoc ninf nsz afn float %7729, 0.000000e+00
  store float %7730, ptr %7728, align 4
  %7731 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7732 = load float, ptr %7731, align 4
  %7733 = fadd reassoc ninf nsz afn float %7732, 0.000000e+00
  store float %7733, ptr %7731, align 4
  %7734 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7735 = load float, ptr %7734, align 4
  %7736 = fadd reassoc ninf nsz afn float %7735, 0.000000e+00
  store float %7736, ptr %7734, align 4
  %7737 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7738 = load float, ptr %7737, align 4
  %7739 = fadd reassoc ninf nsz afn float %7738, 0.000000e+00
  store float %7739, ptr %7737, align 4
  %7740 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7741 = load float, ptr %7740, align 4
  %7742 = fadd reassoc ninf nsz afn float %7741, 0.000000e+00
  store float %7742, ptr %7740, align 4
  %7743 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7744 = load float, ptr %7743, align 4
  %7745 = fadd reassoc ninf nsz afn float %7744, %7440
  store float %7745, ptr %7743, align 4
  %7746 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7747 = load float, ptr %7746, align 4
  %7748 = fadd reassoc ninf nsz afn float %7747, 0.000000e+00
  store float %7748, ptr %7746, align 4
  %7749 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7750 = load float, ptr %7749, align 4
  %7751 = fadd reassoc ninf nsz afn float %7750, 0.000000e+00
  store float %7751, ptr %7749, align 4
  %7752 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7753 = load float, ptr %7752, align 4
  %7754 = fadd reassoc ninf nsz afn float %7753, 0.000000e+00
  store float %7754, ptr %7752, align 4
  %7755 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7756 = load float, ptr %7755, align 4
  %7757 = fadd reassoc ninf nsz afn float %7756, 0.000000e+00
  store float %7757, ptr %7755, align 4
  %7758 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7759 = load float, ptr %7758, align 4
  %7760 = fadd reassoc ninf nsz afn float %7759, 0.000000e+00
  store float %7760, ptr %7758, align 4
  %7761 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7762 = load float, ptr %7761, align 4
  %7763 = fadd reassoc ninf nsz afn float %7762, 0.000000e+00
  store float %7763, ptr %7761, align 4
  %7764 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7765 = load float, ptr %7764, align 4
  %7766 = fadd reassoc ninf nsz afn float %7765, 0.000000e+00
  store float %7766, ptr %7764, align 4
  %7767 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7768 = load float, ptr %7767, align 4
  %7769 = fadd reassoc ninf nsz afn float %7768, 0.000000e+00
  store float %7769, ptr %7767, align 4
  %7770 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7771 = load float, ptr %7770, align 4
  %7772 = fadd reassoc ninf nsz afn float %7771, 0.000000e+00
  store float %7772, ptr %7770, align 4
  %7773 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7774 = load float, ptr %7773, align 4
  %7775 = fadd reassoc ninf nsz afn float %7774, 0.000000e+00
  store float %7775, ptr %7773, align 4
  %7776 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7777 = load float, ptr %7776, align 4
  %7778 = fadd reassoc ninf nsz afn float %7777, 0.000000e+00
  store float %7778, ptr %7776, align 4
  %7779 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7780 = load float, ptr %7779, align 4
  %7781 = fadd reassoc ninf nsz afn float %7780, 0.000000e+00
  store float %7781, ptr %7779, align 4
  %7782 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7783 = load float, ptr %7782, align 4
  %7784 = fadd reassoc ninf nsz afn float %7783, 0.000000e+00
  store float %7784, ptr %7782, align 4
  %7785 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7786 = load float, ptr %7785, align 4
  %7787 = fadd reassoc ninf nsz afn float %7786, 0.000000e+00
  store float %7787, ptr %7785, align 4
  %7788 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7789 = load float, ptr %7788, align 4
  %7790 = fadd reassoc ninf nsz afn float %7789, 0.000000e+00
  store float %7790, ptr %7788, align 4
  %7791 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7792 = load float, ptr %7791, align 4
  %7793 = fadd reassoc ninf nsz afn float %7792, 0.000000e+00
  store float %7793, ptr %7791, align 4
  %7794 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7795 = load float, ptr %7794, align 4
  %7796 = fadd reassoc ninf nsz afn float %7795, 0.000000e+00
  store float %7796, ptr %7794, align 4
  %7797 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7798 = load float, ptr %7797, align 4
  %7799 = fadd reassoc ninf nsz afn float %7798, 0.000000e+00
  store float %7799, ptr %7797, align 4
  %7800 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7801 = load float, ptr %7800, align 4
  %7802 = fadd reassoc ninf nsz afn float %7801, 0.000000e+00
  store float %7802, ptr %7800, align 4
  %7803 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7804 = load float, ptr %7803, align 4
  %7805 = fadd reassoc ninf nsz afn float %7804, 0.000000e+00
  store float %7805, ptr %7803, align 4
  %7806 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7807 = load float, ptr %7806, align 4
  %7808 = fadd reassoc ninf nsz afn float %7807, 0.000000e+00
  store float %7808, ptr %7806, align 4
  %7809 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7810 = load float, ptr %7809, align 4
  %7811 = fadd reassoc ninf nsz afn float %7810, 0.000000e+00
  store float %7811, ptr %7809, align 4
  %7812 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7813 = load float, ptr %7812, align 4
  %7814 = fadd reassoc ninf nsz afn float %7813, 0.000000e+00
  store float %7814, ptr %7812, align 4
  %7815 = fmul reassoc ninf nsz afn float %7450, 0x3FD3333340000000
  %7816 = call ptr @stack_top_adjoint(ptr %238, i64 4)
  %7817 = load float, ptr %7816, align 4
  %7818 = fadd reassoc ninf nsz afn float %7817, %7815
  store float %7818, ptr %7816, align 4
  %7819 = call ptr @stack_top_adjoint(ptr %238, i64 4)
  %7820 = load float, ptr %7819, align 4
  call void @stack_pop(ptr %238)
  %7821 = call reassoc ninf nsz afn float @cos_f32(float %6856)
  %7822 = fmul reassoc ninf nsz afn float %7820, %7821
  %7823 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %7824 = load float, ptr %7823, align 4
  %7825 = fadd reassoc ninf nsz afn float %7824, 0.000000e+00
  store float %7825, ptr %7823, align 4
  %7826 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %7827 = load float, ptr %7826, align 4
  %7828 = fadd reassoc ninf nsz afn float %7827, 0.000000e+00
  store float %7828, ptr %7826, align 4
  %7829 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %7830 = load float, ptr %7829, align 4
  %7831 = fadd reassoc ninf nsz afn float %7830, 0.000000e+00
  store float %7831, ptr %7829, align 4
  %7832 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %7833 = load float, ptr %7832, align 4
  %7834 = fadd reassoc ninf nsz afn float %7833, 0.000000e+00
  store float %7834, ptr %7832, align 4
  %7835 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %7836 = load float, ptr %7835, align 4
  %7837 = fadd reassoc ninf nsz afn float %7836, 0.000000e+00
  store float %7837, ptr %7835, align 4
  %7838 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %7839 = load float, ptr %7838, align 4
  %7840 = fadd reassoc ninf nsz afn float %7839, 0.000000e+00
  store float %7840, ptr %7838, align 4
  %7841 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %7842 = load float, ptr %7841, align 4
  %7843 = fadd reassoc ninf nsz afn float %7842, %7822
  store float %7843, ptr %7841, align 4
  %7844 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %7845 = load float, ptr %7844, align 4
  %7846 = fadd reassoc ninf nsz afn float %7845, 0.000000e+00
  store float %7846, ptr %7844, align 4
  %7847 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %7848 = load float, ptr %7847, align 4
  %7849 = fadd reassoc ninf nsz afn float %7848, 0.000000e+00
  store float %7849, ptr %7847, align 4
  %7850 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %7851 = load float, ptr %7850, align 4
  %7852 = fadd reassoc ninf nsz afn float %7851, 0.000000e+00
  store float %7852, ptr %7850, align 4
  %7853 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %7854 = load float, ptr %7853, align 4
  %7855 = fadd reassoc ninf nsz afn float %7854, 0.000000e+00
  store float %7855, ptr %7853, align 4
  %7856 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %7857 = load float, ptr %7856, align 4
  %7858 = fadd reassoc ninf nsz afn float %7857, 0.000000e+00
  store float %7858, ptr %7856, align 4
  %7859 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %7860 = load float, ptr %7859, align 4
  %7861 = fadd reassoc ninf nsz afn float %7860, 0.000000e+00
  store float %7861, ptr %7859, align 4
  %7862 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %7863 = load float, ptr %7862, align 4
  %7864 = fadd reassoc ninf nsz afn float %7863, 0.000000e+00
  store float %7864, ptr %7862, align 4
  %7865 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %7866 = load float, ptr %7865, align 4
  %7867 = fadd reassoc ninf nsz afn float %7866, 0.000000e+00
  store float %7867, ptr %7865, align 4
  %7868 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %7869 = load float, ptr %7868, align 4
  %7870 = fadd reassoc ninf nsz afn float %7869, 0.000000e+00
  store float %7870, ptr %7868, align 4
  %7871 = fmul reassoc ninf nsz afn float %7450, 0x3FE99999A0000000
  %7872 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %7873 = load float, ptr %7872, align 4
  %7874 = fadd reassoc ninf nsz afn float %7873, 0.000000e+00
  store float %7874, ptr %7872, align 4
  %7875 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %7876 = load float, ptr %7875, align 4
  %7877 = fadd reassoc ninf nsz afn float %7876, 0.000000e+00
  store float %7877, ptr %7875, align 4
  %7878 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %7879 = load float, ptr %7878, align 4
  %7880 = fadd reassoc ninf nsz afn float %7879, 0.000000e+00
  store float %7880, ptr %7878, align 4
  %7881 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %7882 = load float, ptr %7881, align 4
  %7883 = fadd reassoc ninf nsz afn float %7882, 0.000000e+00
  store float %7883, ptr %7881, align 4
  %7884 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %7885 = load float, ptr %7884, align 4
  %7886 = fadd reassoc ninf nsz afn float %7885, 0.000000e+00
  store float %7886, ptr %7884, align 4
  %7887 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %7888 = load float, ptr %7887, align 4
  %7889 = fadd reassoc ninf nsz afn float %7888, %7871
  store float %7889, ptr %7887, align 4
  %7890 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %7891 = load float, ptr %7890, align 4
  %7892 = fadd reassoc ninf nsz afn float %7891, 0.000000e+00
  store float %7892, ptr %7890, align 4
  %7893 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %7894 = load float, ptr %7893, align 4
  %7895 = fadd reassoc ninf nsz afn float %7894, 0.000000e+00
  store float %7895, ptr %7893, align 4
  %7896 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %7897 = load float, ptr %7896, align 4
  %7898 = fadd reassoc ninf nsz afn float %7897, 0.000000e+00
  store float %7898, ptr %7896, align 4
  %7899 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %7900 = load float, ptr %7899, align 4
  %7901 = fadd reassoc ninf nsz afn float %7900, 0.000000e+00
  store float %7901, ptr %7899, align 4
  %7902 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %7903 = load float, ptr %7902, align 4
  %7904 = fadd reassoc ninf nsz afn float %7903, 0.000000e+00
  store float %7904, ptr %7902, align 4
  %7905 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %7906 = load float, ptr %7905, align 4
  %7907 = fadd reassoc ninf nsz afn float %7906, 0.000000e+00
  store float %7907, ptr %7905, align 4
  %7908 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %7909 = load float, ptr %7908, align 4
  %7910 = fadd reassoc ninf nsz afn float %7909, 0.000000e+00
  store float %7910, ptr %7908, align 4
  %7911 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %7912 = load float, ptr %7911, align 4
  %7913 = fadd reassoc ninf nsz afn float %7912, 0.000000e+00
  store float %7913, ptr %7911, align 4
  %7914 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %7915 = load float, ptr %7914, align 4
  %7916 = fadd reassoc ninf nsz afn float %7915, 0.000000e+00
  store float %7916, ptr %7914, align 4
  %7917 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %7918 = load float, ptr %7917, align 4
  %7919 = fadd reassoc ninf nsz afn float %7918, 0.000000e+00
  store float %7919, ptr %7917, align 4
  %7920 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7921 = load float, ptr %7920, align 4
  %7922 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7923 = load float, ptr %7922, align 4
  %7924 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7925 = load float, ptr %7924, align 4
  %7926 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7927 = load float, ptr %7926, align 4
  %7928 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7929 = load float, ptr %7928, align 4
  %7930 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7931 = load float, ptr %7930, align 4
  %7932 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7933 = load float, ptr %7932, align 4
  %7934 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7935 = load float, ptr %7934, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %7936 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7937 = load float, ptr %7936, align 4
  %7938 = fadd reassoc ninf nsz afn float %7937, 0.000000e+00
  store float %7938, ptr %7936, align 4
  %7939 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7940 = load float, ptr %7939, align 4
  %7941 = fadd reassoc ninf nsz afn float %7940, 0.000000e+00
  store float %7941, ptr %7939, align 4
  %7942 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7943 = load float, ptr %7942, align 4
  %7944 = fadd reassoc ninf nsz afn float %7943, 0.000000e+00
  store float %7944, ptr %7942, align 4
  %7945 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7946 = load float, ptr %7945, align 4
  %7947 = fadd reassoc ninf nsz afn float %7946, 0.000000e+00
  store float %7947, ptr %7945, align 4
  %7948 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7949 = load float, ptr %7948, align 4
  %7950 = fadd reassoc ninf nsz afn float %7949, 0.000000e+00
  store float %7950, ptr %7948, align 4
  %7951 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7952 = load float, ptr %7951, align 4
  %7953 = fadd reassoc ninf nsz afn float %7952, 0.000000e+00
  store float %7953, ptr %7951, align 4
  %7954 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7955 = load float, ptr %7954, align 4
  %7956 = fadd reassoc ninf nsz afn float %7955, 0.000000e+00
  store float %7956, ptr %7954, align 4
  %7957 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7958 = load float, ptr %7957, align 4
  %7959 = fadd reassoc ninf nsz afn float %7958, %7935
  store float %7959, ptr %7957, align 4
  %7960 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7961 = load float, ptr %7960, align 4
  %7962 = fadd reassoc ninf nsz afn float %7961, 0.000000e+00
  store float %7962, ptr %7960, align 4
  %7963 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7964 = load float, ptr %7963, align 4
  %7965 = fadd reassoc ninf nsz afn float %7964, 0.000000e+00
  store float %7965, ptr %7963, align 4
  %7966 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7967 = load float, ptr %7966, align 4
  %7968 = fadd reassoc ninf nsz afn float %7967, 0.000000e+00
  store float %7968, ptr %7966, align 4
  %7969 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7970 = load float, ptr %7969, align 4
  %7971 = fadd reassoc ninf nsz afn float %7970, 0.000000e+00
  store float %7971, ptr %7969, align 4
  %7972 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7973 = load float, ptr %7972, align 4
  %7974 = fadd reassoc ninf nsz afn float %7973, 0.000000e+00
  store float %7974, ptr %7972, align 4
  %7975 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %7976 = load float, ptr %7975, align 4
  %7977 = fadd reassoc ninf nsz afn float %7976, 0.000000e+00
  store float %7977, ptr %7975, align 4
  %7978 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %7979 = load float, ptr %7978, align 4
  %7980 = fadd reassoc ninf nsz afn float %7979, 0.000000e+00
  store float %7980, ptr %7978, align 4
  %7981 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %7982 = load float, ptr %7981, align 4
  %7983 = fadd reassoc ninf nsz afn float %7982, 0.000000e+00
  store float %7983, ptr %7981, align 4
  %7984 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %7985 = load float, ptr %7984, align 4
  %7986 = fadd reassoc ninf nsz afn float %7985, 0.000000e+00
  store float %7986, ptr %7984, align 4
  %7987 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %7988 = load float, ptr %7987, align 4
  %7989 = fadd reassoc ninf nsz afn float %7988, 0.000000e+00
  store float %7989, ptr %7987, align 4
  %7990 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %7991 = load float, ptr %7990, align 4
  %7992 = fadd reassoc ninf nsz afn float %7991, 0.000000e+00
  store float %7992, ptr %7990, align 4
  %7993 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %7994 = load float, ptr %7993, align 4
  %7995 = fadd reassoc ninf nsz afn float %7994, 0.000000e+00
  store float %7995, ptr %7993, align 4
  %7996 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %7997 = load float, ptr %7996, align 4
  %7998 = fadd reassoc ninf nsz afn float %7997, 0.000000e+00
  store float %7998, ptr %7996, align 4
  %7999 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8000 = load float, ptr %7999, align 4
  %8001 = fadd reassoc ninf nsz afn float %8000, 0.000000e+00
  store float %8001, ptr %7999, align 4
  %8002 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8003 = load float, ptr %8002, align 4
  %8004 = fadd reassoc ninf nsz afn float %8003, %7933
  store float %8004, ptr %8002, align 4
  %8005 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8006 = load float, ptr %8005, align 4
  %8007 = fadd reassoc ninf nsz afn float %8006, 0.000000e+00
  store float %8007, ptr %8005, align 4
  %8008 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8009 = load float, ptr %8008, align 4
  %8010 = fadd reassoc ninf nsz afn float %8009, 0.000000e+00
  store float %8010, ptr %8008, align 4
  %8011 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8012 = load float, ptr %8011, align 4
  %8013 = fadd reassoc ninf nsz afn float %8012, 0.000000e+00
  store float %8013, ptr %8011, align 4
  %8014 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8015 = load float, ptr %8014, align 4
  %8016 = fadd reassoc ninf nsz afn float %8015, 0.000000e+00
  store float %8016, ptr %8014, align 4
  %8017 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8018 = load float, ptr %8017, align 4
  %8019 = fadd reassoc ninf nsz afn float %8018, 0.000000e+00
  store float %8019, ptr %8017, align 4
  %8020 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8021 = load float, ptr %8020, align 4
  %8022 = fadd reassoc ninf nsz afn float %8021, 0.000000e+00
  store float %8022, ptr %8020, align 4
  %8023 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8024 = load float, ptr %8023, align 4
  %8025 = fadd reassoc ninf nsz afn float %8024, 0.000000e+00
  store float %8025, ptr %8023, align 4
  %8026 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8027 = load float, ptr %8026, align 4
  %8028 = fadd reassoc ninf nsz afn float %8027, 0.000000e+00
  store float %8028, ptr %8026, align 4
  %8029 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8030 = load float, ptr %8029, align 4
  %8031 = fadd reassoc ninf nsz afn float %8030, 0.000000e+00
  store float %8031, ptr %8029, align 4
  %8032 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8033 = load float, ptr %8032, align 4
  %8034 = fadd reassoc ninf nsz afn float %8033, 0.000000e+00
  store float %8034, ptr %8032, align 4
  %8035 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8036 = load float, ptr %8035, align 4
  %8037 = fadd reassoc ninf nsz afn float %8036, 0.000000e+00
  store float %8037, ptr %8035, align 4
  %8038 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8039 = load float, ptr %8038, align 4
  %8040 = fadd reassoc ninf nsz afn float %8039, 0.000000e+00
  store float %8040, ptr %8038, align 4
  %8041 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8042 = load float, ptr %8041, align 4
  %8043 = fadd reassoc ninf nsz afn float %8042, 0.000000e+00
  store float %8043, ptr %8041, align 4
  %8044 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8045 = load float, ptr %8044, align 4
  %8046 = fadd reassoc ninf nsz afn float %8045, 0.000000e+00
  store float %8046, ptr %8044, align 4
  %8047 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8048 = load float, ptr %8047, align 4
  %8049 = fadd reassoc ninf nsz afn float %8048, %7931
  store float %8049, ptr %8047, align 4
  %8050 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8051 = load float, ptr %8050, align 4
  %8052 = fadd reassoc ninf nsz afn float %8051, 0.000000e+00
  store float %8052, ptr %8050, align 4
  %8053 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8054 = load float, ptr %8053, align 4
  %8055 = fadd reassoc ninf nsz afn float %8054, 0.000000e+00
  store float %8055, ptr %8053, align 4
  %8056 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8057 = load float, ptr %8056, align 4
  %8058 = fadd reassoc ninf nsz afn float %8057, 0.000000e+00
  store float %8058, ptr %8056, align 4
  %8059 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8060 = load float, ptr %8059, align 4
  %8061 = fadd reassoc ninf nsz afn float %8060, 0.000000e+00
  store float %8061, ptr %8059, align 4
  %8062 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8063 = load float, ptr %8062, align 4
  %8064 = fadd reassoc ninf nsz afn float %8063, 0.000000e+00
  store float %8064, ptr %8062, align 4
  %8065 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8066 = load float, ptr %8065, align 4
  %8067 = fadd reassoc ninf nsz afn float %8066, 0.000000e+00
  store float %8067, ptr %8065, align 4
  %8068 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8069 = load float, ptr %8068, align 4
  %8070 = fadd reassoc ninf nsz afn float %8069, 0.000000e+00
  store float %8070, ptr %8068, align 4
  %8071 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8072 = load float, ptr %8071, align 4
  %8073 = fadd reassoc ninf nsz afn float %8072, 0.000000e+00
  store float %8073, ptr %8071, align 4
  %8074 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8075 = load float, ptr %8074, align 4
  %8076 = fadd reassoc ninf nsz afn float %8075, 0.000000e+00
  store float %8076, ptr %8074, align 4
  %8077 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8078 = load float, ptr %8077, align 4
  %8079 = fadd reassoc ninf nsz afn float %8078, 0.000000e+00
  store float %8079, ptr %8077, align 4
  %8080 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8081 = load float, ptr %8080, align 4
  %8082 = fadd reassoc ninf nsz afn float %8081, 0.000000e+00
  store float %8082, ptr %8080, align 4
  %8083 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8084 = load float, ptr %8083, align 4
  %8085 = fadd reassoc ninf nsz afn float %8084, 0.000000e+00
  store float %8085, ptr %8083, align 4
  %8086 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8087 = load float, ptr %8086, align 4
  %8088 = fadd reassoc ninf nsz afn float %8087, 0.000000e+00
  store float %8088, ptr %8086, align 4
  %8089 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8090 = load float, ptr %8089, align 4
  %8091 = fadd reassoc ninf nsz afn float %8090, %7927
  store float %8091, ptr %8089, align 4
  %8092 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8093 = load float, ptr %8092, align 4
  %8094 = fadd reassoc ninf nsz afn float %8093, 0.000000e+00
  store float %8094, ptr %8092, align 4
  %8095 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8096 = load float, ptr %8095, align 4
  %8097 = fadd reassoc ninf nsz afn float %8096, 0.000000e+00
  store float %8097, ptr %8095, align 4
  %8098 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8099 = load float, ptr %8098, align 4
  %8100 = fadd reassoc ninf nsz afn float %8099, 0.000000e+00
  store float %8100, ptr %8098, align 4
  %8101 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8102 = load float, ptr %8101, align 4
  %8103 = fadd reassoc ninf nsz afn float %8102, 0.000000e+00
  store float %8103, ptr %8101, align 4
  %8104 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8105 = load float, ptr %8104, align 4
  %8106 = fadd reassoc ninf nsz afn float %8105, 0.000000e+00
  store float %8106, ptr %8104, align 4
  %8107 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8108 = load float, ptr %8107, align 4
  %8109 = fadd reassoc ninf nsz afn float %8108, 0.000000e+00
  store float %8109, ptr %8107, align 4
  %8110 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8111 = load float, ptr %8110, align 4
  %8112 = fadd reassoc ninf nsz afn float %8111, 0.000000e+00
  store float %8112, ptr %8110, align 4
  %8113 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8114 = load float, ptr %8113, align 4
  %8115 = fadd reassoc ninf nsz afn float %8114, 0.000000e+00
  store float %8115, ptr %8113, align 4
  %8116 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8117 = load float, ptr %8116, align 4
  %8118 = fadd reassoc ninf nsz afn float %8117, 0.000000e+00
  store float %8118, ptr %8116, align 4
  %8119 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8120 = load float, ptr %8119, align 4
  %8121 = fadd reassoc ninf nsz afn float %8120, 0.000000e+00
  store float %8121, ptr %8119, align 4
  %8122 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8123 = load float, ptr %8122, align 4
  %8124 = fadd reassoc ninf nsz afn float %8123, 0.000000e+00
  store float %8124, ptr %8122, align 4
  %8125 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8126 = load float, ptr %8125, align 4
  %8127 = fadd reassoc ninf nsz afn float %8126, 0.000000e+00
  store float %8127, ptr %8125, align 4
  %8128 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8129 = load float, ptr %8128, align 4
  %8130 = fadd reassoc ninf nsz afn float %8129, 0.000000e+00
  store float %8130, ptr %8128, align 4
  %8131 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8132 = load float, ptr %8131, align 4
  %8133 = fadd reassoc ninf nsz afn float %8132, 0.000000e+00
  store float %8133, ptr %8131, align 4
  %8134 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8135 = load float, ptr %8134, align 4
  %8136 = fadd reassoc ninf nsz afn float %8135, %7925
  store float %8136, ptr %8134, align 4
  %8137 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8138 = load float, ptr %8137, align 4
  %8139 = fadd reassoc ninf nsz afn float %8138, 0.000000e+00
  store float %8139, ptr %8137, align 4
  %8140 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8141 = load float, ptr %8140, align 4
  %8142 = fadd reassoc ninf nsz afn float %8141, 0.000000e+00
  store float %8142, ptr %8140, align 4
  %8143 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8144 = load float, ptr %8143, align 4
  %8145 = fadd reassoc ninf nsz afn float %8144, 0.000000e+00
  store float %8145, ptr %8143, align 4
  %8146 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8147 = load float, ptr %8146, align 4
  %8148 = fadd reassoc ninf nsz afn float %8147, 0.000000e+00
  store float %8148, ptr %8146, align 4
  %8149 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8150 = load float, ptr %8149, align 4
  %8151 = fadd reassoc ninf nsz afn float %8150, 0.000000e+00
  store float %8151, ptr %8149, align 4
  %8152 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8153 = load float, ptr %8152, align 4
  %8154 = fadd reassoc ninf nsz afn float %8153, 0.000000e+00
  store float %8154, ptr %8152, align 4
  %8155 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8156 = load float, ptr %8155, align 4
  %8157 = fadd reassoc ninf nsz afn float %8156, 0.000000e+00
  store float %8157, ptr %8155, align 4
  %8158 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8159 = load float, ptr %8158, align 4
  %8160 = fadd reassoc ninf nsz afn float %8159, 0.000000e+00
  store float %8160, ptr %8158, align 4
  %8161 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8162 = load float, ptr %8161, align 4
  %8163 = fadd reassoc ninf nsz afn float %8162, 0.000000e+00
  store float %8163, ptr %8161, align 4
  %8164 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8165 = load float, ptr %8164, align 4
  %8166 = fadd reassoc ninf nsz afn float %8165, 0.000000e+00
  store float %8166, ptr %8164, align 4
  %8167 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8168 = load float, ptr %8167, align 4
  %8169 = fadd reassoc ninf nsz afn float %8168, 0.000000e+00
  store float %8169, ptr %8167, align 4
  %8170 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8171 = load float, ptr %8170, align 4
  %8172 = fadd reassoc ninf nsz afn float %8171, 0.000000e+00
  store float %8172, ptr %8170, align 4
  %8173 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8174 = load float, ptr %8173, align 4
  %8175 = fadd reassoc ninf nsz afn float %8174, 0.000000e+00
  store float %8175, ptr %8173, align 4
  %8176 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8177 = load float, ptr %8176, align 4
  %8178 = fadd reassoc ninf nsz afn float %8177, 0.000000e+00
  store float %8178, ptr %8176, align 4
  %8179 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8180 = load float, ptr %8179, align 4
  %8181 = fadd reassoc ninf nsz afn float %8180, %7923
  store float %8181, ptr %8179, align 4
  %8182 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8183 = load float, ptr %8182, align 4
  %8184 = fadd reassoc ninf nsz afn float %8183, 0.000000e+00
  store float %8184, ptr %8182, align 4
  %8185 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8186 = load float, ptr %8185, align 4
  %8187 = fadd reassoc ninf nsz afn float %8186, 0.000000e+00
  store float %8187, ptr %8185, align 4
  %8188 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8189 = load float, ptr %8188, align 4
  %8190 = fadd reassoc ninf nsz afn float %8189, 0.000000e+00
  store float %8190, ptr %8188, align 4
  %8191 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8192 = load float, ptr %8191, align 4
  %8193 = fadd reassoc ninf nsz afn float %8192, 0.000000e+00
  store float %8193, ptr %8191, align 4
  %8194 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8195 = load float, ptr %8194, align 4
  %8196 = fadd reassoc ninf nsz afn float %8195, 0.000000e+00
  store float %8196, ptr %8194, align 4
  %8197 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8198 = load float, ptr %8197, align 4
  %8199 = fadd reassoc ninf nsz afn float %8198, 0.000000e+00
  store float %8199, ptr %8197, align 4
  %8200 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8201 = load float, ptr %8200, align 4
  %8202 = fadd reassoc ninf nsz afn float %8201, 0.000000e+00
  store float %8202, ptr %8200, align 4
  %8203 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8204 = load float, ptr %8203, align 4
  %8205 = fadd reassoc ninf nsz afn float %8204, 0.000000e+00
  store float %8205, ptr %8203, align 4
  %8206 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8207 = load float, ptr %8206, align 4
  %8208 = fadd reassoc ninf nsz afn float %8207, 0.000000e+00
  store float %8208, ptr %8206, align 4
  %8209 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8210 = load float, ptr %8209, align 4
  %8211 = fadd reassoc ninf nsz afn float %8210, 0.000000e+00
  store float %8211, ptr %8209, align 4
  %8212 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8213 = load float, ptr %8212, align 4
  %8214 = fadd reassoc ninf nsz afn float %8213, 0.000000e+00
  store float %8214, ptr %8212, align 4
  %8215 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8216 = load float, ptr %8215, align 4
  %8217 = fadd reassoc ninf nsz afn float %8216, 0.000000e+00
  store float %8217, ptr %8215, align 4
  %8218 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8219 = load float, ptr %8218, align 4
  %8220 = fadd reassoc ninf nsz afn float %8219, 0.000000e+00
  store float %8220, ptr %8218, align 4
  %8221 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8222 = load float, ptr %8221, align 4
  %8223 = fadd reassoc ninf nsz afn float %8222, 0.000000e+00
  store float %8223, ptr %8221, align 4
  %8224 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8225 = load float, ptr %8224, align 4
  %8226 = fadd reassoc ninf nsz afn float %8225, %7921
  store float %8226, ptr %8224, align 4
  %8227 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8228 = load float, ptr %8227, align 4
  %8229 = fadd reassoc ninf nsz afn float %8228, 0.000000e+00
  store float %8229, ptr %8227, align 4
  %8230 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8231 = load float, ptr %8230, align 4
  %8232 = fadd reassoc ninf nsz afn float %8231, 0.000000e+00
  store float %8232, ptr %8230, align 4
  %8233 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8234 = load float, ptr %8233, align 4
  %8235 = fadd reassoc ninf nsz afn float %8234, 0.000000e+00
  store float %8235, ptr %8233, align 4
  %8236 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8237 = load float, ptr %8236, align 4
  %8238 = fadd reassoc ninf nsz afn float %8237, 0.000000e+00
  store float %8238, ptr %8236, align 4
  %8239 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8240 = load float, ptr %8239, align 4
  %8241 = fadd reassoc ninf nsz afn float %8240, 0.000000e+00
  store float %8241, ptr %8239, align 4
  %8242 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8243 = load float, ptr %8242, align 4
  %8244 = fadd reassoc ninf nsz afn float %8243, 0.000000e+00
  store float %8244, ptr %8242, align 4
  %8245 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8246 = load float, ptr %8245, align 4
  %8247 = fadd reassoc ninf nsz afn float %8246, 0.000000e+00
  store float %8247, ptr %8245, align 4
  %8248 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8249 = load float, ptr %8248, align 4
  %8250 = fadd reassoc ninf nsz afn float %8249, 0.000000e+00
  store float %8250, ptr %8248, align 4
  %8251 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8252 = load float, ptr %8251, align 4
  %8253 = fadd reassoc ninf nsz afn float %8252, 0.000000e+00
  store float %8253, ptr %8251, align 4
  %8254 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8255 = load float, ptr %8254, align 4
  %8256 = fadd reassoc ninf nsz afn float %8255, 0.000000e+00
  store float %8256, ptr %8254, align 4
  %8257 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8258 = load float, ptr %8257, align 4
  %8259 = fadd reassoc ninf nsz afn float %8258, 0.000000e+00
  store float %8259, ptr %8257, align 4
  %8260 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8261 = load float, ptr %8260, align 4
  %8262 = fadd reassoc ninf nsz afn float %8261, 0.000000e+00
  store float %8262, ptr %8260, align 4
  %8263 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8264 = load float, ptr %8263, align 4
  %8265 = fadd reassoc ninf nsz afn float %8264, 0.000000e+00
  store float %8265, ptr %8263, align 4
  %8266 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8267 = load float, ptr %8266, align 4
  %8268 = fadd reassoc ninf nsz afn float %8267, 0.000000e+00
  store float %8268, ptr %8266, align 4
  %8269 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8270 = load float, ptr %8269, align 4
  %8271 = fadd reassoc ninf nsz afn float %8270, 0.000000e+00
  store float %8271, ptr %8269, align 4
  %8272 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8273 = load float, ptr %8272, align 4
  %8274 = fadd reassoc ninf nsz afn float %8273, 0.000000e+00
  store float %8274, ptr %8272, align 4
  %8275 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8276 = load float, ptr %8275, align 4
  %8277 = fadd reassoc ninf nsz afn float %8276, 0.000000e+00
  store float %8277, ptr %8275, align 4
  %8278 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8279 = load float, ptr %8278, align 4
  %8280 = fadd reassoc ninf nsz afn float %8279, 0.000000e+00
  store float %8280, ptr %8278, align 4
  %8281 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8282 = load float, ptr %8281, align 4
  %8283 = fadd reassoc ninf nsz afn float %8282, 0.000000e+00
  store float %8283, ptr %8281, align 4
  %8284 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8285 = load float, ptr %8284, align 4
  %8286 = fadd reassoc ninf nsz afn float %8285, 0.000000e+00
  store float %8286, ptr %8284, align 4
  %8287 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8288 = load float, ptr %8287, align 4
  %8289 = fadd reassoc ninf nsz afn float %8288, 0.000000e+00
  store float %8289, ptr %8287, align 4
  %8290 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8291 = load float, ptr %8290, align 4
  %8292 = fadd reassoc ninf nsz afn float %8291, 0.000000e+00
  store float %8292, ptr %8290, align 4
  %8293 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8294 = load float, ptr %8293, align 4
  %8295 = fadd reassoc ninf nsz afn float %8294, 0.000000e+00
  store float %8295, ptr %8293, align 4
  %8296 = fmul reassoc ninf nsz afn float %7929, 0x3FD3333340000000
  %8297 = call ptr @stack_top_adjoint(ptr %247, i64 4)
  %8298 = load float, ptr %8297, align 4
  %8299 = fadd reassoc ninf nsz afn float %8298, %8296
  store float %8299, ptr %8297, align 4
  %8300 = call ptr @stack_top_adjoint(ptr %247, i64 4)
  %8301 = load float, ptr %8300, align 4
  call void @stack_pop(ptr %247)
  %8302 = call reassoc ninf nsz afn float @cos_f32(float %6854)
  %8303 = fmul reassoc ninf nsz afn float %8301, %8302
  %8304 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %8305 = load float, ptr %8304, align 4
  %8306 = fadd reassoc ninf nsz afn float %8305, 0.000000e+00
  store float %8306, ptr %8304, align 4
  %8307 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %8308 = load float, ptr %8307, align 4
  %8309 = fadd reassoc ninf nsz afn float %8308, 0.000000e+00
  store float %8309, ptr %8307, align 4
  %8310 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %8311 = load float, ptr %8310, align 4
  %8312 = fadd reassoc ninf nsz afn float %8311, 0.000000e+00
  store float %8312, ptr %8310, align 4
  %8313 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %8314 = load float, ptr %8313, align 4
  %8315 = fadd reassoc ninf nsz afn float %8314, 0.000000e+00
  store float %8315, ptr %8313, align 4
  %8316 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %8317 = load float, ptr %8316, align 4
  %8318 = fadd reassoc ninf nsz afn float %8317, 0.000000e+00
  store float %8318, ptr %8316, align 4
  %8319 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %8320 = load float, ptr %8319, align 4
  %8321 = fadd reassoc ninf nsz afn float %8320, %8303
  store float %8321, ptr %8319, align 4
  %8322 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %8323 = load float, ptr %8322, align 4
  %8324 = fadd reassoc ninf nsz afn float %8323, 0.000000e+00
  store float %8324, ptr %8322, align 4
  %8325 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %8326 = load float, ptr %8325, align 4
  %8327 = fadd reassoc ninf nsz afn float %8326, 0.000000e+00
  store float %8327, ptr %8325, align 4
  %8328 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %8329 = load float, ptr %8328, align 4
  %8330 = fadd reassoc ninf nsz afn float %8329, 0.000000e+00
  store float %8330, ptr %8328, align 4
  %8331 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %8332 = load float, ptr %8331, align 4
  %8333 = fadd reassoc ninf nsz afn float %8332, 0.000000e+00
  store float %8333, ptr %8331, align 4
  %8334 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %8335 = load float, ptr %8334, align 4
  %8336 = fadd reassoc ninf nsz afn float %8335, 0.000000e+00
  store float %8336, ptr %8334, align 4
  %8337 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %8338 = load float, ptr %8337, align 4
  %8339 = fadd reassoc ninf nsz afn float %8338, 0.000000e+00
  store float %8339, ptr %8337, align 4
  %8340 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %8341 = load float, ptr %8340, align 4
  %8342 = fadd reassoc ninf nsz afn float %8341, 0.000000e+00
  store float %8342, ptr %8340, align 4
  %8343 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %8344 = load float, ptr %8343, align 4
  %8345 = fadd reassoc ninf nsz afn float %8344, 0.000000e+00
  store float %8345, ptr %8343, align 4
  %8346 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %8347 = load float, ptr %8346, align 4
  %8348 = fadd reassoc ninf nsz afn float %8347, 0.000000e+00
  store float %8348, ptr %8346, align 4
  %8349 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %8350 = load float, ptr %8349, align 4
  %8351 = fadd reassoc ninf nsz afn float %8350, 0.000000e+00
  store float %8351, ptr %8349, align 4
  %8352 = fmul reassoc ninf nsz afn float %7929, 0x3FE99999A0000000
  %8353 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %8354 = load float, ptr %8353, align 4
  %8355 = fadd reassoc ninf nsz afn float %8354, 0.000000e+00
  store float %8355, ptr %8353, align 4
  %8356 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %8357 = load float, ptr %8356, align 4
  %8358 = fadd reassoc ninf nsz afn float %8357, 0.000000e+00
  store float %8358, ptr %8356, align 4
  %8359 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %8360 = load float, ptr %8359, align 4
  %8361 = fadd reassoc ninf nsz afn float %8360, 0.000000e+00
  store float %8361, ptr %8359, align 4
  %8362 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %8363 = load float, ptr %8362, align 4
  %8364 = fadd reassoc ninf nsz afn float %8363, 0.000000e+00
  store float %8364, ptr %8362, align 4
  %8365 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %8366 = load float, ptr %8365, align 4
  %8367 = fadd reassoc ninf nsz afn float %8366, %8352
  store float %8367, ptr %8365, align 4
  %8368 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %8369 = load float, ptr %8368, align 4
  %8370 = fadd reassoc ninf nsz afn float %8369, 0.000000e+00
  store float %8370, ptr %8368, align 4
  %8371 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %8372 = load float, ptr %8371, align 4
  %8373 = fadd reassoc ninf nsz afn float %8372, 0.000000e+00
  store float %8373, ptr %8371, align 4
  %8374 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %8375 = load float, ptr %8374, align 4
  %8376 = fadd reassoc ninf nsz afn float %8375, 0.000000e+00
  store float %8376, ptr %8374, align 4
  %8377 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %8378 = load float, ptr %8377, align 4
  %8379 = fadd reassoc ninf nsz afn float %8378, 0.000000e+00
  store float %8379, ptr %8377, align 4
  %8380 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %8381 = load float, ptr %8380, align 4
  %8382 = fadd reassoc ninf nsz afn float %8381, 0.000000e+00
  store float %8382, ptr %8380, align 4
  %8383 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %8384 = load float, ptr %8383, align 4
  %8385 = fadd reassoc ninf nsz afn float %8384, 0.000000e+00
  store float %8385, ptr %8383, align 4
  %8386 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %8387 = load float, ptr %8386, align 4
  %8388 = fadd reassoc ninf nsz afn float %8387, 0.000000e+00
  store float %8388, ptr %8386, align 4
  %8389 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %8390 = load float, ptr %8389, align 4
  %8391 = fadd reassoc ninf nsz afn float %8390, 0.000000e+00
  store float %8391, ptr %8389, align 4
  %8392 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %8393 = load float, ptr %8392, align 4
  %8394 = fadd reassoc ninf nsz afn float %8393, 0.000000e+00
  store float %8394, ptr %8392, align 4
  %8395 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %8396 = load float, ptr %8395, align 4
  %8397 = fadd reassoc ninf nsz afn float %8396, 0.000000e+00
  store float %8397, ptr %8395, align 4
  %8398 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %8399 = load float, ptr %8398, align 4
  %8400 = fadd reassoc ninf nsz afn float %8399, 0.000000e+00
  store float %8400, ptr %8398, align 4
  %8401 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8402 = load float, ptr %8401, align 4
  %8403 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8404 = load float, ptr %8403, align 4
  %8405 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8406 = load float, ptr %8405, align 4
  %8407 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8408 = load float, ptr %8407, align 4
  %8409 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8410 = load float, ptr %8409, align 4
  %8411 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8412 = load float, ptr %8411, align 4
  %8413 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8414 = load float, ptr %8413, align 4
  %8415 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8416 = load float, ptr %8415, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %8417 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8418 = load float, ptr %8417, align 4
  %8419 = fadd reassoc ninf nsz afn float %8418, 0.000000e+00
  store float %8419, ptr %8417, align 4
  %8420 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8421 = load float, ptr %8420, align 4
  %8422 = fadd reassoc ninf nsz afn float %8421, 0.000000e+00
  store float %8422, ptr %8420, align 4
  %8423 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8424 = load float, ptr %8423, align 4
  %8425 = fadd reassoc ninf nsz afn float %8424, 0.000000e+00
  store float %8425, ptr %8423, align 4
  %8426 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8427 = load float, ptr %8426, align 4
  %8428 = fadd reassoc ninf nsz afn float %8427, 0.000000e+00
  store float %8428, ptr %8426, align 4
  %8429 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8430 = load float, ptr %8429, align 4
  %8431 = fadd reassoc ninf nsz afn float %8430, 0.000000e+00
  store float %8431, ptr %8429, align 4
  %8432 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8433 = load float, ptr %8432, align 4
  %8434 = fadd reassoc ninf nsz afn float %8433, 0.000000e+00
  store float %8434, ptr %8432, align 4
  %8435 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8436 = load float, ptr %8435, align 4
  %8437 = fadd reassoc ninf nsz afn float %8436, 0.000000e+00
  store float %8437, ptr %8435, align 4
  %8438 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8439 = load float, ptr %8438, align 4
  %8440 = fadd reassoc ninf nsz afn float %8439, %8416
  store float %8440, ptr %8438, align 4
  %8441 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8442 = load float, ptr %8441, align 4
  %8443 = fadd reassoc ninf nsz afn float %8442, 0.000000e+00
  store float %8443, ptr %8441, align 4
  %8444 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8445 = load float, ptr %8444, align 4
  %8446 = fadd reassoc ninf nsz afn float %8445, 0.000000e+00
  store float %8446, ptr %8444, align 4
  %8447 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8448 = load float, ptr %8447, align 4
  %8449 = fadd reassoc ninf nsz afn float %8448, 0.000000e+00
  store float %8449, ptr %8447, align 4
  %8450 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8451 = load float, ptr %8450, align 4
  %8452 = fadd reassoc ninf nsz afn float %8451, 0.000000e+00
  store float %8452, ptr %8450, align 4
  %8453 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8454 = load float, ptr %8453, align 4
  %8455 = fadd reassoc ninf nsz afn float %8454, 0.000000e+00
  store float %8455, ptr %8453, align 4
  %8456 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8457 = load float, ptr %8456, align 4
  %8458 = fadd reassoc ninf nsz afn float %8457, 0.000000e+00
  store float %8458, ptr %8456, align 4
  %8459 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8460 = load float, ptr %8459, align 4
  %8461 = fadd reassoc ninf nsz afn float %8460, 0.000000e+00
  store float %8461, ptr %8459, align 4
  %8462 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8463 = load float, ptr %8462, align 4
  %8464 = fadd reassoc ninf nsz afn float %8463, 0.000000e+00
  store float %8464, ptr %8462, align 4
  %8465 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8466 = load float, ptr %8465, align 4
  %8467 = fadd reassoc ninf nsz afn float %8466, 0.000000e+00
  store float %8467, ptr %8465, align 4
  %8468 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8469 = load float, ptr %8468, align 4
  %8470 = fadd reassoc ninf nsz afn float %8469, 0.000000e+00
  store float %8470, ptr %8468, align 4
  %8471 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8472 = load float, ptr %8471, align 4
  %8473 = fadd reassoc ninf nsz afn float %8472, 0.000000e+00
  store float %8473, ptr %8471, align 4
  %8474 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8475 = load float, ptr %8474, align 4
  %8476 = fadd reassoc ninf nsz afn float %8475, 0.000000e+00
  store float %8476, ptr %8474, align 4
  %8477 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8478 = load float, ptr %8477, align 4
  %8479 = fadd reassoc ninf nsz afn float %8478, 0.000000e+00
  store float %8479, ptr %8477, align 4
  %8480 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8481 = load float, ptr %8480, align 4
  %8482 = fadd reassoc ninf nsz afn float %8481, 0.000000e+00
  store float %8482, ptr %8480, align 4
  %8483 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8484 = load float, ptr %8483, align 4
  %8485 = fadd reassoc ninf nsz afn float %8484, %8414
  store float %8485, ptr %8483, align 4
  %8486 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8487 = load float, ptr %8486, align 4
  %8488 = fadd reassoc ninf nsz afn float %8487, 0.000000e+00
  store float %8488, ptr %8486, align 4
  %8489 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8490 = load float, ptr %8489, align 4
  %8491 = fadd reassoc ninf nsz afn float %8490, 0.000000e+00
  store float %8491, ptr %8489, align 4
  %8492 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8493 = load float, ptr %8492, align 4
  %8494 = fadd reassoc ninf nsz afn float %8493, 0.000000e+00
  store float %8494, ptr %8492, align 4
  %8495 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8496 = load float, ptr %8495, align 4
  %8497 = fadd reassoc ninf nsz afn float %8496, 0.000000e+00
  store float %8497, ptr %8495, align 4
  %8498 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8499 = load float, ptr %8498, align 4
  %8500 = fadd reassoc ninf nsz afn float %8499, 0.000000e+00
  store float %8500, ptr %8498, align 4
  %8501 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8502 = load float, ptr %8501, align 4
  %8503 = fadd reassoc ninf nsz afn float %8502, 0.000000e+00
  store float %8503, ptr %8501, align 4
  %8504 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8505 = load float, ptr %8504, align 4
  %8506 = fadd reassoc ninf nsz afn float %8505, 0.000000e+00
  store float %8506, ptr %8504, align 4
  %8507 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8508 = load float, ptr %8507, align 4
  %8509 = fadd reassoc ninf nsz afn float %8508, 0.000000e+00
  store float %8509, ptr %8507, align 4
  %8510 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8511 = load float, ptr %8510, align 4
  %8512 = fadd reassoc ninf nsz afn float %8511, 0.000000e+00
  store float %8512, ptr %8510, align 4
  %8513 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8514 = load float, ptr %8513, align 4
  %8515 = fadd reassoc ninf nsz afn float %8514, 0.000000e+00
  store float %8515, ptr %8513, align 4
  %8516 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8517 = load float, ptr %8516, align 4
  %8518 = fadd reassoc ninf nsz afn float %8517, 0.000000e+00
  store float %8518, ptr %8516, align 4
  %8519 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8520 = load float, ptr %8519, align 4
  %8521 = fadd reassoc ninf nsz afn float %8520, 0.000000e+00
  store float %8521, ptr %8519, align 4
  %8522 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8523 = load float, ptr %8522, align 4
  %8524 = fadd reassoc ninf nsz afn float %8523, 0.000000e+00
  store float %8524, ptr %8522, align 4
  %8525 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8526 = load float, ptr %8525, align 4
  %8527 = fadd reassoc ninf nsz afn float %8526, 0.000000e+00
  store float %8527, ptr %8525, align 4
  %8528 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8529 = load float, ptr %8528, align 4
  %8530 = fadd reassoc ninf nsz afn float %8529, %8412
  store float %8530, ptr %8528, align 4
  %8531 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8532 = load float, ptr %8531, align 4
  %8533 = fadd reassoc ninf nsz afn float %8532, 0.000000e+00
  store float %8533, ptr %8531, align 4
  %8534 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8535 = load float, ptr %8534, align 4
  %8536 = fadd reassoc ninf nsz afn float %8535, 0.000000e+00
  store float %8536, ptr %8534, align 4
  %8537 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8538 = load float, ptr %8537, align 4
  %8539 = fadd reassoc ninf nsz afn float %8538, 0.000000e+00
  store float %8539, ptr %8537, align 4
  %8540 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8541 = load float, ptr %8540, align 4
  %8542 = fadd reassoc ninf nsz afn float %8541, 0.000000e+00
  store float %8542, ptr %8540, align 4
  %8543 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8544 = load float, ptr %8543, align 4
  %8545 = fadd reassoc ninf nsz afn float %8544, 0.000000e+00
  store float %8545, ptr %8543, align 4
  %8546 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8547 = load float, ptr %8546, align 4
  %8548 = fadd reassoc ninf nsz afn float %8547, 0.000000e+00
  store float %8548, ptr %8546, align 4
  %8549 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8550 = load float, ptr %8549, align 4
  %8551 = fadd reassoc ninf nsz afn float %8550, 0.000000e+00
  store float %8551, ptr %8549, align 4
  %8552 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8553 = load float, ptr %8552, align 4
  %8554 = fadd reassoc ninf nsz afn float %8553, 0.000000e+00
  store float %8554, ptr %8552, align 4
  %8555 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8556 = load float, ptr %8555, align 4
  %8557 = fadd reassoc ninf nsz afn float %8556, 0.000000e+00
  store float %8557, ptr %8555, align 4
  %8558 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8559 = load float, ptr %8558, align 4
  %8560 = fadd reassoc ninf nsz afn float %8559, 0.000000e+00
  store float %8560, ptr %8558, align 4
  %8561 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8562 = load float, ptr %8561, align 4
  %8563 = fadd reassoc ninf nsz afn float %8562, 0.000000e+00
  store float %8563, ptr %8561, align 4
  %8564 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8565 = load float, ptr %8564, align 4
  %8566 = fadd reassoc ninf nsz afn float %8565, 0.000000e+00
  store float %8566, ptr %8564, align 4
  %8567 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8568 = load float, ptr %8567, align 4
  %8569 = fadd reassoc ninf nsz afn float %8568, 0.000000e+00
  store float %8569, ptr %8567, align 4
  %8570 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8571 = load float, ptr %8570, align 4
  %8572 = fadd reassoc ninf nsz afn float %8571, 0.000000e+00
  store float %8572, ptr %8570, align 4
  %8573 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8574 = load float, ptr %8573, align 4
  %8575 = fadd reassoc ninf nsz afn float %8574, %8410
  store float %8575, ptr %8573, align 4
  %8576 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8577 = load float, ptr %8576, align 4
  %8578 = fadd reassoc ninf nsz afn float %8577, 0.000000e+00
  store float %8578, ptr %8576, align 4
  %8579 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8580 = load float, ptr %8579, align 4
  %8581 = fadd reassoc ninf nsz afn float %8580, 0.000000e+00
  store float %8581, ptr %8579, align 4
  %8582 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8583 = load float, ptr %8582, align 4
  %8584 = fadd reassoc ninf nsz afn float %8583, 0.000000e+00
  store float %8584, ptr %8582, align 4
  %8585 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8586 = load float, ptr %8585, align 4
  %8587 = fadd reassoc ninf nsz afn float %8586, 0.000000e+00
  store float %8587, ptr %8585, align 4
  %8588 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8589 = load float, ptr %8588, align 4
  %8590 = fadd reassoc ninf nsz afn float %8589, 0.000000e+00
  store float %8590, ptr %8588, align 4
  %8591 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8592 = load float, ptr %8591, align 4
  %8593 = fadd reassoc ninf nsz afn float %8592, 0.000000e+00
  store float %8593, ptr %8591, align 4
  %8594 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8595 = load float, ptr %8594, align 4
  %8596 = fadd reassoc ninf nsz afn float %8595, 0.000000e+00
  store float %8596, ptr %8594, align 4
  %8597 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8598 = load float, ptr %8597, align 4
  %8599 = fadd reassoc ninf nsz afn float %8598, 0.000000e+00
  store float %8599, ptr %8597, align 4
  %8600 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8601 = load float, ptr %8600, align 4
  %8602 = fadd reassoc ninf nsz afn float %8601, 0.000000e+00
  store float %8602, ptr %8600, align 4
  %8603 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8604 = load float, ptr %8603, align 4
  %8605 = fadd reassoc ninf nsz afn float %8604, 0.000000e+00
  store float %8605, ptr %8603, align 4
  %8606 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8607 = load float, ptr %8606, align 4
  %8608 = fadd reassoc ninf nsz afn float %8607, 0.000000e+00
  store float %8608, ptr %8606, align 4
  %8609 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8610 = load float, ptr %8609, align 4
  %8611 = fadd reassoc ninf nsz afn float %8610, 0.000000e+00
  store float %8611, ptr %8609, align 4
  %8612 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8613 = load float, ptr %8612, align 4
  %8614 = fadd reassoc ninf nsz afn float %8613, 0.000000e+00
  store float %8614, ptr %8612, align 4
  %8615 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8616 = load float, ptr %8615, align 4
  %8617 = fadd reassoc ninf nsz afn float %8616, %8406
  store float %8617, ptr %8615, align 4
  %8618 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8619 = load float, ptr %8618, align 4
  %8620 = fadd reassoc ninf nsz afn float %8619, 0.000000e+00
  store float %8620, ptr %8618, align 4
  %8621 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8622 = load float, ptr %8621, align 4
  %8623 = fadd reassoc ninf nsz afn float %8622, 0.000000e+00
  store float %8623, ptr %8621, align 4
  %8624 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8625 = load float, ptr %8624, align 4
  %8626 = fadd reassoc ninf nsz afn float %8625, 0.000000e+00
  store float %8626, ptr %8624, align 4
  %8627 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8628 = load float, ptr %8627, align 4
  %8629 = fadd reassoc ninf nsz afn float %8628, 0.000000e+00
  store float %8629, ptr %8627, align 4
  %8630 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8631 = load float, ptr %8630, align 4
  %8632 = fadd reassoc ninf nsz afn float %8631, 0.000000e+00
  store float %8632, ptr %8630, align 4
  %8633 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8634 = load float, ptr %8633, align 4
  %8635 = fadd reassoc ninf nsz afn float %8634, 0.000000e+00
  store float %8635, ptr %8633, align 4
  %8636 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8637 = load float, ptr %8636, align 4
  %8638 = fadd reassoc ninf nsz afn float %8637, 0.000000e+00
  store float %8638, ptr %8636, align 4
  %8639 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8640 = load float, ptr %8639, align 4
  %8641 = fadd reassoc ninf nsz afn float %8640, 0.000000e+00
  store float %8641, ptr %8639, align 4
  %8642 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8643 = load float, ptr %8642, align 4
  %8644 = fadd reassoc ninf nsz afn float %8643, 0.000000e+00
  store float %8644, ptr %8642, align 4
  %8645 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8646 = load float, ptr %8645, align 4
  %8647 = fadd reassoc ninf nsz afn float %8646, 0.000000e+00
  store float %8647, ptr %8645, align 4
  %8648 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8649 = load float, ptr %8648, align 4
  %8650 = fadd reassoc ninf nsz afn float %8649, 0.000000e+00
  store float %8650, ptr %8648, align 4
  %8651 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8652 = load float, ptr %8651, align 4
  %8653 = fadd reassoc ninf nsz afn float %8652, 0.000000e+00
  store float %8653, ptr %8651, align 4
  %8654 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8655 = load float, ptr %8654, align 4
  %8656 = fadd reassoc ninf nsz afn float %8655, 0.000000e+00
  store float %8656, ptr %8654, align 4
  %8657 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8658 = load float, ptr %8657, align 4
  %8659 = fadd reassoc ninf nsz afn float %8658, 0.000000e+00
  store float %8659, ptr %8657, align 4
  %8660 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8661 = load float, ptr %8660, align 4
  %8662 = fadd reassoc ninf nsz afn float %8661, %8404
  store float %8662, ptr %8660, align 4
  %8663 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8664 = load float, ptr %8663, align 4
  %8665 = fadd reassoc ninf nsz afn float %8664, 0.000000e+00
  store float %8665, ptr %8663, align 4
  %8666 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8667 = load float, ptr %8666, align 4
  %8668 = fadd reassoc ninf nsz afn float %8667, 0.000000e+00
  store float %8668, ptr %8666, align 4
  %8669 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8670 = load float, ptr %8669, align 4
  %8671 = fadd reassoc ninf nsz afn float %8670, 0.000000e+00
  store float %8671, ptr %8669, align 4
  %8672 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8673 = load float, ptr %8672, align 4
  %8674 = fadd reassoc ninf nsz afn float %8673, 0.000000e+00
  store float %8674, ptr %8672, align 4
  %8675 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8676 = load float, ptr %8675, align 4
  %8677 = fadd reassoc ninf nsz afn float %8676, 0.000000e+00
  store float %8677, ptr %8675, align 4
  %8678 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8679 = load float, ptr %8678, align 4
  %8680 = fadd reassoc ninf nsz afn float %8679, 0.000000e+00
  store float %8680, ptr %8678, align 4
  %8681 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8682 = load float, ptr %8681, align 4
  %8683 = fadd reassoc ninf nsz afn float %8682, 0.000000e+00
  store float %8683, ptr %8681, align 4
  %8684 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8685 = load float, ptr %8684, align 4
  %8686 = fadd reassoc ninf nsz afn float %8685, 0.000000e+00
  store float %8686, ptr %8684, align 4
  %8687 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8688 = load float, ptr %8687, align 4
  %8689 = fadd reassoc ninf nsz afn float %8688, 0.000000e+00
  store float %8689, ptr %8687, align 4
  %8690 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8691 = load float, ptr %8690, align 4
  %8692 = fadd reassoc ninf nsz afn float %8691, 0.000000e+00
  store float %8692, ptr %8690, align 4
  %8693 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8694 = load float, ptr %8693, align 4
  %8695 = fadd reassoc ninf nsz afn float %8694, 0.000000e+00
  store float %8695, ptr %8693, align 4
  %8696 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8697 = load float, ptr %8696, align 4
  %8698 = fadd reassoc ninf nsz afn float %8697, 0.000000e+00
  store float %8698, ptr %8696, align 4
  %8699 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8700 = load float, ptr %8699, align 4
  %8701 = fadd reassoc ninf nsz afn float %8700, 0.000000e+00
  store float %8701, ptr %8699, align 4
  %8702 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8703 = load float, ptr %8702, align 4
  %8704 = fadd reassoc ninf nsz afn float %8703, 0.000000e+00
  store float %8704, ptr %8702, align 4
  %8705 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8706 = load float, ptr %8705, align 4
  %8707 = fadd reassoc ninf nsz afn float %8706, %8402
  store float %8707, ptr %8705, align 4
  %8708 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8709 = load float, ptr %8708, align 4
  %8710 = fadd reassoc ninf nsz afn float %8709, 0.000000e+00
  store float %8710, ptr %8708, align 4
  %8711 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8712 = load float, ptr %8711, align 4
  %8713 = fadd reassoc ninf nsz afn float %8712, 0.000000e+00
  store float %8713, ptr %8711, align 4
  %8714 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8715 = load float, ptr %8714, align 4
  %8716 = fadd reassoc ninf nsz afn float %8715, 0.000000e+00
  store float %8716, ptr %8714, align 4
  %8717 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8718 = load float, ptr %8717, align 4
  %8719 = fadd reassoc ninf nsz afn float %8718, 0.000000e+00
  store float %8719, ptr %8717, align 4
  %8720 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8721 = load float, ptr %8720, align 4
  %8722 = fadd reassoc ninf nsz afn float %8721, 0.000000e+00
  store float %8722, ptr %8720, align 4
  %8723 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8724 = load float, ptr %8723, align 4
  %8725 = fadd reassoc ninf nsz afn float %8724, 0.000000e+00
  store float %8725, ptr %8723, align 4
  %8726 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8727 = load float, ptr %8726, align 4
  %8728 = fadd reassoc ninf nsz afn float %8727, 0.000000e+00
  store float %8728, ptr %8726, align 4
  %8729 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8730 = load float, ptr %8729, align 4
  %8731 = fadd reassoc ninf nsz afn float %8730, 0.000000e+00
  store float %8731, ptr %8729, align 4
  %8732 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8733 = load float, ptr %8732, align 4
  %8734 = fadd reassoc ninf nsz afn float %8733, 0.000000e+00
  store float %8734, ptr %8732, align 4
  %8735 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8736 = load float, ptr %8735, align 4
  %8737 = fadd reassoc ninf nsz afn float %8736, 0.000000e+00
  store float %8737, ptr %8735, align 4
  %8738 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8739 = load float, ptr %8738, align 4
  %8740 = fadd reassoc ninf nsz afn float %8739, 0.000000e+00
  store float %8740, ptr %8738, align 4
  %8741 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8742 = load float, ptr %8741, align 4
  %8743 = fadd reassoc ninf nsz afn float %8742, 0.000000e+00
  store float %8743, ptr %8741, align 4
  %8744 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8745 = load float, ptr %8744, align 4
  %8746 = fadd reassoc ninf nsz afn float %8745, 0.000000e+00
  store float %8746, ptr %8744, align 4
  %8747 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8748 = load float, ptr %8747, align 4
  %8749 = fadd reassoc ninf nsz afn float %8748, 0.000000e+00
  store float %8749, ptr %8747, align 4
  %8750 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8751 = load float, ptr %8750, align 4
  %8752 = fadd reassoc ninf nsz afn float %8751, 0.000000e+00
  store float %8752, ptr %8750, align 4
  %8753 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8754 = load float, ptr %8753, align 4
  %8755 = fadd reassoc ninf nsz afn float %8754, 0.000000e+00
  store float %8755, ptr %8753, align 4
  %8756 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8757 = load float, ptr %8756, align 4
  %8758 = fadd reassoc ninf nsz afn float %8757, 0.000000e+00
  store float %8758, ptr %8756, align 4
  %8759 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8760 = load float, ptr %8759, align 4
  %8761 = fadd reassoc ninf nsz afn float %8760, 0.000000e+00
  store float %8761, ptr %8759, align 4
  %8762 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8763 = load float, ptr %8762, align 4
  %8764 = fadd reassoc ninf nsz afn float %8763, 0.000000e+00
  store float %8764, ptr %8762, align 4
  %8765 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8766 = load float, ptr %8765, align 4
  %8767 = fadd reassoc ninf nsz afn float %8766, 0.000000e+00
  store float %8767, ptr %8765, align 4
  %8768 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8769 = load float, ptr %8768, align 4
  %8770 = fadd reassoc ninf nsz afn float %8769, 0.000000e+00
  store float %8770, ptr %8768, align 4
  %8771 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8772 = load float, ptr %8771, align 4
  %8773 = fadd reassoc ninf nsz afn float %8772, 0.000000e+00
  store float %8773, ptr %8771, align 4
  %8774 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8775 = load float, ptr %8774, align 4
  %8776 = fadd reassoc ninf nsz afn float %8775, 0.000000e+00
  store float %8776, ptr %8774, align 4
  %8777 = fmul reassoc ninf nsz afn float %8408, 0x3FD3333340000000
  %8778 = call ptr @stack_top_adjoint(ptr %256, i64 4)
  %8779 = load float, ptr %8778, align 4
  %8780 = fadd reassoc ninf nsz afn float %8779, %8777
  store float %8780, ptr %8778, align 4
  %8781 = call ptr @stack_top_adjoint(ptr %256, i64 4)
  %8782 = load float, ptr %8781, align 4
  call void @stack_pop(ptr %256)
  %8783 = call reassoc ninf nsz afn float @cos_f32(float %6852)
  %8784 = fmul reassoc ninf nsz afn float %8782, %8783
  %8785 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %8786 = load float, ptr %8785, align 4
  %8787 = fadd reassoc ninf nsz afn float %8786, 0.000000e+00
  store float %8787, ptr %8785, align 4
  %8788 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %8789 = load float, ptr %8788, align 4
  %8790 = fadd reassoc ninf nsz afn float %8789, 0.000000e+00
  store float %8790, ptr %8788, align 4
  %8791 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %8792 = load float, ptr %8791, align 4
  %8793 = fadd reassoc ninf nsz afn float %8792, 0.000000e+00
  store float %8793, ptr %8791, align 4
  %8794 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %8795 = load float, ptr %8794, align 4
  %8796 = fadd reassoc ninf nsz afn float %8795, 0.000000e+00
  store float %8796, ptr %8794, align 4
  %8797 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %8798 = load float, ptr %8797, align 4
  %8799 = fadd reassoc ninf nsz afn float %8798, %8784
  store float %8799, ptr %8797, align 4
  %8800 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %8801 = load float, ptr %8800, align 4
  %8802 = fadd reassoc ninf nsz afn float %8801, 0.000000e+00
  store float %8802, ptr %8800, align 4
  %8803 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %8804 = load float, ptr %8803, align 4
  %8805 = fadd reassoc ninf nsz afn float %8804, 0.000000e+00
  store float %8805, ptr %8803, align 4
  %8806 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %8807 = load float, ptr %8806, align 4
  %8808 = fadd reassoc ninf nsz afn float %8807, 0.000000e+00
  store float %8808, ptr %8806, align 4
  %8809 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %8810 = load float, ptr %8809, align 4
  %8811 = fadd reassoc ninf nsz afn float %8810, 0.000000e+00
  store float %8811, ptr %8809, align 4
  %8812 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %8813 = load float, ptr %8812, align 4
  %8814 = fadd reassoc ninf nsz afn float %8813, 0.000000e+00
  store float %8814, ptr %8812, align 4
  %8815 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %8816 = load float, ptr %8815, align 4
  %8817 = fadd reassoc ninf nsz afn float %8816, 0.000000e+00
  store float %8817, ptr %8815, align 4
  %8818 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %8819 = load float, ptr %8818, align 4
  %8820 = fadd reassoc ninf nsz afn float %8819, 0.000000e+00
  store float %8820, ptr %8818, align 4
  %8821 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %8822 = load float, ptr %8821, align 4
  %8823 = fadd reassoc ninf nsz afn float %8822, 0.000000e+00
  store float %8823, ptr %8821, align 4
  %8824 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %8825 = load float, ptr %8824, align 4
  %8826 = fadd reassoc ninf nsz afn float %8825, 0.000000e+00
  store float %8826, ptr %8824, align 4
  %8827 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %8828 = load float, ptr %8827, align 4
  %8829 = fadd reassoc ninf nsz afn float %8828, 0.000000e+00
  store float %8829, ptr %8827, align 4
  %8830 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %8831 = load float, ptr %8830, align 4
  %8832 = fadd reassoc ninf nsz afn float %8831, 0.000000e+00
  store float %8832, ptr %8830, align 4
  %8833 = fmul reassoc ninf nsz afn float %8408, 0x3FE99999A0000000
  %8834 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %8835 = load float, ptr %8834, align 4
  %8836 = fadd reassoc ninf nsz afn float %8835, 0.000000e+00
  store float %8836, ptr %8834, align 4
  %8837 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %8838 = load float, ptr %8837, align 4
  %8839 = fadd reassoc ninf nsz afn float %8838, 0.000000e+00
  store float %8839, ptr %8837, align 4
  %8840 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %8841 = load float, ptr %8840, align 4
  %8842 = fadd reassoc ninf nsz afn float %8841, 0.000000e+00
  store float %8842, ptr %8840, align 4
  %8843 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %8844 = load float, ptr %8843, align 4
  %8845 = fadd reassoc ninf nsz afn float %8844, %8833
  store float %8845, ptr %8843, align 4
  %8846 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %8847 = load float, ptr %8846, align 4
  %8848 = fadd reassoc ninf nsz afn float %8847, 0.000000e+00
  store float %8848, ptr %8846, align 4
  %8849 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %8850 = load float, ptr %8849, align 4
  %8851 = fadd reassoc ninf nsz afn float %8850, 0.000000e+00
  store float %8851, ptr %8849, align 4
  %8852 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %8853 = load float, ptr %8852, align 4
  %8854 = fadd reassoc ninf nsz afn float %8853, 0.000000e+00
  store float %8854, ptr %8852, align 4
  %8855 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %8856 = load float, ptr %8855, align 4
  %8857 = fadd reassoc ninf nsz afn float %8856, 0.000000e+00
  store float %8857, ptr %8855, align 4
  %8858 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %8859 = load float, ptr %8858, align 4
  %8860 = fadd reassoc ninf nsz afn float %8859, 0.000000e+00
  store float %8860, ptr %8858, align 4
  %8861 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %8862 = load float, ptr %8861, align 4
  %8863 = fadd reassoc ninf nsz afn float %8862, 0.000000e+00
  store float %8863, ptr %8861, align 4
  %8864 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %8865 = load float, ptr %8864, align 4
  %8866 = fadd reassoc ninf nsz afn float %8865, 0.000000e+00
  store float %8866, ptr %8864, align 4
  %8867 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %8868 = load float, ptr %8867, align 4
  %8869 = fadd reassoc ninf nsz afn float %8868, 0.000000e+00
  store float %8869, ptr %8867, align 4
  %8870 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %8871 = load float, ptr %8870, align 4
  %8872 = fadd reassoc ninf nsz afn float %8871, 0.000000e+00
  store float %8872, ptr %8870, align 4
  %8873 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %8874 = load float, ptr %8873, align 4
  %8875 = fadd reassoc ninf nsz afn float %8874, 0.000000e+00
  store float %8875, ptr %8873, align 4
  %8876 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %8877 = load float, ptr %8876, align 4
  %8878 = fadd reassoc ninf nsz afn float %8877, 0.000000e+00
  store float %8878, ptr %8876, align 4
  %8879 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %8880 = load float, ptr %8879, align 4
  %8881 = fadd reassoc ninf nsz afn float %8880, 0.000000e+00
  store float %8881, ptr %8879, align 4
  %8882 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8883 = load float, ptr %8882, align 4
  %8884 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8885 = load float, ptr %8884, align 4
  %8886 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8887 = load float, ptr %8886, align 4
  %8888 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8889 = load float, ptr %8888, align 4
  %8890 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8891 = load float, ptr %8890, align 4
  %8892 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8893 = load float, ptr %8892, align 4
  %8894 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8895 = load float, ptr %8894, align 4
  %8896 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8897 = load float, ptr %8896, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %8898 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8899 = load float, ptr %8898, align 4
  %8900 = fadd reassoc ninf nsz afn float %8899, 0.000000e+00
  store float %8900, ptr %8898, align 4
  %8901 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8902 = load float, ptr %8901, align 4
  %8903 = fadd reassoc ninf nsz afn float %8902, 0.000000e+00
  store float %8903, ptr %8901, align 4
  %8904 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8905 = load float, ptr %8904, align 4
  %8906 = fadd reassoc ninf nsz afn float %8905, 0.000000e+00
  store float %8906, ptr %8904, align 4
  %8907 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8908 = load float, ptr %8907, align 4
  %8909 = fadd reassoc ninf nsz afn float %8908, 0.000000e+00
  store float %8909, ptr %8907, align 4
  %8910 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8911 = load float, ptr %8910, align 4
  %8912 = fadd reassoc ninf nsz afn float %8911, 0.000000e+00
  store float %8912, ptr %8910, align 4
  %8913 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8914 = load float, ptr %8913, align 4
  %8915 = fadd reassoc ninf nsz afn float %8914, 0.000000e+00
  store float %8915, ptr %8913, align 4
  %8916 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8917 = load float, ptr %8916, align 4
  %8918 = fadd reassoc ninf nsz afn float %8917, 0.000000e+00
  store float %8918, ptr %8916, align 4
  %8919 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8920 = load float, ptr %8919, align 4
  %8921 = fadd reassoc ninf nsz afn float %8920, %8897
  store float %8921, ptr %8919, align 4
  %8922 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8923 = load float, ptr %8922, align 4
  %8924 = fadd reassoc ninf nsz afn float %8923, 0.000000e+00
  store float %8924, ptr %8922, align 4
  %8925 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8926 = load float, ptr %8925, align 4
  %8927 = fadd reassoc ninf nsz afn float %8926, 0.000000e+00
  store float %8927, ptr %8925, align 4
  %8928 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8929 = load float, ptr %8928, align 4
  %8930 = fadd reassoc ninf nsz afn float %8929, 0.000000e+00
  store float %8930, ptr %8928, align 4
  %8931 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8932 = load float, ptr %8931, align 4
  %8933 = fadd reassoc ninf nsz afn float %8932, 0.000000e+00
  store float %8933, ptr %8931, align 4
  %8934 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8935 = load float, ptr %8934, align 4
  %8936 = fadd reassoc ninf nsz afn float %8935, 0.000000e+00
  store float %8936, ptr %8934, align 4
  %8937 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8938 = load float, ptr %8937, align 4
  %8939 = fadd reassoc ninf nsz afn float %8938, 0.000000e+00
  store float %8939, ptr %8937, align 4
  %8940 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8941 = load float, ptr %8940, align 4
  %8942 = fadd reassoc ninf nsz afn float %8941, 0.000000e+00
  store float %8942, ptr %8940, align 4
  %8943 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8944 = load float, ptr %8943, align 4
  %8945 = fadd reassoc ninf nsz afn float %8944, 0.000000e+00
  store float %8945, ptr %8943, align 4
  %8946 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8947 = load float, ptr %8946, align 4
  %8948 = fadd reassoc ninf nsz afn float %8947, 0.000000e+00
  store float %8948, ptr %8946, align 4
  %8949 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8950 = load float, ptr %8949, align 4
  %8951 = fadd reassoc ninf nsz afn float %8950, 0.000000e+00
  store float %8951, ptr %8949, align 4
  %8952 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8953 = load float, ptr %8952, align 4
  %8954 = fadd reassoc ninf nsz afn float %8953, 0.000000e+00
  store float %8954, ptr %8952, align 4
  %8955 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8956 = load float, ptr %8955, align 4
  %8957 = fadd reassoc ninf nsz afn float %8956, 0.000000e+00
  store float %8957, ptr %8955, align 4
  %8958 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8959 = load float, ptr %8958, align 4
  %8960 = fadd reassoc ninf nsz afn float %8959, 0.000000e+00
  store float %8960, ptr %8958, align 4
  %8961 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8962 = load float, ptr %8961, align 4
  %8963 = fadd reassoc ninf nsz afn float %8962, 0.000000e+00
  store float %8963, ptr %8961, align 4
  %8964 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8965 = load float, ptr %8964, align 4
  %8966 = fadd reassoc ninf nsz afn float %8965, %8895
  store float %8966, ptr %8964, align 4
  %8967 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8968 = load float, ptr %8967, align 4
  %8969 = fadd reassoc ninf nsz afn float %8968, 0.000000e+00
  store float %8969, ptr %8967, align 4
  %8970 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8971 = load float, ptr %8970, align 4
  %8972 = fadd reassoc ninf nsz afn float %8971, 0.000000e+00
  store float %8972, ptr %8970, align 4
  %8973 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8974 = load float, ptr %8973, align 4
  %8975 = fadd reassoc ninf nsz afn float %8974, 0.000000e+00
  store float %8975, ptr %8973, align 4
  %8976 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %8977 = load float, ptr %8976, align 4
  %8978 = fadd reassoc ninf nsz afn float %8977, 0.000000e+00
  store float %8978, ptr %8976, align 4
  %8979 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %8980 = load float, ptr %8979, align 4
  %8981 = fadd reassoc ninf nsz afn float %8980, 0.000000e+00
  store float %8981, ptr %8979, align 4
  %8982 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %8983 = load float, ptr %8982, align 4
  %8984 = fadd reassoc ninf nsz afn float %8983, 0.000000e+00
  store float %8984, ptr %8982, align 4
  %8985 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %8986 = load float, ptr %8985, align 4
  %8987 = fadd reassoc ninf nsz afn float %8986, 0.000000e+00
  store float %8987, ptr %8985, align 4
  %8988 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %8989 = load float, ptr %8988, align 4
  %8990 = fadd reassoc ninf nsz afn float %8989, 0.000000e+00
  store float %8990, ptr %8988, align 4
  %8991 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %8992 = load float, ptr %8991, align 4
  %8993 = fadd reassoc ninf nsz afn float %8992, 0.000000e+00
  store float %8993, ptr %8991, align 4
  %8994 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %8995 = load float, ptr %8994, align 4
  %8996 = fadd reassoc ninf nsz afn float %8995, 0.000000e+00
  store float %8996, ptr %8994, align 4
  %8997 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %8998 = load float, ptr %8997, align 4
  %8999 = fadd reassoc ninf nsz afn float %8998, 0.000000e+00
  store float %8999, ptr %8997, align 4
  %9000 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9001 = load float, ptr %9000, align 4
  %9002 = fadd reassoc ninf nsz afn float %9001, 0.000000e+00
  store float %9002, ptr %9000, align 4
  %9003 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9004 = load float, ptr %9003, align 4
  %9005 = fadd reassoc ninf nsz afn float %9004, 0.000000e+00
  store float %9005, ptr %9003, align 4
  %9006 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9007 = load float, ptr %9006, align 4
  %9008 = fadd reassoc ninf nsz afn float %9007, 0.000000e+00
  store float %9008, ptr %9006, align 4
  %9009 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9010 = load float, ptr %9009, align 4
  %9011 = fadd reassoc ninf nsz afn float %9010, %8893
  store float %9011, ptr %9009, align 4
  %9012 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9013 = load float, ptr %9012, align 4
  %9014 = fadd reassoc ninf nsz afn float %9013, 0.000000e+00
  store float %9014, ptr %9012, align 4
  %9015 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9016 = load float, ptr %9015, align 4
  %9017 = fadd reassoc ninf nsz afn float %9016, 0.000000e+00
  store float %9017, ptr %9015, align 4
  %9018 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9019 = load float, ptr %9018, align 4
  %9020 = fadd reassoc ninf nsz afn float %9019, 0.000000e+00
  store float %9020, ptr %9018, align 4
  %9021 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9022 = load float, ptr %9021, align 4
  %9023 = fadd reassoc ninf nsz afn float %9022, 0.000000e+00
  store float %9023, ptr %9021, align 4
  %9024 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9025 = load float, ptr %9024, align 4
  %9026 = fadd reassoc ninf nsz afn float %9025, 0.000000e+00
  store float %9026, ptr %9024, align 4
  %9027 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9028 = load float, ptr %9027, align 4
  %9029 = fadd reassoc ninf nsz afn float %9028, 0.000000e+00
  store float %9029, ptr %9027, align 4
  %9030 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9031 = load float, ptr %9030, align 4
  %9032 = fadd reassoc ninf nsz afn float %9031, 0.000000e+00
  store float %9032, ptr %9030, align 4
  %9033 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9034 = load float, ptr %9033, align 4
  %9035 = fadd reassoc ninf nsz afn float %9034, 0.000000e+00
  store float %9035, ptr %9033, align 4
  %9036 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9037 = load float, ptr %9036, align 4
  %9038 = fadd reassoc ninf nsz afn float %9037, 0.000000e+00
  store float %9038, ptr %9036, align 4
  %9039 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9040 = load float, ptr %9039, align 4
  %9041 = fadd reassoc ninf nsz afn float %9040, 0.000000e+00
  store float %9041, ptr %9039, align 4
  %9042 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9043 = load float, ptr %9042, align 4
  %9044 = fadd reassoc ninf nsz afn float %9043, 0.000000e+00
  store float %9044, ptr %9042, align 4
  %9045 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9046 = load float, ptr %9045, align 4
  %9047 = fadd reassoc ninf nsz afn float %9046, 0.000000e+00
  store float %9047, ptr %9045, align 4
  %9048 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9049 = load float, ptr %9048, align 4
  %9050 = fadd reassoc ninf nsz afn float %9049, 0.000000e+00
  store float %9050, ptr %9048, align 4
  %9051 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9052 = load float, ptr %9051, align 4
  %9053 = fadd reassoc ninf nsz afn float %9052, 0.000000e+00
  store float %9053, ptr %9051, align 4
  %9054 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9055 = load float, ptr %9054, align 4
  %9056 = fadd reassoc ninf nsz afn float %9055, %8891
  store float %9056, ptr %9054, align 4
  %9057 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9058 = load float, ptr %9057, align 4
  %9059 = fadd reassoc ninf nsz afn float %9058, 0.000000e+00
  store float %9059, ptr %9057, align 4
  %9060 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9061 = load float, ptr %9060, align 4
  %9062 = fadd reassoc ninf nsz afn float %9061, 0.000000e+00
  store float %9062, ptr %9060, align 4
  %9063 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9064 = load float, ptr %9063, align 4
  %9065 = fadd reassoc ninf nsz afn float %9064, 0.000000e+00
  store float %9065, ptr %9063, align 4
  %9066 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9067 = load float, ptr %9066, align 4
  %9068 = fadd reassoc ninf nsz afn float %9067, 0.000000e+00
  store float %9068, ptr %9066, align 4
  %9069 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9070 = load float, ptr %9069, align 4
  %9071 = fadd reassoc ninf nsz afn float %9070, 0.000000e+00
  store float %9071, ptr %9069, align 4
  %9072 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9073 = load float, ptr %9072, align 4
  %9074 = fadd reassoc ninf nsz afn float %9073, 0.000000e+00
  store float %9074, ptr %9072, align 4
  %9075 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9076 = load float, ptr %9075, align 4
  %9077 = fadd reassoc ninf nsz afn float %9076, 0.000000e+00
  store float %9077, ptr %9075, align 4
  %9078 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9079 = load float, ptr %9078, align 4
  %9080 = fadd reassoc ninf nsz afn float %9079, 0.000000e+00
  store float %9080, ptr %9078, align 4
  %9081 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9082 = load float, ptr %9081, align 4
  %9083 = fadd reassoc ninf nsz afn float %9082, 0.000000e+00
  store float %9083, ptr %9081, align 4
  %9084 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9085 = load float, ptr %9084, align 4
  %9086 = fadd reassoc ninf nsz afn float %9085, 0.000000e+00
  store float %9086, ptr %9084, align 4
  %9087 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9088 = load float, ptr %9087, align 4
  %9089 = fadd reassoc ninf nsz afn float %9088, 0.000000e+00
  store float %9089, ptr %9087, align 4
  %9090 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9091 = load float, ptr %9090, align 4
  %9092 = fadd reassoc ninf nsz afn float %9091, 0.000000e+00
  store float %9092, ptr %9090, align 4
  %9093 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9094 = load float, ptr %9093, align 4
  %9095 = fadd reassoc ninf nsz afn float %9094, 0.000000e+00
  store float %9095, ptr %9093, align 4
  %9096 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9097 = load float, ptr %9096, align 4
  %9098 = fadd reassoc ninf nsz afn float %9097, 0.000000e+00
  store float %9098, ptr %9096, align 4
  %9099 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9100 = load float, ptr %9099, align 4
  %9101 = fadd reassoc ninf nsz afn float %9100, %8889
  store float %9101, ptr %9099, align 4
  %9102 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9103 = load float, ptr %9102, align 4
  %9104 = fadd reassoc ninf nsz afn float %9103, 0.000000e+00
  store float %9104, ptr %9102, align 4
  %9105 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9106 = load float, ptr %9105, align 4
  %9107 = fadd reassoc ninf nsz afn float %9106, 0.000000e+00
  store float %9107, ptr %9105, align 4
  %9108 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9109 = load float, ptr %9108, align 4
  %9110 = fadd reassoc ninf nsz afn float %9109, 0.000000e+00
  store float %9110, ptr %9108, align 4
  %9111 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9112 = load float, ptr %9111, align 4
  %9113 = fadd reassoc ninf nsz afn float %9112, 0.000000e+00
  store float %9113, ptr %9111, align 4
  %9114 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9115 = load float, ptr %9114, align 4
  %9116 = fadd reassoc ninf nsz afn float %9115, 0.000000e+00
  store float %9116, ptr %9114, align 4
  %9117 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9118 = load float, ptr %9117, align 4
  %9119 = fadd reassoc ninf nsz afn float %9118, 0.000000e+00
  store float %9119, ptr %9117, align 4
  %9120 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9121 = load float, ptr %9120, align 4
  %9122 = fadd reassoc ninf nsz afn float %9121, 0.000000e+00
  store float %9122, ptr %9120, align 4
  %9123 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9124 = load float, ptr %9123, align 4
  %9125 = fadd reassoc ninf nsz afn float %9124, 0.000000e+00
  store float %9125, ptr %9123, align 4
  %9126 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9127 = load float, ptr %9126, align 4
  %9128 = fadd reassoc ninf nsz afn float %9127, 0.000000e+00
  store float %9128, ptr %9126, align 4
  %9129 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9130 = load float, ptr %9129, align 4
  %9131 = fadd reassoc ninf nsz afn float %9130, 0.000000e+00
  store float %9131, ptr %9129, align 4
  %9132 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9133 = load float, ptr %9132, align 4
  %9134 = fadd reassoc ninf nsz afn float %9133, 0.000000e+00
  store float %9134, ptr %9132, align 4
  %9135 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9136 = load float, ptr %9135, align 4
  %9137 = fadd reassoc ninf nsz afn float %9136, 0.000000e+00
  store float %9137, ptr %9135, align 4
  %9138 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9139 = load float, ptr %9138, align 4
  %9140 = fadd reassoc ninf nsz afn float %9139, 0.000000e+00
  store float %9140, ptr %9138, align 4
  %9141 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9142 = load float, ptr %9141, align 4
  %9143 = fadd reassoc ninf nsz afn float %9142, %8885
  store float %9143, ptr %9141, align 4
  %9144 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9145 = load float, ptr %9144, align 4
  %9146 = fadd reassoc ninf nsz afn float %9145, 0.000000e+00
  store float %9146, ptr %9144, align 4
  %9147 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9148 = load float, ptr %9147, align 4
  %9149 = fadd reassoc ninf nsz afn float %9148, 0.000000e+00
  store float %9149, ptr %9147, align 4
  %9150 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9151 = load float, ptr %9150, align 4
  %9152 = fadd reassoc ninf nsz afn float %9151, 0.000000e+00
  store float %9152, ptr %9150, align 4
  %9153 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9154 = load float, ptr %9153, align 4
  %9155 = fadd reassoc ninf nsz afn float %9154, 0.000000e+00
  store float %9155, ptr %9153, align 4
  %9156 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9157 = load float, ptr %9156, align 4
  %9158 = fadd reassoc ninf nsz afn float %9157, 0.000000e+00
  store float %9158, ptr %9156, align 4
  %9159 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9160 = load float, ptr %9159, align 4
  %9161 = fadd reassoc ninf nsz afn float %9160, 0.000000e+00
  store float %9161, ptr %9159, align 4
  %9162 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9163 = load float, ptr %9162, align 4
  %9164 = fadd reassoc ninf nsz afn float %9163, 0.000000e+00
  store float %9164, ptr %9162, align 4
  %9165 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9166 = load float, ptr %9165, align 4
  %9167 = fadd reassoc ninf nsz afn float %9166, 0.000000e+00
  store float %9167, ptr %9165, align 4
  %9168 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9169 = load float, ptr %9168, align 4
  %9170 = fadd reassoc ninf nsz afn float %9169, 0.000000e+00
  store float %9170, ptr %9168, align 4
  %9171 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9172 = load float, ptr %9171, align 4
  %9173 = fadd reassoc ninf nsz afn float %9172, 0.000000e+00
  store float %9173, ptr %9171, align 4
  %9174 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9175 = load float, ptr %9174, align 4
  %9176 = fadd reassoc ninf nsz afn float %9175, 0.000000e+00
  store float %9176, ptr %9174, align 4
  %9177 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9178 = load float, ptr %9177, align 4
  %9179 = fadd reassoc ninf nsz afn float %9178, 0.000000e+00
  store float %9179, ptr %9177, align 4
  %9180 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9181 = load float, ptr %9180, align 4
  %9182 = fadd reassoc ninf nsz afn float %9181, 0.000000e+00
  store float %9182, ptr %9180, align 4
  %9183 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9184 = load float, ptr %9183, align 4
  %9185 = fadd reassoc ninf nsz afn float %9184, 0.000000e+00
  store float %9185, ptr %9183, align 4
  %9186 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9187 = load float, ptr %9186, align 4
  %9188 = fadd reassoc ninf nsz afn float %9187, %8883
  store float %9188, ptr %9186, align 4
  %9189 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9190 = load float, ptr %9189, align 4
  %9191 = fadd reassoc ninf nsz afn float %9190, 0.000000e+00
  store float %9191, ptr %9189, align 4
  %9192 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9193 = load float, ptr %9192, align 4
  %9194 = fadd reassoc ninf nsz afn float %9193, 0.000000e+00
  store float %9194, ptr %9192, align 4
  %9195 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9196 = load float, ptr %9195, align 4
  %9197 = fadd reassoc ninf nsz afn float %9196, 0.000000e+00
  store float %9197, ptr %9195, align 4
  %9198 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9199 = load float, ptr %9198, align 4
  %9200 = fadd reassoc ninf nsz afn float %9199, 0.000000e+00
  store float %9200, ptr %9198, align 4
  %9201 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9202 = load float, ptr %9201, align 4
  %9203 = fadd reassoc ninf nsz afn float %9202, 0.000000e+00
  store float %9203, ptr %9201, align 4
  %9204 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9205 = load float, ptr %9204, align 4
  %9206 = fadd reassoc ninf nsz afn float %9205, 0.000000e+00
  store float %9206, ptr %9204, align 4
  %9207 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9208 = load float, ptr %9207, align 4
  %9209 = fadd reassoc ninf nsz afn float %9208, 0.000000e+00
  store float %9209, ptr %9207, align 4
  %9210 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9211 = load float, ptr %9210, align 4
  %9212 = fadd reassoc ninf nsz afn float %9211, 0.000000e+00
  store float %9212, ptr %9210, align 4
  %9213 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9214 = load float, ptr %9213, align 4
  %9215 = fadd reassoc ninf nsz afn float %9214, 0.000000e+00
  store float %9215, ptr %9213, align 4
  %9216 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9217 = load float, ptr %9216, align 4
  %9218 = fadd reassoc ninf nsz afn float %9217, 0.000000e+00
  store float %9218, ptr %9216, align 4
  %9219 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9220 = load float, ptr %9219, align 4
  %9221 = fadd reassoc ninf nsz afn float %9220, 0.000000e+00
  store float %9221, ptr %9219, align 4
  %9222 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9223 = load float, ptr %9222, align 4
  %9224 = fadd reassoc ninf nsz afn float %9223, 0.000000e+00
  store float %9224, ptr %9222, align 4
  %9225 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9226 = load float, ptr %9225, align 4
  %9227 = fadd reassoc ninf nsz afn float %9226, 0.000000e+00
  store float %9227, ptr %9225, align 4
  %9228 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9229 = load float, ptr %9228, align 4
  %9230 = fadd reassoc ninf nsz afn float %9229, 0.000000e+00
  store float %9230, ptr %9228, align 4
  %9231 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9232 = load float, ptr %9231, align 4
  %9233 = fadd reassoc ninf nsz afn float %9232, 0.000000e+00
  store float %9233, ptr %9231, align 4
  %9234 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9235 = load float, ptr %9234, align 4
  %9236 = fadd reassoc ninf nsz afn float %9235, 0.000000e+00
  store float %9236, ptr %9234, align 4
  %9237 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9238 = load float, ptr %9237, align 4
  %9239 = fadd reassoc ninf nsz afn float %9238, 0.000000e+00
  store float %9239, ptr %9237, align 4
  %9240 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9241 = load float, ptr %9240, align 4
  %9242 = fadd reassoc ninf nsz afn float %9241, 0.000000e+00
  store float %9242, ptr %9240, align 4
  %9243 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9244 = load float, ptr %9243, align 4
  %9245 = fadd reassoc ninf nsz afn float %9244, 0.000000e+00
  store float %9245, ptr %9243, align 4
  %9246 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9247 = load float, ptr %9246, align 4
  %9248 = fadd reassoc ninf nsz afn float %9247, 0.000000e+00
  store float %9248, ptr %9246, align 4
  %9249 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9250 = load float, ptr %9249, align 4
  %9251 = fadd reassoc ninf nsz afn float %9250, 0.000000e+00
  store float %9251, ptr %9249, align 4
  %9252 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9253 = load float, ptr %9252, align 4
  %9254 = fadd reassoc ninf nsz afn float %9253, 0.000000e+00
  store float %9254, ptr %9252, align 4
  %9255 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9256 = load float, ptr %9255, align 4
  %9257 = fadd reassoc ninf nsz afn float %9256, 0.000000e+00
  store float %9257, ptr %9255, align 4
  %9258 = fmul reassoc ninf nsz afn float %8887, 0x3FD3333340000000
  %9259 = call ptr @stack_top_adjoint(ptr %265, i64 4)
  %9260 = load float, ptr %9259, align 4
  %9261 = fadd reassoc ninf nsz afn float %9260, %9258
  store float %9261, ptr %9259, align 4
  %9262 = call ptr @stack_top_adjoint(ptr %265, i64 4)
  %9263 = load float, ptr %9262, align 4
  call void @stack_pop(ptr %265)
  %9264 = call reassoc ninf nsz afn float @cos_f32(float %6850)
  %9265 = fmul reassoc ninf nsz afn float %9263, %9264
  %9266 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %9267 = load float, ptr %9266, align 4
  %9268 = fadd reassoc ninf nsz afn float %9267, 0.000000e+00
  store float %9268, ptr %9266, align 4
  %9269 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %9270 = load float, ptr %9269, align 4
  %9271 = fadd reassoc ninf nsz afn float %9270, 0.000000e+00
  store float %9271, ptr %9269, align 4
  %9272 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %9273 = load float, ptr %9272, align 4
  %9274 = fadd reassoc ninf nsz afn float %9273, 0.000000e+00
  store float %9274, ptr %9272, align 4
  %9275 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %9276 = load float, ptr %9275, align 4
  %9277 = fadd reassoc ninf nsz afn float %9276, %9265
  store float %9277, ptr %9275, align 4
  %9278 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %9279 = load float, ptr %9278, align 4
  %9280 = fadd reassoc ninf nsz afn float %9279, 0.000000e+00
  store float %9280, ptr %9278, align 4
  %9281 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %9282 = load float, ptr %9281, align 4
  %9283 = fadd reassoc ninf nsz afn float %9282, 0.000000e+00
  store float %9283, ptr %9281, align 4
  %9284 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %9285 = load float, ptr %9284, align 4
  %9286 = fadd reassoc ninf nsz afn float %9285, 0.000000e+00
  store float %9286, ptr %9284, align 4
  %9287 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %9288 = load float, ptr %9287, align 4
  %9289 = fadd reassoc ninf nsz afn float %9288, 0.000000e+00
  store float %9289, ptr %9287, align 4
  %9290 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %9291 = load float, ptr %9290, align 4
  %9292 = fadd reassoc ninf nsz afn float %9291, 0.000000e+00
  store float %9292, ptr %9290, align 4
  %9293 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %9294 = load float, ptr %9293, align 4
  %9295 = fadd reassoc ninf nsz afn float %9294, 0.000000e+00
  store float %9295, ptr %9293, align 4
  %9296 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %9297 = load float, ptr %9296, align 4
  %9298 = fadd reassoc ninf nsz afn float %9297, 0.000000e+00
  store float %9298, ptr %9296, align 4
  %9299 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %9300 = load float, ptr %9299, align 4
  %9301 = fadd reassoc ninf nsz afn float %9300, 0.000000e+00
  store float %9301, ptr %9299, align 4
  %9302 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %9303 = load float, ptr %9302, align 4
  %9304 = fadd reassoc ninf nsz afn float %9303, 0.000000e+00
  store float %9304, ptr %9302, align 4
  %9305 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %9306 = load float, ptr %9305, align 4
  %9307 = fadd reassoc ninf nsz afn float %9306, 0.000000e+00
  store float %9307, ptr %9305, align 4
  %9308 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %9309 = load float, ptr %9308, align 4
  %9310 = fadd reassoc ninf nsz afn float %9309, 0.000000e+00
  store float %9310, ptr %9308, align 4
  %9311 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %9312 = load float, ptr %9311, align 4
  %9313 = fadd reassoc ninf nsz afn float %9312, 0.000000e+00
  store float %9313, ptr %9311, align 4
  %9314 = fmul reassoc ninf nsz afn float %8887, 0x3FE99999A0000000
  %9315 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %9316 = load float, ptr %9315, align 4
  %9317 = fadd reassoc ninf nsz afn float %9316, 0.000000e+00
  store float %9317, ptr %9315, align 4
  %9318 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %9319 = load float, ptr %9318, align 4
  %9320 = fadd reassoc ninf nsz afn float %9319, 0.000000e+00
  store float %9320, ptr %9318, align 4
  %9321 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %9322 = load float, ptr %9321, align 4
  %9323 = fadd reassoc ninf nsz afn float %9322, %9314
  store float %9323, ptr %9321, align 4
  %9324 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %9325 = load float, ptr %9324, align 4
  %9326 = fadd reassoc ninf nsz afn float %9325, 0.000000e+00
  store float %9326, ptr %9324, align 4
  %9327 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %9328 = load float, ptr %9327, align 4
  %9329 = fadd reassoc ninf nsz afn float %9328, 0.000000e+00
  store float %9329, ptr %9327, align 4
  %9330 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %9331 = load float, ptr %9330, align 4
  %9332 = fadd reassoc ninf nsz afn float %9331, 0.000000e+00
  store float %9332, ptr %9330, align 4
  %9333 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %9334 = load float, ptr %9333, align 4
  %9335 = fadd reassoc ninf nsz afn float %9334, 0.000000e+00
  store float %9335, ptr %9333, align 4
  %9336 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %9337 = load float, ptr %9336, align 4
  %9338 = fadd reassoc ninf nsz afn float %9337, 0.000000e+00
  store float %9338, ptr %9336, align 4
  %9339 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %9340 = load float, ptr %9339, align 4
  %9341 = fadd reassoc ninf nsz afn float %9340, 0.000000e+00
  store float %9341, ptr %9339, align 4
  %9342 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %9343 = load float, ptr %9342, align 4
  %9344 = fadd reassoc ninf nsz afn float %9343, 0.000000e+00
  store float %9344, ptr %9342, align 4
  %9345 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %9346 = load float, ptr %9345, align 4
  %9347 = fadd reassoc ninf nsz afn float %9346, 0.000000e+00
  store float %9347, ptr %9345, align 4
  %9348 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %9349 = load float, ptr %9348, align 4
  %9350 = fadd reassoc ninf nsz afn float %9349, 0.000000e+00
  store float %9350, ptr %9348, align 4
  %9351 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %9352 = load float, ptr %9351, align 4
  %9353 = fadd reassoc ninf nsz afn float %9352, 0.000000e+00
  store float %9353, ptr %9351, align 4
  %9354 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %9355 = load float, ptr %9354, align 4
  %9356 = fadd reassoc ninf nsz afn float %9355, 0.000000e+00
  store float %9356, ptr %9354, align 4
  %9357 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %9358 = load float, ptr %9357, align 4
  %9359 = fadd reassoc ninf nsz afn float %9358, 0.000000e+00
  store float %9359, ptr %9357, align 4
  %9360 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %9361 = load float, ptr %9360, align 4
  %9362 = fadd reassoc ninf nsz afn float %9361, 0.000000e+00
  store float %9362, ptr %9360, align 4
  %9363 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9364 = load float, ptr %9363, align 4
  %9365 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9366 = load float, ptr %9365, align 4
  %9367 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9368 = load float, ptr %9367, align 4
  %9369 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9370 = load float, ptr %9369, align 4
  %9371 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9372 = load float, ptr %9371, align 4
  %9373 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9374 = load float, ptr %9373, align 4
  %9375 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9376 = load float, ptr %9375, align 4
  %9377 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9378 = load float, ptr %9377, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %9379 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9380 = load float, ptr %9379, align 4
  %9381 = fadd reassoc ninf nsz afn float %9380, 0.000000e+00
  store float %9381, ptr %9379, align 4
  %9382 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9383 = load float, ptr %9382, align 4
  %9384 = fadd reassoc ninf nsz afn float %9383, 0.000000e+00
  store float %9384, ptr %9382, align 4
  %9385 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9386 = load float, ptr %9385, align 4
  %9387 = fadd reassoc ninf nsz afn float %9386, 0.000000e+00
  store float %9387, ptr %9385, align 4
  %9388 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9389 = load float, ptr %9388, align 4
  %9390 = fadd reassoc ninf nsz afn float %9389, 0.000000e+00
  store float %9390, ptr %9388, align 4
  %9391 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9392 = load float, ptr %9391, align 4
  %9393 = fadd reassoc ninf nsz afn float %9392, 0.000000e+00
  store float %9393, ptr %9391, align 4
  %9394 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9395 = load float, ptr %9394, align 4
  %9396 = fadd reassoc ninf nsz afn float %9395, 0.000000e+00
  store float %9396, ptr %9394, align 4
  %9397 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9398 = load float, ptr %9397, align 4
  %9399 = fadd reassoc ninf nsz afn float %9398, 0.000000e+00
  store float %9399, ptr %9397, align 4
  %9400 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9401 = load float, ptr %9400, align 4
  %9402 = fadd reassoc ninf nsz afn float %9401, %9378
  store float %9402, ptr %9400, align 4
  %9403 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9404 = load float, ptr %9403, align 4
  %9405 = fadd reassoc ninf nsz afn float %9404, 0.000000e+00
  store float %9405, ptr %9403, align 4
  %9406 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9407 = load float, ptr %9406, align 4
  %9408 = fadd reassoc ninf nsz afn float %9407, 0.000000e+00
  store float %9408, ptr %9406, align 4
  %9409 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9410 = load float, ptr %9409, align 4
  %9411 = fadd reassoc ninf nsz afn float %9410, 0.000000e+00
  store float %9411, ptr %9409, align 4
  %9412 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9413 = load float, ptr %9412, align 4
  %9414 = fadd reassoc ninf nsz afn float %9413, 0.000000e+00
  store float %9414, ptr %9412, align 4
  %9415 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9416 = load float, ptr %9415, align 4
  %9417 = fadd reassoc ninf nsz afn float %9416, 0.000000e+00
  store float %9417, ptr %9415, align 4
  %9418 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9419 = load float, ptr %9418, align 4
  %9420 = fadd reassoc ninf nsz afn float %9419, 0.000000e+00
  store float %9420, ptr %9418, align 4
  %9421 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9422 = load float, ptr %9421, align 4
  %9423 = fadd reassoc ninf nsz afn float %9422, 0.000000e+00
  store float %9423, ptr %9421, align 4
  %9424 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9425 = load float, ptr %9424, align 4
  %9426 = fadd reassoc ninf nsz afn float %9425, 0.000000e+00
  store float %9426, ptr %9424, align 4
  %9427 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9428 = load float, ptr %9427, align 4
  %9429 = fadd reassoc ninf nsz afn float %9428, 0.000000e+00
  store float %9429, ptr %9427, align 4
  %9430 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9431 = load float, ptr %9430, align 4
  %9432 = fadd reassoc ninf nsz afn float %9431, 0.000000e+00
  store float %9432, ptr %9430, align 4
  %9433 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9434 = load float, ptr %9433, align 4
  %9435 = fadd reassoc ninf nsz afn float %9434, 0.000000e+00
  store float %9435, ptr %9433, align 4
  %9436 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9437 = load float, ptr %9436, align 4
  %9438 = fadd reassoc ninf nsz afn float %9437, 0.000000e+00
  store float %9438, ptr %9436, align 4
  %9439 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9440 = load float, ptr %9439, align 4
  %9441 = fadd reassoc ninf nsz afn float %9440, 0.000000e+00
  store float %9441, ptr %9439, align 4
  %9442 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9443 = load float, ptr %9442, align 4
  %9444 = fadd reassoc ninf nsz afn float %9443, 0.000000e+00
  store float %9444, ptr %9442, align 4
  %9445 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9446 = load float, ptr %9445, align 4
  %9447 = fadd reassoc ninf nsz afn float %9446, %9376
  store float %9447, ptr %9445, align 4
  %9448 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9449 = load float, ptr %9448, align 4
  %9450 = fadd reassoc ninf nsz afn float %9449, 0.000000e+00
  store float %9450, ptr %9448, align 4
  %9451 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9452 = load float, ptr %9451, align 4
  %9453 = fadd reassoc ninf nsz afn float %9452, 0.000000e+00
  store float %9453, ptr %9451, align 4
  %9454 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9455 = load float, ptr %9454, align 4
  %9456 = fadd reassoc ninf nsz afn float %9455, 0.000000e+00
  store float %9456, ptr %9454, align 4
  %9457 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9458 = load float, ptr %9457, align 4
  %9459 = fadd reassoc ninf nsz afn float %9458, 0.000000e+00
  store float %9459, ptr %9457, align 4
  %9460 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9461 = load float, ptr %9460, align 4
  %9462 = fadd reassoc ninf nsz afn float %9461, 0.000000e+00
  store float %9462, ptr %9460, align 4
  %9463 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9464 = load float, ptr %9463, align 4
  %9465 = fadd reassoc ninf nsz afn float %9464, 0.000000e+00
  store float %9465, ptr %9463, align 4
  %9466 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9467 = load float, ptr %9466, align 4
  %9468 = fadd reassoc ninf nsz afn float %9467, 0.000000e+00
  store float %9468, ptr %9466, align 4
  %9469 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9470 = load float, ptr %9469, align 4
  %9471 = fadd reassoc ninf nsz afn float %9470, 0.000000e+00
  store float %9471, ptr %9469, align 4
  %9472 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9473 = load float, ptr %9472, align 4
  %9474 = fadd reassoc ninf nsz afn float %9473, 0.000000e+00
  store float %9474, ptr %9472, align 4
  %9475 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9476 = load float, ptr %9475, align 4
  %9477 = fadd reassoc ninf nsz afn float %9476, 0.000000e+00
  store float %9477, ptr %9475, align 4
  %9478 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9479 = load float, ptr %9478, align 4
  %9480 = fadd reassoc ninf nsz afn float %9479, 0.000000e+00
  store float %9480, ptr %9478, align 4
  %9481 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9482 = load float, ptr %9481, align 4
  %9483 = fadd reassoc ninf nsz afn float %9482, 0.000000e+00
  store float %9483, ptr %9481, align 4
  %9484 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9485 = load float, ptr %9484, align 4
  %9486 = fadd reassoc ninf nsz afn float %9485, 0.000000e+00
  store float %9486, ptr %9484, align 4
  %9487 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9488 = load float, ptr %9487, align 4
  %9489 = fadd reassoc ninf nsz afn float %9488, 0.000000e+00
  store float %9489, ptr %9487, align 4
  %9490 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9491 = load float, ptr %9490, align 4
  %9492 = fadd reassoc ninf nsz afn float %9491, %9374
  store float %9492, ptr %9490, align 4
  %9493 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9494 = load float, ptr %9493, align 4
  %9495 = fadd reassoc ninf nsz afn float %9494, 0.000000e+00
  store float %9495, ptr %9493, align 4
  %9496 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9497 = load float, ptr %9496, align 4
  %9498 = fadd reassoc ninf nsz afn float %9497, 0.000000e+00
  store float %9498, ptr %9496, align 4
  %9499 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9500 = load float, ptr %9499, align 4
  %9501 = fadd reassoc ninf nsz afn float %9500, 0.000000e+00
  store float %9501, ptr %9499, align 4
  %9502 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9503 = load float, ptr %9502, align 4
  %9504 = fadd reassoc ninf nsz afn float %9503, 0.000000e+00
  store float %9504, ptr %9502, align 4
  %9505 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9506 = load float, ptr %9505, align 4
  %9507 = fadd reassoc ninf nsz afn float %9506, 0.000000e+00
  store float %9507, ptr %9505, align 4
  %9508 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9509 = load float, ptr %9508, align 4
  %9510 = fadd reassoc ninf nsz afn float %9509, 0.000000e+00
  store float %9510, ptr %9508, align 4
  %9511 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9512 = load float, ptr %9511, align 4
  %9513 = fadd reassoc ninf nsz afn float %9512, 0.000000e+00
  store float %9513, ptr %9511, align 4
  %9514 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9515 = load float, ptr %9514, align 4
  %9516 = fadd reassoc ninf nsz afn float %9515, 0.000000e+00
  store float %9516, ptr %9514, align 4
  %9517 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9518 = load float, ptr %9517, align 4
  %9519 = fadd reassoc ninf nsz afn float %9518, 0.000000e+00
  store float %9519, ptr %9517, align 4
  %9520 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9521 = load float, ptr %9520, align 4
  %9522 = fadd reassoc ninf nsz afn float %9521, 0.000000e+00
  store float %9522, ptr %9520, align 4
  %9523 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9524 = load float, ptr %9523, align 4
  %9525 = fadd reassoc ninf nsz afn float %9524, 0.000000e+00
  store float %9525, ptr %9523, align 4
  %9526 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9527 = load float, ptr %9526, align 4
  %9528 = fadd reassoc ninf nsz afn float %9527, 0.000000e+00
  store float %9528, ptr %9526, align 4
  %9529 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9530 = load float, ptr %9529, align 4
  %9531 = fadd reassoc ninf nsz afn float %9530, 0.000000e+00
  store float %9531, ptr %9529, align 4
  %9532 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9533 = load float, ptr %9532, align 4
  %9534 = fadd reassoc ninf nsz afn float %9533, 0.000000e+00
  store float %9534, ptr %9532, align 4
  %9535 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9536 = load float, ptr %9535, align 4
  %9537 = fadd reassoc ninf nsz afn float %9536, %9372
  store float %9537, ptr %9535, align 4
  %9538 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9539 = load float, ptr %9538, align 4
  %9540 = fadd reassoc ninf nsz afn float %9539, 0.000000e+00
  store float %9540, ptr %9538, align 4
  %9541 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9542 = load float, ptr %9541, align 4
  %9543 = fadd reassoc ninf nsz afn float %9542, 0.000000e+00
  store float %9543, ptr %9541, align 4
  %9544 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9545 = load float, ptr %9544, align 4
  %9546 = fadd reassoc ninf nsz afn float %9545, 0.000000e+00
  store float %9546, ptr %9544, align 4
  %9547 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9548 = load float, ptr %9547, align 4
  %9549 = fadd reassoc ninf nsz afn float %9548, 0.000000e+00
  store float %9549, ptr %9547, align 4
  %9550 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9551 = load float, ptr %9550, align 4
  %9552 = fadd reassoc ninf nsz afn float %9551, 0.000000e+00
  store float %9552, ptr %9550, align 4
  %9553 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9554 = load float, ptr %9553, align 4
  %9555 = fadd reassoc ninf nsz afn float %9554, 0.000000e+00
  store float %9555, ptr %9553, align 4
  %9556 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9557 = load float, ptr %9556, align 4
  %9558 = fadd reassoc ninf nsz afn float %9557, 0.000000e+00
  store float %9558, ptr %9556, align 4
  %9559 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9560 = load float, ptr %9559, align 4
  %9561 = fadd reassoc ninf nsz afn float %9560, 0.000000e+00
  store float %9561, ptr %9559, align 4
  %9562 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9563 = load float, ptr %9562, align 4
  %9564 = fadd reassoc ninf nsz afn float %9563, 0.000000e+00
  store float %9564, ptr %9562, align 4
  %9565 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9566 = load float, ptr %9565, align 4
  %9567 = fadd reassoc ninf nsz afn float %9566, 0.000000e+00
  store float %9567, ptr %9565, align 4
  %9568 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9569 = load float, ptr %9568, align 4
  %9570 = fadd reassoc ninf nsz afn float %9569, 0.000000e+00
  store float %9570, ptr %9568, align 4
  %9571 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9572 = load float, ptr %9571, align 4
  %9573 = fadd reassoc ninf nsz afn float %9572, 0.000000e+00
  store float %9573, ptr %9571, align 4
  %9574 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9575 = load float, ptr %9574, align 4
  %9576 = fadd reassoc ninf nsz afn float %9575, 0.000000e+00
  store float %9576, ptr %9574, align 4
  %9577 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9578 = load float, ptr %9577, align 4
  %9579 = fadd reassoc ninf nsz afn float %9578, 0.000000e+00
  store float %9579, ptr %9577, align 4
  %9580 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9581 = load float, ptr %9580, align 4
  %9582 = fadd reassoc ninf nsz afn float %9581, %9370
  store float %9582, ptr %9580, align 4
  %9583 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9584 = load float, ptr %9583, align 4
  %9585 = fadd reassoc ninf nsz afn float %9584, 0.000000e+00
  store float %9585, ptr %9583, align 4
  %9586 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9587 = load float, ptr %9586, align 4
  %9588 = fadd reassoc ninf nsz afn float %9587, 0.000000e+00
  store float %9588, ptr %9586, align 4
  %9589 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9590 = load float, ptr %9589, align 4
  %9591 = fadd reassoc ninf nsz afn float %9590, 0.000000e+00
  store float %9591, ptr %9589, align 4
  %9592 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9593 = load float, ptr %9592, align 4
  %9594 = fadd reassoc ninf nsz afn float %9593, 0.000000e+00
  store float %9594, ptr %9592, align 4
  %9595 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9596 = load float, ptr %9595, align 4
  %9597 = fadd reassoc ninf nsz afn float %9596, 0.000000e+00
  store float %9597, ptr %9595, align 4
  %9598 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9599 = load float, ptr %9598, align 4
  %9600 = fadd reassoc ninf nsz afn float %9599, 0.000000e+00
  store float %9600, ptr %9598, align 4
  %9601 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9602 = load float, ptr %9601, align 4
  %9603 = fadd reassoc ninf nsz afn float %9602, 0.000000e+00
  store float %9603, ptr %9601, align 4
  %9604 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9605 = load float, ptr %9604, align 4
  %9606 = fadd reassoc ninf nsz afn float %9605, 0.000000e+00
  store float %9606, ptr %9604, align 4
  %9607 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9608 = load float, ptr %9607, align 4
  %9609 = fadd reassoc ninf nsz afn float %9608, 0.000000e+00
  store float %9609, ptr %9607, align 4
  %9610 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9611 = load float, ptr %9610, align 4
  %9612 = fadd reassoc ninf nsz afn float %9611, 0.000000e+00
  store float %9612, ptr %9610, align 4
  %9613 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9614 = load float, ptr %9613, align 4
  %9615 = fadd reassoc ninf nsz afn float %9614, 0.000000e+00
  store float %9615, ptr %9613, align 4
  %9616 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9617 = load float, ptr %9616, align 4
  %9618 = fadd reassoc ninf nsz afn float %9617, 0.000000e+00
  store float %9618, ptr %9616, align 4
  %9619 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9620 = load float, ptr %9619, align 4
  %9621 = fadd reassoc ninf nsz afn float %9620, 0.000000e+00
  store float %9621, ptr %9619, align 4
  %9622 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9623 = load float, ptr %9622, align 4
  %9624 = fadd reassoc ninf nsz afn float %9623, 0.000000e+00
  store float %9624, ptr %9622, align 4
  %9625 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9626 = load float, ptr %9625, align 4
  %9627 = fadd reassoc ninf nsz afn float %9626, %9368
  store float %9627, ptr %9625, align 4
  %9628 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9629 = load float, ptr %9628, align 4
  %9630 = fadd reassoc ninf nsz afn float %9629, 0.000000e+00
  store float %9630, ptr %9628, align 4
  %9631 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9632 = load float, ptr %9631, align 4
  %9633 = fadd reassoc ninf nsz afn float %9632, 0.000000e+00
  store float %9633, ptr %9631, align 4
  %9634 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9635 = load float, ptr %9634, align 4
  %9636 = fadd reassoc ninf nsz afn float %9635, 0.000000e+00
  store float %9636, ptr %9634, align 4
  %9637 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9638 = load float, ptr %9637, align 4
  %9639 = fadd reassoc ninf nsz afn float %9638, 0.000000e+00
  store float %9639, ptr %9637, align 4
  %9640 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9641 = load float, ptr %9640, align 4
  %9642 = fadd reassoc ninf nsz afn float %9641, 0.000000e+00
  store float %9642, ptr %9640, align 4
  %9643 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9644 = load float, ptr %9643, align 4
  %9645 = fadd reassoc ninf nsz afn float %9644, 0.000000e+00
  store float %9645, ptr %9643, align 4
  %9646 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9647 = load float, ptr %9646, align 4
  %9648 = fadd reassoc ninf nsz afn float %9647, 0.000000e+00
  store float %9648, ptr %9646, align 4
  %9649 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9650 = load float, ptr %9649, align 4
  %9651 = fadd reassoc ninf nsz afn float %9650, 0.000000e+00
  store float %9651, ptr %9649, align 4
  %9652 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9653 = load float, ptr %9652, align 4
  %9654 = fadd reassoc ninf nsz afn float %9653, 0.000000e+00
  store float %9654, ptr %9652, align 4
  %9655 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9656 = load float, ptr %9655, align 4
  %9657 = fadd reassoc ninf nsz afn float %9656, 0.000000e+00
  store float %9657, ptr %9655, align 4
  %9658 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9659 = load float, ptr %9658, align 4
  %9660 = fadd reassoc ninf nsz afn float %9659, 0.000000e+00
  store float %9660, ptr %9658, align 4
  %9661 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9662 = load float, ptr %9661, align 4
  %9663 = fadd reassoc ninf nsz afn float %9662, 0.000000e+00
  store float %9663, ptr %9661, align 4
  %9664 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9665 = load float, ptr %9664, align 4
  %9666 = fadd reassoc ninf nsz afn float %9665, 0.000000e+00
  store float %9666, ptr %9664, align 4
  %9667 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9668 = load float, ptr %9667, align 4
  %9669 = fadd reassoc ninf nsz afn float %9668, %9364
  store float %9669, ptr %9667, align 4
  %9670 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9671 = load float, ptr %9670, align 4
  %9672 = fadd reassoc ninf nsz afn float %9671, 0.000000e+00
  store float %9672, ptr %9670, align 4
  %9673 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9674 = load float, ptr %9673, align 4
  %9675 = fadd reassoc ninf nsz afn float %9674, 0.000000e+00
  store float %9675, ptr %9673, align 4
  %9676 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9677 = load float, ptr %9676, align 4
  %9678 = fadd reassoc ninf nsz afn float %9677, 0.000000e+00
  store float %9678, ptr %9676, align 4
  %9679 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9680 = load float, ptr %9679, align 4
  %9681 = fadd reassoc ninf nsz afn float %9680, 0.000000e+00
  store float %9681, ptr %9679, align 4
  %9682 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9683 = load float, ptr %9682, align 4
  %9684 = fadd reassoc ninf nsz afn float %9683, 0.000000e+00
  store float %9684, ptr %9682, align 4
  %9685 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9686 = load float, ptr %9685, align 4
  %9687 = fadd reassoc ninf nsz afn float %9686, 0.000000e+00
  store float %9687, ptr %9685, align 4
  %9688 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9689 = load float, ptr %9688, align 4
  %9690 = fadd reassoc ninf nsz afn float %9689, 0.000000e+00
  store float %9690, ptr %9688, align 4
  %9691 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9692 = load float, ptr %9691, align 4
  %9693 = fadd reassoc ninf nsz afn float %9692, 0.000000e+00
  store float %9693, ptr %9691, align 4
  %9694 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9695 = load float, ptr %9694, align 4
  %9696 = fadd reassoc ninf nsz afn float %9695, 0.000000e+00
  store float %9696, ptr %9694, align 4
  %9697 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9698 = load float, ptr %9697, align 4
  %9699 = fadd reassoc ninf nsz afn float %9698, 0.000000e+00
  store float %9699, ptr %9697, align 4
  %9700 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9701 = load float, ptr %9700, align 4
  %9702 = fadd reassoc ninf nsz afn float %9701, 0.000000e+00
  store float %9702, ptr %9700, align 4
  %9703 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9704 = load float, ptr %9703, align 4
  %9705 = fadd reassoc ninf nsz afn float %9704, 0.000000e+00
  store float %9705, ptr %9703, align 4
  %9706 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9707 = load float, ptr %9706, align 4
  %9708 = fadd reassoc ninf nsz afn float %9707, 0.000000e+00
  store float %9708, ptr %9706, align 4
  %9709 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9710 = load float, ptr %9709, align 4
  %9711 = fadd reassoc ninf nsz afn float %9710, 0.000000e+00
  store float %9711, ptr %9709, align 4
  %9712 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9713 = load float, ptr %9712, align 4
  %9714 = fadd reassoc ninf nsz afn float %9713, 0.000000e+00
  store float %9714, ptr %9712, align 4
  %9715 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9716 = load float, ptr %9715, align 4
  %9717 = fadd reassoc ninf nsz afn float %9716, 0.000000e+00
  store float %9717, ptr %9715, align 4
  %9718 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9719 = load float, ptr %9718, align 4
  %9720 = fadd reassoc ninf nsz afn float %9719, 0.000000e+00
  store float %9720, ptr %9718, align 4
  %9721 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9722 = load float, ptr %9721, align 4
  %9723 = fadd reassoc ninf nsz afn float %9722, 0.000000e+00
  store float %9723, ptr %9721, align 4
  %9724 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9725 = load float, ptr %9724, align 4
  %9726 = fadd reassoc ninf nsz afn float %9725, 0.000000e+00
  store float %9726, ptr %9724, align 4
  %9727 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9728 = load float, ptr %9727, align 4
  %9729 = fadd reassoc ninf nsz afn float %9728, 0.000000e+00
  store float %9729, ptr %9727, align 4
  %9730 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9731 = load float, ptr %9730, align 4
  %9732 = fadd reassoc ninf nsz afn float %9731, 0.000000e+00
  store float %9732, ptr %9730, align 4
  %9733 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9734 = load float, ptr %9733, align 4
  %9735 = fadd reassoc ninf nsz afn float %9734, 0.000000e+00
  store float %9735, ptr %9733, align 4
  %9736 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9737 = load float, ptr %9736, align 4
  %9738 = fadd reassoc ninf nsz afn float %9737, 0.000000e+00
  store float %9738, ptr %9736, align 4
  %9739 = fmul reassoc ninf nsz afn float %9366, 0x3FD3333340000000
  %9740 = call ptr @stack_top_adjoint(ptr %274, i64 4)
  %9741 = load float, ptr %9740, align 4
  %9742 = fadd reassoc ninf nsz afn float %9741, %9739
  store float %9742, ptr %9740, align 4
  %9743 = call ptr @stack_top_adjoint(ptr %274, i64 4)
  %9744 = load float, ptr %9743, align 4
  call void @stack_pop(ptr %274)
  %9745 = call reassoc ninf nsz afn float @cos_f32(float %6848)
  %9746 = fmul reassoc ninf nsz afn float %9744, %9745
  %9747 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %9748 = load float, ptr %9747, align 4
  %9749 = fadd reassoc ninf nsz afn float %9748, 0.000000e+00
  store float %9749, ptr %9747, align 4
  %9750 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %9751 = load float, ptr %9750, align 4
  %9752 = fadd reassoc ninf nsz afn float %9751, 0.000000e+00
  store float %9752, ptr %9750, align 4
  %9753 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %9754 = load float, ptr %9753, align 4
  %9755 = fadd reassoc ninf nsz afn float %9754, %9746
  store float %9755, ptr %9753, align 4
  %9756 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %9757 = load float, ptr %9756, align 4
  %9758 = fadd reassoc ninf nsz afn float %9757, 0.000000e+00
  store float %9758, ptr %9756, align 4
  %9759 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %9760 = load float, ptr %9759, align 4
  %9761 = fadd reassoc ninf nsz afn float %9760, 0.000000e+00
  store float %9761, ptr %9759, align 4
  %9762 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %9763 = load float, ptr %9762, align 4
  %9764 = fadd reassoc ninf nsz afn float %9763, 0.000000e+00
  store float %9764, ptr %9762, align 4
  %9765 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %9766 = load float, ptr %9765, align 4
  %9767 = fadd reassoc ninf nsz afn float %9766, 0.000000e+00
  store float %9767, ptr %9765, align 4
  %9768 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %9769 = load float, ptr %9768, align 4
  %9770 = fadd reassoc ninf nsz afn float %9769, 0.000000e+00
  store float %9770, ptr %9768, align 4
  %9771 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %9772 = load float, ptr %9771, align 4
  %9773 = fadd reassoc ninf nsz afn float %9772, 0.000000e+00
  store float %9773, ptr %9771, align 4
  %9774 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %9775 = load float, ptr %9774, align 4
  %9776 = fadd reassoc ninf nsz afn float %9775, 0.000000e+00
  store float %9776, ptr %9774, align 4
  %9777 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %9778 = load float, ptr %9777, align 4
  %9779 = fadd reassoc ninf nsz afn float %9778, 0.000000e+00
  store float %9779, ptr %9777, align 4
  %9780 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %9781 = load float, ptr %9780, align 4
  %9782 = fadd reassoc ninf nsz afn float %9781, 0.000000e+00
  store float %9782, ptr %9780, align 4
  %9783 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %9784 = load float, ptr %9783, align 4
  %9785 = fadd reassoc ninf nsz afn float %9784, 0.000000e+00
  store float %9785, ptr %9783, align 4
  %9786 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %9787 = load float, ptr %9786, align 4
  %9788 = fadd reassoc ninf nsz afn float %9787, 0.000000e+00
  store float %9788, ptr %9786, align 4
  %9789 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %9790 = load float, ptr %9789, align 4
  %9791 = fadd reassoc ninf nsz afn float %9790, 0.000000e+00
  store float %9791, ptr %9789, align 4
  %9792 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %9793 = load float, ptr %9792, align 4
  %9794 = fadd reassoc ninf nsz afn float %9793, 0.000000e+00
  store float %9794, ptr %9792, align 4
  %9795 = fmul reassoc ninf nsz afn float %9366, 0x3FE99999A0000000
  %9796 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %9797 = load float, ptr %9796, align 4
  %9798 = fadd reassoc ninf nsz afn float %9797, 0.000000e+00
  store float %9798, ptr %9796, align 4
  %9799 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %9800 = load float, ptr %9799, align 4
  %9801 = fadd reassoc ninf nsz afn float %9800, %9795
  store float %9801, ptr %9799, align 4
  %9802 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %9803 = load float, ptr %9802, align 4
  %9804 = fadd reassoc ninf nsz afn float %9803, 0.000000e+00
  store float %9804, ptr %9802, align 4
  %9805 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %9806 = load float, ptr %9805, align 4
  %9807 = fadd reassoc ninf nsz afn float %9806, 0.000000e+00
  store float %9807, ptr %9805, align 4
  %9808 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %9809 = load float, ptr %9808, align 4
  %9810 = fadd reassoc ninf nsz afn float %9809, 0.000000e+00
  store float %9810, ptr %9808, align 4
  %9811 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %9812 = load float, ptr %9811, align 4
  %9813 = fadd reassoc ninf nsz afn float %9812, 0.000000e+00
  store float %9813, ptr %9811, align 4
  %9814 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %9815 = load float, ptr %9814, align 4
  %9816 = fadd reassoc ninf nsz afn float %9815, 0.000000e+00
  store float %9816, ptr %9814, align 4
  %9817 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %9818 = load float, ptr %9817, align 4
  %9819 = fadd reassoc ninf nsz afn float %9818, 0.000000e+00
  store float %9819, ptr %9817, align 4
  %9820 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %9821 = load float, ptr %9820, align 4
  %9822 = fadd reassoc ninf nsz afn float %9821, 0.000000e+00
  store float %9822, ptr %9820, align 4
  %9823 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %9824 = load float, ptr %9823, align 4
  %9825 = fadd reassoc ninf nsz afn float %9824, 0.000000e+00
  store float %9825, ptr %9823, align 4
  %9826 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %9827 = load float, ptr %9826, align 4
  %9828 = fadd reassoc ninf nsz afn float %9827, 0.000000e+00
  store float %9828, ptr %9826, align 4
  %9829 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %9830 = load float, ptr %9829, align 4
  %9831 = fadd reassoc ninf nsz afn float %9830, 0.000000e+00
  store float %9831, ptr %9829, align 4
  %9832 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %9833 = load float, ptr %9832, align 4
  %9834 = fadd reassoc ninf nsz afn float %9833, 0.000000e+00
  store float %9834, ptr %9832, align 4
  %9835 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %9836 = load float, ptr %9835, align 4
  %9837 = fadd reassoc ninf nsz afn float %9836, 0.000000e+00
  store float %9837, ptr %9835, align 4
  %9838 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %9839 = load float, ptr %9838, align 4
  %9840 = fadd reassoc ninf nsz afn float %9839, 0.000000e+00
  store float %9840, ptr %9838, align 4
  %9841 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %9842 = load float, ptr %9841, align 4
  %9843 = fadd reassoc ninf nsz afn float %9842, 0.000000e+00
  store float %9843, ptr %9841, align 4
  %9844 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9845 = load float, ptr %9844, align 4
  %9846 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9847 = load float, ptr %9846, align 4
  %9848 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9849 = load float, ptr %9848, align 4
  %9850 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9851 = load float, ptr %9850, align 4
  %9852 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9853 = load float, ptr %9852, align 4
  %9854 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9855 = load float, ptr %9854, align 4
  %9856 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9857 = load float, ptr %9856, align 4
  %9858 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9859 = load float, ptr %9858, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %9860 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9861 = load float, ptr %9860, align 4
  %9862 = fadd reassoc ninf nsz afn float %9861, 0.000000e+00
  store float %9862, ptr %9860, align 4
  %9863 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9864 = load float, ptr %9863, align 4
  %9865 = fadd reassoc ninf nsz afn float %9864, 0.000000e+00
  store float %9865, ptr %9863, align 4
  %9866 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9867 = load float, ptr %9866, align 4
  %9868 = fadd reassoc ninf nsz afn float %9867, 0.000000e+00
  store float %9868, ptr %9866, align 4
  %9869 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9870 = load float, ptr %9869, align 4
  %9871 = fadd reassoc ninf nsz afn float %9870, 0.000000e+00
  store float %9871, ptr %9869, align 4
  %9872 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9873 = load float, ptr %9872, align 4
  %9874 = fadd reassoc ninf nsz afn float %9873, 0.000000e+00
  store float %9874, ptr %9872, align 4
  %9875 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9876 = load float, ptr %9875, align 4
  %9877 = fadd reassoc ninf nsz afn float %9876, 0.000000e+00
  store float %9877, ptr %9875, align 4
  %9878 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9879 = load float, ptr %9878, align 4
  %9880 = fadd reassoc ninf nsz afn float %9879, 0.000000e+00
  store float %9880, ptr %9878, align 4
  %9881 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9882 = load float, ptr %9881, align 4
  %9883 = fadd reassoc ninf nsz afn float %9882, %9859
  store float %9883, ptr %9881, align 4
  %9884 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9885 = load float, ptr %9884, align 4
  %9886 = fadd reassoc ninf nsz afn float %9885, 0.000000e+00
  store float %9886, ptr %9884, align 4
  %9887 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9888 = load float, ptr %9887, align 4
  %9889 = fadd reassoc ninf nsz afn float %9888, 0.000000e+00
  store float %9889, ptr %9887, align 4
  %9890 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9891 = load float, ptr %9890, align 4
  %9892 = fadd reassoc ninf nsz afn float %9891, 0.000000e+00
  store float %9892, ptr %9890, align 4
  %9893 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9894 = load float, ptr %9893, align 4
  %9895 = fadd reassoc ninf nsz afn float %9894, 0.000000e+00
  store float %9895, ptr %9893, align 4
  %9896 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9897 = load float, ptr %9896, align 4
  %9898 = fadd reassoc ninf nsz afn float %9897, 0.000000e+00
  store float %9898, ptr %9896, align 4
  %9899 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9900 = load float, ptr %9899, align 4
  %9901 = fadd reassoc ninf nsz afn float %9900, 0.000000e+00
  store float %9901, ptr %9899, align 4
  %9902 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9903 = load float, ptr %9902, align 4
  %9904 = fadd reassoc ninf nsz afn float %9903, 0.000000e+00
  store float %9904, ptr %9902, align 4
  %9905 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9906 = load float, ptr %9905, align 4
  %9907 = fadd reassoc ninf nsz afn float %9906, 0.000000e+00
  store float %9907, ptr %9905, align 4
  %9908 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9909 = load float, ptr %9908, align 4
  %9910 = fadd reassoc ninf nsz afn float %9909, 0.000000e+00
  store float %9910, ptr %9908, align 4
  %9911 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9912 = load float, ptr %9911, align 4
  %9913 = fadd reassoc ninf nsz afn float %9912, 0.000000e+00
  store float %9913, ptr %9911, align 4
  %9914 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9915 = load float, ptr %9914, align 4
  %9916 = fadd reassoc ninf nsz afn float %9915, 0.000000e+00
  store float %9916, ptr %9914, align 4
  %9917 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9918 = load float, ptr %9917, align 4
  %9919 = fadd reassoc ninf nsz afn float %9918, 0.000000e+00
  store float %9919, ptr %9917, align 4
  %9920 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9921 = load float, ptr %9920, align 4
  %9922 = fadd reassoc ninf nsz afn float %9921, 0.000000e+00
  store float %9922, ptr %9920, align 4
  %9923 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9924 = load float, ptr %9923, align 4
  %9925 = fadd reassoc ninf nsz afn float %9924, 0.000000e+00
  store float %9925, ptr %9923, align 4
  %9926 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9927 = load float, ptr %9926, align 4
  %9928 = fadd reassoc ninf nsz afn float %9927, %9857
  store float %9928, ptr %9926, align 4
  %9929 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9930 = load float, ptr %9929, align 4
  %9931 = fadd reassoc ninf nsz afn float %9930, 0.000000e+00
  store float %9931, ptr %9929, align 4
  %9932 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9933 = load float, ptr %9932, align 4
  %9934 = fadd reassoc ninf nsz afn float %9933, 0.000000e+00
  store float %9934, ptr %9932, align 4
  %9935 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9936 = load float, ptr %9935, align 4
  %9937 = fadd reassoc ninf nsz afn float %9936, 0.000000e+00
  store float %9937, ptr %9935, align 4
  %9938 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9939 = load float, ptr %9938, align 4
  %9940 = fadd reassoc ninf nsz afn float %9939, 0.000000e+00
  store float %9940, ptr %9938, align 4
  %9941 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9942 = load float, ptr %9941, align 4
  %9943 = fadd reassoc ninf nsz afn float %9942, 0.000000e+00
  store float %9943, ptr %9941, align 4
  %9944 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9945 = load float, ptr %9944, align 4
  %9946 = fadd reassoc ninf nsz afn float %9945, 0.000000e+00
  store float %9946, ptr %9944, align 4
  %9947 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9948 = load float, ptr %9947, align 4
  %9949 = fadd reassoc ninf nsz afn float %9948, 0.000000e+00
  store float %9949, ptr %9947, align 4
  %9950 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9951 = load float, ptr %9950, align 4
  %9952 = fadd reassoc ninf nsz afn float %9951, 0.000000e+00
  store float %9952, ptr %9950, align 4
  %9953 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9954 = load float, ptr %9953, align 4
  %9955 = fadd reassoc ninf nsz afn float %9954, 0.000000e+00
  store float %9955, ptr %9953, align 4
  %9956 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9957 = load float, ptr %9956, align 4
  %9958 = fadd reassoc ninf nsz afn float %9957, 0.000000e+00
  store float %9958, ptr %9956, align 4
  %9959 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9960 = load float, ptr %9959, align 4
  %9961 = fadd reassoc ninf nsz afn float %9960, 0.000000e+00
  store float %9961, ptr %9959, align 4
  %9962 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9963 = load float, ptr %9962, align 4
  %9964 = fadd reassoc ninf nsz afn float %9963, 0.000000e+00
  store float %9964, ptr %9962, align 4
  %9965 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9966 = load float, ptr %9965, align 4
  %9967 = fadd reassoc ninf nsz afn float %9966, 0.000000e+00
  store float %9967, ptr %9965, align 4
  %9968 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9969 = load float, ptr %9968, align 4
  %9970 = fadd reassoc ninf nsz afn float %9969, 0.000000e+00
  store float %9970, ptr %9968, align 4
  %9971 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9972 = load float, ptr %9971, align 4
  %9973 = fadd reassoc ninf nsz afn float %9972, %9855
  store float %9973, ptr %9971, align 4
  %9974 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9975 = load float, ptr %9974, align 4
  %9976 = fadd reassoc ninf nsz afn float %9975, 0.000000e+00
  store float %9976, ptr %9974, align 4
  %9977 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %9978 = load float, ptr %9977, align 4
  %9979 = fadd reassoc ninf nsz afn float %9978, 0.000000e+00
  store float %9979, ptr %9977, align 4
  %9980 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %9981 = load float, ptr %9980, align 4
  %9982 = fadd reassoc ninf nsz afn float %9981, 0.000000e+00
  store float %9982, ptr %9980, align 4
  %9983 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %9984 = load float, ptr %9983, align 4
  %9985 = fadd reassoc ninf nsz afn float %9984, 0.000000e+00
  store float %9985, ptr %9983, align 4
  %9986 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %9987 = load float, ptr %9986, align 4
  %9988 = fadd reassoc ninf nsz afn float %9987, 0.000000e+00
  store float %9988, ptr %9986, align 4
  %9989 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %9990 = load float, ptr %9989, align 4
  %9991 = fadd reassoc ninf nsz afn float %9990, 0.000000e+00
  store float %9991, ptr %9989, align 4
  %9992 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %9993 = load float, ptr %9992, align 4
  %9994 = fadd reassoc ninf nsz afn float %9993, 0.000000e+00
  store float %9994, ptr %9992, align 4
  %9995 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %9996 = load float, ptr %9995, align 4
  %9997 = fadd reassoc ninf nsz afn float %9996, 0.000000e+00
  store float %9997, ptr %9995, align 4
  %9998 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %9999 = load float, ptr %9998, align 4
  %10000 = fadd reassoc ninf nsz afn float %9999, 0.000000e+00
  store float %10000, ptr %9998, align 4
  %10001 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10002 = load float, ptr %10001, align 4
  %10003 = fadd reassoc ninf nsz afn float %10002, 0.000000e+00
  store float %10003, ptr %10001, align 4
  %10004 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10005 = load float, ptr %10004, align 4
  %10006 = fadd reassoc ninf nsz afn float %10005, 0.000000e+00
  store float %10006, ptr %10004, align 4
  %10007 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10008 = load float, ptr %10007, align 4
  %10009 = fadd reassoc ninf nsz afn float %10008, 0.000000e+00
  store float %10009, ptr %10007, align 4
  %10010 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10011 = load float, ptr %10010, align 4
  %10012 = fadd reassoc ninf nsz afn float %10011, 0.000000e+00
  store float %10012, ptr %10010, align 4
  %10013 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10014 = load float, ptr %10013, align 4
  %10015 = fadd reassoc ninf nsz afn float %10014, 0.000000e+00
  store float %10015, ptr %10013, align 4
  %10016 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10017 = load float, ptr %10016, align 4
  %10018 = fadd reassoc ninf nsz afn float %10017, %9853
  store float %10018, ptr %10016, align 4
  %10019 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10020 = load float, ptr %10019, align 4
  %10021 = fadd reassoc ninf nsz afn float %10020, 0.000000e+00
  store float %10021, ptr %10019, align 4
  %10022 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10023 = load float, ptr %10022, align 4
  %10024 = fadd reassoc ninf nsz afn float %10023, 0.000000e+00
  store float %10024, ptr %10022, align 4
  %10025 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10026 = load float, ptr %10025, align 4
  %10027 = fadd reassoc ninf nsz afn float %10026, 0.000000e+00
  store float %10027, ptr %10025, align 4
  %10028 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10029 = load float, ptr %10028, align 4
  %10030 = fadd reassoc ninf nsz afn float %10029, 0.000000e+00
  store float %10030, ptr %10028, align 4
  %10031 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10032 = load float, ptr %10031, align 4
  %10033 = fadd reassoc ninf nsz afn float %10032, 0.000000e+00
  store float %10033, ptr %10031, align 4
  %10034 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10035 = load float, ptr %10034, align 4
  %10036 = fadd reassoc ninf nsz afn float %10035, 0.000000e+00
  store float %10036, ptr %10034, align 4
  %10037 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10038 = load float, ptr %10037, align 4
  %10039 = fadd reassoc ninf nsz afn float %10038, 0.000000e+00
  store float %10039, ptr %10037, align 4
  %10040 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10041 = load float, ptr %10040, align 4
  %10042 = fadd reassoc ninf nsz afn float %10041, 0.000000e+00
  store float %10042, ptr %10040, align 4
  %10043 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10044 = load float, ptr %10043, align 4
  %10045 = fadd reassoc ninf nsz afn float %10044, 0.000000e+00
  store float %10045, ptr %10043, align 4
  %10046 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10047 = load float, ptr %10046, align 4
  %10048 = fadd reassoc ninf nsz afn float %10047, 0.000000e+00
  store float %10048, ptr %10046, align 4
  %10049 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10050 = load float, ptr %10049, align 4
  %10051 = fadd reassoc ninf nsz afn float %10050, 0.000000e+00
  store float %10051, ptr %10049, align 4
  %10052 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10053 = load float, ptr %10052, align 4
  %10054 = fadd reassoc ninf nsz afn float %10053, 0.000000e+00
  store float %10054, ptr %10052, align 4
  %10055 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10056 = load float, ptr %10055, align 4
  %10057 = fadd reassoc ninf nsz afn float %10056, 0.000000e+00
  store float %10057, ptr %10055, align 4
  %10058 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10059 = load float, ptr %10058, align 4
  %10060 = fadd reassoc ninf nsz afn float %10059, 0.000000e+00
  store float %10060, ptr %10058, align 4
  %10061 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10062 = load float, ptr %10061, align 4
  %10063 = fadd reassoc ninf nsz afn float %10062, %9851
  store float %10063, ptr %10061, align 4
  %10064 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10065 = load float, ptr %10064, align 4
  %10066 = fadd reassoc ninf nsz afn float %10065, 0.000000e+00
  store float %10066, ptr %10064, align 4
  %10067 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10068 = load float, ptr %10067, align 4
  %10069 = fadd reassoc ninf nsz afn float %10068, 0.000000e+00
  store float %10069, ptr %10067, align 4
  %10070 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10071 = load float, ptr %10070, align 4
  %10072 = fadd reassoc ninf nsz afn float %10071, 0.000000e+00
  store float %10072, ptr %10070, align 4
  %10073 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10074 = load float, ptr %10073, align 4
  %10075 = fadd reassoc ninf nsz afn float %10074, 0.000000e+00
  store float %10075, ptr %10073, align 4
  %10076 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10077 = load float, ptr %10076, align 4
  %10078 = fadd reassoc ninf nsz afn float %10077, 0.000000e+00
  store float %10078, ptr %10076, align 4
  %10079 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10080 = load float, ptr %10079, align 4
  %10081 = fadd reassoc ninf nsz afn float %10080, 0.000000e+00
  store float %10081, ptr %10079, align 4
  %10082 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10083 = load float, ptr %10082, align 4
  %10084 = fadd reassoc ninf nsz afn float %10083, 0.000000e+00
  store float %10084, ptr %10082, align 4
  %10085 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10086 = load float, ptr %10085, align 4
  %10087 = fadd reassoc ninf nsz afn float %10086, 0.000000e+00
  store float %10087, ptr %10085, align 4
  %10088 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10089 = load float, ptr %10088, align 4
  %10090 = fadd reassoc ninf nsz afn float %10089, 0.000000e+00
  store float %10090, ptr %10088, align 4
  %10091 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10092 = load float, ptr %10091, align 4
  %10093 = fadd reassoc ninf nsz afn float %10092, 0.000000e+00
  store float %10093, ptr %10091, align 4
  %10094 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10095 = load float, ptr %10094, align 4
  %10096 = fadd reassoc ninf nsz afn float %10095, 0.000000e+00
  store float %10096, ptr %10094, align 4
  %10097 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10098 = load float, ptr %10097, align 4
  %10099 = fadd reassoc ninf nsz afn float %10098, 0.000000e+00
  store float %10099, ptr %10097, align 4
  %10100 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10101 = load float, ptr %10100, align 4
  %10102 = fadd reassoc ninf nsz afn float %10101, 0.000000e+00
  store float %10102, ptr %10100, align 4
  %10103 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10104 = load float, ptr %10103, align 4
  %10105 = fadd reassoc ninf nsz afn float %10104, 0.000000e+00
  store float %10105, ptr %10103, align 4
  %10106 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10107 = load float, ptr %10106, align 4
  %10108 = fadd reassoc ninf nsz afn float %10107, %9849
  store float %10108, ptr %10106, align 4
  %10109 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10110 = load float, ptr %10109, align 4
  %10111 = fadd reassoc ninf nsz afn float %10110, 0.000000e+00
  store float %10111, ptr %10109, align 4
  %10112 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10113 = load float, ptr %10112, align 4
  %10114 = fadd reassoc ninf nsz afn float %10113, 0.000000e+00
  store float %10114, ptr %10112, align 4
  %10115 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10116 = load float, ptr %10115, align 4
  %10117 = fadd reassoc ninf nsz afn float %10116, 0.000000e+00
  store float %10117, ptr %10115, align 4
  %10118 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10119 = load float, ptr %10118, align 4
  %10120 = fadd reassoc ninf nsz afn float %10119, 0.000000e+00
  store float %10120, ptr %10118, align 4
  %10121 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10122 = load float, ptr %10121, align 4
  %10123 = fadd reassoc ninf nsz afn float %10122, 0.000000e+00
  store float %10123, ptr %10121, align 4
  %10124 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10125 = load float, ptr %10124, align 4
  %10126 = fadd reassoc ninf nsz afn float %10125, 0.000000e+00
  store float %10126, ptr %10124, align 4
  %10127 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10128 = load float, ptr %10127, align 4
  %10129 = fadd reassoc ninf nsz afn float %10128, 0.000000e+00
  store float %10129, ptr %10127, align 4
  %10130 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10131 = load float, ptr %10130, align 4
  %10132 = fadd reassoc ninf nsz afn float %10131, 0.000000e+00
  store float %10132, ptr %10130, align 4
  %10133 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10134 = load float, ptr %10133, align 4
  %10135 = fadd reassoc ninf nsz afn float %10134, 0.000000e+00
  store float %10135, ptr %10133, align 4
  %10136 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10137 = load float, ptr %10136, align 4
  %10138 = fadd reassoc ninf nsz afn float %10137, 0.000000e+00
  store float %10138, ptr %10136, align 4
  %10139 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10140 = load float, ptr %10139, align 4
  %10141 = fadd reassoc ninf nsz afn float %10140, 0.000000e+00
  store float %10141, ptr %10139, align 4
  %10142 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10143 = load float, ptr %10142, align 4
  %10144 = fadd reassoc ninf nsz afn float %10143, 0.000000e+00
  store float %10144, ptr %10142, align 4
  %10145 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10146 = load float, ptr %10145, align 4
  %10147 = fadd reassoc ninf nsz afn float %10146, 0.000000e+00
  store float %10147, ptr %10145, align 4
  %10148 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10149 = load float, ptr %10148, align 4
  %10150 = fadd reassoc ninf nsz afn float %10149, 0.000000e+00
  store float %10150, ptr %10148, align 4
  %10151 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10152 = load float, ptr %10151, align 4
  %10153 = fadd reassoc ninf nsz afn float %10152, %9847
  store float %10153, ptr %10151, align 4
  %10154 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10155 = load float, ptr %10154, align 4
  %10156 = fadd reassoc ninf nsz afn float %10155, 0.000000e+00
  store float %10156, ptr %10154, align 4
  %10157 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10158 = load float, ptr %10157, align 4
  %10159 = fadd reassoc ninf nsz afn float %10158, 0.000000e+00
  store float %10159, ptr %10157, align 4
  %10160 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10161 = load float, ptr %10160, align 4
  %10162 = fadd reassoc ninf nsz afn float %10161, 0.000000e+00
  store float %10162, ptr %10160, align 4
  %10163 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10164 = load float, ptr %10163, align 4
  %10165 = fadd reassoc ninf nsz afn float %10164, 0.000000e+00
  store float %10165, ptr %10163, align 4
  %10166 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10167 = load float, ptr %10166, align 4
  %10168 = fadd reassoc ninf nsz afn float %10167, 0.000000e+00
  store float %10168, ptr %10166, align 4
  %10169 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10170 = load float, ptr %10169, align 4
  %10171 = fadd reassoc ninf nsz afn float %10170, 0.000000e+00
  store float %10171, ptr %10169, align 4
  %10172 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10173 = load float, ptr %10172, align 4
  %10174 = fadd reassoc ninf nsz afn float %10173, 0.000000e+00
  store float %10174, ptr %10172, align 4
  %10175 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10176 = load float, ptr %10175, align 4
  %10177 = fadd reassoc ninf nsz afn float %10176, 0.000000e+00
  store float %10177, ptr %10175, align 4
  %10178 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10179 = load float, ptr %10178, align 4
  %10180 = fadd reassoc ninf nsz afn float %10179, 0.000000e+00
  store float %10180, ptr %10178, align 4
  %10181 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10182 = load float, ptr %10181, align 4
  %10183 = fadd reassoc ninf nsz afn float %10182, 0.000000e+00
  store float %10183, ptr %10181, align 4
  %10184 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10185 = load float, ptr %10184, align 4
  %10186 = fadd reassoc ninf nsz afn float %10185, 0.000000e+00
  store float %10186, ptr %10184, align 4
  %10187 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10188 = load float, ptr %10187, align 4
  %10189 = fadd reassoc ninf nsz afn float %10188, 0.000000e+00
  store float %10189, ptr %10187, align 4
  %10190 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10191 = load float, ptr %10190, align 4
  %10192 = fadd reassoc ninf nsz afn float %10191, 0.000000e+00
  store float %10192, ptr %10190, align 4
  %10193 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10194 = load float, ptr %10193, align 4
  %10195 = fadd reassoc ninf nsz afn float %10194, 0.000000e+00
  store float %10195, ptr %10193, align 4
  %10196 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10197 = load float, ptr %10196, align 4
  %10198 = fadd reassoc ninf nsz afn float %10197, 0.000000e+00
  store float %10198, ptr %10196, align 4
  %10199 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10200 = load float, ptr %10199, align 4
  %10201 = fadd reassoc ninf nsz afn float %10200, 0.000000e+00
  store float %10201, ptr %10199, align 4
  %10202 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10203 = load float, ptr %10202, align 4
  %10204 = fadd reassoc ninf nsz afn float %10203, 0.000000e+00
  store float %10204, ptr %10202, align 4
  %10205 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10206 = load float, ptr %10205, align 4
  %10207 = fadd reassoc ninf nsz afn float %10206, 0.000000e+00
  store float %10207, ptr %10205, align 4
  %10208 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10209 = load float, ptr %10208, align 4
  %10210 = fadd reassoc ninf nsz afn float %10209, 0.000000e+00
  store float %10210, ptr %10208, align 4
  %10211 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10212 = load float, ptr %10211, align 4
  %10213 = fadd reassoc ninf nsz afn float %10212, 0.000000e+00
  store float %10213, ptr %10211, align 4
  %10214 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10215 = load float, ptr %10214, align 4
  %10216 = fadd reassoc ninf nsz afn float %10215, 0.000000e+00
  store float %10216, ptr %10214, align 4
  %10217 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10218 = load float, ptr %10217, align 4
  %10219 = fadd reassoc ninf nsz afn float %10218, 0.000000e+00
  store float %10219, ptr %10217, align 4
  %10220 = fmul reassoc ninf nsz afn float %9845, 0x3FD3333340000000
  %10221 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %10222 = load float, ptr %10221, align 4
  %10223 = fadd reassoc ninf nsz afn float %10222, %10220
  store float %10223, ptr %10221, align 4
  %10224 = call ptr @stack_top_adjoint(ptr %283, i64 4)
  %10225 = load float, ptr %10224, align 4
  call void @stack_pop(ptr %283)
  %10226 = call reassoc ninf nsz afn float @cos_f32(float %6846)
  %10227 = fmul reassoc ninf nsz afn float %10225, %10226
  %10228 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10229 = load float, ptr %10228, align 4
  %10230 = fadd reassoc ninf nsz afn float %10229, 0.000000e+00
  store float %10230, ptr %10228, align 4
  %10231 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10232 = load float, ptr %10231, align 4
  %10233 = fadd reassoc ninf nsz afn float %10232, %10227
  store float %10233, ptr %10231, align 4
  %10234 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10235 = load float, ptr %10234, align 4
  %10236 = fadd reassoc ninf nsz afn float %10235, 0.000000e+00
  store float %10236, ptr %10234, align 4
  %10237 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10238 = load float, ptr %10237, align 4
  %10239 = fadd reassoc ninf nsz afn float %10238, 0.000000e+00
  store float %10239, ptr %10237, align 4
  %10240 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10241 = load float, ptr %10240, align 4
  %10242 = fadd reassoc ninf nsz afn float %10241, 0.000000e+00
  store float %10242, ptr %10240, align 4
  %10243 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10244 = load float, ptr %10243, align 4
  %10245 = fadd reassoc ninf nsz afn float %10244, 0.000000e+00
  store float %10245, ptr %10243, align 4
  %10246 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10247 = load float, ptr %10246, align 4
  %10248 = fadd reassoc ninf nsz afn float %10247, 0.000000e+00
  store float %10248, ptr %10246, align 4
  %10249 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10250 = load float, ptr %10249, align 4
  %10251 = fadd reassoc ninf nsz afn float %10250, 0.000000e+00
  store float %10251, ptr %10249, align 4
  %10252 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10253 = load float, ptr %10252, align 4
  %10254 = fadd reassoc ninf nsz afn float %10253, 0.000000e+00
  store float %10254, ptr %10252, align 4
  %10255 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10256 = load float, ptr %10255, align 4
  %10257 = fadd reassoc ninf nsz afn float %10256, 0.000000e+00
  store float %10257, ptr %10255, align 4
  %10258 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10259 = load float, ptr %10258, align 4
  %10260 = fadd reassoc ninf nsz afn float %10259, 0.000000e+00
  store float %10260, ptr %10258, align 4
  %10261 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10262 = load float, ptr %10261, align 4
  %10263 = fadd reassoc ninf nsz afn float %10262, 0.000000e+00
  store float %10263, ptr %10261, align 4
  %10264 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10265 = load float, ptr %10264, align 4
  %10266 = fadd reassoc ninf nsz afn float %10265, 0.000000e+00
  store float %10266, ptr %10264, align 4
  %10267 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10268 = load float, ptr %10267, align 4
  %10269 = fadd reassoc ninf nsz afn float %10268, 0.000000e+00
  store float %10269, ptr %10267, align 4
  %10270 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10271 = load float, ptr %10270, align 4
  %10272 = fadd reassoc ninf nsz afn float %10271, 0.000000e+00
  store float %10272, ptr %10270, align 4
  %10273 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10274 = load float, ptr %10273, align 4
  %10275 = fadd reassoc ninf nsz afn float %10274, 0.000000e+00
  store float %10275, ptr %10273, align 4
  %10276 = fmul reassoc ninf nsz afn float %9845, 0x3FE99999A0000000
  %10277 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10278 = load float, ptr %10277, align 4
  %10279 = fadd reassoc ninf nsz afn float %10278, %10276
  store float %10279, ptr %10277, align 4
  %10280 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10281 = load float, ptr %10280, align 4
  %10282 = fadd reassoc ninf nsz afn float %10281, 0.000000e+00
  store float %10282, ptr %10280, align 4
  %10283 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10284 = load float, ptr %10283, align 4
  %10285 = fadd reassoc ninf nsz afn float %10284, 0.000000e+00
  store float %10285, ptr %10283, align 4
  %10286 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10287 = load float, ptr %10286, align 4
  %10288 = fadd reassoc ninf nsz afn float %10287, 0.000000e+00
  store float %10288, ptr %10286, align 4
  %10289 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10290 = load float, ptr %10289, align 4
  %10291 = fadd reassoc ninf nsz afn float %10290, 0.000000e+00
  store float %10291, ptr %10289, align 4
  %10292 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10293 = load float, ptr %10292, align 4
  %10294 = fadd reassoc ninf nsz afn float %10293, 0.000000e+00
  store float %10294, ptr %10292, align 4
  %10295 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10296 = load float, ptr %10295, align 4
  %10297 = fadd reassoc ninf nsz afn float %10296, 0.000000e+00
  store float %10297, ptr %10295, align 4
  %10298 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10299 = load float, ptr %10298, align 4
  %10300 = fadd reassoc ninf nsz afn float %10299, 0.000000e+00
  store float %10300, ptr %10298, align 4
  %10301 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10302 = load float, ptr %10301, align 4
  %10303 = fadd reassoc ninf nsz afn float %10302, 0.000000e+00
  store float %10303, ptr %10301, align 4
  %10304 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10305 = load float, ptr %10304, align 4
  %10306 = fadd reassoc ninf nsz afn float %10305, 0.000000e+00
  store float %10306, ptr %10304, align 4
  %10307 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10308 = load float, ptr %10307, align 4
  %10309 = fadd reassoc ninf nsz afn float %10308, 0.000000e+00
  store float %10309, ptr %10307, align 4
  %10310 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10311 = load float, ptr %10310, align 4
  %10312 = fadd reassoc ninf nsz afn float %10311, 0.000000e+00
  store float %10312, ptr %10310, align 4
  %10313 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10314 = load float, ptr %10313, align 4
  %10315 = fadd reassoc ninf nsz afn float %10314, 0.000000e+00
  store float %10315, ptr %10313, align 4
  %10316 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10317 = load float, ptr %10316, align 4
  %10318 = fadd reassoc ninf nsz afn float %10317, 0.000000e+00
  store float %10318, ptr %10316, align 4
  %10319 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10320 = load float, ptr %10319, align 4
  %10321 = fadd reassoc ninf nsz afn float %10320, 0.000000e+00
  store float %10321, ptr %10319, align 4
  %10322 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10323 = load float, ptr %10322, align 4
  %10324 = fadd reassoc ninf nsz afn float %10323, 0.000000e+00
  store float %10324, ptr %10322, align 4
  %10325 = call ptr @stack_top_adjoint(ptr %292, i64 4)
  %10326 = load float, ptr %10325, align 4
  %10327 = call ptr @stack_top_adjoint(ptr %299, i64 4)
  %10328 = load float, ptr %10327, align 4
  %10329 = call ptr @stack_top_adjoint(ptr %306, i64 4)
  %10330 = load float, ptr %10329, align 4
  %10331 = call ptr @stack_top_adjoint(ptr %313, i64 4)
  %10332 = load float, ptr %10331, align 4
  %10333 = call ptr @stack_top_adjoint(ptr %320, i64 4)
  %10334 = load float, ptr %10333, align 4
  %10335 = call ptr @stack_top_adjoint(ptr %327, i64 4)
  %10336 = load float, ptr %10335, align 4
  %10337 = call ptr @stack_top_adjoint(ptr %334, i64 4)
  %10338 = load float, ptr %10337, align 4
  %10339 = call ptr @stack_top_adjoint(ptr %341, i64 4)
  %10340 = load float, ptr %10339, align 4
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  call void @stack_pop(ptr %292)
  call void @stack_pop(ptr %299)
  call void @stack_pop(ptr %306)
  call void @stack_pop(ptr %313)
  call void @stack_pop(ptr %320)
  call void @stack_pop(ptr %327)
  call void @stack_pop(ptr %334)
  call void @stack_pop(ptr %341)
  %10341 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10342 = load float, ptr %10341, align 4
  %10343 = fadd reassoc ninf nsz afn float %10342, %10326
  store float %10343, ptr %10341, align 4
  %10344 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10345 = load float, ptr %10344, align 4
  %10346 = fadd reassoc ninf nsz afn float %10345, %10328
  store float %10346, ptr %10344, align 4
  %10347 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10348 = load float, ptr %10347, align 4
  %10349 = fadd reassoc ninf nsz afn float %10348, %10330
  store float %10349, ptr %10347, align 4
  %10350 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10351 = load float, ptr %10350, align 4
  %10352 = fadd reassoc ninf nsz afn float %10351, %10332
  store float %10352, ptr %10350, align 4
  %10353 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10354 = load float, ptr %10353, align 4
  %10355 = fadd reassoc ninf nsz afn float %10354, %10334
  store float %10355, ptr %10353, align 4
  %10356 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10357 = load float, ptr %10356, align 4
  %10358 = fadd reassoc ninf nsz afn float %10357, %10336
  store float %10358, ptr %10356, align 4
  %10359 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10360 = load float, ptr %10359, align 4
  %10361 = fadd reassoc ninf nsz afn float %10360, %10338
  store float %10361, ptr %10359, align 4
  %10362 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10363 = load float, ptr %10362, align 4
  %10364 = fadd reassoc ninf nsz afn float %10363, %10340
  store float %10364, ptr %10362, align 4
  %10365 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10366 = load float, ptr %10365, align 4
  %10367 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10368 = load float, ptr %10367, align 4
  %10369 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10370 = load float, ptr %10369, align 4
  %10371 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10372 = load float, ptr %10371, align 4
  %10373 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10374 = load float, ptr %10373, align 4
  %10375 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10376 = load float, ptr %10375, align 4
  %10377 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10378 = load float, ptr %10377, align 4
  %10379 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10380 = load float, ptr %10379, align 4
  call void @stack_pop(ptr %577)
  call void @stack_pop(ptr %584)
  call void @stack_pop(ptr %591)
  call void @stack_pop(ptr %598)
  call void @stack_pop(ptr %605)
  call void @stack_pop(ptr %612)
  call void @stack_pop(ptr %619)
  call void @stack_pop(ptr %626)
  %10381 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10382 = load float, ptr %10381, align 4
  %10383 = fadd reassoc ninf nsz afn float %10382, %10366
  store float %10383, ptr %10381, align 4
  %10384 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10385 = load float, ptr %10384, align 4
  %10386 = fadd reassoc ninf nsz afn float %10385, %10368
  store float %10386, ptr %10384, align 4
  %10387 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10388 = load float, ptr %10387, align 4
  %10389 = fadd reassoc ninf nsz afn float %10388, %10370
  store float %10389, ptr %10387, align 4
  %10390 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10391 = load float, ptr %10390, align 4
  %10392 = fadd reassoc ninf nsz afn float %10391, %10372
  store float %10392, ptr %10390, align 4
  %10393 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10394 = load float, ptr %10393, align 4
  %10395 = fadd reassoc ninf nsz afn float %10394, %10374
  store float %10395, ptr %10393, align 4
  %10396 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10397 = load float, ptr %10396, align 4
  %10398 = fadd reassoc ninf nsz afn float %10397, %10376
  store float %10398, ptr %10396, align 4
  %10399 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10400 = load float, ptr %10399, align 4
  %10401 = fadd reassoc ninf nsz afn float %10400, %10378
  store float %10401, ptr %10399, align 4
  %10402 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10403 = load float, ptr %10402, align 4
  %10404 = fadd reassoc ninf nsz afn float %10403, %10380
  store float %10404, ptr %10402, align 4
  %10405 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10406 = load float, ptr %10405, align 4
  %10407 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10408 = load float, ptr %10407, align 4
  %10409 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10410 = load float, ptr %10409, align 4
  %10411 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10412 = load float, ptr %10411, align 4
  %10413 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10414 = load float, ptr %10413, align 4
  %10415 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10416 = load float, ptr %10415, align 4
  %10417 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10418 = load float, ptr %10417, align 4
  %10419 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10420 = load float, ptr %10419, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %10421 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10422 = load float, ptr %10421, align 4
  %10423 = fadd reassoc ninf nsz afn float %10422, 0.000000e+00
  store float %10423, ptr %10421, align 4
  %10424 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10425 = load float, ptr %10424, align 4
  %10426 = fadd reassoc ninf nsz afn float %10425, 0.000000e+00
  store float %10426, ptr %10424, align 4
  %10427 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10428 = load float, ptr %10427, align 4
  %10429 = fadd reassoc ninf nsz afn float %10428, 0.000000e+00
  store float %10429, ptr %10427, align 4
  %10430 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10431 = load float, ptr %10430, align 4
  %10432 = fadd reassoc ninf nsz afn float %10431, 0.000000e+00
  store float %10432, ptr %10430, align 4
  %10433 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10434 = load float, ptr %10433, align 4
  %10435 = fadd reassoc ninf nsz afn float %10434, 0.000000e+00
  store float %10435, ptr %10433, align 4
  %10436 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10437 = load float, ptr %10436, align 4
  %10438 = fadd reassoc ninf nsz afn float %10437, 0.000000e+00
  store float %10438, ptr %10436, align 4
  %10439 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10440 = load float, ptr %10439, align 4
  %10441 = fadd reassoc ninf nsz afn float %10440, %10418
  store float %10441, ptr %10439, align 4
  %10442 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10443 = load float, ptr %10442, align 4
  %10444 = fadd reassoc ninf nsz afn float %10443, 0.000000e+00
  store float %10444, ptr %10442, align 4
  %10445 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10446 = load float, ptr %10445, align 4
  %10447 = fadd reassoc ninf nsz afn float %10446, 0.000000e+00
  store float %10447, ptr %10445, align 4
  %10448 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10449 = load float, ptr %10448, align 4
  %10450 = fadd reassoc ninf nsz afn float %10449, 0.000000e+00
  store float %10450, ptr %10448, align 4
  %10451 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10452 = load float, ptr %10451, align 4
  %10453 = fadd reassoc ninf nsz afn float %10452, 0.000000e+00
  store float %10453, ptr %10451, align 4
  %10454 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10455 = load float, ptr %10454, align 4
  %10456 = fadd reassoc ninf nsz afn float %10455, 0.000000e+00
  store float %10456, ptr %10454, align 4
  %10457 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10458 = load float, ptr %10457, align 4
  %10459 = fadd reassoc ninf nsz afn float %10458, 0.000000e+00
  store float %10459, ptr %10457, align 4
  %10460 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10461 = load float, ptr %10460, align 4
  %10462 = fadd reassoc ninf nsz afn float %10461, 0.000000e+00
  store float %10462, ptr %10460, align 4
  %10463 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10464 = load float, ptr %10463, align 4
  %10465 = fadd reassoc ninf nsz afn float %10464, 0.000000e+00
  store float %10465, ptr %10463, align 4
  %10466 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10467 = load float, ptr %10466, align 4
  %10468 = fadd reassoc ninf nsz afn float %10467, 0.000000e+00
  store float %10468, ptr %10466, align 4
  %10469 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10470 = load float, ptr %10469, align 4
  %10471 = fadd reassoc ninf nsz afn float %10470, 0.000000e+00
  store float %10471, ptr %10469, align 4
  %10472 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10473 = load float, ptr %10472, align 4
  %10474 = fadd reassoc ninf nsz afn float %10473, 0.000000e+00
  store float %10474, ptr %10472, align 4
  %10475 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10476 = load float, ptr %10475, align 4
  %10477 = fadd reassoc ninf nsz afn float %10476, 0.000000e+00
  store float %10477, ptr %10475, align 4
  %10478 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10479 = load float, ptr %10478, align 4
  %10480 = fadd reassoc ninf nsz afn float %10479, 0.000000e+00
  store float %10480, ptr %10478, align 4
  %10481 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10482 = load float, ptr %10481, align 4
  %10483 = fadd reassoc ninf nsz afn float %10482, 0.000000e+00
  store float %10483, ptr %10481, align 4
  %10484 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10485 = load float, ptr %10484, align 4
  %10486 = fadd reassoc ninf nsz afn float %10485, %10416
  store float %10486, ptr %10484, align 4
  %10487 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10488 = load float, ptr %10487, align 4
  %10489 = fadd reassoc ninf nsz afn float %10488, 0.000000e+00
  store float %10489, ptr %10487, align 4
  %10490 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10491 = load float, ptr %10490, align 4
  %10492 = fadd reassoc ninf nsz afn float %10491, 0.000000e+00
  store float %10492, ptr %10490, align 4
  %10493 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10494 = load float, ptr %10493, align 4
  %10495 = fadd reassoc ninf nsz afn float %10494, 0.000000e+00
  store float %10495, ptr %10493, align 4
  %10496 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10497 = load float, ptr %10496, align 4
  %10498 = fadd reassoc ninf nsz afn float %10497, 0.000000e+00
  store float %10498, ptr %10496, align 4
  %10499 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10500 = load float, ptr %10499, align 4
  %10501 = fadd reassoc ninf nsz afn float %10500, 0.000000e+00
  store float %10501, ptr %10499, align 4
  %10502 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10503 = load float, ptr %10502, align 4
  %10504 = fadd reassoc ninf nsz afn float %10503, 0.000000e+00
  store float %10504, ptr %10502, align 4
  %10505 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10506 = load float, ptr %10505, align 4
  %10507 = fadd reassoc ninf nsz afn float %10506, 0.000000e+00
  store float %10507, ptr %10505, align 4
  %10508 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10509 = load float, ptr %10508, align 4
  %10510 = fadd reassoc ninf nsz afn float %10509, 0.000000e+00
  store float %10510, ptr %10508, align 4
  %10511 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10512 = load float, ptr %10511, align 4
  %10513 = fadd reassoc ninf nsz afn float %10512, 0.000000e+00
  store float %10513, ptr %10511, align 4
  %10514 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10515 = load float, ptr %10514, align 4
  %10516 = fadd reassoc ninf nsz afn float %10515, 0.000000e+00
  store float %10516, ptr %10514, align 4
  %10517 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10518 = load float, ptr %10517, align 4
  %10519 = fadd reassoc ninf nsz afn float %10518, 0.000000e+00
  store float %10519, ptr %10517, align 4
  %10520 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10521 = load float, ptr %10520, align 4
  %10522 = fadd reassoc ninf nsz afn float %10521, 0.000000e+00
  store float %10522, ptr %10520, align 4
  %10523 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10524 = load float, ptr %10523, align 4
  %10525 = fadd reassoc ninf nsz afn float %10524, 0.000000e+00
  store float %10525, ptr %10523, align 4
  %10526 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10527 = load float, ptr %10526, align 4
  %10528 = fadd reassoc ninf nsz afn float %10527, 0.000000e+00
  store float %10528, ptr %10526, align 4
  %10529 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10530 = load float, ptr %10529, align 4
  %10531 = fadd reassoc ninf nsz afn float %10530, %10414
  store float %10531, ptr %10529, align 4
  %10532 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10533 = load float, ptr %10532, align 4
  %10534 = fadd reassoc ninf nsz afn float %10533, 0.000000e+00
  store float %10534, ptr %10532, align 4
  %10535 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10536 = load float, ptr %10535, align 4
  %10537 = fadd reassoc ninf nsz afn float %10536, 0.000000e+00
  store float %10537, ptr %10535, align 4
  %10538 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10539 = load float, ptr %10538, align 4
  %10540 = fadd reassoc ninf nsz afn float %10539, 0.000000e+00
  store float %10540, ptr %10538, align 4
  %10541 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10542 = load float, ptr %10541, align 4
  %10543 = fadd reassoc ninf nsz afn float %10542, 0.000000e+00
  store float %10543, ptr %10541, align 4
  %10544 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10545 = load float, ptr %10544, align 4
  %10546 = fadd reassoc ninf nsz afn float %10545, 0.000000e+00
  store float %10546, ptr %10544, align 4
  %10547 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10548 = load float, ptr %10547, align 4
  %10549 = fadd reassoc ninf nsz afn float %10548, 0.000000e+00
  store float %10549, ptr %10547, align 4
  %10550 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10551 = load float, ptr %10550, align 4
  %10552 = fadd reassoc ninf nsz afn float %10551, 0.000000e+00
  store float %10552, ptr %10550, align 4
  %10553 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10554 = load float, ptr %10553, align 4
  %10555 = fadd reassoc ninf nsz afn float %10554, 0.000000e+00
  store float %10555, ptr %10553, align 4
  %10556 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10557 = load float, ptr %10556, align 4
  %10558 = fadd reassoc ninf nsz afn float %10557, 0.000000e+00
  store float %10558, ptr %10556, align 4
  %10559 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10560 = load float, ptr %10559, align 4
  %10561 = fadd reassoc ninf nsz afn float %10560, 0.000000e+00
  store float %10561, ptr %10559, align 4
  %10562 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10563 = load float, ptr %10562, align 4
  %10564 = fadd reassoc ninf nsz afn float %10563, 0.000000e+00
  store float %10564, ptr %10562, align 4
  %10565 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10566 = load float, ptr %10565, align 4
  %10567 = fadd reassoc ninf nsz afn float %10566, 0.000000e+00
  store float %10567, ptr %10565, align 4
  %10568 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10569 = load float, ptr %10568, align 4
  %10570 = fadd reassoc ninf nsz afn float %10569, 0.000000e+00
  store float %10570, ptr %10568, align 4
  %10571 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10572 = load float, ptr %10571, align 4
  %10573 = fadd reassoc ninf nsz afn float %10572, 0.000000e+00
  store float %10573, ptr %10571, align 4
  %10574 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10575 = load float, ptr %10574, align 4
  %10576 = fadd reassoc ninf nsz afn float %10575, %10412
  store float %10576, ptr %10574, align 4
  %10577 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10578 = load float, ptr %10577, align 4
  %10579 = fadd reassoc ninf nsz afn float %10578, 0.000000e+00
  store float %10579, ptr %10577, align 4
  %10580 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10581 = load float, ptr %10580, align 4
  %10582 = fadd reassoc ninf nsz afn float %10581, 0.000000e+00
  store float %10582, ptr %10580, align 4
  %10583 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10584 = load float, ptr %10583, align 4
  %10585 = fadd reassoc ninf nsz afn float %10584, 0.000000e+00
  store float %10585, ptr %10583, align 4
  %10586 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10587 = load float, ptr %10586, align 4
  %10588 = fadd reassoc ninf nsz afn float %10587, 0.000000e+00
  store float %10588, ptr %10586, align 4
  %10589 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10590 = load float, ptr %10589, align 4
  %10591 = fadd reassoc ninf nsz afn float %10590, 0.000000e+00
  store float %10591, ptr %10589, align 4
  %10592 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10593 = load float, ptr %10592, align 4
  %10594 = fadd reassoc ninf nsz afn float %10593, 0.000000e+00
  store float %10594, ptr %10592, align 4
  %10595 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10596 = load float, ptr %10595, align 4
  %10597 = fadd reassoc ninf nsz afn float %10596, 0.000000e+00
  store float %10597, ptr %10595, align 4
  %10598 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10599 = load float, ptr %10598, align 4
  %10600 = fadd reassoc ninf nsz afn float %10599, 0.000000e+00
  store float %10600, ptr %10598, align 4
  %10601 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10602 = load float, ptr %10601, align 4
  %10603 = fadd reassoc ninf nsz afn float %10602, 0.000000e+00
  store float %10603, ptr %10601, align 4
  %10604 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10605 = load float, ptr %10604, align 4
  %10606 = fadd reassoc ninf nsz afn float %10605, 0.000000e+00
  store float %10606, ptr %10604, align 4
  %10607 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10608 = load float, ptr %10607, align 4
  %10609 = fadd reassoc ninf nsz afn float %10608, 0.000000e+00
  store float %10609, ptr %10607, align 4
  %10610 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10611 = load float, ptr %10610, align 4
  %10612 = fadd reassoc ninf nsz afn float %10611, 0.000000e+00
  store float %10612, ptr %10610, align 4
  %10613 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10614 = load float, ptr %10613, align 4
  %10615 = fadd reassoc ninf nsz afn float %10614, 0.000000e+00
  store float %10615, ptr %10613, align 4
  %10616 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10617 = load float, ptr %10616, align 4
  %10618 = fadd reassoc ninf nsz afn float %10617, 0.000000e+00
  store float %10618, ptr %10616, align 4
  %10619 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10620 = load float, ptr %10619, align 4
  %10621 = fadd reassoc ninf nsz afn float %10620, %10410
  store float %10621, ptr %10619, align 4
  %10622 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10623 = load float, ptr %10622, align 4
  %10624 = fadd reassoc ninf nsz afn float %10623, 0.000000e+00
  store float %10624, ptr %10622, align 4
  %10625 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10626 = load float, ptr %10625, align 4
  %10627 = fadd reassoc ninf nsz afn float %10626, 0.000000e+00
  store float %10627, ptr %10625, align 4
  %10628 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10629 = load float, ptr %10628, align 4
  %10630 = fadd reassoc ninf nsz afn float %10629, 0.000000e+00
  store float %10630, ptr %10628, align 4
  %10631 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10632 = load float, ptr %10631, align 4
  %10633 = fadd reassoc ninf nsz afn float %10632, 0.000000e+00
  store float %10633, ptr %10631, align 4
  %10634 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10635 = load float, ptr %10634, align 4
  %10636 = fadd reassoc ninf nsz afn float %10635, 0.000000e+00
  store float %10636, ptr %10634, align 4
  %10637 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10638 = load float, ptr %10637, align 4
  %10639 = fadd reassoc ninf nsz afn float %10638, 0.000000e+00
  store float %10639, ptr %10637, align 4
  %10640 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10641 = load float, ptr %10640, align 4
  %10642 = fadd reassoc ninf nsz afn float %10641, 0.000000e+00
  store float %10642, ptr %10640, align 4
  %10643 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10644 = load float, ptr %10643, align 4
  %10645 = fadd reassoc ninf nsz afn float %10644, 0.000000e+00
  store float %10645, ptr %10643, align 4
  %10646 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10647 = load float, ptr %10646, align 4
  %10648 = fadd reassoc ninf nsz afn float %10647, 0.000000e+00
  store float %10648, ptr %10646, align 4
  %10649 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10650 = load float, ptr %10649, align 4
  %10651 = fadd reassoc ninf nsz afn float %10650, 0.000000e+00
  store float %10651, ptr %10649, align 4
  %10652 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10653 = load float, ptr %10652, align 4
  %10654 = fadd reassoc ninf nsz afn float %10653, 0.000000e+00
  store float %10654, ptr %10652, align 4
  %10655 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10656 = load float, ptr %10655, align 4
  %10657 = fadd reassoc ninf nsz afn float %10656, 0.000000e+00
  store float %10657, ptr %10655, align 4
  %10658 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10659 = load float, ptr %10658, align 4
  %10660 = fadd reassoc ninf nsz afn float %10659, 0.000000e+00
  store float %10660, ptr %10658, align 4
  %10661 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10662 = load float, ptr %10661, align 4
  %10663 = fadd reassoc ninf nsz afn float %10662, 0.000000e+00
  store float %10663, ptr %10661, align 4
  %10664 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10665 = load float, ptr %10664, align 4
  %10666 = fadd reassoc ninf nsz afn float %10665, %10408
  store float %10666, ptr %10664, align 4
  %10667 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10668 = load float, ptr %10667, align 4
  %10669 = fadd reassoc ninf nsz afn float %10668, 0.000000e+00
  store float %10669, ptr %10667, align 4
  %10670 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10671 = load float, ptr %10670, align 4
  %10672 = fadd reassoc ninf nsz afn float %10671, 0.000000e+00
  store float %10672, ptr %10670, align 4
  %10673 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10674 = load float, ptr %10673, align 4
  %10675 = fadd reassoc ninf nsz afn float %10674, 0.000000e+00
  store float %10675, ptr %10673, align 4
  %10676 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10677 = load float, ptr %10676, align 4
  %10678 = fadd reassoc ninf nsz afn float %10677, 0.000000e+00
  store float %10678, ptr %10676, align 4
  %10679 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10680 = load float, ptr %10679, align 4
  %10681 = fadd reassoc ninf nsz afn float %10680, 0.000000e+00
  store float %10681, ptr %10679, align 4
  %10682 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10683 = load float, ptr %10682, align 4
  %10684 = fadd reassoc ninf nsz afn float %10683, 0.000000e+00
  store float %10684, ptr %10682, align 4
  %10685 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10686 = load float, ptr %10685, align 4
  %10687 = fadd reassoc ninf nsz afn float %10686, 0.000000e+00
  store float %10687, ptr %10685, align 4
  %10688 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10689 = load float, ptr %10688, align 4
  %10690 = fadd reassoc ninf nsz afn float %10689, 0.000000e+00
  store float %10690, ptr %10688, align 4
  %10691 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10692 = load float, ptr %10691, align 4
  %10693 = fadd reassoc ninf nsz afn float %10692, 0.000000e+00
  store float %10693, ptr %10691, align 4
  %10694 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10695 = load float, ptr %10694, align 4
  %10696 = fadd reassoc ninf nsz afn float %10695, 0.000000e+00
  store float %10696, ptr %10694, align 4
  %10697 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10698 = load float, ptr %10697, align 4
  %10699 = fadd reassoc ninf nsz afn float %10698, 0.000000e+00
  store float %10699, ptr %10697, align 4
  %10700 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10701 = load float, ptr %10700, align 4
  %10702 = fadd reassoc ninf nsz afn float %10701, 0.000000e+00
  store float %10702, ptr %10700, align 4
  %10703 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10704 = load float, ptr %10703, align 4
  %10705 = fadd reassoc ninf nsz afn float %10704, 0.000000e+00
  store float %10705, ptr %10703, align 4
  %10706 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10707 = load float, ptr %10706, align 4
  %10708 = fadd reassoc ninf nsz afn float %10707, 0.000000e+00
  store float %10708, ptr %10706, align 4
  %10709 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10710 = load float, ptr %10709, align 4
  %10711 = fadd reassoc ninf nsz afn float %10710, %10406
  store float %10711, ptr %10709, align 4
  %10712 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10713 = load float, ptr %10712, align 4
  %10714 = fadd reassoc ninf nsz afn float %10713, 0.000000e+00
  store float %10714, ptr %10712, align 4
  %10715 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10716 = load float, ptr %10715, align 4
  %10717 = fadd reassoc ninf nsz afn float %10716, 0.000000e+00
  store float %10717, ptr %10715, align 4
  %10718 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10719 = load float, ptr %10718, align 4
  %10720 = fadd reassoc ninf nsz afn float %10719, 0.000000e+00
  store float %10720, ptr %10718, align 4
  %10721 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10722 = load float, ptr %10721, align 4
  %10723 = fadd reassoc ninf nsz afn float %10722, 0.000000e+00
  store float %10723, ptr %10721, align 4
  %10724 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10725 = load float, ptr %10724, align 4
  %10726 = fadd reassoc ninf nsz afn float %10725, 0.000000e+00
  store float %10726, ptr %10724, align 4
  %10727 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10728 = load float, ptr %10727, align 4
  %10729 = fadd reassoc ninf nsz afn float %10728, 0.000000e+00
  store float %10729, ptr %10727, align 4
  %10730 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10731 = load float, ptr %10730, align 4
  %10732 = fadd reassoc ninf nsz afn float %10731, 0.000000e+00
  store float %10732, ptr %10730, align 4
  %10733 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10734 = load float, ptr %10733, align 4
  %10735 = fadd reassoc ninf nsz afn float %10734, 0.000000e+00
  store float %10735, ptr %10733, align 4
  %10736 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10737 = load float, ptr %10736, align 4
  %10738 = fadd reassoc ninf nsz afn float %10737, 0.000000e+00
  store float %10738, ptr %10736, align 4
  %10739 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10740 = load float, ptr %10739, align 4
  %10741 = fadd reassoc ninf nsz afn float %10740, 0.000000e+00
  store float %10741, ptr %10739, align 4
  %10742 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10743 = load float, ptr %10742, align 4
  %10744 = fadd reassoc ninf nsz afn float %10743, 0.000000e+00
  store float %10744, ptr %10742, align 4
  %10745 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10746 = load float, ptr %10745, align 4
  %10747 = fadd reassoc ninf nsz afn float %10746, 0.000000e+00
  store float %10747, ptr %10745, align 4
  %10748 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10749 = load float, ptr %10748, align 4
  %10750 = fadd reassoc ninf nsz afn float %10749, 0.000000e+00
  store float %10750, ptr %10748, align 4
  %10751 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10752 = load float, ptr %10751, align 4
  %10753 = fadd reassoc ninf nsz afn float %10752, 0.000000e+00
  store float %10753, ptr %10751, align 4
  %10754 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10755 = load float, ptr %10754, align 4
  %10756 = fadd reassoc ninf nsz afn float %10755, 0.000000e+00
  store float %10756, ptr %10754, align 4
  %10757 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10758 = load float, ptr %10757, align 4
  %10759 = fadd reassoc ninf nsz afn float %10758, 0.000000e+00
  store float %10759, ptr %10757, align 4
  %10760 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10761 = load float, ptr %10760, align 4
  %10762 = fadd reassoc ninf nsz afn float %10761, 0.000000e+00
  store float %10762, ptr %10760, align 4
  %10763 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10764 = load float, ptr %10763, align 4
  %10765 = fadd reassoc ninf nsz afn float %10764, 0.000000e+00
  store float %10765, ptr %10763, align 4
  %10766 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10767 = load float, ptr %10766, align 4
  %10768 = fadd reassoc ninf nsz afn float %10767, 0.000000e+00
  store float %10768, ptr %10766, align 4
  %10769 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10770 = load float, ptr %10769, align 4
  %10771 = fadd reassoc ninf nsz afn float %10770, 0.000000e+00
  store float %10771, ptr %10769, align 4
  %10772 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10773 = load float, ptr %10772, align 4
  %10774 = fadd reassoc ninf nsz afn float %10773, 0.000000e+00
  store float %10774, ptr %10772, align 4
  %10775 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10776 = load float, ptr %10775, align 4
  %10777 = fadd reassoc ninf nsz afn float %10776, 0.000000e+00
  store float %10777, ptr %10775, align 4
  %10778 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10779 = load float, ptr %10778, align 4
  %10780 = fadd reassoc ninf nsz afn float %10779, 0.000000e+00
  store float %10780, ptr %10778, align 4
  %10781 = fmul reassoc ninf nsz afn float %10420, 0x3FD3333340000000
  %10782 = call ptr @stack_top_adjoint(ptr %380, i64 4)
  %10783 = load float, ptr %10782, align 4
  %10784 = fadd reassoc ninf nsz afn float %10783, %10781
  store float %10784, ptr %10782, align 4
  %10785 = call ptr @stack_top_adjoint(ptr %380, i64 4)
  %10786 = load float, ptr %10785, align 4
  call void @stack_pop(ptr %380)
  %10787 = call ptr @stack_top_primal(ptr %577, i64 4)
  %10788 = load float, ptr %10787, align 4
  %10789 = call ptr @stack_top_primal(ptr %584, i64 4)
  %10790 = load float, ptr %10789, align 4
  %10791 = call ptr @stack_top_primal(ptr %591, i64 4)
  %10792 = load float, ptr %10791, align 4
  %10793 = call ptr @stack_top_primal(ptr %598, i64 4)
  %10794 = load float, ptr %10793, align 4
  %10795 = call ptr @stack_top_primal(ptr %605, i64 4)
  %10796 = load float, ptr %10795, align 4
  %10797 = call ptr @stack_top_primal(ptr %612, i64 4)
  %10798 = load float, ptr %10797, align 4
  %10799 = call ptr @stack_top_primal(ptr %619, i64 4)
  %10800 = load float, ptr %10799, align 4
  %10801 = call ptr @stack_top_primal(ptr %626, i64 4)
  %10802 = load float, ptr %10801, align 4
  %10803 = call reassoc ninf nsz afn float @cos_f32(float %10788)
  %10804 = fmul reassoc ninf nsz afn float %10786, %10803
  %10805 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10806 = load float, ptr %10805, align 4
  %10807 = fadd reassoc ninf nsz afn float %10806, %10804
  store float %10807, ptr %10805, align 4
  %10808 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10809 = load float, ptr %10808, align 4
  %10810 = fadd reassoc ninf nsz afn float %10809, 0.000000e+00
  store float %10810, ptr %10808, align 4
  %10811 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10812 = load float, ptr %10811, align 4
  %10813 = fadd reassoc ninf nsz afn float %10812, 0.000000e+00
  store float %10813, ptr %10811, align 4
  %10814 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10815 = load float, ptr %10814, align 4
  %10816 = fadd reassoc ninf nsz afn float %10815, 0.000000e+00
  store float %10816, ptr %10814, align 4
  %10817 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10818 = load float, ptr %10817, align 4
  %10819 = fadd reassoc ninf nsz afn float %10818, 0.000000e+00
  store float %10819, ptr %10817, align 4
  %10820 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10821 = load float, ptr %10820, align 4
  %10822 = fadd reassoc ninf nsz afn float %10821, 0.000000e+00
  store float %10822, ptr %10820, align 4
  %10823 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10824 = load float, ptr %10823, align 4
  %10825 = fadd reassoc ninf nsz afn float %10824, 0.000000e+00
  store float %10825, ptr %10823, align 4
  %10826 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10827 = load float, ptr %10826, align 4
  %10828 = fadd reassoc ninf nsz afn float %10827, 0.000000e+00
  store float %10828, ptr %10826, align 4
  %10829 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10830 = load float, ptr %10829, align 4
  %10831 = fadd reassoc ninf nsz afn float %10830, 0.000000e+00
  store float %10831, ptr %10829, align 4
  %10832 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10833 = load float, ptr %10832, align 4
  %10834 = fadd reassoc ninf nsz afn float %10833, 0.000000e+00
  store float %10834, ptr %10832, align 4
  %10835 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10836 = load float, ptr %10835, align 4
  %10837 = fadd reassoc ninf nsz afn float %10836, 0.000000e+00
  store float %10837, ptr %10835, align 4
  %10838 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10839 = load float, ptr %10838, align 4
  %10840 = fadd reassoc ninf nsz afn float %10839, 0.000000e+00
  store float %10840, ptr %10838, align 4
  %10841 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10842 = load float, ptr %10841, align 4
  %10843 = fadd reassoc ninf nsz afn float %10842, 0.000000e+00
  store float %10843, ptr %10841, align 4
  %10844 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10845 = load float, ptr %10844, align 4
  %10846 = fadd reassoc ninf nsz afn float %10845, 0.000000e+00
  store float %10846, ptr %10844, align 4
  %10847 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10848 = load float, ptr %10847, align 4
  %10849 = fadd reassoc ninf nsz afn float %10848, 0.000000e+00
  store float %10849, ptr %10847, align 4
  %10850 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10851 = load float, ptr %10850, align 4
  %10852 = fadd reassoc ninf nsz afn float %10851, 0.000000e+00
  store float %10852, ptr %10850, align 4
  %10853 = fmul reassoc ninf nsz afn float %10420, 0x3FE99999A0000000
  %10854 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10855 = load float, ptr %10854, align 4
  %10856 = fadd reassoc ninf nsz afn float %10855, 0.000000e+00
  store float %10856, ptr %10854, align 4
  %10857 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10858 = load float, ptr %10857, align 4
  %10859 = fadd reassoc ninf nsz afn float %10858, 0.000000e+00
  store float %10859, ptr %10857, align 4
  %10860 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10861 = load float, ptr %10860, align 4
  %10862 = fadd reassoc ninf nsz afn float %10861, 0.000000e+00
  store float %10862, ptr %10860, align 4
  %10863 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10864 = load float, ptr %10863, align 4
  %10865 = fadd reassoc ninf nsz afn float %10864, 0.000000e+00
  store float %10865, ptr %10863, align 4
  %10866 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10867 = load float, ptr %10866, align 4
  %10868 = fadd reassoc ninf nsz afn float %10867, 0.000000e+00
  store float %10868, ptr %10866, align 4
  %10869 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10870 = load float, ptr %10869, align 4
  %10871 = fadd reassoc ninf nsz afn float %10870, 0.000000e+00
  store float %10871, ptr %10869, align 4
  %10872 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10873 = load float, ptr %10872, align 4
  %10874 = fadd reassoc ninf nsz afn float %10873, 0.000000e+00
  store float %10874, ptr %10872, align 4
  %10875 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10876 = load float, ptr %10875, align 4
  %10877 = fadd reassoc ninf nsz afn float %10876, %10853
  store float %10877, ptr %10875, align 4
  %10878 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %10879 = load float, ptr %10878, align 4
  %10880 = fadd reassoc ninf nsz afn float %10879, 0.000000e+00
  store float %10880, ptr %10878, align 4
  %10881 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %10882 = load float, ptr %10881, align 4
  %10883 = fadd reassoc ninf nsz afn float %10882, 0.000000e+00
  store float %10883, ptr %10881, align 4
  %10884 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %10885 = load float, ptr %10884, align 4
  %10886 = fadd reassoc ninf nsz afn float %10885, 0.000000e+00
  store float %10886, ptr %10884, align 4
  %10887 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %10888 = load float, ptr %10887, align 4
  %10889 = fadd reassoc ninf nsz afn float %10888, 0.000000e+00
  store float %10889, ptr %10887, align 4
  %10890 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %10891 = load float, ptr %10890, align 4
  %10892 = fadd reassoc ninf nsz afn float %10891, 0.000000e+00
  store float %10892, ptr %10890, align 4
  %10893 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %10894 = load float, ptr %10893, align 4
  %10895 = fadd reassoc ninf nsz afn float %10894, 0.000000e+00
  store float %10895, ptr %10893, align 4
  %10896 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %10897 = load float, ptr %10896, align 4
  %10898 = fadd reassoc ninf nsz afn float %10897, 0.000000e+00
  store float %10898, ptr %10896, align 4
  %10899 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %10900 = load float, ptr %10899, align 4
  %10901 = fadd reassoc ninf nsz afn float %10900, 0.000000e+00
  store float %10901, ptr %10899, align 4
  %10902 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10903 = load float, ptr %10902, align 4
  %10904 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10905 = load float, ptr %10904, align 4
  %10906 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10907 = load float, ptr %10906, align 4
  %10908 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10909 = load float, ptr %10908, align 4
  %10910 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10911 = load float, ptr %10910, align 4
  %10912 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10913 = load float, ptr %10912, align 4
  %10914 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10915 = load float, ptr %10914, align 4
  %10916 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10917 = load float, ptr %10916, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %10918 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10919 = load float, ptr %10918, align 4
  %10920 = fadd reassoc ninf nsz afn float %10919, 0.000000e+00
  store float %10920, ptr %10918, align 4
  %10921 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10922 = load float, ptr %10921, align 4
  %10923 = fadd reassoc ninf nsz afn float %10922, 0.000000e+00
  store float %10923, ptr %10921, align 4
  %10924 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10925 = load float, ptr %10924, align 4
  %10926 = fadd reassoc ninf nsz afn float %10925, 0.000000e+00
  store float %10926, ptr %10924, align 4
  %10927 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10928 = load float, ptr %10927, align 4
  %10929 = fadd reassoc ninf nsz afn float %10928, 0.000000e+00
  store float %10929, ptr %10927, align 4
  %10930 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10931 = load float, ptr %10930, align 4
  %10932 = fadd reassoc ninf nsz afn float %10931, 0.000000e+00
  store float %10932, ptr %10930, align 4
  %10933 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10934 = load float, ptr %10933, align 4
  %10935 = fadd reassoc ninf nsz afn float %10934, 0.000000e+00
  store float %10935, ptr %10933, align 4
  %10936 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10937 = load float, ptr %10936, align 4
  %10938 = fadd reassoc ninf nsz afn float %10937, 0.000000e+00
  store float %10938, ptr %10936, align 4
  %10939 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10940 = load float, ptr %10939, align 4
  %10941 = fadd reassoc ninf nsz afn float %10940, %10917
  store float %10941, ptr %10939, align 4
  %10942 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10943 = load float, ptr %10942, align 4
  %10944 = fadd reassoc ninf nsz afn float %10943, 0.000000e+00
  store float %10944, ptr %10942, align 4
  %10945 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10946 = load float, ptr %10945, align 4
  %10947 = fadd reassoc ninf nsz afn float %10946, 0.000000e+00
  store float %10947, ptr %10945, align 4
  %10948 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10949 = load float, ptr %10948, align 4
  %10950 = fadd reassoc ninf nsz afn float %10949, 0.000000e+00
  store float %10950, ptr %10948, align 4
  %10951 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10952 = load float, ptr %10951, align 4
  %10953 = fadd reassoc ninf nsz afn float %10952, 0.000000e+00
  store float %10953, ptr %10951, align 4
  %10954 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10955 = load float, ptr %10954, align 4
  %10956 = fadd reassoc ninf nsz afn float %10955, 0.000000e+00
  store float %10956, ptr %10954, align 4
  %10957 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10958 = load float, ptr %10957, align 4
  %10959 = fadd reassoc ninf nsz afn float %10958, 0.000000e+00
  store float %10959, ptr %10957, align 4
  %10960 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10961 = load float, ptr %10960, align 4
  %10962 = fadd reassoc ninf nsz afn float %10961, 0.000000e+00
  store float %10962, ptr %10960, align 4
  %10963 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10964 = load float, ptr %10963, align 4
  %10965 = fadd reassoc ninf nsz afn float %10964, 0.000000e+00
  store float %10965, ptr %10963, align 4
  %10966 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10967 = load float, ptr %10966, align 4
  %10968 = fadd reassoc ninf nsz afn float %10967, 0.000000e+00
  store float %10968, ptr %10966, align 4
  %10969 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10970 = load float, ptr %10969, align 4
  %10971 = fadd reassoc ninf nsz afn float %10970, 0.000000e+00
  store float %10971, ptr %10969, align 4
  %10972 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10973 = load float, ptr %10972, align 4
  %10974 = fadd reassoc ninf nsz afn float %10973, 0.000000e+00
  store float %10974, ptr %10972, align 4
  %10975 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %10976 = load float, ptr %10975, align 4
  %10977 = fadd reassoc ninf nsz afn float %10976, 0.000000e+00
  store float %10977, ptr %10975, align 4
  %10978 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %10979 = load float, ptr %10978, align 4
  %10980 = fadd reassoc ninf nsz afn float %10979, 0.000000e+00
  store float %10980, ptr %10978, align 4
  %10981 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %10982 = load float, ptr %10981, align 4
  %10983 = fadd reassoc ninf nsz afn float %10982, %10913
  store float %10983, ptr %10981, align 4
  %10984 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %10985 = load float, ptr %10984, align 4
  %10986 = fadd reassoc ninf nsz afn float %10985, 0.000000e+00
  store float %10986, ptr %10984, align 4
  %10987 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %10988 = load float, ptr %10987, align 4
  %10989 = fadd reassoc ninf nsz afn float %10988, 0.000000e+00
  store float %10989, ptr %10987, align 4
  %10990 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %10991 = load float, ptr %10990, align 4
  %10992 = fadd reassoc ninf nsz afn float %10991, 0.000000e+00
  store float %10992, ptr %10990, align 4
  %10993 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %10994 = load float, ptr %10993, align 4
  %10995 = fadd reassoc ninf nsz afn float %10994, 0.000000e+00
  store float %10995, ptr %10993, align 4
  %10996 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %10997 = load float, ptr %10996, align 4
  %10998 = fadd reassoc ninf nsz afn float %10997, 0.000000e+00
  store float %10998, ptr %10996, align 4
  %10999 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11000 = load float, ptr %10999, align 4
  %11001 = fadd reassoc ninf nsz afn float %11000, 0.000000e+00
  store float %11001, ptr %10999, align 4
  %11002 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11003 = load float, ptr %11002, align 4
  %11004 = fadd reassoc ninf nsz afn float %11003, 0.000000e+00
  store float %11004, ptr %11002, align 4
  %11005 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11006 = load float, ptr %11005, align 4
  %11007 = fadd reassoc ninf nsz afn float %11006, 0.000000e+00
  store float %11007, ptr %11005, align 4
  %11008 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11009 = load float, ptr %11008, align 4
  %11010 = fadd reassoc ninf nsz afn float %11009, 0.000000e+00
  store float %11010, ptr %11008, align 4
  %11011 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11012 = load float, ptr %11011, align 4
  %11013 = fadd reassoc ninf nsz afn float %11012, 0.000000e+00
  store float %11013, ptr %11011, align 4
  %11014 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11015 = load float, ptr %11014, align 4
  %11016 = fadd reassoc ninf nsz afn float %11015, 0.000000e+00
  store float %11016, ptr %11014, align 4
  %11017 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11018 = load float, ptr %11017, align 4
  %11019 = fadd reassoc ninf nsz afn float %11018, 0.000000e+00
  store float %11019, ptr %11017, align 4
  %11020 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11021 = load float, ptr %11020, align 4
  %11022 = fadd reassoc ninf nsz afn float %11021, 0.000000e+00
  store float %11022, ptr %11020, align 4
  %11023 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11024 = load float, ptr %11023, align 4
  %11025 = fadd reassoc ninf nsz afn float %11024, 0.000000e+00
  store float %11025, ptr %11023, align 4
  %11026 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11027 = load float, ptr %11026, align 4
  %11028 = fadd reassoc ninf nsz afn float %11027, %10911
  store float %11028, ptr %11026, align 4
  %11029 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11030 = load float, ptr %11029, align 4
  %11031 = fadd reassoc ninf nsz afn float %11030, 0.000000e+00
  store float %11031, ptr %11029, align 4
  %11032 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11033 = load float, ptr %11032, align 4
  %11034 = fadd reassoc ninf nsz afn float %11033, 0.000000e+00
  store float %11034, ptr %11032, align 4
  %11035 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11036 = load float, ptr %11035, align 4
  %11037 = fadd reassoc ninf nsz afn float %11036, 0.000000e+00
  store float %11037, ptr %11035, align 4
  %11038 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11039 = load float, ptr %11038, align 4
  %11040 = fadd reassoc ninf nsz afn float %11039, 0.000000e+00
  store float %11040, ptr %11038, align 4
  %11041 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11042 = load float, ptr %11041, align 4
  %11043 = fadd reassoc ninf nsz afn float %11042, 0.000000e+00
  store float %11043, ptr %11041, align 4
  %11044 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11045 = load float, ptr %11044, align 4
  %11046 = fadd reassoc ninf nsz afn float %11045, 0.000000e+00
  store float %11046, ptr %11044, align 4
  %11047 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11048 = load float, ptr %11047, align 4
  %11049 = fadd reassoc ninf nsz afn float %11048, 0.000000e+00
  store float %11049, ptr %11047, align 4
  %11050 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11051 = load float, ptr %11050, align 4
  %11052 = fadd reassoc ninf nsz afn float %11051, 0.000000e+00
  store float %11052, ptr %11050, align 4
  %11053 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11054 = load float, ptr %11053, align 4
  %11055 = fadd reassoc ninf nsz afn float %11054, 0.000000e+00
  store float %11055, ptr %11053, align 4
  %11056 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11057 = load float, ptr %11056, align 4
  %11058 = fadd reassoc ninf nsz afn float %11057, 0.000000e+00
  store float %11058, ptr %11056, align 4
  %11059 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11060 = load float, ptr %11059, align 4
  %11061 = fadd reassoc ninf nsz afn float %11060, 0.000000e+00
  store float %11061, ptr %11059, align 4
  %11062 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11063 = load float, ptr %11062, align 4
  %11064 = fadd reassoc ninf nsz afn float %11063, 0.000000e+00
  store float %11064, ptr %11062, align 4
  %11065 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11066 = load float, ptr %11065, align 4
  %11067 = fadd reassoc ninf nsz afn float %11066, 0.000000e+00
  store float %11067, ptr %11065, align 4
  %11068 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11069 = load float, ptr %11068, align 4
  %11070 = fadd reassoc ninf nsz afn float %11069, 0.000000e+00
  store float %11070, ptr %11068, align 4
  %11071 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11072 = load float, ptr %11071, align 4
  %11073 = fadd reassoc ninf nsz afn float %11072, %10909
  store float %11073, ptr %11071, align 4
  %11074 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11075 = load float, ptr %11074, align 4
  %11076 = fadd reassoc ninf nsz afn float %11075, 0.000000e+00
  store float %11076, ptr %11074, align 4
  %11077 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11078 = load float, ptr %11077, align 4
  %11079 = fadd reassoc ninf nsz afn float %11078, 0.000000e+00
  store float %11079, ptr %11077, align 4
  %11080 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11081 = load float, ptr %11080, align 4
  %11082 = fadd reassoc ninf nsz afn float %11081, 0.000000e+00
  store float %11082, ptr %11080, align 4
  %11083 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11084 = load float, ptr %11083, align 4
  %11085 = fadd reassoc ninf nsz afn float %11084, 0.000000e+00
  store float %11085, ptr %11083, align 4
  %11086 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11087 = load float, ptr %11086, align 4
  %11088 = fadd reassoc ninf nsz afn float %11087, 0.000000e+00
  store float %11088, ptr %11086, align 4
  %11089 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11090 = load float, ptr %11089, align 4
  %11091 = fadd reassoc ninf nsz afn float %11090, 0.000000e+00
  store float %11091, ptr %11089, align 4
  %11092 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11093 = load float, ptr %11092, align 4
  %11094 = fadd reassoc ninf nsz afn float %11093, 0.000000e+00
  store float %11094, ptr %11092, align 4
  %11095 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11096 = load float, ptr %11095, align 4
  %11097 = fadd reassoc ninf nsz afn float %11096, 0.000000e+00
  store float %11097, ptr %11095, align 4
  %11098 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11099 = load float, ptr %11098, align 4
  %11100 = fadd reassoc ninf nsz afn float %11099, 0.000000e+00
  store float %11100, ptr %11098, align 4
  %11101 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11102 = load float, ptr %11101, align 4
  %11103 = fadd reassoc ninf nsz afn float %11102, 0.000000e+00
  store float %11103, ptr %11101, align 4
  %11104 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11105 = load float, ptr %11104, align 4
  %11106 = fadd reassoc ninf nsz afn float %11105, 0.000000e+00
  store float %11106, ptr %11104, align 4
  %11107 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11108 = load float, ptr %11107, align 4
  %11109 = fadd reassoc ninf nsz afn float %11108, 0.000000e+00
  store float %11109, ptr %11107, align 4
  %11110 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11111 = load float, ptr %11110, align 4
  %11112 = fadd reassoc ninf nsz afn float %11111, 0.000000e+00
  store float %11112, ptr %11110, align 4
  %11113 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11114 = load float, ptr %11113, align 4
  %11115 = fadd reassoc ninf nsz afn float %11114, 0.000000e+00
  store float %11115, ptr %11113, align 4
  %11116 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11117 = load float, ptr %11116, align 4
  %11118 = fadd reassoc ninf nsz afn float %11117, %10907
  store float %11118, ptr %11116, align 4
  %11119 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11120 = load float, ptr %11119, align 4
  %11121 = fadd reassoc ninf nsz afn float %11120, 0.000000e+00
  store float %11121, ptr %11119, align 4
  %11122 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11123 = load float, ptr %11122, align 4
  %11124 = fadd reassoc ninf nsz afn float %11123, 0.000000e+00
  store float %11124, ptr %11122, align 4
  %11125 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11126 = load float, ptr %11125, align 4
  %11127 = fadd reassoc ninf nsz afn float %11126, 0.000000e+00
  store float %11127, ptr %11125, align 4
  %11128 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11129 = load float, ptr %11128, align 4
  %11130 = fadd reassoc ninf nsz afn float %11129, 0.000000e+00
  store float %11130, ptr %11128, align 4
  %11131 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11132 = load float, ptr %11131, align 4
  %11133 = fadd reassoc ninf nsz afn float %11132, 0.000000e+00
  store float %11133, ptr %11131, align 4
  %11134 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11135 = load float, ptr %11134, align 4
  %11136 = fadd reassoc ninf nsz afn float %11135, 0.000000e+00
  store float %11136, ptr %11134, align 4
  %11137 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11138 = load float, ptr %11137, align 4
  %11139 = fadd reassoc ninf nsz afn float %11138, 0.000000e+00
  store float %11139, ptr %11137, align 4
  %11140 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11141 = load float, ptr %11140, align 4
  %11142 = fadd reassoc ninf nsz afn float %11141, 0.000000e+00
  store float %11142, ptr %11140, align 4
  %11143 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11144 = load float, ptr %11143, align 4
  %11145 = fadd reassoc ninf nsz afn float %11144, 0.000000e+00
  store float %11145, ptr %11143, align 4
  %11146 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11147 = load float, ptr %11146, align 4
  %11148 = fadd reassoc ninf nsz afn float %11147, 0.000000e+00
  store float %11148, ptr %11146, align 4
  %11149 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11150 = load float, ptr %11149, align 4
  %11151 = fadd reassoc ninf nsz afn float %11150, 0.000000e+00
  store float %11151, ptr %11149, align 4
  %11152 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11153 = load float, ptr %11152, align 4
  %11154 = fadd reassoc ninf nsz afn float %11153, 0.000000e+00
  store float %11154, ptr %11152, align 4
  %11155 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11156 = load float, ptr %11155, align 4
  %11157 = fadd reassoc ninf nsz afn float %11156, 0.000000e+00
  store float %11157, ptr %11155, align 4
  %11158 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11159 = load float, ptr %11158, align 4
  %11160 = fadd reassoc ninf nsz afn float %11159, 0.000000e+00
  store float %11160, ptr %11158, align 4
  %11161 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11162 = load float, ptr %11161, align 4
  %11163 = fadd reassoc ninf nsz afn float %11162, %10905
  store float %11163, ptr %11161, align 4
  %11164 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11165 = load float, ptr %11164, align 4
  %11166 = fadd reassoc ninf nsz afn float %11165, 0.000000e+00
  store float %11166, ptr %11164, align 4
  %11167 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11168 = load float, ptr %11167, align 4
  %11169 = fadd reassoc ninf nsz afn float %11168, 0.000000e+00
  store float %11169, ptr %11167, align 4
  %11170 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11171 = load float, ptr %11170, align 4
  %11172 = fadd reassoc ninf nsz afn float %11171, 0.000000e+00
  store float %11172, ptr %11170, align 4
  %11173 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11174 = load float, ptr %11173, align 4
  %11175 = fadd reassoc ninf nsz afn float %11174, 0.000000e+00
  store float %11175, ptr %11173, align 4
  %11176 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11177 = load float, ptr %11176, align 4
  %11178 = fadd reassoc ninf nsz afn float %11177, 0.000000e+00
  store float %11178, ptr %11176, align 4
  %11179 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11180 = load float, ptr %11179, align 4
  %11181 = fadd reassoc ninf nsz afn float %11180, 0.000000e+00
  store float %11181, ptr %11179, align 4
  %11182 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11183 = load float, ptr %11182, align 4
  %11184 = fadd reassoc ninf nsz afn float %11183, 0.000000e+00
  store float %11184, ptr %11182, align 4
  %11185 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11186 = load float, ptr %11185, align 4
  %11187 = fadd reassoc ninf nsz afn float %11186, 0.000000e+00
  store float %11187, ptr %11185, align 4
  %11188 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11189 = load float, ptr %11188, align 4
  %11190 = fadd reassoc ninf nsz afn float %11189, 0.000000e+00
  store float %11190, ptr %11188, align 4
  %11191 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11192 = load float, ptr %11191, align 4
  %11193 = fadd reassoc ninf nsz afn float %11192, 0.000000e+00
  store float %11193, ptr %11191, align 4
  %11194 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11195 = load float, ptr %11194, align 4
  %11196 = fadd reassoc ninf nsz afn float %11195, 0.000000e+00
  store float %11196, ptr %11194, align 4
  %11197 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11198 = load float, ptr %11197, align 4
  %11199 = fadd reassoc ninf nsz afn float %11198, 0.000000e+00
  store float %11199, ptr %11197, align 4
  %11200 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11201 = load float, ptr %11200, align 4
  %11202 = fadd reassoc ninf nsz afn float %11201, 0.000000e+00
  store float %11202, ptr %11200, align 4
  %11203 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11204 = load float, ptr %11203, align 4
  %11205 = fadd reassoc ninf nsz afn float %11204, 0.000000e+00
  store float %11205, ptr %11203, align 4
  %11206 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11207 = load float, ptr %11206, align 4
  %11208 = fadd reassoc ninf nsz afn float %11207, %10903
  store float %11208, ptr %11206, align 4
  %11209 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11210 = load float, ptr %11209, align 4
  %11211 = fadd reassoc ninf nsz afn float %11210, 0.000000e+00
  store float %11211, ptr %11209, align 4
  %11212 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11213 = load float, ptr %11212, align 4
  %11214 = fadd reassoc ninf nsz afn float %11213, 0.000000e+00
  store float %11214, ptr %11212, align 4
  %11215 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11216 = load float, ptr %11215, align 4
  %11217 = fadd reassoc ninf nsz afn float %11216, 0.000000e+00
  store float %11217, ptr %11215, align 4
  %11218 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11219 = load float, ptr %11218, align 4
  %11220 = fadd reassoc ninf nsz afn float %11219, 0.000000e+00
  store float %11220, ptr %11218, align 4
  %11221 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11222 = load float, ptr %11221, align 4
  %11223 = fadd reassoc ninf nsz afn float %11222, 0.000000e+00
  store float %11223, ptr %11221, align 4
  %11224 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11225 = load float, ptr %11224, align 4
  %11226 = fadd reassoc ninf nsz afn float %11225, 0.000000e+00
  store float %11226, ptr %11224, align 4
  %11227 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11228 = load float, ptr %11227, align 4
  %11229 = fadd reassoc ninf nsz afn float %11228, 0.000000e+00
  store float %11229, ptr %11227, align 4
  %11230 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11231 = load float, ptr %11230, align 4
  %11232 = fadd reassoc ninf nsz afn float %11231, 0.000000e+00
  store float %11232, ptr %11230, align 4
  %11233 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11234 = load float, ptr %11233, align 4
  %11235 = fadd reassoc ninf nsz afn float %11234, 0.000000e+00
  store float %11235, ptr %11233, align 4
  %11236 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11237 = load float, ptr %11236, align 4
  %11238 = fadd reassoc ninf nsz afn float %11237, 0.000000e+00
  store float %11238, ptr %11236, align 4
  %11239 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11240 = load float, ptr %11239, align 4
  %11241 = fadd reassoc ninf nsz afn float %11240, 0.000000e+00
  store float %11241, ptr %11239, align 4
  %11242 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11243 = load float, ptr %11242, align 4
  %11244 = fadd reassoc ninf nsz afn float %11243, 0.000000e+00
  store float %11244, ptr %11242, align 4
  %11245 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11246 = load float, ptr %11245, align 4
  %11247 = fadd reassoc ninf nsz afn float %11246, 0.000000e+00
  store float %11247, ptr %11245, align 4
  %11248 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11249 = load float, ptr %11248, align 4
  %11250 = fadd reassoc ninf nsz afn float %11249, 0.000000e+00
  store float %11250, ptr %11248, align 4
  %11251 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11252 = load float, ptr %11251, align 4
  %11253 = fadd reassoc ninf nsz afn float %11252, 0.000000e+00
  store float %11253, ptr %11251, align 4
  %11254 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11255 = load float, ptr %11254, align 4
  %11256 = fadd reassoc ninf nsz afn float %11255, 0.000000e+00
  store float %11256, ptr %11254, align 4
  %11257 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11258 = load float, ptr %11257, align 4
  %11259 = fadd reassoc ninf nsz afn float %11258, 0.000000e+00
  store float %11259, ptr %11257, align 4
  %11260 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11261 = load float, ptr %11260, align 4
  %11262 = fadd reassoc ninf nsz afn float %11261, 0.000000e+00
  store float %11262, ptr %11260, align 4
  %11263 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11264 = load float, ptr %11263, align 4
  %11265 = fadd reassoc ninf nsz afn float %11264, 0.000000e+00
  store float %11265, ptr %11263, align 4
  %11266 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11267 = load float, ptr %11266, align 4
  %11268 = fadd reassoc ninf nsz afn float %11267, 0.000000e+00
  store float %11268, ptr %11266, align 4
  %11269 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11270 = load float, ptr %11269, align 4
  %11271 = fadd reassoc ninf nsz afn float %11270, 0.000000e+00
  store float %11271, ptr %11269, align 4
  %11272 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11273 = load float, ptr %11272, align 4
  %11274 = fadd reassoc ninf nsz afn float %11273, 0.000000e+00
  store float %11274, ptr %11272, align 4
  %11275 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11276 = load float, ptr %11275, align 4
  %11277 = fadd reassoc ninf nsz afn float %11276, 0.000000e+00
  store float %11277, ptr %11275, align 4
  %11278 = fmul reassoc ninf nsz afn float %10915, 0x3FD3333340000000
  %11279 = call ptr @stack_top_adjoint(ptr %389, i64 4)
  %11280 = load float, ptr %11279, align 4
  %11281 = fadd reassoc ninf nsz afn float %11280, %11278
  store float %11281, ptr %11279, align 4
  %11282 = call ptr @stack_top_adjoint(ptr %389, i64 4)
  %11283 = load float, ptr %11282, align 4
  call void @stack_pop(ptr %389)
  %11284 = call reassoc ninf nsz afn float @cos_f32(float %10802)
  %11285 = fmul reassoc ninf nsz afn float %11283, %11284
  %11286 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %11287 = load float, ptr %11286, align 4
  %11288 = fadd reassoc ninf nsz afn float %11287, 0.000000e+00
  store float %11288, ptr %11286, align 4
  %11289 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %11290 = load float, ptr %11289, align 4
  %11291 = fadd reassoc ninf nsz afn float %11290, 0.000000e+00
  store float %11291, ptr %11289, align 4
  %11292 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %11293 = load float, ptr %11292, align 4
  %11294 = fadd reassoc ninf nsz afn float %11293, 0.000000e+00
  store float %11294, ptr %11292, align 4
  %11295 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %11296 = load float, ptr %11295, align 4
  %11297 = fadd reassoc ninf nsz afn float %11296, 0.000000e+00
  store float %11297, ptr %11295, align 4
  %11298 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %11299 = load float, ptr %11298, align 4
  %11300 = fadd reassoc ninf nsz afn float %11299, 0.000000e+00
  store float %11300, ptr %11298, align 4
  %11301 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %11302 = load float, ptr %11301, align 4
  %11303 = fadd reassoc ninf nsz afn float %11302, 0.000000e+00
  store float %11303, ptr %11301, align 4
  %11304 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %11305 = load float, ptr %11304, align 4
  %11306 = fadd reassoc ninf nsz afn float %11305, 0.000000e+00
  store float %11306, ptr %11304, align 4
  %11307 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %11308 = load float, ptr %11307, align 4
  %11309 = fadd reassoc ninf nsz afn float %11308, %11285
  store float %11309, ptr %11307, align 4
  %11310 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %11311 = load float, ptr %11310, align 4
  %11312 = fadd reassoc ninf nsz afn float %11311, 0.000000e+00
  store float %11312, ptr %11310, align 4
  %11313 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %11314 = load float, ptr %11313, align 4
  %11315 = fadd reassoc ninf nsz afn float %11314, 0.000000e+00
  store float %11315, ptr %11313, align 4
  %11316 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %11317 = load float, ptr %11316, align 4
  %11318 = fadd reassoc ninf nsz afn float %11317, 0.000000e+00
  store float %11318, ptr %11316, align 4
  %11319 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %11320 = load float, ptr %11319, align 4
  %11321 = fadd reassoc ninf nsz afn float %11320, 0.000000e+00
  store float %11321, ptr %11319, align 4
  %11322 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %11323 = load float, ptr %11322, align 4
  %11324 = fadd reassoc ninf nsz afn float %11323, 0.000000e+00
  store float %11324, ptr %11322, align 4
  %11325 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %11326 = load float, ptr %11325, align 4
  %11327 = fadd reassoc ninf nsz afn float %11326, 0.000000e+00
  store float %11327, ptr %11325, align 4
  %11328 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %11329 = load float, ptr %11328, align 4
  %11330 = fadd reassoc ninf nsz afn float %11329, 0.000000e+00
  store float %11330, ptr %11328, align 4
  %11331 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %11332 = load float, ptr %11331, align 4
  %11333 = fadd reassoc ninf nsz afn float %11332, 0.000000e+00
  store float %11333, ptr %11331, align 4
  %11334 = fmul reassoc ninf nsz afn float %10915, 0x3FE99999A0000000
  %11335 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %11336 = load float, ptr %11335, align 4
  %11337 = fadd reassoc ninf nsz afn float %11336, 0.000000e+00
  store float %11337, ptr %11335, align 4
  %11338 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %11339 = load float, ptr %11338, align 4
  %11340 = fadd reassoc ninf nsz afn float %11339, 0.000000e+00
  store float %11340, ptr %11338, align 4
  %11341 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %11342 = load float, ptr %11341, align 4
  %11343 = fadd reassoc ninf nsz afn float %11342, 0.000000e+00
  store float %11343, ptr %11341, align 4
  %11344 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %11345 = load float, ptr %11344, align 4
  %11346 = fadd reassoc ninf nsz afn float %11345, 0.000000e+00
  store float %11346, ptr %11344, align 4
  %11347 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %11348 = load float, ptr %11347, align 4
  %11349 = fadd reassoc ninf nsz afn float %11348, 0.000000e+00
  store float %11349, ptr %11347, align 4
  %11350 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %11351 = load float, ptr %11350, align 4
  %11352 = fadd reassoc ninf nsz afn float %11351, 0.000000e+00
  store float %11352, ptr %11350, align 4
  %11353 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %11354 = load float, ptr %11353, align 4
  %11355 = fadd reassoc ninf nsz afn float %11354, %11334
  store float %11355, ptr %11353, align 4
  %11356 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %11357 = load float, ptr %11356, align 4
  %11358 = fadd reassoc ninf nsz afn float %11357, 0.000000e+00
  store float %11358, ptr %11356, align 4
  %11359 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %11360 = load float, ptr %11359, align 4
  %11361 = fadd reassoc ninf nsz afn float %11360, 0.000000e+00
  store float %11361, ptr %11359, align 4
  %11362 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %11363 = load float, ptr %11362, align 4
  %11364 = fadd reassoc ninf nsz afn float %11363, 0.000000e+00
  store float %11364, ptr %11362, align 4
  %11365 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %11366 = load float, ptr %11365, align 4
  %11367 = fadd reassoc ninf nsz afn float %11366, 0.000000e+00
  store float %11367, ptr %11365, align 4
  %11368 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %11369 = load float, ptr %11368, align 4
  %11370 = fadd reassoc ninf nsz afn float %11369, 0.000000e+00
  store float %11370, ptr %11368, align 4
  %11371 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %11372 = load float, ptr %11371, align 4
  %11373 = fadd reassoc ninf nsz afn float %11372, 0.000000e+00
  store float %11373, ptr %11371, align 4
  %11374 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %11375 = load float, ptr %11374, align 4
  %11376 = fadd reassoc ninf nsz afn float %11375, 0.000000e+00
  store float %11376, ptr %11374, align 4
  %11377 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %11378 = load float, ptr %11377, align 4
  %11379 = fadd reassoc ninf nsz afn float %11378, 0.000000e+00
  store float %11379, ptr %11377, align 4
  %11380 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %11381 = load float, ptr %11380, align 4
  %11382 = fadd reassoc ninf nsz afn float %11381, 0.000000e+00
  store float %11382, ptr %11380, align 4
  %11383 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11384 = load float, ptr %11383, align 4
  %11385 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11386 = load float, ptr %11385, align 4
  %11387 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11388 = load float, ptr %11387, align 4
  %11389 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11390 = load float, ptr %11389, align 4
  %11391 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11392 = load float, ptr %11391, align 4
  %11393 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11394 = load float, ptr %11393, align 4
  %11395 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11396 = load float, ptr %11395, align 4
  %11397 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11398 = load float, ptr %11397, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %11399 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11400 = load float, ptr %11399, align 4
  %11401 = fadd reassoc ninf nsz afn float %11400, 0.000000e+00
  store float %11401, ptr %11399, align 4
  %11402 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11403 = load float, ptr %11402, align 4
  %11404 = fadd reassoc ninf nsz afn float %11403, 0.000000e+00
  store float %11404, ptr %11402, align 4
  %11405 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11406 = load float, ptr %11405, align 4
  %11407 = fadd reassoc ninf nsz afn float %11406, 0.000000e+00
  store float %11407, ptr %11405, align 4
  %11408 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11409 = load float, ptr %11408, align 4
  %11410 = fadd reassoc ninf nsz afn float %11409, 0.000000e+00
  store float %11410, ptr %11408, align 4
  %11411 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11412 = load float, ptr %11411, align 4
  %11413 = fadd reassoc ninf nsz afn float %11412, 0.000000e+00
  store float %11413, ptr %11411, align 4
  %11414 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11415 = load float, ptr %11414, align 4
  %11416 = fadd reassoc ninf nsz afn float %11415, 0.000000e+00
  store float %11416, ptr %11414, align 4
  %11417 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11418 = load float, ptr %11417, align 4
  %11419 = fadd reassoc ninf nsz afn float %11418, 0.000000e+00
  store float %11419, ptr %11417, align 4
  %11420 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11421 = load float, ptr %11420, align 4
  %11422 = fadd reassoc ninf nsz afn float %11421, %11398
  store float %11422, ptr %11420, align 4
  %11423 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11424 = load float, ptr %11423, align 4
  %11425 = fadd reassoc ninf nsz afn float %11424, 0.000000e+00
  store float %11425, ptr %11423, align 4
  %11426 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11427 = load float, ptr %11426, align 4
  %11428 = fadd reassoc ninf nsz afn float %11427, 0.000000e+00
  store float %11428, ptr %11426, align 4
  %11429 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11430 = load float, ptr %11429, align 4
  %11431 = fadd reassoc ninf nsz afn float %11430, 0.000000e+00
  store float %11431, ptr %11429, align 4
  %11432 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11433 = load float, ptr %11432, align 4
  %11434 = fadd reassoc ninf nsz afn float %11433, 0.000000e+00
  store float %11434, ptr %11432, align 4
  %11435 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11436 = load float, ptr %11435, align 4
  %11437 = fadd reassoc ninf nsz afn float %11436, 0.000000e+00
  store float %11437, ptr %11435, align 4
  %11438 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11439 = load float, ptr %11438, align 4
  %11440 = fadd reassoc ninf nsz afn float %11439, 0.000000e+00
  store float %11440, ptr %11438, align 4
  %11441 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11442 = load float, ptr %11441, align 4
  %11443 = fadd reassoc ninf nsz afn float %11442, 0.000000e+00
  store float %11443, ptr %11441, align 4
  %11444 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11445 = load float, ptr %11444, align 4
  %11446 = fadd reassoc ninf nsz afn float %11445, 0.000000e+00
  store float %11446, ptr %11444, align 4
  %11447 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11448 = load float, ptr %11447, align 4
  %11449 = fadd reassoc ninf nsz afn float %11448, 0.000000e+00
  store float %11449, ptr %11447, align 4
  %11450 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11451 = load float, ptr %11450, align 4
  %11452 = fadd reassoc ninf nsz afn float %11451, 0.000000e+00
  store float %11452, ptr %11450, align 4
  %11453 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11454 = load float, ptr %11453, align 4
  %11455 = fadd reassoc ninf nsz afn float %11454, 0.000000e+00
  store float %11455, ptr %11453, align 4
  %11456 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11457 = load float, ptr %11456, align 4
  %11458 = fadd reassoc ninf nsz afn float %11457, 0.000000e+00
  store float %11458, ptr %11456, align 4
  %11459 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11460 = load float, ptr %11459, align 4
  %11461 = fadd reassoc ninf nsz afn float %11460, 0.000000e+00
  store float %11461, ptr %11459, align 4
  %11462 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11463 = load float, ptr %11462, align 4
  %11464 = fadd reassoc ninf nsz afn float %11463, 0.000000e+00
  store float %11464, ptr %11462, align 4
  %11465 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11466 = load float, ptr %11465, align 4
  %11467 = fadd reassoc ninf nsz afn float %11466, %11396
  store float %11467, ptr %11465, align 4
  %11468 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11469 = load float, ptr %11468, align 4
  %11470 = fadd reassoc ninf nsz afn float %11469, 0.000000e+00
  store float %11470, ptr %11468, align 4
  %11471 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11472 = load float, ptr %11471, align 4
  %11473 = fadd reassoc ninf nsz afn float %11472, 0.000000e+00
  store float %11473, ptr %11471, align 4
  %11474 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11475 = load float, ptr %11474, align 4
  %11476 = fadd reassoc ninf nsz afn float %11475, 0.000000e+00
  store float %11476, ptr %11474, align 4
  %11477 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11478 = load float, ptr %11477, align 4
  %11479 = fadd reassoc ninf nsz afn float %11478, 0.000000e+00
  store float %11479, ptr %11477, align 4
  %11480 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11481 = load float, ptr %11480, align 4
  %11482 = fadd reassoc ninf nsz afn float %11481, 0.000000e+00
  store float %11482, ptr %11480, align 4
  %11483 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11484 = load float, ptr %11483, align 4
  %11485 = fadd reassoc ninf nsz afn float %11484, 0.000000e+00
  store float %11485, ptr %11483, align 4
  %11486 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11487 = load float, ptr %11486, align 4
  %11488 = fadd reassoc ninf nsz afn float %11487, 0.000000e+00
  store float %11488, ptr %11486, align 4
  %11489 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11490 = load float, ptr %11489, align 4
  %11491 = fadd reassoc ninf nsz afn float %11490, 0.000000e+00
  store float %11491, ptr %11489, align 4
  %11492 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11493 = load float, ptr %11492, align 4
  %11494 = fadd reassoc ninf nsz afn float %11493, 0.000000e+00
  store float %11494, ptr %11492, align 4
  %11495 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11496 = load float, ptr %11495, align 4
  %11497 = fadd reassoc ninf nsz afn float %11496, 0.000000e+00
  store float %11497, ptr %11495, align 4
  %11498 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11499 = load float, ptr %11498, align 4
  %11500 = fadd reassoc ninf nsz afn float %11499, 0.000000e+00
  store float %11500, ptr %11498, align 4
  %11501 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11502 = load float, ptr %11501, align 4
  %11503 = fadd reassoc ninf nsz afn float %11502, 0.000000e+00
  store float %11503, ptr %11501, align 4
  %11504 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11505 = load float, ptr %11504, align 4
  %11506 = fadd reassoc ninf nsz afn float %11505, 0.000000e+00
  store float %11506, ptr %11504, align 4
  %11507 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11508 = load float, ptr %11507, align 4
  %11509 = fadd reassoc ninf nsz afn float %11508, %11392
  store float %11509, ptr %11507, align 4
  %11510 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11511 = load float, ptr %11510, align 4
  %11512 = fadd reassoc ninf nsz afn float %11511, 0.000000e+00
  store float %11512, ptr %11510, align 4
  %11513 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11514 = load float, ptr %11513, align 4
  %11515 = fadd reassoc ninf nsz afn float %11514, 0.000000e+00
  store float %11515, ptr %11513, align 4
  %11516 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11517 = load float, ptr %11516, align 4
  %11518 = fadd reassoc ninf nsz afn float %11517, 0.000000e+00
  store float %11518, ptr %11516, align 4
  %11519 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11520 = load float, ptr %11519, align 4
  %11521 = fadd reassoc ninf nsz afn float %11520, 0.000000e+00
  store float %11521, ptr %11519, align 4
  %11522 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11523 = load float, ptr %11522, align 4
  %11524 = fadd reassoc ninf nsz afn float %11523, 0.000000e+00
  store float %11524, ptr %11522, align 4
  %11525 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11526 = load float, ptr %11525, align 4
  %11527 = fadd reassoc ninf nsz afn float %11526, 0.000000e+00
  store float %11527, ptr %11525, align 4
  %11528 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11529 = load float, ptr %11528, align 4
  %11530 = fadd reassoc ninf nsz afn float %11529, 0.000000e+00
  store float %11530, ptr %11528, align 4
  %11531 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11532 = load float, ptr %11531, align 4
  %11533 = fadd reassoc ninf nsz afn float %11532, 0.000000e+00
  store float %11533, ptr %11531, align 4
  %11534 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11535 = load float, ptr %11534, align 4
  %11536 = fadd reassoc ninf nsz afn float %11535, 0.000000e+00
  store float %11536, ptr %11534, align 4
  %11537 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11538 = load float, ptr %11537, align 4
  %11539 = fadd reassoc ninf nsz afn float %11538, 0.000000e+00
  store float %11539, ptr %11537, align 4
  %11540 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11541 = load float, ptr %11540, align 4
  %11542 = fadd reassoc ninf nsz afn float %11541, 0.000000e+00
  store float %11542, ptr %11540, align 4
  %11543 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11544 = load float, ptr %11543, align 4
  %11545 = fadd reassoc ninf nsz afn float %11544, 0.000000e+00
  store float %11545, ptr %11543, align 4
  %11546 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11547 = load float, ptr %11546, align 4
  %11548 = fadd reassoc ninf nsz afn float %11547, 0.000000e+00
  store float %11548, ptr %11546, align 4
  %11549 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11550 = load float, ptr %11549, align 4
  %11551 = fadd reassoc ninf nsz afn float %11550, 0.000000e+00
  store float %11551, ptr %11549, align 4
  %11552 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11553 = load float, ptr %11552, align 4
  %11554 = fadd reassoc ninf nsz afn float %11553, %11390
  store float %11554, ptr %11552, align 4
  %11555 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11556 = load float, ptr %11555, align 4
  %11557 = fadd reassoc ninf nsz afn float %11556, 0.000000e+00
  store float %11557, ptr %11555, align 4
  %11558 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11559 = load float, ptr %11558, align 4
  %11560 = fadd reassoc ninf nsz afn float %11559, 0.000000e+00
  store float %11560, ptr %11558, align 4
  %11561 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11562 = load float, ptr %11561, align 4
  %11563 = fadd reassoc ninf nsz afn float %11562, 0.000000e+00
  store float %11563, ptr %11561, align 4
  %11564 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11565 = load float, ptr %11564, align 4
  %11566 = fadd reassoc ninf nsz afn float %11565, 0.000000e+00
  store float %11566, ptr %11564, align 4
  %11567 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11568 = load float, ptr %11567, align 4
  %11569 = fadd reassoc ninf nsz afn float %11568, 0.000000e+00
  store float %11569, ptr %11567, align 4
  %11570 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11571 = load float, ptr %11570, align 4
  %11572 = fadd reassoc ninf nsz afn float %11571, 0.000000e+00
  store float %11572, ptr %11570, align 4
  %11573 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11574 = load float, ptr %11573, align 4
  %11575 = fadd reassoc ninf nsz afn float %11574, 0.000000e+00
  store float %11575, ptr %11573, align 4
  %11576 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11577 = load float, ptr %11576, align 4
  %11578 = fadd reassoc ninf nsz afn float %11577, 0.000000e+00
  store float %11578, ptr %11576, align 4
  %11579 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11580 = load float, ptr %11579, align 4
  %11581 = fadd reassoc ninf nsz afn float %11580, 0.000000e+00
  store float %11581, ptr %11579, align 4
  %11582 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11583 = load float, ptr %11582, align 4
  %11584 = fadd reassoc ninf nsz afn float %11583, 0.000000e+00
  store float %11584, ptr %11582, align 4
  %11585 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11586 = load float, ptr %11585, align 4
  %11587 = fadd reassoc ninf nsz afn float %11586, 0.000000e+00
  store float %11587, ptr %11585, align 4
  %11588 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11589 = load float, ptr %11588, align 4
  %11590 = fadd reassoc ninf nsz afn float %11589, 0.000000e+00
  store float %11590, ptr %11588, align 4
  %11591 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11592 = load float, ptr %11591, align 4
  %11593 = fadd reassoc ninf nsz afn float %11592, 0.000000e+00
  store float %11593, ptr %11591, align 4
  %11594 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11595 = load float, ptr %11594, align 4
  %11596 = fadd reassoc ninf nsz afn float %11595, 0.000000e+00
  store float %11596, ptr %11594, align 4
  %11597 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11598 = load float, ptr %11597, align 4
  %11599 = fadd reassoc ninf nsz afn float %11598, %11388
  store float %11599, ptr %11597, align 4
  %11600 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11601 = load float, ptr %11600, align 4
  %11602 = fadd reassoc ninf nsz afn float %11601, 0.000000e+00
  store float %11602, ptr %11600, align 4
  %11603 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11604 = load float, ptr %11603, align 4
  %11605 = fadd reassoc ninf nsz afn float %11604, 0.000000e+00
  store float %11605, ptr %11603, align 4
  %11606 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11607 = load float, ptr %11606, align 4
  %11608 = fadd reassoc ninf nsz afn float %11607, 0.000000e+00
  store float %11608, ptr %11606, align 4
  %11609 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11610 = load float, ptr %11609, align 4
  %11611 = fadd reassoc ninf nsz afn float %11610, 0.000000e+00
  store float %11611, ptr %11609, align 4
  %11612 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11613 = load float, ptr %11612, align 4
  %11614 = fadd reassoc ninf nsz afn float %11613, 0.000000e+00
  store float %11614, ptr %11612, align 4
  %11615 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11616 = load float, ptr %11615, align 4
  %11617 = fadd reassoc ninf nsz afn float %11616, 0.000000e+00
  store float %11617, ptr %11615, align 4
  %11618 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11619 = load float, ptr %11618, align 4
  %11620 = fadd reassoc ninf nsz afn float %11619, 0.000000e+00
  store float %11620, ptr %11618, align 4
  %11621 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11622 = load float, ptr %11621, align 4
  %11623 = fadd reassoc ninf nsz afn float %11622, 0.000000e+00
  store float %11623, ptr %11621, align 4
  %11624 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11625 = load float, ptr %11624, align 4
  %11626 = fadd reassoc ninf nsz afn float %11625, 0.000000e+00
  store float %11626, ptr %11624, align 4
  %11627 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11628 = load float, ptr %11627, align 4
  %11629 = fadd reassoc ninf nsz afn float %11628, 0.000000e+00
  store float %11629, ptr %11627, align 4
  %11630 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11631 = load float, ptr %11630, align 4
  %11632 = fadd reassoc ninf nsz afn float %11631, 0.000000e+00
  store float %11632, ptr %11630, align 4
  %11633 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11634 = load float, ptr %11633, align 4
  %11635 = fadd reassoc ninf nsz afn float %11634, 0.000000e+00
  store float %11635, ptr %11633, align 4
  %11636 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11637 = load float, ptr %11636, align 4
  %11638 = fadd reassoc ninf nsz afn float %11637, 0.000000e+00
  store float %11638, ptr %11636, align 4
  %11639 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11640 = load float, ptr %11639, align 4
  %11641 = fadd reassoc ninf nsz afn float %11640, 0.000000e+00
  store float %11641, ptr %11639, align 4
  %11642 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11643 = load float, ptr %11642, align 4
  %11644 = fadd reassoc ninf nsz afn float %11643, %11386
  store float %11644, ptr %11642, align 4
  %11645 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11646 = load float, ptr %11645, align 4
  %11647 = fadd reassoc ninf nsz afn float %11646, 0.000000e+00
  store float %11647, ptr %11645, align 4
  %11648 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11649 = load float, ptr %11648, align 4
  %11650 = fadd reassoc ninf nsz afn float %11649, 0.000000e+00
  store float %11650, ptr %11648, align 4
  %11651 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11652 = load float, ptr %11651, align 4
  %11653 = fadd reassoc ninf nsz afn float %11652, 0.000000e+00
  store float %11653, ptr %11651, align 4
  %11654 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11655 = load float, ptr %11654, align 4
  %11656 = fadd reassoc ninf nsz afn float %11655, 0.000000e+00
  store float %11656, ptr %11654, align 4
  %11657 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11658 = load float, ptr %11657, align 4
  %11659 = fadd reassoc ninf nsz afn float %11658, 0.000000e+00
  store float %11659, ptr %11657, align 4
  %11660 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11661 = load float, ptr %11660, align 4
  %11662 = fadd reassoc ninf nsz afn float %11661, 0.000000e+00
  store float %11662, ptr %11660, align 4
  %11663 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11664 = load float, ptr %11663, align 4
  %11665 = fadd reassoc ninf nsz afn float %11664, 0.000000e+00
  store float %11665, ptr %11663, align 4
  %11666 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11667 = load float, ptr %11666, align 4
  %11668 = fadd reassoc ninf nsz afn float %11667, 0.000000e+00
  store float %11668, ptr %11666, align 4
  %11669 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11670 = load float, ptr %11669, align 4
  %11671 = fadd reassoc ninf nsz afn float %11670, 0.000000e+00
  store float %11671, ptr %11669, align 4
  %11672 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11673 = load float, ptr %11672, align 4
  %11674 = fadd reassoc ninf nsz afn float %11673, 0.000000e+00
  store float %11674, ptr %11672, align 4
  %11675 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11676 = load float, ptr %11675, align 4
  %11677 = fadd reassoc ninf nsz afn float %11676, 0.000000e+00
  store float %11677, ptr %11675, align 4
  %11678 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11679 = load float, ptr %11678, align 4
  %11680 = fadd reassoc ninf nsz afn float %11679, 0.000000e+00
  store float %11680, ptr %11678, align 4
  %11681 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11682 = load float, ptr %11681, align 4
  %11683 = fadd reassoc ninf nsz afn float %11682, 0.000000e+00
  store float %11683, ptr %11681, align 4
  %11684 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11685 = load float, ptr %11684, align 4
  %11686 = fadd reassoc ninf nsz afn float %11685, 0.000000e+00
  store float %11686, ptr %11684, align 4
  %11687 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11688 = load float, ptr %11687, align 4
  %11689 = fadd reassoc ninf nsz afn float %11688, %11384
  store float %11689, ptr %11687, align 4
  %11690 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11691 = load float, ptr %11690, align 4
  %11692 = fadd reassoc ninf nsz afn float %11691, 0.000000e+00
  store float %11692, ptr %11690, align 4
  %11693 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11694 = load float, ptr %11693, align 4
  %11695 = fadd reassoc ninf nsz afn float %11694, 0.000000e+00
  store float %11695, ptr %11693, align 4
  %11696 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11697 = load float, ptr %11696, align 4
  %11698 = fadd reassoc ninf nsz afn float %11697, 0.000000e+00
  store float %11698, ptr %11696, align 4
  %11699 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11700 = load float, ptr %11699, align 4
  %11701 = fadd reassoc ninf nsz afn float %11700, 0.000000e+00
  store float %11701, ptr %11699, align 4
  %11702 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11703 = load float, ptr %11702, align 4
  %11704 = fadd reassoc ninf nsz afn float %11703, 0.000000e+00
  store float %11704, ptr %11702, align 4
  %11705 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11706 = load float, ptr %11705, align 4
  %11707 = fadd reassoc ninf nsz afn float %11706, 0.000000e+00
  store float %11707, ptr %11705, align 4
  %11708 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11709 = load float, ptr %11708, align 4
  %11710 = fadd reassoc ninf nsz afn float %11709, 0.000000e+00
  store float %11710, ptr %11708, align 4
  %11711 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11712 = load float, ptr %11711, align 4
  %11713 = fadd reassoc ninf nsz afn float %11712, 0.000000e+00
  store float %11713, ptr %11711, align 4
  %11714 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11715 = load float, ptr %11714, align 4
  %11716 = fadd reassoc ninf nsz afn float %11715, 0.000000e+00
  store float %11716, ptr %11714, align 4
  %11717 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11718 = load float, ptr %11717, align 4
  %11719 = fadd reassoc ninf nsz afn float %11718, 0.000000e+00
  store float %11719, ptr %11717, align 4
  %11720 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11721 = load float, ptr %11720, align 4
  %11722 = fadd reassoc ninf nsz afn float %11721, 0.000000e+00
  store float %11722, ptr %11720, align 4
  %11723 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11724 = load float, ptr %11723, align 4
  %11725 = fadd reassoc ninf nsz afn float %11724, 0.000000e+00
  store float %11725, ptr %11723, align 4
  %11726 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11727 = load float, ptr %11726, align 4
  %11728 = fadd reassoc ninf nsz afn float %11727, 0.000000e+00
  store float %11728, ptr %11726, align 4
  %11729 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11730 = load float, ptr %11729, align 4
  %11731 = fadd reassoc ninf nsz afn float %11730, 0.000000e+00
  store float %11731, ptr %11729, align 4
  %11732 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11733 = load float, ptr %11732, align 4
  %11734 = fadd reassoc ninf nsz afn float %11733, 0.000000e+00
  store float %11734, ptr %11732, align 4
  %11735 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11736 = load float, ptr %11735, align 4
  %11737 = fadd reassoc ninf nsz afn float %11736, 0.000000e+00
  store float %11737, ptr %11735, align 4
  %11738 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11739 = load float, ptr %11738, align 4
  %11740 = fadd reassoc ninf nsz afn float %11739, 0.000000e+00
  store float %11740, ptr %11738, align 4
  %11741 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11742 = load float, ptr %11741, align 4
  %11743 = fadd reassoc ninf nsz afn float %11742, 0.000000e+00
  store float %11743, ptr %11741, align 4
  %11744 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11745 = load float, ptr %11744, align 4
  %11746 = fadd reassoc ninf nsz afn float %11745, 0.000000e+00
  store float %11746, ptr %11744, align 4
  %11747 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11748 = load float, ptr %11747, align 4
  %11749 = fadd reassoc ninf nsz afn float %11748, 0.000000e+00
  store float %11749, ptr %11747, align 4
  %11750 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11751 = load float, ptr %11750, align 4
  %11752 = fadd reassoc ninf nsz afn float %11751, 0.000000e+00
  store float %11752, ptr %11750, align 4
  %11753 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11754 = load float, ptr %11753, align 4
  %11755 = fadd reassoc ninf nsz afn float %11754, 0.000000e+00
  store float %11755, ptr %11753, align 4
  %11756 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11757 = load float, ptr %11756, align 4
  %11758 = fadd reassoc ninf nsz afn float %11757, 0.000000e+00
  store float %11758, ptr %11756, align 4
  %11759 = fmul reassoc ninf nsz afn float %11394, 0x3FD3333340000000
  %11760 = call ptr @stack_top_adjoint(ptr %398, i64 4)
  %11761 = load float, ptr %11760, align 4
  %11762 = fadd reassoc ninf nsz afn float %11761, %11759
  store float %11762, ptr %11760, align 4
  %11763 = call ptr @stack_top_adjoint(ptr %398, i64 4)
  %11764 = load float, ptr %11763, align 4
  call void @stack_pop(ptr %398)
  %11765 = call reassoc ninf nsz afn float @cos_f32(float %10800)
  %11766 = fmul reassoc ninf nsz afn float %11764, %11765
  %11767 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %11768 = load float, ptr %11767, align 4
  %11769 = fadd reassoc ninf nsz afn float %11768, 0.000000e+00
  store float %11769, ptr %11767, align 4
  %11770 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %11771 = load float, ptr %11770, align 4
  %11772 = fadd reassoc ninf nsz afn float %11771, 0.000000e+00
  store float %11772, ptr %11770, align 4
  %11773 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %11774 = load float, ptr %11773, align 4
  %11775 = fadd reassoc ninf nsz afn float %11774, 0.000000e+00
  store float %11775, ptr %11773, align 4
  %11776 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %11777 = load float, ptr %11776, align 4
  %11778 = fadd reassoc ninf nsz afn float %11777, 0.000000e+00
  store float %11778, ptr %11776, align 4
  %11779 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %11780 = load float, ptr %11779, align 4
  %11781 = fadd reassoc ninf nsz afn float %11780, 0.000000e+00
  store float %11781, ptr %11779, align 4
  %11782 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %11783 = load float, ptr %11782, align 4
  %11784 = fadd reassoc ninf nsz afn float %11783, 0.000000e+00
  store float %11784, ptr %11782, align 4
  %11785 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %11786 = load float, ptr %11785, align 4
  %11787 = fadd reassoc ninf nsz afn float %11786, %11766
  store float %11787, ptr %11785, align 4
  %11788 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %11789 = load float, ptr %11788, align 4
  %11790 = fadd reassoc ninf nsz afn float %11789, 0.000000e+00
  store float %11790, ptr %11788, align 4
  %11791 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %11792 = load float, ptr %11791, align 4
  %11793 = fadd reassoc ninf nsz afn float %11792, 0.000000e+00
  store float %11793, ptr %11791, align 4
  %11794 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %11795 = load float, ptr %11794, align 4
  %11796 = fadd reassoc ninf nsz afn float %11795, 0.000000e+00
  store float %11796, ptr %11794, align 4
  %11797 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %11798 = load float, ptr %11797, align 4
  %11799 = fadd reassoc ninf nsz afn float %11798, 0.000000e+00
  store float %11799, ptr %11797, align 4
  %11800 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %11801 = load float, ptr %11800, align 4
  %11802 = fadd reassoc ninf nsz afn float %11801, 0.000000e+00
  store float %11802, ptr %11800, align 4
  %11803 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %11804 = load float, ptr %11803, align 4
  %11805 = fadd reassoc ninf nsz afn float %11804, 0.000000e+00
  store float %11805, ptr %11803, align 4
  %11806 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %11807 = load float, ptr %11806, align 4
  %11808 = fadd reassoc ninf nsz afn float %11807, 0.000000e+00
  store float %11808, ptr %11806, align 4
  %11809 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %11810 = load float, ptr %11809, align 4
  %11811 = fadd reassoc ninf nsz afn float %11810, 0.000000e+00
  store float %11811, ptr %11809, align 4
  %11812 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %11813 = load float, ptr %11812, align 4
  %11814 = fadd reassoc ninf nsz afn float %11813, 0.000000e+00
  store float %11814, ptr %11812, align 4
  %11815 = fmul reassoc ninf nsz afn float %11394, 0x3FE99999A0000000
  %11816 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %11817 = load float, ptr %11816, align 4
  %11818 = fadd reassoc ninf nsz afn float %11817, 0.000000e+00
  store float %11818, ptr %11816, align 4
  %11819 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %11820 = load float, ptr %11819, align 4
  %11821 = fadd reassoc ninf nsz afn float %11820, 0.000000e+00
  store float %11821, ptr %11819, align 4
  %11822 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %11823 = load float, ptr %11822, align 4
  %11824 = fadd reassoc ninf nsz afn float %11823, 0.000000e+00
  store float %11824, ptr %11822, align 4
  %11825 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %11826 = load float, ptr %11825, align 4
  %11827 = fadd reassoc ninf nsz afn float %11826, 0.000000e+00
  store float %11827, ptr %11825, align 4
  %11828 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %11829 = load float, ptr %11828, align 4
  %11830 = fadd reassoc ninf nsz afn float %11829, 0.000000e+00
  store float %11830, ptr %11828, align 4
  %11831 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %11832 = load float, ptr %11831, align 4
  %11833 = fadd reassoc ninf nsz afn float %11832, %11815
  store float %11833, ptr %11831, align 4
  %11834 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %11835 = load float, ptr %11834, align 4
  %11836 = fadd reassoc ninf nsz afn float %11835, 0.000000e+00
  store float %11836, ptr %11834, align 4
  %11837 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %11838 = load float, ptr %11837, align 4
  %11839 = fadd reassoc ninf nsz afn float %11838, 0.000000e+00
  store float %11839, ptr %11837, align 4
  %11840 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %11841 = load float, ptr %11840, align 4
  %11842 = fadd reassoc ninf nsz afn float %11841, 0.000000e+00
  store float %11842, ptr %11840, align 4
  %11843 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %11844 = load float, ptr %11843, align 4
  %11845 = fadd reassoc ninf nsz afn float %11844, 0.000000e+00
  store float %11845, ptr %11843, align 4
  %11846 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %11847 = load float, ptr %11846, align 4
  %11848 = fadd reassoc ninf nsz afn float %11847, 0.000000e+00
  store float %11848, ptr %11846, align 4
  %11849 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %11850 = load float, ptr %11849, align 4
  %11851 = fadd reassoc ninf nsz afn float %11850, 0.000000e+00
  store float %11851, ptr %11849, align 4
  %11852 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %11853 = load float, ptr %11852, align 4
  %11854 = fadd reassoc ninf nsz afn float %11853, 0.000000e+00
  store float %11854, ptr %11852, align 4
  %11855 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %11856 = load float, ptr %11855, align 4
  %11857 = fadd reassoc ninf nsz afn float %11856, 0.000000e+00
  store float %11857, ptr %11855, align 4
  %11858 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %11859 = load float, ptr %11858, align 4
  %11860 = fadd reassoc ninf nsz afn float %11859, 0.000000e+00
  store float %11860, ptr %11858, align 4
  %11861 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %11862 = load float, ptr %11861, align 4
  %11863 = fadd reassoc ninf nsz afn float %11862, 0.000000e+00
  store float %11863, ptr %11861, align 4
  %11864 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11865 = load float, ptr %11864, align 4
  %11866 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11867 = load float, ptr %11866, align 4
  %11868 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11869 = load float, ptr %11868, align 4
  %11870 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11871 = load float, ptr %11870, align 4
  %11872 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11873 = load float, ptr %11872, align 4
  %11874 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11875 = load float, ptr %11874, align 4
  %11876 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11877 = load float, ptr %11876, align 4
  %11878 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11879 = load float, ptr %11878, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %11880 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11881 = load float, ptr %11880, align 4
  %11882 = fadd reassoc ninf nsz afn float %11881, 0.000000e+00
  store float %11882, ptr %11880, align 4
  %11883 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11884 = load float, ptr %11883, align 4
  %11885 = fadd reassoc ninf nsz afn float %11884, 0.000000e+00
  store float %11885, ptr %11883, align 4
  %11886 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11887 = load float, ptr %11886, align 4
  %11888 = fadd reassoc ninf nsz afn float %11887, 0.000000e+00
  store float %11888, ptr %11886, align 4
  %11889 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11890 = load float, ptr %11889, align 4
  %11891 = fadd reassoc ninf nsz afn float %11890, 0.000000e+00
  store float %11891, ptr %11889, align 4
  %11892 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11893 = load float, ptr %11892, align 4
  %11894 = fadd reassoc ninf nsz afn float %11893, 0.000000e+00
  store float %11894, ptr %11892, align 4
  %11895 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11896 = load float, ptr %11895, align 4
  %11897 = fadd reassoc ninf nsz afn float %11896, 0.000000e+00
  store float %11897, ptr %11895, align 4
  %11898 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11899 = load float, ptr %11898, align 4
  %11900 = fadd reassoc ninf nsz afn float %11899, 0.000000e+00
  store float %11900, ptr %11898, align 4
  %11901 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11902 = load float, ptr %11901, align 4
  %11903 = fadd reassoc ninf nsz afn float %11902, %11879
  store float %11903, ptr %11901, align 4
  %11904 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11905 = load float, ptr %11904, align 4
  %11906 = fadd reassoc ninf nsz afn float %11905, 0.000000e+00
  store float %11906, ptr %11904, align 4
  %11907 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11908 = load float, ptr %11907, align 4
  %11909 = fadd reassoc ninf nsz afn float %11908, 0.000000e+00
  store float %11909, ptr %11907, align 4
  %11910 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11911 = load float, ptr %11910, align 4
  %11912 = fadd reassoc ninf nsz afn float %11911, 0.000000e+00
  store float %11912, ptr %11910, align 4
  %11913 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11914 = load float, ptr %11913, align 4
  %11915 = fadd reassoc ninf nsz afn float %11914, 0.000000e+00
  store float %11915, ptr %11913, align 4
  %11916 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11917 = load float, ptr %11916, align 4
  %11918 = fadd reassoc ninf nsz afn float %11917, 0.000000e+00
  store float %11918, ptr %11916, align 4
  %11919 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11920 = load float, ptr %11919, align 4
  %11921 = fadd reassoc ninf nsz afn float %11920, 0.000000e+00
  store float %11921, ptr %11919, align 4
  %11922 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11923 = load float, ptr %11922, align 4
  %11924 = fadd reassoc ninf nsz afn float %11923, 0.000000e+00
  store float %11924, ptr %11922, align 4
  %11925 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11926 = load float, ptr %11925, align 4
  %11927 = fadd reassoc ninf nsz afn float %11926, 0.000000e+00
  store float %11927, ptr %11925, align 4
  %11928 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11929 = load float, ptr %11928, align 4
  %11930 = fadd reassoc ninf nsz afn float %11929, 0.000000e+00
  store float %11930, ptr %11928, align 4
  %11931 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11932 = load float, ptr %11931, align 4
  %11933 = fadd reassoc ninf nsz afn float %11932, 0.000000e+00
  store float %11933, ptr %11931, align 4
  %11934 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11935 = load float, ptr %11934, align 4
  %11936 = fadd reassoc ninf nsz afn float %11935, 0.000000e+00
  store float %11936, ptr %11934, align 4
  %11937 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11938 = load float, ptr %11937, align 4
  %11939 = fadd reassoc ninf nsz afn float %11938, 0.000000e+00
  store float %11939, ptr %11937, align 4
  %11940 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11941 = load float, ptr %11940, align 4
  %11942 = fadd reassoc ninf nsz afn float %11941, 0.000000e+00
  store float %11942, ptr %11940, align 4
  %11943 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11944 = load float, ptr %11943, align 4
  %11945 = fadd reassoc ninf nsz afn float %11944, 0.000000e+00
  store float %11945, ptr %11943, align 4
  %11946 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11947 = load float, ptr %11946, align 4
  %11948 = fadd reassoc ninf nsz afn float %11947, %11877
  store float %11948, ptr %11946, align 4
  %11949 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11950 = load float, ptr %11949, align 4
  %11951 = fadd reassoc ninf nsz afn float %11950, 0.000000e+00
  store float %11951, ptr %11949, align 4
  %11952 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11953 = load float, ptr %11952, align 4
  %11954 = fadd reassoc ninf nsz afn float %11953, 0.000000e+00
  store float %11954, ptr %11952, align 4
  %11955 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11956 = load float, ptr %11955, align 4
  %11957 = fadd reassoc ninf nsz afn float %11956, 0.000000e+00
  store float %11957, ptr %11955, align 4
  %11958 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11959 = load float, ptr %11958, align 4
  %11960 = fadd reassoc ninf nsz afn float %11959, 0.000000e+00
  store float %11960, ptr %11958, align 4
  %11961 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11962 = load float, ptr %11961, align 4
  %11963 = fadd reassoc ninf nsz afn float %11962, 0.000000e+00
  store float %11963, ptr %11961, align 4
  %11964 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11965 = load float, ptr %11964, align 4
  %11966 = fadd reassoc ninf nsz afn float %11965, 0.000000e+00
  store float %11966, ptr %11964, align 4
  %11967 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11968 = load float, ptr %11967, align 4
  %11969 = fadd reassoc ninf nsz afn float %11968, 0.000000e+00
  store float %11969, ptr %11967, align 4
  %11970 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11971 = load float, ptr %11970, align 4
  %11972 = fadd reassoc ninf nsz afn float %11971, 0.000000e+00
  store float %11972, ptr %11970, align 4
  %11973 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11974 = load float, ptr %11973, align 4
  %11975 = fadd reassoc ninf nsz afn float %11974, 0.000000e+00
  store float %11975, ptr %11973, align 4
  %11976 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %11977 = load float, ptr %11976, align 4
  %11978 = fadd reassoc ninf nsz afn float %11977, 0.000000e+00
  store float %11978, ptr %11976, align 4
  %11979 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %11980 = load float, ptr %11979, align 4
  %11981 = fadd reassoc ninf nsz afn float %11980, 0.000000e+00
  store float %11981, ptr %11979, align 4
  %11982 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %11983 = load float, ptr %11982, align 4
  %11984 = fadd reassoc ninf nsz afn float %11983, 0.000000e+00
  store float %11984, ptr %11982, align 4
  %11985 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %11986 = load float, ptr %11985, align 4
  %11987 = fadd reassoc ninf nsz afn float %11986, 0.000000e+00
  store float %11987, ptr %11985, align 4
  %11988 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %11989 = load float, ptr %11988, align 4
  %11990 = fadd reassoc ninf nsz afn float %11989, 0.000000e+00
  store float %11990, ptr %11988, align 4
  %11991 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %11992 = load float, ptr %11991, align 4
  %11993 = fadd reassoc ninf nsz afn float %11992, %11875
  store float %11993, ptr %11991, align 4
  %11994 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %11995 = load float, ptr %11994, align 4
  %11996 = fadd reassoc ninf nsz afn float %11995, 0.000000e+00
  store float %11996, ptr %11994, align 4
  %11997 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %11998 = load float, ptr %11997, align 4
  %11999 = fadd reassoc ninf nsz afn float %11998, 0.000000e+00
  store float %11999, ptr %11997, align 4
  %12000 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12001 = load float, ptr %12000, align 4
  %12002 = fadd reassoc ninf nsz afn float %12001, 0.000000e+00
  store float %12002, ptr %12000, align 4
  %12003 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12004 = load float, ptr %12003, align 4
  %12005 = fadd reassoc ninf nsz afn float %12004, 0.000000e+00
  store float %12005, ptr %12003, align 4
  %12006 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12007 = load float, ptr %12006, align 4
  %12008 = fadd reassoc ninf nsz afn float %12007, 0.000000e+00
  store float %12008, ptr %12006, align 4
  %12009 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12010 = load float, ptr %12009, align 4
  %12011 = fadd reassoc ninf nsz afn float %12010, 0.000000e+00
  store float %12011, ptr %12009, align 4
  %12012 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12013 = load float, ptr %12012, align 4
  %12014 = fadd reassoc ninf nsz afn float %12013, 0.000000e+00
  store float %12014, ptr %12012, align 4
  %12015 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12016 = load float, ptr %12015, align 4
  %12017 = fadd reassoc ninf nsz afn float %12016, 0.000000e+00
  store float %12017, ptr %12015, align 4
  %12018 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12019 = load float, ptr %12018, align 4
  %12020 = fadd reassoc ninf nsz afn float %12019, 0.000000e+00
  store float %12020, ptr %12018, align 4
  %12021 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12022 = load float, ptr %12021, align 4
  %12023 = fadd reassoc ninf nsz afn float %12022, 0.000000e+00
  store float %12023, ptr %12021, align 4
  %12024 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12025 = load float, ptr %12024, align 4
  %12026 = fadd reassoc ninf nsz afn float %12025, 0.000000e+00
  store float %12026, ptr %12024, align 4
  %12027 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12028 = load float, ptr %12027, align 4
  %12029 = fadd reassoc ninf nsz afn float %12028, 0.000000e+00
  store float %12029, ptr %12027, align 4
  %12030 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12031 = load float, ptr %12030, align 4
  %12032 = fadd reassoc ninf nsz afn float %12031, 0.000000e+00
  store float %12032, ptr %12030, align 4
  %12033 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12034 = load float, ptr %12033, align 4
  %12035 = fadd reassoc ninf nsz afn float %12034, %11871
  store float %12035, ptr %12033, align 4
  %12036 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12037 = load float, ptr %12036, align 4
  %12038 = fadd reassoc ninf nsz afn float %12037, 0.000000e+00
  store float %12038, ptr %12036, align 4
  %12039 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12040 = load float, ptr %12039, align 4
  %12041 = fadd reassoc ninf nsz afn float %12040, 0.000000e+00
  store float %12041, ptr %12039, align 4
  %12042 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12043 = load float, ptr %12042, align 4
  %12044 = fadd reassoc ninf nsz afn float %12043, 0.000000e+00
  store float %12044, ptr %12042, align 4
  %12045 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12046 = load float, ptr %12045, align 4
  %12047 = fadd reassoc ninf nsz afn float %12046, 0.000000e+00
  store float %12047, ptr %12045, align 4
  %12048 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12049 = load float, ptr %12048, align 4
  %12050 = fadd reassoc ninf nsz afn float %12049, 0.000000e+00
  store float %12050, ptr %12048, align 4
  %12051 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12052 = load float, ptr %12051, align 4
  %12053 = fadd reassoc ninf nsz afn float %12052, 0.000000e+00
  store float %12053, ptr %12051, align 4
  %12054 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12055 = load float, ptr %12054, align 4
  %12056 = fadd reassoc ninf nsz afn float %12055, 0.000000e+00
  store float %12056, ptr %12054, align 4
  %12057 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12058 = load float, ptr %12057, align 4
  %12059 = fadd reassoc ninf nsz afn float %12058, 0.000000e+00
  store float %12059, ptr %12057, align 4
  %12060 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12061 = load float, ptr %12060, align 4
  %12062 = fadd reassoc ninf nsz afn float %12061, 0.000000e+00
  store float %12062, ptr %12060, align 4
  %12063 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12064 = load float, ptr %12063, align 4
  %12065 = fadd reassoc ninf nsz afn float %12064, 0.000000e+00
  store float %12065, ptr %12063, align 4
  %12066 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12067 = load float, ptr %12066, align 4
  %12068 = fadd reassoc ninf nsz afn float %12067, 0.000000e+00
  store float %12068, ptr %12066, align 4
  %12069 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12070 = load float, ptr %12069, align 4
  %12071 = fadd reassoc ninf nsz afn float %12070, 0.000000e+00
  store float %12071, ptr %12069, align 4
  %12072 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12073 = load float, ptr %12072, align 4
  %12074 = fadd reassoc ninf nsz afn float %12073, 0.000000e+00
  store float %12074, ptr %12072, align 4
  %12075 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12076 = load float, ptr %12075, align 4
  %12077 = fadd reassoc ninf nsz afn float %12076, 0.000000e+00
  store float %12077, ptr %12075, align 4
  %12078 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12079 = load float, ptr %12078, align 4
  %12080 = fadd reassoc ninf nsz afn float %12079, %11869
  store float %12080, ptr %12078, align 4
  %12081 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12082 = load float, ptr %12081, align 4
  %12083 = fadd reassoc ninf nsz afn float %12082, 0.000000e+00
  store float %12083, ptr %12081, align 4
  %12084 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12085 = load float, ptr %12084, align 4
  %12086 = fadd reassoc ninf nsz afn float %12085, 0.000000e+00
  store float %12086, ptr %12084, align 4
  %12087 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12088 = load float, ptr %12087, align 4
  %12089 = fadd reassoc ninf nsz afn float %12088, 0.000000e+00
  store float %12089, ptr %12087, align 4
  %12090 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12091 = load float, ptr %12090, align 4
  %12092 = fadd reassoc ninf nsz afn float %12091, 0.000000e+00
  store float %12092, ptr %12090, align 4
  %12093 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12094 = load float, ptr %12093, align 4
  %12095 = fadd reassoc ninf nsz afn float %12094, 0.000000e+00
  store float %12095, ptr %12093, align 4
  %12096 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12097 = load float, ptr %12096, align 4
  %12098 = fadd reassoc ninf nsz afn float %12097, 0.000000e+00
  store float %12098, ptr %12096, align 4
  %12099 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12100 = load float, ptr %12099, align 4
  %12101 = fadd reassoc ninf nsz afn float %12100, 0.000000e+00
  store float %12101, ptr %12099, align 4
  %12102 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12103 = load float, ptr %12102, align 4
  %12104 = fadd reassoc ninf nsz afn float %12103, 0.000000e+00
  store float %12104, ptr %12102, align 4
  %12105 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12106 = load float, ptr %12105, align 4
  %12107 = fadd reassoc ninf nsz afn float %12106, 0.000000e+00
  store float %12107, ptr %12105, align 4
  %12108 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12109 = load float, ptr %12108, align 4
  %12110 = fadd reassoc ninf nsz afn float %12109, 0.000000e+00
  store float %12110, ptr %12108, align 4
  %12111 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12112 = load float, ptr %12111, align 4
  %12113 = fadd reassoc ninf nsz afn float %12112, 0.000000e+00
  store float %12113, ptr %12111, align 4
  %12114 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12115 = load float, ptr %12114, align 4
  %12116 = fadd reassoc ninf nsz afn float %12115, 0.000000e+00
  store float %12116, ptr %12114, align 4
  %12117 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12118 = load float, ptr %12117, align 4
  %12119 = fadd reassoc ninf nsz afn float %12118, 0.000000e+00
  store float %12119, ptr %12117, align 4
  %12120 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12121 = load float, ptr %12120, align 4
  %12122 = fadd reassoc ninf nsz afn float %12121, 0.000000e+00
  store float %12122, ptr %12120, align 4
  %12123 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12124 = load float, ptr %12123, align 4
  %12125 = fadd reassoc ninf nsz afn float %12124, %11867
  store float %12125, ptr %12123, align 4
  %12126 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12127 = load float, ptr %12126, align 4
  %12128 = fadd reassoc ninf nsz afn float %12127, 0.000000e+00
  store float %12128, ptr %12126, align 4
  %12129 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12130 = load float, ptr %12129, align 4
  %12131 = fadd reassoc ninf nsz afn float %12130, 0.000000e+00
  store float %12131, ptr %12129, align 4
  %12132 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12133 = load float, ptr %12132, align 4
  %12134 = fadd reassoc ninf nsz afn float %12133, 0.000000e+00
  store float %12134, ptr %12132, align 4
  %12135 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12136 = load float, ptr %12135, align 4
  %12137 = fadd reassoc ninf nsz afn float %12136, 0.000000e+00
  store float %12137, ptr %12135, align 4
  %12138 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12139 = load float, ptr %12138, align 4
  %12140 = fadd reassoc ninf nsz afn float %12139, 0.000000e+00
  store float %12140, ptr %12138, align 4
  %12141 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12142 = load float, ptr %12141, align 4
  %12143 = fadd reassoc ninf nsz afn float %12142, 0.000000e+00
  store float %12143, ptr %12141, align 4
  %12144 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12145 = load float, ptr %12144, align 4
  %12146 = fadd reassoc ninf nsz afn float %12145, 0.000000e+00
  store float %12146, ptr %12144, align 4
  %12147 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12148 = load float, ptr %12147, align 4
  %12149 = fadd reassoc ninf nsz afn float %12148, 0.000000e+00
  store float %12149, ptr %12147, align 4
  %12150 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12151 = load float, ptr %12150, align 4
  %12152 = fadd reassoc ninf nsz afn float %12151, 0.000000e+00
  store float %12152, ptr %12150, align 4
  %12153 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12154 = load float, ptr %12153, align 4
  %12155 = fadd reassoc ninf nsz afn float %12154, 0.000000e+00
  store float %12155, ptr %12153, align 4
  %12156 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12157 = load float, ptr %12156, align 4
  %12158 = fadd reassoc ninf nsz afn float %12157, 0.000000e+00
  store float %12158, ptr %12156, align 4
  %12159 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12160 = load float, ptr %12159, align 4
  %12161 = fadd reassoc ninf nsz afn float %12160, 0.000000e+00
  store float %12161, ptr %12159, align 4
  %12162 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12163 = load float, ptr %12162, align 4
  %12164 = fadd reassoc ninf nsz afn float %12163, 0.000000e+00
  store float %12164, ptr %12162, align 4
  %12165 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12166 = load float, ptr %12165, align 4
  %12167 = fadd reassoc ninf nsz afn float %12166, 0.000000e+00
  store float %12167, ptr %12165, align 4
  %12168 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12169 = load float, ptr %12168, align 4
  %12170 = fadd reassoc ninf nsz afn float %12169, %11865
  store float %12170, ptr %12168, align 4
  %12171 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12172 = load float, ptr %12171, align 4
  %12173 = fadd reassoc ninf nsz afn float %12172, 0.000000e+00
  store float %12173, ptr %12171, align 4
  %12174 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12175 = load float, ptr %12174, align 4
  %12176 = fadd reassoc ninf nsz afn float %12175, 0.000000e+00
  store float %12176, ptr %12174, align 4
  %12177 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12178 = load float, ptr %12177, align 4
  %12179 = fadd reassoc ninf nsz afn float %12178, 0.000000e+00
  store float %12179, ptr %12177, align 4
  %12180 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12181 = load float, ptr %12180, align 4
  %12182 = fadd reassoc ninf nsz afn float %12181, 0.000000e+00
  store float %12182, ptr %12180, align 4
  %12183 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12184 = load float, ptr %12183, align 4
  %12185 = fadd reassoc ninf nsz afn float %12184, 0.000000e+00
  store float %12185, ptr %12183, align 4
  %12186 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12187 = load float, ptr %12186, align 4
  %12188 = fadd reassoc ninf nsz afn float %12187, 0.000000e+00
  store float %12188, ptr %12186, align 4
  %12189 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12190 = load float, ptr %12189, align 4
  %12191 = fadd reassoc ninf nsz afn float %12190, 0.000000e+00
  store float %12191, ptr %12189, align 4
  %12192 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12193 = load float, ptr %12192, align 4
  %12194 = fadd reassoc ninf nsz afn float %12193, 0.000000e+00
  store float %12194, ptr %12192, align 4
  %12195 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12196 = load float, ptr %12195, align 4
  %12197 = fadd reassoc ninf nsz afn float %12196, 0.000000e+00
  store float %12197, ptr %12195, align 4
  %12198 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12199 = load float, ptr %12198, align 4
  %12200 = fadd reassoc ninf nsz afn float %12199, 0.000000e+00
  store float %12200, ptr %12198, align 4
  %12201 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12202 = load float, ptr %12201, align 4
  %12203 = fadd reassoc ninf nsz afn float %12202, 0.000000e+00
  store float %12203, ptr %12201, align 4
  %12204 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12205 = load float, ptr %12204, align 4
  %12206 = fadd reassoc ninf nsz afn float %12205, 0.000000e+00
  store float %12206, ptr %12204, align 4
  %12207 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12208 = load float, ptr %12207, align 4
  %12209 = fadd reassoc ninf nsz afn float %12208, 0.000000e+00
  store float %12209, ptr %12207, align 4
  %12210 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12211 = load float, ptr %12210, align 4
  %12212 = fadd reassoc ninf nsz afn float %12211, 0.000000e+00
  store float %12212, ptr %12210, align 4
  %12213 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12214 = load float, ptr %12213, align 4
  %12215 = fadd reassoc ninf nsz afn float %12214, 0.000000e+00
  store float %12215, ptr %12213, align 4
  %12216 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12217 = load float, ptr %12216, align 4
  %12218 = fadd reassoc ninf nsz afn float %12217, 0.000000e+00
  store float %12218, ptr %12216, align 4
  %12219 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12220 = load float, ptr %12219, align 4
  %12221 = fadd reassoc ninf nsz afn float %12220, 0.000000e+00
  store float %12221, ptr %12219, align 4
  %12222 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12223 = load float, ptr %12222, align 4
  %12224 = fadd reassoc ninf nsz afn float %12223, 0.000000e+00
  store float %12224, ptr %12222, align 4
  %12225 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12226 = load float, ptr %12225, align 4
  %12227 = fadd reassoc ninf nsz afn float %12226, 0.000000e+00
  store float %12227, ptr %12225, align 4
  %12228 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12229 = load float, ptr %12228, align 4
  %12230 = fadd reassoc ninf nsz afn float %12229, 0.000000e+00
  store float %12230, ptr %12228, align 4
  %12231 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12232 = load float, ptr %12231, align 4
  %12233 = fadd reassoc ninf nsz afn float %12232, 0.000000e+00
  store float %12233, ptr %12231, align 4
  %12234 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12235 = load float, ptr %12234, align 4
  %12236 = fadd reassoc ninf nsz afn float %12235, 0.000000e+00
  store float %12236, ptr %12234, align 4
  %12237 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12238 = load float, ptr %12237, align 4
  %12239 = fadd reassoc ninf nsz afn float %12238, 0.000000e+00
  store float %12239, ptr %12237, align 4
  %12240 = fmul reassoc ninf nsz afn float %11873, 0x3FD3333340000000
  %12241 = call ptr @stack_top_adjoint(ptr %407, i64 4)
  %12242 = load float, ptr %12241, align 4
  %12243 = fadd reassoc ninf nsz afn float %12242, %12240
  store float %12243, ptr %12241, align 4
  %12244 = call ptr @stack_top_adjoint(ptr %407, i64 4)
  %12245 = load float, ptr %12244, align 4
  call void @stack_pop(ptr %407)
  %12246 = call reassoc ninf nsz afn float @cos_f32(float %10798)
  %12247 = fmul reassoc ninf nsz afn float %12245, %12246
  %12248 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %12249 = load float, ptr %12248, align 4
  %12250 = fadd reassoc ninf nsz afn float %12249, 0.000000e+00
  store float %12250, ptr %12248, align 4
  %12251 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %12252 = load float, ptr %12251, align 4
  %12253 = fadd reassoc ninf nsz afn float %12252, 0.000000e+00
  store float %12253, ptr %12251, align 4
  %12254 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %12255 = load float, ptr %12254, align 4
  %12256 = fadd reassoc ninf nsz afn float %12255, 0.000000e+00
  store float %12256, ptr %12254, align 4
  %12257 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %12258 = load float, ptr %12257, align 4
  %12259 = fadd reassoc ninf nsz afn float %12258, 0.000000e+00
  store float %12259, ptr %12257, align 4
  %12260 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %12261 = load float, ptr %12260, align 4
  %12262 = fadd reassoc ninf nsz afn float %12261, 0.000000e+00
  store float %12262, ptr %12260, align 4
  %12263 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %12264 = load float, ptr %12263, align 4
  %12265 = fadd reassoc ninf nsz afn float %12264, %12247
  store float %12265, ptr %12263, align 4
  %12266 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %12267 = load float, ptr %12266, align 4
  %12268 = fadd reassoc ninf nsz afn float %12267, 0.000000e+00
  store float %12268, ptr %12266, align 4
  %12269 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %12270 = load float, ptr %12269, align 4
  %12271 = fadd reassoc ninf nsz afn float %12270, 0.000000e+00
  store float %12271, ptr %12269, align 4
  %12272 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %12273 = load float, ptr %12272, align 4
  %12274 = fadd reassoc ninf nsz afn float %12273, 0.000000e+00
  store float %12274, ptr %12272, align 4
  %12275 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %12276 = load float, ptr %12275, align 4
  %12277 = fadd reassoc ninf nsz afn float %12276, 0.000000e+00
  store float %12277, ptr %12275, align 4
  %12278 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %12279 = load float, ptr %12278, align 4
  %12280 = fadd reassoc ninf nsz afn float %12279, 0.000000e+00
  store float %12280, ptr %12278, align 4
  %12281 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %12282 = load float, ptr %12281, align 4
  %12283 = fadd reassoc ninf nsz afn float %12282, 0.000000e+00
  store float %12283, ptr %12281, align 4
  %12284 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %12285 = load float, ptr %12284, align 4
  %12286 = fadd reassoc ninf nsz afn float %12285, 0.000000e+00
  store float %12286, ptr %12284, align 4
  %12287 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %12288 = load float, ptr %12287, align 4
  %12289 = fadd reassoc ninf nsz afn float %12288, 0.000000e+00
  store float %12289, ptr %12287, align 4
  %12290 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %12291 = load float, ptr %12290, align 4
  %12292 = fadd reassoc ninf nsz afn float %12291, 0.000000e+00
  store float %12292, ptr %12290, align 4
  %12293 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %12294 = load float, ptr %12293, align 4
  %12295 = fadd reassoc ninf nsz afn float %12294, 0.000000e+00
  store float %12295, ptr %12293, align 4
  %12296 = fmul reassoc ninf nsz afn float %11873, 0x3FE99999A0000000
  %12297 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %12298 = load float, ptr %12297, align 4
  %12299 = fadd reassoc ninf nsz afn float %12298, 0.000000e+00
  store float %12299, ptr %12297, align 4
  %12300 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %12301 = load float, ptr %12300, align 4
  %12302 = fadd reassoc ninf nsz afn float %12301, 0.000000e+00
  store float %12302, ptr %12300, align 4
  %12303 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %12304 = load float, ptr %12303, align 4
  %12305 = fadd reassoc ninf nsz afn float %12304, 0.000000e+00
  store float %12305, ptr %12303, align 4
  %12306 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %12307 = load float, ptr %12306, align 4
  %12308 = fadd reassoc ninf nsz afn float %12307, 0.000000e+00
  store float %12308, ptr %12306, align 4
  %12309 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %12310 = load float, ptr %12309, align 4
  %12311 = fadd reassoc ninf nsz afn float %12310, %12296
  store float %12311, ptr %12309, align 4
  %12312 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %12313 = load float, ptr %12312, align 4
  %12314 = fadd reassoc ninf nsz afn float %12313, 0.000000e+00
  store float %12314, ptr %12312, align 4
  %12315 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %12316 = load float, ptr %12315, align 4
  %12317 = fadd reassoc ninf nsz afn float %12316, 0.000000e+00
  store float %12317, ptr %12315, align 4
  %12318 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %12319 = load float, ptr %12318, align 4
  %12320 = fadd reassoc ninf nsz afn float %12319, 0.000000e+00
  store float %12320, ptr %12318, align 4
  %12321 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %12322 = load float, ptr %12321, align 4
  %12323 = fadd reassoc ninf nsz afn float %12322, 0.000000e+00
  store float %12323, ptr %12321, align 4
  %12324 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %12325 = load float, ptr %12324, align 4
  %12326 = fadd reassoc ninf nsz afn float %12325, 0.000000e+00
  store float %12326, ptr %12324, align 4
  %12327 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %12328 = load float, ptr %12327, align 4
  %12329 = fadd reassoc ninf nsz afn float %12328, 0.000000e+00
  store float %12329, ptr %12327, align 4
  %12330 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %12331 = load float, ptr %12330, align 4
  %12332 = fadd reassoc ninf nsz afn float %12331, 0.000000e+00
  store float %12332, ptr %12330, align 4
  %12333 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %12334 = load float, ptr %12333, align 4
  %12335 = fadd reassoc ninf nsz afn float %12334, 0.000000e+00
  store float %12335, ptr %12333, align 4
  %12336 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %12337 = load float, ptr %12336, align 4
  %12338 = fadd reassoc ninf nsz afn float %12337, 0.000000e+00
  store float %12338, ptr %12336, align 4
  %12339 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %12340 = load float, ptr %12339, align 4
  %12341 = fadd reassoc ninf nsz afn float %12340, 0.000000e+00
  store float %12341, ptr %12339, align 4
  %12342 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %12343 = load float, ptr %12342, align 4
  %12344 = fadd reassoc ninf nsz afn float %12343, 0.000000e+00
  store float %12344, ptr %12342, align 4
  %12345 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12346 = load float, ptr %12345, align 4
  %12347 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12348 = load float, ptr %12347, align 4
  %12349 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12350 = load float, ptr %12349, align 4
  %12351 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12352 = load float, ptr %12351, align 4
  %12353 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12354 = load float, ptr %12353, align 4
  %12355 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12356 = load float, ptr %12355, align 4
  %12357 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12358 = load float, ptr %12357, align 4
  %12359 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12360 = load float, ptr %12359, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %12361 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12362 = load float, ptr %12361, align 4
  %12363 = fadd reassoc ninf nsz afn float %12362, 0.000000e+00
  store float %12363, ptr %12361, align 4
  %12364 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12365 = load float, ptr %12364, align 4
  %12366 = fadd reassoc ninf nsz afn float %12365, 0.000000e+00
  store float %12366, ptr %12364, align 4
  %12367 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12368 = load float, ptr %12367, align 4
  %12369 = fadd reassoc ninf nsz afn float %12368, 0.000000e+00
  store float %12369, ptr %12367, align 4
  %12370 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12371 = load float, ptr %12370, align 4
  %12372 = fadd reassoc ninf nsz afn float %12371, 0.000000e+00
  store float %12372, ptr %12370, align 4
  %12373 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12374 = load float, ptr %12373, align 4
  %12375 = fadd reassoc ninf nsz afn float %12374, 0.000000e+00
  store float %12375, ptr %12373, align 4
  %12376 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12377 = load float, ptr %12376, align 4
  %12378 = fadd reassoc ninf nsz afn float %12377, 0.000000e+00
  store float %12378, ptr %12376, align 4
  %12379 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12380 = load float, ptr %12379, align 4
  %12381 = fadd reassoc ninf nsz afn float %12380, 0.000000e+00
  store float %12381, ptr %12379, align 4
  %12382 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12383 = load float, ptr %12382, align 4
  %12384 = fadd reassoc ninf nsz afn float %12383, %12360
  store float %12384, ptr %12382, align 4
  %12385 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12386 = load float, ptr %12385, align 4
  %12387 = fadd reassoc ninf nsz afn float %12386, 0.000000e+00
  store float %12387, ptr %12385, align 4
  %12388 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12389 = load float, ptr %12388, align 4
  %12390 = fadd reassoc ninf nsz afn float %12389, 0.000000e+00
  store float %12390, ptr %12388, align 4
  %12391 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12392 = load float, ptr %12391, align 4
  %12393 = fadd reassoc ninf nsz afn float %12392, 0.000000e+00
  store float %12393, ptr %12391, align 4
  %12394 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12395 = load float, ptr %12394, align 4
  %12396 = fadd reassoc ninf nsz afn float %12395, 0.000000e+00
  store float %12396, ptr %12394, align 4
  %12397 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12398 = load float, ptr %12397, align 4
  %12399 = fadd reassoc ninf nsz afn float %12398, 0.000000e+00
  store float %12399, ptr %12397, align 4
  %12400 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12401 = load float, ptr %12400, align 4
  %12402 = fadd reassoc ninf nsz afn float %12401, 0.000000e+00
  store float %12402, ptr %12400, align 4
  %12403 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12404 = load float, ptr %12403, align 4
  %12405 = fadd reassoc ninf nsz afn float %12404, 0.000000e+00
  store float %12405, ptr %12403, align 4
  %12406 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12407 = load float, ptr %12406, align 4
  %12408 = fadd reassoc ninf nsz afn float %12407, 0.000000e+00
  store float %12408, ptr %12406, align 4
  %12409 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12410 = load float, ptr %12409, align 4
  %12411 = fadd reassoc ninf nsz afn float %12410, 0.000000e+00
  store float %12411, ptr %12409, align 4
  %12412 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12413 = load float, ptr %12412, align 4
  %12414 = fadd reassoc ninf nsz afn float %12413, 0.000000e+00
  store float %12414, ptr %12412, align 4
  %12415 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12416 = load float, ptr %12415, align 4
  %12417 = fadd reassoc ninf nsz afn float %12416, 0.000000e+00
  store float %12417, ptr %12415, align 4
  %12418 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12419 = load float, ptr %12418, align 4
  %12420 = fadd reassoc ninf nsz afn float %12419, 0.000000e+00
  store float %12420, ptr %12418, align 4
  %12421 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12422 = load float, ptr %12421, align 4
  %12423 = fadd reassoc ninf nsz afn float %12422, 0.000000e+00
  store float %12423, ptr %12421, align 4
  %12424 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12425 = load float, ptr %12424, align 4
  %12426 = fadd reassoc ninf nsz afn float %12425, 0.000000e+00
  store float %12426, ptr %12424, align 4
  %12427 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12428 = load float, ptr %12427, align 4
  %12429 = fadd reassoc ninf nsz afn float %12428, %12358
  store float %12429, ptr %12427, align 4
  %12430 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12431 = load float, ptr %12430, align 4
  %12432 = fadd reassoc ninf nsz afn float %12431, 0.000000e+00
  store float %12432, ptr %12430, align 4
  %12433 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12434 = load float, ptr %12433, align 4
  %12435 = fadd reassoc ninf nsz afn float %12434, 0.000000e+00
  store float %12435, ptr %12433, align 4
  %12436 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12437 = load float, ptr %12436, align 4
  %12438 = fadd reassoc ninf nsz afn float %12437, 0.000000e+00
  store float %12438, ptr %12436, align 4
  %12439 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12440 = load float, ptr %12439, align 4
  %12441 = fadd reassoc ninf nsz afn float %12440, 0.000000e+00
  store float %12441, ptr %12439, align 4
  %12442 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12443 = load float, ptr %12442, align 4
  %12444 = fadd reassoc ninf nsz afn float %12443, 0.000000e+00
  store float %12444, ptr %12442, align 4
  %12445 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12446 = load float, ptr %12445, align 4
  %12447 = fadd reassoc ninf nsz afn float %12446, 0.000000e+00
  store float %12447, ptr %12445, align 4
  %12448 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12449 = load float, ptr %12448, align 4
  %12450 = fadd reassoc ninf nsz afn float %12449, 0.000000e+00
  store float %12450, ptr %12448, align 4
  %12451 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12452 = load float, ptr %12451, align 4
  %12453 = fadd reassoc ninf nsz afn float %12452, 0.000000e+00
  store float %12453, ptr %12451, align 4
  %12454 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12455 = load float, ptr %12454, align 4
  %12456 = fadd reassoc ninf nsz afn float %12455, 0.000000e+00
  store float %12456, ptr %12454, align 4
  %12457 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12458 = load float, ptr %12457, align 4
  %12459 = fadd reassoc ninf nsz afn float %12458, 0.000000e+00
  store float %12459, ptr %12457, align 4
  %12460 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12461 = load float, ptr %12460, align 4
  %12462 = fadd reassoc ninf nsz afn float %12461, 0.000000e+00
  store float %12462, ptr %12460, align 4
  %12463 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12464 = load float, ptr %12463, align 4
  %12465 = fadd reassoc ninf nsz afn float %12464, 0.000000e+00
  store float %12465, ptr %12463, align 4
  %12466 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12467 = load float, ptr %12466, align 4
  %12468 = fadd reassoc ninf nsz afn float %12467, 0.000000e+00
  store float %12468, ptr %12466, align 4
  %12469 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12470 = load float, ptr %12469, align 4
  %12471 = fadd reassoc ninf nsz afn float %12470, 0.000000e+00
  store float %12471, ptr %12469, align 4
  %12472 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12473 = load float, ptr %12472, align 4
  %12474 = fadd reassoc ninf nsz afn float %12473, %12356
  store float %12474, ptr %12472, align 4
  %12475 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12476 = load float, ptr %12475, align 4
  %12477 = fadd reassoc ninf nsz afn float %12476, 0.000000e+00
  store float %12477, ptr %12475, align 4
  %12478 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12479 = load float, ptr %12478, align 4
  %12480 = fadd reassoc ninf nsz afn float %12479, 0.000000e+00
  store float %12480, ptr %12478, align 4
  %12481 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12482 = load float, ptr %12481, align 4
  %12483 = fadd reassoc ninf nsz afn float %12482, 0.000000e+00
  store float %12483, ptr %12481, align 4
  %12484 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12485 = load float, ptr %12484, align 4
  %12486 = fadd reassoc ninf nsz afn float %12485, 0.000000e+00
  store float %12486, ptr %12484, align 4
  %12487 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12488 = load float, ptr %12487, align 4
  %12489 = fadd reassoc ninf nsz afn float %12488, 0.000000e+00
  store float %12489, ptr %12487, align 4
  %12490 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12491 = load float, ptr %12490, align 4
  %12492 = fadd reassoc ninf nsz afn float %12491, 0.000000e+00
  store float %12492, ptr %12490, align 4
  %12493 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12494 = load float, ptr %12493, align 4
  %12495 = fadd reassoc ninf nsz afn float %12494, 0.000000e+00
  store float %12495, ptr %12493, align 4
  %12496 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12497 = load float, ptr %12496, align 4
  %12498 = fadd reassoc ninf nsz afn float %12497, 0.000000e+00
  store float %12498, ptr %12496, align 4
  %12499 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12500 = load float, ptr %12499, align 4
  %12501 = fadd reassoc ninf nsz afn float %12500, 0.000000e+00
  store float %12501, ptr %12499, align 4
  %12502 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12503 = load float, ptr %12502, align 4
  %12504 = fadd reassoc ninf nsz afn float %12503, 0.000000e+00
  store float %12504, ptr %12502, align 4
  %12505 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12506 = load float, ptr %12505, align 4
  %12507 = fadd reassoc ninf nsz afn float %12506, 0.000000e+00
  store float %12507, ptr %12505, align 4
  %12508 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12509 = load float, ptr %12508, align 4
  %12510 = fadd reassoc ninf nsz afn float %12509, 0.000000e+00
  store float %12510, ptr %12508, align 4
  %12511 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12512 = load float, ptr %12511, align 4
  %12513 = fadd reassoc ninf nsz afn float %12512, 0.000000e+00
  store float %12513, ptr %12511, align 4
  %12514 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12515 = load float, ptr %12514, align 4
  %12516 = fadd reassoc ninf nsz afn float %12515, 0.000000e+00
  store float %12516, ptr %12514, align 4
  %12517 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12518 = load float, ptr %12517, align 4
  %12519 = fadd reassoc ninf nsz afn float %12518, %12354
  store float %12519, ptr %12517, align 4
  %12520 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12521 = load float, ptr %12520, align 4
  %12522 = fadd reassoc ninf nsz afn float %12521, 0.000000e+00
  store float %12522, ptr %12520, align 4
  %12523 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12524 = load float, ptr %12523, align 4
  %12525 = fadd reassoc ninf nsz afn float %12524, 0.000000e+00
  store float %12525, ptr %12523, align 4
  %12526 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12527 = load float, ptr %12526, align 4
  %12528 = fadd reassoc ninf nsz afn float %12527, 0.000000e+00
  store float %12528, ptr %12526, align 4
  %12529 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12530 = load float, ptr %12529, align 4
  %12531 = fadd reassoc ninf nsz afn float %12530, 0.000000e+00
  store float %12531, ptr %12529, align 4
  %12532 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12533 = load float, ptr %12532, align 4
  %12534 = fadd reassoc ninf nsz afn float %12533, 0.000000e+00
  store float %12534, ptr %12532, align 4
  %12535 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12536 = load float, ptr %12535, align 4
  %12537 = fadd reassoc ninf nsz afn float %12536, 0.000000e+00
  store float %12537, ptr %12535, align 4
  %12538 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12539 = load float, ptr %12538, align 4
  %12540 = fadd reassoc ninf nsz afn float %12539, 0.000000e+00
  store float %12540, ptr %12538, align 4
  %12541 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12542 = load float, ptr %12541, align 4
  %12543 = fadd reassoc ninf nsz afn float %12542, 0.000000e+00
  store float %12543, ptr %12541, align 4
  %12544 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12545 = load float, ptr %12544, align 4
  %12546 = fadd reassoc ninf nsz afn float %12545, 0.000000e+00
  store float %12546, ptr %12544, align 4
  %12547 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12548 = load float, ptr %12547, align 4
  %12549 = fadd reassoc ninf nsz afn float %12548, 0.000000e+00
  store float %12549, ptr %12547, align 4
  %12550 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12551 = load float, ptr %12550, align 4
  %12552 = fadd reassoc ninf nsz afn float %12551, 0.000000e+00
  store float %12552, ptr %12550, align 4
  %12553 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12554 = load float, ptr %12553, align 4
  %12555 = fadd reassoc ninf nsz afn float %12554, 0.000000e+00
  store float %12555, ptr %12553, align 4
  %12556 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12557 = load float, ptr %12556, align 4
  %12558 = fadd reassoc ninf nsz afn float %12557, 0.000000e+00
  store float %12558, ptr %12556, align 4
  %12559 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12560 = load float, ptr %12559, align 4
  %12561 = fadd reassoc ninf nsz afn float %12560, %12350
  store float %12561, ptr %12559, align 4
  %12562 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12563 = load float, ptr %12562, align 4
  %12564 = fadd reassoc ninf nsz afn float %12563, 0.000000e+00
  store float %12564, ptr %12562, align 4
  %12565 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12566 = load float, ptr %12565, align 4
  %12567 = fadd reassoc ninf nsz afn float %12566, 0.000000e+00
  store float %12567, ptr %12565, align 4
  %12568 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12569 = load float, ptr %12568, align 4
  %12570 = fadd reassoc ninf nsz afn float %12569, 0.000000e+00
  store float %12570, ptr %12568, align 4
  %12571 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12572 = load float, ptr %12571, align 4
  %12573 = fadd reassoc ninf nsz afn float %12572, 0.000000e+00
  store float %12573, ptr %12571, align 4
  %12574 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12575 = load float, ptr %12574, align 4
  %12576 = fadd reassoc ninf nsz afn float %12575, 0.000000e+00
  store float %12576, ptr %12574, align 4
  %12577 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12578 = load float, ptr %12577, align 4
  %12579 = fadd reassoc ninf nsz afn float %12578, 0.000000e+00
  store float %12579, ptr %12577, align 4
  %12580 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12581 = load float, ptr %12580, align 4
  %12582 = fadd reassoc ninf nsz afn float %12581, 0.000000e+00
  store float %12582, ptr %12580, align 4
  %12583 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12584 = load float, ptr %12583, align 4
  %12585 = fadd reassoc ninf nsz afn float %12584, 0.000000e+00
  store float %12585, ptr %12583, align 4
  %12586 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12587 = load float, ptr %12586, align 4
  %12588 = fadd reassoc ninf nsz afn float %12587, 0.000000e+00
  store float %12588, ptr %12586, align 4
  %12589 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12590 = load float, ptr %12589, align 4
  %12591 = fadd reassoc ninf nsz afn float %12590, 0.000000e+00
  store float %12591, ptr %12589, align 4
  %12592 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12593 = load float, ptr %12592, align 4
  %12594 = fadd reassoc ninf nsz afn float %12593, 0.000000e+00
  store float %12594, ptr %12592, align 4
  %12595 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12596 = load float, ptr %12595, align 4
  %12597 = fadd reassoc ninf nsz afn float %12596, 0.000000e+00
  store float %12597, ptr %12595, align 4
  %12598 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12599 = load float, ptr %12598, align 4
  %12600 = fadd reassoc ninf nsz afn float %12599, 0.000000e+00
  store float %12600, ptr %12598, align 4
  %12601 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12602 = load float, ptr %12601, align 4
  %12603 = fadd reassoc ninf nsz afn float %12602, 0.000000e+00
  store float %12603, ptr %12601, align 4
  %12604 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12605 = load float, ptr %12604, align 4
  %12606 = fadd reassoc ninf nsz afn float %12605, %12348
  store float %12606, ptr %12604, align 4
  %12607 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12608 = load float, ptr %12607, align 4
  %12609 = fadd reassoc ninf nsz afn float %12608, 0.000000e+00
  store float %12609, ptr %12607, align 4
  %12610 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12611 = load float, ptr %12610, align 4
  %12612 = fadd reassoc ninf nsz afn float %12611, 0.000000e+00
  store float %12612, ptr %12610, align 4
  %12613 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12614 = load float, ptr %12613, align 4
  %12615 = fadd reassoc ninf nsz afn float %12614, 0.000000e+00
  store float %12615, ptr %12613, align 4
  %12616 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12617 = load float, ptr %12616, align 4
  %12618 = fadd reassoc ninf nsz afn float %12617, 0.000000e+00
  store float %12618, ptr %12616, align 4
  %12619 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12620 = load float, ptr %12619, align 4
  %12621 = fadd reassoc ninf nsz afn float %12620, 0.000000e+00
  store float %12621, ptr %12619, align 4
  %12622 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12623 = load float, ptr %12622, align 4
  %12624 = fadd reassoc ninf nsz afn float %12623, 0.000000e+00
  store float %12624, ptr %12622, align 4
  %12625 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12626 = load float, ptr %12625, align 4
  %12627 = fadd reassoc ninf nsz afn float %12626, 0.000000e+00
  store float %12627, ptr %12625, align 4
  %12628 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12629 = load float, ptr %12628, align 4
  %12630 = fadd reassoc ninf nsz afn float %12629, 0.000000e+00
  store float %12630, ptr %12628, align 4
  %12631 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12632 = load float, ptr %12631, align 4
  %12633 = fadd reassoc ninf nsz afn float %12632, 0.000000e+00
  store float %12633, ptr %12631, align 4
  %12634 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12635 = load float, ptr %12634, align 4
  %12636 = fadd reassoc ninf nsz afn float %12635, 0.000000e+00
  store float %12636, ptr %12634, align 4
  %12637 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12638 = load float, ptr %12637, align 4
  %12639 = fadd reassoc ninf nsz afn float %12638, 0.000000e+00
  store float %12639, ptr %12637, align 4
  %12640 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12641 = load float, ptr %12640, align 4
  %12642 = fadd reassoc ninf nsz afn float %12641, 0.000000e+00
  store float %12642, ptr %12640, align 4
  %12643 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12644 = load float, ptr %12643, align 4
  %12645 = fadd reassoc ninf nsz afn float %12644, 0.000000e+00
  store float %12645, ptr %12643, align 4
  %12646 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12647 = load float, ptr %12646, align 4
  %12648 = fadd reassoc ninf nsz afn float %12647, 0.000000e+00
  store float %12648, ptr %12646, align 4
  %12649 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12650 = load float, ptr %12649, align 4
  %12651 = fadd reassoc ninf nsz afn float %12650, %12346
  store float %12651, ptr %12649, align 4
  %12652 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12653 = load float, ptr %12652, align 4
  %12654 = fadd reassoc ninf nsz afn float %12653, 0.000000e+00
  store float %12654, ptr %12652, align 4
  %12655 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12656 = load float, ptr %12655, align 4
  %12657 = fadd reassoc ninf nsz afn float %12656, 0.000000e+00
  store float %12657, ptr %12655, align 4
  %12658 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12659 = load float, ptr %12658, align 4
  %12660 = fadd reassoc ninf nsz afn float %12659, 0.000000e+00
  store float %12660, ptr %12658, align 4
  %12661 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12662 = load float, ptr %12661, align 4
  %12663 = fadd reassoc ninf nsz afn float %12662, 0.000000e+00
  store float %12663, ptr %12661, align 4
  %12664 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12665 = load float, ptr %12664, align 4
  %12666 = fadd reassoc ninf nsz afn float %12665, 0.000000e+00
  store float %12666, ptr %12664, align 4
  %12667 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12668 = load float, ptr %12667, align 4
  %12669 = fadd reassoc ninf nsz afn float %12668, 0.000000e+00
  store float %12669, ptr %12667, align 4
  %12670 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12671 = load float, ptr %12670, align 4
  %12672 = fadd reassoc ninf nsz afn float %12671, 0.000000e+00
  store float %12672, ptr %12670, align 4
  %12673 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12674 = load float, ptr %12673, align 4
  %12675 = fadd reassoc ninf nsz afn float %12674, 0.000000e+00
  store float %12675, ptr %12673, align 4
  %12676 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12677 = load float, ptr %12676, align 4
  %12678 = fadd reassoc ninf nsz afn float %12677, 0.000000e+00
  store float %12678, ptr %12676, align 4
  %12679 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12680 = load float, ptr %12679, align 4
  %12681 = fadd reassoc ninf nsz afn float %12680, 0.000000e+00
  store float %12681, ptr %12679, align 4
  %12682 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12683 = load float, ptr %12682, align 4
  %12684 = fadd reassoc ninf nsz afn float %12683, 0.000000e+00
  store float %12684, ptr %12682, align 4
  %12685 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12686 = load float, ptr %12685, align 4
  %12687 = fadd reassoc ninf nsz afn float %12686, 0.000000e+00
  store float %12687, ptr %12685, align 4
  %12688 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12689 = load float, ptr %12688, align 4
  %12690 = fadd reassoc ninf nsz afn float %12689, 0.000000e+00
  store float %12690, ptr %12688, align 4
  %12691 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12692 = load float, ptr %12691, align 4
  %12693 = fadd reassoc ninf nsz afn float %12692, 0.000000e+00
  store float %12693, ptr %12691, align 4
  %12694 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12695 = load float, ptr %12694, align 4
  %12696 = fadd reassoc ninf nsz afn float %12695, 0.000000e+00
  store float %12696, ptr %12694, align 4
  %12697 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12698 = load float, ptr %12697, align 4
  %12699 = fadd reassoc ninf nsz afn float %12698, 0.000000e+00
  store float %12699, ptr %12697, align 4
  %12700 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12701 = load float, ptr %12700, align 4
  %12702 = fadd reassoc ninf nsz afn float %12701, 0.000000e+00
  store float %12702, ptr %12700, align 4
  %12703 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12704 = load float, ptr %12703, align 4
  %12705 = fadd reassoc ninf nsz afn float %12704, 0.000000e+00
  store float %12705, ptr %12703, align 4
  %12706 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12707 = load float, ptr %12706, align 4
  %12708 = fadd reassoc ninf nsz afn float %12707, 0.000000e+00
  store float %12708, ptr %12706, align 4
  %12709 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12710 = load float, ptr %12709, align 4
  %12711 = fadd reassoc ninf nsz afn float %12710, 0.000000e+00
  store float %12711, ptr %12709, align 4
  %12712 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12713 = load float, ptr %12712, align 4
  %12714 = fadd reassoc ninf nsz afn float %12713, 0.000000e+00
  store float %12714, ptr %12712, align 4
  %12715 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12716 = load float, ptr %12715, align 4
  %12717 = fadd reassoc ninf nsz afn float %12716, 0.000000e+00
  store float %12717, ptr %12715, align 4
  %12718 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12719 = load float, ptr %12718, align 4
  %12720 = fadd reassoc ninf nsz afn float %12719, 0.000000e+00
  store float %12720, ptr %12718, align 4
  %12721 = fmul reassoc ninf nsz afn float %12352, 0x3FD3333340000000
  %12722 = call ptr @stack_top_adjoint(ptr %416, i64 4)
  %12723 = load float, ptr %12722, align 4
  %12724 = fadd reassoc ninf nsz afn float %12723, %12721
  store float %12724, ptr %12722, align 4
  %12725 = call ptr @stack_top_adjoint(ptr %416, i64 4)
  %12726 = load float, ptr %12725, align 4
  call void @stack_pop(ptr %416)
  %12727 = call reassoc ninf nsz afn float @cos_f32(float %10796)
  %12728 = fmul reassoc ninf nsz afn float %12726, %12727
  %12729 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %12730 = load float, ptr %12729, align 4
  %12731 = fadd reassoc ninf nsz afn float %12730, 0.000000e+00
  store float %12731, ptr %12729, align 4
  %12732 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %12733 = load float, ptr %12732, align 4
  %12734 = fadd reassoc ninf nsz afn float %12733, 0.000000e+00
  store float %12734, ptr %12732, align 4
  %12735 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %12736 = load float, ptr %12735, align 4
  %12737 = fadd reassoc ninf nsz afn float %12736, 0.000000e+00
  store float %12737, ptr %12735, align 4
  %12738 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %12739 = load float, ptr %12738, align 4
  %12740 = fadd reassoc ninf nsz afn float %12739, 0.000000e+00
  store float %12740, ptr %12738, align 4
  %12741 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %12742 = load float, ptr %12741, align 4
  %12743 = fadd reassoc ninf nsz afn float %12742, %12728
  store float %12743, ptr %12741, align 4
  %12744 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %12745 = load float, ptr %12744, align 4
  %12746 = fadd reassoc ninf nsz afn float %12745, 0.000000e+00
  store float %12746, ptr %12744, align 4
  %12747 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %12748 = load float, ptr %12747, align 4
  %12749 = fadd reassoc ninf nsz afn float %12748, 0.000000e+00
  store float %12749, ptr %12747, align 4
  %12750 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %12751 = load float, ptr %12750, align 4
  %12752 = fadd reassoc ninf nsz afn float %12751, 0.000000e+00
  store float %12752, ptr %12750, align 4
  %12753 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %12754 = load float, ptr %12753, align 4
  %12755 = fadd reassoc ninf nsz afn float %12754, 0.000000e+00
  store float %12755, ptr %12753, align 4
  %12756 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %12757 = load float, ptr %12756, align 4
  %12758 = fadd reassoc ninf nsz afn float %12757, 0.000000e+00
  store float %12758, ptr %12756, align 4
  %12759 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %12760 = load float, ptr %12759, align 4
  %12761 = fadd reassoc ninf nsz afn float %12760, 0.000000e+00
  store float %12761, ptr %12759, align 4
  %12762 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %12763 = load float, ptr %12762, align 4
  %12764 = fadd reassoc ninf nsz afn float %12763, 0.000000e+00
  store float %12764, ptr %12762, align 4
  %12765 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %12766 = load float, ptr %12765, align 4
  %12767 = fadd reassoc ninf nsz afn float %12766, 0.000000e+00
  store float %12767, ptr %12765, align 4
  %12768 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %12769 = load float, ptr %12768, align 4
  %12770 = fadd reassoc ninf nsz afn float %12769, 0.000000e+00
  store float %12770, ptr %12768, align 4
  %12771 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %12772 = load float, ptr %12771, align 4
  %12773 = fadd reassoc ninf nsz afn float %12772, 0.000000e+00
  store float %12773, ptr %12771, align 4
  %12774 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %12775 = load float, ptr %12774, align 4
  %12776 = fadd reassoc ninf nsz afn float %12775, 0.000000e+00
  store float %12776, ptr %12774, align 4
  %12777 = fmul reassoc ninf nsz afn float %12352, 0x3FE99999A0000000
  %12778 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %12779 = load float, ptr %12778, align 4
  %12780 = fadd reassoc ninf nsz afn float %12779, 0.000000e+00
  store float %12780, ptr %12778, align 4
  %12781 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %12782 = load float, ptr %12781, align 4
  %12783 = fadd reassoc ninf nsz afn float %12782, 0.000000e+00
  store float %12783, ptr %12781, align 4
  %12784 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %12785 = load float, ptr %12784, align 4
  %12786 = fadd reassoc ninf nsz afn float %12785, 0.000000e+00
  store float %12786, ptr %12784, align 4
  %12787 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %12788 = load float, ptr %12787, align 4
  %12789 = fadd reassoc ninf nsz afn float %12788, %12777
  store float %12789, ptr %12787, align 4
  %12790 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %12791 = load float, ptr %12790, align 4
  %12792 = fadd reassoc ninf nsz afn float %12791, 0.000000e+00
  store float %12792, ptr %12790, align 4
  %12793 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %12794 = load float, ptr %12793, align 4
  %12795 = fadd reassoc ninf nsz afn float %12794, 0.000000e+00
  store float %12795, ptr %12793, align 4
  %12796 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %12797 = load float, ptr %12796, align 4
  %12798 = fadd reassoc ninf nsz afn float %12797, 0.000000e+00
  store float %12798, ptr %12796, align 4
  %12799 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %12800 = load float, ptr %12799, align 4
  %12801 = fadd reassoc ninf nsz afn float %12800, 0.000000e+00
  store float %12801, ptr %12799, align 4
  %12802 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %12803 = load float, ptr %12802, align 4
  %12804 = fadd reassoc ninf nsz afn float %12803, 0.000000e+00
  store float %12804, ptr %12802, align 4
  %12805 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %12806 = load float, ptr %12805, align 4
  %12807 = fadd reassoc ninf nsz afn float %12806, 0.000000e+00
  store float %12807, ptr %12805, align 4
  %12808 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %12809 = load float, ptr %12808, align 4
  %12810 = fadd reassoc ninf nsz afn float %12809, 0.000000e+00
  store float %12810, ptr %12808, align 4
  %12811 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %12812 = load float, ptr %12811, align 4
  %12813 = fadd reassoc ninf nsz afn float %12812, 0.000000e+00
  store float %12813, ptr %12811, align 4
  %12814 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %12815 = load float, ptr %12814, align 4
  %12816 = fadd reassoc ninf nsz afn float %12815, 0.000000e+00
  store float %12816, ptr %12814, align 4
  %12817 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %12818 = load float, ptr %12817, align 4
  %12819 = fadd reassoc ninf nsz afn float %12818, 0.000000e+00
  store float %12819, ptr %12817, align 4
  %12820 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %12821 = load float, ptr %12820, align 4
  %12822 = fadd reassoc ninf nsz afn float %12821, 0.000000e+00
  store float %12822, ptr %12820, align 4
  %12823 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %12824 = load float, ptr %12823, align 4
  %12825 = fadd reassoc ninf nsz afn float %12824, 0.000000e+00
  store float %12825, ptr %12823, align 4
  %12826 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12827 = load float, ptr %12826, align 4
  %12828 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12829 = load float, ptr %12828, align 4
  %12830 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12831 = load float, ptr %12830, align 4
  %12832 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12833 = load float, ptr %12832, align 4
  %12834 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12835 = load float, ptr %12834, align 4
  %12836 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12837 = load float, ptr %12836, align 4
  %12838 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12839 = load float, ptr %12838, align 4
  %12840 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12841 = load float, ptr %12840, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %12842 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12843 = load float, ptr %12842, align 4
  %12844 = fadd reassoc ninf nsz afn float %12843, 0.000000e+00
  store float %12844, ptr %12842, align 4
  %12845 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12846 = load float, ptr %12845, align 4
  %12847 = fadd reassoc ninf nsz afn float %12846, 0.000000e+00
  store float %12847, ptr %12845, align 4
  %12848 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12849 = load float, ptr %12848, align 4
  %12850 = fadd reassoc ninf nsz afn float %12849, 0.000000e+00
  store float %12850, ptr %12848, align 4
  %12851 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12852 = load float, ptr %12851, align 4
  %12853 = fadd reassoc ninf nsz afn float %12852, 0.000000e+00
  store float %12853, ptr %12851, align 4
  %12854 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12855 = load float, ptr %12854, align 4
  %12856 = fadd reassoc ninf nsz afn float %12855, 0.000000e+00
  store float %12856, ptr %12854, align 4
  %12857 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12858 = load float, ptr %12857, align 4
  %12859 = fadd reassoc ninf nsz afn float %12858, 0.000000e+00
  store float %12859, ptr %12857, align 4
  %12860 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12861 = load float, ptr %12860, align 4
  %12862 = fadd reassoc ninf nsz afn float %12861, 0.000000e+00
  store float %12862, ptr %12860, align 4
  %12863 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12864 = load float, ptr %12863, align 4
  %12865 = fadd reassoc ninf nsz afn float %12864, %12841
  store float %12865, ptr %12863, align 4
  %12866 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12867 = load float, ptr %12866, align 4
  %12868 = fadd reassoc ninf nsz afn float %12867, 0.000000e+00
  store float %12868, ptr %12866, align 4
  %12869 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12870 = load float, ptr %12869, align 4
  %12871 = fadd reassoc ninf nsz afn float %12870, 0.000000e+00
  store float %12871, ptr %12869, align 4
  %12872 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12873 = load float, ptr %12872, align 4
  %12874 = fadd reassoc ninf nsz afn float %12873, 0.000000e+00
  store float %12874, ptr %12872, align 4
  %12875 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12876 = load float, ptr %12875, align 4
  %12877 = fadd reassoc ninf nsz afn float %12876, 0.000000e+00
  store float %12877, ptr %12875, align 4
  %12878 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12879 = load float, ptr %12878, align 4
  %12880 = fadd reassoc ninf nsz afn float %12879, 0.000000e+00
  store float %12880, ptr %12878, align 4
  %12881 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12882 = load float, ptr %12881, align 4
  %12883 = fadd reassoc ninf nsz afn float %12882, 0.000000e+00
  store float %12883, ptr %12881, align 4
  %12884 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12885 = load float, ptr %12884, align 4
  %12886 = fadd reassoc ninf nsz afn float %12885, 0.000000e+00
  store float %12886, ptr %12884, align 4
  %12887 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12888 = load float, ptr %12887, align 4
  %12889 = fadd reassoc ninf nsz afn float %12888, 0.000000e+00
  store float %12889, ptr %12887, align 4
  %12890 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12891 = load float, ptr %12890, align 4
  %12892 = fadd reassoc ninf nsz afn float %12891, 0.000000e+00
  store float %12892, ptr %12890, align 4
  %12893 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12894 = load float, ptr %12893, align 4
  %12895 = fadd reassoc ninf nsz afn float %12894, 0.000000e+00
  store float %12895, ptr %12893, align 4
  %12896 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12897 = load float, ptr %12896, align 4
  %12898 = fadd reassoc ninf nsz afn float %12897, 0.000000e+00
  store float %12898, ptr %12896, align 4
  %12899 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12900 = load float, ptr %12899, align 4
  %12901 = fadd reassoc ninf nsz afn float %12900, 0.000000e+00
  store float %12901, ptr %12899, align 4
  %12902 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12903 = load float, ptr %12902, align 4
  %12904 = fadd reassoc ninf nsz afn float %12903, 0.000000e+00
  store float %12904, ptr %12902, align 4
  %12905 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12906 = load float, ptr %12905, align 4
  %12907 = fadd reassoc ninf nsz afn float %12906, 0.000000e+00
  store float %12907, ptr %12905, align 4
  %12908 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12909 = load float, ptr %12908, align 4
  %12910 = fadd reassoc ninf nsz afn float %12909, %12839
  store float %12910, ptr %12908, align 4
  %12911 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12912 = load float, ptr %12911, align 4
  %12913 = fadd reassoc ninf nsz afn float %12912, 0.000000e+00
  store float %12913, ptr %12911, align 4
  %12914 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12915 = load float, ptr %12914, align 4
  %12916 = fadd reassoc ninf nsz afn float %12915, 0.000000e+00
  store float %12916, ptr %12914, align 4
  %12917 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12918 = load float, ptr %12917, align 4
  %12919 = fadd reassoc ninf nsz afn float %12918, 0.000000e+00
  store float %12919, ptr %12917, align 4
  %12920 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12921 = load float, ptr %12920, align 4
  %12922 = fadd reassoc ninf nsz afn float %12921, 0.000000e+00
  store float %12922, ptr %12920, align 4
  %12923 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12924 = load float, ptr %12923, align 4
  %12925 = fadd reassoc ninf nsz afn float %12924, 0.000000e+00
  store float %12925, ptr %12923, align 4
  %12926 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12927 = load float, ptr %12926, align 4
  %12928 = fadd reassoc ninf nsz afn float %12927, 0.000000e+00
  store float %12928, ptr %12926, align 4
  %12929 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12930 = load float, ptr %12929, align 4
  %12931 = fadd reassoc ninf nsz afn float %12930, 0.000000e+00
  store float %12931, ptr %12929, align 4
  %12932 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12933 = load float, ptr %12932, align 4
  %12934 = fadd reassoc ninf nsz afn float %12933, 0.000000e+00
  store float %12934, ptr %12932, align 4
  %12935 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12936 = load float, ptr %12935, align 4
  %12937 = fadd reassoc ninf nsz afn float %12936, 0.000000e+00
  store float %12937, ptr %12935, align 4
  %12938 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12939 = load float, ptr %12938, align 4
  %12940 = fadd reassoc ninf nsz afn float %12939, 0.000000e+00
  store float %12940, ptr %12938, align 4
  %12941 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12942 = load float, ptr %12941, align 4
  %12943 = fadd reassoc ninf nsz afn float %12942, 0.000000e+00
  store float %12943, ptr %12941, align 4
  %12944 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12945 = load float, ptr %12944, align 4
  %12946 = fadd reassoc ninf nsz afn float %12945, 0.000000e+00
  store float %12946, ptr %12944, align 4
  %12947 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12948 = load float, ptr %12947, align 4
  %12949 = fadd reassoc ninf nsz afn float %12948, 0.000000e+00
  store float %12949, ptr %12947, align 4
  %12950 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12951 = load float, ptr %12950, align 4
  %12952 = fadd reassoc ninf nsz afn float %12951, 0.000000e+00
  store float %12952, ptr %12950, align 4
  %12953 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12954 = load float, ptr %12953, align 4
  %12955 = fadd reassoc ninf nsz afn float %12954, %12837
  store float %12955, ptr %12953, align 4
  %12956 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12957 = load float, ptr %12956, align 4
  %12958 = fadd reassoc ninf nsz afn float %12957, 0.000000e+00
  store float %12958, ptr %12956, align 4
  %12959 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12960 = load float, ptr %12959, align 4
  %12961 = fadd reassoc ninf nsz afn float %12960, 0.000000e+00
  store float %12961, ptr %12959, align 4
  %12962 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12963 = load float, ptr %12962, align 4
  %12964 = fadd reassoc ninf nsz afn float %12963, 0.000000e+00
  store float %12964, ptr %12962, align 4
  %12965 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12966 = load float, ptr %12965, align 4
  %12967 = fadd reassoc ninf nsz afn float %12966, 0.000000e+00
  store float %12967, ptr %12965, align 4
  %12968 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12969 = load float, ptr %12968, align 4
  %12970 = fadd reassoc ninf nsz afn float %12969, 0.000000e+00
  store float %12970, ptr %12968, align 4
  %12971 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12972 = load float, ptr %12971, align 4
  %12973 = fadd reassoc ninf nsz afn float %12972, 0.000000e+00
  store float %12973, ptr %12971, align 4
  %12974 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12975 = load float, ptr %12974, align 4
  %12976 = fadd reassoc ninf nsz afn float %12975, 0.000000e+00
  store float %12976, ptr %12974, align 4
  %12977 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %12978 = load float, ptr %12977, align 4
  %12979 = fadd reassoc ninf nsz afn float %12978, 0.000000e+00
  store float %12979, ptr %12977, align 4
  %12980 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %12981 = load float, ptr %12980, align 4
  %12982 = fadd reassoc ninf nsz afn float %12981, 0.000000e+00
  store float %12982, ptr %12980, align 4
  %12983 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %12984 = load float, ptr %12983, align 4
  %12985 = fadd reassoc ninf nsz afn float %12984, 0.000000e+00
  store float %12985, ptr %12983, align 4
  %12986 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %12987 = load float, ptr %12986, align 4
  %12988 = fadd reassoc ninf nsz afn float %12987, 0.000000e+00
  store float %12988, ptr %12986, align 4
  %12989 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %12990 = load float, ptr %12989, align 4
  %12991 = fadd reassoc ninf nsz afn float %12990, 0.000000e+00
  store float %12991, ptr %12989, align 4
  %12992 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %12993 = load float, ptr %12992, align 4
  %12994 = fadd reassoc ninf nsz afn float %12993, 0.000000e+00
  store float %12994, ptr %12992, align 4
  %12995 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %12996 = load float, ptr %12995, align 4
  %12997 = fadd reassoc ninf nsz afn float %12996, 0.000000e+00
  store float %12997, ptr %12995, align 4
  %12998 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %12999 = load float, ptr %12998, align 4
  %13000 = fadd reassoc ninf nsz afn float %12999, %12835
  store float %13000, ptr %12998, align 4
  %13001 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13002 = load float, ptr %13001, align 4
  %13003 = fadd reassoc ninf nsz afn float %13002, 0.000000e+00
  store float %13003, ptr %13001, align 4
  %13004 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13005 = load float, ptr %13004, align 4
  %13006 = fadd reassoc ninf nsz afn float %13005, 0.000000e+00
  store float %13006, ptr %13004, align 4
  %13007 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13008 = load float, ptr %13007, align 4
  %13009 = fadd reassoc ninf nsz afn float %13008, 0.000000e+00
  store float %13009, ptr %13007, align 4
  %13010 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13011 = load float, ptr %13010, align 4
  %13012 = fadd reassoc ninf nsz afn float %13011, 0.000000e+00
  store float %13012, ptr %13010, align 4
  %13013 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13014 = load float, ptr %13013, align 4
  %13015 = fadd reassoc ninf nsz afn float %13014, 0.000000e+00
  store float %13015, ptr %13013, align 4
  %13016 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13017 = load float, ptr %13016, align 4
  %13018 = fadd reassoc ninf nsz afn float %13017, 0.000000e+00
  store float %13018, ptr %13016, align 4
  %13019 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13020 = load float, ptr %13019, align 4
  %13021 = fadd reassoc ninf nsz afn float %13020, 0.000000e+00
  store float %13021, ptr %13019, align 4
  %13022 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13023 = load float, ptr %13022, align 4
  %13024 = fadd reassoc ninf nsz afn float %13023, 0.000000e+00
  store float %13024, ptr %13022, align 4
  %13025 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13026 = load float, ptr %13025, align 4
  %13027 = fadd reassoc ninf nsz afn float %13026, 0.000000e+00
  store float %13027, ptr %13025, align 4
  %13028 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13029 = load float, ptr %13028, align 4
  %13030 = fadd reassoc ninf nsz afn float %13029, 0.000000e+00
  store float %13030, ptr %13028, align 4
  %13031 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13032 = load float, ptr %13031, align 4
  %13033 = fadd reassoc ninf nsz afn float %13032, 0.000000e+00
  store float %13033, ptr %13031, align 4
  %13034 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13035 = load float, ptr %13034, align 4
  %13036 = fadd reassoc ninf nsz afn float %13035, 0.000000e+00
  store float %13036, ptr %13034, align 4
  %13037 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13038 = load float, ptr %13037, align 4
  %13039 = fadd reassoc ninf nsz afn float %13038, 0.000000e+00
  store float %13039, ptr %13037, align 4
  %13040 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13041 = load float, ptr %13040, align 4
  %13042 = fadd reassoc ninf nsz afn float %13041, 0.000000e+00
  store float %13042, ptr %13040, align 4
  %13043 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13044 = load float, ptr %13043, align 4
  %13045 = fadd reassoc ninf nsz afn float %13044, %12833
  store float %13045, ptr %13043, align 4
  %13046 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13047 = load float, ptr %13046, align 4
  %13048 = fadd reassoc ninf nsz afn float %13047, 0.000000e+00
  store float %13048, ptr %13046, align 4
  %13049 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13050 = load float, ptr %13049, align 4
  %13051 = fadd reassoc ninf nsz afn float %13050, 0.000000e+00
  store float %13051, ptr %13049, align 4
  %13052 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13053 = load float, ptr %13052, align 4
  %13054 = fadd reassoc ninf nsz afn float %13053, 0.000000e+00
  store float %13054, ptr %13052, align 4
  %13055 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13056 = load float, ptr %13055, align 4
  %13057 = fadd reassoc ninf nsz afn float %13056, 0.000000e+00
  store float %13057, ptr %13055, align 4
  %13058 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13059 = load float, ptr %13058, align 4
  %13060 = fadd reassoc ninf nsz afn float %13059, 0.000000e+00
  store float %13060, ptr %13058, align 4
  %13061 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13062 = load float, ptr %13061, align 4
  %13063 = fadd reassoc ninf nsz afn float %13062, 0.000000e+00
  store float %13063, ptr %13061, align 4
  %13064 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13065 = load float, ptr %13064, align 4
  %13066 = fadd reassoc ninf nsz afn float %13065, 0.000000e+00
  store float %13066, ptr %13064, align 4
  %13067 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13068 = load float, ptr %13067, align 4
  %13069 = fadd reassoc ninf nsz afn float %13068, 0.000000e+00
  store float %13069, ptr %13067, align 4
  %13070 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13071 = load float, ptr %13070, align 4
  %13072 = fadd reassoc ninf nsz afn float %13071, 0.000000e+00
  store float %13072, ptr %13070, align 4
  %13073 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13074 = load float, ptr %13073, align 4
  %13075 = fadd reassoc ninf nsz afn float %13074, 0.000000e+00
  store float %13075, ptr %13073, align 4
  %13076 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13077 = load float, ptr %13076, align 4
  %13078 = fadd reassoc ninf nsz afn float %13077, 0.000000e+00
  store float %13078, ptr %13076, align 4
  %13079 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13080 = load float, ptr %13079, align 4
  %13081 = fadd reassoc ninf nsz afn float %13080, 0.000000e+00
  store float %13081, ptr %13079, align 4
  %13082 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13083 = load float, ptr %13082, align 4
  %13084 = fadd reassoc ninf nsz afn float %13083, 0.000000e+00
  store float %13084, ptr %13082, align 4
  %13085 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13086 = load float, ptr %13085, align 4
  %13087 = fadd reassoc ninf nsz afn float %13086, %12829
  store float %13087, ptr %13085, align 4
  %13088 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13089 = load float, ptr %13088, align 4
  %13090 = fadd reassoc ninf nsz afn float %13089, 0.000000e+00
  store float %13090, ptr %13088, align 4
  %13091 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13092 = load float, ptr %13091, align 4
  %13093 = fadd reassoc ninf nsz afn float %13092, 0.000000e+00
  store float %13093, ptr %13091, align 4
  %13094 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13095 = load float, ptr %13094, align 4
  %13096 = fadd reassoc ninf nsz afn float %13095, 0.000000e+00
  store float %13096, ptr %13094, align 4
  %13097 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13098 = load float, ptr %13097, align 4
  %13099 = fadd reassoc ninf nsz afn float %13098, 0.000000e+00
  store float %13099, ptr %13097, align 4
  %13100 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13101 = load float, ptr %13100, align 4
  %13102 = fadd reassoc ninf nsz afn float %13101, 0.000000e+00
  store float %13102, ptr %13100, align 4
  %13103 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13104 = load float, ptr %13103, align 4
  %13105 = fadd reassoc ninf nsz afn float %13104, 0.000000e+00
  store float %13105, ptr %13103, align 4
  %13106 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13107 = load float, ptr %13106, align 4
  %13108 = fadd reassoc ninf nsz afn float %13107, 0.000000e+00
  store float %13108, ptr %13106, align 4
  %13109 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13110 = load float, ptr %13109, align 4
  %13111 = fadd reassoc ninf nsz afn float %13110, 0.000000e+00
  store float %13111, ptr %13109, align 4
  %13112 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13113 = load float, ptr %13112, align 4
  %13114 = fadd reassoc ninf nsz afn float %13113, 0.000000e+00
  store float %13114, ptr %13112, align 4
  %13115 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13116 = load float, ptr %13115, align 4
  %13117 = fadd reassoc ninf nsz afn float %13116, 0.000000e+00
  store float %13117, ptr %13115, align 4
  %13118 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13119 = load float, ptr %13118, align 4
  %13120 = fadd reassoc ninf nsz afn float %13119, 0.000000e+00
  store float %13120, ptr %13118, align 4
  %13121 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13122 = load float, ptr %13121, align 4
  %13123 = fadd reassoc ninf nsz afn float %13122, 0.000000e+00
  store float %13123, ptr %13121, align 4
  %13124 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13125 = load float, ptr %13124, align 4
  %13126 = fadd reassoc ninf nsz afn float %13125, 0.000000e+00
  store float %13126, ptr %13124, align 4
  %13127 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13128 = load float, ptr %13127, align 4
  %13129 = fadd reassoc ninf nsz afn float %13128, 0.000000e+00
  store float %13129, ptr %13127, align 4
  %13130 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13131 = load float, ptr %13130, align 4
  %13132 = fadd reassoc ninf nsz afn float %13131, %12827
  store float %13132, ptr %13130, align 4
  %13133 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13134 = load float, ptr %13133, align 4
  %13135 = fadd reassoc ninf nsz afn float %13134, 0.000000e+00
  store float %13135, ptr %13133, align 4
  %13136 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13137 = load float, ptr %13136, align 4
  %13138 = fadd reassoc ninf nsz afn float %13137, 0.000000e+00
  store float %13138, ptr %13136, align 4
  %13139 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13140 = load float, ptr %13139, align 4
  %13141 = fadd reassoc ninf nsz afn float %13140, 0.000000e+00
  store float %13141, ptr %13139, align 4
  %13142 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13143 = load float, ptr %13142, align 4
  %13144 = fadd reassoc ninf nsz afn float %13143, 0.000000e+00
  store float %13144, ptr %13142, align 4
  %13145 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13146 = load float, ptr %13145, align 4
  %13147 = fadd reassoc ninf nsz afn float %13146, 0.000000e+00
  store float %13147, ptr %13145, align 4
  %13148 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13149 = load float, ptr %13148, align 4
  %13150 = fadd reassoc ninf nsz afn float %13149, 0.000000e+00
  store float %13150, ptr %13148, align 4
  %13151 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13152 = load float, ptr %13151, align 4
  %13153 = fadd reassoc ninf nsz afn float %13152, 0.000000e+00
  store float %13153, ptr %13151, align 4
  %13154 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13155 = load float, ptr %13154, align 4
  %13156 = fadd reassoc ninf nsz afn float %13155, 0.000000e+00
  store float %13156, ptr %13154, align 4
  %13157 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13158 = load float, ptr %13157, align 4
  %13159 = fadd reassoc ninf nsz afn float %13158, 0.000000e+00
  store float %13159, ptr %13157, align 4
  %13160 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13161 = load float, ptr %13160, align 4
  %13162 = fadd reassoc ninf nsz afn float %13161, 0.000000e+00
  store float %13162, ptr %13160, align 4
  %13163 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13164 = load float, ptr %13163, align 4
  %13165 = fadd reassoc ninf nsz afn float %13164, 0.000000e+00
  store float %13165, ptr %13163, align 4
  %13166 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13167 = load float, ptr %13166, align 4
  %13168 = fadd reassoc ninf nsz afn float %13167, 0.000000e+00
  store float %13168, ptr %13166, align 4
  %13169 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13170 = load float, ptr %13169, align 4
  %13171 = fadd reassoc ninf nsz afn float %13170, 0.000000e+00
  store float %13171, ptr %13169, align 4
  %13172 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13173 = load float, ptr %13172, align 4
  %13174 = fadd reassoc ninf nsz afn float %13173, 0.000000e+00
  store float %13174, ptr %13172, align 4
  %13175 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13176 = load float, ptr %13175, align 4
  %13177 = fadd reassoc ninf nsz afn float %13176, 0.000000e+00
  store float %13177, ptr %13175, align 4
  %13178 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13179 = load float, ptr %13178, align 4
  %13180 = fadd reassoc ninf nsz afn float %13179, 0.000000e+00
  store float %13180, ptr %13178, align 4
  %13181 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13182 = load float, ptr %13181, align 4
  %13183 = fadd reassoc ninf nsz afn float %13182, 0.000000e+00
  store float %13183, ptr %13181, align 4
  %13184 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13185 = load float, ptr %13184, align 4
  %13186 = fadd reassoc ninf nsz afn float %13185, 0.000000e+00
  store float %13186, ptr %13184, align 4
  %13187 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13188 = load float, ptr %13187, align 4
  %13189 = fadd reassoc ninf nsz afn float %13188, 0.000000e+00
  store float %13189, ptr %13187, align 4
  %13190 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13191 = load float, ptr %13190, align 4
  %13192 = fadd reassoc ninf nsz afn float %13191, 0.000000e+00
  store float %13192, ptr %13190, align 4
  %13193 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13194 = load float, ptr %13193, align 4
  %13195 = fadd reassoc ninf nsz afn float %13194, 0.000000e+00
  store float %13195, ptr %13193, align 4
  %13196 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13197 = load float, ptr %13196, align 4
  %13198 = fadd reassoc ninf nsz afn float %13197, 0.000000e+00
  store float %13198, ptr %13196, align 4
  %13199 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13200 = load float, ptr %13199, align 4
  %13201 = fadd reassoc ninf nsz afn float %13200, 0.000000e+00
  store float %13201, ptr %13199, align 4
  %13202 = fmul reassoc ninf nsz afn float %12831, 0x3FD3333340000000
  %13203 = call ptr @stack_top_adjoint(ptr %425, i64 4)
  %13204 = load float, ptr %13203, align 4
  %13205 = fadd reassoc ninf nsz afn float %13204, %13202
  store float %13205, ptr %13203, align 4
  %13206 = call ptr @stack_top_adjoint(ptr %425, i64 4)
  %13207 = load float, ptr %13206, align 4
  call void @stack_pop(ptr %425)
  %13208 = call reassoc ninf nsz afn float @cos_f32(float %10794)
  %13209 = fmul reassoc ninf nsz afn float %13207, %13208
  %13210 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %13211 = load float, ptr %13210, align 4
  %13212 = fadd reassoc ninf nsz afn float %13211, 0.000000e+00
  store float %13212, ptr %13210, align 4
  %13213 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %13214 = load float, ptr %13213, align 4
  %13215 = fadd reassoc ninf nsz afn float %13214, 0.000000e+00
  store float %13215, ptr %13213, align 4
  %13216 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %13217 = load float, ptr %13216, align 4
  %13218 = fadd reassoc ninf nsz afn float %13217, 0.000000e+00
  store float %13218, ptr %13216, align 4
  %13219 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %13220 = load float, ptr %13219, align 4
  %13221 = fadd reassoc ninf nsz afn float %13220, %13209
  store float %13221, ptr %13219, align 4
  %13222 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %13223 = load float, ptr %13222, align 4
  %13224 = fadd reassoc ninf nsz afn float %13223, 0.000000e+00
  store float %13224, ptr %13222, align 4
  %13225 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %13226 = load float, ptr %13225, align 4
  %13227 = fadd reassoc ninf nsz afn float %13226, 0.000000e+00
  store float %13227, ptr %13225, align 4
  %13228 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %13229 = load float, ptr %13228, align 4
  %13230 = fadd reassoc ninf nsz afn float %13229, 0.000000e+00
  store float %13230, ptr %13228, align 4
  %13231 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %13232 = load float, ptr %13231, align 4
  %13233 = fadd reassoc ninf nsz afn float %13232, 0.000000e+00
  store float %13233, ptr %13231, align 4
  %13234 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %13235 = load float, ptr %13234, align 4
  %13236 = fadd reassoc ninf nsz afn float %13235, 0.000000e+00
  store float %13236, ptr %13234, align 4
  %13237 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %13238 = load float, ptr %13237, align 4
  %13239 = fadd reassoc ninf nsz afn float %13238, 0.000000e+00
  store float %13239, ptr %13237, align 4
  %13240 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %13241 = load float, ptr %13240, align 4
  %13242 = fadd reassoc ninf nsz afn float %13241, 0.000000e+00
  store float %13242, ptr %13240, align 4
  %13243 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %13244 = load float, ptr %13243, align 4
  %13245 = fadd reassoc ninf nsz afn float %13244, 0.000000e+00
  store float %13245, ptr %13243, align 4
  %13246 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %13247 = load float, ptr %13246, align 4
  %13248 = fadd reassoc ninf nsz afn float %13247, 0.000000e+00
  store float %13248, ptr %13246, align 4
  %13249 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %13250 = load float, ptr %13249, align 4
  %13251 = fadd reassoc ninf nsz afn float %13250, 0.000000e+00
  store float %13251, ptr %13249, align 4
  %13252 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %13253 = load float, ptr %13252, align 4
  %13254 = fadd reassoc ninf nsz afn float %13253, 0.000000e+00
  store float %13254, ptr %13252, align 4
  %13255 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %13256 = load float, ptr %13255, align 4
  %13257 = fadd reassoc ninf nsz afn float %13256, 0.000000e+00
  store float %13257, ptr %13255, align 4
  %13258 = fmul reassoc ninf nsz afn float %12831, 0x3FE99999A0000000
  %13259 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %13260 = load float, ptr %13259, align 4
  %13261 = fadd reassoc ninf nsz afn float %13260, 0.000000e+00
  store float %13261, ptr %13259, align 4
  %13262 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %13263 = load float, ptr %13262, align 4
  %13264 = fadd reassoc ninf nsz afn float %13263, 0.000000e+00
  store float %13264, ptr %13262, align 4
  %13265 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %13266 = load float, ptr %13265, align 4
  %13267 = fadd reassoc ninf nsz afn float %13266, %13258
  store float %13267, ptr %13265, align 4
  %13268 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %13269 = load float, ptr %13268, align 4
  %13270 = fadd reassoc ninf nsz afn float %13269, 0.000000e+00
  store float %13270, ptr %13268, align 4
  %13271 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %13272 = load float, ptr %13271, align 4
  %13273 = fadd reassoc ninf nsz afn float %13272, 0.000000e+00
  store float %13273, ptr %13271, align 4
  %13274 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %13275 = load float, ptr %13274, align 4
  %13276 = fadd reassoc ninf nsz afn float %13275, 0.000000e+00
  store float %13276, ptr %13274, align 4
  %13277 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %13278 = load float, ptr %13277, align 4
  %13279 = fadd reassoc ninf nsz afn float %13278, 0.000000e+00
  store float %13279, ptr %13277, align 4
  %13280 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %13281 = load float, ptr %13280, align 4
  %13282 = fadd reassoc ninf nsz afn float %13281, 0.000000e+00
  store float %13282, ptr %13280, align 4
  %13283 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %13284 = load float, ptr %13283, align 4
  %13285 = fadd reassoc ninf nsz afn float %13284, 0.000000e+00
  store float %13285, ptr %13283, align 4
  %13286 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %13287 = load float, ptr %13286, align 4
  %13288 = fadd reassoc ninf nsz afn float %13287, 0.000000e+00
  store float %13288, ptr %13286, align 4
  %13289 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %13290 = load float, ptr %13289, align 4
  %13291 = fadd reassoc ninf nsz afn float %13290, 0.000000e+00
  store float %13291, ptr %13289, align 4
  %13292 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %13293 = load float, ptr %13292, align 4
  %13294 = fadd reassoc ninf nsz afn float %13293, 0.000000e+00
  store float %13294, ptr %13292, align 4
  %13295 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %13296 = load float, ptr %13295, align 4
  %13297 = fadd reassoc ninf nsz afn float %13296, 0.000000e+00
  store float %13297, ptr %13295, align 4
  %13298 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %13299 = load float, ptr %13298, align 4
  %13300 = fadd reassoc ninf nsz afn float %13299, 0.000000e+00
  store float %13300, ptr %13298, align 4
  %13301 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %13302 = load float, ptr %13301, align 4
  %13303 = fadd reassoc ninf nsz afn float %13302, 0.000000e+00
  store float %13303, ptr %13301, align 4
  %13304 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %13305 = load float, ptr %13304, align 4
  %13306 = fadd reassoc ninf nsz afn float %13305, 0.000000e+00
  store float %13306, ptr %13304, align 4
  %13307 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13308 = load float, ptr %13307, align 4
  %13309 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13310 = load float, ptr %13309, align 4
  %13311 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13312 = load float, ptr %13311, align 4
  %13313 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13314 = load float, ptr %13313, align 4
  %13315 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13316 = load float, ptr %13315, align 4
  %13317 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13318 = load float, ptr %13317, align 4
  %13319 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13320 = load float, ptr %13319, align 4
  %13321 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13322 = load float, ptr %13321, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %13323 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13324 = load float, ptr %13323, align 4
  %13325 = fadd reassoc ninf nsz afn float %13324, 0.000000e+00
  store float %13325, ptr %13323, align 4
  %13326 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13327 = load float, ptr %13326, align 4
  %13328 = fadd reassoc ninf nsz afn float %13327, 0.000000e+00
  store float %13328, ptr %13326, align 4
  %13329 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13330 = load float, ptr %13329, align 4
  %13331 = fadd reassoc ninf nsz afn float %13330, 0.000000e+00
  store float %13331, ptr %13329, align 4
  %13332 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13333 = load float, ptr %13332, align 4
  %13334 = fadd reassoc ninf nsz afn float %13333, 0.000000e+00
  store float %13334, ptr %13332, align 4
  %13335 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13336 = load float, ptr %13335, align 4
  %13337 = fadd reassoc ninf nsz afn float %13336, 0.000000e+00
  store float %13337, ptr %13335, align 4
  %13338 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13339 = load float, ptr %13338, align 4
  %13340 = fadd reassoc ninf nsz afn float %13339, 0.000000e+00
  store float %13340, ptr %13338, align 4
  %13341 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13342 = load float, ptr %13341, align 4
  %13343 = fadd reassoc ninf nsz afn float %13342, 0.000000e+00
  store float %13343, ptr %13341, align 4
  %13344 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13345 = load float, ptr %13344, align 4
  %13346 = fadd reassoc ninf nsz afn float %13345, %13322
  store float %13346, ptr %13344, align 4
  %13347 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13348 = load float, ptr %13347, align 4
  %13349 = fadd reassoc ninf nsz afn float %13348, 0.000000e+00
  store float %13349, ptr %13347, align 4
  %13350 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13351 = load float, ptr %13350, align 4
  %13352 = fadd reassoc ninf nsz afn float %13351, 0.000000e+00
  store float %13352, ptr %13350, align 4
  %13353 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13354 = load float, ptr %13353, align 4
  %13355 = fadd reassoc ninf nsz afn float %13354, 0.000000e+00
  store float %13355, ptr %13353, align 4
  %13356 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13357 = load float, ptr %13356, align 4
  %13358 = fadd reassoc ninf nsz afn float %13357, 0.000000e+00
  store float %13358, ptr %13356, align 4
  %13359 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13360 = load float, ptr %13359, align 4
  %13361 = fadd reassoc ninf nsz afn float %13360, 0.000000e+00
  store float %13361, ptr %13359, align 4
  %13362 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13363 = load float, ptr %13362, align 4
  %13364 = fadd reassoc ninf nsz afn float %13363, 0.000000e+00
  store float %13364, ptr %13362, align 4
  %13365 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13366 = load float, ptr %13365, align 4
  %13367 = fadd reassoc ninf nsz afn float %13366, 0.000000e+00
  store float %13367, ptr %13365, align 4
  %13368 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13369 = load float, ptr %13368, align 4
  %13370 = fadd reassoc ninf nsz afn float %13369, 0.000000e+00
  store float %13370, ptr %13368, align 4
  %13371 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13372 = load float, ptr %13371, align 4
  %13373 = fadd reassoc ninf nsz afn float %13372, 0.000000e+00
  store float %13373, ptr %13371, align 4
  %13374 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13375 = load float, ptr %13374, align 4
  %13376 = fadd reassoc ninf nsz afn float %13375, 0.000000e+00
  store float %13376, ptr %13374, align 4
  %13377 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13378 = load float, ptr %13377, align 4
  %13379 = fadd reassoc ninf nsz afn float %13378, 0.000000e+00
  store float %13379, ptr %13377, align 4
  %13380 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13381 = load float, ptr %13380, align 4
  %13382 = fadd reassoc ninf nsz afn float %13381, 0.000000e+00
  store float %13382, ptr %13380, align 4
  %13383 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13384 = load float, ptr %13383, align 4
  %13385 = fadd reassoc ninf nsz afn float %13384, 0.000000e+00
  store float %13385, ptr %13383, align 4
  %13386 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13387 = load float, ptr %13386, align 4
  %13388 = fadd reassoc ninf nsz afn float %13387, 0.000000e+00
  store float %13388, ptr %13386, align 4
  %13389 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13390 = load float, ptr %13389, align 4
  %13391 = fadd reassoc ninf nsz afn float %13390, %13320
  store float %13391, ptr %13389, align 4
  %13392 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13393 = load float, ptr %13392, align 4
  %13394 = fadd reassoc ninf nsz afn float %13393, 0.000000e+00
  store float %13394, ptr %13392, align 4
  %13395 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13396 = load float, ptr %13395, align 4
  %13397 = fadd reassoc ninf nsz afn float %13396, 0.000000e+00
  store float %13397, ptr %13395, align 4
  %13398 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13399 = load float, ptr %13398, align 4
  %13400 = fadd reassoc ninf nsz afn float %13399, 0.000000e+00
  store float %13400, ptr %13398, align 4
  %13401 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13402 = load float, ptr %13401, align 4
  %13403 = fadd reassoc ninf nsz afn float %13402, 0.000000e+00
  store float %13403, ptr %13401, align 4
  %13404 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13405 = load float, ptr %13404, align 4
  %13406 = fadd reassoc ninf nsz afn float %13405, 0.000000e+00
  store float %13406, ptr %13404, align 4
  %13407 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13408 = load float, ptr %13407, align 4
  %13409 = fadd reassoc ninf nsz afn float %13408, 0.000000e+00
  store float %13409, ptr %13407, align 4
  %13410 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13411 = load float, ptr %13410, align 4
  %13412 = fadd reassoc ninf nsz afn float %13411, 0.000000e+00
  store float %13412, ptr %13410, align 4
  %13413 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13414 = load float, ptr %13413, align 4
  %13415 = fadd reassoc ninf nsz afn float %13414, 0.000000e+00
  store float %13415, ptr %13413, align 4
  %13416 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13417 = load float, ptr %13416, align 4
  %13418 = fadd reassoc ninf nsz afn float %13417, 0.000000e+00
  store float %13418, ptr %13416, align 4
  %13419 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13420 = load float, ptr %13419, align 4
  %13421 = fadd reassoc ninf nsz afn float %13420, 0.000000e+00
  store float %13421, ptr %13419, align 4
  %13422 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13423 = load float, ptr %13422, align 4
  %13424 = fadd reassoc ninf nsz afn float %13423, 0.000000e+00
  store float %13424, ptr %13422, align 4
  %13425 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13426 = load float, ptr %13425, align 4
  %13427 = fadd reassoc ninf nsz afn float %13426, 0.000000e+00
  store float %13427, ptr %13425, align 4
  %13428 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13429 = load float, ptr %13428, align 4
  %13430 = fadd reassoc ninf nsz afn float %13429, 0.000000e+00
  store float %13430, ptr %13428, align 4
  %13431 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13432 = load float, ptr %13431, align 4
  %13433 = fadd reassoc ninf nsz afn float %13432, 0.000000e+00
  store float %13433, ptr %13431, align 4
  %13434 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13435 = load float, ptr %13434, align 4
  %13436 = fadd reassoc ninf nsz afn float %13435, %13318
  store float %13436, ptr %13434, align 4
  %13437 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13438 = load float, ptr %13437, align 4
  %13439 = fadd reassoc ninf nsz afn float %13438, 0.000000e+00
  store float %13439, ptr %13437, align 4
  %13440 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13441 = load float, ptr %13440, align 4
  %13442 = fadd reassoc ninf nsz afn float %13441, 0.000000e+00
  store float %13442, ptr %13440, align 4
  %13443 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13444 = load float, ptr %13443, align 4
  %13445 = fadd reassoc ninf nsz afn float %13444, 0.000000e+00
  store float %13445, ptr %13443, align 4
  %13446 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13447 = load float, ptr %13446, align 4
  %13448 = fadd reassoc ninf nsz afn float %13447, 0.000000e+00
  store float %13448, ptr %13446, align 4
  %13449 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13450 = load float, ptr %13449, align 4
  %13451 = fadd reassoc ninf nsz afn float %13450, 0.000000e+00
  store float %13451, ptr %13449, align 4
  %13452 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13453 = load float, ptr %13452, align 4
  %13454 = fadd reassoc ninf nsz afn float %13453, 0.000000e+00
  store float %13454, ptr %13452, align 4
  %13455 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13456 = load float, ptr %13455, align 4
  %13457 = fadd reassoc ninf nsz afn float %13456, 0.000000e+00
  store float %13457, ptr %13455, align 4
  %13458 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13459 = load float, ptr %13458, align 4
  %13460 = fadd reassoc ninf nsz afn float %13459, 0.000000e+00
  store float %13460, ptr %13458, align 4
  %13461 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13462 = load float, ptr %13461, align 4
  %13463 = fadd reassoc ninf nsz afn float %13462, 0.000000e+00
  store float %13463, ptr %13461, align 4
  %13464 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13465 = load float, ptr %13464, align 4
  %13466 = fadd reassoc ninf nsz afn float %13465, 0.000000e+00
  store float %13466, ptr %13464, align 4
  %13467 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13468 = load float, ptr %13467, align 4
  %13469 = fadd reassoc ninf nsz afn float %13468, 0.000000e+00
  store float %13469, ptr %13467, align 4
  %13470 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13471 = load float, ptr %13470, align 4
  %13472 = fadd reassoc ninf nsz afn float %13471, 0.000000e+00
  store float %13472, ptr %13470, align 4
  %13473 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13474 = load float, ptr %13473, align 4
  %13475 = fadd reassoc ninf nsz afn float %13474, 0.000000e+00
  store float %13475, ptr %13473, align 4
  %13476 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13477 = load float, ptr %13476, align 4
  %13478 = fadd reassoc ninf nsz afn float %13477, 0.000000e+00
  store float %13478, ptr %13476, align 4
  %13479 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13480 = load float, ptr %13479, align 4
  %13481 = fadd reassoc ninf nsz afn float %13480, %13316
  store float %13481, ptr %13479, align 4
  %13482 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13483 = load float, ptr %13482, align 4
  %13484 = fadd reassoc ninf nsz afn float %13483, 0.000000e+00
  store float %13484, ptr %13482, align 4
  %13485 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13486 = load float, ptr %13485, align 4
  %13487 = fadd reassoc ninf nsz afn float %13486, 0.000000e+00
  store float %13487, ptr %13485, align 4
  %13488 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13489 = load float, ptr %13488, align 4
  %13490 = fadd reassoc ninf nsz afn float %13489, 0.000000e+00
  store float %13490, ptr %13488, align 4
  %13491 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13492 = load float, ptr %13491, align 4
  %13493 = fadd reassoc ninf nsz afn float %13492, 0.000000e+00
  store float %13493, ptr %13491, align 4
  %13494 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13495 = load float, ptr %13494, align 4
  %13496 = fadd reassoc ninf nsz afn float %13495, 0.000000e+00
  store float %13496, ptr %13494, align 4
  %13497 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13498 = load float, ptr %13497, align 4
  %13499 = fadd reassoc ninf nsz afn float %13498, 0.000000e+00
  store float %13499, ptr %13497, align 4
  %13500 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13501 = load float, ptr %13500, align 4
  %13502 = fadd reassoc ninf nsz afn float %13501, 0.000000e+00
  store float %13502, ptr %13500, align 4
  %13503 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13504 = load float, ptr %13503, align 4
  %13505 = fadd reassoc ninf nsz afn float %13504, 0.000000e+00
  store float %13505, ptr %13503, align 4
  %13506 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13507 = load float, ptr %13506, align 4
  %13508 = fadd reassoc ninf nsz afn float %13507, 0.000000e+00
  store float %13508, ptr %13506, align 4
  %13509 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13510 = load float, ptr %13509, align 4
  %13511 = fadd reassoc ninf nsz afn float %13510, 0.000000e+00
  store float %13511, ptr %13509, align 4
  %13512 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13513 = load float, ptr %13512, align 4
  %13514 = fadd reassoc ninf nsz afn float %13513, 0.000000e+00
  store float %13514, ptr %13512, align 4
  %13515 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13516 = load float, ptr %13515, align 4
  %13517 = fadd reassoc ninf nsz afn float %13516, 0.000000e+00
  store float %13517, ptr %13515, align 4
  %13518 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13519 = load float, ptr %13518, align 4
  %13520 = fadd reassoc ninf nsz afn float %13519, 0.000000e+00
  store float %13520, ptr %13518, align 4
  %13521 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13522 = load float, ptr %13521, align 4
  %13523 = fadd reassoc ninf nsz afn float %13522, 0.000000e+00
  store float %13523, ptr %13521, align 4
  %13524 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13525 = load float, ptr %13524, align 4
  %13526 = fadd reassoc ninf nsz afn float %13525, %13314
  store float %13526, ptr %13524, align 4
  %13527 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13528 = load float, ptr %13527, align 4
  %13529 = fadd reassoc ninf nsz afn float %13528, 0.000000e+00
  store float %13529, ptr %13527, align 4
  %13530 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13531 = load float, ptr %13530, align 4
  %13532 = fadd reassoc ninf nsz afn float %13531, 0.000000e+00
  store float %13532, ptr %13530, align 4
  %13533 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13534 = load float, ptr %13533, align 4
  %13535 = fadd reassoc ninf nsz afn float %13534, 0.000000e+00
  store float %13535, ptr %13533, align 4
  %13536 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13537 = load float, ptr %13536, align 4
  %13538 = fadd reassoc ninf nsz afn float %13537, 0.000000e+00
  store float %13538, ptr %13536, align 4
  %13539 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13540 = load float, ptr %13539, align 4
  %13541 = fadd reassoc ninf nsz afn float %13540, 0.000000e+00
  store float %13541, ptr %13539, align 4
  %13542 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13543 = load float, ptr %13542, align 4
  %13544 = fadd reassoc ninf nsz afn float %13543, 0.000000e+00
  store float %13544, ptr %13542, align 4
  %13545 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13546 = load float, ptr %13545, align 4
  %13547 = fadd reassoc ninf nsz afn float %13546, 0.000000e+00
  store float %13547, ptr %13545, align 4
  %13548 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13549 = load float, ptr %13548, align 4
  %13550 = fadd reassoc ninf nsz afn float %13549, 0.000000e+00
  store float %13550, ptr %13548, align 4
  %13551 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13552 = load float, ptr %13551, align 4
  %13553 = fadd reassoc ninf nsz afn float %13552, 0.000000e+00
  store float %13553, ptr %13551, align 4
  %13554 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13555 = load float, ptr %13554, align 4
  %13556 = fadd reassoc ninf nsz afn float %13555, 0.000000e+00
  store float %13556, ptr %13554, align 4
  %13557 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13558 = load float, ptr %13557, align 4
  %13559 = fadd reassoc ninf nsz afn float %13558, 0.000000e+00
  store float %13559, ptr %13557, align 4
  %13560 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13561 = load float, ptr %13560, align 4
  %13562 = fadd reassoc ninf nsz afn float %13561, 0.000000e+00
  store float %13562, ptr %13560, align 4
  %13563 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13564 = load float, ptr %13563, align 4
  %13565 = fadd reassoc ninf nsz afn float %13564, 0.000000e+00
  store float %13565, ptr %13563, align 4
  %13566 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13567 = load float, ptr %13566, align 4
  %13568 = fadd reassoc ninf nsz afn float %13567, 0.000000e+00
  store float %13568, ptr %13566, align 4
  %13569 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13570 = load float, ptr %13569, align 4
  %13571 = fadd reassoc ninf nsz afn float %13570, %13312
  store float %13571, ptr %13569, align 4
  %13572 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13573 = load float, ptr %13572, align 4
  %13574 = fadd reassoc ninf nsz afn float %13573, 0.000000e+00
  store float %13574, ptr %13572, align 4
  %13575 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13576 = load float, ptr %13575, align 4
  %13577 = fadd reassoc ninf nsz afn float %13576, 0.000000e+00
  store float %13577, ptr %13575, align 4
  %13578 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13579 = load float, ptr %13578, align 4
  %13580 = fadd reassoc ninf nsz afn float %13579, 0.000000e+00
  store float %13580, ptr %13578, align 4
  %13581 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13582 = load float, ptr %13581, align 4
  %13583 = fadd reassoc ninf nsz afn float %13582, 0.000000e+00
  store float %13583, ptr %13581, align 4
  %13584 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13585 = load float, ptr %13584, align 4
  %13586 = fadd reassoc ninf nsz afn float %13585, 0.000000e+00
  store float %13586, ptr %13584, align 4
  %13587 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13588 = load float, ptr %13587, align 4
  %13589 = fadd reassoc ninf nsz afn float %13588, 0.000000e+00
  store float %13589, ptr %13587, align 4
  %13590 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13591 = load float, ptr %13590, align 4
  %13592 = fadd reassoc ninf nsz afn float %13591, 0.000000e+00
  store float %13592, ptr %13590, align 4
  %13593 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13594 = load float, ptr %13593, align 4
  %13595 = fadd reassoc ninf nsz afn float %13594, 0.000000e+00
  store float %13595, ptr %13593, align 4
  %13596 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13597 = load float, ptr %13596, align 4
  %13598 = fadd reassoc ninf nsz afn float %13597, 0.000000e+00
  store float %13598, ptr %13596, align 4
  %13599 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13600 = load float, ptr %13599, align 4
  %13601 = fadd reassoc ninf nsz afn float %13600, 0.000000e+00
  store float %13601, ptr %13599, align 4
  %13602 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13603 = load float, ptr %13602, align 4
  %13604 = fadd reassoc ninf nsz afn float %13603, 0.000000e+00
  store float %13604, ptr %13602, align 4
  %13605 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13606 = load float, ptr %13605, align 4
  %13607 = fadd reassoc ninf nsz afn float %13606, 0.000000e+00
  store float %13607, ptr %13605, align 4
  %13608 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13609 = load float, ptr %13608, align 4
  %13610 = fadd reassoc ninf nsz afn float %13609, 0.000000e+00
  store float %13610, ptr %13608, align 4
  %13611 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13612 = load float, ptr %13611, align 4
  %13613 = fadd reassoc ninf nsz afn float %13612, %13308
  store float %13613, ptr %13611, align 4
  %13614 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13615 = load float, ptr %13614, align 4
  %13616 = fadd reassoc ninf nsz afn float %13615, 0.000000e+00
  store float %13616, ptr %13614, align 4
  %13617 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13618 = load float, ptr %13617, align 4
  %13619 = fadd reassoc ninf nsz afn float %13618, 0.000000e+00
  store float %13619, ptr %13617, align 4
  %13620 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13621 = load float, ptr %13620, align 4
  %13622 = fadd reassoc ninf nsz afn float %13621, 0.000000e+00
  store float %13622, ptr %13620, align 4
  %13623 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13624 = load float, ptr %13623, align 4
  %13625 = fadd reassoc ninf nsz afn float %13624, 0.000000e+00
  store float %13625, ptr %13623, align 4
  %13626 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13627 = load float, ptr %13626, align 4
  %13628 = fadd reassoc ninf nsz afn float %13627, 0.000000e+00
  store float %13628, ptr %13626, align 4
  %13629 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13630 = load float, ptr %13629, align 4
  %13631 = fadd reassoc ninf nsz afn float %13630, 0.000000e+00
  store float %13631, ptr %13629, align 4
  %13632 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13633 = load float, ptr %13632, align 4
  %13634 = fadd reassoc ninf nsz afn float %13633, 0.000000e+00
  store float %13634, ptr %13632, align 4
  %13635 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13636 = load float, ptr %13635, align 4
  %13637 = fadd reassoc ninf nsz afn float %13636, 0.000000e+00
  store float %13637, ptr %13635, align 4
  %13638 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13639 = load float, ptr %13638, align 4
  %13640 = fadd reassoc ninf nsz afn float %13639, 0.000000e+00
  store float %13640, ptr %13638, align 4
  %13641 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13642 = load float, ptr %13641, align 4
  %13643 = fadd reassoc ninf nsz afn float %13642, 0.000000e+00
  store float %13643, ptr %13641, align 4
  %13644 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13645 = load float, ptr %13644, align 4
  %13646 = fadd reassoc ninf nsz afn float %13645, 0.000000e+00
  store float %13646, ptr %13644, align 4
  %13647 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13648 = load float, ptr %13647, align 4
  %13649 = fadd reassoc ninf nsz afn float %13648, 0.000000e+00
  store float %13649, ptr %13647, align 4
  %13650 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13651 = load float, ptr %13650, align 4
  %13652 = fadd reassoc ninf nsz afn float %13651, 0.000000e+00
  store float %13652, ptr %13650, align 4
  %13653 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13654 = load float, ptr %13653, align 4
  %13655 = fadd reassoc ninf nsz afn float %13654, 0.000000e+00
  store float %13655, ptr %13653, align 4
  %13656 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13657 = load float, ptr %13656, align 4
  %13658 = fadd reassoc ninf nsz afn float %13657, 0.000000e+00
  store float %13658, ptr %13656, align 4
  %13659 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13660 = load float, ptr %13659, align 4
  %13661 = fadd reassoc ninf nsz afn float %13660, 0.000000e+00
  store float %13661, ptr %13659, align 4
  %13662 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13663 = load float, ptr %13662, align 4
  %13664 = fadd reassoc ninf nsz afn float %13663, 0.000000e+00
  store float %13664, ptr %13662, align 4
  %13665 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13666 = load float, ptr %13665, align 4
  %13667 = fadd reassoc ninf nsz afn float %13666, 0.000000e+00
  store float %13667, ptr %13665, align 4
  %13668 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13669 = load float, ptr %13668, align 4
  %13670 = fadd reassoc ninf nsz afn float %13669, 0.000000e+00
  store float %13670, ptr %13668, align 4
  %13671 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13672 = load float, ptr %13671, align 4
  %13673 = fadd reassoc ninf nsz afn float %13672, 0.000000e+00
  store float %13673, ptr %13671, align 4
  %13674 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13675 = load float, ptr %13674, align 4
  %13676 = fadd reassoc ninf nsz afn float %13675, 0.000000e+00
  store float %13676, ptr %13674, align 4
  %13677 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13678 = load float, ptr %13677, align 4
  %13679 = fadd reassoc ninf nsz afn float %13678, 0.000000e+00
  store float %13679, ptr %13677, align 4
  %13680 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13681 = load float, ptr %13680, align 4
  %13682 = fadd reassoc ninf nsz afn float %13681, 0.000000e+00
  store float %13682, ptr %13680, align 4
  %13683 = fmul reassoc ninf nsz afn float %13310, 0x3FD3333340000000
  %13684 = call ptr @stack_top_adjoint(ptr %434, i64 4)
  %13685 = load float, ptr %13684, align 4
  %13686 = fadd reassoc ninf nsz afn float %13685, %13683
  store float %13686, ptr %13684, align 4
  %13687 = call ptr @stack_top_adjoint(ptr %434, i64 4)
  %13688 = load float, ptr %13687, align 4
  call void @stack_pop(ptr %434)
  %13689 = call reassoc ninf nsz afn float @cos_f32(float %10792)
  %13690 = fmul reassoc ninf nsz afn float %13688, %13689
  %13691 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %13692 = load float, ptr %13691, align 4
  %13693 = fadd reassoc ninf nsz afn float %13692, 0.000000e+00
  store float %13693, ptr %13691, align 4
  %13694 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %13695 = load float, ptr %13694, align 4
  %13696 = fadd reassoc ninf nsz afn float %13695, 0.000000e+00
  store float %13696, ptr %13694, align 4
  %13697 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %13698 = load float, ptr %13697, align 4
  %13699 = fadd reassoc ninf nsz afn float %13698, %13690
  store float %13699, ptr %13697, align 4
  %13700 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %13701 = load float, ptr %13700, align 4
  %13702 = fadd reassoc ninf nsz afn float %13701, 0.000000e+00
  store float %13702, ptr %13700, align 4
  %13703 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %13704 = load float, ptr %13703, align 4
  %13705 = fadd reassoc ninf nsz afn float %13704, 0.000000e+00
  store float %13705, ptr %13703, align 4
  %13706 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %13707 = load float, ptr %13706, align 4
  %13708 = fadd reassoc ninf nsz afn float %13707, 0.000000e+00
  store float %13708, ptr %13706, align 4
  %13709 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %13710 = load float, ptr %13709, align 4
  %13711 = fadd reassoc ninf nsz afn float %13710, 0.000000e+00
  store float %13711, ptr %13709, align 4
  %13712 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %13713 = load float, ptr %13712, align 4
  %13714 = fadd reassoc ninf nsz afn float %13713, 0.000000e+00
  store float %13714, ptr %13712, align 4
  %13715 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %13716 = load float, ptr %13715, align 4
  %13717 = fadd reassoc ninf nsz afn float %13716, 0.000000e+00
  store float %13717, ptr %13715, align 4
  %13718 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %13719 = load float, ptr %13718, align 4
  %13720 = fadd reassoc ninf nsz afn float %13719, 0.000000e+00
  store float %13720, ptr %13718, align 4
  %13721 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %13722 = load float, ptr %13721, align 4
  %13723 = fadd reassoc ninf nsz afn float %13722, 0.000000e+00
  store float %13723, ptr %13721, align 4
  %13724 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %13725 = load float, ptr %13724, align 4
  %13726 = fadd reassoc ninf nsz afn float %13725, 0.000000e+00
  store float %13726, ptr %13724, align 4
  %13727 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %13728 = load float, ptr %13727, align 4
  %13729 = fadd reassoc ninf nsz afn float %13728, 0.000000e+00
  store float %13729, ptr %13727, align 4
  %13730 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %13731 = load float, ptr %13730, align 4
  %13732 = fadd reassoc ninf nsz afn float %13731, 0.000000e+00
  store float %13732, ptr %13730, align 4
  %13733 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %13734 = load float, ptr %13733, align 4
  %13735 = fadd reassoc ninf nsz afn float %13734, 0.000000e+00
  store float %13735, ptr %13733, align 4
  %13736 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %13737 = load float, ptr %13736, align 4
  %13738 = fadd reassoc ninf nsz afn float %13737, 0.000000e+00
  store float %13738, ptr %13736, align 4
  %13739 = fmul reassoc ninf nsz afn float %13310, 0x3FE99999A0000000
  %13740 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %13741 = load float, ptr %13740, align 4
  %13742 = fadd reassoc ninf nsz afn float %13741, 0.000000e+00
  store float %13742, ptr %13740, align 4
  %13743 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %13744 = load float, ptr %13743, align 4
  %13745 = fadd reassoc ninf nsz afn float %13744, %13739
  store float %13745, ptr %13743, align 4
  %13746 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %13747 = load float, ptr %13746, align 4
  %13748 = fadd reassoc ninf nsz afn float %13747, 0.000000e+00
  store float %13748, ptr %13746, align 4
  %13749 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %13750 = load float, ptr %13749, align 4
  %13751 = fadd reassoc ninf nsz afn float %13750, 0.000000e+00
  store float %13751, ptr %13749, align 4
  %13752 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %13753 = load float, ptr %13752, align 4
  %13754 = fadd reassoc ninf nsz afn float %13753, 0.000000e+00
  store float %13754, ptr %13752, align 4
  %13755 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %13756 = load float, ptr %13755, align 4
  %13757 = fadd reassoc ninf nsz afn float %13756, 0.000000e+00
  store float %13757, ptr %13755, align 4
  %13758 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %13759 = load float, ptr %13758, align 4
  %13760 = fadd reassoc ninf nsz afn float %13759, 0.000000e+00
  store float %13760, ptr %13758, align 4
  %13761 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %13762 = load float, ptr %13761, align 4
  %13763 = fadd reassoc ninf nsz afn float %13762, 0.000000e+00
  store float %13763, ptr %13761, align 4
  %13764 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %13765 = load float, ptr %13764, align 4
  %13766 = fadd reassoc ninf nsz afn float %13765, 0.000000e+00
  store float %13766, ptr %13764, align 4
  %13767 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %13768 = load float, ptr %13767, align 4
  %13769 = fadd reassoc ninf nsz afn float %13768, 0.000000e+00
  store float %13769, ptr %13767, align 4
  %13770 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %13771 = load float, ptr %13770, align 4
  %13772 = fadd reassoc ninf nsz afn float %13771, 0.000000e+00
  store float %13772, ptr %13770, align 4
  %13773 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %13774 = load float, ptr %13773, align 4
  %13775 = fadd reassoc ninf nsz afn float %13774, 0.000000e+00
  store float %13775, ptr %13773, align 4
  %13776 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %13777 = load float, ptr %13776, align 4
  %13778 = fadd reassoc ninf nsz afn float %13777, 0.000000e+00
  store float %13778, ptr %13776, align 4
  %13779 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %13780 = load float, ptr %13779, align 4
  %13781 = fadd reassoc ninf nsz afn float %13780, 0.000000e+00
  store float %13781, ptr %13779, align 4
  %13782 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %13783 = load float, ptr %13782, align 4
  %13784 = fadd reassoc ninf nsz afn float %13783, 0.000000e+00
  store float %13784, ptr %13782, align 4
  %13785 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %13786 = load float, ptr %13785, align 4
  %13787 = fadd reassoc ninf nsz afn float %13786, 0.000000e+00
  store float %13787, ptr %13785, align 4
  %13788 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13789 = load float, ptr %13788, align 4
  %13790 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13791 = load float, ptr %13790, align 4
  %13792 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13793 = load float, ptr %13792, align 4
  %13794 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13795 = load float, ptr %13794, align 4
  %13796 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13797 = load float, ptr %13796, align 4
  %13798 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13799 = load float, ptr %13798, align 4
  %13800 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13801 = load float, ptr %13800, align 4
  %13802 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13803 = load float, ptr %13802, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %13804 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13805 = load float, ptr %13804, align 4
  %13806 = fadd reassoc ninf nsz afn float %13805, 0.000000e+00
  store float %13806, ptr %13804, align 4
  %13807 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13808 = load float, ptr %13807, align 4
  %13809 = fadd reassoc ninf nsz afn float %13808, 0.000000e+00
  store float %13809, ptr %13807, align 4
  %13810 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13811 = load float, ptr %13810, align 4
  %13812 = fadd reassoc ninf nsz afn float %13811, 0.000000e+00
  store float %13812, ptr %13810, align 4
  %13813 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13814 = load float, ptr %13813, align 4
  %13815 = fadd reassoc ninf nsz afn float %13814, 0.000000e+00
  store float %13815, ptr %13813, align 4
  %13816 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13817 = load float, ptr %13816, align 4
  %13818 = fadd reassoc ninf nsz afn float %13817, 0.000000e+00
  store float %13818, ptr %13816, align 4
  %13819 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13820 = load float, ptr %13819, align 4
  %13821 = fadd reassoc ninf nsz afn float %13820, 0.000000e+00
  store float %13821, ptr %13819, align 4
  %13822 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13823 = load float, ptr %13822, align 4
  %13824 = fadd reassoc ninf nsz afn float %13823, 0.000000e+00
  store float %13824, ptr %13822, align 4
  %13825 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13826 = load float, ptr %13825, align 4
  %13827 = fadd reassoc ninf nsz afn float %13826, %13803
  store float %13827, ptr %13825, align 4
  %13828 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13829 = load float, ptr %13828, align 4
  %13830 = fadd reassoc ninf nsz afn float %13829, 0.000000e+00
  store float %13830, ptr %13828, align 4
  %13831 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13832 = load float, ptr %13831, align 4
  %13833 = fadd reassoc ninf nsz afn float %13832, 0.000000e+00
  store float %13833, ptr %13831, align 4
  %13834 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13835 = load float, ptr %13834, align 4
  %13836 = fadd reassoc ninf nsz afn float %13835, 0.000000e+00
  store float %13836, ptr %13834, align 4
  %13837 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13838 = load float, ptr %13837, align 4
  %13839 = fadd reassoc ninf nsz afn float %13838, 0.000000e+00
  store float %13839, ptr %13837, align 4
  %13840 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13841 = load float, ptr %13840, align 4
  %13842 = fadd reassoc ninf nsz afn float %13841, 0.000000e+00
  store float %13842, ptr %13840, align 4
  %13843 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13844 = load float, ptr %13843, align 4
  %13845 = fadd reassoc ninf nsz afn float %13844, 0.000000e+00
  store float %13845, ptr %13843, align 4
  %13846 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13847 = load float, ptr %13846, align 4
  %13848 = fadd reassoc ninf nsz afn float %13847, 0.000000e+00
  store float %13848, ptr %13846, align 4
  %13849 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13850 = load float, ptr %13849, align 4
  %13851 = fadd reassoc ninf nsz afn float %13850, 0.000000e+00
  store float %13851, ptr %13849, align 4
  %13852 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13853 = load float, ptr %13852, align 4
  %13854 = fadd reassoc ninf nsz afn float %13853, 0.000000e+00
  store float %13854, ptr %13852, align 4
  %13855 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13856 = load float, ptr %13855, align 4
  %13857 = fadd reassoc ninf nsz afn float %13856, 0.000000e+00
  store float %13857, ptr %13855, align 4
  %13858 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13859 = load float, ptr %13858, align 4
  %13860 = fadd reassoc ninf nsz afn float %13859, 0.000000e+00
  store float %13860, ptr %13858, align 4
  %13861 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13862 = load float, ptr %13861, align 4
  %13863 = fadd reassoc ninf nsz afn float %13862, 0.000000e+00
  store float %13863, ptr %13861, align 4
  %13864 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13865 = load float, ptr %13864, align 4
  %13866 = fadd reassoc ninf nsz afn float %13865, 0.000000e+00
  store float %13866, ptr %13864, align 4
  %13867 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13868 = load float, ptr %13867, align 4
  %13869 = fadd reassoc ninf nsz afn float %13868, 0.000000e+00
  store float %13869, ptr %13867, align 4
  %13870 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13871 = load float, ptr %13870, align 4
  %13872 = fadd reassoc ninf nsz afn float %13871, %13801
  store float %13872, ptr %13870, align 4
  %13873 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13874 = load float, ptr %13873, align 4
  %13875 = fadd reassoc ninf nsz afn float %13874, 0.000000e+00
  store float %13875, ptr %13873, align 4
  %13876 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13877 = load float, ptr %13876, align 4
  %13878 = fadd reassoc ninf nsz afn float %13877, 0.000000e+00
  store float %13878, ptr %13876, align 4
  %13879 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13880 = load float, ptr %13879, align 4
  %13881 = fadd reassoc ninf nsz afn float %13880, 0.000000e+00
  store float %13881, ptr %13879, align 4
  %13882 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13883 = load float, ptr %13882, align 4
  %13884 = fadd reassoc ninf nsz afn float %13883, 0.000000e+00
  store float %13884, ptr %13882, align 4
  %13885 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13886 = load float, ptr %13885, align 4
  %13887 = fadd reassoc ninf nsz afn float %13886, 0.000000e+00
  store float %13887, ptr %13885, align 4
  %13888 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13889 = load float, ptr %13888, align 4
  %13890 = fadd reassoc ninf nsz afn float %13889, 0.000000e+00
  store float %13890, ptr %13888, align 4
  %13891 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13892 = load float, ptr %13891, align 4
  %13893 = fadd reassoc ninf nsz afn float %13892, 0.000000e+00
  store float %13893, ptr %13891, align 4
  %13894 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13895 = load float, ptr %13894, align 4
  %13896 = fadd reassoc ninf nsz afn float %13895, 0.000000e+00
  store float %13896, ptr %13894, align 4
  %13897 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13898 = load float, ptr %13897, align 4
  %13899 = fadd reassoc ninf nsz afn float %13898, 0.000000e+00
  store float %13899, ptr %13897, align 4
  %13900 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13901 = load float, ptr %13900, align 4
  %13902 = fadd reassoc ninf nsz afn float %13901, 0.000000e+00
  store float %13902, ptr %13900, align 4
  %13903 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13904 = load float, ptr %13903, align 4
  %13905 = fadd reassoc ninf nsz afn float %13904, 0.000000e+00
  store float %13905, ptr %13903, align 4
  %13906 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13907 = load float, ptr %13906, align 4
  %13908 = fadd reassoc ninf nsz afn float %13907, 0.000000e+00
  store float %13908, ptr %13906, align 4
  %13909 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13910 = load float, ptr %13909, align 4
  %13911 = fadd reassoc ninf nsz afn float %13910, 0.000000e+00
  store float %13911, ptr %13909, align 4
  %13912 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13913 = load float, ptr %13912, align 4
  %13914 = fadd reassoc ninf nsz afn float %13913, 0.000000e+00
  store float %13914, ptr %13912, align 4
  %13915 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13916 = load float, ptr %13915, align 4
  %13917 = fadd reassoc ninf nsz afn float %13916, %13799
  store float %13917, ptr %13915, align 4
  %13918 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13919 = load float, ptr %13918, align 4
  %13920 = fadd reassoc ninf nsz afn float %13919, 0.000000e+00
  store float %13920, ptr %13918, align 4
  %13921 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13922 = load float, ptr %13921, align 4
  %13923 = fadd reassoc ninf nsz afn float %13922, 0.000000e+00
  store float %13923, ptr %13921, align 4
  %13924 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13925 = load float, ptr %13924, align 4
  %13926 = fadd reassoc ninf nsz afn float %13925, 0.000000e+00
  store float %13926, ptr %13924, align 4
  %13927 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13928 = load float, ptr %13927, align 4
  %13929 = fadd reassoc ninf nsz afn float %13928, 0.000000e+00
  store float %13929, ptr %13927, align 4
  %13930 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13931 = load float, ptr %13930, align 4
  %13932 = fadd reassoc ninf nsz afn float %13931, 0.000000e+00
  store float %13932, ptr %13930, align 4
  %13933 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13934 = load float, ptr %13933, align 4
  %13935 = fadd reassoc ninf nsz afn float %13934, 0.000000e+00
  store float %13935, ptr %13933, align 4
  %13936 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13937 = load float, ptr %13936, align 4
  %13938 = fadd reassoc ninf nsz afn float %13937, 0.000000e+00
  store float %13938, ptr %13936, align 4
  %13939 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13940 = load float, ptr %13939, align 4
  %13941 = fadd reassoc ninf nsz afn float %13940, 0.000000e+00
  store float %13941, ptr %13939, align 4
  %13942 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13943 = load float, ptr %13942, align 4
  %13944 = fadd reassoc ninf nsz afn float %13943, 0.000000e+00
  store float %13944, ptr %13942, align 4
  %13945 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13946 = load float, ptr %13945, align 4
  %13947 = fadd reassoc ninf nsz afn float %13946, 0.000000e+00
  store float %13947, ptr %13945, align 4
  %13948 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13949 = load float, ptr %13948, align 4
  %13950 = fadd reassoc ninf nsz afn float %13949, 0.000000e+00
  store float %13950, ptr %13948, align 4
  %13951 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13952 = load float, ptr %13951, align 4
  %13953 = fadd reassoc ninf nsz afn float %13952, 0.000000e+00
  store float %13953, ptr %13951, align 4
  %13954 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13955 = load float, ptr %13954, align 4
  %13956 = fadd reassoc ninf nsz afn float %13955, 0.000000e+00
  store float %13956, ptr %13954, align 4
  %13957 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13958 = load float, ptr %13957, align 4
  %13959 = fadd reassoc ninf nsz afn float %13958, 0.000000e+00
  store float %13959, ptr %13957, align 4
  %13960 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13961 = load float, ptr %13960, align 4
  %13962 = fadd reassoc ninf nsz afn float %13961, %13797
  store float %13962, ptr %13960, align 4
  %13963 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13964 = load float, ptr %13963, align 4
  %13965 = fadd reassoc ninf nsz afn float %13964, 0.000000e+00
  store float %13965, ptr %13963, align 4
  %13966 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13967 = load float, ptr %13966, align 4
  %13968 = fadd reassoc ninf nsz afn float %13967, 0.000000e+00
  store float %13968, ptr %13966, align 4
  %13969 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13970 = load float, ptr %13969, align 4
  %13971 = fadd reassoc ninf nsz afn float %13970, 0.000000e+00
  store float %13971, ptr %13969, align 4
  %13972 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13973 = load float, ptr %13972, align 4
  %13974 = fadd reassoc ninf nsz afn float %13973, 0.000000e+00
  store float %13974, ptr %13972, align 4
  %13975 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %13976 = load float, ptr %13975, align 4
  %13977 = fadd reassoc ninf nsz afn float %13976, 0.000000e+00
  store float %13977, ptr %13975, align 4
  %13978 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %13979 = load float, ptr %13978, align 4
  %13980 = fadd reassoc ninf nsz afn float %13979, 0.000000e+00
  store float %13980, ptr %13978, align 4
  %13981 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %13982 = load float, ptr %13981, align 4
  %13983 = fadd reassoc ninf nsz afn float %13982, 0.000000e+00
  store float %13983, ptr %13981, align 4
  %13984 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %13985 = load float, ptr %13984, align 4
  %13986 = fadd reassoc ninf nsz afn float %13985, 0.000000e+00
  store float %13986, ptr %13984, align 4
  %13987 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %13988 = load float, ptr %13987, align 4
  %13989 = fadd reassoc ninf nsz afn float %13988, 0.000000e+00
  store float %13989, ptr %13987, align 4
  %13990 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %13991 = load float, ptr %13990, align 4
  %13992 = fadd reassoc ninf nsz afn float %13991, 0.000000e+00
  store float %13992, ptr %13990, align 4
  %13993 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %13994 = load float, ptr %13993, align 4
  %13995 = fadd reassoc ninf nsz afn float %13994, 0.000000e+00
  store float %13995, ptr %13993, align 4
  %13996 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %13997 = load float, ptr %13996, align 4
  %13998 = fadd reassoc ninf nsz afn float %13997, 0.000000e+00
  store float %13998, ptr %13996, align 4
  %13999 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %14000 = load float, ptr %13999, align 4
  %14001 = fadd reassoc ninf nsz afn float %14000, 0.000000e+00
  store float %14001, ptr %13999, align 4
  %14002 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %14003 = load float, ptr %14002, align 4
  %14004 = fadd reassoc ninf nsz afn float %14003, 0.000000e+00
  store float %14004, ptr %14002, align 4
  %14005 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %14006 = load float, ptr %14005, align 4
  %14007 = fadd reassoc ninf nsz afn float %14006, %13795
  store float %14007, ptr %14005, align 4
  %14008 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %14009 = load float, ptr %14008, align 4
  %14010 = fadd reassoc ninf nsz afn float %14009, 0.000000e+00
  store float %14010, ptr %14008, align 4
  %14011 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %14012 = load float, ptr %14011, align 4
  %14013 = fadd reassoc ninf nsz afn float %14012, 0.000000e+00
  store float %14013, ptr %14011, align 4
  %14014 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %14015 = load float, ptr %14014, align 4
  %14016 = fadd reassoc ninf nsz afn float %14015, 0.000000e+00
  store float %14016, ptr %14014, align 4
  %14017 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %14018 = load float, ptr %14017, align 4
  %14019 = fadd reassoc ninf nsz afn float %14018, 0.000000e+00
  store float %14019, ptr %14017, align 4
  %14020 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %14021 = load float, ptr %14020, align 4
  %14022 = fadd reassoc ninf nsz afn float %14021, 0.000000e+00
  store float %14022, ptr %14020, align 4
  %14023 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %14024 = load float, ptr %14023, align 4
  %14025 = fadd reassoc ninf nsz afn float %14024, 0.000000e+00
  store float %14025, ptr %14023, align 4
  %14026 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %14027 = load float, ptr %14026, align 4
  %14028 = fadd reassoc ninf nsz afn float %14027, 0.000000e+00
  store float %14028, ptr %14026, align 4
  %14029 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %14030 = load float, ptr %14029, align 4
  %14031 = fadd reassoc ninf nsz afn float %14030, 0.000000e+00
  store float %14031, ptr %14029, align 4
  %14032 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %14033 = load float, ptr %14032, align 4
  %14034 = fadd reassoc ninf nsz afn float %14033, 0.000000e+00
  store float %14034, ptr %14032, align 4
  %14035 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %14036 = load float, ptr %14035, align 4
  %14037 = fadd reassoc ninf nsz afn float %14036, 0.000000e+00
  store float %14037, ptr %14035, align 4
  %14038 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %14039 = load float, ptr %14038, align 4
  %14040 = fadd reassoc ninf nsz afn float %14039, 0.000000e+00
  store float %14040, ptr %14038, align 4
  %14041 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %14042 = load float, ptr %14041, align 4
  %14043 = fadd reassoc ninf nsz afn float %14042, 0.000000e+00
  store float %14043, ptr %14041, align 4
  %14044 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %14045 = load float, ptr %14044, align 4
  %14046 = fadd reassoc ninf nsz afn float %14045, 0.000000e+00
  store float %14046, ptr %14044, align 4
  %14047 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %14048 = load float, ptr %14047, align 4
  %14049 = fadd reassoc ninf nsz afn float %14048, 0.000000e+00
  store float %14049, ptr %14047, align 4
  %14050 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %14051 = load float, ptr %14050, align 4
  %14052 = fadd reassoc ninf nsz afn float %14051, %13793
  store float %14052, ptr %14050, align 4
  %14053 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %14054 = load float, ptr %14053, align 4
  %14055 = fadd reassoc ninf nsz afn float %14054, 0.000000e+00
  store float %14055, ptr %14053, align 4
  %14056 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %14057 = load float, ptr %14056, align 4
  %14058 = fadd reassoc ninf nsz afn float %14057, 0.000000e+00
  store float %14058, ptr %14056, align 4
  %14059 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %14060 = load float, ptr %14059, align 4
  %14061 = fadd reassoc ninf nsz afn float %14060, 0.000000e+00
  store float %14061, ptr %14059, align 4
  %14062 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %14063 = load float, ptr %14062, align 4
  %14064 = fadd reassoc ninf nsz afn float %14063, 0.000000e+00
  store float %14064, ptr %14062, align 4
  %14065 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %14066 = load float, ptr %14065, align 4
  %14067 = fadd reassoc ninf nsz afn float %14066, 0.000000e+00
  store float %14067, ptr %14065, align 4
  %14068 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %14069 = load float, ptr %14068, align 4
  %14070 = fadd reassoc ninf nsz afn float %14069, 0.000000e+00
  store float %14070, ptr %14068, align 4
  %14071 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %14072 = load float, ptr %14071, align 4
  %14073 = fadd reassoc ninf nsz afn float %14072, 0.000000e+00
  store float %14073, ptr %14071, align 4
  %14074 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %14075 = load float, ptr %14074, align 4
  %14076 = fadd reassoc ninf nsz afn float %14075, 0.000000e+00
  store float %14076, ptr %14074, align 4
  %14077 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %14078 = load float, ptr %14077, align 4
  %14079 = fadd reassoc ninf nsz afn float %14078, 0.000000e+00
  store float %14079, ptr %14077, align 4
  %14080 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %14081 = load float, ptr %14080, align 4
  %14082 = fadd reassoc ninf nsz afn float %14081, 0.000000e+00
  store float %14082, ptr %14080, align 4
  %14083 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %14084 = load float, ptr %14083, align 4
  %14085 = fadd reassoc ninf nsz afn float %14084, 0.000000e+00
  store float %14085, ptr %14083, align 4
  %14086 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %14087 = load float, ptr %14086, align 4
  %14088 = fadd reassoc ninf nsz afn float %14087, 0.000000e+00
  store float %14088, ptr %14086, align 4
  %14089 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %14090 = load float, ptr %14089, align 4
  %14091 = fadd reassoc ninf nsz afn float %14090, 0.000000e+00
  store float %14091, ptr %14089, align 4
  %14092 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %14093 = load float, ptr %14092, align 4
  %14094 = fadd reassoc ninf nsz afn float %14093, 0.000000e+00
  store float %14094, ptr %14092, align 4
  %14095 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %14096 = load float, ptr %14095, align 4
  %14097 = fadd reassoc ninf nsz afn float %14096, %13791
  store float %14097, ptr %14095, align 4
  %14098 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %14099 = load float, ptr %14098, align 4
  %14100 = fadd reassoc ninf nsz afn float %14099, 0.000000e+00
  store float %14100, ptr %14098, align 4
  %14101 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %14102 = load float, ptr %14101, align 4
  %14103 = fadd reassoc ninf nsz afn float %14102, 0.000000e+00
  store float %14103, ptr %14101, align 4
  %14104 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %14105 = load float, ptr %14104, align 4
  %14106 = fadd reassoc ninf nsz afn float %14105, 0.000000e+00
  store float %14106, ptr %14104, align 4
  %14107 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %14108 = load float, ptr %14107, align 4
  %14109 = fadd reassoc ninf nsz afn float %14108, 0.000000e+00
  store float %14109, ptr %14107, align 4
  %14110 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %14111 = load float, ptr %14110, align 4
  %14112 = fadd reassoc ninf nsz afn float %14111, 0.000000e+00
  store float %14112, ptr %14110, align 4
  %14113 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %14114 = load float, ptr %14113, align 4
  %14115 = fadd reassoc ninf nsz afn float %14114, 0.000000e+00
  store float %14115, ptr %14113, align 4
  %14116 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %14117 = load float, ptr %14116, align 4
  %14118 = fadd reassoc ninf nsz afn float %14117, 0.000000e+00
  store float %14118, ptr %14116, align 4
  %14119 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %14120 = load float, ptr %14119, align 4
  %14121 = fadd reassoc ninf nsz afn float %14120, 0.000000e+00
  store float %14121, ptr %14119, align 4
  %14122 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %14123 = load float, ptr %14122, align 4
  %14124 = fadd reassoc ninf nsz afn float %14123, 0.000000e+00
  store float %14124, ptr %14122, align 4
  %14125 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %14126 = load float, ptr %14125, align 4
  %14127 = fadd reassoc ninf nsz afn float %14126, 0.000000e+00
  store float %14127, ptr %14125, align 4
  %14128 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %14129 = load float, ptr %14128, align 4
  %14130 = fadd reassoc ninf nsz afn float %14129, 0.000000e+00
  store float %14130, ptr %14128, align 4
  %14131 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %14132 = load float, ptr %14131, align 4
  %14133 = fadd reassoc ninf nsz afn float %14132, 0.000000e+00
  store float %14133, ptr %14131, align 4
  %14134 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %14135 = load float, ptr %14134, align 4
  %14136 = fadd reassoc ninf nsz afn float %14135, 0.000000e+00
  store float %14136, ptr %14134, align 4
  %14137 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %14138 = load float, ptr %14137, align 4
  %14139 = fadd reassoc ninf nsz afn float %14138, 0.000000e+00
  store float %14139, ptr %14137, align 4
  %14140 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %14141 = load float, ptr %14140, align 4
  %14142 = fadd reassoc ninf nsz afn float %14141, 0.000000e+00
  store float %14142, ptr %14140, align 4
  %14143 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %14144 = load float, ptr %14143, align 4
  %14145 = fadd reassoc ninf nsz afn float %14144, 0.000000e+00
  store float %14145, ptr %14143, align 4
  %14146 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %14147 = load float, ptr %14146, align 4
  %14148 = fadd reassoc ninf nsz afn float %14147, 0.000000e+00
  store float %14148, ptr %14146, align 4
  %14149 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %14150 = load float, ptr %14149, align 4
  %14151 = fadd reassoc ninf nsz afn float %14150, 0.000000e+00
  store float %14151, ptr %14149, align 4
  %14152 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %14153 = load float, ptr %14152, align 4
  %14154 = fadd reassoc ninf nsz afn float %14153, 0.000000e+00
  store float %14154, ptr %14152, align 4
  %14155 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %14156 = load float, ptr %14155, align 4
  %14157 = fadd reassoc ninf nsz afn float %14156, 0.000000e+00
  store float %14157, ptr %14155, align 4
  %14158 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %14159 = load float, ptr %14158, align 4
  %14160 = fadd reassoc ninf nsz afn float %14159, 0.000000e+00
  store float %14160, ptr %14158, align 4
  %14161 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %14162 = load float, ptr %14161, align 4
  %14163 = fadd reassoc ninf nsz afn float %14162, 0.000000e+00
  store float %14163, ptr %14161, align 4
  %14164 = fmul reassoc ninf nsz afn float %13789, 0x3FD3333340000000
  %14165 = call ptr @stack_top_adjoint(ptr %443, i64 4)
  %14166 = load float, ptr %14165, align 4
  %14167 = fadd reassoc ninf nsz afn float %14166, %14164
  store float %14167, ptr %14165, align 4
  %14168 = call ptr @stack_top_adjoint(ptr %443, i64 4)
  %14169 = load float, ptr %14168, align 4
  call void @stack_pop(ptr %443)
  %14170 = call reassoc ninf nsz afn float @cos_f32(float %10790)
  %14171 = fmul reassoc ninf nsz afn float %14169, %14170
  %14172 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %14173 = load float, ptr %14172, align 4
  %14174 = fadd reassoc ninf nsz afn float %14173, 0.000000e+00
  store float %14174, ptr %14172, align 4
  %14175 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %14176 = load float, ptr %14175, align 4
  %14177 = fadd reassoc ninf nsz afn float %14176, %14171
  store float %14177, ptr %14175, align 4
  %14178 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %14179 = load float, ptr %14178, align 4
  %14180 = fadd reassoc ninf nsz afn float %14179, 0.000000e+00
  store float %14180, ptr %14178, align 4
  %14181 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %14182 = load float, ptr %14181, align 4
  %14183 = fadd reassoc ninf nsz afn float %14182, 0.000000e+00
  store float %14183, ptr %14181, align 4
  %14184 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %14185 = load float, ptr %14184, align 4
  %14186 = fadd reassoc ninf nsz afn float %14185, 0.000000e+00
  store float %14186, ptr %14184, align 4
  %14187 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %14188 = load float, ptr %14187, align 4
  %14189 = fadd reassoc ninf nsz afn float %14188, 0.000000e+00
  store float %14189, ptr %14187, align 4
  %14190 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %14191 = load float, ptr %14190, align 4
  %14192 = fadd reassoc ninf nsz afn float %14191, 0.000000e+00
  store float %14192, ptr %14190, align 4
  %14193 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %14194 = load float, ptr %14193, align 4
  %14195 = fadd reassoc ninf nsz afn float %14194, 0.000000e+00
  store float %14195, ptr %14193, align 4
  %14196 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %14197 = load float, ptr %14196, align 4
  %14198 = fadd reassoc ninf nsz afn float %14197, 0.000000e+00
  store float %14198, ptr %14196, align 4
  %14199 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %14200 = load float, ptr %14199, align 4
  %14201 = fadd reassoc ninf nsz afn float %14200, 0.000000e+00
  store float %14201, ptr %14199, align 4
  %14202 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %14203 = load float, ptr %14202, align 4
  %14204 = fadd reassoc ninf nsz afn float %14203, 0.000000e+00
  store float %14204, ptr %14202, align 4
  %14205 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %14206 = load float, ptr %14205, align 4
  %14207 = fadd reassoc ninf nsz afn float %14206, 0.000000e+00
  store float %14207, ptr %14205, align 4
  %14208 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %14209 = load float, ptr %14208, align 4
  %14210 = fadd reassoc ninf nsz afn float %14209, 0.000000e+00
  store float %14210, ptr %14208, align 4
  %14211 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %14212 = load float, ptr %14211, align 4
  %14213 = fadd reassoc ninf nsz afn float %14212, 0.000000e+00
  store float %14213, ptr %14211, align 4
  %14214 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %14215 = load float, ptr %14214, align 4
  %14216 = fadd reassoc ninf nsz afn float %14215, 0.000000e+00
  store float %14216, ptr %14214, align 4
  %14217 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %14218 = load float, ptr %14217, align 4
  %14219 = fadd reassoc ninf nsz afn float %14218, 0.000000e+00
  store float %14219, ptr %14217, align 4
  %14220 = fmul reassoc ninf nsz afn float %13789, 0x3FE99999A0000000
  %14221 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %14222 = load float, ptr %14221, align 4
  %14223 = fadd reassoc ninf nsz afn float %14222, %14220
  store float %14223, ptr %14221, align 4
  %14224 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %14225 = load float, ptr %14224, align 4
  %14226 = fadd reassoc ninf nsz afn float %14225, 0.000000e+00
  store float %14226, ptr %14224, align 4
  %14227 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %14228 = load float, ptr %14227, align 4
  %14229 = fadd reassoc ninf nsz afn float %14228, 0.000000e+00
  store float %14229, ptr %14227, align 4
  %14230 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %14231 = load float, ptr %14230, align 4
  %14232 = fadd reassoc ninf nsz afn float %14231, 0.000000e+00
  store float %14232, ptr %14230, align 4
  %14233 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %14234 = load float, ptr %14233, align 4
  %14235 = fadd reassoc ninf nsz afn float %14234, 0.000000e+00
  store float %14235, ptr %14233, align 4
  %14236 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %14237 = load float, ptr %14236, align 4
  %14238 = fadd reassoc ninf nsz afn float %14237, 0.000000e+00
  store float %14238, ptr %14236, align 4
  %14239 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %14240 = load float, ptr %14239, align 4
  %14241 = fadd reassoc ninf nsz afn float %14240, 0.000000e+00
  store float %14241, ptr %14239, align 4
  %14242 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %14243 = load float, ptr %14242, align 4
  %14244 = fadd reassoc ninf nsz afn float %14243, 0.000000e+00
  store float %14244, ptr %14242, align 4
  %14245 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %14246 = load float, ptr %14245, align 4
  %14247 = fadd reassoc ninf nsz afn float %14246, 0.000000e+00
  store float %14247, ptr %14245, align 4
  %14248 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %14249 = load float, ptr %14248, align 4
  %14250 = fadd reassoc ninf nsz afn float %14249, 0.000000e+00
  store float %14250, ptr %14248, align 4
  %14251 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %14252 = load float, ptr %14251, align 4
  %14253 = fadd reassoc ninf nsz afn float %14252, 0.000000e+00
  store float %14253, ptr %14251, align 4
  %14254 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %14255 = load float, ptr %14254, align 4
  %14256 = fadd reassoc ninf nsz afn float %14255, 0.000000e+00
  store float %14256, ptr %14254, align 4
  %14257 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %14258 = load float, ptr %14257, align 4
  %14259 = fadd reassoc ninf nsz afn float %14258, 0.000000e+00
  store float %14259, ptr %14257, align 4
  %14260 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %14261 = load float, ptr %14260, align 4
  %14262 = fadd reassoc ninf nsz afn float %14261, 0.000000e+00
  store float %14262, ptr %14260, align 4
  %14263 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %14264 = load float, ptr %14263, align 4
  %14265 = fadd reassoc ninf nsz afn float %14264, 0.000000e+00
  store float %14265, ptr %14263, align 4
  %14266 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %14267 = load float, ptr %14266, align 4
  %14268 = fadd reassoc ninf nsz afn float %14267, 0.000000e+00
  store float %14268, ptr %14266, align 4
  %14269 = call ptr @stack_top_adjoint(ptr %452, i64 4)
  %14270 = load float, ptr %14269, align 4
  %14271 = call ptr @stack_top_adjoint(ptr %459, i64 4)
  %14272 = load float, ptr %14271, align 4
  %14273 = call ptr @stack_top_adjoint(ptr %466, i64 4)
  %14274 = load float, ptr %14273, align 4
  %14275 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %14276 = load float, ptr %14275, align 4
  %14277 = call ptr @stack_top_adjoint(ptr %480, i64 4)
  %14278 = load float, ptr %14277, align 4
  %14279 = call ptr @stack_top_adjoint(ptr %487, i64 4)
  %14280 = load float, ptr %14279, align 4
  %14281 = call ptr @stack_top_adjoint(ptr %494, i64 4)
  %14282 = load float, ptr %14281, align 4
  %14283 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %14284 = load float, ptr %14283, align 4
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  call void @stack_pop(ptr %452)
  call void @stack_pop(ptr %459)
  call void @stack_pop(ptr %466)
  call void @stack_pop(ptr %473)
  call void @stack_pop(ptr %480)
  call void @stack_pop(ptr %487)
  call void @stack_pop(ptr %494)
  call void @stack_pop(ptr %501)
  %14285 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %14286 = load float, ptr %14285, align 4
  %14287 = fadd reassoc ninf nsz afn float %14286, %14270
  store float %14287, ptr %14285, align 4
  %14288 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %14289 = load float, ptr %14288, align 4
  %14290 = fadd reassoc ninf nsz afn float %14289, %14272
  store float %14290, ptr %14288, align 4
  %14291 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %14292 = load float, ptr %14291, align 4
  %14293 = fadd reassoc ninf nsz afn float %14292, %14274
  store float %14293, ptr %14291, align 4
  %14294 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %14295 = load float, ptr %14294, align 4
  %14296 = fadd reassoc ninf nsz afn float %14295, %14276
  store float %14296, ptr %14294, align 4
  %14297 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %14298 = load float, ptr %14297, align 4
  %14299 = fadd reassoc ninf nsz afn float %14298, %14278
  store float %14299, ptr %14297, align 4
  %14300 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %14301 = load float, ptr %14300, align 4
  %14302 = fadd reassoc ninf nsz afn float %14301, %14280
  store float %14302, ptr %14300, align 4
  %14303 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %14304 = load float, ptr %14303, align 4
  %14305 = fadd reassoc ninf nsz afn float %14304, %14282
  store float %14305, ptr %14303, align 4
  %14306 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %14307 = load float, ptr %14306, align 4
  %14308 = fadd reassoc ninf nsz afn float %14307, %14284
  store float %14308, ptr %14306, align 4
  br label %for_loop_inc27

for_loop_inc27:                                   ; preds = %for_loop_body26
  %14309 = load i32, ptr %47, align 4
  %14310 = add i32 %14309, -1
  store i32 %14310, ptr %47, align 4
  br label %for_loop_test29

after_for28:                                      ; preds = %for_loop_test29
  %14311 = call ptr @stack_top_adjoint(ptr %577, i64 4)
  %14312 = load float, ptr %14311, align 4
  %14313 = call ptr @stack_top_adjoint(ptr %584, i64 4)
  %14314 = load float, ptr %14313, align 4
  %14315 = call ptr @stack_top_adjoint(ptr %591, i64 4)
  %14316 = load float, ptr %14315, align 4
  %14317 = call ptr @stack_top_adjoint(ptr %598, i64 4)
  %14318 = load float, ptr %14317, align 4
  %14319 = call ptr @stack_top_adjoint(ptr %605, i64 4)
  %14320 = load float, ptr %14319, align 4
  %14321 = call ptr @stack_top_adjoint(ptr %612, i64 4)
  %14322 = load float, ptr %14321, align 4
  %14323 = call ptr @stack_top_adjoint(ptr %619, i64 4)
  %14324 = load float, ptr %14323, align 4
  %14325 = call ptr @stack_top_adjoint(ptr %626, i64 4)
  %14326 = load float, ptr %14325, align 4
  call void @stack_pop(ptr %577)
  call void @stack_pop(ptr %584)
  call void @stack_pop(ptr %591)
  call void @stack_pop(ptr %598)
  call void @stack_pop(ptr %605)
  call void @stack_pop(ptr %612)
  call void @stack_pop(ptr %619)
  call void @stack_pop(ptr %626)
  %14327 = icmp ne i1 %536, false
  br i1 %14327, label %assert_cont31, label %assert_fail30

for_loop_test29:                                  ; preds = %for_loop_inc27, %assert_cont24
  %14328 = load i32, ptr %47, align 4
  %14329 = icmp sge i32 %14328, 0
  br i1 %14329, label %for_loop_body26, label %after_for28

assert_fail30:                                    ; preds = %after_for28
  %14330 = zext i32 %53 to i64
  %14331 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 1, i64 %14330, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %14332 = icmp ne i32 %14331, 0
  br i1 %14332, label %assert_abort32, label %assert_cont31

assert_cont31:                                    ; preds = %assert_fail30, %after_for28
  %14333 = call ptr @get_ch_S0_to_S10(ptr %547)
  %14334 = icmp ne i1 %534, false
  br i1 %14334, label %assert_cont34, label %assert_fail33

assert_abort32:                                   ; preds = %assert_fail30
  ret void

assert_fail33:                                    ; preds = %assert_cont31
  %14335 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %14336 = icmp ne i32 %14335, 0
  br i1 %14336, label %assert_abort35, label %assert_cont34

assert_cont34:                                    ; preds = %assert_fail33, %assert_cont31
  call void @StructMeta_set_snode_id(ptr %48, i32 10)
  call void @StructMeta_set_element_size(ptr %48, i64 32)
  call void @StructMeta_set_max_num_elements(ptr %48, i64 6)
  call void @StructMeta_set_context(ptr %48, ptr %0)
  call void @StructMeta_set_lookup_element(ptr %48, ptr @Dense_lookup_element)
  call void @StructMeta_set_is_active(ptr %48, ptr @Dense_is_active)
  call void @StructMeta_set_get_num_elements(ptr %48, ptr @Dense_get_num_elements)
  call void @StructMeta_set_from_parent_element(ptr %48, ptr @get_ch_S0_to_S10)
  call void @StructMeta_set_refine_coordinates(ptr %48, ptr @S10_refine_coordinates)
  call void @DenseMeta_set_morton_dim(ptr %48, i32 0)
  %14337 = call ptr @Dense_lookup_element(ptr %48, ptr %14333, i32 %553)
  %14338 = call ptr @get_ch_S10_to_S11(ptr %14337)
  %14339 = load float, ptr %14338, align 4
  %14340 = call ptr @get_ch_S10_to_S12(ptr %14337)
  %14341 = load float, ptr %14340, align 4
  %14342 = call ptr @get_ch_S10_to_S13(ptr %14337)
  %14343 = load float, ptr %14342, align 4
  %14344 = call ptr @get_ch_S10_to_S14(ptr %14337)
  %14345 = load float, ptr %14344, align 4
  %14346 = call ptr @get_ch_S10_to_S15(ptr %14337)
  %14347 = load float, ptr %14346, align 4
  %14348 = call ptr @get_ch_S10_to_S16(ptr %14337)
  %14349 = load float, ptr %14348, align 4
  %14350 = call ptr @get_ch_S10_to_S17(ptr %14337)
  %14351 = load float, ptr %14350, align 4
  %14352 = call ptr @get_ch_S10_to_S18(ptr %14337)
  %14353 = load float, ptr %14352, align 4
  %14354 = fadd reassoc ninf nsz afn float %14339, %14312
  %14355 = fadd reassoc ninf nsz afn float %14341, %14314
  %14356 = fadd reassoc ninf nsz afn float %14343, %14316
  %14357 = fadd reassoc ninf nsz afn float %14345, %14318
  %14358 = fadd reassoc ninf nsz afn float %14347, %14320
  %14359 = fadd reassoc ninf nsz afn float %14349, %14322
  %14360 = fadd reassoc ninf nsz afn float %14351, %14324
  %14361 = fadd reassoc ninf nsz afn float %14353, %14326
  %14362 = icmp ne i1 %534, false
  br i1 %14362, label %assert_cont37, label %assert_fail36

assert_abort35:                                   ; preds = %assert_fail33
  ret void

assert_fail36:                                    ; preds = %assert_cont34
  %14363 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %14364 = icmp ne i32 %14363, 0
  br i1 %14364, label %assert_abort38, label %assert_cont37

assert_cont37:                                    ; preds = %assert_fail36, %assert_cont34
  store float %14354, ptr %14338, align 4
  store float %14355, ptr %14340, align 4
  store float %14356, ptr %14342, align 4
  store float %14357, ptr %14344, align 4
  store float %14358, ptr %14346, align 4
  store float %14359, ptr %14348, align 4
  store float %14360, ptr %14350, align 4
  store float %14361, ptr %14352, align 4
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
