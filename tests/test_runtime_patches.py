"""The runtime's stubs get the bodies Quadrants' GPU backends give them when irpass links the
runtime for NVPTX or AMDGPU: thread and block indices and sizes that are not 0, CUDA's
``vprintf``, AMDGPU's wave64 ``warp_size``."""

from dataclasses import replace

import llvmlite.binding as llvm
import pytest

from irpass.backend.emit import EmitOptions, emit
from irpass.backend.link import linked_text
from irpass.backend.runtime_patches import (
    AMDGPU_BODIES,
    AMDGPU_INTRINSICS,
    CUDA_BODIES,
    CUDA_INTRINSICS,
    VPRINTF,
    Body,
    patch_runtime,
)
from irpass.ir import toplevel
from irpass.testing.cpu_runtime import runtime_bitcode
from irpass.testing.objects import PTXAS, assemble_ptx, linked_ptx
from tests.test_link import DUMP

NVPTX = "nvptx64-nvidia-cuda"
STUBS = """\
define dso_local i32 @thread_idx() #0 {
  ret i32 0
}

define dso_local float @cuda_shfl_down_sync_f32(i32 %0, float %1, i32 %2, i32 %3) #0 {
  %5 = alloca float, align 4
  store float %1, ptr %5, align 4
  ret float 0.000000e+00
}

define dso_local void @block_barrier() #0 {
  ret void
}

define dso_local void @report(ptr %f) #0 {
  call void @cuda_vprintf(ptr %f, ptr null)
  ret void
}

declare void @cuda_vprintf(ptr, ptr)

attributes #0 = { noinline nounwind optnone }
"""


def _body(text: str, name: str) -> str:
    function = next(f for f in toplevel.functions(text) if f.name == name)
    return text[function.end + 1 : text.index("\n}", function.end)]


def _given(body: Body, capability: int = 0) -> str:
    """``body``'s text as patched into the runtime's stub: parameters ``%0``, ``%1``, ..."""
    text = body.text.replace("{capability}", str(capability))
    return text.replace("{0}", "%0").replace("{1}", "%1")


def _stub(body: str) -> bool:
    """Whether ``body`` is a stub: it calls nothing (but a trap, AMDGPU's lane helpers off the
    GPU), or it is a float atomic's compare-and-swap loop, which one ``atomicrmw`` replaces."""
    return "call " not in body.replace("call void @llvm.trap()", "") or "cmpxchg" in body


def test_each_stub_becomes_one_call_of_its_intrinsic() -> None:
    patched = patch_runtime(STUBS, "nvptx")
    llvm.parse_assembly(patched).verify()
    assert _body(patched, "thread_idx") == (
        "  %r = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  ret i32 %r"
    )
    assert _body(patched, "cuda_shfl_down_sync_f32") == (
        "  %r = call float @llvm.nvvm.shfl.sync.down.f32(i32 %0, float %1, i32 %2, i32 %3)\n"
        "  ret float %r"
    )
    assert _body(patched, "block_barrier") == (
        "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n  ret void"
    )
    assert "call void @vprintf(ptr %f, ptr null)" in patched
    assert "declare void @vprintf(ptr, ptr)" in patched and "cuda_vprintf" not in patched
    assert "declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)" in patched
    assert patch_runtime(patched, "nvptx") == patched, "a second run changes nothing"


cuda = pytest.mark.skipif(
    runtime_bitcode("cuda") is None, reason="the quadrants wheel is not installed"
)


@cuda
def test_the_table_is_the_real_runtimes_stubs() -> None:
    """Every function the tables patch is a stub in Quadrants 1.3.3's runtime_cuda.bc (a body
    that calls nothing, or an atomic's compare-and-swap loop), and patched the runtime verifies
    with each one calling its intrinsic or given its body (sm_90's capability, 90)."""
    text = str(llvm.parse_bitcode(runtime_bitcode("cuda").read_bytes(), llvm.create_context()))
    for name in (*CUDA_INTRINSICS, *CUDA_BODIES):
        assert _stub(_body(text, name)), name
    patched = linked_text(text, NVPTX, "", inline=True)
    llvm.parse_assembly(patched).verify()
    for name, (intrinsic, _) in CUDA_INTRINSICS.items():
        assert f"@{intrinsic}(" in _body(patched, name), name
    for name, (body,) in CUDA_BODIES.items():
        assert _body(patched, name) == _given(body, 90), name
    assert _body(patched, "cuda_compute_capability") == "  ret i32 90"
    assert f"@{VPRINTF[0]}" not in patched and f"declare void @{VPRINTF[1]}(" in patched


@cuda
@pytest.mark.skipif(PTXAS is None, reason="ptxas is not on PATH")
def test_linked_kernels_read_the_thread_registers(tmp_path) -> None:
    """The adstack of each thread sits at its own offset: linear_thread_idx reads %tid, %ctaid
    and %ntid instead of folding to 0."""
    ptx = emit(DUMP.read_text(), linked_ptx(print_out_of_line=True)).decode()
    for register in ("%tid.x", "%ctaid.x", "%ntid.x"):
        assert register in ptx
    assemble_ptx(ptx.encode(), tmp_path)


_ATOMICS = [(n, CUDA_BODIES[n][0].text.split()[-2]) for n in CUDA_BODIES if "atomic" in n]
PATCHED_KERNEL = (
    "declare i32 @cuda_compute_capability()\n"
    "declare i32 @block_barrier_and_i32(i32)\n"
    "declare i32 @block_barrier_or_i32(i32)\n"
    "declare i32 @block_barrier_count_i32(i32)\n"
    "declare i32 @cuda_match_all_sync_i32(i32, i32)\n"
    + "".join(f"declare {t} @{n}(ptr, {t})\n" for n, t in _ATOMICS)
    + "define void @k(ptr %out, i32 %x, ptr %p, "
    + ", ".join(f"{t} %v{i}" for i, (_, t) in enumerate(_ATOMICS))
    + ") {\n"
    "  %cc = call i32 @cuda_compute_capability()\n"
    "  %and = call i32 @block_barrier_and_i32(i32 %x)\n"
    "  %or = call i32 @block_barrier_or_i32(i32 %and)\n"
    "  %count = call i32 @block_barrier_count_i32(i32 %or)\n"
    "  %all = call i32 @cuda_match_all_sync_i32(i32 -1, i32 %count)\n"
    "  %sum = add i32 %cc, %all\n"
    "  store i32 %sum, ptr %out\n"
    + "".join(
        f"  %r{i} = call {t} @{n}(ptr %p, {t} %v{i})\n  store {t} %r{i}, ptr %out\n"
        for i, (n, t) in enumerate(_ATOMICS)
    )
    + "  ret void\n}\n"
)
"""A kernel that calls each of CUDA's bodies (the atomics on one address)."""


@cuda
@pytest.mark.skipif(PTXAS is None, reason="ptxas is not on PATH")
def test_a_kernel_calling_each_cuda_body_assembles(tmp_path) -> None:
    """Linked as Quadrants builds a kernel, the barrier reductions, match.all and the additions
    are single instructions (no compare-and-swap loop but the float min/max's, which sm_90 has
    not), the capability is sm_90's, and ptxas accepts the PTX."""
    ptx = emit(PATCHED_KERNEL, replace(linked_ptx(False), kernels=("k",))).decode()
    for instruction in ("bar.red.and.pred", "bar.red.or.pred", "bar.red.popc.u32"):
        assert f"{instruction} \t" in ptx, instruction
    assert "match.all.sync.b32" in ptx and ", 90;" in ptx, ptx
    for kind in ("u32", "u64", "f32", "f64"):
        assert f"atom.global.add.{kind} " in ptx, kind
    assert ptx.count(".cas.") == 4 and "call" not in ptx, ptx
    assemble_ptx(ptx.encode(), tmp_path)


def test_only_cuda_vprintf_itself_is_renamed():
    text = "declare void @cuda_vprintf(ptr, ptr)\ndeclare void @cuda_vprintf.1(ptr, ptr)\n"
    patched = patch_runtime(text, "nvptx")
    assert "@vprintf(ptr, ptr)" in patched and "@cuda_vprintf.1(ptr, ptr)" in patched


def test_amdgpu_stubs_get_their_intrinsics_and_the_wavefront_size() -> None:
    stubs = (
        "define i32 @thread_idx() {\n  ret i32 0\n}\n"
        "define i32 @warp_size() {\n  ret i32 32\n}\n"
        "define i32 @block_dim() {\n  ret i32 0\n}\n"
        "define i32 @grid_dim() {\n  ret i32 0\n}\n"
        "define void @cuda_vprintf(ptr %f) {\n  ret void\n}\n"
    )
    patched = patch_runtime(stubs, "amdgpu")
    assert "%r = call i32 @llvm.amdgcn.workitem.id.x()" in patched
    assert "ret i32 64" in patched and "ret i32 32" not in patched
    assert _body(patched, "block_dim") == (
        "  %d = call i64 @__ockl_get_local_size(i32 0)\n  %r = trunc i64 %d to i32\n  ret i32 %r"
    )
    assert "%d = call i64 @__ockl_get_num_groups(i32 0)" in _body(patched, "grid_dim")
    assert "declare i64 @__ockl_get_local_size(i32)" in patched
    assert "declare i64 @__ockl_get_num_groups(i32)" in patched
    assert "@cuda_vprintf" in patched, "vprintf is CUDA's name only"
    llvm.parse_assembly(patched).verify()
    assert patch_runtime(patched, "amdgpu") == patched


AMDGPU_KERNEL = """\
declare i32 @thread_idx()
declare i32 @amdgpu_permlane64(i32)
declare void @block_barrier()
declare void @grid_mem_fence()

define void @k(ptr %out) {
  %t = call i32 @thread_idx()
  call void @block_barrier()
  %x = call i32 @amdgpu_permlane64(i32 %t)
  call void @grid_mem_fence()
  store i32 %x, ptr %out
  ret void
}
"""
AMDGPU_STUBS = "".join(
    f"define {t} @{name}({p}) {{\n  ret {t}{' 0' if t != 'void' else ''}\n}}\n"
    for t, name, p in [
        ("i32", "thread_idx", ""),
        ("i32", "amdgpu_permlane64", "i32 %0"),
        ("void", "block_barrier", ""),
        ("void", "grid_mem_fence", ""),
    ]
)


@pytest.mark.parametrize(
    ("cpu", "present", "absent"),
    [
        ("gfx90a", ["s_barrier", "buffer_wbinvl1_vol"], ["v_permlane64", "ds_write"]),
        ("gfx1100", ["s_barrier", "v_permlane64_b32 v0, v0"], ["ds_write"]),
        ("gfx1030", ["s_barrier", "ds_write_b32", "ds_read_b32"], ["v_permlane64"]),
    ],
)
def test_amdgpu_bodies_emit_what_the_gpu_family_has(tmp_path, cpu, present, absent) -> None:
    """Linked for AMDGPU (wave64, as Quadrants compiles), a kernel's barrier is fenced (gfx11
    invalidates its L0 cache after it, and again after the agent fence), and its permlane64 is
    CDNA's identity, RDNA3's instruction or gfx10's LDS round trip."""
    runtime = tmp_path / "runtime.ll"
    runtime.write_text(AMDGPU_STUBS)
    options = EmitOptions(
        opt_level=2,
        target="amdgcn",
        mcpu=cpu,
        mattr="+wavefrontsize64",
        emit="asm",
        kernels=("k",),
        link=(str(runtime),),
        inline_linked=True,
    )
    asm = emit(AMDGPU_KERNEL, options).decode()
    assert all(p in asm for p in present) and not any(a in asm for a in absent), asm
    if cpu == "gfx1100":
        assert asm.count("buffer_gl0_inv") == 2, asm


amdgpu = pytest.mark.skipif(
    runtime_bitcode("amdgpu") is None, reason="the quadrants wheel is not installed"
)


@amdgpu
def test_the_amdgpu_table_is_the_real_runtimes_stubs() -> None:
    """Every function the AMDGPU tables patch is a stub in Quadrants 1.3.3's runtime_amdgpu.bc,
    and linked for AMDGPU the runtime verifies with each one calling its intrinsic or ROCm
    function, and warp_size returning 64 (32 in the bitcode)."""
    bitcode = runtime_bitcode("amdgpu").read_bytes()
    text = str(llvm.parse_bitcode(bitcode, llvm.create_context()))
    assert _body(text, "warp_size") == "  ret i32 32"
    for name in (*AMDGPU_INTRINSICS, *AMDGPU_BODIES):
        assert _stub(_body(text, name)), name
    patched = linked_text(text, "amdgcn-amd-amdhsa", "", inline=True)
    llvm.parse_assembly(patched).verify()
    for name, (intrinsic, _) in AMDGPU_INTRINSICS.items():
        assert f"@{intrinsic}(" in _body(patched, name), name
    for name, bodies in AMDGPU_BODIES.items():  # gfx90a's: the table's last or its gfx9 one
        chosen = next(b for b in bodies if not b.cpus or "gfx9" in b.cpus)
        assert _body(patched, name) == _given(chosen), name
    assert _body(patched, "warp_size") == "  ret i32 64"
    assert 'syncscope("agent") seq_cst' in _body(patched, "atomic_add_f32")
    assert _body(patched, "amdgpu_permlane64") == "  ret i32 %0"
