"""The ``--debug-cold`` flag group: on by default for GPU targets, each part can be turned off,
and the assert exit follows the target's runtime."""

import pytest

from irpass.options import AssertExit
from irpass_cli.common import rewrite_options_from_args
from irpass_cli.debug_args import Part, debug_parts
from irpass_cli.emit_args import emit_options_from_args
from irpass_cli.main import build_parser


def _args(*flags: str):
    return build_parser().parse_args(["rewrite", "k.ll", *flags])


@pytest.mark.parametrize(
    ("flags", "parts", "exit"),
    [
        ((), set(), None),
        (("--target", "cpu"), set(), None),
        (("--target", "ptx"), set(Part), AssertExit.THREAD),
        (("--target", "amdgcn"), set(Part), AssertExit.THREAD),
        (("-march=nvptx64",), set(Part), AssertExit.THREAD),
        (("--target", "ptx", "--no-debug-cold"), set(), None),
        (("--debug-cold",), set(Part), AssertExit.RETURN),
        (("--debug-cold", "--assert-exit", "thread"), set(Part), AssertExit.THREAD),
        (("--target", "ptx", "--assert-exit", "return"), set(Part), AssertExit.RETURN),
        (
            ("--target", "ptx", "--debug-cold-skip", "asserts", "--debug-cold-skip", "printf"),
            {Part.CHECKS, Part.REPORTERS},
            None,
        ),
        (
            ("--target", "ptx", "--debug-cold-skip", "reporters"),
            set(Part) - {Part.REPORTERS},
            AssertExit.THREAD,
        ),
    ],
)
def test_parts_and_defaults(flags, parts, exit) -> None:
    args = _args(*flags)
    target = emit_options_from_args(args).kind
    assert debug_parts(args, target) == parts
    options = rewrite_options_from_args(args, target)
    assert options.debug_checks == (Part.CHECKS in parts)
    assert options.noreturn_asserts is exit
    assert emit_options_from_args(args).print_out_of_line == (Part.PRINTF in parts)
    assert emit_options_from_args(args).rolled_cold_loops == (Part.REPORTERS in parts)
    assert emit_options_from_args(args).optimise_out_of_line == (Part.REPORTERS in parts)


def test_rewrite_dir_takes_the_group() -> None:
    args = build_parser().parse_args(["rewrite-dir", "some/dir", "--debug-cold"])
    options = rewrite_options_from_args(args, None)
    assert options.debug_checks and options.noreturn_asserts is AssertExit.RETURN
