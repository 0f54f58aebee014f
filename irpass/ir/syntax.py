"""Small facts and scanners of LLVM IR's surface syntax, shared by every pass."""

# Linkage keywords that keep a definition out of other modules' reach.
LOCAL_LINKAGES = frozenset(
    {
        "internal",
        "private",
        "available_externally",
        "linkonce",
        "linkonce_odr",
        "weak",
        "weak_odr",
        "common",
        "appending",
        "extern_weak",
    }
)
VISIBILITY = frozenset(
    {
        "external",
        "default",
        "hidden",
        "protected",
        "dllimport",
        "dllexport",
        "dso_local",
        "dso_preemptable",
    }
)
_OPEN, _CLOSE = "([{<", ")]}>"

# A global name: @plain, @0, or @"quoted".
GLOBAL = r'@(?:[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+|"[^"]*")'


def matching(text: str, open_at: int) -> int:
    """Index of the bracket closing the one at ``open_at`` (quoted strings skipped)."""
    depth, quoted = 0, False
    for i in range(open_at, len(text)):
        c = text[i]
        if c == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
            if depth == 0:
                return i
    return len(text)


def parenthesised(text: str, start: int) -> str:
    """The text from ``start`` up to the bracket closing the one just before it."""
    return text[start : matching(text, start - 1)]


def split_top(text: str, sep: str = ",") -> list[str]:
    """``text`` split at ``sep`` outside brackets and quotes, pieces stripped, empties dropped."""
    pieces, depth, quoted, start = [], 0, False, 0
    for i, c in enumerate(text):
        if c == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
        elif c == sep and depth == 0:
            pieces.append(text[start:i])
            start = i + 1
    pieces.append(text[start:])
    return [p.strip() for p in pieces if p.strip()]
