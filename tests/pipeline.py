"""A small lit: runs one FileCheck ``RUN:`` line in this process.

A RUN line is a pipeline (``a | b | c``) of commands, each optionally prefixed by ``not`` and
followed by redirections (``2>&1``, ``>/dev/null``, ``< FILE``). The tools in ``TOOLS`` run
in-process (irpass's command line, the ``filecheck`` package, ``cmp`` and ``diff``); any other
tool runs as a real subprocess, and a tool may be a substitution that runs one (``%opt``).
The pipeline fails when any stage fails, as bash's ``pipefail`` would have it.
"""

import contextlib
import io
import re
import shlex
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from filecheck.main import main as filecheck_main

from irpass_cli.main import main as irpass_main
from tests.plugin_support import OPT, plugin_or_skip

COMMENT_LINE = re.compile(rb"^[ \t]*;.*\n?", re.MULTILINE)
BLANK_LINE = re.compile(rb"^\n", re.MULTILINE)


@dataclass
class Ran:
    code: int
    stdout: bytes
    stderr: bytes


Tool = Callable[[list[str], bytes], Ran]


@contextlib.contextmanager
def _streams(stdin: bytes):
    """sys.stdin/stdout/stderr swapped for in-memory streams; yields the two outputs' buffers.
    irpass's forked worker inherits them, so it reads the same stdin."""
    saved = sys.stdin, sys.stdout, sys.stderr
    out, err = io.BytesIO(), io.BytesIO()
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    sys.stderr = io.TextIOWrapper(err, encoding="utf-8", write_through=True)
    try:
        yield out, err
    finally:
        for stream in (sys.stdin, sys.stdout, sys.stderr):
            stream.detach()  # flushes; the buffers outlive their wrappers
        sys.stdin, sys.stdout, sys.stderr = saved


def in_process(main: Callable[[list[str]], int | None], argv0: str | None = None) -> Tool:
    """A Python ``main(argv)`` as a tool: its exit status, whether returned or raised."""

    def run(args: list[str], stdin: bytes) -> Ran:
        with _streams(stdin) as (out, err):
            try:
                code = main([argv0, *args] if argv0 else args) or 0
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else (exc.code is not None)
        return Ran(code, out.getvalue(), err.getvalue())

    return run


def same_bytes(args: list[str], stdin: bytes) -> Ran:
    """``cmp A B`` / ``diff -q A B``: status 0 when the two (``-``: stdin) are equal."""
    files = [f for f in args if f == "-" or not f.startswith("-")]
    a, b = (stdin if f == "-" else Path(f).read_bytes() for f in files)
    return Ran(0 if a == b else 1, b"", b"" if a == b else b"files differ\n")


def subprocess_tool(prefix: Callable[[], list[str]], drop: tuple[re.Pattern, ...] = ()) -> Tool:
    """A command run as a real process (``prefix()`` then the line's arguments); ``drop``
    removes matching text from its stdout."""

    def run(args: list[str], stdin: bytes) -> Ran:
        proc = subprocess.run([*prefix(), *args], input=stdin, capture_output=True)
        stdout = proc.stdout
        for pattern in drop:
            stdout = pattern.sub(b"", stdout)
        return Ran(proc.returncode, stdout, proc.stderr)

    return run


def without_comments(tool: Tool) -> Tool:
    """``tool`` with full-line comments dropped from its stdout: irpass keeps the input's
    comments, so the CHECK lines would otherwise match themselves."""

    def run(args: list[str], stdin: bytes) -> Ran:
        ran = tool(args, stdin)
        return Ran(ran.code, COMMENT_LINE.sub(b"", ran.stdout), ran.stderr)

    return run


IRPASS = in_process(irpass_main)
TOOLS: dict[str, Tool] = {
    "irpass": IRPASS,
    "%irpass": without_comments(IRPASS),
    "filecheck": in_process(filecheck_main, "filecheck"),
    "cmp": same_bytes,
    "diff": same_bytes,
    # opt separates blocks by a blank line; the plugin is found (or the line skipped) when run
    "%opt": subprocess_tool(
        lambda: [OPT, "-S", f"-load-pass-plugin={plugin_or_skip()}"], (COMMENT_LINE, BLANK_LINE)
    ),
}


def _stage(words: list[str]) -> tuple[bool, list[str], list[str], Path | None]:
    """One command of a pipeline: (negated, the command, where stdout/stderr go, stdin file).
    Redirections are applied left to right, as a shell does: ``2>&1 >/dev/null`` sends
    stderr down the pipe and drops stdout."""
    negated = False
    while words and words[0] == "not":
        negated, words = not negated, words[1:]
    command, fds, stdin = [], ["pipe", "stderr"], None
    rest = iter(words)
    for word in rest:
        if word == "2>&1":
            fds[1] = fds[0]
        elif word in (">/dev/null", "1>/dev/null"):
            fds[0] = "null"
        elif word == "2>/dev/null":
            fds[1] = "null"
        elif word == "<":
            stdin = Path(next(rest))
        elif word.startswith("<"):
            stdin = Path(word[1:])
        else:
            command.append(word)
    return negated, command, fds, stdin


def run(line: str, path: Path, stdin: bytes = b"") -> Ran:
    """Run the RUN line ``line`` of the file ``path`` (``%s``); what its last stage wrote."""
    words = [str(path) if w == "%s" else w for w in shlex.split(line)]
    stages: list[list[str]] = [[]]
    for word in words:
        if word == "|":
            stages.append([])
        else:
            stages[-1].append(word)
    failed, stderr, ran = False, b"", Ran(0, b"", b"")
    for stage in stages:
        negated, command, (out_to, err_to), source = _stage(stage)
        tool = TOOLS.get(command[0]) or subprocess_tool(lambda c=command[0]: [c])
        ran = tool(command[1:], source.read_bytes() if source else stdin)
        streams = {"pipe": b"", "stderr": b"", "null": b""}
        streams[out_to] += ran.stdout
        streams[err_to] += ran.stderr
        stdin, stderr = streams["pipe"], stderr + streams["stderr"]
        failed |= (ran.code == 0) == negated
    return Ran(int(failed), stdin, stderr)
