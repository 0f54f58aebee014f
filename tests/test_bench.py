"""Smoke tests of the benchmark suite: its pure helpers, and one tiny ptxas run."""

import dataclasses
import json
import math
import shutil
import statistics
import sys

import pytest

from bench import analysis, report
from bench.config import AUTO, BASELINE, QUICK, SyntheticCase, synthetic_variants
from bench.kernels import synthetic_kernels
from bench.measure import parse_ptxas, ptx_shape, run_measured
from bench.stats import geomean, ratio, spread
from irpass.testing.kernel_spec import KernelSpec
from tests.shared import ROOT

PTXAS_OUTPUT = """\
ptxas info    : 868 bytes gmem
ptxas info    : Function properties for function_body
    504 bytes stack frame, 140 bytes spill stores, 132 bytes spill loads
ptxas info    : Compile time = 83.979 ms
ptxas info    : Compiling entry function 'carry_reverse_grad_kernel_0_range_for' for 'sm_90'
ptxas info    : Function properties for carry_reverse_grad_kernel_0_range_for
    16 bytes stack frame, 8 bytes spill stores, 4 bytes spill loads
ptxas info    : Used 24 registers, used 0 barriers
ptxas info    : Compile time = 2.853 ms
"""


def test_parse_ptxas_totals_functions_and_takes_most_registers():
    info = parse_ptxas(PTXAS_OUTPUT)
    assert info.registers == 24
    assert (info.spill_stores, info.spill_loads, info.stack_frame) == (148, 136, 520)
    assert info.spill_bytes == 284
    assert info.functions["function_body"] == {
        "stack_frame": 504,
        "spill_stores": 140,
        "spill_loads": 132,
    }


def test_parse_ptxas_without_register_lines():
    info = parse_ptxas("ptxas info    : 0 bytes gmem\n")
    assert info.registers is None
    assert info.spill_bytes == 0


def test_ptx_shape_counts_block_labels_only():
    ptx = "\t@%p1 bra \t$L__BB0_2;\n$L__BB0_1:\n\tret;\n$L__BB12_30:\n\tbra.uni $L__BB0_1;\n"
    assert ptx_shape(ptx) == (ptx_shape(ptx).__class__(lines=5, blocks=2))


def test_spread_ratio_geomean():
    s = spread([3.0, 1.0, 2.0, 10.0])
    assert (s.median, s.min, s.max, s.n) == (2.5, 1.0, 10.0, 4)
    assert ratio(1.0, 4.0) == 0.25
    assert ratio(None, 4.0) is None and ratio(1.0, 0.0) is None
    assert math.isclose(geomean([0.5, 2.0, None]), 1.0)
    assert geomean([None]) is None
    with pytest.raises(ValueError):
        spread([])


def _record(kernel: str, walls: dict[str, float], group: str = "synthetic") -> dict:
    variants = {
        v: {"wall_s": {"median": w}, "emit_s": 1.0, "rewrite_s": 0.5} for v, w in walls.items()
    }
    return {
        "kernel": kernel,
        "group": group,
        "pushes": 10,
        "helper_calls": 40,
        "variants": variants,
    }


def test_ratios_follow_shared_ptx_and_skip_missing():
    record = _record("k", {BASELINE: 4.0, AUTO: 1.0})
    record["variants"]["auto/exact"] = {"same_ptx_as": AUTO}
    record["variants"]["opaque/exact"] = {"timed_out": True}
    assert analysis.ratios([record], "auto/exact", BASELINE) == {"k": 0.25}
    assert analysis.ratios([record], "opaque/exact", BASELINE) == {}
    assert analysis.total_s(record, AUTO) == 2.5


def test_paired_ratios_pair_the_rounds_and_fall_back_on_medians():
    """Rounds 3 and 4 were busy for one side each: paired, the ratio stays 2; the medians
    (2.5 s and 3 s) are not a pair; a record without rounds gives the ratio of its medians."""
    rounds = {"debug": [1.0, 2.0, 3.0, 10.0], "release": [0.5, 1.0, 6.0, 5.0]}
    record = {
        "kernel": "k",
        "variants": {
            v: {"cpu_s": {"median": statistics.median(r)}, "cpu_rounds": r}
            for v, r in rounds.items()
        },
    }
    assert analysis.paired_cpu_ratio(record, "debug", "release") == 2.0
    for entry in record["variants"].values():
        del entry["cpu_rounds"]
    assert analysis.ratios([record], "debug", "release", None) == {"k": 2.5 / 3.0}


def test_target_verdicts_say_by_how_much():
    assert analysis.Target("#8", "t", 0.1, 0.15).verdict == "pass"
    assert analysis.Target("#8", "t", 0.3, 0.15).verdict == "FAIL (by 100%)"
    assert analysis.Target("#8", "t", None, 0.15).verdict == "not measured"
    assert analysis.Target("#8", "t", 2.0, None).verdict == "context"


def test_summary_and_markdown_tables():
    records = [_record("a", {BASELINE: 4.0, AUTO: 1.0}), _record("b", {BASELINE: 1.0, AUTO: 1.0})]
    summary = analysis.summary(records)
    assert math.isclose(summary["synthetic"][AUTO]["vs_baseline"], 0.5)
    text = report.summary_table(summary, "synthetic")
    header = "| variant | x baseline | x floor (inline/unchecked) | x baseline (ptxas CPU time) |"
    assert text.splitlines()[0] == header
    assert "| `auto/abort` | 0.500 | - | - |" in text
    targets = report.targets_table([analysis.Target("#6", "x", 0.5, 0.45, "n")])
    assert targets.splitlines()[2] == "| #6 | x | 0.500 | 0.45 | FAIL (by 11%) | n |"


def test_run_measured_reports_memory_and_kills_on_timeout():
    grow = "b = bytearray(64 * 1024 * 1024); b[::4096] = b'x' * len(b[::4096]); print('ok')"
    done = run_measured([sys.executable, "-c", grow], timeout_s=60)
    assert done.returncode == 0 and done.output.strip() == "ok" and not done.timed_out
    assert done.peak_mb > 64
    slow = run_measured([sys.executable, "-c", "import time; time.sleep(30)"], timeout_s=0.5)
    assert slow.timed_out and slow.wall_s < 10


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not installed")
def test_tiny_ptxas_run(tmp_path):
    """4x16 straight kernel, baseline and auto: both assemble, auto has fewer PTX lines."""
    from bench import ptxas_suite

    case = SyntheticCase("4x16", KernelSpec(placement="straight", n_stacks=4, n_iter=16))
    (kernel,) = synthetic_kernels((case,))
    kernel = dataclasses.replace(
        kernel, variants=tuple(v for v in synthetic_variants() if v.name in (BASELINE, AUTO))
    )
    mode = dataclasses.replace(QUICK, ptxas_repeats=1, small_kernel_repeats=1)
    twin = dataclasses.replace(kernel, group="twin")  # same name, another group: kept apart
    record, other = ptxas_suite.measure([kernel, twin], tmp_path, mode, None, lambda line: None)
    assert (record["group"], other["group"]) == ("synthetic", "twin")
    assert other["variants"][AUTO]["wall_s"]["n"] == 1  # its own run, not the first's again
    base, auto = record["variants"][BASELINE], record["variants"][AUTO]
    for entry in (base, auto):
        assert entry["error"] is None and entry["wall_s"]["n"] == 1
        assert entry["registers"] > 0 and entry["peak_mb"] > 0
    assert auto["ptx_lines"] < base["ptx_lines"]
    assert record["pushes"] == 4 * 17


def test_dumps_belong_to_the_longest_program_name():
    from bench.kernels import _program_of

    name = "vector8_deep_lanes_reverse_grad_kernel_0_range_for.ll"
    assert _program_of(name, ("vector8",)) is None
    assert _program_of(name, ("vector8", "vector8_deep")) == "vector8_deep"
    assert (
        _program_of("vector8_lanes_reverse_grad_kernel_0_range_for.ll", ("vector8",)) == "vector8"
    )


def test_issue12_targets_read_the_linked_group_and_report_the_unlinked_one():
    """auto/abort+cold is read where measured; small = under 100 helper calls; no-link: context."""
    from bench.config import AUTO_COLD, REAL, REAL_UNLINKED, RELEASE

    walls = {BASELINE: 1.0, RELEASE: 0.2, AUTO: 0.9, AUTO_COLD: 0.25}
    big = _record("big", {BASELINE: 10.0, RELEASE: 2.0, AUTO: 3.0, AUTO_COLD: 2.5}, REAL)
    big["helper_calls"] = 5000
    records = [_record("small", walls, REAL), big, _record("small", walls, REAL_UNLINKED)]
    by_name = {t.target: t for t in analysis.targets(records, [], {})}
    label = f"ptxas {AUTO_COLD} / baseline"
    assert math.isclose(by_name[f"{label}, real (geomean)"].measured, 0.25)
    assert by_name[f"{label}, real < 100 helper calls (geomean)"].measured == 0.25
    assert by_name[f"{label}, real (worst kernel)"].verdict == "pass"
    assert by_name[f"ptxas {AUTO_COLD} / release, real (worst kernel)"].measured == 1.25
    assert by_name[f"{label}, real-nolink (geomean)"].verdict == "context"


def test_issue11_speed_targets():
    own = {
        "modules": [
            {"module": "real vec", "ratio": 2.5},
            {"module": "generated 5 MB", "ratio": 3.5},
        ],
        "cli": [{"module": "real vec", "wall_s": {"median": 0.7}, "ratio_to_llvm": 9.0}],
    }
    speed = [t for t in analysis.targets([], [], own) if t.issue == "#11"]
    assert [t.verdict for t in speed] == ["pass", "FAIL (by 17%)", "FAIL (by 17%)"]


def test_a_partial_run_replaces_only_its_own_kernels():
    from bench.__main__ import merged

    old = [_record("a", {BASELINE: 1.0}), _record("a", {BASELINE: 2.0}, "real")]
    new = [_record("a", {BASELINE: 3.0}, "real")]
    out = merged(old, new, {"mode": "real", "date": "d"})
    assert [(r["group"], r.get("run")) for r in out] == [
        ("synthetic", None),
        ("real", {"mode": "real", "date": "d"}),
    ]


def test_cold_variants_turn_on_issue_12s_options_and_unlinked_ones_define_helpers():
    from bench.config import AUTO_COLD, COLD_EMIT, RELEASE, real_variants

    linked = {v.name: v for v in real_variants(runtime_linked=True)}
    cold = linked[AUTO_COLD]
    options = cold.rewrite_options()
    assert "debug-checks" in options.passes and not options.promote.leave_alone
    assert cold.emit_flags(linked=True) == (*COLD_EMIT, "coalesce_counters")
    assert linked[AUTO].emit_flags(linked=True) == ("coalesce_counters",)
    assert cold.emit_flags(linked=False) == ("coalesce_counters",)
    assert linked[BASELINE].emit_flags(True) == linked[RELEASE].emit_flags(True) == ()
    assert not any(v.define_helpers for v in linked.values())
    unlinked = real_variants(runtime_linked=False)
    assert all(v.define_helpers for v in unlinked if v.strategy is not None)


def test_two_strategies_that_write_the_same_code_are_emitted_once():
    """The bench keys emitted modules on the text without the comment that names the strategy."""
    from irpass import RewriteOptions, rewrite
    from irpass.api import MARKER, without_strategy_comment

    source = (ROOT / "testdata/examples/quadrants_loop_f32.ll").read_text()
    texts = {
        name: rewrite(source, RewriteOptions(strategy=name, overflow="unchecked")).text
        for name in ("inline", "shared-exit")
    }
    assert texts["inline"] != texts["shared-exit"]
    stripped = {name: without_strategy_comment(text) for name, text in texts.items()}
    assert stripped["inline"] == stripped["shared-exit"]
    assert "rewritten with strategy" not in stripped["inline"]
    assert f"\n{MARKER} = !{{}}\n" in stripped["inline"]


def test_small_kernels_get_more_ptxas_rounds():
    from bench.config import FULL, SMALL_KERNEL_S

    assert FULL.rounds(SMALL_KERNEL_S / 2) == FULL.small_kernel_repeats > FULL.ptxas_repeats
    assert FULL.rounds(SMALL_KERNEL_S) == FULL.rounds(60.0) == FULL.ptxas_repeats


def test_the_cost_model_table_shows_both_laws_of_each_shape():
    from bench.costmodel import LATEST, SHAPES

    text = report.cost_model_table(json.loads(LATEST.read_text())["ptxas"])
    assert "a, b below 100" in text
    assert all(f"| `{shape}` |" in text for shape in SHAPES)


def test_run_measured_sums_a_forked_tree():
    """A parent and its child each touch 96 MB: the tree's peak holds both, ru_maxrss one."""
    both = (
        "import os, time\n"
        "pid = os.fork()\n"
        "b = bytearray(96 << 20); b[::4096] = b'x' * len(b[::4096]); time.sleep(1)\n"
        "os._exit(0) if pid == 0 else os.waitpid(pid, 0)\n"
    )
    done = run_measured([sys.executable, "-c", both], timeout_s=60)
    assert done.returncode == 0, done.output
    assert 96 < done.peak_mb < 2 * 96
    assert done.tree_peak_mb > 2 * 96


def test_repeated_module_verifies_with_renamed_copies():
    import llvmlite.binding as llvm

    from bench.memory import repeated_module

    real = (
        ROOT / "testdata/quadrants/dumps/static_unroll_unrolled_reverse_grad_kernel_0_range_for.ll"
    )
    text = repeated_module(real.read_text(), 0.2)
    assert 0.18e6 < len(text) < 0.22e6
    assert text.count("\ndefine ") == real.read_text().count("\ndefine ") + 7
    llvm.parse_assembly(text).verify()


def test_issue24_memory_targets():
    rows = [
        {"module": "real v", "mb": 1.0, "irpass_s": 0.3, "llvm_s": 0.1, "peak_ratio": 1.5},
        {
            "module": "generated 50 MB",
            "mb": 50.0,
            "irpass_s": 10.0,
            "irpass_cpu_s": 8.0,
            "llvm_s": 2.0,
            "peak_ratio": 2.4,
        },
        {
            "module": "generated 200 MB",
            "mb": 200,
            "irpass_s": 44.0,
            "irpass_cpu_s": 32.0,
            "llvm_s": 8.8,
            "peak_ratio": 2.2,
        },
    ]
    found = [t for t in analysis.targets([], [], {}, rows) if t.issue == "#24"]
    peak, linear, relative, cpu = found
    assert (peak.measured, peak.note, peak.verdict) == (2.4, "generated 50 MB", "FAIL (by 20%)")
    assert linear.measured == pytest.approx(1.1) and linear.verdict == "context"
    assert relative.measured == pytest.approx(1.0)
    assert cpu.measured == pytest.approx(1.0) and cpu.verdict == "context"
