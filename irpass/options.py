"""Options of the rewrite, kept apart from the command line that fills them."""

from collections.abc import Mapping
from dataclasses import dataclass, field

from irpass.errors import UsageError
from irpass.passes.adstack_promote import AdstackPromote
from irpass.passes.noreturn_asserts import AssertExit
from irpass.passes.registry import PASSES
from irpass.strategies import DEFAULT_STRATEGY, Overflow

__all__ = ["AssertExit", "Overflow", "RewriteOptions"]


@dataclass(frozen=True)
class RewriteOptions:
    """What to do with the adstack helper calls of a module; checked when made.

    ``strategy`` names an entry of ``irpass.strategies.REGISTRY``; ``overflow``
    (an ``Overflow`` or its name) is ``None`` for the strategy's own default mode.
    ``max_run`` caps the pushes one ``merged-checks`` check covers (None: a whole
    block). ``leave_alone`` lets ``auto`` leave a function's helper calls alone where every
    shape is estimated slower (see ``irpass.strategies.auto``). ``outline`` routes the calls
    to cold callees (the assert helpers, irpass's own overflow pushes, and the fnmatch
    patterns of ``outline_callees``) through out-of-line wrappers, see
    ``irpass.passes.outline``. ``debug_checks``
    rewrites the debug integer-overflow checks inline with one out-of-line reporter
    (``irpass.passes.debug_checks``); ``noreturn_asserts`` makes failed asserts leave
    the way the runtime does (None: asserts untouched). ``cold_runtime`` names a runtime
    bitcode whose cold reporting code the module then defines itself
    (``irpass.passes.cold_runtime``: for the ``QD_LOAD_IR`` flow, where Quadrants links);
    ``pre_optimise`` runs ``-O3`` and NewGVN on the result (``irpass.passes.pre_optimise``).
    ``passes`` holds, by registry name, the options of the rewrite passes that have no field
    here (each one named runs): a new pass needs no field.
    """

    strategy: str = DEFAULT_STRATEGY
    hoist_max: bool = True
    overflow: Overflow | None = None
    outline: bool = False
    outline_callees: tuple[str, ...] = ()
    max_run: int | None = None
    leave_alone: bool = False
    debug_checks: bool = False
    noreturn_asserts: AssertExit | None = None
    cold_runtime: str | None = None
    pre_optimise: bool = False
    passes: Mapping[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for name in self.passes:
            entry = PASSES.get(name)
            if entry is None or entry.stage != "rewrite" or entry.typed is not None:
                raise UsageError(f"no rewrite pass {name!r} takes its options from passes")
        promote = self.promote()  # checks the stack rewrite's options
        object.__setattr__(self, "overflow", promote.overflow)

    def promote(self) -> AdstackPromote:
        return AdstackPromote(
            self.strategy, self.overflow, self.max_run, self.hoist_max, self.leave_alone
        )

    def pipeline(self) -> list[tuple[str, object]]:
        """The rewrite passes these options turn on, in the registry's order, each with its
        options (``Pass.chosen``): the stack rewrite always, then those asked for."""
        rewrite = (entry for entry in PASSES.values() if entry.stage == "rewrite")
        chosen = ((entry.name, entry.chosen(self)) for entry in rewrite)
        return [(name, options) for name, options in chosen if options is not None]

    @property
    def cold_paths(self) -> bool:
        """Whether a pass beyond the stack rewrite is asked for: it may change modules that
        have no helper calls."""
        return (
            any(name != "adstack-promote" for name, _ in self.pipeline())
            or self.cold_runtime is not None
            or self.pre_optimise
        )
