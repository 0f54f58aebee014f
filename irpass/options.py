"""Options of the rewrite, kept apart from the command line that fills them."""

from dataclasses import dataclass

from irpass.passes.adstack_promote import AdstackPromote
from irpass.passes.debug_checks import DebugChecks
from irpass.passes.noreturn_asserts import AssertExit, NoreturnAsserts
from irpass.passes.outline import OutlineCold
from irpass.strategies import DEFAULT_STRATEGY, Overflow, StrategyOptions

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

    def __post_init__(self) -> None:
        promote = self.promote()  # checks the stack rewrite's options
        object.__setattr__(self, "overflow", promote.overflow)

    def promote(self) -> AdstackPromote:
        return AdstackPromote(
            self.strategy, self.overflow, self.max_run, self.hoist_max, self.leave_alone
        )

    def strategy_options(self) -> StrategyOptions:
        """What the strategies see: the overflow mode resolved against the strategy's default."""
        return self.promote().settings()

    def pipeline(self) -> list[tuple[str, object]]:
        """The passes these options ask for, in order, each with its options: the stack rewrite
        always, then the cold-path passes asked for."""
        passes: list[tuple[str, object]] = [("adstack-promote", self.promote())]
        if self.debug_checks:
            passes.append(("debug-checks", DebugChecks()))
        if self.noreturn_asserts is not None:
            passes.append(("noreturn-asserts", NoreturnAsserts(self.noreturn_asserts)))
        if self.outline:
            passes.append(("outline-cold", OutlineCold(self.outline_callees)))
        return passes

    @property
    def cold_paths(self) -> bool:
        """Whether a pass beyond the stack rewrite is asked for: it may change modules that
        have no helper calls."""
        return (
            self.outline
            or self.debug_checks
            or self.noreturn_asserts is not None
            or self.cold_runtime is not None
            or self.pre_optimise
        )
