"""``adstack-promote``: the stack rewrite, each function by the strategy its options route it to.

Analysis first (``irpass.adstack.analysis``: stacks, sites, a verdict per stack), then the
transform (``irpass.strategies``); the module gets the declarations the new code calls and a
marker that makes a second run change nothing.
"""

import argparse
from collections.abc import Iterable
from dataclasses import dataclass, replace
from difflib import get_close_matches

from irpass.adstack.analysis import analyse
from irpass.adstack.flavour import detect
from irpass.adstack.helpers import HELPERS, count_calls, mentions_helpers
from irpass.adstack.verdict import SkipCode, SkipReason
from irpass.errors import UsageError
from irpass.ir import toplevel
from irpass.ir.builders import Declarations
from irpass.ir.instructions import Parser
from irpass.ir.kernels import entry_points
from irpass.ir.triples import architecture
from irpass.passes.declare import option, parameter_error
from irpass.passes.unit import Unit
from irpass.stats import FunctionStats, Skip
from irpass.strategies import (
    DEFAULT_STRATEGY,
    OVERFLOW_MODES,
    REGISTRY,
    FunctionRewrite,
    Overflow,
    OverflowExit,
    StrategyOptions,
    rewrite_function,
)

MARKER = "!irpass.rewritten"
STRATEGY_COMMENT = "; irpass: adstack helpers rewritten with strategy "


@dataclass(frozen=True)
class AdstackPromote:
    """The pass's options, checked when made. ``strategy`` names an entry of
    ``irpass.strategies.REGISTRY``; ``overflow`` (an ``Overflow`` or its name) is None for the
    strategy's own default mode; ``max_run`` caps the pushes one ``merged-checks`` check covers
    (None: a whole block); ``overflow_exit`` says how an aborting overflow leaves a kernel
    entry point (``irpass.strategies.exits``); ``hoist_max`` loads a stack's max size once per
    stack; ``leave_alone`` lets ``auto`` leave a function's helper calls alone where every
    shape is estimated slower (see ``irpass.strategies.auto``)."""

    strategy: str = option(
        DEFAULT_STRATEGY,
        "how to rewrite the stacks: "
        + "; ".join(f"{s.name}: {s.summary}" for s in REGISTRY.values())
        + f" (default {DEFAULT_STRATEGY})",
        "--strategy",
        choices=list(REGISTRY),
    )
    overflow: Overflow | None = option(
        None,
        "what a full Quadrants stack does: exact (no push, flag and task id set, the task "
        "goes on), abort (flag and task id set, the task returns), unchecked (no check); "
        "default: the strategy's first supported mode",
        "--overflow",
        choices=OVERFLOW_MODES,
    )
    overflow_exit: OverflowExit = option(
        OverflowExit.RETURN,
        "how an aborting overflow leaves a kernel entry point: return, or thread (the report "
        "is one noinline cold noreturn function that ends the thread with NVPTX's exit, as "
        "returning from an entry point does; exact, and ptxas schedules the hot path without "
        "a path back; functions that are not entry points and AMDGPU modules return); "
        "default: thread for --target ptx, else return",
        "--overflow-exit",
        gpu={"ptx": OverflowExit.THREAD},
        choices=[e.value for e in OverflowExit],
    )
    max_run: int | None = option(
        None,
        "merged-checks: start a new check after every N pushes of a block "
        "(default: one check covers the block)",
        "--max-run",
        type=int,
        metavar="N",
    )
    hoist_max: bool = option(
        True,
        "reload the stack's max size before every push instead of once per stack",
        "--no-hoist-max",
        action="store_false",
    )
    leave_alone: bool = option(
        False,
        "let auto leave a function's helper calls alone where every shape is estimated "
        "slower than leaving them (small functions; default off)",
        "--leave-alone",
        action=argparse.BooleanOptionalAction,
    )

    def __post_init__(self) -> None:
        if self.strategy not in REGISTRY:
            raise UsageError(
                parameter_error("unknown_strategy", self.strategy, ", ".join(REGISTRY))
                + _did_you_mean(self.strategy, REGISTRY)
            )
        if self.overflow is not None:
            if self.overflow not in OVERFLOW_MODES:
                raise UsageError(
                    parameter_error(
                        "unknown_overflow_mode", self.overflow, ", ".join(OVERFLOW_MODES)
                    )
                    + _did_you_mean(str(self.overflow), OVERFLOW_MODES)
                )
            object.__setattr__(self, "overflow", Overflow(self.overflow))
            modes = REGISTRY[self.strategy].overflow_modes
            if self.overflow not in modes:
                raise UsageError(
                    f"strategy '{self.strategy}' does not support --overflow {self.overflow} "
                    f"(it supports {', '.join(modes)})"
                )
        if self.overflow_exit not in set(OverflowExit):
            exits = ", ".join(OverflowExit)
            raise UsageError(parameter_error("unknown_overflow_exit", self.overflow_exit, exits))
        object.__setattr__(self, "overflow_exit", OverflowExit(self.overflow_exit))
        if self.max_run is not None and self.max_run < 1:
            raise UsageError(parameter_error("max_run_below_one", self.max_run))

    def settings(self) -> StrategyOptions:
        """What the strategies see: the overflow mode resolved against the strategy's default."""
        overflow = self.overflow or REGISTRY[self.strategy].overflow_modes[0]
        return StrategyOptions(self.hoist_max, overflow, self.max_run, self.leave_alone)


@dataclass
class PromoteStats:
    flavour: str | None
    note: str | None
    functions: list[FunctionStats]


def is_rewritten(text: str) -> bool:
    """A module irpass already rewrote carries its marker; rewriting it again changes nothing."""
    return text.startswith(f"{MARKER} =") or f"\n{MARKER} =" in text


def run(unit: Unit, options: AdstackPromote) -> PromoteStats:
    """Rewrite the stacks of every function that calls the helpers."""
    settings = options.settings()
    stats = PromoteStats(None, None, [])
    total = unit.module.count(mentions_helpers)
    if not total:
        return stats
    text = unit.text()
    helpers, reason = detect(text)
    stats.flavour = helpers.flavour.value if helpers else None
    if is_rewritten(text):
        reason = SkipReason.of(SkipCode.ALREADY_REWRITTEN)
    stats.note = reason.detail if reason else None
    declarations = Declarations(text)
    parser = Parser()
    changed = False
    thread = options.overflow_exit is OverflowExit.THREAD
    amdgpu = architecture(toplevel.triple(text)) == "amdgpu"  # s_endpgm ends the wave
    entries = entry_points(text) if thread and not amdgpu else set()
    for n, function in enumerate(unit.module.each(mentions_helpers), 1):
        if function.name.removeprefix("@") in HELPERS:
            continue  # the helpers' own bodies, when the module defines them
        unit.say(f"rewriting {function.name} ({n}/{total})")
        analysis = analyse(function, helpers, reason, parser)
        if not analysis.helper_calls:
            continue
        before = len(function.blocks)
        ends = function.name in entries
        chosen = replace(settings, thread_exit=True) if ends else settings
        done = rewrite_function(options.strategy, analysis, chosen, declarations)
        rewritten = done.stacks_rewritten if done else 0
        kept = analysis.helper_calls - (done.calls_removed if done else 0)
        after = sum(count_calls(b.text()).total() for b in done.blocks) if done else kept
        cold = after - kept
        if done is not None:
            function.blocks = done.blocks
            unit.module.marks.overflow_reports |= done.reports
            changed = True
        stats.functions.append(
            FunctionStats(
                name=function.name,
                strategy=done.strategy if done else "none",
                overflow=done.overflow if done else None,
                stacks=len(analysis.stacks),
                rewritten=rewritten,
                helper_calls=analysis.helper_calls,
                calls_removed=done.calls_removed if done else 0,
                blocks_before=before,
                blocks_after=len(function.blocks),
                skipped=_skips(analysis, done is not None, options.strategy),
                choice=done.choice if done else None,
                exit=_exit_text(done, amdgpu) if thread else None,
                cold_calls=cold,
                merged={
                    s.pointer: len(s.pointers) for s in analysis.stacks if s.joined and s.rewritable
                },
            )
        )
    if changed:
        _finish(unit, declarations, options.strategy)
    return stats


def _exit_text(done: FunctionRewrite | None, amdgpu: bool) -> str | None:
    """What ``--stats`` says of the function's overflow exit where the thread was asked for:
    that it ends the thread, or why it returns."""
    if done is None or done.exit is None:
        return None
    if done.exit is OverflowExit.THREAD:
        return "ends the thread"
    why = (
        "on AMDGPU s_endpgm ends the wave, not the thread" if amdgpu else "not a kernel entry point"
    )
    return f"returns ({why})"


def _skips(analysis, rewritten: bool, strategy: str) -> list[Skip]:
    skips = [Skip.of(s.pointer, s.reason) for s in analysis.stacks if s.reason is not None]
    if not rewritten and strategy != "none":
        skips += [
            Skip.of(s.pointer, SkipReason.of(SkipCode.STRATEGY_DECLINED, strategy))
            for s in analysis.stacks
            if s.reason is None
        ]
    return skips


def _finish(unit: Unit, declarations: set[str], strategy: str) -> None:
    """Add the declarations the new code calls, and the marker that makes reruns no-ops."""
    module = unit.module
    declared = {  # declarations are top-level lines, never inside the functions split
        function.name
        for item in module.items
        if isinstance(item, str)
        for function in toplevel.functions(item)
    }
    missing = [d for d in sorted(declarations) if not _already_declared(d, declared)]
    trailer = "".join(f"\n{d}\n" for d in missing)
    trailer += f"\n{STRATEGY_COMMENT}{strategy}\n{MARKER} = !{{}}\n"
    module.append(trailer)
    unit.changed()


def without_strategy_comment(text: str) -> str:
    """The text without the comment naming the strategy: two strategies that wrote the same code
    then give the same bytes (the bench emits such modules once)."""
    start = text.rfind(f"\n{STRATEGY_COMMENT}") + 1
    if start == 0:
        return text
    end = text.find("\n", start)
    return text[:start] + (text[end + 1 :] if end >= 0 else "")


def _already_declared(declaration: str, declared: set[str]) -> bool:
    """Whether the module already declares an intrinsic irpass calls.

    irpass's own definitions always get fresh names, so they are never "already there".
    """
    item = toplevel.header(declaration)
    return item is not None and item.kind is toplevel.Kind.DECLARE and item.name in declared


def _did_you_mean(name: str, names: Iterable[str]) -> str:
    """``; did you mean 'merged-checks'?`` for a near miss such as ``merged_checks``."""
    close = get_close_matches(name.replace("_", "-"), list(names), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""
