"""How names are spelled and chosen, and the names irpass gives what it creates.

Every new value, block and function is named under ``PREFIX``. A pass finds another's work
by the mark it left (``irpass.ir.model.Marks``, or the ``OVERFLOW_MARK`` metadata where LLVM's
optimised module is read), not by these names, with one exception: the debug-check reporter
(``irpass.passes.debug_checks``) is named ``REPORTER``; the backend, which must not depend on
the passes and reads text LLVM printed, finds it by that name to inline it.
"""

import re
from collections.abc import Container

_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")

PREFIX = "irpass."
OVERFLOW_HINT = "overflow"  # %irpass.overflow<n> (inline), %irpass.overflow.exit<n> (shared exit)
PUSH_HELPER = PREFIX + "push."  # @irpass.push.<E> (opaque)
REPORTER = PREFIX + "debug.report"


def is_reporter(name: str) -> bool:
    """Whether function ``name`` is the debug-check reporter (named beside a module's own)."""
    return named_after(name, REPORTER)


def spell(name: str) -> str:
    """``@name`` as LLVM writes it: quoted unless it is a plain identifier."""
    return f"@{name}" if _PLAIN_NAME.fullmatch(name) else f'@"{name}"'


def unused_name(base: str, taken: Container[str]) -> str:
    """``base``, or ``base.N`` for the first N from 1 that ``taken`` does not hold: how irpass
    names what it adds to a module beside names the module already has."""
    name, n = base, 0
    while name in taken:
        n += 1
        name = f"{base}.{n}"
    return name


def named_after(name: str, base: str) -> bool:
    """Whether ``name`` is one ``unused_name`` can give for ``base``."""
    stem, _, n = name.rpartition(".")
    return name == base or (stem == base and n.isdigit())


def unspell(spelled: str) -> str:
    """``@name`` or ``@"name"`` (or the same with ``%``) -> ``name``."""
    bare = spelled[1:]
    return bare[1:-1] if bare.startswith('"') else bare
