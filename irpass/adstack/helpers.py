"""The one home of the adstack helper facts: operations, per-flavour signatures, and a typed
view of a call's arguments.

Both compilers name the same five runtime helpers; they differ in ``stack_push``: Quadrants
passes the runtime first and a task id last, and checks the capacity; Taichi does not.
"""

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from operator import itemgetter
from typing import NamedTuple

from irpass.ir.syntax import calls_to


class Flavour(StrEnum):
    QUADRANTS = "quadrants"  # stack_push(ptr rt, ptr s, i64 max, i64 E, i64 task_id), checked
    TAICHI = "taichi"  # stack_push(i8* s, i64 max, i64 E), unchecked


class Op(StrEnum):
    """One helper: the value is the operation, ``helper`` the function's name."""

    INIT = "init"
    PUSH = "push"
    POP = "pop"
    TOP_PRIMAL = "top_primal"
    TOP_ADJOINT = "top_adjoint"

    @property
    def helper(self) -> str:
        return f"stack_{self.value}"

    @property
    def callee(self) -> str:
        return f"@stack_{self.value}"


GET_RUNTIME = "RuntimeContext_get_runtime"
"""The runtime function Quadrants gets each push's runtime argument from, the context's
runtime: ``%rt = call ptr @RuntimeContext_get_runtime(ptr %context)``."""

HELPERS = tuple(op.helper for op in Op)
"""The helpers' function names."""
OF_CALLEE = {op.callee: op for op in Op}
"""``@stack_push`` -> ``Op.PUSH``."""
OF_HELPER = {op.helper: op for op in Op}
"""``stack_push`` -> ``Op.PUSH``."""


@dataclass(frozen=True)
class Signature:
    """A helper's result and parameters (name, type), pointers spelled ``ptr``."""

    result: str
    params: tuple[tuple[str, str], ...]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.params)

    @property
    def types(self) -> tuple[str, ...]:
        return tuple(ty for _, ty in self.params)


_STACK = ("stack", "ptr")
_ELEM = ("elem", "i64")
_MAX = ("max", "i64")
_COMMON = {
    Op.INIT: Signature("void", (_STACK,)),
    Op.POP: Signature("void", (_STACK,)),
    Op.TOP_PRIMAL: Signature("ptr", (_STACK, _ELEM)),
    Op.TOP_ADJOINT: Signature("ptr", (_STACK, _ELEM)),
}
SIGNATURES: dict[Flavour, dict[Op, Signature]] = {
    Flavour.QUADRANTS: {
        **_COMMON,
        Op.PUSH: Signature("void", (("runtime", "ptr"), _STACK, _MAX, _ELEM, ("task_id", "i64"))),
    },
    Flavour.TAICHI: {**_COMMON, Op.PUSH: Signature("void", (_STACK, _MAX, _ELEM))},
}


def mentions_helpers(text: str) -> bool:
    """Whether ``text`` (a function) may call a helper: the functions a rewrite splits."""
    return "@stack_" in text


def push_flavour(param_count: int) -> Flavour | None:
    """The flavour whose ``stack_push`` takes ``param_count`` parameters."""
    return next(
        (f for f, ops in SIGNATURES.items() if len(ops[Op.PUSH].params) == param_count), None
    )


class Args(NamedTuple):
    """A helper call's arguments by name, as written; ``None`` where the call has none."""

    stack: str | None = None
    elem: str | None = None
    max: str | None = None
    runtime: str | None = None
    task_id: str | None = None

    @classmethod
    def of(cls, op: Op, flavour: Flavour | None, values: tuple[str, ...]) -> "Args":
        """The view of ``op``'s ``values`` under ``flavour`` (guessed from a push's count
        when unknown). A call with too few arguments leaves the missing ones ``None``."""
        if flavour is None:
            flavour = push_flavour(len(values)) or Flavour.TAICHI
        return cls._make(_PICK[flavour, op](values + _MISSING))


# Per flavour and helper, the fields of ``Args`` picked from the call's arguments padded with
# ``_MISSING`` (a field the helper does not take, or a missing argument, picks a None).
_MISSING = (None,) * 6
_PICK = {
    (flavour, op): itemgetter(
        *(signature.names.index(f) if f in signature.names else -1 for f in Args._fields)
    )
    for flavour, ops in SIGNATURES.items()
    for op, signature in ops.items()
}


def count_calls(text: str) -> Counter[Op]:
    """How many calls to each helper ``text`` makes."""
    return Counter(OF_HELPER[name] for _, _, name in calls_to(text, OF_CALLEE))


def called_helper(line: str) -> Op | None:
    """The helper that ``line`` calls, if it calls one."""
    return next((OF_HELPER[name] for _, _, name in calls_to(line, OF_CALLEE)), None)
