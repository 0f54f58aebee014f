"""Builders any pass that writes new IR shares: fresh local names under irpass's prefix, and
module-level declarations with global names the module does not use yet."""

import io
from functools import cached_property

from irpass.ir.model import GLOBAL_NAME, LOCAL_NAME, Block, Function, Module
from irpass.ir.names import PREFIX, unused_name


class Declarations(set[str]):
    """Module-level text the rewritten functions need, with global names the module does not use."""

    def __init__(self, module: Module | str = "") -> None:
        super().__init__()
        self._module = module
        self._chosen: dict[str, str] = {}

    @cached_property
    def _taken(self) -> set[str]:
        """The global names the module's code uses, read when the first new name is chosen
        (most rewrites choose none), from its pieces as they are (no print of the whole), a
        line at a time (a piece's list of lines would take several times its text); a comment
        ends where LLVM's lexer ends it, at ``\n`` or ``\r``."""
        module = self._module
        pieces = [module] if isinstance(module, str) else module.parts()
        lines = (ln for piece in pieces for ln in io.StringIO(piece, newline=""))
        code = (ln.split(";", 1)[0] if '"' not in ln else ln for ln in lines)
        return {name for ln in code if "@" in ln for name in GLOBAL_NAME.findall(ln)}

    def global_name(self, base: str) -> str:
        """``@base``, or ``@base.N`` if the module already has a global of that name."""
        if base not in self._chosen:
            name = unused_name(f"@{base}", self._taken)
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
        # Per hint, the number of its next fresh name, for the templates that number their
        # names themselves as calls of ``fresh`` would; None when the function has names
        # under irpass's prefix (the numbers may skip).
        self.numbers = None if self._taken else self._next

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
