"""Kernels shaped like Quadrants' debug codegen, for the debug-check passes' JIT tests.

``checks_kernel`` calls ``debug_<op>_<type>`` runtime functions over arrays, some of them in
conditional blocks whose results meet in phis (so a split block must rename its phi edges);
``asserts_kernel`` bounds-checks indices the way Quadrants' CPU codegen does (a fail block
calling ``quadrants_assert_format_ctx_args8`` and returning when it returns non-zero). Both
take the ``RuntimeContext*`` of ``irpass.testing.cpu_runtime`` first.
"""

from __future__ import annotations

import ctypes
import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from irpass.passes.debug_checks import Check
from irpass.testing.cpu_runtime import RuntimeState, compile_with_runtime
from irpass.testing.harness import compile_module

CHECKS_SIGNATURE = "void @kernel(ptr %ctx, ptr %a, ptr %b, ptr %out, i64 %n)"
ASSERTS_SIGNATURE = "void @kernel(ptr %ctx, ptr %index, ptr %out, i64 %n)"


@dataclass(frozen=True)
class ChecksKernel:
    """``calls`` per element, in order; ``guarded[k]``: call k runs only when ``a`` < 0."""

    text: str
    calls: tuple[Check, ...]
    guarded: tuple[bool, ...]


def checks_kernel(calls: list[Check], guarded: list[bool]) -> ChecksKernel:
    """For each element j and call k: ``out[j*K+k] = debug_<op>(a[j*K+k], b[j*K+k])`` (values
    held as i64, truncated to the call's type and sign- or zero-extended back)."""
    width = len(calls)
    body: list[str] = []
    previous = "%loop"
    for k, (check, guard) in enumerate(zip(calls, guarded, strict=True)):
        t = check.type
        ext = "sext" if check.signed else "zext"
        body += [
            f"  %slot{k} = add i64 %base, {k}",
            f"  %pa{k} = getelementptr i64, ptr %a, i64 %slot{k}",
            f"  %pb{k} = getelementptr i64, ptr %b, i64 %slot{k}",
            f"  %wa{k} = load i64, ptr %pa{k}",
            f"  %wb{k} = load i64, ptr %pb{k}",
            *_narrow(f"%a{k}", f"%wa{k}", t),
            *_narrow(f"%b{k}", f"%wb{k}", t),
        ]
        call = f"call {t} @{check.name}(ptr %ctx, {t} %a{k}, {t} %b{k}, ptr @msg{k})"
        if guard:
            body += [
                f"  %neg{k} = icmp slt i64 %wa{k}, 0",
                f"  br i1 %neg{k}, label %then{k}, label %join{k}",
                f"then{k}:",
                f"  %r{k} = {call}",
                f"  br label %join{k}",
                f"join{k}:",
                f"  %v{k} = phi {t} [ %r{k}, %then{k} ], [ %a{k}, {previous} ]",
            ]
            previous = f"%join{k}"
        else:
            body.append(f"  %v{k} = {call}")
        body += [
            *_widen(f"%o{k}", f"%v{k}", t, ext),
            f"  %po{k} = getelementptr i64, ptr %out, i64 %slot{k}",
            f"  store i64 %o{k}, ptr %po{k}",
        ]
    messages = _site_messages(width)
    declared = sorted({c.name: c for c in calls}.values(), key=lambda c: c.name)
    text = "\n".join(
        [
            *messages,
            *(f"declare {c.type} @{c.name}(ptr, {c.type}, {c.type}, ptr)" for c in declared),
            *_element_loop(CHECKS_SIGNATURE, [f"  %base = mul i64 %j, {width}", *body]),
        ]
    )
    return ChecksKernel(text + "\n", tuple(calls), tuple(guarded))


FLOOR_TERMS = ("signs", "nonzero", "inexact")


def floor_mod_kernel(
    bits: int,
    terms: Sequence[str] = FLOOR_TERMS,
    between: str | None = None,
    reload: str | None = None,
) -> str:
    """For each element j, Python's ``a // b`` and ``a % b`` on ``i<bits>`` as Quadrants'
    debug codegen computes them, ``out[2j]`` and ``out[2j+1]`` (sign-extended): ``q = a / b``,
    ``p1 = b*q`` checked, the floor adjust ``zext`` of the ``terms`` (signs differ, ``a != 0``,
    ``p1 != a``) through ``icmp ne X, false`` wrappers, ``q2 = q - adj``, ``p3 = q2*b`` and
    ``r = a - p3``, each checked. ``between``: a line placed between ``p3`` and ``r``.
    ``reload``: ``a`` is stored to ``out[2j+1]`` and loaded back, and loaded again for ``r``
    after ``q2`` (as Quadrants reloads a local), with the line ``reload`` before that (``""``:
    none)."""
    t = f"i{bits}"
    a, minuend = ("%x", "%x") if reload is None else ("%a0", "%a1")
    stored = [
        f"  store {t} %x, ptr %pr",
        f"  %a0 = load {t}, ptr %pr, align 1",
    ]
    again = [*([reload] if reload else []), f"  %a1 = load {t}, ptr %pr, align 1"]
    mul, sub = f"@debug_mul_i{bits}", f"@debug_sub_i{bits}"
    conjunct = {"signs": "%differ", "nonzero": "%nonzero", "inexact": "%inexact"}
    chain = [f"  %c0 = icmp ne i1 {conjunct[terms[0]]}, false"]
    for k, term in enumerate(terms[1:], 1):
        chain += [
            f"  %t{k} = icmp ne i1 {conjunct[term]}, false",
            f"  %and{k} = and i1 %c{k - 1}, %t{k}",
            f"  %c{k} = icmp ne i1 %and{k}, false",
        ]
    body = [
        "  %pa = getelementptr i64, ptr %a, i64 %j",
        "  %pb = getelementptr i64, ptr %b, i64 %j",
        "  %wa = load i64, ptr %pa",
        "  %wb = load i64, ptr %pb",
        *_narrow("%x", "%wa", t),
        *_narrow("%y", "%wb", t),
        "  %slot = mul i64 %j, 2",
        "  %pq = getelementptr i64, ptr %out, i64 %slot",
        "  %pr = getelementptr i64, ptr %pq, i64 1",
        *(stored if reload is not None else []),
        f"  %q = sdiv {t} {a}, %y",
        f"  %sx = icmp slt {t} {a}, 0",
        f"  %sy = icmp slt {t} %y, 0",
        f"  %p1 = call {t} {mul}(ptr %ctx, {t} %y, {t} %q, ptr @msg0)",
        "  %differ = icmp ne i1 %sx, %sy",
        f"  %nonzero = icmp ne {t} {a}, 0",
        f"  %inexact = icmp ne {t} %p1, {a}",
        *chain,
        f"  %adj = zext i1 %c{len(terms) - 1} to {t}",
        f"  %q2 = call {t} {sub}(ptr %ctx, {t} %q, {t} %adj, ptr @msg1)",
        *(again if reload is not None else []),
        f"  %p3 = call {t} {mul}(ptr %ctx, {t} %q2, {t} %y, ptr @msg2)",
        *([between] if between else []),
        f"  %r = call {t} {sub}(ptr %ctx, {t} {minuend}, {t} %p3, ptr @msg3)",
        *_widen("%oq", "%q2", t, "sext"),
        *_widen("%or", "%r", t, "sext"),
        "  store i64 %oq, ptr %pq",
        "  store i64 %or, ptr %pr",
    ]
    messages = _site_messages(4)
    text = "\n".join(
        [
            *messages,
            f"declare {t} {mul}(ptr, {t}, {t}, ptr)",
            f"declare {t} {sub}(ptr, {t}, {t}, ptr)",
            *_element_loop(CHECKS_SIGNATURE, body),
        ]
    )
    return text + "\n"


def _site_messages(n: int) -> list[str]:
    """``@msg<k>``, the message ``site <k>`` of the k-th of ``n`` checks."""
    return [
        f'@msg{k} = private unnamed_addr constant [8 x i8] c"site {k:02}\\00"' for k in range(n)
    ]


def _element_loop(signature: str, body: list[str], after: Sequence[str] = ()) -> list[str]:
    """``define signature`` looping j over [0, n): ``body`` runs once per element (its last
    block falls through to the latch); ``after``: blocks placed behind the loop's exit."""
    return [
        f"define {signature} {{",
        "entry:",
        "  br label %loop",
        "loop:",
        "  %j = phi i64 [ 0, %entry ], [ %j.next, %latch ]",
        *body,
        "  br label %latch",
        "latch:",
        "  %j.next = add i64 %j, 1",
        "  %more = icmp slt i64 %j.next, %n",
        "  br i1 %more, label %loop, label %done",
        "done:",
        "  ret void",
        *after,
        "}",
    ]


def _narrow(name: str, wide: str, t: str) -> list[str]:
    return (
        [f"  {name} = trunc i64 {wide} to {t}"] if t != "i64" else [f"  {name} = add i64 {wide}, 0"]
    )


def _widen(name: str, value: str, t: str, ext: str) -> list[str]:
    return (
        [f"  {name} = {ext} {t} {value} to i64"]
        if t != "i64"
        else [f"  {name} = add i64 {value}, 0"]
    )


def operands(check: Check, count: int, rng: random.Random) -> tuple[list[int], list[int]]:
    """``count`` pairs for ``check``: near the type's edges as often as anywhere, shift
    counts within the type's width."""
    bits = check.bits
    low, high = (
        (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if check.signed else (0, (1 << bits) - 1)
    )
    edges = [low, low + 1, -1 if check.signed else 1, 0, 1, 2, high - 1, high, high // 2, low // 2]

    def value() -> int:
        pick = rng.random()
        if pick < 0.3:
            return rng.choice(edges)
        if pick < 0.6:
            return (
                rng.randint(-(1 << (bits // 2)), 1 << (bits // 2))
                if check.signed
                else rng.randint(0, 1 << (bits // 2))
            )
        return rng.randint(low, high)

    a = [value() for _ in range(count)]
    if check.op == "shl":
        b = [rng.randrange(bits) for _ in range(count)]
    else:
        b = [value() for _ in range(count)]
    return a, b


def overflowing(check: Check) -> tuple[int, int]:
    """A pair on which ``check`` reports."""
    high = (1 << (check.bits - 1)) - 1 if check.signed else (1 << check.bits) - 1
    if check.op == "sub":
        return (-(1 << (check.bits - 1)), 1) if check.signed else (0, 1)
    return (high, 1) if check.op == "shl" else (high, high)


def interleaved_operands(
    calls: list[Check], count: int, rng: random.Random
) -> tuple[list[int], list[int]]:
    """The ``a`` and ``b`` columns of ``checks_kernel(calls, ...)`` for ``count`` elements,
    element-major (element j's operands for every call, then element j+1's); element 0
    overflows every check, so each report fires at least once."""
    columns = [operands(c, count, rng) for c in calls]
    for k, check in enumerate(calls):
        columns[k][0][0], columns[k][1][0] = overflowing(check)
    a = [columns[k][0][j] for j in range(count) for k in range(len(calls))]
    b = [columns[k][1][j] for j in range(count) for k in range(len(calls))]
    return a, b


def every_pair(check: Check) -> tuple[list[int], list[int]]:
    """All operand pairs of an 8-bit check (shift counts 0-31)."""
    values = range(-128, 128) if check.signed else range(256)
    counts = range(32) if check.op == "shl" else values
    grid = np.array(np.meshgrid(list(values), list(counts), indexing="ij")).reshape(2, -1)
    return grid[0].tolist(), grid[1].tolist()


def asserts_kernel(size: int, asserts: int) -> str:
    """``out[index[j]] = j`` for each j, after ``asserts`` bounds checks of ``index[j]``
    (0 <= i, i < size, ...), each failing through Quadrants' CPU assert path with the index
    as its argument."""
    body: list[str] = []
    fails: list[str] = []
    for k in range(asserts):
        bound = size - k
        body += [
            f"  %ok{k} = icmp ult i64 %i, {bound}",
            f"  br i1 %ok{k}, label %cont{k}, label %fail{k}",
            f"cont{k}:",
        ]
        fails += [
            f"fail{k}:",
            f"  %r{k} = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @msg{k}, i32 2, "
            f"i64 %i, i64 {bound}, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0)",
            f"  %c{k} = icmp ne i32 %r{k}, 0",
            f"  br i1 %c{k}, label %abort, label %cont{k}",
        ]
    messages = [
        f'@msg{k} = private unnamed_addr constant [22 x i8] c"check {k} index %d < %d\\00"'
        for k in range(asserts)
    ]
    text = "\n".join(
        [
            *messages,
            "declare i32 @quadrants_assert_format_ctx_args8(ptr, ptr, i32, i64, i64, i64, i64, "
            "i64, i64, i64, i64)",
            *_element_loop(
                ASSERTS_SIGNATURE,
                [
                    "  %pi = getelementptr i64, ptr %index, i64 %j",
                    "  %i = load i64, ptr %pi",
                    *body,
                    "  %po = getelementptr i64, ptr %out, i64 %i",
                    "  store i64 %j, ptr %po",
                ],
                ["abort:", "  ret void", *fails],
            ),
        ]
    )
    return text + "\n"


@dataclass(frozen=True)
class Outcome:
    """What a run left: the output array's bytes and everything the runtime wrote."""

    out: bytes
    runtime: tuple[bytes, bytes, tuple[tuple[bytes, bytes], ...]]


def run(
    text: str, args: list[np.ndarray], n: int, opt_level: int = 0, linked: bool = False
) -> Outcome:
    """JIT ``text`` with the real CPU runtime and run ``@kernel(ctx, *args, n)``; the last of
    ``args`` is the output. ``linked``: ``text`` has the runtime in it already (``--link``)."""
    engine = compile_module(text, opt_level) if linked else compile_with_runtime(text, opt_level)
    state = RuntimeState()
    pointers = [ctypes.c_void_p] * (len(args) + 1)
    kernel = ctypes.CFUNCTYPE(None, *pointers, ctypes.c_int64)(
        engine.get_function_address("kernel")
    )
    kernel(state.address, *(a.ctypes.data for a in args), n)
    return Outcome(args[-1].tobytes(), state.snapshot())


def as_words(values: list[int]) -> np.ndarray:
    """Python ints as the i64 words the kernels load."""
    return np.array([v & ((1 << 64) - 1) for v in values], dtype=np.uint64)
