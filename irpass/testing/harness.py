"""Run a generated adstack kernel module with llvmlite's JIT and compare runs bit for bit.

Execution equivalence: run the original module and irpass's rewrite of it on
the same inputs; every observable (outputs, gradients, overflow flag, task id,
the stack entries left on the slabs, untouched guard bytes) must be equal.

Slab comparison leaves out each stack's 8-byte count header: a rewrite keeps
the count in a register and need not write it back, so headers may differ.
``FunctionRun.heap_f``/``heap_i`` hold the slab bytes with every header
zeroed; entry bytes, padding and bytes no push reached (they start as
``FILL_BYTE``) are compared exactly. Taichi stacks are private allocas, so its
runs have empty slabs.
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Iterable
from dataclasses import dataclass

import llvmlite.binding as llvm
import numpy as np

from irpass.testing.kernel_spec import (
    FLOAT_TYPES,
    HEADER_BYTES,
    SCALAR_PARAMS,
    THRESHOLD,
    FunctionLayout,
    GeneratedKernel,
    KernelSpec,
    chain,
)
from irpass.testing.programs import RunSpec

GUARD = 64
GUARD_BYTE = 0xA5
FILL_BYTE = 0xCD
PROGRAM_FILL_BYTE = 0x01  # not zero (shows a missing zeroing), and a valid i1 (0xCD is not)
FIELDS = ("y", "dx", "overflow_flag", "task_id", "heap_f", "heap_i", "damaged")
_NP_DTYPES = {"f32": np.float32, "f64": np.float64}


@dataclass(frozen=True)
class Inputs:
    """The same for every function of a module; slabs are shared by ``n_threads`` thread slots."""

    x: np.ndarray
    dy: np.ndarray
    n_threads: int


def make_inputs(
    kernel: GeneratedKernel, seed: int = 0, n_elems: int = 8, n_threads: int = 3
) -> Inputs:
    """Deterministic inputs: x spans both sides of the branch threshold."""
    rng = np.random.default_rng(seed)
    dtype = _NP_DTYPES[kernel.spec.dtype]
    x = rng.uniform(-1.0, 1.0, n_elems).astype(dtype)
    dy = rng.uniform(0.5, 2.0, n_elems).astype(dtype)
    return Inputs(x, dy, n_threads)


@dataclass(frozen=True, eq=False)
class FunctionRun:
    """Everything one kernel function left behind; see the module doc for the slabs."""

    name: str
    y: np.ndarray
    dx: np.ndarray
    overflow_flag: int
    task_id: int
    heap_f: np.ndarray
    heap_i: np.ndarray
    damaged: tuple[str, ...]  # buffers whose guard bytes (or read-only contents) changed


@dataclass(frozen=True, eq=False)
class RunResult:
    functions: tuple[FunctionRun, ...]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RunResult) and not differences(self, other)

    __hash__ = None  # type: ignore[assignment]


def _same(a: object, b: object) -> bool:
    if isinstance(a, np.ndarray):
        return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()
    return a == b


def _show(a: np.ndarray, i: int) -> str:
    return f"{a[i]!r} (0x{a[i : i + 1].tobytes()[::-1].hex()})"


def _array_diff(label: str, a: np.ndarray, b: np.ndarray, limit: int = 5) -> list[str]:
    if a.shape != b.shape or a.dtype != b.dtype:
        return [f"{label}: {a.dtype}{a.shape} != {b.dtype}{b.shape}"]
    bad = np.flatnonzero(
        (a.view(np.uint8).reshape(a.size, -1) != b.view(np.uint8).reshape(b.size, -1)).any(axis=1)
    )
    lines = [f"{label}[{i}]: {_show(a, i)} != {_show(b, i)}" for i in bad[:limit]]
    if len(bad) > limit:
        lines.append(f"{label}: ... {len(bad) - limit} more differing elements")
    return lines


def _slab_location(fn: FunctionLayout | None, heap: str, offset: int) -> str:
    """Name a slab byte as thread / stack / entry, so a diff says what went wrong."""
    if fn is None:
        return ""
    stride = fn.stride_f if heap == "f" else fn.stride_i
    thread, within = divmod(offset, stride)
    for st in fn.stacks:
        if st.heap == heap and st.offset <= within < st.offset + st.nbytes:
            k, rest = divmod(within - st.offset - HEADER_BYTES, 2 * st.elem_size)
            part = "primal" if rest < st.elem_size else "adjoint"
            return f" (thread {thread}, stack {st.index}, entry {k} {part})"
    return f" (thread {thread}, padding)"


def _slab_diff(
    label: str,
    a: np.ndarray,
    b: np.ndarray,
    fn: FunctionLayout | None,
    heap: str,
    limit: int = 5,
) -> list[str]:
    if a.shape != b.shape:
        return [f"{label}: {a.size} bytes != {b.size} bytes"]
    bad = np.flatnonzero(a != b)
    lines = [
        f"{label}[{i}]{_slab_location(fn, heap, int(i))}: 0x{a[i]:02x} != 0x{b[i]:02x}"
        for i in bad[:limit]
    ]
    if len(bad) > limit:
        lines.append(f"{label}: ... {len(bad) - limit} more differing bytes")
    return lines


def differences(
    a: RunResult,
    b: RunResult,
    fields: Iterable[str] = FIELDS,
    layout: GeneratedKernel | None = None,
) -> list[str]:
    """Readable lines for every observable that differs (empty: the runs are identical)."""
    if [f.name for f in a.functions] != [f.name for f in b.functions]:
        return [f"functions: {[f.name for f in a.functions]} != {[f.name for f in b.functions]}"]
    layouts = {fn.name: fn for fn in layout.functions} if layout else {}
    lines = []
    for fa, fb in zip(a.functions, b.functions, strict=True):
        for field in fields:
            va, vb = getattr(fa, field), getattr(fb, field)
            if _same(va, vb):
                continue
            label = f"{fa.name}.{field}"
            if field.startswith("heap_"):
                lines += _slab_diff(
                    label, va, vb, layouts.get(fa.name), field.removeprefix("heap_")
                )
            elif isinstance(va, np.ndarray):
                lines += _array_diff(label, va, vb)
            else:
                lines.append(f"{label}: {va!r} != {vb!r}")
    return lines


def assert_same(
    a: RunResult,
    b: RunResult,
    fields: Iterable[str] = FIELDS,
    layout: GeneratedKernel | None = None,
) -> None:
    """Bit-exact comparison (NaNs compare by their bytes); ``layout`` names the slab bytes."""
    lines = differences(a, b, fields, layout)
    if lines:
        raise AssertionError("runs differ:\n  " + "\n  ".join(lines))


class GuardedBuffer:
    """A byte buffer with guard bytes on both sides, handed to the kernel by address."""

    def __init__(self, name: str, body: np.ndarray, readonly: bool = False) -> None:
        self.name = name
        self.readonly = readonly
        raw = body.view(np.uint8).reshape(-1)
        self.raw = np.full(raw.size + 2 * GUARD, GUARD_BYTE, np.uint8)
        self.raw[GUARD : GUARD + raw.size] = raw
        self.initial = raw.copy()

    @classmethod
    def filled(cls, name: str, nbytes: int, byte: int = FILL_BYTE) -> GuardedBuffer:
        return cls(name, np.full(nbytes, byte, np.uint8))

    @property
    def body(self) -> np.ndarray:
        return self.raw[GUARD : self.raw.size - GUARD]

    @property
    def address(self) -> int:
        return self.raw.ctypes.data + GUARD

    def damaged(self) -> bool:
        guards = np.concatenate([self.raw[:GUARD], self.raw[self.raw.size - GUARD :]])
        changed = self.readonly and not np.array_equal(self.body, self.initial)
        return bool((guards != GUARD_BYTE).any()) or changed


@functools.cache
def _initialise_llvm() -> None:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()


def _target_machine(opt_level: int) -> llvm.TargetMachine:
    """A fresh one per module: the MCJIT engine takes ownership of its target machine."""
    _initialise_llvm()
    return llvm.Target.from_default_triple().create_target_machine(opt=opt_level)


def compile_module(
    text: str, opt_level: int = 0, link: bytes | None = None
) -> llvm.ExecutionEngine:
    """Parse, verify, optionally optimise (new pass manager, O1-O3) and JIT ``text``.

    ``link`` is a bitcode module (a runtime) linked in first: its functions become internal and
    those the module does not reach are dropped before optimising.
    """
    tm = _target_machine(opt_level)
    mod = llvm.parse_assembly(text)
    mod.verify()
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    if link is not None:
        _link_internal(mod, link, tm)
    if opt_level:
        pto = llvm.create_pipeline_tuning_options(speed_level=opt_level)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    return engine


def _link_internal(mod: llvm.ModuleRef, bitcode: bytes, tm: llvm.TargetMachine) -> None:
    own = {f.name for f in mod.functions if not f.is_declaration}
    linked = llvm.parse_bitcode(bitcode)
    linked.triple, linked.data_layout = mod.triple, mod.data_layout
    mod.link_in(linked)
    for function in mod.functions:
        if not function.is_declaration and function.name not in own:
            function.linkage = llvm.Linkage.internal
    builder = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=0))
    passes = llvm.create_new_module_pass_manager()
    passes.add_global_dead_code_eliminate_pass()
    passes.run(mod, builder)


def zero_headers(slab: np.ndarray, starts: Iterable[int]) -> np.ndarray:
    """A copy of ``slab`` with the count header at each of ``starts`` zeroed."""
    out = slab.copy()
    for start in starts:
        out[start : start + HEADER_BYTES] = 0
    return out


def _header_starts(fn: FunctionLayout, heap: str, n_threads: int) -> list[int]:
    stride = fn.stride_f if heap == "f" else fn.stride_i
    return [
        thread * stride + st.offset
        for thread in range(n_threads)
        for st in fn.stacks
        if st.heap == heap
    ]


def runtime_cells() -> tuple[GuardedBuffer, GuardedBuffer]:
    """The runtime's overflow flag and task id cells, and the runtime object pointing at them
    (what the helpers' ``stack_push`` writes through)."""
    cells = GuardedBuffer("runtime cells", np.zeros(2, np.int64))
    runtime = GuardedBuffer(
        "runtime", np.array([cells.address, cells.address + 8], np.uint64), readonly=True
    )
    return cells, runtime


def run_function(
    engine: llvm.ExecutionEngine, kernel: GeneratedKernel, fn: FunctionLayout, inputs: Inputs
) -> FunctionRun:
    n = inputs.x.size
    dtype = inputs.x.dtype
    cells, runtime = runtime_cells()
    buffers = {
        "runtime": runtime,
        "heap_f": GuardedBuffer.filled("heap_f", inputs.n_threads * fn.stride_f),
        "heap_i": GuardedBuffer.filled("heap_i", inputs.n_threads * fn.stride_i),
        "max_sizes": GuardedBuffer(
            "max_sizes", np.array([st.max_size for st in fn.stacks], np.int64), readonly=True
        ),
        "x": GuardedBuffer("x", inputs.x.copy(), readonly=True),
        "dy": GuardedBuffer("dy", inputs.dy.copy(), readonly=True),
        "y": GuardedBuffer("y", np.full(n, np.nan, dtype)),
        "dx": GuardedBuffer("dx", np.full(n, np.nan, dtype)),
    }
    scalars = {
        "stride_f": fn.stride_f,
        "stride_i": fn.stride_i,
        "n_elems": n,
        "n_iter": kernel.spec.n_iter,
        "n_threads": inputs.n_threads,
    }
    args = [scalars[p] if p in SCALAR_PARAMS else buffers[p].address for p in kernel.params]
    types = [ctypes.c_int64 if p in SCALAR_PARAMS else ctypes.c_void_p for p in kernel.params]
    ctypes.CFUNCTYPE(None, *types)(engine.get_function_address(fn.name))(*args)
    flag, task = cells.body.view(np.int64)
    return FunctionRun(
        name=fn.name,
        y=buffers["y"].body.view(dtype).copy(),
        dx=buffers["dx"].body.view(dtype).copy(),
        overflow_flag=int(flag),
        task_id=int(task),
        heap_f=zero_headers(buffers["heap_f"].body, _header_starts(fn, "f", inputs.n_threads)),
        heap_i=zero_headers(buffers["heap_i"].body, _header_starts(fn, "i", inputs.n_threads)),
        damaged=tuple(b.name for b in (cells, *buffers.values()) if b.damaged()),
    )


def run(text: str, kernel: GeneratedKernel, inputs: Inputs, opt_level: int = 0) -> RunResult:
    """JIT ``text`` (the kernel's module or a rewrite of it) and run every kernel function."""
    engine = compile_module(text, opt_level)
    return RunResult(tuple(run_function(engine, kernel, fn, inputs) for fn in kernel.functions))


@dataclass(frozen=True)
class ProgramRun:
    """What a random program (``irpass.testing.programs``) left behind."""

    out: bytes
    heap: bytes  # count headers zeroed
    flag: int
    task: int
    intact: bool  # every guard byte, and every read-only buffer, unchanged


def run_program(text: str, spec: RunSpec) -> ProgramRun:
    """JIT ``text`` (a program's module or a rewrite of it) and run its kernel ``@k``."""
    engine = compile_module(text)
    cells, runtime = runtime_cells()
    heap = GuardedBuffer.filled("heap", max(spec.heap_bytes, 8), PROGRAM_FILL_BYTE)
    limits = GuardedBuffer("limits", np.array(spec.max_sizes or (0,), np.int64), readonly=True)
    out = GuardedBuffer("out", np.zeros(max(spec.n_out, 1), np.float64))
    conds = GuardedBuffer("conds", np.array(spec.conds or (0,), np.uint8), readonly=True)
    address = engine.get_function_address("k")
    ctypes.CFUNCTYPE(None, *[ctypes.c_void_p] * 5)(address)(
        runtime.address, heap.address, limits.address, out.address, conds.address
    )
    flag, task = cells.body.view(np.int64)
    intact = not any(b.damaged() for b in (cells, runtime, heap, limits, out, conds))
    slab = zero_headers(heap.body, spec.offsets)
    del engine
    return ProgramRun(out.body.tobytes(), slab.tobytes(), int(flag), int(task), intact)


@dataclass(frozen=True)
class Reference:
    """Per kernel function, computed with numpy in the kernel's own float type."""

    y: tuple[np.ndarray, ...]
    dx: tuple[np.ndarray, ...]


def _chain_forward(spec: KernelSpec, k: int, s: int, x: np.ndarray) -> tuple[np.ndarray, ...]:
    """The final value of chain ``s`` and dv/dx by forward-mode differentiation."""
    c = chain(k, s)
    t = x.dtype.type
    a, b, cc, a2, c2, two_b = (t(v) for v in (c.a, c.b, c.c, c.a2, c.c2, 2 * c.b))
    v = x * t(c.m)
    dv = np.full_like(x, c.m)
    for _ in range(spec.n_iter):
        u1 = ((v * a) + ((v * v) * b)) + cc
        d1 = (v * two_b) + a
        if not spec.conditional:
            v, d = u1, d1
        else:
            cond = v > t(THRESHOLD)
            u2, d2 = (v * a2) + c2, a2
            v, d = np.where(cond, u1, u2), np.where(cond, d1, d2)
        dv = dv * d
    return v, dv


def reference(spec: KernelSpec, inputs: Inputs) -> Reference | None:
    """Outputs and gradients of a non-overflowing spec; None when it overflows."""
    if spec.overflows:
        return None
    ys, dxs = [], []
    for k in range(spec.n_functions):
        chains = [_chain_forward(spec, k, s, inputs.x) for s in range(spec.n_stacks)]
        ys.append(functools.reduce(np.add, [v for v, _ in chains]))
        dxs.append(functools.reduce(np.add, [inputs.dy * dv for _, dv in chains]))
    return Reference(tuple(ys), tuple(dxs))


def tolerance(spec: KernelSpec) -> float:
    """Relative tolerance against ``reference``: the gradients multiply in another order."""
    return 1e-4 if FLOAT_TYPES[spec.dtype][1] == 4 else 1e-11
