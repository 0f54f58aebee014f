"""The command-line flags of the backend, spelled like ``opt`` and ``llc`` (both ``--mcpu X`` and
LLVM's ``-mcpu=X``)."""

import argparse
from dataclasses import replace

from irpass.backend.emit import EMIT_KINDS, EmitOptions
from irpass.backend.targets import KINDS, check_processor, host_triple, resolve_target
from irpass.errors import IRPassError, UsageError
from irpass.ir.triples import DEFAULT_CPUS, architecture, kind_of_triple
from irpass.passes.registry import PRINTF
from irpass_cli.debug_args import debug_parts
from irpass_cli.pass_args import add_pass_arguments, part_of

OPT_LEVELS = ("0", "1", "2", "3", "s", "z")
TEXT_KINDS = ("ll", "asm")  # what -S allows


def add_emit_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the optimisation, target and output-kind flags, and linking, to ``parser``."""
    group = parser.add_argument_group("optimise and emit (LLVM's single-dash spellings work too)")
    group.add_argument(
        "-O",
        dest="opt_level",
        choices=OPT_LEVELS,
        default="0",
        metavar="{0,1,2,3,s,z}",
        help="LLVM optimisation level (default 0: none, the text stays irpass's own); -Os and "
        "-Oz are -O2 with clang's smaller inliner thresholds, -Oz without unrolling and "
        "vectorisation",
    )
    add_pass_arguments(group, "emit")
    group.add_argument(
        "--target",
        metavar="{ptx,amdgcn,cpu}",
        help="retarget to NVPTX (PTX), AMDGPU or a CPU (default: keep the module's triple); "
        "LLVM's names work too: an -march value (nvptx64, nvptx, amdgcn) or, as in clang, a "
        "triple (--target=nvptx64-nvidia-cuda)",
    )
    group.add_argument(
        "-march",
        "--march",
        metavar="ARCH",
        help="LLVM's architecture name instead of --target: nvptx64, nvptx, amdgcn, or this "
        "machine's own (e.g. x86-64)",
    )
    group.add_argument(
        "-mtriple", "--mtriple", help="target triple (default: the target's usual one)"
    )
    group.add_argument(
        "-mcpu",
        "--mcpu",
        help=f"processor (default {DEFAULT_CPUS['ptx']} for ptx, {DEFAULT_CPUS['amdgcn']} for "
        "amdgcn, generic for cpu)",
    )
    group.add_argument(
        "-mattr",
        "--mattr",
        help="target features, e.g. +ptx80 for PTX ISA 8.0 (default: none; PTX then gets the "
        "lowest version --mcpu allows, .version 7.8 for sm_90)",
    )
    group.add_argument(
        "--emit",
        choices=EMIT_KINDS,
        default=None,
        help="output: textual IR, bitcode, assembly (PTX for --target ptx) or an object file "
        "(default ll)",
    )
    group.add_argument(
        "-S",
        dest="text",
        action="store_true",
        help="textual output, as opt -S: --emit ll unless --emit asm is given",
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


def emit_kind(args: argparse.Namespace) -> str:
    """``--emit``, with ``-S`` meaning textual output as in ``opt``."""
    if args.text and args.emit not in (None, *TEXT_KINDS):
        raise UsageError(f"-S asks for textual output, --emit {args.emit} for binary")
    return args.emit or "ll"


def _target(args: argparse.Namespace) -> tuple[str | None, str | None]:
    """(--target, --mtriple), with ``-march`` and LLVM's spellings of ``--target`` folded in:
    an ``-march`` name (``--target=nvptx``) or, as clang takes it, a triple."""
    target, mtriple, march = args.target, args.mtriple, args.march
    if target not in (None, *KINDS):
        if "-" not in target or target == "x86-64":  # llc's -march names
            if march not in (None, target):
                raise UsageError(f"--target={target} is not -march={march}")
            return _march(target, None, mtriple, "--target")
        if mtriple not in (None, target):  # clang's --target=<triple>
            raise UsageError(f"--target={target} is not -mtriple={mtriple}")
        kind = kind_of_triple(target)
        return _march(march, kind, target, "-march") if march else (kind, target)
    if march is None:
        return target, mtriple
    return _march(march, target, mtriple, "-march")


def _march(
    march: str, target: str | None, mtriple: str | None, flag: str
) -> tuple[str, str | None]:
    """The kind and triple of LLVM's architecture name ``march`` (given as ``flag``)."""
    family = architecture(march)
    if march == "nvptx":
        kind, triple = "ptx", "nvptx-nvidia-cuda"
    elif family in ("nvptx", "amdgpu"):
        kind, triple = ("ptx" if family == "nvptx" else "amdgcn"), None
    elif family == architecture(host_triple()):
        kind, triple = "cpu", None
    else:
        kinds, triple = (
            ("ptx, amdgcn, cpu, ", "a triple") if flag == "--target" else ("", "-mtriple")
        )
        raise UsageError(
            f"{flag}={march}: not {kinds}nvptx64, nvptx, amdgcn or this machine's architecture "
            f"(give {triple} for another CPU)"
        )
    if target not in (None, kind):
        raise UsageError(f"{flag}={march} is not --target {target}")
    return kind, mtriple or triple


def emit_options_from_args(args: argparse.Namespace) -> EmitOptions:
    """The EmitOptions ``args`` ask for; an impossible combination is a UsageError."""
    target, mtriple = _target(args)
    level = args.opt_level
    try:
        options = EmitOptions(
            opt_level=2 if level in "sz" else int(level),
            size_level="0sz".find(level) if level in "sz" else 0,
            target=target,
            mtriple=mtriple,
            mcpu=args.mcpu,
            mattr=args.mattr,
            emit=emit_kind(args),
            kernels=tuple(args.kernels),
            define_helpers=args.define_helpers,
            link=tuple(args.link),
            inline_linked=args.inline_linked,
        )
        parts = debug_parts(args, options.kind)
        options = replace(
            options,
            print_out_of_line=PRINTF.part in parts,
            optimise_out_of_line=part_of("rolled-loops") in parts,
            rolled_cold_loops=part_of("rolled-loops") in parts,
            coalesce_counters=_coalesce(args, options.opt_level),
        )
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    check_machine(options)
    return options


def _coalesce(args: argparse.Namespace, opt_level: int) -> bool:
    """``--coalesce-counters`` as asked, else on when optimising a module a strategy rewrote."""
    if args.coalesce_counters is not None:
        return args.coalesce_counters
    return opt_level > 0 and getattr(args, "strategy", "none") != "none"


def check_machine(options: EmitOptions) -> None:
    """Refuse an unknown processor or feature before any work, when the target is known
    without the module (otherwise the module's triple decides, later)."""
    if options.target is None and options.mtriple is None:
        return
    spec = resolve_target(options.target, options.mtriple, options.mcpu, options.mattr, "")
    try:
        check_processor(spec)
    except IRPassError as exc:  # an unknown --mtriple
        raise UsageError(exc.message) from None
