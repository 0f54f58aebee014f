"""``irpass rewrite-dir`` and ``irpass.batch.rewrite_dir`` on real Quadrants dumps."""

import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irpass.api import MARKER
from irpass.batch import Status, rewrite_dir
from irpass.options import RewriteOptions
from irpass_cli import rewrite_dir as command
from irpass_cli.main import main

DUMPS = Path(__file__).resolve().parent.parent / "testdata" / "quadrants" / "dumps"
KERNELS = [
    "loop_carry_carry_reverse_grad_kernel_0_range_for.ll",
    "branch_forked_reverse_grad_kernel_0_range_for.ll",
    "f64_loop_wide_reverse_grad_kernel_0_range_for.ll",
]
PLAIN = """define void @plain(ptr %p) {
entry:
  store i32 1, ptr %p, align 4
  ret void
}
"""
BAD = """declare void @stack_init(ptr)

define void @broken(ptr %s) {
entry:
  call void @stack_init(ptr %s)
  %x = add i32 %undefined_value, 1
  ret void
}
"""
CHI = "kernel {\n  $0 = offloaded range_for(0, 6)\n  @stack_ not LLVM IR\n}\n"


def dump_dir(tmp_path: Path, bad: bool = False) -> Path:
    """A directory like Quadrants' dump one: kernel modules, a plain module, a CHI dump."""
    root = tmp_path / "ir"
    root.mkdir(parents=True)
    for i, name in enumerate(KERNELS):
        shutil.copyfile(DUMPS / name, root / f"k{i}_c{60 + i}_0_{name[:-3]}_llvm.ll")
    (root / "struct_0000_llvm.ll").write_text(PLAIN)
    (root / "k0_c60_0_after_offload.ll").write_text(CHI)
    if bad:
        (root / "broken_c9_0_kernel_0_range_for_llvm.ll").write_text(BAD)
    return root


def snapshot(root: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(root.iterdir())}


def statuses(summary) -> dict[str, str]:
    return {Path(f.path).name: f.status for f in summary.files}


def test_rewrites_kernel_modules_in_place_and_leaves_the_rest(tmp_path):
    root = dump_dir(tmp_path)
    before = snapshot(root)
    inodes = {p.name: p.stat().st_ino for p in root.iterdir()}
    summary = rewrite_dir(root, RewriteOptions("inline"), jobs=1)
    after = snapshot(root)

    assert statuses(summary) == {
        **{f"k{i}_c{60 + i}_0_{n[:-3]}_llvm.ll": Status.REWRITTEN for i, n in enumerate(KERNELS)},
        "struct_0000_llvm.ll": Status.NO_HELPERS,
    }
    assert set(after) == set(before), "no temporary file may be left behind"
    for name in after:
        if statuses(summary).get(name) == Status.REWRITTEN:
            assert after[name] != before[name]
            assert f"\n{MARKER} = " in after[name].decode()
            assert "call void @stack_init" not in after[name].decode()
            assert os.stat(root / name).st_ino != inodes[name], "replaced, not written over"
        else:
            assert after[name] == before[name]
            assert os.stat(root / name).st_ino == inodes[name], "untouched file was rewritten"
    assert summary.stacks_rewritten == 1 + 3 + 1
    assert summary.count(Status.REWRITTEN) == 3 and not summary.failed


def test_second_run_changes_nothing(tmp_path):
    root = dump_dir(tmp_path)
    rewrite_dir(root, RewriteOptions("inline"), jobs=1)
    once = snapshot(root)
    again = rewrite_dir(root, RewriteOptions("inline"), jobs=1)
    assert snapshot(root) == once
    assert sorted(statuses(again).values()) == [Status.ALREADY] * 3 + [Status.NO_HELPERS]
    assert again.stacks_rewritten == 0


def test_strategy_none_keeps_every_byte(tmp_path):
    root = dump_dir(tmp_path)
    before = snapshot(root)
    summary = rewrite_dir(root, RewriteOptions("none"), jobs=1)
    assert snapshot(root) == before
    assert sorted(statuses(summary).values()) == [Status.NO_HELPERS] + [Status.UNCHANGED] * 3


def test_bad_file_is_reported_and_the_others_still_rewritten(tmp_path):
    root = dump_dir(tmp_path, bad=True)
    bad = root / "broken_c9_0_kernel_0_range_for_llvm.ll"
    summary = rewrite_dir(root, RewriteOptions("inline"), jobs=2)
    assert bad.read_text() == BAD
    [failure] = summary.failed
    assert failure.path == str(bad) and failure.status == Status.FAILED
    assert failure.error.startswith(f"{bad}:6:")
    assert "error:" in failure.error
    assert summary.count(Status.REWRITTEN) == 3


def test_an_output_that_does_not_verify_replaces_nothing(tmp_path, monkeypatch):
    """The output is verified as written, in its temporary, before it replaces the input."""
    from irpass.driver import Driver

    real = Driver.rewrite

    def broken(driver, text, **kw):
        result = real(driver, text, **kw)
        result.parts.append("define void @irpass.broken() {\n  ret i32 0\n}\n")
        return result

    monkeypatch.setattr(Driver, "rewrite", broken)
    root = dump_dir(tmp_path)
    before = snapshot(root)
    summary = rewrite_dir(root, RewriteOptions("inline"), jobs=1)
    assert len(summary.failed) == 3 and summary.count(Status.REWRITTEN) == 0
    assert all("rewritten module does not verify" in f.error for f in summary.failed)
    assert snapshot(root) == before  # no input replaced, no temporary left


def test_jobs_do_not_change_the_bytes(tmp_path):
    one, two = dump_dir(tmp_path / "a"), dump_dir(tmp_path / "b")
    s1 = rewrite_dir(one, RewriteOptions("inline"), jobs=1)
    s2 = rewrite_dir(two, RewriteOptions("inline"), jobs=2)
    assert snapshot(one) == snapshot(two)
    assert [(Path(f.path).name, f.status) for f in s1.files] == [
        (Path(f.path).name, f.status) for f in s2.files
    ]


def test_pattern_selects_files_and_keeps_modes(tmp_path):
    root = dump_dir(tmp_path)
    target = next(root.glob("k1_*_llvm.ll"))
    target.chmod(0o640)
    summary = rewrite_dir(root, RewriteOptions("inline"), jobs=1, pattern="k1_*.ll")
    assert [Path(f.path).name for f in summary.files] == [target.name]
    assert target.stat().st_mode & 0o777 == 0o640
    assert summary.count(Status.REWRITTEN) == 1


def test_cli_exit_status_summary_and_stats_json(tmp_path, capsys):
    root = dump_dir(tmp_path)
    stats = tmp_path / "stats.json"
    assert main(["rewrite-dir", str(root), "-j", "2", "--stats-json", str(stats)]) == 0
    err = capsys.readouterr().err
    assert "4 files: 3 rewritten, 1 no-helpers; 5 stacks rewritten in " in err
    data = json.loads(stats.read_text())
    assert data["files_seen"] == 4 and data["files"]["rewritten"] == 3
    assert data["stacks_rewritten"] == 5 and data["files"]["failed"] == 0

    (root / "broken_c9_0_kernel_0_range_for_llvm.ll").write_text(BAD)
    assert main(["rewrite-dir", str(root), "--stats"]) == 1
    err = capsys.readouterr().err
    assert f"{root / 'broken_c9_0_kernel_0_range_for_llvm.ll'}:6:" in err
    assert "5 files: 1 no-helpers, 3 already-rewritten, 1 failed;" in err
    assert ": already-rewritten (0 stacks)" in err


@pytest.mark.parametrize(
    ("argv", "message", "status"),
    [
        (["{missing}"], "irpass: error: no such directory: '{missing}'\n", 1),
        (
            ["{root}", "--strategy", "none", "--overflow", "abort"],
            "irpass: error: strategy 'none' does not support --overflow abort (it supports "
            "exact)\n",
            2,
        ),
        (
            ["{root}", "-O3"],
            "irpass: error: rewrite-dir writes in place only the rewritten IR: give -o OUTDIR "
            "for -O, --target, --emit and the other output options\n",
            2,
        ),
    ],
)
def test_cli_refuses_bad_requests_before_touching_files(tmp_path, capsys, argv, message, status):
    root = dump_dir(tmp_path)
    before = snapshot(root)
    names = {"root": root, "missing": tmp_path / "nope"}
    assert main(["rewrite-dir", *(a.format(**names) for a in argv)]) == status
    assert capsys.readouterr().err == message.format(**names)
    assert snapshot(root) == before


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_counter_only_on_a_terminal(tmp_path):
    assert command.progress_printer(io.StringIO()) is None
    screen = Terminal()
    rewrite_dir(
        dump_dir(tmp_path),
        RewriteOptions("inline"),
        1,
        progress=command.progress_printer(screen, every=0),
    )
    assert screen.getvalue() == "".join(f"\rrewrite-dir: {n}/4 files" for n in range(1, 5)) + "\n"


def test_progress_counter_is_not_redrawn_per_file():
    """10,000 files finishing at once: the first count and the last, not 10,000 redraws."""
    screen = Terminal()
    show = command.progress_printer(screen, every=60)
    for n in range(1, 10_001):
        show(n, 10_000, None)
    assert screen.getvalue() == "\rrewrite-dir: 1/10000 files\rrewrite-dir: 10000/10000 files\n"


_I64S = ", ".join(["i64"] * 8)
_ZEROS = ", ".join(["i64 0"] * 8)
ASSERTING = f"""declare i32 @quadrants_assert_format_ctx_args8(ptr, ptr, i32, {_I64S})

define void @forward(ptr %ctx, ptr %msg) {{
entry:
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr %msg, i32 0, {_ZEROS})
  ret void
}}
"""


def test_outline_reaches_modules_without_helper_calls(tmp_path):
    """A forward kernel has asserts but no adstack: --outline still rewrites it, once."""
    module = tmp_path / "forward_kernel_0_llvm.ll"
    module.write_text(ASSERTING)
    options = RewriteOptions(outline_cold=True)
    assert rewrite_dir(tmp_path, options, jobs=1).count(Status.REWRITTEN) == 1
    text = module.read_text()
    assert "call i32 @irpass.cold.quadrants_assert_format_ctx_args8(" in text
    assert rewrite_dir(tmp_path, options, jobs=1).count(Status.REWRITTEN) == 0
    assert module.read_text() == text
    assert rewrite_dir(tmp_path, RewriteOptions(), jobs=1).count(Status.NO_HELPERS) == 1


def test_outdir_that_is_a_file_is_refused_before_work(tmp_path, capsys):
    root = dump_dir(tmp_path)
    before = snapshot(root)
    (tmp_path / "taken").write_text("a file")
    assert main(["rewrite-dir", str(root), "-o", str(tmp_path / "taken")]) == 1
    assert capsys.readouterr().err == (
        f"irpass: error: cannot write '{tmp_path / 'taken'}': not a directory\n"
    )
    assert snapshot(root) == before


def test_two_inputs_for_one_output_are_refused_before_work(tmp_path, capsys):
    root = tmp_path / "ir"
    root.mkdir()
    (root / "k_llvm.ll").write_text(PLAIN)
    (root / "k_llvm.bc").write_bytes(b"BC\xc0\xde")
    argv = ["rewrite-dir", str(root), "--pattern", "k_llvm.*", "-o", str(tmp_path / "out")]
    assert main(argv) == 2
    assert capsys.readouterr().err == (
        f"irpass: error: {root / 'k_llvm.bc'} and {root / 'k_llvm.ll'} would both be written to "
        f"{tmp_path / 'out' / 'k_llvm.ll'}\n"
    )
    assert not (tmp_path / "out").exists()


def test_special_files_are_skipped_and_named(tmp_path, capsys):
    """A FIFO, a directory, a dangling symlink and a symlink to a kernel, all matching the
    pattern: in place, none is written or replaced, and each is named in the summary."""
    root = dump_dir(tmp_path)
    elsewhere = tmp_path / "sources"
    elsewhere.mkdir()
    linked = elsewhere / "kernel.ll"
    shutil.copyfile(DUMPS / KERNELS[0], linked)
    os.mkfifo(root / "pipe_llvm.ll")
    (root / "folder_llvm.ll").mkdir()
    (root / "dangling_llvm.ll").symlink_to(tmp_path / "nowhere.ll")
    (root / "link_llvm.ll").symlink_to(linked)
    stats = tmp_path / "stats.json"
    assert main(["rewrite-dir", str(root), "-j", "2", "--stats-json", str(stats)]) == 0
    err = capsys.readouterr().err
    assert f"{root / 'pipe_llvm.ll'}: skipped: a FIFO\n" in err
    assert f"{root / 'folder_llvm.ll'}: skipped: a directory\n" in err
    assert f"{root / 'dangling_llvm.ll'}: skipped: a dangling symlink\n" in err
    assert (
        f"{root / 'link_llvm.ll'}: skipped: a symlink, left alone in place (give -o OUTDIR to "
        "read it)\n"
    ) in err
    assert "8 files: 3 rewritten, 1 no-helpers, 4 skipped; 5 stacks rewritten" in err
    assert (root / "link_llvm.ll").is_symlink() and (root / "dangling_llvm.ll").is_symlink()
    assert linked.read_bytes() == (DUMPS / KERNELS[0]).read_bytes()
    data = json.loads(stats.read_text())
    assert data["files"]["skipped"] == 4
    skipped = {Path(f["path"]).name: f["error"] for f in data["per_file"] if f["error"]}
    assert skipped["pipe_llvm.ll"] == "a FIFO"

    out = tmp_path / "out"
    assert main(["rewrite-dir", str(root), "-o", str(out), "-j", "2"]) == 0
    err = capsys.readouterr().err
    assert "8 files: 1 rewritten, 1 no-helpers, 3 already-rewritten, 3 skipped;" in err  # the link
    assert (out / "link_llvm.ll").read_bytes() == next(root.glob("k0_*_llvm.ll")).read_bytes()
    assert not (out / "pipe_llvm.ll").exists() and not (out / "folder_llvm.ll").exists()
    assert f"{root / 'folder_llvm.ll'}: skipped: a directory\n" in err


def test_two_concurrent_runs_never_both_rewrite_one_file(tmp_path):
    """Two real processes on one tree: each file is rewritten by exactly one of them (the other
    waits for its lock, then finds irpass's marker), and the summaries add up."""
    root = tmp_path / "ir"
    root.mkdir()
    copies = 10
    for i in range(copies):
        shutil.copyfile(DUMPS / KERNELS[2], root / f"k{i}_llvm.ll")
    reference = tmp_path / "reference"
    reference.mkdir()
    shutil.copyfile(DUMPS / KERNELS[2], reference / "k_llvm.ll")
    rewrite_dir(reference, jobs=1)
    expected = (reference / "k_llvm.ll").read_bytes()
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "irpass",
                "rewrite-dir",
                str(root),
                "-j",
                "1",
                "--stats-json",
                str(tmp_path / f"stats{n}.json"),
            ],
            stderr=subprocess.PIPE,
        )
        for n in range(2)
    ]
    for proc in procs:
        assert proc.wait(timeout=300) == 0, proc.stderr.read()
    totals = [json.loads((tmp_path / f"stats{n}.json").read_text())["files"] for n in range(2)]
    assert totals[0]["rewritten"] + totals[1]["rewritten"] == copies
    assert totals[0]["already-rewritten"] + totals[1]["already-rewritten"] == copies
    for path in root.iterdir():
        assert path.read_bytes() == expected, path
        assert path.read_text().count(f"\n{MARKER} = ") == 1
    assert sorted(p.name for p in root.iterdir()) == [f"k{i}_llvm.ll" for i in range(copies)]
