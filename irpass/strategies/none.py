"""``none``: parse and print without rewriting; the helper-call baseline."""

from irpass.adstack.analysis import FunctionAnalysis
from irpass.strategies.base import Overflow, Strategy


class NoneStrategy(Strategy):
    name = "none"
    summary = "parse and print, nothing rewritten (the helper-call baseline)"
    blocks = "0"
    overflow_modes = (Overflow.EXACT,)

    @classmethod
    def takes(cls, analysis: FunctionAnalysis, overflow: Overflow) -> bool:
        return False
