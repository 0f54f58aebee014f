"""Every checked-in Quadrants dump, rewritten with every strategy, for every target.

The rewrite must verify, the PTX must assemble with ``ptxas -c`` (the runtime
functions the dumps call stay external), and the AMDGCN and CPU objects must
be ELF files for their machines.
"""

import io
import shutil
import subprocess
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

import irpass
from irpass.backend.emit import EmitOptions, emit
from irpass.strategies import REGISTRY

ROOT = Path(__file__).resolve().parent.parent
DUMPS = sorted((ROOT / "testdata" / "quadrants" / "dumps").glob("*.ll"))
STRATEGIES = [name for name in REGISTRY if name != "none"]
MACHINES = {"amdgcn": "EM_AMDGPU", "cpu": "EM_X86_64"}


@pytest.fixture(scope="module", params=DUMPS, ids=[d.stem for d in DUMPS])
def rewrites(request) -> dict[str, str]:
    text = request.param.read_text()
    out = {}
    for strategy in STRATEGIES:
        result = irpass.rewrite(text, irpass.RewriteOptions(strategy=strategy), str(request.param))
        assert result.stats.stacks_rewritten == sum(f.stacks for f in result.stats.functions)
        out[strategy] = result.text
    return out


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas (CUDA) is not on PATH")
def test_ptx_of_every_strategy_assembles(rewrites: dict[str, str], tmp_path: Path) -> None:
    options = EmitOptions(opt_level=3, target="ptx", mcpu="sm_90", emit="asm", define_helpers=True)
    for strategy, text in rewrites.items():
        ptx = tmp_path / f"{strategy}.ptx"
        ptx.write_bytes(emit(text, options))
        proc = subprocess.run(
            ["ptxas", "-arch=sm_90", "-c", str(ptx), "-o", str(tmp_path / "k.cubin")],
            capture_output=True,
            text=True,
        )
        assert proc.returncode == 0, f"{strategy}: {proc.stderr[-2000:]}"


@pytest.mark.parametrize("target", sorted(MACHINES))
def test_objects_of_every_strategy(rewrites: dict[str, str], target: str) -> None:
    options = EmitOptions(opt_level=1, target=target, emit="obj")
    for strategy, text in rewrites.items():
        elf = ELFFile(io.BytesIO(emit(text, options)))
        assert elf["e_machine"] == MACHINES[target], strategy
