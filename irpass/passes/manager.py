"""The pass manager: one module read once, a list of passes over it, one print.

Every pass is ``run(unit, options) -> stats`` over a ``Unit``: the module's model
(``irpass.ir.model.Module``), split lazily (each pass splits the functions it asks for one at
a time, ``Module.each``, the others stay their exact text), and its text, printed only when a
pass reads it after another changed the model, or once at the end, in pieces that a writer
takes without joining them. Which passes run, and in which order, is the list
``RewriteOptions.pipeline()`` gives; what each is, ``irpass.passes.registry``.
"""

from collections.abc import Callable

from irpass.passes.registry import PASSES
from irpass.passes.unit import Unit


def run(
    unit: Unit,
    pipeline: list[tuple[str, object]],
    record: Callable[[str, object], None],
    verify_each: Callable[[str, str], None] | None = None,
) -> None:
    """Run ``pipeline`` (pass names and their options) over ``unit``, giving each pass's stats
    to ``record``. ``verify_each(text, name)`` is called after every pass that changed the
    module (LLVM's ``-verify-each``: the driver gives LLVM's verifier, a floor above), to find
    which pass broke it."""
    for name, options in pipeline:
        if PASSES[name].run is None:
            raise ValueError(f"{name} runs in the backend, not over a module in memory")
        before = unit.changes
        record(name, PASSES[name].run(unit, options))
        if unit.changes != before:
            unit.passes.append(name)
            if verify_each is not None:
                verify_each(unit.text(), name)


def apply(name: str, text: str, options: object | None = None) -> tuple[str, object]:
    """One pass over ``text`` (its default options unless given): the text after it and the
    pass's stats."""
    unit = Unit.of(text)
    found: list[object] = []
    run(unit, [(name, options or PASSES[name].options())], lambda _, stats: found.append(stats))
    return unit.text(), found[0]
