"""The pipeline as one value (``irpass.pipeline``): what it prints, that it parses back to itself
for every option combination the command line makes, and that ``--stats`` shows it."""

import itertools
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irpass.errors import IRPassError
from irpass.options import AssertExit, RewriteOptions
from irpass.pipeline import Pipeline
from irpass.strategies import REGISTRY
from irpass_cli.common import rewrite_options_from_args
from irpass_cli.emit_args import emit_options_from_args
from irpass_cli.main import build_parser

ROOT = Path(__file__).resolve().parent.parent
LOOP = ROOT / "testdata" / "examples" / "quadrants_loop_f32.ll"

# Each group: the ways the command line may set one part of the pipeline ("" leaves it).
PROMOTE = [
    *(
        f"--strategy {name} --overflow {mode}"
        for name, s in REGISTRY.items()
        for mode in s.overflow_modes
    ),
    "--strategy merged-checks --max-run 3 --no-hoist-max",
    "--leave-alone",
]
COLD = [
    "",
    "--debug-cold",
    "--no-debug-cold",
    "--debug-cold --debug-cold-skip checks --debug-cold-skip reporters",
    "--debug-cold --assert-exit return",
    "--outline --outline-callee a;b --outline-callee c,d<e>%",
    "--no-outline",
    "--outline-callee a --target ptx --no-outline",
    "--pre-optimise",
    "--cold-runtime runtime_x64.bc --pre-optimise",
]
TARGET = [
    "",
    "--target ptx",
    "--target amdgcn",
    "--target cpu",
    "--target ptx -mcpu sm_80 -mattr +ptx80,+sm_80",
    "-mtriple nvptx64-nvidia-cuda",
    "--target amdgcn --kernel k --kernel j",
]
OPT = ["", "-O1", "-O3", "-Os", "-Oz", "-O3 --no-coalesce-counters", "-O2 --coalesce-counters"]
EMIT = ["", "--emit bc", "--emit asm", "--emit obj", "-S", "--define-helpers"]
LINK = ["", "--link runtime_cuda.bc", "--link a.bc --link b.bc --inline-linked"]


def pipeline_of(flags: str) -> Pipeline | None:
    """The pipeline ``irpass rewrite k.ll FLAGS`` runs; None when the command line refuses it."""
    args = build_parser().parse_args(["rewrite", "k.ll", *flags.split()])
    try:
        output = emit_options_from_args(args)
        return Pipeline(rewrite_options_from_args(args, output.kind), output)
    except (IRPassError, ValueError):
        return None


def combinations() -> list[str]:
    """The stack rewrite with the cold passes, and the LLVM stage's groups, each in full
    product; every pair of groups in product with the others left at their defaults."""
    full = [" ".join(c) for c in itertools.product(PROMOTE, COLD)]
    full += [" ".join(c) for c in itertools.product(TARGET, OPT, EMIT, LINK)]
    groups = [PROMOTE, COLD, TARGET, OPT, EMIT, LINK]
    for a, b in itertools.combinations(groups, 2):
        full += [f"{x} {y}" for x, y in itertools.product(a, b)]
    return full


@pytest.mark.slow
def test_every_command_line_pipeline_parses_back_to_itself() -> None:
    made = 0
    for flags in combinations():
        pipeline = pipeline_of(flags)
        if pipeline is None:
            continue
        made += 1
        text = str(pipeline)
        assert Pipeline.parse(text) == pipeline, flags
        assert str(Pipeline.parse(text)) == text
        unverified = Pipeline(pipeline.rewrite, pipeline.output, verify=False)
        assert Pipeline.parse(str(unverified)) == unverified
    assert made > 1500  # the refused combinations (PTX objects, CPU kernels) are few


def test_what_it_prints() -> None:
    assert str(pipeline_of("")) == "verify,adstack-promote<strategy=auto>,verify"
    assert str(pipeline_of("--strategy opaque --target ptx -O3 --emit asm --no-debug-cold")) == (
        "verify,adstack-promote<strategy=opaque;overflow-exit=thread>,outline-cold,"
        "retarget<target=ptx>,default<O3>,coalesce-counters,emit<asm>,verify"
    )
    assert str(pipeline_of("--outline --outline-callee a;b --no-hoist-max --max-run 2")) == (
        "verify,adstack-promote<strategy=auto;max-run=2;no-hoist-max>,"
        "outline-cold<callee=a%3Bb>,verify"
    )


def test_the_plugins_spelling_of_the_model_passes() -> None:
    """adstack-promote's parameters are the plugin's (docs/plugin.md)."""
    pipeline = Pipeline.parse(
        "adstack-promote<strategy=merged-checks;overflow=abort;overflow-exit=thread;max-run=4;"
        "no-hoist-max>,noreturn-asserts<exit=return>"
    )
    assert pipeline.rewrite == RewriteOptions(
        "merged-checks",
        hoist_max=False,
        overflow="abort",
        overflow_exit="thread",
        max_run=4,
        noreturn_asserts=AssertExit.RETURN,
    )
    assert not pipeline.verify


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("adstack-promote<strategy=fast>", "unknown strategy 'fast'"),
        ("adstack-promote<max-run=x>", "adstack-promote's max-run 'x': not an integer"),
        ("adstack-promote<colour=red>", "adstack-promote has no parameter 'colour'"),
        ("noreturn-asserts<exit=later>", "noreturn-asserts's exit 'later' (one of return, thread)"),
        (
            "adstack-promote<overflow-exit=wave>",
            "adstack-promote's overflow-exit 'wave' (one of return, thread)",
        ),
        ("verify,adstack-promote", "verifies its output last"),
        ("unroll", "no stage 'unroll'"),
        ("default<O9>", "one of O1, O2, O3, Os, Oz"),
        ("emit<asm;bc>", "names one kind"),
        ("adstack-promote<", "cannot read 'adstack-promote<'"),
        ("coalesce-counters", "needs -O1 or higher"),
    ],
)
def test_a_pipeline_it_cannot_read_is_one_usage_error(text: str, error: str) -> None:
    with pytest.raises(IRPassError) as caught:
        Pipeline.parse(text)
    assert error in caught.value.message


@pytest.mark.slow
def test_stats_show_the_pipeline(tmp_path: Path) -> None:
    argv = [sys.executable, "-m", "irpass", "rewrite", str(LOOP), "-o", str(tmp_path / "k.ll")]
    flags = ["--strategy", "inline", "-O2", "--stats", "--stats-json", str(tmp_path / "s.json")]
    proc = subprocess.run(argv + flags, capture_output=True, check=True, cwd=ROOT)
    line = "verify,adstack-promote<strategy=inline>,default<O2>,coalesce-counters,emit<ll>,verify"
    assert proc.stderr.decode().splitlines()[-1] == f"  pipeline {line}"
    assert json.loads((tmp_path / "s.json").read_text())["pipeline"] == line


@pytest.mark.slow
def test_rewrite_dir_stats_show_the_pipeline(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    shutil.copyfile(LOOP, tmp_path / "in" / "k_llvm.ll")
    argv = [sys.executable, "-m", "irpass", "rewrite-dir", str(tmp_path / "in"), "--stats"]
    json_path = tmp_path / "s.json"
    flags = ["--strategy", "inline", "-o", str(tmp_path / "out"), "--stats-json", str(json_path)]
    proc = subprocess.run(argv + flags, capture_output=True, check=True, cwd=ROOT)
    line = "verify,adstack-promote<strategy=inline>,verify"
    assert "  pipeline " not in proc.stderr.decode()  # the text summary counts files
    assert json.loads(json_path.read_text())["pipeline"] == line
