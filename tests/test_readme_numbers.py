"""The README's and the docs' generated numbers are the latest bench run's: regenerated from
``bench/results/latest.json``, every block is byte for byte what the file says, and no number
the bench reports differently stays in the README or the bench page."""

import json
from pathlib import Path

from bench.analysis import field_of
from bench.config import LOAD_IR, REAL, RELEASE
from bench.readme import BLOCKS, DOCS, RESULTS, ROWS, begin, markdown, own_speed, replaced
from bench.report import FLOW_GROUPS, PARTS, parts_per_kernel

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
LATEST = json.loads(RESULTS.read_text())
TEXTS = {doc: (ROOT / doc).read_text() for doc in DOCS}


def test_the_table_is_generated_from_the_latest_results() -> None:
    assert markdown(LATEST) in README
    for doc, text in TEXTS.items():
        assert replaced(text, LATEST) == text, f"{doc}: run python -m bench.readme"


def test_every_block_is_in_a_doc() -> None:
    for name in BLOCKS:
        assert any(begin(name) in text for text in TEXTS.values()), name


def test_the_flow_numbers_move_with_the_paired_rounds() -> None:
    """Issue #22's blocks read each kernel's ``cpu_rounds``: the QD_LOAD_IR flow's rounds at twice
    release's, on one kernel of each group (real, Genesis-shaped, Genesis' own), make their
    cells 2.00 and the docs stale."""
    changed = json.loads(RESULTS.read_text())
    column = 1 + [variant for _, variant in PARTS].index(LOAD_IR)
    for group, prefix, _, _ in FLOW_GROUPS:
        record = next(r for r in changed["ptxas"] if r["group"] == group)
        release = field_of(record, RELEASE, "cpu_rounds")
        record["variants"][LOAD_IR]["cpu_rounds"] = [2 * s for s in release]
        row = next(
            line
            for line in parts_per_kernel(changed).splitlines()
            if line.startswith(f"| {prefix}{record['kernel']} (")
        )
        assert row.split(" | ")[column] == "2.00", row
    for doc, text in TEXTS.items():
        if any(begin(name) in text for name in ("flows", "parts", "parts-summary")):
            assert replaced(text, changed) != text, doc


def test_the_table_moves_with_the_paired_rounds() -> None:
    """The table reads each real kernel's ``cpu_rounds``: the linked flow's rounds at 9.99
    times release's make its cell 9.99x."""
    changed = json.loads(RESULTS.read_text())
    for record in (r for r in changed["ptxas"] if r["group"] == REAL):
        release = field_of(record, RELEASE, "cpu_rounds")
        record["variants"][ROWS[2][1]]["cpu_rounds"] = [9.99 * s for s in release]
    assert f"| {ROWS[2][0]} | " in markdown(changed)
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
