"""The two plots: ptxas time vs pushes per variant, and irpass time vs module size."""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)

from bench.analysis import ptxas_s, variant_names  # noqa: E402
from bench.config import GROUPS  # noqa: E402


def ptxas_vs_pushes(records: list[dict], out: Path) -> None:
    groups = [(g, [r for r in records if r["group"] == g]) for g in GROUPS]
    groups = [(g, rs) for g, rs in groups if rs]
    if not groups:
        return
    fig, axes = plt.subplots(1, len(groups), figsize=(7 * len(groups), 5), squeeze=False)
    for ax, (group, chosen) in zip(axes[0], groups, strict=True):
        chosen = sorted(chosen, key=lambda r: r["pushes"])
        for i, variant in enumerate(variant_names(chosen)):
            points = [(r["pushes"], ptxas_s(r, variant)) for r in chosen]
            points = [(x, y) for x, y in points if y is not None]
            if points:
                # ten colours, then the same colours dashed: every line stays distinguishable
                style = ("-", "--", ":")[i // 10 % 3]
                ax.plot(*zip(*points, strict=True), marker="o", linestyle=style, label=variant)
        ax.set(xscale="log", yscale="log", xlabel="stack pushes in the module", ylabel="ptxas s")
        ax.set_title(f"{group} kernels: ptxas -O3 sm_90 (median)")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(out, dpi=100, metadata={"Software": None})
    plt.close(fig)


def irpass_vs_size(own: dict, out: Path) -> None:
    modules = sorted(own["modules"], key=lambda m: m["mb"])
    fig, ax = plt.subplots(figsize=(7, 5))
    for key, label in (
        ("irpass_s", "irpass rewrite (no verify)"),
        ("llvm_parse_verify_s", "LLVM parse + verify"),
    ):
        ax.plot(
            [m["mb"] for m in modules], [m[key]["median"] for m in modules], marker="o", label=label
        )
    ax.set(xscale="log", yscale="log", xlabel="module size (MB)", ylabel="seconds")
    ax.set_title("irpass's own time vs module size")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(out, dpi=100, metadata={"Software": None})
    plt.close(fig)
