"""Random adstack programs for property tests: a program model and its kernel writer.

A ``Program`` is a tree of stack ops (init, push, top, adjoint read, adjoint
accumulate, pop) on 1-3 stacks of f32, f64 or i1, inside loops, if/else diamonds
and switches, with max sizes that may overflow. ``module`` writes it as one
kernel ``@k(rt, heap, max_sizes, out, conds)`` with the helpers defined per
flavour (``helper_bodies.helper_definitions``), so it runs standalone; every value
read from a stack is folded into ``out``. ``harness.run_program`` runs it.
Drawing programs (hypothesis) stays with the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

from irpass.testing.helper_bodies import helper_definitions
from irpass.testing.kernel_spec import FLOAT_TYPES, align8, slab_bytes

ELEMS = {**FLOAT_TYPES, "i1": ("i1", 1)}
TASK_ID = 4242
LOOP_TRIPS = 4  # conds are indexed by the innermost loop counter modulo this


@dataclass(frozen=True)
class Op:
    kind: str  # init | push | top | adj | acc | pop
    stack: int
    store: bool = True  # push: store a value into the new entry
    uid: int = 0  # position in the program, set by ``number``


@dataclass(frozen=True)
class Loop:
    trips: int
    body: tuple


@dataclass(frozen=True)
class If:
    then: tuple
    other: tuple
    switch: bool
    index: int = 0  # which ``conds`` row it reads, set by ``number``


@dataclass(frozen=True)
class Program:
    flavour: str
    elems: tuple[str, ...]
    max_sizes: tuple[int, ...]
    body: tuple
    unlabeled_entry: bool
    numbered_params: bool


@dataclass(frozen=True)
class RunSpec:
    """What running a module needs: the buffers' sizes and contents."""

    flavour: str
    offsets: tuple[int, ...]  # of each stack's header on the heap (Quadrants)
    max_sizes: tuple[int, ...]
    heap_bytes: int
    n_out: int
    conds: tuple[int, ...]


def region_bytes(elem: str, max_size: int) -> int:
    """A stack's slab region, 8-byte aligned."""
    return align8(slab_bytes(ELEMS[elem][1], max_size))


def walk(body: tuple):
    for item in body:
        yield item
        if isinstance(item, Loop):
            yield from walk(item.body)
        elif isinstance(item, If):
            yield from walk(item.then)
            yield from walk(item.other)


def number(body: tuple, seen: dict[str, int] | None = None) -> tuple:
    """Give every op a uid and every ``if`` its conds row, both in emission (pre-)order."""
    seen = {"op": 0, "if": 0} if seen is None else seen
    out = []
    for item in body:
        if isinstance(item, Loop):
            out.append(Loop(item.trips, number(item.body, seen)))
        elif isinstance(item, If):
            seen["if"] += 1
            index = seen["if"] - 1
            out.append(If(number(item.then, seen), number(item.other, seen), item.switch, index))
        else:
            seen["op"] += 1
            out.append(Op(item.kind, item.stack, item.store, seen["op"]))
    return tuple(out)


def simulate(program: Program, conds: tuple[int, ...]) -> tuple[list[int], set[int]]:
    """Taichi semantics: the peak count of each stack and the ids of ops that met an empty one."""
    counts = [0] * len(program.elems)
    peak = [0] * len(program.elems)
    empty: set[int] = set()

    def run(body: tuple, i: int) -> None:
        for item in body:
            if isinstance(item, Loop):
                for k in range(item.trips):
                    run(item.body, k)
            elif isinstance(item, If):
                taken = conds[item.index * LOOP_TRIPS + i % LOOP_TRIPS] == 1
                run(item.then if taken else item.other, i)
            elif item.kind == "init":
                counts[item.stack] = 0
            elif item.kind == "push":
                counts[item.stack] += 1
                peak[item.stack] = max(peak[item.stack], counts[item.stack])
            elif counts[item.stack] == 0:
                empty.add(item.uid)
            elif item.kind == "pop":
                counts[item.stack] -= 1

    run(program.body, 0)
    return peak, empty


def drop(body: tuple, ids: set[int]) -> tuple:
    out = []
    for item in body:
        if isinstance(item, Loop):
            out.append(Loop(item.trips, drop(item.body, ids)))
        elif isinstance(item, If):
            out.append(If(drop(item.then, ids), drop(item.other, ids), item.switch, item.index))
        elif item.uid not in ids:
            out.append(item)
    return tuple(out)


def taichi_safe(program: Program, conds: tuple[int, ...]) -> Program:
    """Taichi checks nothing: drop ops on empty stacks, size each stack to its peak."""
    while True:
        peak, empty = simulate(program, conds)
        if not empty:
            return Program(**{**program.__dict__, "max_sizes": tuple(max(p, 1) for p in peak)})
        program = Program(**{**program.__dict__, "body": drop(program.body, empty)})


class Writer:
    """Emits the kernel ``@k(rt, heap, max_sizes, out, conds)`` of one program."""

    def __init__(self, program: Program) -> None:
        self.p = program
        self.typed = program.flavour == "taichi"
        self.lines: list[str] = []
        self.n = 0
        self.n_out = 0
        self.counters: list[str] = []
        names = ("rt", "heap", "max_sizes", "out", "conds")
        numbered = {n: f"%{i}" for i, n in enumerate(names)}
        self.param = numbered if program.numbered_params else {n: f"%{n}" for n in names}
        self.label = f"%{len(names)}" if program.numbered_params else "%0"
        if not program.unlabeled_entry:
            self.label = "%entry"

    def ptr(self, ty: str) -> str:
        return f"{ty}*" if self.typed else "ptr"

    def fresh(self, hint: str) -> str:
        self.n += 1
        return f"%{hint}.{self.n}"

    def emit(self, text: str) -> None:
        self.lines.append(f"  {text}")

    def value(self, hint: str, rhs: str) -> str:
        name = self.fresh(hint)
        self.emit(f"{name} = {rhs}")
        return name

    def block(self, name: str) -> None:
        self.lines.append(f"{name[1:]}:")
        self.label = name

    def stack(self, k: int) -> str:
        return f"%s{k}"

    def elem(self, k: int) -> tuple[str, int]:
        return ELEMS[self.p.elems[k]]

    def offsets(self) -> list[int]:
        out, at = [], 0
        for elem, max_size in zip(self.p.elems, self.p.max_sizes, strict=True):
            out.append(at)
            at += region_bytes(elem, max_size)
        return out

    def top(self, k: int, which: str) -> str:
        ty, size = self.elem(k)
        bp = self.ptr("i8")
        raw = self.value("t", f"call {bp} @stack_top_{which}({bp} {self.stack(k)}, i64 {size})")
        return self.value("tp", f"bitcast i8* {raw} to {ty}*") if self.typed else raw

    def observe(self, k: int, value: str) -> None:
        ty, _ = self.elem(k)
        wide = value
        if ty == "float":
            wide = self.value("w", f"fpext float {value} to double")
        elif ty == "i1":
            wide = self.value("w", f"uitofp i1 {value} to double")
        dp = self.ptr("double")
        slot = self.value("o", f"getelementptr double, {dp} {self.param['out']}, i64 {self.n_out}")
        self.n_out += 1
        old = self.value("o", f"load double, {dp} {slot}, align 8")
        twice = self.value("o", f"fmul double {old}, 2.0")
        self.emit(f"store double {self.value('o', f'fadd double {twice}, {wide}')}, {dp} {slot}")

    def constant(self, k: int) -> str:
        ty, _ = self.elem(k)
        self.n += 1
        return ("true" if self.n % 2 else "false") if ty == "i1" else f"{self.n * 0.5 + 0.25}"

    def op(self, op: Op) -> None:
        k, bp = op.stack, self.ptr("i8")
        ty, size = self.elem(k)
        s = self.stack(k)
        if op.kind == "init":
            self.emit(f"call void @stack_init({bp} {s})")
        elif op.kind == "pop":
            self.emit(f"call void @stack_pop({bp} {s})")
        elif op.kind == "push":
            if self.typed:
                self.emit(f"call void @stack_push(i8* {s}, i64 {self.p.max_sizes[k]}, i64 {size})")
            else:
                ms = self.param["max_sizes"]
                slot = self.value("mp", f"getelementptr i64, ptr {ms}, i64 {k}")
                limit = self.value("m", f"load i64, ptr {slot}, align 8")
                rt = self.param["rt"]
                self.emit(
                    f"call void @stack_push(ptr {rt}, ptr {s}, i64 {limit}, i64 {size}, "
                    f"i64 {TASK_ID})"
                )
            if op.store:
                top = self.top(k, "primal")
                self.emit(f"store {ty} {self.constant(k)}, {self.ptr(ty)} {top}, align {size}")
        elif op.kind in ("top", "adj"):
            top = self.top(k, "primal" if op.kind == "top" else "adjoint")
            self.observe(k, self.value("v", f"load {ty}, {self.ptr(ty)} {top}, align {size}"))
        else:  # acc: the adjoint += a constant (i1: flipped)
            top = self.top(k, "adjoint")
            old = self.value("v", f"load {ty}, {self.ptr(ty)} {top}, align {size}")
            new = self.value(
                "v", f"xor i1 {old}, true" if ty == "i1" else f"fadd {ty} {old}, {self.constant(k)}"
            )
            self.emit(f"store {ty} {new}, {self.ptr(ty)} {top}, align {size}")

    def body(self, items: tuple, loop: str | None) -> None:
        for item in items:
            if isinstance(item, Loop):
                self.loop(item)
            elif isinstance(item, If):
                self.branch(item, loop)
            else:
                self.op(item)

    def loop(self, item: Loop) -> None:
        self.n += 1
        tag = f"l{self.n}"
        counter = f"%{tag}.i"
        self.counters.append(counter)
        i64p = self.ptr("i64")
        self.emit(f"store i64 0, {i64p} {counter}, align 8")
        self.emit(f"br label %{tag}.test")
        self.block(f"%{tag}.test")
        now = self.value("i", f"load i64, {i64p} {counter}, align 8")
        more = self.value("more", f"icmp slt i64 {now}, {item.trips}")
        self.emit(f"br i1 {more}, label %{tag}.body, label %{tag}.exit")
        self.block(f"%{tag}.body")
        self.body(item.body, counter)
        now = self.value("i", f"load i64, {i64p} {counter}, align 8")
        self.emit(f"store i64 {self.value('i', f'add i64 {now}, 1')}, {i64p} {counter}, align 8")
        self.emit(f"br label %{tag}.test")
        self.block(f"%{tag}.exit")

    def branch(self, item: If, loop: str | None) -> None:
        self.n += 1
        tag = f"if{self.n}"
        at = str(item.index * LOOP_TRIPS)
        if loop is not None:
            now = self.value("i", f"load i64, {self.ptr('i64')} {loop}, align 8")
            low = self.value("i", f"and i64 {now}, {LOOP_TRIPS - 1}")
            at = self.value("i", f"add i64 {low}, {at}")
        cp = self.value("cp", f"getelementptr i8, {self.ptr('i8')} {self.param['conds']}, i64 {at}")
        byte = self.value("cb", f"load i8, {self.ptr('i8')} {cp}, align 1")
        other = f"%{tag}.else" if item.other else f"%{tag}.join"
        if item.switch:
            wide = self.value("cz", f"zext i8 {byte} to i32")
            self.emit(f"switch i32 {wide}, label {other} [ i32 1, label %{tag}.then ]")
        else:
            cond = self.value("c", f"icmp eq i8 {byte}, 1")
            self.emit(f"br i1 {cond}, label %{tag}.then, label {other}")
        incoming = [] if item.other else [("2.0", self.label)]
        self.block(f"%{tag}.then")
        self.body(item.then, loop)
        incoming.append(("1.0", self.label))
        self.emit(f"br label %{tag}.join")
        if item.other:
            self.block(f"%{tag}.else")
            self.body(item.other, loop)
            incoming.append(("3.0", self.label))
            self.emit(f"br label %{tag}.join")
        self.block(f"%{tag}.join")
        pairs = ", ".join(f"[ {v}, {label} ]" for v, label in incoming)
        merged = self.value("phi", f"phi double {pairs}")
        dp = self.ptr("double")
        slot = self.value("o", f"getelementptr double, {dp} {self.param['out']}, i64 {self.n_out}")
        self.n_out += 1
        self.emit(f"store double {merged}, {dp} {slot}, align 8")

    def write(self) -> str:
        p, bp = self.param, self.ptr("i8")
        sig = (
            f"{bp} {p['rt']}, {bp} {p['heap']}, {self.ptr('i64')} {p['max_sizes']}, "
            f"{self.ptr('double')} {p['out']}, {bp} {p['conds']}"
        )
        head = [f"define void @k({sig}) {{"]
        if not self.p.unlabeled_entry:
            head.append("entry:")
        self.lines = []
        for k, offset in enumerate(self.offsets()):
            if self.typed:
                array = f"[{region_bytes(self.p.elems[k], self.p.max_sizes[k])} x i8]"
                self.emit(f"%a{k} = alloca {array}, align 8")
                self.emit(f"%s{k} = bitcast {array}* %a{k} to i8*")
            else:
                self.emit(f"%s{k} = getelementptr i8, ptr {p['heap']}, i64 {offset}")
            self.op(Op("init", k))
        self.body(self.p.body, None)
        allocas = [f"  {counter} = alloca i64, align 8" for counter in self.counters]
        self.emit("ret void")
        return "\n".join(head + allocas + self.lines + ["}"])


def module(program: Program, conds: tuple[int, ...] = ()) -> tuple[str, RunSpec]:
    """The module text, and what running it needs (``conds``: the branch bytes)."""
    writer = Writer(program)
    kernel = writer.write()
    text = "\n\n".join(
        [
            kernel,
            helper_definitions(program.flavour, True),
            "attributes #0 = { alwaysinline nounwind }",
        ]
    )
    heap = sum(region_bytes(e, m) for e, m in zip(program.elems, program.max_sizes, strict=True))
    spec = RunSpec(
        program.flavour, tuple(writer.offsets()), program.max_sizes, heap, writer.n_out, conds
    )
    return text + "\n", spec
