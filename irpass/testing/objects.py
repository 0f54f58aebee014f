"""Checks of what the backend emits: PTX through ``ptxas``, and ELF objects."""

import io
import shutil
import subprocess
from pathlib import Path

from elftools.elf.elffile import ELFFile

from irpass.backend.emit import EmitOptions
from irpass.testing.cpu_runtime import runtime_bitcode

PTXAS = shutil.which("ptxas")


def linked_ptx(print_out_of_line: bool, reporters: bool = False) -> EmitOptions:
    """-O3 PTX for sm_90 with the wheel's CUDA runtime linked and force-inlined, as Quadrants
    builds a kernel; ``print_out_of_line`` keeps its print functions out of line, ``reporters``
    optimises the functions left out of line and keeps their loops rolled."""
    return EmitOptions(
        opt_level=3,
        target="ptx",
        mcpu="sm_90",
        emit="asm",
        link=(str(runtime_bitcode("cuda")),),
        inline_linked=True,
        print_out_of_line=print_out_of_line,
        optimise_out_of_line=reporters,
        rolled_cold_loops=reporters,
    )


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
