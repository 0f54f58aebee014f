"""The plots of the results page, one question each; every series has a colour and a marker
of its own (at most ten series a plot), and no line joins two different kernels."""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)

from bench.analysis import ptxas_s  # noqa: E402
from bench.config import AUTO_COLD, BASELINE, REAL, RELEASE  # noqa: E402

MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*", "<", ">")
# The shapes compared on synthetic kernels; ``auto`` gives the same PTX as one of them there.
SYNTHETIC_SERIES = (
    (BASELINE, "helper calls (baseline)"),
    ("inline/exact", "inline/exact (the seed's shape)"),
    ("inline/abort", "inline/abort"),
    ("opaque/exact", "opaque/exact"),
    ("shared-exit/abort", "shared-exit/abort"),
    ("merged-checks/abort", "merged-checks/abort (auto's pick)"),
    ("inline/unchecked", "no overflow check (unchecked)"),
)
REAL_SERIES = (
    ("auto/abort", "irpass: stack rewrite (auto)"),
    (AUTO_COLD, "irpass: stack rewrite + debug-cold"),
    (RELEASE, "Quadrants release build"),
)


def style(i: int) -> dict:
    """Series ``i``'s colour and marker: both distinct for the first ten series."""
    return {"color": plt.get_cmap("tab10")(i % 10), "marker": MARKERS[i % len(MARKERS)]}


def _save(fig, out: Path) -> None:
    fig.tight_layout()
    fig.savefig(out, dpi=100, metadata={"Software": None})
    plt.close(fig)


def ptxas_vs_pushes(records: list[dict], out: Path) -> None:
    """Synthetic kernels: how does ptxas time grow with the pushes, for each check shape?"""
    chosen = sorted((r for r in records if r["group"] == "synthetic"), key=lambda r: r["pushes"])
    if not chosen:
        return
    fig, ax = plt.subplots(figsize=(8, 5.5))
    for i, (variant, label) in enumerate(SYNTHETIC_SERIES):
        points = [(r["pushes"], ptxas_s(r, variant)) for r in chosen]
        points = [(x, y) for x, y in points if y is not None]
        if points:
            ax.scatter(*zip(*points, strict=True), s=45, label=label, alpha=0.85, **style(i))
    ax.set(xscale="log", yscale="log", xlabel="stack pushes in the kernel", ylabel="ptxas s")
    ax.set_title("Synthetic kernels: ptxas -O3 -arch=sm_90 time by overflow-check shape")
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(fontsize=8)
    _save(fig, out)


def real_kernels(records: list[dict], out: Path) -> None:
    """Real Quadrants dumps: how much faster does each kernel assemble than with its helper
    calls, rewritten by irpass and built for release?"""
    chosen = sorted((r for r in records if r["group"] == REAL), key=lambda r: r["helper_calls"])
    if not chosen:
        return
    fig, ax = plt.subplots(figsize=(9, 0.45 * len(chosen) + 2.4))
    for i, (variant, label) in enumerate(REAL_SERIES):
        points = []
        for row, record in enumerate(chosen):
            base, value = ptxas_s(record, BASELINE), ptxas_s(record, variant)
            if base and value:
                points.append((value / base, row))
        if points:
            ax.scatter(*zip(*points, strict=True), s=50, label=label, **style(i))
    ax.axvline(1.0, color="grey", linewidth=1)
    ax.set_yticks(range(len(chosen)))
    ax.set_yticklabels([f"{r['kernel']} ({r['helper_calls']} calls)" for r in chosen])
    ax.set_xscale("log")
    ax.set_xticks([0.1, 0.2, 0.5, 1.0])
    ax.set_xticklabels(["0.1x", "0.2x", "0.5x", "1x"])
    ax.set_xlabel("ptxas -O3 time / time with the helper calls (1x, grey line)")
    ax.set_title("Real Quadrants debug dumps (runtime linked): ptxas time per kernel")
    ax.grid(True, axis="x", alpha=0.3)
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.14), ncol=3)
    _save(fig, out)


def irpass_vs_size(own: dict, out: Path) -> None:
    """How long does irpass's own work take next to LLVM's parse and verify of a module?"""
    modules = sorted(own["modules"], key=lambda m: m["mb"])
    series = (
        ("irpass_s", "irpass rewrite (no verify)"),
        ("llvm_parse_verify_s", "LLVM parse + verify"),
    )
    fig, ax = plt.subplots(figsize=(7, 4.5))
    width = 0.38
    for i, (key, label) in enumerate(series):
        xs = [n + (i - 0.5) * width for n in range(len(modules))]
        ys = [m[key]["median"] for m in modules]
        ax.bar(xs, ys, width, label=label, color=style(i)["color"])
    for n, m in enumerate(modules):
        ratio = m["irpass_s"]["median"] / m["llvm_parse_verify_s"]["median"]
        ax.annotate(
            f"{ratio:.1f}x LLVM",
            (n - 0.5 * width, m["irpass_s"]["median"]),
            ha="center",
            va="bottom",
            fontsize=8,
        )
    ax.set_xticks(range(len(modules)))
    ax.set_xticklabels([f"{m['mb']:.2g} MB" for m in modules])
    ax.set_ylabel("seconds (median)")
    ax.set_title("irpass's own time next to LLVM's parse + verify, per module size")
    ax.grid(True, axis="y", alpha=0.3)
    ax.legend(fontsize=8)
    _save(fig, out)
