"""How a pass declares an option: a dataclass field that also carries its help text and its
command-line spelling, so that the command line is built from the declarations
(``irpass_cli.pass_args``) and no flag is written by hand beside its pass."""

import dataclasses
from typing import Any


def option(default: Any, help: str, flag: str | None = None, **argparse: Any) -> Any:
    """A field of a pass's options. ``flag`` is its command-line spelling (None: the field is
    not on the command line); ``argparse`` holds what ``add_argument`` needs beyond the flag,
    the help and the default (``choices``, ``metavar``, ``action``, ``dest``)."""
    metadata = {"help": help, "flag": flag, "argparse": argparse}
    return dataclasses.field(default=default, metadata=metadata)
