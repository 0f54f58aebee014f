; AMDGPU runtime stubs given the bodies Quadrants 1.3 gives them as it loads runtime_amdgpu.bc
; (quadrants/runtime/llvm/llvm_context.cpp): block_dim/grid_dim call ROCm's ockl (declared
; here, resolved by ockl.bc) and truncate, warp_size is the wave64 width, the ids are intrinsics,
; block_barrier is s.barrier between workgroup fences (HIP's __syncthreads), the memory fences
; are fence instructions; by the processor's family the ds_bpermute lane mask is 63 (GCN/CDNA)
; or 31, and amdgpu_permlane64 the identity on CDNA (gfx90a, the default), RDNA3/4's instruction
; (gfx11, gfx12) or gfx10's LDS emulation. The atomics' compare-and-swap loops become one seq_cst
; atomicrmw of agent scope (system scope would make the backend loop on cmpswap again). The Python tool applies them as it links the runtime
; (--link, here into an empty kernel module; its linked functions become internal).
; RUN: %if plugin %{ %opt -passes=runtime-patches < %s | filecheck %s --check-prefixes=CHECK,CDNA %}
; RUN: %if plugin %{ %opt '-passes=runtime-patches<mcpu=gfx1100>' < %s | filecheck %s --check-prefixes=CHECK,RDNA3 %}
; RUN: %if plugin %{ %opt '-passes=runtime-patches<mcpu=gfx1030>' < %s | filecheck %s --check-prefixes=CHECK,GFX10 %}
; RUN: echo 'declare void @k()' | %irpass rewrite - --strategy none --target amdgcn --link %s --emit ll | filecheck %s --check-prefixes=CHECK,CDNA
; RUN: echo 'declare void @k()' | %irpass rewrite - --strategy none --target amdgcn --mcpu gfx1100 --link %s --emit ll | filecheck %s --check-prefixes=CHECK,RDNA3
; RUN: echo 'declare void @k()' | %irpass rewrite - --strategy none --target amdgcn --mcpu gfx1030 --link %s --emit ll | filecheck %s --check-prefixes=CHECK,GFX10

target triple = "amdgcn-amd-amdhsa"

; GFX10: @__amdgpu_permlane64_lds = internal addrspace(3) global [1024 x i32] undef, align 4
; CDNA-NOT: @__amdgpu_permlane64_lds
; RDNA3-NOT: @__amdgpu_permlane64_lds

; CHECK-LABEL: define {{.*}}i32 @block_dim()
; CHECK-NEXT: %d = call i64 @__ockl_get_local_size(i32 0)
; CHECK-NEXT: %r = trunc i64 %d to i32
; CHECK-NEXT: ret i32 %r
define i32 @block_dim() {
  ret i32 0
}

; CHECK-LABEL: define {{.*}}i32 @grid_dim()
; CHECK-NEXT: %d = call i64 @__ockl_get_num_groups(i32 0)
; CHECK-NEXT: %r = trunc i64 %d to i32
define i32 @grid_dim() {
  ret i32 0
}

; CHECK-LABEL: define {{.*}}i32 @warp_size()
; CHECK-NEXT: ret i32 64
define i32 @warp_size() {
  ret i32 32
}

; CHECK-LABEL: define {{.*}}double @atomic_add_f64(ptr %0, double %1)
; CHECK-NEXT: %r = atomicrmw fadd ptr %0, double %1 syncscope("agent") seq_cst, align 8
; CHECK-NEXT: ret double %r
define double @atomic_add_f64(ptr %0, double %1) {
  %old = load volatile double, ptr %0, align 8
  ret double %old
}

; CHECK-LABEL: define {{.*}}i32 @thread_idx()
; CHECK-NEXT: %r = call i32 @llvm.amdgcn.workitem.id.x()
define i32 @thread_idx() {
  ret i32 0
}

; CHECK-LABEL: define {{.*}}i64 @amdgpu_ballot_w64(i1 zeroext %0)
; CHECK-NEXT: %r = call i64 @llvm.amdgcn.ballot.i64(i1 %0)
define i64 @amdgpu_ballot_w64(i1 zeroext %0) {
  ret i64 0
}

; CHECK-LABEL: define {{.*}}void @block_barrier()
; CHECK-NEXT: fence syncscope("workgroup") release
; CHECK-NEXT: call void @llvm.amdgcn.s.barrier()
; CHECK-NEXT: fence syncscope("workgroup") acquire
; CHECK-NEXT: ret void
define void @block_barrier() {
  ret void
}

; CHECK-LABEL: define {{.*}}void @block_mem_fence()
; CHECK-NEXT: fence syncscope("workgroup") acq_rel
; CHECK-NEXT: ret void
define void @block_mem_fence() {
  ret void
}

; CHECK-LABEL: define {{.*}}void @grid_mem_fence()
; CHECK-NEXT: fence syncscope("agent") acq_rel
; CHECK-NEXT: ret void
define void @grid_mem_fence() {
  ret void
}

; CHECK-LABEL: define {{.*}}i32 @amdgpu_ds_bpermute_lane_mask()
; CDNA-NEXT: ret i32 63
; RDNA3-NEXT: ret i32 31
; GFX10-NEXT: ret i32 31
define i32 @amdgpu_ds_bpermute_lane_mask() {
  ret i32 31
}

; CHECK-LABEL: define {{.*}}i32 @amdgpu_permlane64(i32 %v)
; CDNA-NEXT: ret i32 %v
; RDNA3-NEXT: %r = call i32 @llvm.amdgcn.permlane64.i32(i32 %v)
; RDNA3-NEXT: ret i32 %r
; GFX10-NEXT: %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; GFX10-NEXT: %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
; GFX10-NEXT: %tid = call i32 @llvm.amdgcn.workitem.id.x()
; GFX10-NEXT: %wave = lshr i32 %tid, 6
; GFX10-NEXT: %base = shl i32 %wave, 6
; GFX10-NEXT: %slot = add i32 %base, %lane
; GFX10-NEXT: %mine = getelementptr inbounds [1024 x i32], ptr addrspace(3) @__amdgpu_permlane64_lds, i32 0, i32 %slot
; GFX10-NEXT: store i32 %v, ptr addrspace(3) %mine, align 4
; GFX10-NEXT: fence syncscope("wavefront") acq_rel
; GFX10-NEXT: %partner = xor i32 %lane, 32
; GFX10-NEXT: %across = add i32 %base, %partner
; GFX10-NEXT: %theirs = getelementptr inbounds [1024 x i32], ptr addrspace(3) @__amdgpu_permlane64_lds, i32 0, i32 %across
; GFX10-NEXT: %r = load i32, ptr addrspace(3) %theirs, align 4
; GFX10-NEXT: ret i32 %r
define i32 @amdgpu_permlane64(i32 %v) {
  ret i32 0
}
