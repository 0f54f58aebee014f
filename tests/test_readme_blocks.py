"""The README is true on a fresh machine: every ``sh`` and ``python`` block runs, and so
does every block of the reference pages it sends readers to (``DOCS``).

Each block runs in a temporary folder of its own, the way a user in a checkout would
run it: ``testdata`` is there (a link to the repository's), and so are the files the
examples name (``kernel.ll``, ``in.ll``, ``in.bc``, ``big.ll``, ``dump.ll``,
``runtime_cuda.bc``, and ``ir/``, a folder of Quadrants kernel modules). ``pip install``
and ``python3 -m venv`` lines are the environment this test already runs in, so they are
left out; that the smallest install is enough is checked on its own below. A block preceded by
``<!-- readme-test: skip, REASON -->`` does not run; the reason is required. A block that
loads the pass plugin (``irpass plugin-path``) skips with the reason when it is not built, and
fails then under ``IRPASS_REQUIRE_PLUGIN=1``, as the plugin's other tests.
"""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from irpass.testing.cpu_runtime import runtime_bitcode
from tests.plugin_support import plugin_or_skip
from tests.shared import ROOT

README = ROOT / "README.md"
DOCS = [
    README,
    *(ROOT / "docs" / f"{name}.md" for name in ("usage", "strategies", "debug-cold", "bench")),
]
DUMPS = ROOT / "testdata" / "quadrants" / "dumps"
EXAMPLE = ROOT / "testdata" / "examples" / "quadrants_loop_f32.ll"
DUMP = "dump.ll"
SKIP = r"(?:<!-- readme-test: skip, (?P<reason>[^>]*?) -->\n)?"
BLOCK = re.compile(SKIP + r"```(?P<lang>sh|python)\n(?P<body>.*?)```", re.S)


def blocks() -> list[tuple[str, str, str, str | None]]:
    """(file:line, language, body, skip reason) of every sh and python block of ``DOCS``."""
    found = []
    for page in DOCS:
        text = page.read_text()
        where = page.relative_to(ROOT)
        found += [
            (
                f"{where}:{text.count(chr(10), 0, m.start('lang')) + 1}",
                m["lang"],
                m["body"],
                m["reason"],
            )
            for m in BLOCK.finditer(text)
        ]
    return found


def stage(folder: Path) -> None:
    (folder / "testdata").symlink_to(ROOT / "testdata")
    for name in ("kernel.ll", "in.ll", "big.ll"):
        shutil.copyfile(EXAMPLE, folder / name)
    subprocess.run(
        [sys.executable, "-m", "irpass", "rewrite", str(EXAMPLE), "--strategy", "none"]
        + ["--emit", "bc", "-o", str(folder / "in.bc")],
        check=True,
    )
    shutil.copyfile(
        DUMPS / "loop_carry_carry_reverse_grad_kernel_0_range_for.ll", folder / "dump.ll"
    )
    (folder / "runtime_cuda.bc").symlink_to(runtime_bitcode("cuda"))
    ir = folder / "ir"
    ir.mkdir()
    for dump in sorted(DUMPS.glob("*.ll"))[:3]:
        shutil.copyfile(dump, ir / f"{dump.stem}_llvm.ll")


CASES = blocks()


def test_the_readme_has_blocks_and_every_skip_has_a_reason() -> None:
    run = [c for c in CASES if c[3] is None]
    assert len(run) > len(CASES) - len(run), "most blocks run"
    for line, _, _, reason in CASES:
        assert reason is None or len(reason) > 10, f"{line}: say why it is skipped"


@pytest.mark.parametrize(
    ("line", "lang", "body", "reason"), CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES]
)
def test_block_runs(tmp_path: Path, line: str, lang: str, body: str, reason: str | None) -> None:
    if reason is not None:
        pytest.skip(f"{line}: {reason}")
    stage(tmp_path)
    bin_dir = str(Path(sys.executable).parent)
    env = {"PATH": f"{bin_dir}:/usr/local/bin:/usr/bin:/bin", "HOME": str(tmp_path)}
    if "plugin-path" in body:
        env["IRPASS_PLUGIN"] = str(plugin_or_skip())
    if lang == "python":
        script = tmp_path / "block.py"
        script.write_text(body)
        argv = [sys.executable, str(script)]
    else:
        setup = ("pip install ", "python3 -m venv ")
        kept = "\n".join(ln for ln in body.splitlines() if not ln.startswith(setup))
        argv = ["bash", "-e", "-o", "pipefail", "-c", kept]
    proc = subprocess.run(argv, cwd=tmp_path, env=env, capture_output=True, timeout=600)
    assert proc.returncode == 0, (
        f"{line}: exit {proc.returncode}\n{proc.stderr.decode(errors='replace')}"
    )
    assert b"Traceback" not in proc.stderr


def test_the_tool_needs_only_its_own_dependencies(tmp_path: Path) -> None:
    """The quick start installs irpass alone: the command works with the test extra's
    packages (and every other optional one) unimportable."""
    blocked = ["quadrants", "numpy", "filecheck", "hypothesis", "pytest", "elftools", "matplotlib"]
    code = (
        "import sys\n"
        f"for name in {blocked!r}: sys.modules[name] = None\n"
        "from irpass_cli.main import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    argv = [sys.executable, "-c", code, "rewrite", str(EXAMPLE), "--stats", "-o", "k.ll"]
    proc = subprocess.run(argv, cwd=tmp_path, capture_output=True)
    assert proc.returncode == 0, proc.stderr.decode()
    assert b"1 stack, 1 rewritten" in proc.stderr
    assert (tmp_path / "k.ll").exists()
