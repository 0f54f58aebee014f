"""A user's whole first run of each Genesis-shaped program, three ways (issue #33).

CPU backend, cold (both kernel caches off, as irpass runs it): a plain debug run of the
program; ``irpass quadrants --two-runs --for quadrants-cpu`` (dump, rewrite, run again on the
rewritten modules); ``irpass quadrants --for quadrants-cpu`` (one run, each module rewritten
while Quadrants compiles it). Wall times of the whole commands, the three back to back for one
program in each round (their order turned each round), ratios taken per round and their
median reported. The hook's own overhead per module is what it added to a compile thread's wait
beyond the rewrite itself (``--stats-json``'s ``hook.overhead_s``).
"""

import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from irpass.quadrants import INIT

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = """\
import quadrants as qd
from irpass.testing import quadrants_genesis_programs as programs

qd.init(arch=qd.cpu, {init})
programs.{program}()
"""
WAYS = ("plain", "two-run", "one-run")


def _command(way: str, script: Path, stats: Path) -> list[str]:
    program = [sys.executable, str(script)]
    irpass = [sys.executable, "-m", "irpass", "quadrants", "--for", "quadrants-cpu"]
    if way == "plain":
        return program
    if way == "two-run":
        return [*irpass, "--two-runs", "--", *program]
    return [*irpass, "--stats-json", str(stats), "--", *program]


def _timed(command: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    proc = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{proc.stderr[-3000:]}")
    return seconds


def measure(programs: tuple[str, ...], rounds: int, log: Callable[[str], None]) -> dict:
    """Per program, the wall seconds of each way per round and the median per-round ratios;
    the hook's overhead per module over every one-run run."""
    keywords = ", ".join(f"{k}={v!r}" for k, v in INIT.items())
    overhead: list[float] = []
    rows = []
    with tempfile.TemporaryDirectory(prefix="irpass-first-run-") as tmp:
        work = Path(tmp)
        for name in programs:
            (work / f"{name}.py").write_text(SCRIPT.format(init=keywords, program=name))
            rows.append({"program": name, **{way: [] for way in WAYS}, "modules": 0})
        for turn in range(rounds):
            for row in rows:
                script, stats = work / f"{row['program']}.py", work / "stats.json"
                order = WAYS[turn % 3 :] + WAYS[: turn % 3]
                for way in order:
                    seconds = _timed(_command(way, script, stats), work)
                    row[way].append(seconds)
                    log(f"[first-run] round {turn + 1} {row['program']} {way}: {seconds:.1f} s")
                    if way == "one-run":
                        data = json.loads(stats.read_text())
                        overhead += data["hook"]["overhead_s"]
                        row["modules"] = len(data["per_file"])
    for row in rows:
        for ratio, (top, bottom) in {
            "one/plain": ("one-run", "plain"),
            "one/two": ("one-run", "two-run"),
            "two/plain": ("two-run", "plain"),
        }.items():
            pairs = zip(row[top], row[bottom], strict=True)
            row[ratio] = statistics.median(a / b for a, b in pairs)
    return {
        "rounds": rounds,
        "programs": rows,
        "overhead_s": {
            "modules": len(overhead),
            "median": statistics.median(overhead) if overhead else None,
            "worst": max(overhead, default=None),
        },
    }
