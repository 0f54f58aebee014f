"""Run the ``RUN:`` lines of the FileCheck files in testdata/filecheck, lit style."""

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((ROOT / "testdata" / "filecheck").rglob("*.ll"))
TOOLS = {
    "irpass": f"{shlex.quote(sys.executable)} -m irpass_cli.main",
    "filecheck": f"{shlex.quote(sys.executable)} -m filecheck",
}


def run_lines(path: Path) -> list[str]:
    return [
        line.split("RUN:", 1)[1].strip()
        for line in path.read_text().splitlines()
        if line.startswith("; RUN:")
    ]


def expand(command: str, path: Path) -> str:
    words = [
        TOOLS.get(word, word) for word in command.replace("%s", shlex.quote(str(path))).split(" ")
    ]
    return " ".join(words)


@pytest.mark.parametrize(
    ("path", "command"),
    [(p, c) for p in CASES for c in run_lines(p)],
    ids=[
        f"{p.relative_to(ROOT / 'testdata' / 'filecheck')}:{i}"
        for p in CASES
        for i, _ in enumerate(run_lines(p))
    ],
)
def test_run_line(path: Path, command: str) -> None:
    proc = subprocess.run(
        ["bash", "-o", "pipefail", "-c", expand(command, path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, f"{command}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"


def test_every_filecheck_file_has_run_lines() -> None:
    assert CASES
    assert all(run_lines(p) for p in CASES)
