"""``irpass rewrite-dir DIR``: rewrite every kernel module of a dump directory in place."""

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from irpass.batch import DEFAULT_PATTERN, FileOutcome, rewrite_dir
from irpass.errors import IRPassError
from irpass.options import RewriteOptions
from irpass.source import write_atomic

from .common import report, rewrite_options_from_args


def add_parser(
    subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]",
    parents: list[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Register ``rewrite-dir``; ``parents`` carry the rewrite options and ``--stats(-json)``."""
    parser = subparsers.add_parser(
        "rewrite-dir",
        parents=parents,
        help="rewrite every matching module of a directory in place",
        description="Rewrite every matching textual LLVM module of DIR in place, atomically and "
        "in parallel (e.g. the *_llvm.ll files QD_DUMP_IR=1 writes). Files without adstack "
        "helper calls and files irpass already rewrote are left byte-identical.",
    )
    parser.add_argument("directory", metavar="DIR", help="directory holding the .ll files")
    parser.add_argument(
        "-j",
        "--jobs",
        type=int,
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
    return parser


def progress_printer(stream: TextIO) -> Callable[[int, int, FileOutcome], None] | None:
    """A ``\\r`` counter on a terminal, nothing otherwise."""
    if not stream.isatty():
        return None

    def show(done: int, total: int, outcome: FileOutcome) -> None:
        end = "\n" if done == total else ""
        print(f"\rrewrite-dir: {done}/{total} files", end=end, file=stream, flush=True)

    return show


def check_request(args: argparse.Namespace, options: RewriteOptions) -> None:
    """Refuse a bad request before touching any file."""
    if not Path(args.directory).is_dir():
        raise IRPassError("no such directory", args.directory)
    if args.jobs is not None and args.jobs < 1:
        raise IRPassError(f"-j {args.jobs}: must be at least 1", args.directory)


def run(args: argparse.Namespace, options: RewriteOptions | None = None) -> int:
    """Exit status 0 when every file was handled, 1 when any failed or the request is bad."""
    try:
        options = options or rewrite_options_from_args(args)
        check_request(args, options)
    except IRPassError as error:
        return report(error)
    summary = rewrite_dir(
        args.directory, options, args.jobs, args.pattern, progress_printer(sys.stderr)
    )
    print(summary.format(per_file=args.stats), file=sys.stderr)
    if args.stats_json:
        data = json.dumps(summary.to_json(), indent=2) + "\n"
        write_atomic(args.stats_json, data.encode())
    return 1 if summary.failed else 0
