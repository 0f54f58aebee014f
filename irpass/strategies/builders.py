"""Small builders of IR text shared by the strategies: fresh names, stack addressing, and
templates (what the builders emit for one shape of code, recorded once)."""

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache, cached_property

from irpass.adstack.flavour import HelperSet
from irpass.ir.model import GLOBAL_NAME, LOCAL_NAME, Block, Function
from irpass.strategies.cold import PREFIX

HEADER_BYTES = 8
MEMSET = "declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)"
MEMSET_TYPED = "declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)"
_HOLE = re.compile(r"\{(\d+)\}")  # a template's hole for a name's number
_VALUE_HOLE = re.compile(r"\{([a-z_]+)\}")  # a template's hole for a site's value


class Declarations(set[str]):
    """Module-level text the rewritten functions need, with global names the module does not use."""

    def __init__(self, module_text: str = "") -> None:
        super().__init__()
        self._text = module_text
        self._chosen: dict[str, str] = {}

    @cached_property
    def _taken(self) -> set[str]:
        """The global names the module's code uses, read when the first new name is chosen
        (most rewrites choose none)."""
        code = (ln.split(";", 1)[0] if '"' not in ln else ln for ln in self._text.splitlines())
        return {name for ln in code if "@" in ln for name in GLOBAL_NAME.findall(ln)}

    def global_name(self, base: str) -> str:
        """``@base``, or ``@base.N`` if the module already has a global of that name."""
        if base not in self._chosen:
            name, n = f"@{base}", 0
            while name in self._taken:
                n += 1
                name = f"@{base}.{n}"
            self._taken.add(name)
            self._chosen[base] = name
        return self._chosen[base]


class Names:
    """Fresh ``%irpass.<hint><n>`` names that no value or block of the function uses.

    Hints never end in a digit, so names of different hints cannot meet.
    """

    def __init__(self, function: Function) -> None:
        text = function.text()
        # Only names under irpass's prefix can collide; most functions have none.
        mine = LOCAL_NAME.findall(text) if f"%{PREFIX}" in text else []
        self._taken = {n for n in mine if n.startswith(f"%{PREFIX}")}
        self._taken.update(
            b.label for b in function.blocks if b.label and b.label.startswith(f"%{PREFIX}")
        )
        self._next: dict[str, int] = {}

    def fresh(self, hint: str) -> str:
        return f"%{PREFIX}{hint}{self._number(hint)}"

    def numbers(self, hint: str, count: int) -> Iterable[int]:
        """The numbers of ``count`` fresh names of one hint, as ``count`` calls of ``fresh``
        would give them."""
        if self._taken:
            return [self._number(hint) for _ in range(count)]
        n = self._next.get(hint, 0)
        self._next[hint] = n + count
        return range(n, n + count)

    def _number(self, hint: str) -> int:
        n = self._next.get(hint, 0)
        if self._taken:
            while f"%{PREFIX}{hint}{n}" in self._taken:
                n += 1
        self._next[hint] = n + 1
        return n

    def block(self, hint: str) -> Block:
        name = self.fresh(hint)
        return Block(name, f"{name[1:]}:\n")


@dataclass
class Emitter:
    """Builds instruction lines for one module's pointer spelling."""

    helpers: HelperSet
    names: Names
    declarations: Declarations = field(default_factory=Declarations)

    @property
    def i8p(self) -> str:
        return self.helpers.pointer

    @cached_property
    def i64p(self) -> str:
        return "i64*" if self.helpers.typed else "ptr"

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
    """Names that stand for the ones a template's use will make: the k-th fresh name is
    ``%irpass.<hint>{k}``, its number the hole ``{k}``, and its hint is kept."""

    def __init__(self) -> None:
        self.hints: list[str] = []

    def fresh(self, hint: str) -> str:
        self.hints.append(hint)
        return f"%{PREFIX}{hint}{{{len(self.hints) - 1}}}"


@dataclass(frozen=True)
class Template:
    """The lines one shape of code gets, with holes for a site's values and for the numbers of
    its fresh names, ordered so that the names of one hint are consecutive (``runs``: hint
    and count, in that order). ``code`` is the text compiled once into an f-string: filling it
    costs one string build, where building the lines costs a builder call per instruction (the
    per-site Python that dominated a rewrite)."""

    text: str  # the lines with holes: ``{k}`` the k-th name's number, ``{value}`` a site's value
    runs: tuple[tuple[str, int], ...]
    needs: frozenset[str]  # the declarations the code calls
    code: Callable[..., str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        numbered = _HOLE.sub(lambda m: f"{{n[{m[1]}]}}", self.text)
        values = sorted(set(_VALUE_HOLE.findall(self.text)))
        source = f"lambda n, {''.join(f'{v}, ' for v in values)}**_: f{numbered!r}"
        object.__setattr__(self, "code", eval(source, {}))  # noqa: S307 (text irpass built)

    def fill(self, emit: "Emitter", **values: str | None) -> list[str]:
        emit.declarations.update(self.needs)
        numbers: list[int] = []
        for hint, count in self.runs:
            numbers += emit.names.numbers(hint, count)
        return self.code(numbers, **values).splitlines(keepends=True)


Build = Callable[..., list[str]]
"""(emitter, *shape) -> the lines of that shape, the site's values spelled as named holes"""


@cache
def template(build: Build, helpers: HelperSet, *shape: object) -> Template:
    """What ``build`` emits for ``shape`` in a module of ``helpers``' spelling, as a template:
    built once per shape, with names that record, for every rewrite of the process."""
    holes = _Holes()
    needs = Declarations()
    text = "".join(build(Emitter(helpers, holes, needs), *shape))
    hints = holes.hints
    order = sorted(range(len(hints)), key=lambda k: (hints.index(hints[k]), k))
    position = {k: new for new, k in enumerate(order)}
    renumbered = _HOLE.sub(lambda m: f"{{{position[int(m[1])]}}}", text)
    runs = tuple((h, hints.count(h)) for h in dict.fromkeys(hints))
    return Template(renumbered, runs, frozenset(needs))
