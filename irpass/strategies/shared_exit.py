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

from irpass.adstack.analysis import FunctionAnalysis, Site
from irpass.strategies.base import FunctionRewrite, StrategyOptions, place_entry_lines, prepare
from irpass.strategies.builders import Declarations
from irpass.strategies.exits import OverflowArgs, SharedExit
from irpass.strategies.inline import push_body, site_piece
from irpass.strategies.rewriter import Piece, rewrite_blocks


class SharedExitStrategy:
    name = "shared-exit"
    summary = "exact count, compare per push, every overflow edge to one shared exit"
    overflow_modes = ("abort", "unchecked")

    def rewrite(
        self, analysis: FunctionAnalysis, options: StrategyOptions, declarations: Declarations
    ) -> FunctionRewrite | None:
        if options.overflow == "abort" and not analysis.returns_void:
            return None
        prepared = prepare(analysis, options, declarations)
        if prepared is None:
            return None
        exit_ = SharedExit(prepared.emit)

        def handle(site: Site, line: str, label: str) -> Piece:
            if site.op != "push" or not prepared.checked or options.overflow == "unchecked":
                return site_piece(prepared, site, line, "unchecked")
            emit = prepared.emit
            state = prepared.states[site.stack]
            out: list[str] = []
            count = emit.load_count(state.counter, out)
            bumped = emit.op(f"add i64 {count}, 1", "n", out)
            limit = prepared.max_for(site)
            full = emit.op(f"icmp ugt i64 {bumped}, {limit}", "full", out)
            ops = site.call.operands
            target = exit_.edge(
                label, OverflowArgs(ops[0].value, ops[1].value, limit, ops[3].value, ops[4].value)
            )
            cont = emit.names.block("cont")
            out.append(f"  br i1 {full}, label {target}, label {cont.label}\n")
            push_body(
                prepared,
                state.stack.pointer,
                count,
                bumped,
                state.counter,
                state.stack.elem_size,
                cont.lines,
            )
            return Piece(out, [], cont)

        done = rewrite_blocks(analysis.function, prepared.sites, handle)
        done.blocks.extend(exit_.finish())
        place_entry_lines(done.blocks, prepared, analysis)
        return FunctionRewrite(done.blocks, done.calls_removed, len(prepared.states))
