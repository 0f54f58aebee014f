"""The kernel generator and the JIT harness: every matrix spec verifies, runs and matches numpy."""

import re
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest

from irpass.testing.generator import EXAMPLES, generate, main, matrix
from irpass.testing.harness import (
    assert_same,
    differences,
    make_inputs,
    reference,
    run,
    tolerance,
)
from irpass.testing.kernel_spec import FLAVOURS, HEADER_BYTES, PLACEMENTS, KernelSpec

MATRIX = matrix()
EXAMPLES_DIR = Path(__file__).parent.parent / "testdata" / "examples"
HELPERS = ("stack_init", "stack_push", "stack_top_primal", "stack_top_adjoint", "stack_pop")


def test_matrix_covers_the_seed_shapes():
    assert 40 <= len(MATRIX) <= 80
    assert len({s.name for s in MATRIX}) == len(MATRIX)
    assert {s.n_iter for s in MATRIX} >= {4, 16, 64}
    assert {s.n_stacks for s in MATRIX} >= {1, 3}
    assert {s.flavour for s in MATRIX} == set(FLAVOURS)
    assert {s.dtype for s in MATRIX} == {"f32", "f64"}
    assert {s.placement for s in MATRIX if s.flags} == set(PLACEMENTS)
    assert {(s.flavour, s.placement) for s in MATRIX} == {
        (f, p) for f in FLAVOURS for p in PLACEMENTS
    }
    assert any(s.n_functions > 1 for s in MATRIX)
    assert sum(s.overflows for s in MATRIX) >= 4
    assert all(s.flavour == "quadrants" for s in MATRIX if s.overflows)


@pytest.mark.slow
@pytest.mark.parametrize("spec", MATRIX, ids=lambda s: s.name)
def test_matrix_spec_runs_and_matches_reference(spec: KernelSpec):
    kernel = generate(spec)
    assert generate(spec).text == kernel.text
    inputs = make_inputs(kernel, seed=1)
    result = run(kernel.text, kernel, inputs)
    for fn, got in zip(kernel.functions, result.functions, strict=True):
        assert got.damaged == ()
        assert got.overflow_flag == int(spec.overflows)
        assert got.task_id == (fn.task_id if spec.overflows else 0)
    ref = reference(spec, inputs)
    assert (ref is None) == spec.overflows
    if ref is not None:
        rtol = tolerance(spec)
        for k, got in enumerate(result.functions):
            np.testing.assert_allclose(got.y, ref.y[k], rtol=rtol, atol=0)
            np.testing.assert_allclose(got.dx, ref.dx[k], rtol=rtol, atol=0)
    assert_same(result, run(kernel.text, kernel, inputs), layout=kernel)


def test_gradients_are_not_degenerate():
    spec = KernelSpec(placement="branch", flags=True, n_iter=16)
    kernel = generate(spec)
    got = run(kernel.text, kernel, make_inputs(kernel)).functions[0]
    assert len(set(got.dx.tolist())) == got.dx.size
    flags = got.heap_i.reshape(3, -1)[:, HEADER_BYTES::2]  # primal byte of every flag entry
    assert 0 < int(flags.sum()) < flags.size


def test_task_ids_are_distinct_and_nonzero():
    kernel = generate(KernelSpec(n_functions=3))
    ids = [fn.task_id for fn in kernel.functions]
    assert len(set(ids)) == 3 and 0 not in ids


def test_slab_holds_the_entries_in_the_documented_layout():
    """Entry k primal at 8 + k*2*E; the last element on a thread leaves its values there."""
    spec = KernelSpec(n_iter=4, dtype="f64")
    kernel = generate(spec)
    inputs = make_inputs(kernel, n_elems=5, n_threads=2)
    got = run(kernel.text, kernel, inputs).functions[0]
    fn = kernel.functions[0]
    stride = fn.stride_f
    for thread, last_elem in ((0, 4), (1, 3)):
        region = got.heap_f[thread * stride : (thread + 1) * stride]
        assert not region[:HEADER_BYTES].any()  # headers are masked out
        entries = region[HEADER_BYTES:].view(np.float64).reshape(-1, 2)
        assert entries.shape[0] == spec.pushes
        assert entries[0, 0] == inputs.x[last_elem]  # v0 = x * 1.0
        assert entries[-1, 0] == got.y[last_elem]
        assert entries[0, 1] == got.dx[last_elem] / 1.0  # adjoint of v0 = dx / m


def test_overflow_continues_on_the_clamped_top():
    """No push past max; the top stays the last entry, so the forward values are still right."""
    spec = KernelSpec(n_iter=16, max_sizes=(8,))
    kernel = generate(spec)
    inputs = make_inputs(kernel, n_elems=3, n_threads=3)
    got = run(kernel.text, kernel, inputs).functions[0]
    fitting = reference(KernelSpec(n_iter=16), inputs)
    np.testing.assert_allclose(got.y, fitting.y[0], rtol=tolerance(spec))
    stride = kernel.functions[0].stride_f
    for thread in range(3):
        entries = got.heap_f[thread * stride + HEADER_BYTES : (thread + 1) * stride]
        primals = entries.view(np.float32).reshape(8, 2)[:, 0]
        assert primals[0] == inputs.x[thread] and primals[7] == got.y[thread]


def test_differences_are_readable():
    kernel = generate(KernelSpec(n_iter=4, placement="branch"))
    a = run(kernel.text, kernel, make_inputs(kernel, seed=1))
    b = run(kernel.text, kernel, make_inputs(kernel, seed=2))
    lines = differences(a, b, layout=kernel)
    assert any(re.search(r"\.y\[\d+\]: .* != ", line) for line in lines)
    assert any("(thread 0, stack 0, entry" in line for line in lines)
    assert a != b and a == a
    assert differences(a, b, fields=("overflow_flag", "task_id", "damaged")) == []
    with pytest.raises(AssertionError, match="runs differ"):
        assert_same(a, b)


def test_guards_catch_writes_outside_the_buffers():
    """An off-by-one top (entry count, not count-1) runs past the slab; so does one element more."""
    kernel = generate(KernelSpec(n_iter=4))
    inputs = make_inputs(kernel, n_elems=3, n_threads=3)
    assert run(kernel.text, kernel, inputs).functions[0].damaged == ()
    top = "%k = select i1 %live, i64 %last, i64 0"
    bound = "icmp slt i64 %0, %n_elems"
    assert kernel.text.count(top) == kernel.text.count(bound) == 1
    off_by_one = kernel.text.replace(top, "%k = select i1 %live, i64 %n, i64 0")
    assert "heap_f" in run(off_by_one, kernel, inputs).functions[0].damaged
    one_more = kernel.text.replace(bound, "icmp sle i64 %0, %n_elems")
    assert {"y", "dx"} <= set(run(one_more, kernel, inputs).functions[0].damaged)


@pytest.mark.parametrize(
    "spec",
    [
        KernelSpec(n_stacks=3, n_iter=16, flags=True),
        KernelSpec(n_iter=16, placement="branch", max_sizes=(5,), n_functions=2),
        KernelSpec("taichi", "f64", 2, 16, "straight", flags=True),
    ],
    ids=lambda s: s.name,
)
def test_optimised_runs_are_identical(spec: KernelSpec):
    kernel = generate(spec)
    inputs = make_inputs(kernel)
    baseline = run(kernel.text, kernel, inputs)
    for level in (1, 3):
        assert_same(baseline, run(kernel.text, kernel, inputs, opt_level=level), layout=kernel)


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_declared_helpers_verify(flavour: str):
    text = generate(KernelSpec(flavour, flags=True), define_helpers=False).text
    llvm.parse_assembly(text).verify()
    for name in HELPERS:
        assert re.search(rf"^declare \S+ @{name}\(", text, re.M)
        assert not re.search(rf"^define \S+ @{name}\(", text, re.M)


def _helper_signatures(text: str) -> dict[str, str]:
    return dict(re.findall(r"^define (\S+ @stack_\w+)\((.*)\)", text, re.M))


def test_helpers_have_the_exact_signatures():
    q = _helper_signatures(generate(KernelSpec()).text)
    assert q["void @stack_push"] == (
        "ptr noundef %rt, ptr noundef %s, i64 noundef %max, i64 noundef %E, i64 noundef %task_id"
    )
    assert q["ptr @stack_top_primal"] == "ptr noundef %s, i64 noundef %E"
    t = _helper_signatures(generate(KernelSpec("taichi")).text)
    assert t["void @stack_push"] == "i8* %s, i64 %max, i64 %E"
    assert t["i8* @stack_top_adjoint"] == "i8* %s, i64 %E"
    assert len(q) == len(t) == 5


@pytest.mark.parametrize(
    "spec", [KernelSpec(n_stacks=3, flags=True), KernelSpec("taichi", placement="branch")]
)
def test_push_sites_look_like_the_compilers(spec: KernelSpec):
    """Quadrants reloads max before every push; both store the value right after the top."""
    lines = [line.strip() for line in generate(spec).text.splitlines()]
    sites = [i for i, line in enumerate(lines) if line.startswith("call void @stack_push(")]
    assert sites
    for i in sites:
        if spec.flavour == "quadrants":
            assert re.fullmatch(
                r"(%\d+) = getelementptr i64, ptr %max_sizes, i64 \d+", lines[i - 2]
            )
            assert re.fullmatch(r"%\d+ = load i64, ptr %\d+, align 8", lines[i - 1])
            assert re.search(r"i64 %\d+, i64 [148], i64 [1-9]\d*\)$", lines[i])
        else:
            assert re.search(r"\(i8\* %\d+, i64 \d+, i64 [148]\)$", lines[i])
        assert "= call" in lines[i + 1] and "@stack_top_primal(" in lines[i + 1]
        store = lines[i + 3] if spec.flavour == "taichi" else lines[i + 2]
        assert store.startswith("store ")


def test_straight_placement_pushes_in_one_block():
    spec = KernelSpec(placement="straight", n_stacks=3, n_iter=16)
    blocks = re.split(r"\n\n\w+:\n", generate(spec).text)
    assert max(b.count("call void @stack_push(") for b in blocks) == 3 * 17


def test_taichi_rejects_overflow():
    with pytest.raises(ValueError, match="Taichi"):
        KernelSpec("taichi", n_iter=8, max_sizes=(4,))


def test_shipped_examples_are_current(tmp_path: Path):
    main(["--out", str(tmp_path)])
    written = sorted(p.name for p in tmp_path.iterdir())
    assert written == sorted(EXAMPLES)
    for name in written:
        assert (tmp_path / name).read_text() == (EXAMPLES_DIR / name).read_text(), name
