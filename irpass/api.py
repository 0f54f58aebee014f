"""The Python entry point: ``irpass.rewrite(text, RewriteOptions()) -> Result``.

One read, a list of passes (``RewriteOptions.pipeline()``, run by ``irpass.passes.manager``
over one module in memory), one print, one verification.
"""

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from irpass.backend.llvm import verify as verify_module
from irpass.options import RewriteOptions
from irpass.passes import manager
from irpass.passes.adstack_promote import (
    MARKER,
    is_rewritten,
    without_strategy_comment,
)
from irpass.passes.cold_runtime import define_cold_runtime
from irpass.passes.manager import verify_output
from irpass.passes.pre_optimise import pre_optimised
from irpass.passes.unit import Unit
from irpass.stats import ModuleStats

__all__ = [
    "MARKER",
    "Result",
    "is_rewritten",
    "rewrite",
    "verify_output",
    "without_strategy_comment",
]


@dataclass
class Result:
    """The module after the passes, and their stats. ``parts`` is its text in pieces of whole
    lines, joined once when ``text`` is read: a large module's joined text is the largest string
    a rewrite makes, and a writer that takes the pieces never makes it. ``changed``: whether
    the text differs from the input (``parts`` is the input itself when not)."""

    parts: list[str]
    stats: ModuleStats
    changed: bool = True

    @property
    def text(self) -> str:
        if len(self.parts) != 1:
            self.parts = ["".join(self.parts)]
        return self.parts[0]


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a rewrite runs: a rewrite makes hundreds of
    thousands of small objects that live until it ends, and the collector's passes over them
    only cost time. Reference counting still frees what is dropped; the collector's state is
    restored after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@_collector_paused()
def rewrite(
    text: str,
    options: RewriteOptions | None = None,
    path: str = "<input>",
    *,
    verify: bool = True,
    verify_each: bool = False,
    progress: Callable[[str], None] | None = None,
) -> Result:
    """Run the passes ``options`` ask for over one module: the stack rewrite, then the
    cold-path passes; then, if asked, LLVM's ``-O3`` and the runtime's cold code defined in it.

    LLVM parses and verifies the input first and the output last, so bad IR is
    reported where it is and a wrong rewrite never leaves irpass. ``verify=False``
    skips both, for measuring irpass's own work on IR known to be valid; ``verify_each``
    verifies after every pass that changed the module, to find the one that broke it.
    ``progress`` hears what is being done, for long modules.
    """
    options = options or RewriteOptions()
    say = progress or (lambda _: None)
    if verify:
        say("verifying the input")
        verify_module(text, path)
    parts, stats = _passes(text, options, say, path, verify and verify_each)
    result = Result([text] if parts is None else parts, stats, parts is not None)
    if options.pre_optimise and result.changed:
        result.parts = [pre_optimised(result.text, path)]
    if options.cold_runtime is not None:
        out = define_cold_runtime(result.text, options.cold_runtime, path)
        result.parts, result.changed = [out], out is not text
    if verify and result.changed:
        say("verifying the output")
        verify_output(result.text, path)
    return result


def _passes(
    text: str, options: RewriteOptions, say: Callable[[str], None], path: str, verify_each: bool
) -> tuple[list[str] | None, ModuleStats]:
    """The passes over ``text``: the text after them in pieces (None when none changed it)
    and the stats. A function of its own so that the model is freed before LLVM verifies the
    output."""
    unit = Unit.of(text, say)
    stats = ModuleStats(options.strategy, None)

    manager.run(unit, options.pipeline(), stats.record, path, verify_each)
    return (unit.parts() if unit.changes else None), stats
