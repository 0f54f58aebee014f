"""The first mistakes a newcomer makes, and the line each one gets (issue #21's small traps)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import irpass
from irpass.backend.llvm import LLVM_VERSION
from irpass.errors import IRPassError
from irpass_cli.emit_args import add_emit_arguments, emit_options_from_args
from tests.shared import ROOT

LOOP = ROOT / "testdata" / "examples" / "quadrants_loop_f32.ll"  # an x86-64 CPU dump


def irpass_cli(*argv: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "irpass", *argv]
    return subprocess.run(command, capture_output=True, text=True, cwd=cwd, timeout=300)


def test_a_ptx_name_on_a_cpu_dump_warns_as_llc_would_not_choose_the_target(tmp_path: Path):
    out = tmp_path / "x.ptx"
    proc = irpass_cli("rewrite", str(LOOP), "--emit", "asm", "-o", str(out))
    assert proc.returncode == 0  # llc's convention: the module's triple decides, not the name
    assert proc.stderr == (
        f"irpass: warning: '{out}' gets x86 assembly: the module's triple is "
        "'x86_64-unknown-linux-gnu' and, as in llc, the output's name does not choose the target "
        "(--target ptx makes PTX)\n"
    )
    assert ".version" not in out.read_text()
    proc = irpass_cli("rewrite", str(LOOP), "--emit", "asm", "-o", str(out), "--target=nvptx64")
    assert (proc.returncode, proc.stderr) == (0, "")
    assert ".version 7.8" in out.read_text()


def test_a_directory_given_to_rewrite_suggests_rewrite_dir(tmp_path: Path):
    proc = irpass_cli("rewrite", str(tmp_path))
    assert proc.returncode == 1
    assert proc.stderr == (
        f"irpass: error: cannot read '{tmp_path}': is a directory\n"
        f"irpass: note: to rewrite the modules in it: irpass rewrite-dir {tmp_path} -o DIR\n"
    )


@pytest.mark.parametrize(("name", "command"), [("k.ll", "rewrite"), ("dumps", "rewrite-dir")])
def test_a_forgotten_subcommand_is_named(tmp_path: Path, name: str, command: str):
    (tmp_path / "dumps").mkdir()
    proc = irpass_cli(name, cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == (
        f"irpass: error: '{name}' is not a command; did you mean 'irpass {command} {name}'? "
        "(see irpass --help)\n"
    )


@pytest.mark.parametrize(
    ("spelling", "target", "mtriple"),
    [
        (["--target=nvptx"], "ptx", "nvptx-nvidia-cuda"),  # llc's -march names
        (["--target=nvptx64"], "ptx", None),
        (["--target=amdgcn"], "amdgcn", None),
        (["--target=nvptx64-nvidia-cuda"], "ptx", "nvptx64-nvidia-cuda"),  # clang's triple
        (["--target", "ptx", "-march=nvptx64"], "ptx", None),
    ],
)
def test_llvm_spellings_of_target(spelling: list[str], target: str, mtriple: str | None):
    import argparse

    parser = argparse.ArgumentParser()
    add_emit_arguments(parser)
    options = emit_options_from_args(parser.parse_args(spelling))
    assert (options.target, options.mtriple) == (target, mtriple)


def test_an_underscored_strategy_is_an_option_error_with_a_suggestion():
    with pytest.raises(IRPassError) as error:
        irpass.RewriteOptions(strategy="merged_checks")
    assert str(error.value) == (
        "irpass: error: unknown strategy 'merged_checks' (one of auto, merged-checks, "
        "shared-exit, opaque, inline, none); did you mean 'merged-checks'?"
    )
    proc = irpass_cli("rewrite", str(LOOP), "--strategy", "merged_checks")
    assert proc.returncode == 2 and "invalid choice: 'merged_checks'" in proc.stderr


def test_stats_count_one_stack_and_the_cold_pushes_left(tmp_path: Path):
    stats = tmp_path / "s.json"
    proc = irpass_cli(
        "rewrite", str(LOOP), "--stats", "--stats-json", str(stats), "-o", "/dev/null"
    )
    function = json.loads(stats.read_text())["functions"][0]
    # shared-exit/abort reports an overflow through the real stack_push on its exit block
    assert (function["helper_calls"], function["calls_removed"], function["cold_calls"]) == (
        14,
        14,
        1,
    )
    assert "1 stack, 1 rewritten, 0 skipped; helper calls 14 -> 1 (1 on overflow paths);" in (
        proc.stderr
    )
    out = irpass_cli("rewrite", str(LOOP)).stdout
    assert out.count("call void @stack_push(") == 1
    unchecked = irpass_cli("rewrite", str(LOOP), "--overflow", "unchecked", "--stats").stderr
    assert "helper calls 14 -> 0;" in unchecked


def test_help_and_stats_say_what_auto_does_by_default():
    help_text = " ".join(irpass_cli("rewrite", "--help").stdout.split())
    assert "costs column" not in help_text
    assert "leaving the helper calls alone included" not in help_text
    assert "with --leave-alone, leaving the helper calls alone is one of the choices" in help_text
    assert "'est. ptxas x left alone'" in help_text
    stats = irpass_cli("rewrite", str(LOOP), "--stats", "-o", "/dev/null").stderr
    assert "est. ptxas x left alone: " in stats


# -- issue #35: a newcomer's first hour, round two ------------------------------------------------


def blocked(*modules: str) -> list[str]:
    """``python -c`` running irpass's command line with ``modules`` unimportable (a base
    install, without the extras)."""
    code = (
        "import sys\n"
        f"for name in {modules!r}: sys.modules[name] = None\n"
        "from irpass_cli.main import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    return [sys.executable, "-c", code]


def test_a_missing_extra_is_one_line_naming_it(tmp_path: Path):
    argv = [*blocked("numpy", "quadrants"), "quadrants", "--", sys.executable, "-c", "pass"]
    proc = subprocess.run(argv, capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert (proc.returncode, proc.stdout) == (1, "")
    assert proc.stderr == (
        "irpass: error: numpy is not installed: this command needs irpass's 'quadrants' extra "
        "(pip install 'irpass[quadrants]')\n"
    )


def test_another_missing_module_is_still_an_internal_error():
    from irpass_cli.common import missing_extra

    assert missing_extra(ModuleNotFoundError("x", name="numpyx")) is None
    error = missing_extra(ModuleNotFoundError("x", name="quadrants._lib"))
    assert error is not None and "'quadrants' extra" in error.message


@pytest.mark.parametrize("arch", ["cuda", "amdgpu", "x64"])
def test_runtime_path_prints_the_installed_runtime(arch: str):
    pytest.importorskip("quadrants", reason="the runtime comes with Quadrants")
    proc = irpass_cli("runtime-path", arch)
    assert (proc.returncode, proc.stderr) == (0, "")
    path = Path(proc.stdout.rstrip("\n"))
    assert proc.stdout.count("\n") == 1 and path.name == f"runtime_{arch}.bc"
    assert path.read_bytes()[:4] == b"BC\xc0\xde"


def test_runtime_path_without_quadrants_names_the_extra(tmp_path: Path):
    argv = [*blocked("quadrants"), "runtime-path", "cuda"]
    proc = subprocess.run(argv, capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert (proc.returncode, proc.stdout) == (1, "")
    assert proc.stderr == (
        "irpass: error: no Quadrants runtime_cuda.bc: the runtime comes with Quadrants, which "
        "irpass's 'quadrants' extra installs (pip install 'irpass[quadrants]')\n"
    )
    argv = [*blocked("quadrants"), "rewrite", str(LOOP), "--for", "quadrants-cpu", "-o", "k.ll"]
    proc = subprocess.run(argv, capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert proc.returncode == 2 and "pip install 'irpass[quadrants]'" in proc.stderr
    assert not (tmp_path / "k.ll").exists()


@pytest.mark.parametrize("where", [["-o", "out"], []], ids=["-o", "in place"])
def test_rewrite_dir_matching_nothing_is_an_error(tmp_path: Path, where: list[str]):
    """A build step that rewrote nothing is misconfigured: exit 1, nothing written."""
    (tmp_path / "kernel.ll").write_bytes(LOOP.read_bytes())
    proc = irpass_cli("rewrite-dir", ".", *where, "--stats-json", "s.json", cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr == (
        "irpass: error: no file in . matches --pattern '*_llvm.ll' (Quadrants names its kernel "
        "modules *_llvm.ll; try --pattern '*.ll', or '**/*.ll' to recurse)\n"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kernel.ll"]
    assert (tmp_path / "kernel.ll").read_bytes() == LOOP.read_bytes()
    proc = irpass_cli("rewrite-dir", ".", *where, "--pattern", "*.ll", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize(
    ("name", "emit", "named"),
    [("y.ptx", "ll", "asm"), ("y.o", "ll", "obj"), ("y.bc", "ll", "bc"), ("y.ll", "bc", "ll")],
)
def test_an_output_named_for_another_kind_warns(tmp_path: Path, name: str, emit: str, named: str):
    """As in opt and llc, the name chooses nothing; irpass says what the file gets."""
    writes = {
        "ll": "textual LLVM IR",
        "bc": "LLVM bitcode",
        "asm": "assembly",
        "obj": "an object file",
    }
    proc = irpass_cli("rewrite", str(LOOP), "--emit", emit, "-o", name, cwd=tmp_path)
    assert proc.returncode == 0
    assert proc.stderr == (
        f"irpass: warning: '{name}' gets {writes[emit]} (--emit {emit}): as in opt and llc, the "
        f"output's name does not choose what is written (--emit {named} writes {writes[named]})\n"
    )
    assert (tmp_path / name).read_bytes()[:4] == (b"BC\xc0\xde" if emit == "bc" else b"; Mo")


@pytest.mark.parametrize(
    "argv",
    [
        ["--emit", "asm", "--target", "ptx", "-o", "k.ptx"],
        ["--emit", "obj", "-o", "k.o"],
        ["-o", "k.ll"],
        ["--emit", "bc", "-o", "k.bc"],
        ["-o", "k.txt"],
    ],
)
def test_an_output_named_for_its_kind_does_not_warn(tmp_path: Path, argv: list[str]):
    proc = irpass_cli("rewrite", str(LOOP), *argv, cwd=tmp_path)
    assert (proc.returncode, proc.stderr) == (0, "")


def test_a_file_that_is_not_ir_gets_a_hint(tmp_path: Path):
    (tmp_path / "README.md").write_text("# irpass\n\nRewrite the adstack helper calls.\n")
    proc = irpass_cli("rewrite", "README.md", "-o", "k.ll", cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr == (
        "README.md:1:1: error: expected top-level entity\n"
        "README.md:1:1: note: is this LLVM IR? irpass reads a module as textual IR (.ll) or "
        f"bitcode (.bc), as LLVM {LLVM_VERSION} writes them\n"
    )
    assert not (tmp_path / "k.ll").exists()
    (tmp_path / "notes.txt").write_text("; a comment\n\nhello\n")
    proc = irpass_cli("rewrite", "notes.txt", cwd=tmp_path)
    assert proc.stderr.splitlines()[1].startswith("notes.txt:3:1: note: is this LLVM IR?")


def test_a_broken_module_gets_no_not_ir_hint(tmp_path: Path):
    """The same LLVM message after a line of IR is a broken module, not another file."""
    (tmp_path / "k.ll").write_text("define void @f() {\n  ret void\n}\n}\n")
    proc = irpass_cli("rewrite", "k.ll", cwd=tmp_path)
    assert (proc.returncode, proc.stderr) == (1, "k.ll:4:1: error: expected top-level entity\n")


@pytest.mark.parametrize("command", ["rewrite", "rewrite-dir", "quadrants"])
def test_help_promises_what_an_error_prints(tmp_path: Path, command: str):
    """--help's exit statuses say an error line and a note line; a directory gives both."""
    help_text = " ".join(irpass_cli(command, "--help").stdout.split())
    assert "1 an input or output failed (one error line on stderr, and a note line when " in (
        help_text
    )
    assert "there is a hint; nothing written)" in help_text
    lines = irpass_cli("rewrite", str(tmp_path)).stderr.splitlines()
    assert [line.split(": ")[1] for line in lines] == ["error", "note"]
