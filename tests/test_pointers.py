"""Stack pointers the compiler recomputes (Quadrants' gated stacks): proven equal, merged.

The generator's ``recompute`` shapes recompute the stack pointer before every
helper call as Quadrants' gated stacks do. The plain shape must be rewritten
completely and run bit-identically; each broken shape (a store to the row slot
in between, a different offset-table entry, a pointer through a phi) must leave
the function untouched, with a skip naming the operand that was not proven.
"""

from pathlib import Path

import numpy as np
import pytest

import irpass
from irpass.testing.generator import generate
from irpass.testing.harness import FIELDS, assert_same, make_inputs, run
from irpass.testing.kernel_spec import KernelSpec
from tests.test_equivalence import MODES, expected_fields

GATED = [
    KernelSpec(n_iter=6, recompute="gated"),
    KernelSpec(dtype="f64", placement="branch", n_stacks=2, flags=True, recompute="gated"),
    KernelSpec(placement="straight", n_stacks=3, n_iter=5, recompute="gated"),
    KernelSpec(n_stacks=2, n_iter=4, flags=True, n_functions=2, recompute="gated"),
    KernelSpec(n_iter=16, max_sizes=(8,), recompute="gated"),
]
BROKEN = {
    "store": "a store to %row may come between",
    "offset": "different expressions (getelementptr i64, ptr %_, i64 0 vs",
    "phi": "comes from a phi",
}


def _rewrite(text: str, strategy: str = "auto", overflow: str | None = None) -> irpass.Result:
    return irpass.rewrite(text, irpass.RewriteOptions(strategy=strategy, overflow=overflow))


@pytest.mark.parametrize("spec", GATED, ids=lambda s: s.name)
def test_recomputed_pointers_merge_into_one_stack_each(spec: KernelSpec) -> None:
    kernel = generate(spec)
    stats = _rewrite(kernel.text).stats
    stacks = spec.n_stacks * (2 if spec.flags else 1)
    for function in stats.functions:
        assert not function.skipped
        assert (function.stacks, function.rewritten) == (stacks, stacks)
        assert function.calls_removed == function.helper_calls
        assert len(function.merged) == stacks and min(function.merged.values()) > 1
    assert "pointers recomputed to its address" in stats.format("k.ll")


@pytest.mark.slow
@pytest.mark.parametrize(("strategy", "overflow"), MODES, ids=[f"{s}-{m}" for s, m in MODES])
def test_merged_stacks_run_bit_identically(strategy: str, overflow: str) -> None:
    for spec in GATED:
        if spec.overflows and overflow == "unchecked":
            continue
        kernel = generate(spec)
        inputs = make_inputs(kernel, seed=11)
        before = run(kernel.text, kernel, inputs)
        text = _rewrite(kernel.text, strategy, overflow).text
        assert text != kernel.text
        after = run(text, kernel, inputs)
        fields = expected_fields(spec, overflow)
        try:
            assert_same(before, after, layout=kernel, **({"fields": fields} if fields else {}))
        except AssertionError as exc:
            raise AssertionError(f"{spec.name} with {strategy}/{overflow}: {exc}") from None


@pytest.mark.parametrize("shape", sorted(BROKEN))
@pytest.mark.parametrize("flags", [False, True])
def test_unproven_pointer_leaves_the_function_untouched(shape: str, flags: bool) -> None:
    spec = KernelSpec(n_stacks=2, n_iter=4, flags=flags, recompute=shape)
    kernel = generate(spec)
    result = _rewrite(kernel.text)
    assert result.text == kernel.text
    [function] = result.stats.functions
    assert function.rewritten == 0 and function.calls_removed == 0
    reasons = {skip.reason for skip in function.skipped}
    assert len(reasons) == 1
    [reason] = reasons
    assert "not proven the same stack as" in reason and BROKEN[shape] in reason
    # The broken shape computes exactly what the gated one does.
    gated = generate(KernelSpec(n_stacks=2, n_iter=4, flags=flags, recompute="gated"))
    inputs = make_inputs(kernel, seed=5)
    before, after = run(gated.text, gated, inputs), run(kernel.text, kernel, inputs)
    for ours, theirs in zip(before.functions, after.functions, strict=True):
        for field in FIELDS:
            np.testing.assert_array_equal(getattr(ours, field), getattr(theirs, field), field)


def test_recompute_needs_quadrants() -> None:
    with pytest.raises(ValueError, match="recompute"):
        KernelSpec("taichi", recompute="gated")


GATED_FILE = Path(__file__).resolve().parent.parent / "testdata/filecheck/analysis/gated_merged.ll"


def test_a_written_offset_table_is_not_read_only() -> None:
    text = GATED_FILE.read_text()
    written = text.replace(
        "  call void @stack_init(ptr %p1)\n",
        "  call void @stack_init(ptr %p1)\n  store i64 8, ptr %g1\n",
    )
    [gated, _] = _rewrite(written, "inline").stats.functions
    assert gated.rewritten == 0
    assert "%o2 vs %o1: %g1 is neither an alloca nor read-only adstack metadata" in str(
        gated.skipped[0].reason
    )
    [gated, _] = _rewrite(text, "inline").stats.functions
    assert gated.rewritten == 1 and gated.merged == {"%p1": 4}
