"""``none``: parse and print without rewriting; the helper-call baseline, and what ``auto``
picks where every shape is estimated slower than leaving the helper calls alone."""

from irpass.adstack.stacks import FunctionAnalysis
from irpass.ir.builders import Declarations
from irpass.strategies.base import LEFT_ALONE, FunctionRewrite, Overflow, Strategy, StrategyOptions


class NoneStrategy(Strategy):
    name = "none"
    summary = "parse and print, nothing rewritten (the helper-call baseline)"
    blocks = "0"
    overflow_modes = (Overflow.EXACT,)
    costs = {Overflow.EXACT: LEFT_ALONE}
    rewrites = False

    def rewrite(
        self, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
    ) -> FunctionRewrite | None:
        return None
