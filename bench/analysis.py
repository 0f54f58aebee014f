"""Ratios and geometric means over the ptxas records, and the issues' targets as pass/fail."""

import statistics
from dataclasses import asdict, dataclass

from bench.config import (
    AUTO,
    AUTO_COLD,
    AUTO_OUTLINED,
    BASELINE,
    FLOOR,
    FLOOR_OUTLINED,
    GENESIS,
    GENESIS_REAL,
    GROUPS,
    LOAD_IR,
    LOAD_IR_PLAIN,
    LOAD_IR_RUNTIME,
    REAL,
    REAL_UNLINKED,
    RELEASE,
    SEED,
    SYNTHETIC,
)
from bench.stats import geomean, ratio
from irpass.strategies.base import SMALL_CALLS  # issue #12: a real kernel is small below it

LARGE_PUSHES = 1000  # a synthetic kernel is large from this many pushes
LARGE_CALLS = 1000  # a real kernel is large with more helper calls than this


def ptxas_s(record: dict, variant: str) -> float | None:
    """Median ptxas wall time of a variant, following ``same_ptx_as`` to the shared run."""
    entry = record["variants"].get(variant)
    if entry is None:
        return None
    if entry.get("same_ptx_as"):
        return ptxas_s(record, entry["same_ptx_as"])
    wall = entry.get("wall_s")
    return wall["median"] if wall else None


def ptxas_cpu_s(record: dict, variant: str) -> float | None:
    """Median ptxas CPU time (user + system): less disturbed than wall time by a busy machine."""
    cpu = field_of(record, variant, "cpu_s")
    return cpu["median"] if cpu else None


def paired_cpu_ratio(record: dict, variant: str, base: str) -> float | None:
    """The median over ptxas rounds of ``variant``'s CPU time over ``base``'s in the same round
    (the variants of a kernel run interleaved): on a machine others load, one busy round moves
    both sides of its pair, where a ratio of medians pairs different rounds. The ratio of the
    CPU medians where a record has no rounds (one from before they were kept)."""
    ours, theirs = (field_of(record, v, "cpu_rounds") for v in (variant, base))
    if ours and theirs and len(ours) == len(theirs):
        return statistics.median(a / b for a, b in zip(ours, theirs, strict=True) if b > 0)
    return ratio(ptxas_cpu_s(record, variant), ptxas_cpu_s(record, base))


def field_of(record: dict, variant: str, name: str):
    entry = record["variants"].get(variant) or {}
    if name not in entry and entry.get("same_ptx_as"):
        return field_of(record, entry["same_ptx_as"], name)
    return entry.get(name)


def total_s(record: dict, variant: str) -> float | None:
    """irpass rewrite + LLVM O3 and emission + ptxas: what a user waits for."""
    entry = record["variants"].get(variant) or {}
    parts = [entry.get("rewrite_s") or 0.0, entry.get("emit_s"), ptxas_s(record, variant)]
    return None if None in parts else sum(parts)


def is_large(record: dict) -> bool:
    if record["group"] == SYNTHETIC:
        return record["pushes"] >= LARGE_PUSHES
    return record["helper_calls"] > LARGE_CALLS


def variant_names(records: list[dict]) -> list[str]:
    names: list[str] = []
    for record in records:
        names += [v for v in record["variants"] if v not in names]
    return names


def ratios(records: list[dict], variant: str, base: str, metric=ptxas_s) -> dict[str, float]:
    """Kernel -> metric(variant) / metric(base), for kernels where both were measured;
    ``metric`` None: ``paired_cpu_ratio``."""
    out = {}
    for record in records:
        if metric is None:
            r = paired_cpu_ratio(record, variant, base)
        else:
            r = ratio(metric(record, variant), metric(record, base))
        if r is not None:
            out[record["kernel"]] = r
    return out


def summary(records: list[dict]) -> dict:
    """Per group and variant: geometric-mean ptxas ratio vs the baseline, the floor, release."""
    out = {}
    for group in GROUPS:
        chosen = [r for r in records if r["group"] == group]
        if not chosen:
            continue
        bases = (BASELINE, FLOOR) if group == SYNTHETIC else (BASELINE, FLOOR, RELEASE)
        out[group] = {
            variant: {
                **{f"vs_{base}": geomean(ratios(chosen, variant, base).values()) for base in bases},
                "vs_baseline_cpu": geomean(ratios(chosen, variant, BASELINE, ptxas_cpu_s).values()),
            }
            for variant in variant_names(chosen)
        }
    return out


@dataclass(frozen=True)
class Target:
    issue: str
    target: str
    measured: float | None
    limit: float | None  # None: reported as context, no pass/fail
    note: str = ""

    @property
    def passed(self) -> bool | None:
        if self.limit is None or self.measured is None:
            return None
        return self.measured <= self.limit

    @property
    def verdict(self) -> str:
        if self.measured is None:
            return "not measured"
        if self.passed is None:
            return "context"
        if self.passed:
            return "pass"
        if self.limit <= 0:
            return f"FAIL (by {self.measured - self.limit:g})"
        return f"FAIL (by {100 * (self.measured / self.limit - 1):.0f}%)"

    def to_dict(self) -> dict:
        return {**asdict(self), "passed": self.passed, "verdict": self.verdict}


def _worst(values: dict[str, float]) -> tuple[str, float] | None:
    return max(values.items(), key=lambda kv: kv[1]) if values else None


def _worst_note(values: dict[str, float]) -> str:
    worst = _worst(values)
    return f"worst {worst[0]} {worst[1]:.2f}x (of {len(values)})" if worst else ""


def _geomean(issue: str, label: str, values: dict[str, float], limit: float | None) -> Target:
    return Target(issue, f"{label} (geomean)", geomean(values.values()), limit, _worst_note(values))


def _worst_of(issue: str, label: str, values: dict[str, float], limit: float) -> Target:
    worst = _worst(values)
    return Target(
        issue,
        f"{label} (worst kernel)",
        worst[1] if worst else None,
        limit,
        worst[0] if worst else "",
    )


def _named(records: list[dict], names: tuple[str, ...]) -> list[dict]:
    return [r for r in records if r["kernel"] in names]


def _registers_ok(records: list[dict], variant: str) -> Target:
    over = {}
    for record in records:
        regs, base = field_of(record, variant, "registers"), field_of(record, BASELINE, "registers")
        if regs is not None and base:
            over[record["kernel"]] = regs / base
    return Target(
        "#8",
        f"{variant} registers / baseline, real",
        max(over.values(), default=None),
        1.10,
        _worst_note(over),
    )


def _spills(records: list[dict], variant: str, issue: str) -> Target:
    """New spill bytes: the most any kernel spills beyond its baseline."""
    extra = {}
    for record in records:
        spill = _spill_bytes(record, variant)
        base = _spill_bytes(record, BASELINE)
        if spill is not None and base is not None:
            extra[record["kernel"]] = spill - base
    worst = _worst(extra)
    note = f"worst {worst[0]} +{worst[1]} bytes" if worst else ""
    return Target(
        issue,
        f"{variant} new spill bytes, real (max over kernels)",
        worst[1] if worst else None,
        0,
        note,
    )


def _spill_bytes(record: dict, variant: str) -> int | None:
    stores, loads = (
        field_of(record, variant, "spill_stores"),
        field_of(record, variant, "spill_loads"),
    )
    return None if stores is None else stores + loads


def debug_variant(records: list[dict]) -> str:
    """The variant issue #12's targets read: ``auto`` with the debug-check passes where the
    bench measured it, else plain ``auto``."""
    has_cold = any(AUTO_COLD in r["variants"] for r in records)
    return AUTO_COLD if has_cold else AUTO


def _debug_group(group: str, records: list[dict], limits: bool) -> list[Target]:
    """Issue #12's four targets on one real group; ``limits`` False: reported as context."""
    chosen = [r for r in records if r["group"] == group]
    variant = debug_variant(chosen)
    small = [r for r in chosen if r["helper_calls"] < SMALL_CALLS]
    label = f"ptxas {variant} / baseline, {group}"

    def limit(value: float) -> float | None:
        return value if limits else None

    vs_release = ratios(chosen, variant, RELEASE)
    return [
        _geomean("#12", label, ratios(chosen, variant, BASELINE), limit(0.33)),
        _geomean(
            "#12",
            f"{label} < {SMALL_CALLS} helper calls",
            ratios(small, variant, BASELINE),
            limit(0.45),
        ),
        _worst_of("#12", label, ratios(chosen, variant, BASELINE), limit(1.0)),
        _worst_of("#12", f"ptxas {variant} / release, {group}", vs_release, limit(1.5)),
        _worst_of("#12", f"ptxas {variant} / release, {group} (stretch)", vs_release, limit(1.2)),
    ]


def _load_ir(chosen: list[dict], group: str, linked: str | None = None) -> list[Target]:
    """Issue #22's targets on ``group``: the QD_LOAD_IR flow (Quadrants links) against release,
    and the ``linked`` flow's variant too when given; the flow without pre-optimisation, and
    without the runtime's cold code in the module, as context."""
    out = []
    context = ((LOAD_IR_RUNTIME, False), (LOAD_IR_PLAIN, False))
    flows = ((LOAD_IR, True), *context, *(((linked, True),) if linked else ()))
    for variant, limited in flows:
        vs_release = ratios(chosen, variant, RELEASE, None)
        flow = "linked flow" if variant == linked else "QD_LOAD_IR flow"
        label = f"ptxas CPU {variant} / release, {group} ({flow}, paired rounds)"
        out += [
            _geomean("#22", label, vs_release, 1.25 if limited else None),
            _worst_of("#22", label, vs_release, 1.5 if limited else None),
        ]
    return out


def _speed(own: dict) -> list[Target]:
    """Issue #11's speed targets: own work on the largest real dump and on 5 MB, whole CLI."""
    modules = {m["module"]: m for m in own.get("modules", [])}
    real = next((name for name in modules if name.startswith("real")), None)
    cli = {c["module"]: c for c in own.get("cli", [])}
    five = modules.get("generated 5 MB")
    wall = cli.get(real, {}).get("wall_s") if real else None
    return [
        Target(
            "#11",
            f"irpass own work / LLVM parse+verify, {real or 'largest real dump'}",
            modules[real]["ratio"] if real else None,
            3.0,
        ),
        Target(
            "#11",
            "irpass own work / LLVM parse+verify, generated 5 MB",
            five["ratio"] if five else None,
            3.0,
        ),
        Target(
            "#11",
            f"whole `irpass rewrite -O0` s, {real or 'largest real dump'}",
            wall["median"] if wall else None,
            0.6,
        ),
    ]


def _memory(rows: list[dict]) -> list[Target]:
    """Issue #24's: irpass's peak memory within 2x LLVM's own parse + verify of the same file;
    its time linear in size, read as seconds per MB from the smallest generated module to the
    largest, alone and over LLVM's own (which ran beside it, so a loaded machine cancels out)."""
    peaks = {r["module"]: r["peak_ratio"] for r in rows}
    generated = sorted(
        (r for r in rows if r["module"].startswith("generated")), key=lambda r: r["mb"]
    )
    growth = relative = cpu = None
    if len(generated) >= 2:
        small, large = generated[0], generated[-1]

        def per_mb(key: str) -> float | None:
            if key not in small or key not in large:
                return None
            return (large[key] / large["mb"]) / (small[key] / small["mb"])

        growth, cpu = per_mb("irpass_s"), per_mb("irpass_cpu_s")
        relative = growth / per_mb("llvm_s")
    label = "irpass rewrite s per MB, largest / smallest generated module"
    return [
        _worst_of("#24", "irpass rewrite peak memory / LLVM parse+verify", peaks, 2.0),
        Target("#24", f"{label} (1.0: linear)", growth, None),
        Target("#24", f"{label}, over LLVM's own growth (1.0: as LLVM)", relative, None),
        Target("#24", f"{label}, CPU seconds (1.0: linear)", cpu, None),
    ]


def targets(
    records: list[dict],
    cpu: list[dict],
    own: dict,
    memory: list[dict] = (),
    first: dict | None = None,
) -> list[Target]:
    """Issue #12's, #11's (speed), #8's, #6's, #24's (memory) and #33's (first run) targets;
    each says what it was measured on."""
    synthetic = [r for r in records if r["group"] == SYNTHETIC]
    real = [r for r in records if r["group"] == REAL]
    large = [r for r in records if is_large(r)]
    big_real = [r for r in real if is_large(r)]
    cpu_ratios = {r["kernel"]: r["ratio"] for r in cpu}
    own_ratios = {m["module"]: m["ratio"] for m in own.get("modules", [])}
    cli_ratios = {c["module"]: c["ratio_to_llvm"] for c in own.get("cli", [])}
    outlined = ratios(real, AUTO_OUTLINED, BASELINE)
    out = [
        *_debug_group(REAL, records, limits=True),
        *_debug_group(REAL_UNLINKED, records, limits=False),
        *_load_ir(real, "real", AUTO_COLD),
        *_load_ir([r for r in records if r["group"] == GENESIS], GENESIS, AUTO_COLD),
        *_load_ir([r for r in records if r["group"] == GENESIS_REAL], GENESIS_REAL, AUTO_COLD),
        *_speed(own),
        _geomean("#8", "ptxas auto / baseline, synthetic", ratios(synthetic, AUTO, BASELINE), 0.15),
        _geomean("#8", "ptxas auto / seed (inline), synthetic", ratios(synthetic, AUTO, SEED), 0.5),
        _geomean("#8", "ptxas auto+outline / baseline, real", outlined, 0.25),
        _worst_of("#8", "ptxas auto+outline / baseline, real", outlined, 0.5),
        _geomean("#8 #6", "ptxas auto / unchecked floor, real", ratios(real, AUTO, FLOOR), 1.05),
        _registers_ok(real, AUTO),
        _spills(real, AUTO, "#8 #6"),
        _geomean(
            "#8",
            "total compile auto / baseline, large",
            ratios(large, AUTO, BASELINE, total_s),
            0.5,
        ),
        _geomean("#8", "ptxas auto / release, real (context)", ratios(real, AUTO, RELEASE), None),
        _geomean(
            "#8",
            "ptxas unchecked+outline / release, real (context)",
            ratios(real, FLOOR_OUTLINED, RELEASE),
            None,
        ),
        _geomean("#8", "CPU time auto / original", cpu_ratios, 1.0),
        _worst_of("#8", "CPU time auto / original", cpu_ratios, 1.0),
        _worst_of("#8", "irpass own work / LLVM parse+verify", own_ratios, 1.0),
        _worst_of("#8", "irpass rewrite -O0 / LLVM parse+verify", cli_ratios, 2.0),
    ]
    for name in ("4x256", "32x32"):
        chosen = _named(synthetic, (name,))
        out.append(
            _worst_of("#6", f"ptxas auto / baseline, {name}", ratios(chosen, AUTO, BASELINE), 0.15)
        )
        out.append(_worst_of("#6", f"ptxas auto / seed, {name}", ratios(chosen, AUTO, SEED), 0.5))
    out += [
        _worst_of(
            "#6",
            "ptxas auto / baseline, real > 1,000 calls",
            ratios(big_real, AUTO, BASELINE),
            0.45,
        ),
        _worst_of("#6", "ptxas auto / baseline, real", ratios(real, AUTO, BASELINE), 1.0),
        _worst_of(
            "#6", "LLVM O3 auto / baseline, real", ratios(real, AUTO, BASELINE, _emit_s), 1.0
        ),
    ]
    out += _memory(list(memory))
    return out + _first_run(first or {})


def _first_run(first: dict) -> list[Target]:
    """Issue #33: a whole first run in one run against a plain debug run and the two-run flow
    (worst program, median of paired rounds), and the hook's own cost per module."""
    if not first:
        return []
    rows = first["programs"]
    worst_plain = max(rows, key=lambda r: r["one/plain"])
    worst_two = max(rows, key=lambda r: r["one/two"])
    overhead = first["overhead_s"]
    median = overhead["median"]
    return [
        Target(
            "#33",
            "first run, one-run / plain debug, Genesis-shaped, worst",
            worst_plain["one/plain"],
            1.2,
            worst_plain["program"],
        ),
        Target(
            "#33",
            "first run, one-run / two-run, Genesis-shaped, worst",
            worst_two["one/two"],
            0.6,
            worst_two["program"],
        ),
        Target(
            "#33",
            "hook overhead per module, median (ms)",
            None if median is None else 1000 * median,
            50,
            f"{overhead['modules']} modules",
        ),
    ]


def _emit_s(record: dict, variant: str) -> float | None:
    return (record["variants"].get(variant) or {}).get("emit_s")
