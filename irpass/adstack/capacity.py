"""A rewritable stack's capacity: the one place its pushes read max from (so a strategy may
load it once, as late as it may), and, for Taichi, the alloca grown to hold the rewrite's
8-byte header."""

from irpass.adstack.helpers import Op
from irpass.adstack.stacks import MaxSource, Stack, Where
from irpass.ir.instructions import Instr, Parser, Unparsed
from irpass.ir.syntax import byte_array, int_value, is_int, opcode


def max_sources(
    stacks: list[Stack], defs, params, parser: Parser, first_push: dict[int, int]
) -> dict[str, MaxSource | None]:
    """For each stack, the one place all its pushes read max from, if it can be read once,
    and where to read it (``_read_at``). ``first_push``: per block, the line of its first push
    of any stack.

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
        source = sources.pop() if len(sources) == 1 else None
        found[stack.pointer] = source and _read_at(source, defs.get(stack.pointer), first_push)
    return found


# Definitions a load may not follow directly: phis and EH pads stay at the top of their block,
# invoke and callbr end it.
_NOT_FOLLOWED = ("phi", "landingpad", "catchpad", "cleanuppad", "catchswitch", "invoke", "callbr")


def _read_at(source: MaxSource, pointer_def, first_push: dict[int, int]) -> MaxSource:
    """The load goes right after the stack pointer's definition where that is after the base's
    (always true of an argument or a global) and before the first push of its block (a merged
    check there covers the block's later pushes); else after the base's.

    Why not at the base (the entry block): a push right after its stack's init compares a
    known count with the max, and with the max read at the entry that compare depends on the
    entry alone; LLVM then computes all of them there, and ptxas carries one predicate per
    stack through the whole kernel (what that cost: docs/strategies.md, "Where the max size is
    read").
    """
    if pointer_def is None or opcode(pointer_def[1]) in _NOT_FOLLOWED:
        return source
    at = Where(*pointer_def[0])
    after = source.after
    if after is not None and at.block == after.block and at.line < after.line:
        return source  # the base is defined in the entry block after the pointer
    if first_push.get(at.block, at.line + 1) <= at.line:
        return source
    return source._replace(after=at)


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


def grown(stack: Stack, defs, parser: Parser) -> dict[str, str] | None:
    """Taichi sizes a stack's alloca for a 4-byte header, so a full stack writes 4
    bytes past it. When the stack is ``bitcast [B x i8]* %a`` of an entry
    alloca, the rewrite grows both lines to 8 + capacity*2E bytes, the capacity read as LLVM
    reads it (``int_value``); a size past an array's 64-bit count is not grown.
    """
    capacities = [s.args.max for s in stack.calls if s.op is Op.PUSH]
    if not capacities or not all(is_int(c) for c in capacities):
        return None
    need = 8 + max(int_value(c) for c in capacities) * 2 * stack.elem_size
    if need >> 64:
        return None
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
