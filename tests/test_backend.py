"""emit(): optimisation levels, output kinds, targets and options, on hand-written kernels
(the real dumps, through every strategy: ``test_real_dumps``)."""

import argparse
import platform
import re
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from irpass.backend.emit import EmitOptions, emit
from irpass.errors import IRPassError, UsageError
from irpass.testing.objects import PTXAS, assemble_ptx, read_elf, symbols
from irpass_cli.emit_args import add_emit_arguments, emit_options_from_args
from irpass_cli.main import build_parser

DUMPS = sorted((Path(__file__).parent.parent / "testdata/quadrants/dumps").glob("*.ll"))
needs_ptxas = pytest.mark.skipif(PTXAS is None, reason="ptxas (CUDA toolkit) is not on PATH")

# A kernel with a loop kept in memory, as an unoptimised front end writes it. The spacing and
# the comment are irpass's to keep: LLVM would print them differently.
SAXPY = """; a hand-written kernel
define void @saxpy(ptr %x, ptr %y, float %a, i32 %n) {
entry:
  %i = alloca i32, align 4
  store i32 0, ptr %i, align 4
  br label %test
test:
  %k = load i32, ptr %i, align 4
  %more = icmp slt i32 %k, %n
  br i1 %more, label %body, label %done
body:
  %px = getelementptr float, ptr %x, i32 %k
  %py = getelementptr float, ptr %y, i32 %k
  %vx = load float, ptr %px, align 4
  %vy = load float, ptr %py, align 4
  %ax = fmul float %a, %vx
  %s  = fadd float %ax, %vy
  store float %s, ptr %py, align 4
  %next = add i32 %k, 1
  store i32 %next, ptr %i, align 4
  br label %test
done:
  ret void
}
"""


def test_default_options_give_back_the_text_itself():
    assert emit(SAXPY, EmitOptions()) == SAXPY.encode()


def test_o3_optimises_and_verifies():
    text = emit(SAXPY, EmitOptions(opt_level=3)).decode()
    assert "alloca" not in text
    assert re.search(r"^define void @saxpy\(", text, re.M)
    llvm.parse_assembly(text).verify()


def test_bitcode_loads_back():
    module = llvm.parse_bitcode(emit(SAXPY, EmitOptions(opt_level=1, target="ptx", emit="bc")))
    module.verify()
    assert module.triple == "nvptx64-nvidia-cuda"
    assert [f.name for f in module.functions if not f.is_declaration] == ["saxpy"]


@needs_ptxas
def test_ptx_is_a_kernel_and_assembles(tmp_path):
    ptx = emit(SAXPY, EmitOptions(opt_level=3, target="ptx", emit="asm"))
    text = ptx.decode()
    assert ".target sm_90" in text
    assert ".visible .entry saxpy(" in text
    assemble_ptx(ptx, tmp_path)


def test_ptx_processor_and_version_come_from_mcpu_and_mattr():
    options = EmitOptions(target="ptx", mcpu="sm_80", mattr="+ptx80", emit="asm")
    text = emit(SAXPY, options).decode()
    assert ".version 8.0" in text and ".target sm_80" in text


HOST_MACHINE = {"x86_64": "EM_X86_64", "amd64": "EM_X86_64", "aarch64": "EM_AARCH64"}


HOST = HOST_MACHINE.get(platform.machine().lower())


@pytest.mark.parametrize(
    ("options", "machine"),
    [
        (EmitOptions(opt_level=3, target="amdgcn", emit="obj"), "EM_AMDGPU"),
        (EmitOptions(target="amdgcn", mcpu="gfx942", emit="obj"), "EM_AMDGPU"),
        (EmitOptions(opt_level=2, mtriple="x86_64-unknown-linux-gnu", emit="obj"), "EM_X86_64"),
        (EmitOptions(opt_level=2, mtriple="aarch64-unknown-linux-gnu", emit="obj"), "EM_AARCH64"),
        (EmitOptions(opt_level=2, target="cpu", emit="obj"), HOST),
    ],
    ids=["amdgcn-O3", "amdgcn-gfx942", "x86_64", "aarch64", "host"],
)
def test_objects_are_elf_files_for_the_right_machine(options, machine):
    elf = read_elf(emit(SAXPY, options))
    assert elf["e_type"] == "ET_REL"
    assert elf["e_machine"] == machine
    names = symbols(elf)
    assert "saxpy" in names
    if options.target == "amdgcn":
        assert "saxpy.kd" in names  # the kernel descriptor: an entry point, not a device function


def test_cpu_assembly_is_text_for_the_triple():
    text = emit(SAXPY, EmitOptions(mtriple="aarch64-unknown-linux-gnu", emit="asm")).decode()
    assert re.search(r"^saxpy:", text, re.M)
    assert "ret" in text


@pytest.mark.parametrize(
    "options",
    [
        EmitOptions(opt_level=3, emit="ll"),
        EmitOptions(opt_level=2, target="ptx", emit="bc"),
        EmitOptions(opt_level=3, target="ptx", emit="asm", define_helpers=True),
        EmitOptions(opt_level=3, target="amdgcn", emit="obj", define_helpers=True),
        EmitOptions(opt_level=1, target="cpu", emit="obj"),
    ],
    ids=["ll", "bc", "ptx", "amdgcn", "cpu"],
)
def test_emit_is_deterministic(options):
    text = DUMPS[0].read_text()
    assert emit(text, options) == emit(text, options)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"opt_level": 4}, "optimisation level must be 0 to 3"),
        ({"target": "spirv"}, "unknown target 'spirv'"),
        ({"emit": "exe"}, "unknown output kind 'exe'"),
        ({"target": "ptx", "emit": "obj"}, "PTX has no object file"),
        ({"mtriple": "nvptx64-nvidia-cuda", "emit": "obj"}, "PTX has no object file"),
        ({"target": "amdgcn", "mtriple": "x86_64-linux-gnu"}, "is not a amdgcn triple"),
        ({"target": "cpu", "kernels": ("k",)}, "does not apply to CPU targets"),
    ],
)
def test_impossible_options_are_refused(fields, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        EmitOptions(**fields)


NVPTX_MODULE = 'target triple = "nvptx64-nvidia-cuda"\ndefine void @k() {\n  ret void\n}\n'


def test_a_ptx_module_cannot_become_an_object_file():
    with pytest.raises(IRPassError, match="PTX has no object file") as error:
        emit(NVPTX_MODULE, EmitOptions(emit="obj"), "k.ll")
    assert str(error.value).startswith("k.ll:1:1: error:")


def test_a_module_keeps_its_own_triple_without_a_target():
    text = emit(NVPTX_MODULE, EmitOptions(emit="asm")).decode()
    assert ".target sm_90" in text and ".func k(" in text  # not a kernel: nothing asked for it


def test_unknown_triples_are_errors():
    with pytest.raises(IRPassError, match="unknown target triple 'nonsense-unknown-none'"):
        emit(SAXPY, EmitOptions(target="cpu", mtriple="nonsense-unknown-none"), "k.ll")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (EmitOptions(target="ptx", mcpu="sm_999"), "'sm_999' is not a processor LLVM knows"),
        (EmitOptions(target="amdgcn", mcpu="gfx9999"), "'gfx9999' is not a processor"),
        (EmitOptions(mtriple="x86_64-unknown-linux-gnu", mattr="+nofeature"), "not a feature"),
    ],
    ids=["sm_999", "gfx9999", "feature"],
)
def test_processors_and_features_llvm_does_not_know_are_errors(options, message):
    """LLVM itself only warns, then writes nonsense or aborts the process."""
    with pytest.raises(UsageError, match=re.escape(message)) as error:
        emit(SAXPY, options, "k.ll")
    assert str(error.value).startswith("irpass: error: ")  # about an option, not the file


# Taichi 1.7's form: typed pointers, the stack an entry-block alloca passed to every helper.
TAICHI_KERNEL = """
define void @taichi_kernel(float* %out, i32 %n) {
entry:
  %stack = alloca [68 x i8], align 8
  %s = bitcast [68 x i8]* %stack to i8*
  call void @stack_init(i8* %s)
  call void @stack_push(i8* %s, i64 8, i64 4)
  %top = call i8* @stack_top_primal(i8* %s, i64 4)
  %f = bitcast i8* %top to float*
  store float 2.0, float* %f
  %adj = call i8* @stack_top_adjoint(i8* %s, i64 4)
  %g = bitcast i8* %adj to float*
  %v = load float, float* %g
  store float %v, float* %out
  call void @stack_pop(i8* %s)
  ret void
}
declare void @stack_init(i8*) #0
declare void @stack_push(i8*, i64, i64) #0
declare void @stack_pop(i8*) #0
declare i8* @stack_top_primal(i8*, i64) #0
declare i8* @stack_top_adjoint(i8*, i64) #0
attributes #0 = { alwaysinline nounwind uwtable "target-cpu"="x86-64" }
"""


@needs_ptxas
@pytest.mark.parametrize("opt_level", [0, 3])
def test_taichi_kernel_with_helpers_assembles_as_ptx(opt_level, tmp_path):
    options = EmitOptions(opt_level=opt_level, target="ptx", emit="asm", define_helpers=True)
    ptx = emit(TAICHI_KERNEL, options)
    assert b".visible .entry taichi_kernel(" in ptx
    assemble_ptx(ptx, tmp_path)


def test_taichi_kernel_with_helpers_becomes_an_amdgpu_kernel():
    options = EmitOptions(target="amdgcn", emit="obj", define_helpers=True)
    assert "taichi_kernel.kd" in symbols(read_elf(emit(TAICHI_KERNEL, options)))


def _parse(argv: list[str]) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    parser = argparse.ArgumentParser(prog="irpass")
    add_emit_arguments(parser)
    return parser, parser.parse_args(argv)


def test_command_line_flags_fill_emit_options():
    _, args = _parse([])
    assert emit_options_from_args(args) == EmitOptions()
    argv = ["-O2", "--target", "amdgcn", "--mcpu", "gfx942", "--mattr", "+xnack", "--emit", "obj"]
    argv += ["--kernel", "a", "--kernel", "b", "--define-helpers"]
    _, args = _parse(argv)
    assert emit_options_from_args(args) == EmitOptions(
        opt_level=2,
        target="amdgcn",
        mcpu="gfx942",
        mattr="+xnack",
        emit="obj",
        kernels=("a", "b"),
        define_helpers=True,
    )
    for level in range(4):
        assert emit_options_from_args(_parse([f"-O{level}"])[1]).opt_level == level
    _, args = _parse(["--mtriple", "aarch64-linux-gnu", "--mcpu", "cortex-a72"])
    assert emit_options_from_args(args).mtriple == "aarch64-linux-gnu"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["-O4"], "invalid choice: '4'"),
    ],
)
def test_bad_command_lines_exit_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_:
        _parse(argv)
    assert exit_.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--target", "ptx", "--emit", "obj"], "PTX has no object file"),
        (["--target", "cpu", "--kernel", "k"], "does not apply to CPU targets"),
        (["--coalesce-counters"], "needs -O1 or higher"),
        (["--target", "spirv"], "--target=spirv: not ptx, amdgcn, cpu, nvptx64, nvptx, amdgcn"),
        (["--target=nvptx", "-march=amdgcn"], "--target=nvptx is not -march=amdgcn"),
        (["--target=nvptx64-nvidia-cuda", "-mtriple=x86_64"], "is not -mtriple=x86_64"),
    ],
)
def test_bad_combinations_are_usage_errors(argv, message):
    _, args = _parse(argv)
    with pytest.raises(UsageError, match=message):
        emit_options_from_args(args)


@pytest.mark.parametrize(
    ("argv", "coalesce"),
    [
        (["-O3"], True),
        (["-O1", "--strategy", "inline"], True),
        (["-O3", "--strategy", "none"], False),
        (["-O0"], False),
        (["-O3", "--no-coalesce-counters"], False),
        (["-O2", "--strategy", "none", "--coalesce-counters"], True),
    ],
)
def test_counters_are_coalesced_when_optimising_a_rewritten_module(argv, coalesce):
    args = build_parser().parse_args(["rewrite", "k.ll", *argv])
    assert emit_options_from_args(args).coalesce_counters is coalesce
