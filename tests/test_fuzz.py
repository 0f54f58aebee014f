"""Fuzzing the front end with mutated real modules.

Hypothesis mutates the example kernels and the Quadrants dumps (byte flips,
line deletions and duplications, truncation, token swaps) and feeds them to
``irpass.rewrite`` with a random strategy. The only exception allowed is
``IRPassError`` about the input; an ``internal error`` (a rewrite that does
not verify) or any other exception fails, and so does a successful output
that llvmlite does not verify. A failing input is saved as
``testdata/regressions/new-fuzz.ll`` (replayed by ``test_properties``).
"""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from irpass.testing.regressions import check_front_end, save
from tests.shared import MODES, ROOT

pytestmark = pytest.mark.slow

SMALL = 40_000  # bytes: the big vectorised dumps would only slow the loop down
SOURCES = sorted(
    p
    for pattern in ("testdata/examples/*.ll", "testdata/quadrants/dumps/*.ll")
    for p in ROOT.glob(pattern)
    if p.stat().st_size < SMALL
)
TEXTS = [p.read_bytes() for p in SOURCES]
TOKEN = re.compile(rb"[^\s,()\[\]{}]+")
REGRESSION = ROOT / "testdata" / "regressions" / "new-fuzz.ll"


def flip(data: bytes, at: int, value: int) -> bytes:
    at %= max(len(data), 1)
    return data[:at] + bytes([value]) + data[at + 1 :]


def lines_edit(data: bytes, at: int, duplicate: bool) -> bytes:
    lines = data.splitlines(keepends=True)
    at %= max(len(lines), 1)
    lines[at:at] = [lines[at]] if duplicate and lines else []
    if not duplicate and lines:
        del lines[at]
    return b"".join(lines)


def truncate(data: bytes, at: int) -> bytes:
    return data[: at % max(len(data), 1)]


def swap_tokens(data: bytes, a: int, b: int) -> bytes:
    spans = [m.span() for m in TOKEN.finditer(data)]
    if len(spans) < 2:
        return data
    (s1, e1), (s2, e2) = sorted((spans[a % len(spans)], spans[b % len(spans)]))
    if e1 > s2:
        return data
    return data[:s1] + data[s2:e2] + data[e1:s2] + data[s1:e1] + data[e2:]


MUTATION = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, 10**7), st.integers(0, 255)),
    st.tuples(st.just("lines"), st.integers(0, 10**5), st.booleans()),
    st.tuples(st.just("truncate"), st.integers(0, 10**7)),
    st.tuples(st.just("swap"), st.integers(0, 10**5), st.integers(0, 10**5)),
)


def mutate(data: bytes, mutations: list[tuple]) -> bytes:
    apply = {"flip": flip, "lines": lines_edit, "truncate": truncate, "swap": swap_tokens}
    for kind, *args in mutations:
        data = apply[kind](data, *args)
    return data


@settings(max_examples=600, deadline=None, derandomize=True, database=None)
@given(
    st.integers(0, len(TEXTS) - 1),
    st.lists(MUTATION, min_size=1, max_size=3),
    st.sampled_from(MODES),
)
def test_mutated_modules_fail_only_with_irpass_errors(source, mutations, mode) -> None:
    data = mutate(TEXTS[source], mutations)
    try:
        check_front_end(data, *mode)
    except BaseException:
        save(REGRESSION, {"kind": "frontend", "source": SOURCES[source].name}, data)
        raise


def test_sources_are_real_modules() -> None:
    assert len(TEXTS) >= 6
    for data in TEXTS:
        check_front_end(data, "auto", "abort")
