"""Rewrite every kernel module of a directory: ``irpass rewrite-dir``.

The default pattern ``*_llvm.ll`` matches the LLVM modules Quadrants dumps
(``QD_DUMP_IR=1``) and skips its CHI IR dumps, which also end in ``.ll`` but are
not LLVM IR. The glob is relative to the directory (``**/*.ll`` recurses).

In place (no output directory), each file is read, rewritten with
:func:`irpass.rewrite` and replaced atomically (a temporary file in the same
directory, then ``os.replace``), so a reader sees the old or the new module,
never a mix. A file is written only when the rewrite changed it, which keeps
files without helper calls and already-rewritten files byte-identical, and a
second run a no-op; bitcode stays bitcode.

With an output directory, every matching file gets an output there at the same
relative path with the suffix of what is emitted (``.ll``, ``.bc``, ``.ptx`` or
``.s``, ``.o``) and the inputs are never written: what a build system wants
(outputs apart from inputs, one per input, names it can predict).

The rooms: :mod:`.files` (what is rewritten, where it goes, what is skipped), :mod:`.work` (one
file, in its child process), :mod:`.pool` (the children, and signals), :mod:`.summary`.
"""

import os
import signal
import time
from collections.abc import Callable
from pathlib import Path

from irpass.backend.emit import EmitOptions
from irpass.batch.files import plan
from irpass.batch.pool import run_jobs
from irpass.batch.summary import (
    DEFAULT_PATTERN,
    BatchInterrupted,
    BatchSummary,
    FileOutcome,
    Status,
)
from irpass.options import RewriteOptions
from irpass.pipeline import Pipeline

__all__ = [
    "DEFAULT_PATTERN",
    "BatchInterrupted",
    "BatchSummary",
    "FileOutcome",
    "Status",
    "rewrite_dir",
]


def rewrite_dir(
    directory: Path | str,
    options: RewriteOptions | None = None,
    jobs: int | None = None,
    pattern: str = DEFAULT_PATTERN,
    progress: Callable[[int, int, FileOutcome], None] | None = None,
    *,
    output: Path | str | None = None,
    emit_options: EmitOptions | None = None,
) -> BatchSummary:
    """Rewrite every ``pattern`` file of ``directory``, ``jobs`` at a time: in place, or into
    ``output`` compiled as ``emit_options`` ask.

    ``jobs`` defaults to the core count; ``progress(done, total, outcome)`` is
    called in this process as each file finishes. Files are reported in name
    order whatever order they finish in. A SIGINT (KeyboardInterrupt) or another
    Interrupted raises :class:`BatchInterrupted` once the files in flight have stopped.
    """
    start = time.perf_counter()
    directory = Path(directory)
    options, emit_options = options or RewriteOptions(), emit_options or EmitOptions()
    pipeline = Pipeline(options, emit_options)
    out = None if output is None else Path(output)
    todo, skipped = plan(directory, options, pattern, out, emit_options)
    done: list[FileOutcome | None] = [None] * len(todo)

    def finished(i: int, outcome: FileOutcome) -> None:
        done[i] = outcome
        if progress is not None:
            progress(sum(d is not None for d in done), len(todo), outcome)

    signum = run_jobs(todo, jobs or os.cpu_count() or 1, finished)
    pairs = zip(done, todo, strict=True)
    files = [f or FileOutcome(job.source, Status.NOT_STARTED) for f, job in pairs]
    files = sorted(files + skipped, key=lambda f: Path(f.path))
    seconds = time.perf_counter() - start
    summary = BatchSummary(str(directory), files, seconds, pattern=pattern, pipeline=str(pipeline))
    if signum:
        summary.interrupted = signal.Signals(signum).name
        raise BatchInterrupted(signum, summary)
    return summary
