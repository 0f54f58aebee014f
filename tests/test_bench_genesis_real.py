"""The bench's ``genesis-real`` group: Genesis' own reverse kernels (``testdata/genesis``)."""

import re

import pytest

from bench import parts
from bench.config import (
    AUTO_COLD,
    GENESIS_PARTS,
    GENESIS_REAL,
    GENESIS_VARIANTS,
    LOAD_IR,
    PART_VARIANTS,
    RELEASE,
)
from bench.kernels import Kernel, genesis_real_kernels, genesis_scaled_kernels
from bench.ptxas_suite import _rewritten
from bench.scaled import repeated
from irpass import rewrite
from irpass.adstack.helpers import Op, count_calls
from irpass.backend.llvm import verify

# (stacks, asserts) per kernel, as testdata/genesis/README.md gives them
COUNTS = {
    "func_narrow_phase_diff_convex_vs_convex": (252, 280),
    "kernel_COM_links_replay": (182, 236),
    "kernel_forward_dynamics_without_qacc": (198, 475),
    "kernel_step_2": (64, 161),
    "kernel_update_geoms_replay": (26, 32),
}
ASSERT = "@quadrants_assert_format_ctx_args8("


@pytest.fixture(scope="module")
def kernels() -> dict[str, Kernel]:
    return {k.name: k for k in genesis_real_kernels(GENESIS_VARIANTS)}


def test_the_group_is_the_five_kernels_each_with_its_release_twin(kernels) -> None:
    assert {name: (k.group, k.linked) for name, k in kernels.items()} == {
        name: (GENESIS_REAL, True) for name in COUNTS
    }
    for name, kernel in kernels.items():
        calls = count_calls(kernel.text)
        asserts = kernel.text.count("call i32 " + ASSERT)
        assert (calls[Op.INIT], asserts) == COUNTS[name], name
        assert kernel.release and "stack_push" not in kernel.release
        assert ASSERT not in kernel.release


def test_it_is_measured_in_every_genesis_variant(kernels) -> None:
    names = {v.name for v in kernels["kernel_step_2"].variants}
    assert names == GENESIS_VARIANTS | {"baseline", RELEASE}
    assert {AUTO_COLD, LOAD_IR} <= names  # issue #22's two flows
    assert not any(v.removed for v in kernels["kernel_step_2"].variants)


def test_the_parts_mode_has_each_flow_with_parts_taken_away() -> None:
    (kernel, *_) = genesis_real_kernels(GENESIS_PARTS.variants)
    removed = {v.name: v.removed for v in kernel.variants}
    assert {name for name, parts in removed.items() if parts} == {
        v.name for v in PART_VARIANTS if v.removed
    }
    assert {AUTO_COLD, LOAD_IR, RELEASE} <= removed.keys()
    unchecked = [v for v in kernel.variants if v.name.endswith("-stack-checks")]
    assert [(v.strategy, v.overflow) for v in unchecked] == [("inline", "unchecked")] * 2


@pytest.mark.slow
@pytest.mark.parametrize("flow", [AUTO_COLD, LOAD_IR])
def test_the_smallest_kernel_rewrites_and_verifies_in_both_flows(kernels, flow) -> None:
    kernel = kernels["kernel_update_geoms_replay"]
    (variant,) = (v for v in kernel.variants if v.name == flow)
    text, _, error = _rewritten(kernel, variant)
    assert error is None
    verify(text, kernel.name)
    assert count_calls(text) == {Op.PUSH: 1}  # all rewritten: one push left, the cold one
    # the bounds checks kept, their failures sharing one report
    assert len(re.findall(r"call i32 @[\w.]*quadrants_assert_format_ctx_args8\(", text)) == 1
    assert text.count("icmp") > 32


def test_the_parts_take_away_what_they_name(kernels) -> None:
    text = kernels["kernel_update_geoms_replay"].text
    gone = {p: parts.without(text, frozenset([p])) for p in parts.PARTS}
    assert not re.search(r"br i1 [^\n]*label %assert_fail", gone[parts.ASSERTS])
    assert not re.search(r"call i\d+ @debug_", gone[parts.OVERFLOW])
    assert "call i32 " + ASSERT not in gone[parts.REPORTS]
    assert gone[parts.REPORTS].count("label %assert_fail") == text.count("label %assert_fail")
    for edited in gone.values():
        verify(edited, "edited")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(COUNTS))
def test_every_kernel_rewrites_and_verifies_in_the_linked_flow(kernels, name) -> None:
    """The whole rewrite (stacks, checks, asserts) of each kernel, verified by LLVM."""
    kernel = kernels[name]
    (variant,) = (v for v in kernel.variants if v.name == AUTO_COLD)
    result = rewrite(kernel.text, variant.rewrite_options(), name, verify=True)
    assert count_calls(result.text) == {Op.PUSH: 1}
    reports = re.findall(r"call i32 @quadrants_assert_format_ctx_args8\(", result.text)
    assert len(reports) == 1  # every bounds check kept, reporting through one call


def test_a_scaled_kernel_is_its_body_three_times_with_one_entry(kernels) -> None:
    """``bench.scaled``'s probe: three copies in a row, all of them reached (copy k's normal
    exit runs copy k + 1), sharing the entry's runtime getters; the release twin alike."""
    (probe,) = genesis_scaled_kernels(GENESIS_PARTS.variants, (("kernel_step_2", 3),))
    kernel = kernels["kernel_step_2"]
    assert probe.name == "kernel_step_2_x3" and probe.group == GENESIS_REAL
    parted = {k.name: k for k in genesis_real_kernels(GENESIS_PARTS.variants)}["kernel_step_2"]
    assert probe.variants == parted.variants  # the parts mode's, parts included
    calls, once = count_calls(probe.text), count_calls(kernel.text)
    assert calls == {op: 3 * n for op, n in once.items()}
    assert probe.text.count("call i32 " + ASSERT) == 3 * kernel.text.count("call i32 " + ASSERT)
    bare = parts.without(probe.text, frozenset([parts.ASSERTS]))
    assert "label %c2.assert_fail" in probe.text and "label %c2.assert_fail" not in bare
    assert not re.search(r"br i1 [^\n]*label %[\w.]*assert_fail", bare), "every copy's checks"
    for text, source in ((probe.text, kernel.text), (probe.release, kernel.release)):
        verify(text, "scaled")
        assert text.count("@LLVMRuntime_get_adstack_max_sizes(") == source.count(
            "@LLVMRuntime_get_adstack_max_sizes("
        )
        assert text.count("ret void") == 3 * source.count("ret void") - 2
        assert "br label %c1.entry" in text and "br label %c2.entry" in text


@pytest.mark.slow
def test_a_scaled_kernel_keeps_the_merged_checks_shape() -> None:
    """Each stack's max still comes from one base, so merged-checks keeps its exit (and does not
    hand the function to shared-exit, as separate getters per copy would make it)."""
    (probe,) = genesis_scaled_kernels(GENESIS_VARIANTS, (("kernel_step_2", 3),))
    (variant,) = (v for v in probe.variants if v.name == AUTO_COLD)
    result = rewrite(probe.text, variant.rewrite_options(), probe.name, verify=True)
    (function,) = result.stats.functions
    assert (function.strategy, function.rewritten) == ("merged-checks", 3 * 64)
    assert count_calls(result.text) == {Op.PUSH: 1}


def test_repeated_refuses_a_module_without_a_serial_kernel() -> None:
    with pytest.raises(ValueError, match="no serial kernel"):
        repeated("define void @f() {\nentry:\n  ret void\n}\n", 2)
