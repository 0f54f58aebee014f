"""The test tiers (docs/testing.md): the markers are registered and strict, and a file that
runs Quadrants or the plugin marks those tests (a test that runs the plugin unmarked also fails
when it runs: ``tests/plugin_support.plugin_or_skip``)."""

import re
import tomllib

from tests.shared import ROOT

TIERS = {"slow", "quadrants", "plugin", "gpu"}
FAST = '-m "not slow and not quadrants"'
FILES = sorted((ROOT / "tests").glob("test_*.py"))
RUNS = {
    # the runner, or Quadrants in this process (the package alone, e.g. for its runtime's
    # bitcode, runs nothing)
    "quadrants": re.compile(r"irpass\.quadrants|^\s*import quadrants", re.MULTILINE),
    "plugin": re.compile(r"\bplugin_or_skip\(|\bopt_rewrite\(|%opt\b"),
}


def test_the_tiers_are_registered_and_strict() -> None:
    pytest_options = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]
    options = pytest_options["ini_options"]
    assert "--strict-markers" in options["addopts"].split()
    assert {m.split(":")[0] for m in options["markers"]} == TIERS
    assert FAST in (ROOT / "docs" / "testing.md").read_text()


def test_a_file_that_runs_quadrants_or_the_plugin_marks_those_tests() -> None:
    for path in FILES:
        text = path.read_text()
        for tier, runs in RUNS.items():
            if runs.search(text) and path.name != "test_tiers.py":
                assert f"pytest.mark.{tier}" in text, f"{path.name}: mark its tests {tier}"
