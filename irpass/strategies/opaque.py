"""``opaque``: the push stays a call, but the count is an argument and a result.

    %c  = load i64, ptr %cnt
    %c2 = call i64 @irpass.push.E(ptr %rt, ptr %s, i64 %c, i64 %max, i64 %tid)
    store i64 %c2, ptr %cnt

``@irpass.push.E`` is defined in the module, ``internal noinline``, one per
element size: it keeps the flavour's exact contract (on overflow: header :=
count, the real ``stack_push`` sets the flag and the task id, count
unchanged; else zero the entry and return count+1). No block is added to the
caller; tops and pops are inline arithmetic on the count, so their address
math is visible to LLVM. Taichi pushes are unchecked and inline (no block
either way).
"""

from irpass.adstack.helpers import Op
from irpass.adstack.stacks import Site
from irpass.ir.names import PUSH_HELPER
from irpass.ir.rewriter import Piece, SiteHandler
from irpass.strategies.base import Cost, Overflow, Prepared, Strategy, StrategyOptions
from irpass.strategies.builders import HEADER_BYTES, MEMSET, OVERFLOW_ATTACHMENT
from irpass.strategies.sites import straight_piece

_OVERFLOW = "overflow"  # the helper's block that reports an overflow


def push_helper(name: str, elem: int) -> str:
    """The out-of-line checked push for entries of ``elem`` bytes."""
    align = min(HEADER_BYTES, 2 * elem)
    return (
        f"define internal i64 {name}(ptr %rt, ptr %s, i64 %c, i64 %max, i64 %tid) "
        "noinline {\n"
        "entry:\n"
        "  %n = add i64 %c, 1\n"
        "  %full = icmp ugt i64 %n, %max\n"
        f"  br i1 %full, label %{_OVERFLOW}, label %push\n"
        f"{_OVERFLOW}:\n"
        f"  store i64 %c, ptr %s, align 8{OVERFLOW_ATTACHMENT}\n"
        f"  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 {elem}, i64 %tid)\n"
        "  ret i64 %c\n"
        "push:\n"
        f"  %off = mul i64 %c, {2 * elem}\n"
        f"  %at = add i64 %off, {HEADER_BYTES}\n"
        "  %slot = getelementptr i8, ptr %s, i64 %at\n"
        f"  call void @llvm.memset.p0.i64(ptr align {align} %slot, i8 0, "
        f"i64 {2 * elem}, i1 false)\n"
        "  ret i64 %n\n"
        "}"
    )


class OpaqueStrategy(Strategy):
    name = "opaque"
    summary = (
        "each checked push is one call to an internal noinline irpass helper that takes and "
        "returns the count; tops and pops inline"
    )
    blocks = "0"
    overflow_modes = (Overflow.EXACT,)
    costs = {Overflow.EXACT: Cost(-0.15, -0.095, small=(0.627, -0.22))}

    def handler(self, prepared: Prepared, options: StrategyOptions) -> SiteHandler:
        def handle(site: Site, line: str, _label: str) -> Piece:
            if site.op is not Op.PUSH or not prepared.checked:
                return straight_piece(prepared, site)
            return Piece(_counted_push(prepared, site))

        return handle


def _counted_push(prepared: Prepared, site: Site) -> list[str]:
    emit = prepared.emit
    declarations = emit.declarations
    state = prepared.states[site.stack]
    elem = state.stack.elem_size
    helper = declarations.global_name(f"{PUSH_HELPER}{elem}")
    declarations.add(push_helper(helper, elem))
    emit.report_in(helper, f"%{_OVERFLOW}")
    declarations.add(MEMSET)
    args = site.args
    out: list[str] = []
    count = emit.load_count(state.counter, out)
    bumped = emit.op(
        f"call i64 {helper}(ptr {args.runtime}, ptr {args.stack}, i64 {count}, "
        f"i64 {prepared.max_for(site)}, i64 {args.task_id})",
        "c",
        out,
    )
    emit.store_count(bumped, state.counter, out)
    return out
