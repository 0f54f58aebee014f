"""The overflow exit that ends the thread (``--overflow-exit thread``, ``irpass.strategies.exits``):
which functions are kernel entry points (``irpass.ir.kernels.entry_points``), the same results
as the exit that returns when JIT-run on the CPU (ending the thread simulated by a ``longjmp``
back to the caller of the entry point), what ``--stats`` says where it returns, the default per
target, and Genesis' kernels."""

import lzma
import re

import llvmlite.binding as llvm
import pytest

import irpass
from irpass.errors import UsageError
from irpass.ir.address_spaces import allocas_to_private
from irpass.ir.kernels import entry_points
from irpass.options import OverflowExit
from irpass.testing.generator import generate, matrix
from irpass.testing.harness import assert_same, make_inputs, run
from irpass_cli.main import main
from tests.plugin_support import opt_rewrite, python_seen
from tests.shared import ROOT

QUADRANTS_TASK = "define void @k_c1_0_kernel_0_serial(ptr %c) {\n  ret void\n}\n"
HELPER = "define void @helper_kernel_2_serial(ptr %c) {\n  ret void\n}\n"
PLAIN = "define void @plain(ptr %c) {\n  ret void\n}\n"
CALLER = (
    "define void @caller(ptr %c) {\n  call void @helper_kernel_2_serial(ptr %c)\n  ret void\n}\n"
)
PTX_KERNEL = "define ptx_kernel void @marked(ptr %c) {\n  ret void\n}\n"
ANNOTATED = '!nvvm.annotations = !{!0}\n!0 = !{ptr @plain, !"kernel", i32 1}\n'


@pytest.mark.parametrize(
    ("text", "entries"),
    [
        (QUADRANTS_TASK + PLAIN, {"@k_c1_0_kernel_0_serial"}),  # a Quadrants task, unmarked
        (PLAIN, set()),  # a void function another module may call
        (HELPER + CALLER, set()),  # named like a task, but called here
        (PTX_KERNEL + QUADRANTS_TASK, {"@marked"}),  # marks, where there are any, decide
        (PLAIN + QUADRANTS_TASK + ANNOTATED, {"@plain"}),
    ],
    ids=["quadrants-task", "plain", "called", "calling-convention", "nvvm-annotations"],
)
def test_entry_points(text, entries) -> None:
    assert entry_points(text) == entries


# The matrix's Quadrants kernels whose stacks overflow: their exits are taken.
OVERFLOWING = [s for s in matrix() if s.flavour == "quadrants" and s.overflows][:6]
JUMP = """
@irpass.test.jmp = internal global [64 x i64] zeroinitializer, align 16
declare i32 @_setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn
"""


def _marked(text: str, names: list[str]) -> str:
    """``text`` with its kernel functions marked as entry points (``!nvvm.annotations``)."""
    refs = ", ".join(f"!{900 + i}" for i in range(len(names)))
    entries = "".join(
        f'!{900 + i} = !{{ptr @{n}, !"kernel", i32 1}}\n' for i, n in enumerate(names)
    )
    return f"{text}\n!nvvm.annotations = !{{{refs}}}\n{entries}"


def _on_the_cpu(text: str, names: list[str]) -> str:
    """``text`` (rewritten) runnable on the CPU with the same meaning: each entry point is run
    from a function of its old name that ``setjmp``s first, and ending the thread is a
    ``longjmp`` back to it (the entry point's caller goes on, as the GPU's next thread does)."""
    text = text.replace(
        "call void @llvm.nvvm.exit()", "call void @longjmp(ptr @irpass.test.jmp, i32 1)"
    )
    text = re.sub(r"^declare void @llvm\.nvvm\.exit\(\).*$", "", text, flags=re.M)
    text = "".join(ln for ln in text.splitlines(True) if "nvvm.annotations" not in ln)
    text = text.replace("define ptx_kernel void", "define void")  # opt's upgrade of the marks
    out = [text, JUMP]
    for name in names:
        header = next(ln for ln in text.splitlines() if ln.startswith(f"define void @{name}("))
        params = header[header.index("(") + 1 : header.rindex(")")]
        args = ", ".join(p.split()[0] + " " + p.split()[-1] for p in params.split(", "))
        out[0] = out[0].replace(f"@{name}(", f"@{name}.entry(")
        out.append(
            f"define void @{name}({params}) {{\n"
            "  %r = call i32 @_setjmp(ptr @irpass.test.jmp) returns_twice\n"
            "  %first = icmp eq i32 %r, 0\n"
            "  br i1 %first, label %run, label %done\n"
            f"run:\n  call void @{name}.entry({args})\n  br label %done\n"
            "done:\n  ret void\n}\n"
        )
    return "".join(out)


@pytest.mark.parametrize("strategy", ["shared-exit", "merged-checks"])
@pytest.mark.parametrize("opt_level", [0, 2])
def test_ending_the_thread_is_returning_from_the_entry_point(strategy, opt_level) -> None:
    """On every overflowing kernel, the exit that ends the thread leaves what the exit that
    returns leaves, field for field (outputs, slabs, the overflow flag and task id, guards)."""
    assert OVERFLOWING
    for spec in OVERFLOWING:
        kernel = generate(spec)
        names = [fn.name for fn in kernel.functions]
        marked = _marked(kernel.text, names)
        options = {"strategy": strategy, "overflow": "abort"}
        ends = irpass.rewrite(marked, irpass.RewriteOptions(overflow_exit="thread", **options))
        returns = irpass.rewrite(marked, irpass.RewriteOptions(**options))
        assert "call void @llvm.nvvm.exit()" in ends.text, spec.name
        assert "@irpass.overflow.exit" not in returns.text
        assert {f.exit for f in ends.stats.functions} == {"ends the thread"}
        inputs = make_inputs(kernel, seed=5)
        want = run(_on_the_cpu(returns.text, []), kernel, inputs, opt_level)
        got = run(_on_the_cpu(ends.text, names), kernel, inputs, opt_level)
        assert any(f.overflow_flag for f in got.functions), spec.name
        assert_same(want, got, layout=kernel)


@pytest.mark.plugin
@pytest.mark.slow
@pytest.mark.parametrize("strategy", ["shared-exit", "merged-checks"])
def test_the_plugin_ends_the_thread_as_the_python_tool(strategy) -> None:
    """On NVPTX modules, the plugin does what the Python tool does (what each function got, and
    the same ``@irpass.overflow.exit`` once LLVM printed both; the plugin leaves the values of
    the rewritten functions unnamed), and its output runs like the exit that returns."""
    for spec in OVERFLOWING[:3]:
        kernel = generate(spec)
        names = [fn.name for fn in kernel.functions]
        nvptx = 'target triple = "nvptx64-nvidia-cuda"\n' + _marked(kernel.text, names)
        options = {"strategy": strategy, "overflow": "abort"}
        python = irpass.rewrite(nvptx, irpass.RewriteOptions(overflow_exit="thread", **options))
        passes = f"adstack-promote<strategy={strategy};overflow=abort;overflow-exit=thread>"
        out, seen = opt_rewrite(nvptx, passes)
        assert seen == python_seen(python.stats), spec.name
        assert _thread_exit(out) == _thread_exit(python.text), spec.name
        returns = irpass.rewrite(kernel.text, irpass.RewriteOptions(**options)).text
        inputs = make_inputs(kernel, seed=5)
        want = run(_on_the_cpu(returns, []), kernel, inputs)
        assert_same(want, run(_on_the_cpu(out, names), kernel, inputs), layout=kernel)


def _thread_exit(text: str) -> str:
    """The definition of ``@irpass.overflow.exit`` as LLVM prints it, and its attributes."""
    function = llvm.parse_assembly(text, llvm.create_context()).get_function("irpass.overflow.exit")
    return f"{function} {sorted(map(bytes, function.attributes))}"


def test_where_it_returns_stats_say_why() -> None:
    kernel = generate(OVERFLOWING[0])
    options = irpass.RewriteOptions("shared-exit", overflow="abort", overflow_exit="thread")
    done = irpass.rewrite(kernel.text, options)
    assert "@irpass.overflow.exit" not in done.text
    assert {f.exit for f in done.stats.functions} == {"returns (not a kernel entry point)"}
    assert "overflow exit returns (not a kernel entry point)" in done.stats.format("k.ll")
    names = [fn.name for fn in kernel.functions]
    amdgpu = 'target triple = "amdgcn-amd-amdhsa"\n' + _marked(kernel.text, names)
    amdgpu = allocas_to_private(amdgpu)
    done = irpass.rewrite(amdgpu, options)
    assert "@irpass.overflow.exit" not in done.text
    why = "returns (on AMDGPU s_endpgm ends the wave, not the thread)"
    assert {f.exit for f in done.stats.functions} == {why}
    returns = irpass.RewriteOptions("shared-exit", overflow="abort")
    assert {f.exit for f in irpass.rewrite(kernel.text, returns).stats.functions} == {None}


def test_an_unknown_exit_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match=r"unknown overflow exit 'wave' \(one of return, thread\)"):
        irpass.RewriteOptions(overflow_exit="wave")
    assert irpass.RewriteOptions(overflow_exit="thread").passes[
        "adstack-promote"
    ].overflow_exit is (OverflowExit.THREAD)


@pytest.mark.parametrize(
    ("flags", "shown"),
    [
        (["--target", "ptx"], True),
        (["--target", "amdgcn"], False),
        ([], False),
        (["--target", "ptx", "--overflow-exit", "return"], False),
        (["--overflow-exit", "thread"], True),
    ],
)
def test_the_default_per_target(flags, shown, tmp_path, capsys) -> None:
    """``--target ptx`` ends the thread by default (the pipeline line says so), the others
    return."""
    source = tmp_path / "k.ll"
    source.write_text(generate(OVERFLOWING[0]).text)
    out = tmp_path / "out"
    assert main(["rewrite", str(source), "-o", str(out), "--stats", *flags]) == 0
    assert ("overflow-exit=thread" in capsys.readouterr().err) is shown


@pytest.mark.parametrize("target", ["amdgcn", "cpu"])
def test_the_thread_is_for_ptx_alone(target, tmp_path, capsys) -> None:
    source = tmp_path / "k.ll"
    source.write_text(generate(OVERFLOWING[0]).text)
    flags = ["rewrite", str(source), "--target", target, "--overflow-exit", "thread"]
    assert main([*flags, "-o", str(tmp_path / "out")]) == 2  # a usage error
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"NVPTX's exit, not on {target}" in err
    assert not (tmp_path / "out").exists()


@pytest.mark.slow
@pytest.mark.parametrize(
    "dump",
    sorted(p for p in (ROOT / "testdata/genesis").glob("*.ll.xz") if "release" not in p.name),
    ids=lambda p: p.name[:24],
)
def test_genesis_kernels_end_the_thread(dump) -> None:
    """Every Genesis kernel is a serial task, its exit ends the thread, and it verifies."""
    text = lzma.decompress(dump.read_bytes()).decode()
    done = irpass.rewrite(text, irpass.RewriteOptions(overflow="abort", overflow_exit="thread"))
    assert [f.exit for f in done.stats.functions] == ["ends the thread"]
    assert done.text.count("call void @irpass.overflow.exit(") == 1
    llvm.parse_assembly(done.text).verify()
