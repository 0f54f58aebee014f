"""Reading input bytes as IR text and writing output atomically."""

import os
import tempfile
from pathlib import Path

from irpass.errors import IRPassError

_BITCODE = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")


def decode(data: bytes, path: str) -> str:
    """The text of an IR file, or a located error for what is not textual IR."""
    if data.startswith(_BITCODE):
        raise IRPassError("input is LLVM bitcode; irpass reads textual IR (.ll)", path)
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


def read_path(path: str) -> str:
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise IRPassError("no such file", path) from None
    except IsADirectoryError:
        raise IRPassError("is a directory, not an IR file", path) from None
    except OSError as exc:
        raise IRPassError(f"cannot read: {exc.strerror}", path) from None
    return decode(data, path)


def write_atomic(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder.

    An existing file keeps its permission bits; a new one gets the umask's.
    """
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".irpass-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, _mode_for(path))
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _mode_for(path: str) -> int:
    try:
        return os.stat(path).st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
