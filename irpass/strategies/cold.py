"""The names irpass gives what it creates, and the cold paths other passes look for.

Every new value, block and function is named under ``PREFIX``. A strategy
leaves the real ``stack_push`` (the runtime's overflow report) in blocks whose
names start with ``OVERFLOW_BLOCK`` and in the out-of-line push helpers named
``PUSH_HELPER<E>``; ``irpass.passes.outline`` finds them by these names.
"""

PREFIX = "irpass."
OVERFLOW_HINT = "overflow"  # %irpass.overflow<n> (inline), %irpass.overflow.exit<n> (shared exit)
PUSH_HELPER_HINT = "push."  # @irpass.push.<E> (opaque)
OVERFLOW_BLOCK = PREFIX + OVERFLOW_HINT
PUSH_HELPER = PREFIX + PUSH_HELPER_HINT
