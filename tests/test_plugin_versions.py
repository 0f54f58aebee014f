"""The plugin built for LLVM 19 and for LLVM 22: each rewrites like the Python tool in its own
``opt``, and loaded into the other major's ``opt`` or ``clang`` it stops with one line (exit
status 1) instead of crashing in LLVM's option registry.

The LLVM 19 build is the checkout's ``plugin/build-19`` (``.ci/run``) or the cache's
(``irpass plugin build --llvm-config llvm-config-19``). Its differential runs on the shipped
Quadrants dumps, which are portable: opt-19 reads all of them (Quadrants' runtime bitcode and
``QD_LOAD_IR`` round trips are LLVM 22's, so the rest of the plugin's suite runs on 22 only).
"""

import subprocess
import sys
from pathlib import Path

import pytest

import irpass
from tests.plugin_support import missing, opt_rewrite, params, plugin_or_skip, python_seen, require
from tests.shared import ROOT

pytestmark = [pytest.mark.plugin, pytest.mark.slow]
DUMPS = sorted((ROOT / "testdata" / "quadrants" / "dumps").glob("*.ll"))
OTHER = {19: 22, 22: 19}


@pytest.mark.parametrize("path", DUMPS, ids=[d.stem for d in DUMPS])
def test_llvm19_build_rewrites_the_dumps_like_the_python_tool(path: Path) -> None:
    text = path.read_text()
    for strategy, overflow in (("merged-checks", "abort"), ("shared-exit", "abort")):
        _, seen = opt_rewrite(text, params(strategy, overflow), major=19)
        options = irpass.RewriteOptions(strategy=strategy, overflow=overflow)
        assert seen == python_seen(irpass.rewrite(text, options, verify=False).stats)


@pytest.mark.parametrize(("built", "tool"), [(22, "opt"), (19, "opt"), (22, "clang")])
def test_wrong_llvm_stops_with_one_line(built: int, tool: str, tmp_path: Path) -> None:
    host = OTHER[built]
    require(missing(built) or missing(host))
    plugin = plugin_or_skip(built)
    source = ROOT / "plugin" / "test" / "overflow_paths.ll"
    command = {
        "opt": [f"opt-{host}", f"-load-pass-plugin={plugin}", "-passes=adstack-promote"],
        "clang": [f"clang-{host}", f"-fpass-plugin={plugin}", "-Wno-override-module"]
        + ["-c", "-o", str(tmp_path / "o")],
    }[tool]
    proc = subprocess.run(command + [str(source)], capture_output=True, text=True)
    expected = (
        f"error: {plugin} is the irpass plugin for LLVM {built}, and this is LLVM {host}: "
        f"build it for LLVM {host} (irpass plugin build --llvm-config llvm-config-{host}) "
        "and load that one\n"
    )
    assert (proc.returncode, proc.stderr, proc.stdout) == (1, expected, "")


def test_plugin_path_takes_the_llvm_version() -> None:
    cli = [sys.executable, "-m", "irpass_cli.main", "plugin-path", "--llvm-version"]
    for major in (19, 22):
        plugin = plugin_or_skip(major)
        proc = subprocess.run(cli + [str(major)], capture_output=True, text=True, cwd=ROOT)
        assert (proc.returncode, proc.stdout) == (0, f"{plugin}\n")
    proc = subprocess.run(cli + ["18"], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 1 and proc.stdout == "" and proc.stderr.count("\n") == 1
    assert "no pass plugin built for LLVM 18: build it with `irpass plugin build" in proc.stderr
