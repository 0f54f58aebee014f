"""The code for one call site that every strategy shares: count in a slot, tops and pops as
arithmetic on it, and a push checked with its own overflow and push blocks (or unchecked)."""

from irpass.adstack.analysis import Site
from irpass.adstack.helpers import Op
from irpass.strategies.base import Overflow, Prepared
from irpass.strategies.cold import OVERFLOW_HINT
from irpass.strategies.rewriter import Piece


def site_piece(prepared: Prepared, site: Site, line: str, overflow: Overflow) -> Piece:
    """Count-in-a-slot code for one helper call; ``line`` is the call, kept on the overflow
    path of a checked push (the real ``stack_push`` reports the overflow)."""
    emit = prepared.emit
    state = prepared.states[site.stack]
    stack, counter, elem = state.stack.pointer, state.counter, state.stack.elem_size
    out: list[str] = []
    if site.op is Op.INIT:
        emit.store_count("0", counter, out)
        return Piece(out)
    count = emit.load_count(counter, out)
    if site.op is Op.POP:
        emit.store_count(emit.popped(count, prepared.checked, out), counter, out)
        return Piece(out)
    if site.op in (Op.TOP_PRIMAL, Op.TOP_ADJOINT):
        index = emit.top_index(count, prepared.checked, out)
        emit.entry_address(stack, index, elem, site.op is Op.TOP_ADJOINT, out, site.call.result)
        return Piece(out)
    bumped = emit.op(f"add i64 {count}, 1", "n", out)
    if not prepared.checked or overflow is Overflow.UNCHECKED:
        push_body(prepared, site, count, bumped, out)
        return Piece(out)
    full = emit.op(f"icmp ugt i64 {bumped}, {prepared.max_for(site)}", "full", out)
    overflow_block = emit.names.block(OVERFLOW_HINT)
    push_block = emit.names.block("push")
    cont = emit.names.block("cont")
    emit.branch(full, overflow_block.label, push_block.label, out)
    emit.store_count(count, stack, overflow_block.lines)
    overflow_block.lines.append(line)
    if overflow is Overflow.ABORT:
        emit.ret_void(overflow_block.lines)
    else:
        emit.jump(cont.label, overflow_block.lines)
    push_body(prepared, site, count, bumped, push_block.lines)
    emit.jump(cont.label, push_block.lines)
    return Piece(out, [overflow_block, push_block], cont)


def push_body(prepared: Prepared, site: Site, count: str, bumped: str, out: list[str]) -> None:
    """The push itself once it is known to fit: store count+1, zero the new entry."""
    emit = prepared.emit
    state = prepared.states[site.stack]
    elem = state.stack.elem_size
    emit.store_count(bumped, state.counter, out)
    emit.zero_entry(emit.entry_address(state.stack.pointer, count, elem, False, out), elem, out)
