; ModuleID = 'q_loop_f32_1x16'
source_filename = "q_loop_f32_1x16"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @q_loop_f32_1x16_reverse_grad_kernel_0(ptr %runtime, ptr %heap_f, ptr %heap_i, i64 %stride_f, i64 %stride_i, ptr %max_sizes, ptr %x, ptr %y, ptr %dy, ptr %dx, i64 %n_elems, i64 %n_iter, i64 %n_threads) {
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
  %8 = fmul float %3, 0x3FF0000000000000
  %9 = getelementptr i64, ptr %max_sizes, i64 0
  %10 = load i64, ptr %9, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %10, i64 4, i64 1585257920)
  %11 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %8, ptr %11, align 4
  store i64 0, ptr %fwd_i, align 8
  br label %fwd_test

fwd_test:
  %12 = load i64, ptr %fwd_i, align 8
  %13 = icmp slt i64 %12, %n_iter
  br i1 %13, label %fwd_body, label %fwd_exit

fwd_body:
  %14 = call ptr @stack_top_primal(ptr %7, i64 4)
  %15 = load float, ptr %14, align 4
  %16 = fmul float %15, 0x3FE4000000000000
  %17 = fmul float %15, %15
  %18 = fmul float %17, 0x3FC0000000000000
  %19 = fadd float %16, %18
  %20 = fadd float %19, 0x3FA0000000000000
  %21 = getelementptr i64, ptr %max_sizes, i64 0
  %22 = load i64, ptr %21, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %22, i64 4, i64 1585257920)
  %23 = call ptr @stack_top_primal(ptr %7, i64 4)
  store float %20, ptr %23, align 4
  %24 = load i64, ptr %fwd_i, align 8
  %25 = add i64 %24, 1
  store i64 %25, ptr %fwd_i, align 8
  br label %fwd_test

fwd_exit:
  %26 = call ptr @stack_top_primal(ptr %7, i64 4)
  %27 = load float, ptr %26, align 4
  %28 = getelementptr float, ptr %y, i64 %0
  store float %27, ptr %28, align 4
  %29 = getelementptr float, ptr %dy, i64 %0
  %30 = load float, ptr %29, align 4
  %31 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %32 = load float, ptr %31, align 4
  %33 = fadd float %32, %30
  store float %33, ptr %31, align 4
  store i64 %n_iter, ptr %rev_i, align 8
  br label %rev_test

rev_test:
  %34 = load i64, ptr %rev_i, align 8
  %35 = icmp sgt i64 %34, 0
  br i1 %35, label %rev_body, label %rev_exit

rev_body:
  %36 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %37 = load float, ptr %36, align 4
  call void @stack_pop(ptr %7)
  %38 = call ptr @stack_top_primal(ptr %7, i64 4)
  %39 = load float, ptr %38, align 4
  %40 = fmul float %39, 0x3FD0000000000000
  %41 = fadd float %40, 0x3FE4000000000000
  %42 = fmul float %37, %41
  %43 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %44 = load float, ptr %43, align 4
  %45 = fadd float %44, %42
  store float %45, ptr %43, align 4
  %46 = load i64, ptr %rev_i, align 8
  %47 = add i64 %46, -1
  store i64 %47, ptr %rev_i, align 8
  br label %rev_test

rev_exit:
  %48 = call ptr @stack_top_adjoint(ptr %7, i64 4)
  %49 = load float, ptr %48, align 4
  call void @stack_pop(ptr %7)
  %50 = fmul float %49, 0x3FF0000000000000
  %51 = getelementptr float, ptr %dx, i64 %0
  store float %50, ptr %51, align 4
  %52 = load i64, ptr %elem_i, align 8
  %53 = add i64 %52, 1
  store i64 %53, ptr %elem_i, align 8
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
