"""Options shared by ``rewrite`` and ``rewrite-dir``, and how errors reach the terminal."""

import argparse
import sys

from irpass.errors import IRPassError
from irpass.options import RewriteOptions
from irpass.strategies import OVERFLOW_MODES, REGISTRY

OUTLINE_TARGETS = ("ptx", "amdgcn")  # whose compilers force-inline the runtime


def rewrite_parent() -> argparse.ArgumentParser:
    """A parent parser with the rewrite options, for every subcommand that rewrites."""
    parent = argparse.ArgumentParser(add_help=False)
    group = parent.add_argument_group("rewrite")
    group.add_argument(
        "--strategy",
        choices=list(REGISTRY),
        default=RewriteOptions.strategy,
        help="how to rewrite the stacks: "
        + "; ".join(f"{s.name}: {s.summary}" for s in REGISTRY.values())
        + f" (default {RewriteOptions.strategy})",
    )
    group.add_argument(
        "--overflow",
        choices=OVERFLOW_MODES,
        default=None,
        help="what a full Quadrants stack does: exact (no push, flag and task id set, the task "
        "goes on), abort (flag and task id set, the task returns), unchecked (no check); "
        "default: the strategy's first supported mode",
    )
    group.add_argument(
        "--no-hoist-max",
        dest="hoist_max",
        action="store_false",
        help="reload the stack's max size before every push instead of once per function",
    )
    group.add_argument(
        "--outline",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="call cold runtime functions (the assert helpers, irpass's own overflow pushes, "
        "--outline-callee names) through one noinline cold wrapper per callee, so inlining the "
        "runtime cannot copy them into every call site (default: on for --target ptx and amdgcn, "
        "off otherwise)",
    )
    group.add_argument(
        "--outline-callee",
        dest="outline_callees",
        action="append",
        default=[],
        metavar="NAME",
        help="another cold callee to outline (repeatable; fnmatch patterns such as 'report_*')",
    )
    group.add_argument(
        "--stats", action="store_true", help="print what was rewritten and why anything was skipped"
    )
    group.add_argument("--stats-json", metavar="FILE", help="write the stats as JSON to FILE")
    return parent


def rewrite_options_from_args(args: argparse.Namespace) -> RewriteOptions:
    """The RewriteOptions ``args`` ask for; outlining defaults to on for GPU targets."""
    outline = args.outline
    if outline is None:
        outline = getattr(args, "target", None) in OUTLINE_TARGETS
    return RewriteOptions(
        strategy=args.strategy,
        hoist_max=args.hoist_max,
        overflow=args.overflow,
        outline=outline,
        outline_callees=tuple(args.outline_callees),
    )


def report(error: IRPassError) -> int:
    """Print the one-line error and give the exit status for it."""
    print(str(error), file=sys.stderr)
    return 1
