"""The runtime's cold reporting code defined in the kernel module (``irpass.backend.cold_runtime``,
``--cold-runtime``, ``--for quadrants-*``): JIT-run against the real CPU runtime bit for bit,
every real dump through Quadrants' own link (``--link --inline-linked``, nothing else) to PTX
that ``ptxas`` assembles, and the shape that link keeps."""

import random
import re

import llvmlite.binding as llvm
import numpy as np
import pytest

import irpass
from irpass.backend.cold_runtime import PREFIX
from irpass.backend.emit import EmitOptions, emit
from irpass.backend.stage import prepare
from irpass.options import AssertExit, RewriteOptions
from irpass.passes.debug_checks import FORMATS, PRINTF, Check
from irpass.passes.manager import apply
from irpass.testing import debug_kernels as kernels
from irpass.testing.cpu_runtime import runtime_bitcode
from irpass.testing.objects import PTXAS, assemble_ptx, linked_ptx
from irpass_cli.main import main as irpass_main
from tests.shared import ROOT

DUMPS = sorted((ROOT / "testdata/quadrants/dumps").glob("*.ll"))
SIZE = 8
needs_wheel = pytest.mark.skipif(
    runtime_bitcode() is None, reason="the quadrants wheel is not installed"
)


@pytest.mark.slow
@needs_wheel
@pytest.mark.parametrize("bad_at", [None, 0, 5])
@pytest.mark.parametrize("opt_level", [0, 2])
def test_asserts_equal_the_runtime(bad_at, opt_level) -> None:
    """A failed check records the same message, arguments and flag through the copies."""
    text = kernels.asserts_kernel(SIZE, 3)
    cold = prepare(text, False, str(runtime_bitcode()))
    assert re.search(
        rf"define internal [^@]*@{re.escape(PREFIX)}quadrants_assert_format_ctx_args8\(", cold
    )
    assert "@quadrants_assert_format_ctx_args8(" not in cold
    index = np.arange(12, dtype=np.int64) % (SIZE - 2)
    if bad_at is not None:
        index[bad_at] = SIZE + bad_at
    outcomes = [
        kernels.run(t, [index, np.full(SIZE + 12, -1, np.int64)], index.size, opt_level)
        for t in (text, cold)
    ]
    assert outcomes[0] == outcomes[1]
    assert any(outcomes[0].runtime[1]) == (bad_at is not None)


@pytest.mark.slow
@needs_wheel
@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("pre_optimise", [False, True])
def test_overflow_reports_equal_the_runtime(seed, pre_optimise) -> None:
    """The reporter prints through the module's own copy of ``quadrants_printf``: same lines,
    same results; pre-optimised (``--pre-optimise``) too."""
    rng = random.Random(seed)
    checks = [Check(op, bits, s) for op in FORMATS for bits in (8, 32, 64) for s in (True, False)]
    calls = [rng.choice(checks) for _ in range(3)]
    kernel = kernels.checks_kernel(calls, [False, True, False])
    n = 40
    a, b = kernels.interleaved_operands(calls, n, rng)
    rewritten, _ = apply("debug-checks", kernel.text)
    cold = prepare(rewritten, pre_optimise, str(runtime_bitcode()))
    assert f"@{PREFIX}{PRINTF}(" in cold
    args = [kernels.as_words(a), kernels.as_words(b), np.zeros(len(a), np.uint64)]
    before = kernels.run(kernel.text, args, n, 2)
    args[-1][:] = 0
    after = kernels.run(cold, args, n, 2)
    assert before == after and before.runtime[2]


def test_a_module_that_calls_no_cold_runtime_is_returned_as_it_is() -> None:
    text = kernels.checks_kernel([Check("add", 32, True)], [False]).text
    assert prepare(text, False, "/nonexistent.bc") is text


@pytest.mark.slow
@needs_wheel
@pytest.mark.parametrize("dump", DUMPS, ids=lambda p: p.stem.split("_reverse")[0])
def test_real_dumps_keep_the_copies_through_quadrants_link(dump, tmp_path) -> None:
    """A CUDA dump (the CPU dump moved to NVPTX) with ``--for quadrants-cuda``'s options, then
    Quadrants' own link (force-inline, -O3): the copies stay out of line, the CUDA patches are
    in them, no zeroing loop of theirs unrolls, and ``ptxas`` assembles it."""
    cuda = str(runtime_bitcode("cuda"))
    options = RewriteOptions(
        strategy="auto", debug_checks=True, noreturn_asserts=AssertExit.THREAD, cold_runtime=cuda
    )
    moved = emit(dump.read_text(), EmitOptions(target="ptx")).decode()
    text = irpass.rewrite(moved, options, str(dump)).text
    llvm.parse_assembly(text).verify()
    assert "@vprintf(" in text and "@cuda_vprintf(" not in text
    assert irpass.rewrite(text, options, str(dump)).text == text, "a second run is a no-op"
    linked = EmitOptions(**{**linked_ptx(False).__dict__, "print_out_of_line": False})
    ptx = emit(text, linked).decode()
    kept = re.findall(r"^\.func (?:\([^)]*\) )?(\S+)\(", ptx, re.M)
    assert "irpass_$_runtime_$_quadrants_assert_format" in kept, "it calls the marker"
    assert '.pragma "nounroll"' in ptx
    if PTXAS is not None:
        assemble_ptx(ptx.encode(), tmp_path)


@needs_wheel
def test_quadrants_amdgpu_gives_what_its_backend_loads(tmp_path) -> None:
    """``--for quadrants-amdgpu`` on an AMDGPU dump (a CPU dump moved to AMDGCN): every alloca
    in private memory (the stack counters and the reporter's slot too), so the module
    verifies; a second run is a no-op; through Quadrants' AMDGPU link (its runtime
    force-inlined, -O3) the copies' message-buffer zeroing stays one rolled loop of its own in
    the GCN assembly."""
    dump = ROOT / "testdata/quadrants/dumps/loop_carry_carry_reverse_grad_kernel_0_range_for.ll"
    source, out = tmp_path / "k.ll", tmp_path / "out.ll"
    source.write_text(emit(dump.read_text(), EmitOptions(target="amdgcn")).decode())
    assert irpass_main(["rewrite", str(source), "--for", "quadrants-amdgpu", "-o", str(out)]) == 0
    text = out.read_text()
    llvm.parse_assembly(text).verify()
    assert "= alloca" in text and not re.search(r"= alloca (?![^\n]*addrspace\(5\))", text)
    again = tmp_path / "again.ll"
    assert irpass_main(["rewrite", str(out), "--for", "quadrants-amdgpu", "-o", str(again)]) == 0
    assert again.read_text() == text
    linked = EmitOptions(
        opt_level=3,
        target="amdgcn",
        emit="asm",
        link=(str(runtime_bitcode("amdgpu")),),
        inline_linked=True,
    )
    asm = emit(text, linked).decode()
    functions = re.findall(r"^\s*\.type\s+([\w.$]+),@function", asm, re.M)
    assert "irpass.rolled.memset" in functions


def _quadrants_options() -> RewriteOptions:
    """``--for quadrants-cpu``: every part, asserts returning, pre-optimised, the CPU runtime's
    cold code."""
    pytest.importorskip("quadrants", reason="the round trip needs Quadrants")
    return RewriteOptions(
        debug_checks=True,
        noreturn_asserts=AssertExit.RETURN,
        cold_runtime=str(runtime_bitcode("x64")),
        pre_optimise=True,
    )


def _same(trip) -> None:
    assert sorted(trip.rewritten) == sorted(trip.baseline)
    for key, value in trip.baseline.items():
        np.testing.assert_array_equal(trip.rewritten[key], value, err_msg=key)
    assert trip.summary.count("rewritten") > 0


EXACT = {"fast_math": False}
DEBUG = "irpass.testing.quadrants_debug_programs"
PROGRAMS = "irpass.testing.quadrants_programs"


@pytest.mark.quadrants
def test_quadrants_a_firing_overflow_check_prints_the_same_lines() -> None:
    from irpass.quadrants import roundtrip

    trip = roundtrip(f"{DEBUG}:overflow_report", _quadrants_options(), init=EXACT)
    _same(trip)
    assert "Addition overflow detected in" in "\n".join(trip.rewritten["printed"])


@pytest.mark.quadrants
def test_quadrants_a_failing_bounds_check_raises_the_same_error() -> None:
    from irpass.quadrants import roundtrip

    trip = roundtrip(f"{DEBUG}:bounds_failure", _quadrants_options(), init=EXACT)
    _same(trip)
    assert "Accessing field" in str(trip.rewritten["error"])


@pytest.mark.quadrants
@pytest.mark.parametrize("name", ["loop_carry", "vector8", "tape"])
def test_quadrants_gradients_are_bit_identical(name) -> None:
    from irpass.quadrants import roundtrip

    _same(roundtrip(f"{PROGRAMS}:{name}", _quadrants_options(), init=EXACT))


@pytest.mark.quadrants
def test_quadrants_an_adstack_overflow_is_still_reported(tmp_path) -> None:
    from irpass.quadrants import QuadrantsRunError, rewrite_in_place, run

    options = _quadrants_options()
    init = {**EXACT, "ad_stack_size": 2}
    with pytest.raises(QuadrantsRunError, match="Adstack overflow"):
        run(f"{PROGRAMS}:loop_carry", tmp_path, "dump", init)
    rewrite_in_place(tmp_path, options)
    with pytest.raises(QuadrantsRunError, match="Adstack overflow"):
        run(f"{PROGRAMS}:loop_carry", tmp_path, "load", init)


@pytest.mark.quadrants
def test_quadrants_a_genesis_shaped_kernel_round_trips_bit_identical() -> None:
    """The bench's Genesis-shaped program (thousands of helper calls, hundreds of bounds
    checks in one reverse kernel) through ``--for quadrants-cpu``: the same gradients."""
    from irpass.quadrants import roundtrip

    program = "irpass.testing.quadrants_genesis_programs:articulated"
    trip = roundtrip(program, _quadrants_options(), init=EXACT)
    _same(trip)
    assert trip.files, "the reverse kernel calls adstack helpers"


@pytest.mark.quadrants
def test_quadrants_a_kinematic_chain_round_trips_bit_identical() -> None:
    """The bench's second Genesis shape (forward kinematics: a 3x3 frame carried down ten
    links, each link's dynamic loop turning it) through ``--for quadrants-cpu``: the same
    tips and gradients."""
    from irpass.quadrants import roundtrip

    program = "irpass.testing.quadrants_genesis_programs:chain"
    trip = roundtrip(program, _quadrants_options(), init=EXACT)
    _same(trip)
    assert trip.files, "the reverse kernel calls adstack helpers"


@pytest.mark.parametrize(
    ("runtime", "error"),
    [
        ("missing.bc", "missing.bc:1:1: error: cannot read"),
        (str(DUMPS[0]), "error: the runtime does not define quadrants_assert_format_ctx_args8"),
    ],
)
def test_a_bad_runtime_is_one_line_and_writes_nothing(runtime, error, tmp_path, capsys) -> None:
    from irpass_cli.main import main

    source = tmp_path / "k.ll"
    source.write_text(DUMPS[-1].read_text())
    before = source.read_bytes()
    out = tmp_path / "out.ll"
    status = main(["rewrite", str(source), "--cold-runtime", runtime, "-o", str(out)])
    lines = capsys.readouterr().err.strip().splitlines()
    assert status == 1 and len(lines) == 1 and error in lines[0], lines
    assert not out.exists() and source.read_bytes() == before
