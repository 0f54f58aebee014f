"""The pass manager: one module read once, a list of passes over it, one print.

Every pass is ``run(unit, options) -> stats`` over a ``Unit``: the module's model
(``irpass.ir.model.Module``), split lazily (each pass splits the functions it asks for one at
a time, ``Module.each``, the others stay their exact text), and its text, printed only when a
pass reads it after another changed the model, or once at the end, in pieces that a writer
takes without joining them. Which passes run, and in which order, is the list
``RewriteOptions.pipeline()`` gives; what each is, ``irpass.passes.registry``.
"""

import mmap
import os
from collections.abc import Callable

from irpass.backend.verify_pieces import Text, verify_in_pieces
from irpass.errors import IRPassError
from irpass.passes.registry import PASSES
from irpass.passes.unit import Unit


def run(
    unit: Unit,
    pipeline: list[tuple[str, object]],
    record: Callable[[str, object], None],
    path: str = "<input>",
    verify_each: bool = False,
) -> None:
    """Run ``pipeline`` (pass names and their options) over ``unit``, giving each pass's stats
    to ``record``. ``verify_each`` has LLVM verify the module after every pass that changed
    it (LLVM's ``-verify-each``), to find which pass broke it."""
    for name, options in pipeline:
        if PASSES[name].run is None:
            raise ValueError(f"{name} runs in the backend, not over a module in memory")
        before = unit.changes
        record(name, PASSES[name].run(unit, options))
        if unit.changes != before:
            unit.passes.append(name)
            if verify_each:
                verify_output(unit.text(), path, f" after {name}")


def verify_output(module: Text, path: str, after: str = "") -> None:
    """LLVM's verdict on a module irpass wrote (its text or bytes), in pieces when it is large:
    a rejection is irpass's bug, never the input's."""
    try:
        verify_in_pieces(module, path)
    except IRPassError as exc:
        raise IRPassError(
            f"internal error: rewritten module does not verify{after}: {exc.message}", path
        ) from None


def verify_written(written: str, path: str) -> None:
    """``verify_output`` of the module in the file ``written``, read through an mmap: only the
    pages each piece needs, never a copy of the whole text."""
    with open(written, "rb") as file:
        if os.fstat(file.fileno()).st_size == 0:  # mmap cannot map an empty file
            verify_output(b"", path)
            return
        with mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
            verify_output(data, path)


def apply(name: str, text: str, options: object | None = None) -> tuple[str, object]:
    """One pass over ``text`` (its default options unless given): the text after it and the
    pass's stats."""
    unit = Unit.of(text)
    found: list[object] = []
    run(unit, [(name, options or PASSES[name].options())], lambda _, stats: found.append(stats))
    return unit.text(), found[0]
