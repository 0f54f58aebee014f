; Gated stacks (Quadrants' lazily claimed heap rows): the pointer is recomputed
; from the row slot before every helper call. Proven equal copies become one
; stack with one counter, addressed through the pointer stack_init was given;
; a copy after a store to the row slot is not proven, and its function is left
; exactly as it was.
; RUN: %irpass rewrite %s --strategy inline --overflow exact | filecheck %s
; RUN: %irpass rewrite %s --strategy inline --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; RUN: %if plugin %{ %opt -passes='adstack-promote<strategy=inline;overflow=exact>' < %s | filecheck %s %}
; PYTHON-ONLY: the --stats text (the plugin says it in remarks: plugin/test)

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)
declare ptr @LLVMRuntime_get_adstack_offsets(ptr)
declare void @assert_failed()

; STATS: @gated: 1 stack, 1 rewritten, 0 skipped; helper calls 5 -> 1 (1 on overflow paths)
; STATS-NEXT: stack %p1 merged 4 pointers recomputed to its address
; STATS: @restored: 2 stacks, 0 rewritten, 2 skipped
; STATS: skipped %p1: helper call on %p2, not proven the same stack as %p1 (set up by stack_init): %r2 vs %r1: a store to %row may come between %r1 and %r2

; CHECK-LABEL: define void @gated(
; CHECK: %irpass.cnt0 = alloca i64
; CHECK-NOT: %irpass.cnt1 = alloca
; CHECK: %p1 = getelementptr i8, ptr %heap, i64 %a1
; CHECK-NEXT: store i64 0, ptr %irpass.cnt0
; CHECK: %p2 = getelementptr i8, ptr %heap, i64 %a2
; CHECK-NEXT: %{{(irpass.c)?[0-9]+}} = load i64, ptr %irpass.cnt0
; CHECK: irpass.overflow{{[0-9]+}}:
; CHECK-NEXT: store i64 %{{(irpass.c)?[0-9]+}}, ptr %p1
; CHECK-NEXT: call void @stack_push(ptr %rt, ptr %p2, i64 %max, i64 4, i64 7)
; CHECK: irpass.push{{[0-9]+}}:
; CHECK: getelementptr i8, ptr %p1, i64 %{{(irpass.off)?[0-9]+}}
; CHECK: %t = getelementptr i8, ptr %p1,
; CHECK-NOT: call {{.*}}@stack_
; CHECK-LABEL: define void @restored(
define void @gated(ptr %rt, ptr %heap, i64 %stride, i32 %claim, i64 %max, float %v) {
allocs:
  %row = alloca i32, align 4
  store i32 -1, ptr %row, align 4
  %offsets = call ptr @LLVMRuntime_get_adstack_offsets(ptr %rt)
  br label %claimed

claimed:
  store i32 %claim, ptr %row, align 4
  %r1 = load i32, ptr %row, align 4
  %z1 = zext i32 %r1 to i64
  %m1 = mul i64 %z1, %stride
  %g1 = getelementptr i64, ptr %offsets, i64 0
  %o1 = load i64, ptr %g1, align 8
  %a1 = add i64 %m1, %o1
  %p1 = getelementptr i8, ptr %heap, i64 %a1
  call void @stack_init(ptr %p1)
  %ok = icmp sge i32 %claim, 0
  br i1 %ok, label %body, label %fail

fail:
  call void @assert_failed()
  br label %body

body:
  %r2 = load i32, ptr %row, align 4
  %z2 = zext i32 %r2 to i64
  %m2 = mul i64 %z2, %stride
  %g2 = getelementptr i64, ptr %offsets, i64 0
  %o2 = load i64, ptr %g2, align 8
  %a2 = add i64 %m2, %o2
  %p2 = getelementptr i8, ptr %heap, i64 %a2
  call void @stack_push(ptr %rt, ptr %p2, i64 %max, i64 4, i64 7)
  %r3 = load i32, ptr %row, align 4
  %z3 = zext i32 %r3 to i64
  %m3 = mul i64 %z3, %stride
  %g3 = getelementptr i64, ptr %offsets, i64 0
  %o3 = load i64, ptr %g3, align 8
  %a3 = add i64 %m3, %o3
  %p3 = getelementptr i8, ptr %heap, i64 %a3
  %t = call ptr @stack_top_primal(ptr %p3, i64 4)
  store float %v, ptr %t, align 4
  %r4 = load i32, ptr %row, align 4
  %z4 = zext i32 %r4 to i64
  %m4 = mul i64 %z4, %stride
  %g4 = getelementptr i64, ptr %offsets, i64 0
  %o4 = load i64, ptr %g4, align 8
  %a4 = add i64 %m4, %o4
  %p4 = getelementptr i8, ptr %heap, i64 %a4
  %u = call ptr @stack_top_adjoint(ptr %p4, i64 4)
  call void @stack_pop(ptr %p4)
  ret void
}

; CHECK: store i32 %claim, ptr %row, align 4
; CHECK-NEXT: %r1 = load i32, ptr %row, align 4
; CHECK: call void @stack_init(ptr %p1)
; CHECK: store i32 %again, ptr %row, align 4
; CHECK: call void @stack_push(ptr %rt, ptr %p2, i64 %max, i64 4, i64 7)
define void @restored(ptr %rt, ptr %heap, i64 %stride, i32 %claim, i64 %max) {
allocs:
  %row = alloca i32, align 4
  %offsets = call ptr @LLVMRuntime_get_adstack_offsets(ptr %rt)
  store i32 %claim, ptr %row, align 4
  %r1 = load i32, ptr %row, align 4
  %z1 = zext i32 %r1 to i64
  %m1 = mul i64 %z1, %stride
  %g1 = getelementptr i64, ptr %offsets, i64 0
  %o1 = load i64, ptr %g1, align 8
  %a1 = add i64 %m1, %o1
  %p1 = getelementptr i8, ptr %heap, i64 %a1
  call void @stack_init(ptr %p1)
  %again = add i32 %claim, 0
  store i32 %again, ptr %row, align 4
  %r2 = load i32, ptr %row, align 4
  %z2 = zext i32 %r2 to i64
  %m2 = mul i64 %z2, %stride
  %g2 = getelementptr i64, ptr %offsets, i64 0
  %o2 = load i64, ptr %g2, align 8
  %a2 = add i64 %m2, %o2
  %p2 = getelementptr i8, ptr %heap, i64 %a2
  call void @stack_push(ptr %rt, ptr %p2, i64 %max, i64 4, i64 7)
  ret void
}
