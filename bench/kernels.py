"""The kernels the ptxas bench compiles: generated ones, and real Quadrants debug dumps paired
with the release builds of the same programs (dumped by the bench itself)."""

import lzma
import re
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from bench.config import (
    GENESIS,
    GENESIS_REAL,
    PART_VARIANTS,
    REAL,
    REAL_FULL,
    SYNTHETIC,
    SyntheticCase,
    Variant,
    real_variants,
    synthetic_variants,
)
from bench.scaled import repeated
from irpass.adstack.helpers import Op, count_calls
from irpass.quadrants import run
from irpass.testing.generator import generate

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
DUMPS = TESTDATA / "quadrants" / "dumps"
GENESIS_DUMPS = TESTDATA / "genesis"  # Genesis' own reverse kernels, xz-compressed
_RELEASE_DUMP = re.compile(r"_reverse_grad_kernel_\d+_\w+_llvm\.ll$")


@dataclass(frozen=True)
class Kernel:
    name: str
    group: str  # one of bench.config.GROUPS
    text: str  # the module with helper calls (a debug build for real kernels)
    release: str | None  # the same kernel's release build (real kernels only)
    variants: tuple[Variant, ...]
    compile_timeout_s: float | None = None  # None: the mode's

    @property
    def key(self) -> str:
        """Unique over groups: the real dumps are measured linked and not under one name."""
        return f"{self.group}/{self.name}"

    @property
    def linked(self) -> bool:
        """Whether the runtime is linked into every variant of this kernel."""
        return self.group in (REAL, GENESIS, GENESIS_REAL)

    @property
    def pushes(self) -> int:
        return count_calls(self.text)[Op.PUSH]

    @property
    def helper_calls(self) -> int:
        return count_calls(self.text).total()


def synthetic_kernels(
    cases: tuple[SyntheticCase, ...], names: frozenset[str] | None = None
) -> list[Kernel]:
    """The generated kernels, each with ``names`` (or its own narrower set) of variants."""
    return [
        Kernel(
            case.label,
            SYNTHETIC,
            generate(case.spec, define_helpers=False).text,
            None,
            synthetic_variants(case.variants if case.variants is not None else names),
            case.compile_timeout_s,
        )
        for case in cases
    ]


def release_dumps(programs: tuple[str, ...], jobs: int, log) -> dict[str, str]:
    """Stable dump name -> release-build module, each program run once with ``debug=False`` and
    its own init (the gated programs' heap threshold), as its debug dumps were made."""

    # imports quadrants: slow, only when needed
    from irpass.testing.quadrants_dump import stable_name
    from irpass.testing.quadrants_programs import PROGRAMS

    def one(program: str) -> dict[str, str]:
        init = {**PROGRAMS[program].init, "debug": False}
        with tempfile.TemporaryDirectory(prefix=f"irpass-bench-{program}-") as tmp:
            run(f"irpass.testing.quadrants_programs:{program}", Path(tmp), "dump", init)
            found = {
                stable_name(program, p.name): p.read_text()
                for p in sorted(Path(tmp).glob("*_llvm.ll"))
                if _RELEASE_DUMP.search(p.name)
            }
        log(f"[release] {program}: {len(found)} reverse kernel module(s)")
        return found

    out: dict[str, str] = {}
    with ThreadPoolExecutor(jobs) as pool:
        for found in pool.map(one, programs):
            out.update(found)
    return out


def real_kernels(
    programs: tuple[str, ...],
    releases: dict[str, str],
    groups: tuple[str, ...],
    names: frozenset[str] | None = None,
) -> list[Kernel]:
    """The checked-in debug dumps of ``programs`` in each of ``groups`` (``REAL``: the runtime
    linked; ``REAL_UNLINKED``: not), each with its release build when found."""
    kernels = []
    for group in groups:
        for path in sorted(DUMPS.glob("*.ll")):
            program = _program_of(path.name, programs)
            if program is None:
                continue
            name = path.name.removesuffix(".ll").replace("_reverse_grad_kernel_0_range_for", "")
            variants = real_variants(group == REAL, names)
            release = releases.get(path.name)
            if release is None:
                variants = tuple(v for v in variants if v.strategy is not None)
            kernels.append(Kernel(name, group, path.read_text(), release, variants))
    return kernels


def _program_of(filename: str, programs: tuple[str, ...]) -> str | None:
    """The program a dump belongs to (``vector8_deep`` over ``vector8``), if it is asked for."""
    owner = max((p for p in REAL_FULL if filename.startswith(p + "_")), key=len, default=None)
    return owner if owner in programs else None


def genesis_kernels(programs: tuple[str, ...], names: frozenset[str] | None, log) -> list[Kernel]:
    """The reverse kernels with helper calls of the Genesis-shaped ``programs``
    (``irpass.testing.quadrants_genesis_programs``), dumped here in a debug build, each with the
    same kernel of a release build (``debug=False``: no bounds checks, as Genesis runs)."""
    from irpass.quadrants import kernel_modules
    from irpass.testing.quadrants_dump import stable_name

    kernels = []
    for program in programs:
        target = f"irpass.testing.quadrants_genesis_programs:{program}"
        with tempfile.TemporaryDirectory(prefix=f"irpass-bench-{program}-") as tmp:
            debug, release = Path(tmp) / "debug", Path(tmp) / "release"
            run(target, debug, "dump", {"fast_math": False})
            run(target, release, "dump", {"fast_math": False, "debug": False})
            reverse = release.glob("*_reverse_grad_kernel_*_llvm.ll")
            releases = {stable_name(program, p.name): p for p in reverse}
            for path in kernel_modules(debug):
                key = stable_name(program, path.name)
                twin = releases.get(key)
                name = key.removesuffix(".ll").replace("_reverse_grad_kernel_", "_rev")
                variants = real_variants(True, names)
                if twin is None:
                    variants = tuple(v for v in variants if v.strategy is not None)
                text, twin_text = path.read_text(), twin.read_text() if twin else None
                kernels.append(Kernel(name, GENESIS, text, twin_text, variants))
        log(f"[genesis] {program}: {len(kernels)} kernel(s) with helper calls")
    return kernels


def genesis_real_kernels(names: frozenset[str] | None) -> list[Kernel]:
    """Genesis' own reverse kernels (``testdata/genesis``: CPU debug dumps, each with its release
    twin, ``debug=False`` and bounds checks off as Genesis runs), named by their prefix
    (``kernel_step_2``); ``names`` may name the parts variants (``bench.parts``) too."""
    parts = tuple(v for v in PART_VARIANTS if names is not None and v.name in names)
    kernels = []
    for path in sorted(GENESIS_DUMPS.glob("*_llvm.ll.xz")):
        twin = path.with_name(path.name.replace("_llvm.ll.xz", "_llvm.release.ll.xz"))
        name = re.sub(r"_c\d+_\d+_reverse_grad_kernel_\d+_\w+_llvm\.ll\.xz$", "", path.name)
        text = lzma.decompress(path.read_bytes()).decode()
        release = lzma.decompress(twin.read_bytes()).decode()
        variants = real_variants(True, names) + parts
        kernels.append(Kernel(name, GENESIS_REAL, text, release, variants))
    return kernels


def genesis_scaled_kernels(
    names: frozenset[str] | None, scaled: tuple[tuple[str, int], ...]
) -> list[Kernel]:
    """Genesis kernels repeated (``bench.scaled``): ``(name, times)`` gives ``<name>_x<times>``,
    debug and release alike, in the same variants as ``genesis_real_kernels``."""
    real = {k.name: k for k in genesis_real_kernels(names)}
    return [
        Kernel(
            f"{name}_x{times}",
            GENESIS_REAL,
            repeated(real[name].text, times),
            repeated(real[name].release or "", times),
            real[name].variants,
        )
        for name, times in scaled
    ]
