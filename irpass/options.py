"""Options of the rewrite, kept apart from the command line that fills them."""

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from irpass.errors import UsageError
from irpass.passes.adstack_promote import AdstackPromote
from irpass.passes.noreturn_asserts import AssertExit
from irpass.passes.registry import PASSES
from irpass.strategies import Overflow, OverflowExit

__all__ = ["AssertExit", "Overflow", "OverflowExit", "RewriteOptions"]

_PROMOTE = "adstack-promote"


@dataclass(frozen=True, init=False)
class RewriteOptions:
    """What to do with a module: ``passes`` holds the options of each rewrite pass that runs,
    by registry name, in the registry's order (``irpass.passes.registry``; a pass without a
    switch, ``adstack-promote``, is always there). ``cold_runtime`` names a runtime bitcode
    whose cold reporting code the module then defines itself (``irpass.backend.cold_runtime``:
    for the ``QD_LOAD_IR`` flow, where Quadrants links); ``pre_optimise`` runs ``-O3`` and
    NewGVN on the result (``irpass.backend.pre_optimise``). Both are checked when made.

    Keywords fill ``passes`` too: the stack rewrite's option fields by name
    (``RewriteOptions("auto", overflow="abort", max_run=4)``), and each other rewrite pass by
    its name in snake case: True for its default options, None or False for off, its options,
    or the value of its one field (``debug_checks=True``, ``noreturn_asserts=AssertExit.THREAD``,
    ``outline_cold=("my_*",)``).
    """

    passes: Mapping[str, object]
    cold_runtime: str | None = None
    pre_optimise: bool = False

    def __init__(
        self,
        strategy: str | None = None,
        *,
        passes: Mapping[str, object] = {},  # noqa: B006 (read, never changed)
        cold_runtime: str | None = None,
        pre_optimise: bool = False,
        **keywords: Any,
    ) -> None:
        chosen = dict(passes)
        for name, options in chosen.items():
            entry = PASSES.get(name)
            if entry is None or entry.stage != "rewrite":
                raise UsageError(f"no rewrite pass {name!r}")
            if not isinstance(options, entry.options):
                kind = entry.options.__name__
                raise UsageError(f"{name}'s options are {kind}, not {type(options).__name__}")
        if strategy is not None:
            keywords["strategy"] = strategy
        promote = {f.name for f in dataclasses.fields(AdstackPromote)}
        given = {key: keywords.pop(key) for key in promote & keywords.keys()}
        chosen[_PROMOTE] = dataclasses.replace(chosen.get(_PROMOTE, AdstackPromote()), **given)
        for key, value in keywords.items():
            entry = PASSES.get(key.replace("_", "-"))
            if entry is None or entry.stage != "rewrite" or entry.name == _PROMOTE:
                raise TypeError(f"RewriteOptions() got an unexpected keyword argument {key!r}")
            if value is None or value is False:
                chosen.pop(entry.name, None)
            elif value is True:
                chosen[entry.name] = entry.options()
            elif isinstance(value, entry.options):
                chosen[entry.name] = value
            else:
                chosen[entry.name] = entry.options(value)
        for entry in PASSES.values():  # the registry's order; a pass without a switch is on
            if entry.stage == "rewrite" and entry.switch is None and entry.name not in chosen:
                chosen[entry.name] = entry.options()
        order = [name for name in PASSES if name in chosen]
        object.__setattr__(self, "passes", {name: chosen[name] for name in order})
        object.__setattr__(self, "cold_runtime", cold_runtime)
        object.__setattr__(self, "pre_optimise", pre_optimise)

    @property
    def promote(self) -> AdstackPromote:
        """The stack rewrite's options."""
        return self.passes[_PROMOTE]  # type: ignore[return-value]

    def pipeline(self) -> list[tuple[str, object]]:
        """The rewrite passes these options turn on, in the registry's order, each with its
        options: the stack rewrite always, then those asked for."""
        return list(self.passes.items())

    @property
    def cold_paths(self) -> bool:
        """Whether a pass beyond the stack rewrite is asked for: it may change modules that
        have no helper calls."""
        return len(self.passes) > 1 or self.cold_runtime is not None or self.pre_optimise
