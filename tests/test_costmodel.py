"""``auto``'s cost model: the registry's costs are the fit of the bench's latest results, and
``auto`` takes the shape with the lowest estimate, leaving the helper calls alone included."""

import json
import math

from bench.costmodel import LATEST, fit
from irpass.strategies import REGISTRY, Overflow
from irpass.strategies.auto import AutoStrategy
from irpass.strategies.base import LEFT_ALONE, SMALL_CALLS, Cost
from tests.test_strategies import HEADER, analyses, function


def test_registry_costs_are_the_fit_of_bench_results_latest_json():
    """Refit with ``python -m bench.costmodel`` after a bench run, and copy the table over."""
    fitted = fit(json.loads(LATEST.read_text())["ptxas"])
    declared = {
        f"{name}/{mode}": (cost.a, cost.b, cost.small)
        for name, strategy in REGISTRY.items()
        for mode, cost in strategy.costs.items()
        if name != "none"
    }
    assert declared == fitted
    assert REGISTRY["none"].costs == {Overflow.EXACT: LEFT_ALONE}


def test_cost_is_a_power_law_in_helper_calls_with_its_own_below_small_calls():
    cost = Cost(1.0, -0.5)
    assert math.isclose(cost.ratio(1), math.e)
    assert math.isclose(cost.ratio(100), math.exp(1.0 - 0.5 * math.log(100)))
    assert LEFT_ALONE.ratio(12345) == 1.0
    split = Cost(1.0, -0.5, small=(0.25, 0.0))
    assert math.isclose(split.ratio(SMALL_CALLS - 1), math.exp(0.25))
    assert math.isclose(split.ratio(SMALL_CALLS), cost.ratio(SMALL_CALLS))


def test_auto_leaves_a_function_alone_when_every_shape_is_estimated_slower():
    module = HEADER + function("body", "void", tasks=(1,) * 30)
    found = analyses(module)["@body"]

    def peers(a: float) -> dict:
        class Dear(REGISTRY["merged-checks"]):
            costs = {Overflow.ABORT: Cost(a, 0.0)}

        others = {n: s for n, s in REGISTRY.items() if n in ("none", "auto")}
        return {**others, "merged-checks": Dear}

    slower = AutoStrategy().route(found, Overflow.ABORT, peers(0.1))
    assert (slower.strategy, slower.overflow) == ("none", Overflow.EXACT)
    faster = AutoStrategy().route(found, Overflow.ABORT, peers(-0.1))
    assert (faster.strategy, faster.overflow) == ("merged-checks", Overflow.ABORT)
    assert "31 helper calls" in faster.why


def test_leaving_calls_alone_is_an_option_of_the_rewrite():
    import irpass

    tiny = HEADER + function("tiny", "void")
    alone = irpass.rewrite(tiny, irpass.RewriteOptions(leave_alone=True))
    assert alone.text == tiny and alone.stats.functions[0].strategy == "none"
    rewritten = irpass.rewrite(tiny, irpass.RewriteOptions())
    assert rewritten.stats.functions[0].rewritten == 1


def test_the_fit_recovers_a_power_law_and_uses_the_cold_pair_where_measured():
    from bench.costmodel import least_squares, points

    samples = [(n, math.exp(0.5 - 0.25 * math.log(n))) for n in (10, 100, 1000)]
    a, b = least_squares(samples)
    assert math.isclose(a, 0.5) and math.isclose(b, -0.25)

    def entry(seconds: float) -> dict:
        return {"cpu_s": {"median": seconds}}

    variants = {
        "baseline": entry(4.0),
        "merged-checks/abort": entry(2.0),
        "merged-checks/abort+cold": entry(1.0),
        "none/exact+cold": entry(2.0),
    }
    record = {"group": "real", "helper_calls": 50, "variants": variants}
    assert points([record], "merged-checks/abort") == [(50, 0.5)]
    del variants["none/exact+cold"]
    assert points([record], "merged-checks/abort") == [(50, 0.5)]  # 2.0 / 4.0
    assert points([{**record, "group": "real-nolink"}], "merged-checks/abort") == []


def test_the_fit_splits_at_small_calls():
    from bench.costmodel import fit

    def record(calls: int, law: tuple[float, float]) -> dict:
        time = math.exp(law[0] + law[1] * math.log(calls))
        variants = {"baseline": {"cpu_s": {"median": 1.0}}}
        variants["shared-exit/abort"] = {"cpu_s": {"median": time}}
        return {"group": "synthetic", "helper_calls": calls, "variants": variants}

    small, large = (0.3, -0.1), (1.0, -0.4)
    records = [record(n, small) for n in (10, 40)] + [record(n, large) for n in (200, 2000)]
    assert fit(records)["shared-exit/abort"] == (*large, small)
    one_small = fit(records[1:])["shared-exit/abort"]
    assert one_small[2] is None and one_small[:2] == large
