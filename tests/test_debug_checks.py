"""Debug integer-overflow checks inline (``irpass.passes.debug_checks``), against the real
runtime: its bitcode says what each ``debug_<op>_<type>`` computes and prints, and the JIT runs
both forms with the real CPU runtime linked, bit for bit (results, printed messages, and every
byte the runtime wrote)."""

import random

import llvmlite.binding as llvm
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import irpass
from irpass.backend.emit import EmitOptions, emit
from irpass.options import AssertExit, RewriteOptions
from irpass.passes.debug_checks import (
    ADJUST,
    FORMATS,
    GET_RUNTIME,
    MODULO,
    PRINTF,
    PRODUCT,
    Check,
    CheckStats,
    parse_check,
)
from irpass.passes.manager import apply
from irpass.testing import debug_kernels as kernels
from irpass.testing.cpu_runtime import runtime_bitcode
from irpass.testing.objects import PTXAS, assemble_ptx, linked_ptx
from tests.shared import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        runtime_bitcode() is None, reason="the quadrants wheel (runtime bitcode) is not installed"
    ),
]

DUMPS = sorted((ROOT / "testdata/quadrants/dumps").glob("*.ll"))
CHECKS = [
    Check(op, bits, signed)
    for op in FORMATS
    for bits in (8, 16, 32, 64)
    for signed in (True, False)
]


def _runtime_text(arch: str) -> str:
    return str(llvm.parse_bitcode(runtime_bitcode(arch).read_bytes(), llvm.create_context()))


@pytest.mark.parametrize("arch", ["x64", "cuda", "amdgpu"])
def test_the_table_is_the_runtimes(arch) -> None:
    """Every debug_<op>_<type> the runtime defines is one the pass knows, with the signature
    it rewrites; the messages, the printf and the context accessor are the runtime's."""
    text = _runtime_text(arch)
    defined = {
        line.split("@", 1)[1].split("(", 1)[0]: line
        for line in text.splitlines()
        if line.startswith("define") and "@debug_" in line
    }
    assert {parse_check(f"@{name}") for name in defined} == set(CHECKS)
    for check in CHECKS:
        params = defined[check.name].split("(", 1)[1]
        t = check.type
        assert f" {t} @{check.name}(ptr noundef %0, {t} noundef" in defined[check.name]
        assert params.count(f"{t} noundef") == 2 and params.count("ptr noundef") == 2
    for message in FORMATS.values():
        assert 'c"' + message.replace("\n", "\\0A") + '\\00"' in text
    assert f"define linkonce_odr dso_local void @{PRINTF}(ptr noundef %0, ptr noundef %1," in text
    assert f"@{GET_RUNTIME}(ptr noundef %0)" in text


def _run_both(
    original: str, rewritten: str, a: list[int], b: list[int], n: int, opt_level: int
) -> list[kernels.Outcome]:
    """Run a checks kernel before and after the rewrite on the same operands."""
    return [
        kernels.run(
            text,
            [kernels.as_words(a), kernels.as_words(b), np.zeros(len(a), np.uint64)],
            n,
            opt_level,
        )
        for text in (original, rewritten)
    ]


def _same_as_runtime(check: Check, a: list[int], b: list[int], opt_level: int = 0) -> None:
    kernel = kernels.checks_kernel([check], [False])
    rewritten, stats = apply("debug-checks", kernel.text)
    assert stats == CheckStats({check.name: 1})
    outcomes = _run_both(kernel.text, rewritten, a, b, len(a), opt_level)
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("check", [c for c in CHECKS if c.bits == 8], ids=lambda c: c.name)
def test_8_bit_checks_equal_the_runtime_on_every_pair(check) -> None:
    a, b = kernels.every_pair(check)
    _same_as_runtime(check, a, b)


@pytest.mark.parametrize("check", [c for c in CHECKS if c.bits > 8], ids=lambda c: c.name)
def test_wider_checks_equal_the_runtime(check) -> None:
    a, b = kernels.operands(check, 4000, random.Random(check.name))
    _same_as_runtime(check, a, b)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("opt_level", [0, 2])
def test_generated_kernels_equal_the_runtime(seed, opt_level) -> None:
    """Several calls per element, some in conditional blocks whose results meet in phis."""
    rng = random.Random(seed)
    calls = [rng.choice(CHECKS) for _ in range(rng.randint(1, 5))]
    kernel = kernels.checks_kernel(calls, [rng.random() < 0.5 for _ in calls])
    n = 300
    a, b = kernels.interleaved_operands(calls, n, rng)
    rewritten, stats = apply("debug-checks", kernel.text)
    assert sum(stats.debug_checks.values()) == len(calls) and "call i32 @debug_" not in rewritten
    outcomes = _run_both(kernel.text, rewritten, a, b, n, opt_level)
    assert outcomes[0] == outcomes[1]
    unguarded = sum(not g for g in kernel.guarded)
    assert len(outcomes[0].runtime[2]) >= unguarded


@pytest.mark.parametrize("seed", range(2))
def test_a_linked_emit_inlines_the_reporter_and_reports_the_same(seed) -> None:
    """With the runtime linked by irpass and its printf kept out of line, the reporter only
    forwards to that printf and is inlined: same results, same messages."""
    rng = random.Random(seed)
    calls = [rng.choice(CHECKS) for _ in range(3)]
    kernel = kernels.checks_kernel(calls, [False, True, False])
    n = 50
    a, b = kernels.interleaved_operands(calls, n, rng)
    rewritten, _ = apply("debug-checks", kernel.text)
    options = EmitOptions(
        opt_level=2,
        link=(str(runtime_bitcode()),),
        inline_linked=True,
        print_out_of_line=True,
    )
    linked = emit(rewritten, options).decode()
    assert "@irpass.debug.report" not in linked
    assert f"call fastcc void @{PRINTF}(" in linked
    args = [kernels.as_words(a), kernels.as_words(b), np.zeros(len(a), np.uint64)]
    before = kernels.run(kernel.text, args, n, 2)
    args[-1][:] = 0
    after = kernels.run(linked, args, n, linked=True)
    assert before == after and before.runtime[2]


@pytest.mark.parametrize("dump", DUMPS, ids=lambda p: p.stem.split("_reverse")[0])
def test_real_dumps_verify_and_a_second_run_changes_nothing(dump) -> None:
    text = dump.read_text()
    out, stats = apply("debug-checks", text)
    assert sum(stats.debug_checks.values()) == text.count("call i32 @debug_") > 0
    llvm.parse_assembly(out).verify()
    assert out.count("define internal void @irpass.debug.report(") == 1
    assert apply("debug-checks", out) == (out, CheckStats())


def test_modules_without_debug_calls_are_returned_as_they_are() -> None:
    text = "declare i32 @debug_add_i32(ptr, i32, i32, ptr)\n"
    assert apply("debug-checks", text) == (text, CheckStats())
    typed = (
        "declare i32 @debug_add_i32(i8*, i32, i32, i8*)\n"
        "define i32 @k(i8* %c, i32 %a) {\n"
        "  %r = call i32 @debug_add_i32(i8* %c, i32 %a, i32 1, i8* null)\n  ret i32 %r\n}\n"
    )
    assert apply("debug-checks", typed) == (typed, CheckStats())


@pytest.mark.skipif(PTXAS is None, reason="ptxas is not on PATH")
@pytest.mark.parametrize("dump", DUMPS, ids=lambda p: p.stem.split("_reverse")[0])
def test_real_dumps_assemble_with_every_part_on(dump, tmp_path) -> None:
    """The CLI's GPU default (every part on, asserts ending the thread) on each dump, with the
    real CUDA runtime linked and force-inlined, and alone (the QD_LOAD_IR flow's input): alone,
    one reporter out of line; linked, the reporter, which would only forward to the kept printf,
    is inlined as CUDA's vprintf (``link.print_through_vprintf``): no printf function is left."""
    options = RewriteOptions(debug_checks=True, noreturn_asserts=AssertExit.THREAD)
    text = irpass.rewrite(dump.read_text(), options, str(dump)).text
    linked = emit(text, linked_ptx(print_out_of_line=True))
    alone = emit(
        text,
        EmitOptions(opt_level=3, target="ptx", mcpu="sm_90", emit="asm", define_helpers=True),
    )
    assert b".func irpass_$_debug_$_report(" in alone
    assert b"irpass_$_debug_$_report" not in linked
    assert f".func {PRINTF}(".encode() not in linked and b"call.uni vprintf," in linked
    for name, ptx in (("linked", linked), ("alone", alone)):
        assemble_ptx(ptx, tmp_path, name)


@st.composite
def _programs(draw):
    """A kernel of 1-4 calls (some guarded) and 1-40 elements of operands for it."""
    calls = draw(st.lists(st.sampled_from(CHECKS), min_size=1, max_size=4))
    guarded = draw(st.lists(st.booleans(), min_size=len(calls), max_size=len(calls)))
    n = draw(st.integers(1, 40))
    a, b = [], []
    for _ in range(n):
        for check in calls:
            low = -(1 << (check.bits - 1)) if check.signed else 0
            high = (1 << (check.bits - (1 if check.signed else 0))) - 1
            a.append(draw(st.integers(low, high)))
            count = st.integers(0, check.bits - 1) if check.op == "shl" else st.integers(low, high)
            b.append(draw(count))
    return kernels.checks_kernel(calls, guarded), a, b, n


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(_programs(), st.sampled_from([0, 2]))
def test_hypothesis_kernels_equal_the_runtime(program, opt_level) -> None:
    kernel, a, b, n = program
    rewritten, _ = apply("debug-checks", kernel.text)
    outcomes = _run_both(kernel.text, rewritten, a, b, n, opt_level)
    assert outcomes[0] == outcomes[1]


# -- Python's floor division and modulo (q = a / b, p1 = b*q, q2 = q - adj, p3 = q2*b,
# r = a - p3): the checks that cannot fire on their own --
def _wrap(value: int, bits: int) -> tuple[int, bool]:
    """``value`` wrapped to a signed ``bits``-bit integer, and whether it had to be."""
    wrapped = (value + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
    return wrapped, wrapped != value


def _divisible_pairs(bits: int) -> list[tuple[int, int]]:
    """Every pair on which ``sdiv`` is defined (b != 0, not MIN / -1)."""
    low = -(1 << (bits - 1))
    values = range(low, -low)
    return [(a, b) for a in values for b in values if b and (a, b) != (low, -1)]


def test_the_floor_facts_hold_on_every_i8_pair() -> None:
    """The module's proofs, exhaustively at 8 bits (they argue from |trunc(a/b)*b| <= |a| and
    |a mod b| < |b|, which hold at every width): p1 and q2 never overflow; r overflows exactly
    when p3 did, and its wrapped value is Python's a % b whenever p3 did not."""
    for a, b in _divisible_pairs(8):
        q = int(a / b)  # sdiv: toward zero
        p1, p1_over = _wrap(q * b, 8)
        adj = int(((a < 0) != (b < 0)) and a != 0 and p1 != a)
        q2, q2_over = _wrap(q - adj, 8)
        p3, p3_over = _wrap(q2 * b, 8)
        r, r_over = _wrap(a - p3, 8)
        assert not p1_over and not q2_over and q2 == a // b
        assert r_over == p3_over and (p3_over or r == a % b), (a, b)


def _floor_outcomes(text: str, pairs: list[tuple[int, int]], opt_level: int, rewrite):
    """The kernel before and after ``rewrite`` on ``pairs``: results, runtime bytes, prints."""
    a, b = kernels.as_words([p[0] for p in pairs]), kernels.as_words([p[1] for p in pairs])
    return [
        kernels.run(t, [a, b, np.zeros(2 * len(pairs), np.uint64)], len(pairs), opt_level)
        for t in (text, rewrite(text))
    ]


def _python_rewrite(text: str) -> str:
    return apply("debug-checks", text)[0]


@pytest.mark.parametrize("opt_level", [0, 2])
def test_floor_division_and_modulo_equal_the_runtime_on_every_i8_pair(opt_level) -> None:
    """Three of the four checks are plain ops, r's report moved into p3's report block: the
    same results and the same messages, in the same order, on every defined i8 pair."""
    text = kernels.floor_mod_kernel(8)
    _, stats = apply("debug-checks", text)
    assert stats.debug_checks_proven == {PRODUCT: 1, ADJUST: 1, MODULO: 1}
    before, after = _floor_outcomes(text, _divisible_pairs(8), opt_level, _python_rewrite)
    assert before == after and before.runtime[2]


MIN32 = -(1 << 31)
FLOOR_CASES = {
    "nothing overflows": [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (1 << 30, 3)],
    "p3 overflows": [(MIN32 + 1, 3)],
    "q = MIN": [(MIN32, 1)],
}


@pytest.mark.parametrize("case", FLOOR_CASES)
def test_floor_division_and_modulo_on_i32_edges(case) -> None:
    """No message; both of p3's and r's, in that order, where p3 overflows (a = MIN+1, b = 3:
    floor(a/b)*b = MIN-2); none at R2's corner (a = MIN, b = 1: q = MIN, adj = 0)."""
    pairs = FLOOR_CASES[case]
    before, after = _floor_outcomes(kernels.floor_mod_kernel(32), pairs, 0, _python_rewrite)
    assert before == after
    sites = [message for _, message in before.runtime[2]]
    assert len(sites) == (2 if case == "p3 overflows" else 0)
    assert [m.rstrip(b"\0") for m in sites] == [b"site 02", b"site 03"][: len(sites)]
    if case == "nothing overflows":
        words = np.frombuffer(before.out, np.int64)
        assert words.tolist() == [v for a, b in pairs for v in (a // b, a % b)]


@pytest.mark.parametrize(
    "terms", [("signs", "nonzero"), ("signs", "inexact"), ("inexact", "nonzero", "signs")]
)
def test_floor_shapes_missing_a_conjunct_keep_their_checks_and_equal_the_runtime(terms) -> None:
    """Without p1 != a, q - adj overflows at a = MIN, b = 1 and keeps its check; without
    a != 0, r keeps its own; in another order, the same proofs as in Quadrants' order."""
    text = kernels.floor_mod_kernel(8, terms)
    _, stats = apply("debug-checks", text)
    expected = {PRODUCT} | ({ADJUST} if "inexact" in terms else set())
    if set(terms) == set(kernels.FLOOR_TERMS):
        expected.add(MODULO)
    assert set(stats.debug_checks_proven) == expected
    before, after = _floor_outcomes(text, _divisible_pairs(8), 0, _python_rewrite)
    assert before == after and before.runtime[2]


@pytest.mark.parametrize(
    "shape",
    [
        {"between": "  store i64 0, ptr %out"},
        {"reload": "  store i8 1, ptr %pr"},
        {"reload": "  %v = load volatile i8, ptr %pr"},
    ],
    ids=["store between p3 and r", "store before the reload", "volatile load before it"],
)
def test_something_observable_between_keeps_rs_check(shape) -> None:
    """r's report stays its own where something observable may come between p3's and it,
    or where a reloaded a may not be the divided one."""
    text = kernels.floor_mod_kernel(8, **shape)
    _, stats = apply("debug-checks", text)
    assert stats.debug_checks_proven == {PRODUCT: 1, ADJUST: 1}
    before, after = _floor_outcomes(text, _divisible_pairs(8), 0, _python_rewrite)
    assert before == after


@pytest.mark.parametrize("opt_level", [0, 2])
def test_a_reloaded_a_is_the_divided_one(opt_level) -> None:
    """Quadrants loads a local again for r: with nothing that writes memory between the two
    loads (the plain p1 and q2 among them), r is merged as with the same value."""
    text = kernels.floor_mod_kernel(8, reload="")
    _, stats = apply("debug-checks", text)
    assert stats.debug_checks_proven == {PRODUCT: 1, ADJUST: 1, MODULO: 1}
    before, after = _floor_outcomes(text, _divisible_pairs(8), opt_level, _python_rewrite)
    assert before == after and before.runtime[2]
