; --for quadrants-cuda: the runtime's cold reporting code defined in the module, as for the CPU
; (quadrants_cpu.ll), and the debug-check reporter, always-inline, printing through CUDA's
; vprintf on its slot instead of calling the runtime's printf (link.print_through_vprintf:
; the same format and argument reach the print, without a printf function around each report).
; RUN: %irpass rewrite %s --for quadrants-cuda | filecheck %s

target triple = "nvptx64-nvidia-cuda"

@where = private unnamed_addr constant [5 x i8] c"here\00"

declare i32 @debug_add_i32(ptr, i32, i32, ptr)

define void @kernel(ptr %ctx, ptr %out, i32 %a) {
entry:
  %s = call i32 @debug_add_i32(ptr %ctx, i32 %a, i32 1, ptr @where)
  store i32 %s, ptr %out
  ret void
}

; CHECK-LABEL: define void @kernel(
; CHECK: call {{.*}}void @irpass.debug.report(
; CHECK: define internal {{.*}}void @irpass.debug.report({{.*}}) {{.*}}#[[REPORT:[0-9]+]]
; CHECK: store ptr @where, ptr %slot
; CHECK-NOT: call void @irpass.runtime._Z16quadrants_printf
; CHECK: call void @vprintf(ptr {{.*}}@irpass.debug.format.add, ptr {{.*}}%slot)
; CHECK-NEXT: ret void
; CHECK: declare void @vprintf(
; CHECK: attributes #[[REPORT]] = { alwaysinline cold
