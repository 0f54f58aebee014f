"""The package's floors (ir/ -> adstack/ -> strategies/ -> passes/ -> backend/, then the driver
and its callers): a module imports only from its own floor or those below. Read from the source
with ``ast`` (every import, at the top or inside a function), so no import runs.

The arrows that still run back up are listed in ``UPWARD``: issue #32 moves the backend-stage
passes out of ``passes/`` to remove them. A new one fails the test, and so does one removed but
still listed, so the list only shrinks."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "irpass"
FLOORS = ("ir", "adstack", "strategies", "passes", "backend")

UPWARD = {
    ("irpass.passes.cold_runtime", "irpass.backend.emit"),
    ("irpass.passes.cold_runtime", "irpass.backend.link"),
    ("irpass.passes.cold_runtime", "irpass.backend.llvm"),
    ("irpass.passes.cold_runtime", "irpass.backend.targets"),
    ("irpass.passes.manager", "irpass.backend.verify_pieces"),
    ("irpass.passes.pre_optimise", "irpass.backend.emit"),
    ("irpass.passes.runtime_patches", "irpass.backend.targets"),
    ("irpass.passes.unit", "irpass.backend.retarget"),
    ("irpass.passes.unit", "irpass.backend.targets"),
}


def imports(path: Path) -> set[str]:
    """The irpass modules ``path`` imports (``from irpass.x import y`` gives ``irpass.x``)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name.split(".")[0] == "irpass"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def floor(module: str) -> int:
    """The floor of ``module``: its index in FLOORS; above them all for the rest of irpass."""
    parts = module.split(".")
    return FLOORS.index(parts[1]) if len(parts) > 1 and parts[1] in FLOORS else len(FLOORS)


def edges() -> set[tuple[str, str]]:
    return {
        (module_name(path), imported)
        for path in PACKAGE.rglob("*.py")
        for imported in imports(path)
    }


def test_no_floor_imports_one_above_it_but_those_listed() -> None:
    upward = {(a, b) for a, b in edges() if floor(b) < len(FLOORS) and floor(a) < floor(b)}
    assert upward == UPWARD


def test_the_floors_import_nothing_above_them() -> None:
    """Nothing in the floors imports the driver, the options or the entry points."""
    above = {(a, b) for a, b in edges() if floor(a) < len(FLOORS) and floor(b) == len(FLOORS)}
    allowed = {"irpass.errors", "irpass.stats"}  # leaves every floor shares
    assert {(a, b) for a, b in above if b not in allowed} == set()


def test_stats_import_no_pass() -> None:
    """A pass's stats import ``irpass.stats``; the driver, not the stats, asks the registry
    where each pass's stats go."""
    assert {
        b for a, b in edges() if a == "irpass.stats" and floor(b) >= FLOORS.index("strategies")
    } == set()
