"""Dump the kernel modules of the programs in ``kernels.py`` under stable names.

    python -m irpass.testing.quadrants_dump --out testdata/quadrants/dumps [PROGRAM ...]

Each program runs in its own subprocess with ``QD_DUMP_IR=1`` into a scratch
directory; every ``*_llvm.ll`` that calls an adstack helper is copied, bytes
unchanged, to ``<out>/<program>_<kernel>_<rest>.ll``: Quadrants' compile
counter (``_c<N>_<M>``) and the ``_llvm`` suffix are dropped from the name.
"""

import argparse
import re
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from irpass.quadrants import kernel_modules, run
from irpass.testing.quadrants_programs import PROGRAMS

_DUMP_NAME = re.compile(r"^(?P<kernel>.+?)_c\d+_\d+_(?P<rest>.+)_llvm\.ll$")


def stable_name(program: str, dumped: str) -> str:
    """``loop_carry`` + ``carry_c61_0_reverse_grad_kernel_0_range_for_llvm.ll`` ->
    ``loop_carry_carry_reverse_grad_kernel_0_range_for.ll``."""
    match = _DUMP_NAME.match(dumped)
    if match is None:
        raise ValueError(f"unexpected Quadrants dump name {dumped!r}")
    return f"{program}_{match['kernel']}_{match['rest']}.ll"


def dump_program(program: str, out: Path) -> list[Path]:
    """Run one program with dumping on and copy its adstack kernel modules to ``out``."""
    with tempfile.TemporaryDirectory(prefix=f"irpass-dump-{program}-") as tmp:
        init = PROGRAMS[program].init
        run(f"irpass.testing.quadrants_programs:{program}", Path(tmp), "dump", init)
        copied = []
        for src in kernel_modules(Path(tmp)):
            dst = out / stable_name(program, src.name)
            shutil.copyfile(src, dst)
            copied.append(dst)
        return copied


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m irpass.testing.quadrants_dump")
    parser.add_argument("--out", type=Path, default=Path("testdata/quadrants/dumps"))
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("programs", nargs="*", default=sorted(PROGRAMS))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(args.jobs) as pool:
        for paths in pool.map(lambda p: dump_program(p, args.out), args.programs):
            for path in paths:
                print(f"{path}  {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
