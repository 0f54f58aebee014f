"""``irpass quadrants -- python train.py``: run a Quadrants program with irpass in the loop."""

import argparse
import sys
from pathlib import Path

from irpass.errors import UsageError

from .common import ESTIMATE, EXIT_STATUSES, Formatter, json_bytes, rewrite_options_from_args, say
from .rewrite_dir import positive


def add_parser(
    subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]",
    parents: list[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Register ``quadrants``; ``parents`` carry the rewrite options."""
    parser = subparsers.add_parser(
        "quadrants",
        parents=parents,
        help="run a Quadrants program twice: dump its kernels, rewrite them, load them back",
        description="Run COMMAND (a Quadrants program) with QD_DUMP_IR into a private "
        "temporary directory, rewrite the kernel modules it dumped, run it again with "
        "QD_LOAD_IR, and say how many rewritten modules Quadrants loaded (it watches them "
        "being opened). Both runs get the offline cache off (QD_OFFLINE_CACHE=0); a program "
        "whose qd.init keeps a cache on is refused, since Quadrants would not read the "
        "rewritten IR. The program has to compile the same kernels in the same order both "
        "times (a deterministic program), with qd.init(debug=True, "
        "ad_stack_experimental_enabled=True, offline_cache=False, src_ll_cache=False). "
        "Exit status: the second run's.",
        epilog=f"{ESTIMATE}\n\n{EXIT_STATUSES}",
        formatter_class=Formatter,
    )
    parser.add_argument(
        "program", nargs="+", metavar="-- COMMAND", help="the program and its arguments"
    )
    parser.add_argument(
        "--dump-dir",
        type=Path,
        metavar="DIR",
        help="keep the dumped and rewritten modules in DIR/ir (DIR/ir must not exist; default: "
        "a temporary directory, removed after)",
    )
    parser.add_argument(
        "-j",
        "--jobs",
        type=positive,
        default=1,
        metavar="N",
        help="modules rewritten at once (default 1)",
    )
    return parser


def run(args: argparse.Namespace) -> int:
    from irpass.quadrants import in_the_loop  # numpy and Quadrants' helpers: only here

    options = rewrite_options_from_args(args, None)
    if args.dump_dir is not None and (args.dump_dir / "ir").exists():
        raise UsageError(f"--dump-dir {args.dump_dir}: '{args.dump_dir / 'ir'}' already exists")
    loop = in_the_loop(args.program, options, args.dump_dir, args.jobs)
    say(loop.report())
    if args.stats and loop.summary is not None:
        print(loop.summary.format(per_file=True), file=sys.stderr)
    if args.stats_json and loop.summary is not None:
        data = json_bytes(loop.summary.to_json())
        sys.stdout.buffer.write(data) if args.stats_json == "-" else Path(
            args.stats_json
        ).write_bytes(data)
    return loop.status
