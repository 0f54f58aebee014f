"""The runtime functions Quadrants' GPU backends give their real bodies when they load the runtime.

``runtime_cuda.bc`` is compiled by the host's clang, where a GPU's special registers, votes,
shuffles and barriers cannot be spelled: ``thread_idx``, ``block_idx``, ``block_dim``,
``cuda_active_mask``, ``warp_barrier`` and the like are stubs that return 0 or do nothing.
Quadrants 1.3.3 replaces each body with the matching NVVM intrinsic as it loads the runtime for
CUDA (``QuadrantsLLVMContext::module_from_file``, its ``patch_intrinsic`` calls), and renames
``cuda_vprintf`` to CUDA's ``vprintf``. Linked without this, every thread reads index 0
(``linear_thread_idx`` folds to 0, so all threads share one adstack) and, with the stub's
compute capability 0, the runtime takes its pre-Volta paths (a lane loop around
``quadrants_assert_format``'s lock, shuffles for ``match.any``): PTX that is neither correct nor
what Quadrants compiles for the device.

Its AMDGPU backend patches another set as it loads ``runtime_amdgpu.bc`` (Quadrants 1.3's
``quadrants/runtime/llvm/llvm_context.cpp``, ``arch_ == Arch::amdgpu``): the work-item and
work-group ids, the clock and the wave64 lane helpers are intrinsic calls
(``AMDGPU_INTRINSICS``); the rest it builds with an ``IRBuilder`` (``AMDGPU_BODIES``):
``warp_size``, 32 in the bitcode, returns ``kAmdgpuWaveSize`` (64, ``quadrants/rhi/arch.h``:
Quadrants pins every AMDGPU function to wave64); ``block_dim`` / ``grid_dim`` return ROCm's
``__ockl_get_local_size(0)`` / ``__ockl_get_num_groups(0)`` truncated to ``i32`` (Quadrants finds
those in ROCm's ``ockl.bc``, linked just before; here they are declared, ``i64 (i32)`` as
``ockl.bc`` defines them, and resolved when the module is linked with ROCm's device libraries,
the wheel's ``_lib/runtime_rocm70/``); ``block_barrier`` is ``s.barrier`` between workgroup
fences, the memory fences are ``fence`` instructions, and ``amdgpu_permlane64`` and the
``ds_bpermute`` lane mask depend on the GPU's family, so ``patch_runtime`` takes the processor.

On both it makes the runtime's ``atomic_{add,min,max}_*`` (compare-and-swap loops in C++, but
the integer additions) one ``atomicrmw`` (``patch_atomic_rmw``: ``seq_cst``, natural alignment,
CUDA's system scope, AMDGPU's ``agent``, without which, Quadrants says, AMDGPU loops on
``cmpswap``). On CUDA it also gives
``block_barrier_{and,or,count}_i32`` the ``barrier.cta.red`` reductions (the predicate truncated
to ``i1``, ``and``/``or``'s ``i1`` widened to ``i32``), ``cuda_match_all_sync_i32`` the first
field of ``match.all.sync.i32p`` and ``cuda_compute_capability`` the device's capability, which
here is the target processor's (``sm_86``: 86; ``{capability}`` in a body).

``patch_runtime`` does the same for the functions the architecture's tables list: each body
becomes one call of the intrinsic on the function's own arguments (and the listed constants),
or the listed body. The pass plugin's ``runtime-patches`` applies the same tables, generated
from these (``plugin/passes/RuntimePatches.inc``, written by ``python -m irpass.plugin_facts``;
a test checks it is current).
"""

import re
from dataclasses import dataclass

from irpass.ir import toplevel
from irpass.ir.toplevel import Kind
from irpass.ir.triples import DEFAULT_CPUS

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
    "amdgpu_clock_i64": ("llvm.amdgcn.s.memtime", ()),
    "amdgpu_ds_bpermute": ("llvm.amdgcn.ds.bpermute", ()),
    "amdgpu_mbcnt_lo": ("llvm.amdgcn.mbcnt.lo", ()),
    "amdgpu_mbcnt_hi": ("llvm.amdgcn.mbcnt.hi", ()),
    "amdgpu_ballot_w32": ("llvm.amdgcn.ballot.i32", ()),
    "amdgpu_ballot_w64": ("llvm.amdgcn.ballot.i64", ()),
}
"""The same for AMDGPU (``QuadrantsLLVMContext::module_from_file``, ``arch_ == Arch::amdgpu``)."""


@dataclass(frozen=True)
class Body:
    """A body Quadrants builds of more than one intrinsic call, as LLVM IR lines in which ``{0}``,
    ``{1}``, ... stand for the function's parameters. ``needs``: the declarations and globals it
    uses, added where the module lacks them. ``cpus``: the processors (name prefixes) it is for,
    none for every one; a function's first body that fits the target's processor is its body."""

    text: str
    needs: tuple[str, ...] = ()
    cpus: tuple[str, ...] = ()


def _kernel_dim(callee: str) -> Body:
    """``patch_amdgpu_kernel_dim``: the ROCm device library's ``i64`` truncated to ``i32``."""
    return Body(
        f"  %d = call i64 @{callee}(i32 0)\n  %r = trunc i64 %d to i32\n  ret i32 %r",
        (f"declare i64 @{callee}(i32)",),
    )


def _fence(scope: str) -> Body:
    """``patch_fence``: one ``acq_rel`` fence of the scope."""
    return Body(f'  fence syncscope("{scope}") acq_rel\n  ret void')


_LDS = "@__amdgpu_permlane64_lds"
_PERMLANE64_LDS = Body(
    "  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n"
    "  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)\n"
    "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
    "  %wave = lshr i32 %tid, 6\n"
    "  %base = shl i32 %wave, 6\n"
    "  %slot = add i32 %base, %lane\n"
    f"  %mine = getelementptr inbounds [1024 x i32], ptr addrspace(3) {_LDS}, i32 0, i32 %slot\n"
    "  store i32 {0}, ptr addrspace(3) %mine, align 4\n"
    '  fence syncscope("wavefront") acq_rel\n'
    "  %partner = xor i32 %lane, 32\n"
    "  %across = add i32 %base, %partner\n"
    "  %theirs = getelementptr inbounds [1024 x i32], ptr addrspace(3) "
    f"{_LDS}, i32 0, i32 %across\n"
    "  %r = load i32, ptr addrspace(3) %theirs, align 4\n"
    "  ret i32 %r",
    (
        f"{_LDS} = internal addrspace(3) global [1024 x i32] undef, align 4",
        "declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)",
        "declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)",
        "declare i32 @llvm.amdgcn.workitem.id.x()",
    ),
)
"""gfx10's ``amdgpu_permlane64``: lane ``i`` reads lane ``i ^ 32`` through LDS, a 1024-slot
buffer per workgroup, each wave its own 64 slots; the wavefront fence orders the store before
the load without the ``s_barrier`` a workgroup fence would be (only some waves may get here)."""


def _atomics(scope: str) -> dict[str, tuple[Body, ...]]:
    """``patch_atomic_rmw``: the runtime's atomics as one ``seq_cst`` ``atomicrmw`` of ``scope``
    (empty: the system's), naturally aligned, returning the old value."""
    sync = f' syncscope("{scope}")' if scope else ""
    return {
        f"atomic_{name}_{suffix}": (
            Body(
                f"  %r = atomicrmw {op} ptr {{0}}, {ty} {{1}}{sync} seq_cst, align {size}\n"
                f"  ret {ty} %r"
            ),
        )
        for name, suffix, op, ty, size in [
            ("add", "i32", "add", "i32", 4),
            ("add", "i64", "add", "i64", 8),
            ("add", "f64", "fadd", "double", 8),
            ("add", "f32", "fadd", "float", 4),
            ("min", "f32", "fmin", "float", 4),
            ("max", "f32", "fmax", "float", 4),
            ("min", "f64", "fmin", "double", 8),
            ("max", "f64", "fmax", "double", 8),
        ]
    }


_CDNA = ("gfx9",)
AMDGPU_BODIES: dict[str, tuple[Body, ...]] = {
    "block_barrier": (
        Body(
            '  fence syncscope("workgroup") release\n'
            "  call void @llvm.amdgcn.s.barrier()\n"
            '  fence syncscope("workgroup") acquire\n'
            "  ret void",
            ("declare void @llvm.amdgcn.s.barrier()",),
        ),
    ),
    "amdgpu_ds_bpermute_lane_mask": (Body("  ret i32 63", cpus=_CDNA), Body("  ret i32 31")),
    "amdgpu_permlane64": (
        Body(
            "  %r = call i32 @llvm.amdgcn.permlane64.i32(i32 {0})\n  ret i32 %r",
            ("declare i32 @llvm.amdgcn.permlane64.i32(i32)",),
            ("gfx11", "gfx12"),
        ),
        Body("  ret i32 {0}", cpus=_CDNA),
        _PERMLANE64_LDS,
    ),
    "warp_size": (Body("  ret i32 64"),),
    "block_mem_fence": (_fence("workgroup"),),
    "grid_mem_fence": (_fence("agent"),),
    "block_dim": (_kernel_dim("__ockl_get_local_size"),),
    "grid_dim": (_kernel_dim("__ockl_get_num_groups"),),
    **_atomics("agent"),
}
"""AMDGPU's bodies, as Quadrants 1.3 builds them with an ``IRBuilder``: ``block_barrier``
between ``release`` and ``acquire`` workgroup fences (HIP's ``__syncthreads()``: the bare
``s_barrier`` does not make LDS stores visible), the memory fences, ``warp_size``
(``kAmdgpuWaveSize``), ``block_dim``/``grid_dim`` and, by the GPU's family, the lane mask of
``amdgpu_cross_half_shuffle_i32``'s ``ds_bpermute`` (63 where it spans the wave64, on GCN/CDNA)
and ``amdgpu_permlane64`` (RDNA3/4's instruction, CDNA's identity, gfx10's LDS emulation), and
the atomics of ``agent`` scope."""


def _barrier_reduction(kind: str, widened: bool) -> Body:
    """``patch_barrier_red``: ``barrier.cta.red.KIND`` on barrier 0 of the predicate truncated
    to ``i1``; ``and``/``or`` return ``i1``, widened to the stub's ``i32``."""
    intrinsic = f"llvm.nvvm.barrier.cta.red.{kind}.aligned.all"
    returned = "i1" if widened else "i32"
    call = f"call {returned} @{intrinsic}(i32 0, i1 %p)"
    tail = f"  %b = {call}\n  %r = zext i1 %b to i32\n" if widened else f"  %r = {call}\n"
    return Body(
        "  %p = trunc i32 {0} to i1\n" + tail + "  ret i32 %r",
        (f"declare {returned} @{intrinsic}(i32, i1)",),
    )


_MATCH_ALL = "llvm.nvvm.match.all.sync.i32p"
CUDA_BODIES: dict[str, tuple[Body, ...]] = {
    "cuda_compute_capability": (Body("  ret i32 {capability}"),),
    "block_barrier_and_i32": (_barrier_reduction("and", True),),
    "block_barrier_or_i32": (_barrier_reduction("or", True),),
    "block_barrier_count_i32": (_barrier_reduction("popc", False),),
    "cuda_match_all_sync_i32": (
        Body(
            f"  %m = call {{ i32, i1 }} @{_MATCH_ALL}(i32 {{0}}, i32 {{1}})\n"
            "  %r = extractvalue { i32, i1 } %m, 0\n  ret i32 %r",
            (f"declare {{ i32, i1 }} @{_MATCH_ALL}(i32, i32)",),
        ),
    ),
    **_atomics(""),
}
"""CUDA's bodies: the compute capability (the processor's), the block barrier reductions,
``match.all.sync``'s value (its predicate dropped, as Quadrants does) and the atomics."""
PATCHES = {"nvptx": (CUDA_INTRINSICS, CUDA_BODIES), "amdgpu": (AMDGPU_INTRINSICS, AMDGPU_BODIES)}
"""Per architecture (``irpass.ir.triples.architecture``): its intrinsics and bodies."""
DEFAULT_CPU = {"nvptx": DEFAULT_CPUS["ptx"], "amdgpu": DEFAULT_CPUS["amdgcn"]}
"""The processor the bodies are chosen for when none is named: ``--target ptx|amdgcn``'s."""


VPRINTF = ("cuda_vprintf", "vprintf")
_VPRINTF_USE = re.compile(rf"@{VPRINTF[0]}(?![-\w.$])")
_PARAM = re.compile(r"\{(\d+)\}")
CAPABILITY = "{capability}"
"""In a body: the compute capability of the processor (``sm_86``: 86)."""
_SM = re.compile(r"sm_(\d+)")
_NEED_NAME = re.compile(r"@([-\w.$]+)")


def patch_runtime(text: str, arch: str, cpu: str = "") -> str:
    """``text`` (LLVM's print of a runtime module) with the bodies Quadrants gives the
    functions of ``PATCHES[arch]`` for processor ``cpu`` (default ``DEFAULT_CPU[arch]``), and on
    CUDA ``vprintf`` called by its CUDA name."""
    intrinsics, bodies = PATCHES[arch]
    cpu = cpu or DEFAULT_CPU[arch]
    needed = {_NEED_NAME.search(n)[1]: n for b in bodies.values() for c in b for n in c.needs}
    named = {*intrinsics, *bodies, *(i for i, _ in intrinsics.values()), *needed}
    pieces, last, declared, present = [], 0, {}, set()
    for item in toplevel.items(text, frozenset(named)):
        present.add(item.name)
        if item.kind is not Kind.DEFINE:
            continue
        params = [p.split() for p in item.params]
        if item.name in bodies:
            chosen = _chosen(bodies[item.name], cpu)
            names = [p[-1] for p in params]
            body = _PARAM.sub(lambda m, names=names: names[int(m[1])], chosen.text)
            if CAPABILITY in body:
                body = body.replace(CAPABILITY, str(capability(cpu)))
            declared.update((_NEED_NAME.search(n)[1], n) for n in chosen.needs)
        elif item.name in intrinsics:
            returned = item.return_type
            intrinsic, constants = intrinsics[item.name]
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
        pieces += [text[last : item.end], "\n", body]
        last = text.find("\n}", item.end)
    pieces.append(text[last:])
    out = "".join(pieces)
    if arch == "nvptx":
        out = _VPRINTF_USE.sub(f"@{VPRINTF[1]}", out)
    missing = [line for name, line in sorted(declared.items()) if name not in present]
    return out + ("" if out.endswith("\n") else "\n") + "".join(f"{d}\n" for d in missing)


def _chosen(bodies: tuple[Body, ...], cpu: str) -> Body:
    """The first of ``bodies`` for processor ``cpu`` (the last of a function's is for every one)."""
    return next(b for b in bodies if not b.cpus or cpu.startswith(b.cpus))


def capability(cpu: str) -> int:
    """The compute capability of CUDA processor ``cpu`` (``sm_90a``: 90; every processor LLVM
    knows for NVPTX is an ``sm_N``): Quadrants asks the device, irpass knows only the target."""
    return int(_SM.match(cpu)[1])
