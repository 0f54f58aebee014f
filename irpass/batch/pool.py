"""``rewrite-dir``'s workers: each file in a forked child of its own, a few at a time.

A child per file (not a pool of long-lived workers) is what makes a signal prompt and clean: the
parent stops the children in flight with SIGTERM, which ends one at once even inside LLVM, or
just after its rename if it had begun it; the parent then removes the temporaries of those that
did not finish. A fork costs about a millisecond, nothing beside a rewrite.
"""

import contextlib
import os
import select
import signal
from collections.abc import Callable

from irpass.batch.files import Job
from irpass.batch.summary import FileOutcome, Status
from irpass.batch.work import rewrite_file
from irpass.child import Child, ChildDied
from irpass.errors import IRPassError
from irpass.interrupts import as_interrupted, deferred


def run_jobs(todo: list[Job], workers: int, finished: Callable[[int, FileOutcome], None]) -> int:
    """Run the jobs, ``workers`` at a time, calling ``finished(index, outcome)`` as each ends;
    the signal that stopped them (a KeyboardInterrupt, or Interrupted), or 0."""
    running: dict[int, tuple[Child, int]] = {}  # the child's pipe -> the child, its job
    pending = iter(enumerate(todo))
    try:
        while True:
            while len(running) < workers and (nxt := next(pending, None)) is not None:
                i, job = nxt
                with deferred():  # a signal finds the child in ``running``, to stop it
                    child = Child(lambda _channel, job=job: rewrite_file(job))
                    running[child.fd] = (child, i)
            if not running:
                return 0
            ready, _, _ = select.select(list(running), [], [])
            for fd in ready:
                with deferred():  # the child has done: its outcome is taken whole, or not at all
                    child, i = running.pop(fd)
                    finished(i, outcome(child, todo[i]))
    except KeyboardInterrupt as exc:
        signum = as_interrupted(exc).signum
        for child, _ in running.values():
            child.stop()
        for child, i in running.values():
            finished(i, outcome(child, todo[i], signum))
        return signum


def outcome(child: Child, job: Job, signum: int = 0) -> FileOutcome:
    """What ``child`` did with ``job`` (it was stopped by ``signum``, if not 0)."""
    try:
        return child.result()
    except ChildDied as died:
        if signum:
            name = signal.Signals(signum).name
            return FileOutcome(job.source, Status.INTERRUPTED, error=f"interrupted by {name}")
        error = str(IRPassError.internal(died, job.source))
    except Exception as exc:  # noqa: BLE001 - rewrite_file reports its own; this is a bug
        error = str(IRPassError.internal(exc, job.source))
    finally:
        child.reap()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(job.temporary)
    return FileOutcome(job.source, Status.FAILED, error=error)
