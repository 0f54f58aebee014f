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

SIGINT or SIGTERM stop the run: files not started are not, the ones in flight
stop at the next function and are not replaced, and :class:`BatchInterrupted`
carries the summary of what was done.
"""

import multiprocessing
import os
import signal
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from irpass.adstack.helpers import mentions_helpers
from irpass.adstack.verdict import SkipCode
from irpass.api import is_rewritten, rewrite
from irpass.backend.emit import EmitOptions, emit
from irpass.errors import IRPassError, UsageError, cannot_write
from irpass.interrupts import SIGNALS, Interrupted, as_interrupted, deferred
from irpass.options import RewriteOptions
from irpass.source import decode, is_bitcode, read_bytes, write_atomic
from irpass.stats import ModuleStats

DEFAULT_PATTERN = "*_llvm.ll"


class Status(StrEnum):
    """What happened to one file; the value is what the text and JSON summaries say."""

    REWRITTEN = "rewritten"
    NO_HELPERS = "no-helpers"  # no helper call (and nothing to outline): not even parsed
    ALREADY = "already-rewritten"  # carries irpass's marker
    UNCHANGED = "unchanged"  # parsed and rewritten, and no byte changed (say, --strategy none)
    FAILED = "failed"
    INTERRUPTED = "interrupted"  # stopped in flight by a signal: not replaced
    NOT_STARTED = "not-started"  # a signal came first


@dataclass(frozen=True)
class FileOutcome:
    """What happened to one file; ``output`` is the file written (None when nothing was)."""

    path: str
    status: Status
    stacks_rewritten: int = 0
    skipped: tuple[tuple[str, int], ...] = ()
    error: str | None = None
    seconds: float = 0.0
    output: str | None = None


@dataclass
class BatchSummary:
    """Every matching file, in name order; ``interrupted`` names the signal that stopped the
    run, if one did."""

    directory: str
    files: list[FileOutcome] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: str | None = None
    pattern: str = DEFAULT_PATTERN

    def count(self, *statuses: Status) -> int:
        return sum(f.status in statuses for f in self.files)

    @property
    def failed(self) -> list[FileOutcome]:
        return [f for f in self.files if f.status is Status.FAILED]

    @property
    def stacks_rewritten(self) -> int:
        return sum(f.stacks_rewritten for f in self.files)

    @property
    def skipped(self) -> dict[str, int]:
        """Stacks left alone, by cause (a ``SkipCode``), over all files."""
        total: Counter[str] = Counter()
        for f in self.files:
            total.update(dict(f.skipped))
        return dict(sorted(total.items()))

    def by_status(self) -> dict[str, int]:
        """Files per status, under the names the text summary uses."""
        return {status.value: self.count(status) for status in Status}

    def to_json(self) -> dict:
        return {
            "directory": self.directory,
            "pattern": self.pattern,
            "files_seen": len(self.files),
            "files": self.by_status(),
            "interrupted": self.interrupted,
            "stacks_rewritten": self.stacks_rewritten,
            "stacks_skipped": self.skipped,
            "seconds": round(self.seconds, 3),
            "per_file": [
                {
                    "path": f.path,
                    "status": f.status,
                    "output": f.output,
                    "stacks_rewritten": f.stacks_rewritten,
                    "stacks_skipped": dict(f.skipped),
                    "error": f.error,
                    "seconds": round(f.seconds, 3),
                }
                for f in self.files
            ],
        }

    def format(self, per_file: bool = False) -> str:
        """The human summary: failures first, then totals, with the JSON's names."""
        lines = [f.error or f"{f.path}: error" for f in self.failed]
        if per_file:
            lines += [
                f"{f.path}: {f.status} ({f.stacks_rewritten} stacks)"
                + (f" -> {f.output}" if f.output not in (None, f.path) else "")
                for f in self.files
            ]
        seen = len(self.files)
        counts = ", ".join(f"{n} {status}" for status, n in self.by_status().items() if n)
        lines.append(
            f"{seen} files: {counts or 'none'}; "
            f"{self.stacks_rewritten} stacks rewritten in {self.seconds:.2f} s"
        )
        lines += [
            f"  skipped {n} stacks: {code} ({SkipCode(code).summary})"
            for code, n in self.skipped.items()
        ]
        if self.interrupted:
            lines.append(
                f"interrupted by {self.interrupted}: the {self.count(Status.INTERRUPTED)} "
                "interrupted files were left as they were"
            )
        if not seen:
            lines.append(
                f"irpass: warning: no file in {self.directory} matches --pattern "
                f"'{self.pattern}' (Quadrants names its kernel modules *_llvm.ll; try "
                "--pattern '*.ll', or '**/*.ll' to recurse)"
            )
        return "\n".join(lines)


class BatchInterrupted(Interrupted):
    """A rewrite-dir run stopped by a signal; ``summary`` says what was done."""

    def __init__(self, signum: int, summary: BatchSummary) -> None:
        super().__init__(signum)
        self.summary = summary


@dataclass(frozen=True)
class Job:
    """One input and where its output goes (``target`` == ``source``: in place)."""

    source: str
    target: str
    options: RewriteOptions
    emit: EmitOptions = EmitOptions()


def stack_counts(stats: ModuleStats) -> tuple[int, tuple[tuple[str, int], ...]]:
    """Stacks rewritten, and stacks skipped counted by cause (a ``SkipCode``)."""
    return stats.stacks_rewritten, tuple(stats.skipped_by_code.items())


# A worker process learns to stop from a signal of its own or from the shared value the parent
# sets; the checks sit between functions of the rewrite and before the file is replaced.
_stop_shared = None  # multiprocessing RawValue("i"): the parent's interrupting signal, or 0
_stop_signal = 0


def _stop_requested() -> int:
    return _stop_signal or (_stop_shared.value if _stop_shared is not None else 0)


def _checkpoint(_message: str = "") -> None:
    signum = _stop_requested()
    if signum:
        raise Interrupted(signum)


def _init_worker(shared) -> None:
    global _stop_shared
    _stop_shared = shared

    def note(signum: int, frame: object) -> None:
        global _stop_signal
        _stop_signal = signum

    for s in SIGNALS:
        signal.signal(s, note)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, SIGNALS)


def rewrite_file(job: Job) -> FileOutcome:
    """Rewrite one file; never raises for a bad module or an interrupt, reports them instead."""
    start = time.perf_counter()
    path = job.source
    if _stop_requested():
        return FileOutcome(path, Status.NOT_STARTED)
    try:
        data = read_bytes(path)
        text = decode(data, path)
        stacks, skipped = 0, ()
        if not mentions_helpers(text) and not job.options.cold_paths:
            status, out = Status.NO_HELPERS, text
        elif is_rewritten(text):
            status, out = Status.ALREADY, text
        else:
            result = rewrite(text, job.options, path, progress=_checkpoint)
            stacks, skipped = stack_counts(result.stats)
            out = result.text
            status = Status.UNCHANGED if out == text else Status.REWRITTEN
        written = _write(job, data, out, status)
        seconds = time.perf_counter() - start
        return FileOutcome(path, status, stacks, skipped, None, seconds, written)
    except KeyboardInterrupt as exc:
        error = f"interrupted by {as_interrupted(exc).name}"
        return FileOutcome(
            path, Status.INTERRUPTED, error=error, seconds=time.perf_counter() - start
        )
    except IRPassError as e:
        error = str(e.at(path))
    except OSError as e:  # the output's folder could not be made
        error = str(cannot_write(job.target, (e.strerror or str(e)).lower()))
    except Exception as e:  # a bug on one module must not cost the others their rewrite
        error = str(IRPassError.internal(e, path))
    return FileOutcome(path, Status.FAILED, error=error, seconds=time.perf_counter() - start)


def _write(job: Job, data: bytes, text: str, status: Status) -> str | None:
    """Write the job's output (in place: only a changed module, bitcode as bitcode)."""
    if job.target == job.source:
        if status is not Status.REWRITTEN:
            return None
        payload = emit(text, EmitOptions(emit="bc")) if is_bitcode(data) else text.encode()
    else:
        payload = emit(text, job.emit, job.source)
        Path(job.target).parent.mkdir(parents=True, exist_ok=True)
    _checkpoint()
    write_atomic(job.target, payload)
    return job.target


def output_suffix(options: EmitOptions) -> str:
    """The suffix of the files ``options`` emit."""
    if options.emit == "asm":
        return ".ptx" if options.target == "ptx" else ".s"
    return {"ll": ".ll", "bc": ".bc", "obj": ".o"}[options.emit]


def matching_files(
    directory: Path, pattern: str = DEFAULT_PATTERN, exclude: Path | None = None
) -> list[Path]:
    """Regular files matching ``pattern`` under ``directory``, in name order (none under
    ``exclude``, an output directory inside it)."""
    found = (p for p in Path(directory).glob(pattern) if p.is_file())
    if exclude is not None:
        found = (p for p in found if not p.resolve().is_relative_to(exclude.resolve()))
    return sorted(found)


def plan(
    directory: Path,
    options: RewriteOptions,
    pattern: str,
    output: Path | None,
    emit_options: EmitOptions,
) -> list[Job]:
    """One job per matching file; outputs mirror the tree under ``output`` with the emitted
    suffix. Two inputs that would share an output, or an output on its input, are refused."""
    if output is None:
        if not emit_options.passthrough:
            raise UsageError(
                "rewrite-dir writes in place only the rewritten IR: give -o OUTDIR for "
                "-O, --target, --emit and the other output options"
            )
        return [Job(str(p), str(p), options) for p in matching_files(directory, pattern)]
    jobs, seen = [], {}
    for source in matching_files(directory, pattern, output):
        target = output / source.relative_to(directory).with_suffix(output_suffix(emit_options))
        if target.resolve() == source.resolve():
            raise UsageError(f"-o {output} would write {target} over its input")
        if target in seen:
            raise UsageError(f"{seen[target]} and {source} would both be written to {target}")
        seen[target] = source
        jobs.append(Job(str(source), str(target), options, emit_options))
    return jobs


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
    todo = plan(
        directory,
        options or RewriteOptions(),
        pattern,
        None if output is None else Path(output),
        emit_options or EmitOptions(),
    )
    done: list[FileOutcome | None] = [None] * len(todo)

    def finished(i: int, outcome: FileOutcome) -> None:
        done[i] = outcome
        if progress is not None:
            progress(sum(d is not None for d in done), len(todo), outcome)

    signum = _run(todo, jobs or os.cpu_count() or 1, finished)
    pairs = zip(done, todo, strict=True)
    files = [f or FileOutcome(job.source, Status.NOT_STARTED) for f, job in pairs]
    summary = BatchSummary(str(directory), files, time.perf_counter() - start, pattern=pattern)
    if signum:
        summary.interrupted = signal.Signals(signum).name
        raise BatchInterrupted(signum, summary)
    return summary


def _run(todo: list[Job], workers: int, finished: Callable[[int, FileOutcome], None]) -> int:
    """Run the jobs; the signal that stopped them, or 0."""
    if workers <= 1 or len(todo) <= 1:
        try:
            for i, job in enumerate(todo):
                outcome = rewrite_file(job)
                finished(i, outcome)
                if outcome.status is Status.INTERRUPTED:
                    return _signal_of(outcome)
        except KeyboardInterrupt as exc:
            return as_interrupted(exc).signum
        return 0
    stop = multiprocessing.RawValue("i", 0)
    reported: set[int] = set()
    with ProcessPoolExecutor(
        max_workers=min(workers, len(todo)), initializer=_init_worker, initargs=(stop,)
    ) as pool:
        try:
            with deferred():  # workers start with the signals held until they handle them
                futures = {pool.submit(rewrite_file, job): i for i, job in enumerate(todo)}
            for future in as_completed(futures):
                reported.add(futures[future])
                finished(futures[future], future.result())
        except KeyboardInterrupt as exc:
            stop.value = as_interrupted(exc).signum
            pool.shutdown(wait=True, cancel_futures=True)
            for future, i in futures.items():
                if i not in reported and future.done() and not future.cancelled():
                    finished(i, future.result())
            return stop.value
    return 0


def _signal_of(outcome: FileOutcome) -> int:
    """The signal an INTERRUPTED outcome names (``interrupted by SIGTERM``)."""
    return signal.Signals[outcome.error.rsplit(" ", 1)[-1]].value
