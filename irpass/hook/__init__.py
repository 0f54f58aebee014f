"""Rewrite each kernel module while the host compiles it: a preload shim and its rewriter.

With the host's dump and load switches both on, its codegen writes each module, closes it, and
at once reopens the same path to compile what it reads. The shim (``shim.c``, preloaded into
the program and every process it starts) sends each such path to :class:`Rewriter`, a server
on a Unix socket in irpass's private directory, and waits for its answer before the host reads
the file back. See docs/quadrants.md, "One run", for why this mechanism.

The shim is compiled on first use with the system C compiler (``$CC``, else ``cc``) into a
per-user cache, ``$XDG_CACHE_HOME/irpass`` (``~/.cache/irpass``), under a name that hashes
its source, so an irpass upgrade builds a new one.
"""

import contextlib
import hashlib
import os
import platform
import shlex
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path

from irpass.backend.cold_runtime import runtime_text, stamp
from irpass.batch.files import Job
from irpass.batch.summary import DEFAULT_PATTERN, BatchSummary, FileOutcome, Status
from irpass.batch.work import rewrite_file
from irpass.child import ChildDied
from irpass.errors import IRPassError
from irpass.ir import grammar
from irpass.options import RewriteOptions
from irpass.outputs import temporary_name

SHIM = Path(__file__).with_name("shim.c")
SUFFIX = DEFAULT_PATTERN.removeprefix("*")


class CannotHook(Exception):
    """The hook cannot work here; the message says why, in one line."""


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "irpass"


def shim_library() -> Path:
    """The built shim: from the per-user cache, else compiled into it now."""
    if not sys.platform.startswith("linux"):
        raise CannotHook(f"the compile hook needs Linux (this is {sys.platform})")
    source = SHIM.read_bytes()
    key = hashlib.sha256(source + platform.machine().encode()).hexdigest()[:16]
    library = cache_dir() / f"hook-{key}.so"
    if library.exists():
        return library
    compiler = shlex.split(os.environ.get("CC") or "cc")
    if not compiler or shutil.which(compiler[0]) is None:
        raise CannotHook(f"no C compiler ('{compiler[0] if compiler else ''}') to build the hook")
    library.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=library.parent) as tmp:
        built = Path(tmp) / library.name
        command = [*compiler, "-O2", "-shared", "-fPIC", "-o", str(built), str(SHIM), "-ldl"]
        proc = subprocess.run(command, capture_output=True, text=True)
        if proc.returncode != 0:
            first = (proc.stderr.strip().splitlines() or ["no message"])[0]
            raise CannotHook(f"'{compiler[0]}' could not build the hook: {first}")
        os.replace(built, library)
    return library


def static_program(command: list[str]) -> str | None:
    """Why ``command``'s executable would ignore LD_PRELOAD (statically linked), or None
    (including when it cannot be told: a script, say, whose interpreter is checked when run)."""
    path = shutil.which(command[0]) if command else None
    if path is None:
        return None
    with contextlib.suppress(OSError), open(path, "rb") as f:
        head = f.read(64)
        if head[:4] != b"\x7fELF" or head[4] != 2:  # a script, or not 64-bit: not told here
            return None
        (phoff,) = struct.unpack_from("<Q", head, 32)
        phentsize, phnum = struct.unpack_from("<HH", head, 54)
        f.seek(phoff)
        table = f.read(phentsize * phnum)
        types = {struct.unpack_from("<I", table, i * phentsize)[0] for i in range(phnum)}
        if 3 not in types:  # PT_INTERP: the dynamic loader that would read LD_PRELOAD
            return f"'{command[0]}' is statically linked, so it loads no preload library"
    return None


@dataclass
class Rewriter:
    """The long-lived rewriter behind the shim: one server for the whole run, on a socket in a
    fresh directory only this user can enter. Each request is a module path under
    ``directory``; it is rewritten in place by one of ``jobs`` forked workers (a crash costs
    one module) and answered once done, rewritten or not: a module that fails stays as
    dumped and the host loads it unchanged. ``overhead`` holds, per module, the seconds the
    hook added to the compile thread's wait beyond the rewrite itself."""

    directory: Path
    options: RewriteOptions = field(default_factory=RewriteOptions)
    jobs: int = 1
    outcomes: dict[str, FileOutcome] = field(default_factory=dict)
    overhead: list[float] = field(default_factory=list)
    peak: int = 0
    """The most modules in flight at once (several compile threads: more than one)."""

    def __post_init__(self) -> None:
        self._private = tempfile.TemporaryDirectory(prefix="irpass-hook-")
        self.socket_path = Path(self._private.name) / "socket"
        self._lock = threading.Lock()
        self._server: socket.socket | None = None
        self._threads: list[threading.Thread] = []
        self._root = str(Path(self.directory).resolve()) + os.sep
        self._in_flight = 0
        self._pool: ProcessPoolExecutor | None = None
        self._warming = threading.Thread(target=_warm, args=(self.options,), daemon=True)
        self._warming.start()

    def environment(self, library: Path, env: dict[str, str]) -> dict[str, str]:
        """``env`` with the shim preloaded and pointed at this server."""
        preload = " ".join(p for p in (str(library), env.get("LD_PRELOAD", "")) if p)
        return {
            **env,
            "LD_PRELOAD": preload,
            "IRPASS_HOOK_DIR": self._root,
            "IRPASS_HOOK_SOCKET": str(self.socket_path),
        }

    def __enter__(self) -> "Rewriter":
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        server.bind(str(self.socket_path))
        server.listen(64)
        self._server = server
        accepting = threading.Thread(target=self._accept, daemon=True)
        accepting.start()
        self._threads.append(accepting)
        return self

    def __exit__(self, *_: object) -> None:
        assert self._server is not None
        with contextlib.suppress(OSError):
            self._server.shutdown(socket.SHUT_RDWR)
        self._server.close()
        for thread in [*self._threads, self._warming]:
            thread.join()
        if self._pool is not None:
            self._pool.shutdown()
        self._private.cleanup()

    def _accept(self) -> None:
        assert self._server is not None
        while True:
            try:
                conn, _ = self._server.accept()
            except OSError:
                return
            thread = threading.Thread(target=self._serve, args=(conn,), daemon=True)
            thread.start()
            with self._lock:
                self._threads.append(thread)

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            data = b""
            while not data.endswith(b"\n") and (chunk := conn.recv(4096)):
                data += chunk
            start = time.perf_counter()
            path = os.fsdecode(data.rstrip(b"\n"))
            name = os.path.basename(path)
            if (
                path.startswith(self._root)
                and name.endswith(SUFFIX)
                and not name.startswith("struct_")
            ):
                with self._lock:
                    self._in_flight += 1
                    self.peak = max(self.peak, self._in_flight)
                done = self.rewrite(path)
                spent = time.perf_counter() - start - done.seconds
                with self._lock:
                    self._in_flight -= 1
                    self.outcomes[path] = done
                    self.overhead.append(spent)
            with contextlib.suppress(OSError):
                conn.sendall(b"done\n")

    def rewrite(self, path: str) -> FileOutcome:
        """Rewrite one module in place, in one of ``jobs`` long-lived workers (what does not
        depend on the module, such as the runtime's cold code, is built once per worker); a
        worker that dies costs its module, and a fresh pool takes the next."""
        job = Job(path, path, self.options, temporary=temporary_name(path))
        self._warming.join()  # the workers fork with what it built
        with self._lock:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(self.jobs, get_context("fork"))
            pool = self._pool
        try:
            return pool.submit(_work, job).result()
        except BrokenProcessPool:
            with self._lock:
                if self._pool is pool:
                    self._pool = None
            pool.shutdown(wait=False)
            error = str(IRPassError.internal(ChildDied("the worker process died"), path))
            return FileOutcome(path, Status.FAILED, error=error)

    def summary(self) -> BatchSummary:
        """What was rewritten, in name order."""
        files = [self.outcomes[p] for p in sorted(self.outcomes)]
        return BatchSummary(str(self.directory), files, sum(f.seconds for f in files))

    def written(self) -> list[Path]:
        """The kernel modules the run wrote under the directory, in name order."""
        return sorted(
            p
            for p in Path(self.directory).glob(DEFAULT_PATTERN)
            if not p.name.startswith("struct_")
        )

    def missed(self) -> list[Path]:
        """The modules the run wrote that never reached the rewriter."""
        seen = {Path(p).name for p in self.outcomes}
        return [p for p in self.written() if p.name not in seen]


def _warm(options: RewriteOptions) -> None:
    """Build, while the program starts (its imports take seconds), what every module's rewrite
    needs first: the instruction parser and the runtime's text. The workers fork afterwards and
    inherit both, so the first modules' compile threads do not wait for them."""
    with contextlib.suppress(Exception):  # each module then meets (and reports) it itself
        grammar.parser()
        if options.cold_runtime is not None:
            runtime_text(options.cold_runtime, stamp(options.cold_runtime))


def _work(job: Job) -> FileOutcome:
    """One module, in a worker: rewrite_file blocks signals around its rename; the worker
    takes them again for the next module."""
    held = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    try:
        return rewrite_file(job)
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


__all__ = ["CannotHook", "Rewriter", "Status", "shim_library", "static_program"]
