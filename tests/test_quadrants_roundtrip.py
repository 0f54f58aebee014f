"""End to end through Quadrants: dump, rewrite with irpass, load the rewritten IR, compare.

Every run is a fresh subprocess (Quadrants initialises once per process). The
baseline dump of each program is made once and copied for each strategy. ``none`` (the
identity, pinned byte for byte by test_determinism) and ``auto`` (a per-function choice among
the strategies run here, run on the CPU by test_equivalence and round-tripped by
test_fast_math_changes_at_most_rounding below) are left out of the matrix, but for the heavy
program, which runs under ``auto`` only.

The comparisons run with ``fast_math=False``: then every strategy's gradients
are bit-identical to the unmodified run. With Quadrants' default fast math the
rewritten kernels may differ in the last bit (see
``test_fast_math_changes_at_most_rounding``): once the stack count lives in
SSA, LLVM sees more of the arithmetic at once and its fast-math contraction
and reassociation choices change; the values stored and loaded are the same.
"""

import shutil
from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.quadrants
pytest.importorskip("quadrants", reason="the round trip needs Quadrants (pip install quadrants)")

from irpass.batch import BatchSummary, Status  # noqa: E402
from irpass.options import RewriteOptions  # noqa: E402
from irpass.quadrants import (  # noqa: E402
    QuadrantsRunError,
    kernel_modules,
    rewrite_in_place,
    roundtrip,
    run,
)
from irpass.strategies import REGISTRY  # noqa: E402
from irpass.testing.quadrants_programs import PROGRAMS  # noqa: E402
from tests.shared import parallel  # noqa: E402

EXACT = {"fast_math": False}
DEFAULT = RewriteOptions().promote.strategy
PINNED = {"none", DEFAULT}  # pinned elsewhere (see above)
HEAVY = {"vector8_deep"}  # about 40 s a run: only with the default strategy
CASES = [
    (name, strategy)
    for name in PROGRAMS
    for strategy in REGISTRY
    if (strategy == DEFAULT if name in HEAVY else strategy not in PINNED)
]


def target(name: str) -> str:
    return f"irpass.testing.quadrants_programs:{name}"


def init(name: str, **extra) -> dict:
    """``qd.init`` arguments of a run of program ``name``: exact math, its own, ``extra``."""
    return {**EXACT, **PROGRAMS[name].init, **extra}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Baseline arrays per program, and (arrays, summary, modules) per (program, strategy)."""
    root = tmp_path_factory.mktemp("quadrants")

    def dump(name: str):
        return run(target(name), root / name / "dump", "dump", init(name))

    def rerun(case: tuple[str, str]):
        name, strategy = case
        ir = root / name / strategy
        shutil.copytree(root / name / "dump", ir)
        modules = kernel_modules(ir)
        summary = rewrite_in_place(ir, RewriteOptions(strategy))
        return run(target(name), ir, "load", init(name)), summary, modules

    # The heavy program first, so the others fill the second core meanwhile.
    order = sorted(PROGRAMS, key=lambda n: n not in HEAVY)
    baselines = dict(zip(order, parallel(dump, order), strict=True))
    cases = sorted(CASES, key=lambda c: c[0] not in HEAVY)
    return baselines, dict(zip(cases, parallel(rerun, cases), strict=True))


@pytest.mark.parametrize(("name", "strategy"), CASES)
def test_rewritten_kernels_give_identical_results(runs, name, strategy):
    baselines, reruns = runs
    arrays, summary, modules = reruns[name, strategy]
    assert modules, "the program's backward pass must call adstack helpers"
    status = {Path(f.path).name: f.status for f in summary.files}
    for module in modules:
        assert status[module.name] == Status.REWRITTEN
    assert summary.stacks_rewritten > 0
    assert sorted(arrays) == sorted(baselines[name])
    for key, value in baselines[name].items():
        np.testing.assert_array_equal(arrays[key], value, err_msg=f"{name}/{strategy}: {key}")


def finite_differences(program, arrays, key: str, eps: float = 1e-6) -> np.ndarray:
    """d sum(reference) / d arrays[key], by central differences in float64."""
    base = {k: np.asarray(v) for k, v in arrays.items()}
    point = base[key].astype(np.float64)
    grad = np.zeros_like(point)
    for index in np.ndindex(point.shape):
        total = []
        for step in (eps, -eps):
            moved = point.copy()
            moved[index] += step
            total.append(program.reference({**base, key: moved}).sum())
        grad[index] = (total[0] - total[1]) / (2 * eps)
    return grad


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_gradients_agree_with_finite_differences(runs, name):
    program = PROGRAMS[name]
    arrays = runs[0][name]  # every rewritten run equals it bit for bit (the test above)
    # f64 kernels still see f32 literals (0.1 is 0.100000001...): a 1e-9 relative error.
    wide = arrays["y"].dtype == np.float64
    rtol, atol = (1e-6, 1e-9) if wide else (1e-3, 1e-5)
    np.testing.assert_allclose(arrays["y"], program.reference(arrays), rtol=rtol / 10, atol=atol)
    if "loss" in arrays:
        np.testing.assert_allclose(arrays["loss"], arrays["y"].sum(), rtol=1e-6)
    for key in program.wrt:
        expected = finite_differences(program, arrays, key)
        np.testing.assert_allclose(arrays[f"grad_{key}"], expected, rtol=rtol, atol=atol)


@pytest.mark.parametrize("name", ["loop_carry", "static_unroll"])
def test_fast_math_changes_at_most_rounding(tmp_path, name):
    trip = roundtrip(PROGRAMS[name].run, RewriteOptions(DEFAULT), workdir=tmp_path)
    assert isinstance(trip.summary, BatchSummary) and trip.summary.count(Status.REWRITTEN) == 1
    assert [p.parent for p in trip.files] == [tmp_path / "ir"]
    np.testing.assert_array_equal(trip.rewritten["y"], trip.baseline["y"])
    np.testing.assert_allclose(trip.rewritten["grad_x"], trip.baseline["grad_x"], rtol=1e-6)


def test_load_ir_really_reads_the_dumped_files(tmp_path):
    """A broken module makes the loading run fail: Quadrants used our files, not its own."""
    run(target("loop_carry"), tmp_path, "dump", EXACT)
    [module] = kernel_modules(tmp_path)
    module.write_text(module.read_text() + "\nthis is not LLVM IR\n")
    with pytest.raises(QuadrantsRunError, match="Failed to load LLVM IR"):
        run(target("loop_carry"), tmp_path, "load", EXACT)


OVERFLOW_CASES = [
    (strategy, mode)
    for strategy in REGISTRY
    for mode in REGISTRY[strategy].overflow_modes
    if mode != "unchecked"  # unchecked pushes past the end: nothing to report, memory unsafe
]


def _overflowing_dump(tmp_path_factory, name: str) -> Path:
    """Program ``name`` dumped with room for 2 entries per stack; it pushes up to 5. The task
    Quadrants names for the overflow (from the task id ``stack_push`` recorded) is kept beside
    the dump."""
    dump_dir = tmp_path_factory.mktemp(name) / "dump"
    with pytest.raises(QuadrantsRunError, match="Adstack overflow") as raised:
        run(target(name), dump_dir, "dump", init(name, ad_stack_size=2))
    (dump_dir.parent / "task").write_text(_offending_task(raised.value))
    return dump_dir


def _offending_task(error: QuadrantsRunError) -> str:
    """The task an overflow report names (only where the task id was recorded)."""
    [line] = [ln for ln in str(error).splitlines() if "Offending task:" in ln]
    return line.strip()


def _overflow_reported(dump_dir: Path, ir: Path, name: str, strategy: str, mode: str) -> None:
    """Rewritten into ``ir`` and loaded, the overflowing dump still reports its overflow, in
    the same task."""
    shutil.copytree(dump_dir, ir)
    options = RewriteOptions(strategy, overflow=mode)
    rewrite_in_place(ir, options)
    with pytest.raises(QuadrantsRunError, match="Adstack overflow") as raised:
        run(target(name), ir, "load", init(name, ad_stack_size=2))
    assert "(load)" in str(raised.value)
    assert _offending_task(raised.value) == (dump_dir.parent / "task").read_text()


@pytest.fixture(scope="module")
def overflow_dump(tmp_path_factory):
    return _overflowing_dump(tmp_path_factory, "loop_carry")


@pytest.mark.parametrize(("strategy", "mode"), OVERFLOW_CASES)
def test_overflow_is_still_reported(overflow_dump, tmp_path, strategy, mode):
    _overflow_reported(overflow_dump, tmp_path / "ir", "loop_carry", strategy, mode)
    if strategy in ("merged-checks", "shared-exit"):
        # through the shared exit, which gets the runtime from the context again
        [module] = kernel_modules(tmp_path / "ir")
        text = module.read_text()
        exit = text[text.index("\nirpass.overflow.exit") :].split("\n")
        assert "= call ptr @RuntimeContext_get_runtime(ptr %" in exit[2], exit[:5]


@pytest.fixture(scope="module")
def gated_overflow_dump(tmp_path_factory):
    """Its gated stacks overflow."""
    return _overflowing_dump(tmp_path_factory, "gated_ndarray")


@pytest.mark.parametrize(("strategy", "mode"), OVERFLOW_CASES)
def test_gated_overflow_is_still_reported(gated_overflow_dump, tmp_path, strategy, mode):
    [dumped] = kernel_modules(gated_overflow_dump)
    assert "@LLVMRuntime_get_adstack_row_counters" in dumped.read_text(), "a gated stack"
    _overflow_reported(gated_overflow_dump, tmp_path / "ir", "gated_ndarray", strategy, mode)
    if strategy != "none":
        rewritten = (tmp_path / "ir" / dumped.name).read_text()
        assert "call ptr @stack_top_primal(" not in rewritten
