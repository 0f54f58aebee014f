"""Options of the rewrite, kept apart from the command line that fills them."""

from dataclasses import dataclass


@dataclass(frozen=True)
class RewriteOptions:
    """What to do with the adstack helper calls of a module.

    ``strategy`` names an entry of ``irpass.strategies.REGISTRY``; ``overflow``
    is ``None`` for the strategy's own default mode. ``outline`` routes the calls
    to cold callees (the assert helpers, irpass's own overflow pushes, and the
    fnmatch patterns of ``outline_callees``) through out-of-line wrappers, see
    ``irpass.passes.outline``.
    """

    strategy: str = "auto"
    hoist_max: bool = True
    overflow: str | None = None
    outline: bool = False
    outline_callees: tuple[str, ...] = ()
