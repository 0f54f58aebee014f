"""The registry from strategy names to strategies."""

from irpass.strategies.base import OVERFLOW_MODES, Strategy, StrategyOptions
from irpass.strategies.inline import Inline
from irpass.strategies.none import Unchanged

REGISTRY: dict[str, Strategy] = {s.name: s for s in (Unchanged(), Inline())}

__all__ = ["OVERFLOW_MODES", "REGISTRY", "Strategy", "StrategyOptions"]
