"""``irpass plugin build``'s choices before it compiles anything: which LLVM (the newest
``llvm-config-NN`` on the PATH, or the one given), which majors it builds for, and the one
line it says when something it needs is missing. The builds themselves are
tests/test_plugin_package.py's."""

import subprocess
import sys
from pathlib import Path

import pytest

from irpass import plugin
from irpass.errors import IRPassError
from tests.shared import ROOT


def fake_llvm_config(folder: Path, name: str, version: str) -> None:
    """An ``llvm-config`` that answers ``--version`` and ``--cmakedir``."""
    cmake = folder / f"cmake-{version}"
    script = folder / name
    script.write_text(f'#!/bin/sh\n[ "$1" = --version ] && echo {version}git || echo {cmake}\n')
    script.chmod(0o755)


def test_the_newest_llvm_config_on_the_path_is_taken(tmp_path, monkeypatch) -> None:
    for name, version in [("llvm-config", "18.1.0"), ("llvm-config-19", "19.1.7")]:
        fake_llvm_config(tmp_path, name, version)
    fake_llvm_config(tmp_path, "llvm-config-22", "22.1.0")
    monkeypatch.setenv("PATH", str(tmp_path))
    assert plugin.find_llvm() == plugin.LLVM("22.1.0", tmp_path / "cmake-22.1.0")
    (tmp_path / "llvm-config-22").unlink()
    assert plugin.find_llvm().version == "19.1.7"


def test_an_llvm_dir_is_its_cmake_package_or_a_prefix_holding_one(tmp_path) -> None:
    package = tmp_path / "lib" / "cmake" / "llvm"
    package.mkdir(parents=True)
    (package / "LLVMConfigVersion.cmake").write_text('set(PACKAGE_VERSION "19.1.7")\n')
    assert plugin.llvm_from_dir(str(tmp_path)) == plugin.LLVM("19.1.7", package)
    assert plugin.llvm_from_dir(str(package)).major == 19
    with pytest.raises(IRPassError, match="no LLVM CMake package"):
        plugin.llvm_from_dir(str(tmp_path / "lib"))


def test_only_the_tested_majors_are_built(tmp_path) -> None:
    with pytest.raises(
        IRPassError, match=r"LLVM 18\.1\.0 .*: the plugin builds for LLVM 19 and 22"
    ):
        plugin.build(plugin.LLVM("18.1.0", tmp_path))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--llvm-config", "/nowhere/llvm-config"], "no llvm-config at '/nowhere/llvm-config'"),
        (["--llvm-dir", "/nowhere"], "no LLVM CMake package (LLVMConfigVersion.cmake) in"),
        ([], "no llvm-config on the PATH: install LLVM's development files"),
    ],
)
def test_what_is_missing_is_one_line(args: list[str], says: str, tmp_path) -> None:
    cli = [sys.executable, "-m", "irpass_cli.main", "plugin", "build", *args]
    env = {"PATH": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path)}
    proc = subprocess.run(cli, capture_output=True, text=True, env=env, cwd=ROOT)
    assert (proc.returncode, proc.stdout, proc.stderr.count("\n")) == (1, "", 1)
    assert proc.stderr.startswith("irpass: error: ") and says in proc.stderr


def test_the_source_hash_follows_the_sources_not_the_builds(tmp_path) -> None:
    (tmp_path / "a.cpp").write_text("int a;\n")
    before = plugin.source_hash(tmp_path)
    (tmp_path / "build-19").mkdir()
    (tmp_path / "build-19" / "x.o").write_text("object")
    assert plugin.source_hash(tmp_path) == before
    (tmp_path / "a.cpp").write_text("int b;\n")
    assert plugin.source_hash(tmp_path) != before


def test_cmake_from_pypi_is_found_beside_python(tmp_path, monkeypatch) -> None:
    """The ``plugin`` extra's cmake and ninja are scripts beside the interpreter, which is
    not on the PATH of a venv used without activating it."""
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr(plugin.sysconfig, "get_path", lambda name: str(tmp_path))
    assert plugin.tool("cmake") is None
    with pytest.raises(IRPassError, match=r"no cmake: pip install 'irpass\[plugin\]'"):
        plugin._compile(plugin.LLVM("22.1.0", tmp_path), tmp_path, tmp_path / "p", print)
    (tmp_path / "cmake").write_text("#!/bin/sh\n")
    assert plugin.tool("cmake") == str(tmp_path / "cmake")


@pytest.mark.parametrize(
    ("output", "line"),
    [
        (
            "CMake Error at CMakeLists.txt:13 (message):\n  LLVM 19 or 22 needed (found 18.1.8)\n"
            "-- Configuring incomplete, errors occurred!\n",
            "LLVM 19 or 22 needed (found 18.1.8)",
        ),
        (
            "CMake Error at Modules/CMakeTestCXXCompiler.cmake:71 (message):\n"
            "  The C++ compiler\n    c++: fatal error: cannot execute 'as': execvp\n",
            "c++: fatal error: cannot execute 'as': execvp",
        ),
        (
            "[1/2] c++ -c Plugin.cpp\nPlugin.cpp:3:10: error: no member 'x'\n",
            "Plugin.cpp:3:10: error: no member 'x'",
        ),
        ("ninja: build stopped\n", "ninja: build stopped"),
    ],
)
def test_a_failed_build_says_its_first_error(output: str, line: str) -> None:
    assert plugin.first_error(output) == line
