"""The results as markdown: targets, headline ratios, issue #22's flows, per-kernel tables,
irpass's own speed (the README and docs take some blocks of it, see ``bench.readme``)."""

import statistics
from pathlib import Path

from bench import costmodel
from bench.analysis import Target, field_of, ptxas_cpu_s, ptxas_s, ratios, total_s
from bench.config import (
    AUTO_COLD,
    BASELINE,
    GENESIS,
    GENESIS_REAL,
    LOAD_IR,
    LOAD_IR_PLAIN,
    LOAD_IR_RUNTIME,
    REAL,
    REAL_UNLINKED,
    RELEASE,
)
from bench.stats import geomean, ratio
from irpass.strategies.base import SMALL_CALLS, Cost

DISCUSSION = Path(__file__).parent / "results" / "discussion.md"
"""Hand-written reading of the latest numbers (why targets are missed), kept between runs."""


def fmt(value: float | None, digits: int = 2, suffix: str = "") -> str:
    return "-" if value is None else f"{value:.{digits}f}{suffix}"


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def targets_table(targets: list[Target]) -> str:
    rows = [
        [t.issue, t.target, fmt(t.measured, 3), fmt(t.limit, 2), t.verdict, t.note] for t in targets
    ]
    return table(["issue", "target", "measured", "limit", "result", "note"], rows)


_BASE_LABELS = {
    "vs_baseline": "x baseline",
    "vs_inline/unchecked": "x floor (inline/unchecked)",
    "vs_release": "x release",
    "vs_baseline_cpu": "x baseline (ptxas CPU time)",
}


def summary_table(summary: dict, group: str) -> str:
    data = summary.get(group, {})
    bases = [b for b in _BASE_LABELS if any(b in v for v in data.values())]
    rows = [[f"`{v}`"] + [fmt(values.get(b), 3) for b in bases] for v, values in data.items()]
    return table(["variant", *(_BASE_LABELS[b] for b in bases)], rows)


# Issue #22's parts: what each part buys in the QD_LOAD_IR flow, and the linked flow beside it.
PARTS = (
    ("`--debug-cold` only", LOAD_IR_PLAIN),
    ("`+ --cold-runtime`", LOAD_IR_RUNTIME),
    ("`+ --pre-optimise` (`--for`)", LOAD_IR),
    ("linked flow (`--target ptx`)", AUTO_COLD),
)


# The groups issue #22's flows are read on: (group, row prefix, name, noun of one kernel).
FLOW_GROUPS = (
    (REAL, "", "real", "real dump"),
    (GENESIS, "genesis: ", "Genesis-shaped", "Genesis-shaped kernel"),
    (GENESIS_REAL, "Genesis: ", "Genesis' own", "Genesis kernel"),
)


def group_of(results: dict, group: str) -> list[dict]:
    return [r for r in results["ptxas"] if r["group"] == group]


def _vs_release(records: list[dict], variant: str) -> dict[str, float]:
    """Kernel -> issue #22's number: the median of the per-round ptxas CPU-time ratios."""
    return ratios(records, variant, RELEASE, None)


def _worst(by_kernel: dict[str, float]) -> str:
    kernel = max(by_kernel, key=by_kernel.get, default=None)
    return "-" if kernel is None else f"{by_kernel[kernel]:.2f}x ({kernel})"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' * (n != 1)}"


def _run(records: list[dict]) -> str:
    """The bench runs the records come from, and their ptxas rounds a kernel."""
    dates = sorted({r["run"]["date"] for r in records if "run" in r})
    rounds = sorted(len(field_of(r, RELEASE, "cpu_rounds") or ()) for r in records) or [0]
    spread = f"{rounds[0]}" if rounds[0] == rounds[-1] else f"{rounds[0]}-{rounds[-1]}"
    return f"Bench run of {', '.join(dates) or '-'}, {spread} paired rounds a kernel."


def parts_per_kernel(results: dict) -> str:
    """Per real and Genesis-shaped kernel, each part's ptxas CPU time x release."""
    rows, measured = [], []
    for group, prefix, name, _ in FLOW_GROUPS:
        records = group_of(results, group)
        measured += records
        if not records:
            continue
        by_part = [_vs_release(records, variant) for _, variant in PARTS]
        for r in records:
            cells = [fmt(part.get(r["kernel"])) for part in by_part]
            rows.append([f"{prefix}{r['kernel']} ({r['helper_calls']:,})", *cells])
        rows.append([f"**{name}, geomean**", *(f"**{fmt(geomean(p.values()))}**" for p in by_part)])
        if len(records) > 1:
            rows.append([f"{name}, worst", *(fmt(max(p.values(), default=None)) for p in by_part)])
    header = ["kernel (helper calls)", *(label for label, _ in PARTS)]
    return f"{table(header, rows)}\n\n{_run(measured)}\n"


_HALVES = ("geomean", "worst")


def parts_summary(results: dict) -> str:
    """Each part's geomean and worst kernel, x release, on the groups of issue #22's flows."""
    groups = [(g, name, noun) for g, _, name, noun in FLOW_GROUPS if group_of(results, g)]
    rows = []
    for label, variant in PARTS:
        cells = []
        for group, _, _ in groups:
            by_kernel = _vs_release(group_of(results, group), variant)
            cells += [fmt(geomean(by_kernel.values()), suffix="x"), _worst(by_kernel)]
        rows.append([label, *cells])
    header = ["what is on", *(f"{name}, {what}" for _, name, _ in groups for what in _HALVES)]
    counts = [_count(len(group_of(results, g)), noun) for g, _, noun in groups]
    records = [r for g, _, _ in groups for r in group_of(results, g)]
    return f"{table(header, rows)}\n\nGeomean over the {_listed(counts)}. {_run(records)}\n"


def _listed(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return " and ".join(filter(None, (", ".join(items[:-1]), *items[-1:])))


def _stated(by_kernel: dict[str, float], noun: str) -> str:
    """'1.25x on the 9 real dumps (geomean; worst KERNEL at 1.53x)', one kernel's, '' for none."""
    if not by_kernel:
        return ""
    if len(by_kernel) == 1:
        ((kernel, value),) = by_kernel.items()
        return f"{value:.2f}x on the {noun} ({kernel})"
    mean, worst = geomean(by_kernel.values()), max(by_kernel, key=by_kernel.get)
    at = f"worst {worst} at {by_kernel[worst]:.2f}x"
    return f"{mean:.2f}x on the {_count(len(by_kernel), noun)} (geomean; {at})"


FLOWS = (
    ("the `QD_LOAD_IR` flow (`--for quadrants-<backend>`), the one a Quadrants user runs", LOAD_IR),
    ("the linked flow (`--target ptx`, irpass linking the runtime)", AUTO_COLD),
)


def flows(results: dict) -> str:
    """One sentence: issue #22's number in each flow, on each group of ``FLOW_GROUPS`` measured."""
    groups = [(group_of(results, g), noun) for g, _, _, noun in FLOW_GROUPS]
    said = []
    for flow, variant in FLOWS:
        stated = [_stated(_vs_release(g, variant), noun) for g, noun in groups]
        stated = [s for s in stated if s]
        said += [f"in {flow}, {_listed(stated)}"] if stated else []
    if not said:
        return ""
    records = [r for g, _ in groups for r in g]
    return (
        "Issue #22's number, the ptxas CPU time of a debug kernel as a multiple of its release "
        f"build's (the median of paired rounds): {'; '.join(said)}. {_run(records)}\n"
    )


def _ptxas_cell(entry: dict, record: dict, variant: str) -> str:
    if entry.get("timed_out"):
        return "timeout"
    if entry.get("error"):
        return "error"
    if entry.get("same_ptx_as"):
        return f"= `{entry['same_ptx_as']}`"
    wall = entry.get("wall_s")
    if not wall:
        return "-"
    return f"{wall['median']:.2f} ({wall['min']:.2f}-{wall['max']:.2f})"


def _emit_cell(entry: dict, timeout_s: float) -> str:
    if entry.get("emit_timed_out"):
        return f"> {entry.get('emit_limit_s') or timeout_s:.0f}"
    return fmt(entry.get("emit_s"))


def kernel_table(record: dict, timeout_s: float) -> str:
    header = ["variant", "LLVM O3+PTX s", "ptxas s median (min-max)", "ptxas CPU s", "peak MB"]
    header += ["regs", "spill B", "PTX lines", "blocks", "x baseline", "x baseline CPU"]
    header += ["x release", "total s"]
    rows = []
    for variant, entry in record["variants"].items():
        cpu = field_of(record, variant, "cpu_s")
        stores, loads = (field_of(record, variant, k) for k in ("spill_stores", "spill_loads"))
        rows.append(
            [
                f"`{variant}`",
                _emit_cell(entry, timeout_s),
                _ptxas_cell(entry, record, variant),
                fmt(cpu["median"] if cpu else None),
                fmt(field_of(record, variant, "peak_mb"), 0),
                str(field_of(record, variant, "registers") or "-"),
                "-" if stores is None else str(stores + loads),
                str(field_of(record, variant, "ptx_lines") or "-"),
                str(field_of(record, variant, "ptx_blocks") or "-"),
                fmt(ratio(ptxas_s(record, variant), ptxas_s(record, BASELINE)), 3),
                fmt(ratio(ptxas_cpu_s(record, variant), ptxas_cpu_s(record, BASELINE)), 3),
                fmt(ratio(ptxas_s(record, variant), ptxas_s(record, RELEASE)), 3),
                fmt(total_s(record, variant), 1),
            ]
        )
    if entry.get("error"):
        rows.append([f"error: {entry['error']}"] + [""] * (len(header) - 1))
    title = (
        f"#### {record['kernel']} ({record['group']}: {record['pushes']} pushes, "
        f"{record['helper_calls']} helper calls, {record['bytes'] / 1e3:.0f} KB"
        + (f"; run {record['run']['mode']} {record['run']['date']}" if "run" in record else "")
        + ")"
    )
    return title + "\n\n" + table(header, rows)


def winners(records: list[dict]) -> str:
    """Per kernel, the fastest checked variant (not the floor, release or the unchecked modes)."""
    rows = []
    for record in records:
        checked = {
            v: ptxas_s(record, v)
            for v in record["variants"]
            if "unchecked" not in v and v not in (BASELINE, RELEASE)
        }
        known = {v: s for v, s in checked.items() if s is not None}
        if not known:
            continue
        best = min(known, key=known.get)
        base = ptxas_s(record, BASELINE)
        rows.append(
            [record["kernel"], f"`{best}`", fmt(known[best]), fmt(ratio(known[best], base), 3)]
        )
    return table(["kernel", "fastest checked variant", "ptxas s", "x baseline"], rows)


def cpu_table(cpu: list[dict]) -> str:
    rows = [
        [
            r["kernel"],
            str(r["elements"]),
            fmt(r["original_s"]["median"] * 1e3, 3),
            fmt(r["auto_s"]["median"] * 1e3, 3),
            fmt(r["ratio"], 3),
        ]
        for r in cpu
    ]
    return table(["kernel", "elements", "original ms", "auto ms", "ratio"], rows)


def own_tables(own: dict) -> str:
    rows = [
        [
            m["module"],
            fmt(m["mb"]),
            fmt(m["irpass_s"]["median"], 3),
            fmt(m["llvm_parse_verify_s"]["median"], 3),
            fmt(m["ratio"]),
            fmt(m["irpass_mb_per_s"]),
        ]
        for m in own["modules"]
    ]
    parts = [
        table(["module", "MB", "irpass s", "LLVM parse+verify s", "ratio", "irpass MB/s"], rows)
    ]
    cli_rows = [
        [c["module"], fmt(c["wall_s"]["median"], 3), fmt(c["ratio_to_llvm"])] for c in own["cli"]
    ]
    parts.append(table(["module", "`irpass rewrite -O0` wall s", "x LLVM parse+verify"], cli_rows))
    p = own["passthrough"]
    parts.append(
        f"Pass-through (a {p['mb']:.1f} MB module without helper calls): "
        f"{p['seconds']['median']:.2f} s, {p['mb_per_s']:.1f} MB/s."
    )
    parts.append(
        "Profile of `irpass.rewrite(verify=False)` on the real vector dump "
        "(top 15 by own time, then by cumulative time):\n\n```\n" + own["profile"] + "```"
    )
    return "\n\n".join(parts)


def memory_table(rows: list[dict]) -> str:
    """Section 4: peak memory and time of ``irpass rewrite`` against LLVM's parse + verify."""
    body = [
        [
            r["module"],
            fmt(r["mb"], 1),
            fmt(r["output_mb"], 1),
            fmt(r["llvm_peak_mb"], 0),
            fmt(r["llvm_s"], 2),
            fmt(r["llvm_output_peak_mb"], 0),
            fmt(r["irpass_peak_mb"], 0),
            fmt(r["irpass_s"], 2),
            fmt(r.get("irpass_cpu_s"), 2),
            fmt(r["peak_ratio"]),
            fmt(r["malloc_peak_ratio"]),
        ]
        for r in rows
    ]
    header = [
        "module",
        "MB in",
        "MB out",
        "LLVM peak MB",
        "LLVM s",
        "LLVM peak MB on the output",
        "irpass peak MB",
        "irpass s",
        "irpass CPU s",
        "peak / LLVM",
        "same, PYTHONMALLOC=malloc",
    ]
    return (
        "`irpass rewrite IN -o OUT` against llvmlite's parse + verify of IN, each a process of "
        "its own; peak memory is the sampled sum of a command's processes' PSS (irpass's "
        "parent and working children). irpass verifies its output, which is larger than its "
        "input (MB out), in pieces of about 16 MB of function bodies (docs/errors.md); LLVM's "
        "parse + verify of the whole output is what verifying it whole would cost.\n\n"
        + table(header, body)
    )


def cost_model_table(records: list[dict]) -> str:
    """The fit ``auto``'s registry carries (``bench.costmodel``), with what it predicts."""
    sizes = (13, 16, 50, 100, 1000)
    rows = []
    for shape, (a, b, small) in costmodel.fit(records).items():
        cost = Cost(a, b, small)
        below = f"{small[0]:g}, {small[1]:g}" if small else "-"
        kernels = str(len(costmodel.points(records, shape)))
        rows.append([f"`{shape}`", f"{a:g}, {b:g}", below, kernels])
        rows[-1] += [fmt(cost.ratio(n)) for n in sizes]
    header = ["shape", "a, b", f"a, b below {SMALL_CALLS}", "kernels"]
    header += [f"est. at {n} calls" for n in sizes]
    return (
        f"`ln(ptxas time / left alone) = a + b ln n`, n = {costmodel.FEATURE}, fitted apart "
        f"below {SMALL_CALLS} (`python -m bench.costmodel`; `tests/test_costmodel.py` pins the "
        "registry to it):\n\n" + table(header, rows)
    )


def runs_line(runs: dict) -> str:
    """Which run each section's numbers come from (a ``real`` run keeps the other kernels)."""
    if not runs:
        return ""
    parts = [f"{section}: {run['mode']} {run['date']}" for section, run in runs.items()]
    return "Sections from: " + ", ".join(parts) + ". "


def first_run_table(first: dict) -> str:
    """Issue #33: each Genesis-shaped program's whole first run, three ways."""
    rows = [
        [
            f"`{r['program']}`",
            str(r["modules"]) if r.get("modules") else "-",
            *(fmt(statistics.median(r[way]), 1, " s") for way in ("plain", "two-run", "one-run")),
            fmt(r["one/plain"], 2, "x"),
            fmt(r["one/two"], 2, "x"),
        ]
        for r in first["programs"]
    ]
    head = ["program", "modules", "plain debug", "two-run", "one-run", "one / plain", "one / two"]
    overhead = first["overhead_s"]
    median, worst = (
        None if overhead[k] is None else 1000 * overhead[k] for k in ("median", "worst")
    )
    return (
        f"Wall time of a whole first run, CPU backend, cold (both kernel caches off), median of "
        f"{first['rounds']} paired rounds (ratios: median of the per-round ratios); "
        "`irpass quadrants --for quadrants-cpu` in one run and with `--two-runs`. "
        "**The machine is shared (2 cores, other jobs running): read the ratios, not the "
        "seconds.** `python -m bench --only first-run` reruns it.\n\n"
        + table(head, rows)
        + f"\n\nThe hook's own overhead per module (a compile thread's wait beyond the rewrite "
        f"itself), over {overhead['modules']} modules: median "
        f"{fmt(median, 1, ' ms')}, worst {fmt(worst, 1, ' ms')}."
    )


def render(results: dict, targets: list[Target]) -> str:
    records = results["ptxas"]
    mode = results["mode"]
    timeout = mode["compile_timeout_s"]
    sections = [
        "# irpass benchmark results",
        f"Last run: mode `{mode['name']}`, {results['duration_s'] / 60:.1f} minutes. "
        + runs_line(results.get("runs", {}))
        + results["machine"],
        "Rerun with `python -m bench` (full, < 30 min on 2 cores) or `python -m bench --quick` "
        "(about 8 min on 2 shared cores), into a scratch directory unless `--update-results`; "
        "`--only ptxas|cpu|speed` runs one section, `--only report` rewrites this page "
        "from the JSON. Raw numbers: "
        "[latest.json](latest.json).",
        *([flows(results).strip()] if flows(results) else []),
        "## Targets",
        targets_table(targets),
        *([DISCUSSION.read_text().strip()] if DISCUSSION.exists() else []),
        "## Headline: ptxas time ratios (geometric means over kernels)",
        "Synthetic kernels:\n\n" + summary_table(results["summary"], "synthetic"),
        "Real Quadrants debug dumps, runtime linked (`real`):\n\n"
        + summary_table(results["summary"], REAL),
        "Real Quadrants debug dumps, no runtime linked (`real-nolink`):\n\n"
        + summary_table(results["summary"], REAL_UNLINKED),
        "Genesis-shaped kernels, runtime linked, release = bounds checks off (`genesis`):\n\n"
        + summary_table(results["summary"], GENESIS),
        "Genesis' own reverse kernels (`testdata/genesis`), runtime linked, release = bounds "
        "checks off (`genesis-real`):\n\n" + summary_table(results["summary"], GENESIS_REAL),
        *(
            [
                "What each part buys in the `QD_LOAD_IR` flow, ptxas CPU time x release "
                "(issue #22, medians of paired rounds):\n\n" + parts_per_kernel(results).strip()
            ]
            if any(group_of(results, g) for g, *_ in FLOW_GROUPS)
            else []
        ),
        "### Fastest checked variant per kernel\n\n" + winners(records),
        "### auto's cost model, fitted on these records\n\n" + cost_model_table(records),
        "## Plots",
        "![Synthetic kernels: ptxas time by overflow-check shape](ptxas_vs_pushes.png)\n\n"
        "![Real dumps: ptxas time per kernel against the helper calls](real_kernels.png)\n\n"
        "![irpass's own time next to LLVM's parse + verify](irpass_vs_size.png)",
        "## ptxas per kernel",
        results["notes"]["ptxas"],
        *(kernel_table(r, timeout) for r in records),
    ]
    if results.get("cpu"):
        sections += ["## CPU execution speed (llvmlite JIT, O3)", cpu_table(results["cpu"])]
    if results.get("own"):
        sections += ["## irpass's own speed", own_tables(results["own"])]
    if results.get("memory"):
        sections += ["## irpass's peak memory", memory_table(results["memory"])]
    if results.get("first_run"):
        sections += ["## first-run", first_run_table(results["first_run"])]
    return "\n\n".join(sections) + "\n"
