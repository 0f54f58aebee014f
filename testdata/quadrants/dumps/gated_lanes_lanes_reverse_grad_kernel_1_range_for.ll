; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.RuntimeContext = type { ptr, ptr, i32, ptr, i32, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@5 = private unnamed_addr constant [218 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 2 with indices [%d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 424, in lanes:\0A            if g[i] > 0:\0A               ^^^^\0A\00", align 1
@6 = private unnamed_addr constant [263 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d, %d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 425, in lanes:\0A                a, b, c = x[i, 0], x[i, 1], x[i, 2]\0A                          ^^^^^^^\0A\00", align 1
@7 = private unnamed_addr constant [272 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d, %d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 425, in lanes:\0A                a, b, c = x[i, 0], x[i, 1], x[i, 2]\0A                                   ^^^^^^^\0A\00", align 1
@8 = private unnamed_addr constant [281 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d, %d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 425, in lanes:\0A                a, b, c = x[i, 0], x[i, 1], x[i, 2]\0A                                            ^^^^^^^\0A\00", align 1
@9 = private unnamed_addr constant [247 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 1 with indices [%d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 426, in lanes:\0A                for _ in range(m[i]):\0A                               ^^^^\0A\00", align 1
@10 = private unnamed_addr constant [93 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 3 with indices [%d]\0A\00", align 1
@11 = private unnamed_addr constant [97 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d, %d]\0A\00", align 1
@12 = private unnamed_addr constant [97 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d, %d]\0A\00", align 1
@13 = private unnamed_addr constant [97 x i8] c"[kernel=lanes_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d, %d]\0A\00", align 1

define void @lanes_c61_0_reverse_grad_kernel_1_range_for(ptr %context) {
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
  store i32 -1, ptr %3, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %10 = call ptr @LLVMRuntime_get_adstack_heap_buffer_float(ptr %9)
  %11 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %12 = call ptr @LLVMRuntime_get_adstack_heap_buffer_int(ptr %11)
  %13 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %14 = call i64 @LLVMRuntime_get_adstack_per_thread_stride(ptr %13)
  %15 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %16 = call ptr @LLVMRuntime_get_adstack_offsets(ptr %15)
  %17 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %18 = call ptr @LLVMRuntime_get_adstack_max_sizes(ptr %17)
  %19 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %20 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_float(ptr %19)
  %21 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %22 = call i64 @LLVMRuntime_get_adstack_per_thread_stride_int(ptr %21)
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  br label %entry

final:                                            ; preds = %after_for
  ret void

entry:                                            ; preds = %allocs
  br label %function_body

function_body:                                    ; preds = %entry
  store i32 %2, ptr %7, align 4
  %25 = load i32, ptr %7, align 4
  %26 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %27 = call ptr @get_temporary_pointer(ptr %26, i64 0)
  %28 = load i32, ptr %27, align 4
  %29 = call i32 @debug_sub_i32(ptr %0, i32 %28, i32 -1, ptr @0)
  %30 = sdiv i32 %29, 2
  %31 = icmp slt i32 %29, 0
  %32 = call i32 @debug_shl_i32(ptr %0, i32 %30, i32 1, ptr @1)
  %33 = icmp ne i1 %31, false
  %34 = icmp ne i32 %29, 0
  %35 = icmp ne i32 %32, %29
  %36 = icmp ne i1 %33, false
  %37 = icmp ne i1 %34, false
  %38 = and i1 %36, %37
  %39 = icmp ne i1 %38, false
  %40 = icmp ne i1 %35, false
  %41 = and i1 %39, %40
  %42 = zext i1 %41 to i32
  %43 = call i32 @debug_sub_i32(ptr %0, i32 %30, i32 %42, ptr @2)
  %44 = call i32 @max_i32(i32 %43, i32 512)
  %45 = call i32 @debug_mul_i32(ptr %0, i32 %44, i32 %25, ptr @3)
  %46 = call i32 @debug_add_i32(ptr %0, i32 %45, i32 %44, ptr @4)
  %47 = call i32 @min_i32(i32 %28, i32 %46)
  store i32 %45, ptr %8, align 4
  br label %for_loop_test

for_loop_body:                                    ; preds = %for_loop_test
  store i64 0, ptr %6, align 8
  store i64 0, ptr %5, align 8
  store i64 0, ptr %4, align 8
  %48 = call i32 @linear_thread_idx(ptr %0)
  %49 = zext i32 %48 to i64
  %50 = getelementptr i64, ptr %16, i64 3
  %51 = load i64, ptr %50, align 8
  %52 = mul i64 %49, %22
  %53 = add i64 %52, %51
  %54 = getelementptr i8, ptr %12, i64 %53
  call void @stack_init(ptr %54)
  %55 = load i32, ptr %8, align 4
  %56 = call i32 @linear_thread_idx(ptr %0)
  %57 = zext i32 %56 to i64
  %58 = getelementptr i64, ptr %16, i64 4
  %59 = load i64, ptr %58, align 8
  %60 = mul i64 %57, %22
  %61 = add i64 %60, %59
  %62 = getelementptr i8, ptr %12, i64 %61
  call void @stack_init(ptr %62)
  %63 = getelementptr i64, ptr %18, i64 4
  %64 = load i64, ptr %63, align 8
  %65 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %65, ptr %62, i64 %64, i64 1, i64 3024955955)
  %66 = call ptr @stack_top_primal(ptr %62, i64 1)
  store i1 false, ptr %66, align 1
  %67 = getelementptr i64, ptr %18, i64 4
  %68 = load i64, ptr %67, align 8
  %69 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %69, ptr %62, i64 %68, i64 1, i64 3024955955)
  %70 = call ptr @stack_top_primal(ptr %62, i64 1)
  store i1 true, ptr %70, align 1
  %71 = call ptr @stack_top_primal(ptr %62, i64 1)
  %72 = load i1, ptr %71, align 1
  %73 = getelementptr i64, ptr %18, i64 3
  %74 = load i64, ptr %73, align 8
  %75 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %75, ptr %54, i64 %74, i64 1, i64 3024955955)
  %76 = call ptr @stack_top_primal(ptr %54, i64 1)
  store i1 %72, ptr %76, align 1
  %77 = icmp ne i1 %72, false
  br i1 %77, label %true_block, label %false_block

for_loop_inc:                                     ; preds = %after_if38
  %78 = load i32, ptr %8, align 4
  %79 = add i32 %78, 1
  store i32 %79, ptr %8, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %80 = load i32, ptr %8, align 4
  %81 = icmp slt i32 %80, %47
  br i1 %81, label %for_loop_body, label %after_for

true_block:                                       ; preds = %for_loop_body
  %82 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %83 = load ptr, ptr %82, align 8
  %84 = getelementptr { { { i32, i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %83, i32 0, i32 2
  %85 = icmp sge i32 %55, 0
  %86 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr { { { i32, i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %87, i32 0, i32 2, i32 0, i32 0
  %89 = load i32, ptr %88, align 4
  %90 = icmp slt i32 %55, %89
  %91 = and i1 %85, %90
  %92 = icmp ne i1 %91, false
  br i1 %92, label %assert_cont, label %assert_fail

false_block:                                      ; preds = %for_loop_body
  br label %after_if

after_if:                                         ; preds = %false_block, %assert_cont
  %93 = call ptr @stack_top_primal(ptr %62, i64 1)
  %94 = load i1, ptr %93, align 1
  %95 = icmp ne i1 %94, false
  br i1 %95, label %true_block1, label %false_block2

assert_fail:                                      ; preds = %true_block
  %96 = zext i32 %55 to i64
  %97 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @5, i32 1, i64 %96, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %98 = icmp ne i32 %97, 0
  br i1 %98, label %assert_abort, label %assert_cont

assert_cont:                                      ; preds = %assert_fail, %true_block
  %99 = getelementptr { { i32 }, ptr }, ptr %84, i32 0, i32 1
  %100 = load ptr, ptr %99, align 8
  %101 = getelementptr { { i32 }, ptr }, ptr %84, i32 0, i32 0, i32 0
  %102 = load i32, ptr %101, align 4
  %103 = mul i32 0, %102
  %104 = add i32 %103, %55
  %105 = getelementptr i32, ptr %100, i32 %104
  %106 = load i32, ptr %105, align 4
  %107 = icmp sgt i32 %106, 0
  %108 = getelementptr i64, ptr %18, i64 4
  %109 = load i64, ptr %108, align 8
  %110 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %110, ptr %62, i64 %109, i64 1, i64 3024955955)
  %111 = call ptr @stack_top_primal(ptr %62, i64 1)
  store i1 %107, ptr %111, align 1
  br label %after_if

assert_abort:                                     ; preds = %assert_fail
  ret void

true_block1:                                      ; preds = %after_if
  %112 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %113 = call ptr @LLVMRuntime_get_adstack_row_counters(ptr %112)
  %114 = getelementptr i32, ptr %113, i64 1
  %115 = atomicrmw add ptr %114, i32 1 seq_cst, align 4
  %116 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %117 = call ptr @LLVMRuntime_get_adstack_bound_row_capacities(ptr %116)
  %118 = getelementptr i32, ptr %117, i64 1
  %119 = load i32, ptr %118, align 4
  %120 = icmp eq i32 %119, 0
  %121 = sub i32 %119, 1
  %122 = select i1 %120, i32 0, i32 %121
  %123 = icmp ugt i32 %115, %122
  %124 = select i1 %123, i32 %122, i32 %115
  store i32 %124, ptr %3, align 4
  br i1 %123, label %adstack_overflow_signal, label %adstack_overflow_merge

false_block2:                                     ; preds = %after_if
  br label %after_if3

after_if3:                                        ; preds = %false_block2, %assert_cont34
  %125 = call ptr @stack_top_primal(ptr %54, i64 1)
  %126 = load i1, ptr %125, align 1
  %127 = icmp ne i1 %126, false
  br i1 %127, label %true_block36, label %false_block37

adstack_overflow_signal:                          ; preds = %true_block1
  %128 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %129 = call ptr @LLVMRuntime_get_adstack_overflow_flag_dev_ptr(ptr %128)
  %130 = atomicrmw or ptr %129, i64 1 monotonic, align 8
  %131 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %132 = call ptr @LLVMRuntime_get_adstack_overflow_task_id_dev_ptr(ptr %131)
  %133 = cmpxchg ptr %132, i64 0, i64 3024955955 monotonic monotonic, align 8
  br label %adstack_overflow_merge

adstack_overflow_merge:                           ; preds = %adstack_overflow_signal, %true_block1
  %134 = load i32, ptr %3, align 4
  %135 = zext i32 %134 to i64
  %136 = mul i64 %135, %20
  %137 = getelementptr i64, ptr %16, i64 2
  %138 = load i64, ptr %137, align 8
  %139 = add i64 %136, %138
  %140 = getelementptr i8, ptr %10, i64 %139
  call void @stack_init(ptr %140)
  %141 = load i32, ptr %3, align 4
  %142 = zext i32 %141 to i64
  %143 = mul i64 %142, %20
  %144 = getelementptr i64, ptr %16, i64 1
  %145 = load i64, ptr %144, align 8
  %146 = add i64 %143, %145
  %147 = getelementptr i8, ptr %10, i64 %146
  call void @stack_init(ptr %147)
  %148 = load i32, ptr %3, align 4
  %149 = zext i32 %148 to i64
  %150 = mul i64 %149, %20
  %151 = getelementptr i64, ptr %16, i64 0
  %152 = load i64, ptr %151, align 8
  %153 = add i64 %150, %152
  %154 = getelementptr i8, ptr %10, i64 %153
  call void @stack_init(ptr %154)
  %155 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %156 = load ptr, ptr %155, align 8
  %157 = getelementptr { { { i32, i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %156, i32 0, i32 0
  %158 = icmp sge i32 %55, 0
  %159 = load i32, ptr %27, align 4
  %160 = icmp slt i32 %55, %159
  %161 = and i1 %158, %160
  %162 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %163 = load ptr, ptr %162, align 8
  %164 = getelementptr { { { i32, i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %163, i32 0, i32 0, i32 0, i32 1
  %165 = load i32, ptr %164, align 4
  %166 = icmp slt i32 0, %165
  %167 = and i1 %161, %166
  %168 = icmp ne i1 %167, false
  br i1 %168, label %assert_cont5, label %assert_fail4

assert_fail4:                                     ; preds = %adstack_overflow_merge
  %169 = zext i32 %55 to i64
  %170 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 2, i64 %169, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %171 = icmp ne i32 %170, 0
  br i1 %171, label %assert_abort6, label %assert_cont5

assert_cont5:                                     ; preds = %assert_fail4, %adstack_overflow_merge
  %172 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 1
  %173 = load ptr, ptr %172, align 8
  %174 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 0
  %175 = load i32, ptr %174, align 4
  %176 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 1
  %177 = load i32, ptr %176, align 4
  %178 = mul i32 0, %175
  %179 = add i32 %178, %55
  %180 = mul i32 %179, %177
  %181 = add i32 %180, 0
  %182 = getelementptr float, ptr %173, i32 %181
  %183 = load float, ptr %182, align 4
  %184 = icmp slt i32 1, %165
  %185 = and i1 %161, %184
  %186 = icmp ne i1 %185, false
  br i1 %186, label %assert_cont8, label %assert_fail7

assert_abort6:                                    ; preds = %assert_fail4
  ret void

assert_fail7:                                     ; preds = %assert_cont5
  %187 = zext i32 %55 to i64
  %188 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 2, i64 %187, i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %189 = icmp ne i32 %188, 0
  br i1 %189, label %assert_abort9, label %assert_cont8

assert_cont8:                                     ; preds = %assert_fail7, %assert_cont5
  %190 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 1
  %191 = load ptr, ptr %190, align 8
  %192 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 0
  %193 = load i32, ptr %192, align 4
  %194 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 1
  %195 = load i32, ptr %194, align 4
  %196 = mul i32 0, %193
  %197 = add i32 %196, %55
  %198 = mul i32 %197, %195
  %199 = add i32 %198, 1
  %200 = getelementptr float, ptr %191, i32 %199
  %201 = load float, ptr %200, align 4
  %202 = icmp slt i32 2, %165
  %203 = and i1 %161, %202
  %204 = icmp ne i1 %203, false
  br i1 %204, label %assert_cont11, label %assert_fail10

assert_abort9:                                    ; preds = %assert_fail7
  ret void

assert_fail10:                                    ; preds = %assert_cont8
  %205 = zext i32 %55 to i64
  %206 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 2, i64 %205, i64 2, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %207 = icmp ne i32 %206, 0
  br i1 %207, label %assert_abort12, label %assert_cont11

assert_cont11:                                    ; preds = %assert_fail10, %assert_cont8
  %208 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 1
  %209 = load ptr, ptr %208, align 8
  %210 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 0
  %211 = load i32, ptr %210, align 4
  %212 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 1
  %213 = load i32, ptr %212, align 4
  %214 = mul i32 0, %211
  %215 = add i32 %214, %55
  %216 = mul i32 %215, %213
  %217 = add i32 %216, 2
  %218 = getelementptr float, ptr %209, i32 %217
  %219 = load float, ptr %218, align 4
  %220 = getelementptr i64, ptr %18, i64 0
  %221 = load i64, ptr %220, align 8
  %222 = load i32, ptr %3, align 4
  %223 = zext i32 %222 to i64
  %224 = mul i64 %223, %20
  %225 = getelementptr i64, ptr %16, i64 0
  %226 = load i64, ptr %225, align 8
  %227 = add i64 %224, %226
  %228 = getelementptr i8, ptr %10, i64 %227
  %229 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %229, ptr %228, i64 %221, i64 4, i64 3024955955)
  %230 = call ptr @stack_top_primal(ptr %228, i64 4)
  store float 0.000000e+00, ptr %230, align 4
  %231 = getelementptr i64, ptr %18, i64 0
  %232 = load i64, ptr %231, align 8
  %233 = load i32, ptr %3, align 4
  %234 = zext i32 %233 to i64
  %235 = mul i64 %234, %20
  %236 = getelementptr i64, ptr %16, i64 0
  %237 = load i64, ptr %236, align 8
  %238 = add i64 %235, %237
  %239 = getelementptr i8, ptr %10, i64 %238
  %240 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %240, ptr %239, i64 %232, i64 4, i64 3024955955)
  %241 = call ptr @stack_top_primal(ptr %239, i64 4)
  store float %183, ptr %241, align 4
  %242 = getelementptr i64, ptr %18, i64 1
  %243 = load i64, ptr %242, align 8
  %244 = load i32, ptr %3, align 4
  %245 = zext i32 %244 to i64
  %246 = mul i64 %245, %20
  %247 = getelementptr i64, ptr %16, i64 1
  %248 = load i64, ptr %247, align 8
  %249 = add i64 %246, %248
  %250 = getelementptr i8, ptr %10, i64 %249
  %251 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %251, ptr %250, i64 %243, i64 4, i64 3024955955)
  %252 = call ptr @stack_top_primal(ptr %250, i64 4)
  store float 0.000000e+00, ptr %252, align 4
  %253 = getelementptr i64, ptr %18, i64 1
  %254 = load i64, ptr %253, align 8
  %255 = load i32, ptr %3, align 4
  %256 = zext i32 %255 to i64
  %257 = mul i64 %256, %20
  %258 = getelementptr i64, ptr %16, i64 1
  %259 = load i64, ptr %258, align 8
  %260 = add i64 %257, %259
  %261 = getelementptr i8, ptr %10, i64 %260
  %262 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %262, ptr %261, i64 %254, i64 4, i64 3024955955)
  %263 = call ptr @stack_top_primal(ptr %261, i64 4)
  store float %201, ptr %263, align 4
  %264 = getelementptr i64, ptr %18, i64 2
  %265 = load i64, ptr %264, align 8
  %266 = load i32, ptr %3, align 4
  %267 = zext i32 %266 to i64
  %268 = mul i64 %267, %20
  %269 = getelementptr i64, ptr %16, i64 2
  %270 = load i64, ptr %269, align 8
  %271 = add i64 %268, %270
  %272 = getelementptr i8, ptr %10, i64 %271
  %273 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %273, ptr %272, i64 %265, i64 4, i64 3024955955)
  %274 = call ptr @stack_top_primal(ptr %272, i64 4)
  store float 0.000000e+00, ptr %274, align 4
  %275 = getelementptr i64, ptr %18, i64 2
  %276 = load i64, ptr %275, align 8
  %277 = load i32, ptr %3, align 4
  %278 = zext i32 %277 to i64
  %279 = mul i64 %278, %20
  %280 = getelementptr i64, ptr %16, i64 2
  %281 = load i64, ptr %280, align 8
  %282 = add i64 %279, %281
  %283 = getelementptr i8, ptr %10, i64 %282
  %284 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %284, ptr %283, i64 %276, i64 4, i64 3024955955)
  %285 = call ptr @stack_top_primal(ptr %283, i64 4)
  store float %219, ptr %285, align 4
  %286 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %287 = load ptr, ptr %286, align 8
  %288 = getelementptr { { { i32, i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %287, i32 0, i32 1
  %289 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %290 = load ptr, ptr %289, align 8
  %291 = getelementptr { { { i32, i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %290, i32 0, i32 1, i32 0, i32 0
  %292 = load i32, ptr %291, align 4
  %293 = icmp slt i32 %55, %292
  %294 = and i1 %158, %293
  %295 = icmp ne i1 %294, false
  br i1 %295, label %assert_cont14, label %assert_fail13

assert_abort12:                                   ; preds = %assert_fail10
  ret void

assert_fail13:                                    ; preds = %assert_cont11
  %296 = zext i32 %55 to i64
  %297 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 1, i64 %296, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %298 = icmp ne i32 %297, 0
  br i1 %298, label %assert_abort15, label %assert_cont14

assert_cont14:                                    ; preds = %assert_fail13, %assert_cont11
  %299 = getelementptr { { i32 }, ptr }, ptr %288, i32 0, i32 1
  %300 = load ptr, ptr %299, align 8
  %301 = getelementptr { { i32 }, ptr }, ptr %288, i32 0, i32 0, i32 0
  %302 = load i32, ptr %301, align 4
  %303 = mul i32 0, %302
  %304 = add i32 %303, %55
  %305 = getelementptr i32, ptr %300, i32 %304
  %306 = load i32, ptr %305, align 4
  store i32 0, ptr %23, align 4
  br label %for_loop_test19

assert_abort15:                                   ; preds = %assert_fail13
  ret void

for_loop_body16:                                  ; preds = %for_loop_test19
  %307 = load i32, ptr %3, align 4
  %308 = zext i32 %307 to i64
  %309 = mul i64 %308, %20
  %310 = getelementptr i64, ptr %16, i64 0
  %311 = load i64, ptr %310, align 8
  %312 = add i64 %309, %311
  %313 = getelementptr i8, ptr %10, i64 %312
  %314 = call ptr @stack_top_primal(ptr %313, i64 4)
  %315 = load float, ptr %314, align 4
  %316 = fmul reassoc ninf nsz afn float %315, 0x3FE99999A0000000
  %317 = load i32, ptr %3, align 4
  %318 = zext i32 %317 to i64
  %319 = mul i64 %318, %20
  %320 = getelementptr i64, ptr %16, i64 1
  %321 = load i64, ptr %320, align 8
  %322 = add i64 %319, %321
  %323 = getelementptr i8, ptr %10, i64 %322
  %324 = call ptr @stack_top_primal(ptr %323, i64 4)
  %325 = load float, ptr %324, align 4
  %326 = call reassoc ninf nsz afn float @sin_f32(float %325)
  %327 = fmul reassoc ninf nsz afn float %326, 0x3FD3333340000000
  %328 = fadd reassoc ninf nsz afn float %316, %327
  %329 = fmul reassoc ninf nsz afn float %325, 0x3FE99999A0000000
  %330 = load i32, ptr %3, align 4
  %331 = zext i32 %330 to i64
  %332 = mul i64 %331, %20
  %333 = getelementptr i64, ptr %16, i64 2
  %334 = load i64, ptr %333, align 8
  %335 = add i64 %332, %334
  %336 = getelementptr i8, ptr %10, i64 %335
  %337 = call ptr @stack_top_primal(ptr %336, i64 4)
  %338 = load float, ptr %337, align 4
  %339 = call reassoc ninf nsz afn float @sin_f32(float %338)
  %340 = fmul reassoc ninf nsz afn float %339, 0x3FD3333340000000
  %341 = fadd reassoc ninf nsz afn float %329, %340
  %342 = fmul reassoc ninf nsz afn float %338, 0x3FE99999A0000000
  %343 = call reassoc ninf nsz afn float @sin_f32(float %315)
  %344 = fmul reassoc ninf nsz afn float %343, 0x3FD3333340000000
  %345 = fadd reassoc ninf nsz afn float %342, %344
  %346 = getelementptr i64, ptr %18, i64 0
  %347 = load i64, ptr %346, align 8
  %348 = load i32, ptr %3, align 4
  %349 = zext i32 %348 to i64
  %350 = mul i64 %349, %20
  %351 = getelementptr i64, ptr %16, i64 0
  %352 = load i64, ptr %351, align 8
  %353 = add i64 %350, %352
  %354 = getelementptr i8, ptr %10, i64 %353
  %355 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %355, ptr %354, i64 %347, i64 4, i64 3024955955)
  %356 = call ptr @stack_top_primal(ptr %354, i64 4)
  store float %328, ptr %356, align 4
  %357 = getelementptr i64, ptr %18, i64 1
  %358 = load i64, ptr %357, align 8
  %359 = load i32, ptr %3, align 4
  %360 = zext i32 %359 to i64
  %361 = mul i64 %360, %20
  %362 = getelementptr i64, ptr %16, i64 1
  %363 = load i64, ptr %362, align 8
  %364 = add i64 %361, %363
  %365 = getelementptr i8, ptr %10, i64 %364
  %366 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %366, ptr %365, i64 %358, i64 4, i64 3024955955)
  %367 = call ptr @stack_top_primal(ptr %365, i64 4)
  store float %341, ptr %367, align 4
  %368 = getelementptr i64, ptr %18, i64 2
  %369 = load i64, ptr %368, align 8
  %370 = load i32, ptr %3, align 4
  %371 = zext i32 %370 to i64
  %372 = mul i64 %371, %20
  %373 = getelementptr i64, ptr %16, i64 2
  %374 = load i64, ptr %373, align 8
  %375 = add i64 %372, %374
  %376 = getelementptr i8, ptr %10, i64 %375
  %377 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %377, ptr %376, i64 %369, i64 4, i64 3024955955)
  %378 = call ptr @stack_top_primal(ptr %376, i64 4)
  store float %345, ptr %378, align 4
  br label %for_loop_inc17

for_loop_inc17:                                   ; preds = %for_loop_body16
  %379 = load i32, ptr %23, align 4
  %380 = add i32 %379, 1
  store i32 %380, ptr %23, align 4
  br label %for_loop_test19

after_for18:                                      ; preds = %for_loop_test19
  %381 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %382 = load ptr, ptr %381, align 8
  %383 = getelementptr { { { i32, i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %382, i32 0, i32 3
  %384 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %385 = load ptr, ptr %384, align 8
  %386 = getelementptr { { { i32, i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %385, i32 0, i32 3, i32 0, i32 0
  %387 = load i32, ptr %386, align 4
  %388 = icmp slt i32 %55, %387
  %389 = and i1 %158, %388
  %390 = icmp ne i1 %389, false
  br i1 %390, label %assert_cont21, label %assert_fail20

for_loop_test19:                                  ; preds = %for_loop_inc17, %assert_cont14
  %391 = load i32, ptr %23, align 4
  %392 = icmp slt i32 %391, %306
  br i1 %392, label %for_loop_body16, label %after_for18

assert_fail20:                                    ; preds = %after_for18
  %393 = zext i32 %55 to i64
  %394 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @10, i32 1, i64 %393, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %395 = icmp ne i32 %394, 0
  br i1 %395, label %assert_abort22, label %assert_cont21

assert_cont21:                                    ; preds = %assert_fail20, %after_for18
  %396 = getelementptr { { i32 }, ptr, ptr }, ptr %383, i32 0, i32 2
  %397 = load ptr, ptr %396, align 8
  %398 = getelementptr { { i32 }, ptr, ptr }, ptr %383, i32 0, i32 0, i32 0
  %399 = load i32, ptr %398, align 4
  %400 = mul i32 0, %399
  %401 = add i32 %400, %55
  %402 = getelementptr float, ptr %397, i32 %401
  %403 = load float, ptr %402, align 4
  store float 0.000000e+00, ptr %402, align 4
  %404 = load i32, ptr %3, align 4
  %405 = zext i32 %404 to i64
  %406 = mul i64 %405, %20
  %407 = getelementptr i64, ptr %16, i64 2
  %408 = load i64, ptr %407, align 8
  %409 = add i64 %406, %408
  %410 = getelementptr i8, ptr %10, i64 %409
  %411 = call ptr @stack_top_adjoint(ptr %410, i64 4)
  %412 = load float, ptr %411, align 4
  %413 = fadd reassoc ninf nsz afn float %412, %403
  store float %413, ptr %411, align 4
  %414 = load i32, ptr %3, align 4
  %415 = zext i32 %414 to i64
  %416 = mul i64 %415, %20
  %417 = getelementptr i64, ptr %16, i64 1
  %418 = load i64, ptr %417, align 8
  %419 = add i64 %416, %418
  %420 = getelementptr i8, ptr %10, i64 %419
  %421 = call ptr @stack_top_adjoint(ptr %420, i64 4)
  %422 = load float, ptr %421, align 4
  %423 = fadd reassoc ninf nsz afn float %422, %403
  store float %423, ptr %421, align 4
  %424 = load i32, ptr %3, align 4
  %425 = zext i32 %424 to i64
  %426 = mul i64 %425, %20
  %427 = getelementptr i64, ptr %16, i64 0
  %428 = load i64, ptr %427, align 8
  %429 = add i64 %426, %428
  %430 = getelementptr i8, ptr %10, i64 %429
  %431 = call ptr @stack_top_adjoint(ptr %430, i64 4)
  %432 = load float, ptr %431, align 4
  %433 = fadd reassoc ninf nsz afn float %432, %403
  store float %433, ptr %431, align 4
  %434 = sub i32 %306, 1
  store i32 %434, ptr %24, align 4
  br label %for_loop_test26

assert_abort22:                                   ; preds = %assert_fail20
  ret void

for_loop_body23:                                  ; preds = %for_loop_test26
  %435 = load i32, ptr %3, align 4
  %436 = zext i32 %435 to i64
  %437 = mul i64 %436, %20
  %438 = getelementptr i64, ptr %16, i64 2
  %439 = load i64, ptr %438, align 8
  %440 = add i64 %437, %439
  %441 = getelementptr i8, ptr %10, i64 %440
  %442 = call ptr @stack_top_adjoint(ptr %441, i64 4)
  %443 = load float, ptr %442, align 4
  %444 = load i32, ptr %3, align 4
  %445 = zext i32 %444 to i64
  %446 = mul i64 %445, %20
  %447 = getelementptr i64, ptr %16, i64 2
  %448 = load i64, ptr %447, align 8
  %449 = add i64 %446, %448
  %450 = getelementptr i8, ptr %10, i64 %449
  call void @stack_pop(ptr %450)
  %451 = load i32, ptr %3, align 4
  %452 = zext i32 %451 to i64
  %453 = mul i64 %452, %20
  %454 = getelementptr i64, ptr %16, i64 1
  %455 = load i64, ptr %454, align 8
  %456 = add i64 %453, %455
  %457 = getelementptr i8, ptr %10, i64 %456
  %458 = call ptr @stack_top_adjoint(ptr %457, i64 4)
  %459 = load float, ptr %458, align 4
  %460 = load i32, ptr %3, align 4
  %461 = zext i32 %460 to i64
  %462 = mul i64 %461, %20
  %463 = getelementptr i64, ptr %16, i64 1
  %464 = load i64, ptr %463, align 8
  %465 = add i64 %462, %464
  %466 = getelementptr i8, ptr %10, i64 %465
  call void @stack_pop(ptr %466)
  %467 = load i32, ptr %3, align 4
  %468 = zext i32 %467 to i64
  %469 = mul i64 %468, %20
  %470 = getelementptr i64, ptr %16, i64 0
  %471 = load i64, ptr %470, align 8
  %472 = add i64 %469, %471
  %473 = getelementptr i8, ptr %10, i64 %472
  %474 = call ptr @stack_top_adjoint(ptr %473, i64 4)
  %475 = load float, ptr %474, align 4
  %476 = load i32, ptr %3, align 4
  %477 = zext i32 %476 to i64
  %478 = mul i64 %477, %20
  %479 = getelementptr i64, ptr %16, i64 0
  %480 = load i64, ptr %479, align 8
  %481 = add i64 %478, %480
  %482 = getelementptr i8, ptr %10, i64 %481
  call void @stack_pop(ptr %482)
  %483 = fmul reassoc ninf nsz afn float %443, 0x3FD3333340000000
  %484 = load i32, ptr %3, align 4
  %485 = zext i32 %484 to i64
  %486 = mul i64 %485, %20
  %487 = getelementptr i64, ptr %16, i64 0
  %488 = load i64, ptr %487, align 8
  %489 = add i64 %486, %488
  %490 = getelementptr i8, ptr %10, i64 %489
  %491 = call ptr @stack_top_primal(ptr %490, i64 4)
  %492 = load float, ptr %491, align 4
  %493 = call reassoc ninf nsz afn float @cos_f32(float %492)
  %494 = fmul reassoc ninf nsz afn float %483, %493
  %495 = load i32, ptr %3, align 4
  %496 = zext i32 %495 to i64
  %497 = mul i64 %496, %20
  %498 = getelementptr i64, ptr %16, i64 0
  %499 = load i64, ptr %498, align 8
  %500 = add i64 %497, %499
  %501 = getelementptr i8, ptr %10, i64 %500
  %502 = call ptr @stack_top_adjoint(ptr %501, i64 4)
  %503 = load float, ptr %502, align 4
  %504 = fadd reassoc ninf nsz afn float %503, %494
  store float %504, ptr %502, align 4
  %505 = fmul reassoc ninf nsz afn float %443, 0x3FE99999A0000000
  %506 = load i32, ptr %3, align 4
  %507 = zext i32 %506 to i64
  %508 = mul i64 %507, %20
  %509 = getelementptr i64, ptr %16, i64 2
  %510 = load i64, ptr %509, align 8
  %511 = add i64 %508, %510
  %512 = getelementptr i8, ptr %10, i64 %511
  %513 = call ptr @stack_top_primal(ptr %512, i64 4)
  %514 = load float, ptr %513, align 4
  %515 = load i32, ptr %3, align 4
  %516 = zext i32 %515 to i64
  %517 = mul i64 %516, %20
  %518 = getelementptr i64, ptr %16, i64 2
  %519 = load i64, ptr %518, align 8
  %520 = add i64 %517, %519
  %521 = getelementptr i8, ptr %10, i64 %520
  %522 = call ptr @stack_top_adjoint(ptr %521, i64 4)
  %523 = load float, ptr %522, align 4
  %524 = fadd reassoc ninf nsz afn float %523, %505
  store float %524, ptr %522, align 4
  %525 = fmul reassoc ninf nsz afn float %459, 0x3FD3333340000000
  %526 = call reassoc ninf nsz afn float @cos_f32(float %514)
  %527 = fmul reassoc ninf nsz afn float %525, %526
  %528 = load i32, ptr %3, align 4
  %529 = zext i32 %528 to i64
  %530 = mul i64 %529, %20
  %531 = getelementptr i64, ptr %16, i64 2
  %532 = load i64, ptr %531, align 8
  %533 = add i64 %530, %532
  %534 = getelementptr i8, ptr %10, i64 %533
  %535 = call ptr @stack_top_adjoint(ptr %534, i64 4)
  %536 = load float, ptr %535, align 4
  %537 = fadd reassoc ninf nsz afn float %536, %527
  store float %537, ptr %535, align 4
  %538 = fmul reassoc ninf nsz afn float %459, 0x3FE99999A0000000
  %539 = load i32, ptr %3, align 4
  %540 = zext i32 %539 to i64
  %541 = mul i64 %540, %20
  %542 = getelementptr i64, ptr %16, i64 1
  %543 = load i64, ptr %542, align 8
  %544 = add i64 %541, %543
  %545 = getelementptr i8, ptr %10, i64 %544
  %546 = call ptr @stack_top_primal(ptr %545, i64 4)
  %547 = load float, ptr %546, align 4
  %548 = load i32, ptr %3, align 4
  %549 = zext i32 %548 to i64
  %550 = mul i64 %549, %20
  %551 = getelementptr i64, ptr %16, i64 1
  %552 = load i64, ptr %551, align 8
  %553 = add i64 %550, %552
  %554 = getelementptr i8, ptr %10, i64 %553
  %555 = call ptr @stack_top_adjoint(ptr %554, i64 4)
  %556 = load float, ptr %555, align 4
  %557 = fadd reassoc ninf nsz afn float %556, %538
  store float %557, ptr %555, align 4
  %558 = fmul reassoc ninf nsz afn float %475, 0x3FD3333340000000
  %559 = call reassoc ninf nsz afn float @cos_f32(float %547)
  %560 = fmul reassoc ninf nsz afn float %558, %559
  %561 = load i32, ptr %3, align 4
  %562 = zext i32 %561 to i64
  %563 = mul i64 %562, %20
  %564 = getelementptr i64, ptr %16, i64 1
  %565 = load i64, ptr %564, align 8
  %566 = add i64 %563, %565
  %567 = getelementptr i8, ptr %10, i64 %566
  %568 = call ptr @stack_top_adjoint(ptr %567, i64 4)
  %569 = load float, ptr %568, align 4
  %570 = fadd reassoc ninf nsz afn float %569, %560
  store float %570, ptr %568, align 4
  %571 = fmul reassoc ninf nsz afn float %475, 0x3FE99999A0000000
  %572 = load i32, ptr %3, align 4
  %573 = zext i32 %572 to i64
  %574 = mul i64 %573, %20
  %575 = getelementptr i64, ptr %16, i64 0
  %576 = load i64, ptr %575, align 8
  %577 = add i64 %574, %576
  %578 = getelementptr i8, ptr %10, i64 %577
  %579 = call ptr @stack_top_adjoint(ptr %578, i64 4)
  %580 = load float, ptr %579, align 4
  %581 = fadd reassoc ninf nsz afn float %580, %571
  store float %581, ptr %579, align 4
  br label %for_loop_inc24

for_loop_inc24:                                   ; preds = %for_loop_body23
  %582 = load i32, ptr %24, align 4
  %583 = add i32 %582, -1
  store i32 %583, ptr %24, align 4
  br label %for_loop_test26

after_for25:                                      ; preds = %for_loop_test26
  %584 = load i32, ptr %3, align 4
  %585 = zext i32 %584 to i64
  %586 = mul i64 %585, %20
  %587 = getelementptr i64, ptr %16, i64 2
  %588 = load i64, ptr %587, align 8
  %589 = add i64 %586, %588
  %590 = getelementptr i8, ptr %10, i64 %589
  %591 = call ptr @stack_top_adjoint(ptr %590, i64 4)
  %592 = load float, ptr %591, align 4
  %593 = load i32, ptr %3, align 4
  %594 = zext i32 %593 to i64
  %595 = mul i64 %594, %20
  %596 = getelementptr i64, ptr %16, i64 1
  %597 = load i64, ptr %596, align 8
  %598 = add i64 %595, %597
  %599 = getelementptr i8, ptr %10, i64 %598
  %600 = call ptr @stack_top_adjoint(ptr %599, i64 4)
  %601 = load float, ptr %600, align 4
  %602 = load i32, ptr %3, align 4
  %603 = zext i32 %602 to i64
  %604 = mul i64 %603, %20
  %605 = getelementptr i64, ptr %16, i64 0
  %606 = load i64, ptr %605, align 8
  %607 = add i64 %604, %606
  %608 = getelementptr i8, ptr %10, i64 %607
  %609 = call ptr @stack_top_adjoint(ptr %608, i64 4)
  %610 = load float, ptr %609, align 4
  %611 = icmp ne i1 %203, false
  br i1 %611, label %assert_cont28, label %assert_fail27

for_loop_test26:                                  ; preds = %for_loop_inc24, %assert_cont21
  %612 = load i32, ptr %24, align 4
  %613 = icmp sge i32 %612, 0
  br i1 %613, label %for_loop_body23, label %after_for25

assert_fail27:                                    ; preds = %after_for25
  %614 = zext i32 %55 to i64
  %615 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @11, i32 2, i64 %614, i64 2, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %616 = icmp ne i32 %615, 0
  br i1 %616, label %assert_abort29, label %assert_cont28

assert_cont28:                                    ; preds = %assert_fail27, %after_for25
  %617 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 2
  %618 = load ptr, ptr %617, align 8
  %619 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 0
  %620 = load i32, ptr %619, align 4
  %621 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 1
  %622 = load i32, ptr %621, align 4
  %623 = mul i32 0, %620
  %624 = add i32 %623, %55
  %625 = mul i32 %624, %622
  %626 = add i32 %625, 2
  %627 = getelementptr float, ptr %618, i32 %626
  %628 = load float, ptr %627, align 4
  %629 = fadd reassoc ninf nsz afn float %628, %592
  store float %629, ptr %627, align 4
  %630 = icmp ne i1 %185, false
  br i1 %630, label %assert_cont31, label %assert_fail30

assert_abort29:                                   ; preds = %assert_fail27
  ret void

assert_fail30:                                    ; preds = %assert_cont28
  %631 = zext i32 %55 to i64
  %632 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @12, i32 2, i64 %631, i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %633 = icmp ne i32 %632, 0
  br i1 %633, label %assert_abort32, label %assert_cont31

assert_cont31:                                    ; preds = %assert_fail30, %assert_cont28
  %634 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 2
  %635 = load ptr, ptr %634, align 8
  %636 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 0
  %637 = load i32, ptr %636, align 4
  %638 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 1
  %639 = load i32, ptr %638, align 4
  %640 = mul i32 0, %637
  %641 = add i32 %640, %55
  %642 = mul i32 %641, %639
  %643 = add i32 %642, 1
  %644 = getelementptr float, ptr %635, i32 %643
  %645 = load float, ptr %644, align 4
  %646 = fadd reassoc ninf nsz afn float %645, %601
  store float %646, ptr %644, align 4
  %647 = icmp ne i1 %167, false
  br i1 %647, label %assert_cont34, label %assert_fail33

assert_abort32:                                   ; preds = %assert_fail30
  ret void

assert_fail33:                                    ; preds = %assert_cont31
  %648 = zext i32 %55 to i64
  %649 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @13, i32 2, i64 %648, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %650 = icmp ne i32 %649, 0
  br i1 %650, label %assert_abort35, label %assert_cont34

assert_cont34:                                    ; preds = %assert_fail33, %assert_cont31
  %651 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 2
  %652 = load ptr, ptr %651, align 8
  %653 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 0
  %654 = load i32, ptr %653, align 4
  %655 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %157, i32 0, i32 0, i32 1
  %656 = load i32, ptr %655, align 4
  %657 = mul i32 0, %654
  %658 = add i32 %657, %55
  %659 = mul i32 %658, %656
  %660 = add i32 %659, 0
  %661 = getelementptr float, ptr %652, i32 %660
  %662 = load float, ptr %661, align 4
  %663 = fadd reassoc ninf nsz afn float %662, %610
  store float %663, ptr %661, align 4
  br label %after_if3

assert_abort35:                                   ; preds = %assert_fail33
  ret void

true_block36:                                     ; preds = %after_if3
  call void @stack_pop(ptr %62)
  br label %after_if38

false_block37:                                    ; preds = %after_if3
  br label %after_if38

after_if38:                                       ; preds = %false_block37, %true_block36
  br label %for_loop_inc
}

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @RuntimeContext_get_runtime(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @get_temporary_pointer(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @debug_sub_i32(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @debug_shl_i32(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @max_i32(i32 noundef, i32 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @debug_mul_i32(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @debug_add_i32(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare i32 @min_i32(i32 noundef, i32 noundef) #0

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
declare ptr @LLVMRuntime_get_adstack_row_counters(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @LLVMRuntime_get_adstack_bound_row_capacities(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @LLVMRuntime_get_adstack_overflow_flag_dev_ptr(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @LLVMRuntime_get_adstack_overflow_task_id_dev_ptr(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare float @sin_f32(float noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @stack_top_adjoint(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_pop(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare float @cos_f32(float noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @cpu_parallel_range_for(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #0

attributes #0 = { alwaysinline mustprogress nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
