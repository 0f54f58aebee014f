"""The flag group of the debug-check passes: which cold paths of a debug kernel leave the hot
path (``irpass.passes.debug_checks``, ``irpass.passes.noreturn_asserts``, the print-only
runtime functions kept out of line when linking, and ``irpass.backend.rolled_loops``)."""

import argparse

from irpass.backend.cold_runtime import installed_runtime
from irpass.errors import UsageError, install_extra
from irpass.passes.registry import PARTS
from irpass_cli.pass_args import (
    GPU_TARGETS,
    add_part_arguments,
    add_pass_arguments,
)

# --for: the Quadrants backend a QD_LOAD_IR run uses -> (its runtime, the --target kind it is,
# whether to --pre-optimise). Not on the CPU: NewGVN's merged counters are for the GPU
# assemblers, and Quadrants' own -O3 and x86 codegen compile the rewritten module as fast
# without it, while the extra -O3 doubles the rewrite that a one-run compile waits for
# (docs/quadrants.md, "What a first run costs").
PRESETS = {
    "quadrants-cpu": ("x64", "cpu", False),
    "quadrants-cuda": ("cuda", "ptx", True),
    "quadrants-amdgpu": ("amdgpu", "amdgcn", True),
}


def add_debug_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the group to ``parser``: ``--debug-cold`` over the passes' parts, the flags of the
    passes listed in its section (``--assert-exit``), and the steps after the passes."""
    group = parser.add_argument_group(
        "debug checks",
        "take the cold paths of Quadrants debug kernels (integer-overflow reports, failed "
        "asserts, printf) out of the hot path; exact, on by default for --target ptx and amdgcn",
    )
    add_part_arguments(group)
    add_pass_arguments(group, "debug")
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
        "backend's --assert-exit, --pre-optimise (on CUDA and AMDGPU), and --cold-runtime with "
        "the installed Quadrants' runtime for it (unless given)",
    )


def preset_kind(args: argparse.Namespace, target: str | None) -> str | None:
    """The target kind the debug options are chosen for: ``--for``'s, else ``target``."""
    preset = getattr(args, "preset", None)
    return PRESETS[preset][1] if preset else target


def preset_pre_optimises(args: argparse.Namespace) -> bool:
    """Whether ``--for``'s backend wants ``--pre-optimise``."""
    preset = getattr(args, "preset", None)
    return bool(preset) and PRESETS[preset][2]


def cold_runtime(args: argparse.Namespace) -> str | None:
    """``--cold-runtime``, or with ``--for`` the installed Quadrants' runtime bitcode."""
    given = getattr(args, "cold_runtime", None)
    preset = getattr(args, "preset", None)
    if given or not preset:
        return given
    found = installed_runtime(PRESETS[preset][0])
    if found is None:
        raise UsageError(
            f"--for {preset} needs Quadrants' runtime ({install_extra('quadrants')}), "
            "or --cold-runtime FILE"
        )
    return str(found)


def debug_parts(args: argparse.Namespace, target: str | None) -> frozenset[str]:
    """The parts (``registry.PARTS``) ``args`` turn on for the target kind ``target`` (the kind
    the output options resolve to, if any); none when the parser had no such group."""
    if not hasattr(args, "debug_cold"):
        return frozenset()
    target = preset_kind(args, target)
    default = target in GPU_TARGETS or getattr(args, "preset", None) is not None
    on = args.debug_cold if args.debug_cold is not None else default
    return frozenset(PARTS) - set(args.debug_cold_skip) if on else frozenset()


def debug_rewrite_options(args: argparse.Namespace) -> dict:
    """The ``RewriteOptions`` fields of the group (its passes' options are in ``passes``)."""
    return {
        "cold_runtime": cold_runtime(args),
        "pre_optimise": bool(getattr(args, "pre_optimise", False) or preset_pre_optimises(args)),
    }
