"""The runtime functions Quadrants' CUDA backend gives their real bodies when it loads the runtime.

``runtime_cuda.bc`` is compiled by the host's clang, where a GPU's special registers, votes,
shuffles and barriers cannot be spelled: ``thread_idx``, ``block_idx``, ``block_dim``,
``cuda_active_mask``, ``warp_barrier`` and the like are stubs that return 0 or do nothing.
Quadrants 1.3.3 replaces each body with the matching NVVM intrinsic as it loads the runtime for
CUDA (``QuadrantsLLVMContext::module_from_file``, its ``patch_intrinsic`` calls), and renames
``cuda_vprintf`` to CUDA's ``vprintf``. Linked without this, every thread reads index 0
(``linear_thread_idx`` folds to 0, so all threads share one adstack) and the lane loop of
``quadrants_assert_format``'s lock folds away: PTX that is neither correct nor what Quadrants
compiles.

``patch_cuda_runtime`` does the same for the functions ``CUDA_INTRINSICS`` lists: each body
becomes one call of the intrinsic on the function's own arguments (and the listed constants).
Quadrants patches a few more that this table leaves as they are: ``cuda_compute_capability``
(the device's, which no file says), ``cuda_match_all_sync_i32`` and
``block_barrier_{and,or,count}_i32`` (results converted), and the float and integer atomics it
rewrites to ``atomicrmw`` on every target.
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
VPRINTF = ("cuda_vprintf", "vprintf")
_VPRINTF_USE = re.compile(rf"@{VPRINTF[0]}(?![-\w.$])")
_NAMED = frozenset(CUDA_INTRINSICS) | {intrinsic for intrinsic, _ in CUDA_INTRINSICS.values()}


def patch_cuda_runtime(text: str) -> str:
    """``text`` (LLVM's print of a runtime module) with the bodies Quadrants gives
    ``CUDA_INTRINSICS`` on CUDA, and ``vprintf`` called by its CUDA name."""
    pieces, last, declared, present = [], 0, {}, set()
    for function in toplevel.functions(text, _NAMED):
        present.add(function.name)
        if function.kind is not Kind.DEFINE or function.name not in CUDA_INTRINSICS:
            continue
        intrinsic, constants = CUDA_INTRINSICS[function.name]
        returned = function.return_type
        params = [p.split() for p in function.params]
        types = [p[0] for p in params] + [c.split()[0] for c in constants]
        arguments = ", ".join([f"{p[0]} {p[-1]}" for p in params] + list(constants))
        call = f"call {returned} @{intrinsic}({arguments})"
        if returned == "void":
            body = f"  {call}\n  ret void"
        else:
            body = f"  %r = {call}\n  ret {returned} %r"
        pieces += [text[last : function.end], "\n", body]
        last = text.find("\n}", function.end)
        declared[intrinsic] = f"declare {returned} @{intrinsic}({', '.join(types)})"
    pieces.append(text[last:])
    out = _VPRINTF_USE.sub(f"@{VPRINTF[1]}", "".join(pieces))
    missing = [line for name, line in sorted(declared.items()) if name not in present]
    return out + ("" if out.endswith("\n") else "\n") + "".join(f"{d}\n" for d in missing)
