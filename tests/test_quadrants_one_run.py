"""``irpass quadrants`` in one run: each module rewritten between Quadrants' dump and its
read-back, through the preload hook (irpass.hook). Results are compared with a plain run of the
same script, bit for bit (fast math off)."""

import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.quadrants
pytest.importorskip("quadrants", reason="irpass quadrants needs Quadrants (pip install quadrants)")

from irpass.adstack.helpers import mentions_helpers  # noqa: E402
from irpass.api import is_rewritten  # noqa: E402
from irpass.batch.summary import Status  # noqa: E402
from irpass.hook import shim_library  # noqa: E402
from irpass.options import RewriteOptions  # noqa: E402
from irpass.quadrants import INIT, in_the_loop, roundtrip  # noqa: E402
from irpass.testing.quadrants_programs import PROGRAMS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
GROUP = ("loop_carry", "branch", "nested", "func")
"""Shipped programs run in one process (one qd.init): cheap ones, of four loop shapes."""
SCRIPT = """\
import sys
import numpy as np
import quadrants as qd
from irpass.testing.quadrants_programs import PROGRAMS

qd.init(arch=qd.cpu, {init})
out = {{}}
for name in {group!r}:
    out.update((name + "." + k, v) for k, v in PROGRAMS[name].run().items())
np.savez(sys.argv[1], **out)
"""
THREADS = """\
import sys
import numpy as np
import quadrants as qd

qd.init(arch=qd.cpu, num_compile_threads=4, {init})
x = qd.field(qd.f32, shape=8, needs_grad=True)
m = qd.field(qd.i32, shape=8)
ys = [qd.field(qd.f32, shape=8, needs_grad=True) for _ in range(4)]


@qd.kernel
def four():  # four offloaded tasks, compiled on four threads
    for i in x:
        v = x[i]
        for k in range(m[i]):
            v = qd.sin(v) * 1.1 + 0.1
        ys[0][i] = v
    for i in x:
        v = x[i]
        for k in range(m[i]):
            v = qd.cos(v) * 0.9 + 0.2
        ys[1][i] = v
    for i in x:
        v = x[i]
        for k in range(m[i]):
            v = v * v * 0.5 + 0.3
        ys[2][i] = v
    for i in x:
        v = x[i]
        for k in range(m[i]):
            v = qd.sqrt(v * v + 1.0)
        ys[3][i] = v


x.from_numpy(np.linspace(0.1, 0.9, 8).astype(np.float32))
m.from_numpy(np.arange(8, dtype=np.int32) % 5 + 1)
four()
for y in ys:
    y.grad.fill(1.0)
four.grad()
out = {{f"y{{j}}": y.to_numpy() for j, y in enumerate(ys)}}
np.savez(sys.argv[1], grad_x=x.grad.to_numpy(), **out)
"""


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def script(tmp_path: Path, text: str = SCRIPT, **init: object) -> Path:
    path = tmp_path / "train.py"
    keywords = {**INIT, "fast_math": False, **init}  # spelled out: irpass reads them
    spelled = ", ".join(f"{k}={v!r}" for k, v in keywords.items())
    path.write_text(text.format(init=spelled, group=GROUP))
    return path


def plain(tmp_path: Path, path: Path) -> Path:
    out = tmp_path / "plain.npz"
    proc = subprocess.run(
        [sys.executable, str(path), str(out)], env=env(), capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return out


def irpass_quadrants(tmp_path: Path, *argv: str, **extra: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "irpass", "quadrants", *argv]
    return subprocess.run(
        command, capture_output=True, text=True, cwd=tmp_path, env={**env(), **extra}
    )


def same(a: Path, b: Path) -> None:
    with np.load(a) as x, np.load(b) as y:
        assert sorted(x.files) == sorted(y.files)
        for name in x.files:
            assert x[name].tobytes() == y[name].tobytes(), name


def last_line(proc: subprocess.CompletedProcess) -> str:
    return proc.stderr.strip().splitlines()[-1]


def test_shipped_programs_run_once_on_their_rewritten_kernels(tmp_path: Path) -> None:
    path = script(tmp_path)
    proc = irpass_quadrants(
        tmp_path, "--dump-dir", "kept", "--", sys.executable, str(path), "hooked.npz"
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    line = last_line(proc)
    found = re.fullmatch(
        r"irpass: (\d+) of (\d+) kernel modules rewritten \(\d+ stacks\) in one run, "
        r"(\d+) loaded rewritten by Quadrants",
        line,
    )
    assert found and found[1] == found[3] and int(found[1]) >= len(GROUP), line
    modules = list((tmp_path / "kept" / "ir").glob("*_llvm.ll"))
    rewritten = [p for p in modules if is_rewritten(p.read_text())]
    assert len(rewritten) == int(found[1])
    # every module that had helper calls was rewritten: none is left with one
    assert not [p for p in modules if p not in rewritten and mentions_helpers(p.read_text())]
    same(plain(tmp_path, path), tmp_path / "hooked.npz")
    with np.load(tmp_path / "hooked.npz") as data:
        for name in GROUP:
            arrays = {k.split(".", 1)[1]: data[k] for k in data.files if k.startswith(name)}
            reference = PROGRAMS[name].reference(arrays)
            np.testing.assert_allclose(arrays["y"], reference, rtol=1e-4)


def test_the_python_form_runs_once(tmp_path: Path) -> None:
    program = PROGRAMS["gated_pair"]
    trip = roundtrip(
        program.run, init={**program.init, "fast_math": False}, workdir=tmp_path, one_run=True
    )
    rewritten = [Path(f.path) for f in trip.summary.files if f.status is Status.REWRITTEN]
    assert trip.loaded and trip.loaded == rewritten
    assert all(is_rewritten(p.read_text()) for p in trip.loaded)
    for name, array in trip.baseline.items():
        assert array.tobytes() == trip.rewritten[name].tobytes(), name


def test_modules_compiled_on_several_threads_are_rewritten_at_once(tmp_path: Path) -> None:
    path = script(tmp_path, THREADS)
    hooked = tmp_path / "hooked.npz"
    loop = in_the_loop(
        [sys.executable, str(path), str(hooked)], RewriteOptions(), tmp_path / "d", 4
    )
    assert loop.status == 0
    assert loop.summary is not None
    reverse = [f for f in loop.summary.files if "reverse_grad" in f.path]
    assert len(reverse) == 4 and all(f.stacks_rewritten for f in reverse)
    assert loop.loaded is not None and {str(p) for p in loop.loaded} == {f.path for f in reverse}
    assert loop.peak >= 2  # the compile threads waited on the rewriter together
    same(plain(tmp_path, path), hooked)


def test_a_module_that_fails_to_rewrite_runs_as_dumped(tmp_path: Path) -> None:
    path = script(tmp_path)
    (tmp_path / "bad.bc").write_text("not bitcode\n")
    proc = irpass_quadrants(
        tmp_path, "--cold-runtime", "bad.bc", "--", sys.executable, str(path), "hooked.npz"
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    line = last_line(proc)
    assert re.search(r"; (\d+) failed and ran as dumped \(\w+_llvm\.ll: .*error: ", line), line
    assert ", 0 loaded rewritten by Quadrants" in line
    same(plain(tmp_path, path), tmp_path / "hooked.npz")


def test_no_c_compiler_is_one_line_and_the_program_does_not_run(tmp_path: Path) -> None:
    path = script(tmp_path)
    empty = tmp_path / "bin"
    empty.mkdir()
    proc = irpass_quadrants(
        tmp_path,
        "--",
        sys.executable,
        str(path),
        "hooked.npz",
        PATH=str(empty),
        CC="",
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    assert proc.returncode == 1
    assert proc.stderr == (
        "irpass: error: cannot hook the compile: no C compiler ('cc') to build the hook; run "
        "with --two-runs instead\n"
    )
    assert not (tmp_path / "hooked.npz").exists()


def test_the_hook_is_built_once_into_the_user_cache(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    library = shim_library()
    assert library.parent == tmp_path / "irpass" and library.is_file()
    stamp = library.stat().st_mtime_ns
    assert shim_library() == library and library.stat().st_mtime_ns == stamp


def test_a_shell_script_that_starts_python_is_hooked(tmp_path: Path) -> None:
    path = script(tmp_path)
    shell = tmp_path / "run.sh"
    shell.write_text(f'#!/bin/sh\ncd "$(dirname "$0")"\nexec "{sys.executable}" train.py "$@"\n')
    shell.chmod(0o755)
    proc = irpass_quadrants(tmp_path, "--", str(shell), "hooked.npz")
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = proc.stderr.strip().splitlines()
    assert lines[0] == (
        f"irpass: note: cannot check the program's cache settings before it runs ('{shell}' is "
        "not a Python script); Quadrants checks them when it starts"
    )
    assert re.fullmatch(
        r"irpass: (\d+) of \d+ kernel modules rewritten \(\d+ stacks\) in one run, \1 loaded "
        r"rewritten by Quadrants",
        lines[-1],
    ), lines[-1]
    same(plain(tmp_path, path), tmp_path / "hooked.npz")


GSTAICHI = """\
import sys
import numpy as np
import gstaichi as ti

ti.init(arch=ti.cpu, ad_stack_experimental_enabled=True, offline_cache=False, src_ll_cache=False,
        fast_math=False)  # a release build: gstaichi's calls the helpers too
x = ti.field(ti.f32, shape=8, needs_grad=True)
m = ti.field(ti.i32, shape=8)
y = ti.field(ti.f32, shape=8, needs_grad=True)


@ti.kernel
def carry():
    for i in x:
        v = x[i]
        for k in range(m[i]):
            v = ti.sin(v) * 1.1 + 0.1
        y[i] = v


x.from_numpy(np.linspace(0.1, 0.9, 8).astype(np.float32))
m.from_numpy(np.arange(8, dtype=np.int32) % 5 + 1)
carry()
y.grad.fill(1.0)
carry.grad()
np.savez(sys.argv[1], y=y.to_numpy(), grad_x=x.grad.to_numpy())
"""


def test_a_gstaichi_program_is_found_and_runs_once(tmp_path: Path) -> None:
    pytest.importorskip("gstaichi", reason="gstaichi is not installed (pip install gstaichi)")
    path = tmp_path / "train.py"
    path.write_text(GSTAICHI)
    proc = irpass_quadrants(tmp_path, "--", sys.executable, str(path), "hooked.npz")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert last_line(proc) == (
        "irpass: 1 of 7 kernel modules rewritten (2 stacks) in one run, 1 loaded rewritten by "
        "gstaichi"
    )
    same(plain(tmp_path, path), tmp_path / "hooked.npz")


def test_the_hook_writes_what_rewrite_dir_for_writes(tmp_path: Path) -> None:
    """The modules the hook rewrites are byte for byte what ``irpass rewrite-dir --for`` writes
    from the same dump: the ``QD_LOAD_IR`` flow whose modules the bench measures (with ``--for
    quadrants-cuda`` on CUDA, through the same rewrite)."""
    from irpass.quadrants import environment

    path = script(tmp_path)
    flags = ("--for", "quadrants-cpu")
    proc = irpass_quadrants(
        tmp_path, *flags, "--dump-dir", "hooked", "--", sys.executable, str(path), "h.npz"
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    dumped = tmp_path / "dumped"
    dumped.mkdir()
    run = [sys.executable, str(path), str(tmp_path / "d.npz")]
    dump = {**environment(dumped, "dump"), "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(run, env=dump, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-3000:]
    command = [sys.executable, "-m", "irpass", "rewrite-dir", str(dumped), *flags]
    proc = subprocess.run(command, env=env(), capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-3000:]
    hooked = {p.name: p.read_bytes() for p in (tmp_path / "hooked" / "ir").glob("*_llvm.ll")}
    kernels = [p for p in dumped.glob("*_llvm.ll") if not p.name.startswith("struct_")]
    assert sum(is_rewritten(p.read_text()) for p in kernels) >= len(GROUP)
    for module in kernels:
        assert hooked[module.name] == module.read_bytes(), module.name
