"""``irpass rewrite`` and friends."""

import argparse
import json
import os
import sys

from irpass.api import rewrite
from irpass.backend.emit import emit
from irpass.errors import IRPassError
from irpass.source import decode, read_path, write_atomic
from irpass_cli import rewrite_dir
from irpass_cli.common import report, rewrite_options_from_args, rewrite_parent
from irpass_cli.emit_args import add_emit_arguments, emit_options_from_args


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="irpass",
        description="Rewrite adstack helper calls in LLVM IR so GPU assemblers stay fast.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    parent = rewrite_parent()
    one = commands.add_parser(
        "rewrite",
        parents=[parent],
        help="rewrite one module",
        description="Rewrite one textual LLVM module (a file, or - for stdin).",
    )
    one.add_argument("input", help="input .ll file, or - for standard input")
    one.add_argument(
        "-o", dest="output", default="-", help="output file (default: standard output)"
    )
    one.add_argument(
        "--progress",
        action="store_true",
        help="say what is being done on stderr (on by default for inputs over 4 MB on a terminal)",
    )
    add_emit_arguments(one)
    one.set_defaults(parser=one)
    rewrite_dir.add_parser(commands, [parent])
    return parser


LARGE = 4 << 20  # bytes of input above which a terminal sees progress


def _progress(args: argparse.Namespace, size: int):
    """A reporter on stderr for --progress, or for large inputs on a terminal."""
    if not (args.progress or (size >= LARGE and sys.stderr.isatty())):
        return None
    return lambda message: print(f"irpass: {message}", file=sys.stderr, flush=True)


def run_rewrite(args: argparse.Namespace) -> int:
    output = emit_options_from_args(args, args.parser)
    path = "<stdin>" if args.input == "-" else args.input
    if args.output == "-" and output.emit in ("bc", "obj") and sys.stdout.isatty():
        args.parser.error(f"--emit {output.emit} writes binary data: give -o FILE")
    try:
        options = rewrite_options_from_args(args)
        text = decode(sys.stdin.buffer.read(), path) if args.input == "-" else read_path(path)
        result = rewrite(text, options, path, progress=_progress(args, len(text)))
        data = emit(result.text, output, path)
        if args.output == "-":
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        else:
            write_atomic(args.output, data)
    except IRPassError as error:
        return report(error.at(path) if error.path == "<input>" else error)
    except Exception as exc:  # a bug in irpass: still one line (IRPASS_TRACEBACK=1 for more)
        if os.environ.get("IRPASS_TRACEBACK"):
            raise
        return report(IRPassError.internal(exc, path))
    if args.stats:
        print(result.stats.format(path), file=sys.stderr)
    if args.stats_json:
        write_atomic(
            args.stats_json, (json.dumps(result.stats.to_dict(), indent=2) + "\n").encode()
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "rewrite":
        return run_rewrite(args)
    return rewrite_dir.run(args)


if __name__ == "__main__":
    sys.exit(main())
