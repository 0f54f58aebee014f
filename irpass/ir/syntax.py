"""Small facts and scanners of LLVM IR's surface syntax, shared by every pass."""

import re
from bisect import bisect_right, insort
from collections.abc import Container, Iterable, Iterator
from functools import lru_cache
from itertools import accumulate

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
_DEFINITION = re.compile(rf"[ \t]*({LOCAL}) = ")
_BYTE_ARRAY = re.compile(r"\[(\d+) x i8\]")
_BRACKETS = re.compile(r'["()\[\]{}<>]')
_SEPARATED: dict[str, re.Pattern] = {}  # _BRACKETS plus a separator, per separator
_PHI = re.compile(r"^\s*%[^=]+=\s*phi\b")
_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")
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
    ``isdisjoint`` steps through the text a character object at a time, 13x slower on a
    function's parameter list.)"""
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


def rename_incoming(line: str, renamed: dict[str, str]) -> str:
    """``line``, if it is a ``phi``, with each incoming block label in ``renamed`` replaced."""
    if not _PHI.match(line):
        return line
    pattern = re.compile(
        r"(,\s*)("
        + "|".join(re.escape(k) for k in sorted(renamed, key=len, reverse=True))
        + r")(\s*\])"
    )
    return pattern.sub(lambda m: m[1] + renamed[m[2]] + m[3], line)


def lines_naming(lines: list[str], names: Iterable[str]) -> dict[str, list[int]]:
    """For each of ``names`` (local names as written, ``%x``), the indexes of the ``lines``
    that mention it outside comments.

    One search of the joined lines finds where a name stands (the names as one trie-shaped
    pattern, which tries few of them at each ``%``). A match on a line without comments or
    quotes is a whole token (a ``%`` always starts one); the lines with them are tokenised.
    (Measured on the largest real dump: tokenising every line took 12.6 ms, tokenising the
    lines with a match 8.6 ms, and reading the matches takes two thirds of that.)"""
    found: dict[str, list[int]] = {name: [] for name in names}
    if not found:
        return found
    ends = list(accumulate(map(len, lines)))
    unsure = set()
    for match in _naming(frozenset(found)).finditer("".join(lines)):
        i = bisect_right(ends, match.start())
        if ";" in lines[i] or '"' in lines[i]:
            unsure.add(i)
            continue
        at = found[match[0]]  # outside comments and quotes, a match is a whole token
        if not at or at[-1] != i:
            at.append(i)
    for i in sorted(unsure):
        for name in found.keys() & _LOCAL_NAME.findall(strip_comment(lines[i])):
            insort(found[name], i)
    return found


@lru_cache(maxsize=64)  # the functions of a module often name their stacks alike
def _naming(names: frozenset[str]) -> re.Pattern:
    """A pattern matching wherever one of the local ``names`` may stand as a whole token:
    not followed by a character that would continue it (a digit after a number, a name
    character after a name; nothing after a quoted name)."""
    bare = [n[1:] for n in names]
    kinds = [
        ([n for n in bare if n.isdigit()], r"(?!\d)"),
        ([n for n in bare if not n.isdigit() and not n.endswith('"')], "(?![-a-zA-Z$._0-9])"),
        ([n for n in bare if n.endswith('"')], ""),
    ]
    return re.compile("|".join(f"%{_trie(words)}{end}" for words, end in kinds if words))


def _trie(words: list[str]) -> str:
    """``words`` as one alternation sharing their prefixes (``1(?:05|4)?`` for 1, 105, 14)."""
    tree: dict = {}
    for word in words:
        node = tree
        for c in word:
            node = node.setdefault(c, {})
        node[""] = {}
    return _branches(tree)


def _branches(node: dict) -> str:
    alternatives = [re.escape(c) + _branches(rest) for c, rest in sorted(node.items()) if c]
    if not alternatives:
        return ""
    body = "(?:" + "|".join(alternatives) + ")"
    return body + "?" if "" in node else body


def definitions(lines: list[str]) -> dict[str, int]:
    """``%name`` -> the index of the line among ``lines`` that defines it (``%name = ...``).
    (Measured: the pattern matched at each line's start is twice as fast as one search of
    the joined lines, which tries every offset.)"""
    return {match[1]: i for i, match in enumerate(map(_DEFINITION.match, lines)) if match}


def opcode(line: str) -> str:
    """The first word of an instruction line after its ``%x =`` (``?`` for an empty line)."""
    body = line.split("=", 1)[1] if " = " in line else line
    words = body.split()
    return words[0] if words else "?"
