"""``auto`` (the default): per function, the legal shape with the lowest estimated ptxas time,
where leaving the helper calls alone (``none``) is one of the shapes.

Each registry entry carries, per overflow mode, a ``Cost``: its ptxas time over the time of the
same function left alone, as a power law in the function's helper calls, fitted by
``python -m bench.costmodel`` on the bench's records (``bench/results/latest.json``; a test pins
the two together). Small functions are where a rewrite can lose: the shapes add blocks while
the runtime's inlined debug code dominates the time, so a shape whose estimate is above 1 loses
to leaving the calls alone. Legality first:

- Taichi pushes are unchecked in Taichi itself: the cheapest ``unchecked`` shape.
- A shape's mode must keep the promise of the mode asked for (``exact`` keeps ``abort``'s;
  leaving the calls alone is ``exact``); ``abort`` needs a function that returns void.

A chosen strategy that declines a function hands it to its fallback (``merged-checks`` to
``shared-exit``); the stats say what really ran.
"""

from collections.abc import Mapping
from functools import lru_cache

from irpass.adstack.helpers import Flavour
from irpass.adstack.stacks import FunctionAnalysis
from irpass.strategies.base import Overflow, Route, Strategy


class AutoStrategy(Strategy):
    name = "auto"
    summary = (
        "per function, the legal shape with the lowest estimated ptxas time; --stats shows the "
        "estimates; with --leave-alone, leaving the helper calls alone is one of the choices"
    )
    blocks = "those of the chosen one"
    overflow_modes = (Overflow.ABORT, Overflow.EXACT, Overflow.UNCHECKED)

    def route(
        self,
        analysis: FunctionAnalysis,
        overflow: Overflow,
        peers: Mapping[str, type[Strategy]],
    ) -> Route:
        """The (strategy, mode) of ``peers`` with the lowest estimate that keeps ``overflow``'s
        promise and may rewrite the function; on equal estimates, the first in the registry."""
        taichi = analysis.helpers is not None and analysis.helpers.flavour is Flavour.TAICHI
        routes = tuple(peers.values())
        return _cheapest(routes, overflow, analysis.helper_calls, analysis.returns_void, taichi)


@lru_cache(maxsize=1024)  # the functions of a module are alike: few distinct sets of facts
def _cheapest(
    peers: tuple[type[Strategy], ...],
    overflow: Overflow,
    calls: int,
    returns_void: bool,
    taichi: bool,
) -> Route:
    """``AutoStrategy.route`` for a function of these facts (all that the choice reads)."""
    if taichi:
        overflow = Overflow.UNCHECKED
    legal = [
        (peer.name, mode, cost.ratio(calls))
        for peer in peers
        for mode, cost in peer.costs.items()
        if mode.keeps(overflow) and peer.takes(returns_void, mode)
    ]
    name, mode, _ = min(legal, key=lambda c: c[2])
    if taichi:
        return Route(name, mode, f"Taichi pushes are unchecked; {name} adds no block")
    if overflow is Overflow.UNCHECKED:
        return Route(name, mode, f"no overflow check asked for: {name} without checks")
    estimates = ", ".join(f"{n}/{m} {r:.2f}" for n, m, r in legal)
    return Route(name, mode, f"{calls} helper calls, est. ptxas x left alone: {estimates}")
