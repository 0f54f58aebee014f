"""``python -m bench [--mode full|quick|real] [--only SECTION|report] [--out DIR | --update-results]
[--work DIR]``.

Results go to a new scratch directory unless ``--out DIR`` or ``--update-results`` (the committed
``bench/results/``) says otherwise; a run that keeps some sections starts from the results in
the output directory, else from the committed ones."""

import argparse
import json
import os
import platform
import subprocess
import tempfile
import time
from pathlib import Path

from bench import analysis, cpu_speed, first_run, memory, own_speed, plots, ptxas_suite, report
from bench.config import (
    FULL,
    GENESIS_PROGRAMS,
    GENESIS_VARIANTS,
    KEEPING_MODES,
    MODES,
    QUICK,
    REAL,
    REAL_UNLINKED,
    SMALL_KERNEL_S,
    Mode,
)
from bench.kernels import (
    DUMPS,
    genesis_kernels,
    genesis_real_kernels,
    genesis_scaled_kernels,
    real_kernels,
    release_dumps,
    synthetic_kernels,
)
from irpass.testing.cpu_runtime import runtime_bitcode

SECTIONS = ("ptxas", "cpu", "speed", "memory", "first-run")
COMMITTED = Path(__file__).parent / "results"
REAL_VECTOR_DUMP = DUMPS / "vector8_deep_lanes_reverse_grad_kernel_0_range_for.ll"


def log(line: str) -> None:
    print(line, flush=True)


def machine() -> str:
    ptxas = subprocess.run(["ptxas", "--version"], capture_output=True, text=True).stdout
    version = ptxas.strip().splitlines()[-1] if ptxas.strip() else "ptxas not found"
    return (
        f"{os.cpu_count()} CPUs, Python {platform.python_version()}, {version}. "
        "Timings come from a shared machine: compare variants within one kernel "
        "(they ran interleaved), not across runs."
    )


def ptxas_section(mode: Mode, work: Path) -> tuple[list[dict], str]:
    runtime = runtime_bitcode("cuda")
    releases = release_dumps(mode.real_programs, jobs=2, log=log)
    groups = (REAL, REAL_UNLINKED) if mode.unlinked else (REAL,)
    if runtime is None:  # nothing to link: the plain dumps are the only real group
        groups = (REAL_UNLINKED,)
    kernels = synthetic_kernels(mode.synthetic, mode.variants) + real_kernels(
        mode.real_programs, releases, groups, mode.variants
    )
    if runtime is not None and mode.genesis_programs:
        names = GENESIS_VARIANTS & (mode.variants or GENESIS_VARIANTS)
        kernels += genesis_kernels(mode.genesis_programs, names, log)
    if runtime is not None and mode.genesis_real:
        kernels += genesis_real_kernels(mode.variants or GENESIS_VARIANTS)
        kernels += genesis_scaled_kernels(mode.variants or GENESIS_VARIANTS, mode.genesis_scaled)
    note = (
        "Synthetic kernels: the generator's modules, helpers defined by irpass for the baseline "
        "(`--strategy none --define-helpers`). Real kernels: Quadrants 1.3.3 debug dumps "
        "(`testdata/quadrants/dumps`). Group `real`: Quadrants' `runtime_cuda.bc` linked and "
        "force-inlined (`--link --inline-linked`) in every variant, as its GPU backend does "
        "(functions that call `mark_force_no_inline` stay out of line: the faithful link); the "
        "baseline keeps the runtime's own helper bodies. Group `real-nolink`: the same dumps "
        "with no runtime linked (the QD_LOAD_IR flow's input: Quadrants links its runtime "
        "afterwards); the baseline's stack helpers are defined by irpass (`--define-helpers`), "
        "every other runtime call (asserts, debug checks, the range-for) stays an external call. "
        "`release` is the same program built with `debug=False` (Quadrants inlines the stack "
        "itself, no asserts, no overflow checks). Each module: irpass rewrite, LLVM O3 to PTX "
        f"(nvptx64, sm_90, +ptx80), then `ptxas -O3 -arch=sm_90 -c -v`, {mode.ptxas_repeats} "
        f"interleaved rounds ({mode.small_kernel_repeats} for a kernel whose fastest PTX took "
        f"under {SMALL_KERNEL_S} s in the first). `= X` means the variant's PTX is byte-identical "
        "to X's (measured once). Compiles ran two at a time; time limits: LLVM "
        f"{mode.compile_timeout_s:.0f} s, ptxas {mode.ptxas_timeout_s:.0f} s. Each kernel's "
        "heading names the run it comes from. Group `genesis`: Quadrants programs shaped like "
        "Genesis' rigid-body reverse kernels (`irpass.testing.quadrants_genesis_programs`), "
        "dumped by the bench in a debug build and a release build (`debug=False`, bounds "
        "checks off, as Genesis runs), linked like `real`, in the cold and QD_LOAD_IR variants "
        "only. Group `genesis-real`: Genesis' own reverse kernels (`testdata/genesis`: a "
        "differentiable rigid-body rollout of genesis-world 1.4.5 dumped by Quadrants 1.3.3 in a "
        "debug build, each with its release twin), measured like `genesis`; "
        "`<kernel>_x<n>` (mode `genesis-parts` only): the kernel's body n times in a row, debug "
        "and release alike (`bench.scaled`), a probe of how each part's cost grows with size. "
        "Issue #22's ratios are medians of the CPU-time ratios of each round (`cpu_rounds`). "
        "Variants `+load-ir`: the QD_LOAD_IR "
        "flow (the dump moved to NVPTX as a CUDA run writes it, rewritten, then only "
        "Quadrants' own link: force-inlined runtime and -O3, no kept printf, no NewGVN); "
        "`+runtime`: with the runtime's cold code defined in the module (`--cold-runtime`)."
        + ("" if runtime else " Quadrants' runtime was not found: no `real` group.")
    )
    return ptxas_suite.measure(kernels, work, mode, runtime, log), note


def merged(old: list[dict], new: list[dict], run: dict) -> list[dict]:
    """``new`` (stamped with ``run``) replacing the records of the same kernel and group in
    ``old``; the others stay: ratios are only ever taken within one record, whose variants
    ran interleaved."""
    fresh = {(r["kernel"], r["group"]): {**r, "run": run} for r in new}
    kept = [r for r in old if (r["kernel"], r["group"]) not in fresh]
    return kept + list(fresh.values())


def measure(args: argparse.Namespace, results: dict) -> None:
    """Run the sections asked for into ``results`` (others stay as loaded)."""
    mode = MODES[args.mode]
    run = {"mode": mode.name, "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="irpass-bench-") as tmp:
        work = args.work or Path(tmp)
        runs = results.setdefault("runs", {})
        if args.only in (None, "ptxas"):
            records, note = ptxas_section(mode, work)
            results["ptxas"] = merged(results.get("ptxas", []), records, run)
            results.setdefault("notes", {})["ptxas"] = note
            runs["ptxas"] = run
        if args.only in (None, "cpu") and mode.cpu_specs:
            results["cpu"] = cpu_speed.measure(mode.cpu_specs, mode.cpu_elems, mode.cpu_calls, log)
            runs["cpu"] = run
        if args.only in (None, "speed"):
            results["own"] = own_speed.measure(
                REAL_VECTOR_DUMP, mode.own_sizes_mb, mode.cli_sizes_mb, log
            )
            runs["speed"] = run
        if args.only in (None, "memory") and (mode.memory_sizes_mb or args.only):
            results["memory"] = memory.measure(REAL_VECTOR_DUMP, mode.memory_sizes_mb, log)
            runs["memory"] = run
        if args.only == "first-run" or (args.only is None and mode.first_run_rounds):
            rounds = mode.first_run_rounds or FULL.first_run_rounds
            results["first_run"] = first_run.measure(GENESIS_PROGRAMS, rounds, log)
            runs["first-run"] = run
    results["mode"] = {
        "name": mode.name,
        "compile_timeout_s": mode.compile_timeout_s,
        "ptxas_timeout_s": mode.ptxas_timeout_s,
    }
    results["machine"] = machine()
    results["duration_s"] = time.perf_counter() - start


def write(results: dict, out: Path) -> None:
    """latest.json, the plots and the README, with the targets evaluated."""
    results.setdefault("ptxas", [])
    results.setdefault("notes", {}).setdefault("ptxas", "")
    results["summary"] = analysis.summary(results["ptxas"])
    targets = analysis.targets(
        results["ptxas"],
        results.get("cpu", []),
        results.get("own", {}),
        results.get("memory", []),
        results.get("first_run", {}),
    )
    results["targets"] = [t.to_dict() for t in targets]
    (out / "latest.json").write_text(json.dumps(results, indent=1) + "\n")
    plots.ptxas_vs_pushes(results["ptxas"], out / "ptxas_vs_pushes.png")
    plots.real_kernels(results["ptxas"], out / "real_kernels.png")
    if results.get("own"):
        plots.irpass_vs_size(results["own"], out / "irpass_vs_size.png")
    (out / "README.md").write_text(report.render(results, targets))
    for t in targets:
        log(f"[target] {t.issue} {t.target}: {report.fmt(t.measured, 3)} -> {t.verdict}")
    log(f"wrote {out / 'latest.json'}, {out / 'README.md'} ({results['duration_s'] / 60:.1f} min)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument(
        "--mode",
        choices=MODES,
        default=FULL.name,
        help="full (< 30 min on 2 cores), quick (about 8 min on 2 shared cores), real: the "
        "real dumps only, their records replacing the same kernels' in latest.json, load-ir: "
        "issue #22's flows on the real dumps, genesis-real: Genesis' own kernels "
        "(testdata/genesis) only, kept like real, or genesis-parts: those kernels with parts "
        "of the debug build taken away, and kernel_step_2 three times over (bench.scaled) "
        "(issue #34's breakdown; illegal variants)",
    )
    parser.add_argument("--quick", action="store_const", const=QUICK.name, dest="mode")
    parser.add_argument(
        "--only",
        choices=(*SECTIONS, "report"),
        help="run one section, keeping the others from latest.json; report: measure nothing, "
        "write the README and plots again from latest.json",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--out", type=Path, help="write the results here (default: a new scratch directory)"
    )
    where.add_argument(
        "--update-results",
        dest="out",
        action="store_const",
        const=COMMITTED,
        help="write the results into bench/results, the committed ones",
    )
    parser.add_argument("--work", type=Path, help="keep the modules and PTX here")
    args = parser.parse_args(argv)
    args.out = args.out or Path(tempfile.mkdtemp(prefix="irpass-bench-results-"))
    args.out.mkdir(parents=True, exist_ok=True)
    scratch = "" if args.out == COMMITTED else " (--update-results writes bench/results)"
    log(f"results go to {args.out}{scratch}")
    latest = args.out / "latest.json"
    if not latest.exists():
        latest = COMMITTED / "latest.json"
    keep = args.only or args.mode in KEEPING_MODES  # measure some, keep the rest
    results = json.loads(latest.read_text()) if keep and latest.exists() else {}
    if args.only == "report" and not results:
        parser.error(f"--only report needs {latest}")
    if args.only != "report":
        measure(args, results)
    write(results, args.out)


if __name__ == "__main__":
    main()
