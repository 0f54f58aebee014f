"""What a strategy is, the per-function context it works in, and the skeleton every one runs.

A strategy file declares a subclass of ``Strategy``: its ``name``, ``summary``,
``blocks``, ``overflow_modes``, the ``costs`` ``auto`` compares and the ``fallback`` that
takes the functions it declines, plus ``handler``, the code for one call site.
``Strategy.rewrite`` runs the rest: shared setup (``prepare``), the handler over
every site (``rewrite_blocks``), the shared overflow exit if any edge went
there, the entry-block lines.
"""

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import chain
from operator import attrgetter
from typing import ClassVar

from irpass.adstack.helpers import Flavour
from irpass.adstack.stacks import (
    FunctionAnalysis,
    MaxSource,
    Site,
    Stack,
    Where,
)
from irpass.ir.builders import Declarations, Names
from irpass.ir.model import Block
from irpass.ir.rewriter import SiteHandler, rewrite_blocks
from irpass.strategies.builders import Emitter
from irpass.strategies.exits import SharedExit


class Overflow(StrEnum):
    """What a full Quadrants stack does (Taichi pushes are never checked, as in Taichi)."""

    EXACT = "exact"  # the helper's contract: no push, flag and task id set, the task goes on
    ABORT = "abort"  # flag and task id set, then the function returns
    UNCHECKED = "unchecked"  # no check, as Quadrants' release codegen

    def keeps(self, asked: "Overflow") -> bool:
        """Whether code rewritten in this mode keeps what ``asked`` promises (exact keeps abort's:
        the host raises on the flag either way)."""
        return self is asked or (self is Overflow.EXACT and asked is Overflow.ABORT)


OVERFLOW_MODES = tuple(Overflow)


class OverflowExit(StrEnum):
    """How an aborting overflow leaves a kernel entry point (``irpass.strategies.exits``)."""

    RETURN = "return"  # the function returns
    THREAD = "thread"  # the thread ends (NVPTX's exit), which is what returning from an entry does


SMALL_CALLS = 100
"""Below this many helper calls a function's ptxas time is mostly the runtime's inlined code; the
cost model fits those functions apart (docs/strategies.md says what the bench measured)."""


@dataclass(frozen=True)
class Cost:
    """Estimated ptxas time of a function in one shape over its time with the helper calls left
    alone: ``exp(a + b ln(helper calls))``, a power law per shape fitted on the bench's records
    (``python -m bench.costmodel``; a test pins the values to ``bench/results/latest.json``).
    The one feature is the function's helper calls; ``small`` is the ``(a, b)`` of the law
    fitted on the functions with fewer than ``SMALL_CALLS`` of them (None: one law for all),
    where one law over every size ranks the shapes unlike the bench (docs/strategies.md)."""

    a: float
    b: float
    small: tuple[float, float] | None = None

    def ratio(self, helper_calls: int) -> float:
        small = self.small is not None and helper_calls < SMALL_CALLS
        a, b = self.small if small else (self.a, self.b)
        return math.exp(a + b * math.log(max(helper_calls, 1)))

    def __str__(self) -> str:
        law = f"{self.a:g}{self.b:+g} ln n"
        if self.small is None:
            return law
        a, b = self.small
        return f"{a:g}{b:+g} ln n below {SMALL_CALLS} calls, {law} from there"


LEFT_ALONE = Cost(0.0, 0.0)  # the reference: ratio 1 at every size


@dataclass(frozen=True)
class StrategyOptions:
    """``max_run``: pushes one merged check may cover before the next (None: a whole block).
    ``leave_alone``: ``auto`` may leave a function's helper calls alone where every shape is
    estimated slower. ``thread_exit``: the shared overflow exit ends the thread (the function
    is a kernel entry point of a module for NVPTX, and ``OverflowExit.THREAD`` was asked)."""

    hoist_max: bool = True
    overflow: Overflow = Overflow.EXACT
    max_run: int | None = None
    leave_alone: bool = False
    thread_exit: bool = False


@dataclass
class FunctionRewrite:
    blocks: list[Block]
    calls_removed: int
    stacks_rewritten: int
    strategy: str  # the strategy that really rewrote the function (after routing and fallbacks)
    overflow: Overflow
    choice: str | None = None  # what ``auto`` picked, and why
    exit: OverflowExit | None = None  # how its shared overflow exit leaves (None: it has none)
    reports: set[tuple[str, str]] = field(default_factory=set)  # see ``Emitter.reports``


@dataclass(frozen=True)
class Route:
    """Which strategy rewrites a function in which mode; ``why`` is set when it was chosen."""

    strategy: str
    overflow: Overflow
    why: str | None = None


@dataclass
class StackState:
    """A rewritable stack with its counter slot and the max value pushes compare with."""

    stack: Stack
    counter: str
    hoisted_max: str | None = None


@dataclass
class Prepared:
    """Shared setup: counters in the entry block, hoisted max loads, site lookup, the exit."""

    emit: Emitter
    states: dict[str, StackState]
    sites: dict[Where, Site]
    entry_lines: list[str]
    exit: SharedExit
    after_def: dict[Where, list[str]] = field(default_factory=dict)
    checked: bool = field(init=False)  # Quadrants pushes are checked, Taichi's are not
    # (stack, helper, unnamed) -> the lines of a site that adds no block, from the template
    # bound to its stack (``Template.bind``), as a function of the call's result
    straight: dict[tuple, Callable[[str | None], list[str]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.checked = self.emit.helpers.flavour is Flavour.QUADRANTS

    def max_for(self, site: Site) -> str:
        hoisted = self.states[site.stack].hoisted_max
        return hoisted or site.args.max


class Strategy:
    """One way to rewrite the stacks of a function; subclasses fill in the class variables
    and ``handler``."""

    name: ClassVar[str]
    summary: ClassVar[str]  # the shape of the code, for --help and the README
    blocks: ClassVar[str]  # the blocks it adds, for the README
    overflow_modes: ClassVar[tuple[Overflow, ...]]  # the first is the default
    # Per mode, the estimated ptxas time over leaving the function alone; ``auto`` picks the
    # cheapest legal one (see ``Cost``).
    costs: ClassVar[Mapping[Overflow, Cost]] = {}
    fallback: ClassVar[str | None] = None  # the strategy for a function ``handler`` declines
    rewrites: ClassVar[bool] = True  # False: leaves the helper calls alone

    @classmethod
    def takes(cls, returns_void: bool, overflow: Overflow) -> bool:
        """Whether the strategy may rewrite a function in this mode: aborting needs a
        function that returns void."""
        return overflow is not Overflow.ABORT or returns_void

    def route(
        self,
        analysis: FunctionAnalysis,
        overflow: Overflow,
        peers: Mapping[str, type["Strategy"]],
    ) -> Route:
        """Which strategy rewrites the function: this one, unless it chooses among ``peers``."""
        return Route(self.name, overflow)

    def handler(self, prepared: Prepared, options: StrategyOptions) -> SiteHandler | None:
        """The code for each call site; None declines the function (``fallback`` gets it)."""
        raise NotImplementedError

    def rewrite(
        self, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
    ) -> FunctionRewrite | None:
        """The function rewritten, or None if this strategy does not rewrite it."""
        if not self.takes(analysis.returns_void, options.overflow):
            return None
        prepared = prepare(analysis, options, declarations)
        if prepared is None:
            return None
        handle = self.handler(prepared, options)
        if handle is None:
            return None
        done = rewrite_blocks(analysis.function, prepared.sites, handle)
        exits = prepared.exit.finish(prepared.entry_lines)
        done.blocks.extend(exits)
        place_entry_lines(done.blocks, prepared, analysis)
        return FunctionRewrite(
            done.blocks,
            done.calls_removed,
            len(prepared.states),
            self.name,
            options.overflow,
            exit=(OverflowExit.THREAD if options.thread_exit else OverflowExit.RETURN)
            if exits
            else None,
            reports=prepared.emit.reports,
        )


def prepare(
    analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
) -> Prepared | None:
    """Counters and hoisted max loads for the rewritable stacks; None if there are none."""
    stacks = [s for s in analysis.stacks if s.rewritable]
    if not stacks or analysis.helpers is None:
        return None
    names = Names(analysis.function)
    emit = Emitter(analysis.helpers, names, declarations, analysis.function.name)
    entry: list[str] = []
    after_def: dict[Where, list[str]] = {}
    states: dict[str, StackState] = {}
    hoisted: dict[MaxSource, str] = {}
    for stack in stacks:
        counter = emit.op("alloca i64, align 8", "cnt", entry)
        state = StackState(stack, counter)
        source = stack.max_source
        if options.hoist_max and source is not None:
            if source not in hoisted:
                lines: list[str] = []
                address = emit.op(
                    f"getelementptr i64, {source.base_type} {source.base}, i64 {source.index}",
                    "maxp",
                    lines,
                )
                hoisted[source] = emit.op(f"load i64, {emit.i64p} {address}, align 8", "max", lines)
                target = entry if source.after is None else after_def.setdefault(source.after, [])
                target.extend(lines)
            state.hoisted_max = hoisted[source]
        states[stack.pointer] = state
    in_order = sorted(chain.from_iterable(s.sites for s in stacks), key=attrgetter("where"))
    sites = {site.where: site for site in in_order}  # in order: the passes over it sort fast
    exit = SharedExit(emit, analysis.contexts, options.thread_exit)
    return Prepared(emit, states, sites, entry, exit, after_def)


def place_entry_lines(blocks: list[Block], prepared: Prepared, analysis: FunctionAnalysis) -> None:
    """Counters at the top of the entry block; max loads after the definition ``capacity``
    chose (the stack pointer's or its base's); Taichi stack allocas grown to hold a full stack."""
    _grow_allocas(blocks, [s.stack for s in prepared.states.values()])
    originals = analysis.function.blocks
    for where, lines in prepared.after_def.items():
        anchor = originals[where.block].lines[where.line]
        for block in blocks:
            if anchor in block.lines:
                at = block.lines.index(anchor)
                block.lines[at + 1 : at + 1] = lines
                break
    blocks[0].lines[0:0] = prepared.entry_lines


def _grow_allocas(blocks: list[Block], stacks: list[Stack]) -> None:
    edits = {old: new for stack in stacks if stack.grow for old, new in stack.grow.items()}
    for block in blocks if edits else []:
        for i, line in enumerate(block.lines):
            if line in edits:
                block.lines[i] = edits[line]
