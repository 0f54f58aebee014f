; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.RuntimeContext = type { ptr, ptr, i32, ptr, i32, ptr, ptr }

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@3 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@5 = private unnamed_addr constant [218 x i8] c"[kernel=gate_c61_0_reverse_grad] Out of bound access to ndarray at arg 2 with indices [%d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 392, in gate:\0A            if g[i] > 0.5:\0A               ^^^^\0A\00", align 1
@6 = private unnamed_addr constant [221 x i8] c"[kernel=gate_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 393, in gate:\0A                v = x[i]\0A                    ^^^^\0A\00", align 1
@7 = private unnamed_addr constant [245 x i8] c"[kernel=gate_c61_0_reverse_grad] Out of bound access to ndarray at arg 1 with indices [%d]\0AFile \22/work/wt/gated/irpass/testing/quadrants_programs.py\22, line 394, in gate:\0A                for _ in range(m[i]):\0A                               ^^^^\0A\00", align 1
@8 = private unnamed_addr constant [92 x i8] c"[kernel=gate_c61_0_reverse_grad] Out of bound access to ndarray at arg 3 with indices [%d]\0A\00", align 1
@9 = private unnamed_addr constant [92 x i8] c"[kernel=gate_c61_0_reverse_grad] Out of bound access to ndarray at arg 0 with indices [%d]\0A\00", align 1

define void @gate_c61_0_reverse_grad_kernel_1_range_for(ptr %context) {
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
  call void @stack_push(ptr %63, ptr %60, i64 %62, i64 1, i64 2766542032)
  %64 = call ptr @stack_top_primal(ptr %60, i64 1)
  store i1 false, ptr %64, align 1
  %65 = getelementptr i64, ptr %16, i64 2
  %66 = load i64, ptr %65, align 8
  %67 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %67, ptr %60, i64 %66, i64 1, i64 2766542032)
  %68 = call ptr @stack_top_primal(ptr %60, i64 1)
  store i1 true, ptr %68, align 1
  %69 = call ptr @stack_top_primal(ptr %60, i64 1)
  %70 = load i1, ptr %69, align 1
  %71 = getelementptr i64, ptr %16, i64 1
  %72 = load i64, ptr %71, align 8
  %73 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %73, ptr %52, i64 %72, i64 1, i64 2766542032)
  %74 = call ptr @stack_top_primal(ptr %52, i64 1)
  store i1 %70, ptr %74, align 1
  %75 = icmp ne i1 %70, false
  br i1 %75, label %true_block, label %false_block

for_loop_inc:                                     ; preds = %after_if27
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
  %103 = getelementptr double, ptr %98, i32 %102
  %104 = load double, ptr %103, align 8
  %105 = fcmp reassoc ninf nsz afn ogt double %104, 5.000000e-01
  %106 = getelementptr i64, ptr %16, i64 2
  %107 = load i64, ptr %106, align 8
  %108 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %108, ptr %60, i64 %107, i64 1, i64 2766542032)
  %109 = call ptr @stack_top_primal(ptr %60, i64 1)
  store i1 %105, ptr %109, align 1
  br label %after_if

assert_abort:                                     ; preds = %assert_fail
  ret void

true_block1:                                      ; preds = %after_if
  %110 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %111 = call ptr @LLVMRuntime_get_adstack_row_counters(ptr %110)
  %112 = getelementptr i32, ptr %111, i64 1
  %113 = atomicrmw add ptr %112, i32 1 seq_cst, align 4
  %114 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %115 = call ptr @LLVMRuntime_get_adstack_bound_row_capacities(ptr %114)
  %116 = getelementptr i32, ptr %115, i64 1
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

after_if3:                                        ; preds = %false_block2, %assert_cont23
  %123 = call ptr @stack_top_primal(ptr %52, i64 1)
  %124 = load i1, ptr %123, align 1
  %125 = icmp ne i1 %124, false
  br i1 %125, label %true_block25, label %false_block26

adstack_overflow_signal:                          ; preds = %true_block1
  %126 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %127 = call ptr @LLVMRuntime_get_adstack_overflow_flag_dev_ptr(ptr %126)
  %128 = atomicrmw or ptr %127, i64 1 monotonic, align 8
  %129 = call ptr @RuntimeContext_get_runtime(ptr %0)
  %130 = call ptr @LLVMRuntime_get_adstack_overflow_task_id_dev_ptr(ptr %129)
  %131 = cmpxchg ptr %130, i64 0, i64 2766542032 monotonic monotonic, align 8
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
  %156 = getelementptr double, ptr %151, i32 %155
  %157 = load double, ptr %156, align 8
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
  call void @stack_push(ptr %167, ptr %166, i64 %159, i64 8, i64 2766542032)
  %168 = call ptr @stack_top_primal(ptr %166, i64 8)
  store double 0.000000e+00, ptr %168, align 8
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
  call void @stack_push(ptr %178, ptr %177, i64 %170, i64 8, i64 2766542032)
  %179 = call ptr @stack_top_primal(ptr %177, i64 8)
  store double %157, ptr %179, align 8
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
  %208 = call ptr @stack_top_primal(ptr %207, i64 8)
  %209 = load double, ptr %208, align 8
  %210 = fmul reassoc ninf nsz afn double %209, 0x3FB99999A0000000
  %211 = fmul reassoc ninf nsz afn double %210, %209
  %212 = fsub reassoc ninf nsz afn double %209, %211
  %213 = call reassoc ninf nsz afn double @cos_f64(double %209)
  %214 = fmul reassoc ninf nsz afn double %213, 0x3FA99999A0000000
  %215 = fadd reassoc ninf nsz afn double %212, %214
  %216 = call reassoc ninf nsz afn double @exp_f64(double %210)
  %217 = fmul reassoc ninf nsz afn double %216, 0x3F847AE140000000
  %218 = fadd reassoc ninf nsz afn double %215, %217
  %219 = getelementptr i64, ptr %16, i64 0
  %220 = load i64, ptr %219, align 8
  %221 = load i32, ptr %3, align 4
  %222 = zext i32 %221 to i64
  %223 = mul i64 %222, %18
  %224 = getelementptr i64, ptr %14, i64 0
  %225 = load i64, ptr %224, align 8
  %226 = add i64 %223, %225
  %227 = getelementptr i8, ptr %8, i64 %226
  %228 = call ptr @RuntimeContext_get_runtime(ptr %0)
  call void @stack_push(ptr %228, ptr %227, i64 %220, i64 8, i64 2766542032)
  %229 = call ptr @stack_top_primal(ptr %227, i64 8)
  store double %218, ptr %229, align 8
  br label %for_loop_inc11

for_loop_inc11:                                   ; preds = %for_loop_body10
  %230 = load i32, ptr %21, align 4
  %231 = add i32 %230, 1
  store i32 %231, ptr %21, align 4
  br label %for_loop_test13

after_for12:                                      ; preds = %for_loop_test13
  %232 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %233 = load ptr, ptr %232, align 8
  %234 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %233, i32 0, i32 3
  %235 = getelementptr %struct.RuntimeContext, ptr %0, i32 0, i32 0
  %236 = load ptr, ptr %235, align 8
  %237 = getelementptr { { { i32 }, ptr, ptr }, { { i32 }, ptr }, { { i32 }, ptr }, { { i32 }, ptr, ptr } }, ptr %236, i32 0, i32 3, i32 0, i32 0
  %238 = load i32, ptr %237, align 4
  %239 = icmp slt i32 %53, %238
  %240 = and i1 %142, %239
  %241 = icmp ne i1 %240, false
  br i1 %241, label %assert_cont15, label %assert_fail14

for_loop_test13:                                  ; preds = %for_loop_inc11, %assert_cont8
  %242 = load i32, ptr %21, align 4
  %243 = icmp slt i32 %242, %200
  br i1 %243, label %for_loop_body10, label %after_for12

assert_fail14:                                    ; preds = %after_for12
  %244 = zext i32 %53 to i64
  %245 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @8, i32 1, i64 %244, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %246 = icmp ne i32 %245, 0
  br i1 %246, label %assert_abort16, label %assert_cont15

assert_cont15:                                    ; preds = %assert_fail14, %after_for12
  %247 = getelementptr { { i32 }, ptr, ptr }, ptr %234, i32 0, i32 2
  %248 = load ptr, ptr %247, align 8
  %249 = getelementptr { { i32 }, ptr, ptr }, ptr %234, i32 0, i32 0, i32 0
  %250 = load i32, ptr %249, align 4
  %251 = mul i32 0, %250
  %252 = add i32 %251, %53
  %253 = getelementptr double, ptr %248, i32 %252
  %254 = load double, ptr %253, align 8
  store double 0.000000e+00, ptr %253, align 8
  %255 = load i32, ptr %3, align 4
  %256 = zext i32 %255 to i64
  %257 = mul i64 %256, %18
  %258 = getelementptr i64, ptr %14, i64 0
  %259 = load i64, ptr %258, align 8
  %260 = add i64 %257, %259
  %261 = getelementptr i8, ptr %8, i64 %260
  %262 = call ptr @stack_top_adjoint(ptr %261, i64 8)
  %263 = load double, ptr %262, align 8
  %264 = fadd reassoc ninf nsz afn double %263, %254
  store double %264, ptr %262, align 8
  %265 = sub i32 %200, 1
  store i32 %265, ptr %22, align 4
  br label %for_loop_test20

assert_abort16:                                   ; preds = %assert_fail14
  ret void

for_loop_body17:                                  ; preds = %for_loop_test20
  %266 = load i32, ptr %3, align 4
  %267 = zext i32 %266 to i64
  %268 = mul i64 %267, %18
  %269 = getelementptr i64, ptr %14, i64 0
  %270 = load i64, ptr %269, align 8
  %271 = add i64 %268, %270
  %272 = getelementptr i8, ptr %8, i64 %271
  %273 = call ptr @stack_top_adjoint(ptr %272, i64 8)
  %274 = load double, ptr %273, align 8
  %275 = load i32, ptr %3, align 4
  %276 = zext i32 %275 to i64
  %277 = mul i64 %276, %18
  %278 = getelementptr i64, ptr %14, i64 0
  %279 = load i64, ptr %278, align 8
  %280 = add i64 %277, %279
  %281 = getelementptr i8, ptr %8, i64 %280
  call void @stack_pop(ptr %281)
  %282 = fmul reassoc ninf nsz afn double %274, 0x3F847AE140000000
  %283 = load i32, ptr %3, align 4
  %284 = zext i32 %283 to i64
  %285 = mul i64 %284, %18
  %286 = getelementptr i64, ptr %14, i64 0
  %287 = load i64, ptr %286, align 8
  %288 = add i64 %285, %287
  %289 = getelementptr i8, ptr %8, i64 %288
  %290 = call ptr @stack_top_primal(ptr %289, i64 8)
  %291 = load double, ptr %290, align 8
  %292 = fmul reassoc ninf nsz afn double %291, 0x3FB99999A0000000
  %293 = call reassoc ninf nsz afn double @exp_f64(double %292)
  %294 = fmul reassoc ninf nsz afn double %282, %293
  %295 = fmul reassoc ninf nsz afn double %294, 0x3FB99999A0000000
  %296 = load i32, ptr %3, align 4
  %297 = zext i32 %296 to i64
  %298 = mul i64 %297, %18
  %299 = getelementptr i64, ptr %14, i64 0
  %300 = load i64, ptr %299, align 8
  %301 = add i64 %298, %300
  %302 = getelementptr i8, ptr %8, i64 %301
  %303 = call ptr @stack_top_adjoint(ptr %302, i64 8)
  %304 = load double, ptr %303, align 8
  %305 = fadd reassoc ninf nsz afn double %304, %295
  store double %305, ptr %303, align 8
  %306 = fmul reassoc ninf nsz afn double %274, 0x3FA99999A0000000
  %307 = call reassoc ninf nsz afn double @sin_f64(double %291)
  %308 = fmul reassoc ninf nsz afn double %306, %307
  %neg = fneg reassoc ninf nsz afn double %308
  %309 = load i32, ptr %3, align 4
  %310 = zext i32 %309 to i64
  %311 = mul i64 %310, %18
  %312 = getelementptr i64, ptr %14, i64 0
  %313 = load i64, ptr %312, align 8
  %314 = add i64 %311, %313
  %315 = getelementptr i8, ptr %8, i64 %314
  %316 = call ptr @stack_top_adjoint(ptr %315, i64 8)
  %317 = load double, ptr %316, align 8
  %318 = fadd reassoc ninf nsz afn double %317, %neg
  store double %318, ptr %316, align 8
  %neg21 = fneg reassoc ninf nsz afn double %274
  %319 = fmul reassoc ninf nsz afn double %neg21, %291
  %320 = fmul reassoc ninf nsz afn double %neg21, %292
  %321 = load i32, ptr %3, align 4
  %322 = zext i32 %321 to i64
  %323 = mul i64 %322, %18
  %324 = getelementptr i64, ptr %14, i64 0
  %325 = load i64, ptr %324, align 8
  %326 = add i64 %323, %325
  %327 = getelementptr i8, ptr %8, i64 %326
  %328 = call ptr @stack_top_adjoint(ptr %327, i64 8)
  %329 = load double, ptr %328, align 8
  %330 = fadd reassoc ninf nsz afn double %329, %320
  store double %330, ptr %328, align 8
  %331 = fmul reassoc ninf nsz afn double %319, 0x3FB99999A0000000
  %332 = load i32, ptr %3, align 4
  %333 = zext i32 %332 to i64
  %334 = mul i64 %333, %18
  %335 = getelementptr i64, ptr %14, i64 0
  %336 = load i64, ptr %335, align 8
  %337 = add i64 %334, %336
  %338 = getelementptr i8, ptr %8, i64 %337
  %339 = call ptr @stack_top_adjoint(ptr %338, i64 8)
  %340 = load double, ptr %339, align 8
  %341 = fadd reassoc ninf nsz afn double %340, %331
  store double %341, ptr %339, align 8
  %342 = load i32, ptr %3, align 4
  %343 = zext i32 %342 to i64
  %344 = mul i64 %343, %18
  %345 = getelementptr i64, ptr %14, i64 0
  %346 = load i64, ptr %345, align 8
  %347 = add i64 %344, %346
  %348 = getelementptr i8, ptr %8, i64 %347
  %349 = call ptr @stack_top_adjoint(ptr %348, i64 8)
  %350 = load double, ptr %349, align 8
  %351 = fadd reassoc ninf nsz afn double %350, %274
  store double %351, ptr %349, align 8
  br label %for_loop_inc18

for_loop_inc18:                                   ; preds = %for_loop_body17
  %352 = load i32, ptr %22, align 4
  %353 = add i32 %352, -1
  store i32 %353, ptr %22, align 4
  br label %for_loop_test20

after_for19:                                      ; preds = %for_loop_test20
  %354 = load i32, ptr %3, align 4
  %355 = zext i32 %354 to i64
  %356 = mul i64 %355, %18
  %357 = getelementptr i64, ptr %14, i64 0
  %358 = load i64, ptr %357, align 8
  %359 = add i64 %356, %358
  %360 = getelementptr i8, ptr %8, i64 %359
  %361 = call ptr @stack_top_adjoint(ptr %360, i64 8)
  %362 = load double, ptr %361, align 8
  %363 = icmp ne i1 %145, false
  br i1 %363, label %assert_cont23, label %assert_fail22

for_loop_test20:                                  ; preds = %for_loop_inc18, %assert_cont15
  %364 = load i32, ptr %22, align 4
  %365 = icmp sge i32 %364, 0
  br i1 %365, label %for_loop_body17, label %after_for19

assert_fail22:                                    ; preds = %after_for19
  %366 = zext i32 %53 to i64
  %367 = call i32 @quadrants_assert_format_ctx_args8(ptr %0, ptr @9, i32 1, i64 %366, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %368 = icmp ne i32 %367, 0
  br i1 %368, label %assert_abort24, label %assert_cont23

assert_cont23:                                    ; preds = %assert_fail22, %after_for19
  %369 = getelementptr { { i32 }, ptr, ptr }, ptr %141, i32 0, i32 2
  %370 = load ptr, ptr %369, align 8
  %371 = getelementptr { { i32 }, ptr, ptr }, ptr %141, i32 0, i32 0, i32 0
  %372 = load i32, ptr %371, align 4
  %373 = mul i32 0, %372
  %374 = add i32 %373, %53
  %375 = getelementptr double, ptr %370, i32 %374
  %376 = load double, ptr %375, align 8
  %377 = fadd reassoc ninf nsz afn double %376, %362
  store double %377, ptr %375, align 8
  br label %after_if3

assert_abort24:                                   ; preds = %assert_fail22
  ret void

true_block25:                                     ; preds = %after_if3
  call void @stack_pop(ptr %60)
  br label %after_if27

false_block26:                                    ; preds = %after_if3
  br label %after_if27

after_if27:                                       ; preds = %false_block26, %true_block25
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
declare double @cos_f64(double noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare double @exp_f64(double noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare ptr @stack_top_adjoint(ptr noundef, i64 noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_pop(ptr noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare double @sin_f64(double noundef) #0

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @cpu_parallel_range_for(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) #0

attributes #0 = { alwaysinline mustprogress nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
