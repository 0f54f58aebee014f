; Python's floor division and modulo as Quadrants computes them on q = a / b: p1 = b*q cannot
; overflow (a plain mul, as an unsigned q*b of a udiv); q2 = q - zext(... && p1 != a) cannot
; (a plain sub); with the full floor adjust (signs differ, a != 0, p1 != a), r = a - q2*b
; overflows exactly when q2*b does: a plain sub whose report follows q2*b's in its report
; block. A shape missing a conjunct, or with something not pure between q2*b and r, keeps
; those checks.
; RUN: %irpass rewrite %s --debug-cold | filecheck %s
; RUN: %if plugin %{ %opt -passes=debug-checks < %s | filecheck %s %}
; PYTHON-ONLY: the --stats text (the plugin says it in remarks).
; RUN: irpass rewrite %s --debug-cold --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS

declare i32 @debug_mul_i32(ptr, i32, i32, ptr)
declare i32 @debug_sub_i32(ptr, i32, i32, ptr)
declare i32 @debug_mul_u32(ptr, i32, i32, ptr)

@m1 = private unnamed_addr constant [2 x i8] c"1\00", align 1
@m2 = private unnamed_addr constant [2 x i8] c"2\00", align 1
@m3 = private unnamed_addr constant [2 x i8] c"3\00", align 1
@m4 = private unnamed_addr constant [2 x i8] c"4\00", align 1

; STATS: inlined 12 debug checks debug_mul_i32
; STATS: inlined 1 debug check debug_mul_u32
; STATS: inlined 13 debug checks debug_sub_i32
; STATS: 7 debug checks cannot fire on their own: q*b of q = a/b
; STATS: 5 debug checks cannot fire on their own: floor adjust q - (a != q*b && ...)
; STATS: 2 debug checks cannot fire on their own: a - floor(a/b)*b, reported with floor(a/b)*b

; CHECK-LABEL: define i32 @floor_mod(
; CHECK: %q = sdiv i32 %a, %b
; CHECK: %p1 = mul i32 %b, %q
; CHECK: %q2 = sub i32 %q, %adj
; CHECK-NEXT: %irpass.dbg.pair0 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %q2, i32 %b)
; CHECK-NEXT: %p3 = extractvalue { i32, i1 } %irpass.dbg.pair0, 0
; CHECK: br i1 %irpass.dbg.overflow0, label %irpass.dbg.report0, label %irpass.dbg.checked0
; CHECK: irpass.dbg.report0:
; CHECK-NEXT: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.mul, ptr @m3)
; CHECK-NEXT: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.sub, ptr @m4)
; CHECK-NEXT: br label %irpass.dbg.checked0
; CHECK: irpass.dbg.checked0:
; CHECK-NEXT: %r = sub i32 %a, %p3
; CHECK-NEXT: %u = udiv i32 %a, %b
; CHECK-NEXT: %up = mul i32 %u, %b
; CHECK-NEXT: ret i32 %r
define i32 @floor_mod(ptr %ctx, i32 %a, i32 %b) {
entry:
  %q = sdiv i32 %a, %b
  %sa = icmp slt i32 %a, 0
  %sb = icmp slt i32 %b, 0
  %p1 = call i32 @debug_mul_i32(ptr %ctx, i32 %b, i32 %q, ptr @m1)
  %differ = icmp ne i1 %sa, %sb
  %nonzero = icmp ne i32 %a, 0
  %inexact = icmp ne i32 %p1, %a
  %w1 = icmp ne i1 %differ, false
  %w2 = icmp ne i1 %nonzero, false
  %and1 = and i1 %w1, %w2
  %w3 = icmp ne i1 %and1, false
  %w4 = icmp ne i1 %inexact, false
  %and2 = and i1 %w3, %w4
  %adj = zext i1 %and2 to i32
  %q2 = call i32 @debug_sub_i32(ptr %ctx, i32 %q, i32 %adj, ptr @m2)
  %p3 = call i32 @debug_mul_i32(ptr %ctx, i32 %q2, i32 %b, ptr @m3)
  %r = call i32 @debug_sub_i32(ptr %ctx, i32 %a, i32 %p3, ptr @m4)
  %u = udiv i32 %a, %b
  %up = call i32 @debug_mul_u32(ptr %ctx, i32 %u, i32 %b, ptr @m1)
  ret i32 %r
}

; Without p1 != a, q - adj overflows for a = MIN, b = 1: it and r keep their checks.
; CHECK-LABEL: define i32 @missing_inexact(
; CHECK: %p1 = mul i32 %b, %q
; CHECK: call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %q, i32 %adj)
; CHECK: call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %q2, i32 %b)
; CHECK: irpass.dbg.report{{[0-9]+}}:
; CHECK-NEXT: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.mul, ptr @m3)
; CHECK-NEXT: br label
; CHECK: call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %p3)
define i32 @missing_inexact(ptr %ctx, i32 %a, i32 %b) {
entry:
  %q = sdiv i32 %a, %b
  %sa = icmp slt i32 %a, 0
  %sb = icmp slt i32 %b, 0
  %p1 = call i32 @debug_mul_i32(ptr %ctx, i32 %b, i32 %q, ptr @m1)
  %differ = icmp ne i1 %sa, %sb
  %nonzero = icmp ne i32 %a, 0
  %both = and i1 %differ, %nonzero
  %adj = zext i1 %both to i32
  %q2 = call i32 @debug_sub_i32(ptr %ctx, i32 %q, i32 %adj, ptr @m2)
  %p3 = call i32 @debug_mul_i32(ptr %ctx, i32 %q2, i32 %b, ptr @m3)
  %r = call i32 @debug_sub_i32(ptr %ctx, i32 %a, i32 %p3, ptr @m4)
  ret i32 %r
}

; Without a != 0 the adjust is not the one proven a floor: q - adj is still plain, r checked.
; CHECK-LABEL: define i32 @missing_nonzero(
; CHECK: %p1 = mul i32 %q, %b
; CHECK: %q2 = sub i32 %q, %adj
; CHECK: call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %q2, i32 %b)
; CHECK: call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %p3)
define i32 @missing_nonzero(ptr %ctx, i32 %a, i32 %b) {
entry:
  %q = sdiv i32 %a, %b
  %sa = icmp slt i32 %a, 0
  %sb = icmp slt i32 %b, 0
  %p1 = call i32 @debug_mul_i32(ptr %ctx, i32 %q, i32 %b, ptr @m1)
  %differ = icmp ne i1 %sa, %sb
  %inexact = icmp ne i32 %a, %p1
  %both = and i1 %differ, %inexact
  %adj = zext i1 %both to i32
  %q2 = call i32 @debug_sub_i32(ptr %ctx, i32 %q, i32 %adj, ptr @m2)
  %p3 = call i32 @debug_mul_i32(ptr %ctx, i32 %q2, i32 %b, ptr @m3)
  %r = call i32 @debug_sub_i32(ptr %ctx, i32 %a, i32 %p3, ptr @m4)
  ret i32 %r
}

; A store between q2*b and r (something observable) keeps r's own check; so does an r that
; subtracts from another value than the division's a.
; CHECK-LABEL: define i32 @store_between(
; CHECK: %q2 = sub i32 %q, %adj
; CHECK: irpass.dbg.report{{[0-9]+}}:
; CHECK-NEXT: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.mul, ptr @m3)
; CHECK-NEXT: br label
; CHECK: store i32 %p3, ptr %slot
; CHECK-NEXT: call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %p3)
; CHECK: call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %c, i32 %p3)
; CHECK-NOT: call i32 @debug_
define i32 @store_between(ptr %ctx, i32 %a, i32 %b, i32 %c, ptr %slot) {
entry:
  %q = sdiv i32 %a, %b
  %sa = icmp slt i32 %a, 0
  %sb = icmp slt i32 %b, 0
  %p1 = call i32 @debug_mul_i32(ptr %ctx, i32 %b, i32 %q, ptr @m1)
  %differ = icmp ne i1 %sb, %sa
  %nonzero = icmp ne i32 %a, 0
  %inexact = icmp ne i32 %p1, %a
  %and1 = and i1 %differ, %nonzero
  %and2 = and i1 %and1, %inexact
  %adj = zext i1 %and2 to i32
  %q2 = call i32 @debug_sub_i32(ptr %ctx, i32 %q, i32 %adj, ptr @m2)
  %p3 = call i32 @debug_mul_i32(ptr %ctx, i32 %q2, i32 %b, ptr @m3)
  store i32 %p3, ptr %slot
  %r = call i32 @debug_sub_i32(ptr %ctx, i32 %a, i32 %p3, ptr @m4)
  %other = call i32 @debug_sub_i32(ptr %ctx, i32 %c, i32 %p3, ptr @m4)
  %sum = add i32 %r, %other
  ret i32 %sum
}

; Quadrants loads a local again for r: a load of the same address, with nothing that writes
; memory between (the plain p1 and q2 among them), is the divided a; after a store it is not.
; CHECK-LABEL: define i32 @reloaded(
; CHECK: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.mul, ptr @m3)
; CHECK-NEXT: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.sub, ptr @m4)
; CHECK: %r = sub i32 %a1, %p3
; CHECK-LABEL: define i32 @stored_between_loads(
; CHECK: store i32 0, ptr %local
; CHECK: call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a1, i32 %p3)
; CHECK-NOT: call i32 @debug_
define i32 @reloaded(ptr %ctx, i32 %b, ptr %local) {
entry:
  %a = load i32, ptr %local, align 4
  %q = sdiv i32 %a, %b
  %sa = icmp slt i32 %a, 0
  %sb = icmp slt i32 %b, 0
  %p1 = call i32 @debug_mul_i32(ptr %ctx, i32 %b, i32 %q, ptr @m1)
  %differ = icmp ne i1 %sa, %sb
  %nonzero = icmp ne i32 %a, 0
  %inexact = icmp ne i32 %p1, %a
  %and1 = and i1 %differ, %nonzero
  %and2 = and i1 %and1, %inexact
  %adj = zext i1 %and2 to i32
  %q2 = call i32 @debug_sub_i32(ptr %ctx, i32 %q, i32 %adj, ptr @m2)
  %a1 = load i32, ptr %local, align 4
  %p3 = call i32 @debug_mul_i32(ptr %ctx, i32 %q2, i32 %b, ptr @m3)
  %r = call i32 @debug_sub_i32(ptr %ctx, i32 %a1, i32 %p3, ptr @m4)
  ret i32 %r
}

define i32 @stored_between_loads(ptr %ctx, i32 %b, ptr %local) {
entry:
  %a = load i32, ptr %local, align 4
  %q = sdiv i32 %a, %b
  %sa = icmp slt i32 %a, 0
  %sb = icmp slt i32 %b, 0
  %p1 = call i32 @debug_mul_i32(ptr %ctx, i32 %b, i32 %q, ptr @m1)
  %differ = icmp ne i1 %sa, %sb
  %nonzero = icmp ne i32 %a, 0
  %inexact = icmp ne i32 %p1, %a
  %and1 = and i1 %differ, %nonzero
  %and2 = and i1 %and1, %inexact
  %adj = zext i1 %and2 to i32
  %q2 = call i32 @debug_sub_i32(ptr %ctx, i32 %q, i32 %adj, ptr @m2)
  store i32 0, ptr %local
  %a1 = load i32, ptr %local, align 4
  %p3 = call i32 @debug_mul_i32(ptr %ctx, i32 %q2, i32 %b, ptr @m3)
  %r = call i32 @debug_sub_i32(ptr %ctx, i32 %a1, i32 %p3, ptr @m4)
  ret i32 %r
}
