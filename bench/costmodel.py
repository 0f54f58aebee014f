"""``auto``'s cost model, fitted on the bench's ptxas records.

For each checked shape, the ptxas CPU time of a kernel rewritten in that shape divided by the
time of the same kernel with its helper calls left alone, as a power law in one feature, the
number of helper calls in the function (the bench's kernels each have one such function):

    ln(ratio) = a + b * ln(helper calls)

fitted twice per shape: on the kernels with ``SMALL_CALLS`` helper calls and up, and on the
smaller ones, where the runtime's inlined code dominates and the shapes sit within a few percent
of each other (one law over all sizes ranked them against the measurements there).

A ratio above 1 means the shape makes the kernel slower than leaving it alone, and ``auto``
leaves it alone. The shapes are those the bench measures on the real dumps as well as on the
synthetic kernels (``--mode real``): a fit on synthetic kernels alone (56 helper calls and up)
says nothing about the small functions where leaving the calls alone can win, so ``inline``'s
checked modes carry no cost and ``auto`` does not pick them (they never won on any kernel).

The reference is ``none`` with the same options: on the real dumps the variants with issue
#12's debug-check work on (``+cold``) where the bench measured them, else the plain ones
against the baseline; on synthetic kernels the baseline (helpers defined by irpass). CPU time
rather than wall time: it is less disturbed by a busy machine.

    python -m bench.costmodel [latest.json]    # the costs the strategies' registry carries
"""

import json
import math
import sys
from pathlib import Path

from bench.analysis import ptxas_cpu_s
from bench.config import BASELINE, REAL, SYNTHETIC
from irpass.strategies.base import SMALL_CALLS

LATEST = Path(__file__).parent / "results" / "latest.json"
FEATURE = "helper calls in the function"
SHAPES = ("merged-checks/abort", "shared-exit/abort", "opaque/exact", "inline/unchecked")
LEFT_ALONE_COLD = "none/exact+cold"
GROUPS = (SYNTHETIC, REAL)


def points(records: list[dict], shape: str) -> list[tuple[int, float]]:
    """(helper calls, shape time / left-alone time) for each kernel that has both."""
    out = []
    for record in records:
        if record["group"] not in GROUPS:
            continue
        cold = f"{shape}+cold"
        if cold in record["variants"] and LEFT_ALONE_COLD in record["variants"]:
            pair = (cold, LEFT_ALONE_COLD)
        else:
            pair = (shape, BASELINE)
        value, base = (ptxas_cpu_s(record, v) for v in pair)
        if value and base:
            out.append((record["helper_calls"], value / base))
    return out


def least_squares(samples: list[tuple[int, float]]) -> tuple[float, float]:
    """(a, b) of ln(ratio) = a + b ln(calls); b = 0 when the calls do not vary."""
    xs = [math.log(calls) for calls, _ in samples]
    ys = [math.log(r) for _, r in samples]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx if sxx else 0.0
    return my - b * mx, b


Law = tuple[float, float]


def fit(records: list[dict]) -> dict[str, tuple[float, float, Law | None]]:
    """Shape -> (a, b, small): the law fitted on the kernels with ``SMALL_CALLS`` helper calls
    and up (on all of them where fewer than two are that large), and the one fitted on the
    smaller ones (None where fewer than two are), rounded to 3 decimals; for the shapes
    measured on at least two kernels."""
    table = {}
    for shape in SHAPES:
        samples = points(records, shape)
        if len(samples) < 2:
            continue
        large = [s for s in samples if s[0] >= SMALL_CALLS]
        small = [s for s in samples if s[0] < SMALL_CALLS]
        a, b = _rounded(least_squares(large if len(large) >= 2 else samples))
        table[shape] = (a, b, _rounded(least_squares(small)) if len(small) >= 2 else None)
    return table


def _rounded(law: Law) -> Law:
    return round(law[0], 3), round(law[1], 3)


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else LATEST
    records = json.loads(path.read_text())["ptxas"]
    print(f"# fitted on {path} ({FEATURE}; ln ratio = a + b ln calls)")
    for shape, (a, b, small) in fit(records).items():
        n = len(points(records, shape))
        print(f"{shape}: Cost({a}, {b}, small={small})  ({n} kernels)")


if __name__ == "__main__":
    main()
