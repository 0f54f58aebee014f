"""The registry from pass names to passes: the names the LLVM plugin registers too.

A pass is one module declaring its options (a frozen dataclass: typed fields with defaults) and
``run(unit, options) -> stats``; adding one is that module and one line in ``PASSES``, which
also says how the command line turns it on (a ``Switch``) and in which section of ``--help``
its flags stand. A rewrite runs a ``rewrite`` pass when ``RewriteOptions.passes`` holds its
options (the command line fills that from its switch and flags, a pipeline string from its
``<...>`` parameters; a pass without a switch is always there). The pass manager
(``irpass.passes.manager``) runs ``rewrite`` passes over one module in memory; ``emit`` passes
run inside ``irpass.backend.emit``, on the module LLVM holds, because they need the linked
runtime or LLVM's own passes. The order of ``PASSES`` is the order a rewrite runs them in, and
the order of the docs' table (``python -m irpass.tables``).
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from irpass.ir.triples import DEFAULT_CPUS
from irpass.passes import (
    adstack_promote,
    debug_checks,
    invariant_args,
    noreturn_asserts,
    outline,
)
from irpass.passes.declare import Switch


@dataclass(frozen=True)
class Pass:
    name: str
    summary: str
    options: type
    run: Callable[[Any, Any], object] | None  # None: run by the backend (stage "emit")
    stats: str | None = None  # the ModuleStats field its stats go to (None: fields alike)
    stage: Literal["rewrite", "emit"] = "rewrite"
    switch: Switch | None = None  # None: on whenever its stage runs
    section: Literal["rewrite", "debug", "emit"] = "rewrite"  # where --help lists its flags


@dataclass(frozen=True)
class NoOptions:
    """A pass run by the backend, with no options of its own."""


@dataclass(frozen=True)
class RuntimePatches:
    """``runtime-patches``' options (the plugin's ``runtime-patches<mcpu=...>``); the pass is
    ``irpass.backend.runtime_patches``, run by ``irpass.backend.link``."""

    mcpu: str = field(
        default="",
        metadata={
            "help": "the processor the bodies are for: AMDGPU's (amdgpu_permlane64, the "
            f"ds_bpermute lane mask; default {DEFAULT_CPUS['amdgcn']}), CUDA's sm_N (the compute "
            f"capability; default {DEFAULT_CPUS['ptx']}); set by --mcpu with --link"
        },
    )


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
            None,
            switch=Switch(
                "debug_<op>_<type> calls become an inline check branching to one out-of-line "
                "reporter",
                part="checks",
            ),
            section="debug",
        ),
        Pass(
            "noreturn-asserts",
            "failed asserts leave the kernel or thread instead of rejoining the hot path",
            noreturn_asserts.NoreturnAsserts,
            noreturn_asserts.run,
            "noreturn_asserts",
            switch=Switch("a failed assert ends the function or thread", part="asserts"),
            section="debug",
        ),
        Pass(
            "invariant-args",
            "loads from the kernel's argument buffer marked invariant",
            invariant_args.InvariantArgs,
            invariant_args.run,
            "invariant_args",
            switch=Switch(
                "loads from the kernel's argument buffer (RuntimeContext's arg_buffer: ndarray "
                "shapes and data pointers, scalars) are marked !invariant.load, so LLVM reads "
                "each once instead of after every store; exact: the launcher fills the buffer "
                "before the kernel runs, and the module is left alone where any of its pointers "
                "is used but to load",
                part="args",
            ),
            section="debug",
        ),
        Pass(
            "outline-cold",
            "calls to cold callees through one noinline cold wrapper per callee",
            outline.OutlineCold,
            outline.run,
            "outlined",
            switch=Switch(
                "call cold runtime functions (the assert helpers, irpass's own overflow pushes, "
                "--outline-callee names) through one noinline cold wrapper per callee, so "
                "inlining the runtime cannot copy them into every call site (default: on for "
                "--target ptx and amdgcn, off otherwise)",
                "--outline",
            ),
        ),
        Pass(
            "rolled-loops",
            "the loops of cold out-of-line code kept rolled (ptxas does not unroll them)",
            NoOptions,
            None,
            stage="emit",
            switch=Switch(
                "the runtime functions left out of line are optimised, and ptxas does not unroll "
                "their loops or those of cold functions: the runtime's byte-zeroing loops",
                part="reporters",
            ),
            section="debug",
        ),
        Pass(
            "runtime-patches",
            "the GPU runtimes' stubs (CUDA, AMDGPU) given their real bodies, as Quadrants does",
            RuntimePatches,
            None,
            stage="emit",
            switch=Switch("--link with a GPU runtime"),
        ),
        Pass(
            "coalesce-counters",
            "LLVM's NewGVN after the pipeline: lockstep stack counts become one",
            NoOptions,
            None,
            stage="emit",
            switch=Switch(
                "after -O1..-O3, run LLVM's NewGVN, which merges the stack counters that move in "
                "lockstep (the pipelines' GVN does not: they are cycles of phis); exact "
                "(default: on with -O1 and up when a strategy other than none rewrites)",
                "--coalesce-counters",
            ),
            section="emit",
        ),
    )
}

# The part of --debug-cold that is no pass: which runtime functions --inline-linked leaves out
# of line when linking (``irpass.backend.link``).
PRINTF = Switch(
    "with --inline-linked, quadrants_printf<...> and taichi_printf<...> stay out of line",
    part="printf",
)
PARTS: dict[str, Switch] = {
    s.part: s for s in [*(p.switch for p in PASSES.values() if p.switch), PRINTF] if s.part
}
"""The parts of ``--debug-cold`` by name: the passes' own, then ``printf``."""
