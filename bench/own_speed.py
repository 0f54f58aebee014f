"""Section 3: irpass's own speed against LLVM's parser, and where its time goes.

irpass's own work is ``irpass.rewrite(text, verify=False)`` (its parse, rewrite and print);
the yardstick is llvmlite's ``parse_assembly`` + ``verify`` of the same text, which irpass
also runs twice (input and output) when verifying. The whole ``irpass rewrite -O0`` command is
timed as a user runs it.
"""

import cProfile
import io
import math
import pstats
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import llvmlite.binding as llvm

from bench.measure import run_measured
from bench.stats import ratio, spread
from irpass import RewriteOptions, rewrite
from irpass.testing.generator import generate
from irpass.testing.kernel_spec import KernelSpec

Log = Callable[[str], None]
MB = 1e6
_UNIT = KernelSpec(placement="loop", n_stacks=3, n_iter=4)
_NOT_A_HELPER = "stack_", "stask_"  # renaming the helpers leaves a module irpass passes through


def generated_module(megabytes: float) -> str:
    """A generator module of about ``megabytes`` MB: copies of one kernel as many functions."""
    per_function = len(generate(_UNIT, define_helpers=False).text)
    count = max(1, math.ceil(megabytes * MB / per_function))
    spec = KernelSpec(placement="loop", n_stacks=3, n_iter=4, n_functions=count)
    return generate(spec, define_helpers=False).text


def _seconds(action: Callable[[], object], repeats: int) -> list[float]:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return samples


def _llvm_parse_verify(text: str) -> None:
    module = llvm.parse_assembly(text)
    module.verify()
    module.close()


def compare(label: str, text: str, repeats: int, log: Log) -> dict:
    """irpass (auto, no verification) vs LLVM parse + verify, interleaved, on ``text``."""
    irpass_s, llvm_s = [], []
    for _ in range(repeats):
        irpass_s += _seconds(lambda: rewrite(text, RewriteOptions("auto"), verify=False), 1)
        llvm_s += _seconds(lambda: _llvm_parse_verify(text), 1)
    own, ref = spread(irpass_s), spread(llvm_s)
    size = len(text.encode()) / MB
    log(f"[own] {label} ({size:.2f} MB): irpass {own.median:.2f}s, llvm {ref.median:.2f}s")
    return {
        "module": label,
        "mb": size,
        "irpass_s": own.to_dict(),
        "llvm_parse_verify_s": ref.to_dict(),
        "ratio": ratio(own.median, ref.median),
        "irpass_mb_per_s": size / own.median,
    }


def passthrough(text: str, log: Log) -> dict:
    """MB/s of irpass on a module with no helper calls (nothing to rewrite)."""
    plain = text.replace(*_NOT_A_HELPER)
    seconds = spread(_seconds(lambda: rewrite(plain, RewriteOptions("auto"), verify=False), 3))
    size = len(plain.encode()) / MB
    log(f"[own] pass-through ({size:.2f} MB): {seconds.median:.2f}s")
    return {"mb": size, "seconds": seconds.to_dict(), "mb_per_s": size / seconds.median}


def cli(label: str, text: str, llvm_s: float, log: Log) -> dict:
    """Wall time of the whole ``irpass rewrite IN -O0 -o OUT`` process (start-up included)."""
    exe = shutil.which("irpass")
    command = [exe] if exe else [sys.executable, "-c", "from irpass_cli.main import main; main()"]
    with tempfile.TemporaryDirectory(prefix="irpass-bench-cli-") as tmp:
        source = Path(tmp) / "in.ll"
        source.write_text(text)
        runs = [
            run_measured([*command, "rewrite", str(source), "-O0", "-o", f"{tmp}/out.ll"], 1200)
            for _ in range(3 if len(text) < 2 * MB else 1)
        ]
    failed = next((r for r in runs if r.returncode != 0), None)
    if failed is not None:
        raise RuntimeError(f"irpass rewrite failed on {label}:\n{failed.output[-2000:]}")
    wall = spread([r.wall_s for r in runs])
    log(f"[own] cli {label}: {wall.median:.2f}s")
    return {"module": label, "wall_s": wall.to_dict(), "ratio_to_llvm": ratio(wall.median, llvm_s)}


def profile(text: str, top: int = 15) -> str:
    """cProfile of ``irpass.rewrite(text, verify=False)``: the top functions by own time, then
    by cumulative time (which shows the phase: parse, analysis, strategy, print)."""
    profiler = cProfile.Profile()
    profiler.enable()
    rewrite(text, RewriteOptions("auto"), verify=False)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)
    return _relative_paths(out.getvalue())


def _relative_paths(report: str) -> str:
    """Drop the machine's directories from a profile, so the file is the same on every checkout."""
    root = str(Path(__file__).resolve().parent.parent) + "/"
    return report.replace(root, "").strip() + "\n"


def measure(real: Path, sizes_mb: tuple[float, ...], cli_sizes_mb: tuple[float, ...], log: Log):
    real_text = real.read_text()
    modules = [("real " + real.stem.split("_reverse")[0], real_text, 3)]
    modules += [
        (f"generated {mb:g} MB", generated_module(mb), 3 if mb <= 1 else 1) for mb in sizes_mb
    ]
    comparisons = [compare(label, text, repeats, log) for label, text, repeats in modules]
    cli_runs = []
    for (label, text, _), result in zip(modules, comparisons, strict=True):
        if label.startswith("real") or any(label == f"generated {mb:g} MB" for mb in cli_sizes_mb):
            cli_runs.append(cli(label, text, result["llvm_parse_verify_s"]["median"], log))
    mid = max((m for m in modules[1:] if len(m[1]) <= 6 * MB), key=lambda m: len(m[1]))
    return {
        "modules": comparisons,
        "cli": cli_runs,
        "passthrough": passthrough(mid[1], log),
        "profile": profile(real_text),
    }
