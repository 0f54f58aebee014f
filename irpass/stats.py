"""What a rewrite did: per function, stacks rewritten and why others were skipped."""

from collections import Counter
from dataclasses import asdict, dataclass, field

from irpass.adstack.verdict import SkipCode, SkipReason


def counted(n: int, noun: str) -> str:
    """``1 stack``, ``2 stacks``: what every summary line says of a count."""
    return f"{n} {noun}{'s' * (n != 1)}"


@dataclass(frozen=True)
class Skip:
    """A stack left alone: ``code`` is the cause, ``reason`` the sentence naming the values."""

    stack: str
    reason: str
    code: SkipCode

    @classmethod
    def of(cls, stack: str, reason: SkipReason) -> "Skip":
        return cls(stack, reason.detail, reason.code)


@dataclass
class FunctionStats:
    """``strategy`` and ``overflow``: what really rewrote the function (what ``auto`` chose,
    the fallback a strategy handed it to); ``none`` and None when nothing did."""

    name: str
    strategy: str
    overflow: str | None
    stacks: int
    rewritten: int
    helper_calls: int
    calls_removed: int
    blocks_before: int
    blocks_after: int
    skipped: list[Skip] = field(default_factory=list)
    choice: str | None = None
    merged: dict[str, int] = field(default_factory=dict)  # stack -> pointers proven equal
    cold_calls: int = 0  # helper calls the rewrite placed on overflow paths (the real push)
    exit: str | None = None  # how its overflow exit leaves, where the thread was asked for

    @property
    def calls_after(self) -> int:
        """Helper calls in the output: those left alone and those on overflow paths."""
        return self.helper_calls - self.calls_removed + self.cold_calls

    def calls_text(self) -> str:
        cold = f" ({self.cold_calls} on overflow paths)" if self.cold_calls else ""
        return f"helper calls {self.helper_calls} -> {self.calls_after}{cold}"


@dataclass
class InvariantArgsStats:
    """What ``invariant-args`` did: loads marked, or why the module was left."""

    marked: int = 0
    left: str | None = None


@dataclass
class ModuleStats:
    strategy: str
    flavour: str | None
    functions: list[FunctionStats] = field(default_factory=list)
    note: str | None = None
    outlined: dict[str, int] = field(default_factory=dict)  # call sites per cold callee
    debug_checks: dict[str, int] = field(default_factory=dict)  # inlined call sites per callee
    debug_checks_proven: dict[str, int] = field(default_factory=dict)  # of those, per proof
    noreturn_asserts: int = 0  # failed-assert blocks that no longer return into the hot path
    invariant_args: InvariantArgsStats | None = None  # argument-buffer loads marked invariant
    pipeline: str | None = None  # what ran, as a pipeline string (``irpass.pipeline``)

    def record(self, field_name: str | None, result: object) -> None:
        """A pass's stats ``result``: into its field ``field_name`` (``Pass.stats``), or, for
        None, into the fields of the same names as its stats' own."""
        if field_name is None:
            vars(self).update(vars(result))
        else:
            setattr(self, field_name, result)

    @property
    def stacks_rewritten(self) -> int:
        return sum(f.rewritten for f in self.functions)

    @property
    def stacks_skipped(self) -> int:
        return sum(len(f.skipped) for f in self.functions)

    @property
    def skipped_by_code(self) -> dict[str, int]:
        """Stacks left alone, counted per cause."""
        counts = Counter(skip.code for f in self.functions for skip in f.skipped)
        return {str(code): n for code, n in sorted(counts.items())}

    def to_dict(self) -> dict:
        data = asdict(self)
        data["stacks_rewritten"] = self.stacks_rewritten
        data["stacks_skipped"] = self.stacks_skipped
        data["skipped_by_code"] = self.skipped_by_code
        return data

    def format(self, path: str) -> str:
        head = f"{path}: strategy {self.strategy}, flavour {self.flavour or 'none'}"
        lines = [head + (f" ({self.note})" if self.note else "")]
        if not self.functions:
            lines.append("  no function calls adstack helpers")
        for f in self.functions:
            lines.append(
                f"  {f.name}: {counted(f.stacks, 'stack')}, {f.rewritten} rewritten, "
                f"{len(f.skipped)} skipped; {f.calls_text()}; "
                f"blocks {f.blocks_before} -> {f.blocks_after}"
                + (f"; by {f.strategy}/{f.overflow}" if f.overflow else "")
                + (f"; overflow exit {f.exit}" if f.exit else "")
            )
            if f.choice:
                lines.append(f"    chose {f.choice}")
            lines.extend(
                f"    stack {stack} merged {n} pointers recomputed to its address"
                for stack, n in f.merged.items()
            )
            lines.extend(f"    skipped {s.stack}: {s.reason} [{s.code}]" for s in f.skipped)
        lines.extend(
            f"  outlined {n} call{'s' * (n != 1)} to {callee}"
            for callee, n in self.outlined.items()
        )
        lines.extend(
            f"  inlined {n} debug check{'s' * (n != 1)} {callee}"
            for callee, n in self.debug_checks.items()
        )
        lines.extend(
            f"  {n} debug check{'s' * (n != 1)} cannot fire on {'its' if n == 1 else 'their'} "
            f"own: {proof}"
            for proof, n in self.debug_checks_proven.items()
        )
        if self.noreturn_asserts:
            lines.append(f"  {self.noreturn_asserts} failed asserts no longer return")
        args = self.invariant_args
        if args is not None and args.left:
            lines.append(f"  argument-buffer loads left unmarked: {args.left}")
        elif args is not None and args.marked:
            lines.append(f"  {counted(args.marked, 'argument-buffer load')} marked invariant")
        if self.pipeline is not None:
            lines.append(f"  pipeline {self.pipeline}")
        return "\n".join(lines)
