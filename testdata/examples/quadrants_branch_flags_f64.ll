; ModuleID = 'q_branch_f64_1x4_flags'
source_filename = "q_branch_f64_1x4_flags"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @q_branch_f64_1x4_flags_reverse_grad_kernel_0(ptr %runtime, ptr %heap_f, ptr %heap_i, i64 %stride_f, i64 %stride_i, ptr %max_sizes, ptr %x, ptr %y, ptr %dy, ptr %dx, i64 %n_elems, i64 %n_iter, i64 %n_threads) {
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
  %2 = getelementptr double, ptr %x, i64 %0
  %3 = load double, ptr %2, align 8
  %4 = urem i64 %0, %n_threads
  %5 = mul i64 %4, %stride_f
  %6 = add i64 %5, 0
  %7 = getelementptr i8, ptr %heap_f, i64 %6
  call void @stack_init(ptr %7)
  %8 = mul i64 %4, %stride_i
  %9 = add i64 %8, 0
  %10 = getelementptr i8, ptr %heap_i, i64 %9
  call void @stack_init(ptr %10)
  %11 = fmul double %3, 0x3FF0000000000000
  %12 = getelementptr i64, ptr %max_sizes, i64 0
  %13 = load i64, ptr %12, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %13, i64 8, i64 1585257920)
  %14 = call ptr @stack_top_primal(ptr %7, i64 8)
  store double %11, ptr %14, align 8
  store i64 0, ptr %fwd_i, align 8
  br label %fwd_test

fwd_test:
  %15 = load i64, ptr %fwd_i, align 8
  %16 = icmp slt i64 %15, %n_iter
  br i1 %16, label %fwd_body, label %fwd_exit

fwd_body:
  %17 = call ptr @stack_top_primal(ptr %7, i64 8)
  %18 = load double, ptr %17, align 8
  %19 = fcmp ogt double %18, 0x3FD0000000000000
  br i1 %19, label %fwd_s0_then, label %fwd_s0_else

fwd_s0_then:
  %20 = fmul double %18, 0x3FE4000000000000
  %21 = fmul double %18, %18
  %22 = fmul double %21, 0x3FC0000000000000
  %23 = fadd double %20, %22
  %24 = fadd double %23, 0x3FA0000000000000
  %25 = getelementptr i64, ptr %max_sizes, i64 0
  %26 = load i64, ptr %25, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %26, i64 8, i64 1585257920)
  %27 = call ptr @stack_top_primal(ptr %7, i64 8)
  store double %24, ptr %27, align 8
  %28 = getelementptr i64, ptr %max_sizes, i64 1
  %29 = load i64, ptr %28, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %29, i64 1, i64 1585257920)
  %30 = call ptr @stack_top_primal(ptr %10, i64 1)
  store i1 true, ptr %30, align 1
  br label %fwd_s0_join

fwd_s0_else:
  %31 = fmul double %18, 0x3FE0000000000000
  %32 = getelementptr i64, ptr %max_sizes, i64 0
  %33 = load i64, ptr %32, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %33, i64 8, i64 1585257920)
  %34 = call ptr @stack_top_primal(ptr %7, i64 8)
  store double %31, ptr %34, align 8
  %35 = call ptr @stack_top_primal(ptr %7, i64 8)
  %36 = load double, ptr %35, align 8
  %37 = fadd double %36, 0x3FD0000000000000
  %38 = getelementptr i64, ptr %max_sizes, i64 0
  %39 = load i64, ptr %38, align 8
  call void @stack_push(ptr %runtime, ptr %7, i64 %39, i64 8, i64 1585257920)
  %40 = call ptr @stack_top_primal(ptr %7, i64 8)
  store double %37, ptr %40, align 8
  %41 = getelementptr i64, ptr %max_sizes, i64 1
  %42 = load i64, ptr %41, align 8
  call void @stack_push(ptr %runtime, ptr %10, i64 %42, i64 1, i64 1585257920)
  %43 = call ptr @stack_top_primal(ptr %10, i64 1)
  store i1 false, ptr %43, align 1
  br label %fwd_s0_join

fwd_s0_join:
  %44 = load i64, ptr %fwd_i, align 8
  %45 = add i64 %44, 1
  store i64 %45, ptr %fwd_i, align 8
  br label %fwd_test

fwd_exit:
  %46 = call ptr @stack_top_primal(ptr %7, i64 8)
  %47 = load double, ptr %46, align 8
  %48 = getelementptr double, ptr %y, i64 %0
  store double %47, ptr %48, align 8
  %49 = getelementptr double, ptr %dy, i64 %0
  %50 = load double, ptr %49, align 8
  %51 = call ptr @stack_top_adjoint(ptr %7, i64 8)
  %52 = load double, ptr %51, align 8
  %53 = fadd double %52, %50
  store double %53, ptr %51, align 8
  store i64 %n_iter, ptr %rev_i, align 8
  br label %rev_test

rev_test:
  %54 = load i64, ptr %rev_i, align 8
  %55 = icmp sgt i64 %54, 0
  br i1 %55, label %rev_body, label %rev_exit

rev_body:
  %56 = call ptr @stack_top_primal(ptr %10, i64 1)
  %57 = load i1, ptr %56, align 1
  call void @stack_pop(ptr %10)
  br i1 %57, label %rev_s0_then, label %rev_s0_else

rev_s0_then:
  %58 = call ptr @stack_top_adjoint(ptr %7, i64 8)
  %59 = load double, ptr %58, align 8
  call void @stack_pop(ptr %7)
  %60 = call ptr @stack_top_primal(ptr %7, i64 8)
  %61 = load double, ptr %60, align 8
  %62 = fmul double %61, 0x3FD0000000000000
  %63 = fadd double %62, 0x3FE4000000000000
  %64 = fmul double %59, %63
  %65 = call ptr @stack_top_adjoint(ptr %7, i64 8)
  %66 = load double, ptr %65, align 8
  %67 = fadd double %66, %64
  store double %67, ptr %65, align 8
  br label %rev_s0_join

rev_s0_else:
  %68 = call ptr @stack_top_adjoint(ptr %7, i64 8)
  %69 = load double, ptr %68, align 8
  call void @stack_pop(ptr %7)
  %70 = call ptr @stack_top_adjoint(ptr %7, i64 8)
  %71 = load double, ptr %70, align 8
  %72 = fadd double %71, %69
  store double %72, ptr %70, align 8
  %73 = call ptr @stack_top_adjoint(ptr %7, i64 8)
  %74 = load double, ptr %73, align 8
  call void @stack_pop(ptr %7)
  %75 = fmul double %74, 0x3FE0000000000000
  %76 = call ptr @stack_top_adjoint(ptr %7, i64 8)
  %77 = load double, ptr %76, align 8
  %78 = fadd double %77, %75
  store double %78, ptr %76, align 8
  br label %rev_s0_join

rev_s0_join:
  %79 = load i64, ptr %rev_i, align 8
  %80 = add i64 %79, -1
  store i64 %80, ptr %rev_i, align 8
  br label %rev_test

rev_exit:
  %81 = call ptr @stack_top_adjoint(ptr %7, i64 8)
  %82 = load double, ptr %81, align 8
  call void @stack_pop(ptr %7)
  %83 = fmul double %82, 0x3FF0000000000000
  %84 = getelementptr double, ptr %dx, i64 %0
  store double %83, ptr %84, align 8
  %85 = load i64, ptr %elem_i, align 8
  %86 = add i64 %85, 1
  store i64 %86, ptr %elem_i, align 8
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
