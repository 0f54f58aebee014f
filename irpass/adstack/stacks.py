"""What the analysis finds in a function, as the strategies read it: its stacks, each stack's
helper call sites, where its max is read from, and the verdicts (``irpass.adstack.analysis``
makes them)."""

from dataclasses import dataclass, field
from functools import cached_property
from operator import attrgetter
from typing import NamedTuple

from irpass.adstack.flavour import HelperSet
from irpass.adstack.helpers import Args, Op
from irpass.adstack.verdict import SkipReason
from irpass.ir.instructions import Instr
from irpass.ir.model import Function


class Where(NamedTuple):
    """A line of a function: block index, line index in the block."""

    block: int
    line: int


@dataclass(slots=True)
class Site:
    """One helper call: its position, operation, parsed call (``call``, without the name of
    its result, which is ``result``), its arguments by name, and the stack it works on.

    ``stack`` is the call's pointer (``?`` for a call without one), or the equal one it was
    joined to: a joined pointer's stack pointer dominates it and holds the same address
    wherever the call is (pointers.py), so strategies address it through that. (A field, not
    a property of the others: the passes over the sites read it per site.)"""

    where: Where
    op: Op
    call: Instr
    args: Args
    stack: str
    result: str | None = None  # the ``%name`` the call defines (a top's address)


class MaxSource(NamedTuple):
    """``load i64 (getelementptr i64, base, index)``: reloadable anywhere ``base`` is. (A
    named tuple: made per stack and hashed where stacks share one, at C speed.)"""

    base: str
    base_type: str
    index: str
    after: Where | None  # insert after this line (None: top of the entry block)


@dataclass
class Stack:
    pointer: str
    sites: list[Site] = field(default_factory=list)
    # The first site of each distinct call (helper and arguments), in order: what the checks
    # of the arguments read (a kernel repeats its calls: the largest real dump makes 5,272
    # calls of 552 kinds).
    calls: list[Site] = field(default_factory=list)
    elem_size: int = 0
    max_source: MaxSource | None = None
    reason: SkipReason | None = None  # why it may not be rewritten
    grow: dict[str, str] | None = None  # line -> resized line, see capacity.grown
    joined: list[str] = field(default_factory=list)  # recomputed copies of the pointer

    @property
    def rewritable(self) -> bool:
        return self.reason is None

    @property
    def pointers(self) -> list[str]:
        return [self.pointer, *self.joined]


@dataclass
class FunctionAnalysis:
    function: Function
    helpers: HelperSet | None
    stacks: list[Stack]
    reason: SkipReason | None = None  # why nothing in this function may be rewritten
    helper_calls: int = 0
    contexts: dict[str, str] = field(default_factory=dict)
    """A push's runtime argument -> the parameter it was got from by ``GET_RUNTIME`` (where
    the call is that alone): the shared overflow exit gets the runtime again there."""

    @cached_property  # ``auto`` asks once per shape it weighs
    def returns_void(self) -> bool:
        """Only a void function can return early on overflow (``abort``)."""
        return self.function.header[0].split("@")[0].split()[-1] == "void"


position = attrgetter("where")  # a site's Where, read at C speed (a sort key, per site)
