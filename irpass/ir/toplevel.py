"""The one reading of a module's top-level ``define``, ``declare`` and global lines.

Outlining, flavour detection, retargeting, linking, helper definitions and the API all need a
function's name, linkage, calling convention, signature or attributes; they read them here
instead of each matching the line with a pattern of its own. A function header's parameter
list may span lines: ``params`` and ``attributes`` are read across them, and ``end`` is the end
of the line that closes the list.
"""

import re
from collections.abc import Container, Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import chain

from irpass.ir.names import unspell
from irpass.ir.syntax import (
    ATTRIBUTE_GROUP,
    GLOBAL,
    LOCAL_LINKAGES,
    VISIBILITY,
    matching,
    nested,
    split_top,
)

_ITEM = re.compile(rf"^(?:(define|declare)\b([^@\n]*)({GLOBAL})\(|({GLOBAL}) *= *)", re.M)
# Where an item may start after the first line: a search with a literal start skips ahead,
# where ``_ITEM`` would be tried at every offset.
_ITEM_LINE = re.compile(r"\n(?=define|declare|@)")
_TYPE_START = re.compile(
    r"^(?:void|half|bfloat|float|double|fp128|x86_fp80|ppc_fp128|x86_amx|x86_mmx|ptr|label"
    r"|token|metadata|i\d+|%|\{|<|\[|target\()"
)
_TRIPLE_WORDS = "target triple = "
_TRIPLE = re.compile(r'target triple = "([^"\n]*)"')
_CONVENTION_PREFIXES = ("x86_", "aarch64_", "arm_", "ptx_", "amdgpu_", "spir_", "riscv_")
_LINKAGES = LOCAL_LINKAGES | {"external"}


class Kind(StrEnum):
    DEFINE = "define"
    DECLARE = "declare"
    GLOBAL = "global"  # a global variable, alias or ifunc: ``@name = ...``


@dataclass(frozen=True)
class TopLevel:
    """One top-level item, with offsets into the text it was read from."""

    kind: Kind
    spelled: str  # the name as written: @f, @0 or @"a b"
    prefix: str  # functions: the words between keyword and name; globals: the text after "="
    params: tuple[str, ...]  # parameters as written (type, attributes, name), spaces folded
    attributes: str  # after the parameter list up to the line end, a body's "{" removed
    start: int  # offset of the line
    name_at: int  # offset of the name
    close_at: int  # offset of the ")" closing the parameter list; -1 for a global
    end: int  # offset of the end of the header's last line (its newline excluded)
    line: int  # 1-based line number of ``start``

    @property
    def name(self) -> str:
        """The bare name: no ``@``, no quotes."""
        return unspell(self.spelled)

    @property
    def is_function(self) -> bool:
        return self.kind is not Kind.GLOBAL

    @property
    def words(self) -> list[str]:
        """``prefix`` split at spaces outside brackets and quotes."""
        return split_top(self.prefix, " ")

    @property
    def linkage(self) -> str | None:
        return next((w for w in self.words if w in _LINKAGES), None)

    @property
    def local(self) -> bool:
        """Invisible outside the module (internal, private, ...)."""
        return any(w in LOCAL_LINKAGES for w in self.words)

    @property
    def convention(self) -> str | None:
        """The calling convention keyword (``fastcc``, ``cc 10``, ``ptx_kernel``), if any."""
        words = self.prefix.split() if self.is_function else []
        for index, word in enumerate(words):
            if word == "cc":
                return " ".join(words[index : index + 2])
            if word.endswith("cc") or word.startswith(_CONVENTION_PREFIXES):
                return word
        return None

    @property
    def call_type(self) -> str:
        """What a call to this function writes between ``call`` and the name: calling
        convention, return attributes and return type (linkage and visibility dropped)."""
        return " ".join(w for w in self.words if w not in _LINKAGES and w not in VISIBILITY)

    @property
    def return_type(self) -> str:
        """The return type alone (``""`` for a global or an unreadable prefix)."""
        kept = split_top(self.call_type, " ") if self.is_function else []
        starts = [i for i, w in enumerate(kept) if _TYPE_START.match(w)]
        return " ".join(kept[starts[-1] :]) if starts else ""

    @property
    def returns_void(self) -> bool:
        return self.return_type == "void"

    @property
    def variadic(self) -> bool:
        return bool(self.params) and self.params[-1] == "..."

    @property
    def param_types(self) -> tuple[str, ...]:
        """The first word of each parameter: its type (``...`` for a variadic tail)."""
        return tuple(p.split()[0] for p in self.params)

    @property
    def param_names(self) -> tuple[str, ...]:
        """The ``%names`` the parameters bind (a declaration usually has none)."""
        return _param_names(self.params)

    @property
    def unnamed_params(self) -> tuple[str, ...]:
        """Each parameter's type and attributes, without its ``%name``."""
        return tuple(kept for kept, _ in map(_named, self.params))

    def attribute_words(self, groups: dict[str, str]) -> set[str]:
        """The function attributes after the parameter list, groups (``#N``) expanded."""
        words = set(self.attributes.split())
        for word in list(words):
            words.update(groups.get(word, "").split())
        return words


def items(text: str, named: Container[str] | None = None) -> Iterator[TopLevel]:
    """Every ``define``, ``declare`` and global line of ``text``, in order; only those whose
    bare name is ``named`` when given (reading an item costs more than finding it)."""
    line, counted, end = 1, 0, 0
    starts = (found.end() for found in _ITEM_LINE.finditer(text))
    for at in chain((0,), starts):
        match = _ITEM.match(text, at) if at >= end else None
        if match is None:
            continue
        end = match.end()
        if named is not None and unspell(match[3] or match[4]) not in named:
            continue
        line += text.count("\n", counted, match.start())
        counted = match.start()
        yield _item(text, match, line)


def functions(text: str, named: Container[str] | None = None) -> Iterator[TopLevel]:
    """The ``define`` and ``declare`` lines of ``text``, in order (see ``items``)."""
    return (item for item in items(text, named) if item.is_function)


def triple(text: str | list[str]) -> str:
    """The module's target triple, ``""`` when it names none; ``text`` may be the module in
    pieces of whole lines."""
    for part in [text] if isinstance(text, str) else text:
        at = part.find(_TRIPLE_WORDS)  # str.find, not a multiline regex: it runs on every print
        while at != -1:
            if (at == 0 or part[at - 1] == "\n") and (match := _TRIPLE.match(part, at)):
                return match[1]
            at = part.find(_TRIPLE_WORDS, at + 1)
    return ""


def attribute_groups(text: str) -> dict[str, str]:
    """``#N`` -> the attributes of ``attributes #N = { ... }``."""
    return {m[1]: m[2] for m in ATTRIBUTE_GROUP.finditer(text)}


def header(text: str) -> TopLevel | None:
    """The item that ``text`` starts with, or None if it starts with none."""
    match = _ITEM.match(text)
    return _item(text, match, 1) if match else None


def _item(text: str, match: re.Match, line: int) -> TopLevel:
    if match[1] is None:
        end = _line_end(text, match.end())
        prefix = text[match.end() : end]
        start, name_at = match.start(), match.start(4)
        return TopLevel(Kind.GLOBAL, match[4], prefix, (), "", start, name_at, -1, end, line)
    open_at = match.end() - 1
    close_at = text.find(")", open_at)
    if close_at < 0 or nested(text[open_at + 1 : close_at]):
        close_at = matching(text, open_at)  # a parameter with brackets or quotes
    end = _line_end(text, close_at)
    attributes = text[close_at + 1 : end].strip()
    if attributes.endswith("{"):
        attributes = attributes[:-1].rstrip()
    return TopLevel(
        Kind(match[1]),
        match[3],
        match[2].strip(),
        _params(text[open_at + 1 : close_at]),
        attributes,
        match.start(),
        match.start(3),
        close_at,
        end,
        line,
    )


# The functions of a module take alike parameters: their lists are read once each.
@lru_cache(maxsize=1024)
def _params(listed: str) -> tuple[str, ...]:
    """The parameters as written, spaces (and line breaks) folded."""
    return tuple(split_top(" ".join(listed.split())))


@lru_cache(maxsize=1024)
def _param_names(params: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(name for _, name in map(_named, params) if name)


@lru_cache(maxsize=1024)
def _named(param: str) -> tuple[str, str | None]:
    """A parameter split into its type and attributes, and its ``%name`` (if it has one)."""
    words = split_top(param, " ")
    if len(words) > 1 and words[-1].startswith("%"):
        return " ".join(words[:-1]), words[-1]
    return " ".join(words), None


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end < 0 else end
