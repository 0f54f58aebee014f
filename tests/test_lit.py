"""FileCheck users: a lit test of irpass's output cannot pass with wrong CHECK lines.

irpass keeps the bytes it does not rewrite, so without ``irpass.lit.drop_check_lines`` a
test's CHECK lines would reach FileCheck inside the output they check and match themselves.
The example suite of docs/lit-example runs here under lit as a user runs it.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irpass.lit import check_prefixes, drop_check_lines
from tests.shared import LIT, ROOT

EXAMPLE = ROOT / "docs" / "lit-example"
IRPASS = [sys.executable, "-m", "irpass"]


def lit(suite: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*LIT, "-v", str(suite)], capture_output=True, text=True, timeout=300)


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    copy = tmp_path / "suite"
    shutil.copytree(EXAMPLE, copy)
    return copy


@pytest.mark.slow
def test_the_example_suite_passes(suite: Path) -> None:
    proc = lit(suite)
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert "PASS: irpass-example :: push_pop.ll" in proc.stdout


@pytest.mark.slow
@pytest.mark.parametrize(
    "wrong",
    [
        "; CHECK: call void @stack_push",  # the helper call the rewrite removed
        "; INLINE: this line is in no output",
    ],
)
def test_a_wrong_check_line_fails(suite: Path, wrong: str) -> None:
    test = suite / "push_pop.ll"
    last = "; CHECK: ret double"
    test.write_text(test.read_text().replace(last, f"{wrong}\n{last}"))
    proc = lit(suite)
    assert proc.returncode == 1, proc.stdout[-3000:]
    assert "FAIL: irpass-example :: push_pop.ll" in proc.stdout


def test_the_plain_pipeline_without_lit_fails_a_wrong_check(tmp_path: Path) -> None:
    test = tmp_path / "k.ll"
    text = (EXAMPLE / "push_pop.ll").read_text()
    test.write_text(text.replace("; CHECK-NOT: call {{.*}}@stack_", "; CHECK: @stack_pop("))
    rewritten = subprocess.run([*IRPASS, "rewrite", str(test)], capture_output=True, check=True)
    check = [sys.executable, "-m", "filecheck", str(test)]
    proc = subprocess.run(check, input=rewritten.stdout, capture_output=True)
    # the declaration of @stack_pop is before @reverse's CHECK-LABEL: only the test's own line
    # would have matched after it
    assert proc.returncode != 0, proc.stdout


def test_only_directive_lines_go(tmp_path: Path) -> None:
    text = (
        "; ModuleID = 'k'\n"
        "; RUN: irpass rewrite %s | FileCheck %s --check-prefixes=A,B -check-prefix C\n"
        "; A: x\n;B-NEXT: y\n  ; C-COUNT-2: z\n; CHECK-LABEL: w\n; Note: prose stays\n"
        "; D: not a prefix here\ndefine void @f() {\n  ret void ; CHECK: trailing stays\n}\n"
    )
    assert check_prefixes(text) == {"CHECK", "A", "B", "C"}
    assert drop_check_lines(text) == (
        "; ModuleID = 'k'\n; Note: prose stays\n; D: not a prefix here\n"
        "define void @f() {\n  ret void ; CHECK: trailing stays\n}\n"
    )
    plain = "; CHECK: kept, since no RUN line makes this a lit test\ndefine void @f() {\n"
    assert drop_check_lines(plain) == plain


def test_keep_check_lines_gives_the_bytes_back(tmp_path: Path) -> None:
    source = EXAMPLE / "push_pop.ll"
    kept = [*IRPASS, "rewrite", str(source), "--strategy", "none", "--keep-check-lines"]
    assert subprocess.run(kept, capture_output=True, check=True).stdout == source.read_bytes()
    dropped = subprocess.run(kept[:-1], capture_output=True, check=True).stdout.decode()
    assert dropped == drop_check_lines(source.read_text())
    assert "RUN:" not in dropped and "CHECK" not in dropped and "INLINE" not in dropped
