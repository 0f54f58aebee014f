"""The registry, the template and routing: what holds the row of strategies together.

Every registry entry is consistent (names, modes, costs, fallbacks); strategies
do not import each other; ``auto`` routes by the costs the registry holds, so a
cheaper peer added to it wins; the stats record what each function really got;
``RewriteOptions`` refuses bad requests when made; the README's table is current.
"""

import ast
import json

import pytest

import irpass
from irpass.adstack.analysis import analyse
from irpass.adstack.flavour import detect
from irpass.adstack.helpers import mentions_helpers
from irpass.adstack.stacks import FunctionAnalysis
from irpass.errors import IRPassError
from irpass.ir.model import read
from irpass.strategies import REGISTRY, Overflow
from irpass.strategies.auto import AutoStrategy
from irpass.strategies.base import Cost
from irpass.strategies.inline import InlineStrategy
from tests.shared import ROOT, functions

STRATEGIES = ROOT / "irpass" / "strategies"

HEADER = """declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)
"""


def function(name: str, returns: str, tasks: tuple[int, ...] = (1,), limit: str = "8") -> str:
    pushes = "".join(
        f"  call void @stack_push(ptr %rt, ptr %s, i64 {limit}, i64 4, i64 {t})\n" for t in tasks
    )
    ret = "ret void" if returns == "void" else f"ret {returns} 0"
    return (
        f"define {returns} @{name}(ptr %rt, ptr %slab, i64 %m) {{\nentry:\n"
        "  %s = getelementptr i8, ptr %slab, i64 0\n"
        f"  call void @stack_init(ptr %s)\n{pushes}  {ret}\n}}\n"
    )


# Big enough that every cost estimate is below leaving the calls alone (small functions are
# left alone: tests/test_costmodel.py).
PUSHES = (1,) * 40
MODULE = HEADER + function("body", "void", PUSHES) + function("value", "i32", PUSHES)


def analyses(text: str) -> dict[str, FunctionAnalysis]:
    helpers, reason = detect(text)
    return {f.name: analyse(f, helpers, reason) for f in functions(read(text, mentions_helpers))}


def got(text: str, **options) -> dict[str, tuple[str, str | None]]:
    """Per function, the strategy and mode the JSON stats say it got."""
    stats = irpass.rewrite(text, irpass.RewriteOptions(**options)).stats.to_dict()
    data = json.loads(json.dumps(stats))
    return {f["name"]: (f["strategy"], f["overflow"]) for f in data["functions"]}


def test_registry_names_match_class_names_and_keys() -> None:
    for name, strategy in REGISTRY.items():
        assert strategy.name == name
        words = name.split("-")
        assert strategy.__name__ == "".join(w.title() for w in words) + "Strategy"


def test_registry_entries_are_consistent() -> None:
    for strategy in REGISTRY.values():
        assert strategy.overflow_modes and set(strategy.overflow_modes) <= set(Overflow)
        assert set(strategy.costs) <= set(strategy.overflow_modes), strategy.name
        assert strategy.summary and strategy.blocks
        if strategy.fallback is not None:
            fallback = REGISTRY[strategy.fallback]
            assert set(strategy.overflow_modes) <= set(fallback.overflow_modes)


def test_strategies_do_not_import_each_other() -> None:
    modules = {s.__module__ for s in REGISTRY.values()}
    for module in modules:
        path = STRATEGIES / f"{module.rsplit('.', 1)[1]}.py"
        tree = ast.parse(path.read_text())
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        assert not (imported & (modules - {module})), module


@pytest.mark.parametrize(
    ("overflow", "body", "value"),
    [
        (Overflow.ABORT, ("merged-checks", "abort"), ("opaque", "exact")),
        (Overflow.EXACT, ("opaque", "exact"), ("opaque", "exact")),
        (Overflow.UNCHECKED, ("inline", "unchecked"), ("inline", "unchecked")),
    ],
)
def test_auto_routes_to_the_cheapest_legal_entry_of_the_registry(
    overflow: Overflow, body: tuple[str, str], value: tuple[str, str]
) -> None:
    found = analyses(MODULE)
    for name, expected in (("@body", body), ("@value", value)):
        route = AutoStrategy().route(found[name], overflow, REGISTRY)
        assert (route.strategy, route.overflow) == expected
        assert route.why


def test_a_cheaper_strategy_added_to_the_registry_is_what_auto_takes() -> None:
    class CheapStrategy(InlineStrategy):
        name = "cheap"
        costs = {Overflow.ABORT: Cost(-5.0, 0.0)}

    peers = {**REGISTRY, "cheap": CheapStrategy}
    found = analyses(MODULE)
    assert AutoStrategy().route(found["@body"], Overflow.ABORT, peers).strategy == "cheap"
    # abort is not legal in a function that returns a value: the next cheapest
    assert AutoStrategy().route(found["@value"], Overflow.ABORT, peers).strategy == "opaque"


def test_stats_record_the_strategy_each_function_really_got() -> None:
    assert got(MODULE) == {"@body": ("merged-checks", "abort"), "@value": ("opaque", "exact")}
    assert got(MODULE, overflow="exact") == {
        "@body": ("opaque", "exact"),
        "@value": ("opaque", "exact"),
    }
    # merged-checks declines two task ids, or a max it cannot read at the check (an argument
    # here), and hands the function to its fallback
    mixed = HEADER + function("mixed", "void", tasks=(1, 2) * 20)
    mixed += function("arg", "void", PUSHES, limit="%m")
    assert got(mixed) == {"@mixed": ("shared-exit", "abort"), "@arg": ("shared-exit", "abort")}
    stats = irpass.rewrite(mixed).stats
    assert stats.functions[0].choice.startswith("merged-checks/abort: ")
    assert "; by shared-exit/abort" in stats.format("k.ll")
    # nothing rewrites a function that returns a value under abort
    assert got(MODULE, strategy="inline", overflow="abort")["@value"] == ("none", None)
    assert got(MODULE, strategy="none") == {"@body": ("none", None), "@value": ("none", None)}


def test_max_run_starts_a_new_merged_check_after_that_many_pushes() -> None:
    text = HEADER + function("body", "void", tasks=(1,) * 5)

    def checks(max_run: int | None) -> int:
        options = irpass.RewriteOptions(strategy="merged-checks", max_run=max_run)
        return irpass.rewrite(text, options).text.count("br i1")

    assert (checks(None), checks(2), checks(1)) == (1, 3, 5)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"strategy": "fastest"}, "unknown strategy 'fastest' (one of auto, merged-checks"),
        ({"overflow": "sometimes"}, "unknown overflow mode 'sometimes' (one of exact, abort"),
        ({"strategy": "none", "overflow": "abort"}, "strategy 'none' does not support"),
        ({"strategy": "opaque", "overflow": "abort"}, "(it supports exact)"),
        ({"max_run": 0}, "max_run 0: must be at least 1"),
    ],
)
def test_bad_options_are_refused_when_made(options: dict, message: str) -> None:
    with pytest.raises(IRPassError, match=message.replace("(", r"\(").replace(")", r"\)")):
        irpass.RewriteOptions(**options)


def test_overflow_names_become_the_enum() -> None:
    options = irpass.RewriteOptions(overflow="abort")
    assert options.promote.overflow is Overflow.ABORT
    assert options.promote.settings().overflow is Overflow.ABORT
    assert irpass.RewriteOptions("opaque").promote.settings().overflow is Overflow.EXACT
