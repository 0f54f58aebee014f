"""Which files of a directory some process opens, seen by the kernel (Linux inotify).

``irpass quadrants`` uses it to confirm that Quadrants read the rewritten modules back: a
QD_LOAD_IR run that the offline cache short-circuits succeeds just the same, so only the opens
tell a loaded kernel from a cached one.
"""

import ctypes
import os
import struct
from pathlib import Path

IN_OPEN = 0x20
_EVENT = struct.Struct("iIII")  # wd, mask, cookie, len; then the name, NUL-padded


class OpenWatch:
    """``with OpenWatch(directory) as watch:`` ... ``watch.opened()``: the names opened in
    ``directory`` meanwhile. ``available`` is False where inotify is missing (not Linux)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.fd = -1
        self.available = False
        self.names: set[str] = set()

    def __enter__(self) -> "OpenWatch":
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            fd = libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        except (OSError, AttributeError):
            return self
        if fd >= 0 and libc.inotify_add_watch(fd, os.fsencode(self.directory), IN_OPEN) < 0:
            os.close(fd)
            fd = -1
        self.fd = fd
        self.available = fd >= 0
        return self

    def drain(self) -> None:
        """Read the events queued so far (the queue holds 16,384 by default: drain while
        waiting on a long run)."""
        while self.fd >= 0:
            try:
                data = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                return
            offset = 0
            while offset < len(data):
                _, mask, _, size = _EVENT.unpack_from(data, offset)
                start = offset + _EVENT.size
                name = data[start : start + size].rstrip(b"\0")
                if mask & IN_OPEN and name:
                    self.names.add(os.fsdecode(name))
                offset = start + size

    def opened(self) -> set[str]:
        self.drain()
        return set(self.names)

    def __exit__(self, *_: object) -> None:
        self.drain()
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
