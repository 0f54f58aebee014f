"""Outlining cold calls: the wrapper's shape, unchanged behaviour (JIT and Quadrants), stats."""

import ctypes
import json
import subprocess
import sys

import llvmlite.binding as llvm
import numpy as np
import pytest

import irpass
from irpass.backend.emit import EmitOptions, emit
from irpass.passes.outline import outline, parse_signature, wrapper_name
from irpass.strategies import REGISTRY
from irpass.testing.generator import generate
from irpass.testing.harness import assert_same, compile_module, make_inputs, run
from irpass.testing.kernel_spec import KernelSpec

# A kernel whose bounds check calls an assert helper the module defines itself: each failed
# check adds the bad index to a global and returns 1 when it is above 100 (the caller then
# returns early, as Quadrants' ``assert_abort`` blocks do).
ASSERTING = """
@fired = global i64 0
@seen = global i64 0

define i32 @quadrants_assert_format_ctx_args8(ptr noundef %ctx, ptr noundef %msg, i32 noundef %n,
    i64 noundef %a0, i64 noundef %a1, i64 noundef %a2, i64 noundef %a3, i64 noundef %a4,
    i64 noundef %a5, i64 noundef %a6, i64 noundef %a7) alwaysinline {
entry:
  %f = load i64, ptr @fired
  %f1 = add i64 %f, 1
  store i64 %f1, ptr @fired
  %s = load i64, ptr @seen
  %s1 = add i64 %s, %a0
  store i64 %s1, ptr @seen
  %big = icmp ugt i64 %a0, 100
  %r = zext i1 %big to i32
  ret i32 %r
}

define i64 @kernel(ptr %data, i64 %n, i64 %size) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %next ]
  %p = getelementptr i64, ptr %data, i64 %i
  %j = load i64, ptr %p
  %ok = icmp ult i64 %j, %size
  br i1 %ok, label %next, label %fail
fail:
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr null, ptr null, i32 1, i64 %j, i64 0,
      i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %abort = icmp ne i32 %r, 0
  br i1 %abort, label %out, label %next
next:
  %acc1 = add i64 %acc, %j
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %loop, label %out
out:
  %res = phi i64 [ %acc1, %next ], [ -1, %fail ]
  ret i64 %res
}
"""


def _jit(text: str, data: list[int], size: int) -> tuple[int, int, int]:
    """(result, @fired, @seen) of ``kernel`` on ``data``, compiled at -O2."""
    engine = compile_module(text, opt_level=2)
    kernel = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)(
        engine.get_function_address("kernel")
    )
    array = (ctypes.c_int64 * len(data))(*data)
    result = kernel(ctypes.addressof(array), len(data), size)
    counters = [
        ctypes.c_int64.from_address(engine.get_global_value_address(name)).value
        for name in ("fired", "seen")
    ]
    return result, *counters


@pytest.mark.parametrize(
    "data",
    [[1, 2, 3, 4], [1, 9, 3, 12, 0], [5, 200, 7], [300]],
    ids=["no-assert", "asserts-fire", "assert-aborts", "first-aborts"],
)
def test_outlined_asserts_behave_the_same(data: list[int]) -> None:
    outlined, counts = outline(ASSERTING)
    assert counts == {"quadrants_assert_format_ctx_args8": 1}
    assert "call i32 @irpass.cold.quadrants_assert_format_ctx_args8(" in outlined
    assert _jit(outlined, data, 8) == _jit(ASSERTING, data, 8)


BRANCHY = """
declare i32 @quadrants_assert_format_ctx_args8(ptr noundef, ptr noundef, i32 noundef,
    i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef,
    i64 noundef)

define i64 @kernel(ptr %data, i64 %i, i64 %size) {
entry:
  %bad = icmp uge i64 %i, %size
  br i1 %bad, label %fail, label %ok
fail:
  %r = call i32 @quadrants_assert_format_ctx_args8(ptr null, ptr null, i32 1, i64 %i, i64 0,
      i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)
  %abort = icmp ne i32 %r, 0
  br i1 %abort, label %out, label %ok
ok:
  %p = getelementptr i64, ptr %data, i64 %i
  %v = load i64, ptr %p
  %w = mul i64 %v, 3
  br label %out
out:
  %res = phi i64 [ %w, %ok ], [ -1, %fail ]
  ret i64 %res
}
"""


def _kernel_asm(text: str) -> str:
    x86 = EmitOptions(opt_level=3, mtriple="x86_64-unknown-linux-gnu", emit="asm")
    asm = emit(text, x86).decode()
    start = asm.index("\nkernel:")
    return asm[start : asm.index(".Lfunc_end", start)]


def test_wrapper_survives_o3_and_its_block_is_laid_out_last() -> None:
    """``cold`` sends the failing block after the hot path's ``ret``; without it, it stays."""
    outlined, _ = outline(BRANCHY)
    ir = emit(outlined, EmitOptions(opt_level=3)).decode()
    calls = [line for line in ir.splitlines() if " call " in line and "@irpass.cold." in line]
    assert len(calls) == 1 and "i64 %i" in calls[0]
    asm = _kernel_asm(outlined)
    assert asm.index("\tretq") < asm.index("callq\tirpass.cold.quadrants_assert")
    plain = _kernel_asm(BRANCHY)
    assert plain.index("callq\tquadrants_assert") < plain.index("\tretq")


def test_outlining_twice_changes_nothing() -> None:
    once, _ = outline(ASSERTING)
    assert outline(once) == (once, {})


def test_wrapper_names_do_not_collide() -> None:
    taken = {"irpass.cold.f", "irpass.cold.f.1"}
    assert wrapper_name("f", taken) == "irpass.cold.f.2"
    text = ASSERTING + "\n@irpass.cold.quadrants_assert_format_ctx_args8 = global i8 0\n"
    outlined, _ = outline(text)
    assert "define internal i32 @irpass.cold.quadrants_assert_format_ctx_args8.1(" in outlined
    llvm.parse_assembly(outlined).verify()


def test_signature_keeps_convention_attributes_and_types() -> None:
    line = (
        "declare dso_local fastcc noundef zeroext i1 @f(ptr noundef byval(%T) align 8 %x, "
        "<4 x float>, { i32, i64 } %y) #3"
    )
    signature = parse_signature(line, {"#3": "noreturn nounwind"})
    assert parse_signature(line.replace(", ", ",\n    "), {"#3": "noreturn"}).params == (
        signature.params
    )
    assert signature is not None
    assert signature.call_type == "fastcc noundef zeroext i1"
    assert signature.return_type == "i1"
    assert signature.params == ("ptr noundef byval(%T) align 8", "<4 x float>", "{ i32, i64 }")
    assert signature.noreturn and signature.nounwind
    assert parse_signature("declare i32 @printf(ptr, ...)", {}) is None


def test_quoted_callee_names() -> None:
    text = (
        'declare void @"quadrants_assert odd"(i32)\n'
        "define void @k(i32 %x) {\n"
        'entry:\n  call void @"quadrants_assert odd"(i32 %x)\n  ret void\n}\n'
    )
    outlined, counts = outline(text)
    assert counts == {"quadrants_assert odd": 1}
    assert 'call void @"irpass.cold.quadrants_assert odd"(i32 %x)' in outlined
    llvm.parse_assembly(outlined).verify()


OVERFLOWING = KernelSpec(n_stacks=2, n_iter=4, max_sizes=(3,))
FITTING = KernelSpec(n_stacks=2, n_iter=3, placement="branch", flags=True)
CHECKED = [name for name, s in REGISTRY.items() if name != "none" and "exact" in s.overflow_modes]


@pytest.mark.parametrize("strategy", CHECKED)
@pytest.mark.parametrize("spec", [OVERFLOWING, FITTING], ids=lambda s: s.name)
def test_outlined_overflow_pushes_keep_every_observable(strategy: str, spec: KernelSpec) -> None:
    """irpass's own overflow pushes go through the wrapper; flag, task id and slabs agree."""
    kernel = generate(spec)
    inputs = make_inputs(kernel, seed=3)
    options = irpass.RewriteOptions(strategy=strategy, overflow="exact", outline_cold=True)
    result = irpass.rewrite(kernel.text, options)
    pushes = result.stats.outlined.get("stack_push", 0)
    assert pushes == result.text.count("call void @irpass.cold.stack_push(")
    assert pushes > 0
    assert_same(run(kernel.text, kernel, inputs), run(result.text, kernel, inputs), layout=kernel)


def test_pushes_of_stacks_left_alone_stay_direct() -> None:
    text = generate(OVERFLOWING).text
    result = irpass.rewrite(text, irpass.RewriteOptions(strategy="none", outline_cold=True))
    assert "stack_push" not in result.stats.outlined
    assert result.text == text


def test_outline_callee_patterns() -> None:
    text = ASSERTING.replace("quadrants_assert_format_ctx_args8", "my_report")
    plain = irpass.rewrite(text, irpass.RewriteOptions(outline_cold=True))
    assert plain.stats.outlined == {} and plain.text == text
    options = irpass.RewriteOptions(outline_cold=("my_*",))
    assert irpass.rewrite(text, options).stats.outlined == {"my_report": 1}


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "irpass_cli.main", "rewrite", *args],
        capture_output=True,
        text=True,
    )


def test_stats_report_outlined_calls(tmp_path) -> None:
    source = tmp_path / "k.ll"
    source.write_text(ASSERTING)
    stats = tmp_path / "stats.json"
    done = _cli(str(source), "--outline", "--stats", "--stats-json", str(stats))
    assert done.returncode == 0, done.stderr
    assert "outlined 1 call to quadrants_assert_format_ctx_args8" in done.stderr
    assert json.loads(stats.read_text())["outlined"] == {"quadrants_assert_format_ctx_args8": 1}


@pytest.mark.parametrize(
    ("flags", "outlined"),
    [
        ((), False),
        (("--target", "ptx"), True),
        (("--target", "amdgcn"), True),
        (("--target", "cpu"), False),
        (("--target", "ptx", "--no-outline"), False),
        (("--outline",), True),
    ],
)
def test_outlining_is_on_by_default_for_gpu_targets(tmp_path, flags, outlined) -> None:
    source = tmp_path / "k.ll"
    source.write_text(ASSERTING.replace("define i64 @kernel", "define internal i64 @kernel"))
    done = _cli(str(source), *flags, "--stats")
    assert done.returncode == 0, done.stderr
    assert ("outlined 1 call" in done.stderr) == outlined


# -- Quadrants: dump, rewrite with outlining, load -------------------------------------------

EXACT = {"fast_math": False}


def out_of_bounds() -> dict[str, np.ndarray]:
    """A backward pass that reads a field out of bounds; returns the error Quadrants raised.

    The forward kernel runs with valid indices; one is made invalid before ``grad()``, so the
    failing bounds check is in the reverse kernel, the module irpass rewrites.
    """
    import quadrants as qd

    n = 4
    x = qd.field(qd.f32, shape=n, needs_grad=True)
    y = qd.field(qd.f32, shape=n, needs_grad=True)
    idx = qd.field(qd.i32, shape=n)
    m = qd.field(qd.i32, shape=n)
    x.from_numpy(np.linspace(0.1, 0.4, n).astype(np.float32))
    idx.from_numpy(np.arange(n, dtype=np.int32))
    m.from_numpy(np.array([1, 2, 3, 2], dtype=np.int32))

    @qd.kernel
    def gather():
        for i in x:
            v = x[idx[i]]
            for _ in range(m[i]):
                v = qd.sin(v) * 1.1
            y[i] = v

    gather()
    idx[2] = 7
    y.grad.fill(1.0)
    try:
        gather.grad()
    except Exception as error:  # what Quadrants raises is the observable compared
        return {"type": np.array(type(error).__name__), "message": np.array(str(error))}
    return {"type": np.array(""), "message": np.array("")}


@pytest.fixture(scope="module")
def quadrants():
    pytest.importorskip("quadrants", reason="the round trip needs Quadrants")
    from irpass import quadrants as harness

    return harness


def _outlined_modules(files) -> list[str]:
    return [f.name for f in files if "call i32 @irpass.cold.quadrants_assert" in f.read_text()]


@pytest.mark.quadrants
def test_quadrants_gradients_identical_with_outlining(quadrants, tmp_path) -> None:
    options = irpass.RewriteOptions(outline_cold=True)
    trip = quadrants.roundtrip(
        "irpass.testing.quadrants_programs:loop_carry", options, workdir=tmp_path, init=EXACT
    )
    assert _outlined_modules(trip.files) == [f.name for f in trip.files]
    assert sorted(trip.rewritten) == sorted(trip.baseline)
    for key, value in trip.baseline.items():
        np.testing.assert_array_equal(trip.rewritten[key], value, err_msg=key)


@pytest.mark.quadrants
def test_quadrants_reports_a_failed_bounds_check_the_same_way(quadrants, tmp_path) -> None:
    options = irpass.RewriteOptions(outline_cold=True)
    trip = quadrants.roundtrip(f"{__name__}:out_of_bounds", options, workdir=tmp_path, init=EXACT)
    assert _outlined_modules(trip.files) == [f.name for f in trip.files] != []
    assert str(trip.baseline["type"]) == "QuadrantsAssertionError"
    assert "Accessing field" in str(trip.baseline["message"])
    assert "with indices (7)" in str(trip.baseline["message"])
    assert str(trip.rewritten["type"]) == str(trip.baseline["type"])
    assert str(trip.rewritten["message"]) == str(trip.baseline["message"])
