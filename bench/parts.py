"""Parts of a debug kernel taken away, to see where its ptxas time goes (issue #34).

Each part is an edit of the Quadrants debug dump before irpass rewrites it. The variants these
make are illegal (the checks a debug build must keep are gone) and measured for reference only:

- ``asserts``: every bounds check's ``br i1 %ok, label %assert_cont, label %assert_fail``
  becomes ``br label %assert_cont`` (the fail blocks become unreachable and go);
- ``overflow``: every ``debug_<op>_<type>(ctx, a, b, msg)`` becomes the plain ``<op> a, b``;
- ``reports``: every assert's report ``quadrants_assert_format_ctx_args8(...)`` becomes the
  constant 1, so a failing check still branches away, to the kernel's return, with no call.

The stack checks are taken away by the strategy (``inline/unchecked``), not here.
"""

import re

ASSERTS, OVERFLOW, REPORTS = "asserts", "overflow", "reports"
PARTS = (ASSERTS, OVERFLOW, REPORTS)

_ASSERT = re.compile(
    r"br i1 %[\w.]+, label (%(?:c\d+\.)?assert_cont\d*), label %(?:c\d+\.)?assert_fail\d*$", re.M
)  # the labels of ``bench.scaled``'s copies are prefixed ``c<k>.``
_DEBUG_OP = re.compile(
    r"call (i\d+) @debug_(add|sub|mul|shl)_[iu]\d+\(ptr [^,]+, i\d+ ([^,]+), i\d+ ([^,]+), "
    r"ptr [^)]+\)"
)
_REPORT = re.compile(r"call i32 @quadrants_assert_format_ctx_args8\([^\n]*\)")


def without(text: str, parts: frozenset[str]) -> str:
    """The dump ``text`` with ``parts`` (of ``PARTS``) taken away."""
    if ASSERTS in parts:
        text = _ASSERT.sub(r"br label \1", text)
    if OVERFLOW in parts:
        text = _DEBUG_OP.sub(r"\2 \1 \3, \4", text)
    if REPORTS in parts:
        text = _REPORT.sub("add i32 0, 1", text)
    return text
