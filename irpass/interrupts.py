"""SIGINT and SIGTERM as one exception, and the moments they must wait for.

The command line turns both signals into :class:`Interrupted` (a KeyboardInterrupt, so ``except
Exception`` never swallows it) to stop promptly; a commit of output files blocks them so that a
run is never interrupted between two renames. A Python handler runs only between bytecodes, never
inside LLVM, so the work itself runs in a child process the handler can end (:mod:`irpass.child`).
"""

import signal
from collections.abc import Iterator
from contextlib import contextmanager

SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Interrupted(KeyboardInterrupt):
    """The run was stopped by signal ``signum``; exit status 128 + signum (130, 143)."""

    def __init__(self, signum: int = signal.SIGINT) -> None:
        super().__init__(signum)
        self.signum = signum

    @property
    def name(self) -> str:
        return signal.Signals(self.signum).name

    @property
    def exit_status(self) -> int:
        return 128 + self.signum


def as_interrupted(exc: KeyboardInterrupt) -> Interrupted:
    """A plain KeyboardInterrupt (Python's own SIGINT handler) is a SIGINT."""
    return exc if isinstance(exc, Interrupted) else Interrupted(signal.SIGINT)


@contextmanager
def raising() -> Iterator[None]:
    """Inside, the first SIGINT or SIGTERM raises Interrupted; later ones are ignored, so the
    cleanup the first one started is not itself cut short. The old handlers come back after."""
    old = {s: signal.getsignal(s) for s in SIGNALS}

    def handler(signum: int, frame: object) -> None:
        for s in SIGNALS:
            signal.signal(s, signal.SIG_IGN)
        raise Interrupted(signum)

    for s in SIGNALS:
        signal.signal(s, handler)
    try:
        yield
    finally:
        for s, previous in old.items():
            signal.signal(s, previous)


@contextmanager
def deferred() -> Iterator[None]:
    """Hold SIGINT and SIGTERM back until the block is done (a commit of several renames)."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)
