"""How names are spelled and chosen, the names irpass gives what it creates, and the cold paths
other passes look for.

Every new value, block and function is named under ``PREFIX``. A strategy
leaves the real ``stack_push`` (the runtime's overflow report) in blocks whose
names start with ``OVERFLOW_BLOCK`` and in the out-of-line push helpers named
``PUSH_HELPER<E>``; ``irpass.passes.outline`` finds them by these names. The debug-check
reporter (``irpass.passes.debug_checks``) is named ``REPORTER``; the backend, which must not
depend on the passes, finds it by that name to inline it.
"""

import re
from collections.abc import Container

_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")

PREFIX = "irpass."
OVERFLOW_HINT = "overflow"  # %irpass.overflow<n> (inline), %irpass.overflow.exit<n> (shared exit)
PUSH_HELPER_HINT = "push."  # @irpass.push.<E> (opaque)
OVERFLOW_BLOCK = PREFIX + OVERFLOW_HINT
PUSH_HELPER = PREFIX + PUSH_HELPER_HINT
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
