"""The ``test`` extra installs every third-party package the suite imports.

A machine that already holds packages from earlier work hides a missing entry, so the
check reads the imports themselves: every top-level module that ``tests/``, ``bench/`` or
``irpass/testing`` imports is first-party, from the standard library, or provided by a
distribution named in the base dependencies or the ``test`` extra.
"""

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

from tests.shared import ROOT

FIRST_PARTY = {"irpass", "irpass_cli", "bench", "tests", "cli"}


def imported_modules() -> dict[str, Path]:
    """Top-level module -> one file importing it, over what the suite loads."""
    found: dict[str, Path] = {}
    files = [*ROOT.glob("tests/*.py"), *ROOT.glob("bench/*.py"), *ROOT.glob("irpass/**/*.py")]
    for path in sorted(files):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], path)
    return found


def declared() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    specs = project["dependencies"] + project["optional-dependencies"]["test"]
    return {re.split(r"[<>=!~\[ ;]", spec, maxsplit=1)[0].lower() for spec in specs}


def test_every_third_party_import_is_in_the_test_extra() -> None:
    wanted = declared()
    providers = packages_distributions()
    missing = []
    for module, where in imported_modules().items():
        if module in FIRST_PARTY or module in sys.stdlib_module_names:
            continue
        dists = {d.lower() for d in providers.get(module, [])}
        assert dists, f"{where.relative_to(ROOT)} imports {module!r}, which nothing installs"
        if not dists & wanted:
            missing.append(f"{module} ({', '.join(sorted(dists))}) from {where.relative_to(ROOT)}")
    assert not missing, "not in the test extra: " + "; ".join(missing)
