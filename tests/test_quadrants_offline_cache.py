"""``irpass quadrants --offline-cache``: the first run compiles the rewritten modules into
irpass's own offline cache, later runs load them from it and compile nothing, a plain run
never reads it, and a program whose init would put the cache elsewhere is refused."""

import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("quadrants", reason="irpass quadrants needs Quadrants (pip install quadrants)")

from irpass.hosts import HOSTS  # noqa: E402
from irpass.options import RewriteOptions  # noqa: E402
from irpass.quadrants import private_cache  # noqa: E402

pytestmark = pytest.mark.quadrants
ROOT = Path(__file__).resolve().parent.parent
SCRIPT = """\
import sys
import numpy as np
import quadrants as qd
from irpass.testing.quadrants_programs import PROGRAMS

qd.init(arch=qd.cpu, debug=True, ad_stack_experimental_enabled=True, fast_math=False{extra})
np.savez(sys.argv[1], **PROGRAMS["branch"].run())
"""
"""The smallest shipped program, its init as users write it: the caches left on."""
GSTAICHI = """\
import sys
import numpy as np
import gstaichi as ti

ti.init(arch=ti.cpu, ad_stack_experimental_enabled=True, fast_math=False)  # a release build
x = ti.field(ti.f32, shape=8, needs_grad=True)
y = ti.field(ti.f32, shape=8, needs_grad=True)


@ti.kernel
def carry():
    for i in x:
        v = x[i]
        for k in range(i % 5 + 1):
            v = ti.sin(v) * 1.1 + 0.1
        y[i] = v


x.from_numpy(np.linspace(0.1, 0.9, 8).astype(np.float32))
carry()
y.grad.fill(1.0)
carry.grad()
np.savez(sys.argv[1], y=y.to_numpy(), grad_x=x.grad.to_numpy())
"""
IRPASS_NAMES = re.compile(rb"irpass\.(cnt|full)")


def script(tmp_path: Path, extra: str = "") -> Path:
    path = tmp_path / "train.py"
    path.write_text(SCRIPT.format(extra=extra))
    return path


def run(tmp_path: Path, command: list[str], **extra: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(tmp_path / "xdg")}
    proc = subprocess.run(
        command, capture_output=True, text=True, cwd=tmp_path, env={**env, **extra}
    )
    return proc


def cached(tmp_path: Path, out: str, kept: str) -> str:
    """Run the script under ``--offline-cache``, keeping its dumps in ``kept``: the end line."""
    command = [sys.executable, "-m", "irpass", "quadrants", "--offline-cache"]
    command += ["--dump-dir", kept, "--", sys.executable, "train.py", out]
    proc = run(tmp_path, command)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stderr.strip().splitlines()[-1]


def same(*paths: Path) -> None:
    first, *others = [np.load(p) for p in paths]
    for other in others:
        assert sorted(first.files) == sorted(other.files)
        for name in first.files:
            assert first[name].tobytes() == other[name].tobytes(), name


def snapshot(directory: Path) -> dict[str, tuple[int, bytes]]:
    return {
        str(p.relative_to(directory)): (p.stat().st_mtime_ns, p.read_bytes())
        for p in directory.rglob("*")
        if p.is_file()
    }


def kernel_dumps(directory: Path) -> list[Path]:
    return [p for p in directory.glob("*_llvm.ll") if not p.name.startswith("struct_")]


@pytest.mark.slow
@pytest.mark.parametrize("host", ["quadrants", "gstaichi"])
def test_later_runs_load_the_rewritten_kernels_and_a_plain_run_never_does(
    tmp_path: Path, host: str
) -> None:
    if host == "gstaichi":
        pytest.importorskip("gstaichi", reason="gstaichi is not installed (pip install gstaichi)")
        (tmp_path / "train.py").write_text(GSTAICHI)
    else:
        script(tmp_path)
    first = cached(tmp_path, "first.npz", "kept1")
    found = re.fullmatch(
        r"irpass: (\d+) of \d+ kernel modules rewritten \(\d+ stacks\) in one run, (\d+) loaded "
        rf"rewritten by {HOSTS[host].name}",
        first,
    )
    assert found and found[1] == found[2] and int(found[1]) >= 1, first
    (cache,) = (tmp_path / "xdg" / "irpass" / "offline-cache").iterdir()
    assert cache.name == private_cache(host, RewriteOptions()).name
    # the cached kernels were compiled from the rewritten modules: they hold irpass's names
    kept = snapshot(cache)
    assert [name for name, (_, data) in kept.items() if IRPASS_NAMES.search(data)]

    second = cached(tmp_path, "second.npz", "kept2")
    assert second == f"irpass: no kernel compiled: all from irpass's offline cache {cache}"
    assert not kernel_dumps(tmp_path / "kept2" / "ir")  # nothing compiled, nothing dumped

    # a plain run, its own cache on: it compiles every kernel (dumps them, as Quadrants emits
    # them) and caches none of irpass's; irpass's cache is left as it was
    plain = run(
        tmp_path,
        [sys.executable, "train.py", "plain.npz"],
        **{
            HOSTS[host].cache_path: str(tmp_path / "own"),
            HOSTS[host].dump: "1",
            HOSTS[host].path: str(tmp_path / "plain") + os.sep,
        },
    )
    assert plain.returncode == 0, plain.stderr[-3000:]
    dumped = kernel_dumps(tmp_path / "plain")
    assert any("reverse_grad" in p.name for p in dumped)
    assert not [p for p in dumped if IRPASS_NAMES.search(p.read_bytes())]
    own = [p for p in (tmp_path / "own").rglob("*") if p.is_file()]
    assert own and not [p for p in own if IRPASS_NAMES.search(p.read_bytes())]
    assert snapshot(cache) == kept
    same(tmp_path / "plain.npz", tmp_path / "first.npz", tmp_path / "second.npz")


def test_the_cache_is_named_by_the_host_and_the_rewrite() -> None:
    names = {
        private_cache(host, options)
        for host in ("quadrants", "gstaichi")
        for options in (RewriteOptions(), RewriteOptions(pre_optimise=True))
    }
    assert len(names) == 4
    assert all(re.fullmatch(r"(quadrants|gstaichi)-[^-]+-[0-9a-f]{16}", p.name) for p in names)


@pytest.mark.parametrize(
    ("extra", "why"),
    [
        (
            ', offline_cache_file_path="mine"',
            "the init call at train.py:6 names its own offline_cache_file_path",
        ),
        (
            ", offline_cache=False",
            "the init call at train.py:6 turns the offline cache off (offline_cache=False)",
        ),
        (", **{}", "the init call at train.py:6 passes **kwargs"),
    ],
)
def test_an_init_that_would_cache_elsewhere_is_refused_before_the_run(
    tmp_path: Path, extra: str, why: str
) -> None:
    script(tmp_path, extra)
    command = [sys.executable, "-m", "irpass", "quadrants", "--offline-cache", "--"]
    proc = run(tmp_path, [*command, sys.executable, "train.py", "out.npz"])
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"irpass: error: --offline-cache: {why}; irpass keeps ")
    assert proc.stderr.count("\n") == 1
    assert not (tmp_path / "out.npz").exists() and not (tmp_path / "xdg" / "irpass").exists()


def test_a_program_that_cannot_be_read_is_refused(tmp_path: Path) -> None:
    script(tmp_path)
    shell = tmp_path / "run.sh"
    shell.write_text(f'#!/bin/sh\nexec "{sys.executable}" train.py "$@"\n')
    shell.chmod(0o755)
    command = [sys.executable, "-m", "irpass", "quadrants", "--offline-cache", "--"]
    proc = run(tmp_path, [*command, str(shell), "out.npz"])
    assert proc.returncode == 1
    assert proc.stderr.startswith(
        f"irpass: error: --offline-cache: '{shell}' is not a Python script; irpass keeps "
    )
    assert not (tmp_path / "out.npz").exists()
    proc = run(tmp_path, [*command[:-1], "--two-runs", "--", sys.executable, "train.py", "o"])
    assert proc.returncode != 0 and "--offline-cache works in one run" in proc.stderr
