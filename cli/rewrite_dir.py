"""``irpass rewrite-dir DIR``: rewrite every kernel module of a dump directory, in place or into
an output tree."""

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from irpass.batch import DEFAULT_PATTERN, BatchInterrupted, FileOutcome, rewrite_dir
from irpass.errors import IRPassError, UsageError, cannot_write
from irpass.outputs import Outputs

from .common import (
    ESTIMATE,
    EXIT_STATUSES,
    Formatter,
    json_bytes,
    rewrite_options_from_args,
)
from .emit_args import add_emit_arguments, emit_options_from_args


def positive(value: str) -> int:
    number = int(value)
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {number}")
    return number


def add_parser(
    subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]",
    parents: list[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Register ``rewrite-dir``; ``parents`` carry the rewrite options and ``--stats(-json)``."""
    parser = subparsers.add_parser(
        "rewrite-dir",
        parents=parents,
        help="rewrite every matching module of a directory, in place or into -o OUTDIR",
        description="Rewrite every matching LLVM module of DIR (e.g. the *_llvm.ll files "
        "QD_DUMP_IR=1 writes), in parallel. In place (the default), files are replaced "
        "atomically and only when the rewrite changed them: files without adstack helper calls "
        "and files irpass already rewrote stay byte-identical. With -o OUTDIR, every matching "
        "file gets an output at the same relative path under OUTDIR with the suffix of --emit "
        "(.ll, .bc, .ptx for PTX and .s for other assembly, .o), and DIR is not written; -O, "
        "--target, --emit and the other output options need -o. The summary goes to stderr. A "
        "DIR where no file matches --pattern is an error (exit 1): a build step that does "
        "nothing is misconfigured.",
        epilog=f"{ESTIMATE}\n\n{EXIT_STATUSES}",
        formatter_class=Formatter,
    )
    parser.add_argument("directory", metavar="DIR", help="directory holding the modules")
    parser.add_argument(
        "-o",
        dest="output",
        metavar="OUTDIR",
        help="write the outputs into OUTDIR (made when the first one is written) instead of "
        "rewriting in place",
    )
    parser.add_argument(
        "-j",
        "--jobs",
        type=positive,
        default=None,
        metavar="N",
        help="files rewritten at once (default: the number of cores)",
    )
    parser.add_argument(
        "--pattern",
        default=DEFAULT_PATTERN,
        metavar="GLOB",
        help=f"which files to rewrite, relative to DIR; '**/' recurses (default {DEFAULT_PATTERN}, "
        "Quadrants' kernel modules; its CHI IR dumps also end in .ll but are not LLVM IR)",
    )
    add_emit_arguments(parser)
    return parser


def progress_printer(
    stream: TextIO, every: float = 0.2
) -> Callable[[int, int, FileOutcome], None] | None:
    """A ``\\r`` counter on a terminal, redrawn at most every ``every`` seconds and at the end
    (redrawn per file, 10,000 small files cost as much terminal output as rewriting); nothing
    otherwise."""
    if not stream.isatty():
        return None
    last = [float("-inf")]

    def show(done: int, total: int, outcome: FileOutcome) -> None:
        now = time.monotonic()
        if done != total and now - last[0] < every:
            return
        last[0] = now
        end = "\n" if done == total else ""
        print(f"\rrewrite-dir: {done}/{total} files", end=end, file=stream, flush=True)

    return show


def check_request(args: argparse.Namespace) -> None:
    """Refuse a bad request before touching any file."""
    directory = Path(args.directory)
    if directory.exists() and not directory.is_dir():
        raise UsageError(
            f"'{args.directory}' is not a directory (rewrite-dir takes a directory; "
            "irpass rewrite takes one file)"
        )
    if not directory.exists():
        raise IRPassError(f"no such directory: '{args.directory}'", None)
    if args.output is not None:
        out = Path(args.output).absolute()
        existing = next(p for p in (out, *out.parents) if p.exists())
        if not existing.is_dir():
            why = "not a directory" if existing == out else f"{existing} is not a directory"
            raise cannot_write(args.output, why)


def run(args: argparse.Namespace) -> int:
    """Exit status 0 when every file was handled, 1 when any failed; 2 for a bad request, 130
    or 143 when interrupted (the summary of what was done is printed all the same)."""
    emit_options = emit_options_from_args(args)
    options = rewrite_options_from_args(args, emit_options.kind)
    check_request(args)
    with Outputs() as outputs:
        if args.stats_json:
            outputs.reserve(args.stats_json)
        progress = progress_printer(sys.stderr)
        try:
            summary = rewrite_dir(
                args.directory,
                options,
                args.jobs,
                args.pattern,
                progress,
                output=args.output,
                emit_options=emit_options,
            )
        except BatchInterrupted as stop:
            end = "\n" if progress else ""  # the counter's line stays unfinished
            print(end + stop.summary.format(per_file=args.stats), file=sys.stderr)
            return stop.exit_status
        if not summary.files:  # a build step that did nothing is misconfigured (docs/usage.md)
            raise IRPassError(summary.nothing_matched(), None)
        print(summary.format(per_file=args.stats), file=sys.stderr)
        if args.stats_json:
            outputs.commit({args.stats_json: json_bytes(summary.to_json())})
    return 1 if summary.failed else 0
