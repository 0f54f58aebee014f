"""docs/layout.md is true: every module of the package and the command is listed once, nothing
listed is gone, the lower floors import only the floors below them, and no floor imports one
above it."""

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


ORDER = ("ir", "adstack", "strategies", "passes", "backend")


def _edges() -> set[tuple[str, str]]:
    """(importer, imported) for every import of an irpass module inside irpass, at the top or
    in a function (``from irpass.x import y`` imports ``irpass.x``)."""
    edges = set()
    for path in (ROOT / "irpass").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        importer = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            edges |= {(importer, n) for n in names if n.split(".")[0] == "irpass"}
    return edges


def _floor(module: str) -> int:
    """``module``'s index in ORDER; above them all for the rest of irpass."""
    parts = module.split(".")
    return ORDER.index(parts[1]) if len(parts) > 1 and parts[1] in ORDER else len(ORDER)


def test_no_floor_imports_one_above_it() -> None:
    upward = {(a, b) for a, b in _edges() if _floor(b) < len(ORDER) and _floor(a) < _floor(b)}
    assert not upward, f"imports running back up: {sorted(upward)}"


def test_stats_import_no_pass() -> None:
    """A pass's stats import ``irpass.stats``; the driver, not the stats, asks the registry
    where each pass's stats go."""
    imported = {b for a, b in _edges() if a == "irpass.stats"}
    assert {b for b in imported if _floor(b) >= ORDER.index("strategies")} == set()
