"""Property tests: random adstack programs run the same before and after every rewrite.

Hypothesis draws small programs (``irpass.testing.programs``: random
init/push/top/accumulate/pop sequences over stacks of f32, f64 and i1, inside
random loops, if/else diamonds and switches, with random max sizes that may
overflow), written as self-contained modules with the helpers defined. Each is
rewritten with every strategy and overflow mode, run with llvmlite's JIT
(``harness.run_program``) and compared with the original bit for bit: the
trace of every value read from a stack, the slab bytes (count headers left
out), the overflow flag, the task id and the guard bytes around every buffer.
Under ``abort``, when the original overflows, only the flag, the task id and
the guard bytes are compared (the task returns early by design); under
``unchecked`` an overflowing original is not compared.

A failing program is written to ``testdata/regressions/new-<test>.ll``
(hypothesis replays the shrunk example last, so the file ends up minimal);
every ``.ll`` under ``testdata/regressions/`` is replayed first, for good.
"""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import irpass
from irpass.errors import IRPassError
from irpass.strategies.merged_checks import block_bounds, fires
from irpass.testing import regressions
from irpass.testing.harness import ProgramRun, run_program
from irpass.testing.programs import (
    ELEMS,
    LOOP_TRIPS,
    If,
    Loop,
    Op,
    Program,
    RunSpec,
    module,
    number,
    taichi_safe,
    walk,
)
from tests.shared import REWRITING_MODES as MODES
from tests.shared import ROOT

pytestmark = pytest.mark.slow

REGRESSIONS = ROOT / "testdata" / "regressions"
PROGRAMS = 520  # per CI run, over the two flavours (Quadrants gets most)


def compare(text: str, spec: RunSpec) -> list[str]:
    """Every (strategy, mode) whose rewrite of ``text`` behaves differently; empty when none."""
    before = run_program(text, spec)
    assert before.intact, "the original program damaged its buffers"
    problems = []
    seen: dict[str, ProgramRun] = {}
    for strategy, overflow in MODES:
        if before.flag and overflow == "unchecked" and spec.flavour == "quadrants":
            continue  # unchecked writes past max by contract
        try:
            after_text = irpass.rewrite(
                text, irpass.RewriteOptions(strategy, hoist_max=True, overflow=overflow)
            ).text
        except IRPassError as exc:
            problems.append(f"{strategy}/{overflow}: {exc}")
            continue
        if after_text not in seen:
            seen[after_text] = run_program(after_text, spec)
        after = seen[after_text]
        if before.flag and overflow == "abort":
            same = (after.flag, after.task, after.intact) == (before.flag, before.task, True)
        else:
            same = after == before
        if not same:
            problems.append(f"{strategy}/{overflow}: {before} != {after}")
    return problems


def check_program(name: str, program: Program, conds: tuple[int, ...]) -> None:
    text, spec = module(program, conds)
    problems = compare(text, spec)
    if problems:
        path = regressions.save_program(REGRESSIONS / f"new-{name}.ll", text, spec)
        raise AssertionError(f"saved to {path}:\n  " + "\n  ".join(problems))


# -- permanent regressions (run before the random ones) -------------------------------------------
def regression_files() -> list[Path]:
    return sorted(REGRESSIONS.glob("*.ll")) if REGRESSIONS.is_dir() else []


@pytest.mark.parametrize("path", regression_files(), ids=lambda p: p.name)
def test_regression(path: Path) -> None:
    meta, data = regressions.read(path)
    if meta["kind"] == "program":
        problems = compare(data.decode(), regressions.program_spec(meta))
        assert not problems, "\n".join(problems)
        return
    for strategy, overflow in MODES:  # a front-end case from test_fuzz
        regressions.check_front_end(data, strategy, overflow)


# -- random programs -------------------------------------------------------------------------------
def items(n_stacks: int) -> st.SearchStrategy:
    index = st.integers(0, n_stacks - 1)
    op = st.builds(
        Op,
        st.sampled_from(("push", "push", "push", "top", "adj", "acc", "pop", "pop", "init")),
        index,
        st.booleans(),
    )
    return st.recursive(
        op,
        lambda inner: st.one_of(
            st.builds(Loop, st.integers(0, LOOP_TRIPS - 1), st.lists(inner, max_size=4).map(tuple)),
            st.builds(
                If,
                st.lists(inner, max_size=3).map(tuple),
                st.lists(inner, max_size=3).map(tuple),
                st.booleans(),
            ),
        ),
        max_leaves=14,
    )


@st.composite
def programs(draw, flavour: str) -> tuple[Program, tuple[int, ...]]:
    n_stacks = draw(st.integers(1, 3))
    elems = tuple(draw(st.sampled_from(tuple(ELEMS))) for _ in range(n_stacks))
    max_sizes = tuple(draw(st.integers(0, 6)) for _ in range(n_stacks))
    body = number(tuple(draw(st.lists(items(n_stacks), min_size=1, max_size=6))))
    program = Program(flavour, elems, max_sizes, body, draw(st.booleans()), draw(st.booleans()))
    n_ifs = sum(isinstance(x, If) for x in walk(body))
    conds = tuple(draw(st.lists(st.integers(0, 1), min_size=n_ifs * 4, max_size=n_ifs * 4)))
    if flavour == "taichi":
        program = taichi_safe(program, conds)
    return program, conds


CI = settings(
    max_examples=PROGRAMS * 3 // 4,
    deadline=None,
    derandomize=True,
    database=None,
    report_multiple_bugs=False,
)


@CI
@given(programs("quadrants"))
def test_quadrants_programs_are_equivalent(case) -> None:
    check_program("quadrants_programs", *case)


@settings(CI, max_examples=PROGRAMS // 4)
@given(programs("taichi"))
def test_taichi_programs_are_equivalent(case) -> None:
    check_program("taichi_programs", *case)


# -- the merged-check plan against per-push checks ---------------------------------------------
def overflows_per_push(
    ops: list[tuple[str, str]], counts: dict[str, int], limits: dict[str, int]
) -> bool:
    """Quadrants: a push overflows when count+1 > max; pop saturates at 0; init resets."""
    counts = dict(counts)
    for stack, op in ops:
        if op == "push":
            if counts[stack] + 1 > limits[stack]:
                return True
            counts[stack] += 1
        elif op == "pop":
            counts[stack] = max(counts[stack] - 1, 0)
        else:
            counts[stack] = 0
    return False


STACKS = ("%a", "%b", "%c")


@settings(max_examples=2000, deadline=None, derandomize=True, database=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(STACKS), st.sampled_from(("push", "pop", "init"))), max_size=12
    ),
    st.fixed_dictionaries({s: st.integers(0, 8) for s in STACKS}),
    st.fixed_dictionaries({s: st.integers(0, 10) for s in STACKS}),
)
def test_merged_check_fires_exactly_when_a_push_would_overflow(ops, counts, limits) -> None:
    bounds = block_bounds(ops)
    merged = any(fires(bound, counts[s], limits[s]) for s, bound in bounds.items())
    assert merged == overflows_per_push(ops, counts, limits)
