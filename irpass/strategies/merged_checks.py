"""``merged-checks``: one overflow check per basic block, then unchecked pushes.

At a block's first push, for every stack the block pushes, the count each of
its pushes will see is ``max(c0 + a, b)`` (``c0`` the count now; pops
saturate at 0 and an init resets it, which gives the ``b`` part). Some push of
the block would overflow iff, for some stack, ``c0 + A + 1 > max`` or
``B + 1 > max`` with ``A``, ``B`` the largest ``a``, ``b`` over its pushes.
All those compares are or-ed into one branch to the function's shared exit:

    %c0 = load i64, ptr %cnt.0   ...   %c1 = load i64, ptr %cnt.1
    %f0 = icmp sgt i64 (%c0 + A0 + 1), %max0   ...   %any = or i1 %f0, %f1
    br i1 %any, label %overflow.exit, label %cont
  cont:                                         ; pushes below are unchecked

The ``B`` part of a stack initialised within the checked pushes reads max again at the check
(``_reread``). The check fires exactly when a per-push check would (property-tested), but
earlier in the block, which ``abort`` allows: the flag and task id are set
the same way and the host raises before any result is used. A function whose
pushes carry different task ids, or whose max sizes cannot be read at the
check, falls back to ``shared-exit``.
"""

from collections import defaultdict
from typing import NamedTuple

from irpass.adstack.helpers import Op
from irpass.adstack.stacks import Site, Where
from irpass.ir.model import Block
from irpass.ir.rewriter import Piece, SiteHandler
from irpass.strategies.base import Cost, Overflow, Prepared, StackState, Strategy, StrategyOptions
from irpass.strategies.builders import Emitter
from irpass.strategies.sites import straight_piece


class Bound(NamedTuple):
    """Before each push the count is ``max(c0 + a, b)``; None stands for minus infinity. (A
    named tuple: one per stack of each check, made at C speed.)"""

    a: int | None
    b: int | None


def block_bounds(ops: list[tuple[str, str]]) -> dict[str, Bound]:
    """For each stack, the largest ``a`` and ``b`` over its pushes in ``ops``."""
    state: dict[str, tuple[int | None, int | None]] = {}
    peak: dict[str, tuple[int | None, int | None]] = {}
    for stack, op in ops:
        a, b = state.get(stack, (0, None))
        if op == "push":
            old_a, old_b = peak.get(stack, (None, None))
            peak[stack] = (_max(old_a, a), _max(old_b, b))
            a, b = _add(a, 1), _add(b, 1)
        elif op == "pop":
            a, b = _add(a, -1), max(b - 1, 0) if b is not None else 0
        elif op == "init":
            a, b = None, 0
        state[stack] = (a, b)
    return {stack: Bound(a, b) for stack, (a, b) in peak.items()}


def fires(bound: Bound, count: int, limit: int) -> bool:
    """The merged condition for one stack, as the emitted code evaluates it."""
    return (bound.a is not None and count + bound.a + 1 > limit) or (
        bound.b is not None and bound.b + 1 > limit
    )


def _max(x: int | None, y: int | None) -> int | None:
    return y if x is None else x if y is None else max(x, y)


def _add(x: int | None, k: int) -> int | None:
    return None if x is None else x + k


def _limits(prepared: Prepared) -> dict[str, str] | None:
    """Each stack's max as a value available anywhere, or None."""
    limits = {}
    for pointer, state in prepared.states.items():
        if state.hoisted_max:
            limits[pointer] = state.hoisted_max
            continue
        operands = {s.args.max for s in state.stack.calls if s.op is Op.PUSH}
        if len(operands) > 1 or any(v.startswith("%") for v in operands):
            return None
        limits[pointer] = next(iter(operands), "0")
    return limits


class MergedChecksStrategy(Strategy):
    name = "merged-checks"
    summary = (
        "one check per basic block: the block's peak count on every stack it pushes, or-ed into "
        "one branch to a shared exit; unchecked pushes after it"
    )
    blocks = "1 per block with pushes, + 1 exit"
    overflow_modes = (Overflow.ABORT, Overflow.UNCHECKED)
    costs = {Overflow.ABORT: Cost(0.845, -0.373, small=(1.005, -0.374))}
    fallback = "shared-exit"

    def handler(self, prepared: Prepared, options: StrategyOptions) -> SiteHandler | None:
        """Declines unchecked rewrites (nothing to merge), and functions whose pushes carry
        different task ids or whose max sizes cannot be read at a check."""
        if options.overflow is Overflow.UNCHECKED or not prepared.checked:
            return None
        limits = _limits(prepared)
        calls = (call for state in prepared.states.values() for call in state.stack.calls)
        task_ids = {c.args.task_id for c in calls if c.op is Op.PUSH}
        if limits is None or len(task_ids) > 1:
            return None
        checks = _plan(prepared, options.max_run)

        def handle(site: Site, line: str, label: str) -> Piece:
            plan = checks.get(site.where)
            if plan is None:
                return straight_piece(prepared, site)
            out, cont = _check(prepared, plan, limits, site, label)
            rest = straight_piece(prepared, site)
            cont.lines.extend(rest.lines)
            return Piece(out, [], cont)

        return handle


def _plan(prepared: Prepared, run: int | None) -> dict[Where, dict[str, Bound]]:
    """Where the checks go, and the bounds each covers.

    One check at a block's first push covers the rest of the block; with ``run``
    a new check starts after every ``run`` pushes, so no straight line of
    unchecked pushes grows without end.
    """
    by_block: dict[int, list[Site]] = defaultdict(list)
    for (b, _), site in sorted(prepared.sites.items()):
        by_block[b].append(site)
    plans = {}
    for sites in by_block.values():
        for segment in _segments(sites, run):
            ops = [(s.stack, s.op) for s in segment]
            plans[segment[0].where] = block_bounds(ops)
    return plans


def _segments(sites: list[Site], run: int | None) -> list[list[Site]]:
    """Split a block's sites at pushes: each segment starts at a push and holds <= run pushes."""
    segments: list[list[Site]] = []
    pushes = 0
    for site in sites:
        push = site.op is Op.PUSH
        if push and (not segments or (run is not None and pushes == run)):
            segments.append([])
            pushes = 0
        if segments:
            segments[-1].append(site)
            pushes += push
    return segments


def _reread(
    state: StackState, done: dict[tuple[str, str], str], emit: Emitter, out: list[str]
) -> str | None:
    """The max of a stack (re)initialised within the checked pushes, read again at the check
    (once per source): that compare (max < pushes since the init) depends on the max alone,
    and on the hoisted value LLVM computes it wherever the max is read, the pointer's
    definition or the entry, and ptxas carries the predicate from there (what that cost:
    docs/strategies.md, "Where the max size is read")."""
    source = state.stack.max_source
    if state.hoisted_max is None or source is None:
        return None
    key = (source.base, source.index)
    if key not in done:
        address = emit.op(
            f"getelementptr i64, {source.base_type} {source.base}, i64 {source.index}", "maxp", out
        )
        done[key] = emit.op(f"load i64, {emit.i64p} {address}, align 8", "max", out)
    return done[key]


def _check(
    prepared: Prepared,
    bounds: dict[str, Bound],
    limits: dict[str, str],
    site: Site,
    label: str,
) -> tuple[list[str], Block]:
    """The or-ed compare at ``site`` and the block the pushes continue in."""
    emit = prepared.emit
    out: list[str] = []
    flags = []
    reread: dict[tuple[str, str], str] = {}
    for pointer, bound in bounds.items():
        limit = limits[pointer]
        if bound.a is not None:
            limit = _reread(prepared.states[pointer], reread, emit, out) or limit
            count = emit.load_count(prepared.states[pointer].counter, out)
            peak = emit.op(f"add i64 {count}, {bound.a + 1}", "peak", out)
            flags.append(emit.op(f"icmp sgt i64 {peak}, {limit}", "full", out))
        if bound.b is not None:
            limit = _reread(prepared.states[pointer], reread, emit, out) or limit
            flags.append(emit.op(f"icmp ult i64 {limit}, {bound.b + 1}", "full", out))
    any_full = flags[0]
    for flag in flags[1:]:
        any_full = emit.op(f"or i1 {any_full}, {flag}", "any", out)
    target = prepared.exit.edge(label, site.args)
    cont = emit.names.block("cont")
    emit.branch(any_full, target, cont.label, out)
    return out, cont
