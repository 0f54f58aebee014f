"""The command line: outputs, stats, and one located error line for bad input.

Identity and determinism of the output (``--strategy none`` gives back the input, rewriting
twice changes nothing, the same bytes whatever the hash seed) are ``test_determinism``'s,
over every module of testdata."""

import json
import os
import re
import shutil
import stat
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import llvmlite
import llvmlite.binding as llvm
import pytest
from llvmlite.binding import llvm_version_info

from tests.shared import ROOT

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


@pytest.mark.slow
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
    assert proc.stderr.decode() == "irpass: error: cannot read 'no/such/file.ll': no such file\n"


def test_stdin_to_stdout_matches_file_to_file(tmp_path: Path) -> None:
    piped = irpass("rewrite", "-", stdin=PUSH.read_bytes())
    out = tmp_path / "k.ll"
    assert irpass("rewrite", str(PUSH), "-o", str(out)).returncode == 0
    assert piped.returncode == 0
    assert piped.stdout == out.read_bytes()
    assert b"%irpass.cnt0 = alloca i64" in piped.stdout


def test_stats_and_stats_json(tmp_path: Path) -> None:
    report = tmp_path / "stats.json"
    proc = irpass(
        "rewrite", str(PUSH), "--strategy", "inline", "--stats", "--stats-json", str(report)
    )
    assert "@push: 1 stack, 1 rewritten, 0 skipped" in proc.stderr.decode()
    data = json.loads(report.read_text())
    assert data["flavour"] == "quadrants"
    assert data["stacks_rewritten"] == 1
    [function] = data["functions"]
    assert function["calls_removed"] == 3
    assert function["blocks_after"] == function["blocks_before"] + 3


def test_stats_say_why_a_rewritten_module_is_left_alone() -> None:
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
        "import sys, irpass.driver as d, irpass_cli.main as m\n"
        "def broken(*a, **k): raise KeyError('boom')\n"
        "d.Driver.rewrite = broken\n"
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


# Issue 13, item by item: exact messages, exit statuses, and which files exist afterwards.

EXAMPLES = ROOT / "testdata" / "examples"
LOOP = EXAMPLES / "quadrants_loop_f32.ll"
TAICHI = ROOT / "testdata" / "taichi" / "branch_loop_reverse_grad.ll"
LLVM = ".".join(map(str, llvm_version_info))


def in_dir(tmp_path: Path, *args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    """``python -m irpass`` run from ``tmp_path``."""
    return subprocess.run(
        [sys.executable, "-m", "irpass", *args], input=stdin, capture_output=True, cwd=tmp_path
    )


def files_in(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


@pytest.mark.parametrize(
    ("output", "why"),
    [
        ("nodir/sub/o.ll", "no such directory"),
        (".", "is a directory"),
        ("/proc/version", "cannot create files in /proc (No such file or directory)"),
    ],
)
def test_2_an_output_that_cannot_be_written_is_an_error_about_it(tmp_path, output, why):
    proc = in_dir(tmp_path, "rewrite", str(LOOP), "-o", output, "--stats-json", "s.json")
    assert (proc.returncode, proc.stdout) == (1, b"")
    assert proc.stderr.decode() == f"irpass: error: cannot write '{output}': {why}\n"
    assert files_in(tmp_path) == {}


def test_2_outputs_are_committed_together_or_not_at_all(tmp_path):
    proc = in_dir(tmp_path, "rewrite", str(LOOP), "-o", "k.ll", "--stats-json", "no/s.json")
    assert proc.returncode == 1
    assert proc.stderr == b"irpass: error: cannot write 'no/s.json': no such directory\n"
    assert files_in(tmp_path) == {}, "-o is not written when --stats-json cannot be"
    proc = in_dir(tmp_path, "rewrite", str(LOOP), "-o", "k.ll", "--stats-json", "s.json")
    assert proc.returncode == 0 and set(files_in(tmp_path)) == {"k.ll", "s.json"}


def test_2_rewrite_dir_checks_its_stats_path_before_touching_a_file(tmp_path):
    shutil.copyfile(LOOP, tmp_path / "k_llvm.ll")
    proc = in_dir(tmp_path, "rewrite-dir", ".", "--stats-json", "no/s.json")
    assert proc.returncode == 1
    assert proc.stderr == b"irpass: error: cannot write 'no/s.json': no such directory\n"
    assert files_in(tmp_path) == {"k_llvm.ll": LOOP.read_bytes()}


def test_2_irpass_traceback_shows_the_traceback(tmp_path):
    code = (
        "import sys, irpass.driver as d, irpass_cli.main as m\n"
        "def broken(*a, **k): raise KeyError('boom')\n"
        "d.Driver.rewrite = broken\n"
        "sys.exit(m.main(sys.argv[1:]))\n"
    )
    argv = [sys.executable, "-c", code, "rewrite", str(LOOP), "-o", "k.ll"]
    quiet = subprocess.run(argv, capture_output=True, cwd=tmp_path)
    assert quiet.stderr.decode() == (
        f"{LOOP}:1:1: error: internal error: KeyError: 'boom' (please report)\n"
    )
    loud = subprocess.run(
        argv, capture_output=True, cwd=tmp_path, env=os.environ | {"IRPASS_TRACEBACK": "1"}
    )
    assert loud.stderr.startswith(b"Traceback (most recent call last):")
    assert loud.stderr.endswith(b"KeyError: 'boom'\n")
    assert files_in(tmp_path) == {}


@pytest.mark.slow
def test_4_rewrite_dir_emits_into_a_mirror_tree_and_never_writes_its_inputs(tmp_path):
    source = tmp_path / "ir"
    (source / "sub").mkdir(parents=True)
    shutil.copyfile(LOOP, source / "a_llvm.ll")
    shutil.copyfile(EXAMPLES / "taichi_loop_f32.ll", source / "sub" / "b_llvm.ll")
    before = files_in(source)
    argv = ["rewrite-dir", "ir", "--pattern", "**/*_llvm.ll", "-o", "out", "-O3", "--target"]
    proc = in_dir(tmp_path, *argv, "ptx", "--emit", "asm")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.decode().startswith("2 files: 2 rewritten; 2 stacks rewritten in ")
    assert files_in(source) == before
    out = files_in(tmp_path / "out")
    assert sorted(out) == ["a_llvm.ptx", "sub/b_llvm.ptx"]
    assert all(b"\n.target sm_90\n" in ptx for ptx in out.values())
    proc = in_dir(tmp_path, "rewrite-dir", "ir", "-O3")
    assert proc.returncode == 2
    assert proc.stderr == (
        b"irpass: error: rewrite-dir writes in place only the rewritten IR: give -o OUTDIR for "
        b"-O, --target, --emit and the other output options\n"
    )
    assert files_in(source) == before


def test_5_version_names_irpass_llvmlite_and_llvm(tmp_path):
    proc = in_dir(tmp_path, "--version")
    assert proc.returncode == 0
    assert proc.stdout.decode() == (
        f"irpass {metadata.version('irpass')}\nllvmlite {llvmlite.__version__}\n"
        f"LLVM {LLVM} (reads the IR)\n"
    )


OLD_LOAD = b"define void @f(i32* %p) {\nentry:\n  %x = load i32* %p\n  ret void\n}\n"


def test_5_a_likely_version_mismatch_adds_one_hint_line(tmp_path):
    (tmp_path / "old.ll").write_bytes(OLD_LOAD)
    proc = in_dir(tmp_path, "rewrite", "old.ll", "-o", "k.ll")
    assert proc.returncode == 1
    assert proc.stderr.decode() == (
        "old.ll:3:18: error: expected comma after load's type\n"
        f"old.ll:3:18: note: irpass reads IR with LLVM {LLVM}; was this module written by "
        "another LLVM version? (irpass --version)\n"
    )
    assert files_in(tmp_path) == {"old.ll": OLD_LOAD}


def test_5_taichi_typed_pointer_ir_still_parses(tmp_path):
    proc = in_dir(tmp_path, "rewrite", str(TAICHI), "-o", "k.ll")
    assert proc.returncode == 0 and proc.stderr == b""
    assert b"i64* %irpass.cnt0" in (tmp_path / "k.ll").read_bytes()


def test_6_rewrite_dir_matching_nothing_is_an_error(tmp_path):
    shutil.copyfile(LOOP, tmp_path / "kernel.ll")
    proc = in_dir(tmp_path, "rewrite-dir", ".")
    assert proc.returncode == 1
    assert proc.stderr.decode().splitlines() == [
        "irpass: error: no file in . matches --pattern '*_llvm.ll' (Quadrants names its "
        "kernel modules *_llvm.ll; try --pattern '*.ll', or '**/*.ll' to recurse)",
    ]
    assert files_in(tmp_path) == {"kernel.ll": LOOP.read_bytes()}


def test_8_stats_json_dash_is_standard_output(tmp_path):
    proc = in_dir(tmp_path, "rewrite", str(LOOP), "-o", "k.ll", "--stats-json", "-")
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["stacks_rewritten"] == 1
    assert sorted(files_in(tmp_path)) == ["k.ll"]
    proc = in_dir(tmp_path, "rewrite", str(LOOP), "--stats-json", "-")
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr == (
        b"irpass: error: -o and --stats-json both write to standard output: give -o FILE\n"
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["rewrite", str(LOOP), "--target", "ptx", "-mcpu=sm_999"],
            "'sm_999' is not a processor LLVM knows for nvptx64-nvidia-cuda",
        ),
        (
            ["rewrite-dir", ".", "-j", "0"],
            "argument -j/--jobs: must be at least 1, not 0 (see irpass rewrite-dir --help)",
        ),
        (
            ["rewrite-dir", str(LOOP)],
            f"'{LOOP}' is not a directory (rewrite-dir takes a directory; irpass rewrite takes "
            "one file)",
        ),
        (
            ["rewrite", str(LOOP), "-S", "--emit", "bc"],
            "-S asks for textual output, --emit bc for binary",
        ),
        (
            ["rewrite", str(LOOP), "-march=sparc"],
            "-march=sparc: not nvptx64, nvptx, amdgcn or this machine's architecture (give "
            "-mtriple for another CPU)",
        ),
    ],
    ids=["processor", "jobs", "file-for-dir", "S-and-bc", "march"],
)
def test_9_option_errors_have_no_location(tmp_path, argv, message):
    proc = in_dir(tmp_path, *argv)
    assert (proc.returncode, proc.stdout) == (2, b"")
    assert proc.stderr.decode() == f"irpass: error: {message}\n"
    assert files_in(tmp_path) == {}


@pytest.mark.slow
def test_10_bitcode_is_read_wherever_text_is(tmp_path):
    assert (
        in_dir(
            tmp_path, "rewrite", str(LOOP), "--strategy", "none", "--emit", "bc", "-o", "k.bc"
        ).returncode
        == 0
    )
    bitcode = (tmp_path / "k.bc").read_bytes()
    assert bitcode.startswith(b"BC\xc0\xde")
    from_file = in_dir(tmp_path, "rewrite", "k.bc", "--stats")
    from_stdin = in_dir(tmp_path, "rewrite", "-", stdin=bitcode)
    assert from_file.returncode == 0 and from_file.stdout == from_stdin.stdout
    assert "1 stack, 1 rewritten" in from_file.stderr.decode()
    assert b"%irpass.cnt0 = alloca i64" in from_file.stdout
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "k_llvm.bc").write_bytes(bitcode)
    proc = in_dir(tmp_path, "rewrite-dir", "d", "--pattern", "*.bc")
    assert proc.returncode == 0 and proc.stderr.decode().startswith("1 file: 1 rewritten;")
    again = (tmp_path / "d" / "k_llvm.bc").read_bytes()
    assert again.startswith(b"BC\xc0\xde") and again != bitcode, "bitcode in place stays bitcode"
    rerun = in_dir(tmp_path, "rewrite", "d/k_llvm.bc", "--stats")
    assert "(already rewritten by irpass)" in rerun.stderr.decode()


@pytest.mark.slow
def test_11_stats_json_has_codes_beside_the_text_and_help_explains_the_estimate(tmp_path):
    proc = in_dir(tmp_path, "rewrite", str(LOOP), "-o", "k.ll", "--stats", "--stats-json", "-")
    [function] = json.loads(proc.stdout)["functions"]
    chosen = f"{function['strategy']}/{function['overflow']}"
    assert function["choice"].startswith(f"{chosen}: 14 helper calls, est. ptxas x left alone: ")
    assert f"by {chosen}" in proc.stderr.decode()
    help_text = " ".join(in_dir(tmp_path, "rewrite", "--help").stdout.decode().split())
    assert "'est. ptxas x left alone': for each legal shape, ptxas time" in help_text
    select = ROOT / "testdata" / "bad" / "stack_through_select.ll"
    proc = in_dir(tmp_path, "rewrite", str(select), "-o", "k.ll", "--stats", "--stats-json", "-")
    data = json.loads(proc.stdout)
    [skip, _] = data["functions"][0]["skipped"]
    assert (skip["stack"], skip["code"]) == ("%s", "pointer-not-proven-equal")
    assert data["skipped_by_code"] == {"pointer-not-proven-equal": 2}
    assert f"skipped %s: {skip['reason']} [pointer-not-proven-equal]" in proc.stderr.decode()


def test_12_help_shows_the_defaults(tmp_path):
    help_text = " ".join(in_dir(tmp_path, "rewrite", "--help").stdout.decode().split())
    for default in (
        "(default ll)",
        "(default sm_90 for ptx, gfx90a for amdgcn, generic for cpu)",
        ".version 7.8 for sm_90",
        "skipped, on stderr",
        "output file (default -: standard output)",
        "(default auto)",
    ):
        assert default in help_text, default


@pytest.mark.slow
def test_14_llvm_spellings_mean_the_same_as_irpass_s(tmp_path):
    llvm_style = in_dir(
        tmp_path,
        "rewrite",
        str(LOOP),
        "-O3",
        "-march=nvptx64",
        "-mcpu=sm_80",
        "-mattr=+ptx80",
        "-S",
        "--emit",
        "asm",
    )
    own = in_dir(
        tmp_path,
        "rewrite",
        str(LOOP),
        "-O3",
        "--target",
        "ptx",
        "--mcpu",
        "sm_80",
        "--mattr",
        "+ptx80",
        "--emit",
        "asm",
    )
    assert llvm_style.returncode == 0 and llvm_style.stdout == own.stdout
    assert b"\n.version 8.0\n.target sm_80\n" in own.stdout
    mtriple = in_dir(tmp_path, "rewrite", str(LOOP), "-mtriple=nvptx64-nvidia-cuda", "-S")
    assert b'target triple = "nvptx64-nvidia-cuda"' in mtriple.stdout
    assert (
        in_dir(tmp_path, "rewrite", str(LOOP), "-S").stdout == irpass("rewrite", str(LOOP)).stdout
    )


@pytest.mark.slow
@pytest.mark.parametrize("level", ["s", "z"])
def test_14_size_levels_run_the_o2_pipeline_smaller(tmp_path, level):
    proc = in_dir(tmp_path, "rewrite", str(LOOP), f"-O{level}")
    assert proc.returncode == 0, proc.stderr
    module = llvm.parse_assembly(proc.stdout.decode())
    module.verify()
    assert proc.stdout != in_dir(tmp_path, "rewrite", str(LOOP)).stdout


def test_14_python_m_irpass_is_the_command(tmp_path):
    assert in_dir(tmp_path, "rewrite", str(LOOP)).stdout == irpass("rewrite", str(LOOP)).stdout


def test_2_a_reader_that_goes_away_is_one_line(tmp_path):
    big = (
        ROOT
        / "testdata"
        / "quadrants"
        / "dumps"
        / "vector8_lanes_reverse_grad_kernel_0_range_for.ll"
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "irpass", "rewrite", str(big)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
    )
    proc.stdout.close()  # the reader is gone before irpass writes
    assert proc.wait(timeout=120) == 1
    assert proc.stderr.read() == b"irpass: error: cannot write '<stdout>': broken pipe\n"


def test_2_a_special_file_is_written_not_replaced(tmp_path):
    """``-o /dev/null`` and pipes: written into, never renamed over."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    proc = subprocess.Popen(
        [sys.executable, "-m", "irpass", "rewrite", str(LOOP), "-o", str(fifo)],
        stderr=subprocess.PIPE,
        cwd=tmp_path,
    )
    with open(fifo, "rb") as reader:
        data = reader.read()
    assert proc.wait(timeout=60) == 0, proc.stderr.read()
    assert data == irpass("rewrite", str(LOOP)).stdout
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo"]
