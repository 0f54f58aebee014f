"""The module the passes share (``irpass.passes.manager`` runs them over it)."""

from collections.abc import Callable
from dataclasses import dataclass, field

from irpass.ir.model import Module, read


@dataclass
class Unit:
    """One module as the passes share it. A pass that changes the model calls ``changed``; a
    pass that works on the text gives its result to ``replace``."""

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
            self._text = self.module.text()
        return self._text

    def changed(self) -> None:
        self._text = None
        self.changes += 1

    def replace(self, text: str) -> None:
        self.module = read(text, lambda _: False)
        self._text = text
        self.changes += 1
