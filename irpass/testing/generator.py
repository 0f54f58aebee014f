"""Synthetic adstack kernels in the two shapes the real compilers emit.

Each module defines the five adstack helpers with the exact semantics of its
flavour (see the shared notes, adstack.md), so it runs standalone under a JIT:
the original and irpass's rewrite of it can be run on the same inputs and
compared.

A kernel function processes ``n_elems`` elements in a loop. Per element it
initialises every stack, runs a forward sweep over ``n_stacks`` independent
value chains (``v0 = x*m``, then ``n_iter`` updates ``v = a*v + b*v*v + c``,
or ``v = a2*v + c2`` where the condition ``v > THRESHOLD`` is used and false),
each value pushed on its chain's stack, stores ``y = sum(v)``, then a reverse
sweep pops the stacks, accumulating adjoints in the stack entries as
Quadrants and Taichi do, and stores ``dx = dy * dy/dx``.

Stacks, in id order: the value stacks ``0..n_stacks-1`` (f32 or f64, on the
float heap), then with ``flags`` one i1 flag stack per chain
(``n_stacks..2*n_stacks-1``, E = 1, on the int heap) that records the
condition for the reverse sweep.

With ``recompute`` (Quadrants only) every helper call recomputes its stack
pointer the way Quadrants' gated stacks do: the element's row is stored once
in an ``alloca i32`` slot, and each call loads it again and adds the stack's
entry of the runtime's offset table (``LLVMRuntime_get_adstack_offsets``).
``"gated"`` is that shape; the other values break it once, at the first push
after the stacks are set up, without changing what the program computes:
``"store"`` stores the row slot again (the same value) before it,
``"offset"`` reads the offset from a second table entry holding the same
offset, ``"phi"`` passes the pointer through a one-way phi.
"""

from __future__ import annotations

import argparse
import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

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


def _stack_layouts(spec: KernelSpec) -> tuple[tuple[StackLayout, ...], int, int]:
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


def _function_layout(spec: KernelSpec, k: int) -> FunctionLayout:
    stacks, stride_f, stride_i = _stack_layouts(spec)
    return FunctionLayout(
        name=f"{spec.name}_reverse_grad_kernel_{k}",
        task_id=1585257920 + 7919 * k,
        chains=tuple(chain(k, s) for s in range(spec.n_stacks)),
        stacks=stacks,
        stride_f=stride_f,
        stride_i=stride_i,
    )


def _fconst(x: float) -> str:
    """An LLVM float/double literal (hex form, exact for both types)."""
    return f"0x{struct.unpack('<Q', struct.pack('<d', x))[0]:016X}"


@dataclass(frozen=True)
class _Dialect:
    """The textual differences of the two producers: opaque ``ptr`` or typed pointers."""

    typed: bool

    def ptr(self, ty: str) -> str:
        return f"{ty}*" if self.typed else "ptr"

    @property
    def bytes_ptr(self) -> str:
        return self.ptr("i8")


class _FunctionWriter:
    """Emits one kernel function; values are numbered like compiler dumps (%0, %1, ...)."""

    def __init__(self, spec: KernelSpec, fn: FunctionLayout) -> None:
        self.spec = spec
        self.fn = fn
        self.d = _Dialect(typed=spec.flavour == "taichi")
        self.fty, _ = FLOAT_TYPES[spec.dtype]
        self.lines: list[str] = []
        self.counter = 0
        self.stack_ptr: dict[int, str] = {}
        self.label = "allocs"
        self.break_next = False  # the next pointer of stack 0 breaks the recompute shape

    # -- text primitives ------------------------------------------------------------------------
    def val(self, rhs: str) -> str:
        name = f"%{self.counter}"
        self.counter += 1
        self.lines.append(f"  {name} = {rhs}")
        return name

    def op(self, text: str) -> None:
        self.lines.append(f"  {text}")

    def block(self, label: str) -> None:
        self.lines.append(f"\n{label}:")
        self.label = label

    def br(self, label: str) -> None:
        self.op(f"br label %{label}")

    def cond_br(self, cond: str, then: str, other: str) -> None:
        self.op(f"br i1 {cond}, label %{then}, label %{other}")

    def load(self, ty: str, ptr: str, align: int) -> str:
        return self.val(f"load {ty}, {self.d.ptr(ty)} {ptr}, align {align}")

    def store(self, ty: str, value: str, ptr: str, align: int) -> None:
        self.op(f"store {ty} {value}, {self.d.ptr(ty)} {ptr}, align {align}")

    def gep(self, ty: str, base: str, index: str) -> str:
        return self.val(f"getelementptr {ty}, {self.d.ptr(ty)} {base}, i64 {index}")

    def farith(self, opcode: str, lhs: str, rhs: str) -> str:
        return self.val(f"{opcode} {self.fty} {lhs}, {rhs}")

    def fsum(self, terms: list[str]) -> str:
        total = terms[0]
        for term in terms[1:]:
            total = self.farith("fadd", total, term)
        return total

    # -- adstack helper calls, as each producer emits them -------------------------------------
    def init(self, st: StackLayout) -> None:
        self.op(f"call void @stack_init({self.d.bytes_ptr} {self.stack(st)})")

    def push(self, st: StackLayout) -> None:
        s = self.stack(st)
        if self.d.typed:
            self.op(f"call void @stack_push(i8* {s}, i64 {st.max_size}, i64 {st.elem_size})")
            return
        slot = self.gep("i64", "%max_sizes", str(st.index))
        max_size = self.load("i64", slot, 8)
        self.op(
            f"call void @stack_push(ptr %runtime, ptr {s}, i64 {max_size}, "
            f"i64 {st.elem_size}, i64 {self.fn.task_id})"
        )

    def top(self, st: StackLayout, which: str) -> str:
        bp = self.d.bytes_ptr
        s = self.stack(st)
        t = self.val(f"call {bp} @stack_top_{which}({bp} {s}, i64 {st.elem_size})")
        return self.val(f"bitcast i8* {t} to {st.ty}*") if self.d.typed else t

    def pop(self, st: StackLayout) -> None:
        self.op(f"call void @stack_pop({self.d.bytes_ptr} {self.stack(st)})")

    def stack(self, st: StackLayout) -> str:
        """The stack's pointer for one helper call: kept, or recomputed as gated stacks are."""
        if not self.spec.recompute:
            return self.stack_ptr[st.index]
        broken = self.break_next and st.index == 0
        self.break_next &= not broken
        shape = self.spec.recompute if broken else "gated"
        if shape == "store":
            self.store("i32", self.load("i32", "%row", 4), "%row", 4)
        row = self.val(f"zext i32 {self.load('i32', '%row', 4)} to i64")
        scaled = self.val(f"mul i64 {row}, %stride_{st.heap}")
        entry = len(self.fn.stacks) if shape == "offset" else st.index
        offset = self.load("i64", self.gep("i64", "%offsets", str(entry)), 8)
        pointer = self.gep("i8", f"%heap_{st.heap}", self.val(f"add i64 {scaled}, {offset}"))
        if shape != "phi":
            return pointer
        came_from = self.label
        self.br(f"phi_{self.counter}")
        self.block(f"phi_{self.counter}")
        return self.val(f"phi ptr [ {pointer}, %{came_from} ]")

    def push_value(self, st: StackLayout, value: str) -> None:
        self.push(st)
        self.store(st.ty, value, self.top(st, "primal"), st.elem_size)

    def load_top(self, st: StackLayout, which: str) -> str:
        return self.load(st.ty, self.top(st, which), st.elem_size)

    def accumulate(self, st: StackLayout, grad: str) -> None:
        ptr = self.top(st, "adjoint")
        old = self.load(st.ty, ptr, st.elem_size)
        self.store(st.ty, self.farith("fadd", old, grad), ptr, st.elem_size)

    # -- the math of one chain ------------------------------------------------------------------
    def update(self, c: Chain, v: str) -> str:
        linear = self.farith("fmul", v, _fconst(c.a))
        square = self.farith("fmul", v, v)
        quad = self.farith("fmul", square, _fconst(c.b))
        return self.farith("fadd", self.farith("fadd", linear, quad), _fconst(c.c))

    def update_else(self, c: Chain, v: str) -> str:
        return self.farith("fadd", self.farith("fmul", v, _fconst(c.a2)), _fconst(c.c2))

    def derivative(self, c: Chain, v: str) -> str:
        return self.farith("fadd", self.farith("fmul", v, _fconst(2 * c.b)), _fconst(c.a))

    def condition(self, v: str) -> str:
        return self.val(f"fcmp ogt {self.fty} {v}, {_fconst(THRESHOLD)}")

    # -- control flow ---------------------------------------------------------------------------
    def counted_loop(
        self, tag: str, counter: str, bound: str, body: Callable[[str], None], down: bool = False
    ) -> None:
        """``for i in range(bound)`` (or down from ``bound`` to 1) with the counter in an alloca."""
        i64p = self.d.ptr("i64")
        self.op(f"store i64 {bound if down else 0}, {i64p} {counter}, align 8")
        self.br(f"{tag}_test")
        self.block(f"{tag}_test")
        i = self.load("i64", counter, 8)
        more = self.val(f"icmp sgt i64 {i}, 0" if down else f"icmp slt i64 {i}, {bound}")
        self.cond_br(more, f"{tag}_body", f"{tag}_exit")
        self.block(f"{tag}_body")
        body(i)
        i_now = self.load("i64", counter, 8)
        i_next = self.val(f"add i64 {i_now}, {-1 if down else 1}")
        self.op(f"store i64 {i_next}, {i64p} {counter}, align 8")
        self.br(f"{tag}_test")
        self.block(f"{tag}_exit")

    def diamond(
        self, tag: str, cond: str, then: Callable[[], None], other: Callable[[], None] | None
    ) -> None:
        """if/else (or a plain if when ``other`` is None) rejoining at ``{tag}_join``."""
        join = f"{tag}_join"
        self.cond_br(cond, f"{tag}_then", f"{tag}_else" if other else join)
        self.block(f"{tag}_then")
        then()
        self.br(join)
        if other:
            self.block(f"{tag}_else")
            other()
            self.br(join)
        self.block(join)

    # -- the kernel -----------------------------------------------------------------------------
    def forward_step(self, s: int) -> None:
        c, vs = self.fn.chains[s], self.fn.value_stack(s)
        v = self.load_top(vs, "primal")
        if not self.spec.conditional:
            self.push_value(vs, self.update(c, v))
        elif self.spec.placement == "branch":
            self.forward_branch(s, v)
        else:
            flag = self.condition(v)
            new = self.val(
                f"select i1 {flag}, {self.fty} {self.update(c, v)}, "
                f"{self.fty} {self.update_else(c, v)}"
            )
            self.push_value(vs, new)
            self.push_value(self.fn.flag_stack(s), flag)

    def forward_branch(self, s: int, v: str) -> None:
        c, vs = self.fn.chains[s], self.fn.value_stack(s)

        def arm(taken: bool) -> Callable[[], None]:
            def emit() -> None:
                if taken:
                    self.push_value(vs, self.update(c, v))
                elif self.spec.split_else:
                    self.push_value(vs, self.farith("fmul", v, _fconst(c.a2)))
                    scaled = self.load_top(vs, "primal")
                    self.push_value(vs, self.farith("fadd", scaled, _fconst(c.c2)))
                else:
                    self.push_value(vs, self.update_else(c, v))
                if self.spec.flags:
                    self.push_value(self.fn.flag_stack(s), "true" if taken else "false")

            return emit

        self.diamond(f"fwd_s{s}", self.condition(v), arm(True), arm(False))

    def reverse_step(self, s: int) -> None:
        flag = None
        if self.spec.flags:
            fs = self.fn.flag_stack(s)
            flag = self.load_top(fs, "primal")
            self.pop(fs)
        if self.spec.split_else:
            self.diamond(
                f"rev_s{s}",
                flag,
                lambda: self.reverse_update(s, "derivative", None),
                lambda: self.reverse_split(s),
            )
        elif not self.spec.conditional:
            self.reverse_update(s, "derivative", None)
        else:
            self.reverse_update(
                s, "select" if self.spec.placement == "straight" else "branch", flag
            )

    def reverse_split(self, s: int) -> None:
        """Undo the two pushes of a split else side: ``+ c2`` (derivative 1), then ``* a2``."""
        vs = self.fn.value_stack(s)
        grad = self.load_top(vs, "adjoint")
        self.pop(vs)
        self.accumulate(vs, grad)
        grad = self.load_top(vs, "adjoint")
        self.pop(vs)
        self.accumulate(vs, self.farith("fmul", grad, _fconst(self.fn.chains[s].a2)))

    def reverse_update(self, s: int, choose: str, flag: str | None) -> None:
        """Pop the value stack and add ``grad * f'(v)`` to the new top's adjoint.

        ``choose`` picks ``f'``: always the quadratic's (``derivative``), by a
        ``select`` on the flag, or by a ``branch`` on the flag (recomputed from
        ``v`` when there is no flag stack).
        """
        c, vs = self.fn.chains[s], self.fn.value_stack(s)
        grad = self.load_top(vs, "adjoint")
        self.pop(vs)
        v = self.load_top(vs, "primal")
        if choose == "derivative":
            self.accumulate(vs, self.farith("fmul", grad, self.derivative(c, v)))
        elif choose == "select":
            d = self.val(
                f"select i1 {flag}, {self.fty} {self.derivative(c, v)}, {self.fty} {_fconst(c.a2)}"
            )
            self.accumulate(vs, self.farith("fmul", grad, d))
        else:
            self.diamond(
                f"rev_s{s}",
                flag or self.condition(v),
                lambda: self.accumulate(vs, self.farith("fmul", grad, self.derivative(c, v))),
                lambda: self.accumulate(vs, self.farith("fmul", grad, _fconst(c.a2))),
            )

    def sweep(self, tag: str, step: Callable[[int], None], order: list[int], down: bool) -> None:
        """One forward or reverse sweep over the chains, placed as the spec says."""

        def iteration(_: str = "") -> None:
            for s in order:
                step(s)

        if self.spec.placement == "straight":
            for _ in range(self.spec.n_iter):
                iteration()
        else:
            self.counted_loop(tag, f"%{tag}_i", "%n_iter", iteration, down)

    def element(self, e: str) -> None:
        fty, size = FLOAT_TYPES[self.spec.dtype]
        xv = self.load(fty, self.gep(fty, "%x", e), size)
        self.open_stacks(e)
        chains = range(len(self.fn.chains))
        for s in chains:
            self.push_value(
                self.fn.value_stack(s), self.farith("fmul", xv, _fconst(self.fn.chains[s].m))
            )
        self.sweep("fwd", self.forward_step, list(chains), down=False)
        y = self.fsum([self.load_top(self.fn.value_stack(s), "primal") for s in chains])
        self.store(fty, y, self.gep(fty, "%y", e), size)
        dy = self.load(fty, self.gep(fty, "%dy", e), size)
        for s in chains:
            self.accumulate(self.fn.value_stack(s), dy)
        self.sweep("rev", self.reverse_step, list(reversed(chains)), down=True)
        terms = []
        for s in chains:
            g0 = self.load_top(self.fn.value_stack(s), "adjoint")
            self.pop(self.fn.value_stack(s))
            terms.append(self.farith("fmul", g0, _fconst(self.fn.chains[s].m)))
        self.store(fty, self.fsum(terms), self.gep(fty, "%dx", e), size)

    def open_stacks(self, e: str) -> None:
        """Init each stack; Quadrants first derives its slab pointer (thread, stride, offset)."""
        tid = None if self.d.typed else self.val(f"urem i64 {e}, %n_threads")
        if self.spec.recompute:
            self.store("i32", self.val(f"trunc i64 {tid} to i32"), "%row", 4)
            tid = None
        for st in self.fn.stacks:
            if tid:
                scaled = self.val(f"mul i64 {tid}, %stride_{st.heap}")
                offset = self.val(f"add i64 {scaled}, {st.offset}")
                self.stack_ptr[st.index] = self.gep("i8", f"%heap_{st.heap}", offset)
            self.init(st)
        self.break_next = self.spec.recompute not in ("", "gated")

    def entry_allocas(self) -> None:
        for counter in ("%elem_i", "%fwd_i", "%rev_i"):
            self.op(f"{counter} = alloca i64, align 8")
        if self.spec.recompute:
            self.op("%row = alloca i32, align 4")
            self.op("store i32 -1, ptr %row, align 4")
            self.op("%offsets = call ptr @LLVMRuntime_get_adstack_offsets(ptr %runtime)")
        if not self.d.typed:
            return
        for st in self.fn.stacks:
            array = f"[{st.nbytes} x i8]"
            alloca = self.val(f"alloca {array}, align 8")
            self.stack_ptr[st.index] = self.val(f"bitcast {array}* {alloca} to i8*")

    def param_type(self, param: str) -> str:
        if param in SCALAR_PARAMS:
            return "i64"
        return self.d.ptr(self.fty) if param in ("x", "y", "dy", "dx") else "ptr"

    def write(self) -> str:
        params = TAICHI_PARAMS if self.d.typed else QUADRANTS_PARAMS
        sig = ", ".join(f"{self.param_type(p)} %{p}" for p in params)
        self.lines.append(f"define void @{self.fn.name}({sig}) {{")
        self.lines.append("allocs:")
        self.entry_allocas()
        self.counted_loop("elem", "%elem_i", "%n_elems", self.element)
        self.op("ret void")
        self.lines.append("}")
        return "\n".join(self.lines)


# -- helpers: one signature table per flavour, bodies per flavour ---------------------------------
_SIGNATURES = {
    "quadrants": {
        "stack_init": ("void", ["ptr noundef %s"]),
        "stack_push": (
            "void",
            ["ptr noundef %rt", "ptr noundef %s", "i64 noundef %max", "i64 noundef %E"]
            + ["i64 noundef %task_id"],
        ),
        "stack_top_primal": ("ptr", ["ptr noundef %s", "i64 noundef %E"]),
        "stack_top_adjoint": ("ptr", ["ptr noundef %s", "i64 noundef %E"]),
        "stack_pop": ("void", ["ptr noundef %s"]),
    },
    "taichi": {
        "stack_init": ("void", ["i8* %s"]),
        "stack_push": ("void", ["i8* %s", "i64 %max", "i64 %E"]),
        "stack_top_primal": ("i8*", ["i8* %s", "i64 %E"]),
        "stack_top_adjoint": ("i8*", ["i8* %s", "i64 %E"]),
        "stack_pop": ("void", ["i8* %s"]),
    },
}

_QUADRANTS_BODIES = {
    "stack_init": """
  store i64 0, ptr %s, align 8
  ret void""",
    # count+1 > max: no push; set the overflow flag, record the task id once.
    "stack_push": """
  %n = load i64, ptr %s, align 8
  %n1 = add i64 %n, 1
  %full = icmp ugt i64 %n1, %max
  br i1 %full, label %overflow, label %push

overflow:
  %flag = load ptr, ptr %rt, align 8
  %has_flag = icmp ne ptr %flag, null
  br i1 %has_flag, label %set_flag, label %check_task

set_flag:
  store atomic i64 1, ptr %flag monotonic, align 8
  br label %check_task

check_task:
  %task_slot = getelementptr inbounds i8, ptr %rt, i64 8
  %task = load ptr, ptr %task_slot, align 8
  %has_task = icmp ne ptr %task, null
  %nonzero = icmp ne i64 %task_id, 0
  %record = and i1 %has_task, %nonzero
  br i1 %record, label %set_task, label %done

set_task:
  %old = cmpxchg ptr %task, i64 0, i64 %task_id monotonic monotonic, align 8
  br label %done

done:
  ret void

push:
  store i64 %n1, ptr %s, align 8
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %n, %entry_size
  %at = add i64 %skip, 8
  %new = getelementptr i8, ptr %s, i64 %at
  call void @llvm.memset.p0.i64(ptr %new, i8 0, i64 %entry_size, i1 false)
  ret void""",
    "stack_top_primal": """
  %n = load i64, ptr %s, align 8
  %live = icmp ugt i64 %n, 0
  %last = add i64 %n, -1
  %k = select i1 %live, i64 %last, i64 0
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %k, %entry_size
  %at = add i64 %skip, 8
  %top = getelementptr i8, ptr %s, i64 %at
  ret ptr %top""",
    "stack_top_adjoint": """
  %primal = call ptr @stack_top_primal(ptr %s, i64 %E)
  %adjoint = getelementptr i8, ptr %primal, i64 %E
  ret ptr %adjoint""",
    "stack_pop": """
  %n = load i64, ptr %s, align 8
  %live = icmp ugt i64 %n, 0
  %last = add i64 %n, -1
  %n1 = select i1 %live, i64 %last, i64 0
  store i64 %n1, ptr %s, align 8
  ret void""",
}

_TAICHI_BODIES = {
    "stack_init": """
  %count = bitcast i8* %s to i64*
  store i64 0, i64* %count, align 8
  ret void""",
    "stack_push": """
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %n1 = add i64 %n, 1
  store i64 %n1, i64* %count, align 8
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %n, %entry_size
  %at = add i64 %skip, 8
  %new = getelementptr i8, i8* %s, i64 %at
  call void @llvm.memset.p0i8.i64(i8* %new, i8 0, i64 %entry_size, i1 false)
  ret void""",
    "stack_top_primal": """
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %k = add i64 %n, -1
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %k, %entry_size
  %at = add i64 %skip, 8
  %top = getelementptr i8, i8* %s, i64 %at
  ret i8* %top""",
    "stack_top_adjoint": """
  %primal = call i8* @stack_top_primal(i8* %s, i64 %E)
  %adjoint = getelementptr i8, i8* %primal, i64 %E
  ret i8* %adjoint""",
    "stack_pop": """
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %n1 = add i64 %n, -1
  store i64 %n1, i64* %count, align 8
  ret void""",
}

_MEMSET = {
    "quadrants": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)",
    "taichi": "declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1 immarg)",
}


def helper_definitions(flavour: str, define: bool) -> str:
    """The five helpers: defined (runnable), or only declared as in real compiler dumps."""
    bodies = _QUADRANTS_BODIES if flavour == "quadrants" else _TAICHI_BODIES
    out = []
    for name, (ret, params) in _SIGNATURES[flavour].items():
        if define:
            out.append(f"define {ret} @{name}({', '.join(params)}) #0 {{\nentry:{bodies[name]}\n}}")
        else:
            types = ", ".join(p.rsplit(" ", 1)[0] for p in params)
            out.append(f"declare {ret} @{name}({types}) #0")
    if define:
        out.append(_MEMSET[flavour])
    return "\n\n".join(out)


def offset_table(stacks: tuple[StackLayout, ...], define: bool) -> str:
    """Quadrants' offset table getter; its last entry repeats stack 0's offset."""
    getter = "ptr @LLVMRuntime_get_adstack_offsets(ptr"
    if not define:
        return f"declare {getter})"
    entries = [st.offset for st in stacks] + [stacks[0].offset]
    table = ", ".join(f"i64 {o}" for o in entries)
    return (
        f"@adstack_offsets = private unnamed_addr constant [{len(entries)} x i64] [{table}]\n\n"
        f"define {getter} %rt) {{\nentry:\n  ret ptr @adstack_offsets\n}}"
    )


def generate(spec: KernelSpec, define_helpers: bool = True) -> GeneratedKernel:
    """The module of ``spec``; ``define_helpers=False`` only declares the helpers (not runnable)."""
    functions = tuple(_function_layout(spec, k) for k in range(spec.n_functions))
    header = (
        f"; ModuleID = '{spec.name}'\n"
        f'source_filename = "{spec.name}"\n'
        f'target datalayout = "{DATALAYOUT}"'
    )
    parts = [
        header,
        *([offset_table(functions[0].stacks, define_helpers)] if spec.recompute else []),
        *(_FunctionWriter(spec, fn).write() for fn in functions),
        helper_definitions(spec.flavour, define_helpers),
        "attributes #0 = { alwaysinline nounwind }",
    ]
    params = TAICHI_PARAMS if spec.flavour == "taichi" else QUADRANTS_PARAMS
    return GeneratedKernel(spec, "\n\n".join(parts) + "\n", functions, params)


def matrix() -> list[KernelSpec]:
    """The seed's test matrix (about 60 specs, all names unique)."""
    specs = [
        KernelSpec(placement=p, n_iter=n, n_stacks=s)
        for p in PLACEMENTS
        for n in (4, 16, 64)
        for s in (1, 3)
    ]
    specs += [
        KernelSpec(dtype="f64", placement=p, n_iter=16, n_stacks=s)
        for p in PLACEMENTS
        for s in (1, 3)
    ]
    specs += [
        KernelSpec(dtype=dt, placement=p, n_iter=n, n_stacks=s, flags=True)
        for p in PLACEMENTS
        for dt, n, s in (("f32", 16, 1), ("f64", 4, 3))
    ]
    specs += [KernelSpec("taichi", placement=p, n_iter=n) for p in PLACEMENTS for n in (4, 16, 64)]
    specs += [KernelSpec("taichi", "f64", 3, 16, p) for p in PLACEMENTS]
    specs += [KernelSpec("taichi", "f32", 2, 8, p, flags=True) for p in PLACEMENTS]
    specs += [
        KernelSpec(n_stacks=2, n_iter=8, n_functions=3),
        KernelSpec("quadrants", "f64", 2, 8, "branch", flags=True, n_functions=2),
        KernelSpec("taichi", "f32", 1, 8, "straight", n_functions=2),
        KernelSpec(n_iter=16, max_sizes=(40,)),
    ]
    specs += [
        KernelSpec(n_iter=16, max_sizes=(8,)),
        KernelSpec(n_iter=16, max_sizes=(16,)),
        KernelSpec(n_iter=16, placement="straight", max_sizes=(3,)),
        KernelSpec(n_iter=16, placement="branch", flags=True, max_sizes=(0,)),
        KernelSpec(n_iter=16, n_stacks=3, max_sizes=(17, 5)),
        KernelSpec("quadrants", "f64", 2, 16, "loop", flags=True, max_sizes=(4,), n_functions=2),
    ]
    return specs


EXAMPLES = {
    "quadrants_loop_f32.ll": KernelSpec(n_iter=16),
    "quadrants_straight_3x16.ll": KernelSpec(placement="straight", n_stacks=3, n_iter=16),
    "quadrants_branch_flags_f64.ll": KernelSpec(dtype="f64", placement="branch", flags=True),
    "quadrants_overflow_loop.ll": KernelSpec(n_iter=16, max_sizes=(8,)),
    "taichi_loop_f32.ll": KernelSpec("taichi", n_iter=16),
    "taichi_straight_flags_f32.ll": KernelSpec("taichi", placement="straight", flags=True),
}


def write_examples(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for filename, spec in EXAMPLES.items():
        path = out / filename
        path.write_text(generate(spec).text)
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write example adstack kernel modules.")
    parser.add_argument("--out", type=Path, default=Path("testdata/examples"))
    args = parser.parse_args(argv)
    for path in write_examples(args.out):
        print(path)


if __name__ == "__main__":
    main()
