"""Finding the pass plugin and ``opt-22`` for the tests that run them: a test skips with the
reason when either is missing, and fails instead under ``IRPASS_REQUIRE_PLUGIN=1`` (CI), so
that no plugin test skips silently there."""

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from irpass import plugin
from irpass.adstack.verdict import SkipCode
from irpass.stats import ModuleStats

MAJOR = 22  # the suite's LLVM: Quadrants 1.3's (its runtime bitcode, its QD_LOAD_IR round trips)
OPT = f"opt-{MAJOR}"
REQUIRE = "IRPASS_REQUIRE_PLUGIN"
running: pytest.Item | None = None
"""The test being run (set by conftest.py), so that one that runs the plugin unmarked fails."""


def missing(major: int = MAJOR) -> str | None:
    """Why the plugin tests cannot run here with LLVM ``major``, or None."""
    if shutil.which(f"opt-{major}") is None:
        return f"opt-{major} not on PATH (apt-get install llvm-{major}-tools)"
    if plugin.find(major) is None:
        return f"pass plugin not built for LLVM {major} ({plugin.BUILD_COMMAND})"
    return None


def require(why: str | None) -> None:
    """Skip with ``why`` (fail under IRPASS_REQUIRE_PLUGIN=1), unless it is None."""
    if why is not None:
        if os.environ.get(REQUIRE) == "1":
            pytest.fail(f"{REQUIRE}=1 but {why}")
        pytest.skip(why)


def plugin_or_skip(major: int = MAJOR) -> Path:
    """The plugin built for LLVM ``major``; skips (fails under IRPASS_REQUIRE_PLUGIN=1) when
    it cannot run, and fails in a test not marked ``plugin`` (the tier ``-m "not plugin"``
    leaves out)."""
    require(missing(major))
    if running is not None and running.get_closest_marker("plugin") is None:
        pytest.fail(f"{running.nodeid} runs the plugin: mark it @pytest.mark.plugin")
    return plugin.path(major)


@dataclass(frozen=True)
class Seen:
    """What a rewrite did to one function, as both implementations report it: the strategy
    and mode that rewrote it (``none`` and None: nothing did), helper calls before and in the
    output, how many of those are on overflow paths, the skip codes of its stacks with their
    sentences (sorted), what ``auto`` chose, and how its overflow exit leaves where the thread
    was asked for (``FunctionStats.exit``)."""

    strategy: str
    overflow: str | None
    calls: int
    left: int
    cold: int
    skips: tuple[str, ...]
    choice: str | None
    exit: str | None = None


def _skip(code: str, sentence: str) -> str:
    """A skip as both implementations say it: its code and sentence (generated from the same
    ``SENTENCES``), less what two pointers' mismatch names in parentheses at its end, which
    each implementation spells its own way (``irpass/adstack/pointers.py``, ``Pointers.cpp``)."""
    if code == SkipCode.NOT_PROVEN_EQUAL:
        sentence = re.sub(r" \([^()]*\)$", "", sentence)
    return f"{code}: {sentence}"


def python_seen(stats: ModuleStats) -> dict[str, Seen]:
    """Per function (its name without ``@``), from the Python tool's stats."""
    return {
        f.name.removeprefix("@").strip('"'): Seen(
            f.strategy,
            None if f.overflow is None else str(f.overflow),
            f.helper_calls,
            f.calls_after,
            f.cold_calls,
            tuple(sorted(_skip(str(s.code), s.reason) for s in f.skipped)),
            f.choice,
            f.exit,
        )
        for f in stats.functions
    }


def remarks(yaml: str) -> list[dict[str, str]]:
    """The remark documents of ``-pass-remarks-output`` (LLVM's YAML, read without a YAML
    library): kind (``Passed``/``Missed``), Name, Function, and each named argument."""
    docs = []
    for chunk in yaml.split("--- !")[1:]:
        kind, _, body = chunk.partition("\n")
        doc = {"kind": kind.strip()}
        for line in body.splitlines():
            key, sep, value = line.strip().removeprefix("- ").partition(":")
            value = value.strip()
            if sep and key != "String" and value:
                doc.setdefault(key, value[1:-1].replace("''", "'") if value[:1] == "'" else value)
        docs.append(doc)
    return docs


def plugin_seen(docs: list[dict[str, str]]) -> dict[str, Seen]:
    """Per function, from the plugin's remarks (``adstack`` ones only)."""
    seen: dict[str, Seen] = {}
    skips: dict[str, list[str]] = {}
    exits: dict[str, str] = {}
    for doc in (d for d in docs if d.get("Pass") == "adstack"):
        fn = doc["Function"].strip('"')
        if doc["Name"] == "Skipped":
            skips.setdefault(fn, []).append(_skip(doc["Code"], doc["Detail"]))
        elif doc["Name"] == "ThreadExit":
            ends = doc["kind"] == "Passed"
            exits[fn] = "ends the thread" if ends else f"returns ({doc['Reason']})"
        else:
            done = doc["Name"] == "Rewritten"
            seen[fn] = Seen(
                doc["Strategy"] if done else "none",
                doc["Overflow"] if done else None,
                int(doc["HelperCalls"]),
                int(doc["CallsLeft"]),
                int(doc.get("OnOverflowPaths", 0)),
                (),
                doc.get("Choice"),
            )
    return {
        fn: replace(s, skips=tuple(sorted(skips.get(fn, []))), exit=exits.get(fn))
        for fn, s in seen.items()
    }


def params(strategy: str, overflow: str | None = None, max_run: int | None = None) -> str:
    """``adstack-promote<...>`` for these options."""
    parts = [f"strategy={strategy}"]
    parts += [f"overflow={overflow}"] if overflow else []
    parts += [f"max-run={max_run}"] if max_run else []
    return f"adstack-promote<{';'.join(parts)}>"


def opt_rewrite(text: str, passes: str, major: int = MAJOR) -> tuple[str, dict[str, Seen]]:
    """``text`` through opt-``major`` with the plugin: the output and what each function got."""
    plugin = plugin_or_skip(major)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "remarks.yaml"
        proc = subprocess.run(
            [f"opt-{major}", "-S", f"-load-pass-plugin={plugin}", f"-passes={passes}"]
            + [f"-pass-remarks-output={out}"],
            input=text,
            capture_output=True,
            text=True,
        )
        assert proc.returncode == 0, f"{passes}: {proc.stderr[-2000:]}"
        return proc.stdout, plugin_seen(remarks(out.read_text()))
