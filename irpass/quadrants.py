"""Run a Quadrants program around irpass: dump its kernels, rewrite them, load them back.

Quadrants (1.3.3) has two switches for this, both reading ``debug_dump_path``
(set here through the ``QD_DEBUG_DUMP_PATH`` environment variable):

- ``QD_DUMP_IR=1`` writes, for every compiled task, the unoptimised LLVM module
  as ``<kernel>_c<N>_<M>[_reverse_grad]_kernel_<task>_<for kind>_llvm.ll``
  (plus CHI IR dumps ending in other suffixes and ``struct_<NNNN>_llvm.ll``,
  which are not kernel modules). ``<N>`` counts compiled kernels in the order
  the process compiles them.
- ``QD_LOAD_IR=1`` makes codegen read the module back from exactly that path
  instead of its own output. The name has to match byte for byte, so the
  loading run must compile the same kernels in the same order (run the same
  deterministic program), and every task it compiles must have its file: a
  missing or unparsable file aborts the process.

Both need ``offline_cache=False`` and ``src_ll_cache=False`` (else cached
kernels skip codegen), and only ``debug=True`` builds emit the adstack helper
calls at all. Quadrants is initialised once per process, so every run here is
a fresh ``python -m irpass.quadrants`` subprocess; results come back as
``.npz``. A program is a function ``() -> dict[str, array]`` named by
``"module:function"`` (or passed as an importable function) that builds its
fields after ``qd.init``.

Results of a rewritten run are bit-identical to the unmodified run with
``fast_math=False``; with Quadrants' default fast math, LLVM may contract or
reassociate differently once the stack count is in SSA, a last-bit change.
"""

import argparse
import contextlib
import hashlib
import importlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from irpass.adstack.helpers import mentions_helpers
from irpass.batch import DEFAULT_PATTERN, BatchSummary, rewrite_dir
from irpass.batch.summary import Status
from irpass.errors import IRPassError
from irpass.hook import CannotHook, Rewriter, cache_dir, shim_library, static_program
from irpass.hosts import HOSTS, Host, read_init
from irpass.options import RewriteOptions
from irpass.stats import counted
from irpass.watch import OpenWatch

Arrays = dict[str, np.ndarray]
Program = Callable[[], Mapping[str, Any]] | str

INIT = {
    "ad_stack_experimental_enabled": True,
    "offline_cache": False,
    "src_ll_cache": False,
    "debug": True,
}
"""``qd.init`` arguments every run uses (on the CPU)."""

_ENV_SWITCHES = ("QD_DUMP_IR", "QD_LOAD_IR", "QUADRANTS_LOAD_PTX", "QD_DEBUG_DUMP_PATH")
_LOADS = {"load": "QD_LOAD_IR", "load-ptx": "QUADRANTS_LOAD_PTX"}


class QuadrantsRunError(RuntimeError):
    """A program's subprocess failed; the message ends with its output."""


@dataclass
class RoundTrip:
    """Arrays of the unmodified and the rewritten run, the modules that had helper calls, and
    the rewritten modules Quadrants opened on the second run (None: not observable here)."""

    baseline: Arrays
    rewritten: Arrays
    files: list[Path]
    summary: BatchSummary
    loaded: list[Path] | None = None


def target_of(program: Program) -> str:
    """The ``module:qualname`` a subprocess can import ``program`` by."""
    if isinstance(program, str):
        return program
    if program.__module__ == "__main__" or "<locals>" in program.__qualname__:
        raise ValueError(f"{program.__qualname__} is not importable from a subprocess")
    return f"{program.__module__}:{program.__qualname__}"


def run(
    program: Program,
    dump_dir: Path,
    mode: str,
    init: Mapping[str, Any] | None = None,
    timeout: float | None = 600,
    hook: "tuple[Rewriter, Path] | None" = None,
) -> Arrays:
    """Run ``program`` in a fresh process; ``mode`` is "dump", "load" (``QD_LOAD_IR``),
    "load-ptx" (``QUADRANTS_LOAD_PTX``, CUDA only), "both" (dump and load) or "plain". ``init``
    may name the backend as ``"arch": "cuda"`` (default: the CPU). ``hook``: the rewriter
    and the shim library to preload (see :func:`hooked`)."""
    env = environment(dump_dir, mode)
    if hook is not None:
        env = hook[0].environment(hook[1], env)
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
    Path(dump_dir).mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="irpass-qd-") as tmp:
        out = Path(tmp) / "result.npz"
        cmd = [sys.executable, "-m", "irpass.quadrants", target_of(program), str(out)]
        cmd += ["--init", json.dumps(dict(init or {}))]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            tail = (proc.stdout + proc.stderr)[-4000:]
            raise QuadrantsRunError(
                f"{target_of(program)} ({mode}) exited with {proc.returncode}:\n{tail}"
            )
        with np.load(out) as data:
            return {k: data[k] for k in data.files}


def environment(dump_dir: Path, mode: str) -> dict[str, str]:
    """This process's environment with Quadrants' switches for ``mode`` ("dump", "load",
    "load-ptx" or "plain") on ``dump_dir``, and no other."""
    env = {k: v for k, v in os.environ.items() if k not in _ENV_SWITCHES}
    env["QD_DEBUG_DUMP_PATH"] = str(Path(dump_dir).resolve()) + os.sep
    if mode in ("dump", "both"):
        env["QD_DUMP_IR"] = "1"
    if mode == "both":
        env["QD_LOAD_IR"] = "1"
    elif mode in _LOADS:
        env[_LOADS[mode]] = "1"
    elif mode not in ("plain", "dump", "both"):
        raise ValueError(f"unknown mode {mode!r}")
    return env


def kernel_modules(dump_dir: Path) -> list[Path]:
    """The dumped kernel modules that call adstack helpers, sorted by name."""
    return sorted(p for p in Path(dump_dir).glob("*_llvm.ll") if mentions_helpers(p.read_text()))


def rewrite_in_place(
    dump_dir: Path, options: RewriteOptions | None = None, jobs: int = 1
) -> BatchSummary:
    """Rewrite the kernel modules of ``dump_dir`` where they are; a failure raises."""
    summary = rewrite_dir(dump_dir, options, jobs=jobs)
    if summary.failed:
        raise QuadrantsRunError("rewrite failed:\n" + summary.format())
    return summary


def loaded(summary: BatchSummary, watch: OpenWatch) -> list[Path] | None:
    """The modules irpass rewrote (``summary``) that were opened under ``watch``: the kernels
    Quadrants compiled from irpass's output (QD_LOAD_IR opens a module only to compile it)."""
    if not watch.available:
        return None
    opened = watch.opened()
    return [
        Path(f.path)
        for f in summary.files
        if f.status is Status.REWRITTEN and Path(f.path).name in opened
    ]


def roundtrip(
    program: Program,
    options: RewriteOptions | None = None,
    workdir: Path | None = None,
    jobs: int = 1,
    init: Mapping[str, Any] | None = None,
    one_run: bool = False,
) -> RoundTrip:
    """Dump, rewrite every kernel module in place, and run again on the rewritten IR; with
    ``one_run``, a plain run, then one run whose modules are rewritten as they are compiled
    (:func:`hooked`), in which a module that fails to rewrite runs as dumped.

    The dumped (then rewritten) modules stay in ``workdir/ir`` when ``workdir``
    is given, else in a temporary directory that is removed.
    """
    with tempfile.TemporaryDirectory(prefix="irpass-rt-") as tmp:
        dump_dir = Path(workdir or tmp) / "ir"
        dump_dir.mkdir(parents=True, exist_ok=False)
        if one_run:
            baseline = run(program, dump_dir.parent, "plain", init)
            rewritten, summary, seen = hooked(program, dump_dir, options, jobs, init)
            return RoundTrip(baseline, rewritten, kernel_modules(dump_dir), summary, seen)
        baseline = run(program, dump_dir, "dump", init)
        files = kernel_modules(dump_dir)
        summary = rewrite_in_place(dump_dir, options, jobs)
        with OpenWatch(dump_dir) as watch:
            rewritten = run(program, dump_dir, "load", init)
        return RoundTrip(baseline, rewritten, files, summary, loaded(summary, watch))


def hooked(
    program: Program,
    dump_dir: Path,
    options: RewriteOptions | None = None,
    jobs: int = 1,
    init: Mapping[str, Any] | None = None,
) -> tuple[Arrays, BatchSummary, list[Path] | None]:
    """Run ``program`` once with its modules rewritten in ``dump_dir`` as Quadrants compiles
    them: its arrays, what was rewritten, and the rewritten modules Quadrants then opened."""
    library = shim_library()
    with (
        Rewriter(dump_dir, options or RewriteOptions(), jobs) as rewriter,
        OpenWatch(dump_dir, follow=True) as watch,
    ):
        arrays = run(program, dump_dir, "both", init, hook=(rewriter, library))
    summary = rewriter.summary()
    return arrays, summary, loaded_after_rewrite(summary, watch)


CACHE_HIDES_DUMP = "DUMP_IR_CACHE_MISMATCH"
"""Quadrants' warning code when QD_DUMP_IR meets an offline cache that is on."""
CACHE_HIDES_LOAD = "Caching must be disabled when using QD_LOAD_IR"
"""The start of the error qd.init raises when QD_LOAD_IR meets a cache that is on."""
HIDDEN = (
    "the program's qd.init keeps a kernel cache on, so Quadrants would not read the rewritten "
    "IR back: pass offline_cache=False and src_ll_cache=False to qd.init (src_ll_cache is on "
    "unless it is turned off)"
)


@dataclass
class Loop:
    """What ``irpass quadrants`` did: the kernel modules the run dumped, the rewrite (None: not
    reached), the rewritten modules Quadrants opened to compile (None: not observable here) and
    the exit status of the program's last run. In the one-run flow, ``missed`` are the modules
    the hook never saw and ``overhead`` the seconds it added per module beyond the rewrite."""

    dumped: list[Path]
    summary: BatchSummary | None
    loaded: list[Path] | None
    status: int
    reran: bool = False
    one_run: bool = False
    missed: list[Path] = field(default_factory=list)
    overhead: list[float] = field(default_factory=list)
    peak: int = 0
    host: str = "Quadrants"
    cache: Path | None = None
    """irpass's offline cache the run used (``--offline-cache``), else None."""
    dropped: bool = False
    """Whether that cache was emptied: a module failed, was missed, or was not seen loaded."""

    def report(self) -> str:
        """One line on what reached Quadrants."""
        if self.one_run:
            return self._one_run_report()
        if self.summary is None:
            if self.status != 0:
                return f"the program exited with {self.status}; nothing rewritten"
            return "the program dumped no kernel module (does it compile any kernel?)"
        rewritten = self.summary.count(Status.REWRITTEN)
        if not rewritten:
            return (
                f"nothing to rewrite in {counted(len(self.dumped), 'kernel module')} ("
                f"{NO_HELPERS}); not run again"
            )
        return f"{self._rewritten()}, {self._seen()}"

    def _rewritten(self) -> str:
        assert self.summary is not None
        rewritten = self.summary.count(Status.REWRITTEN)
        return (
            f"{rewritten} of {counted(len(self.dumped), 'kernel module')} rewritten "
            f"({counted(self.summary.stacks_rewritten, 'stack')})"
        )

    def _seen(self) -> str:
        if self.loaded is None:
            return f"their loading not confirmed (no inotify here to see {self.host} open them)"
        return f"{len(self.loaded)} loaded rewritten by {self.host}"

    def _one_run_report(self) -> str:
        assert self.summary is not None
        parts = []
        if not self.dumped and self.cache is not None:
            parts.append(f"no kernel compiled: all from irpass's offline cache {self.cache}")
        elif not self.dumped:
            parts.append("the program compiled no kernel module")
        elif not self.summary.count(Status.REWRITTEN) and not self.summary.failed:
            parts.append(f"nothing to rewrite in {counted(len(self.dumped), 'kernel module')}")
            if not self.missed:
                parts[-1] += f" ({NO_HELPERS})"
        else:
            parts.append(f"{self._rewritten()} in one run, {self._seen()}")
        if self.summary.failed:
            failed = [  # the error's first line: the end line stays one line
                f"{Path(f.path).name}: {(f.error or 'no message').splitlines()[0]}"
                for f in self.summary.failed
            ]
            more = len(failed) - 3
            shown = "; ".join(failed[:3]) + (f"; and {more} more" if more > 0 else "")
            parts.append(f"{len(failed)} failed and ran as dumped ({shown})")
        if self.missed:
            parts.append(
                f"{len(self.missed)} not seen by the hook, ran as dumped (LD_PRELOAD cleared or "
                "a static interpreter? run with --two-runs)"
            )
        if self.dropped:
            parts.append(
                "irpass's offline cache emptied (not every module was seen rewritten and "
                f"loaded by {self.host}, so it may hold kernels compiled as dumped)"
            )
        if self.status != 0:
            parts.append(f"the program exited with {self.status}")
        return "; ".join(parts)


NO_HELPERS = (
    "Quadrants emits adstack helper calls with qd.init(debug=True, "
    "ad_stack_experimental_enabled=True)"
)


def in_the_loop(
    command: Sequence[str],
    options: RewriteOptions | None = None,
    dump_dir: Path | None = None,
    jobs: int = 1,
    two_runs: bool = False,
    host: str | None = None,
    offline_cache: bool = False,
) -> Loop:
    """Run ``command`` (a Quadrants or gstaichi program, ``host``; None: the one its script
    imports, else Quadrants) once with its dump and load
    switches both on and the compile hook preloaded: each module is rewritten between its dump
    and Quadrants' read-back (see :mod:`irpass.hook`). With ``two_runs``: dump into
    ``dump_dir``, rewrite, run again with the load switch.

    ``dump_dir`` is a private temporary directory when None, removed after. The offline cache
    is turned off (``QD_OFFLINE_CACHE=0``, a private cache path) unless the program's own
    qd.init turns it on; a cache that would hide the load is refused (IRPassError), before the
    run when the program's script says so. A hook that cannot work here is CannotHook.

    With ``offline_cache`` (one run only), the cache is on in irpass's own directory
    (:func:`private_cache`), so later runs load the rewritten kernels compiled by the first; a
    program whose init call names its own cache directory, turns the cache off, or cannot be
    read is refused before it runs (IRPassError).
    """
    if dump_dir is None:
        with tempfile.TemporaryDirectory(prefix="irpass-quadrants-") as tmp:
            return in_the_loop(command, options, Path(tmp), jobs, two_runs, host, offline_cache)
    if offline_cache and two_runs:
        raise ValueError("the offline cache is offered in one run only")
    init = read_init(list(command))
    if offline_cache and init.private is not None:
        raise IRPassError(f"--offline-cache: {init.private}; {OWN_CACHE}", None)
    if init.hides and not offline_cache:
        raise IRPassError(HIDDEN, None)
    if init.unknown is not None and not offline_cache:
        sys.stderr.write(
            f"irpass: note: cannot check the program's cache settings before it runs "
            f"({init.unknown}); Quadrants checks them when it starts\n"
        )
    if host is None:
        host = "gstaichi" if init.hosts == ("gstaichi",) else "quadrants"
    ir = Path(dump_dir) / "ir"
    ir.mkdir(parents=True, exist_ok=False)
    if two_runs:
        return _two_runs(command, options, Path(dump_dir), jobs, HOSTS[host])
    cache = private_cache(host, options or RewriteOptions()) if offline_cache else None
    return _one_run(command, options, Path(dump_dir), jobs, HOSTS[host], cache)


OWN_CACHE = (
    "irpass keeps the cache in a directory of its own, so that a plain run never reads a "
    "rewritten kernel: let qd.init keep the cache on (its default) without "
    "offline_cache_file_path, in the script irpass runs, or run without --offline-cache"
)


def private_cache(host: str, options: RewriteOptions) -> Path:
    """irpass's own offline cache for ``host`` and ``options``, under the per-user cache:
    named by irpass's version, a hash of its source (a checkout's edits change the rewrite
    too), the rewrite options and the cold runtime's bytes. The host keys its kernels by their
    source and its own configuration only, so anything else that changes the rewritten module
    must change this directory."""
    digest = hashlib.sha256(repr(options).encode())
    package = Path(__file__).parent
    for path in sorted(package.rglob("*")):
        if path.suffix in (".py", ".c") and path.is_file():
            digest.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes())
    if options.cold_runtime is not None:
        with contextlib.suppress(OSError):
            digest.update(Path(options.cold_runtime).read_bytes())
    try:
        version = metadata.version("irpass")
    except metadata.PackageNotFoundError:  # a checkout never installed
        version = "unknown"
    return cache_dir() / "offline-cache" / f"{host}-{version}-{digest.hexdigest()[:16]}"


def _one_run(
    command: Sequence[str],
    options: RewriteOptions | None,
    private: Path,
    jobs: int,
    host: Host,
    cache: Path | None = None,
) -> Loop:
    library = shim_library()
    if (why := static_program(list(command))) is not None:
        raise CannotHook(why)
    ir = private / "ir"
    if cache is None:
        env = _loop_environment(ir, private / "cache", host, host.dump, host.load)
    else:  # codegen alone sees the load switch (the shim answers its getenv): see the docs
        cache.mkdir(mode=0o700, parents=True, exist_ok=True)
        env = _loop_environment(ir, cache, host, host.dump, cached=True)
        env["IRPASS_HOOK_LOAD"] = host.load
    with (
        Rewriter(ir, options or RewriteOptions(), jobs) as rewriter,
        OpenWatch(ir, follow=True) as watch,
    ):
        status, output = _run_command(command, rewriter.environment(library, env), live=True)
    if CACHE_HIDES_LOAD in output:
        raise IRPassError(HIDDEN, None)
    summary = rewriter.summary()
    seen = loaded_after_rewrite(summary, watch)
    rewritten = summary.count(Status.REWRITTEN)
    missed = rewriter.missed()
    whole = seen is not None and len(seen) == rewritten and not summary.failed and not missed
    dropped = cache is not None and not whole
    if dropped:  # kernels compiled from modules as dumped may be cached: none is kept
        assert cache is not None
        shutil.rmtree(cache, ignore_errors=True)
    return Loop(
        rewriter.written(),
        summary,
        seen,
        status,
        one_run=True,
        missed=missed,
        overhead=rewriter.overhead,
        peak=rewriter.peak,
        host=host.name,
        cache=cache,
        dropped=dropped,
    )


def loaded_after_rewrite(summary: BatchSummary, watch: OpenWatch) -> list[Path] | None:
    """The modules rewritten in the run that the host opened after their rewrite replaced
    them: the kernels it compiled from irpass's output."""
    if not watch.available:
        return None
    reopened = watch.opened() and watch.reopened
    return [
        Path(f.path)
        for f in summary.files
        if f.status is Status.REWRITTEN and Path(f.path).name in reopened
    ]


def _two_runs(
    command: Sequence[str], options: RewriteOptions | None, private: Path, jobs: int, host: Host
) -> Loop:
    ir = private / "ir"
    cache = private / "cache"
    status, output = _run_command(command, _loop_environment(ir, cache, host, host.dump), True)
    if CACHE_HIDES_DUMP in output:
        raise IRPassError(HIDDEN, None)
    dumped = sorted(p for p in ir.glob(DEFAULT_PATTERN) if not p.name.startswith("struct_"))
    if status != 0 or not dumped:
        return Loop(dumped, None, None, status)
    summary = rewrite_in_place(ir, options, jobs)
    if not summary.count(Status.REWRITTEN):
        return Loop(dumped, summary, None, status)
    with OpenWatch(ir) as watch:
        status, output = _run_command(command, _loop_environment(ir, cache, host, host.load), False)
    if CACHE_HIDES_LOAD in output:
        raise IRPassError(HIDDEN, None)
    sys.stderr.write(output)
    return Loop(dumped, summary, loaded(summary, watch), status, reran=True, host=host.name)


def _loop_environment(
    ir: Path, cache: Path, host: Host, *switches: str, cached: bool = False
) -> dict[str, str]:
    """The environment without any host's switches, with ``switches`` on, the dump directory
    on ``ir`` and the offline cache in ``cache``, off unless ``cached``."""
    names = {n for h in HOSTS.values() for n in (h.dump, h.load, h.path)} | set(_ENV_SWITCHES)
    env = {k: v for k, v in os.environ.items() if k not in names | {"IRPASS_HOOK_LOAD"}}
    env[host.path] = str(ir.resolve()) + os.sep
    env.update(dict.fromkeys(switches, "1"))
    env.update({host.cache: "1" if cached else "0", host.cache_path: str(cache)})
    return env


def _run_command(command: Sequence[str], env: dict[str, str], live: bool) -> tuple[int, str]:
    """Run ``command``: its standard output passes through; its standard error too when
    ``live``, else it is held back and returned (with the exit status) for the caller."""
    try:
        proc = subprocess.Popen(list(command), env=env, stderr=subprocess.PIPE)
    except OSError as exc:
        raise IRPassError(f"cannot run '{command[0]}': {exc.strerror.lower()}", None) from None
    assert proc.stderr is not None
    held = []
    for line in iter(proc.stderr.readline, b""):
        text = line.decode(errors="replace")
        held.append(text)
        if live:
            sys.stderr.write(text)
            sys.stderr.flush()
    return proc.wait(), "".join(held)


def _child(argv: list[str]) -> None:
    """Subprocess side: initialise Quadrants, run the program, save its arrays."""
    parser = argparse.ArgumentParser(prog="python -m irpass.quadrants")
    parser.add_argument("target", help="module:function returning a dict of arrays")
    parser.add_argument("out", help="where to write the .npz")
    parser.add_argument("--init", default="{}", help="extra qd.init arguments (JSON)")
    args = parser.parse_args(argv)
    import quadrants as qd

    init = {**INIT, **json.loads(args.init)}
    qd.init(arch=getattr(qd, init.pop("arch", "cpu")), **init)
    module, _, qualname = args.target.partition(":")
    fn: Any = importlib.import_module(module)
    for part in qualname.split("."):
        fn = getattr(fn, part)
    result = {k: np.asarray(v) for k, v in fn().items()}
    np.savez(args.out, **result)


if __name__ == "__main__":
    _child(sys.argv[1:])
