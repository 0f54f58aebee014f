"""The LLVM stage holds one llvmlite module: ``irpass rewrite`` parses the input once (its
verification), the stage parses the passes' text once, and the output is parsed at most once
more, to verify it. Counted on the command itself, its forked children included (each parse and
print appends a line to a file)."""

import traceback
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from irpass.backend.cold_runtime import installed_runtime
from irpass_cli.main import main
from tests.shared import ROOT

EXAMPLE = ROOT / "testdata" / "examples" / "quadrants_loop_f32.ll"


def _counted(monkeypatch, log: Path) -> None:
    """Every LLVM parse of IR text or bitcode and every print of a module, written to ``log``
    with the irpass module that asked for it (the first frame outside ``backend/llvm.py``)."""

    def asker() -> str:
        for frame in reversed(traceback.extract_stack()[:-2]):
            where = Path(frame.filename)
            if "irpass" in where.parts and where.name != "llvm.py":
                return where.stem
        return "?"

    def counted(kind, original):
        def wrapper(*args, **kwargs):
            with open(log, "a") as file:
                file.write(f"{kind} {asker()}\n")
            return original(*args, **kwargs)

        return wrapper

    monkeypatch.setattr(llvm, "parse_assembly", counted("parse", llvm.parse_assembly))
    monkeypatch.setattr(llvm, "parse_bitcode", counted("parse", llvm.parse_bitcode))
    monkeypatch.setattr(llvm.ModuleRef, "__str__", counted("print", llvm.ModuleRef.__str__))


def _run(monkeypatch, tmp_path: Path, *flags: str) -> list[str]:
    log = tmp_path / "llvm.log"
    _counted(monkeypatch, log)
    out = tmp_path / "out"
    assert main(["rewrite", str(EXAMPLE), "-o", str(out), *flags]) == 0
    assert out.stat().st_size > 0
    return log.read_text().splitlines() if log.exists() else []


def test_ptx_assembly_parses_the_input_once_and_the_stage_once(monkeypatch, tmp_path) -> None:
    """``--debug-cold`` is on for PTX: rolled-loops edits the optimised module's print (llvmlite
    sets no instruction metadata), and that text, the output, is parsed (verified) once."""
    assert _run(monkeypatch, tmp_path, "--target", "ptx", "-O3", "--emit", "asm") == [
        "parse driver",  # the input verified
        "parse emit",  # the stage's one module: retargeted before, optimised and coalesced
        "print emit",  # the optimised module, for rolled-loops
        "parse emit",  # the output verified, and emitted
    ]


def test_without_rolled_loops_the_stage_prints_nothing(monkeypatch, tmp_path) -> None:
    flags = ("--target", "ptx", "-O3", "--emit", "asm", "--no-debug-cold")
    assert _run(monkeypatch, tmp_path, *flags) == ["parse driver", "parse emit"]


def test_text_output_parses_the_input_and_verifies_the_output(monkeypatch, tmp_path) -> None:
    assert _run(monkeypatch, tmp_path) == ["parse driver", "parse verify_pieces"]


@pytest.mark.skipif(installed_runtime("cuda") is None, reason="needs Quadrants' runtime_cuda.bc")
def test_pre_optimise_and_cold_runtime_share_one_module(monkeypatch, tmp_path) -> None:
    """``--for quadrants-cuda``: -O3 and NewGVN, then the runtime's cold code linked in, on one
    module printed once; the runtime's own module (read, and its cold closure built, once per
    runtime file) is apart."""
    lines = _run(monkeypatch, tmp_path, "--for", "quadrants-cuda")
    kernel = [line for line in lines if line.split()[1] != "cold_runtime"]
    assert kernel == ["parse driver", "parse stage", "print stage", "parse verify_pieces"]
