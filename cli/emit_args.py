"""The command-line flags of the backend, spelled like ``opt`` and ``llc``."""

import argparse

from irpass.backend.emit import EMIT_KINDS, EmitOptions
from irpass.backend.targets import KINDS


def add_emit_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``-O0..-O3``, ``--target``, ``--mtriple``, ``--mcpu``, ``--mattr``, ``--emit``,
    ``--kernel``, ``--define-helpers``, ``--link`` and ``--inline-linked`` to ``parser``."""
    group = parser.add_argument_group("output")
    group.add_argument(
        "-O",
        dest="opt_level",
        type=int,
        choices=range(4),
        default=0,
        metavar="N",
        help="LLVM optimisation level, -O0 (default: none, the text stays irpass's own) to -O3",
    )
    group.add_argument(
        "--target",
        choices=KINDS,
        help="retarget to NVPTX (PTX), AMDGPU or a CPU (default: keep the module's triple)",
    )
    group.add_argument("--mtriple", help="target triple (default: the target's usual one)")
    group.add_argument("--mcpu", help="processor, e.g. sm_90, gfx90a, skylake")
    group.add_argument("--mattr", help="target features, e.g. +ptx80")
    group.add_argument(
        "--emit",
        choices=EMIT_KINDS,
        default="ll",
        help="output: textual IR, bitcode, assembly (PTX for --target ptx) or an object file",
    )
    group.add_argument(
        "--kernel",
        dest="kernels",
        action="append",
        default=[],
        metavar="NAME",
        help="a kernel entry point (repeatable; default: detected)",
    )
    group.add_argument(
        "--define-helpers",
        action="store_true",
        help="define the adstack helpers the module only declares",
    )
    group.add_argument(
        "--link",
        action="append",
        default=[],
        metavar="FILE",
        help="link a module (bitcode or textual IR, e.g. the runtime_cuda.bc of the quadrants "
        "wheel) into the kernel module before optimisation, moved to the kernel's target; its "
        "functions become internal (repeatable)",
    )
    group.add_argument(
        "--inline-linked",
        action="store_true",
        help="force-inline the linked functions as the Quadrants and Taichi GPU backends do "
        "(alwaysinline, optnone and noinline dropped; functions that call "
        "mark_force_no_inline are left alone)",
    )


def emit_options_from_args(
    args: argparse.Namespace, parser: argparse.ArgumentParser | None = None
) -> EmitOptions:
    """The EmitOptions ``args`` ask for.

    An impossible combination raises ValueError, or exits through ``parser.error`` when given.
    """
    try:
        return EmitOptions(
            opt_level=args.opt_level,
            target=args.target,
            mtriple=args.mtriple,
            mcpu=args.mcpu,
            mattr=args.mattr,
            emit=args.emit,
            kernels=tuple(args.kernels),
            define_helpers=args.define_helpers,
            link=tuple(args.link),
            inline_linked=args.inline_linked,
        )
    except ValueError as exc:
        if parser is None:
            raise
        parser.error(str(exc))
        raise  # parser.error exits; this keeps type checkers content
