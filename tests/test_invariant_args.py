"""Loads from the kernel's argument buffer marked invariant (``irpass.passes.invariant_args``):
a kernel that reads its ndarray's shape and data pointer from the buffer, as Quadrants' codegen
does, JIT-run before and after with the same results; LLVM then reads each argument once; the
uses that leave a module alone; Genesis' own kernels."""

import ctypes
import lzma

import llvmlite.binding as llvm
import numpy as np
import pytest

from irpass.backend.emit import optimise
from irpass.backend.targets import resolve_target, target_machine
from irpass.passes.manager import apply
from irpass.stats import InvariantArgsStats
from irpass.testing.harness import compile_module
from tests.shared import ROOT

HEAD = """%struct.RuntimeContext = type { ptr, ptr, i32, ptr, i32, ptr, ptr }
declare void @sink(ptr)
"""

# out[i] = data[i] * 2 + shape for i < n: the shape (a bounds check's bound) and the data
# pointer read from the buffer at every element, after the previous element's store.
KERNEL = (
    HEAD
    + """
define void @kernel(ptr %context, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %store ]
  %slot = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0
  %buf = load ptr, ptr %slot, align 8
  %shapeat = getelementptr { { i32 }, ptr }, ptr %buf, i32 0, i32 0, i32 0
  %shape = load i32, ptr %shapeat, align 4
  %ok = icmp slt i32 %i, %shape
  br i1 %ok, label %store, label %exit
store:
  %dataat = getelementptr inbounds { { i32 }, ptr }, ptr %buf, i32 0, i32 1
  %data = load ptr, ptr %dataat, align 8
  %at = getelementptr i32, ptr %data, i32 %i
  %x = load i32, ptr %at, align 4
  %twice = shl i32 %x, 1
  %y = add i32 %twice, %shape
  store i32 %y, ptr %at, align 4
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
"""
)


class _Arg(ctypes.Structure):
    _fields_ = [("shape", ctypes.c_int32), ("data", ctypes.c_void_p)]


def _run(text: str, data: np.ndarray, shape: int, n: int, opt_level: int) -> np.ndarray:
    engine = compile_module(text, opt_level)
    out = data.copy()
    arg = _Arg(shape, out.ctypes.data)
    context = (ctypes.c_void_p * 7)(ctypes.addressof(arg))
    kernel = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32)(
        engine.get_function_address("kernel")
    )
    kernel(ctypes.addressof(context), n)
    return out


@pytest.mark.parametrize("opt_level", [0, 2])
@pytest.mark.parametrize(("shape", "n"), [(8, 8), (5, 8), (8, 0), (0, 3)])
def test_the_same_results_on_the_cpu(opt_level, shape, n) -> None:
    rewritten, stats = apply("invariant-args", KERNEL)
    assert stats == InvariantArgsStats(marked=3)  # the buffer, the shape, the data pointer
    assert rewritten.count("!invariant.load !{}") == 3
    data = np.arange(8, dtype=np.int32) - 3
    assert np.array_equal(
        _run(KERNEL, data, shape, n, opt_level), _run(rewritten, data, shape, n, opt_level)
    )


def _optimised_loads(text: str) -> int:
    module = llvm.parse_assembly(text)
    optimise(module, target_machine(resolve_target("cpu", None, None, None, ""), 2), 2)
    return str(module).count(" = load ")


def test_llvm_reads_each_argument_once() -> None:
    """What the marks are for: a shape read three times, a store between each (to memory LLVM
    cannot tell from the buffer), is read three times after -O2, and once when marked."""
    reads = "".join(
        f"  %slot{k} = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0\n"
        f"  %buf{k} = load ptr, ptr %slot{k}, align 8\n"
        f"  %shape{k} = load i32, ptr %buf{k}, align 4\n"
        f"  %at{k} = getelementptr i32, ptr %out, i64 {k}\n"
        f"  store i32 %shape{k}, ptr %at{k}, align 4\n"
        for k in range(3)
    )
    text = HEAD + f"define void @f(ptr %context, ptr %out) {{\n{reads}  ret void\n}}\n"
    rewritten, stats = apply("invariant-args", text)
    assert stats.marked == 6
    assert (_optimised_loads(text), _optimised_loads(rewritten)) == (6, 2)


@pytest.mark.parametrize(
    ("body", "why"),
    [
        ("call void @sink(ptr %buf)", "call takes a pointer into it (%buf)"),
        ("store ptr null, ptr %slot", "store takes the argument buffer's address in the context"),
        ("store ptr %buf, ptr %context", "store takes a pointer into it (%buf)"),
        ("%p = getelementptr i8, ptr %context, i64 %k", None),  # not the buffer: marked
        ("#dbg_value(ptr %buf, !1, !DIExpression(), !2)", None),  # debug info is no use
        ("call void @llvm.dbg.value(metadata ptr %buf, metadata !1, metadata !3)", None),
    ],
)
def test_a_buffer_that_may_change_is_left(body, why) -> None:
    text = (
        HEAD
        + "define void @f(ptr %context, i64 %k) {\n"
        + "  %slot = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0\n"
        + "  %buf = load ptr, ptr %slot, align 8\n"
        + "  %n = load i32, ptr %buf, align 4\n"
        + f"  {body}\n  ret void\n}}\n"
    )
    out, stats = apply("invariant-args", text)
    if why is None:
        assert stats == InvariantArgsStats(marked=2)
        return
    assert (out, stats.marked) == (text, 0)
    assert stats.left.startswith("@f: ") and why in stats.left


def test_the_reason_is_the_first_use() -> None:
    """Of several uses that may change the buffer, --stats names the first: in line order,
    then as the line names them (as the plugin's remark: instructions, then operands)."""
    offsets = "".join(f"  %p{k} = getelementptr i8, ptr %buf, i64 {k}\n" for k in range(5))
    calls = "".join(f"  call void @sink(ptr %p{k})\n" for k in (3, 0, 4, 1, 2))
    text = (
        HEAD
        + "define void @f(ptr %context) {\n"
        + "  %slot = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0\n"
        + "  %buf = load ptr, ptr %slot, align 8\n"
        + f"{offsets}{calls}  store ptr %slot, ptr %buf\n  ret void\n}}\n"
    )
    assert "(%p3)" in apply("invariant-args", text)[1].left
    text = text.replace(calls, "")
    assert "address in the context (%slot)" in apply("invariant-args", text)[1].left


@pytest.mark.slow
@pytest.mark.parametrize(
    "dump", sorted((ROOT / "testdata/genesis").glob("*.ll.xz")), ids=lambda p: p.name[:24]
)
def test_genesis_kernels(dump) -> None:
    """Every Genesis kernel (and release twin) is marked, verifies, and a second run is a
    no-op; every marked load is one of the buffer's."""
    text = lzma.decompress(dump.read_bytes()).decode()
    out, stats = apply("invariant-args", text)
    assert stats.left is None and stats.marked > 100
    assert out.count("!invariant.load !{}") == stats.marked
    llvm.parse_assembly(out).verify()
    assert apply("invariant-args", out) == (out, InvariantArgsStats())
