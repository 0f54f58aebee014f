"""The plugin as a pip user gets it: a clean clone, ``pip install .`` (not editable) into a
fresh venv, ``irpass plugin build`` for LLVM 22 and 19 from the sources the wheel carries, and
``opt -load-pass-plugin=$(irpass plugin-path)`` on a shipped dump; the sdist carries the same
sources; ``--prefix`` gives a CMake package that the example project in docs/cmake-example
finds with ``find_package(IRPassAdstack CONFIG)`` and builds with clang, and its program runs
with no helper call left.

Slow (a venv, a pip install, two plugin builds: about 2-3 minutes on 2 cores); it needs git,
cmake, llvm-config-19/-22, opt-19/-22 and clang++-22, and skips without them (fails under
IRPASS_REQUIRE_PLUGIN=1, as in CI).
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from tests.plugin_support import require
from tests.shared import ROOT

pytestmark = [pytest.mark.plugin, pytest.mark.slow]
TOOLS = ("git", "cmake", "llvm-config-22", "llvm-config-19", "opt-22", "opt-19")
TOOLS += ("clang++-22", "clang++-19")
DUMP = Path("testdata", "quadrants", "dumps", "branch_forked_reverse_grad_kernel_0_range_for.ll")


def _sources(clone: Path) -> set[str]:
    """The plugin's files in git, as the package carries them (not its .clang-format)."""
    listed = subprocess.run(
        ["git", "ls-files", "plugin"], cwd=clone, capture_output=True, text=True, check=True
    ).stdout.split()
    return {p.removeprefix("plugin/") for p in listed if not p.endswith(".clang-format")}


def _run(command: list, **kwargs) -> str:
    proc = subprocess.run(command, capture_output=True, text=True, **kwargs)
    assert proc.returncode == 0, f"{command}: {proc.stderr[-3000:]}"
    return proc.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """A clean clone of this checkout's HEAD, pip-installed (not editable) in a fresh venv
    whose plugin cache is its own."""
    require(next((f"{t} not on PATH" for t in TOOLS if shutil.which(t) is None), None))
    tmp = tmp_path_factory.mktemp("package")
    clone = tmp / "clone"
    _run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(clone)])
    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", str(venv)])
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet"]
    _run(pip + ["--disable-pip-version-check", str(clone)])
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp / "cache")}
    env.pop("IRPASS_PLUGIN", None)
    return {"tmp": tmp, "clone": clone, "irpass": str(venv / "bin" / "irpass"), "env": env}


def test_wheel_and_sdist_carry_the_plugin_sources(installed: dict) -> None:
    clone, tmp = installed["clone"], installed["tmp"]
    expected = _sources(clone)
    site = next((installed["tmp"] / "venv" / "lib").glob("python*/site-packages"))
    carried = site / "irpass" / "plugin_sources"
    assert {p.relative_to(carried).as_posix() for p in carried.rglob("*") if p.is_file()} >= (
        expected
    )
    # setuptools builds the sdist in a process of its own: imported here, after other tests
    # imported the standard library's distutils, it refuses to load.
    if importlib.util.find_spec("setuptools") is None:
        pytest.skip("setuptools is not installed: no sdist to build")
    sdist = tmp / "sdist"
    build = f"import setuptools.build_meta as b; print(b.build_sdist('{sdist}'))"
    name = _run([sys.executable, "-c", build], cwd=clone).split()[-1]
    with tarfile.open(sdist / name) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    assert {f"plugin/{p}" for p in expected} <= names


@pytest.mark.parametrize("major", [22, 19])
def test_pip_install_then_plugin_build_then_opt(installed: dict, major: int) -> None:
    irpass, env, clone = installed["irpass"], installed["env"], installed["clone"]
    built = _run([irpass, "plugin", "build", "--llvm-config", f"llvm-config-{major}"], env=env)
    where = [irpass, "plugin-path"] + (["--llvm-version", "19"] if major == 19 else [])
    plugin = _run(where, env=env, cwd=installed["tmp"]).strip()
    assert built.strip() == plugin and Path(plugin).is_file()
    assert Path(plugin).is_relative_to(installed["tmp"] / "cache" / "irpass" / "plugin")
    proc = subprocess.run(
        [f"opt-{major}", f"-load-pass-plugin={plugin}", "-S", str(clone / DUMP)]
        + ["-passes=adstack-promote<strategy=merged-checks;overflow=abort>"]
        + ["-pass-remarks=adstack"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    remark = "@function_body: rewrote 3 of 3 stacks with merged-checks/abort: helper calls "
    assert remark + "39 -> 1 (1 on overflow paths), blocks 61 -> 68" in proc.stderr
    assert "!irpass.rewritten" in proc.stdout and proc.stdout.count("call void @stack_") == 1
    again = _run([irpass, "plugin", "build", "--llvm-config", f"llvm-config-{major}"], env=env)
    assert again == built  # the cache's build, not a second one


@pytest.mark.parametrize("major", [22, 19])
def test_prefix_gives_a_cmake_package_for_the_example(installed: dict, major: int) -> None:
    """The example with the clang of each major (on 19 its ``PARAMS`` also need ``-Xclang
    -load``); with another major's clang it stops at configure time, naming both."""
    irpass, env, tmp = installed["irpass"], installed["env"], installed["tmp"]
    prefix = tmp / f"prefix-{major}"
    command = [irpass, "plugin", "build", "--llvm-config", f"llvm-config-{major}", "--prefix"]
    assert _run(command + [str(prefix)], env=env).strip() == str(prefix / "lib/IRPassAdstack.so")
    example, build = installed["clone"] / "docs" / "cmake-example", tmp / f"example-{major}"
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    cmake = ["cmake", "-S", str(example), f"-DCMAKE_PREFIX_PATH={prefix}", *generator]
    configure = _run(cmake + ["-B", str(build), f"-DCMAKE_CXX_COMPILER=clang++-{major}"])
    assert f"irpass plugin for LLVM {major}: {prefix}/lib/IRPassAdstack.so" in configure
    _run(["cmake", "--build", str(build)])
    out = _run([str(build / "example")])
    assert out == "d/dx x^16 at 1.5 = 7006.3; helper calls at run time: 0\n"
    other = {22: 19, 19: 22}[major]
    wrong = [f"-DCMAKE_CXX_COMPILER=clang++-{other}", "-B", str(tmp / f"wrong-{major}")]
    proc = subprocess.run(cmake + wrong, capture_output=True, text=True)
    assert proc.returncode != 0
    assert f"loads into clang {major}, and this project compiles with Clang {other}." in " ".join(
        proc.stderr.split()
    )
