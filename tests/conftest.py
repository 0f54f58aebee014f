"""Fixtures every test file may use; the constants they rest on are in ``tests/shared.py``."""

import pytest

from tests import plugin_support, shared

# Module fixtures that cost a lit run, a pip install or Quadrants runs: under pytest-xdist
# (``-n auto``, docs/testing.md) the tests using one stay on one worker, which builds it once.
COSTLY = {
    *("lit_report", "installed", "runs", "overflow_dump", "gated_overflow_dump"),
    *("newcomer", "kernels", "quadrants"),
}


def pytest_runtest_setup(item: pytest.Item) -> None:
    plugin_support.running = item


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.pluginmanager.hasplugin("xdist"):
        return
    for item in items:
        if COSTLY & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.xdist_group(item.module.__name__))


@pytest.fixture(scope="session")
def rewrite_matrix():
    """``shared.rewrite``: one verified rewrite per (module text, strategy, overflow mode) for
    the whole session."""
    return shared.rewrite
