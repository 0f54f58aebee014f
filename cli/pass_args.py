"""Command-line flags built from the passes' declarations (``irpass.passes.declare``): each
pass's switch and options in its section of ``--help``, and ``--debug-cold`` over the declared
parts; and what they resolve to once the target kind is known."""

import argparse
import dataclasses
from enum import Enum
from typing import Any

from irpass.passes.registry import PARTS, PASSES

# The --target kinds whose compilers force-inline the runtime and whose runtimes end the thread
# on a failed assert: the declared GPU defaults are theirs.
GPU_TARGETS = ("ptx", "amdgcn")


def add_pass_arguments(group: argparse._ArgumentGroup, section: str) -> None:
    """The flags of the passes listed in ``section``, in the registry's order: each pass's
    switch, then one per declared option."""
    for entry in PASSES.values():
        if entry.section != section:
            continue
        switch = entry.switch
        if switch is not None and switch.flag is not None:
            group.add_argument(
                switch.flag, action=argparse.BooleanOptionalAction, default=None, help=switch.help
            )
        for field in dataclasses.fields(entry.options):
            flag = field.metadata.get("flag")
            if flag is None:
                continue
            extra = dict(field.metadata["argparse"])
            extra.setdefault("dest", field.name)
            if extra.get("action") == "append":
                extra["default"] = []  # argparse appends to its default
            elif field.metadata["gpu"] is not None:
                extra["default"] = None  # resolved for the target (``option_values``)
            elif extra.get("action") != "store_false":
                extra["default"] = field.default
            group.add_argument(flag, help=field.metadata["help"], **extra)


def add_part_arguments(group: argparse._ArgumentGroup) -> None:
    """``--debug-cold`` and ``--debug-cold-skip``, over the parts the passes declare."""
    group.add_argument(
        "--debug-cold",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="all parts at once (default: on for --target ptx and amdgcn, off otherwise)",
    )
    group.add_argument(
        "--debug-cold-skip",
        action="append",
        default=[],
        choices=list(PARTS),
        metavar="PART",
        help="leave one part as it is (repeatable): "
        + ", ".join(f"{name} ({part.help})" for name, part in PARTS.items()),
    )


def option_values(args: argparse.Namespace, name: str, kind: str | None) -> dict[str, Any]:
    """The options of pass ``name`` that have a flag, by field name, as ``args`` give them; an
    option left unsaid that declares a GPU default takes it for the target kind ``kind``."""
    out = {}
    for field in dataclasses.fields(PASSES[name].options):
        if field.metadata.get("flag") is None:
            continue
        value = getattr(args, field.metadata["argparse"].get("dest", field.name))
        gpu = field.metadata["gpu"]
        if value is None and gpu is not None:
            by_kind = gpu if isinstance(gpu, dict) else dict.fromkeys(GPU_TARGETS, gpu)
            value = by_kind.get(kind, field.default)
        if isinstance(field.default, Enum):
            value = type(field.default)(value)  # the flag's choices are the values
        out[field.name] = tuple(value) if isinstance(field.default, tuple) else value
    return out


def switched_on(args: argparse.Namespace, name: str, kind: str | None) -> bool:
    """Whether the flag of pass ``name``'s switch turns it on; unsaid, whether ``kind`` is a
    GPU target."""
    given = getattr(args, PASSES[name].switch.flag.lstrip("-").replace("-", "_"))
    return given if given is not None else kind in GPU_TARGETS


def switched_passes(
    args: argparse.Namespace, target: str | None, kind: str | None, parts: frozenset[str]
) -> dict:
    """``RewriteOptions.passes``: the rewrite passes that ``args`` turn on (no switch, their flag
    for the target kind ``target``, or their part among ``parts``), each with the options
    ``args`` give it, an unsaid one defaulting for the target kind ``kind``."""
    out = {}
    for name, entry in PASSES.items():
        if entry.stage != "rewrite":
            continue
        switch = entry.switch
        if switch is None or (
            switch.part in parts if switch.part else switched_on(args, name, target)
        ):
            out[name] = entry.options(**option_values(args, name, kind))
    return out


def part_of(name: str) -> str:
    """The part of ``--debug-cold`` that turns pass ``name`` on."""
    return PASSES[name].switch.part
