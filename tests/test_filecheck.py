"""Run the ``RUN:`` lines of the FileCheck files in testdata/filecheck, lit style.

The files sit in one folder per strategy or pass (``testdata/filecheck/<name>/``).
Substitutions: ``%s`` is the file; ``%irpass`` is irpass with full-line comments
dropped from its output (irpass keeps the input's comments, so the CHECK lines
would otherwise match themselves); ``irpass`` and ``filecheck`` are the tools as
they are; ``not CMD`` succeeds when CMD fails, as lit's. A RUN line fails when any command
of its pipeline fails.
"""

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from irpass.strategies import DEFAULT_STRATEGY, REGISTRY

ROOT = Path(__file__).resolve().parent.parent
FILECHECK = ROOT / "testdata" / "filecheck"
CASES = sorted(FILECHECK.rglob("*.ll"))
IRPASS = f"{shlex.quote(sys.executable)} -m irpass_cli.main"
TOOLS = {
    "irpass": IRPASS,
    "%irpass": "irpass_without_comments",
    "filecheck": f"{shlex.quote(sys.executable)} -m filecheck",
}
PRELUDE = (
    f"irpass_without_comments() {{ {IRPASS} \"$@\" | sed '/^[[:space:]]*;/d'; }}\n"
    'not() { ! "$@"; }\n'
)


def run_lines(path: Path) -> list[str]:
    return [
        line.split("RUN:", 1)[1].strip()
        for line in path.read_text().splitlines()
        if line.startswith("; RUN:")
    ]


def expand(command: str, path: Path) -> str:
    words = [TOOLS.get(word, word) for word in command.split(" ")]
    return " ".join(words).replace("%s", shlex.quote(str(path)))


@pytest.mark.parametrize(
    ("path", "command"),
    [(p, c) for p in CASES for c in run_lines(p)],
    ids=[f"{p.relative_to(FILECHECK)}:{i}" for p in CASES for i, _ in enumerate(run_lines(p))],
)
def test_run_line(path: Path, command: str) -> None:
    proc = subprocess.run(
        ["bash", "-o", "pipefail", "-c", PRELUDE + expand(command, path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, f"{command}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"


def test_every_filecheck_file_has_run_lines_and_sits_in_a_named_folder() -> None:
    assert CASES
    assert all(run_lines(p) for p in CASES)
    assert all(p.parent != FILECHECK for p in CASES)


def test_every_strategy_has_filecheck_tests_that_use_it() -> None:
    for name in REGISTRY:
        files = list((FILECHECK / name).glob("*.ll"))
        assert files, name
        runs = [c for p in files for c in run_lines(p)]
        if name == DEFAULT_STRATEGY:
            assert not any("--strategy" in c for c in runs), name
        else:
            assert all(f"--strategy {name}" in c for c in runs), name


def test_comments_are_dropped_by_the_substitution_only() -> None:
    text = "; RUN: x\n  ; indented\ndefine void @f() {\n  ret void ; trailing stays\n}\n"
    command = expand("%irpass rewrite - --strategy none", Path("-"))
    proc = subprocess.run(
        ["bash", "-o", "pipefail", "-c", PRELUDE + command],
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    assert proc.stdout == "define void @f() {\n  ret void ; trailing stays\n}\n"
