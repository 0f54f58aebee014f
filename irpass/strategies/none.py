"""``none``: parse and print without rewriting; the helper-call baseline."""

from irpass.adstack.analysis import FunctionAnalysis
from irpass.strategies.base import FunctionRewrite, StrategyOptions
from irpass.strategies.builders import Declarations


class Unchanged:
    name = "none"
    summary = "keep every helper call (the baseline)"
    overflow_modes = ("exact",)

    def rewrite(
        self, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
    ) -> FunctionRewrite | None:
        return None
