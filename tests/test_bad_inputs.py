"""Malformed and adversarial inputs (``testdata/bad/``) through the command line.

Every file has its expected outcome in ``testdata/bad/MANIFEST.json``: either
exactly one ``FILE:LINE:COL: error:`` line (and a ``note:`` line where the
manifest has a ``note``: the LLVM-version hint), exit 1, no output file and the
input untouched; or exit 0 with an output that verifies, rewrites the stacks
it may and names every skipped stack's reason in ``--stats``.
"""

import contextlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import llvmlite.binding as llvm
import pytest

import irpass
from irpass_cli.main import main
from tests.shared import MODES, ROOT, mode_ids

BAD = ROOT / "testdata" / "bad"
MANIFEST = json.loads((BAD / "MANIFEST.json").read_text())
ERROR_LINE = re.compile(r"^[^\n]+:\d+:\d+: error: [^\n]+\n$")
NOTE_LINE = re.compile(r"^([^\n]+:\d+:\d+): error: [^\n]+\n\1: note: ([^\n]+)\n$")
MODE_IDS = mode_ids(MODES)
IRPASS_CALLEE = re.compile(r"\bcall\b[^\n]*?(@irpass\.[-\w.]+)\(")
DEFINED = re.compile(r"^define\b[^@\n]*(@[-\w.]+|@\"[^\"]*\")\(", re.M)


@dataclass
class Outcome:
    code: int
    stderr: str
    output: Path
    stats: Path


def in_process(source: Path, out_dir: Path, *flags: str) -> Outcome:
    """``irpass rewrite`` through ``main`` in this process (fast enough for every strategy)."""
    output, stats = out_dir / "out.ll", out_dir / "stats.json"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        code = main(
            ["rewrite", str(source), "-o", str(output), "--stats", "--stats-json", str(stats)]
            + list(flags)
        )
    return Outcome(code, err.getvalue(), output, stats)


def subprocess_run(source: Path, out_dir: Path, *flags: str) -> Outcome:
    output, stats = out_dir / "out.ll", out_dir / "stats.json"
    proc = subprocess.run(
        [sys.executable, "-m", "irpass_cli.main", "rewrite", str(source), "-o", str(output)]
        + ["--stats", "--stats-json", str(stats), *flags],
        capture_output=True,
        cwd=ROOT,
    )
    assert b"Traceback" not in proc.stderr, proc.stderr.decode(errors="replace")
    return Outcome(proc.returncode, proc.stderr.decode(errors="replace"), output, stats)


def verify(text: str) -> None:
    module = llvm.parse_assembly(text)
    module.verify()
    module.close()


def staged(tmp_path: Path, name: str) -> tuple[Path, Path]:
    """A copy of the bad input alone in a folder, and a separate folder for outputs."""
    src_dir, out_dir = tmp_path / "in", tmp_path / "out"
    src_dir.mkdir()
    out_dir.mkdir()
    shutil.copyfile(BAD / name, src_dir / name)
    return src_dir / name, out_dir


def check_error(entry: dict, source: Path, outcome: Outcome) -> None:
    assert outcome.code == 1, outcome.stderr
    if "note" in entry:
        note = NOTE_LINE.match(outcome.stderr)
        assert note and note[2].startswith(entry["note"]), outcome.stderr
    else:
        assert ERROR_LINE.match(outcome.stderr), outcome.stderr
    assert outcome.stderr.startswith(f"{source}:"), outcome.stderr
    assert entry["message_contains"] in outcome.stderr
    if "at" in entry:
        assert outcome.stderr.startswith(f"{source}:{entry['at']}: error: "), outcome.stderr
    assert not outcome.output.exists()
    assert not outcome.stats.exists()
    assert list(source.parent.iterdir()) == [source]
    assert source.read_bytes() == (BAD / source.name).read_bytes()


def foreign_irpass_calls(before: str, after: str) -> set[str]:
    """``@irpass.*`` functions the input defined itself and the rewrite added calls to."""
    added = Counter(IRPASS_CALLEE.findall(after)) - Counter(IRPASS_CALLEE.findall(before))
    return set(added) & set(DEFINED.findall(before))


def check_rewrite(
    entry: dict, source: Path, outcome: Outcome, strategy: str, overflow: str
) -> None:
    assert outcome.code == 0, outcome.stderr
    before = source.read_bytes().decode()
    assert before.encode() == (BAD / source.name).read_bytes()
    after = outcome.output.read_bytes().decode()
    verify(after)
    if strategy == "none" or entry.get("unchanged"):
        assert after == before
    assert not foreign_irpass_calls(before, after), "output calls the module's own @irpass.*"
    text = irpass.rewrite(
        after, irpass.RewriteOptions(strategy=strategy, overflow=overflow), str(source)
    ).text
    assert text == after, "rewriting the output again changed it"
    for want in entry["stats_contains"]:
        assert want in outcome.stderr, (want, outcome.stderr)


def cases(modes: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    return [(name, s, m) for name in sorted(MANIFEST) for s, m in modes]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "strategy", "overflow"), cases([("auto", "abort")]))
def test_default_run_through_the_command_line(
    tmp_path: Path, name: str, strategy: str, overflow: str
) -> None:
    """A real process with the default strategy: exit status, stderr, files, stats."""
    entry = MANIFEST[name]
    source, out_dir = staged(tmp_path, name)
    outcome = subprocess_run(source, out_dir)  # no flags: the defaults, auto with abort
    if entry["outcome"] == "error":
        check_error(entry, source, outcome)
        return
    check_rewrite(entry, source, outcome, strategy, overflow)
    stats = json.loads(outcome.stats.read_text())
    assert stats["stacks_rewritten"] == entry["rewritten"], outcome.stderr
    if "skipped" in entry:
        assert stats["stacks_skipped"] == entry["skipped"], outcome.stderr


@pytest.mark.slow
@pytest.mark.parametrize(("name", "strategy", "overflow"), cases(MODES))
def test_every_strategy(tmp_path: Path, name: str, strategy: str, overflow: str) -> None:
    """Every manifest entry under every strategy and overflow mode (in process, for speed)."""
    entry = MANIFEST[name]
    source, out_dir = staged(tmp_path, name)
    outcome = in_process(source, out_dir, "--strategy", strategy, "--overflow", overflow)
    if entry["outcome"] == "error":
        check_error(entry, source, outcome)
    else:
        check_rewrite(entry, source, outcome, strategy, overflow)


def test_manifest_lists_every_file() -> None:
    files = {p.name for p in BAD.iterdir() if p.name != "MANIFEST.json"}
    assert files == set(MANIFEST)
    assert len(MANIFEST) >= 30
    for name, entry in MANIFEST.items():
        assert entry["outcome"] in ("error", "rewrite"), name
        assert ("message_contains" in entry) == (entry["outcome"] == "error"), name


TEN_MB = 10 * 1024 * 1024
STACK_FUNCTION = (
    "declare void @stack_init(ptr)\n"
    "declare void @stack_push(ptr, ptr, i64, i64, i64)\n"
    "declare void @stack_pop(ptr)\n\n"
    "define void @f(ptr %rt, ptr %heap) {\n"
    "entry:\n"
    "  %s = getelementptr i8, ptr %heap, i64 0\n"
    "  call void @stack_init(ptr %s)\n"
    "  call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 1)\n"
    "  call void @stack_pop(ptr %s)\n"
    "  ret void\n"
    "}\n"
)


def test_ten_megabyte_line_of_data_is_passed_through(tmp_path: Path) -> None:
    """A 10 MB string constant on one line: rewritten around, kept byte for byte."""
    blob = f'@blob = constant [{TEN_MB} x i8] c"{"A" * TEN_MB}"\n'
    source = tmp_path / "big.ll"
    source.write_text(blob + STACK_FUNCTION)
    out = tmp_path / "out.ll"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        args = ["rewrite", str(source), "-o", str(out), "--stats", "--strategy", "merged-checks"]
        assert main(args) == 0
    text = out.read_text()
    assert text.startswith(blob)
    assert "call void @stack_push(ptr %rt, ptr %s," not in text
    assert "1 rewritten" in err.getvalue()


def test_ten_megabyte_garbage_line_is_one_error(tmp_path: Path) -> None:
    source = tmp_path / "garbage.ll"
    source.write_bytes(STACK_FUNCTION.encode() + b"%" * TEN_MB + b"\n")
    out = tmp_path / "out.ll"
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(["rewrite", str(source), "-o", str(out)]) == 1
    assert ERROR_LINE.match(err.getvalue())
    assert err.getvalue().startswith(f"{source}:13:1: error: ")
    assert not out.exists()


FULL = Path("/dev/full")
KERNEL = (
    ROOT
    / "testdata"
    / "quadrants"
    / "dumps"
    / "loop_carry_carry_reverse_grad_kernel_0_range_for.ll"
)
no_full = pytest.mark.skipif(not FULL.exists(), reason="needs /dev/full (a Linux device)")


def irpass_process(
    tmp_path: Path, *argv: str, stdout=subprocess.PIPE
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "irpass", *argv], cwd=tmp_path, stdout=stdout, stderr=subprocess.PIPE
    )


@no_full
@pytest.mark.parametrize(
    "outputs",
    [["-o", "/dev/full", "--stats-json", "s.json"], ["-o", "o.ll", "--stats-json", "/dev/full"]],
    ids=["output-full", "stats-full"],
)
def test_a_full_device_is_one_error_and_nothing_written(tmp_path: Path, outputs: list[str]) -> None:
    """The real /dev/full as -o or as --stats-json, in either order: one line about the device,
    exit 1, and the regular output is not written either (nor any temporary)."""
    proc = irpass_process(tmp_path, "rewrite", str(KERNEL), *outputs)
    assert proc.returncode == 1
    assert proc.stderr == b"irpass: error: cannot write '/dev/full': no space left on device\n"
    assert sorted(tmp_path.iterdir()) == []


@no_full
def test_a_full_standard_output_is_one_error_and_nothing_written(tmp_path: Path) -> None:
    with FULL.open("wb") as full:
        proc = irpass_process(
            tmp_path, "rewrite", str(KERNEL), "--stats-json", "s.json", stdout=full
        )
    assert proc.returncode == 1
    assert proc.stderr == b"irpass: error: cannot write '<stdout>': no space left on device\n"
    assert sorted(tmp_path.iterdir()) == []


@no_full
def test_a_fifo_already_written_is_said(tmp_path: Path) -> None:
    """A FIFO cannot be taken back: when the output after it fails, the error says it was
    written."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "irpass",
            "rewrite",
            str(KERNEL),
            "-o",
            str(fifo),
            "--stats-json",
            "/dev/full",
        ],
        cwd=tmp_path,
        stderr=subprocess.PIPE,
    )
    with fifo.open("rb") as reader:
        data = reader.read()
    assert proc.wait(timeout=120) == 1
    assert proc.stderr.read().decode() == (
        "irpass: error: cannot write '/dev/full': no space left on device\n"
        f"irpass: note: '{fifo}' had been written; no other output was\n"
    )
    assert data.startswith(b"; ModuleID") and b"\n!irpass.rewritten" in data
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo"]
