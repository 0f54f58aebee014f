"""Work that LLVM may hold for long, run in a forked child process that a signal stops at once.

A Python signal handler runs only between bytecodes of the main thread, so a SIGINT that lands
while LLVM parses a long integer literal (its parser is quadratic in the digits) waits for LLVM.
The command line therefore forks: the child does the work and the parent, which only waits,
answers a signal at once by stopping the child with SIGTERM, which the child leaves at its
default action (the kernel ends it, whatever code it runs) except around the few steps that must
finish once begun (:func:`finishing`). The child ignores SIGINT: Ctrl-C reaches the whole
process group, and the parent decides.

The child sends back what it has to say over a pipe: messages, then the value ``work`` returned
or the exception it raised. Big byte strings travel out of band (wrap them in
``pickle.PickleBuffer``; they come back as memoryviews), not copied into a pickle.
"""

import contextlib
import ctypes
import os
import pickle
import signal
import struct
import sys
import traceback
from collections.abc import Callable, Iterator
from typing import Any

from irpass.interrupts import SIGNALS

_HEADER = struct.Struct("<QI")  # pickle size, out-of-band buffers that follow
_SIZE = struct.Struct("<Q")
_PR_SET_PDEATHSIG = 1


class ChildDied(Exception):
    """The child ended without a word: killed, or a crash inside LLVM."""


class Channel:
    """The child's end of the pipe."""

    def __init__(self, fd: int) -> None:
        self._fd = fd

    def send(self, message: object) -> None:
        buffers: list[pickle.PickleBuffer] = []
        data = pickle.dumps(message, protocol=5, buffer_callback=buffers.append)
        _write_all(self._fd, _HEADER.pack(len(data), len(buffers)) + data)
        for buffer in buffers:
            raw = buffer.raw()
            _write_all(self._fd, _SIZE.pack(raw.nbytes))
            _write_all(self._fd, raw)

    def say(self, text: str) -> None:
        """A progress line, printed by the parent as it comes."""
        self.send(("say", text))


class Child:
    """A forked process running ``work(channel)``. Leaving the ``with`` block stops it (if it
    still runs) and waits for it, so no child outlives the block."""

    def __init__(self, work: Callable[[Channel], Any]) -> None:
        read, write = os.pipe()
        parent = os.getpid()
        # the child takes the signals only once its own handlers are set (_become_child)
        held = signal.pthread_sigmask(signal.SIG_BLOCK, SIGNALS)
        try:
            pid = os.fork()
            if pid == 0:
                os.close(read)
                _serve(work, write, parent)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)
        os.close(write)
        self.pid = pid
        self.fd = read
        self.status: int | None = None

    def __enter__(self) -> "Child":
        return self

    def __exit__(self, *exc: object) -> None:
        if self.status is None:
            self.stop()
        self.reap()

    def stop(self) -> None:
        """Ask the child to end now (SIGTERM: immediate unless it is finishing)."""
        if self.status is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGTERM)

    def reap(self) -> int:
        """Wait for the child to end; its wait status. A second call (after a signal cut the
        first short) waits again."""
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
        if self.status is None:
            _, self.status = os.waitpid(self.pid, 0)
        return self.status

    def messages(self) -> Iterator[tuple]:
        """What the child sends, until it closes the pipe."""
        while True:
            header = _read_exact(self.fd, _HEADER.size)
            if header is None:
                return
            size, count = _HEADER.unpack(header)
            data = _read_exact(self.fd, size)
            buffers = []
            for _ in range(count):
                (nbytes,) = _SIZE.unpack(_read_exact(self.fd, _SIZE.size))
                buffers.append(_read_exact(self.fd, nbytes))
            yield pickle.loads(data, buffers=buffers)

    def result(self, say: Callable[[str], None] | None = None) -> Any:
        """The value ``work`` returned (its exception raised here); ``say`` gets the
        progress lines."""
        for kind, payload in self.messages():
            if kind == "say":
                if say is not None:
                    say(payload)
            elif kind == "value":
                self.reap()
                return payload
            else:
                self.reap()
                raise payload
        status = self.reap()
        raise ChildDied(describe(status))


def describe(status: int) -> str:
    """A wait status in words."""
    if os.WIFSIGNALED(status):
        return f"the worker process was killed by {signal.Signals(os.WTERMSIG(status)).name}"
    return f"the worker process exited with status {os.waitstatus_to_exitcode(status)}"


def finishing() -> None:
    """In a child: what is left to do (a rename, and the word to the parent that it was done)
    must finish once begun, so a SIGTERM from here on waits until the child has ended."""
    signal.pthread_sigmask(signal.SIG_BLOCK, SIGNALS)


def _serve(work: Callable[[Channel], Any], fd: int, parent: int) -> None:
    """The child's life: never returns."""
    status = 0
    try:
        _become_child(parent)
        channel = Channel(fd)
        try:
            channel.send(("value", work(channel)))
        except BaseException as exc:
            if os.environ.get("IRPASS_TRACEBACK"):
                traceback.print_exc()
            channel.send(("raise", _picklable(exc)))
    except BaseException:  # the pipe broke: the parent is gone
        status = 1
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):  # nothing is left to report it to
                stream.flush()
        os._exit(status)


def _become_child(parent: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, SIGNALS)
    with contextlib.suppress(OSError, AttributeError):  # Linux: end with the parent, even
        ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)  # one that was killed
    if os.getppid() != parent:  # the parent died before the line above
        os._exit(1)


def _picklable(exc: BaseException) -> BaseException:
    try:
        pickle.dumps(exc)
    except Exception:
        return RuntimeError(f"{type(exc).__name__}: {exc}")
    return exc


def _write_all(fd: int, data: bytes | memoryview) -> None:
    view = memoryview(data).cast("B")
    while view:
        view = view[os.write(fd, view) :]


def _read_exact(fd: int, size: int) -> bytearray | None:
    """``size`` bytes from ``fd``; None at the end of the stream before any."""
    buffer = bytearray(size)
    view = memoryview(buffer)
    got = 0
    while got < size:
        n = os.readv(fd, [view[got:]])
        if n == 0:
            if got == 0:
                return None
            raise ChildDied("the worker process stopped mid-message")
        got += n
    return buffer
