"""Where the built LLVM pass plugin is (``plugin/``, C++): ``irpass plugin-path`` prints it for
``opt -load-pass-plugin=$(irpass plugin-path)``. The package itself stays pure Python; the plugin
is built from a checkout with CMake against LLVM 22's development files."""

import os
from pathlib import Path

from irpass.errors import IRPassError

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "plugin" / "build"
LIBRARY = "IRPassAdstack.so"
ENV = "IRPASS_PLUGIN"
BUILD_COMMAND = (
    "cmake -S plugin -B plugin/build -G Ninja -DCMAKE_BUILD_TYPE=Release && ninja -C plugin/build"
)


def find() -> Path | None:
    """The plugin named by ``$IRPASS_PLUGIN``, else the one built in this checkout, else None."""
    named = os.environ.get(ENV)
    candidate = Path(named) if named else BUILD / LIBRARY
    return candidate if candidate.is_file() else None


def path() -> Path:
    """The built plugin, or one line that says how to build it."""
    found = find()
    if found is None:
        where = f"${ENV} ({os.environ[ENV]})" if os.environ.get(ENV) else f"{BUILD / LIBRARY}"
        raise IRPassError(
            f"no pass plugin at {where}: build it from the irpass checkout with "
            f"`{BUILD_COMMAND}` (needs llvm-22-dev, cmake, ninja-build, g++)",
            None,
        )
    return found
