"""Run a command and measure it; read what ptxas says about the code it made.

Peak memory and CPU time come from ``os.wait4`` in a small wrapper process (``child_usage.py``):
the kernel's rusage of exactly that child, the numbers GNU ``/usr/bin/time -v`` prints, without
depending on it being installed.
"""

import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

_CHILD_USAGE = Path(__file__).with_name("child_usage.py")
PTXAS_ARGS = ("-O3", "-arch=sm_90", "-c", "-v")

_PROPERTIES = re.compile(r"Function properties for (\S+)")
_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_REGISTERS = re.compile(r"Used (\d+) registers")
_BLOCK_LABEL = re.compile(r"^\$L__BB\d+_\d+:", re.M)


@dataclass(frozen=True)
class Run:
    """One finished (or killed) command."""

    wall_s: float
    cpu_s: float
    peak_mb: float
    tree_peak_mb: float  # the sum over the command's processes, sampled (0 where unknown)
    returncode: int
    timed_out: bool
    output: str


def run_measured(cmd: list[str], timeout_s: float) -> Run:
    """Run ``cmd`` with its output captured; kill it after ``timeout_s`` seconds."""
    with tempfile.TemporaryDirectory(prefix="irpass-bench-run-") as tmp:
        usage = Path(tmp) / "usage.json"
        wrapper = [sys.executable, "-S", str(_CHILD_USAGE), str(usage), str(timeout_s)]
        proc = subprocess.run(
            [*wrapper, *cmd], capture_output=True, text=True, timeout=timeout_s + 60
        )
        if not usage.exists():
            raise RuntimeError(f"could not run {cmd[0]}: {proc.stderr.strip()[-500:]}")
        data = json.loads(usage.read_text())
    return Run(
        wall_s=data["wall_s"],
        cpu_s=data["cpu_s"],
        peak_mb=data["peak_kb"] / 1024,
        tree_peak_mb=data.get("tree_peak_kb", 0) / 1024,
        returncode=data["returncode"],
        timed_out=data["timed_out"],
        output=proc.stdout + proc.stderr,
    )


@dataclass(frozen=True)
class PtxasInfo:
    """What ``ptxas -v`` reports, totalled over the functions it compiled."""

    registers: int | None
    spill_stores: int
    spill_loads: int
    stack_frame: int
    functions: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def spill_bytes(self) -> int:
        return self.spill_stores + self.spill_loads


def parse_ptxas(text: str) -> PtxasInfo:
    """Registers (the most any function uses), spill and frame bytes (summed over functions).

    ptxas prints ``Function properties for F`` then the frame line, and a ``Used N registers``
    line for each function it reports registers of (with ``-c`` only entry functions).
    """
    functions: dict[str, dict[str, int]] = {}
    current = None
    for line in text.splitlines():
        if m := _PROPERTIES.search(line):
            current = functions.setdefault(m[1], {})
        elif (m := _FRAME.search(line)) and current is not None:
            current.update(stack_frame=int(m[1]), spill_stores=int(m[2]), spill_loads=int(m[3]))
        elif (m := _REGISTERS.search(line)) and current is not None:
            current["registers"] = int(m[1])
    registers = [f["registers"] for f in functions.values() if "registers" in f]
    return PtxasInfo(
        registers=max(registers) if registers else None,
        spill_stores=sum(f.get("spill_stores", 0) for f in functions.values()),
        spill_loads=sum(f.get("spill_loads", 0) for f in functions.values()),
        stack_frame=sum(f.get("stack_frame", 0) for f in functions.values()),
        functions=functions,
    )


@dataclass(frozen=True)
class PtxShape:
    lines: int
    blocks: int


def ptx_shape(ptx: str) -> PtxShape:
    """Lines, and basic blocks counted as ``$L__BB`` labels (entry blocks have none)."""
    return PtxShape(lines=ptx.count("\n"), blocks=len(_BLOCK_LABEL.findall(ptx)))


def ptxas_command(ptxas: str, ptx_path: str, cubin_path: str) -> list[str]:
    return [ptxas, *PTXAS_ARGS, ptx_path, "-o", cubin_path]
