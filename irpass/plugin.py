"""The LLVM pass plugin (C++, ``plugin/``): where its sources are, building them for an LLVM,
and finding a built one. ``irpass plugin build`` compiles the sources the package carries (the
wheel's ``irpass/plugin_sources``, a checkout's ``plugin/``) against an LLVM's development files
into a per-user cache keyed by that LLVM's version and the sources' hash; ``irpass plugin-path``
prints it for ``opt -load-pass-plugin=$(irpass plugin-path)``. The package itself stays pure
Python: nothing is compiled at install time."""

import hashlib
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from dataclasses import dataclass
from pathlib import Path

from irpass.errors import IRPassError

ROOT = Path(__file__).resolve().parent.parent
PACKAGED = Path(__file__).resolve().parent / "plugin_sources"  # in a wheel or sdist install
CHECKOUT = ROOT / "plugin"
BUILD = CHECKOUT / "build"  # the checkout's build, the one the test suite loads
LIBRARY = "IRPassAdstack.so"
CONFIG = Path("lib", "cmake", "IRPassAdstack", "IRPassAdstackConfig.cmake")
ENV = "IRPASS_PLUGIN"
BUILD_COMMAND = "irpass plugin build"
MAJOR = re.compile(r"set\(IRPassAdstack_LLVM_VERSION_MAJOR (\d+)\)")
SUPPORTED = (22, 19)  # newest first: the LLVM majors the plugin builds for and is tested on


def sources() -> Path:
    """The plugin's sources: a checkout's ``plugin/``, else those the package carries."""
    return CHECKOUT if (CHECKOUT / "CMakeLists.txt").is_file() else PACKAGED


def source_hash(root: Path | None = None) -> str:
    """The hash of every source file (paths and contents), ignoring build folders: a cached
    build of other sources (another irpass version) is not taken for this one."""
    root = root or sources()
    digest = hashlib.sha256()
    tops = [p for p in root.iterdir() if not p.name.startswith("build")]  # not walked at all
    files = [f for top in tops for f in ([top] if top.is_file() else top.rglob("*"))]
    for path in sorted(files):
        relative = path.relative_to(root)
        if path.is_file() and "__pycache__" not in relative.parts:
            digest.update(relative.as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def cache_root() -> Path:
    """Where built plugins are kept, per user: ``$XDG_CACHE_HOME/irpass/plugin``."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "irpass" / "plugin"


def built_major(config: Path) -> int | None:
    """The LLVM major a build's CMake package config says it is for."""
    if not config.is_file():
        return None
    found = MAJOR.search(config.read_text())
    return int(found.group(1)) if found else None


def _built() -> list[tuple[int, Path]]:
    """Every built plugin found, as (LLVM major, path), best first: the checkout's own build
    (``plugin/build``, then ``plugin/build-*``), then the cache's builds of these sources,
    newest LLVM first."""
    found = []
    builds = [BUILD] + sorted(p for p in CHECKOUT.glob("build-*") if p.is_dir())
    for build in builds:
        major = built_major(build / CONFIG.name)
        if major is not None and (build / LIBRARY).is_file():
            found.append((major, build / LIBRARY))
    key = source_hash()
    cached = []
    for prefix in cache_root().glob(f"llvm-*-{key}"):
        major = built_major(prefix / CONFIG)
        if major is not None and (prefix / "lib" / LIBRARY).is_file():
            cached.append((major, prefix / "lib" / LIBRARY))
    return found + sorted(cached, key=lambda c: (-c[0], str(c[1])))


def find(major: int | None = None) -> Path | None:
    """``$IRPASS_PLUGIN``, else the best built plugin (for LLVM ``major`` when given)."""
    named = os.environ.get(ENV)
    if named:
        return Path(named) if Path(named).is_file() else None
    return next((p for m, p in _built() if major in (None, m)), None)


def path(major: int | None = None) -> Path:
    """The built plugin, or one line that says how to build it."""
    found = find(major)
    if found is not None:
        return found
    llvm = f"LLVM {major}" if major else "any LLVM"
    where = f"at ${ENV} ({os.environ[ENV]})" if os.environ.get(ENV) else f"built for {llvm}"
    how = f"{BUILD_COMMAND}" + (f" --llvm-config llvm-config-{major}" if major else "")
    raise IRPassError(
        f"no pass plugin {where}: build it with `{how}` (needs LLVM's development "
        "files, e.g. apt-get install llvm-22-dev, a C++ compiler, and cmake: "
        "pip install 'irpass[plugin]' has cmake and ninja)",
        None,
    )


@dataclass(frozen=True)
class LLVM:
    """An LLVM to build against: its version and the folder of its CMake package."""

    version: str
    cmake_dir: Path

    @property
    def major(self) -> int:
        return int(self.version.split(".")[0])


def _run(command: list[str], what: str, log: Path | None = None) -> str:
    """``command``'s output; when it fails, one line: the first error it printed, and the
    file ``log`` where all of its output is kept."""
    proc = subprocess.run(command, capture_output=True, text=True)
    if proc.returncode == 0:
        return proc.stdout.strip()
    output = proc.stdout + proc.stderr
    where = ""
    if log is not None:
        log.write_text(f"$ {' '.join(command)}\n{output}")
        where = f" (its output: {log})"
    raise IRPassError(f"{what} failed: {first_error(output)}{where}", None)


def first_error(output: str) -> str:
    """The line of a tool's output that says what went wrong: a compiler's ``error:``, else
    the message under CMake's ``CMake Error at ...:``, else the last line."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    for line in lines:
        if re.search(r"(^|: )(fatal )?error: ", line):
            return line
    for line, after in zip(lines, lines[1:], strict=False):
        if line.startswith("CMake Error"):
            return after
    return lines[-1] if lines else "no output"


def llvm_from_config(config: str) -> LLVM:
    """The LLVM that ``llvm-config`` program ``config`` describes."""
    if shutil.which(config) is None:
        raise IRPassError(f"no llvm-config at '{config}'", None)
    version = _run([config, "--version"], config)
    return LLVM(re.sub(r"[^0-9.].*", "", version), Path(_run([config, "--cmakedir"], config)))


def llvm_from_dir(folder: str) -> LLVM:
    """The LLVM whose CMake package is in ``folder`` (``LLVMConfig.cmake``), or under it
    (``lib/cmake/llvm``, an LLVM's install prefix)."""
    for candidate in (Path(folder), Path(folder, "lib", "cmake", "llvm")):
        version_file = candidate / "LLVMConfigVersion.cmake"
        if version_file.is_file():
            found = re.search(r'set\(PACKAGE_VERSION "([0-9.]+)', version_file.read_text())
            if found:
                return LLVM(found.group(1), candidate.resolve())
    raise IRPassError(f"no LLVM CMake package (LLVMConfigVersion.cmake) in '{folder}'", None)


def find_llvm() -> LLVM:
    """The newest ``llvm-config-NN`` on the PATH, else ``llvm-config``."""
    names = {}
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        for program in Path(folder or ".").glob("llvm-config*"):
            found = re.fullmatch(r"llvm-config(?:-(\d+))?", program.name)
            if found and os.access(program, os.X_OK):
                names.setdefault(program.name, int(found.group(1) or 0))
    if not names:
        raise IRPassError(
            "no llvm-config on the PATH: install LLVM's development files (apt-get install "
            "llvm-22-dev), or give --llvm-config PATH or --llvm-dir DIR",
            None,
        )
    return llvm_from_config(max(names, key=lambda n: (names[n], n)))


def tool(name: str) -> str | None:
    """``cmake`` or ``ninja``: on the PATH, else beside this Python (pip's ``cmake`` and
    ``ninja`` packages, the ``plugin`` extra, put them there)."""
    found = shutil.which(name)
    if found:
        return found
    beside = Path(sysconfig.get_path("scripts"), name)
    return str(beside) if beside.is_file() else None


def build(llvm: LLVM, prefix: Path | None = None, say=print) -> Path:
    """Configure, compile and install the plugin for ``llvm`` into the cache
    (``llvm-VERSION-SOURCEHASH``; a build there is reused), then copy that install into
    ``prefix`` when given (it is relocatable: the CMake package finds the plugin beside it).
    The installed plugin."""
    if llvm.major not in SUPPORTED:
        raise IRPassError(
            f"LLVM {llvm.version} ({llvm.cmake_dir}): the plugin builds for LLVM "
            f"{' and '.join(map(str, sorted(SUPPORTED)))}",
            None,
        )
    source = sources()
    cached = cache_root() / f"llvm-{llvm.version}-{source_hash(source)}"
    if (cached / "lib" / LIBRARY).is_file() and built_major(cached / CONFIG) == llvm.major:
        say(f"irpass: the plugin for LLVM {llvm.version} is built already ({cached})")
    else:
        _compile(llvm, source, cached, say)
    if prefix is None:
        return cached / "lib" / LIBRARY
    shutil.copytree(cached, prefix, dirs_exist_ok=True)
    return prefix / "lib" / LIBRARY


def _compile(llvm: LLVM, source: Path, prefix: Path, say) -> None:
    """CMake's configure, build and install steps, in a temporary folder beside ``prefix``;
    the install is renamed into place whole, so no one sees half a build."""
    cmake = tool("cmake")
    if cmake is None:
        raise IRPassError(
            "no cmake: pip install 'irpass[plugin]' (cmake and ninja from PyPI), "
            "or apt-get install cmake ninja-build",
            None,
        )
    ninja = tool("ninja")
    generator = ["-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={ninja}"] if ninja else []
    prefix.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="irpass-plugin-", dir=prefix.parent) as tmp:
        work, staged = Path(tmp, "build"), Path(tmp, "install")
        say(f"irpass: building the plugin for LLVM {llvm.version} ({llvm.cmake_dir})")
        log = prefix.parent / f"{prefix.name}.log"
        _run(
            [cmake, "-S", str(source), "-B", str(work), "-DCMAKE_BUILD_TYPE=Release"]
            + [f"-DLLVM_DIR={llvm.cmake_dir}"]
            + generator,
            "cmake's configure step",
            log,
        )
        jobs = str(os.cpu_count() or 1)
        _run([cmake, "--build", str(work), "-j", jobs], "the plugin's build", log)
        _run([cmake, "--install", str(work), "--prefix", str(staged)], "cmake --install", log)
        shutil.rmtree(prefix, ignore_errors=True)
        staged.rename(prefix)


def build_from_args(llvm_config: str | None, llvm_dir: str | None, prefix: str | None) -> Path:
    """``irpass plugin build``'s choice of LLVM, then ``build``; progress on stderr."""
    if llvm_dir:
        llvm = llvm_from_dir(llvm_dir)
    elif llvm_config:
        llvm = llvm_from_config(llvm_config)
    else:
        llvm = find_llvm()
    return build(llvm, Path(prefix).resolve() if prefix else None, say=_stderr)


def _stderr(text: str) -> None:
    print(text, file=sys.stderr)
