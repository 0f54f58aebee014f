"""Reading input bytes as IR text (textual IR or bitcode), and writing outputs all or nothing."""

import os
import stat
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import BinaryIO

from irpass.errors import IRPassError, UsageError, cannot_read, cannot_write
from irpass.interrupts import deferred

BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")  # raw bitcode, and the wrapper Apple uses
STDOUT = "-"


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


class Outputs:
    """The output files of one run, committed together or not at all.

    ``reserve`` each path before any work: it creates the temporary file the data will go
    through, beside the target, so a path that cannot be written fails first, as an error about
    that path. ``commit`` writes every file's data to its temporary and then renames them all,
    with SIGINT and SIGTERM held back; leaving the ``with`` block without a commit removes the
    temporaries. ``-`` is standard output, written last. A target that exists and is not a
    regular file (``/dev/null``, a pipe) is written directly. Replaced files keep their
    permission bits; new ones get the umask's.
    """

    def __init__(self, stdout: BinaryIO | None = None) -> None:
        self._stdout = stdout
        self._temporaries: dict[str, str] = {}  # target -> temporary beside it
        self._direct: set[str] = set()  # stdout and special files

    def __enter__(self) -> "Outputs":
        return self

    def __exit__(self, *exc: object) -> None:
        self.discard()

    def reserve(self, path: str) -> None:
        if path in self._temporaries or path in self._direct:
            raise UsageError(f"'{path}' is given as two outputs")
        if path == STDOUT:
            self._direct.add(path)
            return
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            mode = None
        except OSError as exc:
            raise cannot_write(path, exc.strerror.lower()) from None
        if mode is not None and stat.S_ISDIR(mode):
            raise cannot_write(path, "is a directory")
        if mode is not None and not stat.S_ISREG(mode):
            if not os.access(path, os.W_OK):
                raise cannot_write(path, "permission denied")
            self._direct.add(path)
            return
        self._temporaries[path] = _temporary_beside(path)

    def commit(self, data: Mapping[str, bytes]) -> None:
        """Write ``data`` (one entry per reserved path) and make it visible at once."""
        if set(data) != set(self._temporaries) | self._direct:
            raise ValueError("commit needs the data of every reserved output, and no other")
        try:
            for path, tmp in self._temporaries.items():
                with open(tmp, "wb") as handle:
                    handle.write(data[path])
                os.chmod(tmp, _mode_for(path))
        except OSError as exc:
            raise cannot_write(path, exc.strerror.lower()) from None
        with deferred():
            for path, tmp in self._temporaries.items():
                os.replace(tmp, path)
            self._temporaries.clear()
            for path in sorted(self._direct):
                _write_direct(path, data[path], self._stdout)
            self._direct.clear()

    def discard(self) -> None:
        """Remove the temporaries of a run that did not commit."""
        for tmp in self._temporaries.values():
            if os.path.exists(tmp):
                os.unlink(tmp)
        self._temporaries.clear()
        self._direct.clear()


def _temporary_beside(path: str) -> str:
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        why = "not a directory" if os.path.exists(folder) else "no such directory"
        raise cannot_write(path, why)
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".irpass-", suffix=".tmp")
    except OSError as exc:
        raise cannot_write(
            path, f"cannot create files in {os.path.dirname(path) or '.'} ({exc.strerror})"
        ) from None
    os.close(fd)
    return tmp


def _write_direct(path: str, data: bytes, stdout: BinaryIO | None) -> None:
    if path == STDOUT:
        out = stdout or sys.stdout.buffer
        try:
            out.write(data)
            out.flush()
        except BrokenPipeError:  # the reader went away (`irpass ... | head`)
            os.dup2(os.open(os.devnull, os.O_WRONLY), out.fileno())  # so exit cannot flush
            raise cannot_write(STDOUT, "broken pipe") from None
        return
    with open(path, "wb") as handle:
        handle.write(data)


def write_atomic(path: str, data: bytes) -> None:
    """Replace ``path`` by ``data`` through a temporary file in the same folder."""
    with Outputs() as outputs:
        outputs.reserve(path)
        outputs.commit({path: data})


def _mode_for(path: str) -> int:
    try:
        return os.stat(path).st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
