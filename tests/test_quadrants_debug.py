"""The debug passes end to end through Quadrants on the CPU (``QD_LOAD_IR``): dump, rewrite
with every part on (``--debug-cold`` with ``--assert-exit return``, the CPU's contract), load
back. Results and gradients bit-identical with ``fast_math=False``; an overflow check that
fires prints the same lines; a failed bounds check raises the same ``QuadrantsAssertionError``;
an adstack overflow is still reported."""

import pytest

pytestmark = pytest.mark.quadrants
pytest.importorskip("quadrants", reason="the round trip needs Quadrants (pip install quadrants)")

import numpy as np  # noqa: E402

from irpass.options import AssertExit, RewriteOptions  # noqa: E402
from irpass.quadrants import QuadrantsRunError, rewrite_in_place, roundtrip, run  # noqa: E402

EXACT = {"fast_math": False}
OPTIONS = RewriteOptions(debug_checks=True, noreturn_asserts=AssertExit.RETURN)
DEBUG = "irpass.testing.quadrants_debug_programs"
PROGRAMS = "irpass.testing.quadrants_programs"


def _same(trip) -> None:
    assert sorted(trip.rewritten) == sorted(trip.baseline)
    for key, value in trip.baseline.items():
        np.testing.assert_array_equal(trip.rewritten[key], value, err_msg=key)
    assert trip.summary.count("rewritten") > 0


def test_a_firing_overflow_check_prints_the_same_lines():
    trip = roundtrip(f"{DEBUG}:overflow_report", OPTIONS, init=EXACT)
    _same(trip)
    printed = "\n".join(trip.rewritten["printed"])
    assert "Addition overflow detected in" in printed
    assert "Shift left overflow detected in" in printed


def test_a_failing_bounds_check_raises_the_same_error():
    trip = roundtrip(f"{DEBUG}:bounds_failure", OPTIONS, init=EXACT)
    _same(trip)
    assert "Accessing field" in str(trip.rewritten["error"])


@pytest.mark.parametrize("name", ["loop_carry", "vector8", "tape"])
def test_gradients_are_bit_identical(name):
    _same(roundtrip(f"{PROGRAMS}:{name}", OPTIONS, init=EXACT))


def test_an_adstack_overflow_is_still_reported(tmp_path):
    init = {**EXACT, "ad_stack_size": 2}
    with pytest.raises(QuadrantsRunError, match="Adstack overflow"):
        run(f"{PROGRAMS}:loop_carry", tmp_path, "dump", init)
    rewrite_in_place(tmp_path, OPTIONS)
    with pytest.raises(QuadrantsRunError, match="Adstack overflow"):
        run(f"{PROGRAMS}:loop_carry", tmp_path, "load", init)
