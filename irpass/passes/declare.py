"""How a pass declares what the command line may say about it, so that the command line is built
from the declarations (``irpass_cli.pass_args``) and no flag is written by hand beside its pass:
its options (``option``, a dataclass field that also carries its help text and its spelling) and
how it is turned on (``Switch``)."""

import dataclasses
from dataclasses import dataclass
from typing import Any


def option(
    default: Any, help: str, flag: str | None = None, gpu: Any = None, **argparse: Any
) -> Any:
    """A field of a pass's options. ``flag`` is its command-line spelling (None: the field is
    not on the command line); ``gpu`` its default for the GPU targets, where that differs (the
    flag then defaults to None, resolved once the target is known), or a dict of its default
    per GPU target kind (``{"ptx": ...}``); ``argparse`` holds what
    ``add_argument`` needs beyond the flag, the help and the default (``choices``,
    ``metavar``, ``action``, ``dest``)."""
    metadata = {"help": help, "flag": flag, "gpu": gpu, "argparse": argparse}
    return dataclasses.field(default=default, metadata=metadata)


@dataclass(frozen=True)
class Switch:
    """How the command line turns a pass on: its own ``flag`` (``--x``/``--no-x``; unsaid, the
    default ``help`` names decides), or a ``part`` of ``--debug-cold`` (on with the others
    unless ``--debug-cold-skip`` names it; ``help`` says what it does)."""

    help: str
    flag: str | None = None
    part: str | None = None


PARAMETER_ERRORS = {
    "unknown_strategy": "unknown strategy '{}' (one of {})",
    "unknown_overflow_mode": "unknown overflow mode '{}' (one of {})",
    "max_run_below_one": "max_run {}: must be at least 1",
    "unknown_overflow_exit": "unknown overflow exit '{}' (one of {})",
}
"""The wording of the errors a pass's options give in both implementations, ``{}`` for each
value in order: the plugin's (``opt -passes=adstack-promote<...>``) are generated from these
(``plugin/passes/ParameterErrors.inc``, ``python -m irpass.plugin_facts``)."""


def parameter_error(name: str, *values: object) -> str:
    """The error ``name`` of ``PARAMETER_ERRORS`` with ``values`` in its places."""
    return PARAMETER_ERRORS[name].format(*values)
