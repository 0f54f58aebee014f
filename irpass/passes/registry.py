"""The registry from pass names to passes: the names the LLVM plugin registers too.

A pass is one module declaring its options (a frozen dataclass: typed fields with defaults) and
``run(unit, options) -> stats``; adding one is that module and one line in ``PASSES``. The
pass manager (``irpass.passes.manager``) runs ``rewrite`` passes over one module in memory;
``emit`` passes run inside ``irpass.backend.emit``, on the module LLVM holds, because they need
the linked runtime or LLVM's own passes. The order of ``PASSES`` is the order a rewrite runs
them in, and the order of the docs' table (``python -m irpass.tables``).
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from irpass.passes import (
    adstack_promote,
    debug_checks,
    noreturn_asserts,
    outline,
    runtime_patches,
)


@dataclass(frozen=True)
class Pass:
    name: str
    summary: str
    options: type
    run: Callable[[Any, Any], object] | None  # None: run by the backend (stage "emit")
    stats: str | None = None  # the ModuleStats field its stats go to (None: fields alike)
    stage: Literal["rewrite", "emit"] = "rewrite"


@dataclass(frozen=True)
class NoOptions:
    """A pass run by the backend, with no options of its own."""


PASSES: dict[str, Pass] = {
    p.name: p
    for p in (
        Pass(
            "adstack-promote",
            "the adstack helper calls rewritten inline by a strategy",
            adstack_promote.AdstackPromote,
            adstack_promote.run,
        ),
        Pass(
            "debug-checks",
            "debug integer-overflow checks inline, one out-of-line reporter",
            debug_checks.DebugChecks,
            debug_checks.run,
            "debug_checks",
        ),
        Pass(
            "noreturn-asserts",
            "failed asserts leave the kernel or thread instead of rejoining the hot path",
            noreturn_asserts.NoreturnAsserts,
            noreturn_asserts.run,
            "noreturn_asserts",
        ),
        Pass(
            "outline-cold",
            "calls to cold callees through one noinline cold wrapper per callee",
            outline.OutlineCold,
            outline.run,
            "outlined",
        ),
        Pass(
            "rolled-loops",
            "the loops of cold out-of-line code kept rolled (ptxas does not unroll them)",
            NoOptions,
            None,
            stage="emit",
        ),
        Pass(
            "runtime-patches",
            "the GPU runtimes' stubs (CUDA, AMDGPU) given their real bodies, as Quadrants does",
            runtime_patches.RuntimePatches,
            None,
            stage="emit",
        ),
        Pass(
            "coalesce-counters",
            "LLVM's NewGVN after the pipeline: lockstep stack counts become one",
            NoOptions,
            None,
            stage="emit",
        ),
    )
}
