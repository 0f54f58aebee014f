"""Which stack pointers are the same address: pointers the compiler recomputes.

Quadrants' gated stacks (a loop whose adstack rows are claimed lazily behind a
gate) do not keep one SSA pointer per stack: every helper call recomputes it
from the row slot, ``heap + row * stride + offsets[id]``, and only the first
copy is given to ``stack_init``. This module proves such copies equal so that
the analysis can treat them as one stack with one counter.

Two values are equal when their defining expressions are structurally equal:
the same instruction text (opcode, flags, types, constants) over operands that
are themselves equal. Only side-effect-free integer and pointer instructions
are looked through, plus loads under the conditions of ``_load_reason``.
Anything else (calls, phis, atomics, arguments) is equal only to itself.

"Equal" is about time as well as structure: ``b`` is proven equal to ``a``
when, every time ``b`` is computed, it has the value ``a`` had when it was last
computed. That needs ``a``'s definition to dominate ``b``'s for every pair of
distinct values compared (then no operand of ``a`` can be recomputed between
the last ``a`` and ``b`` without ``a`` being recomputed too), and, for loads,
that the memory read does not change in between. A helper call on ``b`` then
addresses the same stack as the latest ``a``, which is what one shared counter
models.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache

from irpass.ir.cfg import Point, cfg
from irpass.ir.instructions import Instr, parse_lines
from irpass.ir.model import LOCAL_NAME, Function
from irpass.ir.syntax import strip_comment

_PURE = frozenset(
    {
        "getelementptr",
        "add",
        "sub",
        "mul",
        "shl",
        "lshr",
        "ashr",
        "and",
        "or",
        "xor",
        "zext",
        "sext",
        "trunc",
        "bitcast",
        "ptrtoint",
        "inttoptr",
        "addrspacecast",
        "icmp",
        "select",
    }
)
"""Instructions whose result depends on their operands only (no memory, no poison source
beyond what both copies share)."""

READ_ONLY_TABLES = frozenset(
    {"@LLVMRuntime_get_adstack_offsets", "@LLVMRuntime_get_adstack_max_sizes"}
)
"""Runtime getters returning the adstack metadata tables (per-stack offsets and capacities).

The host publishes these tables before a launch and the kernel only reads them
(Quadrants' codegen never stores to them; irpass's max hoisting rests on the
same fact), so two loads of the same entry are equal wherever they are.
"""

MAX_DEPTH = 64  # expressions deeper than this are not looked into (no proof, no recursion limit)


@dataclass(frozen=True)
class Mismatch:
    """Why ``b`` is not proven equal to ``a``: the innermost operand pair that failed."""

    a: str
    b: str
    why: str
    depth: int = 0

    def describe(self) -> str:
        return f"{self.b} vs {self.a}: {self.why}"


@dataclass
class Grouping:
    """``joined``: pointer -> the pointer whose stack it joins. ``unproven``: pointer -> the
    mismatch against the closest pointer that has a ``stack_init``."""

    joined: dict[str, str]
    unproven: dict[str, tuple[str, Mismatch]]


class _Function:
    """Definitions and memory of one function, computed on demand; its control flow and
    dominance are the function's ``irpass.ir.cfg`` analysis."""

    def __init__(self, function: Function, defs: Mapping[str, tuple[Point, str]]) -> None:
        self.function = function
        self.cfg = cfg(function)
        self.defs = defs  # name -> where it is defined, and that line
        self._bodies: dict[str, str] = {}
        self._records: dict[str, Instr | None] = {}
        self._keys: dict[str, object] = {}
        self._open: set[str] = set()  # the keys being made
        self.cut = False
        self._read_only: dict[str, bool] = {}

    # -- expressions ---------------------------------------------------------

    def text(self, name: str) -> str | None:
        """The defining text of ``name`` after ``%x =`` (None when not defined here), read
        when first asked: a proof looks at a few definitions of thousands."""
        if name not in self._bodies:
            if name not in self.defs:
                return None
            self._bodies[name] = _body(self.defs[name][1].lstrip().partition(" = ")[2])
        return self._bodies[name]

    def record(self, name: str) -> Instr | None:
        if name not in self._records:
            [record] = parse_lines([f"{name} = {self.text(name)}"])
            self._records[name] = record if isinstance(record, Instr) else None
        return self._records[name]

    def opcode(self, name: str) -> str | None:
        body = self.text(name)
        return body.split(maxsplit=1)[0] if body else None

    def expandable(self, name: str) -> bool:
        op = self.opcode(name)
        if op == "load":
            body = self.text(name)
            return " volatile " not in f" {body} " and " atomic " not in f" {body} "
        return op in _PURE

    def forget_keys(self) -> None:
        self._keys.clear()
        self.cut = False

    def template(self, name: str) -> tuple[str, tuple[str, ...]]:
        """The defining text with every local operand replaced, and those operands."""
        return _template(self.text(name))

    def key(self, name: str, depth: int = 0) -> object:
        """A structural fingerprint: values ``compare`` proves equal have equal keys.

        A key cut short (a cycle, or ``MAX_DEPTH``) holds a name where the expression would
        be, and which keys are cut depends on the order they are made in; ``cut`` says
        whether any was."""
        if name in self._keys:
            self.cut = self.cut or name in self._open
            return self._keys[name]
        self._keys[name] = name  # cycles (phis) end at a name
        if name in self.defs and self.expandable(name):
            if depth >= MAX_DEPTH:
                self.cut = True
                return name
            self._open.add(name)
            template, operands = self.template(name)
            self._keys[name] = (template, tuple(self.key(o, depth + 1) for o in operands))
            self._open.discard(name)
        return self._keys[name]

    # -- memory --------------------------------------------------------------

    @cached_property
    def uses(self) -> dict[str, list[Point]]:
        found: dict[str, list[Point]] = {}
        for b, block in enumerate(self.function.blocks):
            for i, line in enumerate(block.lines):
                for name in set(LOCAL_NAME.findall(strip_comment(line))):
                    found.setdefault(name, []).append((b, i))
        return found

    def line(self, point: Point) -> str:
        return self.function.blocks[point[0]].lines[point[1]]

    def slot_reason(self, slot: str) -> str | None:
        """Why ``slot`` is not a private ``alloca`` (one only loaded and stored to), or None."""
        if self.opcode(slot) != "alloca":
            return f"{slot} is neither an alloca nor read-only adstack metadata"
        for point in self.uses.get(slot, []):
            if point == self.defs[slot][0]:
                continue
            [use] = parse_lines([self.line(point)])
            if not isinstance(use, Instr):
                return f"{slot} is used by a line irpass does not model"
            if use.opcode == "load" and use.operands[0].value == slot:
                continue
            if use.opcode == "store" and use.operands[1].value == slot != use.operands[0].value:
                continue
            return f"{slot} escapes ({use.opcode})"
        return None

    def stores_between(self, slot: str, a: Point, b: Point) -> bool:
        stores = {
            p
            for p in self.uses.get(slot, [])
            if strip_comment(self.line(p)).lstrip().startswith("store")
        }
        return any(p in stores for p in self.cfg.between(a, b)) if stores else False

    def table_base(self, address: str) -> str | None:
        """The getter call an address indexes (through GEPs), when it is a read-only table."""
        name = address
        while name in self.defs and self.opcode(name) == "getelementptr":
            record = self.record(name)
            if record is None:
                return None
            name = record.operands[0].value
        record = self.record(name) if name in self.defs else None
        if record is not None and record.opcode == "call" and record.callee in READ_ONLY_TABLES:
            return name if self.only_read(name) else None
        return None

    def only_read(self, pointer: str) -> bool:
        """Whether every use of ``pointer`` loads from it or indexes it for such uses."""
        if pointer not in self._read_only:
            self._read_only[pointer] = self._only_read(pointer)
        return self._read_only[pointer]

    def _only_read(self, pointer: str) -> bool:
        for point in self.uses.get(pointer, []):
            if pointer in self.defs and point == self.defs[pointer][0]:
                continue
            [use] = parse_lines([self.line(point)])
            if not isinstance(use, Instr) or use.operands[0].value != pointer:
                return False
            derived = use.opcode == "getelementptr" and use.result and self.only_read(use.result)
            if use.opcode != "load" and not derived:
                return False
        return True


@lru_cache(maxsize=4096)  # the functions of a module often compute their pointers alike
def _template(body: str) -> tuple[str, tuple[str, ...]]:
    return LOCAL_NAME.sub("%_", body), tuple(LOCAL_NAME.findall(body))


def _body(text: str) -> str:
    """An instruction's text after ``%x =``, without comment and metadata attachments."""
    return strip_comment(text).split(", !", 1)[0].strip()


class _Prover:
    def __init__(self, fn: _Function) -> None:
        self.fn = fn
        self.proven: set[tuple[str, str]] = set()

    def compare(self, a: str, b: str, depth: int = 0) -> Mismatch | None:
        """None when ``b`` is proven to hold ``a``'s latest value, else the failing pair."""
        fn = self.fn
        if a == b or (a, b) in self.proven:
            return None
        if depth >= MAX_DEPTH:
            return Mismatch(a, b, "expressions too deep to compare", depth)
        for name in (b, a):
            if name not in fn.defs:
                return Mismatch(a, b, f"{name} is not an instruction of this function", depth)
            if not fn.expandable(name):
                return Mismatch(a, b, f"{name} comes from {_what(fn.opcode(name))}", depth)
        (ta, oa), (tb, ob) = fn.template(a), fn.template(b)
        if ta != tb:
            return Mismatch(a, b, f"different expressions ({_short(ta)} vs {_short(tb)})", depth)
        for x, y in zip(oa, ob, strict=True):
            inner = self.compare(x, y, depth + 1)
            if inner is not None:
                return inner
        if not fn.cfg.dominates(fn.defs[a][0], fn.defs[b][0]):
            return Mismatch(a, b, f"{a} does not dominate {b}", depth)
        if fn.opcode(a) == "load":
            why = self.load_reason(a, b)
            if why is not None:
                return Mismatch(a, b, why, depth)
        self.proven.add((a, b))
        return None

    def load_reason(self, a: str, b: str) -> str | None:
        """Why two loads of one address may differ, or None.

        Memory treated as unchanging between the loads, conservatively:
        - an entry of the runtime's adstack metadata tables (``READ_ONLY_TABLES``:
          published by the host before launch, only read by kernels);
        - a private ``alloca`` slot (every use a load from it or a store to it, so
          no call can write it) with no store on any path from the first load to
          the second that does not pass the first load again (the row slot of a
          gated stack, stored once when the row is claimed).
        """
        fn = self.fn
        record = fn.record(a)
        if record is None:
            return f"{a} is a load irpass cannot parse"
        address = record.operands[0].value
        if fn.table_base(address) is not None:
            return None
        why = fn.slot_reason(address)
        if why is not None:
            return why
        if fn.stores_between(address, fn.defs[a][0], fn.defs[b][0]):
            return f"a store to {address} may come between {a} and {b}"
        return None


def _what(opcode: str | None) -> str:
    return {"phi": "a phi", "call": "a call", "alloca": "an alloca"}.get(opcode or "", f"{opcode}")


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def group(
    function: Function,
    pointers: list[str],
    initialised: set[str],
    defs: Mapping[str, tuple[Point, str]],
) -> Grouping:
    """Join each pointer to an equal one whose definition dominates it.

    ``pointers`` are the stack pointers of the helper calls (in order of first
    use); the result maps a joined pointer to the pointer of its group that
    dominates the others. A pointer of a group without ``stack_init`` gets the
    closest mismatch against an initialised pointer, to say why it stays unproven.
    """
    fn = _Function(function, defs)
    prover = _Prover(fn)
    local = [p for p in pointers if p in fn.defs]
    order = local if _keys_differ(fn, local) else sorted(local, key=lambda p: _depth(fn, p))
    roots: dict[object, list[str]] = {}
    joined: dict[str, str] = {}
    for p in order:
        same = roots.setdefault(fn.key(p), [])
        root = next((r for r in same if prover.compare(r, p) is None), None)
        if root is None:
            same.append(p)
        else:
            joined[p] = root
    has_init = {joined.get(p, p) for p in initialised}
    unproven = {}
    candidates = [p for p in local if p in has_init and p not in joined]
    for p in local:
        if p in joined or p in has_init or not candidates:
            continue
        misses = [(c, prover.compare(c, p)) for c in candidates if c != p]
        best = max(misses, key=lambda m: m[1].depth if m[1] else -1, default=None)
        if best is not None and best[1] is not None:
            unproven[p] = best
    return Grouping(joined, unproven)


def _keys_differ(fn: _Function, names: list[str]) -> bool:
    """Whether ``names`` have pairwise different keys in every order the keys are made in,
    so that no two are compared and the order (which needs the dominator tree) changes
    nothing. Full keys that differ still differ with some parts cut to names (a name stands
    for itself only), so keys made here without a cut settle it; otherwise they are made
    again in the order ``group`` takes."""
    keys = {fn.key(p) for p in names}
    if len(keys) == len(names) and not fn.cut:
        return True
    fn.forget_keys()
    return False


def _depth(fn: _Function, name: str) -> tuple[int, int, int]:
    """Dominator-tree depth then position: a dominating pointer sorts first."""
    block, line = fn.defs[name][0]
    depth, b = 0, block
    while b in fn.cfg.idom and b != 0:
        b = fn.cfg.idom[b]
        depth += 1
    return (depth if block in fn.cfg.idom else 1 << 30, block, line)
