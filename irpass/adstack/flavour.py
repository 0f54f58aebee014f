"""Which compiler wrote the module, read off the helper declarations."""

from dataclasses import dataclass
from enum import Enum

from irpass.ir import toplevel


class Flavour(Enum):
    QUADRANTS = "quadrants"  # stack_push(ptr rt, ptr s, i64 max, i64 E, i64 task_id), checked
    TAICHI = "taichi"  # stack_push(i8* s, i64 max, i64 E), unchecked


HELPERS = ("stack_init", "stack_push", "stack_pop", "stack_top_primal", "stack_top_adjoint")

_EXPECTED = {
    Flavour.QUADRANTS: {
        "stack_init": ("void", 1),
        "stack_push": ("void", 5),
        "stack_pop": ("void", 1),
        "stack_top_primal": ("P", 2),
        "stack_top_adjoint": ("P", 2),
    },
    Flavour.TAICHI: {
        "stack_init": ("void", 1),
        "stack_push": ("void", 3),
        "stack_pop": ("void", 1),
        "stack_top_primal": ("P", 2),
        "stack_top_adjoint": ("P", 2),
    },
}


@dataclass(frozen=True)
class HelperSet:
    """The module's flavour and pointer spelling (``ptr`` or ``i8*``)."""

    flavour: Flavour
    pointer: str

    @property
    def typed(self) -> bool:
        return self.pointer != "ptr"


def detect(text: str) -> tuple[HelperSet | None, str | None]:
    """The helper set of a module, or ``(None, reason)`` when it cannot be trusted."""
    found: dict[str, tuple[str, tuple[str, ...]]] = {}
    for item in toplevel.functions(text):
        if item.name in HELPERS:
            found[item.name] = (item.return_type or "?", item.param_types)
    if "stack_push" not in found:
        return None, "no stack_push declaration, flavour unknown"
    push_params = found["stack_push"][1]
    flavour = {5: Flavour.QUADRANTS, 3: Flavour.TAICHI}.get(len(push_params))
    if flavour is None:
        return None, f"stack_push declared with {len(push_params)} parameters (expected 5 or 3)"
    pointer = "i8*" if push_params[0] == "i8*" else "ptr"
    for name, (ret, params) in found.items():
        want_ret, want_count = _EXPECTED[flavour][name]
        want_ret = pointer if want_ret == "P" else want_ret
        if ret != want_ret or len(params) != want_count:
            return None, (
                f"@{name} declared as {ret} with {len(params)} parameters "
                f"(expected {want_ret} with {want_count} for {flavour.value})"
            )
        if params[0] != pointer:
            return None, f"@{name} takes {params[0]} first (expected {pointer})"
    return HelperSet(flavour, pointer), None
