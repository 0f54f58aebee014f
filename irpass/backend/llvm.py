"""llvmlite entry points: parse and verify textual IR, reporting LLVM's own location."""

import re

import llvmlite.binding as llvm

from irpass.errors import IRPassError

_LOCATED = re.compile(r"^<string>:(\d+):(\d+): error: (.*)$", re.M)


def _initialize() -> None:
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


_initialize()


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
        raise _located(str(exc), path) from None
    try:
        module.verify()
    except RuntimeError as exc:
        module.close()  # now, not when the collector gets to it, perhaps after its context
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else "invalid module"
        raise IRPassError(f"LLVM verifier: {first}", path) from None
    return module


def _located(message: str, path: str) -> IRPassError:
    match = _LOCATED.search(message)
    if match is None:
        lines = [ln for ln in message.splitlines() if ln.strip() and "parsing error" not in ln]
        return IRPassError(lines[0] if lines else "LLVM could not parse the module", path)
    line, col, what = match.groups()
    return IRPassError(what.strip(), path, int(line), int(col))
