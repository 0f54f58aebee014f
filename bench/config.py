"""What the bench measures: the variants of a kernel, the kernels, and the quick and full modes."""

from dataclasses import dataclass, replace

from bench.parts import ASSERTS, OVERFLOW, REPORTS
from irpass.backend.cold_runtime import installed_runtime
from irpass.options import AssertExit, OverflowExit, RewriteOptions
from irpass.testing.kernel_spec import KernelSpec

BASELINE = "baseline"
RELEASE = "release"
SEED = "inline/exact"
FLOOR = "inline/unchecked"
AUTO = "auto/abort"  # auto's default mode (its first supported one)
AUTO_OUTLINED = "auto/abort+outline"
FLOOR_OUTLINED = "inline/unchecked+outline"
AUTO_COLD = "auto/abort+cold"  # auto with issue #12's debug-check passes
# The QD_LOAD_IR flow (issue #22): irpass writes the unlinked CUDA dump, Quadrants links
# and force-inlines its runtime and optimises (nothing else: no NewGVN, no kept printf).
LOAD_IR_PLAIN = "auto/abort+load-ir"  # the rewrite parts only (checks, asserts)
LOAD_IR_RUNTIME = "auto/abort+load-ir+runtime"  # and the runtime's cold code in the module
LOAD_IR = "auto/abort+load-ir+runtime+preopt"  # and -O3 + NewGVN first: what --for gives

SYNTHETIC = "synthetic"
REAL = "real"  # Quadrants debug dumps, the runtime linked and force-inlined as its GPU backend does
REAL_UNLINKED = "real-nolink"  # the same dumps alone: the QD_LOAD_IR flow's input
GENESIS = "genesis"  # Genesis-shaped programs dumped by the bench, linked like REAL
GENESIS_REAL = "genesis-real"  # Genesis' own reverse kernels (testdata/genesis), linked like REAL
GROUPS = (SYNTHETIC, REAL, REAL_UNLINKED, GENESIS, GENESIS_REAL)
GENESIS_PROGRAMS = ("articulated", "chain", "solver")  # irpass.testing.quadrants_genesis_programs


# Issue #12's work as `irpass rewrite --target ptx` does it by default (every --debug-cold part;
# auto does not leave calls alone): the debug integer-overflow checks inline with one reporter,
# asserts that end the thread as the CUDA runtime does, and, when the runtime is linked, its
# print-only functions kept out of line and the functions left out of line optimised, their
# loops kept rolled in ptxas.
COLD_REWRITE = {
    "debug_checks": True,
    "noreturn_asserts": AssertExit.THREAD,
    "invariant_args": True,
    "overflow_exit": OverflowExit.THREAD,  # in kernel entry points, as --target ptx gives
}
COLD_EMIT = {"print_out_of_line": True, "optimise_out_of_line": True, "rolled_cold_loops": True}


@dataclass(frozen=True)
class Variant:
    """One way to compile a kernel.

    ``strategy`` None compiles the kernel's release-build module instead of its debug one.
    ``define_helpers`` gives the helper calls bodies when no runtime is linked (the baseline).
    ``cold`` turns on every part of issue #12's debug-check work.
    """

    name: str
    strategy: str | None
    overflow: str | None = None
    outline: bool = False
    define_helpers: bool = False
    cold: bool = False
    load_ir: bool = False
    cold_runtime: bool = False
    pre_optimise: bool = False
    removed: frozenset[str] = frozenset()  # bench.parts taken away (illegal: reference only)

    def rewrite_options(self) -> RewriteOptions:
        extra = {"outline_cold": True} if self.outline else {}
        extra.update(COLD_REWRITE if self.cold else {})
        if self.cold_runtime:
            extra["cold_runtime"] = str(installed_runtime("cuda"))
        extra.update({"pre_optimise": True} if self.pre_optimise else {})
        return RewriteOptions(strategy=self.strategy or "none", overflow=self.overflow, **extra)

    def emit_flags(self, linked: bool) -> tuple[str, ...]:
        """The boolean ``EmitOptions`` fields this variant turns on (see ``bench.emit_worker``),
        as the command line does: the cold ones act on a linked runtime, and the counters of a
        rewritten module are coalesced."""
        if self.load_ir:
            return ()
        cold = tuple(COLD_EMIT) if self.cold and linked else ()
        return cold + (("coalesce_counters",) if self.strategy not in (None, "none") else ())


def _rewrite(strategy: str, overflow: str, outline: bool = False, cold: bool = False) -> Variant:
    suffix = ("+outline" if outline else "") + ("+cold" if cold else "")
    return Variant(f"{strategy}/{overflow}{suffix}", strategy, overflow, outline, cold=cold)


STRATEGY_VARIANTS = (
    _rewrite("inline", "exact"),
    _rewrite("inline", "abort"),
    _rewrite("inline", "unchecked"),
    _rewrite("shared-exit", "abort"),
    _rewrite("shared-exit", "unchecked"),
    _rewrite("merged-checks", "abort"),
    _rewrite("merged-checks", "unchecked"),
    _rewrite("opaque", "exact"),
    _rewrite("auto", "abort"),
    _rewrite("auto", "exact"),
    _rewrite("auto", "unchecked"),
)
# Cold-call outlining matters where there are cold calls: the asserts of real debug kernels.
OUTLINED_VARIANTS = (_rewrite("auto", "abort", True), _rewrite("inline", "unchecked", True))


# The same on the real dumps with issue #12's work on: auto, the floor, each checked shape auto
# chooses from, and the helper calls left alone (what auto's leave-alone option gives).
COLD_VARIANTS = tuple(
    _rewrite(strategy, overflow, cold=True)
    for strategy, overflow in (
        ("auto", "abort"),
        ("inline", "unchecked"),
        ("merged-checks", "abort"),
        ("shared-exit", "abort"),
        ("opaque", "exact"),
        ("none", "exact"),
    )
)
LOAD_IR_VARIANTS = (
    Variant(LOAD_IR_PLAIN, "auto", "abort", cold=True, load_ir=True),
    Variant(LOAD_IR_RUNTIME, "auto", "abort", cold=True, load_ir=True, cold_runtime=True),
    Variant(
        LOAD_IR, "auto", "abort", cold=True, load_ir=True, cold_runtime=True, pre_optimise=True
    ),
)


# Issue #34's breakdown: each flow's variant with parts of the debug kernel taken away (illegal,
# reference only): the stack checks (the unchecked shape), the bounds checks, the
# integer-overflow checks, the asserts' reports, and all three checks at once.
def _without(variant: Variant, label: str, strategy: str | None, *parts: str) -> Variant:
    overflow = "unchecked" if strategy == "inline" else variant.overflow
    return replace(
        variant,
        name=f"{variant.name}-{label}",
        strategy=strategy or variant.strategy,
        overflow=overflow,
        removed=frozenset(parts),
    )


def _parts_of(variant: Variant) -> tuple[Variant, ...]:
    return (
        _without(variant, "stack-checks", "inline"),
        _without(variant, "asserts", None, ASSERTS),
        _without(variant, "overflow", None, OVERFLOW),
        _without(variant, "reports", None, REPORTS),
        _without(variant, "all-checks", "inline", ASSERTS, OVERFLOW),
    )


PART_VARIANTS = _parts_of(_rewrite("auto", "abort", cold=True)) + _parts_of(LOAD_IR_VARIANTS[-1])

# A Genesis-scale kernel takes long in ptxas per variant: it gets the variants issue #22's
# targets and the cost model's shapes read (the cold ones and the QD_LOAD_IR flow's).
GENESIS_VARIANTS = frozenset(v.name for v in (*COLD_VARIANTS, *LOAD_IR_VARIANTS))


def baseline(define_helpers: bool) -> Variant:
    """The helper calls kept: defined by irpass, or by the runtime linked in."""
    return Variant(BASELINE, "none", define_helpers=define_helpers)


CORE = frozenset({SEED, FLOOR, AUTO})
QUICK_VARIANTS = CORE | {
    AUTO_COLD,  # the README's headline (real kernels only)
    LOAD_IR,  # and its QD_LOAD_IR row
    "shared-exit/abort",
    "merged-checks/abort",
    "opaque/exact",
    AUTO_OUTLINED,
    FLOOR_OUTLINED,
}


def _kept(variants: tuple[Variant, ...], names: frozenset[str] | None) -> tuple[Variant, ...]:
    """``variants`` named in ``names`` (all when None); the baseline and release always."""
    return tuple(
        v for v in variants if names is None or v.name in names or v.name in (BASELINE, RELEASE)
    )


def synthetic_variants(names: frozenset[str] | None = None) -> tuple[Variant, ...]:
    return _kept((baseline(define_helpers=True), *STRATEGY_VARIANTS), names)


def real_variants(runtime_linked: bool, names: frozenset[str] | None = None) -> tuple[Variant, ...]:
    """With no runtime linked, irpass defines the helpers a variant leaves (all, in the baseline)
    as a stand-in for the runtime Quadrants links in later; release modules have none."""
    rewrites = (*STRATEGY_VARIANTS, *OUTLINED_VARIANTS, *COLD_VARIANTS)
    if not runtime_linked:
        rewrites = tuple(replace(v, define_helpers=True) for v in rewrites)
    else:  # the QD_LOAD_IR flow is measured where Quadrants' link is
        rewrites += LOAD_IR_VARIANTS
    return _kept(
        (baseline(define_helpers=not runtime_linked), Variant(RELEASE, None), *rewrites), names
    )


@dataclass(frozen=True)
class SyntheticCase:
    """A generated kernel; ``variants`` narrows the mode's variants (None: the mode's own) and
    ``compile_timeout_s`` its LLVM time limit (None: the mode's)."""

    label: str
    spec: KernelSpec
    variants: frozenset[str] | None = None
    compile_timeout_s: float | None = None


def _straight(s: int, n: int, *narrowed) -> SyntheticCase:
    spec = KernelSpec(placement="straight", n_stacks=s, n_iter=n)
    return SyntheticCase(f"{s}x{n}", spec, *narrowed)


SYNTHETIC_QUICK = (
    _straight(4, 16),
    _straight(4, 64),
    SyntheticCase("loop 4x64", KernelSpec(placement="loop", n_stacks=4, n_iter=64)),
    SyntheticCase(
        "branch 4x64 flags", KernelSpec(placement="branch", n_stacks=4, n_iter=64, flags=True)
    ),
)
SYNTHETIC_FULL = (
    *SYNTHETIC_QUICK[:2],
    _straight(1, 256),
    _straight(4, 256),
    _straight(32, 32),
    # LLVM O3 alone ran past 240 s on every variant of 4x1024 here: measured as a lower bound
    _straight(4, 1024, frozenset({FLOOR, AUTO}), 60),
    *SYNTHETIC_QUICK[2:],
)
REAL_QUICK = ("loop_carry", "vector8")
REAL_FULL = (
    "loop_carry",
    "static_unroll",
    "vector8",
    "vector8_deep",
    "f64_loop",
    "branch",
    "nested",
    "func",
    "tape",
)


# A kernel whose fastest PTX assembles in less than this in the first round gets the mode's
# ``small_kernel_repeats`` rounds: near ptxas's start-up time, fewer rounds left its ratios
# apart between runs (docs/bench.md, "Small kernels").
SMALL_KERNEL_S = 0.3


@dataclass(frozen=True)
class Mode:
    """How much to measure: ``quick`` for a run while working, ``full`` for the results page
    (their times: docs/bench.md)."""

    name: str
    synthetic: tuple[SyntheticCase, ...]
    real_programs: tuple[str, ...]
    variants: frozenset[str] | None  # the strategy variants measured (None: all)
    unlinked: bool  # also measure the real dumps without the runtime linked
    ptxas_repeats: int
    small_kernel_repeats: int  # ptxas rounds of a kernel under SMALL_KERNEL_S
    compile_timeout_s: float
    ptxas_timeout_s: float
    cpu_specs: tuple[KernelSpec, ...]
    cpu_elems: int
    cpu_calls: int
    own_sizes_mb: tuple[float, ...]  # generated modules for irpass's own speed
    cli_sizes_mb: tuple[float, ...]  # the generated sizes the whole CLI is also timed on
    memory_sizes_mb: tuple[float, ...] = ()  # generated modules for peak memory (section 4)
    genesis_programs: tuple[str, ...] = ()  # Genesis-shaped programs, dumped by the bench
    first_run_rounds: int = 0  # paired rounds of their whole first run, three ways (#33)
    genesis_real: bool = False  # Genesis' own kernels (testdata/genesis)
    genesis_scaled: tuple[tuple[str, int], ...] = ()  # (kernel, times): bench.scaled's probes

    def rounds(self, fastest_first_s: float) -> int:
        """ptxas rounds for a kernel whose fastest PTX took ``fastest_first_s`` in round one."""
        small = fastest_first_s < SMALL_KERNEL_S
        return max(self.ptxas_repeats, self.small_kernel_repeats if small else 0)


_CPU_SPECS = (
    KernelSpec(placement="straight", n_stacks=4, n_iter=16),
    KernelSpec(placement="loop", n_stacks=4, n_iter=16),
    KernelSpec(placement="branch", n_stacks=2, n_iter=16, flags=True),
    KernelSpec(dtype="f64", placement="loop", n_stacks=3, n_iter=16),
    KernelSpec("taichi", placement="loop", n_stacks=3, n_iter=16),
)

QUICK = Mode(
    name="quick",
    synthetic=SYNTHETIC_QUICK,
    real_programs=REAL_QUICK,
    variants=QUICK_VARIANTS,
    unlinked=False,
    ptxas_repeats=3,
    small_kernel_repeats=9,
    compile_timeout_s=120,
    ptxas_timeout_s=60,
    cpu_specs=_CPU_SPECS[:3],
    cpu_elems=256,
    cpu_calls=5,
    own_sizes_mb=(0.5, 1, 5),
    cli_sizes_mb=(),
    memory_sizes_mb=(50,),
)
FULL = Mode(
    name="full",
    synthetic=SYNTHETIC_FULL,
    real_programs=REAL_FULL,
    variants=None,
    unlinked=True,
    ptxas_repeats=3,
    small_kernel_repeats=25,
    compile_timeout_s=240,
    ptxas_timeout_s=180,
    cpu_specs=_CPU_SPECS,
    cpu_elems=1024,
    cpu_calls=7,
    own_sizes_mb=(0.5, 1, 2, 5, 50),
    cli_sizes_mb=(5,),
    memory_sizes_mb=(50, 200),
    genesis_programs=GENESIS_PROGRAMS,
    first_run_rounds=3,
    genesis_real=True,
)
# The real dumps only, linked and not, with the variants issue #12's targets are read from; its
# ptxas records replace those of the same kernels in latest.json and keep the others.
REAL_ONLY = replace(
    FULL,
    name="real",
    synthetic=(),
    variants=frozenset({FLOOR, AUTO, *(v.name for v in (*COLD_VARIANTS, *LOAD_IR_VARIANTS))}),
    cpu_specs=(),
    own_sizes_mb=(5,),
    cli_sizes_mb=(),
    memory_sizes_mb=(),
)
# Issue #22's two flows side by side on the real dumps, few rounds: the linked flow, the
# QD_LOAD_IR flow without and with the runtime's cold code in the module, and release.
LOAD_IR_ONLY = replace(
    REAL_ONLY,
    name="load-ir",
    variants=frozenset({AUTO_COLD, LOAD_IR_PLAIN, LOAD_IR_RUNTIME, LOAD_IR}),
    unlinked=False,
    small_kernel_repeats=7,
    own_sizes_mb=(),
)
# Genesis' own kernels only (issue #34), in issue #22's flows and parts (the full mode gives them
# every Genesis variant, each long in ptxas on the largest kernel); like `real`, its records
# replace those of the same kernels in latest.json and keep the others.
GENESIS_REAL_ONLY = replace(
    REAL_ONLY,
    name=GENESIS_REAL,
    ptxas_repeats=5,  # 3 rounds left a 2 s kernel's ratio about 0.1x apart between runs
    real_programs=(),
    variants=frozenset({AUTO_COLD, LOAD_IR_PLAIN, LOAD_IR_RUNTIME, LOAD_IR}),
    unlinked=False,
    own_sizes_mb=(),
    genesis_programs=(),
)
# Issue #34's breakdown on Genesis' own kernels: each flow as built, with parts taken away, and
# release (illegal variants: into a scratch directory, not the committed results).
GENESIS_PARTS = replace(
    GENESIS_REAL_ONLY,
    name="genesis-parts",
    ptxas_repeats=3,  # eight variants a kernel: 20 minutes at 3 rounds
    variants=frozenset({AUTO_COLD, LOAD_IR, *(v.name for v in PART_VARIANTS)}),
    genesis_scaled=(("kernel_step_2", 3),),  # the worst kernel at 3 times its size
)
MODES = {
    m.name: m for m in (QUICK, FULL, REAL_ONLY, LOAD_IR_ONLY, GENESIS_REAL_ONLY, GENESIS_PARTS)
}
KEEPING_MODES = (REAL_ONLY.name, GENESIS_REAL_ONLY.name)  # measure some kernels, keep the rest
