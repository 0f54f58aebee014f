"""A real Taichi 1.7.4 module (typed pointers, 3-argument pushes) through every strategy."""

import re
from pathlib import Path

import pytest

import irpass
from irpass.backend.emit import EmitOptions, emit
from irpass.strategies import REGISTRY
from irpass.testing.objects import PTXAS, assemble_ptx

DUMP = (
    Path(__file__).resolve().parent.parent / "testdata" / "taichi" / "branch_loop_reverse_grad.ll"
)
STRATEGIES = [name for name in REGISTRY if name != "none"]


@pytest.mark.parametrize("strategy", STRATEGIES)
def test_every_stack_is_rewritten_and_stays_typed(strategy: str) -> None:
    result = irpass.rewrite(DUMP.read_text(), irpass.RewriteOptions(strategy=strategy), str(DUMP))
    [body] = result.stats.functions
    assert result.stats.flavour == "taichi"
    assert (body.stacks, body.rewritten, body.calls_removed) == (3, 3, body.helper_calls)
    assert body.blocks_after == body.blocks_before  # Taichi pushes are unchecked
    assert "%irpass.cnt0 = alloca i64" in result.text
    assert "i64* %irpass.cnt0" in result.text  # typed pointers in, typed pointers out


def test_allocas_sized_for_a_4_byte_header_are_grown() -> None:
    before = re.findall(r"alloca \[(\d+) x i8\]", DUMP.read_text())
    after = re.findall(r"alloca \[(\d+) x i8\]", irpass.rewrite(DUMP.read_text()).text)
    assert sorted(map(int, before)) == [68, 260, 260]  # 4 + 32 * 2E, E = 1 or 4
    assert sorted(map(int, after)) == [72, 264, 264]  # 8 + 32 * 2E


@pytest.mark.skipif(PTXAS is None, reason="ptxas (CUDA) is not on PATH")
def test_rewritten_module_assembles_as_ptx(tmp_path: Path) -> None:
    text = irpass.rewrite(DUMP.read_text()).text
    assemble_ptx(emit(text, EmitOptions(opt_level=3, target="ptx", emit="asm")), tmp_path)
