; A Taichi stack whose alloca is cast to i8* twice, both casts used by helper
; calls: one stack, and growing its 4-byte-short alloca grows both casts.
; RUN: %irpass rewrite %s | filecheck %s
; RUN: %irpass rewrite %s --stats 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
; PYTHON-ONLY: typed pointers (i8*), which LLVM 22 and so the plugin cannot read

; STATS: @f: 1 stack, 1 rewritten, 0 skipped; helper calls 4 -> 0
; STATS: stack %s1 merged 2 pointers recomputed to its address

declare void @stack_init(i8*)
declare void @stack_push(i8*, i64, i64)
declare i8* @stack_top_primal(i8*, i64)
declare i8* @stack_top_adjoint(i8*, i64)
declare void @stack_pop(i8*)

; CHECK-LABEL: define void @f(
; CHECK: %a = alloca [40 x i8], align 8
; CHECK-NEXT: %s1 = bitcast [40 x i8]* %a to i8*
; CHECK: %s2 = bitcast [40 x i8]* %a to i8*
; CHECK: %t = getelementptr i8, i8* %s1,
; CHECK-NOT: [36 x i8]
define void @f(float %v) {
entry:
  %a = alloca [36 x i8], align 8
  %s1 = bitcast [36 x i8]* %a to i8*
  call void @stack_init(i8* %s1)
  %s2 = bitcast [36 x i8]* %a to i8*
  call void @stack_push(i8* %s2, i64 4, i64 4)
  %t = call i8* @stack_top_primal(i8* %s2, i64 4)
  %p = bitcast i8* %t to float*
  store float %v, float* %p, align 4
  call void @stack_pop(i8* %s1)
  ret void
}
