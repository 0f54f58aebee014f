"""Which compiler wrote the module, read off the helper declarations."""

from typing import NamedTuple

from irpass.adstack.helpers import OF_HELPER, SIGNATURES, Flavour, Op, push_flavour
from irpass.adstack.verdict import SkipCode, SkipReason
from irpass.ir import toplevel


class HelperSet(NamedTuple):
    """The module's flavour and pointer spelling (``ptr`` or ``i8*``). (A named tuple: the
    templates' cache hashes it at every function's first use of each shape, at C speed.)"""

    flavour: Flavour
    pointer: str

    @property
    def typed(self) -> bool:
        return self.pointer != "ptr"


def detect(text: str) -> tuple[HelperSet | None, SkipReason | None]:
    """The helper set of a module, or ``(None, reason)`` when it cannot be trusted.

    Results and parameter counts must be the flavour's (``SIGNATURES``), and every helper must
    take the stack pointer, spelled as ``stack_push`` spells it, first.
    """
    helpers, problem = _detect(text)
    return helpers, SkipReason.of(SkipCode.HELPER_DECLARATIONS, problem) if problem else None


def _detect(text: str) -> tuple[HelperSet | None, str | None]:
    found: dict[Op, tuple[str, tuple[str, ...]]] = {}
    for item in toplevel.functions(text, OF_HELPER):
        found[OF_HELPER[item.name]] = (item.return_type or "?", item.param_types)
    if Op.PUSH not in found:
        return None, "no stack_push declaration, flavour unknown"
    push_params = found[Op.PUSH][1]
    flavour = push_flavour(len(push_params))
    if flavour is None:
        return None, f"stack_push declared with {len(push_params)} parameters (expected 5 or 3)"
    pointer = "i8*" if push_params[0] == "i8*" else "ptr"
    for op, (ret, params) in found.items():
        want = SIGNATURES[flavour][op]
        want_ret = pointer if want.result == "ptr" else want.result
        if ret != want_ret or len(params) != len(want.params):
            return None, (
                f"@{op.helper} declared as {ret} with {len(params)} parameters "
                f"(expected {want_ret} with {len(want.params)} for {flavour.value})"
            )
        if params[0] != pointer:
            return None, f"@{op.helper} takes {params[0]} first (expected {pointer})"
    return HelperSet(flavour, pointer), None
