"""A function's lines read once for the analysis: the helper calls, which line defines each
name (made when asked), and the parameters."""

from bisect import bisect_right
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import accumulate, chain

from irpass.adstack.stacks import Where
from irpass.ir import toplevel
from irpass.ir.mentions import definitions
from irpass.ir.model import Function
from irpass.ir.syntax import strip_comment


def _calls_helper(code: str) -> bool:
    return "@stack_" in code and "call" in code


class Defs(Mapping[str, tuple[tuple[int, int], str]]):
    """``%name`` -> where its definition is and that line, made when asked: a function
    defines thousands of names and the analysis (and the pointer proof) reads a few.

    Positions are plain ``(block, line)`` tuples (equal to, and hashing like, the ``Where``
    of the same line)."""

    def __init__(self, flat: list[str], starts: list[int]) -> None:
        self._flat = flat
        self._starts = starts
        self._at = definitions(flat)

    def __getitem__(self, name: str) -> tuple[tuple[int, int], str]:
        k = self._at[name]
        return _where(self._starts, k), self._flat[k]

    def __contains__(self, name: object) -> bool:
        return name in self._at

    def __iter__(self) -> Iterator[str]:
        return iter(self._at)

    def __len__(self) -> int:
        return len(self._at)


def _where(starts: list[int], k: int) -> tuple[int, int]:
    """The (block, line) of line ``k`` of a function whose blocks start at ``starts``."""
    b = bisect_right(starts, k) - 1
    return b, k - starts[b]


@dataclass
class Lines:
    """A function's lines read once: the helper calls, and which line defines each name.
    (Nothing here refers back to the ``Lines``: a cycle would keep a function's lines alive
    until the collector runs, and its passes over them cost a rewrite of many functions time.)"""

    flat: list[str]  # every line of the function, block after block
    starts: list[int]  # where each block starts in ``flat``
    helpers: list[tuple[Where, str]]
    defs: Defs

    @classmethod
    def of(cls, function: Function) -> "Lines":
        flat = list(chain.from_iterable(block.lines for block in function.blocks))
        starts = list(accumulate((len(block.lines) for block in function.blocks[:-1]), initial=0))
        helpers = [
            (Where(b, i), line)
            for b, block in enumerate(function.blocks)
            for i, line in enumerate(block.lines)
            if "@stack_" in line and _calls_helper(strip_comment(line))
        ]
        return cls(flat, starts, helpers, Defs(flat, starts))

    def index(self, where: tuple[int, int]) -> int:
        """The ``k`` of ``flat[k]``, the line at ``where``."""
        return self.starts[where[0]] + where[1]


def param_names(function: Function) -> set[str]:
    header = toplevel.header("".join(function.header))
    return set(header.param_names) if header else set()
