"""One file of ``rewrite-dir``, as its child process does it: read, rewrite, write.

In place, the child holds an exclusive ``flock`` on the input from before it reads it until it
has replaced it, and reads it only if the path still names the file it locked. So two runs on
one tree never both rewrite one original: the second waits for the first, then reads the
rewritten file, which carries irpass's marker, and leaves it alone. The lock lives on the open
input (no lock file), and the kernel drops it with the process, however it ends.
"""

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from irpass.adstack.helpers import mentions_helpers
from irpass.api import is_rewritten
from irpass.backend.emit import EmitOptions
from irpass.batch.files import Job
from irpass.batch.summary import FileOutcome, Status
from irpass.child import finishing
from irpass.driver import Driver
from irpass.errors import IRPassError, cannot_read, cannot_write
from irpass.outputs import Outputs, reason
from irpass.pipeline import Pipeline
from irpass.source import is_bitcode, read_bytes


def rewrite_file(job: Job) -> FileOutcome:
    """Rewrite one file; never raises for a bad module, reports it instead."""
    start = time.perf_counter()
    path = job.source
    try:
        with locked(job) as data:
            driver = _driver(job, data)
            text = driver.read(data)
            stacks, skipped = 0, ()
            if not mentions_helpers(text) and not job.options.cold_paths:
                status, out = Status.NO_HELPERS, [text]
            elif is_rewritten(text):
                status, out = Status.ALREADY, [text]
            else:
                result = driver.rewrite(text)
                stacks = result.stats.stacks_rewritten
                skipped = tuple(result.stats.skipped_by_code.items())
                out = result.parts
                same = not result.changed or _same(out, text)
                status = Status.UNCHANGED if same else Status.REWRITTEN
            del text
            written = _write(job, driver, out, status)
        seconds = time.perf_counter() - start
        return FileOutcome(path, status, stacks, skipped, None, seconds, written)
    except IRPassError as e:
        error = str(e.at(path))
    except OSError as e:  # the output's folder could not be made
        error = str(cannot_write(job.target, reason(e)))
    except Exception as e:  # a bug on one module must not cost the others their rewrite
        error = str(IRPassError.internal(e, path))
    return FileOutcome(path, Status.FAILED, error=error, seconds=time.perf_counter() - start)


@contextmanager
def locked(job: Job) -> Iterator[bytes]:
    """The input's bytes; in place, under an exclusive lock held to the end of the block."""
    if not job.in_place:
        yield read_bytes(job.source)
        return
    while True:
        try:
            fd = os.open(job.source, os.O_RDONLY)
        except OSError as exc:
            raise cannot_read(job.source, reason(exc)) from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            if _same_file(fd, job.source):
                with os.fdopen(os.dup(fd), "rb") as handle:
                    data = handle.read()
                yield data
                return
        finally:
            os.close(fd)  # drops the lock


def _same_file(fd: int, path: str) -> bool:
    """Whether ``path`` still names the file open as ``fd`` (another run may have replaced
    it while this one waited for the lock)."""
    held = os.fstat(fd)
    try:
        now = os.stat(path)
    except FileNotFoundError:
        return False
    return (held.st_dev, held.st_ino) == (now.st_dev, now.st_ino)


def _same(parts: list[str], text: str) -> bool:
    """Whether ``parts`` join to ``text`` (without joining them)."""
    at = 0
    for part in parts:
        if not text.startswith(part, at):
            return False
        at += len(part)
    return at == len(text)


def _driver(job: Job, data: bytes) -> Driver:
    """The job's driver: in place, a bitcode input is written back as bitcode."""
    output = EmitOptions(emit="bc") if job.in_place and is_bitcode(data) else job.emit
    return Driver(Pipeline(job.options, output), job.source)


def _write(job: Job, driver: Driver, parts: list[str], status: Status) -> str | None:
    """Write the job's output (in place: only a changed module). A rewritten text is verified
    as written, in the temporary, before it replaces anything."""
    rewritten = status is Status.REWRITTEN
    if job.in_place and not rewritten:
        return None
    payload = driver.encode(parts)  # the temporary takes the pieces, encoded by parts
    if not job.in_place:
        Path(job.target).parent.mkdir(parents=True, exist_ok=True)
    with Outputs() as outputs:
        outputs.reserve(job.target, job.temporary)
        direct = outputs.write_temporaries({job.target: payload})
        if driver.checks(rewritten):  # a device or a FIFO: verified before it is written
            driver.check(parts, outputs.temporary(job.target))
        finishing()  # the rename and the word that it was done
        outputs.publish(direct)
    return job.target
