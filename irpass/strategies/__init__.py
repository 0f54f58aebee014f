"""The registry from strategy names to strategies."""

from irpass.strategies.auto import Auto
from irpass.strategies.base import OVERFLOW_MODES, Strategy, StrategyOptions
from irpass.strategies.inline import Inline
from irpass.strategies.merged_checks import MergedChecks
from irpass.strategies.none import Unchanged
from irpass.strategies.opaque import Opaque
from irpass.strategies.shared_exit import SharedExitStrategy

REGISTRY: dict[str, Strategy] = {
    s.name: s
    for s in (Auto(), Inline(), SharedExitStrategy(), MergedChecks(), Opaque(), Unchanged())
}

__all__ = ["OVERFLOW_MODES", "REGISTRY", "Strategy", "StrategyOptions"]
