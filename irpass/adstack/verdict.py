"""Why a stack is left alone: one code per cause (LLVM's one ``STATISTIC`` per cause), plus
the human sentence that names the values involved.

Counting by code keeps one row per cause in summaries; the sentence says where it happened.
"""

from dataclasses import dataclass
from enum import StrEnum


class SkipCode(StrEnum):
    """One cause for leaving a stack alone; ``summary`` says it without value names."""

    HELPER_DECLARATIONS = "helper-declarations"
    ALREADY_REWRITTEN = "already-rewritten"
    UNSPLITTABLE = "unsplittable-control-flow"
    UNPARSED_CALL = "unparsed-helper-call"
    UNTRACKED_POINTER = "untracked-pointer"
    NOT_PROVEN_EQUAL = "pointer-not-proven-equal"
    NOT_LOCAL = "not-local"
    ARGUMENT = "function-argument"
    NO_DEFINITION = "no-definition"
    FROM_MERGE = "from-phi-or-select"
    THROUGH_MERGE = "through-phi-or-select"
    STORED = "stored"
    PASSED_TO_CALL = "passed-to-call"
    OTHER_USE = "other-use"
    ARGUMENT_COUNT = "argument-count"
    PASSED_TWICE = "passed-twice"
    ELEMENT_NOT_CONSTANT = "element-size-not-constant"
    ELEMENTS_DIFFER = "element-sizes-differ"
    ELEMENT_NOT_POSITIVE = "element-size-not-positive"
    STRATEGY_DECLINED = "strategy-declined"

    @property
    def summary(self) -> str:
        return _SUMMARIES[self]


_SUMMARIES = {
    SkipCode.HELPER_DECLARATIONS: "helper declarations missing or unlike either flavour's",
    SkipCode.ALREADY_REWRITTEN: "module already rewritten by irpass",
    SkipCode.UNSPLITTABLE: "function uses indirectbr/callbr/blockaddress",
    SkipCode.UNPARSED_CALL: "a helper call irpass cannot parse",
    SkipCode.UNTRACKED_POINTER: "a helper call on a pointer no stack_init there sets up",
    SkipCode.NOT_PROVEN_EQUAL: "a helper call on a pointer not proven equal to a set-up stack's",
    SkipCode.NOT_LOCAL: "stack pointer is not a local value",
    SkipCode.ARGUMENT: "stack pointer is a function argument",
    SkipCode.NO_DEFINITION: "stack pointer has no definition irpass can see",
    SkipCode.FROM_MERGE: "stack pointer comes from a phi or select",
    SkipCode.THROUGH_MERGE: "stack pointer flows through a phi or select",
    SkipCode.STORED: "stack pointer is stored to memory or written through",
    SkipCode.PASSED_TO_CALL: "stack pointer is passed to another call",
    SkipCode.OTHER_USE: "stack pointer is used by another instruction",
    SkipCode.ARGUMENT_COUNT: "a helper call with the wrong number of arguments",
    SkipCode.PASSED_TWICE: "stack pointer passed to a helper in another position too",
    SkipCode.ELEMENT_NOT_CONSTANT: "element size not a constant",
    SkipCode.ELEMENTS_DIFFER: "element sizes differ between calls",
    SkipCode.ELEMENT_NOT_POSITIVE: "element size not positive",
    SkipCode.STRATEGY_DECLINED: "the strategy left the function as it was",
}


@dataclass(frozen=True)
class SkipReason:
    """A cause and the sentence that says it for this stack (``str`` gives the sentence)."""

    code: SkipCode
    detail: str

    def __str__(self) -> str:
        return self.detail
