"""Loads from a kernel's argument buffer marked ``!invariant.load``.

A Quadrants (or Taichi) kernel gets its arguments in a buffer the launcher fills on the host
before the launch: ``RuntimeContext`` field 0, ``arg_buffer``, holding the scalars and each
ndarray's shape and data pointers. Codegen reads an argument where it is used::

    %a = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0
    %buf = load ptr, ptr %a
    %s = getelementptr { { i32, i32 }, ptr, ptr }, ptr %buf, i32 0, i32 0, i32 1
    %n = load i32, ptr %s                          ; an ndarray's shape[1]

and LLVM cannot tell the buffer from the memory the kernel's stores write, so it reads it
again after every store. A debug kernel reads a shape at every bounds check: 559 such loads in
Genesis' ``kernel_step_2``, 1,669 in ``kernel_forward_dynamics_without_qacc``, most after a
store. Marked invariant, GVN and LICM read each once, and ptxas schedules a few hundred loads
fewer (issue #34, docs/quadrants.md).

Exact when nothing writes the buffer while the kernel runs. The launcher's side is Quadrants'
ABI (the buffer is the host's copy of the arguments; results go to ``result_buffer``). The
module's side is checked first, over every function: each pointer into the buffer (a load of
field 0, and the GEPs and bitcasts of one) is only loaded from or offset further, and field 0
is never stored to. Where anything else takes one (a store, a call, a phi, an atomic), the
module is left as it is and ``--stats`` says why (an atomic load is such a use: irpass does not
model it). Volatile loads are not marked; debug records and ``llvm.dbg`` calls are not uses.
"""

import re
from dataclasses import dataclass

from irpass.ir.instructions import Instr, parse_lines
from irpass.ir.mentions import lines_naming
from irpass.ir.syntax import LOCAL, strip_comment
from irpass.passes.unit import Unit
from irpass.stats import InvariantArgsStats

CONTEXT = "%struct.RuntimeContext"
MARK = ", !invariant.load !{}"
_DERIVING = ("getelementptr", "bitcast")
_LOCAL = re.compile(LOCAL)


@dataclass(frozen=True)
class InvariantArgs:
    """No options: the pass is on or off."""


def run(unit: Unit, options: InvariantArgs) -> InvariantArgsStats:
    """The argument-buffer loads of every function marked invariant, or none when some use of
    the buffer is not a load (``InvariantArgsStats.left`` says which)."""
    stats = InvariantArgsStats()
    if not unit.module.mentions(CONTEXT):
        return stats
    marks: dict[str, list[int]] = {}
    functions = unit.module.each(lambda text: CONTEXT in text)
    for function in functions:  # analysis first: every function, before any is changed
        lines = [line for block in function.blocks for line in block.lines]
        found = _loads(lines)
        if isinstance(found, str):
            functions.close()
            stats.left = f"{function.name}: {found}"
            return stats
        if found:
            marks[function.name] = found
    if not marks:
        return stats
    for function in unit.module.each(lambda text: CONTEXT in text):
        wanted = set(marks.get(function.name, ()))
        at = 0
        for block in function.blocks:
            for i, line in enumerate(block.lines):
                if at + i in wanted:
                    block.lines[i] = _marked(line)
            at += len(block.lines)
        stats.marked += len(wanted)
    unit.changed()
    return stats


def _loads(lines: list[str]) -> list[int] | str:
    """The indexes of the lines that load from the argument buffer, or why none may be marked:
    the first use of a pointer into it that is not a load or a further offset."""
    instrs = parse_lines(lines)
    slots = {
        i.result
        for i in instrs
        if isinstance(i, Instr)
        and i.opcode == "getelementptr"
        and i.type == CONTEXT
        and [o.value for o in i.operands[1:]] == ["0", "0"]
        and i.result
    }
    if not slots:
        return []
    buffers = {
        i.result
        for i in instrs
        if isinstance(i, Instr) and i.opcode == "load" and i.operands[0].value in slots
    }
    inside = set(buffers)
    grew = True
    while grew:  # GEPs and bitcasts of a pointer into the buffer, in any order of definition
        before = len(inside)
        inside |= {
            i.result
            for i in instrs
            if isinstance(i, Instr)
            and i.opcode in _DERIVING
            and i.result
            and i.operands[0].value in inside
        }
        grew = len(inside) != before
    followed = slots | inside
    loads = []
    # In the order of the lines and of the names on each: the reason given is the first use,
    # whatever order the set of names iterates in
    for index in sorted({i for at in lines_naming(lines, followed).values() for i in at}):
        instr = instrs[index]
        if _debug_info(lines[index], instr):  # metadata, as LLVM holds it: not a use
            continue
        for name in _LOCAL.findall(strip_comment(lines[index])):
            why = _use(instr, name, name in slots) if name in followed else None
            if why is not None:
                return why
        if instr.opcode == "load" and _plain(lines[index]):  # type: ignore[union-attr]
            loads.append(index)
    return loads


def _use(instr: object, name: str, slot: bool) -> str | None:
    """Why ``instr``'s use of ``name`` (field 0's address when ``slot``, else a pointer into
    the buffer) keeps the buffer's loads unmarked; None when it is a load from it or an offset
    of it."""
    if isinstance(instr, Instr):
        operands = [o.value for o in instr.operands]
        if instr.result == name:  # its definition, found above as a load or an offset
            return None
        if instr.opcode == "load" and operands == [name]:
            return None
        if instr.opcode in _DERIVING and not slot and name not in operands[1:]:
            return None
        what = instr.opcode
    else:
        what = getattr(instr, "opcode", "?")
    place = "the argument buffer's address in the context" if slot else "a pointer into it"
    return f"{what} takes {place} ({name}), so the buffer may change"


def _debug_info(line: str, instr: object) -> bool:
    """A debug record (``#dbg_value(...)``) or an ``llvm.dbg.*`` call."""
    if line.lstrip().startswith("#dbg_"):
        return True
    return isinstance(instr, Instr) and (instr.callee or "").startswith("@llvm.dbg.")


def _plain(line: str) -> bool:
    """A load that is not volatile, and not marked yet (an atomic one is not parsed: its use
    leaves the module, above)."""
    code = line.split(";", 1)[0]
    return " volatile " not in code and "!invariant.load" not in code


def _marked(line: str) -> str:
    """``line`` (a load) with ``!invariant.load`` attached, before any comment."""
    body, newline = (line[:-1], "\n") if line.endswith("\n") else (line, "")
    code, sep, comment = body.partition(";")
    if sep and '"' not in code:
        return f"{code.rstrip()}{MARK} ;{comment}{newline}"
    return f"{body}{MARK}{newline}"
