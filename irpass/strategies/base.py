"""What a strategy is, and the per-function context every strategy shares."""

from dataclasses import dataclass, field
from typing import Protocol

from irpass.adstack.analysis import (
    FunctionAnalysis,
    MaxSource,
    Site,
    Stack,
    Where,
    max_operand,
)
from irpass.adstack.flavour import Flavour
from irpass.ir.model import Block
from irpass.strategies.builders import Declarations, Emitter, Names

OVERFLOW_MODES = ("exact", "abort", "unchecked")


@dataclass(frozen=True)
class StrategyOptions:
    hoist_max: bool = True
    overflow: str = "exact"


@dataclass
class FunctionRewrite:
    blocks: list[Block]
    calls_removed: int
    stacks_rewritten: int
    choice: str | None = None  # what ``auto`` picked, and why


class Strategy(Protocol):
    name: str
    summary: str
    overflow_modes: tuple[str, ...]  # the first is the default

    def rewrite(
        self, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
    ) -> FunctionRewrite | None: ...


@dataclass
class StackState:
    """A rewritable stack with its counter slot and the max value pushes compare with."""

    stack: Stack
    counter: str
    hoisted_max: str | None = None


@dataclass
class Prepared:
    """Shared setup: counters in the entry block, hoisted max loads, site lookup."""

    emit: Emitter
    states: dict[str, StackState]
    sites: dict[Where, Site]
    entry_lines: list[str]
    after_def: dict[Where, list[str]] = field(default_factory=dict)

    @property
    def checked(self) -> bool:
        return self.emit.helpers.flavour is Flavour.QUADRANTS

    def max_for(self, site: Site) -> str:
        hoisted = self.states[site.stack].hoisted_max
        return hoisted or max_operand(site)


def prepare(
    analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
) -> Prepared | None:
    """Counters and hoisted max loads for the rewritable stacks; None if there are none."""
    stacks = [s for s in analysis.stacks if s.rewritable]
    if not stacks or analysis.helpers is None:
        return None
    names = Names(analysis.function)
    emit = Emitter(analysis.helpers, names, declarations)
    entry: list[str] = []
    after_def: dict[Where, list[str]] = {}
    states: dict[str, StackState] = {}
    hoisted: dict[MaxSource, str] = {}
    for stack in stacks:
        counter = names.fresh("cnt")
        entry.append(f"  {counter} = alloca i64, align 8\n")
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
    sites = {site.where: site for s in stacks for site in s.sites}
    return Prepared(emit, states, sites, entry, after_def)


def place_entry_lines(blocks: list[Block], prepared: Prepared, analysis: FunctionAnalysis) -> None:
    """Counters at the top of the entry block; hoisted loads after their base's definition;
    Taichi stack allocas grown to hold a full stack."""
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
