"""The generic part of every pass that rewrites call sites: replace them, split blocks, fix
phis.

A pass (each strategy, the debug checks) supplies one ``SiteHandler`` per call site; this
module walks the blocks, lets the handler emit text, starts a new block where the handler
branches away, and renames phi incoming labels of blocks that were split.
"""

import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from irpass.ir.model import Block, Function
from irpass.ir.syntax import parenthesised, split_top


@dataclass(slots=True)
class Piece:
    """What replaces one call site.

    ``lines`` go into the current block. When ``then`` is set the current
    block is finished (``lines`` ended with a terminator), ``side`` blocks
    follow it, and the rest of the original block continues in ``then``.
    """

    lines: list[str]
    side: Sequence[Block] = ()
    then: Block | None = None


_PHI = re.compile(r"^\s*%[^=]+=\s*phi\b")
_NOT_INSTRUCTION = ("", ";", "#")  # how a blank line, a comment, a debug record starts

Site = TypeVar("Site")  # what a pass knows of one call site (a stack's, a debug check's)
SiteHandler = Callable[[Site, str, str], Piece]
"""(site, the call's line, the label of the block the code lands in) -> Piece"""


@dataclass
class Rewritten:
    blocks: list[Block]
    calls_removed: int


def implicit_entry_label(function: Function) -> str | None:
    """The number LLVM gives an unlabeled entry block (after the unnamed params)."""
    if function.blocks[0].label is not None:
        return None
    header = "".join(function.header)
    params = split_top(parenthesised(header, header.find("(") + 1))
    numbered = [p for p in params if p != "..." and _numbered(p.split()[-1])]
    return f"%{len(numbered)}"


def _numbered(last_word: str) -> bool:
    """A parameter without a name, or with a number for one, takes the next number."""
    return not last_word.startswith("%") or last_word[1:].isdigit()


def rewrite_blocks(
    function: Function,
    sites: Mapping[tuple[int, int], Site],
    handle: SiteHandler,
) -> Rewritten:
    """Apply ``handle`` to every site, and point phis at the blocks their edges now leave."""
    out: list[Block] = []
    firsts: list[Block] = []  # each block's first part: where its phis stay
    renamed: dict[str, str] = {}
    removed = 0
    entry_name = implicit_entry_label(function)
    at: dict[int, list[tuple[int, Site]]] = defaultdict(list)  # per block, by line, in order
    for (b, i), site in sorted(sites.items()):
        at[b].append((i, site))
    for b, block in enumerate(function.blocks):
        current = Block(block.label, block.label_line, [])
        out.append(current)
        firsts.append(current)
        copied = 0  # the lines between sites are copied a run at a time
        for i, site in at.get(b, ()):
            current.lines.extend(block.lines[copied:i])
            copied = i + 1
            removed += 1
            piece = handle(site, block.lines[i], current.label or entry_name)
            current.lines.extend(piece.lines)
            if piece.then is not None:
                out.extend(piece.side)
                current = piece.then
                out.append(current)
        current.lines.extend(block.lines[copied:])
        if current.label != block.label:
            renamed[block.label or entry_name] = current.label
    if renamed:
        _rename_phi_labels(firsts, renamed)
    return Rewritten(out, removed)


def _rename_phi_labels(blocks: list[Block], renamed: dict[str, str]) -> None:
    """Rename the incoming labels of each block's phis, which lead the block (LLVM rejects a
    phi after another instruction): the scan of a block ends at its first other instruction."""
    for block in blocks:
        for i, line in enumerate(block.lines):
            if " phi " in line:
                block.lines[i] = rename_incoming(line, renamed)
            elif line.lstrip()[:1] not in _NOT_INSTRUCTION:
                break


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
