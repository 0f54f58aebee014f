"""Options of the rewrite, kept apart from the command line that fills them."""

from collections.abc import Iterable
from dataclasses import dataclass
from difflib import get_close_matches
from enum import Enum

from irpass.errors import UsageError
from irpass.strategies import (
    DEFAULT_STRATEGY,
    OVERFLOW_MODES,
    REGISTRY,
    Overflow,
    StrategyOptions,
)


class AssertExit(Enum):
    """How a failed assert leaves (``irpass.passes.noreturn_asserts``): ``RETURN`` sends the
    failure edge to the kernel's own return (exact with every Quadrants runtime), ``THREAD``
    ends the block with ``unreachable`` (exact with the GPU runtimes, whose report ends the
    thread)."""

    RETURN = "return"
    THREAD = "thread"


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
        if self.strategy not in REGISTRY:
            raise UsageError(
                f"unknown strategy '{self.strategy}' (one of {', '.join(REGISTRY)})"
                + _did_you_mean(self.strategy, REGISTRY)
            )
        if self.overflow is not None:
            if self.overflow not in OVERFLOW_MODES:
                raise UsageError(
                    f"unknown overflow mode '{self.overflow}' (one of {', '.join(OVERFLOW_MODES)})"
                    + _did_you_mean(str(self.overflow), OVERFLOW_MODES)
                )
            object.__setattr__(self, "overflow", Overflow(self.overflow))
            modes = REGISTRY[self.strategy].overflow_modes
            if self.overflow not in modes:
                raise UsageError(
                    f"strategy '{self.strategy}' does not support --overflow {self.overflow} "
                    f"(it supports {', '.join(modes)})"
                )
        if self.max_run is not None and self.max_run < 1:
            raise UsageError(f"max_run {self.max_run}: must be at least 1")

    def strategy_options(self) -> StrategyOptions:
        """What the strategies see: the overflow mode resolved against the strategy's default."""
        overflow = self.overflow or REGISTRY[self.strategy].overflow_modes[0]
        return StrategyOptions(self.hoist_max, overflow, self.max_run, self.leave_alone)

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


def _did_you_mean(name: str, names: Iterable[str]) -> str:
    """``; did you mean 'merged-checks'?`` for a near miss such as ``merged_checks``."""
    close = get_close_matches(name.replace("_", "-"), list(names), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""
