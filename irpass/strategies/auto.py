"""``auto`` (the default): per function, the legal strategy with the lowest estimated ptxas cost.

The estimate is checked pushes times the extra ptxas time per push that each
shape cost over the unchecked floor, the worst over the large kernels of the
full bench run (``bench/results/latest.json``, 2026-11-30: 4x64, 4x256, 32x32
and the two vectorised Quadrants dumps; sm_90, CUDA 13.0). Worst rather than
median because the differences between the block-light shapes are within
the noise of one kernel and the tail is what users feel. On that data the
ranking does not change with size, so the choice comes down to legality:

- Taichi pushes are unchecked in Taichi itself: ``inline`` adds no block.
- ``--overflow unchecked``: ``inline`` without checks (the floor itself).
- ``--overflow abort`` (default): ``merged-checks`` in functions that return
  void; a function that returns a value cannot return early.
- ``--overflow exact``, and non-void functions: ``opaque``.
"""

from dataclasses import dataclass

from irpass.adstack.analysis import FunctionAnalysis
from irpass.adstack.flavour import Flavour
from irpass.strategies.base import FunctionRewrite, Strategy, StrategyOptions
from irpass.strategies.builders import Declarations
from irpass.strategies.inline import Inline
from irpass.strategies.merged_checks import MergedChecks
from irpass.strategies.opaque import Opaque
from irpass.strategies.shared_exit import SharedExitStrategy


@dataclass(frozen=True)
class Candidate:
    strategy: Strategy
    overflow: str
    ms_per_push: float  # worst extra ptxas ms per checked push over the floor, from bench/


# In order of preference on equal cost.
CANDIDATES = (
    Candidate(MergedChecks(), "abort", 0.18),
    Candidate(SharedExitStrategy(), "abort", 1.54),
    Candidate(Opaque(), "exact", 9.21),
    Candidate(Inline(), "exact", 22.06),
    Candidate(Inline(), "abort", 45.29),
)
_STRONGER = {"unchecked": {"unchecked"}, "abort": {"abort", "exact"}, "exact": {"exact"}}


def checked_pushes(analysis: FunctionAnalysis) -> int:
    return sum(
        1 for stack in analysis.stacks if stack.rewritable for s in stack.sites if s.op == "push"
    )


def choose(analysis: FunctionAnalysis, overflow: str) -> tuple[Strategy, str, str]:
    """(strategy, overflow mode, why) for one function."""
    if analysis.helpers is not None and analysis.helpers.flavour is Flavour.TAICHI:
        return Inline(), "unchecked", "Taichi pushes are unchecked; inline adds no block"
    if overflow == "unchecked":
        return Inline(), "unchecked", "no overflow check asked for: inline without checks"
    legal = [
        c
        for c in CANDIDATES
        if c.overflow in _STRONGER[overflow] and (c.overflow != "abort" or analysis.returns_void)
    ]
    best = min(legal, key=lambda c: c.ms_per_push)
    pushes = checked_pushes(analysis)
    costs = ", ".join(
        f"{c.strategy.name}/{c.overflow} +{c.ms_per_push * pushes / 1000:.2f}s" for c in legal
    )
    return best.strategy, best.overflow, f"{pushes} checked pushes, est. ptxas over floor {costs}"


class Auto:
    name = "auto"
    summary = "per function, the legal strategy with the lowest measured ptxas cost"
    overflow_modes = ("abort", "exact", "unchecked")

    def rewrite(
        self, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
    ) -> FunctionRewrite | None:
        strategy, mode, why = choose(analysis, options.overflow)
        done = strategy.rewrite(analysis, StrategyOptions(options.hoist_max, mode), declarations)
        if done is not None:
            done.choice = f"{strategy.name}/{mode}: {why}"
        return done
