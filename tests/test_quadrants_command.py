"""``irpass quadrants -- python train.py``: a user's program run with irpass in the loop.

The program is a script of the user's kind (it calls qd.init itself), here running a shipped
program of ``irpass.testing.quadrants_programs``; each run saves its arrays under a name of
its own, so the first (dumped) and the second (rewritten, loaded back) run can be compared.
Gradients are bit-identical with fast math off.
"""

import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.quadrants
pytest.importorskip("quadrants", reason="irpass quadrants needs Quadrants (pip install quadrants)")

from irpass.api import is_rewritten  # noqa: E402
from irpass.quadrants import INIT, roundtrip  # noqa: E402
from irpass.testing.quadrants_programs import PROGRAMS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TRAIN = """\
import os
import re
import numpy as np
import quadrants as qd
from irpass.testing import quadrants_programs as programs

qd.init(arch=qd.cpu, {init})
result = programs.{program}()
np.savez("run" + os.environ.get("QD_LOAD_IR", "0") + ".npz", **result)
"""


def train(tmp_path: Path, program: str = "loop_carry", **init: object) -> Path:
    script = tmp_path / "train.py"
    keywords = {**INIT, "fast_math": False, **init}  # spelled out: irpass reads them
    spelled = ", ".join(f"{k}={v!r}" for k, v in keywords.items())
    script.write_text(TRAIN.format(init=spelled, program=program))
    return script


def irpass_quadrants(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "irpass", "quadrants", *argv]
    return subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, env=env)


def last_line(proc: subprocess.CompletedProcess) -> str:
    return proc.stderr.strip().splitlines()[-1]


def test_the_program_runs_on_its_rewritten_kernels(tmp_path: Path) -> None:
    script = train(tmp_path, "branch")
    proc = irpass_quadrants(
        tmp_path, "--two-runs", "--dump-dir", "kept", "--", sys.executable, str(script)
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert last_line(proc) == (
        "irpass: 1 of 9 kernel modules rewritten (3 stacks), 1 loaded rewritten by Quadrants"
    )
    (module,) = [
        p for p in (tmp_path / "kept" / "ir").glob("*_llvm.ll") if is_rewritten(p.read_text())
    ]
    assert "reverse_grad" in module.name
    with np.load(tmp_path / "run0.npz") as dumped, np.load(tmp_path / "run1.npz") as loaded:
        assert sorted(dumped.files) == sorted(loaded.files)
        for name in dumped.files:
            assert dumped[name].tobytes() == loaded[name].tobytes(), name
        reference = PROGRAMS["branch"].reference({k: loaded[k] for k in loaded.files})
        np.testing.assert_allclose(loaded["y"], reference, rtol=1e-4)


def test_every_module_the_backend_preset_rewrites_is_loaded(tmp_path: Path) -> None:
    script = train(tmp_path, "branch")
    proc = irpass_quadrants(
        tmp_path, "--two-runs", "--for", "quadrants-cpu", "--", sys.executable, str(script)
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    # --for also rewrites the modules without helper calls (their debug checks and asserts)
    assert re.fullmatch(
        r"irpass: (\d+) of \1 kernel modules rewritten \(3 stacks\), \1 loaded rewritten by "
        r"Quadrants",
        last_line(proc),
    ), last_line(proc)
    with np.load(tmp_path / "run0.npz") as dumped, np.load(tmp_path / "run1.npz") as loaded:
        for name in dumped.files:
            assert dumped[name].tobytes() == loaded[name].tobytes(), name


def test_a_cache_that_would_hide_the_load_is_refused_in_one_line(tmp_path: Path) -> None:
    script = train(tmp_path, src_ll_cache=True)  # Quadrants' default
    proc = irpass_quadrants(tmp_path, "--", sys.executable, str(script))
    assert proc.returncode == 1
    assert last_line(proc) == (
        "irpass: error: the program's qd.init keeps a kernel cache on, so Quadrants would not "
        "read the rewritten IR back: pass offline_cache=False and src_ll_cache=False to qd.init "
        "(src_ll_cache is on unless it is turned off)"
    )
    assert not (tmp_path / "run1.npz").exists()
    assert "[Quadrants]" not in proc.stdout + proc.stderr  # refused before it ran (ast)


def test_a_cache_irpass_cannot_read_up_front_is_refused_when_it_starts(tmp_path: Path) -> None:
    script = train(tmp_path, src_ll_cache=True)
    text = script.read_text().replace("qd.init(arch=qd.cpu, ", "qd.init(arch=qd.cpu, **{}, ")
    script.write_text(text)
    proc = irpass_quadrants(tmp_path, "--", sys.executable, str(script))
    assert proc.returncode == 1
    assert proc.stderr.startswith(
        "irpass: note: cannot check the program's cache settings before it runs (the init call "
        "at train.py:7 passes **kwargs); Quadrants checks them when it starts\n"
    )
    assert last_line(proc).startswith("irpass: error: the program's qd.init keeps a kernel cache")


def test_a_release_build_has_nothing_to_rewrite(tmp_path: Path) -> None:
    script = train(tmp_path, debug=False)
    proc = irpass_quadrants(tmp_path, "--two-runs", "--", sys.executable, str(script))
    assert proc.returncode == 0
    assert last_line(proc) == (
        "irpass: nothing to rewrite in 9 kernel modules (Quadrants emits adstack helper calls "
        "with qd.init(debug=True, ad_stack_experimental_enabled=True)); not run again"
    )
    assert not (tmp_path / "run1.npz").exists()


def test_a_program_that_cannot_start_is_one_line(tmp_path: Path) -> None:
    proc = irpass_quadrants(tmp_path, "--", str(tmp_path / "missing"))
    assert proc.returncode == 1
    assert (
        proc.stderr
        == f"irpass: error: cannot run '{tmp_path / 'missing'}': no such file or directory\n"
    )


def test_the_python_form_says_what_was_loaded(tmp_path: Path) -> None:
    trip = roundtrip(PROGRAMS["loop_carry"].run, init={"fast_math": False}, workdir=tmp_path)
    assert trip.loaded == [Path(p) for p in trip.files] and len(trip.loaded) == 1
    for name, array in trip.baseline.items():
        assert array.tobytes() == trip.rewritten[name].tobytes(), name


def test_the_watch_sees_only_the_files_opened(tmp_path: Path) -> None:
    from irpass.watch import OpenWatch

    (tmp_path / "read.ll").write_text("a")
    (tmp_path / "left.ll").write_text("b")
    with OpenWatch(tmp_path) as watch:
        (tmp_path / "read.ll").read_text()
    if not watch.available:
        pytest.skip("no inotify on this system")
    assert watch.opened() == {"read.ll"}
