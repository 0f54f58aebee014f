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
    text: str
    stats: ModuleStats


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
    out, stats = _passes(text, options, say, path, verify and verify_each)
    changed = out is not text
    if options.pre_optimise and changed:
        out = pre_optimised(out, path)
    if options.cold_runtime is not None:
        out = define_cold_runtime(out, options.cold_runtime, path)
    if verify and out is not text:
        say("verifying the output")
        verify_output(out, path)
    return Result(out, stats)


def _passes(
    text: str, options: RewriteOptions, say: Callable[[str], None], path: str, verify_each: bool
) -> tuple[str, ModuleStats]:
    """The passes over ``text``: the text after them (``text`` itself when none changed it)
    and the stats. A function of its own so that the model is freed before LLVM verifies the
    output."""
    unit = Unit.of(text, say)
    stats = ModuleStats(options.strategy, None)

    manager.run(unit, options.pipeline(), stats.record, path, verify_each)
    return (unit.text() if unit.changes else text), stats
