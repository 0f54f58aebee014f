"""Small builders of IR text shared by the strategies: fresh names and stack addressing."""

from dataclasses import dataclass, field
from functools import cached_property

from irpass.adstack.flavour import HelperSet
from irpass.ir.model import GLOBAL_NAME, LOCAL_NAME, Block, Function
from irpass.strategies.cold import PREFIX

HEADER_BYTES = 8
MEMSET = "declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)"
MEMSET_TYPED = "declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)"


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
        n = self._next.get(hint, 0)
        name = f"%{PREFIX}{hint}{n}"
        if self._taken:
            while name in self._taken:
                n += 1
                name = f"%{PREFIX}{hint}{n}"
        self._next[hint] = n + 1
        return name

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
