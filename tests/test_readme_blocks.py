"""The README is true on a fresh machine: every ``sh`` and ``python`` block runs, and so
does every block of the reference pages it sends readers to (``DOCS``).

The README's blocks run as a newcomer runs them: in a fresh clone of this checkout (its
tracked and new files, none of what it ignores), from its root, in the order shown, each in
a shell of its own, with nothing staged for them: a block uses what the checkout ships or
what an earlier block wrote. Each block succeeds with no warning and no traceback, and
after the last one the clone is as clean as before (``git status``): a recipe writes only
what ``.gitignore`` lists for the recipes, or under ``$TMPDIR``.

The reference pages' blocks name the reader's own files (``kernel.ll``, ``in.ll``,
``in.bc``, ``big.ll``, ``dump.ll``, ``runtime_cuda.bc``, and ``ir/``, a folder of
Quadrants kernel modules); each runs in a temporary folder of its own where they are
staged, with ``testdata`` there (a link to the repository's).

``pip install`` and ``python3 -m venv`` lines are the environment this test already runs
in, so they are left out; that the smallest install is enough is checked on its own below.
A block preceded by ``<!-- readme-test: skip, REASON -->`` does not run; the reason is
required. A block that loads the pass plugin (``irpass plugin-path``) skips with the reason
when it is not built, and fails then under ``IRPASS_REQUIRE_PLUGIN=1``, as the plugin's
other tests; a README block's ``ptxas`` lines are left out, with the reason, where ptxas is
not on the PATH.
"""

import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from irpass import plugin
from irpass.testing.cpu_runtime import runtime_bitcode
from tests.plugin_support import MAJOR, missing, plugin_or_skip
from tests.shared import ROOT

README = ROOT / "README.md"
DOCS = [
    README,
    *(ROOT / "docs" / f"{name}.md" for name in ("usage", "strategies", "debug-cold", "bench")),
]
DUMPS = ROOT / "testdata" / "quadrants" / "dumps"
EXAMPLE = ROOT / "testdata" / "examples" / "quadrants_loop_f32.ll"
SKIP = r"(?:<!-- readme-test: skip, (?P<reason>[^>]*?) -->\n)?"
BLOCK = re.compile(SKIP + r"```(?P<lang>sh|python)\n(?P<body>.*?)```", re.S)
SETUP = ("pip install ", "python3 -m venv ")
NO_PTXAS = "ptxas not on PATH (the CUDA toolkit, or pip install nvidia-cuda-nvcc)"


@dataclass(frozen=True)
class Block:
    line: str  # file:line of its opening fence
    lang: str
    body: str
    reason: str | None  # why it does not run, from its skip marker


def blocks(page: Path) -> list[Block]:
    """The sh and python blocks of ``page``, in order."""
    text = page.read_text()
    where = page.relative_to(ROOT)
    return [
        Block(
            f"{where}:{text.count(chr(10), 0, m.start('lang')) + 1}",
            m["lang"],
            m["body"],
            m["reason"],
        )
        for m in BLOCK.finditer(text)
    ]


def environment(home: Path) -> dict[str, str]:
    bin_dir = str(Path(sys.executable).parent)
    env = {"PATH": f"{bin_dir}:/usr/local/bin:/usr/bin:/bin", "HOME": str(home)}
    (home / "tmp").mkdir(exist_ok=True)
    env["TMPDIR"] = str(home / "tmp")
    if missing() is None:  # where a block loads it; naming its path runs nothing
        env["IRPASS_PLUGIN"] = str(plugin.path(MAJOR))
    return env


def run(block: Block, folder: Path, env: dict[str, str], drop: str | None = None):
    """Run ``block`` in ``folder``: python with this interpreter, sh with bash -e -o pipefail,
    without its setup lines and the lines that start with ``drop``."""
    if block.lang == "python":
        script = env["TMPDIR"] + "/block.py"
        Path(script).write_text(block.body)
        argv = [sys.executable, script]
    else:
        left = SETUP + ((drop,) if drop else ())
        kept = "\n".join(ln for ln in block.body.splitlines() if not ln.startswith(left))
        argv = ["bash", "-e", "-o", "pipefail", "-c", kept]
    return subprocess.run(argv, cwd=folder, env=env, capture_output=True, timeout=600)


def clone_checkout(folder: Path) -> None:
    """What ``git clone`` of this checkout would hold, with its uncommitted work, committed
    in a repository of its own (so ``git status`` shows what the blocks change)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, folder / name, follow_symlinks=False)
    who = ["-c", "user.name=newcomer", "-c", "user.email=newcomer@localhost"]
    for argv in (["init", "-q"], ["add", "-A"], [*who, "commit", "-q", "--no-verify", "-m", "."]):
        subprocess.run(["git", *argv], cwd=folder, check=True, capture_output=True)


README_BLOCKS = blocks(README)


class Newcomer:
    """The README's blocks run in one fresh clone, in order, each once: a test asking for a
    block runs the ones before it first."""

    def __init__(self, home: Path) -> None:
        self.clone = home / "irpass"
        self.clone.mkdir()
        clone_checkout(self.clone)
        self.env = environment(home)
        self.outcomes: dict[int, tuple[subprocess.CompletedProcess | None, str | None]] = {}

    def upto(self, index: int) -> tuple[subprocess.CompletedProcess | None, str | None]:
        """Block ``index``'s run (None when it did not run) and why it or part of it did not."""
        for i in range(len(self.outcomes), index + 1):
            block = README_BLOCKS[i]
            if block.reason is not None:
                self.outcomes[i] = (None, block.reason)
            elif "plugin-path" in block.body and missing() is not None:
                self.outcomes[i] = (None, missing())
            else:
                found = shutil.which("ptxas", path=self.env["PATH"])
                drop = "ptxas " if "ptxas " in block.body and not found else None
                self.outcomes[i] = (run(block, self.clone, self.env, drop), drop and NO_PTXAS)
        return self.outcomes[index]


def tiers(block: Block) -> list[pytest.MarkDecorator]:
    """A reference page's block: ``plugin`` when it loads the plugin, ``quadrants`` when it
    runs Quadrants."""
    return [pytest.mark.plugin] * ("plugin-path" in block.body) + [pytest.mark.quadrants] * (
        "irpass quadrants" in block.body
    )


@pytest.fixture(scope="module")
def newcomer(tmp_path_factory: pytest.TempPathFactory) -> Newcomer:
    return Newcomer(tmp_path_factory.mktemp("newcomer"))


def test_the_readme_has_blocks_and_every_skip_has_a_reason() -> None:
    every = [b for page in DOCS for b in blocks(page)]
    run = [b for b in every if b.reason is None]
    assert len(run) > len(every) - len(run), "most blocks run"
    for block in every:
        assert block.reason is None or len(block.reason) > 10, f"{block.line}: say why it skips"


# The README's blocks run in one clone, in order: a test of any of them may run the Quadrants
# recipe and the plugin's blocks before its own, so each is in all three tiers.
@pytest.mark.slow
@pytest.mark.quadrants
@pytest.mark.plugin
@pytest.mark.parametrize("index", range(len(README_BLOCKS)), ids=[b.line for b in README_BLOCKS])
def test_readme_block_runs_in_order_in_a_fresh_clone(newcomer: Newcomer, index: int) -> None:
    block = README_BLOCKS[index]
    proc, why = newcomer.upto(index)
    if proc is None and "plugin-path" in block.body and block.reason is None:
        plugin_or_skip()  # fails under IRPASS_REQUIRE_PLUGIN=1
    if proc is None:
        pytest.skip(f"{block.line}: {why}")
    stderr = proc.stderr.decode(errors="replace")
    assert proc.returncode == 0, f"{block.line}: exit {proc.returncode}\n{stderr}"
    assert "Traceback" not in stderr and "warning:" not in stderr, f"{block.line}:\n{stderr}"
    if why is not None:
        pytest.skip(f"{block.line}: ran without its ptxas lines: {why}")


@pytest.mark.slow
@pytest.mark.quadrants
@pytest.mark.plugin
def test_the_readme_leaves_the_clone_clean(newcomer: Newcomer) -> None:
    """Every recipe writes what .gitignore lists for the recipes, or under $TMPDIR: the
    checkout's own tests/ (the lit recipe once wrote there, and ruff then failed), its
    testdata/ and the rest stay as they were."""
    newcomer.upto(len(README_BLOCKS) - 1)

    def status(*flags: str) -> bytes:
        argv = ["git", "status", "--porcelain", *flags]
        return subprocess.run(argv, cwd=newcomer.clone, capture_output=True, check=True).stdout

    assert status("--untracked-files=all") == b""
    ignored = status("--ignored").decode().split()
    assert "kernel.irpass.ll" in ignored, "the quick start's output is there, and ignored"


@pytest.mark.slow
@pytest.mark.quadrants
@pytest.mark.plugin
def test_the_quadrants_recipe_prints_the_line_the_readme_shows(newcomer: Newcomer) -> None:
    said = re.search(r"a line such as `(irpass: [^`]*)`", " ".join(README.read_text().split()))
    assert said is not None
    index = next(i for i, b in enumerate(README_BLOCKS) if "irpass quadrants " in b.body)
    proc, _ = newcomer.upto(index)
    assert proc is not None and said[1] in proc.stderr.decode().splitlines()


def test_the_readme_says_what_ci_runs() -> None:
    script = (ROOT / ".ci" / "run").read_text()
    said = " ".join(README.read_text().split("`.ci/run`", 1)[1].split("\n\n", 1)[0].split())
    steps = ["clang-format", "lit", "ruff check", "ruff format --check", "IRPASS_REQUIRE_PLUGIN=1"]
    for step in steps:
        assert step in script and step in said.replace("`", ""), step
    assert "plugin" in said and "new venv" in said and "test` extra" in said


def stage(folder: Path) -> None:
    """The files a reference page's blocks name."""
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


DOC_BLOCKS = [b for page in DOCS[1:] for b in blocks(page)]


@pytest.mark.slow
@pytest.mark.parametrize(
    "block", [pytest.param(b, marks=tiers(b), id=f"{b.line}-{b.lang}") for b in DOC_BLOCKS]
)
def test_doc_block_runs(tmp_path: Path, block: Block) -> None:
    if block.reason is not None:
        pytest.skip(f"{block.line}: {block.reason}")
    if "plugin-path" in block.body:
        plugin_or_skip()
    stage(tmp_path)
    proc = run(block, tmp_path, environment(tmp_path))
    assert proc.returncode == 0, (
        f"{block.line}: exit {proc.returncode}\n{proc.stderr.decode(errors='replace')}"
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
