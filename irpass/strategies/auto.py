"""``auto`` (the default): pick a strategy per function from the overflow mode and its shape.

The choice follows the ptxas measurements recorded in ``bench/results``: on
real Quadrants kernels one merged check per block came within a few percent
of the unchecked floor, per-push checks with a shared exit were next, and the
seed's per-push overflow-and-merge blocks were slowest; a push that stays an
out-of-line call adds no block and is the only block-free shape that keeps the
exact contract.

- Taichi: pushes are unchecked in Taichi itself, so ``inline`` adds no block.
- ``--overflow unchecked``: ``inline`` without checks (the floor).
- ``--overflow exact``: ``opaque``.
- ``--overflow abort`` (default): ``merged-checks`` for functions that return
  void; others cannot return early and get ``opaque`` (exact).
"""

from irpass.adstack.analysis import FunctionAnalysis
from irpass.adstack.flavour import Flavour
from irpass.strategies.base import FunctionRewrite, StrategyOptions
from irpass.strategies.builders import Declarations
from irpass.strategies.inline import Inline
from irpass.strategies.merged_checks import MergedChecks
from irpass.strategies.opaque import Opaque
from irpass.strategies.shared_exit import returns_void


def choose(analysis: FunctionAnalysis, overflow: str) -> tuple[object, StrategyOptions | None, str]:
    """(strategy, overflow mode override, why)."""
    if analysis.helpers is not None and analysis.helpers.flavour is Flavour.TAICHI:
        return Inline(), "unchecked", "Taichi pushes are unchecked; inline adds no block"
    if overflow == "unchecked":
        return Inline(), None, "no overflow check requested; inline without checks is the floor"
    if overflow == "exact":
        return Opaque(), None, "exact overflow keeps pushes as out-of-line calls: no new blocks"
    if returns_void(analysis):
        return (
            MergedChecks(),
            None,
            "one merged check per block, shared exit (fastest checked shape)",
        )
    return (
        Opaque(),
        "exact",
        "function returns a value, cannot abort: opaque keeps the exact contract",
    )


class Auto:
    name = "auto"
    summary = (
        "choose per function (merged-checks, opaque or inline) from the overflow mode and shape"
    )
    overflow_modes = ("abort", "exact", "unchecked")

    def rewrite(
        self, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
    ) -> FunctionRewrite | None:
        strategy, mode, why = choose(analysis, options.overflow)
        settings = StrategyOptions(options.hoist_max, mode or options.overflow)
        done = strategy.rewrite(analysis, settings, declarations)
        if done is not None:
            done.choice = f"{strategy.name}: {why}"
        return done
