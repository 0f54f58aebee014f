"""The one error type users see: ``FILE:LINE:COL: error: MESSAGE``."""

from dataclasses import dataclass


@dataclass
class IRPassError(Exception):
    """A problem with the input or the request, located in a file when known."""

    message: str
    path: str = "<input>"
    line: int = 1
    col: int = 1

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: error: {self.message}"

    @classmethod
    def internal(cls, exc: Exception, path: str) -> "IRPassError":
        """An unexpected exception (a bug in irpass) as one reportable line."""
        return cls(f"internal error: {type(exc).__name__}: {exc} (please report)", path)

    def at(self, path: str) -> "IRPassError":
        """The same error, attributed to ``path``."""
        return IRPassError(self.message, path, self.line, self.col)
