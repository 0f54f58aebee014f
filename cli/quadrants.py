"""``irpass quadrants -- python train.py``: run a Quadrants program with irpass in the loop."""

import argparse
import sys
from pathlib import Path

from irpass.errors import IRPassError, UsageError
from irpass.hosts import HOSTS

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
        help="run a Quadrants program once, each kernel rewritten as Quadrants compiles it",
        description="Run COMMAND (a Quadrants or gstaichi program) once with QD_DUMP_IR and "
        "QD_LOAD_IR both on (TI_DUMP_IR and TI_LOAD_IR for gstaichi) and irpass's compile hook "
        "preloaded: each kernel module is rewritten between Quadrants' dump and its read-back, "
        "so the run compiles the rewritten kernels. A module that fails to rewrite runs as "
        "dumped. The hook is a small C library built on first use with the system C compiler "
        "into ~/.cache/irpass. The end line counts the modules rewritten and those Quadrants "
        "loaded (it watches them being opened), and names those that failed. The offline cache "
        "is turned off (QD_OFFLINE_CACHE=0) unless --offline-cache; a program whose qd.init "
        "keeps a cache on is refused, before it runs when its script says so, since Quadrants "
        "would not read the rewritten IR: use qd.init(debug=True, "
        "ad_stack_experimental_enabled=True, offline_cache=False, src_ll_cache=False). "
        "--two-runs: dump, rewrite, run again on the rewritten modules (the program must then "
        "compile the same kernels in the same order both times). Exit "
        "status: the program's (the second run's with --two-runs).",
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
        "--two-runs",
        action="store_true",
        help="run the program twice (dump, rewrite, load) instead of hooking its compile",
    )
    parser.add_argument(
        "--offline-cache",
        action="store_true",
        help="keep Quadrants' offline cache on, in irpass's own directory under "
        "~/.cache/irpass/offline-cache (one per irpass version, rewrite options and host): "
        "later runs load the kernels the first compiled from the rewritten modules, and a plain "
        "run never reads them. The program's init must leave the cache on and name no "
        "offline_cache_file_path (refused before the run otherwise, or when its script cannot "
        "be read)",
    )
    parser.add_argument(
        "--host",
        choices=sorted(HOSTS),
        help="the program's compiler (default: the one its script imports, else quadrants)",
    )
    parser.add_argument(
        "-j",
        "--jobs",
        type=positive,
        default=1,
        metavar="N",
        help="modules rewritten at once (default 1; in one run, compile threads beyond N wait)",
    )
    return parser


def run(args: argparse.Namespace) -> int:
    from irpass.hook import CannotHook
    from irpass.quadrants import in_the_loop  # numpy and Quadrants' helpers: only here

    options = rewrite_options_from_args(args, None)
    if args.offline_cache and args.two_runs:
        raise UsageError("--offline-cache works in one run: drop --two-runs")
    if args.dump_dir is not None and (args.dump_dir / "ir").exists():
        raise UsageError(f"--dump-dir {args.dump_dir}: '{args.dump_dir / 'ir'}' already exists")
    try:
        loop = in_the_loop(
            args.program,
            options,
            args.dump_dir,
            args.jobs,
            args.two_runs,
            args.host,
            args.offline_cache,
        )
    except CannotHook as exc:
        raise IRPassError(
            f"cannot hook the compile: {exc}; run with --two-runs instead", None
        ) from None
    say(loop.report())
    if args.stats and loop.summary is not None:
        print(loop.summary.format(per_file=True), file=sys.stderr)
    if args.stats_json and loop.summary is not None:
        stats = loop.summary.to_json()
        if loop.one_run:  # what the hook cost the compile threads, beyond the rewrites
            stats["hook"] = {"overhead_s": loop.overhead, "in_flight_peak": loop.peak}
        data = json_bytes(stats)
        sys.stdout.buffer.write(data) if args.stats_json == "-" else Path(
            args.stats_json
        ).write_bytes(data)
    return loop.status
