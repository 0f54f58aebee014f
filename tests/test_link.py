"""``--link`` and ``--inline-linked``: linking a runtime into the kernel module before -O."""

import ctypes
import subprocess
import sys
from pathlib import Path

import llvmlite.binding as llvm
import pytest

import irpass
from irpass.backend.emit import EmitOptions, emit
from irpass.backend.link import (
    PRINT_ONLY,
    inline_reporters,
    keeps_out_of_line,
    mark_inline,
    print_through_vprintf,
)
from irpass.errors import IRPassError
from irpass.testing.cpu_runtime import runtime_bitcode
from irpass.testing.harness import compile_module
from irpass.testing.objects import PTXAS, assemble_ptx, linked_ptx
from tests.shared import ROOT

DUMP = ROOT / "testdata/quadrants/dumps/loop_carry_carry_reverse_grad_kernel_0_range_for.ll"

KERNEL = """
declare i32 @twice(i32)
declare void @report(i32)

define void @kernel(ptr %out, i32 %x) {
entry:
  %y = call i32 @twice(i32 %x)
  store i32 %y, ptr %out
  call void @report(i32 %y)
  ret void
}
"""

# Built like the Quadrants runtime: -O0 (optnone noinline), an x86 triple and host attributes;
# @report calls the marker, so the GPU backends never inline it.
RUNTIME = """
target triple = "x86_64-unknown-linux-gnu"

@count = global i32 0

define i32 @twice(i32 %v) #0 {
  %r = mul i32 %v, 2
  ret i32 %r
}

define void @report(i32 %v) #0 {
  call void @mark_force_no_inline()
  store i32 %v, ptr @count
  ret void
}

define void @mark_force_no_inline() #0 {
  ret void
}

define void @unused() #0 {
  ret void
}

attributes #0 = { noinline nounwind optnone "target-cpu"="x86-64" "target-features"="+sse2" }
"""


@pytest.fixture
def runtime(tmp_path) -> Path:
    path = tmp_path / "runtime.ll"
    path.write_text(RUNTIME)
    return path


def _define(ir: str, name: str) -> str:
    return next(line for line in ir.splitlines() if line.startswith("define") and name in line)


def _attributes(ir: str, line: str) -> str:
    group = line.split(" #")[-1].split()[0]
    return next(a for a in ir.splitlines() if a.startswith(f"attributes #{group} ="))


def test_linked_functions_are_inlined_except_marked_ones(runtime) -> None:
    options = EmitOptions(opt_level=3, target="ptx", link=(str(runtime),), inline_linked=True)
    ir = emit(KERNEL, options).decode()
    kernel = ir[ir.index("define ptx_kernel void @kernel") :]
    kernel = kernel[: kernel.index("\n}")]
    assert "@twice" not in kernel and "shl i32 %x, 1" in kernel
    assert "void @report(i32 %r.i)" in kernel
    assert "define internal fastcc void @report(" in ir
    assert "@unused" not in ir and "@twice" not in ir, "unused runtime functions are removed"
    report = _attributes(ir, _define(ir, "@report("))
    assert "noinline" in report and "optnone" in report
    assert "target-cpu" not in ir and 'target triple = "nvptx64-nvidia-cuda"' in ir


def test_without_inline_linked_the_runtime_keeps_its_attributes(runtime) -> None:
    options = EmitOptions(opt_level=3, target="ptx", link=(str(runtime),))
    ir = emit(KERNEL, options).decode()
    assert "i32 @twice(i32 %x)" in ir
    assert "optnone" in _attributes(ir, _define(ir, "@twice("))


def test_bitcode_links_like_text(runtime, tmp_path) -> None:
    bitcode = tmp_path / "runtime.bc"
    bitcode.write_bytes(llvm.parse_assembly(RUNTIME).as_bitcode())
    as_text = emit(KERNEL, EmitOptions(opt_level=2, link=(str(runtime),), inline_linked=True))
    as_bitcode = emit(KERNEL, EmitOptions(opt_level=2, link=(str(bitcode),), inline_linked=True))
    assert as_text.replace(str(runtime).encode(), b"") == as_bitcode.replace(
        str(bitcode).encode(), b""
    )


def test_link_keeps_the_kernel_triple_and_host_attributes_on_the_same_target(runtime) -> None:
    kernel = 'target triple = "x86_64-unknown-linux-gnu"\n' + KERNEL
    ir = emit(kernel, EmitOptions(link=(str(runtime),))).decode()
    assert '"target-cpu"="x86-64"' in ir
    assert "define internal i32 @twice(" in ir


def test_mark_inline_splits_shared_attribute_groups() -> None:
    text = (
        "define void @a() #0 {\n  call void @mark_force_no_inline()\n  ret void\n}\n"
        "define void @b() #0 {\n  ret void\n}\n"
        "define void @c() {\n  ret void\n}\n"
        "declare void @mark_force_no_inline()\n"
        "attributes #0 = { noinline nounwind optnone }\n"
    )
    for optimise_kept in (False, True):
        marked = mark_inline(text, optimise_kept=optimise_kept)
        module = llvm.parse_assembly(marked)
        module.verify()
        attrs = {f.name: " ".join(a.decode() for a in f.attributes) for f in module.functions}
        kept = ["noinline", "nounwind", "optsize" if optimise_kept else "optnone"]
        assert attrs["a"].split() == kept, "left out of line; LLVM may optimise it (for size)"
        assert attrs["b"].split() == ["alwaysinline", "nounwind"]
        assert attrs["c"].split() == ["alwaysinline"]


def test_inline_reporters_marks_only_the_debug_check_reporters() -> None:
    text = (
        "define internal void @irpass.debug.report(ptr %f) #0 {\n  ret void\n}\n"
        "define internal void @irpass.debug.report.1(ptr %f) #0 {\n  ret void\n}\n"
        "define internal void @irpass.debug.reporter(ptr %f) #0 {\n  ret void\n}\n"
        "define void @kernel(ptr %f) #0 {\n  ret void\n}\n"
        "attributes #0 = { cold noinline nounwind }\n"
    )
    module = llvm.parse_assembly(inline_reporters(text))
    module.verify()
    attrs = {f.name: " ".join(a.decode() for a in f.attributes).split() for f in module.functions}
    assert attrs["irpass.debug.report"] == ["alwaysinline", "cold", "nounwind"]
    assert attrs["irpass.debug.report.1"] == attrs["irpass.debug.report"]
    assert attrs["irpass.debug.reporter"] == attrs["kernel"] == ["cold", "noinline", "nounwind"]
    assert inline_reporters(KERNEL) is KERNEL


def test_mark_inline_keeps_print_only_functions_out_of_line() -> None:
    text = (
        "define void @_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_() #0 {\n  ret void\n}\n"
        "define void @taichi_printf() #0 {\n  ret void\n}\n"
        "define void @quadrants_printf_like() #0 {\n  ret void\n}\n"
        "attributes #0 = { noinline nounwind optnone }\n"
    )
    module = llvm.parse_assembly(mark_inline(text, PRINT_ONLY))
    attrs = {f.name: " ".join(a.decode() for a in f.attributes) for f in module.functions}
    assert "optnone" in attrs["_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_"]
    assert "optnone" in attrs["taichi_printf"]
    assert attrs["quadrants_printf_like"].split() == ["alwaysinline", "nounwind"]
    assert keeps_out_of_line("_Z13taichi_printfIJiEEvP7ContextPKcDpT_", PRINT_ONLY)
    assert not keeps_out_of_line("_Z17quadrants_printfxIJiEEv", PRINT_ONLY)


def test_link_errors_name_the_linked_file(runtime, tmp_path) -> None:
    with pytest.raises(IRPassError) as missing:
        emit(KERNEL, EmitOptions(link=(str(tmp_path / "nope.bc"),)))
    assert missing.value.path.endswith("nope.bc") and "cannot read" in missing.value.message
    twice = KERNEL.replace(
        "declare i32 @twice(i32)", "define i32 @twice(i32 %v) {\n  ret i32 %v\n}"
    )
    with pytest.raises(IRPassError, match="defines twice") as clash:
        emit(twice, EmitOptions(link=(str(runtime),)))
    assert clash.value.path == str(runtime)
    garbage = tmp_path / "garbage.bc"
    garbage.write_bytes(b"BC\xc0\xde" + b"\x00" * 16)
    with pytest.raises(IRPassError, match="not valid LLVM bitcode"):
        emit(KERNEL, EmitOptions(link=(str(garbage),)))
    with pytest.raises(ValueError, match="--inline-linked needs --link"):
        EmitOptions(inline_linked=True)


@pytest.mark.slow
@pytest.mark.skipif(runtime_bitcode("cuda") is None, reason="the quadrants wheel is not installed")
@pytest.mark.skipif(PTXAS is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("outline", ["--outline", "--no-outline"])
def test_dump_with_the_real_runtime_assembles(tmp_path, outline) -> None:
    ptx = tmp_path / "k.ptx"
    done = subprocess.run(
        [sys.executable, "-m", "irpass_cli.main", "rewrite", str(DUMP), "-O3", "--target", "ptx"]
        + ["--emit", "asm", "--link", str(runtime_bitcode("cuda")), "--inline-linked", outline]
        + ["-o", str(ptx)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    text = ptx.read_text()
    assert ("irpass_$_cold_$_quadrants_assert_format_ctx_args8" in text) == (outline == "--outline")
    assert ".func quadrants_assert_format(" in text, "it calls mark_force_no_inline"
    assemble_ptx(text.encode(), tmp_path, "assembled")


PRINTF = "_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_"  # reports debug_<op>_<type>


@pytest.mark.slow
@pytest.mark.skipif(runtime_bitcode("cuda") is None, reason="the quadrants wheel is not installed")
@pytest.mark.skipif(PTXAS is None, reason="ptxas is not on PATH")
def test_print_out_of_line_keeps_one_printf_with_the_real_runtime(tmp_path) -> None:
    """The dump's debug_shl/debug_add calls report through quadrants_printf; kept out of line,
    it is one .func the kernel calls, and the kernel body is smaller."""
    sizes = {}
    for kept in (False, True):
        options = linked_ptx(print_out_of_line=kept)
        ptx = emit(DUMP.read_text(), options)
        assert (f".func {PRINTF}(".encode() in ptx) == kept
        body = ptx[ptx.index(b".func function_body(") :]
        sizes[kept] = len(body[: body.index(b"\n}\n")].splitlines())
        assemble_ptx(ptx, tmp_path, f"k{kept}")
    assert sizes[True] < sizes[False]


@pytest.mark.skipif(runtime_bitcode("cuda") is None, reason="the quadrants wheel is not installed")
def test_print_only_covers_every_printer_of_the_real_runtime() -> None:
    """The functions of runtime_cuda.bc that call the print sink (cuda_vprintf) are the
    quadrants_printf<...> instances, all kept out of line; ___stubs___ only references it."""
    text = str(llvm.parse_bitcode(runtime_bitcode("cuda").read_bytes(), llvm.create_context()))
    printers, current = set(), None
    for line in text.splitlines():
        if line.startswith("define"):
            current = line.split("@", 1)[1].split("(", 1)[0]
        elif "@cuda_vprintf(" in line and " call " in f" {line.strip()}":
            printers.add(current)
    assert printers - {"___stubs___"}
    assert {p for p in printers if not keeps_out_of_line(p, PRINT_ONLY)} == {"___stubs___"}


REPORTER = """
define internal void @irpass.debug.report(ptr %context, ptr %format, ptr %message) #0 {{
entry:
  %slot = alloca ptr, align 8
  store ptr %message, ptr %slot, align 8
  %runtime = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @{printf}(ptr %runtime, ptr %format, ptr %slot) #1
  ret void
}}
declare ptr @RuntimeContext_get_runtime(ptr)
declare void @{printf}(ptr, ptr, ptr)
attributes #0 = {{ cold noinline nounwind }}
attributes #1 = {{ cold }}
"""


@pytest.mark.parametrize("printf", [PRINTF, f"irpass.runtime.{PRINTF}"])
@pytest.mark.parametrize("triple", ["nvptx64-nvidia-cuda", "aarch64-linux-gnu", "x86_64-linux"])
def test_cuda_reporters_print_through_vprintf(triple, printf) -> None:
    """On CUDA the inlined reporter calls vprintf on its slot (the runtime's printf, linked or
    the cold-runtime copy, is no longer called); on other targets it keeps the runtime's."""
    text = f'target triple = "{triple}"\n' + REPORTER.format(printf=printf)
    out = inline_reporters(text)
    llvm.parse_assembly(out).verify()
    report = out[out.index("@irpass.debug.report(") : out.index("\n}")]
    cuda = triple.startswith("nvptx")
    assert ("call void @vprintf(ptr %format, ptr %slot) #1" in report) == cuda
    assert (f"call void @{printf}(" in report) != cuda
    assert out.count("declare void @vprintf(ptr, ptr)") == cuda
    again = print_through_vprintf(out, {"irpass.debug.report"}) if cuda else out
    assert again.count("declare void @vprintf(") == cuda, "declared once"


def test_vprintf_is_called_as_the_module_declares_it() -> None:
    """A module that declares CUDA's ``i32 vprintf`` itself gets its reports called that way."""
    text = 'target triple = "nvptx64-nvidia-cuda"\n' + REPORTER.format(printf=PRINTF)
    out = inline_reporters(text + "declare i32 @vprintf(ptr, ptr)\n")
    llvm.parse_assembly(out).verify()
    assert "call i32 @vprintf(ptr %format, ptr %slot) #1" in out
    assert out.count("@vprintf(ptr, ptr)") == 1


@pytest.mark.skipif(runtime_bitcode("cuda") is None, reason="the quadrants wheel is not installed")
def test_vprintf_prints_what_the_cuda_runtimes_printf_prints() -> None:
    """JIT on the CPU: the debug-check reporter through runtime_cuda.bc's own
    quadrants_printf<const char*&> (its 1 KB buffer, then the print sink) and through vprintf on
    the slot pass the print sink the same format and the same argument, once per overflow."""
    kernel = """
@where = private unnamed_addr constant [5 x i8] c"here\\00"
declare i32 @debug_add_i32(ptr, i32, i32, ptr)
define i32 @kernel(ptr %ctx, i32 %a) {
entry:
  %s = call i32 @debug_add_i32(ptr %ctx, i32 %a, i32 1, ptr @where)
  ret i32 %s
}
"""
    checked = irpass.rewrite(kernel, irpass.RewriteOptions("none", debug_checks=True)).text
    sink = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p))
    prints: dict[str, list[tuple[bytes, bytes]]] = {}
    context = (ctypes.c_uint8 * 4096)()
    for name, text in (
        ("runtime", checked),
        ("vprintf", print_through_vprintf(checked, {"irpass.debug.report"})),
    ):
        got = prints.setdefault(name, [])
        hook = sink(lambda fmt, args, got=got: got.append((fmt, args[0])))
        for symbol in ("cuda_vprintf", "vprintf"):  # the runtime's print sink, CUDA's name
            llvm.add_symbol(symbol, ctypes.cast(hook, ctypes.c_void_p).value)
        engine = compile_module(text, link=runtime_bitcode("cuda").read_bytes())
        run = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int32)(
            engine.get_function_address("kernel")
        )
        assert [run(ctypes.addressof(context), a) for a in (1, 2**31 - 1)] == [2, -(2**31)]
        engine.close()
    assert prints["runtime"] == [(b"Addition overflow detected in %s\n", b"here")]
    assert prints["vprintf"] == prints["runtime"]


@pytest.mark.slow
@pytest.mark.skipif(runtime_bitcode("cuda") is None, reason="the quadrants wheel is not installed")
@pytest.mark.skipif(PTXAS is None, reason="ptxas is not on PATH")
def test_linked_cuda_kernels_call_vprintf_for_each_report(tmp_path) -> None:
    """The dump's debug checks rewritten, then linked for CUDA with the print kept out of line:
    each inlined report is one vprintf call in the kernel, and no printf function is left."""
    options = irpass.RewriteOptions("none", debug_checks=True)
    text = irpass.rewrite(DUMP.read_text(), options, str(DUMP)).text
    ptx = emit(text, linked_ptx(print_out_of_line=True, reporters=True)).decode()
    assert f".func {PRINTF}" not in ptx and "quadrants_printf" not in ptx
    reports = text.count("call void @irpass.debug.report(")
    assert reports and ptx.count("call.uni vprintf,") == reports
    assemble_ptx(ptx.encode(), tmp_path)
