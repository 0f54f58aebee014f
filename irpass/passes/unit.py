"""The module the passes share (``irpass.passes.manager`` runs them over it)."""

from collections.abc import Callable
from dataclasses import dataclass, field

from irpass.ir import toplevel
from irpass.ir.address_spaces import allocas_to_private
from irpass.ir.model import Module, read
from irpass.ir.triples import architecture


@dataclass
class Unit:
    """One module as the passes share it. A pass that changes the model calls ``changed``."""

    module: Module
    _text: str | None
    say: Callable[[str], None]  # what is being done, for long modules
    changes: int = 0  # how many times a pass changed it
    passes: list[str] = field(default_factory=list)  # the passes that changed it, in order

    @classmethod
    def of(cls, text: str, say: Callable[[str], None] | None = None) -> "Unit":
        return cls(read(text, lambda _: False), text, say or (lambda _: None))

    def text(self) -> str:
        """The module's text as it is now (printed from the model if it changed since)."""
        if self._text is None:
            self._text = "".join(self.parts())
        return self._text

    def parts(self) -> list[str]:
        """``text()`` in pieces of whole lines, not joined (a writer can take them).

        On AMDGPU every alloca is in private memory (address space 5), as the backends' own
        are: those the passes added (stack counters, the reporter's argument slot) are moved
        there, cast back to ``ptr``, so an ``amdgcn`` dump (``--for quadrants-amdgpu``)
        verifies after any pass."""
        if self._text is not None:
            return [self._text]
        parts = self.module.parts()
        if architecture(toplevel.triple(parts)) == "amdgpu":
            return [allocas_to_private("".join(parts))]
        return parts

    def changed(self) -> None:
        self._text = None
        self.changes += 1
