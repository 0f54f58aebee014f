"""The names irpass gives what it creates, and the cold paths other passes look for.

Every new value, block and function is named under ``PREFIX``. A strategy
leaves the real ``stack_push`` (the runtime's overflow report) in blocks whose
names start with ``OVERFLOW_BLOCK`` and in the out-of-line push helpers named
``PUSH_HELPER<E>``; ``irpass.passes.outline`` finds them by these names. The debug-check
reporter (``irpass.passes.debug_checks``) is named ``REPORTER``; the backend, which must not
depend on the passes, finds it by that name to inline it.
"""

from irpass.ir.syntax import named_after

PREFIX = "irpass."
OVERFLOW_HINT = "overflow"  # %irpass.overflow<n> (inline), %irpass.overflow.exit<n> (shared exit)
PUSH_HELPER_HINT = "push."  # @irpass.push.<E> (opaque)
OVERFLOW_BLOCK = PREFIX + OVERFLOW_HINT
PUSH_HELPER = PREFIX + PUSH_HELPER_HINT
REPORTER = PREFIX + "debug.report"


def is_reporter(name: str) -> bool:
    """Whether function ``name`` is the debug-check reporter (named beside a module's own)."""
    return named_after(name, REPORTER)
