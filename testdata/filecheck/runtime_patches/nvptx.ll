; CUDA runtime stubs given the bodies Quadrants 1.3.3 gives them as it loads runtime_cuda.bc
; (quadrants/runtime/llvm/llvm_context.cpp, patch_intrinsic): one call of the NVVM intrinsic on
; the function's own arguments and the listed constants; cuda_vprintf is called by CUDA's name.
; The Python tool applies them as it links the runtime (--link, here into an empty kernel
; module; its linked functions become internal).
; RUN: %opt -passes=runtime-patches < %s | filecheck %s
; RUN: echo 'declare void @k()' | %irpass rewrite - --strategy none --target ptx --link %s --emit ll | filecheck %s

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

; CHECK-LABEL: define {{.*}}void @report(ptr %f)
; CHECK-NEXT: call void @vprintf(ptr %f, ptr null)
define void @report(ptr %f) {
  call void @cuda_vprintf(ptr %f, ptr null)
  ret void
}

; CHECK: declare void @vprintf(ptr, ptr)
; CHECK-NOT: cuda_vprintf
declare void @cuda_vprintf(ptr, ptr)
