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
_NOT_LABEL = frozenset(" \t;\n")  # what an instruction, comment or blank line starts with
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

    def text(self) -> str:
        return "".join(self.parts())

    def parts(self) -> list[str]:
        """The function's text in pieces, joined once by whoever needs the whole (a join per
        block cost as much as the rest of printing a module)."""
        parts = list(self.header)
        for block in self.blocks:
            if block.label_line:
                parts.append(block.label_line)
            parts += block.lines
        parts.append(self.footer)
        return parts


@dataclass
class Module:
    """Top-level items in order: exact text, or a function split into blocks."""

    items: list[str | Function]

    def split_functions(self) -> list[Function]:
        """The functions ``read`` split into blocks, in order."""
        return [item for item in self.items if isinstance(item, Function)]

    def text(self) -> str:
        parts: list[str] = []
        for item in self.items:
            if isinstance(item, str):
                parts.append(item)
            else:
                parts += item.parts()
        return "".join(parts)


def label_of(line: str) -> str | None:
    """The ``%name`` a label line defines, or None if the line is not a label."""
    match = LABEL.match(line)
    if match is None:
        return None
    plain, quoted, number = match.groups()
    if quoted is not None:
        return f'%"{quoted}"'
    return "%" + (plain if plain is not None else number)


def labels(text: str) -> Iterator[tuple[int, str]]:
    """Offset and bare name (no ``%``, no quotes) of every label line in ``text``."""
    for match in _LABELS.finditer(text):
        plain, quoted, number = match.groups()
        yield match.start(), next(n for n in (plain, quoted, number) if n is not None)


def read(text: str, split: Callable[[str], bool] | None = None) -> Module:
    """Split ``text`` into a Module. A function is split into blocks when ``split`` is true of
    its text (every function when ``split`` is None); the others stay text."""
    lines = text.splitlines(keepends=True)
    items: list[str | Function] = []
    pending: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("define"):
            end = _function_end(lines, i)
            body = lines[i : end + 1]
            if split is None or split("".join(body)):
                if pending:
                    items.append("".join(pending))
                    pending = []
                items.append(_function(body, i + 1))
            else:
                pending.extend(body)
            i = end + 1
            continue
        pending.append(line)
        i += 1
    if pending:
        items.append("".join(pending))
    return Module(items)


def _function_end(lines: list[str], start: int) -> int:
    for j in range(start, len(lines)):
        if lines[j].startswith("}"):
            return j
    return len(lines) - 1


def _function(body: list[str], first_line: int) -> Function:
    open_at = next(j for j, ln in enumerate(body) if ln.rstrip().endswith("{") or "{" in ln)
    header = body[: open_at + 1]
    footer = body[-1]
    blocks: list[Block] = []
    current = Block(None, None)
    for line in body[open_at + 1 : -1]:
        label = None if line[:1] in _NOT_LABEL else label_of(line)
        if label is not None:
            if current.label is not None or current.lines:
                blocks.append(current)
            current = Block(label, line)
        else:
            current.lines.append(line)
    blocks.append(current)
    name = GLOBAL_NAME.search(header[0][: header[0].find("(")] if "(" in header[0] else header[0])
    return Function(name.group(0) if name else "@?", header, blocks, footer, first_line)
