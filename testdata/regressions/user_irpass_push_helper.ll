; regression: {"conds": [], "flavour": "quadrants", "heap_bytes": 24, "kind": "program", "max_sizes": [2], "n_out": 3, "offsets": [0]}
; the module's own @irpass.push.4 (returns 42) must not become the rewrite's push (bug 1)
define internal i64 @irpass.push.4(ptr %rt, ptr %s, i64 %c, i64 %max, i64 %tid) {
entry:
  ret i64 42
}

define void @k(ptr %rt, ptr %heap, ptr %max_sizes, ptr %out, ptr %conds) {
entry:
  %s0 = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %s0)
  %mp.1 = getelementptr i64, ptr %max_sizes, i64 0
  %m.2 = load i64, ptr %mp.1, align 8
  call void @stack_push(ptr %rt, ptr %s0, i64 %m.2, i64 4, i64 4242)
  %t.3 = call ptr @stack_top_primal(ptr %s0, i64 4)
  store float 2.25, ptr %t.3, align 4
  %mp.5 = getelementptr i64, ptr %max_sizes, i64 0
  %m.6 = load i64, ptr %mp.5, align 8
  call void @stack_push(ptr %rt, ptr %s0, i64 %m.6, i64 4, i64 4242)
  %t.7 = call ptr @stack_top_primal(ptr %s0, i64 4)
  store float 4.25, ptr %t.7, align 4
  %t.9 = call ptr @stack_top_primal(ptr %s0, i64 4)
  %v.10 = load float, ptr %t.9, align 4
  %w.11 = fpext float %v.10 to double
  %o.12 = getelementptr double, ptr %out, i64 0
  %o.13 = load double, ptr %o.12, align 8
  %o.14 = fmul double %o.13, 2.0
  %o.15 = fadd double %o.14, %w.11
  store double %o.15, ptr %o.12
  call void @stack_pop(ptr %s0)
  %t.16 = call ptr @stack_top_primal(ptr %s0, i64 4)
  %v.17 = load float, ptr %t.16, align 4
  %w.18 = fpext float %v.17 to double
  %o.19 = getelementptr double, ptr %out, i64 1
  %o.20 = load double, ptr %o.19, align 8
  %o.21 = fmul double %o.20, 2.0
  %o.22 = fadd double %o.21, %w.18
  store double %o.22, ptr %o.19
  %user = call i64 @irpass.push.4(ptr %rt, ptr %heap, i64 0, i64 0, i64 0)
  %userf = uitofp i64 %user to double
  %userp = getelementptr double, ptr %out, i64 2
  store double %userf, ptr %userp, align 8
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
