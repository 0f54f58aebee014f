"""llvmlite entry points: parse and verify IR, reporting LLVM's own location, and which LLVM
that is."""

import contextlib
import ctypes
import re

import llvmlite.binding as llvm

from irpass.errors import IRPassError

_LOCATED = re.compile(r"^<string>:(\d+):(\d+): error: (.*)$", re.M)
# LLVM's parse errors that IR from another LLVM version typically causes: an older reader's
# syntax (typed-pointer loads and GEPs without a separate type), or newer keywords and attributes.
_VERSION_SKEW = re.compile(
    r"expected comma after \w+'s type|expected '\{' in function body|unterminated attribute "
    r"group|unknown attribute|invalid "
    r"record|unknown keyword|(?:unknown|unsupported) (?:calling convention|linkage)",
    re.I,
)
LLVM_VERSION = ".".join(map(str, llvm.llvm_version_info))


def parse(
    text: str, path: str = "<input>", context: llvm.ContextRef | None = None
) -> llvm.ModuleRef:
    """Parse and verify ``text``; any rejection becomes one located IRPassError.

    ``context`` (default: LLVM's global one) owns the module's types; a fresh context keeps
    struct names free of the suffixes LLVM adds when a name is already taken.
    """
    try:
        module = llvm.parse_assembly(text, context)
    except RuntimeError as exc:
        raise _located(str(exc), path, text) from None
    try:
        module.verify()
    except RuntimeError as exc:
        module.close()  # now, not when the collector gets to it, perhaps after its context
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else "invalid module"
        raise IRPassError(f"LLVM verifier: {first}", path) from None
    return module


def verify(text: str, path: str = "<input>") -> None:
    """Parse and verify ``text`` only, in a context of its own freed after: LLVM keeps what a
    module's constants and types need in its context, so a module parsed into the global one
    would stay resident long after it is closed. The heap freed before (the rewrite's model)
    and after is given back to the system, so LLVM's peak does not stack on it."""
    _give_back_freed_memory()
    context = llvm.create_context()
    try:
        parse(text, path, context).close()
    finally:
        context.close()
        _give_back_freed_memory()


def _give_back_freed_memory() -> None:
    """Return freed heap to the system: glibc keeps it otherwise, and the Python objects made
    after LLVM frees its module cannot reuse it (they live in arenas of their own)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).malloc_trim(0)


def bitcode_text(data: bytes, path: str = "<input>") -> str:
    """LLVM's textual print of bitcode ``data``; what LLVM cannot read is one located error."""
    context = llvm.create_context()
    try:
        module = llvm.parse_bitcode(data, context)
    except RuntimeError as exc:
        lines = [ln for ln in str(exc).splitlines() if ln.strip() and "parsing error" not in ln]
        what = lines[0] if lines else "unreadable"
        raise IRPassError(f"not valid LLVM bitcode: {what}", path, hint=_hint(what)) from None
    try:
        return str(module)
    finally:
        module.close()


def version_hint() -> str:
    """The note added to errors that another LLVM version's IR typically causes."""
    return (
        f"irpass reads IR with LLVM {LLVM_VERSION}; was this module written by another LLVM "
        "version? (irpass --version)"
    )


def _hint(message: str) -> str | None:
    return version_hint() if _VERSION_SKEW.search(message) else None


def _first_code_line(text: str) -> int:
    """The number of ``text``'s first line that is neither blank nor a comment (0: none)."""
    start, number = 0, 1
    while start < len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        content = text[start:end].strip()
        if content and not content.startswith(";"):
            return number
        start, number = end + 1, number + 1
    return 0


def _not_ir_hint(what: str, line: int, text: str) -> str | None:
    """The note for a file LLVM read nothing of (README.md, say): its first line of code is
    no top-level entity. A later such line is a broken module, and gets none."""
    if what != "expected top-level entity" or line != _first_code_line(text):
        return None
    return (
        "is this LLVM IR? irpass reads a module as textual IR (.ll) or bitcode (.bc), as "
        f"LLVM {LLVM_VERSION} writes them"
    )


def _located(message: str, path: str, text: str) -> IRPassError:
    match = _LOCATED.search(message)
    if match is None:
        lines = [ln for ln in message.splitlines() if ln.strip() and "parsing error" not in ln]
        what = lines[0] if lines else "LLVM could not parse the module"
        return IRPassError(what, path, hint=_hint(what))
    line, col, what = match.groups()
    hint = _hint(what) or _not_ir_hint(what.strip(), int(line), text)
    return IRPassError(what.strip(), path, int(line), int(col), hint)
