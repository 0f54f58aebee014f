"""The text of one synthetic kernel function, as the compilers print theirs (opaque pointers
for Quadrants, typed for Taichi; values numbered %0, %1, ...)."""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass

from irpass.testing.kernel_spec import (
    FLOAT_TYPES,
    QUADRANTS_PARAMS,
    SCALAR_PARAMS,
    TAICHI_PARAMS,
    THRESHOLD,
    Chain,
    FunctionLayout,
    KernelSpec,
    StackLayout,
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


class FunctionWriter:
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
