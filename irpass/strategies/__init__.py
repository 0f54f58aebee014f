"""The registry from strategy names to strategies, and the one entry that runs them.

Adding a strategy is one module declaring a ``Strategy`` subclass and one line here; the
order is the order of ``--help``, of the README's table and of preference on equal cost.
"""

from dataclasses import replace

from irpass.adstack.stacks import FunctionAnalysis
from irpass.ir.builders import Declarations
from irpass.strategies.auto import AutoStrategy
from irpass.strategies.base import (
    OVERFLOW_MODES,
    FunctionRewrite,
    Overflow,
    OverflowExit,
    Strategy,
    StrategyOptions,
)
from irpass.strategies.inline import InlineStrategy
from irpass.strategies.merged_checks import MergedChecksStrategy
from irpass.strategies.none import NoneStrategy
from irpass.strategies.opaque import OpaqueStrategy
from irpass.strategies.shared_exit import SharedExitStrategy

DEFAULT_STRATEGY = "auto"
REGISTRY: dict[str, type[Strategy]] = {
    s.name: s
    for s in (
        AutoStrategy,
        MergedChecksStrategy,
        SharedExitStrategy,
        OpaqueStrategy,
        InlineStrategy,
        NoneStrategy,
    )
}


def rewrite_function(
    name: str, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
) -> FunctionRewrite | None:
    """One function rewritten by the strategy ``name`` routes it to, or by the fallbacks of
    those that decline it; None if none rewrites it."""
    peers = REGISTRY if options.leave_alone else {n: s for n, s in REGISTRY.items() if s.rewrites}
    route = REGISTRY[name]().route(analysis, options.overflow, peers)
    settings = replace(options, overflow=route.overflow)
    current: str | None = route.strategy
    while current is not None:
        done = REGISTRY[current]().rewrite(analysis, settings, declarations)
        if done is not None:
            if route.why is not None:
                done.choice = f"{route.strategy}/{route.overflow}: {route.why}"
            return done
        current = REGISTRY[current].fallback
    return None


__all__ = [
    "DEFAULT_STRATEGY",
    "OVERFLOW_MODES",
    "REGISTRY",
    "FunctionRewrite",
    "Overflow",
    "OverflowExit",
    "Strategy",
    "StrategyOptions",
    "rewrite_function",
]
