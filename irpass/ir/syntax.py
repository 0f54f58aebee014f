"""Small facts and scanners of LLVM IR's surface syntax, shared by every pass: linkage and
visibility keywords, name patterns, bracket-aware splitting, comments, calls. How names are
spelled and chosen is ``irpass.ir.names``; which lines name or define a value,
``irpass.ir.mentions``."""

import re
from collections.abc import Iterable, Iterator

from irpass.ir.names import unspell

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
# A local name: %plain, %0, or %"quoted".
LOCAL = "%" + GLOBAL[1:]

# What precedes a callee's name on its line: ``%r = tail call fastcc i32 `` and the like.
_CALL_PREFIX = re.compile(
    r"\s+(?:%[-\w$.\"]+ = )?(?:(?:tail|musttail|notail) )?(?:call|invoke)\b[^@\n]*$"
)
_GLOBAL_NAME = re.compile(GLOBAL)
_LOCAL_NAME = re.compile(LOCAL)
_BYTE_ARRAY = re.compile(r"\[(\d+) x i8\]")
_BRACKETS = re.compile(r'["()\[\]{}<>]')
_SEPARATED: dict[str, re.Pattern] = {}  # _BRACKETS plus a separator, per separator
# ``attributes #N = { ... }``: the group's number and its attributes.
ATTRIBUTE_GROUP = re.compile(r"^attributes (#\d+) = \{([^\n]*)\}", re.M)


def _marks(text: str, start: int, marks: re.Pattern) -> Iterator[tuple[int, str, int]]:
    """(index, character, bracket depth after it) for each character ``marks`` finds outside
    quotes (``marks`` finds every quote and bracket, and perhaps a separator)."""
    depth, quoted = 0, False
    for match in marks.finditer(text, start):
        c = match[0]
        if c == '"':
            quoted = not quoted
            continue
        if quoted:
            continue
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
        yield match.start(), c, depth


def matching(text: str, open_at: int) -> int:
    """Index of the bracket closing the one at ``open_at`` (quoted strings skipped)."""
    return next(
        (i for i, c, depth in _marks(text, open_at, _BRACKETS) if depth == 0 and c in _CLOSE),
        len(text),
    )


def parenthesised(text: str, start: int) -> str:
    """The text from ``start`` up to the bracket closing the one just before it."""
    return text[start : matching(text, start - 1)]


def nested(text: str) -> bool:
    """Whether ``text`` has a quote or an opening bracket. (Five searches at C speed: a set's
    ``isdisjoint`` would step through the text a character object at a time.)"""
    return '"' in text or "(" in text or "[" in text or "{" in text or "<" in text


def split_top(text: str, sep: str = ",") -> list[str]:
    """``text`` split at ``sep`` outside brackets and quotes, pieces stripped, empties dropped."""
    if not nested(text):
        pieces = text.split(sep)
    else:
        marks = _SEPARATED.get(sep) or re.compile(f"[{re.escape(sep)}" + _BRACKETS.pattern[1:])
        _SEPARATED[sep] = marks
        cuts = [i for i, c, depth in _marks(text, 0, marks) if c == sep and depth == 0]
        pieces = [text[a + 1 : b] for a, b in zip([-1, *cuts], [*cuts, len(text)], strict=True)]
    return [p.strip() for p in pieces if p.strip()]


def calls_to(text: str, spelled: Iterable[str]) -> Iterator[tuple[int, int, str]]:
    """Start and end offset and bare name of each callee among ``spelled`` (names as written,
    ``@f`` or ``@"f g"``) that a ``call`` or ``invoke`` in ``text`` names."""
    pattern = re.compile("(" + "|".join(re.escape(name) for name in spelled) + r")\(")
    for match in pattern.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        if _CALL_PREFIX.match(text, line_start, match.start()) is not None:
            yield match.start(1), match.end(1), unspell(match[1])


def strip_comment(line: str) -> str:
    """``line`` without its ``;`` comment; a ``;`` inside quotes is no comment."""
    if ";" not in line:
        return line
    if '"' not in line:
        return line.split(";", 1)[0]
    quoted = False
    for i, c in enumerate(line):
        if c == '"':
            quoted = not quoted
        elif c == ";" and not quoted:
            return line[:i]
    return line


def is_int(text: str) -> bool:
    """Whether ``text`` is a decimal integer literal (``-3``, ``8``)."""
    digits = text[1:] if text.startswith("-") else text
    return digits.isascii() and digits.isdigit()


def int_value(text: str, bits: int = 64) -> int:
    """The value LLVM reads from the integer literal ``text`` as an ``i<bits>`` operand: the
    literal modulo 2**bits, signed (``ConstantInt::getSExtValue``, which the plugin reads). A
    30-digit ``i64`` literal is valid IR, and Python's unbounded int is not what it means."""
    value = int(text) % (1 << bits)
    return value - (1 << bits) if value >> (bits - 1) else value


def has_word(text: str, word: str) -> bool:
    """Whether ``word`` occurs in ``text`` as a whole keyword (not inside a longer name)."""
    start = text.find(word)
    while start >= 0:
        before = text[start - 1] if start else " "
        end = start + len(word)
        after = text[end] if end < len(text) else " "
        if not (before.isalnum() or before in "_%@$.-") and not (after.isalnum() or after in "_.$"):
            return True
        start = text.find(word, start + 1)
    return False


def first_global(text: str) -> str | None:
    """The first ``@name`` in ``text``, as written."""
    match = _GLOBAL_NAME.search(text)
    return match[0] if match else None


def byte_array(text: str) -> int | None:
    """N of the first ``[N x i8]`` type in ``text``."""
    match = _BYTE_ARRAY.search(text)
    return int(match[1]) if match else None


def opcode(line: str) -> str:
    """The first word of an instruction line after its ``%x =`` (``?`` for an empty line)."""
    body = line.split("=", 1)[1] if " = " in line else line
    words = body.split()
    return words[0] if words else "?"
