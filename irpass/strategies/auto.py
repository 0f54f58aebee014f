"""``auto`` (the default): per function, the legal strategy with the lowest estimated ptxas cost.

The estimate is checked pushes times the extra ptxas time per push that each
shape cost over the unchecked floor (each strategy's ``costs``, read from the
registry, so a new strategy takes part by declaring its own), the worst over
the large kernels of the full bench run (``bench/results/latest.json``,
2026-11-30: 4x64, 4x256, 32x32 and the two vectorised Quadrants dumps; sm_90,
CUDA 13.0). Worst rather than median because the differences between the
block-light shapes are within the noise of one kernel and the tail is what
users feel. On that data the ranking does not change with size, so the choice
comes down to legality:

- Taichi pushes are unchecked in Taichi itself: ``inline`` adds no block.
- ``--overflow unchecked``: ``inline`` without checks (the floor itself).
- ``--overflow abort`` (default): ``merged-checks`` in functions that return
  void; a function that returns a value cannot return early.
- ``--overflow exact``, and non-void functions: ``opaque``.

A chosen strategy that declines a function hands it to its fallback
(``merged-checks`` to ``shared-exit``); the stats say what really ran.
"""

from collections.abc import Mapping

from irpass.adstack.analysis import FunctionAnalysis
from irpass.adstack.helpers import Flavour, Op
from irpass.strategies.base import Overflow, Route, Strategy


def checked_pushes(analysis: FunctionAnalysis) -> int:
    return sum(
        1 for stack in analysis.stacks if stack.rewritable for s in stack.sites if s.op is Op.PUSH
    )


class AutoStrategy(Strategy):
    name = "auto"
    summary = (
        "per function, the legal strategy and mode with the lowest ptxas cost measured by the "
        "bench (the costs column); --stats shows the estimates"
    )
    blocks = "those of the chosen one"
    overflow_modes = (Overflow.ABORT, Overflow.EXACT, Overflow.UNCHECKED)

    def route(
        self,
        analysis: FunctionAnalysis,
        overflow: Overflow,
        peers: Mapping[str, type[Strategy]],
    ) -> Route:
        """The cheapest (strategy, mode) of ``peers`` that keeps ``overflow``'s promise and may
        rewrite the function; on equal cost, the first in the registry."""
        taichi = analysis.helpers is not None and analysis.helpers.flavour is Flavour.TAICHI
        if taichi:
            overflow = Overflow.UNCHECKED
        legal = [
            (peer.name, mode, cost)
            for peer in peers.values()
            for mode, cost in peer.costs.items()
            if mode.keeps(overflow) and peer.takes(analysis, mode)
        ]
        name, mode, _ = min(legal, key=lambda c: c[2])
        if taichi:
            return Route(name, mode, f"Taichi pushes are unchecked; {name} adds no block")
        if overflow is Overflow.UNCHECKED:
            return Route(name, mode, f"no overflow check asked for: {name} without checks")
        pushes = checked_pushes(analysis)
        costs = ", ".join(f"{n}/{m} +{c * pushes / 1000:.2f}s" for n, m, c in legal)
        return Route(name, mode, f"{pushes} checked pushes, est. ptxas over floor {costs}")
