"""Output properties: deterministic bytes, idempotent rewrites, ``none`` is the identity.

Every ``.ll`` under ``testdata/`` takes part, except the ``testdata/bad/``
inputs whose recorded outcome is an error. The identity goes through the
command line (``irpass rewrite --strategy none -O0 -o FILE``), the rest through
``irpass.rewrite``, which the command line calls.
"""

import contextlib
import hashlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

import irpass
from irpass.errors import IRPassError
from irpass_cli.main import main
from tests import shared
from tests.shared import MODES, ROOT, TESTDATA

pytestmark = pytest.mark.slow

BAD_ERRORS = {
    name
    for name, entry in json.loads((TESTDATA / "bad" / "MANIFEST.json").read_text()).items()
    if entry["outcome"] == "error"
}
BIG = 200_000  # bytes: larger modules get the default mode only, to keep the suite fast


def modules() -> list[Path]:
    return sorted(
        p
        for p in TESTDATA.rglob("*.ll")
        if not (p.parent == TESTDATA / "bad" and p.name in BAD_ERRORS)
    )


def ident(path: Path) -> str:
    return str(path.relative_to(TESTDATA))


def digests() -> dict[str, str]:
    """Hash of every (module, mode) rewrite; an error counts as its message."""
    out = {}
    for path in modules():
        text = path.read_bytes().decode()
        modes = MODES if len(text) < BIG else [("auto", "abort")]
        for strategy, overflow in modes:
            try:
                result = shared.rewrite(text, strategy, overflow).text
            except IRPassError as exc:
                result = f"error: {exc}"
            key = f"{ident(path)} {strategy}/{overflow}"
            out[key] = hashlib.sha256(result.encode()).hexdigest()
    return out


@pytest.mark.parametrize("path", modules(), ids=ident)
def test_none_is_byte_identical(tmp_path: Path, path: Path) -> None:
    """``rewrite --strategy none -O0 --keep-check-lines`` gives back the input byte for byte
    (without ``--keep-check-lines`` a lit test's RUN and CHECK lines are dropped)."""
    out = tmp_path / "out.ll"
    argv = ["rewrite", str(path), "--strategy", "none", "-O0", "--keep-check-lines", "-o", str(out)]
    with contextlib.redirect_stderr(io.StringIO()) as err:
        code = main(argv)
    assert code == 0, err.getvalue()
    assert out.read_bytes() == path.read_bytes()


@pytest.mark.parametrize("path", modules(), ids=ident)
def test_rewriting_twice_changes_nothing(rewrite_matrix, path: Path) -> None:
    text = path.read_bytes().decode()
    modes = MODES if len(text) < BIG else [("auto", "abort")]
    for strategy, overflow in modes:
        try:
            once = rewrite_matrix(text, strategy, overflow).text
        except IRPassError:
            continue  # an input the strategy refuses is covered by test_bad_inputs
        assert rewrite_matrix(once, strategy, overflow).text == once, f"{strategy}/{overflow}"
        if once != text:  # rewritten and marked: no strategy touches it again
            other = "none" if strategy == "auto" else "auto"
            again = irpass.rewrite(once, irpass.RewriteOptions(other)).text
            assert again == once, f"{strategy}/{overflow} then {other}"


def test_same_bytes_across_runs_and_hash_seeds() -> None:
    """Every rewrite of every module hashes the same here and in processes with other seeds."""
    here = digests()
    script = (
        "import json, sys; sys.path.insert(0, 'tests'); "
        "from test_determinism import digests; print(json.dumps(digests()))"
    )
    for seed in ("0", "1", "4242"):
        proc = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            cwd=ROOT,
            env={"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
            text=True,
        )
        assert proc.returncode == 0, proc.stderr
        there = json.loads(proc.stdout)
        differing = sorted(k for k in here if there.get(k) != here[k])
        assert set(there) == set(here)
        assert not differing, f"PYTHONHASHSEED={seed}: {differing[:5]}"
