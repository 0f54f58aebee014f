"""The Python entry point: ``irpass.rewrite(text, RewriteOptions()) -> Result``."""

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from irpass.adstack.analysis import analyse
from irpass.adstack.flavour import detect
from irpass.adstack.helpers import HELPERS, count_calls, mentions_helpers
from irpass.adstack.verdict import SkipCode, SkipReason
from irpass.backend.llvm import verify as verify_module
from irpass.errors import IRPassError
from irpass.ir import toplevel
from irpass.ir.instructions import Parser
from irpass.ir.model import Module, read
from irpass.options import RewriteOptions
from irpass.passes.cold_runtime import define_cold_runtime
from irpass.passes.debug_checks import inline_debug_checks
from irpass.passes.noreturn_asserts import noreturn_asserts
from irpass.passes.outline import DEFAULT_CALLEES, outline
from irpass.passes.pre_optimise import pre_optimised
from irpass.stats import FunctionStats, ModuleStats, Skip
from irpass.strategies import rewrite_function
from irpass.strategies.builders import Declarations

MARKER = "!irpass.rewritten"
STRATEGY_COMMENT = "; irpass: adstack helpers rewritten with strategy "


@dataclass
class Result:
    text: str
    stats: ModuleStats


def is_rewritten(text: str) -> bool:
    """A module irpass already rewrote carries its marker; rewriting it again changes nothing."""
    return text.startswith(f"{MARKER} =") or f"\n{MARKER} =" in text


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a rewrite runs: a rewrite makes hundreds of
    thousands of small objects that live until it ends, and the collector's passes over them
    cost 5-7% of its time (measured on the bench's modules). Reference counting still frees
    what is dropped; the collector's state is restored after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


@_collector_paused()
def rewrite(
    text: str,
    options: RewriteOptions | None = None,
    path: str = "<input>",
    *,
    verify: bool = True,
    progress: Callable[[str], None] | None = None,
) -> Result:
    """Rewrite the adstack helper calls of one module, then outline its cold calls if asked.

    LLVM parses and verifies the input first and the output last, so bad IR is
    reported where it is and a wrong rewrite never leaves irpass. ``verify=False``
    skips both, for measuring irpass's own work on IR known to be valid.
    ``progress`` hears what is being done, for long modules.
    """
    options = options or RewriteOptions()
    say = progress or (lambda _: None)
    if verify:
        say("verifying the input")
        verify_module(text, path)
    out, stats, changed = _promoted(text, options, say)
    if verify and changed:
        say("verifying the output")
    return _outlined(out, options, stats, path, verify, changed)


def _promoted(
    text: str, options: RewriteOptions, say: Callable[[str], None]
) -> tuple[str, ModuleStats, bool]:
    """The stacks of ``text`` rewritten: the new text, the stats, and whether anything changed.
    A function of its own so that the model is freed before LLVM verifies the output."""
    settings = options.strategy_options()
    module = read(text, mentions_helpers)
    stats = ModuleStats(options.strategy, None)
    functions = module.split_functions()
    if not functions:
        return text, stats, False
    helpers, reason = detect(text)
    stats.flavour = helpers.flavour.value if helpers else None
    if is_rewritten(text):
        reason = SkipReason(SkipCode.ALREADY_REWRITTEN, "already rewritten by irpass")
    stats.note = reason.detail if reason else None
    declarations = Declarations(text)
    parser = Parser()
    changed = False
    for n, function in enumerate(functions, 1):
        if function.name.removeprefix("@") in HELPERS:
            continue  # the helpers' own bodies, when the module defines them
        say(f"rewriting {function.name} ({n}/{len(functions)})")
        analysis = analyse(function, helpers, reason, parser)
        if not analysis.helper_calls:
            continue
        before = len(function.blocks)
        done = rewrite_function(options.strategy, analysis, settings, declarations)
        rewritten = done.stacks_rewritten if done else 0
        kept = analysis.helper_calls - (done.calls_removed if done else 0)
        after = sum(count_calls(b.text()).total() for b in done.blocks) if done else kept
        cold = after - kept
        if done is not None:
            function.blocks = done.blocks
            changed = True
        stats.functions.append(
            FunctionStats(
                name=function.name,
                strategy=done.strategy if done else "none",
                overflow=done.overflow if done else None,
                stacks=len(analysis.stacks),
                rewritten=rewritten,
                helper_calls=analysis.helper_calls,
                calls_removed=done.calls_removed if done else 0,
                blocks_before=before,
                blocks_after=len(function.blocks),
                skipped=_skips(analysis, done is not None, options.strategy),
                choice=done.choice if done else None,
                cold_calls=cold,
                merged={
                    s.pointer: len(s.pointers) for s in analysis.stacks if s.joined and s.rewritable
                },
            )
        )
    out = _finish(module, declarations, options.strategy) if changed else text
    return out, stats, changed


def _outlined(
    text: str,
    options: RewriteOptions,
    stats: ModuleStats,
    path: str,
    verify: bool,
    changed: bool = False,
) -> Result:
    """``text`` with its cold paths taken out of the hot path as asked (debug checks inline
    with one reporter, failed asserts that do not return, cold calls outlined); verified when
    anything changed."""
    out = text
    if options.debug_checks:
        out, stats.debug_checks = inline_debug_checks(out)
    if options.noreturn_asserts is not None:
        out, stats.noreturn_asserts = noreturn_asserts(out, options.noreturn_asserts)
    if options.outline:
        out, stats.outlined = outline(out, DEFAULT_CALLEES + options.outline_callees)
    if options.pre_optimise and (changed or out is not text):
        out = pre_optimised(out, path)
    if options.cold_runtime is not None:
        out = define_cold_runtime(out, options.cold_runtime, path)
    if not verify or not (changed or out is not text):
        return Result(out, stats)
    verify_output(out, path)
    return Result(out, stats)


def verify_output(text: str, path: str) -> None:
    """LLVM's verdict on a module irpass wrote: a rejection is irpass's bug, never the input's."""
    try:
        verify_module(text, path)
    except IRPassError as exc:
        raise IRPassError(
            f"internal error: rewritten module does not verify: {exc.message}", path
        ) from None


def _skips(analysis, rewritten: bool, strategy: str) -> list[Skip]:
    skips = [Skip.of(s.pointer, s.reason) for s in analysis.stacks if s.reason is not None]
    if not rewritten and strategy != "none":
        skips += [
            Skip.of(
                s.pointer, SkipReason(SkipCode.STRATEGY_DECLINED, f"strategy {strategy} left it")
            )
            for s in analysis.stacks
            if s.reason is None
        ]
    return skips


def _finish(module: Module, declarations: set[str], strategy: str) -> str:
    """Add the declarations the new code calls, and the marker that makes reruns no-ops."""
    declared = {  # declarations are top-level lines, never inside the functions split
        function.name
        for item in module.items
        if isinstance(item, str)
        for function in toplevel.functions(item)
    }
    missing = [d for d in sorted(declarations) if not _already_declared(d, declared)]
    trailer = "".join(f"\n{d}\n" for d in missing)
    trailer += f"\n{STRATEGY_COMMENT}{strategy}\n{MARKER} = !{{}}\n"
    last = module.items[-1]
    closed = (last if isinstance(last, str) else last.footer).endswith("\n")
    return module.text("" if closed else "\n", trailer)


def without_strategy_comment(text: str) -> str:
    """The text without the comment naming the strategy: two strategies that wrote the same code
    then give the same bytes (the bench emits such modules once)."""
    start = text.rfind(f"\n{STRATEGY_COMMENT}") + 1
    if start == 0:
        return text
    end = text.find("\n", start)
    return text[:start] + (text[end + 1 :] if end >= 0 else "")


def _already_declared(declaration: str, declared: set[str]) -> bool:
    """Whether the module already declares an intrinsic irpass calls.

    irpass's own definitions always get fresh names, so they are never "already there".
    """
    item = toplevel.header(declaration)
    return item is not None and item.kind is toplevel.Kind.DECLARE and item.name in declared
