"""Section 4: irpass's peak memory and time against LLVM's own parse + verify, by module size.

The yardstick is llvmlite reading the same file and verifying it, in a process of its own
(``python -c``: the same interpreter start-up as irpass). irpass is the whole ``irpass rewrite
IN -o OUT`` command as a user runs it. Peak memory is the sampled sum of a command's processes'
proportional set sizes (irpass has two: the parent that answers signals and the child that
works; a page the fork shares counts once), and, for comparison, the largest single process's
``ru_maxrss``. irpass runs again with ``PYTHONMALLOC=malloc``: Python's small-object arenas
stay resident while any object in them lives, and the system allocator lets freed pages go.
LLVM's parse + verify of irpass's output is measured too: what verifying the output whole would
cost (it is larger than the input; irpass verifies it in pieces, ``irpass.backend.verify_pieces``).
Times are wall and CPU seconds (the CPU time of the whole tree: a loaded machine stretches it
less). The modules: the largest real dump,
and generated ones made of copies of its function with helper calls, each renamed (what a big
real kernel module looks like).
"""

import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from bench.measure import run_measured
from bench.stats import ratio

Log = Callable[[str], None]
MB = 1e6
TIMEOUT_S = 1800
_LLVM = (
    "import sys, llvmlite.binding as llvm\n"
    "m = llvm.parse_assembly(open(sys.argv[1]).read())\n"
    "m.verify()\n"
)


def repeated_module(real: str, megabytes: float) -> str:
    """``real`` with its last function copied, each copy renamed, to about ``megabytes`` MB."""
    start = real.rindex("\ndefine ") + 1
    end = real.index("\n}\n", start) + 3
    function = real[start:end]
    name = re.match(r"define [^@]*@([-\w.]+)\(", function)[1]
    count = max(1, round((megabytes * MB - len(real)) / len(function)))
    copies = "".join(function.replace(f"@{name}(", f"@{name}.{i}(", 1) + "\n" for i in range(count))
    return real[:end] + "\n" + copies + real[end:]


def _irpass() -> list[str]:
    return [sys.executable, "-c", "import sys; from irpass_cli.main import main; sys.exit(main())"]


def compare(label: str, source: Path, out: Path, log: Log) -> dict:
    """One module: LLVM's parse + verify, then ``irpass rewrite`` to ``out``; peaks and times."""
    llvm = run_measured([sys.executable, "-c", _LLVM, str(source)], TIMEOUT_S)
    command = [*_irpass(), "rewrite", str(source), "-o", str(out)]
    irpass = run_measured(command, TIMEOUT_S)
    plain = run_measured(["env", "PYTHONMALLOC=malloc", *command], TIMEOUT_S)
    for who, run in (("llvm", llvm), ("irpass", irpass), ("irpass PYTHONMALLOC=malloc", plain)):
        if run.returncode != 0:
            raise RuntimeError(f"{who} failed on {label}:\n{run.output[-2000:]}")
    output_mb = out.stat().st_size / MB
    floor = run_measured([sys.executable, "-c", _LLVM, str(out)], TIMEOUT_S)  # irpass verifies it
    out.unlink()
    size = source.stat().st_size / MB
    row = {
        "module": label,
        "mb": size,
        "llvm_peak_mb": llvm.tree_peak_mb,
        "llvm_maxrss_mb": llvm.peak_mb,
        "llvm_s": llvm.wall_s,
        "llvm_cpu_s": llvm.cpu_s,
        "irpass_peak_mb": irpass.tree_peak_mb,
        "irpass_maxrss_mb": irpass.peak_mb,
        "irpass_s": irpass.wall_s,
        "irpass_cpu_s": irpass.cpu_s,
        "output_mb": output_mb,
        "llvm_output_peak_mb": floor.tree_peak_mb,
        "peak_ratio": ratio(irpass.tree_peak_mb, llvm.tree_peak_mb),
        "malloc_peak_mb": plain.tree_peak_mb,
        "malloc_peak_ratio": ratio(plain.tree_peak_mb, llvm.tree_peak_mb),
        "time_ratio": ratio(irpass.wall_s, llvm.wall_s),
    }
    log(
        f"[memory] {label} ({size:.1f} MB): llvm {llvm.tree_peak_mb:.0f} MB "
        f"(maxrss {llvm.peak_mb:.0f}) {llvm.wall_s:.1f}s, irpass {irpass.tree_peak_mb:.0f} MB "
        f"(maxrss {irpass.peak_mb:.0f}; LLVM on the output {floor.tree_peak_mb:.0f}) "
        f"{irpass.wall_s:.1f}s: {row['peak_ratio']:.2f}x memory; PYTHONMALLOC=malloc "
        f"{plain.tree_peak_mb:.0f} MB, {row['malloc_peak_ratio']:.2f}x"
    )
    return row


def measure(real: Path, sizes_mb: tuple[float, ...], log: Log) -> list[dict]:
    text = real.read_text()
    with tempfile.TemporaryDirectory(prefix="irpass-bench-memory-") as tmp:
        out = Path(tmp) / "out.ll"  # never beside the real dump, in the checkout
        rows = [compare("real " + real.stem.split("_reverse")[0], real, out, log)]
        for mb in sizes_mb:
            source = Path(tmp) / f"generated_{mb:g}mb.ll"
            source.write_text(repeated_module(text, mb))
            rows.append(compare(f"generated {mb:g} MB", source, out, log))
            source.unlink()
    return rows
