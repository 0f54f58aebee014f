"""The one driver of a rewrite, for ``irpass.rewrite``, ``irpass rewrite``, ``rewrite-dir`` and
the Quadrants runner: read, verify the input, the passes over the model, the LLVM stage, emit,
write, verify the output.

``Driver`` runs one module through a ``Pipeline`` (``irpass.pipeline``: the stages declared as
one value), step by step in that order.
A caller that writes between the steps (the command line and ``rewrite-dir`` write a temporary
and verify what they wrote) calls them one by one; the command line runs the last, the output's
verification, in a process of its own, so that LLVM's peak on the output does not stack on the
rewrite's.
"""

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from irpass.backend.emit import emit
from irpass.backend.llvm import verify as verify_module
from irpass.backend.stage import prepare
from irpass.backend.verify_pieces import Text, verify_output, verify_written
from irpass.passes import manager
from irpass.passes.registry import PASSES
from irpass.passes.unit import Unit
from irpass.pipeline import Pipeline
from irpass.source import decode
from irpass.stats import ModuleStats


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


@dataclass(frozen=True)
class Driver:
    """One module through ``pipeline``: ``path`` names the module in errors, ``progress``
    hears what is being done (for long modules)."""

    pipeline: Pipeline
    path: str = "<input>"
    progress: Callable[[str], None] | None = None
    verify_each: bool = False

    def say(self, message: str) -> None:
        if self.progress is not None:
            self.progress(message)

    def read(self, data: bytes) -> str:
        """The module's text from the input's bytes (textual IR or bitcode)."""
        return decode(data, self.path)

    def rewrite(self, text: str) -> Result:
        """The input verified (unless the pipeline does not verify: IR known to be valid), the
        passes over the model, then the LLVM stage's ``-O3`` and the runtime's cold code defined
        in the module, if asked. The output is not verified here: ``check``."""
        rewrite = self.pipeline.rewrite
        with _collector_paused():
            if self.pipeline.verify:
                self.say("verifying the input")
                verify_module(text, self.path)
            parts, stats = self._passes(text)
            result = Result([text] if parts is None else parts, stats, parts is not None)
            optimise = rewrite.pre_optimise and result.changed
            if optimise or rewrite.cold_runtime is not None:
                out = prepare(result.text, optimise, rewrite.cold_runtime, self.path)
                result.parts, result.changed = [out], out is not text
            return result

    def _passes(self, text: str) -> tuple[list[str] | None, ModuleStats]:
        """The passes over ``text``: the text after them in pieces (None when none changed it)
        and the stats. A function of its own so that the model is freed before LLVM verifies
        the output. ``verify_each`` verifies after every pass that changed the module, to find
        the one that broke it."""
        unit = Unit.of(text, self.progress)
        stats = ModuleStats(
            self.pipeline.rewrite.promote.strategy, None, pipeline=str(self.pipeline)
        )

        def record(name: str, result: object) -> None:
            stats.record(PASSES[name].stats, result)

        def verify_each(text: str, name: str) -> None:
            verify_output(text, self.path, f" after {name}")

        each = verify_each if self.pipeline.verify and self.verify_each else None
        manager.run(unit, self.pipeline.passes, record, each)
        return (unit.parts() if unit.changes else None), stats

    def encode(self, parts: list[str], pieces: bool = True) -> list[str] | bytes:
        """What is written of the module ``parts``: the pieces themselves when the output is
        the text and the writer takes pieces (``pieces``), else the emitted bytes."""
        output = self.pipeline.output
        if output.passthrough and pieces:
            return parts
        return emit("".join(parts), output, self.path)

    def checks(self, changed: bool) -> bool:
        """Whether the written output needs ``check``: a changed text written as it is (LLVM
        verifies what ``emit`` compiles itself)."""
        return self.pipeline.verify and changed and self.pipeline.output.passthrough

    def check(self, module: Text | list[str] | None, written: str | None = None) -> None:
        """LLVM's verdict on the output: the file ``written`` when it was written to one (read
        through an mmap, in pieces), else ``module`` itself."""
        self.say("verifying the output")
        if written is not None:
            verify_written(written, self.path)
        else:
            verify_output("".join(module) if isinstance(module, list) else module, self.path)


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
