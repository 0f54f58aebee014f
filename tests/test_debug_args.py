"""The ``--debug-cold`` flag group: on by default for GPU targets, each part can be turned off,
and the assert exit follows the target's runtime."""

import pytest

from irpass.options import AssertExit
from irpass.passes.registry import PARTS
from irpass_cli.common import rewrite_options_from_args
from irpass_cli.debug_args import debug_parts
from irpass_cli.emit_args import emit_options_from_args
from irpass_cli.main import build_parser


def _args(*flags: str):
    return build_parser().parse_args(["rewrite", "k.ll", *flags])


@pytest.mark.parametrize(
    ("flags", "parts", "exit"),
    [
        ((), set(), None),
        (("--target", "cpu"), set(), None),
        (("--target", "ptx"), set(PARTS), AssertExit.THREAD),
        (("--target", "amdgcn"), set(PARTS), AssertExit.THREAD),
        (("-march=nvptx64",), set(PARTS), AssertExit.THREAD),
        (("--target", "ptx", "--no-debug-cold"), set(), None),
        (("--debug-cold",), set(PARTS), AssertExit.RETURN),
        (("--debug-cold", "--assert-exit", "thread"), set(PARTS), AssertExit.THREAD),
        (("--target", "ptx", "--assert-exit", "return"), set(PARTS), AssertExit.RETURN),
        (
            ("--target", "ptx", "--debug-cold-skip", "asserts", "--debug-cold-skip", "printf"),
            {"checks", "args", "reporters"},
            None,
        ),
        (
            ("--target", "ptx", "--debug-cold-skip", "reporters"),
            set(PARTS) - {"reporters"},
            AssertExit.THREAD,
        ),
    ],
)
def test_parts_and_defaults(flags, parts, exit) -> None:
    args = _args(*flags)
    target = emit_options_from_args(args).kind
    assert debug_parts(args, target) == parts
    options = rewrite_options_from_args(args, target)
    assert ("debug-checks" in options.passes) == ("checks" in parts)
    assert ("invariant-args" in options.passes) == ("args" in parts)
    asserts = options.passes.get("noreturn-asserts")
    assert (asserts and asserts.exit) is exit
    assert emit_options_from_args(args).print_out_of_line == ("printf" in parts)
    assert emit_options_from_args(args).rolled_cold_loops == ("reporters" in parts)
    assert emit_options_from_args(args).optimise_out_of_line == ("reporters" in parts)


def test_rewrite_dir_takes_the_group() -> None:
    args = build_parser().parse_args(["rewrite-dir", "some/dir", "--debug-cold"])
    options = rewrite_options_from_args(args, None)
    assert "debug-checks" in options.passes
    assert options.passes["noreturn-asserts"].exit is AssertExit.RETURN


@pytest.mark.parametrize(
    ("backend", "pre_optimise"),
    [("quadrants-cpu", False), ("quadrants-cuda", True), ("quadrants-amdgpu", True)],
)
def test_for_pre_optimises_for_the_gpu_assemblers_only(backend, pre_optimise, monkeypatch) -> None:
    """``--for``: NewGVN's merged counters are for ptxas and the AMDGPU assembler; on the CPU
    the extra -O3 would only lengthen the rewrite a one-run compile waits for."""
    monkeypatch.setattr("irpass_cli.debug_args.installed_runtime", lambda arch: f"{arch}.bc")
    options = rewrite_options_from_args(_args("--for", backend), None)
    assert options.pre_optimise is pre_optimise
    assert rewrite_options_from_args(_args("--for", backend, "--pre-optimise"), None).pre_optimise
