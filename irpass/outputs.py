"""Writing the outputs of one run all or nothing, whatever they are: files, devices, pipes, stdout.

A regular file is written to a temporary beside it and renamed into place; anything else
(standard output, ``/dev/full``, a FIFO) can only be written directly, and a direct write can
fail half-way. So a commit runs in three steps, each able to stop the next:

1. ``write_temporaries``: the regular files' data, each to its temporary (the temporary is
   created here, when there is something to write, never before the work);
2. ``publish`` writes the direct outputs, in the order they were reserved: a failure here
   removes the temporaries, so no regular file is replaced;
3. ``publish`` then renames every temporary into place with SIGINT and SIGTERM held back.

The first two steps may run in a child process (:mod:`irpass.child`) and the third in its
parent: the temporaries' names are chosen by ``reserve`` so that whichever process is left can
remove them.
"""

import contextlib
import os
import secrets
import stat
import sys
import tempfile
from collections.abc import Mapping
from typing import BinaryIO

from irpass.errors import UsageError, cannot_write
from irpass.interrupts import deferred

STDOUT = "-"
STDOUT_NAME = "<stdout>"  # how errors name standard output
TEMPORARY = ".irpass-{}.tmp"  # beside each regular output while it is written
_TEXT_PART = 1 << 20  # characters of text encoded at a time


class Outputs:
    """The output files of one run, committed together or not at all.

    ``reserve`` each path before any work: a path that cannot be written (no such folder, a
    directory, no permission) fails first, as an error about that path. Leaving the ``with``
    block without a commit removes whatever temporary was written. Replaced files keep their
    permission bits; new ones get the umask's.
    """

    def __init__(self, stdout: BinaryIO | None = None) -> None:
        self._stdout = stdout
        self._temporaries: dict[str, str] = {}  # regular target -> its temporary's path
        self._direct: list[str] = []  # stdout and special files, written in place
        self.touched: list[str] = []  # the direct outputs opened, whose write has begun
        self.committed = False

    def __enter__(self) -> "Outputs":
        return self

    def __exit__(self, *exc: object) -> None:
        self.discard()

    def reserve(self, path: str, temporary: str | None = None) -> None:
        """Check that ``path`` can be written and choose its temporary (``temporary``, when
        the caller has chosen it already)."""
        if path in self._temporaries or path in self._direct:
            raise UsageError(f"'{path}' is given as two outputs")
        if path == STDOUT:
            self._direct.append(path)
            return
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            mode = None
        except OSError as exc:
            raise cannot_write(path, reason(exc)) from None
        if mode is not None and stat.S_ISDIR(mode):
            raise cannot_write(path, "is a directory")
        if mode is not None and not stat.S_ISREG(mode):
            if not os.access(path, os.W_OK):
                raise cannot_write(path, "permission denied")
            self._direct.append(path)
            return
        self._temporaries[path] = _temporary_beside(path, temporary)

    def temporary(self, path: str) -> str | None:
        """The temporary ``path`` is written to (None for a direct output)."""
        return self._temporaries.get(path)

    def commit(self, data: Mapping[str, bytes]) -> None:
        """All three steps in this process."""
        self.publish(self.write_temporaries(data))

    def write_temporaries(self, data: Mapping[str, bytes | str | list[str]]) -> dict[str, bytes]:
        """Write the regular outputs' data to their temporaries (text, whole or in pieces, is
        written as UTF-8 a part at a time, never copied whole); the direct outputs' data (bytes),
        for ``publish``."""
        if set(data) != set(self._temporaries) | set(self._direct):
            raise ValueError("commit needs the data of every reserved output, and no other")
        for path, tmp in self._temporaries.items():
            try:
                fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                try:
                    _write_all(fd, data[path])
                    os.fchmod(fd, _mode_for(path))
                finally:
                    os.close(fd)
            except OSError as exc:
                self.discard()
                raise cannot_write(path, reason(exc)) from None
        return {path: data[path] for path in self._direct}

    def publish(self, direct: Mapping[str, bytes]) -> None:
        """Write the direct outputs, then rename the temporaries into place.

        A direct output that fails removes the temporaries (nothing is replaced); the error says
        which direct outputs were written before it, the only ones that could not be undone.
        """
        for path in self._direct:
            written = [display(p) for p in self.touched]
            try:
                _write_direct(path, direct[path], self._stdout, self.touched)
            except OSError as exc:
                self.discard()
                raise cannot_write(display(path), reason(exc), written) from None
        with deferred():
            for path, tmp in self._temporaries.items():
                os.replace(tmp, path)
            self._temporaries.clear()
            self._direct.clear()
            self.committed = True

    def discard(self) -> None:
        """Remove the temporaries of a run that did not commit (those that were written)."""
        for tmp in self._temporaries.values():
            with contextlib.suppress(FileNotFoundError):
                os.unlink(tmp)
        self._temporaries.clear()
        self._direct.clear()


def display(path: str) -> str:
    """An output as messages name it."""
    return STDOUT_NAME if path == STDOUT else path


def reason(exc: OSError) -> str:
    """An OSError's cause as a lower-case phrase ("no space left on device")."""
    if exc.errno is not None:
        return os.strerror(exc.errno).lower()
    return str(exc).lower()


def temporary_name(path: str) -> str:
    """A fresh name for a temporary beside ``path``."""
    folder = os.path.dirname(os.path.abspath(path))
    return os.path.join(folder, TEMPORARY.format(secrets.token_hex(8)))


def _temporary_beside(path: str, temporary: str | None) -> str:
    """The temporary ``path`` is written through: a name only, created on commit.

    Without a ``temporary`` chosen (a run reserving its outputs before its work), whether the
    folder takes new files is tried now, with a file removed at once and no signal let in
    between (``os.access`` cannot say for root, nor for /proc). A caller that chose the name
    learns it when the temporary is written.
    """
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        why = "not a directory" if os.path.exists(folder) else "no such directory"
        raise cannot_write(path, why)
    if temporary is not None:
        return temporary
    with deferred():
        try:
            fd, probe = tempfile.mkstemp(dir=folder, prefix=".irpass-", suffix=".tmp")
        except OSError as exc:
            shown = os.path.dirname(path) or "."
            raise cannot_write(path, f"cannot create files in {shown} ({exc.strerror})") from None
        os.close(fd)
        os.unlink(probe)
    return temporary_name(path)


def _write_all(fd: int, data: bytes | str | list[str]) -> None:
    if isinstance(data, list):
        for part in data:
            _write_all(fd, part)
        return
    if isinstance(data, str):
        for start in range(0, len(data), _TEXT_PART):
            _write_all(fd, data[start : start + _TEXT_PART].encode())
        return
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _write_direct(path: str, data: bytes, stdout: BinaryIO | None, begun: list[str]) -> None:
    """Write ``data`` to ``path`` in place, adding it to ``begun`` once it is open."""
    if path != STDOUT:
        fd = os.open(path, os.O_WRONLY)  # a FIFO waits here for its reader
        begun.append(path)
        try:
            _write_all(fd, data)
        finally:
            os.close(fd)
        return
    out = stdout or sys.stdout.buffer
    begun.append(path)
    try:
        out.write(data)
        out.flush()
    except OSError:
        if stdout is None:  # what stays in the buffer would fail again, noisily, at exit
            os.dup2(os.open(os.devnull, os.O_WRONLY), out.fileno())
        raise


def _mode_for(path: str) -> int:
    try:
        return os.stat(path).st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
