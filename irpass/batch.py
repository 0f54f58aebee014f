"""Rewrite every kernel module of a directory in place: ``irpass rewrite-dir``.

The default pattern ``*_llvm.ll`` matches the LLVM modules Quadrants dumps
(``QD_DUMP_IR=1``) and skips its CHI IR dumps, which also end in ``.ll`` but are
not LLVM IR. The glob is relative to the directory (``**/*.ll`` recurses).

Each file is read, rewritten with :func:`irpass.rewrite` and replaced
atomically (a temporary file in the same directory, then ``os.replace``), so a
reader sees the old or the new module, never a mix. A file is written only
when the rewrite changed it, which keeps files without helper calls and
already-rewritten files byte-identical, and a second run a no-op.
"""

import os
import time
from collections import Counter
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from irpass.api import is_rewritten, rewrite
from irpass.errors import IRPassError
from irpass.options import RewriteOptions
from irpass.source import read_path, write_atomic
from irpass.stats import ModuleStats

DEFAULT_PATTERN = "*_llvm.ll"


class Status(StrEnum):
    """What happened to one file; the value is what the JSON summary says."""

    REWRITTEN = "rewritten"
    NO_HELPERS = "no-helpers"  # no helper call (and nothing to outline): not even parsed
    ALREADY = "already-rewritten"  # carries irpass's marker
    UNCHANGED = "unchanged"  # parsed and rewritten, and no byte changed (say, --strategy none)
    FAILED = "failed"


@dataclass(frozen=True)
class FileOutcome:
    """What happened to one file."""

    path: str
    status: Status
    stacks_rewritten: int = 0
    skipped: tuple[tuple[str, int], ...] = ()
    error: str | None = None
    seconds: float = 0.0


@dataclass
class BatchSummary:
    directory: str
    files: list[FileOutcome] = field(default_factory=list)
    seconds: float = 0.0

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
        """Stacks left alone, by reason, over all files."""
        total: Counter[str] = Counter()
        for f in self.files:
            total.update(dict(f.skipped))
        return dict(sorted(total.items()))

    def to_json(self) -> dict:
        return {
            "directory": self.directory,
            "files_seen": len(self.files),
            "files_rewritten": self.count(Status.REWRITTEN),
            "files_unchanged": self.count(Status.NO_HELPERS, Status.ALREADY, Status.UNCHANGED),
            "files_failed": self.count(Status.FAILED),
            "stacks_rewritten": self.stacks_rewritten,
            "stacks_skipped": self.skipped,
            "seconds": round(self.seconds, 3),
            "files": [
                {
                    "path": f.path,
                    "status": f.status,
                    "stacks_rewritten": f.stacks_rewritten,
                    "stacks_skipped": dict(f.skipped),
                    "error": f.error,
                    "seconds": round(f.seconds, 3),
                }
                for f in self.files
            ],
        }

    def format(self, per_file: bool = False) -> str:
        """The human summary: failures first, then totals."""
        lines = [f.error or f"{f.path}: error" for f in self.failed]
        if per_file:
            lines += [f"{f.path}: {f.status} ({f.stacks_rewritten} stacks)" for f in self.files]
        n = {status: self.count(status) for status in Status}
        lines.append(
            f"{len(self.files)} files: {n[Status.REWRITTEN]} rewritten, "
            f"{n[Status.NO_HELPERS]} without helper calls, {n[Status.ALREADY]} already "
            f"rewritten, {n[Status.UNCHANGED]} unchanged, {n[Status.FAILED]} failed; "
            f"{self.stacks_rewritten} stacks rewritten in {self.seconds:.2f} s"
        )
        lines += [f"  skipped {n} stacks: {reason}" for reason, n in self.skipped.items()]
        return "\n".join(lines)


def stack_counts(stats: ModuleStats) -> tuple[int, tuple[tuple[str, int], ...]]:
    """Stacks rewritten, and stacks skipped counted by reason."""
    skipped = Counter(skip.reason for f in stats.functions for skip in f.skipped)
    return stats.stacks_rewritten, tuple(sorted(skipped.items()))


def rewrite_file(path: Path, options: RewriteOptions) -> FileOutcome:
    """Rewrite one file in place; never raises for a bad module, reports it instead."""
    start = time.perf_counter()
    try:
        text = read_path(str(path))
        if "@stack_" not in text and not options.outline:
            return FileOutcome(str(path), Status.NO_HELPERS, seconds=time.perf_counter() - start)
        if is_rewritten(text):
            return FileOutcome(str(path), Status.ALREADY, seconds=time.perf_counter() - start)
        result = rewrite(text, options, str(path))
        stacks, skipped = stack_counts(result.stats)
        status = Status.UNCHANGED if result.text == text else Status.REWRITTEN
        if status is Status.REWRITTEN:
            write_atomic(str(path), result.text.encode())  # keeps the file's mode
        return FileOutcome(str(path), status, stacks, skipped, None, time.perf_counter() - start)
    except IRPassError as e:
        error = str(e if e.path == str(path) else e.at(str(path)))
    except OSError as e:
        error = str(IRPassError(f"cannot write: {e.strerror}", str(path)))
    except Exception as e:  # a bug on one module must not cost the others their rewrite
        error = str(IRPassError.internal(e, str(path)))
    return FileOutcome(str(path), Status.FAILED, error=error, seconds=time.perf_counter() - start)


def matching_files(directory: Path, pattern: str = DEFAULT_PATTERN) -> list[Path]:
    """Regular files matching ``pattern`` under ``directory``, in name order."""
    return sorted(p for p in Path(directory).glob(pattern) if p.is_file())


def _outcomes(
    paths: list[Path], options: RewriteOptions, jobs: int
) -> Iterable[tuple[int, FileOutcome]]:
    if jobs <= 1 or len(paths) <= 1:
        yield from ((i, rewrite_file(p, options)) for i, p in enumerate(paths))
        return
    with ProcessPoolExecutor(max_workers=min(jobs, len(paths))) as pool:
        futures = {pool.submit(rewrite_file, p, options): i for i, p in enumerate(paths)}
        for future in as_completed(futures):
            yield futures[future], future.result()


def rewrite_dir(
    directory: Path | str,
    options: RewriteOptions | None = None,
    jobs: int | None = None,
    pattern: str = DEFAULT_PATTERN,
    progress: Callable[[int, int, FileOutcome], None] | None = None,
) -> BatchSummary:
    """Rewrite every ``pattern`` file of ``directory`` in place, ``jobs`` at a time.

    ``jobs`` defaults to the core count; ``progress(done, total, outcome)`` is
    called in this process as each file finishes. Files are reported in name
    order whatever order they finish in.
    """
    start = time.perf_counter()
    paths = matching_files(Path(directory), pattern)
    outcomes = _outcomes(paths, options or RewriteOptions(), jobs or os.cpu_count() or 1)
    done: list[FileOutcome | None] = [None] * len(paths)
    for n, (i, outcome) in enumerate(outcomes, 1):
        done[i] = outcome
        if progress is not None:
            progress(n, len(paths), outcome)
    files = [f for f in done if f is not None]
    return BatchSummary(str(directory), files, time.perf_counter() - start)
