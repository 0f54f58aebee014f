"""Every checked-in Quadrants dump, rewritten with every strategy, for every target.

``none`` stands for the dump as it is. The rewrite must verify; the PTX must
assemble with ``ptxas -c`` with the helpers defined (at -O3 the calls of the
dump as it is are inlined away: the faithful compiled baseline), and the dump
as it is also with the helpers and runtime external; the AMDGCN and CPU
objects must be ELF files for their machines that keep the kernel as an entry
point. A dump over 500 KB (the deep vector kernel, a scaled-up copy of the
vector8_lanes shapes that every strategy meets here already) goes through the
dump as it is and ``auto`` only, which keeps the suite within its time budget.
"""

import re
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from irpass.backend.emit import EmitOptions, emit
from irpass.strategies import REGISTRY
from irpass.testing.objects import PTXAS, assemble_ptx, read_elf, symbols
from tests.shared import ROOT

pytestmark = pytest.mark.slow

DUMPS = sorted((ROOT / "testdata" / "quadrants" / "dumps").glob("*.ll"))
MACHINES = {"amdgcn": "EM_AMDGPU", "cpu": "EM_X86_64"}
TRIPLES = {"cpu": "x86_64-unknown-linux-gnu"}  # the machine MACHINES names, whatever the host
LARGE = 500_000  # bytes: a dump this big runs as it is and under auto only
KERNEL = r"_kernel_\d+_range_for"  # task 0, or a later task of a gated kernel
needs_ptxas = pytest.mark.skipif(PTXAS is None, reason="ptxas (CUDA) is not on PATH")


@pytest.fixture(scope="module", params=DUMPS, ids=[d.stem for d in DUMPS])
def rewrites(request, rewrite_matrix) -> dict[str, str]:
    text = request.param.read_text()
    out = {}
    for strategy in REGISTRY if len(text) < LARGE else ("none", "auto"):
        result = rewrite_matrix(text, strategy)
        rewritten = 0 if strategy == "none" else sum(f.stacks for f in result.stats.functions)
        assert result.stats.stacks_rewritten == rewritten, strategy
        out[strategy] = result.text
    assert out["none"] == text
    return out


def test_real_dumps_are_present() -> None:
    assert DUMPS, "expected the Quadrants dumps in testdata/quadrants/dumps"


@needs_ptxas
def test_ptx_of_every_strategy_assembles(rewrites: dict[str, str], tmp_path: Path) -> None:
    options = EmitOptions(opt_level=3, target="ptx", mcpu="sm_90", emit="asm", define_helpers=True)
    for strategy, text in rewrites.items():
        ptx = emit(text, options)
        if strategy == "none":
            assert b"stack_push" not in ptx  # the defined helpers, inlined
        assemble_ptx(ptx, tmp_path, strategy)


@needs_ptxas
def test_the_dump_as_it_is_assembles_with_the_runtime_external(
    rewrites: dict[str, str], tmp_path: Path
) -> None:
    ptx = emit(rewrites["none"], EmitOptions(target="ptx", emit="asm"))
    assert re.search(rb"^\.visible \.entry \w+" + KERNEL.encode() + rb"\(", ptx, re.M)
    assert re.search(rb"^\.extern \.func stack_push\b", ptx, re.M)
    assemble_ptx(ptx, tmp_path)


@pytest.mark.parametrize("target", sorted(MACHINES))
def test_objects_of_every_strategy(rewrites: dict[str, str], target: str) -> None:
    options = EmitOptions(opt_level=1, target=target, mtriple=TRIPLES.get(target), emit="obj")
    for strategy, text in rewrites.items():
        elf = read_elf(emit(text, options))
        assert elf["e_machine"] == MACHINES[target], strategy
        names = symbols(elf)
        entry = KERNEL + (r"\.kd$" if target == "amdgcn" else "$")
        assert any(re.search(entry, name) for name in names), strategy
        if strategy == "none":
            assert "stack_push" in names  # declared, called: an undefined symbol


@pytest.mark.parametrize("target", sorted(MACHINES))
def test_dump_with_defined_helpers_inlines_them(rewrites: dict[str, str], target: str) -> None:
    options = EmitOptions(
        opt_level=3, target=target, mtriple=TRIPLES.get(target), define_helpers=True
    )
    text = emit(rewrites["none"], options).decode()
    assert "define internal void @stack_push" not in text
    if target == "amdgcn":
        assert re.search(rf"^define amdgpu_kernel void @\w+{KERNEL}\(", text, re.M)
    llvm.parse_assembly(text).verify()
