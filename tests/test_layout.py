"""docs/layout.md is true: every module of the package and the command is listed once, nothing
listed is gone, and the lower floors import only the floors below them."""

import ast
import re
from pathlib import Path

from tests.shared import ROOT

LAYOUT = ROOT / "docs" / "layout.md"
LISTED = re.compile(r"^- `([\w/]+\.py)`: \S", re.MULTILINE)
FLOORS = {"ir": set(), "adstack": {"ir"}, "strategies": {"ir", "adstack"}}
"""What each lower floor of irpass may import besides itself and ``irpass.errors``."""


def modules() -> list[str]:
    found = [*(ROOT / "irpass").rglob("*.py"), *(ROOT / "cli").rglob("*.py")]
    return sorted(str(p.relative_to(ROOT)) for p in found)


def test_every_module_is_listed_once_and_nothing_gone() -> None:
    listed = LISTED.findall(LAYOUT.read_text())
    assert len(listed) == len(set(listed)), "a module listed twice"
    assert sorted(listed) == modules()


def _imports(path: Path) -> set[str]:
    """The irpass subpackages and modules ``path`` imports (``irpass.X...`` -> ``X``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            parts = node.module.split(".")
            if parts[0] == "irpass":
                names |= {parts[1]} if len(parts) > 1 else {a.name for a in node.names}
        elif isinstance(node, ast.Import):
            names |= {a.name.split(".")[1] for a in node.names if a.name.startswith("irpass.")}
    return names


def test_the_lower_floors_import_only_those_below() -> None:
    for floor, below in FLOORS.items():
        for path in (ROOT / "irpass" / floor).rglob("*.py"):
            extra = _imports(path) - below - {floor, "errors"}
            assert not extra, f"{path.relative_to(ROOT)} imports {sorted(extra)}"
