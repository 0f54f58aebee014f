"""The pass plugin (``plugin/``, C++) against the Python tool, its reference.

Every real dump, every valid module of ``testdata/bad`` and ``testdata/examples``, every
generated kernel and a share of the random programs go through ``opt-22`` with the plugin
under every strategy and overflow mode. The output must verify (llvmlite reads it back) and,
where it can run, run like the original under the JIT harness; and every function must get
the same strategy, mode, helper calls left, skip codes and ``auto`` choice as the Python tool
gives it (read from the plugin's ``-pass-remarks-output``). Typed-pointer modules (Taichi's
LLVM 15 form) are the Python tool's alone: LLVM 22 cannot read them. Quadrants loads the
plugin's output back (``QD_LOAD_IR``): gradients bit-identical to the dump's (fast math off),
and an overflow still reported (every checked mode on one program, the three exit shapes on a
gated one).

Without a built plugin these tests skip with the reason (fail under IRPASS_REQUIRE_PLUGIN=1).
"""

import shutil
import subprocess
import sys
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest
from hypothesis import given, settings

import irpass
import irpass.source
from irpass import plugin
from irpass.errors import IRPassError
from irpass.passes.registry import PASSES
from irpass.testing.generator import generate, matrix
from irpass.testing.harness import assert_same, make_inputs, run, run_program
from irpass.testing.programs import module
from tests.plugin_support import OPT, opt_rewrite, params, plugin_or_skip, python_seen
from tests.shared import ROOT, parallel
from tests.test_equivalence import MODES, expected_fields
from tests.test_properties import programs

TESTDATA = ROOT / "testdata"
DUMPS = sorted((TESTDATA / "quadrants" / "dumps").glob("*.ll"))
OTHERS = sorted((TESTDATA / "bad").glob("*.ll")) + sorted((TESTDATA / "examples").glob("*.ll"))
LARGE = 500_000  # bytes: a dump this big goes through auto only (as in test_real_dumps)
ALL_MODES = [*MODES, ("none", None)]
QUADRANTS_SPECS = [s for s in matrix() if s.flavour == "quadrants"]


def _opaque(text: str) -> bool:
    return "i8*" not in text


def both(text: str, strategy: str, overflow: str | None, max_run: int | None = None, opt=None):
    """The plugin's output and per-function record (``opt``: ``opt_rewrite``'s, when it ran
    already), checked against the Python tool's."""
    out, seen = opt or opt_rewrite(text, params(strategy, overflow, max_run))
    llvm.parse_assembly(out).verify()
    options = irpass.RewriteOptions(strategy=strategy, overflow=overflow, max_run=max_run)
    expected = python_seen(irpass.rewrite(text, options, verify=False).stats)
    assert seen == expected, f"{strategy}/{overflow}"
    return out


def opt_modes(text: str, modes: list[tuple]) -> list:
    """``opt_rewrite`` of ``text`` under each (strategy, overflow[, max_run]): opt's processes
    side by side, for ``both`` to check one by one (llvmlite's parses stay on this thread)."""
    return parallel(lambda mode: opt_rewrite(text, params(*mode)), modes)


@pytest.mark.plugin
def test_the_plugin_registers_every_pass_of_the_registry_by_its_name() -> None:
    plugin = plugin_or_skip()
    for name in PASSES:
        proc = subprocess.run(
            [OPT, f"-load-pass-plugin={plugin}", f"-passes={name}", "-disable-output"],
            input="",
            capture_output=True,
            text=True,
        )
        assert proc.returncode == 0, f"{name}: {proc.stderr}"


def test_plugin_path_says_how_to_build_one_when_none_is_built(tmp_path: Path) -> None:
    cli = [sys.executable, "-m", "irpass_cli.main", "plugin-path"]
    env = {"IRPASS_PLUGIN": str(tmp_path / "none.so"), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(cli, capture_output=True, text=True, env=env, cwd=ROOT)
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and plugin.BUILD_COMMAND in proc.stderr
    built = tmp_path / "IRPassAdstack.so"
    built.write_bytes(b"")
    env["IRPASS_PLUGIN"] = str(built)
    proc = subprocess.run(cli, capture_output=True, text=True, env=env, cwd=ROOT)
    assert (proc.returncode, proc.stdout) == (0, f"{built}\n")


@pytest.mark.plugin
@pytest.mark.slow
@pytest.mark.parametrize("path", DUMPS, ids=[d.stem for d in DUMPS])
def test_real_dumps_match_the_python_tool(path: Path) -> None:
    plugin_or_skip()
    text = path.read_text()
    modes = [*(ALL_MODES if len(text) < LARGE else [("auto", None)]), ("merged-checks", "abort", 3)]
    for mode, opt in zip(modes, opt_modes(text, modes), strict=True):
        both(text, *mode, opt=opt)
    # Each implementation's output is "already rewritten" to the other.
    both(irpass.rewrite(text, verify=False).text, "auto", None)
    out, _ = opt_rewrite(text, params("auto"))
    again = irpass.rewrite(out, verify=False).stats
    assert {str(s.code) for f in again.functions for s in f.skipped} == {"already-rewritten"}


@pytest.mark.slow
@pytest.mark.plugin
@pytest.mark.parametrize("path", OTHERS, ids=[f"{p.parent.name}/{p.stem}" for p in OTHERS])
def test_small_modules_match_the_python_tool(path: Path) -> None:
    plugin = plugin_or_skip()
    data = path.read_bytes()
    try:
        irpass.rewrite(irpass.source.decode(data, str(path)))
    except IRPassError:  # opt rejects it too, or (an empty module) has nothing to rewrite
        proc = subprocess.run(
            [OPT, "-S", f"-load-pass-plugin={plugin}", "-passes=adstack-promote"],
            input=data,
            capture_output=True,
        )
        assert proc.returncode != 0 or b"irpass" not in proc.stdout
        return
    text = data.decode()
    if not _opaque(text):
        pytest.skip("typed pointers: the Python tool's alone")
    for strategy, overflow in ALL_MODES:
        both(text, strategy, overflow)


@pytest.mark.plugin
@pytest.mark.slow
@pytest.mark.parametrize(("strategy", "overflow"), MODES, ids=[f"{s}-{m}" for s, m in MODES])
def test_generated_kernels_run_like_the_original(strategy: str, overflow: str) -> None:
    plugin_or_skip()
    # unchecked writes past max, as Quadrants' release form does
    kernels = [
        generate(s) for s in QUADRANTS_SPECS if not (s.overflows and overflow == "unchecked")
    ]
    passes = params(strategy, overflow)
    opts = parallel(lambda kernel: opt_rewrite(kernel.text, passes), kernels)
    for kernel, opt in zip(kernels, opts, strict=True):
        spec = kernel.spec
        inputs = make_inputs(kernel, seed=7)
        before = run(kernel.text, kernel, inputs)
        after = run(both(kernel.text, strategy, overflow, opt=opt), kernel, inputs)
        fields = expected_fields(spec, overflow)
        try:
            assert_same(before, after, layout=kernel, **({"fields": fields} if fields else {}))
        except AssertionError as exc:
            raise AssertionError(f"{spec.name} with {strategy}/{overflow}: {exc}") from None


@pytest.mark.plugin
@pytest.mark.slow
@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(programs("quadrants"))
def test_random_programs_run_like_the_original(case) -> None:
    plugin_or_skip()
    text, spec = module(*case)
    before = run_program(text, spec)
    modes = [(s, m) for s, m in MODES if not (before.flag and m == "unchecked")]
    for (strategy, overflow), opt in zip(modes, opt_modes(text, modes), strict=True):
        after = run_program(both(text, strategy, overflow, opt=opt), spec)
        if before.flag and overflow == "abort":
            assert (after.flag, after.task, after.intact) == (before.flag, before.task, True)
        else:
            assert after == before, f"{strategy}/{overflow}"


# -- Quadrants round trip: the plugin's output loaded back with QD_LOAD_IR ----------------------
EXACT = {"fast_math": False}  # every rewrite's gradients then bit-identical to the dump's
ROUNDTRIP_PROGRAMS = [
    "loop_carry",
    "static_unroll",
    "branch",
    "tape",
    "gated_ndarray",
    "gated_pair",
]
CHECKED = [(s, m) for s, m in MODES if m != "unchecked"]  # auto/abort is the default
SHAPES = [("merged-checks", "abort"), ("opaque", "exact"), ("inline", "exact")]  # the 3 exits


def _quadrants():
    plugin_or_skip()
    return pytest.importorskip("irpass.quadrants", reason="needs Quadrants")


def _rewrite_dumped(dump_dir: Path, strategy: str, overflow: str | None) -> None:
    """Every dumped kernel module with helper calls rewritten in place by opt + plugin."""
    from irpass.quadrants import kernel_modules

    modules = kernel_modules(dump_dir)
    assert modules, "the program's backward pass must call adstack helpers"
    for path in modules:
        out, seen = opt_rewrite(path.read_text(), params(strategy, overflow))
        assert any(s.strategy != "none" for s in seen.values()), path.name
        path.write_text(out)


def _load(qd, program: str, tmp_path: Path, init: dict, mode: tuple[str, str | None]) -> dict:
    """Quadrants' run of ``program`` loading its dump (``tmp_path/dump``) rewritten by opt and
    the plugin in ``mode``, in a copy of its own."""
    ir = tmp_path / "-".join(map(str, mode))
    shutil.copytree(tmp_path / "dump", ir)
    _rewrite_dumped(ir, *mode)
    return qd.run(program, ir, "load", init)


@pytest.mark.plugin
@pytest.mark.quadrants
@pytest.mark.parametrize("name", ROUNDTRIP_PROGRAMS)
def test_quadrants_loads_the_plugins_output_with_identical_gradients(tmp_path, name) -> None:
    qd = _quadrants()
    from irpass.testing.quadrants_programs import PROGRAMS

    program = f"irpass.testing.quadrants_programs:{name}"
    init = {**EXACT, **PROGRAMS[name].init}
    baseline = qd.run(program, tmp_path / "dump", "dump", init)
    modes = {"loop_carry": CHECKED, "gated_ndarray": SHAPES}.get(name, [("auto", None)])
    loads = parallel(lambda mode: _load(qd, program, tmp_path, init, mode), modes)
    for (strategy, _), arrays in zip(modes, loads, strict=True):
        assert sorted(arrays) == sorted(baseline)
        for key, value in baseline.items():
            np.testing.assert_array_equal(arrays[key], value, err_msg=f"{strategy}: {key}")


@pytest.mark.plugin
@pytest.mark.quadrants
@pytest.mark.parametrize("name", ["loop_carry", "gated_ndarray"])
def test_an_overflow_is_still_reported_through_the_plugin(tmp_path, name) -> None:
    qd = _quadrants()
    from irpass.testing.quadrants_programs import PROGRAMS

    program = f"irpass.testing.quadrants_programs:{name}"
    init = {**EXACT, **PROGRAMS[name].init, "ad_stack_size": 2}  # it pushes up to 5
    with pytest.raises(qd.QuadrantsRunError, match="Adstack overflow"):
        qd.run(program, tmp_path / "dump", "dump", init)

    def failure(mode: tuple[str, str | None]) -> Exception | None:
        try:
            _load(qd, program, tmp_path, init, mode)
        except qd.QuadrantsRunError as error:
            return error
        return None

    modes = CHECKED if name == "loop_carry" else SHAPES
    for mode, error in zip(modes, parallel(failure, modes), strict=True):
        assert error is not None, f"{mode}: no error"
        assert "Adstack overflow" in str(error) and "(load)" in str(error), mode


@pytest.mark.parametrize(
    ("header", "line", "seconds"),
    [
        (
            "---User Time---   --System Time--   --User+System--   ---Wall Time---",
            "0.0030 ( 50.0%)   0.0010 ( 50.0%)   0.0040 ( 50.0%)   0.0150 ( 60.0%)",
            0.004,
        ),
        (
            "---User Time---   --User+System--   ---Wall Time---",
            "0.0040 ( 50.0%)   0.0040 ( 50.0%)   0.0150 ( 60.0%)",
            0.004,
        ),
        ("---Wall Time---", "0.0150 ( 60.0%)", 0.0),
    ],
)
def test_the_bench_reads_the_pass_time_by_its_column(
    header: str, line: str, seconds: float
) -> None:
    from bench.plugin import pass_seconds

    timing = (
        "Pass execution timing report\n===---===\n  Total Execution Time: 0.0080 seconds\n\n"
        f"   {header}  --- Name ---\n   {line}  irpass::AdstackPromotePass\n"
    )
    assert pass_seconds(timing) == seconds


def test_the_bench_report_marks_each_target() -> None:
    from bench.plugin import report

    small = {"dump": "small", "bytes": 30_000, "verify": 0.016, "plugin": 0.017, "pass": 0.0003}
    large = {"dump": "large", "bytes": 900_000, "verify": 0.040, "plugin": 0.070, "pass": 0.016}
    large["irpass"], small["irpass"] = 0.3, 0.14
    ptx = [{"strategy": "auto", "dumps": 2, "identical": 1, "geomean": 1.01, "worst": 1.02}]
    text = report([small, large], ptx, "`uptime` before the timed runs: load average: 2.0")
    assert "| pass / opt parse+verify+print, largest dump (large) | 0.400 | 0.10 | FAIL |" in text
    assert "| opt + plugin / opt -passes=verify, worst dump (large) | 1.75 | 1.30 | FAIL |" in text
    assert "worst strategy geomean (auto) | 1.010 | 1.03 | pass |" in text
    assert "| small | 29 | 0.016 | 0.017 | 0.3 | 1.06 | 0.140 | 8.2 |" in text
    assert "load average: 2.0" in text
