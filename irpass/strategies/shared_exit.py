"""``shared-exit``: exact count, a compare per push, one shared exit per function.

    %c = load i64, ptr %cnt
    %n = add i64 %c, 1
    %full = icmp ugt i64 %n, %max
    br i1 %full, label %overflow.exit, label %cont     ; no per-push merge
  cont:
    store i64 %n, ptr %cnt
    memset(entry c, 0, 2E)                             ; align min(8, 2E)

Every overflow edge goes to the function's single exit (see ``exits``), so a
push adds one block instead of three. Supports ``abort`` (the task returns
with the flag and task id set) and ``unchecked``; functions that do not
return void cannot abort and are left to another strategy.
"""

from irpass.adstack.stacks import Site
from irpass.ir.rewriter import Piece, SiteHandler
from irpass.strategies.base import Cost, Overflow, Prepared, Strategy, StrategyOptions
from irpass.strategies.sites import compare_push, is_checked_push, push_body, straight_piece


class SharedExitStrategy(Strategy):
    name = "shared-exit"
    summary = "a compare per push, every overflow edge to one shared exit per function, no merge"
    blocks = "1 per push, + 1 exit"
    overflow_modes = (Overflow.ABORT, Overflow.UNCHECKED)
    costs = {Overflow.ABORT: Cost(0.775, -0.348, small=(0.614, -0.238))}

    def handler(self, prepared: Prepared, options: StrategyOptions) -> SiteHandler:
        def handle(site: Site, line: str, label: str) -> Piece:
            if is_checked_push(prepared, site, options.overflow):
                return checked_push(prepared, site, label)
            return straight_piece(prepared, site)

        return handle


def checked_push(prepared: Prepared, site: Site, label: str) -> Piece:
    """count+1 compared with max, the overflow edge to the shared exit, the push below it."""
    emit = prepared.emit
    state = prepared.states[site.stack]
    out: list[str] = []
    count, bumped, limit, full = compare_push(prepared, site, out)
    target = prepared.exit.edge(label, site.args)
    cont = emit.names.block("cont")
    emit.branch(full, target, cont.label, out)
    stack = state.stack
    push_body(emit, state.counter, stack.pointer, stack.elem_size, count, bumped, cont.lines)
    return Piece(out, [], cont)
