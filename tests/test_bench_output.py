"""The bench writes to a scratch directory unless told ``--update-results``; quick mode
measures the README's headline variants; every plot has one colour and marker per series."""

import json
import shutil
from pathlib import Path

import matplotlib.image
import pytest

from bench import __main__ as bench_main
from bench import plots
from bench.config import AUTO_COLD, BASELINE, QUICK, RELEASE, real_variants
from bench.readme import ROWS

LATEST = json.loads((bench_main.COMMITTED / "latest.json").read_text())


def committed_bytes() -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in bench_main.COMMITTED.iterdir() if p.is_file()}


@pytest.mark.slow
def test_a_report_run_writes_to_scratch_and_leaves_the_committed_results(capsys) -> None:
    before = committed_bytes()
    bench_main.main(["--only", "report"])
    out = Path(capsys.readouterr().out.splitlines()[0].split("results go to ")[1].split(" (")[0])
    assert out != bench_main.COMMITTED and out.is_dir()
    assert committed_bytes() == before
    names = {p.name for p in out.iterdir()}
    assert {"latest.json", "README.md", "ptxas_vs_pushes.png", "real_kernels.png"} <= names
    assert json.loads((out / "latest.json").read_text())["summary"] == LATEST["summary"]
    shutil.rmtree(out)


def test_update_results_names_the_committed_directory() -> None:
    parser_args = ["--only", "report", "--update-results", "--out", "x"]
    try:
        bench_main.main(parser_args)
    except SystemExit as exit_:  # --out and --update-results exclude each other
        assert exit_.code == 2
    else:
        raise AssertionError("--out with --update-results was accepted")


def test_quick_mode_measures_the_readme_headline() -> None:
    measured = {v.name for v in real_variants(True, QUICK.variants)}
    assert {variant for _, variant in ROWS} <= measured
    assert {BASELINE, RELEASE, AUTO_COLD} <= measured


def test_every_series_has_its_own_colour_and_marker() -> None:
    styles = [plots.style(i) for i in range(10)]
    assert len({s["marker"] for s in styles}) == 10
    assert len({s["color"] for s in styles}) == 10
    assert len(plots.SYNTHETIC_SERIES) <= 10 and len(plots.REAL_SERIES) <= 10


@pytest.mark.slow
def test_the_plots_render_from_the_latest_results(tmp_path: Path) -> None:
    plots.ptxas_vs_pushes(LATEST["ptxas"], tmp_path / "a.png")
    plots.real_kernels(LATEST["ptxas"], tmp_path / "b.png")
    plots.irpass_vs_size(LATEST["own"], tmp_path / "c.png")
    for name in ("a.png", "b.png", "c.png"):
        assert matplotlib.image.imread(tmp_path / name).shape[0] > 300
