; The debug-check reporter with the runtime linked (its printf defined): always-inline, and on
; CUDA printing through vprintf on the message's slot, as the Python tool's
; link.print_through_vprintf makes it; elsewhere through the runtime's printf.
; RUN: opt -load-pass-plugin=%plugin -passes=debug-checks -S %s | FileCheck %s
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s | opt -load-pass-plugin=%plugin -passes=debug-checks -S | FileCheck %s --check-prefix=CPU
; A module that declares CUDA's i32 vprintf itself gets it called that way.
; RUN: (cat %s; echo 'declare i32 @vprintf(ptr, ptr)') | opt -load-pass-plugin=%plugin -passes=debug-checks -S | FileCheck %s --check-prefix=I32

; CHECK: define internal void @irpass.debug.report(ptr %context, ptr %format, ptr %message) #[[ATTRS:[0-9]+]]
; CHECK: store ptr %message, ptr %slot
; CHECK-NOT: call void @_Z16quadrants_printf
; CHECK: call void @vprintf(ptr %format, ptr %slot) #[[COLD:[0-9]+]]
; CHECK-NEXT: ret void
; CHECK: declare void @vprintf(ptr, ptr)
; CHECK: attributes #[[ATTRS]] = { alwaysinline cold nounwind }
; CHECK: attributes #[[COLD]] = { cold }

; I32: call i32 @vprintf(ptr %format, ptr %slot)
; I32-NOT: declare void @vprintf

; CPU: define internal void @irpass.debug.report(
; CPU: call void @_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_(ptr %runtime, ptr %format, ptr %slot)
; CPU-NOT: @vprintf

target triple = "nvptx64-nvidia-cuda"

@where = private constant [5 x i8] c"here\00"

declare i32 @debug_add_i32(ptr, i32, i32, ptr)

; Stands in for the linked runtime's print.
define void @_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_(ptr %runtime, ptr %format, ptr %slot) {
  ret void
}

define i32 @kernel(ptr %ctx, i32 %a) {
entry:
  %s = call i32 @debug_add_i32(ptr %ctx, i32 %a, i32 1, ptr @where)
  ret i32 %s
}
