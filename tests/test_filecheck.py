"""Run the ``RUN:`` lines of the FileCheck files in testdata/filecheck, lit style, in this
process (``tests/pipeline.py``: irpass and filecheck are called, not started).

The files sit in one folder per strategy or pass (``testdata/filecheck/<name>/``).
Substitutions: ``%s`` is the file; ``%irpass`` is irpass with full-line comments
dropped from its output (irpass keeps the input's comments, so the CHECK lines
would otherwise match themselves); ``%opt`` is ``opt-22 -S`` with the pass plugin loaded
(``plugin/``), its output without comment and blank lines (opt separates blocks by a blank
line); ``irpass`` and ``filecheck`` are the tools as they are; ``not CMD`` succeeds when CMD
fails, as lit's. A RUN line fails when any command of its pipeline fails.

One suite, two implementations: a file checks the Python tool (``%irpass``) and the plugin
(``%opt``) against the same CHECK lines. What only the Python tool does (the --stats text,
typed pointers, byte preservation) is said by a ``; PYTHON-ONLY:`` line; a value the tool
names and the plugin leaves unnamed is a FileCheck variable (``[[C:%(irpass.c)?[0-9]+]]``).
``%opt`` lines skip with the reason when the plugin is not built, and fail under
``IRPASS_REQUIRE_PLUGIN=1``.
"""

from pathlib import Path

import pytest

from irpass.strategies import DEFAULT_STRATEGY, REGISTRY
from tests import pipeline
from tests.plugin_support import missing, plugin_or_skip
from tests.shared import ROOT

FILECHECK = ROOT / "testdata" / "filecheck"
CASES = sorted(FILECHECK.rglob("*.ll"))


def run_lines(path: Path) -> list[str]:
    return [
        line.split("RUN:", 1)[1].strip()
        for line in path.read_text().splitlines()
        if line.startswith("; RUN:")
    ]


def uses_plugin(command: str) -> bool:
    return "%opt" in command.split(" ")


@pytest.mark.parametrize(
    ("path", "command"),
    [
        pytest.param(
            p,
            c,
            marks=[pytest.mark.plugin] * uses_plugin(c),
            id=f"{p.relative_to(FILECHECK)}:{i}",
        )
        for p in CASES
        for i, c in enumerate(run_lines(p))
    ],
)
def test_run_line(path: Path, command: str) -> None:
    ran = pipeline.run(command, path)
    assert ran.code == 0, f"{command}\n{ran.stdout[-3000:].decode()}\n{ran.stderr[-3000:].decode()}"


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
            assert not any("--strategy" in c or "strategy=" in c for c in runs), name
        else:
            assert all(f"--strategy {name}" in c or f"strategy={name}" in c for c in runs), name


PYTHON_ONLY = "; PYTHON-ONLY:"


def test_every_rewrite_file_runs_the_plugin_too_or_says_why_not() -> None:
    """The stack rewrite's files check both implementations; a RUN line of the Python tool
    without a plugin twin (the --stats text, byte preservation, typed pointers) is marked."""
    rewrites = [p for p in CASES if p.parent.name in (*REGISTRY, "analysis")]
    assert rewrites
    for path in rewrites:
        text = path.read_text()
        runs = run_lines(path)
        python_only = [c for c in runs if "--stats" in c or "| cmp" in c] or "i8*" in text
        if python_only:
            assert PYTHON_ONLY in text, path
        if "i8*" not in text:
            assert any(uses_plugin(c) for c in runs), path


def test_plugin_lines_skip_with_their_reason_when_the_plugin_is_missing(monkeypatch) -> None:
    monkeypatch.setenv("IRPASS_PLUGIN", str(ROOT / "no-such-plugin.so"))
    monkeypatch.delenv("IRPASS_REQUIRE_PLUGIN", raising=False)
    assert "plugin not built" in (missing() or "") or "not on PATH" in (missing() or "")
    with pytest.raises(pytest.skip.Exception):
        plugin_or_skip()
    monkeypatch.setenv("IRPASS_REQUIRE_PLUGIN", "1")
    with pytest.raises(pytest.fail.Exception, match="IRPASS_REQUIRE_PLUGIN=1"):
        plugin_or_skip()


def test_comments_are_dropped_by_the_substitution_only() -> None:
    text = b"; RUN: x\n  ; indented\ndefine void @f() {\n  ret void ; trailing stays\n}\n"
    ran = pipeline.run("%irpass rewrite - --strategy none", Path("-"), text)
    assert ran.code == 0, ran.stderr
    assert ran.stdout == b"define void @f() {\n  ret void ; trailing stays\n}\n"


def test_a_failing_stage_fails_the_line_and_not_inverts_it(tmp_path: Path) -> None:
    """pipefail: a failure anywhere fails the line; ``not`` turns one stage's failure into
    success; ``2>&1 >/dev/null`` sends stderr down the pipe and drops stdout."""
    source = tmp_path / "bad.ll"
    source.write_text("define void @f( {\n")
    assert pipeline.run("irpass rewrite %s | cat", source).code
    assert pipeline.run("not irpass rewrite %s 2>&1 >/dev/null | filecheck %s", source).code
    source.write_text("; CHECK: error:\ndefine void @f( {\n")
    assert pipeline.run("not irpass rewrite %s 2>&1 >/dev/null | filecheck %s", source).code == 0


def test_other_tools_run_as_subprocesses(tmp_path: Path) -> None:
    (tmp_path / "a").write_text("x\n")
    assert pipeline.run("cat %s | diff -q %s -", tmp_path / "a").code == 0
    assert pipeline.run("cat %s | not cmp - %s", tmp_path / "a").code == 1
