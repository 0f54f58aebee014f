"""Options of the rewrite, kept apart from the command line that fills them."""

from dataclasses import dataclass


@dataclass(frozen=True)
class RewriteOptions:
    """What to do with the adstack helper calls of a module.

    ``strategy`` names an entry of ``irpass.strategies.REGISTRY``; ``overflow``
    is ``None`` for the strategy's own default mode.
    """

    strategy: str = "auto"
    hoist_max: bool = True
    overflow: str | None = None
