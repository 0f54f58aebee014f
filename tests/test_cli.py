"""The command line: outputs, stats, and one located error line for bad input."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PUSH = ROOT / "testdata" / "filecheck" / "inline" / "quadrants_push.ll"
ERROR_LINE = re.compile(r"^[^\n]+:\d+:\d+: error: [^\n]+\n$")


def irpass(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "irpass_cli.main", *args], input=stdin, capture_output=True, cwd=ROOT
    )


BAD_INPUTS = {
    "empty.ll": b"",
    "blank.ll": b"  \n\n",
    "binary.ll": b"\x7fELF\x02\x01\x01\x00\x00\x00",
    "bitcode.bc": b"BC\xc0\xde\x35\x14\x00\x00",
    "latin1.ll": "define void @f() {\n  ret void ; caf\u00e9\n}\n".encode("latin-1"),
    "truncated.ll": PUSH.read_bytes()[: PUSH.read_bytes().rindex(b"  ret void")],
    "rejected.ll": b"define void @f() {\nentry:\n  ret i32 0\n}\n",
    "undefined.ll": b"define void @f() {\nentry:\n  %x = add i32 %y, 1\n  ret void\n}\n",
}


@pytest.mark.parametrize("name", sorted(BAD_INPUTS))
def test_bad_input_is_one_located_line(tmp_path: Path, name: str) -> None:
    source = tmp_path / name
    source.write_bytes(BAD_INPUTS[name])
    out = tmp_path / "out.ll"
    proc = irpass("rewrite", str(source), "-o", str(out))
    assert proc.returncode == 1
    assert ERROR_LINE.match(proc.stderr.decode()), proc.stderr
    assert proc.stderr.decode().startswith(f"{source}:")
    assert b"Traceback" not in proc.stderr
    assert not out.exists()
    assert source.read_bytes() == BAD_INPUTS[name]
    assert list(tmp_path.iterdir()) == [source]


def test_llvm_error_keeps_llvm_position(tmp_path: Path) -> None:
    source = tmp_path / "rejected.ll"
    source.write_bytes(BAD_INPUTS["rejected.ll"])
    proc = irpass("rewrite", str(source))
    assert proc.stderr.decode().startswith(f"{source}:3:7: error: ")
    assert proc.stdout == b""


def test_invalid_utf8_points_at_the_byte(tmp_path: Path) -> None:
    source = tmp_path / "latin1.ll"
    source.write_bytes(BAD_INPUTS["latin1.ll"])
    assert (
        irpass("rewrite", str(source))
        .stderr.decode()
        .startswith(f"{source}:2:17: error: invalid UTF-8")
    )


def test_missing_file() -> None:
    proc = irpass("rewrite", "no/such/file.ll")
    assert proc.returncode == 1
    assert proc.stderr.decode() == "no/such/file.ll:1:1: error: no such file\n"


def test_stdin_to_stdout_matches_file_to_file(tmp_path: Path) -> None:
    piped = irpass("rewrite", "-", stdin=PUSH.read_bytes())
    out = tmp_path / "k.ll"
    assert irpass("rewrite", str(PUSH), "-o", str(out)).returncode == 0
    assert piped.returncode == 0
    assert piped.stdout == out.read_bytes()
    assert b"%irpass.cnt0 = alloca i64" in piped.stdout


def test_output_is_deterministic_across_hash_seeds(tmp_path: Path) -> None:
    outputs = set()
    for seed in ("0", "1", "12345"):
        proc = subprocess.run(
            [sys.executable, "-m", "irpass_cli.main", "rewrite", str(PUSH)],
            capture_output=True,
            cwd=ROOT,
            env={"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin"},
        )
        assert proc.returncode == 0, proc.stderr
        outputs.add(proc.stdout)
    assert len(outputs) == 1


def test_none_is_byte_identical() -> None:
    proc = irpass("rewrite", str(PUSH), "--strategy", "none")
    assert proc.stdout == PUSH.read_bytes()


def test_stats_and_stats_json(tmp_path: Path) -> None:
    report = tmp_path / "stats.json"
    proc = irpass(
        "rewrite", str(PUSH), "--strategy", "inline", "--stats", "--stats-json", str(report)
    )
    assert "@push: 1 stacks, 1 rewritten, 0 skipped" in proc.stderr.decode()
    data = json.loads(report.read_text())
    assert data["flavour"] == "quadrants"
    assert data["stacks_rewritten"] == 1
    [function] = data["functions"]
    assert function["calls_removed"] == 3
    assert function["blocks_after"] == function["blocks_before"] + 3


def test_rewriting_twice_changes_nothing() -> None:
    once = irpass("rewrite", str(PUSH)).stdout
    twice = irpass("rewrite", "-", "--stats", stdin=once)
    assert twice.stdout == once
    assert "already rewritten by irpass" in twice.stderr.decode()


def test_unsupported_overflow_mode_is_an_error() -> None:
    proc = irpass("rewrite", str(PUSH), "--strategy", "none", "--overflow", "unchecked")
    assert proc.returncode == 2
    assert proc.stderr == (
        b"irpass: error: strategy 'none' does not support --overflow unchecked "
        b"(it supports exact)\n"
    )


def test_progress_reports_each_phase_on_stderr() -> None:
    proc = irpass("rewrite", str(PUSH), "--progress")
    lines = proc.stderr.decode().splitlines()
    assert lines == [
        "irpass: verifying the input",
        "irpass: rewriting @push (1/1)",
        "irpass: verifying the output",
    ]
    assert proc.stdout == irpass("rewrite", str(PUSH)).stdout


def test_a_bug_in_irpass_is_still_one_line(tmp_path: Path) -> None:
    """Simulate an internal failure: the user sees one located line, no traceback."""
    code = (
        "import sys, irpass.api, irpass_cli.main as m\n"
        "def broken(*a, **k): raise KeyError('boom')\n"
        "m.rewrite = broken\n"
        "sys.exit(m.main(sys.argv[1:]))\n"
    )
    out = tmp_path / "out.ll"
    proc = subprocess.run(
        [sys.executable, "-c", code, "rewrite", str(PUSH), "-o", str(out)],
        capture_output=True,
        cwd=ROOT,
    )
    assert proc.returncode == 1
    assert proc.stderr.decode() == (
        f"{PUSH}:1:1: error: internal error: KeyError: 'boom' (please report)\n"
    )
    assert not out.exists()
