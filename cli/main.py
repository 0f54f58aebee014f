"""``irpass rewrite`` and friends."""

import argparse
import os
import sys
from dataclasses import replace
from importlib import metadata
from pickle import PickleBuffer

import llvmlite

from irpass.backend.cold_runtime import runtime_path
from irpass.backend.emit import EmitOptions
from irpass.backend.llvm import LLVM_VERSION
from irpass.backend.targets import host_triple
from irpass.child import Channel, Child
from irpass.driver import Driver
from irpass.errors import UsageError, cannot_read
from irpass.interrupts import as_interrupted
from irpass.ir.toplevel import triple
from irpass.ir.triples import architecture, kind_of_triple
from irpass.lit import RUN, drop_check_lines
from irpass.outputs import STDOUT, Outputs, display
from irpass.pipeline import Pipeline
from irpass.source import read_bytes
from irpass_cli import plugin, quadrants, rewrite_dir
from irpass_cli.common import (
    ESTIMATE,
    EXIT_STATUSES,
    Formatter,
    Parser,
    guarded,
    json_bytes,
    rewrite_options_from_args,
    rewrite_parent,
    say,
)
from irpass_cli.emit_args import add_emit_arguments, emit_options_from_args

LARGE = 4 << 20  # bytes of input above which a terminal sees progress
RUNTIMES = ("cuda", "amdgpu", "x64")  # Quadrants' runtime_<arch>.bc


def version() -> str:
    """irpass's version, llvmlite's, and the LLVM that reads and writes the IR."""
    try:
        own = metadata.version("irpass")
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        own = "unknown (not installed)"
    return f"irpass {own}\nllvmlite {llvmlite.__version__}\nLLVM {LLVM_VERSION} (reads the IR)"


class Version(argparse.Action):
    """``--version``: three lines, as they are (argparse's own action would fill them)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        print(version())
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="irpass",
        description="Rewrite adstack helper calls in LLVM IR so GPU assemblers stay fast.",
        epilog=EXIT_STATUSES,
        formatter_class=Formatter,
    )
    parser.add_argument(
        "--version",
        action=Version,
        nargs=0,
        help="print irpass's, llvmlite's and LLVM's versions and exit",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    parent = rewrite_parent()
    one = commands.add_parser(
        "rewrite",
        parents=[parent],
        help="rewrite one module",
        description="Rewrite one LLVM module: textual IR or bitcode (detected by its first "
        "bytes), a file or - for stdin. Stats go to stderr.",
        epilog=f"{ESTIMATE}\n\n{EXIT_STATUSES}",
        formatter_class=Formatter,
    )
    one.add_argument("input", help="input .ll or .bc file, or - for standard input")
    one.add_argument(
        "-o", dest="output", default=STDOUT, help="output file (default -: standard output)"
    )
    one.add_argument(
        "--progress",
        action="store_true",
        help="say what is being done on stderr (on by default for inputs over 4 MB on a terminal)",
    )
    one.add_argument(
        "--keep-check-lines",
        action="store_true",
        help="keep a lit test's RUN: and FileCheck check lines in the output (dropped by "
        "default, as opt drops comments, so that 'irpass rewrite %%s | FileCheck %%s' cannot "
        "match the CHECK lines against themselves)",
    )
    add_emit_arguments(one)
    rewrite_dir.add_parser(commands, [parent])
    quadrants.add_parser(commands, [parent])
    plugin.add_parsers(commands)
    runtime = commands.add_parser(
        "runtime-path",
        help="print the path of the installed Quadrants runtime's bitcode",
        description="Print the path of the installed Quadrants wheel's runtime bitcode for ARCH, "
        "for irpass rewrite --link $(irpass runtime-path cuda) or --cold-runtime. Quadrants "
        "comes with irpass's quadrants extra (pip install 'irpass[quadrants]').",
        formatter_class=Formatter,
    )
    runtime.add_argument("arch", metavar="ARCH", choices=RUNTIMES, help=" | ".join(RUNTIMES))
    return parser


def _wants_progress(args: argparse.Namespace, size: int) -> bool:
    """--progress, or a large input (``size`` characters) on a terminal."""
    return args.progress or (size >= LARGE and sys.stderr.isatty())


def _heard(driver: Driver, loud: bool, channel: Channel) -> Driver:
    """``driver`` saying what it does over ``channel`` when ``loud``."""
    return replace(driver, progress=channel.say) if loud else driver


def input_name(args: argparse.Namespace) -> str:
    """How errors and stats name the input."""
    return "<stdin>" if args.input == STDOUT else args.input


def run_rewrite(args: argparse.Namespace) -> int:
    """Check every option and output path, then read, verify, rewrite, emit and write the
    temporaries in a child process (a signal stops it at once, whatever LLVM is doing), verify the
    output in another, and commit all outputs here."""
    output = emit_options_from_args(args)
    options = rewrite_options_from_args(args, output.kind)
    if args.output == STDOUT and args.stats_json == STDOUT:
        raise UsageError("-o and --stats-json both write to standard output: give -o FILE")
    if args.output == STDOUT and output.emit in ("bc", "obj") and sys.stdout.isatty():
        raise UsageError(f"--emit {output.emit} writes binary data: give -o FILE")
    path = input_name(args)
    if os.path.isdir(path):
        error = cannot_read(path, "is a directory")
        raise replace(error, hint=f"to rewrite the modules in it: irpass rewrite-dir {path} -o DIR")
    with Outputs() as outputs:
        targets = [p for p in (args.output, args.stats_json) if p is not None]
        for target in targets:
            outputs.reserve(target)

        driver = Driver(Pipeline(options, output), path)

        def work(channel: Channel) -> tuple[dict[str, PickleBuffer], str | None, bool, bool]:
            text = driver.read(
                sys.stdin.buffer.read() if args.input == STDOUT else read_bytes(path)
            )
            loud = _wants_progress(args, len(text))
            result = _heard(driver, loud, channel).rewrite(text)
            del text  # not held while the output is encoded and written
            lit = not args.keep_check_lines and any(map(RUN.search, result.parts))
            parts = [drop_check_lines(result.text)] if lit else result.parts
            if warning := name_mismatch(args.output, output, parts):
                channel.say(f"warning: {warning}")
            module = driver.encode(parts, outputs.temporary(args.output) is not None)
            files = {args.output: module}
            if args.stats_json:
                files[args.stats_json] = json_bytes(result.stats.to_dict())
            direct = outputs.write_temporaries(files)
            stats = result.stats.format(path) if args.stats else None
            check = driver.checks(result.changed or lit)
            return {p: PickleBuffer(d) for p, d in direct.items()}, stats, check, loud

        with Child(work) as child:
            direct, stats, check, loud = child.result(say)

        def check_output(channel: Channel) -> None:
            """In a child of its own, once the rewrite's memory is gone: LLVM's peak on the
            output does not stack on the rewrite's."""
            written = outputs.temporary(args.output)
            module = bytes(direct[args.output]) if written is None else None
            _heard(driver, loud, channel).check(module, written)

        if check:
            with Child(check_output) as checker:
                checker.result(say)
        try:
            outputs.publish(direct)
        except KeyboardInterrupt as exc:
            stop = as_interrupted(exc)
            say(f"interrupted by {stop.name}; {interrupted_commit(outputs, targets)}")
            return stop.exit_status
    if stats is not None:
        print(stats, file=sys.stderr)
    return 0


# What each --emit writes, and the output suffixes that name it.
WRITES = {"ll": "textual LLVM IR", "bc": "LLVM bitcode", "asm": "assembly", "obj": "an object file"}
SUFFIXES = {".ll": "ll", ".bc": "bc", ".ptx": "asm", ".s": "asm", ".o": "obj"}


def name_mismatch(name: str, output: EmitOptions, text: str | list[str]) -> str | None:
    """Why the output is not what its name says: ``-o NAME.ptx`` without ``--emit asm``, or
    ``--emit asm -o NAME.ptx`` when the module's triple (kept, as llc keeps it whatever the
    output is called) is no NVPTX one; None when the name fits. As in opt and llc, the name
    chooses nothing; unlike them, irpass says so."""
    named = SUFFIXES.get(os.path.splitext(name)[1])
    if named is not None and named != output.emit:
        return (
            f"'{name}' gets {WRITES[output.emit]} (--emit {output.emit}): as in opt and llc, "
            f"the output's name does not choose what is written (--emit {named} writes "
            f"{WRITES[named]})"
        )
    if output.emit != "asm" or not name.endswith(".ptx") or output.kind is not None:
        return None
    module = triple(text) or host_triple()
    if kind_of_triple(module) == "ptx":
        return None
    return (
        f"'{name}' gets {architecture(module)} assembly: the module's triple is '{module}' "
        "and, as in llc, the output's name does not choose the target (--target ptx makes PTX)"
    )


def interrupted_commit(outputs: Outputs, targets: list[str]) -> str:
    """What a signal during ``publish`` left: direct outputs cannot be taken back."""
    if outputs.committed:
        return f"{', '.join(map(display, targets))} written in full"
    if outputs.touched:
        touched = ", ".join(f"'{display(p)}'" for p in outputs.touched)
        return f"{touched} partly or fully written (not a file: cannot be taken back); nothing else"
    return "nothing written"


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "rewrite":
        return guarded(lambda: run_rewrite(args), input_name(args))
    if args.command in ("plugin", "plugin-path"):
        return guarded(lambda: plugin.run(args))
    if args.command == "runtime-path":
        return guarded(lambda: print(runtime_path(args.arch)) or 0)
    if args.command == "quadrants":
        return guarded(lambda: quadrants.run(args))
    return guarded(lambda: rewrite_dir.run(args))


if __name__ == "__main__":
    sys.exit(main())
