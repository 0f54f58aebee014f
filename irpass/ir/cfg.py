"""The control-flow graph and dominator tree of one function: an analysis computed once per
function and cached on it, the way LLVM's analysis manager caches a function's analyses.

The cache holds while the function's ``blocks`` list is the one it was computed from: a pass
that rewrites a function assigns it new blocks, which is what invalidates it. A pass that edits
branches in place must not read the CFG after.
"""

import re
from collections.abc import Iterable
from functools import cached_property
from itertools import pairwise

from irpass.ir.model import Block, Function
from irpass.ir.syntax import GLOBAL, LOCAL, strip_comment

Point = tuple[int, int]  # (block, line)


class CFG:
    """Successors, predecessors, immediate dominators of the blocks of one function, each
    computed when first asked."""

    def __init__(self, blocks: list[Block]) -> None:
        self.blocks = blocks

    @cached_property
    def successors(self) -> list[list[int]]:
        """The blocks each block's terminator may branch to, in block order."""
        index = {block.label: b for b, block in enumerate(self.blocks) if block.label}
        return [
            sorted({index[label] for label in successor_labels(block.lines) if label in index})
            for block in self.blocks
        ]

    @cached_property
    def predecessors(self) -> list[list[int]]:
        preds: list[list[int]] = [[] for _ in self.blocks]
        for b, succs in enumerate(self.successors):
            for s in succs:
                preds[s].append(b)
        return preds

    @cached_property
    def idom(self) -> dict[int, int]:
        """Immediate dominators of the reachable blocks (Cooper, Harvey, Kennedy)."""
        order: list[int] = []
        seen = {0}
        stack = [(0, iter(self.successors[0]))]
        while stack:
            node, it = stack[-1]
            nxt = next((s for s in it if s not in seen), None)
            if nxt is None:
                order.append(node)
                stack.pop()
            else:
                seen.add(nxt)
                stack.append((nxt, iter(self.successors[nxt])))
        rpo = order[::-1]
        number = {b: n for n, b in enumerate(rpo)}
        idom = {0: 0}
        changed = True
        while changed:
            changed = False
            for b in rpo[1:]:
                preds = [p for p in self.predecessors[b] if p in idom]
                new = preds[0]
                for p in preds[1:]:
                    new = _intersect(p, new, idom, number)
                if idom.get(b) != new:
                    idom[b] = new
                    changed = True
        return idom

    def dominates(self, a: Point, b: Point) -> bool:
        """Whether the instruction at ``a`` dominates the one at ``b`` (strictly)."""
        if a[0] == b[0]:
            return a[1] < b[1] and a[0] in self.idom
        if b[0] not in self.idom:
            return False
        block = b[0]
        while block != 0:
            block = self.idom[block]
            if block == a[0]:
                return True
        return a[0] == 0

    def between(self, a: Point, b: Point) -> Iterable[Point]:
        """Every instruction on some path from ``a`` to ``b`` that does not pass ``a`` again."""
        if a[0] == b[0] and a[1] < b[1]:
            yield from ((a[0], i) for i in range(a[1] + 1, b[1]))
            return
        forward = _reach(self.successors[a[0]], self.successors, stop=a[0])
        backward = _reach(self.predecessors[b[0]], self.predecessors, stop=a[0])
        lines = self.blocks
        yield from ((a[0], i) for i in range(a[1] + 1, len(lines[a[0]].lines)))
        for block in sorted(forward & backward):
            yield from ((block, i) for i in range(len(lines[block].lines)))
        if b[0] not in forward & backward:
            yield from ((b[0], i) for i in range(b[1]))


def cfg(function: Function) -> CFG:
    """``function``'s CFG, computed once per version of its blocks."""
    cached = function.analyses.get("cfg")
    if cached is None or cached.blocks is not function.blocks:
        cached = function.analyses["cfg"] = CFG(function.blocks)
    return cached


TERMINATORS = frozenset(
    ("ret", "br", "switch", "indirectbr", "invoke", "callbr", "resume", "catchswitch")
    + ("catchret", "cleanupret", "unreachable")
)
# A terminator's tokens: quoted strings and names whole (a quoted name may hold any text),
# then names, words, and single punctuation.
_TOKEN = re.compile(rf'{LOCAL}|{GLOBAL}|"[^"]*"|[-a-zA-Z$._0-9]+|\S')
# How the lines a terminator continues on start: LLVM prints a switch's cases one per line
# (``i32 0, label %a``, then ``]``), and an invoke's or callbr's destinations on the next line.
_INT_TYPE = re.compile(r"i\d+")
_CONTINUATIONS = frozenset(("]", "to", "unwind"))
_NESTS = {"(": ")", "{": "}", "<": ">"}


def successor_labels(lines: list[str]) -> list[str]:
    """The successors a block's terminator names, in its order, each ``%name``: ``br``'s one or
    two, ``switch``'s default and cases, ``indirectbr``'s list, ``invoke``'s normal and unwind,
    ``callbr``'s fallthrough and indirect ones, the EH terminators' handlers and unwind
    targets; none for ``ret``, ``resume``, ``unreachable`` or a block without a terminator.

    The terminator is the block's last instruction; ``switch``, ``invoke`` and ``callbr`` may
    continue over several lines. Its successors are the ``label %x`` operands outside
    parentheses, braces and angle brackets (call arguments, constant expressions, inline
    metadata), where ``label`` can only be a type of an argument or a constant."""
    tokens = _terminator(lines)
    out: list[str] = []
    closing: list[str] = []
    for token, following in pairwise([*tokens, ""]):
        if token in _NESTS:
            closing.append(_NESTS[token])
        elif closing and token == closing[-1]:
            closing.pop()
        elif not closing and token == "label" and following.startswith("%"):
            out.append(following)
    return out


def _terminator(lines: list[str]) -> list[str]:
    """The tokens of the block's terminator from its opcode on (``[]`` if the block's last
    instruction is none): the lines read backwards to the first that starts a terminator."""
    tail: list[str] = []
    for line in reversed(lines):
        tokens = _TOKEN.findall(strip_comment(line))
        if not tokens:
            continue
        if len(tokens) > 2 and tokens[0].startswith("%") and tokens[1] == "=":
            tokens = tokens[2:]  # a named invoke, callbr or catchswitch
        if tokens[0] in TERMINATORS:
            return tokens + tail
        if tokens[0] not in _CONTINUATIONS and not _INT_TYPE.fullmatch(tokens[0]):
            return []  # the block's last instruction is no terminator
        tail = tokens + tail
    return []


def _intersect(a: int, b: int, idom: dict[int, int], number: dict[int, int]) -> int:
    while a != b:
        while number[a] > number[b]:
            a = idom[a]
        while number[b] > number[a]:
            b = idom[b]
    return a


def _reach(start: Iterable[int], edges: list[list[int]], stop: int) -> set[int]:
    """Blocks reachable from ``start`` along ``edges`` without entering ``stop``."""
    seen: set[int] = set()
    todo = [s for s in start if s != stop]
    while todo:
        block = todo.pop()
        if block in seen:
            continue
        seen.add(block)
        todo.extend(n for n in edges[block] if n != stop and n not in seen)
    return seen
