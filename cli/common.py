"""What ``rewrite`` and ``rewrite-dir`` share: the parser class, the rewrite and stats flags, and
how a failure or an interrupt reaches the terminal (one line, one exit status)."""

import argparse
import json
import os
import re
import sys
from collections.abc import Callable

from irpass.errors import IRPassError, UsageError, install_extra
from irpass.interrupts import Interrupted, as_interrupted, raising
from irpass.options import OverflowExit, RewriteOptions
from irpass_cli.debug_args import (
    add_debug_arguments,
    debug_parts,
    debug_rewrite_options,
    preset_kind,
)
from irpass_cli.pass_args import add_pass_arguments, switched_passes

EXIT_STATUSES = (
    "exit status: 0 done; 1 an input or output failed (one error line on stderr, and a note "
    "line when there is a hint; nothing written); "
    "2 a bad option; 130/143 interrupted by SIGINT/SIGTERM (files in flight left as they were). "
    "IRPASS_TRACEBACK=1 shows the Python traceback of an internal error or an interrupt."
)
ESTIMATE = (
    "--stats of --strategy auto shows, per function, the choice and 'est. ptxas x left alone': "
    "for each legal shape, ptxas time on this function estimated relative to leaving its "
    "helper calls alone (a power law in its helper calls fitted on the bench's measurements); "
    "auto takes the lowest; with --leave-alone, leaving the calls alone (1.00) is one of the "
    "choices."
)


# The optional modules a command may import, and the extra of irpass that installs each.
EXTRAS = {"numpy": "quadrants", "quadrants": "quadrants"}


def missing_extra(exc: ModuleNotFoundError) -> IRPassError | None:
    """The one line for a command that needs a module of an extra not installed; None for any
    other missing module (a bug, reported as one)."""
    extra = EXTRAS.get((exc.name or "").partition(".")[0])
    if extra is None:
        return None
    return IRPassError(
        f"{exc.name} is not installed: this command needs irpass's '{extra}' extra "
        f"({install_extra(extra)})",
        None,
    )


class Parser(argparse.ArgumentParser):
    """argparse with irpass's errors: one line ``irpass: error: ...``, exit status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        forgotten = re.match(r"argument COMMAND: invalid choice: '(.*)' \(", message)
        if forgotten:  # ``irpass k.ll``: a file where the subcommand goes
            name = forgotten[1]
            command = "rewrite-dir" if os.path.isdir(name) else "rewrite"
            message = f"'{name}' is not a command; did you mean 'irpass {command} {name}'?"
        print(f"irpass: error: {message} (see {self.prog} --help)", file=sys.stderr)
        sys.exit(UsageError.exit_status)


class Formatter(argparse.HelpFormatter):
    """Options as argparse lays them out; description and epilog as paragraphs, each filled."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, max_help_position=32)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        fill = super()._fill_text
        return "\n\n".join([fill(p, width, indent) for p in text.split("\n\n")])


def rewrite_parent() -> argparse.ArgumentParser:
    """A parent parser with the rewrite and stats flags, for every subcommand that rewrites."""
    parent = argparse.ArgumentParser(add_help=False)
    add_pass_arguments(parent.add_argument_group("rewrite"), "rewrite")
    add_stats_arguments(parent.add_argument_group("stats"))
    add_debug_arguments(parent)
    return parent


def add_stats_arguments(group: argparse._ArgumentGroup) -> None:
    group.add_argument(
        "--stats",
        action="store_true",
        help="print what was rewritten and why anything was skipped, on stderr",
    )
    group.add_argument(
        "--stats-json",
        metavar="FILE",
        help="write the stats as JSON to FILE (- for stdout), committed with the other outputs",
    )


def rewrite_options_from_args(args: argparse.Namespace, target: str | None) -> RewriteOptions:
    """The RewriteOptions ``args`` ask for, for the ``target`` kind the output options resolve
    to (if any): on a GPU target outlining is on unless turned off.

    An impossible combination (a strategy without that overflow mode) is a UsageError.
    """
    try:
        kind = preset_kind(args, target)
        passes = switched_passes(args, target, kind, debug_parts(args, target))
        promote = passes["adstack-promote"]
        if promote.overflow_exit is OverflowExit.THREAD and kind not in (None, "ptx"):
            raise UsageError(
                f"--overflow-exit thread ends the thread with NVPTX's exit, not on {kind} "
                "(on AMDGPU s_endpgm ends the wave): drop it, and the exits return"
            )
        return RewriteOptions(passes=passes, **debug_rewrite_options(args))
    except IRPassError as exc:
        raise UsageError(exc.message) from None


def json_bytes(data: dict) -> bytes:
    """Stats as ``--stats-json`` writes them."""
    return (json.dumps(data, indent=2) + "\n").encode()


def say(message: str) -> None:
    print(f"irpass: {message}", file=sys.stderr, flush=True)


def report(error: IRPassError) -> int:
    """Print the error (one line, and a note line when it has a hint); its exit status."""
    print(str(error), file=sys.stderr)
    return error.exit_status


def guarded(command: Callable[[], int], path: str | None = None) -> int:
    """Run ``command`` with SIGINT/SIGTERM raising Interrupted; every failure becomes one line.

    Errors located at ``<input>`` are attributed to ``path``, and so are internal errors (bugs
    in irpass). ``IRPASS_TRACEBACK=1`` lets internal errors and interrupts show their traceback.
    """
    try:
        with raising():
            return command()
    except IRPassError as error:
        return report(error.at(path) if path and error.path == "<input>" else error)
    except KeyboardInterrupt as exc:
        if os.environ.get("IRPASS_TRACEBACK"):
            raise
        stop: Interrupted = as_interrupted(exc)
        say(f"interrupted by {stop.name}; nothing written")
        return stop.exit_status
    except ModuleNotFoundError as exc:
        missing = missing_extra(exc)
        if missing is None and os.environ.get("IRPASS_TRACEBACK"):
            raise
        return report(missing or IRPassError.internal(exc, path))
    except Exception as exc:  # a bug in irpass: still one line (IRPASS_TRACEBACK=1 for more)
        if os.environ.get("IRPASS_TRACEBACK"):
            raise
        return report(IRPassError.internal(exc, path))
