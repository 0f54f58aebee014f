"""Which lines name a value, and which define one: the scans a pass runs over a function's
lines to find the uses and definitions of the values it follows."""

import re
from bisect import bisect_right, insort
from collections.abc import Iterable
from functools import lru_cache
from itertools import accumulate

from irpass.ir.syntax import LOCAL, strip_comment

_LOCAL_NAME = re.compile(LOCAL)
_DEFINITION = re.compile(rf"[ \t]*({LOCAL}) = ")


def lines_naming(lines: list[str], names: Iterable[str]) -> dict[str, list[int]]:
    """For each of ``names`` (local names as written, ``%x``), the indexes of the ``lines``
    that mention it outside comments.

    One search of the joined lines finds where a name stands (the names as one trie-shaped
    pattern, which tries few of them at each ``%``), rather than tokenising every line. A match
    on a line without comments or quotes is a whole token (a ``%`` always starts one); only the
    lines with comments or quotes are tokenised."""
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
    The pattern is matched at each line's start: one search of the joined lines would try
    every offset."""
    return {match[1]: i for i, match in enumerate(map(_DEFINITION.match, lines)) if match}
