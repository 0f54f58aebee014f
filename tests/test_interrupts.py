"""SIGINT and SIGTERM, sent for real, to ``irpass rewrite`` and ``irpass rewrite-dir``.

Whatever moment the signal lands: the exit status is 128 + the signal, stderr has no
traceback and ends with the summary of what was done, no temporary file is left, and every
file holds either its old bytes or its complete new ones.
"""

import os
import pty
import re
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import irpass
from tests.shared import ROOT

pytestmark = pytest.mark.slow

BIG = (
    ROOT
    / "testdata"
    / "quadrants"
    / "dumps"
    / "vector8_deep_lanes_reverse_grad_kernel_0_range_for.ll"
)
COPIES = 8
STACKS = 56  # in BIG


def start(argv: list[str], stderr, cwd: Path) -> subprocess.Popen:
    """irpass in a session of its own, so a signal to its process group reaches no test."""
    return subprocess.Popen(
        [sys.executable, "-m", "irpass", *argv],
        stdout=subprocess.PIPE,
        stderr=stderr,
        cwd=cwd,
        start_new_session=True,
    )


def read_until(fd: int, marker: bytes, timeout: float = 120.0) -> bytes:
    """What ``fd`` says until ``marker`` appears (or the writer ends)."""
    seen = b""
    deadline = time.monotonic() + timeout
    while marker not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # a pty whose other end closed
                break
            if not chunk:
                break
            seen += chunk
    return seen


def read_rest(fd: int) -> bytes:
    rest = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            return rest
        if not chunk:
            return rest
        rest += chunk


def no_temporaries(folder: Path) -> None:
    assert not [p.name for p in folder.rglob(".irpass-*")], "a temporary file was left behind"


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_rewrite_stops_with_nothing_written(tmp_path: Path, signum: int, status: int) -> None:
    out = tmp_path / "out.ll"
    stats = tmp_path / "stats.json"
    read_end, write_end = os.pipe()
    argv = ["rewrite", str(BIG), "-o", str(out), "--stats-json", str(stats), "--progress"]
    proc = start(argv, write_end, tmp_path)
    os.close(write_end)
    said = read_until(read_end, b"irpass: verifying the input\n")
    assert said == b"irpass: verifying the input\n"
    proc.send_signal(signum)
    proc.wait(timeout=60)
    said += read_rest(read_end)
    os.close(read_end)
    assert proc.returncode == status, said
    name = signal.Signals(signum).name
    assert said.decode().splitlines()[-1] == f"irpass: interrupted by {name}; nothing written"
    assert b"Traceback" not in said
    assert sorted(tmp_path.iterdir()) == [], "no output, no stats, no temporary"


@pytest.fixture(scope="module")
def rewritten() -> bytes:
    return irpass.rewrite(BIG.read_text(), path=str(BIG)).text.encode()


def dump_dir(tmp_path: Path) -> Path:
    root = tmp_path / "ir"
    root.mkdir()
    for i in range(COPIES):
        shutil.copyfile(BIG, root / f"k{i}_llvm.ll")
    return root


@pytest.mark.parametrize(
    ("signum", "group", "status"),
    [(signal.SIGINT, False, 130), (signal.SIGINT, True, 130), (signal.SIGTERM, False, 143)],
    ids=["sigint-to-pid", "ctrl-c-to-group", "sigterm-to-pid"],
)
def test_rewrite_dir_stops_promptly_and_says_what_was_done(
    tmp_path: Path, rewritten: bytes, signum: int, group: bool, status: int
) -> None:
    """The progress counter (a pty makes stderr a terminal) says when the first file is done;
    the signal then finds files done, files in flight and files not started."""
    root = dump_dir(tmp_path)
    original = BIG.read_bytes()
    stats = tmp_path / "stats.json"
    controller, terminal = pty.openpty()
    argv = ["rewrite-dir", str(root), "-j", "2", "--stats-json", str(stats)]
    proc = start(argv, terminal, tmp_path)
    os.close(terminal)
    said = read_until(controller, f"1/{COPIES} files".encode())
    assert f"1/{COPIES} files".encode() in said, said
    signalled = time.monotonic()
    if group:
        os.killpg(proc.pid, signum)
    else:
        proc.send_signal(signum)
    proc.wait(timeout=120)
    stopped = time.monotonic() - signalled
    said = (said + read_rest(controller)).decode().replace("\r\n", "\n")
    os.close(controller)

    assert proc.returncode == status, said
    assert "Traceback" not in said
    files = {p.name: p.read_bytes() for p in root.iterdir()}
    assert set(files) == {f"k{i}_llvm.ll" for i in range(COPIES)}
    no_temporaries(tmp_path)
    assert not stats.exists(), "the stats of an interrupted run are not written"
    done = sorted(name for name, data in files.items() if data == rewritten)
    assert all(data in (original, rewritten) for data in files.values())
    assert 1 <= len(done) < COPIES
    name = signal.Signals(signum).name
    *_, totals, last = said.rstrip("\n").splitlines()
    in_flight = re.fullmatch(
        rf"interrupted by {name}: the ([0-2]) interrupted files were left as they were", last
    )
    assert in_flight, said
    counts = {
        "rewritten": len(done),
        "interrupted": int(in_flight[1]),
        "not-started": COPIES - len(done) - int(in_flight[1]),
    }
    listed = ", ".join(f"{n} {status}" for status, n in counts.items() if n)
    assert totals.startswith(f"{COPIES} files: {listed}; {len(done) * STACKS} stacks "), said
    assert stopped < 15, f"took {stopped:.1f} s to stop"


# LLVM's IR parser is quadratic in the digits of an integer literal: this one keeps it busy for
# many seconds (about 5 s for 600,000 digits on a quiet machine, far more on a loaded one), inside
# C code where no Python signal handler runs.
LITERAL = "declare void @stack_init(ptr)\n\ndefine i64 @f() {\nentry:\n  ret i64 %s\n}\n" % (
    "9" * 600_000
)
PROMPT = 2.0  # seconds: the promise is 1 s; the rest is slack for a loaded machine


def cpu_seconds_below(pid: int) -> float:
    """CPU seconds used by the processes below ``pid`` (its working children), from /proc."""
    total = 0.0
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:  # it ended
        return total
    for child in map(int, children):
        try:
            fields = Path(f"/proc/{child}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        total += cpu_seconds_below(child)
    return total


# A whole rewrite-dir run of a small module uses about 0.2 s of CPU in its children; past this,
# the working child is inside LLVM's parse of the literal, whatever the machine's load.
IN_THE_PARSER = 0.7


def stop_inside_llvm(proc: subprocess.Popen, signum: int) -> float:
    """Send ``signum`` while LLVM is still parsing; the seconds until the process ended."""
    deadline = time.monotonic() + 120
    while cpu_seconds_below(proc.pid) < IN_THE_PARSER and time.monotonic() < deadline:
        assert proc.poll() is None, "the run ended before the signal: the literal is too short"
        time.sleep(0.05)
    assert proc.poll() is None, "the run ended before the signal: the literal is too short"
    signalled = time.monotonic()
    proc.send_signal(signum)
    try:
        proc.wait(timeout=60)
    finally:
        proc.kill()
    return time.monotonic() - signalled


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_rewrite_answers_a_signal_while_llvm_parses(
    tmp_path: Path, signum: int, status: int
) -> None:
    source = tmp_path / "literal.ll"
    source.write_text(LITERAL)
    out = tmp_path / "out"
    out.mkdir()
    read_end, write_end = os.pipe()
    argv = ["rewrite", str(source), "-o", str(out / "o.ll"), "--stats-json", str(out / "s.json")]
    proc = start([*argv, "--progress"], write_end, tmp_path)
    os.close(write_end)
    said = read_until(read_end, b"irpass: verifying the input\n")
    assert said == b"irpass: verifying the input\n"
    took = stop_inside_llvm(proc, signum)
    said += read_rest(read_end)
    os.close(read_end)
    assert proc.returncode == status, said
    name = signal.Signals(signum).name
    assert said.decode().splitlines()[-1] == f"irpass: interrupted by {name}; nothing written"
    assert took < PROMPT, f"took {took:.1f} s to stop"
    assert sorted(out.iterdir()) == [], "no output, no stats, no temporary"
    assert source.read_text() == LITERAL


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_rewrite_dir_answers_a_signal_while_llvm_parses(
    tmp_path: Path, signum: int, status: int
) -> None:
    root = tmp_path / "ir"
    root.mkdir()
    (root / "literal_llvm.ll").write_text(LITERAL)
    stats = tmp_path / "stats.json"
    argv = ["rewrite-dir", str(root), "-j", "1", "--stats-json", str(stats)]
    proc = start(argv, subprocess.PIPE, tmp_path)
    took = stop_inside_llvm(proc, signum)
    said = proc.stderr.read().decode()
    assert proc.returncode == status, said
    name = signal.Signals(signum).name
    last = f"interrupted by {name}: the 1 interrupted files were left as they were"
    assert said.splitlines()[-1] == last, said
    assert said.startswith("1 file: 1 interrupted; 0 stacks rewritten in "), said
    assert took < PROMPT, f"took {took:.1f} s to stop"
    assert [p.name for p in root.iterdir()] == ["literal_llvm.ll"]
    assert (root / "literal_llvm.ll").read_text() == LITERAL
    assert not stats.exists()
    no_temporaries(tmp_path)


def test_a_signal_while_a_fifo_waits_for_its_reader(tmp_path: Path) -> None:
    """The work is done and the stats' temporary written; the parent waits for the FIFO's
    reader. A SIGTERM then: 143, nothing written (the FIFO was never opened), no stats."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    stats = tmp_path / "stats.json"
    argv = ["rewrite", str(BIG), "-o", str(fifo), "--stats-json", str(stats)]
    proc = start(argv, subprocess.PIPE, tmp_path)
    deadline = time.monotonic() + 120
    while not list(tmp_path.glob(".irpass-*.tmp")) and time.monotonic() < deadline:
        time.sleep(0.05)  # the child writes the stats' temporary last, then ends
    assert list(tmp_path.glob(".irpass-*.tmp")), "the work never finished"
    time.sleep(0.3)
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=30) == 143
    said = proc.stderr.read().decode()
    assert said.splitlines()[-1] == "irpass: interrupted by SIGTERM; nothing written", said
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo"]
