"""The FileCheck files of testdata/filecheck, run by lit (``testdata/filecheck/lit.cfg.py``)
once for the whole selection: one test per file, from lit's JSON report.

The files sit in one folder per strategy or pass (``testdata/filecheck/<name>/``).
Substitutions: ``%s`` is the file; ``%irpass`` is irpass with full-line comments dropped
from its output (irpass keeps the input's comments); ``%opt`` is ``opt-22 -S`` with the pass
plugin loaded, its output without comment and blank lines (opt separates blocks by a blank
line); ``irpass`` and ``filecheck`` are the tools as in the shell. lit's shell fails a line
when any stage of its pipeline fails, and ``not CMD`` succeeds when CMD fails.

One suite, two implementations: a file checks the Python tool (``%irpass``) and the plugin
(``%opt``) against the same CHECK lines. What only the Python tool does (the --stats text,
typed pointers, byte preservation) is said by a ``; PYTHON-ONLY:`` line; a value the tool
names and the plugin leaves unnamed is a FileCheck variable (``[[C:%(irpass.c)?[0-9]+]]``).
A ``%opt`` line is ``RUN: %if plugin %{ ... %}``: without the plugin the file's other lines
still run and its test skips with the reason; under ``IRPASS_REQUIRE_PLUGIN=1`` it fails.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irpass.strategies import DEFAULT_STRATEGY, REGISTRY
from tests.plugin_support import missing, plugin_or_skip
from tests.shared import LIT, ROOT

FILECHECK = ROOT / "testdata" / "filecheck"
CASES = sorted(FILECHECK.rglob("*.ll"))
GUARD = "%if plugin %{"


def run_lines(path: Path) -> list[str]:
    return [
        line.split("RUN:", 1)[1].strip()
        for line in path.read_text().splitlines()
        if line.startswith("; RUN:")
    ]


def uses_plugin(command: str) -> bool:
    return "%opt" in command.split(" ")


def lit(paths: list[Path], out: Path, **env: str) -> tuple[subprocess.CompletedProcess, dict]:
    """One lit run over ``paths``, its outputs under ``out``: the process and, per test (its
    path from the suite's root), lit's result (``code``, ``output``)."""
    out.mkdir(parents=True, exist_ok=True)
    report = out / "report.json"
    proc = subprocess.run(
        [*LIT, "-q", f"--output={report}", *map(str, paths)],
        capture_output=True,
        text=True,
        env={**os.environ, "IRPASS_LIT_OUT": str(out), **env},
        timeout=600,
    )
    tests = json.loads(report.read_text())["tests"] if report.exists() else []
    return proc, {t["name"].split(" :: ", 1)[1]: t for t in tests}


@pytest.fixture(scope="module")
def lit_report(request, tmp_path_factory) -> dict:
    """lit's result per file, from one run over the files this session selected."""
    selected = [
        item.callspec.params["path"]
        for item in request.session.items
        if getattr(item, "originalname", "") == "test_file" and hasattr(item, "callspec")
    ]
    proc, report = lit(selected, tmp_path_factory.mktemp("lit"))
    assert report, f"lit ran no test:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    return report


@pytest.mark.slow
@pytest.mark.parametrize(
    "path",
    [
        pytest.param(
            p,
            marks=[pytest.mark.plugin] * any(map(uses_plugin, run_lines(p))),
            id=str(p.relative_to(FILECHECK)),
        )
        for p in CASES
    ],
)
def test_file(path: Path, lit_report: dict) -> None:
    result = lit_report[str(path.relative_to(FILECHECK))]
    if result["code"] == "UNSUPPORTED":  # REQUIRES: plugin
        plugin_or_skip()
    assert result["code"] == "PASS", result["output"][-6000:]
    if any(map(uses_plugin, run_lines(path))):
        plugin_or_skip()  # its %opt lines ran only with the plugin: say so when they did not


def test_every_filecheck_file_has_run_lines_and_sits_in_a_named_folder() -> None:
    assert CASES
    assert all(run_lines(p) for p in CASES)
    assert all(p.parent != FILECHECK for p in CASES)


def test_every_plugin_line_needs_the_plugin() -> None:
    """A line that runs the plugin is guarded (``%if plugin``), or its file says ``REQUIRES:
    plugin``: without the plugin it does not run, rather than fail."""
    for path in CASES:
        requires = "; REQUIRES: plugin" in path.read_text()
        for command in filter(uses_plugin, run_lines(path)):
            assert requires or (command.startswith(GUARD) and command.endswith("%}")), command


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


def _suite(folder: Path, test: str) -> Path:
    """A one-file suite under this lit configuration."""
    shutil.copyfile(FILECHECK / "lit.cfg.py", folder / "lit.cfg.py")
    (folder / "t.ll").write_text(test)
    return folder / "t.ll"


RETURNS = "define void @f() {\n  ret void\n}\n"


@pytest.mark.parametrize(
    ("lines", "code"),
    [
        ("; RUN: %irpass rewrite %s | filecheck %s\n; CHECK: ret void\n", "PASS"),
        ("; RUN: %irpass rewrite %s | filecheck %s\n; CHECK: ret i32\n", "FAIL"),
        # the substitution drops comment lines: a CHECK line never matches itself
        ("; RUN: %irpass rewrite %s --keep-check-lines | filecheck %s\n; CHECK: Note\n", "FAIL"),
        ("; RUN: irpass rewrite %s --keep-check-lines | filecheck %s\n; CHECK: Note\n", "PASS"),
        # a failing first stage fails the line; `not` inverts one stage
        ("; RUN: irpass rewrite %s --strategy bogus | cat\n", "FAIL"),
        (
            "; RUN: not irpass rewrite %s --strategy bogus 2>&1 | filecheck %s\n; CHECK: bogus\n",
            "PASS",
        ),
        ("; REQUIRES: no-such-feature\n; RUN: false\n", "UNSUPPORTED"),
    ],
)
def test_the_configuration_passes_right_lines_and_fails_wrong_ones(tmp_path, lines, code) -> None:
    test = _suite(tmp_path, f"; Note: prose\n{lines}{RETURNS}")
    proc, report = lit([test], tmp_path / "out")
    assert report["t.ll"]["code"] == code, f"{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"


def test_without_the_plugin_its_lines_do_not_run_and_ci_fails(tmp_path) -> None:
    line = "; RUN: %if plugin %{ %opt -passes=adstack-promote < %s | filecheck %s %}\n"
    test = _suite(tmp_path, f"{line}; CHECK: ret i32\n{RETURNS}")  # a wrong line: not run
    absent = {"IRPASS_PLUGIN": str(tmp_path / "none.so"), "IRPASS_REQUIRE_PLUGIN": "0"}
    proc, report = lit([test], tmp_path / "out", **absent)
    assert report["t.ll"]["code"] == "PASS", proc.stdout[-2000:]
    proc, report = lit([test], tmp_path / "ci", **{**absent, "IRPASS_REQUIRE_PLUGIN": "1"})
    assert proc.returncode != 0 and not report
    assert "IRPASS_REQUIRE_PLUGIN=1 but pass plugin not built" in proc.stderr


def test_the_filter_drops_whole_line_comments_only(tmp_path) -> None:
    text = b"; RUN: x\n  ; indented\ndefine void @f() {\n  ret void ; trailing stays\n}\n"
    strip = [sys.executable, "-m", "irpass.testing.lit_filter", "--"]
    ran = subprocess.run(
        [*strip, sys.executable, "-m", "irpass", "rewrite", "-", "--strategy", "none"],
        input=text,
        capture_output=True,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == b"define void @f() {\n  ret void ; trailing stays\n}\n"
    assert subprocess.run([*strip, "false"]).returncode == 1
