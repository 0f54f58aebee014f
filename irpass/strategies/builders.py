"""Small builders of IR text shared by the strategies: stack addressing, and templates (what
the builders emit for one shape of code, recorded once). Fresh names and module-level
declarations are ``irpass.ir.builders``'."""

import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, cached_property, partial

from irpass.adstack.flavour import HelperSet
from irpass.ir.builders import Declarations, Names
from irpass.ir.model import OVERFLOW_MARK, Block
from irpass.ir.names import PREFIX

HEADER_BYTES = 8
MEMSET = "declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)"
MEMSET_TYPED = "declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)"
OVERFLOW_ATTACHMENT = f", !{OVERFLOW_MARK} !{{}}"  # on the store report_header makes


@dataclass
class Emitter:
    """Builds instruction lines for one module's pointer spelling."""

    helpers: HelperSet
    names: Names
    declarations: Declarations = field(default_factory=Declarations)
    function: str = ""  # the function the code goes into
    reports: set[tuple[str, str]] = field(default_factory=set)
    """The blocks made to report an overflow (``overflow_block``, ``report_in``), which
    ``irpass.ir.model.Marks`` keeps for the passes after."""

    def overflow_block(self, hint: str) -> Block:
        """A new block of the function that will hold an overflow report."""
        block = self.names.block(hint)
        self.report_in(self.function, block.label)
        return block

    def report_in(self, function: str, label: str) -> None:
        """Block ``label`` of ``function`` holds an overflow report (the real ``stack_push``)."""
        self.reports.add((function, label))

    @property
    def i8p(self) -> str:
        return self.helpers.pointer

    @cached_property
    def i64p(self) -> str:
        return "i64*" if self.helpers.typed else "ptr"

    def report_header(self, value: str, stack: str, out: list[str]) -> None:
        """The header of a full stack set to ``value`` before the real ``stack_push`` reports
        its overflow, the store marked ``OVERFLOW_MARK`` (what ``rolled-loops`` reads once
        LLVM inlined the report)."""
        out.append(f"  store i64 {value}, {self.i64p} {stack}, align 8{OVERFLOW_ATTACHMENT}\n")

    def load_count(self, counter: str, out: list[str]) -> str:
        value = self.names.fresh("c")
        out.append(f"  {value} = load i64, {self.i64p} {counter}, align 8\n")
        return value

    def store_count(self, value: str, counter: str, out: list[str]) -> None:
        out.append(f"  store i64 {value}, {self.i64p} {counter}, align 8\n")

    def op(self, text: str, hint: str, out: list[str], result: str | None = None) -> str:
        value = result or self.names.fresh(hint)
        out.append(f"  {value} = {text}\n")
        return value

    def call_void(
        self, callee: str, args: list[tuple[str, str]], out: list[str], attributes: str = ""
    ) -> None:
        """``call void callee(type value, ...)``, with function ``attributes`` after it."""
        typed = ", ".join(f"{ty} {value}" for ty, value in args)
        out.append(f"  call void {callee}({typed}){' ' if attributes else ''}{attributes}\n")

    def branch(self, condition: str, then: str, otherwise: str, out: list[str]) -> None:
        out.append(f"  br i1 {condition}, label {then}, label {otherwise}\n")

    def jump(self, label: str, out: list[str]) -> None:
        out.append(f"  br label {label}\n")

    def ret_void(self, out: list[str]) -> None:
        out.append("  ret void\n")

    def entry_address(
        self,
        stack: str,
        index: str,
        elem: int,
        adjoint: bool,
        out: list[str],
        result: str | None = None,
    ) -> str:
        """Address of entry ``index``'s primal (or adjoint): 8 + index*2E (+E)."""
        scaled = self.op(f"mul i64 {index}, {2 * elem}", "off", out)
        offset = self.op(f"add i64 {scaled}, {HEADER_BYTES + (elem if adjoint else 0)}", "off", out)
        return self.op(f"getelementptr i8, {self.i8p} {stack}, i64 {offset}", "slot", out, result)

    def zero_entry(self, address: str, elem: int, out: list[str]) -> None:
        """Zero the 2E bytes of an entry; the layout guarantees min(8, 2E) alignment."""
        align = min(HEADER_BYTES, 2 * elem)
        if self.helpers.typed:
            self.declarations.add(MEMSET_TYPED)
            out.append(
                f"  call void @llvm.memset.p0i8.i64(i8* align {align} {address}, i8 0, "
                f"i64 {2 * elem}, i1 false)\n"
            )
        else:
            self.declarations.add(MEMSET)
            out.append(
                f"  call void @llvm.memset.p0.i64(ptr align {align} {address}, i8 0, "
                f"i64 {2 * elem}, i1 false)\n"
            )

    def top_index(self, count: str, clamped: bool, out: list[str]) -> str:
        """Index of the top entry: count-1, clamped at 0 for Quadrants."""
        below = self.op(f"add i64 {count}, -1", "i", out)
        if not clamped:
            return below
        empty = self.op(f"icmp eq i64 {count}, 0", "empty", out)
        return self.op(f"select i1 {empty}, i64 0, i64 {below}", "i", out)

    def popped(self, count: str, saturating: bool, out: list[str]) -> str:
        if not saturating:
            return self.op(f"add i64 {count}, -1", "c", out)
        nonzero = self.op(f"icmp ne i64 {count}, 0", "nz", out)
        step = self.op(f"zext i1 {nonzero} to i64", "dec", out)
        return self.op(f"sub i64 {count}, {step}", "c", out)


class _Holes(Names):
    """Names that stand for the ones a template's use will make: the k-th fresh name is the
    hole ``{_k}``, and its hint is kept."""

    def __init__(self) -> None:
        self.hints: list[str] = []

    def fresh(self, hint: str) -> str:
        self.hints.append(hint)
        return f"{{_{len(self.hints) - 1}}}"


Build = Callable[..., list[str]]
"""(emitter, *shape, *values) -> the lines of one shape of code for a site's values. Each value
parameter defaults to its hole (``"{name}"``), which is how a template records it, so a build
may place its values but not look at them."""


@dataclass(frozen=True)
class Template:
    """The lines ``build`` emits for one ``shape``, compiled once into a function of the site's
    values that numbers its fresh names itself (``Names.numbers``): one f-string per line.
    Filling it costs a few string builds, where building the lines costs a builder call per
    instruction at every site. A function that already has
    names under irpass's prefix gets its lines from ``build`` itself."""

    build: Build
    shape: tuple[object, ...]
    needs: frozenset[str]  # the declarations the code calls
    code: Callable[..., list[str]]

    def bind(self, emit: "Emitter", *values: str) -> Callable[..., list[str]]:
        """The lines for the sites of one function whose first values are ``values``, as a
        function of the others; the declarations the code calls are added now."""
        emit.declarations.update(self.needs)
        numbers = emit.names.numbers
        if numbers is None:
            return partial(self.build, emit, *self.shape, *values)
        return partial(self.code, numbers, *values)


@cache
def template(build: Build, helpers: HelperSet, *shape: object) -> Template:
    """``build``'s code for ``shape`` in a module of ``helpers``' spelling, recorded once per
    process with names that stand for the fresh ones, then compiled (``_compiled``)."""
    holes = _Holes()
    needs = Declarations()
    lines = build(Emitter(helpers, holes, needs), *shape)
    values = [
        p.name for p in inspect.signature(build).parameters.values() if p.default == f"{{{p.name}}}"
    ]
    return Template(build, shape, frozenset(needs), _compiled(lines, holes.hints, values))


def _compiled(lines: list[str], hints: list[str], values: list[str]) -> Callable[..., list[str]]:
    """``lines`` as a function of the function's next numbers per hint and of ``values``: the
    numbers of each hint taken and advanced first, then the names made (the k-th fresh name
    is the hole ``{_k}``), then one f-string per line (the text is irpass's own, made by the
    builders: it has no braces but its holes)."""
    runs = {hint: hints.count(hint) for hint in hints}  # in order of first use
    run_of = {hint: j for j, hint in enumerate(runs)}
    taken = "".join(
        f"    n{j} = numbers.get({hint!r}, 0)\n    numbers[{hint!r}] = n{j} + {count}\n"
        for j, (hint, count) in enumerate(runs.items())
    )
    made = "".join(
        f"    _{k} = {_name(hint, run_of[hint], hints[:k].count(hint))}\n"
        for k, hint in enumerate(hints)
    )
    body = ", ".join(f"f{line!r}" for line in lines)
    source = f"def code({', '.join(['numbers', *values])}):\n{taken}{made}    return [{body}]\n"
    namespace: dict = {}
    exec(source, namespace)
    return namespace["code"]


def _name(hint: str, run: int, offset: int) -> str:
    """The f-string of the name ``offset`` after the first of run ``run`` (number ``n<run>``)."""
    number = f"n{run} + {offset}" if offset else f"n{run}"
    return f'f"%{PREFIX}{hint}{{{number}}}"'
