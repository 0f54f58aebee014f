"""What a synthetic kernel is (``KernelSpec``) and where its stacks and constants live (the
layouts): what the writer, the harness and the hand-written programs all read."""

from __future__ import annotations

from dataclasses import dataclass

FLAVOURS = ("quadrants", "taichi")
PLACEMENTS = ("straight", "loop", "branch")
RECOMPUTE = ("", "gated", "store", "offset", "phi")
FLOAT_TYPES = {"f32": ("float", 4), "f64": ("double", 8)}
THRESHOLD = 0.25
# Kernel parameters passed by value (i64); every other parameter is a pointer.
SCALAR_PARAMS = frozenset({"stride_f", "stride_i", "n_elems", "n_iter", "n_threads"})
QUADRANTS_PARAMS = (
    "runtime",
    "heap_f",
    "heap_i",
    "stride_f",
    "stride_i",
    "max_sizes",
    "x",
    "y",
    "dy",
    "dx",
    "n_elems",
    "n_iter",
    "n_threads",
)
TAICHI_PARAMS = ("x", "y", "dy", "dx", "n_elems", "n_iter")
DATALAYOUT = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
HEADER_BYTES = 8


@dataclass(frozen=True)
class KernelSpec:
    """One program shape of the test matrix.

    ``max_sizes`` gives the max entry count (Quadrants ``max_sizes[id]``,
    Taichi capacity) of the value stacks ``0..len-1``; the others get exactly
    what they need (``pushes``). A smaller value makes a Quadrants overflow
    case (Taichi has no overflow check, so it is rejected there).
    """

    flavour: str = "quadrants"
    dtype: str = "f32"
    n_stacks: int = 1
    n_iter: int = 4
    placement: str = "loop"
    flags: bool = False
    max_sizes: tuple[int, ...] = ()
    n_functions: int = 1
    recompute: str = ""

    def __post_init__(self) -> None:
        checks = {
            "flavour": self.flavour in FLAVOURS,
            "dtype": self.dtype in FLOAT_TYPES,
            "placement": self.placement in PLACEMENTS,
            "n_stacks": self.n_stacks >= 1,
            "n_iter": self.n_iter >= 1,
            "n_functions": self.n_functions >= 1,
            "recompute": self.recompute in RECOMPUTE
            and (not self.recompute or self.flavour == "quadrants"),
            "max_sizes": len(self.max_sizes) <= self.n_stacks
            and min(self.max_sizes, default=0) >= 0,
        }
        bad = [k for k, ok in checks.items() if not ok]
        if bad:
            raise ValueError(f"invalid KernelSpec field(s) {bad}: {self}")
        if self.flavour == "taichi" and self.overflows:
            raise ValueError("Taichi has no overflow check: its stacks must hold every push")

    @property
    def name(self) -> str:
        """A unique identifier derived from the fields (also the kernel-name prefix)."""
        parts = [self.flavour[0], self.placement, self.dtype, f"{self.n_stacks}x{self.n_iter}"]
        if self.flags:
            parts.append("flags")
        if self.n_functions > 1:
            parts.append(f"fn{self.n_functions}")
        if self.max_sizes:
            parts.append("max" + "-".join(map(str, self.max_sizes)))
        if self.recompute:
            parts.append(f"re-{self.recompute}")
        return "_".join(parts)

    @property
    def overflows(self) -> bool:
        """Whether some value stack may overflow (is smaller than its worst-case push count)."""
        return any(m < self.pushes for m in self.max_sizes)

    @property
    def conditional(self) -> bool:
        """Whether the forward update depends on ``v > THRESHOLD``."""
        return self.flags or self.placement == "branch"

    @property
    def split_else(self) -> bool:
        """Branch + flags: the false side pushes twice (``a2*v``, then ``+ c2``), so the
        value-stack count depends on the data and only the flag stack can undo it."""
        return self.placement == "branch" and self.flags

    @property
    def pushes(self) -> int:
        """Worst-case pushes of one value stack per element."""
        return 1 + self.n_iter * (2 if self.split_else else 1)


@dataclass(frozen=True)
class Chain:
    """Constants of one value chain; all dyadic, so exact in f32 and f64."""

    m: float
    a: float
    b: float = 0.125
    c: float = 0.03125
    a2: float = 0.5
    c2: float = 0.25


def chain(function: int, stack: int) -> Chain:
    """The constants of value chain ``stack`` in kernel function ``function``."""
    return Chain(m=1.0 - 0.125 * stack, a=0.625 + 0.0625 * ((stack + function) % 4))


@dataclass(frozen=True)
class StackLayout:
    """Where one stack lives; ``offset`` is within its heap's per-thread stride (Quadrants)."""

    index: int
    ty: str  # the LLVM element type: float, double or i1
    elem_size: int
    heap: str  # "f" (float heap) or "i" (int heap)
    offset: int
    max_size: int

    @property
    def nbytes(self) -> int:
        return slab_bytes(self.elem_size, self.max_size)


def slab_bytes(elem_size: int, max_size: int) -> int:
    """A stack's region: header and entries, at least one, so a clamped top under max 0 stays
    inside."""
    return HEADER_BYTES + max(max_size, 1) * 2 * elem_size


@dataclass(frozen=True)
class FunctionLayout:
    name: str
    task_id: int
    chains: tuple[Chain, ...]
    stacks: tuple[StackLayout, ...]
    stride_f: int
    stride_i: int

    def value_stack(self, chain_index: int) -> StackLayout:
        return self.stacks[chain_index]

    def flag_stack(self, chain_index: int) -> StackLayout:
        return self.stacks[len(self.chains) + chain_index]


@dataclass(frozen=True)
class GeneratedKernel:
    """A module and what a harness needs to call it: every function takes ``params`` in order."""

    spec: KernelSpec
    text: str
    functions: tuple[FunctionLayout, ...]
    params: tuple[str, ...]


def align8(n: int) -> int:
    return (n + 7) & ~7


def stack_layouts(spec: KernelSpec) -> tuple[tuple[StackLayout, ...], int, int]:
    """Stacks in id order, packed per heap; returns them and the two per-thread strides."""
    ty, size = FLOAT_TYPES[spec.dtype]
    kinds = [(ty, size, "f", spec.pushes)] * spec.n_stacks
    kinds[: len(spec.max_sizes)] = [(ty, size, "f", m) for m in spec.max_sizes]
    if spec.flags:
        kinds += [("i1", 1, "i", spec.n_iter)] * spec.n_stacks
    ends = {"f": 0, "i": 0}
    stacks = []
    for index, (t, e, heap, max_size) in enumerate(kinds):
        stack = StackLayout(index, t, e, heap, ends[heap], max_size)
        ends[heap] = align8(stack.offset + stack.nbytes)
        stacks.append(stack)
    return tuple(stacks), ends["f"], ends["i"]


def function_layout(spec: KernelSpec, k: int) -> FunctionLayout:
    stacks, stride_f, stride_i = stack_layouts(spec)
    return FunctionLayout(
        name=f"{spec.name}_reverse_grad_kernel_{k}",
        task_id=1585257920 + 7919 * k,
        chains=tuple(chain(k, s) for s in range(spec.n_stacks)),
        stacks=stacks,
        stride_f=stride_f,
        stride_i=stride_i,
    )
