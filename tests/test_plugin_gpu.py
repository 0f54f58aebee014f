"""The plugin's debug-cold passes (``debug-checks``, ``noreturn-asserts``, ``invariant-args``,
``outline-cold``) against the Python tool, their reference: on every real dump the plugin's
output is the Python tool's, instruction for instruction (both read back by LLVM and printed:
opt orders globals first); on generated kernels JIT-run with Quadrants' real x64 runtime
linked, the plugin's output gives the same results and the same printed messages as the
original; and Quadrants on the CPU loads the plugin's output back (QD_LOAD_IR): a firing
overflow check prints the same lines, a failing bounds check raises the same
``QuadrantsAssertionError`` message. Lean on purpose: the Python passes' own tests cover the
shapes; this checks that the twin is a twin.

Without a built plugin these tests skip with the reason (fail under IRPASS_REQUIRE_PLUGIN=1).
"""

import lzma
import random
import re
import subprocess

import llvmlite.binding as llvm
import numpy as np
import pytest

import irpass
from irpass.backend.retarget import set_target
from irpass.backend.runtime_patches import patch_runtime
from irpass.ir.address_spaces import allocas_to_private
from irpass.options import AssertExit
from irpass.passes.debug_checks import FORMATS, MODULO, Check
from irpass.passes.manager import apply
from irpass.testing import debug_kernels as kernels
from irpass.testing.cpu_runtime import runtime_bitcode
from irpass.watch import OpenWatch
from tests.plugin_support import OPT, opt_rewrite, plugin_or_skip, remarks
from tests.shared import ROOT

DUMPS = sorted((ROOT / "testdata/quadrants/dumps").glob("*.ll"))
CHECKS = [Check(op, bits, signed) for op in FORMATS for bits in (8, 32, 64) for signed in (1, 0)]
COLD = {  # the passes of `irpass-gpu` but adstack-promote, as the Python tool's options
    "debug_checks": True,
    "noreturn_asserts": AssertExit.THREAD,
    "invariant_args": True,
    "outline_cold": True,
}
needs_runtime = pytest.mark.skipif(
    runtime_bitcode() is None, reason="the quadrants wheel (runtime bitcode) is not installed"
)


def _printed(text: str) -> str:
    """``text`` as LLVM prints it (no module id), so both implementations' outputs compare."""
    lines = str(llvm.parse_assembly(text, llvm.create_context())).splitlines()
    return "\n".join(ln for ln in lines if not ln.startswith(("; ModuleID", "source_filename")))


@pytest.mark.plugin
@pytest.mark.slow
@pytest.mark.parametrize("exit", list(AssertExit), ids=lambda e: e.value)
@pytest.mark.parametrize("dump", DUMPS, ids=lambda p: p.stem.split("_reverse")[0])
def test_real_dumps_are_the_python_tools_output(dump, exit) -> None:
    text = dump.read_text()
    options = irpass.RewriteOptions(strategy="none", **{**COLD, "noreturn_asserts": exit})
    expected = irpass.rewrite(text, options, verify=False).text
    passes = f"debug-checks,noreturn-asserts<exit={exit.value}>,invariant-args,outline-cold"
    out, _ = opt_rewrite(text, passes)
    assert "@debug_" in text and "call i32 @debug_" not in out and "@irpass.cold." in out
    assert _printed(out) == _printed(expected)


def _calls(text: str) -> list[str]:
    return sorted(set(re.findall(r"call [^@\n]*@((?:stack|debug)_\w+)\(", text)))


@pytest.mark.plugin
def test_amdgcn_dump_is_the_python_tools_and_verifies_through_the_pipeline() -> None:
    """On AMDGPU (globals in addrspace 1 by default, allocas private): the cold passes give the
    Python tool's output; the whole GPU pipeline (with the stack rewrite, O3 and the late
    passes) verifies with every alloca private and leaves the helper calls the tool leaves."""
    text = _moved(DUMPS[-1].read_text(), "amdgcn-amd-amdhsa")
    cold = "debug-checks,noreturn-asserts<exit=thread>,invariant-args,outline-cold"
    out, _ = opt_rewrite(text, cold)
    options = irpass.RewriteOptions(strategy="none", **COLD)
    assert _printed(out) == _printed(irpass.rewrite(text, options, verify=False).text)
    out, _ = opt_rewrite(text, "irpass-gpu,default<O3>,irpass-gpu-late")
    options = irpass.RewriteOptions(**COLD)
    expected = irpass.rewrite(text, options).text
    assert "= alloca" in out and not re.search(r"= alloca (?![^\n]*addrspace\(5\))", out)
    assert "@irpass.debug.report" in out and _calls(out) == _calls(expected)


@pytest.mark.plugin
@needs_runtime
@pytest.mark.parametrize("seed", range(3))
def test_checks_run_like_the_runtime_with_the_same_messages(seed) -> None:
    """Several checks per element, some guarded by a branch; element 0 overflows every one."""
    rng = random.Random(seed)
    calls = [rng.choice(CHECKS) for _ in range(rng.randint(2, 5))]
    kernel = kernels.checks_kernel(calls, [rng.random() < 0.5 for _ in calls])
    n = 200
    a, b = kernels.interleaved_operands(calls, n, rng)
    rewritten, _ = opt_rewrite(kernel.text, "debug-checks")
    assert "call i32 @debug_" not in rewritten and "call i64 @debug_" not in rewritten
    outcomes = [
        kernels.run(
            text,
            [kernels.as_words(a), kernels.as_words(b), np.zeros(len(a), np.uint64)],
            n,
        )
        for text in (kernel.text, rewritten)
    ]
    assert outcomes[0] == outcomes[1]
    assert outcomes[0].runtime[2], "element 0's overflows printed messages"


FLOOR_SHAPES = {
    "quadrants": (kernels.FLOOR_TERMS, None),
    "no a != 0": (("signs", "inexact"), None),
    "no p1 != a": (("signs", "nonzero"), None),
    "a store between": (kernels.FLOOR_TERMS, "  store i64 0, ptr %out"),
    "a reloaded a": (kernels.FLOOR_TERMS, None, ""),
    "a store before the reload": (kernels.FLOOR_TERMS, None, "  store i8 1, ptr %pr"),
}


@pytest.mark.plugin
@needs_runtime
@pytest.mark.parametrize("shape", FLOOR_SHAPES)
def test_floor_division_shapes_are_the_python_tools_and_run_like_the_runtime(shape) -> None:
    """Python's floor division and modulo on i8, proven or not: the tool's output, and the
    original's results and messages on every pair ``sdiv`` defines."""
    text = kernels.floor_mod_kernel(8, *FLOOR_SHAPES[shape])
    out, _ = opt_rewrite(text, "debug-checks")
    assert _printed(out) == _printed(apply("debug-checks", text)[0])
    pairs = [
        (a, b) for a in range(-128, 128) for b in range(-128, 128) if b and (a, b) != (-128, -1)
    ]
    words = [kernels.as_words([p[k] for p in pairs]) for k in (0, 1)]
    outcomes = [
        kernels.run(t, [*words, np.zeros(2 * len(pairs), np.uint64)], len(pairs))
        for t in (text, out)
    ]
    assert outcomes[0] == outcomes[1] and outcomes[0].runtime[2]


GENESIS = sorted((ROOT / "testdata/genesis").glob("*_llvm.ll.xz"))


def _with_remarks(text: str, name: str, tmp_path) -> tuple[str, list[dict[str, str]]]:
    """``text`` through opt with the plugin's pass ``name``: the output and its remarks."""
    yaml = tmp_path / "remarks.yaml"
    out = subprocess.run(
        [OPT, "-S", f"-load-pass-plugin={plugin_or_skip()}", f"-passes={name}"]
        + [f"-pass-remarks-output={yaml}"],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return out, [d for d in remarks(yaml.read_text()) if d.get("Pass") == name]


@pytest.mark.plugin
@pytest.mark.slow
@pytest.mark.parametrize("dump", GENESIS, ids=lambda p: p.name.split("_c")[0])
def test_genesis_kernels_checks_are_the_python_tools(dump, tmp_path) -> None:
    """Genesis' own kernels, floor division and modulo in them: the tool's output, and the
    remarks count the checks the tool's stats prove."""
    text = lzma.decompress(dump.read_bytes()).decode()
    expected, stats = apply("debug-checks", text)
    out, docs = _with_remarks(text, "debug-checks", tmp_path)
    assert _printed(out) == _printed(expected)
    proven = stats.debug_checks_proven
    assert sum(int(d["Merged"]) for d in docs) == proven.get(MODULO, 0)
    assert sum(int(d["Proven"]) for d in docs) == sum(proven.values()) - proven.get(MODULO, 0) > 0


@pytest.mark.plugin
@pytest.mark.slow
@pytest.mark.parametrize("dump", GENESIS, ids=lambda p: p.name.split("_c")[0])
def test_genesis_kernels_argument_loads_are_the_python_tools(dump, tmp_path) -> None:
    """Hundreds of shape reads from the argument buffer per kernel: the tool's marks, and the
    remark counts them as its stats do."""
    text = lzma.decompress(dump.read_bytes()).decode()
    expected, stats = apply("invariant-args", text)
    out, docs = _with_remarks(text, "invariant-args", tmp_path)
    assert _printed(out) == _printed(expected)
    assert [int(d["Loads"]) for d in docs] == [stats.marked] and stats.marked > 0


@pytest.mark.plugin
@needs_runtime
@pytest.mark.parametrize("bad_at", [None, 5])
def test_failed_asserts_return_like_the_runtime(bad_at) -> None:
    size, asserts = 16, 3
    text = kernels.asserts_kernel(size, asserts)
    rewritten, _ = opt_rewrite(text, "noreturn-asserts")
    index = np.arange(12, dtype=np.int64) % (size - asserts + 1)
    if bad_at is not None:
        index[bad_at] = size + bad_at
    outcomes = [
        kernels.run(t, [index, np.full(size + 12, -1, np.int64)], index.size)
        for t in (text, rewritten)
    ]
    assert outcomes[0] == outcomes[1]
    assert any(outcomes[0].runtime[1]) == (bad_at is not None)


@pytest.mark.plugin
def test_remarks_name_what_each_pass_did(tmp_path) -> None:
    text = kernels.asserts_kernel(16, 2)
    dump = next(d for d in DUMPS if d.stem.startswith("gated_f64"))
    for source, name, arg in [
        (text, "noreturn-asserts", "Asserts"),
        (dump.read_text(), "debug-checks", "Checks"),
        (dump.read_text(), "invariant-args", "Loads"),
    ]:
        _, docs = _with_remarks(source, name, tmp_path)
        assert docs and all(int(d[arg]) > 0 for d in docs), docs


# -- Quadrants on the CPU loads the plugin's output (QD_LOAD_IR): the CPU form of the passes --
CPU_PASSES = "adstack-promote,debug-checks,noreturn-asserts<exit=return>,outline-cold"
DEBUG = "irpass.testing.quadrants_debug_programs"


def _through_the_plugin(tmp_path, program: str) -> tuple[dict, dict]:
    """The program's results dumped, then loaded back after opt + plugin rewrote every kernel
    module (each must have had a debug check or an assert to rewrite)."""
    plugin_or_skip()
    qd = pytest.importorskip("irpass.quadrants", reason="needs Quadrants")
    dump = tmp_path / "ir"
    baseline = qd.run(program, dump, "dump", {"fast_math": False})
    rewritten = set()
    for path in sorted(dump.glob("*_llvm.ll")):  # every kernel module, stacks or not
        out, _ = opt_rewrite(path.read_text(), CPU_PASSES)
        if "@irpass.debug.report" in out or "@irpass.cold." in out:
            rewritten.add(path.name)
        path.write_text(out)
    assert rewritten, "no kernel module had a check or an assert to rewrite"
    with OpenWatch(dump) as watch:
        loaded = qd.run(program, dump, "load", {"fast_math": False})
    assert rewritten <= watch.opened(), "Quadrants must read the plugin's modules back"
    return baseline, loaded


@pytest.mark.plugin
@pytest.mark.quadrants
def test_quadrants_a_firing_overflow_check_prints_the_same_lines(tmp_path) -> None:
    baseline, loaded = _through_the_plugin(tmp_path, f"{DEBUG}:overflow_report")
    np.testing.assert_array_equal(loaded["printed"], baseline["printed"])
    assert "Addition overflow detected in" in "\n".join(loaded["printed"])


@pytest.mark.plugin
@pytest.mark.quadrants
def test_quadrants_a_failing_bounds_check_raises_the_same_error(tmp_path) -> None:
    baseline, loaded = _through_the_plugin(tmp_path, f"{DEBUG}:bounds_failure")
    assert "Accessing field" in str(baseline["error"])
    assert str(loaded["error"]) == str(baseline["error"])


def _moved(text: str, triple: str) -> str:
    """``text`` on ``triple`` with LLVM 22's datalayout for it (allocas private on AMDGPU), as
    the Python tool's link moves the runtime before patching it."""
    empty = subprocess.run(
        [OPT, f"-mtriple={triple}", "-S"], input="", capture_output=True, text=True, check=True
    ).stdout
    datalayout = re.search(r'target datalayout = "([^"]*)"', empty)[1]
    text = set_target(text, triple, datalayout)
    return allocas_to_private(text) if triple.startswith("amdgcn") else text


@pytest.mark.plugin
@needs_runtime
@pytest.mark.parametrize(
    ("arch", "triple", "cpu"),
    [
        ("nvptx", "nvptx64-nvidia-cuda", ""),
        ("amdgpu", "amdgcn-amd-amdhsa", ""),
        ("amdgpu", "amdgcn-amd-amdhsa", "gfx1030"),
    ],
)
def test_runtime_patches_are_the_python_tools(arch, triple, cpu) -> None:
    """The plugin's runtime-patches on Quadrants' own runtime gives the Python link's bodies
    (on AMDGPU for the default processor, and gfx10's, whose permlane64 goes through LDS)."""
    bitcode = runtime_bitcode("cuda" if arch == "nvptx" else "amdgpu").read_bytes()
    text = _moved(str(llvm.parse_bitcode(bitcode, llvm.create_context())), triple)
    out, _ = opt_rewrite(text, f"runtime-patches<mcpu={cpu}>" if cpu else "runtime-patches")
    expected = patch_runtime(text, arch, cpu)
    assert expected != text
    assert _printed(out) == _printed(expected)


def test_the_gpu_bench_report_marks_each_target() -> None:
    from bench.plugin import gpu_report

    row = {"python": 0.1, "noise": 0.99, "release": None, "vs_release": None, "identical": False}
    rows = [
        {**row, "dump": "a_reverse", "plugin": 0.1, "ratio": 1.0},
        {**row, "dump": "b_reverse", "plugin": 0.11, "ratio": 1.1, "release": 0.05},
    ]
    rows[1]["vs_release"] = 2.0
    text = gpu_report(rows, "load 1.0")
    assert "| ptxas, plugin / Python, geomean | 1.049 | 1.03 | FAIL |" in text
    assert "worst (b_reverse) | 1.100 | 1.03 | FAIL |" in text
    assert "farthest from 1 (a_reverse) | 0.990 |" in text
    assert "plugin / release, geomean (1 dump with a release kernel) | 2.000 |" in text
    assert "| b_reverse | 0.100 | 0.110 | 1.100 | 0.990 | no | 0.050 | 2.000 |" in text
    assert "load 1.0" in text
    rows[1] = {**rows[1], "plugin": 0.1, "ratio": 1.0}
    assert "FAIL" not in gpu_report(rows)
