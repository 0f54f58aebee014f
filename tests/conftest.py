"""Fixtures every test file may use; the constants they rest on are in ``tests/shared.py``."""

import pytest

from tests import plugin_support, shared


def pytest_runtest_setup(item: pytest.Item) -> None:
    plugin_support.running = item


@pytest.fixture(scope="session")
def rewrite_matrix():
    """``shared.rewrite``: one verified rewrite per (module text, strategy, overflow mode) for
    the whole session."""
    return shared.rewrite
