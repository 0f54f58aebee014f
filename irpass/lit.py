"""irpass in lit suites: the substitutions a ``lit.cfg.py`` adds, and the lit lines that
``irpass rewrite`` leaves out of its output.

A lit test is its own FileCheck input: ``; RUN: irpass rewrite %s | FileCheck %s`` reads the
CHECK lines from the file whose rewrite it checks. ``opt`` prints its module afresh, so the
test's comments are gone from what FileCheck reads; irpass keeps every byte it does not
rewrite, comments included, so every CHECK line would find itself and a wrong one would pass.
``irpass rewrite`` therefore drops, from a file that has a ``RUN:`` line, the whole-line
comments that are lit or FileCheck directives (``RUN:``, and ``PREFIX[-NEXT|-SAME|...]:`` for
``CHECK`` and every prefix its RUN lines name), and nothing else: the module, its other
comments and every other file keep their bytes (``--keep-check-lines`` keeps these too).
"""

import os
import re
import shlex
import shutil
import sys
from typing import Any

RUN = re.compile(r"^[ \t]*;[ \t]*RUN:", re.MULTILINE)
PREFIX_FLAG = re.compile(r"-?-check-prefix(?:es)?[= ]+([A-Za-z0-9_,-]+)")
SUFFIXES = r"(?:-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-[0-9]+)?"


def check_prefixes(text: str) -> set[str]:
    """``CHECK`` and the prefixes the RUN lines of ``text`` give FileCheck."""
    prefixes = {"CHECK"}
    for line in text.splitlines():
        if RUN.match(line):
            for names in PREFIX_FLAG.findall(line):
                prefixes.update(n for n in names.split(",") if n)
    return prefixes


def drop_check_lines(text: str) -> str:
    """``text`` without its lit and FileCheck directive lines, when it is a lit test (has a
    ``RUN:`` line); any other text as it is."""
    if not RUN.search(text):
        return text
    names = "|".join(sorted(map(re.escape, check_prefixes(text) | {"RUN"})))
    directive = re.compile(rf"^[ \t]*;[ \t]*(?:{names}){SUFFIXES}:.*(?:\n|\Z)", re.MULTILINE)
    return directive.sub("", text)


def filecheck_command() -> str:
    """LLVM's FileCheck when it is on PATH, else the ``filecheck`` port from PyPI."""
    for name in ("FileCheck", "FileCheck-22"):
        if found := shutil.which(name):
            return found
    return f"{shlex.quote(sys.executable)} -m filecheck"


def configure(config: Any) -> None:
    """Give a lit suite ``%irpass`` (this irpass, run by this Python) and ``%filecheck``
    (FileCheck, or the PyPI port), and put this environment's scripts first on its PATH so
    that ``irpass`` and ``filecheck`` resolve as they do in the shell.

    Call it from ``lit.cfg.py`` with lit's ``config``: ``irpass.lit.configure(config)``.
    """
    scripts = os.path.dirname(sys.executable)
    path = config.environment.get("PATH", os.environ.get("PATH", ""))
    config.environment["PATH"] = os.pathsep.join(p for p in (scripts, path) if p)
    config.substitutions.append(("%irpass", f"{shlex.quote(sys.executable)} -m irpass"))
    config.substitutions.append(("%filecheck", filecheck_command()))
