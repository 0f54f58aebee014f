"""Section 1: every kernel in every variant through irpass, LLVM O3 to PTX, and ptxas.

Compiles run two at a time in worker processes (with a time limit each); ptxas runs one at a
time, the variants of one kernel interleaved, so that machine noise hits them alike. Variants
whose rewritten module (or PTX) is byte-identical share one compile (or one ptxas run) and say so.
"""

import hashlib
import json
import math
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from bench import parts
from bench.config import Mode, Variant
from bench.kernels import Kernel
from bench.measure import parse_ptxas, ptx_shape, ptxas_command, run_measured
from bench.stats import spread
from irpass import IRPassError, rewrite
from irpass.api import without_strategy_comment
from irpass.backend.emit import EmitOptions, emit

REPO = Path(__file__).resolve().parent.parent
# The comment irpass ends a rewrite with names the strategy; without it, modules that differ in
# nothing else (auto choosing what another variant forced) are emitted once.
Log = Callable[[str], None]


@dataclass
class Compiled:
    """One (kernel, variant): its rewrite and emission, and the PTX file when it got one."""

    kernel: str  # Kernel.key
    variant: str
    rewrite_s: float | None = None
    emit_s: float | None = None
    emit_timed_out: bool = False
    emit_limit_s: float | None = None
    error: str | None = None
    ptx: Path | None = None
    ptx_key: str | None = None
    same_ptx_as: str | None = None


def slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", name).strip("_")


def _rewritten(kernel: Kernel, variant: Variant) -> tuple[str | None, float | None, str | None]:
    """(text, seconds, error): the module this variant hands to LLVM."""
    if variant.strategy is None:
        return kernel.release, None, None
    source = parts.without(kernel.text, variant.removed) if variant.removed else kernel.text
    if variant.load_ir:  # what a CUDA run dumps: the CPU dump moved to NVPTX
        source = emit(source, EmitOptions(target="ptx"), kernel.name).decode()
    start = time.perf_counter()
    try:
        text = rewrite(source, variant.rewrite_options(), kernel.name, verify=False).text
    except IRPassError as exc:
        return None, None, f"irpass: {exc.message}"
    return text, time.perf_counter() - start, None


def _emit(
    source: Path,
    ptx: Path,
    define_helpers: bool,
    runtime: Path | None,
    flags: tuple[str, ...],
    timeout_s: float,
) -> tuple[float | None, bool, str | None]:
    """(seconds, timed out, error) of one emission in a worker process."""
    cmd = [sys.executable, "-m", "bench.emit_worker", str(source), str(ptx)]
    cmd += ["--define-helpers"] if define_helpers else []
    cmd += ["--link", str(runtime)] if runtime else []
    cmd += [arg for flag in flags for arg in ("--flag", flag)]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s, cwd=REPO)
    except subprocess.TimeoutExpired:
        return None, True, None
    if proc.returncode != 0:
        return None, False, "emission: " + (proc.stderr.strip().splitlines() or ["?"])[-1]
    return json.loads(proc.stdout)["seconds"], False, None


def compile_all(
    kernels: list[Kernel], work: Path, mode: Mode, runtime: Path | None, log: Log
) -> list[Compiled]:
    """Rewrite here (timed), emit in two workers; identical modules are emitted once."""
    jobs: dict[str, tuple[Path, Path, bool, Path | None, tuple[str, ...], float]] = {}
    done: list[tuple[Compiled, str | None]] = []
    for kernel in kernels:
        limit = kernel.compile_timeout_s or mode.compile_timeout_s
        folder = work / "ptx" / slug(kernel.key)
        folder.mkdir(parents=True, exist_ok=True)
        for variant in kernel.variants:
            item = Compiled(kernel.key, variant.name, emit_limit_s=limit)
            text, item.rewrite_s, item.error = _rewritten(kernel, variant)
            key = None
            if text is not None:
                link = runtime if kernel.linked else None
                flags = variant.emit_flags(link is not None)
                text = without_strategy_comment(text)
                key = hashlib.sha256(
                    f"{variant.define_helpers}|{link}|{flags}|{text}".encode()
                ).hexdigest()[:16]
                if key not in jobs:
                    source = folder / f"{slug(variant.name)}.ll"
                    source.write_text(text)
                    ptx = source.with_suffix(".ptx")
                    jobs[key] = (source, ptx, variant.define_helpers, link, flags, limit)
            rewrite_s = f"{item.rewrite_s:.3f}s" if item.rewrite_s is not None else "-"
            log(f"[rewrite] {kernel.key} {variant.name}: {rewrite_s} {item.error or ''}".rstrip())
            done.append((item, key))
    results: dict[str, tuple[float | None, bool, str | None]] = {}

    def emit_one(key: str) -> None:
        results[key] = _emit(*jobs[key])
        source = jobs[key][0]
        seconds, timed_out, error = results[key]
        shown = "timeout" if timed_out else error or f"{seconds:.2f}s"
        log(f"[emit] {source.parent.name}/{source.stem}: {shown}")

    with ThreadPoolExecutor(2) as pool:
        list(pool.map(emit_one, sorted(jobs, key=lambda k: -len(jobs[k][0].read_bytes()))))
    by_ptx: dict[tuple[str, str], str] = {}
    for item, key in done:
        if key is None:
            continue
        item.emit_s, item.emit_timed_out, error = results[key]
        item.error = item.error or error
        ptx = jobs[key][1]
        if item.emit_s is None or not ptx.exists():
            continue
        item.ptx = ptx
        item.ptx_key = hashlib.sha256(ptx.read_bytes()).hexdigest()[:16]
        first = by_ptx.setdefault((item.kernel, item.ptx_key), item.variant)
        item.same_ptx_as = first if first != item.variant else None
    return [item for item, _ in done]


@dataclass
class PtxasResult:
    walls: list[float]
    cpus: list[float]
    peaks: list[float]
    timed_out: bool = False
    error: str | None = None
    output: str = ""

    def to_dict(self, ptx: Path) -> dict:
        info = parse_ptxas(self.output)
        shape = ptx_shape(ptx.read_text())
        out = {
            "timed_out": self.timed_out,
            "error": self.error,
            "ptx_lines": shape.lines,
            "ptx_blocks": shape.blocks,
            "registers": info.registers,
            "spill_stores": info.spill_stores,
            "spill_loads": info.spill_loads,
            "stack_frame": info.stack_frame,
        }
        if self.walls:
            out["wall_s"] = spread(self.walls).to_dict()
            out["cpu_s"] = spread(self.cpus).to_dict()
            out["cpu_rounds"] = [round(c, 4) for c in self.cpus]  # paired ratios
            out["peak_mb"] = max(self.peaks)
        return out


def time_ptxas(
    kernels: list[Kernel], compiled: list[Compiled], mode: Mode, work: Path, log: Log
) -> dict[tuple[str, str], PtxasResult]:
    """(kernel, ptx key) -> ptxas runs; one kernel's PTX files interleaved, in as many rounds
    as ``mode.rounds`` gives after the first."""
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        raise RuntimeError("ptxas is not on PATH: the ptxas bench needs it")
    results: dict[tuple[str, str], PtxasResult] = {}
    cubin = work / "out.cubin"
    for kernel in kernels:
        unique = {
            c.ptx_key: c
            for c in compiled
            if c.kernel == kernel.key and c.ptx is not None and c.same_ptx_as is None
        }
        rounds, round_ = 1, 0
        while round_ < rounds:
            for key, item in unique.items():
                result = results.setdefault((kernel.key, key), PtxasResult([], [], []))
                if result.timed_out or result.error:
                    continue
                run = run_measured(
                    ptxas_command(ptxas, str(item.ptx), str(cubin)), mode.ptxas_timeout_s
                )
                result.output = run.output
                if run.timed_out:
                    result.timed_out = True
                elif run.returncode != 0:
                    result.error = run.output.strip()[-300:]
                else:
                    result.walls.append(run.wall_s)
                    result.cpus.append(run.cpu_s)
                    result.peaks.append(run.peak_mb)
                shown = "timeout" if run.timed_out else f"{run.wall_s:.2f}s {run.peak_mb:.0f}MB"
                if result.error:
                    shown = "error"
                log(f"[ptxas] {kernel.key} {item.variant} round {round_ + 1}: {shown}")
            if round_ == 0:
                firsts = [results[kernel.key, key].walls for key in unique]
                rounds = mode.rounds(min((w[0] for w in firsts if w), default=math.inf))
            round_ += 1
    return results


def measure(
    kernels: list[Kernel], work: Path, mode: Mode, runtime: Path | None, log: Log
) -> list[dict]:
    """The section's records: one per kernel, with every variant's numbers."""
    compiled = compile_all(kernels, work, mode, runtime, log)
    timed = time_ptxas(kernels, compiled, mode, work, log)
    records = []
    for kernel in kernels:
        variants = {}
        for item in (c for c in compiled if c.kernel == kernel.key):
            entry = {
                "rewrite_s": item.rewrite_s,
                "emit_s": item.emit_s,
                "emit_timed_out": item.emit_timed_out,
                "emit_limit_s": item.emit_limit_s,
                "error": item.error,
                "same_ptx_as": item.same_ptx_as,
            }
            if item.ptx is not None:
                entry.update(timed[(kernel.key, item.ptx_key)].to_dict(item.ptx))
            variants[item.variant] = entry
        records.append(
            {
                "kernel": kernel.name,
                "group": kernel.group,
                "pushes": kernel.pushes,
                "helper_calls": kernel.helper_calls,
                "bytes": len(kernel.text),
                "variants": variants,
            }
        )
    return records
