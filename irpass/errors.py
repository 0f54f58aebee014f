"""The errors users see: one line each, ``FILE:LINE:COL: error: MESSAGE`` when they are about an
input, ``irpass: error: MESSAGE`` when they are not (an output path, an option)."""

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass
class IRPassError(Exception):
    """A problem with the input, an output or the request; located in a file when known.

    ``path`` None means the error is about no input file (an output that cannot be written, say);
    such an error stays unlocated whatever ``at`` is asked. ``hint`` adds one ``note:`` line.
    """

    message: str
    path: str | None = "<input>"
    line: int = 1
    col: int = 1
    hint: str | None = None

    exit_status = 1

    def __str__(self) -> str:
        where = "irpass" if self.path is None else f"{self.path}:{self.line}:{self.col}"
        text = f"{where}: error: {self.message}"
        return text + (f"\n{where}: note: {self.hint}" if self.hint else "")

    @classmethod
    def internal(cls, exc: Exception, path: str | None) -> "IRPassError":
        """An unexpected exception (a bug in irpass) as one reportable line."""
        return cls(f"internal error: {type(exc).__name__}: {exc} (please report)", path)

    def at(self, path: str) -> "IRPassError":
        """The same error, attributed to ``path`` (unlocated errors stay unlocated)."""
        if self.path is None:
            return self
        return IRPassError(self.message, path, self.line, self.col, self.hint)


class UsageError(IRPassError):
    """A bad option or combination of options: about no file, exit status 2 (as argparse)."""

    exit_status = 2

    def __init__(self, message: str) -> None:
        super().__init__(message, None)


def cannot_write(path: str, why: str, written: Sequence[str] = ()) -> IRPassError:
    """The error for an output path that cannot be written, named as the user gave it;
    ``written`` names the outputs already written that could not be taken back."""
    hint = None
    if written:
        hint = ", ".join(f"'{p}'" for p in written) + " had been written; no other output was"
    return IRPassError(f"cannot write '{path}': {why}", None, hint=hint)


def cannot_read(path: str, why: str) -> IRPassError:
    """The error for an input that cannot be opened: no line or column to point at."""
    return IRPassError(f"cannot read '{path}': {why}", None)


def install_extra(extra: str) -> str:
    """The command that installs irpass's optional ``extra`` (``quadrants``: Quadrants and numpy),
    for the errors of what needs it."""
    return f"pip install 'irpass[{extra}]'"
