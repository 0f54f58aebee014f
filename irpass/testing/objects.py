"""Checks of what the backend emits: PTX through ``ptxas``, and ELF objects."""

import io
import shutil
import subprocess
from pathlib import Path

from elftools.elf.elffile import ELFFile

PTXAS = shutil.which("ptxas")


def assemble_ptx(ptx: bytes, directory: Path, name: str = "k") -> None:
    """``ptxas -c -arch=sm_90`` (external calls allowed); AssertionError with its message."""
    source = directory / f"{name}.ptx"
    source.write_bytes(ptx)
    cubin = directory / f"{name}.cubin"
    run = subprocess.run(
        [PTXAS or "ptxas", "-arch=sm_90", "-c", str(source), "-o", str(cubin)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, f"{name}: {run.stderr[-2000:]}"


def read_elf(data: bytes) -> ELFFile:
    return ELFFile(io.BytesIO(data))


def symbols(elf: ELFFile) -> set[str]:
    return {symbol.name for symbol in elf.get_section_by_name(".symtab").iter_symbols()}
