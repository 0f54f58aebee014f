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
from bench.kernels import Kernel, genesis_real_kernels
from bench.ptxas_suite import _rewritten
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
