"""Finding the pass plugin and ``opt-22`` for the tests that run them: a test skips with the
reason when either is missing, and fails instead under ``IRPASS_REQUIRE_PLUGIN=1`` (CI), so
that no plugin test skips silently there."""

import os
import shutil
from pathlib import Path

import pytest

from irpass import plugin

OPT = "opt-22"
REQUIRE = "IRPASS_REQUIRE_PLUGIN"


def missing() -> str | None:
    """Why the plugin tests cannot run here, or None."""
    if shutil.which(OPT) is None:
        return f"{OPT} not on PATH (apt-get install llvm-22-tools)"
    if plugin.find() is None:
        return f"pass plugin not built ({plugin.BUILD_COMMAND})"
    return None


def plugin_or_skip() -> Path:
    """The built plugin; skips (fails under IRPASS_REQUIRE_PLUGIN=1) when it cannot run."""
    why = missing()
    if why is not None:
        if os.environ.get(REQUIRE) == "1":
            pytest.fail(f"{REQUIRE}=1 but {why}")
        pytest.skip(why)
    return plugin.path()
