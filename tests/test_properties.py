"""Property tests: random adstack programs run the same before and after every rewrite.

Hypothesis builds small kernels (random init/push/top/accumulate/pop sequences
over stacks of f32, f64 and i1, inside random loops, if/else diamonds and
switches, with random max sizes that may overflow) as self-contained modules
with the helpers defined, the generator's way. Each is rewritten with every
strategy and overflow mode, run with llvmlite's JIT and compared with the
original bit for bit: the trace of every value read from a stack, the slab
bytes (count headers left out), the overflow flag, the task id and the guard
bytes around every buffer. Under ``abort``, when the original overflows, only
the flag, the task id and the guard bytes are compared (the task returns
early by design); under ``unchecked`` an overflowing original is not compared.

A failing program is written to ``testdata/regressions/new-<test>.ll``
(hypothesis replays the shrunk example last, so the file ends up minimal);
every ``.ll`` under ``testdata/regressions/`` is replayed first, for good.
"""

from __future__ import annotations

import ctypes
import json
from dataclasses import asdict, dataclass
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import irpass
from irpass.errors import IRPassError
from irpass.source import decode
from irpass.strategies import REGISTRY
from irpass.strategies.merged_checks import block_bounds, fires
from irpass.testing.generator import helper_definitions
from irpass.testing.harness import GuardedBuffer, compile_module

ROOT = Path(__file__).resolve().parent.parent
REGRESSIONS = ROOT / "testdata" / "regressions"
HEADER = "; regression: "
MODES = [(n, m) for n, s in REGISTRY.items() if n != "none" for m in s.overflow_modes]
ELEMS = {"f32": ("float", 4), "f64": ("double", 8), "i1": ("i1", 1)}
TASK_ID = 4242
FILL_BYTE = 0x01  # not zero (shows a missing zeroing), and a valid i1 (0xCD is not)
LOOP_TRIPS = 4  # conds are indexed by the innermost loop counter modulo this
PROGRAMS = 520  # per CI run, over the two flavours (Quadrants gets most)


# -- programs ------------------------------------------------------------------------------------
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


def parse_and_verify(text: str) -> None:
    module = llvm.parse_assembly(text)
    module.verify()
    module.close()


def region_bytes(elem: str, max_size: int) -> int:
    size = 8 + max(max_size, 1) * 2 * ELEMS[elem][1]
    return (size + 7) & ~7


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


def module(program: Program) -> tuple[str, RunSpec]:
    """The module text and its run spec (without conds)."""
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
        program.flavour, tuple(writer.offsets()), program.max_sizes, heap, writer.n_out, ()
    )
    return text + "\n", spec


# -- running ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Observed:
    out: bytes
    heap: bytes
    flag: int
    task: int
    intact: bool  # every guard byte, and every read-only buffer, unchanged


def execute(text: str, spec: RunSpec) -> Observed:
    engine = compile_module(text)
    cells = GuardedBuffer("cells", np.zeros(2, np.int64))
    runtime = GuardedBuffer("runtime", np.array([cells.address, cells.address + 8], np.uint64))
    heap = GuardedBuffer("heap", np.full(max(spec.heap_bytes, 8), FILL_BYTE, np.uint8))
    limits = GuardedBuffer("limits", np.array(spec.max_sizes or (0,), np.int64))
    out = GuardedBuffer("out", np.zeros(max(spec.n_out, 1), np.float64))
    conds = GuardedBuffer("conds", np.array(spec.conds or (0,), np.uint8))
    address = engine.get_function_address("k")
    ctypes.CFUNCTYPE(None, *[ctypes.c_void_p] * 5)(address)(
        runtime.address, heap.address, limits.address, out.address, conds.address
    )
    slab = heap.body.copy()
    for offset in spec.offsets:
        slab[offset : offset + 8] = 0  # count headers: a rewrite keeps the count in SSA
    buffers = (cells, runtime, heap, limits, out, conds)
    readonly = all(np.array_equal(b.body, b.initial) for b in (runtime, limits, conds))
    flag, task = cells.body.view(np.int64)
    intact = readonly and not any(b.damaged() for b in buffers)
    del engine
    return Observed(out.body.tobytes(), slab.tobytes(), int(flag), int(task), intact)


def compare(text: str, spec: RunSpec) -> list[str]:
    """Every (strategy, mode) whose rewrite of ``text`` behaves differently; empty when none."""
    before = execute(text, spec)
    assert before.intact, "the original program damaged its buffers"
    problems = []
    seen: dict[str, Observed] = {}
    for strategy, overflow in MODES:
        if before.flag and overflow == "unchecked" and spec.flavour == "quadrants":
            continue  # unchecked writes past max by contract
        try:
            after_text = irpass.rewrite(text, irpass.RewriteOptions(strategy, True, overflow)).text
        except IRPassError as exc:
            problems.append(f"{strategy}/{overflow}: {exc}")
            continue
        if after_text not in seen:
            seen[after_text] = execute(after_text, spec)
        after = seen[after_text]
        if before.flag and overflow == "abort":
            same = (after.flag, after.task, after.intact) == (before.flag, before.task, True)
        else:
            same = after == before
        if not same:
            problems.append(f"{strategy}/{overflow}: {before} != {after}")
    return problems


def save_regression(name: str, text: str, spec: RunSpec) -> Path:
    REGRESSIONS.mkdir(exist_ok=True)
    path = REGRESSIONS / f"new-{name}.ll"
    header = json.dumps({"kind": "program", **asdict(spec)}, sort_keys=True)
    path.write_text(f"{HEADER}{header}\n{text}")
    return path


def check_program(name: str, program: Program, conds: tuple[int, ...]) -> None:
    text, spec = module(program)
    spec = RunSpec(**{**asdict(spec), "conds": conds})
    problems = compare(text, spec)
    if problems:
        path = save_regression(name, text, spec)
        raise AssertionError(f"saved to {path}:\n  " + "\n  ".join(problems))


# -- permanent regressions (run before the random ones) -------------------------------------------
def regression_files() -> list[Path]:
    return sorted(REGRESSIONS.glob("*.ll")) if REGRESSIONS.is_dir() else []


def read_regression(path: Path) -> tuple[dict, bytes]:
    first, _, data = path.read_bytes().partition(b"\n")
    assert first.startswith(HEADER.encode()), f"{path} lacks its '{HEADER}' line"
    return json.loads(first.decode().removeprefix(HEADER)), data


def check_front_end(data: bytes, strategy: str, overflow: str) -> None:
    """Only irpass's own error about the input, or an output that verifies."""
    try:
        text = decode(data, "<input>")
        out = irpass.rewrite(text, irpass.RewriteOptions(strategy, True, overflow)).text
    except IRPassError as exc:
        assert "internal error" not in exc.message, str(exc)
        return
    parse_and_verify(out)


@pytest.mark.parametrize("path", regression_files(), ids=lambda p: p.name)
def test_regression(path: Path) -> None:
    meta, data = read_regression(path)
    if meta.pop("kind") == "program":
        spec = RunSpec(**{k: tuple(v) if isinstance(v, list) else v for k, v in meta.items()})
        problems = compare(data.decode(), spec)
        assert not problems, "\n".join(problems)
        return
    for strategy, overflow in MODES:  # a front-end case from test_fuzz
        check_front_end(data, strategy, overflow)


# -- random programs -------------------------------------------------------------------------------
def items(n_stacks: int) -> st.SearchStrategy:
    index = st.integers(0, n_stacks - 1)
    op = st.builds(
        Op,
        st.sampled_from(("push", "push", "push", "top", "adj", "acc", "pop", "pop", "init")),
        index,
        st.booleans(),
    )
    return st.recursive(
        op,
        lambda inner: st.one_of(
            st.builds(Loop, st.integers(0, LOOP_TRIPS - 1), st.lists(inner, max_size=4).map(tuple)),
            st.builds(
                If,
                st.lists(inner, max_size=3).map(tuple),
                st.lists(inner, max_size=3).map(tuple),
                st.booleans(),
            ),
        ),
        max_leaves=14,
    )


@st.composite
def programs(draw, flavour: str) -> tuple[Program, tuple[int, ...]]:
    n_stacks = draw(st.integers(1, 3))
    elems = tuple(draw(st.sampled_from(tuple(ELEMS))) for _ in range(n_stacks))
    max_sizes = tuple(draw(st.integers(0, 6)) for _ in range(n_stacks))
    body = number(tuple(draw(st.lists(items(n_stacks), min_size=1, max_size=6))))
    program = Program(flavour, elems, max_sizes, body, draw(st.booleans()), draw(st.booleans()))
    n_ifs = sum(isinstance(x, If) for x in walk(body))
    conds = tuple(draw(st.lists(st.integers(0, 1), min_size=n_ifs * 4, max_size=n_ifs * 4)))
    if flavour == "taichi":
        program = taichi_safe(program, conds)
    return program, conds


CI = settings(
    max_examples=PROGRAMS * 3 // 4,
    deadline=None,
    derandomize=True,
    database=None,
    report_multiple_bugs=False,
)


@CI
@given(programs("quadrants"))
def test_quadrants_programs_are_equivalent(case) -> None:
    check_program("quadrants_programs", *case)


@settings(CI, max_examples=PROGRAMS // 4)
@given(programs("taichi"))
def test_taichi_programs_are_equivalent(case) -> None:
    check_program("taichi_programs", *case)


# -- the merged-check plan against per-push checks ---------------------------------------------
def overflows_per_push(
    ops: list[tuple[str, str]], counts: dict[str, int], limits: dict[str, int]
) -> bool:
    """Quadrants: a push overflows when count+1 > max; pop saturates at 0; init resets."""
    counts = dict(counts)
    for stack, op in ops:
        if op == "push":
            if counts[stack] + 1 > limits[stack]:
                return True
            counts[stack] += 1
        elif op == "pop":
            counts[stack] = max(counts[stack] - 1, 0)
        else:
            counts[stack] = 0
    return False


STACKS = ("%a", "%b", "%c")


@settings(max_examples=2000, deadline=None, derandomize=True, database=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(STACKS), st.sampled_from(("push", "pop", "init"))), max_size=12
    ),
    st.fixed_dictionaries({s: st.integers(0, 8) for s in STACKS}),
    st.fixed_dictionaries({s: st.integers(0, 10) for s in STACKS}),
)
def test_merged_check_fires_exactly_when_a_push_would_overflow(ops, counts, limits) -> None:
    bounds = block_bounds(ops)
    merged = any(fires(bound, counts[s], limits[s]) for s, bound in bounds.items())
    assert merged == overflows_per_push(ops, counts, limits)
