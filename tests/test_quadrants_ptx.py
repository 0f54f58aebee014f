"""The ``QUADRANTS_LOAD_PTX`` recipe: ``rewrite-dir`` turns each ``<name>_before_ptx.ll`` that
``QD_DUMP_IR`` writes on CUDA (the linked module Quadrants is about to turn into PTX) into the
``<name>.ptx`` Quadrants reads back from the same directory. The naming is checked here on a
linked CUDA module made from a real dump; the round trip itself needs a CUDA device."""

import shutil

import numpy as np
import pytest

from irpass.backend.emit import EmitOptions, emit
from irpass.testing.cpu_runtime import runtime_bitcode
from irpass.testing.objects import PTXAS, assemble_ptx
from irpass_cli.main import main
from tests.shared import ROOT

DUMP = ROOT / "testdata/quadrants/dumps/loop_carry_carry_reverse_grad_kernel_0_range_for.ll"
PTX_ARGS = ["--pattern", "*_before_ptx.ll", "-O3", "--target", "ptx", "--emit", "asm"]


@pytest.mark.skipif(runtime_bitcode("cuda") is None, reason="the quadrants wheel is not installed")
def test_rewrite_dir_writes_the_ptx_names_quadrants_reads(tmp_path) -> None:
    linked = emit(
        DUMP.read_text(),
        EmitOptions(target="ptx", link=(str(runtime_bitcode("cuda")),), inline_linked=True),
    )
    name = "carry_c6_0_reverse_grad_kernel_0_range_for"
    source = tmp_path / f"{name}_before_ptx.ll"
    source.write_bytes(linked)
    other = tmp_path / f"{name}_llvm.ll"
    other.write_text(DUMP.read_text())
    assert main(["rewrite-dir", str(tmp_path), "-o", str(tmp_path), *PTX_ARGS]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [source.name, other.name, f"{name}.ptx"]
    )
    assert source.read_bytes() == linked, "the dump is never written"
    ptx = (tmp_path / f"{name}.ptx").read_text()
    assert ".entry " in ptx
    if PTXAS is not None:
        assemble_ptx(ptx.encode(), tmp_path)


def _cuda_device() -> str | None:
    """Why the CUDA round trip cannot run here, or None when it can."""
    if shutil.which("nvidia-smi") is None:
        return "no CUDA device (nvidia-smi not found): QUADRANTS_LOAD_PTX is CUDA only"
    if runtime_bitcode("cuda") is None:
        return "the quadrants wheel is not installed"
    return None


@pytest.mark.quadrants
@pytest.mark.gpu
@pytest.mark.skipif(_cuda_device() is not None, reason=str(_cuda_device()))
def test_quadrants_loads_the_ptx_and_gives_the_same_gradients(tmp_path) -> None:
    from irpass.quadrants import run

    program = "irpass.testing.quadrants_programs:loop_carry"
    init = {"arch": "cuda", "fast_math": False}
    baseline = run(program, tmp_path, "dump", init)
    dumped = sorted(tmp_path.glob("*_before_ptx.ll"))
    assert dumped, "QD_DUMP_IR wrote no *_before_ptx.ll"
    assert main(["rewrite-dir", str(tmp_path), "-o", str(tmp_path), *PTX_ARGS]) == 0
    for path in dumped:
        assert path.with_name(path.name.removesuffix("_before_ptx.ll") + ".ptx").is_file()
    loaded = run(program, tmp_path, "load-ptx", init)
    assert sorted(loaded) == sorted(baseline)
    for key, value in baseline.items():
        np.testing.assert_array_equal(loaded[key], value, err_msg=key)
