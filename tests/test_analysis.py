"""The escape analysis: one small function per ``SkipCode``, and what a rewritable stack gets."""

import pytest

import irpass
from irpass.adstack.analysis import analyse
from irpass.adstack.flavour import detect
from irpass.adstack.helpers import Args, Flavour, Op
from irpass.adstack.stacks import FunctionAnalysis
from irpass.adstack.verdict import SkipCode
from irpass.ir.model import read
from tests.shared import functions

DECLARATIONS = """declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare void @stack_pop(ptr)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @other(ptr)
"""


def module(body: str, returns: str = "void", declarations: str = DECLARATIONS) -> str:
    """``body`` (lines using %s, the stack, %rt, %heap, %n, %c) in a function returning
    ``returns``; ``%s`` is a slice of the heap that ``stack_init`` sets up."""
    ret = "ret void" if returns == "void" else f"ret {returns} 0"
    return (
        f"{declarations}\n"
        f"define {returns} @f(ptr %rt, ptr %heap, i64 %n, i1 %c) {{\n"
        "entry:\n"
        "  %s = getelementptr i8, ptr %heap, i64 64\n"
        "  call void @stack_init(ptr %s)\n"
        f"{body}"
        f"  {ret}\n}}\n"
    )


PUSH = "  call void @stack_push(ptr %rt, ptr %s, i64 16, i64 4, i64 7)\n"
TOP = "  %t = call ptr @stack_top_primal(ptr %s, i64 4)\n"
POP = "  call void @stack_pop(ptr %s)\n"


def analysis(text: str) -> FunctionAnalysis:
    helpers, reason = detect(text)
    [function] = functions(read(text))
    return analyse(function, helpers, reason)


def codes(text: str) -> list[SkipCode | None]:
    return [s.reason.code if s.reason else None for s in analysis(text).stacks]


CASES = {
    SkipCode.HELPER_DECLARATIONS: module(
        PUSH, declarations=DECLARATIONS.replace("void @stack_push(", "void @stack_push4(")
    ),
    SkipCode.UNSPLITTABLE: module(PUSH + "  %a = ptrtoint ptr blockaddress(@f, %entry) to i64\n"),
    SkipCode.UNPARSED_CALL: module(PUSH + '  call void @stack_pop(ptr %s) [ "deopt"() ]\n'),
    SkipCode.UNTRACKED_POINTER: module(
        PUSH + "  call void @stack_push(ptr %rt, ptr %heap, i64 16, i64 4, i64 7)\n"
    ),
    SkipCode.NOT_PROVEN_EQUAL: module(
        "  %r = getelementptr i8, ptr %heap, i64 72\n  call void @stack_pop(ptr %r)\n"
    ),
    SkipCode.NOT_LOCAL: module("  call void @stack_init(ptr @g)\n").replace(
        "declare void @other", "@g = global [64 x i8] zeroinitializer\ndeclare void @other"
    ),
    SkipCode.ARGUMENT: module("  call void @stack_init(ptr %heap)\n"),
    SkipCode.NO_DEFINITION: module("  call void @stack_init(ptr %nowhere)\n"),
    SkipCode.FROM_MERGE: module(
        "  %m = select i1 %c, ptr %heap, ptr %rt\n  call void @stack_init(ptr %m)\n"
    ),
    SkipCode.THROUGH_MERGE: module(PUSH + "  %m = select i1 %c, ptr %s, ptr %heap\n"),
    SkipCode.STORED: module(PUSH + "  store ptr %s, ptr %heap\n"),
    SkipCode.PASSED_TO_CALL: module(PUSH + "  call void @other(ptr %s)\n"),
    SkipCode.OTHER_USE: module(PUSH + "  %i = ptrtoint ptr %s to i64\n"),
    SkipCode.ARGUMENT_COUNT: module("  call void @stack_pop(ptr %s, i64 1)\n"),
    SkipCode.PASSED_TWICE: module(
        "  call void @stack_push(ptr %s, ptr %s, i64 16, i64 4, i64 7)\n"
    ),
    SkipCode.ELEMENT_NOT_CONSTANT: module(PUSH.replace("i64 4,", "i64 %n,")),
    SkipCode.ELEMENTS_DIFFER: module(PUSH + TOP.replace("i64 4)", "i64 8)")),
    SkipCode.ELEMENT_NOT_POSITIVE: module(
        PUSH.replace("i64 4,", "i64 0,") + TOP.replace("4)", "0)")
    ),
}


@pytest.mark.parametrize("code", list(CASES), ids=str)
def test_each_cause_has_its_code(code: SkipCode) -> None:
    reasons = [s.reason for s in analysis(CASES[code]).stacks if s.reason is not None]
    assert reasons, "some stack is left alone"
    assert {r.code for r in reasons} == {code}
    assert all(r.detail for r in reasons)


def test_every_code_has_a_case() -> None:
    api_level = {SkipCode.ALREADY_REWRITTEN, SkipCode.STRATEGY_DECLINED}
    assert set(CASES) | api_level == set(SkipCode)


def test_already_rewritten_modules_are_left_alone() -> None:
    text = module(PUSH) + "\n!irpass.rewritten = !{}\n"
    stats = irpass.rewrite(text, irpass.RewriteOptions(), verify=False).stats
    assert stats.skipped_by_code == {SkipCode.ALREADY_REWRITTEN: 1}


def test_a_declining_strategy_is_recorded() -> None:
    text = module(PUSH, returns="i32")
    options = irpass.RewriteOptions(strategy="merged-checks", overflow="abort")
    stats = irpass.rewrite(text, options, verify=False).stats
    assert stats.skipped_by_code == {SkipCode.STRATEGY_DECLINED: 1}
    assert stats.to_dict()["functions"][0]["skipped"][0]["code"] == "strategy-declined"


def test_a_clean_stack_is_rewritable_with_its_facts() -> None:
    found = analysis(module(PUSH + TOP + POP))
    [stack] = found.stacks
    assert stack.rewritable and stack.pointer == "%s" and stack.elem_size == 4
    assert [site.op for site in stack.sites] == [Op.INIT, Op.PUSH, Op.TOP_PRIMAL, Op.POP]
    push = stack.sites[1]
    assert push.args == Args(stack="%s", elem="4", max="16", runtime="%rt", task_id="7")
    assert found.helper_calls == 4 and found.returns_void


def test_arguments_are_named_per_flavour() -> None:
    values = ("%s", "16", "4")
    assert Args.of(Op.PUSH, Flavour.TAICHI, values) == Args(stack="%s", max="16", elem="4")
    assert Args.of(Op.PUSH, None, ("%rt", *values, "0")).runtime == "%rt"
    assert Args.of(Op.POP, Flavour.QUADRANTS, ()).stack is None


def test_comments_do_not_count_as_uses() -> None:
    assert codes(module(PUSH + "  ; store ptr %s, ptr %heap\n")) == [None]
