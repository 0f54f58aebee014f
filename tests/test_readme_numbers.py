"""The README's "what to expect" table is the latest bench run's: regenerated from
``bench/results/latest.json``, it is byte for byte what the README says, and no number
the bench reports differently stays in the README or the bench page."""

import json
from pathlib import Path

from bench.readme import RESULTS, ROWS, markdown, own_speed, replaced

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
LATEST = json.loads(RESULTS.read_text())


def test_the_table_is_generated_from_the_latest_results() -> None:
    assert markdown(LATEST) in README
    assert replaced(README, LATEST) == README, "run: python -m bench.readme README.md"


def test_the_table_moves_with_the_results() -> None:
    changed = json.loads(RESULTS.read_text())
    changed["summary"]["real"][ROWS[2][1]]["vs_release"] = 9.99
    assert "| 9.99x |" in markdown(changed)
    assert replaced(README, changed) != README


def test_the_bench_page_headlines_are_the_latest_results() -> None:
    bench_page = " ".join((ROOT / "docs" / "bench.md").read_text().split())
    synthetic, real = LATEST["summary"]["synthetic"], LATEST["summary"]["real"]

    def x(group: dict, variant: str) -> str:
        return f"{group[variant]['vs_baseline']:.2f}x"

    said = (
        f"on synthetic kernels `auto` (merged checks) is {x(synthetic, 'auto/abort')}, the "
        f"unchecked shape {x(synthetic, 'inline/unchecked')}, the seed `inline` shape "
        f"{x(synthetic, 'inline/exact')}",
        f"the stack rewrite alone (`auto`) is {x(real, 'auto/abort')}, against "
        f"{x(real, 'inline/unchecked')} for the unchecked `inline` shape",
        f"is {x(real, 'release')}.",
        f"irpass's own work takes {own_speed(LATEST)[0]:.2f}x the time",
    )
    for sentence in said:
        assert sentence in bench_page, sentence
    for stale in ("0.74x", "0.70x floor", "7-8.5x", "est. ptxas over floor"):
        assert stale not in README and stale not in bench_page, stale
