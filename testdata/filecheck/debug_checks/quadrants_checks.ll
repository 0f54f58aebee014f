; debug_<op>_<type> calls become the runtime's own check inline, branching to one
; `internal noinline cold` reporter that prints through the runtime's quadrants_printf; a call
; in a block with a phi successor renames the phi's edge to the block that now ends it.
; RUN: %irpass rewrite %s --debug-cold | filecheck %s
; RUN: %irpass rewrite %s --debug-cold | filecheck %s --check-prefix=FORMAT
; RUN: %if plugin %{ %opt -passes=debug-checks < %s | filecheck %s --check-prefixes=CHECK,OPT %}
; RUN: %if plugin %{ %opt -passes=debug-checks < %s | filecheck %s --check-prefix=FORMAT %}
; PYTHON-ONLY: the --stats text (the plugin says it in remarks) and byte preservation. opt
; prints globals first and attributes as groups: the format strings and attributes have their
; own prefixes.
; RUN: irpass rewrite %s --debug-cold --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; RUN: irpass rewrite %s --debug-cold --debug-cold-skip checks --keep-check-lines | cmp - %s

declare i32 @debug_add_i32(ptr, i32, i32, ptr)
declare i64 @debug_mul_u64(ptr, i64, i64, ptr)
declare i32 @debug_shl_i32(ptr, i32, i32, ptr)
declare i8 @debug_shl_u8(ptr, i8, i8, ptr)
declare ptr @RuntimeContext_get_runtime(ptr)

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; STATS: inlined 1 debug check debug_add_i32
; STATS: inlined 1 debug check debug_mul_u64
; STATS: inlined 1 debug check debug_shl_i32
; STATS: inlined 1 debug check debug_shl_u8

; CHECK-LABEL: define i32 @kernel(
; CHECK: %irpass.dbg.pair0 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
; CHECK-NEXT: %sum = extractvalue { i32, i1 } %irpass.dbg.pair0, 0
; CHECK-NEXT: %irpass.dbg.overflow0 = extractvalue { i32, i1 } %irpass.dbg.pair0, 1
; CHECK-NEXT: br i1 %irpass.dbg.overflow0, label %irpass.dbg.report0, label %irpass.dbg.checked0
; CHECK: irpass.dbg.report0:
; CHECK-NEXT: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.add, ptr @0)
; CHECK-NEXT: br label %irpass.dbg.checked0
; CHECK: irpass.dbg.checked0:
; CHECK-NEXT: %sh = shl i32 %sum, 9
; CHECK-NEXT: %irpass.dbg.back0 = ashr i32 %sh, 9
; CHECK-NEXT: %irpass.dbg.overflow1 = icmp ne i32 %irpass.dbg.back0, %sum
; CHECK: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.shl, ptr @0)
; CHECK: irpass.dbg.checked1:
; CHECK-NEXT: br i1 %big, label %wide, label %join
; CHECK: wide:
; CHECK: %irpass.dbg.pair1 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %a64, i64 %a64)
; CHECK: %irpass.dbg.count0 = trunc i64 %b64 to i32
; CHECK: %irpass.dbg.count1 = zext i32 %irpass.dbg.count0 to i64
; CHECK: irpass.dbg.checked3:
; CHECK-NEXT: %w.i32 = trunc i64 %w to i32
; CHECK: join:
; CHECK-NEXT: %r = phi i32 [ %w.i32, %irpass.dbg.checked3 ], [ %sh, %irpass.dbg.checked1 ]
; CHECK: %irpass.dbg.wide0 = zext i8 %small to i32
; CHECK: %irpass.dbg.back{{[0-9]+}} = ashr i32 %irpass.dbg.back{{[0-9]+}}, %irpass.dbg.wide1
; CHECK-NOT: call i{{[0-9]+}} @debug_
; FORMAT: @irpass.debug.format.{{add}} = private unnamed_addr constant [34 x i8] c"Addition overflow detected in %s\0A\00", align 1
; CHECK: declare void @_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_(ptr, ptr, ptr)
; CHECK-NOT: declare ptr @RuntimeContext_get_runtime
; CHECK: define internal void @irpass.debug.report(ptr %context, ptr %format, ptr %message) {{noinline cold nounwind|#[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT: %slot = alloca ptr, align 8
; CHECK-NEXT: store ptr %message, ptr %slot, align 8
; CHECK-NEXT: %runtime = call ptr @RuntimeContext_get_runtime(ptr %context)
; CHECK-NEXT: call void @_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_(ptr %runtime, ptr %format, ptr %slot)
; OPT: attributes #{{[0-9]+}} = { cold noinline nounwind }
define i32 @kernel(ptr %ctx, i32 %a, i32 %b, i64 %a64, i64 %b64, i1 %big, i8 %small) {
entry:
  %sum = call i32 @debug_add_i32(ptr %ctx, i32 %a, i32 %b, ptr @0)
  %sh = call i32 @debug_shl_i32(ptr %ctx, i32 %sum, i32 9, ptr @0)
  br i1 %big, label %wide, label %join

wide:
  %m = call i64 @debug_mul_u64(ptr %ctx, i64 %a64, i64 %a64, ptr @0)
  %w = call i64 @debug_shl_u64(ptr %ctx, i64 %m, i64 %b64, ptr @0)
  %w.i32 = trunc i64 %w to i32
  br label %join

join:
  %r = phi i32 [ %w.i32, %wide ], [ %sh, %entry ]
  %s8 = call i8 @debug_shl_u8(ptr %ctx, i8 %small, i8 3, ptr @0)
  ret i32 %r
}

declare i64 @debug_shl_u64(ptr, i64, i64, ptr)
