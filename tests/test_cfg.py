"""The CFG analysis (``irpass.ir.cfg``): successors read from each block's terminator, cached
per function until its blocks change."""

import pytest

from irpass.ir.cfg import cfg, successor_labels
from irpass.ir.model import read
from tests.shared import TESTDATA, functions

DUMP = (
    TESTDATA / "quadrants" / "dumps" / "static_unroll_unrolled_reverse_grad_kernel_0_range_for.ll"
)
BODY = "  %x = add i32 1, 2\n"


@pytest.mark.parametrize(
    ("terminator", "successors"),
    [
        ("br label %a", ["%a"]),
        ('br i1 %c, label %a, label %"b c" ; label %z', ["%a", '%"b c"']),
        (
            "switch i32 %v, label %d [\n    i32 0, label %a\n    i32 1, label %b\n  ]",
            ["%d", "%a", "%b"],
        ),
        ("indirectbr ptr %p, [label %a, label %b]", ["%a", "%b"]),
        (
            "%r = invoke i32 @f(ptr blockaddress(@g, %q), i32 1)\n          to label %n unwind "
            "label %u, !dbg !3",
            ["%n", "%u"],
        ),
        ('callbr void asm "", "r,!i"(i32 %x) to label %f [label %i, label %j]', ["%f", "%i", "%j"]),
        ("%cs = catchswitch within none [label %h] unwind to caller", ["%h"]),
        ("catchret from %t to label %x", ["%x"]),
        ("cleanupret from %t unwind label %y", ["%y"]),
        ("ret void", []),
        ("unreachable", []),
        ('call void @label(ptr %label, ptr @"label %a")', []),  # no terminator
    ],
)
def test_successors_are_the_terminators_labels(terminator: str, successors: list[str]) -> None:
    lines = (BODY + "  " + terminator + "\n  ; br label %comment\n").splitlines(keepends=True)
    assert successor_labels(lines) == successors


def test_only_the_terminator_branches() -> None:
    """A label mentioned before the terminator (here a phi's incoming block and a quoted name)
    is no edge."""
    [function] = functions(
        read(
            "define void @f(i1 %c) {\nentry:\n  br label %a\n"
            'a:\n  %p = phi i1 [ %c, %entry ]\n  %"label %entry" = add i32 0, 0\n  ret void\n}\n',
            split=lambda _: True,
        )
    )
    assert cfg(function).successors == [[1], []]
    assert cfg(function).predecessors == [[], [0]]


def test_the_cfg_is_an_analysis_cached_until_the_blocks_change() -> None:
    [function] = functions(read(DUMP.read_text()))[:1]
    graph = cfg(function)
    assert cfg(function) is graph
    assert graph.successors[0] and all(graph.dominates((0, 0), (b, 0)) for b in graph.idom if b)
    function.blocks = list(function.blocks)  # what a rewrite does: new blocks
    assert cfg(function) is not graph
