"""What the tests share: where things are, the strategy x overflow matrix, and one cache of
rewrites so the cross-cutting tests (determinism, gated and real dumps, ...) rewrite each
module under each mode once per session, not once per file."""

import os
import sys
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import irpass
from irpass.errors import IRPassError
from irpass.ir.model import Function, Module
from irpass.strategies import REGISTRY

ROOT = Path(__file__).resolve().parent.parent
TESTDATA = ROOT / "testdata"
DUMPS = sorted((TESTDATA / "quadrants" / "dumps").glob("*.ll"))
LIT = [sys.executable, "-c", "import lit.main; lit.main.main()"]
"""lit, run by this Python (its package has no ``__main__``)."""

MODES = [(n, m) for n, s in REGISTRY.items() for m in s.overflow_modes]
"""Every strategy under every overflow mode it supports."""
REWRITING_MODES = [(n, m) for n, m in MODES if n != "none"]
"""The same without ``none``, whose identity is pinned on its own (test_determinism)."""


def mode_ids(modes: list[tuple[str, str]]) -> list[str]:
    return [f"{s}-{m}" for s, m in modes]


@cache
def _rewrite(text: str, strategy: str, overflow: str | None) -> irpass.Result | IRPassError:
    try:
        return irpass.rewrite(text, irpass.RewriteOptions(strategy, overflow=overflow))
    except IRPassError as exc:
        return exc


def rewrite(text: str, strategy: str, overflow: str | None = None) -> irpass.Result:
    """``irpass.rewrite`` of ``text`` (verified), computed once per session; an error is raised
    again each time it is asked for. ``overflow`` None is the strategy's default mode."""
    overflow = overflow or REGISTRY[strategy].overflow_modes[0]
    done = _rewrite(text, strategy, str(overflow))
    if isinstance(done, IRPassError):
        raise done
    return done


def parallel(fn, items):
    """``fn`` of each item, on as many threads as there are cores: for work that waits on its
    own process (Quadrants runs, opt), which then fills every core."""
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return list(pool.map(fn, items))


def functions(module: Module) -> list[Function]:
    """The functions ``read`` split into blocks, in order."""
    return [item for item in module.items if isinstance(item, Function)]
