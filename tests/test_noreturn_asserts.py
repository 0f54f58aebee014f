"""Failed asserts that do not return (``irpass.passes.noreturn_asserts``): the ``return`` form
JIT-run against the real CPU runtime bit for bit (outputs, the recorded error message and
arguments, ``cpu_assert_failed``); both forms on every real dump."""

import llvmlite.binding as llvm
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irpass.options import AssertExit
from irpass.passes.manager import apply
from irpass.passes.noreturn_asserts import NoreturnAsserts
from irpass.testing import debug_kernels as kernels
from irpass.testing.cpu_runtime import runtime_bitcode
from tests.shared import ROOT

DUMPS = sorted((ROOT / "testdata/quadrants/dumps").glob("*.ll"))
SIZE = 8


@pytest.mark.slow
@pytest.mark.skipif(runtime_bitcode() is None, reason="the quadrants wheel is not installed")
@pytest.mark.parametrize("asserts", [1, 3])
@pytest.mark.parametrize("bad_at", [None, 0, 5, 11])
@pytest.mark.parametrize("opt_level", [0, 2])
def test_return_form_equals_the_runtime(asserts, bad_at, opt_level) -> None:
    text = kernels.asserts_kernel(SIZE, asserts)
    rewritten, changed = apply("noreturn-asserts", text, NoreturnAsserts(AssertExit.RETURN))
    assert changed == asserts
    # the fail blocks all return: one shared report, its message and bound (constants at every
    # report) read from tables at one phi's index
    assert rewritten.count("call i32 @quadrants_assert_format_ctx_args8(") == 1
    assert ("%irpass.assert.arg" in rewritten) == (asserts > 1)
    assert rewritten.count("= private unnamed_addr constant [3 x ") == (2 if asserts > 1 else 0)
    index = np.arange(12, dtype=np.int64) % (SIZE - asserts + 1)
    if bad_at is not None:
        index[bad_at] = SIZE + bad_at  # fails the first check
    outcomes = [
        kernels.run(t, [index, np.full(SIZE + 12, -1, np.int64)], index.size, opt_level)
        for t in (text, rewritten)
    ]
    assert outcomes[0] == outcomes[1]
    context = outcomes[0].runtime[1]  # the runtime pointer zeroed: only what the run wrote
    assert any(context) == (bad_at is not None), "cpu_assert_failed set when a check fails"


@pytest.mark.slow
@pytest.mark.parametrize("dump", DUMPS, ids=lambda p: p.stem.split("_reverse")[0])
@pytest.mark.parametrize("exit", list(AssertExit))
def test_real_dumps(dump, exit) -> None:
    """Every CPU assert of the dumps changes, the result verifies, a second run is a no-op."""
    text = dump.read_text()
    out, changed = apply("noreturn-asserts", text, NoreturnAsserts(exit))
    assert changed == text.count("call i32 @quadrants_assert_format_ctx_args8(") > 0
    llvm.parse_assembly(out).verify()
    assert apply("noreturn-asserts", out, NoreturnAsserts(exit)) == (out, 0)


@pytest.mark.slow
@pytest.mark.skipif(runtime_bitcode() is None, reason="the quadrants wheel is not installed")
@settings(max_examples=30, deadline=None, derandomize=True, database=None)
@given(
    st.integers(1, 4),
    st.lists(st.integers(0, 2 * SIZE), min_size=1, max_size=24),
    st.sampled_from([0, 2]),
)
def test_hypothesis_return_form_equals_the_runtime(asserts, index, opt_level) -> None:
    """Any indices, in range or not (the kernel writes ``out[i]`` only past every check)."""
    text = kernels.asserts_kernel(SIZE, asserts)
    rewritten, _ = apply("noreturn-asserts", text, NoreturnAsserts(AssertExit.RETURN))
    index = np.array(index, np.int64)
    outcomes = [
        kernels.run(t, [index, np.full(2 * SIZE + 1, -1, np.int64)], index.size, opt_level)
        for t in (text, rewritten)
    ]
    assert outcomes[0] == outcomes[1]


def _body(text: str, name: str) -> str:
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("define") and f" @{name}(" in ln)
    return "\n".join(lines[start : lines.index("}", start)])


@pytest.mark.skipif(runtime_bitcode() is None, reason="the quadrants wheel is not installed")
@pytest.mark.parametrize(
    ("arch", "ends"), [("x64", None), ("cuda", "exit;"), ("amdgpu", "S_ENDPGM")]
)
def test_the_contract_is_the_runtimes(arch, ends) -> None:
    """What the pass relies on, in the wheel's bitcode: the args8 reports pass test=false; the
    GPU reports end the thread after recording; the CPU one returns, and _ctx then returns 1."""
    text = str(llvm.parse_bitcode(runtime_bitcode(arch).read_bytes(), llvm.create_context()))
    for wrapper in ("quadrants_assert_format_args8", "quadrants_assert_format_ctx_args8"):
        assert "i1 noundef zeroext false" in _body(text, wrapper)
    report = _body(text, "quadrants_assert_format")
    if ends is None:
        assert "asm" not in report
        ctx = _body(text, "quadrants_assert_format_ctx")
        assert "store i32 1, ptr %6" in ctx and "store i32 0, ptr %6" in ctx
    else:
        assert f'call void asm sideeffect "{ends}"' in report
