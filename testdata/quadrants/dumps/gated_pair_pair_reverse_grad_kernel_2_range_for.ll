; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.RuntimeContext = type { ptr, ptr, i32, ptr, i32, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@5 = private unnamed_addr constant [216 x i8] c"[kernel=pair_c61_0_reverse_grad] Out of bound access to ndarray at arg 2 with indices [%d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 450, in pair:\0A            if g[i] > 0:\0A               ^^^^\0A\00", align 1
@6 = private unnamed_addr constant [221 x i8] c"[kernel=pair_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 451, in pair:\0A                v = x[i]\0A                    ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [245 x i8] c"[kernel=pair_c61_0_reverse_grad] Out of bound access to ndarray at arg 1 with indices [%d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 452, in pair:\0A                for _ in range(m[i]):\0A                               ^^^^\0A\00", align 1
@8 = private unnamed_addr constant [92 x i8] c"[kernel=pair_c61_0_reverse_grad] Out of bound access to ndarray at arg 3 with indices [%d]\0A\00", align 1
@9 = private unnamed_addr constant [92 x i8] c"[kernel=pair_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d]\0A\00", align 1

define void @pair_c61_0_reverse_grad_kernel_2_range_for(ptr %context) {
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
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
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
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  br label %entry

final:                                            ; preds = %after_for
  ret void

entry:                                            ; preds = %allocs
  br label %function_body

function_body:                                    ; preds = %entry
  store i32 %2, ptr %5, align 4
  %23 = load i32, ptr %5, align 4
  %24 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %25 = call ptr @get_temporary_pointer(ptr %24, i64 0)
  %26 = load i32, ptr %25, align 4
  %27 = call i32 @debug_sub_i32(ptr %0, i32 %26, i32 -1, ptr @0)
  %28 = sdiv i32 %27, 2
  %29 = icmp slt i32 %27, 0
  %30 = call i32 @debug_shl_i32(ptr %0, i32 %28, i32 1, ptr @1)
  %31 = icmp ne i1 %29, false
  %32 = icmp ne i32 %27, 0
  %33 = icmp ne i32 %30, %27
  %34 = icmp ne i1 %31, false
  %35 = icmp ne i1 %32, false
  %36 = and i1 %34, %35
  %37 = icmp ne i1 %36, false
  %38 = icmp ne i1 %33, false
  %39 = and i1 %37, %38
  %40 = zext i1 %39 to i32
  %41 = call i32 @debug_sub_i32(ptr %0, i32 %28, i32 %40, ptr @2)
  %42 = call i32 @max_i32(i32 %41, i32 512)
  %43 = call i32 @debug_mul_i32(ptr %0, i32 %42, i32 %23, ptr @3)
  %44 = call i32 @debug_add_i32(ptr %0, i32 %43, i32 %42, ptr @4)
  %45 = call i32 @min_i32(i32 %26, i32 %44)
  store i32 %43, ptr %6, align 4
  br label %for_loop_test

for_loop_body:                                    ; preds = %for_loop_test
  store i64 0, ptr %4, align 8
  %46 = call i32 @linear_thread_idx(ptr %0)
  %47 = zext i32 %46 to i64
  %48 = getelementptr i64, ptr %14, i64 1
  %49 = load i64, ptr %48, align 8
  %50 = mul i64 %47, %20
  %51 = add i64 %50, %49
  %52 = getelementptr i8, ptr %10, i64 %51
  call void @stack_init(ptr %52)
  %53 = load i32, ptr %6, align 4
  %54 = call i32 @linear_thread_idx(ptr %0)
  %55 = zext i32 %54 to i64
  %56 = getelementptr i64, ptr %14, i64 2
  %57 = load i64, ptr %56, align 8
  %58 = mul i64 %55, %20
  %59 = add i64 %58, %57
  %60 = getelementptr i8, ptr %10, i64 %59
  call void @stack_init(ptr %60)
  %61 = getelementptr i64, ptr %16, i64 2
  %62 = load i64, ptr %61, align 8
  %63 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %63, ptr %60, i64 %62, i64 1, i64 963268865)
  %64 = call ptr @stack_top_primal(ptr %60, i64 1)
  store i1 false, ptr %64, align 1
  %65 = getelementptr i64, ptr %16, i64 2
  %66 = load i64, ptr %65, align 8
  %67 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %67, ptr %60, i64 %66, i64 1, i64 963268865)
  %68 = call ptr @stack_top_primal(ptr %60, i64 1)
  store i1 true, ptr %68, align 1
  %69 = call ptr @stack_top_primal(ptr %60, i64 1)
  %70 = load i1, ptr %69, align 1
  %71 = getelementptr i64, ptr %16, i64 1
  %72 = load i64, ptr %71, align 8
  %73 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %73, ptr %52, i64 %72, i64 1, i64 963268865)
  %74 = call ptr @stack_top_primal(ptr %52, i64 1)
  store i1 %70, ptr %74, align 1
  %75 = icmp ne i1 %70, false
  br i1 %75, label %true_block, label %false_block

for_loop_inc:                                     ; preds = %after_if26
  %76 = load i32, ptr %6, align 4
  %77 = add i32 %76, 1
  store i32 %77, ptr %6, align 4
  br label %for_loop_test

after_for:                                        ; preds = %for_loop_test
  br label %final

for_loop_test:                                    ; preds = %for_loop_inc, %function_body
  %78 = load i32, ptr %6, align 4
  %79 = icmp slt i32 %78, %45
  br i1 %79, label %for_loop_body, label %after_for

true_block:                                       ; preds = %for_loop_body
  %80 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %81 = load ptr, ptr %80, align 8
  %82 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %81, i32 0, i32 2
  %83 = icmp sge i32 %53, 0
  %84 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %85 = load ptr, ptr %84, align 8
  %86 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %85, i32 0, i32 2, i32 0, i32 0
  %87 = load i32, ptr %86, align 4
  %88 = icmp slt i32 %53, %87
  %89 = and i1 %83, %88
  %90 = icmp ne i1 %89, false
  br i1 %90, label %assert_cont, label %assert_fail

false_block:                                      ; preds = %for_loop_body
  br label %after_if

after_if:                                         ; preds = %false_block, %assert_cont
  %91 = call ptr @stack_top_primal(ptr %60, i64 1)
  %92 = load i1, ptr %91, align 1
  %93 = icmp ne i1 %92, false
  br i1 %93, label %true_block1, label %false_block2

assert_fail:                                      ; preds = %true_block
  %94 = zext i32 %53 to i64
  %95 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @5, i32 1, i64 %94, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %assert_abort, label %assert_cont

assert_cont:                                      ; preds = %assert_fail, %true_block
  %97 = getelementptr { { i32 }, ptr }, ptr %82, i32 0, i32 1
  %98 = load ptr, ptr %97, align 8
  %99 = getelementptr { { i32 }, ptr }, ptr %82, i32 0, i32 0, i32 0
  %100 = load i32, ptr %99, align 4
  %101 = mul i32 0, %100
  %102 = add i32 %101, %53
  %103 = getelementptr i32, ptr %98, i32 %102
  %104 = load i32, ptr %103, align 4
  %105 = icmp sgt i32 %104, 0
  %106 = getelementptr i64, ptr %16, i64 2
  %107 = load i64, ptr %106, align 8
  %108 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %108, ptr %60, i64 %107, i64 1, i64 963268865)
  %109 = call ptr @stack_top_primal(ptr %60, i64 1)
  store i1 %105, ptr %109, align 1
  br label %after_if

assert_abort:                                     ; preds = %assert_fail
  ret void

true_block1:                                      ; preds = %after_if
  %110 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %111 = call ptr @LLVMRuntime_get_adstack_row_counters(ptr %110)
  %112 = getelementptr i32, ptr %111, i64 2
  %113 = atomicrmw add ptr %112, i32 1 seq_cst, align 4
  %114 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %115 = call ptr @LLVMRuntime_get_adstack_bound_row_capacities(ptr %114)
  %116 = getelementptr i32, ptr %115, i64 2
  %117 = load i32, ptr %116, align 4
  %118 = icmp eq i32 %117, 0
  %119 = sub i32 %117, 1
  %120 = select i1 %118, i32 0, i32 %119
  %121 = icmp ugt i32 %113, %120
  %122 = select i1 %121, i32 %120, i32 %113
  store i32 %122, ptr %3, align 4
  br i1 %121, label %adstack_overflow_signal, label %adstack_overflow_merge

false_block2:                                     ; preds = %after_if
  br label %after_if3

after_if3:                                        ; preds = %false_block2, %assert_cont22
  %123 = call ptr @stack_top_primal(ptr %52, i64 1)
  %124 = load i1, ptr %123, align 1
  %125 = icmp ne i1 %124, false
  br i1 %125, label %true_block24, label %false_block25

adstack_overflow_signal:                          ; preds = %true_block1
  %126 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %127 = call ptr @LLVMRuntime_get_adstack_overflow_flag_dev_ptr(ptr %126)
  %128 = atomicrmw or ptr %127, i64 1 monotonic, align 8
  %129 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %130 = call ptr @LLVMRuntime_get_adstack_overflow_task_id_dev_ptr(ptr %129)
  %131 = cmpxchg ptr %130, i64 0, i64 963268865 monotonic monotonic, align 8
  br label %adstack_overflow_merge

adstack_overflow_merge:                           ; preds = %adstack_overflow_signal, %true_block1
  %132 = load i32, ptr %3, align 4
  %133 = zext i32 %132 to i64
  %134 = mul i64 %133, %18
  %135 = getelementptr i64, ptr %14, i64 0
  %136 = load i64, ptr %135, align 8
  %137 = add i64 %134, %136
  %138 = getelementptr i8, ptr %8, i64 %137
  call void @stack_init(ptr %138)
  %139 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %140 = load ptr, ptr %139, align 8
  %141 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %140, i32 0, i32 0
  %142 = icmp sge i32 %53, 0
  %143 = load i32, ptr %25, align 4
  %144 = icmp slt i32 %53, %143
  %145 = and i1 %142, %144
  %146 = icmp ne i1 %145, false
  br i1 %146, label %assert_cont5, label %assert_fail4

assert_fail4:                                     ; preds = %adstack_overflow_merge
  %147 = zext i32 %53 to i64
  %148 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @6, i32 1, i64 %147, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %149 = icmp ne i32 %148, 0
  br i1 %149, label %assert_abort6, label %assert_cont5

assert_cont5:                                     ; preds = %assert_fail4, %adstack_overflow_merge
  %150 = getelementptr { { i32 }, ptr, ptr }, ptr %141, i32 0, i32 1
  %151 = load ptr, ptr %150, align 8
  %152 = getelementptr { { i32 }, ptr, ptr }, ptr %141, i32 0, i32 0, i32 0
  %153 = load i32, ptr %152, align 4
  %154 = mul i32 0, %153
  %155 = add i32 %154, %53
  %156 = getelementptr float, ptr %151, i32 %155
  %157 = load float, ptr %156, align 4
  %158 = getelementptr i64, ptr %16, i64 0
  %159 = load i64, ptr %158, align 8
  %160 = load i32, ptr %3, align 4
  %161 = zext i32 %160 to i64
  %162 = mul i64 %161, %18
  %163 = getelementptr i64, ptr %14, i64 0
  %164 = load i64, ptr %163, align 8
  %165 = add i64 %162, %164
  %166 = getelementptr i8, ptr %8, i64 %165
  %167 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %167, ptr %166, i64 %159, i64 4, i64 963268865)
  %168 = call ptr @stack_top_primal(ptr %166, i64 4)
  store float 0.000000e+00, ptr %168, align 4
  %169 = getelementptr i64, ptr %16, i64 0
  %170 = load i64, ptr %169, align 8
  %171 = load i32, ptr %3, align 4
  %172 = zext i32 %171 to i64
  %173 = mul i64 %172, %18
  %174 = getelementptr i64, ptr %14, i64 0
  %175 = load i64, ptr %174, align 8
  %176 = add i64 %173, %175
  %177 = getelementptr i8, ptr %8, i64 %176
  %178 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %178, ptr %177, i64 %170, i64 4, i64 963268865)
  %179 = call ptr @stack_top_primal(ptr %177, i64 4)
  store float %157, ptr %179, align 4
  %180 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %181 = load ptr, ptr %180, align 8
  %182 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %181, i32 0, i32 1
  %183 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %184 = load ptr, ptr %183, align 8
  %185 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %184, i32 0, i32 1, i32 0, i32 0
  %186 = load i32, ptr %185, align 4
  %187 = icmp slt i32 %53, %186
  %188 = and i1 %142, %187
  %189 = icmp ne i1 %188, false
  br i1 %189, label %assert_cont8, label %assert_fail7

assert_abort6:                                    ; preds = %assert_fail4
  ret void

assert_fail7:                                     ; preds = %assert_cont5
  %190 = zext i32 %53 to i64
  %191 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @7, i32 1, i64 %190, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %192 = icmp ne i32 %191, 0
  br i1 %192, label %assert_abort9, label %assert_cont8

assert_cont8:                                     ; preds = %assert_fail7, %assert_cont5
  %193 = getelementptr { { i32 }, ptr }, ptr %182, i32 0, i32 1
  %194 = load ptr, ptr %193, align 8
  %195 = getelementptr { { i32 }, ptr }, ptr %182, i32 0, i32 0, i32 0
  %196 = load i32, ptr %195, align 4
  %197 = mul i32 0, %196
  %198 = add i32 %197, %53
  %199 = getelementptr i32, ptr %194, i32 %198
  %200 = load i32, ptr %199, align 4
  store i32 0, ptr %21, align 4
  br label %for_loop_test13

assert_abort9:                                    ; preds = %assert_fail7
  ret void

for_loop_body10:                                  ; preds = %for_loop_test13
  %201 = load i32, ptr %3, align 4
  %202 = zext i32 %201 to i64
  %203 = mul i64 %202, %18
  %204 = getelementptr i64, ptr %14, i64 0
  %205 = load i64, ptr %204, align 8
  %206 = add i64 %203, %205
  %207 = getelementptr i8, ptr %8, i64 %206
  %208 = call ptr @stack_top_primal(ptr %207, i64 4)
  %209 = load float, ptr %208, align 4
  %210 = call reassoc ninf nsz afn float @sin_f32(float %209)
  %211 = fmul reassoc ninf nsz afn float %210, 0x3FF19999A0000000
  %212 = fmul reassoc ninf nsz afn float %209, %209
  %213 = fmul reassoc ninf nsz afn float %212, 0x3FB99999A0000000
  %214 = fadd reassoc ninf nsz afn float %211, %213
  %215 = getelementptr i64, ptr %16, i64 0
  %216 = load i64, ptr %215, align 8
  %217 = load i32, ptr %3, align 4
  %218 = zext i32 %217 to i64
  %219 = mul i64 %218, %18
  %220 = getelementptr i64, ptr %14, i64 0
  %221 = load i64, ptr %220, align 8
  %222 = add i64 %219, %221
  %223 = getelementptr i8, ptr %8, i64 %222
  %224 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %224, ptr %223, i64 %216, i64 4, i64 963268865)
  %225 = call ptr @stack_top_primal(ptr %223, i64 4)
  store float %214, ptr %225, align 4
  br label %for_loop_inc11

for_loop_inc11:                                   ; preds = %for_loop_body10
  %226 = load i32, ptr %21, align 4
  %227 = add i32 %226, 1
  store i32 %227, ptr %21, align 4
  br label %for_loop_test13

after_for12:                                      ; preds = %for_loop_test13
  %228 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %229 = load ptr, ptr %228, align 8
  %230 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %229, i32 0, i32 3
  %231 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %232 = load ptr, ptr %231, align 8
  %233 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %232, i32 0, i32 3, i32 0, i32 0
  %234 = load i32, ptr %233, align 4
  %235 = icmp slt i32 %53, %234
  %236 = and i1 %142, %235
  %237 = icmp ne i1 %236, false
  br i1 %237, label %assert_cont15, label %assert_fail14

for_loop_test13:                                  ; preds = %for_loop_inc11, %assert_cont8
  %238 = load i32, ptr %21, align 4
  %239 = icmp slt i32 %238, %200
  br i1 %239, label %for_loop_body10, label %after_for12

assert_fail14:                                    ; preds = %after_for12
  %240 = zext i32 %53 to i64
  %241 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 1, i64 %240, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %242 = icmp ne i32 %241, 0
  br i1 %242, label %assert_abort16, label %assert_cont15

assert_cont15:                                    ; preds = %assert_fail14, %after_for12
  %243 = getelementptr { { i32 }, ptr, ptr }, ptr %230, i32 0, i32 2
  %244 = load ptr, ptr %243, align 8
  %245 = getelementptr { { i32 }, ptr, ptr }, ptr %230, i32 0, i32 0, i32 0
  %246 = load i32, ptr %245, align 4
  %247 = mul i32 0, %246
  %248 = add i32 %247, %53
  %249 = getelementptr float, ptr %244, i32 %248
  %250 = load float, ptr %249, align 4
  store float 0.000000e+00, ptr %249, align 4
  %251 = load i32, ptr %3, align 4
  %252 = zext i32 %251 to i64
  %253 = mul i64 %252, %18
  %254 = getelementptr i64, ptr %14, i64 0
  %255 = load i64, ptr %254, align 8
  %256 = add i64 %253, %255
  %257 = getelementptr i8, ptr %8, i64 %256
  %258 = call ptr @stack_top_adjoint(ptr %257, i64 4)
  %259 = load float, ptr %258, align 4
  %260 = fadd reassoc ninf nsz afn float %259, %250
  store float %260, ptr %258, align 4
  %261 = sub i32 %200, 1
  store i32 %261, ptr %22, align 4
  br label %for_loop_test20

assert_abort16:                                   ; preds = %assert_fail14
  ret void

for_loop_body17:                                  ; preds = %for_loop_test20
  %262 = load i32, ptr %3, align 4
  %263 = zext i32 %262 to i64
  %264 = mul i64 %263, %18
  %265 = getelementptr i64, ptr %14, i64 0
  %266 = load i64, ptr %265, align 8
  %267 = add i64 %264, %266
  %268 = getelementptr i8, ptr %8, i64 %267
  %269 = call ptr @stack_top_adjoint(ptr %268, i64 4)
  %270 = load float, ptr %269, align 4
  %271 = load i32, ptr %3, align 4
  %272 = zext i32 %271 to i64
  %273 = mul i64 %272, %18
  %274 = getelementptr i64, ptr %14, i64 0
  %275 = load i64, ptr %274, align 8
  %276 = add i64 %273, %275
  %277 = getelementptr i8, ptr %8, i64 %276
  call void @stack_pop(ptr %277)
  %278 = fmul reassoc ninf nsz afn float %270, 0x3FB99999A0000000
  %279 = load i32, ptr %3, align 4
  %280 = zext i32 %279 to i64
  %281 = mul i64 %280, %18
  %282 = getelementptr i64, ptr %14, i64 0
  %283 = load i64, ptr %282, align 8
  %284 = add i64 %281, %283
  %285 = getelementptr i8, ptr %8, i64 %284
  %286 = call ptr @stack_top_primal(ptr %285, i64 4)
  %287 = load float, ptr %286, align 4
  %288 = fmul reassoc ninf nsz afn float %278, %287
  %289 = load i32, ptr %3, align 4
  %290 = zext i32 %289 to i64
  %291 = mul i64 %290, %18
  %292 = getelementptr i64, ptr %14, i64 0
  %293 = load i64, ptr %292, align 8
  %294 = add i64 %291, %293
  %295 = getelementptr i8, ptr %8, i64 %294
  %296 = call ptr @stack_top_adjoint(ptr %295, i64 4)
  %297 = load float, ptr %296, align 4
  %298 = fadd reassoc ninf nsz afn float %297, %288
  store float %298, ptr %296, align 4
  %299 = load i32, ptr %3, align 4
  %300 = zext i32 %299 to i64
  %301 = mul i64 %300, %18
  %302 = getelementptr i64, ptr %14, i64 0
  %303 = load i64, ptr %302, align 8
  %304 = add i64 %301, %303
  %305 = getelementptr i8, ptr %8, i64 %304
  %306 = call ptr @stack_top_adjoint(ptr %305, i64 4)
  %307 = load float, ptr %306, align 4
  %308 = fadd reassoc ninf nsz afn float %307, %288
  store float %308, ptr %306, align 4
  %309 = fmul reassoc ninf nsz afn float %270, 0x3FF19999A0000000
  %310 = call reassoc ninf nsz afn float @cos_f32(float %287)
  %311 = fmul reassoc ninf nsz afn float %309, %310
  %312 = load i32, ptr %3, align 4
  %313 = zext i32 %312 to i64
  %314 = mul i64 %313, %18
  %315 = getelementptr i64, ptr %14, i64 0
  %316 = load i64, ptr %315, align 8
  %317 = add i64 %314, %316
  %318 = getelementptr i8, ptr %8, i64 %317
  %319 = call ptr @stack_top_adjoint(ptr %318, i64 4)
  %320 = load float, ptr %319, align 4
  %321 = fadd reassoc ninf nsz afn float %320, %311
  store float %321, ptr %319, align 4
  br label %for_loop_inc18

for_loop_inc18:                                   ; preds = %for_loop_body17
  %322 = load i32, ptr %22, align 4
  %323 = add i32 %322, -1
  store i32 %323, ptr %22, align 4
  br label %for_loop_test20

after_for19:                                      ; preds = %for_loop_test20
  %324 = load i32, ptr %3, align 4
  %325 = zext i32 %324 to i64
  %326 = mul i64 %325, %18
  %327 = getelementptr i64, ptr %14, i64 0
  %328 = load i64, ptr %327, align 8
  %329 = add i64 %326, %328
  %330 = getelementptr i8, ptr %8, i64 %329
  %331 = call ptr @stack_top_adjoint(ptr %330, i64 4)
  %332 = load float, ptr %331, align 4
  %333 = icmp ne i1 %145, false
  br i1 %333, label %assert_cont22, label %assert_fail21

for_loop_test20:                                  ; preds = %for_loop_inc18, %assert_cont15
  %334 = load i32, ptr %22, align 4
  %335 = icmp sge i32 %334, 0
  br i1 %335, label %for_loop_body17, label %after_for19

assert_fail21:                                    ; preds = %after_for19
  %336 = zext i32 %53 to i64
  %337 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 1, i64 %336, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %338 = icmp ne i32 %337, 0
  br i1 %338, label %assert_abort23, label %assert_cont22

assert_cont22:                                    ; preds = %assert_fail21, %after_for19
  %339 = getelementptr { { i32 }, ptr, ptr }, ptr %141, i32 0, i32 2
  %340 = load ptr, ptr %339, align 8
  %341 = getelementptr { { i32 }, ptr, ptr }, ptr %141, i32 0, i32 0, i32 0
  %342 = load i32, ptr %341, align 4
  %343 = mul i32 0, %342
  %344 = add i32 %343, %53
  %345 = getelementptr float, ptr %340, i32 %344
  %346 = load float, ptr %345, align 4
  %347 = fadd reassoc ninf nsz afn float %346, %332
  store float %347, ptr %345, align 4
  br label %after_if3

assert_abort23:                                   ; preds = %assert_fail21
  ret void

true_block24:                                     ; preds = %after_if3
  call void @stack_pop(ptr %60)
  br label %after_if26

false_block25:                                    ; preds = %after_if3
  br label %after_if26

after_if26:                                       ; preds = %false_block25, %true_block24
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
