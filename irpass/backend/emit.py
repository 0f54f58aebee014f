"""The last step of irpass: optimise, retarget, and write IR, bitcode, assembly or an object."""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import llvmlite.binding as llvm

from irpass.backend.define_helpers import define_helpers
from irpass.backend.link import PRINT_ONLY, inline_reporters, link
from irpass.backend.llvm import parse
from irpass.backend.retarget import KERNEL_CONVENTIONS, mark_kernels, retarget
from irpass.backend.rolled_loops import cold_functions, roll_loops
from irpass.backend.targets import KINDS, TargetSpec, resolve_target, target_machine
from irpass.errors import IRPassError
from irpass.ir import toplevel
from irpass.ir.syntax import strip_comment
from irpass.ir.triples import kind_of_triple

EMIT_KINDS = ("ll", "bc", "asm", "obj")


@dataclass(frozen=True)
class EmitOptions:
    """What to make of a (rewritten) module; the defaults give back irpass's own text unchanged.

    ``target`` None keeps the module's triple (the host's when the module has none and code is
    emitted); ``mtriple`` overrides the target's default triple, ``mcpu``/``mattr`` its processor
    and features. ``kernels`` names the kernel entry points instead of detecting them. ``link``
    names modules linked in before optimisation, ``inline_linked`` force-inlines them (see
    ``irpass.backend.link``) except, with ``print_out_of_line``, their print-only functions (and
    then irpass's debug-check reporters, which only forward to one, are inlined).
    ``optimise_out_of_line`` lets LLVM optimise the linked functions left out of line (they are
    built at -O0), and ``rolled_cold_loops`` keeps ptxas from unrolling the loops of those and
    of ``cold`` functions (``irpass.backend.rolled_loops``).
    ``size_level`` 1 or 2 (``-Os``/``-Oz``, with ``opt_level`` 2) trades speed for size.
    ``coalesce_counters`` runs LLVM's NewGVN after the pipeline (see ``coalesce_counters``).
    """

    opt_level: int = 0
    size_level: int = 0
    target: str | None = None
    mtriple: str | None = None
    mcpu: str | None = None
    mattr: str | None = None
    emit: str = "ll"
    kernels: tuple[str, ...] = ()
    define_helpers: bool = False
    link: tuple[str, ...] = ()
    inline_linked: bool = False
    print_out_of_line: bool = False
    optimise_out_of_line: bool = False
    rolled_cold_loops: bool = False
    coalesce_counters: bool = False

    def __post_init__(self) -> None:
        problem = _problem(self)
        if problem:
            raise ValueError(problem)

    @property
    def kind(self) -> str | None:
        """The target kind asked for (``--target``, or the kind of ``--mtriple``), if any."""
        return kind_of_triple(self.mtriple) if self.mtriple else self.target

    @property
    def passthrough(self) -> bool:
        """True when the output is the input text itself."""
        return (
            self.opt_level == 0
            and self.target is None
            and self.mtriple is None
            and self.emit == "ll"
            and not self.kernels
            and not self.define_helpers
            and not self.link
        )


def _problem(options: EmitOptions) -> str | None:
    """Why ``options`` cannot be satisfied whatever the module, or None."""
    if options.opt_level not in range(4):
        return f"optimisation level must be 0 to 3, not {options.opt_level}"
    if options.size_level not in range(3) or (options.size_level and options.opt_level != 2):
        return "size level 1 (-Os) or 2 (-Oz) goes with optimisation level 2"
    if options.target is not None and options.target not in KINDS:
        return f"unknown target '{options.target}' (choose from {', '.join(KINDS)})"
    if options.inline_linked and not options.link:
        return "--inline-linked needs --link FILE"
    if options.coalesce_counters and not options.opt_level:
        return "--coalesce-counters runs after the optimisation pipeline: it needs -O1 or higher"
    if options.emit not in EMIT_KINDS:
        return f"unknown output kind '{options.emit}' (choose from {', '.join(EMIT_KINDS)})"
    kind = options.kind
    if options.target and options.mtriple and kind != options.target:
        return f"--mtriple {options.mtriple} is not a {options.target} triple"
    if kind is not None:
        return _kind_problem(kind, options)
    return None


def _kind_problem(kind: str, options: EmitOptions) -> str | None:
    if kind == "ptx" and options.emit == "obj":
        return "PTX has no object file: use --emit asm and assemble the PTX with ptxas"
    if kind == "cpu" and options.kernels:
        return "--kernel names GPU kernel entry points; it does not apply to CPU targets"
    return None


def emit(text: str, options: EmitOptions, path: str = "<input>") -> bytes:
    """The output file's bytes for module ``text`` under ``options``: one module, parsed once.

    What llvmlite cannot do to a module (a calling convention, an address space changed, a body
    given to a declaration) is done to ``text`` before it is parsed, without its comments (a
    name in one is no use). Two edits read the module as LLVM prints it: the helpers' bodies
    (``define_helpers`` compares signatures, opaque pointers) and irpass's reporters made
    always-inline (``print_out_of_line``: attribute groups); with either the module is parsed
    twice, the edits made on LLVM's print of it."""
    if options.passthrough:
        return text.encode()
    triple = toplevel.triple(text)
    spec = _spec(triple, options, path)
    retargeting = spec.triple != triple and (
        options.target is not None or options.mtriple is not None or options.emit in ("asm", "obj")
    )
    machine = _machine(spec, options.opt_level, path)
    source = text
    reporters = options.print_out_of_line and options.inline_linked
    if options.define_helpers or retargeting or options.kernels or options.link:
        if reporters or options.define_helpers:
            with _module(text, path) as module:
                text = str(module)
        else:
            text = "\n".join(map(strip_comment, text.split("\n")))
        text = _edited(text, source, spec, machine, options, retargeting, path)
    if reporters:
        text = inline_reporters(text)
    context = llvm.create_context()
    with _module(text, path, context) as module:
        out_of_line: frozenset[str] = frozenset()
        if options.link:
            kept = PRINT_ONLY if options.print_out_of_line else ()
            out_of_line = link(
                module,
                options.link,
                options.inline_linked,
                context,
                kept,
                options.optimise_out_of_line,
                spec.cpu,
            )
        return _compile(module, machine, options, path, out_of_line)


@contextmanager
def _module(
    text: str, path: str, context: llvm.ContextRef | None = None
) -> Iterator[llvm.ModuleRef]:
    """``text`` parsed into a context of its own (or ``context``), so struct names keep no
    suffixes.

    The module is closed on leaving: LLVM must free a module before its context, an order
    Python's garbage collector does not keep.
    """
    module = parse(text, path, context or llvm.create_context())
    try:
        yield module
    finally:
        module.close()


def _machine(spec: TargetSpec, opt_level: int, path: str) -> llvm.TargetMachine:
    try:
        return target_machine(spec, opt_level)
    except IRPassError as exc:
        raise exc.at(path) from None


def _compile(
    module: llvm.ModuleRef,
    machine: llvm.TargetMachine,
    options: EmitOptions,
    path: str,
    out_of_line: frozenset[str] = frozenset(),
) -> bytes:
    if options.opt_level:
        try:
            optimise(module, machine, options.opt_level, options.size_level)
        except IRPassError as exc:
            raise exc.at(path) from None
    if options.coalesce_counters:
        coalesce_counters(module, machine)
    if options.rolled_cold_loops:
        # The stage's one text hand-off, after -O: llvmlite sets no instruction metadata, and
        # the loops to keep rolled are the optimised ones (-O3's unroller and loop idioms made
        # them), so rolled-loops edits LLVM's print of the optimised module, and the module
        # emitted is that text parsed once, which verifies the output.
        text = str(module)
        rolled = roll_loops(text, cold_functions(text, out_of_line))
        if rolled is not text:
            with _module(rolled, path) as rolled_module:
                return _write(rolled_module, machine, options.emit)
    return _write(module, machine, options.emit)


def _spec(triple: str, options: EmitOptions, path: str) -> TargetSpec:
    try:
        spec = resolve_target(options.target, options.mtriple, options.mcpu, options.mattr, triple)
    except IRPassError as exc:
        raise exc.at(path) from None
    problem = _kind_problem(spec.kind, options)
    if problem:
        raise IRPassError(f"{problem} (the module's triple is '{spec.triple}')", path)
    return spec


def _edited(
    text: str,
    source: str,
    spec: TargetSpec,
    machine: llvm.TargetMachine,
    options: EmitOptions,
    retargeting: bool,
    path: str,
) -> str:
    """``text`` with the helpers defined and the module moved to ``spec``; ``source`` is the
    user's text, for errors."""
    if options.define_helpers:
        text = define_helpers(text, path)
    if retargeting:
        return retarget(text, spec, str(machine.target_data), options.kernels, path, source)
    if options.kernels and spec.kind in KERNEL_CONVENTIONS:
        return mark_kernels(text, spec.kind, options.kernels, path)
    return text


# Inliner thresholds clang uses for -Os and -Oz (llvmlite's pass builder has no size level).
_SIZE_INLINE_THRESHOLDS = {1: 75, 2: 25}


def optimise(
    module: llvm.ModuleRef, machine: llvm.TargetMachine, opt_level: int, size_level: int = 0
) -> None:
    """Run LLVM's default O1-O3 pipeline for ``machine`` on ``module``, then verify it.

    ``size_level`` 1/2 approximates -Os/-Oz: the O2 pipeline with clang's smaller inliner
    threshold, and for -Oz no unrolling or vectorisation.
    """
    tuning = llvm.create_pipeline_tuning_options(speed_level=opt_level)
    if size_level:
        tuning.inlining_threshold = _SIZE_INLINE_THRESHOLDS[size_level]
    if size_level == 2:
        tuning.loop_unrolling = tuning.loop_vectorization = tuning.slp_vectorization = False
    builder = llvm.create_pass_builder(machine, tuning)
    builder.getModulePassManager().run(module, builder)
    try:
        module.verify()
    except RuntimeError as exc:
        raise IRPassError(f"LLVM verifier after -O{opt_level}: {str(exc).strip()}") from None


def coalesce_counters(module: llvm.ModuleRef, machine: llvm.TargetMachine) -> None:
    """Run LLVM's NewGVN on every function of the optimised ``module``.

    A rewritten kernel keeps one count per stack, and the stacks of one loop move in lockstep:
    each count is a cycle of phis (start, +1 per push, -1 per pop) congruent to its
    neighbours'. GVN, the O1-O3 pipelines' value numbering, does not merge cycles; NewGVN's
    optimistic numbering proves them equal, so one register carries them all and the checks on
    them fold. The more stacks a loop carries the more it removes (the bench measures ptxas
    with and without it); a kernel with one stack per loop is left as it was.
    """
    builder = llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(3))
    passes = llvm.create_new_function_pass_manager()
    passes.add_new_gvn_pass()
    for function in module.functions:
        if not function.is_declaration:
            passes.run(function, builder)


def _write(module: llvm.ModuleRef, machine: llvm.TargetMachine, kind: str) -> bytes:
    if kind == "ll":
        return str(module).encode()
    if kind == "bc":
        return module.as_bitcode()
    if kind == "asm":
        return machine.emit_assembly(module).encode()
    return machine.emit_object(module)
