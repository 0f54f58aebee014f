"""Per function: the stacks, their helper call sites, and whether each may be rewritten.

A stack is the SSA pointer given to ``stack_init``. It may be rewritten only
when every use of that pointer is a helper call irpass models, so that the
count can live in a register without anything else reading the header.
"""

from bisect import bisect_right
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from itertools import accumulate, chain
from operator import attrgetter
from typing import NamedTuple

from irpass.adstack import pointers
from irpass.adstack.flavour import HelperSet
from irpass.adstack.helpers import OF_CALLEE, SIGNATURES, Args, Flavour, Op, called_helper
from irpass.adstack.verdict import SkipCode, SkipReason
from irpass.ir import toplevel
from irpass.ir.instructions import Instr, Operand, Parser, Unparsed
from irpass.ir.mentions import definitions, lines_naming
from irpass.ir.model import Function
from irpass.ir.syntax import byte_array, first_global, has_word, is_int, opcode, strip_comment

_UNSPLITTABLE = ("indirectbr", "callbr", "blockaddress")


class Where(NamedTuple):
    """A line of a function: block index, line index in the block."""

    block: int
    line: int


@dataclass(slots=True)
class Site:
    """One helper call: its position, operation, parsed call (``call``, without the name of
    its result, which is ``result``), its arguments by name, and the stack it works on.

    ``stack`` is the call's pointer (``?`` for a call without one), or the equal one it was
    joined to: a joined pointer's stack pointer dominates it and holds the same address
    wherever the call is (pointers.py), so strategies address it through that. (A field, not
    a property of the others: the passes over the sites read it per site.)"""

    where: Where
    op: Op
    call: Instr
    args: Args
    stack: str
    result: str | None = None  # the ``%name`` the call defines (a top's address)


class MaxSource(NamedTuple):
    """``load i64 (getelementptr i64, base, index)``: reloadable anywhere ``base`` is. (A
    named tuple: made per stack and hashed where stacks share one, at C speed.)"""

    base: str
    base_type: str
    index: str
    after: Where | None  # insert after this line (None: top of the entry block)


@dataclass
class Stack:
    pointer: str
    sites: list[Site] = field(default_factory=list)
    # The first site of each distinct call (helper and arguments), in order: what the checks
    # of the arguments read (a kernel repeats its calls: the largest real dump makes 5,272
    # calls of 552 kinds).
    calls: list[Site] = field(default_factory=list)
    elem_size: int = 0
    max_source: MaxSource | None = None
    reason: SkipReason | None = None  # why it may not be rewritten
    grow: dict[str, str] | None = None  # line -> resized line, see _grown
    joined: list[str] = field(default_factory=list)  # recomputed copies of the pointer

    @property
    def rewritable(self) -> bool:
        return self.reason is None

    @property
    def pointers(self) -> list[str]:
        return [self.pointer, *self.joined]


@dataclass
class FunctionAnalysis:
    function: Function
    helpers: HelperSet | None
    stacks: list[Stack]
    reason: SkipReason | None = None  # why nothing in this function may be rewritten
    helper_calls: int = 0

    @cached_property  # ``auto`` asks once per shape it weighs
    def returns_void(self) -> bool:
        """Only a void function can return early on overflow (``abort``)."""
        return self.function.header[0].split("@")[0].split()[-1] == "void"


def _calls_helper(code: str) -> bool:
    return "@stack_" in code and "call" in code


class _Defs(Mapping[str, tuple[tuple[int, int], str]]):
    """``%name`` -> where its definition is and that line, made when asked: a function
    defines thousands of names and the analysis (and the pointer proof) reads a few.

    Positions are plain ``(block, line)`` tuples (equal to, and hashing like, the ``Where``
    of the same line)."""

    def __init__(self, flat: list[str], starts: list[int]) -> None:
        self._flat = flat
        self._starts = starts
        self._at = definitions(flat)

    def __getitem__(self, name: str) -> tuple[tuple[int, int], str]:
        k = self._at[name]
        return _where(self._starts, k), self._flat[k]

    def __contains__(self, name: object) -> bool:
        return name in self._at

    def __iter__(self) -> Iterator[str]:
        return iter(self._at)

    def __len__(self) -> int:
        return len(self._at)


def _where(starts: list[int], k: int) -> tuple[int, int]:
    """The (block, line) of line ``k`` of a function whose blocks start at ``starts``."""
    b = bisect_right(starts, k) - 1
    return b, k - starts[b]


@dataclass
class _Lines:
    """A function's lines read once: the helper calls, and which line defines each name.
    (Nothing here refers back to the ``_Lines``: a cycle would keep a function's lines alive
    until the collector runs, and its passes over them cost a rewrite of many functions time.)"""

    flat: list[str]  # every line of the function, block after block
    starts: list[int]  # where each block starts in ``flat``
    helpers: list[tuple[Where, str]]
    defs: _Defs

    @classmethod
    def of(cls, function: Function) -> "_Lines":
        flat = list(chain.from_iterable(block.lines for block in function.blocks))
        starts = list(accumulate((len(block.lines) for block in function.blocks[:-1]), initial=0))
        helpers = [
            (Where(b, i), line)
            for b, block in enumerate(function.blocks)
            for i, line in enumerate(block.lines)
            if "@stack_" in line and _calls_helper(strip_comment(line))
        ]
        return cls(flat, starts, helpers, _Defs(flat, starts))

    def index(self, where: tuple[int, int]) -> int:
        """The ``k`` of ``flat[k]``, the line at ``where``."""
        return self.starts[where[0]] + where[1]


def _param_names(function: Function) -> set[str]:
    header = toplevel.header("".join(function.header))
    return set(header.param_names) if header else set()


def analyse(
    function: Function,
    helpers: HelperSet | None,
    module_reason: SkipReason | None = None,
    parser: Parser | None = None,
) -> FunctionAnalysis:
    """Find the stacks of ``function`` and give each a verdict. ``parser`` (one per rewrite)
    remembers the lines it parsed across the functions of a module."""
    parser = parser or Parser()
    scan = _Lines.of(function)
    helper_lines = scan.helpers
    records = parser.bodies([ln for _, ln in helper_lines])
    stacks, unparsed = _stacks(helper_lines, records, helpers.flavour if helpers else None)
    calls = sum(len(stack.sites) for stack in stacks.values())
    result = FunctionAnalysis(function, helpers, list(stacks.values()), helper_calls=calls)
    result.reason = module_reason or _function_reason(function, helpers, unparsed)
    if result.reason is not None:
        for stack in result.stacks:
            stack.reason = result.reason
        return result
    unproven = _join_recomputed(function, stacks, scan.defs)
    result.stacks = list(stacks.values())
    untracked = [s for s in result.stacks if not any(site.op == "init" for site in s.calls)]
    if untracked:
        result.reason = _untracked_reason(untracked[0], unproven)
        for stack in result.stacks:
            stack.reason = result.reason
        return result
    uses = lines_naming(scan.flat, {p for s in result.stacks for p in s.pointers})
    defs = scan.defs
    params = _param_names(function)
    for stack in result.stacks:
        stack.reason = _stack_reason(stack, helpers, scan, uses, params)
        stack.elem_size = _elem_size(stack) if stack.reason is None else 0
    good = [s for s in result.stacks if s.reason is None]
    sources = _max_sources(good, defs, params, parser)
    for stack in good:
        stack.max_source = sources[stack.pointer]
    if helpers.flavour is Flavour.TAICHI:
        for stack in good:
            stack.grow = _grown(stack, defs, parser)
    return result


def _stacks(
    helper_lines: list[tuple[Where, str]],
    records: list[tuple[str | None, Instr | Unparsed]],
    flavour: Flavour | None,
) -> tuple[dict[str, Stack], list[str]]:
    """A site for each line the parser read as a call of a helper, by the stack it works on,
    in order of first use; and the helper calls the parser could not read. (The calls of a
    kernel repeat their arguments: each distinct (helper, arguments) is read into ``Args``
    once per module.)"""
    stacks: dict[str, Stack] = {}
    unparsed: list[str] = []
    args_of: dict[tuple, Args] = {}
    for (where, line), (result, r) in zip(helper_lines, records, strict=True):
        if isinstance(r, Unparsed):
            if called_helper(line) is not None:
                unparsed.append(line.strip())
        elif r.opcode == "call" and (op := OF_CALLEE.get(r.callee)):
            args = args_of.get((op, r.operands))
            new = args is None
            if new:
                args = args_of[op, r.operands] = _args(op, flavour, r.operands)
            pointer = args.stack or "?"
            stack = stacks.get(pointer)
            if stack is None:
                stack = stacks[pointer] = Stack(pointer)
            site = Site(where, op, r, args, pointer, result)
            stack.sites.append(site)
            if new:
                stack.calls.append(site)
    return stacks, unparsed


@lru_cache(maxsize=4096)  # the functions of a module make alike calls
def _args(op: Op, flavour: Flavour | None, operands: tuple[Operand, ...]) -> Args:
    return Args.of(op, flavour, tuple(o.value for o in operands))


def _grown(stack: Stack, defs, parser: Parser) -> dict[str, str] | None:
    """Taichi sizes a stack's alloca for a 4-byte header, so a full stack writes 4
    bytes past it. When the stack is ``bitcast [B x i8]* %a`` of an entry
    alloca, the rewrite grows both lines to 8 + capacity*2E bytes.
    """
    capacities = [s.args.max for s in stack.calls if s.op is Op.PUSH]
    if not capacities or not all(is_int(c) for c in capacities):
        return None
    need = 8 + max(int(c) for c in capacities) * 2 * stack.elem_size
    cast_line = defs[stack.pointer][1]
    [cast] = parser.parse([cast_line])
    if not isinstance(cast, Instr) or cast.opcode != "bitcast":
        return None
    source = cast.operands[0].value
    if source not in defs or opcode(defs[source][1]) != "alloca":
        return None
    alloca_line = defs[source][1]
    size = byte_array(alloca_line)
    if size is None or size >= need or f"[{size} x i8]*" not in cast_line:
        return None
    old, new = f"[{size} x i8]", f"[{need} x i8]"
    copies = [defs[q][1] for q in stack.joined]  # the same cast again (pointers.py)
    return {line: line.replace(old, new) for line in (alloca_line, cast_line, *copies)}


def _function_reason(
    function: Function, helpers: HelperSet | None, unparsed: list[str]
) -> SkipReason | None:
    text = function.text()
    if helpers is None:
        return SkipReason(SkipCode.HELPER_DECLARATIONS, "helper flavour unknown")
    if any(has_word(text, word) for word in _UNSPLITTABLE):
        return SkipReason(SkipCode.UNSPLITTABLE, "function uses indirectbr/callbr/blockaddress")
    if unparsed:
        return SkipReason(
            SkipCode.UNPARSED_CALL, f"helper call irpass cannot parse: {unparsed[0][:80]}"
        )
    return None


def _join_recomputed(function: Function, stacks: dict[str, Stack], defs: _Defs) -> dict:
    """Merge stacks whose pointers are proven the same address (see pointers.py); return
    why each pointer that stays without a stack_init was not proven equal to one with it."""
    inits = {p for p, s in stacks.items() if any(site.op == "init" for site in s.calls)}
    grouping = pointers.group(function, list(stacks), inits, defs)
    for pointer, root in grouping.joined.items():
        joined = stacks.pop(pointer)
        for site in joined.sites:
            site.stack = root
        stacks[root].sites.extend(joined.sites)
        stacks[root].calls.extend(joined.calls)
        stacks[root].joined.append(pointer)
    for stack in stacks.values():
        stack.sites.sort(key=_position)
        stack.calls.sort(key=_position)
    return grouping.unproven


_position = attrgetter("where")  # a site's Where, read at C speed (a sort key, per site)


def _untracked_reason(stack: Stack, unproven: dict) -> SkipReason:
    if stack.pointer in unproven:
        other, mismatch = unproven[stack.pointer]
        return SkipReason(
            SkipCode.NOT_PROVEN_EQUAL,
            f"helper call on {stack.pointer}, not proven the same stack as {other} "
            f"(set up by stack_init): {mismatch.describe()}",
        )
    return SkipReason(
        SkipCode.UNTRACKED_POINTER,
        f"helper call on {stack.pointer}, which no stack_init in this function "
        "sets up (it may alias a rewritten stack)",
    )


def _stack_reason(stack, helpers, scan: _Lines, uses: dict[str, list[int]], params):
    """Why ``stack`` may not be rewritten, or None. ``uses``: per pointer, the indexes of the
    function's lines that mention it."""
    p = stack.pointer
    defs = scan.defs
    if not p.startswith("%"):
        return SkipReason(SkipCode.NOT_LOCAL, f"stack pointer {p} is not a local value")
    if p in params:
        return SkipReason(
            SkipCode.ARGUMENT,
            f"stack pointer {p} is a function argument (the caller may read its header)",
        )
    if p not in defs:
        return SkipReason(
            SkipCode.NO_DEFINITION, f"stack pointer {p} has no definition irpass can see"
        )
    def_op = opcode(defs[p][1])
    if def_op in ("phi", "select"):
        return SkipReason(SkipCode.FROM_MERGE, f"stack pointer {p} comes from a {def_op}")
    signatures = SIGNATURES[helpers.flavour]
    starts = scan.starts
    own = {starts[b] + i for b, i in map(_position, stack.sites)}  # the lines of its own calls
    pointers = set(stack.pointers)
    for op, operands in ((site.op, site.call.operands) for site in stack.calls):
        want = len(signatures[op].params)
        if len(operands) != want:
            return SkipReason(
                SkipCode.ARGUMENT_COUNT,
                f"call to {op.callee} with {len(operands)} arguments (expected {want})",
            )
        if len(operands) > 1 and sum(o.value in pointers for o in operands) > 1:
            return SkipReason(
                SkipCode.PASSED_TWICE,
                f"stack pointer {p} is passed to {op.callee} in another position",
            )
    for q in stack.pointers:
        defined = scan.index(defs[q][0])
        others = [scan.flat[k] for k in uses[q] if k != defined and k not in own]
        reason = _use_reason(q, others)
        if reason is not None:
            return reason
    sizes = {site.args.elem for site in stack.calls if site.args.elem is not None}
    if any(not is_int(s) for s in sizes):
        return SkipReason(SkipCode.ELEMENT_NOT_CONSTANT, f"non-constant element size for {p}")
    if len(sizes) > 1:
        return SkipReason(
            SkipCode.ELEMENTS_DIFFER, f"inconsistent element sizes {sorted(sizes)} for {p}"
        )
    if sizes and int(next(iter(sizes))) <= 0:
        return SkipReason(
            SkipCode.ELEMENT_NOT_POSITIVE, f"element size {next(iter(sizes))} for {p}"
        )
    return None


def _use_reason(p: str, others: list[str]) -> SkipReason | None:
    """Why a use of stack pointer ``p`` other than its definition and its own helper calls
    (``others``, the lines of those uses) stops the rewrite."""
    for line in others:
        op = opcode(line)
        if op in ("phi", "select"):
            return SkipReason(SkipCode.THROUGH_MERGE, f"stack pointer {p} flows through a {op}")
        if op == "store":
            return SkipReason(
                SkipCode.STORED, f"stack pointer {p} is stored to memory or written through"
            )
        if "call" in line.split():
            callee = first_global(line) or "a call"
            return SkipReason(SkipCode.PASSED_TO_CALL, f"stack pointer {p} is passed to {callee}")
        return SkipReason(SkipCode.OTHER_USE, f"stack pointer {p} is used by {op}")
    return None


def _elem_size(stack: Stack) -> int:
    sizes = [site.args.elem for site in stack.calls if site.args.elem is not None]
    return int(sizes[0]) if sizes else 0


def _max_sources(stacks: list[Stack], defs, params, parser: Parser) -> dict[str, MaxSource | None]:
    """For each stack, the one place all its pushes read max from, if it can be read once.

    The loads and address computations of every push are parsed in two batches.
    """
    maxes = {st.pointer: {s.args.max for s in st.calls if s.op is Op.PUSH} for st in stacks}
    values = set().union(*maxes.values())
    loads = {v: defs[v][1] for v in values if v in defs}
    load_of = dict(zip(loads, _records(parser, list(loads.values())), strict=True))
    addresses = {
        r.operands[0].value
        for r in load_of.values()
        if isinstance(r, Instr) and r.opcode == "load" and r.type == "i64"
    }
    geps = {a: defs[a][1] for a in addresses if a in defs}
    gep_of = dict(zip(geps, _records(parser, list(geps.values())), strict=True))
    found = {}
    for stack in stacks:
        sources = {
            _one_max_source(value, load_of, gep_of, defs, params) for value in maxes[stack.pointer]
        }
        found[stack.pointer] = sources.pop() if len(sources) == 1 else None
    return found


def _records(parser: Parser, lines: list[str]) -> list[Instr | Unparsed]:
    """The records of ``lines`` without the names of their results (not read here)."""
    return [record for _, record in parser.bodies(lines)]


def _one_max_source(value: str, load_of, gep_of, defs, params) -> MaxSource | None:
    """``load i64 (getelementptr i64, base, C)`` (or of ``base`` itself), ``base`` entry-level."""
    load = load_of.get(value)
    if not isinstance(load, Instr) or load.opcode != "load" or load.type != "i64":
        return None
    address = load.operands[0]
    base, index = address, "0"
    gep = gep_of.get(address.value)
    if address.value in defs:
        if (
            not isinstance(gep, Instr)
            or gep.opcode != "getelementptr"
            or gep.type != "i64"
            or len(gep.operands) != 2
            or not is_int(gep.operands[1].value)
        ):
            return None
        base, index = gep.operands[0], gep.operands[1].value
    if base.value in params or base.value.startswith("@"):
        return MaxSource(base.value, base.type, index, None)
    if base.value in defs and defs[base.value][0][0] == 0:
        return MaxSource(base.value, base.type, index, Where(*defs[base.value][0]))
    return None
