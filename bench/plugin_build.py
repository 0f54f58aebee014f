"""How long ``irpass plugin build`` takes per LLVM major (issue #31: at most 60 s each on the
2-core machine): ``python -m bench.plugin_build`` builds the plugin for LLVM 22 and 19 into
a fresh cache, one after the other, and writes ``bench/results/plugin_build.md`` with the wall
time, the CPU time of the build's processes, and the machine's load before and after.

The sources compile as one unity translation unit (plugin/CMakeLists.txt), so the build is
one compiler process: its CPU time is what it costs a quiet 2-core machine; the wall time
also counts the other work the machine was doing.
"""

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.plugin import RESULTS

LIMIT_S = 60.0
MAJORS = (22, 19)


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def build(major: int, cache: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one ``irpass plugin build`` for LLVM ``major``."""
    command = [sys.executable, "-m", "irpass_cli.main", "plugin", "build"]
    env = {"XDG_CACHE_HOME": str(cache), "PATH": "/usr/local/bin:/usr/bin:/bin"}
    wall, used = time.perf_counter(), cpu()
    subprocess.run(
        command + ["--llvm-config", f"llvm-config-{major}"], env=env, check=True, text=True
    )
    return time.perf_counter() - wall, cpu() - used


def report(rows: list[tuple[int, float, float]], before: str, after: str) -> str:
    lines = [
        "# `irpass plugin build`: time per LLVM major (issue #31)",
        "",
        "`python -m bench.plugin_build`: one build per major into a fresh cache (configure, "
        "compile, install), on the shared 2-core machine. CPU is the user+system time of the "
        "build's processes (one unity translation unit: its compile is one process).",
        "",
        f"`uptime` before: {before}; after: {after}",
        "",
        "| LLVM | wall s | CPU s | limit s | result (CPU) |",
        "|---|---|---|---|---|",
    ]
    for major, wall, used in rows:
        verdict = "pass" if used <= LIMIT_S else "FAIL"
        lines.append(f"| {major} | {wall:.1f} | {used:.1f} | {LIMIT_S:.0f} | {verdict} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    before = uptime()
    with tempfile.TemporaryDirectory() as tmp:
        rows = [(major, *build(major, Path(tmp))) for major in MAJORS]
    text = report(rows, before, uptime())
    (RESULTS / "plugin_build.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
