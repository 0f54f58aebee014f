"""Command-line flags built from the passes' declared options (``irpass.passes.declare``)."""

import argparse
import dataclasses

from irpass.passes.registry import PASSES


def add_pass_arguments(group: argparse._ArgumentGroup) -> None:
    """One flag per declared option of every registered pass, in the registry's order."""
    for entry in PASSES.values():
        for field in dataclasses.fields(entry.options):
            flag = field.metadata.get("flag")
            if flag is None:
                continue
            extra = dict(field.metadata["argparse"])
            extra.setdefault("dest", field.name)
            if extra.get("action") == "append":
                extra["default"] = []  # argparse appends to its default
            elif extra.get("action") != "store_false":
                extra["default"] = field.default
            group.add_argument(flag, help=field.metadata["help"], **extra)
