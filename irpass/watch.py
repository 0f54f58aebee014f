"""Which files of a directory some process opens, seen by the kernel (Linux inotify).

``irpass quadrants`` uses it to confirm that Quadrants read the rewritten modules back: a
QD_LOAD_IR run that the offline cache short-circuits succeeds just the same, so only the opens
tell a loaded kernel from a cached one. In the one-run flow a module is written, replaced by its
rewrite (a rename onto its name) and opened again: ``reopened`` names those opened after their
replacement.
"""

import ctypes
import os
import struct
import threading
from pathlib import Path

IN_OPEN = 0x20
IN_MOVED_TO = 0x80
_EVENT = struct.Struct("iIII")  # wd, mask, cookie, len; then the name, NUL-padded


class OpenWatch:
    """``with OpenWatch(directory) as watch:`` ... ``watch.opened()``: the names opened in
    ``directory`` meanwhile. ``available`` is False where inotify is missing (not Linux).
    ``follow`` drains the events every tenth of a second while the block runs (a long run)."""

    def __init__(self, directory: Path, follow: bool = False) -> None:
        self.directory = directory
        self.fd = -1
        self.available = False
        self.names: set[str] = set()
        self.replaced: set[str] = set()
        self.reopened: set[str] = set()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._follow, daemon=True) if follow else None

    def __enter__(self) -> "OpenWatch":
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            fd = libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        except (OSError, AttributeError):
            return self
        mask = IN_OPEN | IN_MOVED_TO
        if fd >= 0 and libc.inotify_add_watch(fd, os.fsencode(self.directory), mask) < 0:
            os.close(fd)
            fd = -1
        self.fd = fd
        self.available = fd >= 0
        if self.available and self._thread is not None:
            self._thread.start()
        return self

    def _follow(self) -> None:
        while not self._stop.wait(0.1):
            self.drain()

    def drain(self) -> None:
        """Read the events queued so far (the queue holds 16,384 by default: drain while
        waiting on a long run)."""
        with self._lock:
            self._drain()

    def _drain(self) -> None:
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
                if name and mask & IN_OPEN:
                    self.names.add(os.fsdecode(name))
                    if os.fsdecode(name) in self.replaced:
                        self.reopened.add(os.fsdecode(name))
                elif name and mask & IN_MOVED_TO:
                    self.replaced.add(os.fsdecode(name))
                    self.reopened.discard(os.fsdecode(name))
                offset = start + size

    def opened(self) -> set[str]:
        self.drain()
        return set(self.names)

    def __exit__(self, *_: object) -> None:
        if self._thread is not None and self._thread.is_alive():
            self._stop.set()
            self._thread.join()
        self.drain()
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
