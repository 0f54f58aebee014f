; On AMDGPU (globals in address space 1 by the datalayout's G1, allocas in private 5 by its A5)
; the format strings stay in the generic address space the reporter's `ptr` takes, as the
; module's own strings are, and the reporter's argument slot is a private alloca cast back to
; `ptr`: the output verifies (opt and the tool verify what they print).
; RUN: %irpass rewrite %s --debug-cold | filecheck %s
; RUN: %irpass rewrite %s --debug-cold | filecheck %s --check-prefix=FORMAT
; RUN: %if plugin %{ %opt -passes=debug-checks < %s | filecheck %s %}
; RUN: %if plugin %{ %opt -passes=debug-checks < %s | filecheck %s --check-prefix=FORMAT %}

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i32 @debug_add_i32(ptr, i32, i32, ptr)
declare ptr @RuntimeContext_get_runtime(ptr)

@0 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; FORMAT: @irpass.debug.format.{{add}} = private unnamed_addr constant [34 x i8] c"Addition overflow detected in %s\0A\00", align 1
; CHECK-LABEL: define i32 @kernel(
; CHECK: irpass.dbg.report0:
; CHECK-NEXT: call void @irpass.debug.report(ptr %ctx, ptr @irpass.debug.format.{{add}}, ptr @0)
; CHECK-NOT: call i32 @debug_
; CHECK: define internal void @irpass.debug.report(ptr %context, ptr %format, ptr %message) {{noinline cold nounwind|#[0-9]+}} {
; CHECK-NEXT: entry:
; CHECK-NEXT: %irpass.as5.slot = alloca ptr, align 8, addrspace(5)
; CHECK-NEXT: %slot = addrspacecast ptr addrspace(5) %irpass.as5.slot to ptr
; CHECK-NEXT: store ptr %message, ptr %slot, align 8
; CHECK-NEXT: %runtime = call ptr @RuntimeContext_get_runtime(ptr %context)
; CHECK-NEXT: call void @_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_(ptr %runtime, ptr %format, ptr %slot)
define i32 @kernel(ptr %ctx, i32 %a, i32 %b) {
entry:
  %sum = call i32 @debug_add_i32(ptr %ctx, i32 %a, i32 %b, ptr @0)
  ret i32 %sum
}
