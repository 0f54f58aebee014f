"""``none``: parse and print without rewriting; the helper-call baseline."""

from irpass.adstack.analysis import FunctionAnalysis
from irpass.strategies.base import Overflow, Strategy


class NoneStrategy(Strategy):
    name = "none"
    summary = "keep every helper call (the baseline)"
    overflow_modes = (Overflow.EXACT,)

    @classmethod
    def takes(cls, analysis: FunctionAnalysis, overflow: Overflow) -> bool:
        return False
