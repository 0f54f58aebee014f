"""Execution equivalence: every strategy and overflow mode on the generator's matrix.

The original module (helpers defined per flavour) and irpass's rewrite of it
run with llvmlite's JIT on the same inputs. With ``exact`` and when nothing
overflows, everything observable must be bit-identical. Under ``abort`` an
overflowing element returns early, so its outputs differ by design; the
overflow flag, the task id and the guard bytes around every slab must not.
"""

import numpy as np
import pytest

import irpass
from irpass.backend.emit import EmitOptions, emit
from irpass.testing.generator import generate, matrix
from irpass.testing.harness import assert_same, make_inputs, reference, run, tolerance
from irpass.testing.kernel_spec import KernelSpec
from tests.shared import REWRITING_MODES as MODES

pytestmark = pytest.mark.slow

SPECS = matrix()
AT_OVERFLOW = ("overflow_flag", "task_id", "damaged")


def rewritten(spec: KernelSpec, strategy: str, overflow: str, max_run: int | None = None) -> str:
    text = generate(spec).text
    options = irpass.RewriteOptions(strategy=strategy, overflow=overflow, max_run=max_run)
    return irpass.rewrite(text, options).text


def expected_fields(spec: KernelSpec, overflow: str) -> tuple[str, ...] | None:
    """None: every field must match."""
    if spec.flavour == "quadrants" and spec.overflows and overflow == "abort":
        return AT_OVERFLOW
    return None


@pytest.mark.parametrize(("strategy", "overflow"), MODES, ids=[f"{s}-{m}" for s, m in MODES])
def test_matrix_is_equivalent(strategy: str, overflow: str) -> None:
    check_matrix(strategy, overflow)


def test_merged_checks_split_into_short_runs_are_equivalent() -> None:
    check_matrix("merged-checks", "abort", max_run=3)


def check_matrix(strategy: str, overflow: str, max_run: int | None = None) -> None:
    for spec in SPECS:
        if spec.flavour == "quadrants" and spec.overflows and overflow == "unchecked":
            continue  # unchecked means writing past max, as Quadrants' release form does
        kernel = generate(spec)
        inputs = make_inputs(kernel, seed=7)
        before = run(kernel.text, kernel, inputs)
        text = rewritten(spec, strategy, overflow, max_run)
        assert text != kernel.text
        after = run(text, kernel, inputs)
        fields = expected_fields(spec, overflow)
        try:
            if fields is None:
                assert_same(before, after, layout=kernel)
            else:
                assert_same(before, after, fields=fields, layout=kernel)
        except AssertionError as exc:
            raise AssertionError(f"{spec.name} with {strategy}/{overflow}: {exc}") from None


@pytest.mark.parametrize("strategy", ["auto", "inline"])
def test_rewritten_gradients_match_numpy(strategy: str) -> None:
    for spec in SPECS:
        if spec.overflows:
            continue
        kernel = generate(spec)
        inputs = make_inputs(kernel, seed=3)
        after = run(rewritten(spec, strategy, None), kernel, inputs, opt_level=2)
        want = reference(spec, inputs)
        for k, got in enumerate(after.functions):
            np.testing.assert_allclose(got.y, want.y[k], rtol=tolerance(spec))
            np.testing.assert_allclose(got.dx, want.dx[k], rtol=tolerance(spec))


def test_overflow_flag_and_task_id_survive_every_checked_mode() -> None:
    overflowing = [s for s in SPECS if s.flavour == "quadrants" and s.overflows]
    assert overflowing
    for spec in overflowing:
        kernel = generate(spec)
        inputs = make_inputs(kernel, seed=1)
        for strategy, overflow in MODES:
            if overflow == "unchecked":
                continue
            after = run(rewritten(spec, strategy, overflow), kernel, inputs)
            for fn, layout in zip(after.functions, kernel.functions, strict=True):
                assert fn.overflow_flag == 1, (spec.name, strategy, overflow)
                assert fn.task_id == layout.task_id


@pytest.mark.parametrize("strategy", ["auto", "opaque", "inline"])
def test_optimised_cpu_output_runs_like_the_original(strategy: str) -> None:
    """irpass rewrite -O3 --target cpu --emit ll (counters coalesced, as the command line
    does), then JIT: same results as the original."""
    options = EmitOptions(opt_level=3, target="cpu", emit="ll", coalesce_counters=True)
    for spec in [s for s in SPECS if not s.overflows][::4]:
        kernel = generate(spec)
        inputs = make_inputs(kernel, seed=5)
        optimised = emit(rewritten(spec, strategy, None), options).decode()
        assert_same(run(kernel.text, kernel, inputs), run(optimised, kernel, inputs), layout=kernel)
