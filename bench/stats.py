"""Summary statistics for noisy timings: medians with their spread, ratios, geometric means."""

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Spread:
    """A median with the min and max of the samples it came from."""

    median: float
    min: float
    max: float
    n: int

    def to_dict(self) -> dict:
        return {"median": self.median, "min": self.min, "max": self.max, "n": self.n}


def spread(samples: Sequence[float]) -> Spread:
    if not samples:
        raise ValueError("no samples")
    return Spread(statistics.median(samples), min(samples), max(samples), len(samples))


def ratio(value: float | None, base: float | None) -> float | None:
    """``value / base``; None when either is missing (a timeout, a failed compile)."""
    if value is None or base is None or base <= 0:
        return None
    return value / base


def geomean(values: Iterable[float | None]) -> float | None:
    """Geometric mean of the known positive values; None when there are none."""
    known = [v for v in values if v is not None and v > 0]
    if not known:
        return None
    return math.exp(sum(math.log(v) for v in known) / len(known))
