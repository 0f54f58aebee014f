"""The Python entry point: ``irpass.rewrite(text, RewriteOptions()) -> Result``."""

from dataclasses import dataclass

from irpass.options import RewriteOptions


@dataclass
class Result:
    text: str
    stats: object


def rewrite(text: str, options: RewriteOptions = RewriteOptions(), path: str = "<input>") -> Result:
    """Placeholder until the pipeline lands: verifies and returns the input."""
    from irpass.backend.llvm import parse

    parse(text, path)
    return Result(text, None)
