; regression: {"conds": [1, 0, 0, 0], "flavour": "quadrants", "heap_bytes": 16, "kind": "program", "max_sizes": [1], "n_out": 2, "offsets": [0]}
; implicit entry label %5 after numbered params; the if-join phi names it (bug 2)
define void @k(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4) {
  %s0 = getelementptr i8, ptr %1, i64 0
  call void @stack_init(ptr %s0)
  %mp.1 = getelementptr i64, ptr %2, i64 0
  %m.2 = load i64, ptr %mp.1, align 8
  call void @stack_push(ptr %0, ptr %s0, i64 %m.2, i64 4, i64 4242)
  %t.3 = call ptr @stack_top_primal(ptr %s0, i64 4)
  store float 2.25, ptr %t.3, align 4
  %cp.6 = getelementptr i8, ptr %4, i64 0
  %cb.7 = load i8, ptr %cp.6, align 1
  %c.8 = icmp eq i8 %cb.7, 1
  br i1 %c.8, label %if5.then, label %if5.join
if5.then:
  %mp.9 = getelementptr i64, ptr %2, i64 0
  %m.10 = load i64, ptr %mp.9, align 8
  call void @stack_push(ptr %0, ptr %s0, i64 %m.10, i64 4, i64 4242)
  %t.11 = call ptr @stack_top_primal(ptr %s0, i64 4)
  store float 6.25, ptr %t.11, align 4
  br label %if5.join
if5.join:
  %phi.13 = phi double [ 2.0, %5 ], [ 1.0, %if5.then ]
  %o.14 = getelementptr double, ptr %3, i64 0
  store double %phi.13, ptr %o.14, align 8
  %t.15 = call ptr @stack_top_primal(ptr %s0, i64 4)
  %v.16 = load float, ptr %t.15, align 4
  %w.17 = fpext float %v.16 to double
  %o.18 = getelementptr double, ptr %3, i64 1
  %o.19 = load double, ptr %o.18, align 8
  %o.20 = fmul double %o.19, 2.0
  %o.21 = fadd double %o.20, %w.17
  store double %o.21, ptr %o.18
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
