"""Reading input bytes as IR text: textual IR or bitcode."""

from pathlib import Path

from irpass.errors import IRPassError, cannot_read

BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")  # raw bitcode, and the wrapper Apple uses


def is_bitcode(data: bytes) -> bool:
    return data.startswith(BITCODE_MAGIC)


def decode(data: bytes, path: str) -> str:
    """The text of an IR file (LLVM's print of it for bitcode), or a located error for what is
    not an LLVM module."""
    if is_bitcode(data):
        from irpass.backend.llvm import bitcode_text  # llvmlite only when bitcode comes in

        return bitcode_text(data, path)
    if not data.strip():
        raise IRPassError("empty input: no LLVM module", path)
    nul = data.find(b"\0")
    if nul >= 0:
        raise IRPassError("binary data (NUL byte) in textual IR", path, *_position(data, nul))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise IRPassError("invalid UTF-8 in input", path, *_position(data, exc.start)) from None


def _position(data: bytes, offset: int) -> tuple[int, int]:
    line = data.count(b"\n", 0, offset) + 1
    col = offset - (data.rfind(b"\n", 0, offset) + 1) + 1
    return line, col


def read_bytes(path: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except FileNotFoundError:
        raise cannot_read(path, "no such file") from None
    except IsADirectoryError:
        raise cannot_read(path, "is a directory") from None
    except OSError as exc:
        raise cannot_read(path, exc.strerror.lower()) from None
