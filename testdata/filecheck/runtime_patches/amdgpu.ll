; AMDGPU runtime stubs given the bodies Quadrants 1.3 gives them as it loads runtime_amdgpu.bc
; (quadrants/runtime/llvm/llvm_context.cpp): block_dim/grid_dim call ROCm's ockl (declared
; here, resolved by ockl.bc) and truncate, warp_size is the wave64 width, the ids are intrinsics.
; The Python tool's patch_runtime gives the same bodies (tests/test_runtime_patches.py, and
; tests/test_plugin_gpu.py on the real runtime).
; RUN: %opt -passes=runtime-patches < %s | filecheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define i32 @block_dim()
; CHECK-NEXT: %d = call i64 @__ockl_get_local_size(i32 0)
; CHECK-NEXT: %r = trunc i64 %d to i32
; CHECK-NEXT: ret i32 %r
define i32 @block_dim() {
  ret i32 0
}

; CHECK-LABEL: define i32 @grid_dim()
; CHECK-NEXT: %d = call i64 @__ockl_get_num_groups(i32 0)
; CHECK-NEXT: %r = trunc i64 %d to i32
define i32 @grid_dim() {
  ret i32 0
}

; CHECK-LABEL: define i32 @warp_size()
; CHECK-NEXT: ret i32 64
define i32 @warp_size() {
  ret i32 32
}

; CHECK-LABEL: define i32 @thread_idx()
; CHECK-NEXT: %r = call i32 @llvm.amdgcn.workitem.id.x()
define i32 @thread_idx() {
  ret i32 0
}

; CHECK-LABEL: define i64 @amdgpu_ballot_w64(i1 zeroext %0)
; CHECK-NEXT: %r = call i64 @llvm.amdgcn.ballot.i64(i1 %0)
define i64 @amdgpu_ballot_w64(i1 zeroext %0) {
  ret i64 0
}

; CHECK-DAG: declare i64 @__ockl_get_local_size(i32)
; CHECK-DAG: declare i64 @__ockl_get_num_groups(i32)
