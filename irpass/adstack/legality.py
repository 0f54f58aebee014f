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
        return SkipReason(SkipCode.HELPER_DECLARATIONS, "helper flavour unknown")
    if any(has_word(text, word) for word in _UNSPLITTABLE):
        return SkipReason(SkipCode.UNSPLITTABLE, "function uses indirectbr/callbr/blockaddress")
    if unparsed:
        return SkipReason(
            SkipCode.UNPARSED_CALL, f"helper call irpass cannot parse: {unparsed[0][:80]}"
        )
    return None


def untracked_reason(stack: Stack, unproven: dict) -> SkipReason:
    if stack.pointer in unproven:
        other, mismatch = unproven[stack.pointer]
        return SkipReason(
            SkipCode.NOT_PROVEN_EQUAL,
            f"helper call on {stack.pointer}, not proven the same stack as {other} "
            f"(set up by stack_init): {mismatch.describe()}",
        )
    return SkipReason(
        SkipCode.UNTRACKED_POINTER,
        f"helper call on {stack.pointer}, which no stack_init in this function "
        "sets up (it may alias a rewritten stack)",
    )


def stack_reason(stack, helpers, scan: Lines, uses: dict[str, list[int]], params):
    """Why ``stack`` may not be rewritten, or None. ``uses``: per pointer, the indexes of the
    function's lines that mention it."""
    p = stack.pointer
    defs = scan.defs
    if not p.startswith("%"):
        return SkipReason(SkipCode.NOT_LOCAL, f"stack pointer {p} is not a local value")
    if p in params:
        return SkipReason(
            SkipCode.ARGUMENT,
            f"stack pointer {p} is a function argument (the caller may read its header)",
        )
    if p not in defs:
        return SkipReason(
            SkipCode.NO_DEFINITION, f"stack pointer {p} has no definition irpass can see"
        )
    def_op = opcode(defs[p][1])
    if def_op in ("phi", "select"):
        return SkipReason(SkipCode.FROM_MERGE, f"stack pointer {p} comes from a {def_op}")
    signatures = SIGNATURES[helpers.flavour]
    starts = scan.starts
    own = {starts[b] + i for b, i in map(position, stack.sites)}  # the lines of its own calls
    pointers = set(stack.pointers)
    for op, operands in ((site.op, site.call.operands) for site in stack.calls):
        want = len(signatures[op].params)
        if len(operands) != want:
            return SkipReason(
                SkipCode.ARGUMENT_COUNT,
                f"call to {op.callee} with {len(operands)} arguments (expected {want})",
            )
        if len(operands) > 1 and sum(o.value in pointers for o in operands) > 1:
            return SkipReason(
                SkipCode.PASSED_TWICE,
                f"stack pointer {p} is passed to {op.callee} in another position",
            )
    for q in stack.pointers:
        defined = scan.index(defs[q][0])
        others = [scan.flat[k] for k in uses[q] if k != defined and k not in own]
        reason = _use_reason(q, others)
        if reason is not None:
            return reason
    sizes = {site.args.elem for site in stack.calls if site.args.elem is not None}
    if any(not is_int(s) for s in sizes):
        return SkipReason(SkipCode.ELEMENT_NOT_CONSTANT, f"non-constant element size for {p}")
    values = {int_value(s) for s in sizes}  # as LLVM reads them: 4 and 2**64 + 4 are one size
    if len(values) > 1:
        return SkipReason(
            SkipCode.ELEMENTS_DIFFER, f"inconsistent element sizes {sorted(values)} for {p}"
        )
    if values and next(iter(values)) <= 0:
        return SkipReason(
            SkipCode.ELEMENT_NOT_POSITIVE, f"element size {next(iter(values))} for {p}"
        )
    return None


def _use_reason(p: str, others: list[str]) -> SkipReason | None:
    """Why a use of stack pointer ``p`` other than its definition and its own helper calls
    (``others``, the lines of those uses) stops the rewrite."""
    for line in others:
        op = opcode(line)
        if op in ("phi", "select"):
            return SkipReason(SkipCode.THROUGH_MERGE, f"stack pointer {p} flows through a {op}")
        if op == "store":
            return SkipReason(
                SkipCode.STORED, f"stack pointer {p} is stored to memory or written through"
            )
        if "call" in line.split():
            callee = first_global(line) or "a call"
            return SkipReason(SkipCode.PASSED_TO_CALL, f"stack pointer {p} is passed to {callee}")
        return SkipReason(SkipCode.OTHER_USE, f"stack pointer {p} is used by {op}")
    return None
