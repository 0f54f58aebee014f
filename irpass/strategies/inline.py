"""``inline``: the seed PR's shape.

Each stack gets an ``alloca i64`` count in the entry block (SROA turns it
into SSA). Every checked push compares count+1 with max and branches to its
own overflow block and its own push block, which merge again::

      %c = load i64, ptr %cnt            ; count
      %n = add i64 %c, 1
      %o = icmp ugt i64 %n, %max
      br i1 %o, label %overflow, label %push
    overflow:                            ; exact: header := count, the real
      store i64 %c, ptr %s               ; stack_push raises the flag and the
      call void @stack_push(...)         ; task id and does not push
      br label %cont                     ; (abort: ret instead)
    push:
      store i64 %n, ptr %cnt
      memset(entry c, 0, 2E)
      br label %cont
    cont:

Tops are GEP arithmetic from the count (clamped at 0 for Quadrants), pops
decrement it (saturating for Quadrants). Taichi pushes are unchecked, as in
Taichi's own helper. This is the shape that made ptxas slower on big kernels:
it is here as the reference point the block-light strategies are measured
against.
"""

from irpass.adstack.analysis import FunctionAnalysis, Site
from irpass.strategies.base import (
    FunctionRewrite,
    Prepared,
    StrategyOptions,
    place_entry_lines,
    prepare,
)
from irpass.strategies.builders import Declarations
from irpass.strategies.rewriter import Piece, rewrite_blocks


class Inline:
    name = "inline"
    summary = "alloca count, per-push compare, overflow and push blocks that merge (seed shape)"
    overflow_modes = ("exact", "abort", "unchecked")

    def rewrite(
        self, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
    ) -> FunctionRewrite | None:
        prepared = prepare(analysis, options, declarations)
        if prepared is None:
            return None
        if options.overflow == "abort" and not analysis.returns_void:
            return None

        def handle(site: Site, line: str, _label: str) -> Piece:
            return site_piece(prepared, site, line, options.overflow)

        done = rewrite_blocks(analysis.function, prepared.sites, handle)
        place_entry_lines(done.blocks, prepared, analysis)
        return FunctionRewrite(done.blocks, done.calls_removed, len(prepared.states))


def site_piece(prepared: Prepared, site: Site, line: str, overflow: str) -> Piece:
    """Count-in-a-slot code for one helper call; shared with other strategies."""
    emit = prepared.emit
    state = prepared.states[site.stack]
    stack, counter, elem = state.stack.pointer, state.counter, state.stack.elem_size
    out: list[str] = []
    if site.op == "init":
        emit.store_count("0", counter, out)
        return Piece(out)
    count = emit.load_count(counter, out)
    if site.op == "pop":
        emit.store_count(emit.popped(count, prepared.checked, out), counter, out)
        return Piece(out)
    if site.op in ("top_primal", "top_adjoint"):
        index = emit.top_index(count, prepared.checked, out)
        emit.entry_address(stack, index, elem, site.op == "top_adjoint", out, site.call.result)
        return Piece(out)
    bumped = emit.op(f"add i64 {count}, 1", "n", out)
    if not prepared.checked or overflow == "unchecked":
        push_body(prepared, stack, count, bumped, counter, elem, out)
        return Piece(out)
    full = emit.op(f"icmp ugt i64 {bumped}, {prepared.max_for(site)}", "full", out)
    overflow_block = emit.names.block("overflow")
    push_block = emit.names.block("push")
    cont = emit.names.block("cont")
    out.append(f"  br i1 {full}, label {overflow_block.label}, label {push_block.label}\n")
    emit.store_count(count, stack, overflow_block.lines)
    overflow_block.lines.append(line)
    overflow_block.lines.append(
        "  ret void\n" if overflow == "abort" else f"  br label {cont.label}\n"
    )
    push_body(prepared, stack, count, bumped, counter, elem, push_block.lines)
    push_block.lines.append(f"  br label {cont.label}\n")
    return Piece(out, [overflow_block, push_block], cont)


def push_body(
    prepared: Prepared, stack: str, count: str, bumped: str, counter: str, elem: int, out: list[str]
) -> None:
    emit = prepared.emit
    emit.store_count(bumped, counter, out)
    emit.zero_entry(emit.entry_address(stack, count, elem, False, out), elem, out)
