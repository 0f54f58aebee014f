"""The compilers ``irpass quadrants`` runs a program on: their switches, and what their init
call says about the kernel cache, read from the program's source before it runs."""

import ast
import shutil
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Host:
    """One compiler: the environment switches that dump and load its modules, the variable that
    names its dump directory, and its offline cache's."""

    name: str
    dump: str
    load: str
    path: str
    cache: str
    cache_path: str


HOSTS = {
    "quadrants": Host(
        "Quadrants",
        "QD_DUMP_IR",
        "QD_LOAD_IR",
        "QD_DEBUG_DUMP_PATH",
        "QD_OFFLINE_CACHE",
        "QD_OFFLINE_CACHE_FILE_PATH",
    ),
    "gstaichi": Host(
        "gstaichi",
        "TI_DUMP_IR",
        "TI_LOAD_IR",
        "TI_DEBUG_DUMP_PATH",  # its default is /tmp/ir/, shared by every user
        "TI_OFFLINE_CACHE",
        "TI_OFFLINE_CACHE_FILE_PATH",
    ),
}


@dataclass(frozen=True)
class InitCall:
    """What the program's source says: ``hosts`` it imports (empty: not read), whether an init
    call keeps a kernel cache on (``hides``), and why it could not be told (``unknown``).
    ``private`` says why irpass's own offline cache cannot be used (None: it can): an init call
    that names its own cache directory, turns the cache off, or cannot be read."""

    hosts: tuple[str, ...] = ()
    hides: bool = False
    unknown: str | None = None
    private: str | None = None


def script_of(command: list[str]) -> Path | None:
    """The Python script ``command`` runs: ``python [opts] script.py ...`` or a ``.py`` file
    run itself; None for anything else (``python -m``, a shell script, a binary)."""
    if not command:
        return None
    first = Path(command[0])
    if first.suffix == ".py":
        return first
    if not first.name.startswith("python"):
        return None
    args = iter(command[1:])
    for arg in args:
        if arg in ("-m", "-c"):
            return None
        if arg in ("-X", "-W"):  # an option with its value apart
            next(args, None)
        elif not arg.startswith("-"):
            return Path(arg)
    return None


def read_init(command: list[str]) -> InitCall:
    """Read the program's init call (``qd.init``, ``ti.init``) from its script's syntax tree."""
    script = script_of(command)
    if script is None:
        if not command or shutil.which(command[0]) is None:
            return InitCall()  # nothing to read: running it says why
        if Path(command[0]).name.startswith("python"):
            return _unread("python -m or -c: no script to read")
        return _unread(f"'{command[0]}' is not a Python script")
    try:
        tree = ast.parse(script.read_bytes(), str(script))
    except (OSError, SyntaxError, ValueError) as exc:
        return _unread(f"cannot read {script}: {exc}")
    hosts, aliases, inits = set(), set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                root = alias.name.split(".")[0]
                if root in HOSTS:
                    hosts.add(root)
                    aliases.add(alias.asname or root)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in HOSTS:
            hosts.add((node.module or "").split(".")[0])
            inits.update(a.asname or a.name for a in node.names if a.name == "init")
    calls = [
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.Call)
        and (
            (isinstance(n.func, ast.Attribute) and n.func.attr == "init")
            and isinstance(n.func.value, ast.Name)
            and n.func.value.id in aliases
            or isinstance(n.func, ast.Name)
            and n.func.id in inits
        )
    ]
    if not calls:
        return _unread(f"{script.name} has no qd.init call", tuple(sorted(hosts)))
    private = next(filter(None, (_own_cache(call, script) for call in calls)), None)
    for call in calls:
        verdict = _cache_on(call, script)
        if verdict is not False:
            hides = verdict is True
            unknown = None if hides else verdict
            return InitCall(tuple(sorted(hosts)), hides, unknown, private)
    return InitCall(tuple(sorted(hosts)), private=private)


def _unread(why: str, hosts: tuple[str, ...] = ()) -> InitCall:
    return InitCall(hosts, unknown=why, private=why)


def _own_cache(call: ast.Call, script: Path) -> str | None:
    """Why the call rules out irpass's private offline cache (None: it does not): the cache's
    directory is the program's own (a plain run would read rewritten kernels from it), the
    cache is turned off, or the call cannot be read."""
    where = f"{script.name}:{call.lineno}"
    if any(k.arg is None for k in call.keywords):
        return f"the init call at {where} passes **kwargs"
    given = {k.arg: k.value for k in call.keywords}
    if "offline_cache_file_path" in given:
        return f"the init call at {where} names its own offline_cache_file_path"
    value = given.get("offline_cache")
    if value is not None and not isinstance(value, ast.Constant):
        return f"offline_cache at {where} is not a constant"
    if value is not None and not value.value:
        return f"the init call at {where} turns the offline cache off (offline_cache=False)"
    return None


def _cache_on(call: ast.Call, script: Path) -> bool | str:
    """True when the call keeps a cache on, False when it turns both off, else why not told."""
    where = f"{script.name}:{call.lineno}"
    if any(k.arg is None for k in call.keywords):
        return f"the init call at {where} passes **kwargs"
    given = {k.arg: k.value for k in call.keywords}
    for name in ("offline_cache", "src_ll_cache"):
        value = given.get(name)
        if value is None:  # the environment turns offline_cache off; src_ll_cache is on
            if name == "src_ll_cache":
                return True
            continue
        if not isinstance(value, ast.Constant):
            return f"{name} at {where} is not a constant"
        if value.value:
            return True
    return False
