"""A lossless model of a textual LLVM module.

Only the functions a pass asks for (``read``'s ``split``) are split into blocks; everything
else is kept as its exact lines, so printing an untouched module gives back the input byte
for byte.
"""

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from irpass.ir.syntax import GLOBAL, LOCAL

LABEL = re.compile(r'^(?:([-a-zA-Z$._][-a-zA-Z$._0-9]*)|"((?:[^"\\]|\\.)*)"|(\d+)):')
_LABELS = re.compile(LABEL.pattern, re.M)
# Where a line that may be a label starts: not an instruction, comment or blank line.
_LINE_START = re.compile(r"\n(?![ \t;\n])")
LOCAL_NAME = re.compile(LOCAL)
GLOBAL_NAME = re.compile(GLOBAL)


@dataclass
class Block:
    """``label`` is the block's name with its ``%`` (``None``: unlabeled entry)."""

    label: str | None
    label_line: str | None
    lines: list[str] = field(default_factory=list)

    def text(self) -> str:
        return (self.label_line or "") + "".join(self.lines)


@dataclass
class Function:
    name: str
    header: list[str]
    blocks: list[Block]
    footer: str
    first_line: int
    analyses: dict[str, object] = field(default_factory=dict, repr=False, compare=False)
    """What analyses computed of the function (``irpass.ir.cfg``), kept while they hold."""

    def text(self) -> str:
        return "".join(self.parts())

    def parts(self) -> list[str]:
        """The function's text in pieces, joined once by whoever needs the whole (a join per
        block would copy the function's text once more per block)."""
        parts = list(self.header)
        for block in self.blocks:
            if block.label_line:
                parts.append(block.label_line)
            parts += block.lines
        parts.append(self.footer)
        return parts


OVERFLOW_MARK = "irpass.overflow"
"""The metadata kind on the store that sets a full stack's header before its overflow report
(``!irpass.overflow !{}``, the plugin's too): the strategy's own instruction in the overflow
block, which stays there when LLVM inlines the report (the call, its ``cold`` and ``Marks``
go) and when clang discards names. ``rolled-loops`` finds the overflow blocks by it; LLVM's
code generators ignore a kind they do not know."""


@dataclass
class Marks:
    """What a pass made that a later pass looks for, recorded by the pass that made it: the
    model's form of the attributes and metadata LLVM passes share (the plugin marks the same
    calls ``cold``), so no pass finds another's work by its name. Only in memory (the printed
    text carries ``OVERFLOW_MARK`` alone, for the backend), so a module irpass wrote, read
    again, is ordinary code."""

    overflow_reports: set[tuple[str, str]] = field(default_factory=set)
    """(function, block label) of each block holding an overflow report: the real
    ``stack_push`` a strategy leaves where a stack is full."""


@dataclass
class Module:
    """Top-level items in order: exact text, or a function split into blocks; and the marks
    its passes left (``Marks``)."""

    items: list[str | Function]
    marks: Marks = field(default_factory=Marks)

    def each(self, wanted: Callable[[str], bool]) -> Iterator[Function]:
        """The functions whose text ``wanted`` is true of, in order, each split into blocks as
        ``read`` would split it, one at a time: split when the caller reaches it and printed
        back to text when the caller asks for the next, so one function's model is alive at a
        time (a module's split lines take several times its text). ``first_line`` is the
        function's line in the module as it was before the loop."""
        old, self.items = self.items, []
        line = 0
        for index, item in enumerate(old):
            text = item.text() if isinstance(item, Function) else item
            done = 0
            for start, end in function_spans(text):
                body = text[start:end]
                if not wanted(body):
                    continue
                if start > done:
                    self.items.append(text[done:start])
                line += text.count("\n", done, start)
                function = _function(body, line + 1)
                line += body.count("\n")
                done = end
                del body
                try:
                    yield function
                except GeneratorExit:  # the caller stopped early: the module stays whole
                    rest = [text[done:]] if done < len(text) else []
                    self.items += [function.text(), *rest, *old[index + 1 :]]
                    raise
                self.items.append(function.text())
            if done < len(text):
                self.items.append(text[done:])
            line += text.count("\n", done)

    def count(self, wanted: Callable[[str], bool]) -> int:
        """How many functions ``each`` would give."""
        texts = (item.text() if isinstance(item, Function) else item for item in self.items)
        return sum(wanted(text[a:b]) for text in texts for a, b in function_spans(text))

    def append(self, text: str) -> None:
        """Add ``text`` at the module's end, on a line of its own."""
        last = self.items[-1] if self.items else "\n"
        closed = (last if isinstance(last, str) else last.footer).endswith("\n")
        self.items.append(("" if closed else "\n") + text)

    def mentions(self, word: str) -> bool:
        """Whether ``word`` is in the module's text (looked for piece by piece, no print)."""
        return any(word in part for part in self.parts())

    def headers(self) -> Iterator[str]:
        """The text of the module outside its split functions' bodies: each text item, and
        each split function's header (its ``define`` lines), in order; what a pass reads to
        learn the module's globals, declarations and attribute groups without printing it."""
        for item in self.items:
            yield item if isinstance(item, str) else "".join(item.header)

    def parts(self) -> list[str]:
        """The module's text in pieces: its text items and its split functions' lines."""
        parts: list[str] = []
        for item in self.items:
            if isinstance(item, str):
                parts.append(item)
            else:
                parts += item.parts()
        return parts

    def text(self, *after: str) -> str:
        """The module's text, then ``after``, joined once (a rewrite's output is the largest
        string it makes: adding to it after would copy it again)."""
        return "".join([*self.parts(), *after])


def _label(match: re.Match) -> str:
    plain, quoted, number = match.groups()
    if quoted is not None:
        return f'%"{quoted}"'
    return "%" + (plain if plain is not None else number)


def labels(text: str) -> Iterator[tuple[int, str]]:
    """Offset and bare name (no ``%``, no quotes) of every label line in ``text``."""
    for match in _LABELS.finditer(text):
        plain, quoted, number = match.groups()
        yield match.start(), next(n for n in (plain, quoted, number) if n is not None)


def read(text: str, split: Callable[[str], bool] | None = None, first_line: int = 1) -> Module:
    """Split ``text`` into a Module. A function is split into blocks when ``split`` is true of
    its text (every function when ``split`` is None); the others stay text. ``first_line`` is
    the line ``text`` starts at in its module.

    Functions and labels are found by searching the text, and only a block's lines are split:
    no Python loop runs over the lines of the functions left as text."""
    items: list[str | Function] = []
    done, line = 0, first_line - 1  # the text before ``done`` is in ``items``, ends at ``line``
    for start, end in function_spans(text):
        body = text[start:end]
        if split is None or split(body):
            if start > done:
                items.append(text[done:start])
            line += text.count("\n", done, start)
            items.append(_function(body, line + 1))
            line += body.count("\n")
            done = end
    if done < len(text):
        items.append(text[done:])
    return Module(items)


def function_spans(text: str | bytes) -> Iterator[tuple[int, int]]:
    """Start and end of each function: from a line starting with ``define`` through the first
    line after it that starts with ``}`` (or through the end of the text). ``text`` may be bytes
    (or a file's mmap), the spans then in bytes."""
    define, close = ("define", "}") if isinstance(text, str) else (b"define", b"}")
    start = _line_starting(text, define, 0)
    while start is not None:
        found = _line_starting(text, close, start)
        end = len(text) if found is None else _next_line(text, found)
        yield start, end
        start = _line_starting(text, define, end)


def _line_starting(text: str | bytes, word: str | bytes, at: int) -> int | None:
    """Where the first line at or after ``at`` (a line's start) that starts with ``word`` is."""
    if at == 0 and text[: len(word)] == word:
        return 0
    found = text.find(_newline(text) + word, max(at - 1, 0))
    return None if found < 0 else found + 1


def _next_line(text: str | bytes, at: int) -> int:
    """Where the line after the one holding ``at`` starts (the text's end after the last)."""
    return text.find(_newline(text), at) + 1 or len(text)


def _newline(text: str | bytes) -> str | bytes:
    return "\n" if isinstance(text, str) else b"\n"


def _function(text: str, first_line: int) -> Function:
    """A function's text (define line to ``}`` line) as header lines (through the one that
    opens the body), blocks and the closing line."""
    opens = text.find("{")
    body_at = _next_line(text, max(opens, 0))
    footer_at = text.rfind("\n", 0, len(text) - 1) + 1
    blocks: list[Block] = []
    current = Block(None, None)
    at = body_at
    for candidate in _LINE_START.finditer(text, body_at - 1, footer_at):
        start = candidate.end()
        end = _next_line(text, start)
        label = _LABELS.match(text, start, end)
        if label is None:
            continue
        current.lines = text[at:start].splitlines(keepends=True)
        if current.label is not None or current.lines:
            blocks.append(current)
        current = Block(_label(label), text[start:end])
        at = end
    current.lines = text[at:footer_at].splitlines(keepends=True)
    blocks.append(current)
    header = text[:body_at].splitlines(keepends=True)
    name = GLOBAL_NAME.search(header[0][: header[0].find("(")] if "(" in header[0] else header[0])
    return Function(name.group(0) if name else "@?", header, blocks, text[footer_at:], first_line)
