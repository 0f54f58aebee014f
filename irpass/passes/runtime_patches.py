"""The runtime functions Quadrants' GPU backends give their real bodies when they load the runtime.

``runtime_cuda.bc`` is compiled by the host's clang, where a GPU's special registers, votes,
shuffles and barriers cannot be spelled: ``thread_idx``, ``block_idx``, ``block_dim``,
``cuda_active_mask``, ``warp_barrier`` and the like are stubs that return 0 or do nothing.
Quadrants 1.3.3 replaces each body with the matching NVVM intrinsic as it loads the runtime for
CUDA (``QuadrantsLLVMContext::module_from_file``, its ``patch_intrinsic`` calls), and renames
``cuda_vprintf`` to CUDA's ``vprintf``. Linked without this, every thread reads index 0
(``linear_thread_idx`` folds to 0, so all threads share one adstack) and the lane loop of
``quadrants_assert_format``'s lock folds away: PTX that is neither correct nor what Quadrants
compiles.

Its AMDGPU backend patches another set as it loads ``runtime_amdgpu.bc`` (Quadrants 1.3's
``quadrants/runtime/llvm/llvm_context.cpp``, ``arch_ == Arch::amdgpu``): the work-item and
work-group ids, the clock and the wave64 lane helpers (``AMDGPU_INTRINSICS``); ``warp_size``,
32 in the bitcode, returns ``kAmdgpuWaveSize`` (64, ``quadrants/rhi/arch.h``: Quadrants pins
every AMDGPU function to wave64; its ``patch_warp_size``, ``AMDGPU_CONSTANTS``); and
``block_dim`` / ``grid_dim`` return ROCm's ``__ockl_get_local_size(0)`` /
``__ockl_get_num_groups(0)`` truncated to ``i32`` (its ``patch_amdgpu_kernel_dim``,
``AMDGPU_LIBRARY_CALLS``). Quadrants finds those two in ROCm's ``ockl.bc``, linked just before;
here they are declared (``i64 (i32)``, as ``ockl.bc`` defines them) and ``ockl.bc`` (the wheel's
``_lib/runtime_rocm70/``) resolves them when the module is linked with ROCm's device libraries.

``patch_runtime`` does the same for the functions the architecture's table lists: each body
becomes one call of the intrinsic on the function's own arguments (and the listed constants),
returns the listed constant, or returns the device-library call's result truncated. The pass
plugin's ``runtime-patches`` applies the same tables, generated from these (``python -m
irpass.passes.runtime_patches_inc plugin/passes/RuntimePatches.inc``;
``tests/test_runtime_patches.py`` checks it is current). Quadrants patches a few more that these
tables leave as they are: ``cuda_compute_capability`` (the device's, which no file says),
``cuda_match_all_sync_i32`` and ``block_barrier_{and,or,count}_i32`` (results converted), and the
float and integer atomics it rewrites to ``atomicrmw`` on every target; on AMDGPU (1.3) the
bodies it builds of ``fence`` instructions (``block_mem_fence``, ``grid_mem_fence``, and
``block_barrier``, which it fences with ``release``/``acquire`` ``"workgroup"`` on either side of
the ``s.barrier`` this table gives it) and ``amdgpu_permlane64`` (an LDS emulation below gfx11).
"""

import re

from irpass.ir import toplevel
from irpass.ir.toplevel import Kind

_SREG = "llvm.nvvm.read.ptx.sreg."
CUDA_INTRINSICS: dict[str, tuple[str, tuple[str, ...]]] = {
    "thread_idx": (_SREG + "tid.x", ()),
    "block_thread_idx": (_SREG + "tid.x", ()),
    "cuda_clock_i64": (_SREG + "clock64", ()),
    "block_idx": (_SREG + "ctaid.x", ()),
    "block_dim": (_SREG + "ntid.x", ()),
    "grid_dim": (_SREG + "nctaid.x", ()),
    "block_barrier": ("llvm.nvvm.barrier.cta.sync.aligned.all", ("i32 0",)),
    "warp_barrier": ("llvm.nvvm.bar.warp.sync", ()),
    "block_mem_fence": ("llvm.nvvm.membar.cta", ()),
    "grid_mem_fence": ("llvm.nvvm.membar.gl", ()),
    "system_mem_fence": ("llvm.nvvm.membar.sys", ()),
    "cuda_all_sync": ("llvm.nvvm.vote.all.sync", ()),
    "cuda_any_sync": ("llvm.nvvm.vote.any.sync", ()),
    "cuda_uni_sync": ("llvm.nvvm.vote.uni.sync", ()),
    "cuda_ballot": ("llvm.nvvm.vote.ballot", ()),
    "cuda_ballot_sync": ("llvm.nvvm.vote.ballot.sync", ()),
    "cuda_shfl_down_sync_i32": ("llvm.nvvm.shfl.sync.down.i32", ()),
    "cuda_shfl_down_sync_f32": ("llvm.nvvm.shfl.sync.down.f32", ()),
    "cuda_shfl_up_sync_i32": ("llvm.nvvm.shfl.sync.up.i32", ()),
    "cuda_shfl_up_sync_f32": ("llvm.nvvm.shfl.sync.up.f32", ()),
    "cuda_shfl_sync_i32": ("llvm.nvvm.shfl.sync.idx.i32", ()),
    "cuda_shfl_sync_f32": ("llvm.nvvm.shfl.sync.idx.f32", ()),
    "cuda_shfl_xor_sync_i32": ("llvm.nvvm.shfl.sync.bfly.i32", ()),
    "cuda_match_any_sync_i32": ("llvm.nvvm.match.any.sync.i32", ()),
    "cuda_match_any_sync_i64": ("llvm.nvvm.match.any.sync.i64", ()),
    "cuda_active_mask": ("llvm.nvvm.activemask", ()),
    "ctlz_i32": ("llvm.ctlz.i32", ("i1 false",)),
    "cttz_i32": ("llvm.cttz.i32", ("i1 false",)),
}
"""Runtime function -> (intrinsic, constant arguments after the function's own), as Quadrants
1.3.3 patches them for CUDA."""
AMDGPU_INTRINSICS: dict[str, tuple[str, tuple[str, ...]]] = {
    "thread_idx": ("llvm.amdgcn.workitem.id.x", ()),
    "block_thread_idx": ("llvm.amdgcn.workitem.id.x", ()),
    "block_idx": ("llvm.amdgcn.workgroup.id.x", ()),
    "block_barrier": ("llvm.amdgcn.s.barrier", ()),
    "amdgpu_clock_i64": ("llvm.amdgcn.s.memtime", ()),
    "amdgpu_ds_bpermute": ("llvm.amdgcn.ds.bpermute", ()),
    "amdgpu_mbcnt_lo": ("llvm.amdgcn.mbcnt.lo", ()),
    "amdgpu_mbcnt_hi": ("llvm.amdgcn.mbcnt.hi", ()),
    "amdgpu_ballot_w32": ("llvm.amdgcn.ballot.i32", ()),
    "amdgpu_ballot_w64": ("llvm.amdgcn.ballot.i64", ()),
}
"""The same for AMDGPU (``QuadrantsLLVMContext::module_from_file``, ``arch_ == Arch::amdgpu``)."""
AMDGPU_CONSTANTS = {"warp_size": "64"}
"""Runtime function -> the constant it returns on AMDGPU (``kAmdgpuWaveSize``)."""
AMDGPU_LIBRARY_CALLS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "block_dim": ("__ockl_get_local_size", "i64", ("i32 0",)),
    "grid_dim": ("__ockl_get_num_groups", "i64", ("i32 0",)),
}
"""Runtime function -> (ROCm device-library function, its return type, its arguments): the body
returns the call's result truncated to the function's type."""
PATCHES = {
    "nvptx": (CUDA_INTRINSICS, {}, {}),
    "amdgpu": (AMDGPU_INTRINSICS, AMDGPU_CONSTANTS, AMDGPU_LIBRARY_CALLS),
}
"""Per architecture (``irpass.backend.targets.architecture``): its intrinsics, constants and
device-library calls."""
VPRINTF = ("cuda_vprintf", "vprintf")
_VPRINTF_USE = re.compile(rf"@{VPRINTF[0]}(?![-\w.$])")


def patch_runtime(text: str, arch: str) -> str:
    """``text`` (LLVM's print of a runtime module) with the bodies Quadrants gives the
    functions of ``PATCHES[arch]``, and on CUDA ``vprintf`` called by its CUDA name."""
    intrinsics, constant_returns, library_calls = PATCHES[arch]
    callees = [i for i, _ in intrinsics.values()] + [c for c, _, _ in library_calls.values()]
    named = {*intrinsics, *constant_returns, *library_calls, *callees}
    pieces, last, declared, present = [], 0, {}, set()
    for function in toplevel.functions(text, frozenset(named)):
        present.add(function.name)
        if function.kind is not Kind.DEFINE:
            continue
        returned = function.return_type
        if function.name in constant_returns:
            body = f"  ret {returned} {constant_returns[function.name]}"
        elif function.name in library_calls:
            callee, result, arguments = library_calls[function.name]
            types = ", ".join(a.split()[0] for a in arguments)
            body = (
                f"  %d = call {result} @{callee}({', '.join(arguments)})\n"
                f"  %r = trunc {result} %d to {returned}\n  ret {returned} %r"
            )
            declared[callee] = f"declare {result} @{callee}({types})"
        elif function.name in intrinsics:
            intrinsic, constants = intrinsics[function.name]
            params = [p.split() for p in function.params]
            types = [p[0] for p in params] + [c.split()[0] for c in constants]
            arguments = ", ".join([f"{p[0]} {p[-1]}" for p in params] + list(constants))
            call = f"call {returned} @{intrinsic}({arguments})"
            if returned == "void":
                body = f"  {call}\n  ret void"
            else:
                body = f"  %r = {call}\n  ret {returned} %r"
            declared[intrinsic] = f"declare {returned} @{intrinsic}({', '.join(types)})"
        else:
            continue
        pieces += [text[last : function.end], "\n", body]
        last = text.find("\n}", function.end)
    pieces.append(text[last:])
    out = "".join(pieces)
    if arch == "nvptx":
        out = _VPRINTF_USE.sub(f"@{VPRINTF[1]}", out)
    missing = [line for name, line in sorted(declared.items()) if name not in present]
    return out + ("" if out.endswith("\n") else "\n") + "".join(f"{d}\n" for d in missing)
