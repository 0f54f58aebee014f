; ModuleID = 'q_straight_f32_3x16'
source_filename = "q_straight_f32_3x16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @q_straight_f32_3x16_reverse_grad_kernel_0(ptr %runtime, ptr %heap_f, ptr %heap_i, i64 %stride_f, i64 %stride_i, ptr %max_sizes, ptr %x, ptr %y, ptr %dy, ptr %dx, i64 %n_elems, i64 %n_iter, i64 %n_threads) {
allocs:
  %elem_i = alloca i64, align 8
  %fwd_i = alloca i64, align 8
  %rev_i = alloca i64, align 8
  store i64 0, ptr %elem_i, align 8
  br label %elem_test

elem_test:
  %0 = load i64, ptr %elem_i, align 8
  %1 = icmp slt i64 %0, %n_elems
  br i1 %1, label %elem_body, label %elem_exit

elem_body:
  %2 = getelementptr float, ptr %x, i64 %0
  %3 = load float, ptr %2, align 4
  %4 = urem i64 %0, %n_threads
  %5 = mul i64 %4, %stride_f
  %6 = add i64 %5, 0
  %7 = getelementptr i8, ptr %heap_f, i64 %6
  call void @stack_init(ptr %7)
  %8 = mul i64 %4, %stride_f
  %9 = add i64 %8, 144
  %10 = getelementptr i8, ptr %heap_f, i64 %9
  call void @stack_init(ptr %10)
  %11 = mul i64 %4, %stride_f
  %12 = add i64 %11, 288
  %13 = getelementptr i8, ptr %heap_f, i64 %12
  call void @stack_init(ptr %13)
  %14 = fmul float %3, 0x3FF0000000000000
  %15 = getelementptr i64, ptr %max_sizes, i64 0
  %16 = load i64, ptr %15, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %16, i64 4, i64 1585257920)
  %17 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %14, ptr %17, align 4
  %18 = fmul float %3, 0x3FEC000000000000
  %19 = getelementptr i64, ptr %max_sizes, i64 1
  %20 = load i64, ptr %19, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %20, i64 4, i64 1585257920)
  %21 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %18, ptr %21, align 4
  %22 = fmul float %3, 0x3FE8000000000000
  %23 = getelementptr i64, ptr %max_sizes, i64 2
  %24 = load i64, ptr %23, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %24, i64 4, i64 1585257920)
  %25 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %22, ptr %25, align 4
  %26 = call ptr @stack_top_primal(ptr %7, i64 4)
  %27 = load float, ptr %26, align 4
  %28 = fmul float %27, 0x3FE4000000000000
  %29 = fmul float %27, %27
  %30 = fmul float %29, 0x3FC0000000000000
  %31 = fadd float %28, %30
  %32 = fadd float %31, 0x3FA0000000000000
  %33 = getelementptr i64, ptr %max_sizes, i64 0
  %34 = load i64, ptr %33, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %34, i64 4, i64 1585257920)
  %35 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %32, ptr %35, align 4
  %36 = call ptr @stack_top_primal(ptr %10, i64 4)
  %37 = load float, ptr %36, align 4
  %38 = fmul float %37, 0x3FE6000000000000
  %39 = fmul float %37, %37
  %40 = fmul float %39, 0x3FC0000000000000
  %41 = fadd float %38, %40
  %42 = fadd float %41, 0x3FA0000000000000
  %43 = getelementptr i64, ptr %max_sizes, i64 1
  %44 = load i64, ptr %43, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %44, i64 4, i64 1585257920)
  %45 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %42, ptr %45, align 4
  %46 = call ptr @stack_top_primal(ptr %13, i64 4)
  %47 = load float, ptr %46, align 4
  %48 = fmul float %47, 0x3FE8000000000000
  %49 = fmul float %47, %47
  %50 = fmul float %49, 0x3FC0000000000000
  %51 = fadd float %48, %50
  %52 = fadd float %51, 0x3FA0000000000000
  %53 = getelementptr i64, ptr %max_sizes, i64 2
  %54 = load i64, ptr %53, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %54, i64 4, i64 1585257920)
  %55 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %52, ptr %55, align 4
  %56 = call ptr @stack_top_primal(ptr %7, i64 4)
  %57 = load float, ptr %56, align 4
  %58 = fmul float %57, 0x3FE4000000000000
  %59 = fmul float %57, %57
  %60 = fmul float %59, 0x3FC0000000000000
  %61 = fadd float %58, %60
  %62 = fadd float %61, 0x3FA0000000000000
  %63 = getelementptr i64, ptr %max_sizes, i64 0
  %64 = load i64, ptr %63, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %64, i64 4, i64 1585257920)
  %65 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %62, ptr %65, align 4
  %66 = call ptr @stack_top_primal(ptr %10, i64 4)
  %67 = load float, ptr %66, align 4
  %68 = fmul float %67, 0x3FE6000000000000
  %69 = fmul float %67, %67
  %70 = fmul float %69, 0x3FC0000000000000
  %71 = fadd float %68, %70
  %72 = fadd float %71, 0x3FA0000000000000
  %73 = getelementptr i64, ptr %max_sizes, i64 1
  %74 = load i64, ptr %73, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %74, i64 4, i64 1585257920)
  %75 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %72, ptr %75, align 4
  %76 = call ptr @stack_top_primal(ptr %13, i64 4)
  %77 = load float, ptr %76, align 4
  %78 = fmul float %77, 0x3FE8000000000000
  %79 = fmul float %77, %77
  %80 = fmul float %79, 0x3FC0000000000000
  %81 = fadd float %78, %80
  %82 = fadd float %81, 0x3FA0000000000000
  %83 = getelementptr i64, ptr %max_sizes, i64 2
  %84 = load i64, ptr %83, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %84, i64 4, i64 1585257920)
  %85 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %82, ptr %85, align 4
  %86 = call ptr @stack_top_primal(ptr %7, i64 4)
  %87 = load float, ptr %86, align 4
  %88 = fmul float %87, 0x3FE4000000000000
  %89 = fmul float %87, %87
  %90 = fmul float %89, 0x3FC0000000000000
  %91 = fadd float %88, %90
  %92 = fadd float %91, 0x3FA0000000000000
  %93 = getelementptr i64, ptr %max_sizes, i64 0
  %94 = load i64, ptr %93, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %94, i64 4, i64 1585257920)
  %95 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %92, ptr %95, align 4
  %96 = call ptr @stack_top_primal(ptr %10, i64 4)
  %97 = load float, ptr %96, align 4
  %98 = fmul float %97, 0x3FE6000000000000
  %99 = fmul float %97, %97
  %100 = fmul float %99, 0x3FC0000000000000
  %101 = fadd float %98, %100
  %102 = fadd float %101, 0x3FA0000000000000
  %103 = getelementptr i64, ptr %max_sizes, i64 1
  %104 = load i64, ptr %103, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %104, i64 4, i64 1585257920)
  %105 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %102, ptr %105, align 4
  %106 = call ptr @stack_top_primal(ptr %13, i64 4)
  %107 = load float, ptr %106, align 4
  %108 = fmul float %107, 0x3FE8000000000000
  %109 = fmul float %107, %107
  %110 = fmul float %109, 0x3FC0000000000000
  %111 = fadd float %108, %110
  %112 = fadd float %111, 0x3FA0000000000000
  %113 = getelementptr i64, ptr %max_sizes, i64 2
  %114 = load i64, ptr %113, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %114, i64 4, i64 1585257920)
  %115 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %112, ptr %115, align 4
  %116 = call ptr @stack_top_primal(ptr %7, i64 4)
  %117 = load float, ptr %116, align 4
  %118 = fmul float %117, 0x3FE4000000000000
  %119 = fmul float %117, %117
  %120 = fmul float %119, 0x3FC0000000000000
  %121 = fadd float %118, %120
  %122 = fadd float %121, 0x3FA0000000000000
  %123 = getelementptr i64, ptr %max_sizes, i64 0
  %124 = load i64, ptr %123, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %124, i64 4, i64 1585257920)
  %125 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %122, ptr %125, align 4
  %126 = call ptr @stack_top_primal(ptr %10, i64 4)
  %127 = load float, ptr %126, align 4
  %128 = fmul float %127, 0x3FE6000000000000
  %129 = fmul float %127, %127
  %130 = fmul float %129, 0x3FC0000000000000
  %131 = fadd float %128, %130
  %132 = fadd float %131, 0x3FA0000000000000
  %133 = getelementptr i64, ptr %max_sizes, i64 1
  %134 = load i64, ptr %133, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %134, i64 4, i64 1585257920)
  %135 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %132, ptr %135, align 4
  %136 = call ptr @stack_top_primal(ptr %13, i64 4)
  %137 = load float, ptr %136, align 4
  %138 = fmul float %137, 0x3FE8000000000000
  %139 = fmul float %137, %137
  %140 = fmul float %139, 0x3FC0000000000000
  %141 = fadd float %138, %140
  %142 = fadd float %141, 0x3FA0000000000000
  %143 = getelementptr i64, ptr %max_sizes, i64 2
  %144 = load i64, ptr %143, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %144, i64 4, i64 1585257920)
  %145 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %142, ptr %145, align 4
  %146 = call ptr @stack_top_primal(ptr %7, i64 4)
  %147 = load float, ptr %146, align 4
  %148 = fmul float %147, 0x3FE4000000000000
  %149 = fmul float %147, %147
  %150 = fmul float %149, 0x3FC0000000000000
  %151 = fadd float %148, %150
  %152 = fadd float %151, 0x3FA0000000000000
  %153 = getelementptr i64, ptr %max_sizes, i64 0
  %154 = load i64, ptr %153, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %154, i64 4, i64 1585257920)
  %155 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %152, ptr %155, align 4
  %156 = call ptr @stack_top_primal(ptr %10, i64 4)
  %157 = load float, ptr %156, align 4
  %158 = fmul float %157, 0x3FE6000000000000
  %159 = fmul float %157, %157
  %160 = fmul float %159, 0x3FC0000000000000
  %161 = fadd float %158, %160
  %162 = fadd float %161, 0x3FA0000000000000
  %163 = getelementptr i64, ptr %max_sizes, i64 1
  %164 = load i64, ptr %163, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %164, i64 4, i64 1585257920)
  %165 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %162, ptr %165, align 4
  %166 = call ptr @stack_top_primal(ptr %13, i64 4)
  %167 = load float, ptr %166, align 4
  %168 = fmul float %167, 0x3FE8000000000000
  %169 = fmul float %167, %167
  %170 = fmul float %169, 0x3FC0000000000000
  %171 = fadd float %168, %170
  %172 = fadd float %171, 0x3FA0000000000000
  %173 = getelementptr i64, ptr %max_sizes, i64 2
  %174 = load i64, ptr %173, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %174, i64 4, i64 1585257920)
  %175 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %172, ptr %175, align 4
  %176 = call ptr @stack_top_primal(ptr %7, i64 4)
  %177 = load float, ptr %176, align 4
  %178 = fmul float %177, 0x3FE4000000000000
  %179 = fmul float %177, %177
  %180 = fmul float %179, 0x3FC0000000000000
  %181 = fadd float %178, %180
  %182 = fadd float %181, 0x3FA0000000000000
  %183 = getelementptr i64, ptr %max_sizes, i64 0
  %184 = load i64, ptr %183, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %184, i64 4, i64 1585257920)
  %185 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %182, ptr %185, align 4
  %186 = call ptr @stack_top_primal(ptr %10, i64 4)
  %187 = load float, ptr %186, align 4
  %188 = fmul float %187, 0x3FE6000000000000
  %189 = fmul float %187, %187
  %190 = fmul float %189, 0x3FC0000000000000
  %191 = fadd float %188, %190
  %192 = fadd float %191, 0x3FA0000000000000
  %193 = getelementptr i64, ptr %max_sizes, i64 1
  %194 = load i64, ptr %193, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %194, i64 4, i64 1585257920)
  %195 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %192, ptr %195, align 4
  %196 = call ptr @stack_top_primal(ptr %13, i64 4)
  %197 = load float, ptr %196, align 4
  %198 = fmul float %197, 0x3FE8000000000000
  %199 = fmul float %197, %197
  %200 = fmul float %199, 0x3FC0000000000000
  %201 = fadd float %198, %200
  %202 = fadd float %201, 0x3FA0000000000000
  %203 = getelementptr i64, ptr %max_sizes, i64 2
  %204 = load i64, ptr %203, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %204, i64 4, i64 1585257920)
  %205 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %202, ptr %205, align 4
  %206 = call ptr @stack_top_primal(ptr %7, i64 4)
  %207 = load float, ptr %206, align 4
  %208 = fmul float %207, 0x3FE4000000000000
  %209 = fmul float %207, %207
  %210 = fmul float %209, 0x3FC0000000000000
  %211 = fadd float %208, %210
  %212 = fadd float %211, 0x3FA0000000000000
  %213 = getelementptr i64, ptr %max_sizes, i64 0
  %214 = load i64, ptr %213, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %214, i64 4, i64 1585257920)
  %215 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %212, ptr %215, align 4
  %216 = call ptr @stack_top_primal(ptr %10, i64 4)
  %217 = load float, ptr %216, align 4
  %218 = fmul float %217, 0x3FE6000000000000
  %219 = fmul float %217, %217
  %220 = fmul float %219, 0x3FC0000000000000
  %221 = fadd float %218, %220
  %222 = fadd float %221, 0x3FA0000000000000
  %223 = getelementptr i64, ptr %max_sizes, i64 1
  %224 = load i64, ptr %223, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %224, i64 4, i64 1585257920)
  %225 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %222, ptr %225, align 4
  %226 = call ptr @stack_top_primal(ptr %13, i64 4)
  %227 = load float, ptr %226, align 4
  %228 = fmul float %227, 0x3FE8000000000000
  %229 = fmul float %227, %227
  %230 = fmul float %229, 0x3FC0000000000000
  %231 = fadd float %228, %230
  %232 = fadd float %231, 0x3FA0000000000000
  %233 = getelementptr i64, ptr %max_sizes, i64 2
  %234 = load i64, ptr %233, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %234, i64 4, i64 1585257920)
  %235 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %232, ptr %235, align 4
  %236 = call ptr @stack_top_primal(ptr %7, i64 4)
  %237 = load float, ptr %236, align 4
  %238 = fmul float %237, 0x3FE4000000000000
  %239 = fmul float %237, %237
  %240 = fmul float %239, 0x3FC0000000000000
  %241 = fadd float %238, %240
  %242 = fadd float %241, 0x3FA0000000000000
  %243 = getelementptr i64, ptr %max_sizes, i64 0
  %244 = load i64, ptr %243, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %244, i64 4, i64 1585257920)
  %245 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %242, ptr %245, align 4
  %246 = call ptr @stack_top_primal(ptr %10, i64 4)
  %247 = load float, ptr %246, align 4
  %248 = fmul float %247, 0x3FE6000000000000
  %249 = fmul float %247, %247
  %250 = fmul float %249, 0x3FC0000000000000
  %251 = fadd float %248, %250
  %252 = fadd float %251, 0x3FA0000000000000
  %253 = getelementptr i64, ptr %max_sizes, i64 1
  %254 = load i64, ptr %253, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %254, i64 4, i64 1585257920)
  %255 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %252, ptr %255, align 4
  %256 = call ptr @stack_top_primal(ptr %13, i64 4)
  %257 = load float, ptr %256, align 4
  %258 = fmul float %257, 0x3FE8000000000000
  %259 = fmul float %257, %257
  %260 = fmul float %259, 0x3FC0000000000000
  %261 = fadd float %258, %260
  %262 = fadd float %261, 0x3FA0000000000000
  %263 = getelementptr i64, ptr %max_sizes, i64 2
  %264 = load i64, ptr %263, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %264, i64 4, i64 1585257920)
  %265 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %262, ptr %265, align 4
  %266 = call ptr @stack_top_primal(ptr %7, i64 4)
  %267 = load float, ptr %266, align 4
  %268 = fmul float %267, 0x3FE4000000000000
  %269 = fmul float %267, %267
  %270 = fmul float %269, 0x3FC0000000000000
  %271 = fadd float %268, %270
  %272 = fadd float %271, 0x3FA0000000000000
  %273 = getelementptr i64, ptr %max_sizes, i64 0
  %274 = load i64, ptr %273, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %274, i64 4, i64 1585257920)
  %275 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %272, ptr %275, align 4
  %276 = call ptr @stack_top_primal(ptr %10, i64 4)
  %277 = load float, ptr %276, align 4
  %278 = fmul float %277, 0x3FE6000000000000
  %279 = fmul float %277, %277
  %280 = fmul float %279, 0x3FC0000000000000
  %281 = fadd float %278, %280
  %282 = fadd float %281, 0x3FA0000000000000
  %283 = getelementptr i64, ptr %max_sizes, i64 1
  %284 = load i64, ptr %283, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %284, i64 4, i64 1585257920)
  %285 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %282, ptr %285, align 4
  %286 = call ptr @stack_top_primal(ptr %13, i64 4)
  %287 = load float, ptr %286, align 4
  %288 = fmul float %287, 0x3FE8000000000000
  %289 = fmul float %287, %287
  %290 = fmul float %289, 0x3FC0000000000000
  %291 = fadd float %288, %290
  %292 = fadd float %291, 0x3FA0000000000000
  %293 = getelementptr i64, ptr %max_sizes, i64 2
  %294 = load i64, ptr %293, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %294, i64 4, i64 1585257920)
  %295 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %292, ptr %295, align 4
  %296 = call ptr @stack_top_primal(ptr %7, i64 4)
  %297 = load float, ptr %296, align 4
  %298 = fmul float %297, 0x3FE4000000000000
  %299 = fmul float %297, %297
  %300 = fmul float %299, 0x3FC0000000000000
  %301 = fadd float %298, %300
  %302 = fadd float %301, 0x3FA0000000000000
  %303 = getelementptr i64, ptr %max_sizes, i64 0
  %304 = load i64, ptr %303, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %304, i64 4, i64 1585257920)
  %305 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %302, ptr %305, align 4
  %306 = call ptr @stack_top_primal(ptr %10, i64 4)
  %307 = load float, ptr %306, align 4
  %308 = fmul float %307, 0x3FE6000000000000
  %309 = fmul float %307, %307
  %310 = fmul float %309, 0x3FC0000000000000
  %311 = fadd float %308, %310
  %312 = fadd float %311, 0x3FA0000000000000
  %313 = getelementptr i64, ptr %max_sizes, i64 1
  %314 = load i64, ptr %313, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %314, i64 4, i64 1585257920)
  %315 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %312, ptr %315, align 4
  %316 = call ptr @stack_top_primal(ptr %13, i64 4)
  %317 = load float, ptr %316, align 4
  %318 = fmul float %317, 0x3FE8000000000000
  %319 = fmul float %317, %317
  %320 = fmul float %319, 0x3FC0000000000000
  %321 = fadd float %318, %320
  %322 = fadd float %321, 0x3FA0000000000000
  %323 = getelementptr i64, ptr %max_sizes, i64 2
  %324 = load i64, ptr %323, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %324, i64 4, i64 1585257920)
  %325 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %322, ptr %325, align 4
  %326 = call ptr @stack_top_primal(ptr %7, i64 4)
  %327 = load float, ptr %326, align 4
  %328 = fmul float %327, 0x3FE4000000000000
  %329 = fmul float %327, %327
  %330 = fmul float %329, 0x3FC0000000000000
  %331 = fadd float %328, %330
  %332 = fadd float %331, 0x3FA0000000000000
  %333 = getelementptr i64, ptr %max_sizes, i64 0
  %334 = load i64, ptr %333, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %334, i64 4, i64 1585257920)
  %335 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %332, ptr %335, align 4
  %336 = call ptr @stack_top_primal(ptr %10, i64 4)
  %337 = load float, ptr %336, align 4
  %338 = fmul float %337, 0x3FE6000000000000
  %339 = fmul float %337, %337
  %340 = fmul float %339, 0x3FC0000000000000
  %341 = fadd float %338, %340
  %342 = fadd float %341, 0x3FA0000000000000
  %343 = getelementptr i64, ptr %max_sizes, i64 1
  %344 = load i64, ptr %343, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %344, i64 4, i64 1585257920)
  %345 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %342, ptr %345, align 4
  %346 = call ptr @stack_top_primal(ptr %13, i64 4)
  %347 = load float, ptr %346, align 4
  %348 = fmul float %347, 0x3FE8000000000000
  %349 = fmul float %347, %347
  %350 = fmul float %349, 0x3FC0000000000000
  %351 = fadd float %348, %350
  %352 = fadd float %351, 0x3FA0000000000000
  %353 = getelementptr i64, ptr %max_sizes, i64 2
  %354 = load i64, ptr %353, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %354, i64 4, i64 1585257920)
  %355 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %352, ptr %355, align 4
  %356 = call ptr @stack_top_primal(ptr %7, i64 4)
  %357 = load float, ptr %356, align 4
  %358 = fmul float %357, 0x3FE4000000000000
  %359 = fmul float %357, %357
  %360 = fmul float %359, 0x3FC0000000000000
  %361 = fadd float %358, %360
  %362 = fadd float %361, 0x3FA0000000000000
  %363 = getelementptr i64, ptr %max_sizes, i64 0
  %364 = load i64, ptr %363, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %364, i64 4, i64 1585257920)
  %365 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %362, ptr %365, align 4
  %366 = call ptr @stack_top_primal(ptr %10, i64 4)
  %367 = load float, ptr %366, align 4
  %368 = fmul float %367, 0x3FE6000000000000
  %369 = fmul float %367, %367
  %370 = fmul float %369, 0x3FC0000000000000
  %371 = fadd float %368, %370
  %372 = fadd float %371, 0x3FA0000000000000
  %373 = getelementptr i64, ptr %max_sizes, i64 1
  %374 = load i64, ptr %373, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %374, i64 4, i64 1585257920)
  %375 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %372, ptr %375, align 4
  %376 = call ptr @stack_top_primal(ptr %13, i64 4)
  %377 = load float, ptr %376, align 4
  %378 = fmul float %377, 0x3FE8000000000000
  %379 = fmul float %377, %377
  %380 = fmul float %379, 0x3FC0000000000000
  %381 = fadd float %378, %380
  %382 = fadd float %381, 0x3FA0000000000000
  %383 = getelementptr i64, ptr %max_sizes, i64 2
  %384 = load i64, ptr %383, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %384, i64 4, i64 1585257920)
  %385 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %382, ptr %385, align 4
  %386 = call ptr @stack_top_primal(ptr %7, i64 4)
  %387 = load float, ptr %386, align 4
  %388 = fmul float %387, 0x3FE4000000000000
  %389 = fmul float %387, %387
  %390 = fmul float %389, 0x3FC0000000000000
  %391 = fadd float %388, %390
  %392 = fadd float %391, 0x3FA0000000000000
  %393 = getelementptr i64, ptr %max_sizes, i64 0
  %394 = load i64, ptr %393, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %394, i64 4, i64 1585257920)
  %395 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %392, ptr %395, align 4
  %396 = call ptr @stack_top_primal(ptr %10, i64 4)
  %397 = load float, ptr %396, align 4
  %398 = fmul float %397, 0x3FE6000000000000
  %399 = fmul float %397, %397
  %400 = fmul float %399, 0x3FC0000000000000
  %401 = fadd float %398, %400
  %402 = fadd float %401, 0x3FA0000000000000
  %403 = getelementptr i64, ptr %max_sizes, i64 1
  %404 = load i64, ptr %403, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %404, i64 4, i64 1585257920)
  %405 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %402, ptr %405, align 4
  %406 = call ptr @stack_top_primal(ptr %13, i64 4)
  %407 = load float, ptr %406, align 4
  %408 = fmul float %407, 0x3FE8000000000000
  %409 = fmul float %407, %407
  %410 = fmul float %409, 0x3FC0000000000000
  %411 = fadd float %408, %410
  %412 = fadd float %411, 0x3FA0000000000000
  %413 = getelementptr i64, ptr %max_sizes, i64 2
  %414 = load i64, ptr %413, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %414, i64 4, i64 1585257920)
  %415 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %412, ptr %415, align 4
  %416 = call ptr @stack_top_primal(ptr %7, i64 4)
  %417 = load float, ptr %416, align 4
  %418 = fmul float %417, 0x3FE4000000000000
  %419 = fmul float %417, %417
  %420 = fmul float %419, 0x3FC0000000000000
  %421 = fadd float %418, %420
  %422 = fadd float %421, 0x3FA0000000000000
  %423 = getelementptr i64, ptr %max_sizes, i64 0
  %424 = load i64, ptr %423, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %424, i64 4, i64 1585257920)
  %425 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %422, ptr %425, align 4
  %426 = call ptr @stack_top_primal(ptr %10, i64 4)
  %427 = load float, ptr %426, align 4
  %428 = fmul float %427, 0x3FE6000000000000
  %429 = fmul float %427, %427
  %430 = fmul float %429, 0x3FC0000000000000
  %431 = fadd float %428, %430
  %432 = fadd float %431, 0x3FA0000000000000
  %433 = getelementptr i64, ptr %max_sizes, i64 1
  %434 = load i64, ptr %433, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %434, i64 4, i64 1585257920)
  %435 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %432, ptr %435, align 4
  %436 = call ptr @stack_top_primal(ptr %13, i64 4)
  %437 = load float, ptr %436, align 4
  %438 = fmul float %437, 0x3FE8000000000000
  %439 = fmul float %437, %437
  %440 = fmul float %439, 0x3FC0000000000000
  %441 = fadd float %438, %440
  %442 = fadd float %441, 0x3FA0000000000000
  %443 = getelementptr i64, ptr %max_sizes, i64 2
  %444 = load i64, ptr %443, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %444, i64 4, i64 1585257920)
  %445 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %442, ptr %445, align 4
  %446 = call ptr @stack_top_primal(ptr %7, i64 4)
  %447 = load float, ptr %446, align 4
  %448 = fmul float %447, 0x3FE4000000000000
  %449 = fmul float %447, %447
  %450 = fmul float %449, 0x3FC0000000000000
  %451 = fadd float %448, %450
  %452 = fadd float %451, 0x3FA0000000000000
  %453 = getelementptr i64, ptr %max_sizes, i64 0
  %454 = load i64, ptr %453, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %454, i64 4, i64 1585257920)
  %455 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %452, ptr %455, align 4
  %456 = call ptr @stack_top_primal(ptr %10, i64 4)
  %457 = load float, ptr %456, align 4
  %458 = fmul float %457, 0x3FE6000000000000
  %459 = fmul float %457, %457
  %460 = fmul float %459, 0x3FC0000000000000
  %461 = fadd float %458, %460
  %462 = fadd float %461, 0x3FA0000000000000
  %463 = getelementptr i64, ptr %max_sizes, i64 1
  %464 = load i64, ptr %463, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %464, i64 4, i64 1585257920)
  %465 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %462, ptr %465, align 4
  %466 = call ptr @stack_top_primal(ptr %13, i64 4)
  %467 = load float, ptr %466, align 4
  %468 = fmul float %467, 0x3FE8000000000000
  %469 = fmul float %467, %467
  %470 = fmul float %469, 0x3FC0000000000000
  %471 = fadd float %468, %470
  %472 = fadd float %471, 0x3FA0000000000000
  %473 = getelementptr i64, ptr %max_sizes, i64 2
  %474 = load i64, ptr %473, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %474, i64 4, i64 1585257920)
  %475 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %472, ptr %475, align 4
  %476 = call ptr @stack_top_primal(ptr %7, i64 4)
  %477 = load float, ptr %476, align 4
  %478 = fmul float %477, 0x3FE4000000000000
  %479 = fmul float %477, %477
  %480 = fmul float %479, 0x3FC0000000000000
  %481 = fadd float %478, %480
  %482 = fadd float %481, 0x3FA0000000000000
  %483 = getelementptr i64, ptr %max_sizes, i64 0
  %484 = load i64, ptr %483, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %484, i64 4, i64 1585257920)
  %485 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %482, ptr %485, align 4
  %486 = call ptr @stack_top_primal(ptr %10, i64 4)
  %487 = load float, ptr %486, align 4
  %488 = fmul float %487, 0x3FE6000000000000
  %489 = fmul float %487, %487
  %490 = fmul float %489, 0x3FC0000000000000
  %491 = fadd float %488, %490
  %492 = fadd float %491, 0x3FA0000000000000
  %493 = getelementptr i64, ptr %max_sizes, i64 1
  %494 = load i64, ptr %493, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %494, i64 4, i64 1585257920)
  %495 = call ptr @stack_top_primal(ptr %10, i64 4)
  store float %492, ptr %495, align 4
  %496 = call ptr @stack_top_primal(ptr %13, i64 4)
  %497 = load float, ptr %496, align 4
  %498 = fmul float %497, 0x3FE8000000000000
  %499 = fmul float %497, %497
  %500 = fmul float %499, 0x3FC0000000000000
  %501 = fadd float %498, %500
  %502 = fadd float %501, 0x3FA0000000000000
  %503 = getelementptr i64, ptr %max_sizes, i64 2
  %504 = load i64, ptr %503, align 8
  call void @stack_push(ptr %runtime, ptr %13, i64 %504, i64 4, i64 1585257920)
  %505 = call ptr @stack_top_primal(ptr %13, i64 4)
  store float %502, ptr %505, align 4
  %506 = call ptr @stack_top_primal(ptr %7, i64 4)
  %507 = load float, ptr %506, align 4
  %508 = call ptr @stack_top_primal(ptr %10, i64 4)
  %509 = load float, ptr %508, align 4
  %510 = call ptr @stack_top_primal(ptr %13, i64 4)
  %511 = load float, ptr %510, align 4
  %512 = fadd float %507, %509
  %513 = fadd float %512, %511
  %514 = getelementptr float, ptr %y, i64 %0
  store float %513, ptr %514, align 4
  %515 = getelementptr float, ptr %dy, i64 %0
  %516 = load float, ptr %515, align 4
  %517 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %518 = load float, ptr %517, align 4
  %519 = fadd float %518, %516
  store float %519, ptr %517, align 4
  %520 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %521 = load float, ptr %520, align 4
  %522 = fadd float %521, %516
  store float %522, ptr %520, align 4
  %523 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %524 = load float, ptr %523, align 4
  %525 = fadd float %524, %516
  store float %525, ptr %523, align 4
  %526 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %527 = load float, ptr %526, align 4
  call void @stack_pop(ptr %13)
  %528 = call ptr @stack_top_primal(ptr %13, i64 4)
  %529 = load float, ptr %528, align 4
  %530 = fmul float %529, 0x3FD0000000000000
  %531 = fadd float %530, 0x3FE8000000000000
  %532 = fmul float %527, %531
  %533 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %534 = load float, ptr %533, align 4
  %535 = fadd float %534, %532
  store float %535, ptr %533, align 4
  %536 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %537 = load float, ptr %536, align 4
  call void @stack_pop(ptr %10)
  %538 = call ptr @stack_top_primal(ptr %10, i64 4)
  %539 = load float, ptr %538, align 4
  %540 = fmul float %539, 0x3FD0000000000000
  %541 = fadd float %540, 0x3FE6000000000000
  %542 = fmul float %537, %541
  %543 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %544 = load float, ptr %543, align 4
  %545 = fadd float %544, %542
  store float %545, ptr %543, align 4
  %546 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %547 = load float, ptr %546, align 4
  call void @stack_pop(ptr %7)
  %548 = call ptr @stack_top_primal(ptr %7, i64 4)
  %549 = load float, ptr %548, align 4
  %550 = fmul float %549, 0x3FD0000000000000
  %551 = fadd float %550, 0x3FE4000000000000
  %552 = fmul float %547, %551
  %553 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %554 = load float, ptr %553, align 4
  %555 = fadd float %554, %552
  store float %555, ptr %553, align 4
  %556 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %557 = load float, ptr %556, align 4
  call void @stack_pop(ptr %13)
  %558 = call ptr @stack_top_primal(ptr %13, i64 4)
  %559 = load float, ptr %558, align 4
  %560 = fmul float %559, 0x3FD0000000000000
  %561 = fadd float %560, 0x3FE8000000000000
  %562 = fmul float %557, %561
  %563 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %564 = load float, ptr %563, align 4
  %565 = fadd float %564, %562
  store float %565, ptr %563, align 4
  %566 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %567 = load float, ptr %566, align 4
  call void @stack_pop(ptr %10)
  %568 = call ptr @stack_top_primal(ptr %10, i64 4)
  %569 = load float, ptr %568, align 4
  %570 = fmul float %569, 0x3FD0000000000000
  %571 = fadd float %570, 0x3FE6000000000000
  %572 = fmul float %567, %571
  %573 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %574 = load float, ptr %573, align 4
  %575 = fadd float %574, %572
  store float %575, ptr %573, align 4
  %576 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %577 = load float, ptr %576, align 4
  call void @stack_pop(ptr %7)
  %578 = call ptr @stack_top_primal(ptr %7, i64 4)
  %579 = load float, ptr %578, align 4
  %580 = fmul float %579, 0x3FD0000000000000
  %581 = fadd float %580, 0x3FE4000000000000
  %582 = fmul float %577, %581
  %583 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %584 = load float, ptr %583, align 4
  %585 = fadd float %584, %582
  store float %585, ptr %583, align 4
  %586 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %587 = load float, ptr %586, align 4
  call void @stack_pop(ptr %13)
  %588 = call ptr @stack_top_primal(ptr %13, i64 4)
  %589 = load float, ptr %588, align 4
  %590 = fmul float %589, 0x3FD0000000000000
  %591 = fadd float %590, 0x3FE8000000000000
  %592 = fmul float %587, %591
  %593 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %594 = load float, ptr %593, align 4
  %595 = fadd float %594, %592
  store float %595, ptr %593, align 4
  %596 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %597 = load float, ptr %596, align 4
  call void @stack_pop(ptr %10)
  %598 = call ptr @stack_top_primal(ptr %10, i64 4)
  %599 = load float, ptr %598, align 4
  %600 = fmul float %599, 0x3FD0000000000000
  %601 = fadd float %600, 0x3FE6000000000000
  %602 = fmul float %597, %601
  %603 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %604 = load float, ptr %603, align 4
  %605 = fadd float %604, %602
  store float %605, ptr %603, align 4
  %606 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %607 = load float, ptr %606, align 4
  call void @stack_pop(ptr %7)
  %608 = call ptr @stack_top_primal(ptr %7, i64 4)
  %609 = load float, ptr %608, align 4
  %610 = fmul float %609, 0x3FD0000000000000
  %611 = fadd float %610, 0x3FE4000000000000
  %612 = fmul float %607, %611
  %613 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %614 = load float, ptr %613, align 4
  %615 = fadd float %614, %612
  store float %615, ptr %613, align 4
  %616 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %617 = load float, ptr %616, align 4
  call void @stack_pop(ptr %13)
  %618 = call ptr @stack_top_primal(ptr %13, i64 4)
  %619 = load float, ptr %618, align 4
  %620 = fmul float %619, 0x3FD0000000000000
  %621 = fadd float %620, 0x3FE8000000000000
  %622 = fmul float %617, %621
  %623 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %624 = load float, ptr %623, align 4
  %625 = fadd float %624, %622
  store float %625, ptr %623, align 4
  %626 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %627 = load float, ptr %626, align 4
  call void @stack_pop(ptr %10)
  %628 = call ptr @stack_top_primal(ptr %10, i64 4)
  %629 = load float, ptr %628, align 4
  %630 = fmul float %629, 0x3FD0000000000000
  %631 = fadd float %630, 0x3FE6000000000000
  %632 = fmul float %627, %631
  %633 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %634 = load float, ptr %633, align 4
  %635 = fadd float %634, %632
  store float %635, ptr %633, align 4
  %636 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %637 = load float, ptr %636, align 4
  call void @stack_pop(ptr %7)
  %638 = call ptr @stack_top_primal(ptr %7, i64 4)
  %639 = load float, ptr %638, align 4
  %640 = fmul float %639, 0x3FD0000000000000
  %641 = fadd float %640, 0x3FE4000000000000
  %642 = fmul float %637, %641
  %643 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %644 = load float, ptr %643, align 4
  %645 = fadd float %644, %642
  store float %645, ptr %643, align 4
  %646 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %647 = load float, ptr %646, align 4
  call void @stack_pop(ptr %13)
  %648 = call ptr @stack_top_primal(ptr %13, i64 4)
  %649 = load float, ptr %648, align 4
  %650 = fmul float %649, 0x3FD0000000000000
  %651 = fadd float %650, 0x3FE8000000000000
  %652 = fmul float %647, %651
  %653 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %654 = load float, ptr %653, align 4
  %655 = fadd float %654, %652
  store float %655, ptr %653, align 4
  %656 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %657 = load float, ptr %656, align 4
  call void @stack_pop(ptr %10)
  %658 = call ptr @stack_top_primal(ptr %10, i64 4)
  %659 = load float, ptr %658, align 4
  %660 = fmul float %659, 0x3FD0000000000000
  %661 = fadd float %660, 0x3FE6000000000000
  %662 = fmul float %657, %661
  %663 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %664 = load float, ptr %663, align 4
  %665 = fadd float %664, %662
  store float %665, ptr %663, align 4
  %666 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %667 = load float, ptr %666, align 4
  call void @stack_pop(ptr %7)
  %668 = call ptr @stack_top_primal(ptr %7, i64 4)
  %669 = load float, ptr %668, align 4
  %670 = fmul float %669, 0x3FD0000000000000
  %671 = fadd float %670, 0x3FE4000000000000
  %672 = fmul float %667, %671
  %673 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %674 = load float, ptr %673, align 4
  %675 = fadd float %674, %672
  store float %675, ptr %673, align 4
  %676 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %677 = load float, ptr %676, align 4
  call void @stack_pop(ptr %13)
  %678 = call ptr @stack_top_primal(ptr %13, i64 4)
  %679 = load float, ptr %678, align 4
  %680 = fmul float %679, 0x3FD0000000000000
  %681 = fadd float %680, 0x3FE8000000000000
  %682 = fmul float %677, %681
  %683 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %684 = load float, ptr %683, align 4
  %685 = fadd float %684, %682
  store float %685, ptr %683, align 4
  %686 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %687 = load float, ptr %686, align 4
  call void @stack_pop(ptr %10)
  %688 = call ptr @stack_top_primal(ptr %10, i64 4)
  %689 = load float, ptr %688, align 4
  %690 = fmul float %689, 0x3FD0000000000000
  %691 = fadd float %690, 0x3FE6000000000000
  %692 = fmul float %687, %691
  %693 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %694 = load float, ptr %693, align 4
  %695 = fadd float %694, %692
  store float %695, ptr %693, align 4
  %696 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %697 = load float, ptr %696, align 4
  call void @stack_pop(ptr %7)
  %698 = call ptr @stack_top_primal(ptr %7, i64 4)
  %699 = load float, ptr %698, align 4
  %700 = fmul float %699, 0x3FD0000000000000
  %701 = fadd float %700, 0x3FE4000000000000
  %702 = fmul float %697, %701
  %703 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %704 = load float, ptr %703, align 4
  %705 = fadd float %704, %702
  store float %705, ptr %703, align 4
  %706 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %707 = load float, ptr %706, align 4
  call void @stack_pop(ptr %13)
  %708 = call ptr @stack_top_primal(ptr %13, i64 4)
  %709 = load float, ptr %708, align 4
  %710 = fmul float %709, 0x3FD0000000000000
  %711 = fadd float %710, 0x3FE8000000000000
  %712 = fmul float %707, %711
  %713 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %714 = load float, ptr %713, align 4
  %715 = fadd float %714, %712
  store float %715, ptr %713, align 4
  %716 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %717 = load float, ptr %716, align 4
  call void @stack_pop(ptr %10)
  %718 = call ptr @stack_top_primal(ptr %10, i64 4)
  %719 = load float, ptr %718, align 4
  %720 = fmul float %719, 0x3FD0000000000000
  %721 = fadd float %720, 0x3FE6000000000000
  %722 = fmul float %717, %721
  %723 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %724 = load float, ptr %723, align 4
  %725 = fadd float %724, %722
  store float %725, ptr %723, align 4
  %726 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %727 = load float, ptr %726, align 4
  call void @stack_pop(ptr %7)
  %728 = call ptr @stack_top_primal(ptr %7, i64 4)
  %729 = load float, ptr %728, align 4
  %730 = fmul float %729, 0x3FD0000000000000
  %731 = fadd float %730, 0x3FE4000000000000
  %732 = fmul float %727, %731
  %733 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %734 = load float, ptr %733, align 4
  %735 = fadd float %734, %732
  store float %735, ptr %733, align 4
  %736 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %737 = load float, ptr %736, align 4
  call void @stack_pop(ptr %13)
  %738 = call ptr @stack_top_primal(ptr %13, i64 4)
  %739 = load float, ptr %738, align 4
  %740 = fmul float %739, 0x3FD0000000000000
  %741 = fadd float %740, 0x3FE8000000000000
  %742 = fmul float %737, %741
  %743 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %744 = load float, ptr %743, align 4
  %745 = fadd float %744, %742
  store float %745, ptr %743, align 4
  %746 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %747 = load float, ptr %746, align 4
  call void @stack_pop(ptr %10)
  %748 = call ptr @stack_top_primal(ptr %10, i64 4)
  %749 = load float, ptr %748, align 4
  %750 = fmul float %749, 0x3FD0000000000000
  %751 = fadd float %750, 0x3FE6000000000000
  %752 = fmul float %747, %751
  %753 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %754 = load float, ptr %753, align 4
  %755 = fadd float %754, %752
  store float %755, ptr %753, align 4
  %756 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %757 = load float, ptr %756, align 4
  call void @stack_pop(ptr %7)
  %758 = call ptr @stack_top_primal(ptr %7, i64 4)
  %759 = load float, ptr %758, align 4
  %760 = fmul float %759, 0x3FD0000000000000
  %761 = fadd float %760, 0x3FE4000000000000
  %762 = fmul float %757, %761
  %763 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %764 = load float, ptr %763, align 4
  %765 = fadd float %764, %762
  store float %765, ptr %763, align 4
  %766 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %767 = load float, ptr %766, align 4
  call void @stack_pop(ptr %13)
  %768 = call ptr @stack_top_primal(ptr %13, i64 4)
  %769 = load float, ptr %768, align 4
  %770 = fmul float %769, 0x3FD0000000000000
  %771 = fadd float %770, 0x3FE8000000000000
  %772 = fmul float %767, %771
  %773 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %774 = load float, ptr %773, align 4
  %775 = fadd float %774, %772
  store float %775, ptr %773, align 4
  %776 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %777 = load float, ptr %776, align 4
  call void @stack_pop(ptr %10)
  %778 = call ptr @stack_top_primal(ptr %10, i64 4)
  %779 = load float, ptr %778, align 4
  %780 = fmul float %779, 0x3FD0000000000000
  %781 = fadd float %780, 0x3FE6000000000000
  %782 = fmul float %777, %781
  %783 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %784 = load float, ptr %783, align 4
  %785 = fadd float %784, %782
  store float %785, ptr %783, align 4
  %786 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %787 = load float, ptr %786, align 4
  call void @stack_pop(ptr %7)
  %788 = call ptr @stack_top_primal(ptr %7, i64 4)
  %789 = load float, ptr %788, align 4
  %790 = fmul float %789, 0x3FD0000000000000
  %791 = fadd float %790, 0x3FE4000000000000
  %792 = fmul float %787, %791
  %793 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %794 = load float, ptr %793, align 4
  %795 = fadd float %794, %792
  store float %795, ptr %793, align 4
  %796 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %797 = load float, ptr %796, align 4
  call void @stack_pop(ptr %13)
  %798 = call ptr @stack_top_primal(ptr %13, i64 4)
  %799 = load float, ptr %798, align 4
  %800 = fmul float %799, 0x3FD0000000000000
  %801 = fadd float %800, 0x3FE8000000000000
  %802 = fmul float %797, %801
  %803 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %804 = load float, ptr %803, align 4
  %805 = fadd float %804, %802
  store float %805, ptr %803, align 4
  %806 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %807 = load float, ptr %806, align 4
  call void @stack_pop(ptr %10)
  %808 = call ptr @stack_top_primal(ptr %10, i64 4)
  %809 = load float, ptr %808, align 4
  %810 = fmul float %809, 0x3FD0000000000000
  %811 = fadd float %810, 0x3FE6000000000000
  %812 = fmul float %807, %811
  %813 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %814 = load float, ptr %813, align 4
  %815 = fadd float %814, %812
  store float %815, ptr %813, align 4
  %816 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %817 = load float, ptr %816, align 4
  call void @stack_pop(ptr %7)
  %818 = call ptr @stack_top_primal(ptr %7, i64 4)
  %819 = load float, ptr %818, align 4
  %820 = fmul float %819, 0x3FD0000000000000
  %821 = fadd float %820, 0x3FE4000000000000
  %822 = fmul float %817, %821
  %823 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %824 = load float, ptr %823, align 4
  %825 = fadd float %824, %822
  store float %825, ptr %823, align 4
  %826 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %827 = load float, ptr %826, align 4
  call void @stack_pop(ptr %13)
  %828 = call ptr @stack_top_primal(ptr %13, i64 4)
  %829 = load float, ptr %828, align 4
  %830 = fmul float %829, 0x3FD0000000000000
  %831 = fadd float %830, 0x3FE8000000000000
  %832 = fmul float %827, %831
  %833 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %834 = load float, ptr %833, align 4
  %835 = fadd float %834, %832
  store float %835, ptr %833, align 4
  %836 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %837 = load float, ptr %836, align 4
  call void @stack_pop(ptr %10)
  %838 = call ptr @stack_top_primal(ptr %10, i64 4)
  %839 = load float, ptr %838, align 4
  %840 = fmul float %839, 0x3FD0000000000000
  %841 = fadd float %840, 0x3FE6000000000000
  %842 = fmul float %837, %841
  %843 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %844 = load float, ptr %843, align 4
  %845 = fadd float %844, %842
  store float %845, ptr %843, align 4
  %846 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %847 = load float, ptr %846, align 4
  call void @stack_pop(ptr %7)
  %848 = call ptr @stack_top_primal(ptr %7, i64 4)
  %849 = load float, ptr %848, align 4
  %850 = fmul float %849, 0x3FD0000000000000
  %851 = fadd float %850, 0x3FE4000000000000
  %852 = fmul float %847, %851
  %853 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %854 = load float, ptr %853, align 4
  %855 = fadd float %854, %852
  store float %855, ptr %853, align 4
  %856 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %857 = load float, ptr %856, align 4
  call void @stack_pop(ptr %13)
  %858 = call ptr @stack_top_primal(ptr %13, i64 4)
  %859 = load float, ptr %858, align 4
  %860 = fmul float %859, 0x3FD0000000000000
  %861 = fadd float %860, 0x3FE8000000000000
  %862 = fmul float %857, %861
  %863 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %864 = load float, ptr %863, align 4
  %865 = fadd float %864, %862
  store float %865, ptr %863, align 4
  %866 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %867 = load float, ptr %866, align 4
  call void @stack_pop(ptr %10)
  %868 = call ptr @stack_top_primal(ptr %10, i64 4)
  %869 = load float, ptr %868, align 4
  %870 = fmul float %869, 0x3FD0000000000000
  %871 = fadd float %870, 0x3FE6000000000000
  %872 = fmul float %867, %871
  %873 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %874 = load float, ptr %873, align 4
  %875 = fadd float %874, %872
  store float %875, ptr %873, align 4
  %876 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %877 = load float, ptr %876, align 4
  call void @stack_pop(ptr %7)
  %878 = call ptr @stack_top_primal(ptr %7, i64 4)
  %879 = load float, ptr %878, align 4
  %880 = fmul float %879, 0x3FD0000000000000
  %881 = fadd float %880, 0x3FE4000000000000
  %882 = fmul float %877, %881
  %883 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %884 = load float, ptr %883, align 4
  %885 = fadd float %884, %882
  store float %885, ptr %883, align 4
  %886 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %887 = load float, ptr %886, align 4
  call void @stack_pop(ptr %13)
  %888 = call ptr @stack_top_primal(ptr %13, i64 4)
  %889 = load float, ptr %888, align 4
  %890 = fmul float %889, 0x3FD0000000000000
  %891 = fadd float %890, 0x3FE8000000000000
  %892 = fmul float %887, %891
  %893 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %894 = load float, ptr %893, align 4
  %895 = fadd float %894, %892
  store float %895, ptr %893, align 4
  %896 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %897 = load float, ptr %896, align 4
  call void @stack_pop(ptr %10)
  %898 = call ptr @stack_top_primal(ptr %10, i64 4)
  %899 = load float, ptr %898, align 4
  %900 = fmul float %899, 0x3FD0000000000000
  %901 = fadd float %900, 0x3FE6000000000000
  %902 = fmul float %897, %901
  %903 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %904 = load float, ptr %903, align 4
  %905 = fadd float %904, %902
  store float %905, ptr %903, align 4
  %906 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %907 = load float, ptr %906, align 4
  call void @stack_pop(ptr %7)
  %908 = call ptr @stack_top_primal(ptr %7, i64 4)
  %909 = load float, ptr %908, align 4
  %910 = fmul float %909, 0x3FD0000000000000
  %911 = fadd float %910, 0x3FE4000000000000
  %912 = fmul float %907, %911
  %913 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %914 = load float, ptr %913, align 4
  %915 = fadd float %914, %912
  store float %915, ptr %913, align 4
  %916 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %917 = load float, ptr %916, align 4
  call void @stack_pop(ptr %13)
  %918 = call ptr @stack_top_primal(ptr %13, i64 4)
  %919 = load float, ptr %918, align 4
  %920 = fmul float %919, 0x3FD0000000000000
  %921 = fadd float %920, 0x3FE8000000000000
  %922 = fmul float %917, %921
  %923 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %924 = load float, ptr %923, align 4
  %925 = fadd float %924, %922
  store float %925, ptr %923, align 4
  %926 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %927 = load float, ptr %926, align 4
  call void @stack_pop(ptr %10)
  %928 = call ptr @stack_top_primal(ptr %10, i64 4)
  %929 = load float, ptr %928, align 4
  %930 = fmul float %929, 0x3FD0000000000000
  %931 = fadd float %930, 0x3FE6000000000000
  %932 = fmul float %927, %931
  %933 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %934 = load float, ptr %933, align 4
  %935 = fadd float %934, %932
  store float %935, ptr %933, align 4
  %936 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %937 = load float, ptr %936, align 4
  call void @stack_pop(ptr %7)
  %938 = call ptr @stack_top_primal(ptr %7, i64 4)
  %939 = load float, ptr %938, align 4
  %940 = fmul float %939, 0x3FD0000000000000
  %941 = fadd float %940, 0x3FE4000000000000
  %942 = fmul float %937, %941
  %943 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %944 = load float, ptr %943, align 4
  %945 = fadd float %944, %942
  store float %945, ptr %943, align 4
  %946 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %947 = load float, ptr %946, align 4
  call void @stack_pop(ptr %13)
  %948 = call ptr @stack_top_primal(ptr %13, i64 4)
  %949 = load float, ptr %948, align 4
  %950 = fmul float %949, 0x3FD0000000000000
  %951 = fadd float %950, 0x3FE8000000000000
  %952 = fmul float %947, %951
  %953 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %954 = load float, ptr %953, align 4
  %955 = fadd float %954, %952
  store float %955, ptr %953, align 4
  %956 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %957 = load float, ptr %956, align 4
  call void @stack_pop(ptr %10)
  %958 = call ptr @stack_top_primal(ptr %10, i64 4)
  %959 = load float, ptr %958, align 4
  %960 = fmul float %959, 0x3FD0000000000000
  %961 = fadd float %960, 0x3FE6000000000000
  %962 = fmul float %957, %961
  %963 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %964 = load float, ptr %963, align 4
  %965 = fadd float %964, %962
  store float %965, ptr %963, align 4
  %966 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %967 = load float, ptr %966, align 4
  call void @stack_pop(ptr %7)
  %968 = call ptr @stack_top_primal(ptr %7, i64 4)
  %969 = load float, ptr %968, align 4
  %970 = fmul float %969, 0x3FD0000000000000
  %971 = fadd float %970, 0x3FE4000000000000
  %972 = fmul float %967, %971
  %973 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %974 = load float, ptr %973, align 4
  %975 = fadd float %974, %972
  store float %975, ptr %973, align 4
  %976 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %977 = load float, ptr %976, align 4
  call void @stack_pop(ptr %13)
  %978 = call ptr @stack_top_primal(ptr %13, i64 4)
  %979 = load float, ptr %978, align 4
  %980 = fmul float %979, 0x3FD0000000000000
  %981 = fadd float %980, 0x3FE8000000000000
  %982 = fmul float %977, %981
  %983 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %984 = load float, ptr %983, align 4
  %985 = fadd float %984, %982
  store float %985, ptr %983, align 4
  %986 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %987 = load float, ptr %986, align 4
  call void @stack_pop(ptr %10)
  %988 = call ptr @stack_top_primal(ptr %10, i64 4)
  %989 = load float, ptr %988, align 4
  %990 = fmul float %989, 0x3FD0000000000000
  %991 = fadd float %990, 0x3FE6000000000000
  %992 = fmul float %987, %991
  %993 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %994 = load float, ptr %993, align 4
  %995 = fadd float %994, %992
  store float %995, ptr %993, align 4
  %996 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %997 = load float, ptr %996, align 4
  call void @stack_pop(ptr %7)
  %998 = call ptr @stack_top_primal(ptr %7, i64 4)
  %999 = load float, ptr %998, align 4
  %1000 = fmul float %999, 0x3FD0000000000000
  %1001 = fadd float %1000, 0x3FE4000000000000
  %1002 = fmul float %997, %1001
  %1003 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %1004 = load float, ptr %1003, align 4
  %1005 = fadd float %1004, %1002
  store float %1005, ptr %1003, align 4
  %1006 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %1007 = load float, ptr %1006, align 4
  call void @stack_pop(ptr %7)
  %1008 = fmul float %1007, 0x3FF0000000000000
  %1009 = call ptr @stack_top_adjoint(ptr %10, i64 4)
  %1010 = load float, ptr %1009, align 4
  call void @stack_pop(ptr %10)
  %1011 = fmul float %1010, 0x3FEC000000000000
  %1012 = call ptr @stack_top_adjoint(ptr %13, i64 4)
  %1013 = load float, ptr %1012, align 4
  call void @stack_pop(ptr %13)
  %1014 = fmul float %1013, 0x3FE8000000000000
  %1015 = fadd float %1008, %1011
  %1016 = fadd float %1015, %1014
  %1017 = getelementptr float, ptr %dx, i64 %0
  store float %1016, ptr %1017, align 4
  %1018 = load i64, ptr %elem_i, align 8
  %1019 = add i64 %1018, 1
  store i64 %1019, ptr %elem_i, align 8
  br label %elem_test

elem_exit:
  ret void
}

define void @stack_init(ptr noundef %s) #0 {
entry:
  store i64 0, ptr %s, align 8
  ret void
}

define void @stack_push(ptr noundef %rt, ptr noundef %s, i64 noundef %max, i64 noundef %E, i64 noundef %task_id) #0 {
entry:
  %n = load i64, ptr %s, align 8
  %n1 = add i64 %n, 1
  %full = icmp ugt i64 %n1, %max
  br i1 %full, label %overflow, label %push

overflow:
  %flag = load ptr, ptr %rt, align 8
  %has_flag = icmp ne ptr %flag, null
  br i1 %has_flag, label %set_flag, label %check_task

set_flag:
  store atomic i64 1, ptr %flag monotonic, align 8
  br label %check_task

check_task:
  %task_slot = getelementptr inbounds i8, ptr %rt, i64 8
  %task = load ptr, ptr %task_slot, align 8
  %has_task = icmp ne ptr %task, null
  %nonzero = icmp ne i64 %task_id, 0
  %record = and i1 %has_task, %nonzero
  br i1 %record, label %set_task, label %done

set_task:
  %old = cmpxchg ptr %task, i64 0, i64 %task_id monotonic monotonic, align 8
  br label %done

done:
  ret void

push:
  store i64 %n1, ptr %s, align 8
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %n, %entry_size
  %at = add i64 %skip, 8
  %new = getelementptr i8, ptr %s, i64 %at
  call void @llvm.memset.p0.i64(ptr %new, i8 0, i64 %entry_size, i1 false)
  ret void
}

define ptr @stack_top_primal(ptr noundef %s, i64 noundef %E) #0 {
entry:
  %n = load i64, ptr %s, align 8
  %live = icmp ugt i64 %n, 0
  %last = add i64 %n, -1
  %k = select i1 %live, i64 %last, i64 0
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %k, %entry_size
  %at = add i64 %skip, 8
  %top = getelementptr i8, ptr %s, i64 %at
  ret ptr %top
}

define ptr @stack_top_adjoint(ptr noundef %s, i64 noundef %E) #0 {
entry:
  %primal = call ptr @stack_top_primal(ptr %s, i64 %E)
  %adjoint = getelementptr i8, ptr %primal, i64 %E
  ret ptr %adjoint
}

define void @stack_pop(ptr noundef %s) #0 {
entry:
  %n = load i64, ptr %s, align 8
  %live = icmp ugt i64 %n, 0
  %last = add i64 %n, -1
  %n1 = select i1 %live, i64 %last, i64 0
  store i64 %n1, ptr %s, align 8
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)

attributes #0 = { alwaysinline nounwind }
