"""The code for one call site that every strategy shares: count in a slot, tops and pops as
arithmetic on it, and a push checked with its own overflow and push blocks (or unchecked).

The code of a site that adds no block depends only on its shape (helper, element size,
flavour, whether the call names its result), so it comes from that shape's template
(``builders.template``): the builders below write it once, with the site's values as holes.
"""

from typing import NamedTuple

from irpass.adstack.helpers import Op
from irpass.adstack.stacks import Site
from irpass.ir.names import OVERFLOW_HINT
from irpass.ir.rewriter import Piece
from irpass.strategies.base import Overflow, Prepared
from irpass.strategies.builders import Emitter, template


def site_piece(prepared: Prepared, site: Site, line: str, overflow: Overflow) -> Piece:
    """Count-in-a-slot code for one helper call; ``line`` is the call, kept on the overflow
    path of a checked push (the real ``stack_push`` reports the overflow)."""
    if is_checked_push(prepared, site, overflow):
        return _checked_push(prepared, site, line, overflow)
    return straight_piece(prepared, site)


def is_checked_push(prepared: Prepared, site: Site, overflow: Overflow) -> bool:
    """Whether ``site`` is a push compared with max (Taichi's and ``unchecked`` pushes are not)."""
    return site.op is Op.PUSH and prepared.checked and overflow is not Overflow.UNCHECKED


class Compared(NamedTuple):
    """The values ``compare_push`` names: the count, count+1, the max, and count+1 > max."""

    count: str
    bumped: str
    limit: str
    full: str


def compare_push(prepared: Prepared, site: Site, out: list[str]) -> Compared:
    """What every checked push starts with, appended to ``out``: count+1 compared with the
    stack's max; the strategies differ only in where the ``full`` edge goes."""
    emit = prepared.emit
    count = emit.load_count(prepared.states[site.stack].counter, out)
    bumped = emit.op(f"add i64 {count}, 1", "n", out)
    limit = prepared.max_for(site)
    return Compared(count, bumped, limit, emit.op(f"icmp ugt i64 {bumped}, {limit}", "full", out))


def straight_piece(prepared: Prepared, site: Site) -> Piece:
    """The code of a site that adds no block (``site_piece`` of an unchecked one): its shape's
    template, bound once per function."""
    key = (site.stack, site.op, site.result is None)
    lines = prepared.straight.get(key)
    if lines is None:
        state = prepared.states[site.stack]
        stack = state.stack
        emit = prepared.emit
        code = template(_straight, emit.helpers, site.op, stack.elem_size, prepared.checked, key[2])
        lines = prepared.straight[key] = code.bind(emit, state.counter, stack.pointer)
    return Piece(lines(site.result))


def _straight(
    emit: Emitter,
    op: Op,
    elem: int,
    checked: bool,
    unnamed: bool,
    counter: str = "{counter}",
    stack: str = "{stack}",
    result: str | None = "{result}",
) -> list[str]:
    """The code of a site that adds no block: init, pop, top, unchecked push, on the stack at
    ``stack`` whose count is in ``counter``; a top's address is named ``result`` unless the
    call is ``unnamed``."""
    out: list[str] = []
    if op is Op.INIT:
        emit.store_count("0", counter, out)
        return out
    count = emit.load_count(counter, out)
    if op is Op.POP:
        emit.store_count(emit.popped(count, checked, out), counter, out)
    elif op in (Op.TOP_PRIMAL, Op.TOP_ADJOINT):
        index = emit.top_index(count, checked, out)
        named = None if unnamed else result
        emit.entry_address(stack, index, elem, op is Op.TOP_ADJOINT, out, named)
    else:
        bumped = emit.op(f"add i64 {count}, 1", "n", out)
        push_body(emit, counter, stack, elem, count, bumped, out)
    return out


def _checked_push(prepared: Prepared, site: Site, line: str, overflow: Overflow) -> Piece:
    """A push compared with max, with its own overflow block and push block."""
    emit = prepared.emit
    state = prepared.states[site.stack]
    counter, stack, elem = state.counter, state.stack.pointer, state.stack.elem_size
    out: list[str] = []
    count, bumped, _, full = compare_push(prepared, site, out)
    overflow_block = emit.overflow_block(OVERFLOW_HINT)
    push_block = emit.names.block("push")
    cont = emit.names.block("cont")
    emit.branch(full, overflow_block.label, push_block.label, out)
    emit.report_header(count, stack, overflow_block.lines)
    overflow_block.lines.append(line)
    if overflow is Overflow.ABORT:
        emit.ret_void(overflow_block.lines)
    else:
        emit.jump(cont.label, overflow_block.lines)
    push_body(emit, counter, stack, elem, count, bumped, push_block.lines)
    emit.jump(cont.label, push_block.lines)
    return Piece(out, [overflow_block, push_block], cont)


def push_body(
    emit: Emitter, counter: str, stack: str, elem: int, count: str, bumped: str, out: list[str]
) -> None:
    """The push itself once it is known to fit: store count+1, zero the new entry."""
    emit.store_count(bumped, counter, out)
    emit.zero_entry(emit.entry_address(stack, count, elem, False, out), elem, out)
