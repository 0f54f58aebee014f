"""Real gated-stack dumps (Quadrants 1.3.3, CPU, debug): every helper call rewritten.

In these modules each helper call recomputes its stack pointer from the
claimed row (see ``irpass.testing.quadrants_programs``, "gated"). Every
strategy must rewrite all of them; what stays is only the real ``stack_push``
an overflow path calls on purpose (cold, after writing the count back).
"""

from pathlib import Path

import pytest

from irpass.ir.instructions import Instr, parse_lines
from irpass.ir.model import read
from irpass.strategies import DEFAULT_STRATEGY
from tests.shared import REWRITING_MODES as MODES
from tests.shared import ROOT, functions, mode_ids

pytestmark = pytest.mark.slow

GATED = sorted((ROOT / "testdata/quadrants/dumps").glob("gated_*.ll"))
RECOMPUTED = [p for p in GATED if "@LLVMRuntime_get_adstack_row_counters" in p.read_text()]


def _helper_calls(text: str) -> list[tuple[str, str | None, Instr]]:
    """(function, block label, call) of every helper call left in ``text``."""
    found = []
    for function in functions(read(text)):
        for block in function.blocks:
            lines = [ln for ln in block.lines if "call" in ln and "@stack_" in ln]
            for record in parse_lines(lines):
                if isinstance(record, Instr) and record.opcode == "call":
                    found.append((function.name, block.label, record))
    return found


def test_the_gated_dumps_are_there() -> None:
    names = {p.name.split("_reverse")[0] for p in GATED}
    assert names >= {
        "gated_ndarray_gate",
        "gated_f64_gate",
        "gated_lanes_lanes",
        "gated_pair_pair",
        "gated_snode_gate",
    }
    assert len(RECOMPUTED) == len(GATED) - 1  # the field gate is not captured on the CPU


@pytest.mark.parametrize(("strategy", "overflow"), MODES, ids=mode_ids(MODES))
@pytest.mark.parametrize("dump", GATED, ids=lambda p: p.stem.split("_reverse")[0])
def test_every_helper_call_is_rewritten(
    rewrite_matrix, dump: Path, strategy: str, overflow: str
) -> None:
    result = rewrite_matrix(dump.read_text(), strategy, overflow)
    [function] = result.stats.functions
    assert not function.skipped
    assert function.calls_removed == function.helper_calls > 0
    if dump in RECOMPUTED:
        assert function.merged and min(function.merged.values()) > 1
    left = _helper_calls(result.text)
    for name, label, call in left:  # only the overflow paths' real push
        assert call.callee == "@stack_push"
        assert name.startswith("@irpass.") or (label or "").startswith("%irpass.overflow")
    assert bool(left) == (overflow != "unchecked")


@pytest.mark.parametrize(
    "dump",
    sorted((ROOT / "testdata/quadrants/dumps").glob("*.ll"))
    + sorted(ROOT.glob("testdata/taichi/*.ll")),
    ids=lambda p: p.stem.split("_reverse")[0],
)
def test_no_real_dump_has_a_skip(rewrite_matrix, dump: Path) -> None:
    """Proving pointers equal adds no skip anywhere: every real dump's stacks are rewritten."""
    stats = rewrite_matrix(dump.read_text(), DEFAULT_STRATEGY).stats
    assert stats.functions and not [s for f in stats.functions for s in f.skipped]
