"""What a ``rewrite-dir`` run did, file by file: the text and JSON summaries."""

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

from irpass.adstack.verdict import SkipCode
from irpass.interrupts import Interrupted
from irpass.stats import counted

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
    SKIPPED = "skipped"  # matches the pattern but is no file to rewrite: ``error`` says what


@dataclass(frozen=True)
class FileOutcome:
    """What happened to one file; ``output`` is the file written (None when nothing was);
    ``error`` says why it failed, was interrupted or was skipped."""

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
    pipeline: str | None = None  # what ran on each text file (``irpass.pipeline``)

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
            "pipeline": self.pipeline,
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
        lines += [f"{f.path}: skipped: {f.error}" for f in self.files if f.status is Status.SKIPPED]
        if per_file:
            lines += [
                f"{f.path}: {f.status} ({counted(f.stacks_rewritten, 'stack')})"
                + (f" -> {f.output}" if f.output not in (None, f.path) else "")
                for f in self.files
            ]
        seen = len(self.files)
        counts = ", ".join(f"{n} {status}" for status, n in self.by_status().items() if n)
        lines.append(
            f"{counted(seen, 'file')}: {counts or 'none'}; "
            f"{counted(self.stacks_rewritten, 'stack')} rewritten in {self.seconds:.2f} s"
        )
        lines += [
            f"  skipped {counted(n, 'stack')}: {code} ({SkipCode(code).summary})"
            for code, n in self.skipped.items()
        ]
        if self.interrupted:
            lines.append(
                f"interrupted by {self.interrupted}: the {self.count(Status.INTERRUPTED)} "
                "interrupted files were left as they were"
            )
        if not seen:
            lines.append(f"irpass: warning: {self.nothing_matched()}")
        return "\n".join(lines)

    def nothing_matched(self) -> str:
        """What to say when no file matched the pattern (``rewrite-dir`` makes it an error)."""
        return (
            f"no file in {self.directory} matches --pattern '{self.pattern}' (Quadrants names "
            "its kernel modules *_llvm.ll; try --pattern '*.ll', or '**/*.ll' to recurse)"
        )


class BatchInterrupted(Interrupted):
    """A rewrite-dir run stopped by a signal; ``summary`` says what was done."""

    def __init__(self, signum: int, summary: BatchSummary) -> None:
        super().__init__(signum)
        self.summary = summary
