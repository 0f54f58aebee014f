; CUDA runtime stubs given the bodies Quadrants 1.3.3 gives them as it loads runtime_cuda.bc
; (quadrants/runtime/llvm/llvm_context.cpp, patch_intrinsic): one call of the NVVM intrinsic on
; the function's own arguments and the listed constants; cuda_vprintf is called by CUDA's name.
; The block barrier reductions truncate the predicate and widen and/or's i1, match_all keeps
; the value of its {i32, i1}, the atomics' compare-and-swap loops become one seq_cst atomicrmw
; (system scope), and cuda_compute_capability returns the target processor's (sm_90 by default).
; The Python tool applies them as it links the runtime (--link, here into an empty kernel
; module; its linked functions become internal).
; RUN: %if plugin %{ %opt -passes=runtime-patches < %s | filecheck %s --check-prefixes=CHECK,SM90 %}
; RUN: %if plugin %{ %opt '-passes=runtime-patches<mcpu=sm_86>' < %s | filecheck %s --check-prefixes=CHECK,SM86 %}
; RUN: echo 'declare void @k()' | %irpass rewrite - --strategy none --target ptx --link %s --emit ll | filecheck %s --check-prefixes=CHECK,SM90
; RUN: echo 'declare void @k()' | %irpass rewrite - --strategy none --target ptx --mcpu sm_86 --link %s --emit ll | filecheck %s --check-prefixes=CHECK,SM86

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}i32 @thread_idx()
; CHECK-NEXT: %r = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT: ret i32 %r
define i32 @thread_idx() {
  ret i32 0
}

; CHECK-LABEL: define {{.*}}void @block_barrier()
; CHECK-NEXT: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT: ret void
define void @block_barrier() {
  ret void
}

; CHECK-LABEL: define {{.*}}float @cuda_shfl_down_sync_f32(i32 %mask, float %v, i32 %delta, i32 %width)
; CHECK-NEXT: %r = call float @llvm.nvvm.shfl.sync.down.f32(i32 %mask, float %v, i32 %delta, i32 %width)
; CHECK-NEXT: ret float %r
define float @cuda_shfl_down_sync_f32(i32 %mask, float %v, i32 %delta, i32 %width) {
  ret float 0.0
}

; CHECK-LABEL: define {{.*}}i32 @cuda_compute_capability()
; SM90-NEXT: ret i32 90
; SM86-NEXT: ret i32 86
define i32 @cuda_compute_capability() {
  ret i32 0
}

; CHECK-LABEL: define {{.*}}i32 @block_barrier_or_i32(i32 %0)
; CHECK-NEXT: %p = trunc i32 %0 to i1
; CHECK-NEXT: %b = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %p)
; CHECK-NEXT: %r = zext i1 %b to i32
; CHECK-NEXT: ret i32 %r
define i32 @block_barrier_or_i32(i32 %0) {
  ret i32 0
}

; CHECK-LABEL: define {{.*}}i32 @block_barrier_count_i32(i32 %0)
; CHECK-NEXT: %p = trunc i32 %0 to i1
; CHECK-NEXT: %r = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %p)
; CHECK-NEXT: ret i32 %r
define i32 @block_barrier_count_i32(i32 %0) {
  ret i32 0
}

; CHECK-LABEL: define {{.*}}i32 @cuda_match_all_sync_i32(i32 %0, i32 %1)
; CHECK-NEXT: %m = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 %0, i32 %1)
; CHECK-NEXT: %r = extractvalue { i32, i1 } %m, 0
; CHECK-NEXT: ret i32 %r
define i32 @cuda_match_all_sync_i32(i32 %0, i32 %1) {
  ret i32 0
}

; CHECK-LABEL: define {{.*}}float @atomic_max_f32(ptr %0, float %1)
; CHECK-NEXT: %r = atomicrmw fmax ptr %0, float %1 seq_cst, align 4
; CHECK-NEXT: ret float %r
define float @atomic_max_f32(ptr %0, float %1) {
  %old = load volatile float, ptr %0, align 4
  ret float %old
}

; CHECK-LABEL: define {{.*}}i64 @atomic_add_i64(ptr %0, i64 %1)
; CHECK-NEXT: %r = atomicrmw add ptr %0, i64 %1 seq_cst, align 8
; CHECK-NEXT: ret i64 %r
define i64 @atomic_add_i64(ptr %0, i64 %1) {
  %old = atomicrmw volatile add ptr %0, i64 %1 seq_cst, align 8
  ret i64 %old
}

; CHECK-LABEL: define {{.*}}void @report(ptr %f)
; CHECK-NEXT: call void @vprintf(ptr %f, ptr null)
define void @report(ptr %f) {
  call void @cuda_vprintf(ptr %f, ptr null)
  ret void
}

; CHECK: declare void @vprintf(ptr, ptr)
; CHECK-NOT: cuda_vprintf
declare void @cuda_vprintf(ptr, ptr)
