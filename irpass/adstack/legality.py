"""Whether a function's stacks may be rewritten: the rules, in the order the plugin checks
them too, each giving the ``SkipReason`` of its cause.

A stack may be rewritten only when every use of its pointer is a helper call irpass models, so
that the count can live in a register without anything else reading the header.
"""

from irpass.adstack.flavour import HelperSet
from irpass.adstack.helpers import SIGNATURES
from irpass.adstack.lines import Lines
from irpass.adstack.stacks import Stack, position
from irpass.adstack.verdict import SkipCode, SkipReason
from irpass.ir.model import Function
from irpass.ir.syntax import first_global, has_word, int_value, is_int, opcode

_UNSPLITTABLE = ("indirectbr", "callbr", "blockaddress")


def function_reason(
    function: Function, helpers: HelperSet | None, unparsed: list[str]
) -> SkipReason | None:
    text = function.text()
    if helpers is None:
        return SkipReason.of(SkipCode.HELPER_DECLARATIONS, "helper flavour unknown")
    if any(has_word(text, word) for word in _UNSPLITTABLE):
        return SkipReason.of(SkipCode.UNSPLITTABLE)
    if unparsed:
        return SkipReason.of(SkipCode.UNPARSED_CALL, unparsed[0][:80])
    return None


def untracked_reason(stack: Stack, unproven: dict) -> SkipReason:
    if stack.pointer in unproven:
        other, mismatch = unproven[stack.pointer]
        return SkipReason.of(SkipCode.NOT_PROVEN_EQUAL, stack.pointer, other, mismatch.describe())
    return SkipReason.of(SkipCode.UNTRACKED_POINTER, stack.pointer)


def stack_reason(stack, helpers, scan: Lines, uses: dict[str, list[int]], params):
    """Why ``stack`` may not be rewritten, or None. ``uses``: per pointer, the indexes of the
    function's lines that mention it."""
    p = stack.pointer
    defs = scan.defs
    if not p.startswith("%"):
        return SkipReason.of(SkipCode.NOT_LOCAL, p)
    if p in params:
        return SkipReason.of(SkipCode.ARGUMENT, p)
    if p not in defs:
        return SkipReason.of(SkipCode.NO_DEFINITION, p)
    def_op = opcode(defs[p][1])
    if def_op in ("phi", "select"):
        return SkipReason.of(SkipCode.FROM_MERGE, p, def_op)
    signatures = SIGNATURES[helpers.flavour]
    starts = scan.starts
    own = {starts[b] + i for b, i in map(position, stack.sites)}  # the lines of its own calls
    pointers = set(stack.pointers)
    for op, operands in ((site.op, site.call.operands) for site in stack.calls):
        want = len(signatures[op].params)
        if len(operands) != want:
            return SkipReason.of(SkipCode.ARGUMENT_COUNT, op.callee, len(operands), want)
        if len(operands) > 1 and sum(o.value in pointers for o in operands) > 1:
            return SkipReason.of(SkipCode.PASSED_TWICE, p, op.callee)
    for q in stack.pointers:
        defined = scan.index(defs[q][0])
        others = [scan.flat[k] for k in uses[q] if k != defined and k not in own]
        reason = _use_reason(q, others)
        if reason is not None:
            return reason
    sizes = {site.args.elem for site in stack.calls if site.args.elem is not None}
    if any(not is_int(s) for s in sizes):
        return SkipReason.of(SkipCode.ELEMENT_NOT_CONSTANT, p)
    values = {int_value(s) for s in sizes}  # as LLVM reads them: 4 and 2**64 + 4 are one size
    if len(values) > 1:
        return SkipReason.of(SkipCode.ELEMENTS_DIFFER, sorted(values), p)
    if values and next(iter(values)) <= 0:
        return SkipReason.of(SkipCode.ELEMENT_NOT_POSITIVE, next(iter(values)), p)
    return None


def _use_reason(p: str, others: list[str]) -> SkipReason | None:
    """Why a use of stack pointer ``p`` other than its definition and its own helper calls
    (``others``, the lines of those uses) stops the rewrite."""
    for line in others:
        op = opcode(line)
        if op in ("phi", "select"):
            return SkipReason.of(SkipCode.THROUGH_MERGE, p, op)
        if op == "store":
            return SkipReason.of(SkipCode.STORED, p)
        if "call" in line.split():
            return SkipReason.of(SkipCode.PASSED_TO_CALL, p, first_global(line) or "a call")
        return SkipReason.of(SkipCode.OTHER_USE, p, op)
    return None
