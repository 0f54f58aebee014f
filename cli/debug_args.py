"""The flag group of the debug-check passes: which cold paths of a debug kernel leave the hot
path (``irpass.passes.debug_checks``, ``irpass.passes.noreturn_asserts``, the print-only
runtime functions kept out of line when linking, and ``irpass.passes.rolled_loops``)."""

import argparse
from enum import Enum

from irpass.errors import UsageError
from irpass.options import AssertExit
from irpass.passes.cold_runtime import installed_runtime


class Part(Enum):
    """The parts ``--debug-cold`` turns on, each of which ``--debug-cold-skip`` can turn off."""

    CHECKS = "checks"  # debug_<op>_<type> calls -> inline check + one cold reporter
    ASSERTS = "asserts"  # failed asserts end the function or thread
    PRINTF = "printf"  # --inline-linked keeps quadrants_printf<...> and the like out of line
    REPORTERS = "reporters"  # out-of-line reporters optimised, their loops rolled in ptxas


# The --target kinds whose runtimes end the thread on a failed assert, and whose compilers
# force-inline the runtime (so outlining is on by default for them too).
GPU_TARGETS = ("ptx", "amdgcn")
# --for: the Quadrants backend a QD_LOAD_IR run uses -> (its runtime, the --target kind it is).
PRESETS = {
    "quadrants-cpu": ("x64", "cpu"),
    "quadrants-cuda": ("cuda", "ptx"),
    "quadrants-amdgpu": ("amdgpu", "amdgcn"),
}


def add_debug_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--debug-cold``, ``--debug-cold-skip`` and ``--assert-exit`` to ``parser``."""
    group = parser.add_argument_group(
        "debug checks",
        "take the cold paths of Quadrants debug kernels (integer-overflow reports, failed "
        "asserts, printf) out of the hot path; exact, on by default for --target ptx and amdgcn",
    )
    group.add_argument(
        "--debug-cold",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="all parts at once (default: on for --target ptx and amdgcn, off otherwise)",
    )
    group.add_argument(
        "--debug-cold-skip",
        action="append",
        default=[],
        choices=[p.value for p in Part],
        metavar="PART",
        help="leave one part as it is (repeatable): checks (debug_<op>_<type> calls become an "
        "inline check branching to one out-of-line reporter), asserts (a failed assert ends "
        "the function or thread), printf (with --inline-linked, quadrants_printf<...> and "
        "taichi_printf<...> stay out of line), reporters (the runtime functions left out of "
        "line are optimised, and ptxas does not unroll their loops or those of cold "
        "functions: the runtime's byte-zeroing loops)",
    )
    group.add_argument(
        "--assert-exit",
        choices=[e.value for e in AssertExit],
        default=None,
        help="how a failed assert ends: return (to the kernel's return; exact with every "
        "runtime) or thread (unreachable; exact with the CUDA and AMDGPU runtimes, whose "
        "report ends the thread); default: thread for --target ptx and amdgcn, else return",
    )

    group.add_argument(
        "--cold-runtime",
        metavar="FILE",
        help="define the cold reporting code of this runtime bitcode (printf, the assert "
        "formatter and wrappers, what they call) in the module under irpass.runtime.* names, so "
        "that a compiler linking the runtime afterwards (Quadrants under QD_LOAD_IR) keeps it "
        "out of line and its zeroing loops rolled; exact",
    )
    group.add_argument(
        "--pre-optimise",
        action="store_true",
        help="run LLVM's -O3 and NewGVN (--coalesce-counters) on the rewritten module, for a "
        "compiler that optimises it again without NewGVN (Quadrants under QD_LOAD_IR); exact",
    )
    group.add_argument(
        "--for",
        dest="preset",
        choices=PRESETS,
        help="the output a QD_LOAD_IR run on this Quadrants backend needs: --debug-cold, the "
        "backend's --assert-exit, --pre-optimise, and --cold-runtime with the installed "
        "Quadrants' runtime for it (unless given)",
    )


def preset_kind(args: argparse.Namespace, target: str | None) -> str | None:
    """The target kind the debug options are chosen for: ``--for``'s, else ``target``."""
    preset = getattr(args, "preset", None)
    return PRESETS[preset][1] if preset else target


def cold_runtime(args: argparse.Namespace) -> str | None:
    """``--cold-runtime``, or with ``--for`` the installed Quadrants' runtime bitcode."""
    given = getattr(args, "cold_runtime", None)
    preset = getattr(args, "preset", None)
    if given or not preset:
        return given
    found = installed_runtime(PRESETS[preset][0])
    if found is None:
        raise UsageError(f"--for {preset} needs Quadrants installed, or --cold-runtime FILE")
    return str(found)


def debug_parts(args: argparse.Namespace, target: str | None) -> frozenset[Part]:
    """The parts ``args`` turn on for the target kind ``target`` (the kind the output options
    resolve to, if any); none when the parser had no such group."""
    if not hasattr(args, "debug_cold"):
        return frozenset()
    target = preset_kind(args, target)
    default = target in GPU_TARGETS or getattr(args, "preset", None) is not None
    on = args.debug_cold if args.debug_cold is not None else default
    skipped = {Part(p) for p in args.debug_cold_skip}
    return frozenset(Part) - skipped if on else frozenset()


def debug_rewrite_options(args: argparse.Namespace, target: str | None) -> dict:
    """The ``RewriteOptions`` fields of the group: ``debug_checks`` and ``noreturn_asserts``."""
    parts = debug_parts(args, target)
    target = preset_kind(args, target)
    exit = getattr(args, "assert_exit", None) or ("thread" if target in GPU_TARGETS else "return")
    return {
        "debug_checks": Part.CHECKS in parts,
        "noreturn_asserts": AssertExit(exit) if Part.ASSERTS in parts else None,
        "cold_runtime": cold_runtime(args),
        "pre_optimise": bool(getattr(args, "pre_optimise", False) or getattr(args, "preset", None)),
    }
