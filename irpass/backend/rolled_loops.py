"""Keep ptxas from unrolling the loops of cold out-of-line functions.

A debug kernel carries the runtime's reporting code out of line: ``quadrants_assert_format``
(it calls ``mark_force_no_inline``), the ``quadrants_printf<...>`` instances when
``print_out_of_line`` keeps them, and irpass's own ``cold`` wrappers and reporters. The runtime
is built at -O0: ``quadrants_assert_format`` zeroes a 2,048-byte message buffer and
``quadrants_printf`` a 1,024-byte argument buffer one ``st.b8`` at a time, and ptxas -O3
unrolls those loops, whether LLVM left the functions alone (``optnone``) or optimised them
(``link``'s ``optimise_kept``), and a small kernel's ptxas time goes to them (docs/bench.md).
``llvm.loop.unroll.disable`` on a loop's latch is what NVPTX prints as ``.pragma "nounroll"``;
it changes no instruction, only what ptxas may do, and code that runs once, on a failure or a
print, does not need unrolling.

The buffers are zeroed by ``llvm.memset``, which NVPTX expands into a byte loop after the last
point where IR metadata can reach it; so a memset in a cold function becomes a call to
``ROLLED_MEMSET``, an ``internal noinline cold`` function that stores the same bytes in one
loop carrying the disable.

Cold code is also found inside hot functions: the blocks that only irpass's overflow reports lead
to (``exit_blocks``), where the runtime's inlined ``stack_push`` reports the overflow, with its
push path and the memset that zeroes an entry where LLVM cannot fold them away: a memset of a
size not known NVPTX expands into a byte loop in the kernel's own function; as a call, ptxas
compiles that loop once. (The shared exit reports on a header of its own, which folds to the
overflow path alone, and leaves none.) Those blocks are found by the metadata on the store that
sets the full stack's header (``irpass.ir.model.OVERFLOW_MARK``): the report call, and the
marks other passes read (``Marks``, the plugin's ``cold``), went with the inlining, and the
blocks' names are gone where clang discards them, but LLVM keeps an instruction's metadata
while it keeps the instruction (the blocks' ``ret``/``br``, merged into shared returns, keep
none).

This edits LLVM's own print of the optimised module, as ``retarget`` does.
"""

import re

from irpass.ir import toplevel
from irpass.ir.model import OVERFLOW_MARK
from irpass.ir.names import unused_name
from irpass.ir.syntax import split_top
from irpass.ir.toplevel import Kind

_LABEL = re.compile(r'^([-\w.$]+|"[^"]*"):', re.M)
_BRANCH = re.compile(r"^  br (?:i1 [^,]+, )?label ", re.M)
_TARGET = re.compile(r'label %([-\w.$]+|"[^"]*")')
_MARKED = f", !{OVERFLOW_MARK} !"
_METADATA_ID = re.compile(r"^!(\d+) = ", re.M)
_LOOP_ID = re.compile(r"!llvm\.loop !(\d+)")
_MEMSET = re.compile(
    r"call void @llvm\.memset\.p0\.i64\((ptr [^,]*), (i8 [^,]*), (i64 [^,]*), i1 false\)"
)
UNROLL_DISABLE = '!{!"llvm.loop.unroll.disable"}'
ROLLED_MEMSET = "irpass.rolled.memset"
_ROLLED_MEMSET_BODY = """
; irpass: llvm.memset as one loop that ptxas keeps rolled (cold functions only)
define internal void @{name}(ptr %at, i8 %value, i64 %bytes) noinline cold nounwind {{
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %done, label %store

store:
  %i = phi i64 [ 0, %entry ], [ %next, %store ]
  %byte = getelementptr inbounds i8, ptr %at, i64 %i
  store i8 %value, ptr %byte, align 1
  %next = add nuw i64 %i, 1
  %more = icmp ult i64 %next, %bytes
  br i1 %more, label %store, label %done, !llvm.loop !{loop}

done:
  ret void
}}
"""


def cold_functions(text: str, out_of_line: frozenset[str]) -> list[str]:
    """The functions of ``text`` that ``out_of_line`` names or that carry ``cold``."""
    groups = toplevel.attribute_groups(text)
    return [
        f.name
        for f in toplevel.functions(text)
        if f.kind is Kind.DEFINE and (f.name in out_of_line or "cold" in f.attribute_words(groups))
    ]


def roll_loops(text: str, functions: list[str]) -> str:
    """``text`` with the loops of ``functions``, and of the other functions' ``exit_blocks``,
    kept rolled: each backward branch (to a block printed before it) carries a loop ID that
    disables unrolling, and each memset calls ``ROLLED_MEMSET`` instead.

    A loop's latch branches back to its header, which LLVM prints before it; a backward branch
    that is not a latch carries an ID no pass reads. A branch that has a loop ID gets a new one
    with the same properties plus the disable (another copy of the loop may share the old one).
    """
    ids = _LoopIds(text)
    memset = unused_name(ROLLED_MEMSET, {f.name for f in toplevel.items(text)})
    edits: list[tuple[int, int, str]] = []
    wanted = set(functions)
    for function in toplevel.functions(text):
        if function.kind is not Kind.DEFINE:
            continue
        body = function.end, text.find("\n}", function.end)
        for cold in [body] if function.name in wanted else exit_blocks(text, body):
            edits += _branch_edits(text, body, cold, ids)
            edits += [
                (m.start(), m.end(), f"call void @{memset}({m[1]}, {m[2]}, {m[3]})")
                for m in _MEMSET.finditer(text, *cold)
            ]
    if not edits:
        return text
    pieces, last = [], 0
    for start, end, replacement in sorted(edits):
        pieces += [text[last:start], replacement]
        last = end
    pieces.append(text[last:])
    out = "".join(pieces)
    if f"@{memset}(" in out:
        out += _ROLLED_MEMSET_BODY.format(name=memset, loop=ids.rolled(None))
    return out + ("" if out.endswith("\n") else "\n") + ids.definitions()


def exit_blocks(text: str, body: tuple[int, int]) -> list[tuple[int, int]]:
    """The spans of the blocks of function ``text[body[0]:body[1]]`` that only irpass's
    overflow exits lead to: those the entry block does not reach without passing through a
    block that holds an ``OVERFLOW_MARK``. They run only after a stack overflowed."""
    if _MARKED not in text[body[0] : body[1]]:
        return []
    labels = list(_LABEL.finditer(text, *body))
    starts = [body[0], *(m.start() for m in labels)]
    spans = list(zip(starts, [*starts[1:], body[1]], strict=True))
    names = [None, *(m[1] for m in labels)]
    if not text[spans[0][0] : spans[0][1]].strip():
        spans, names = spans[1:], names[1:]  # the entry block has a label
    index = {name: i for i, name in enumerate(names)}
    reached: set[int] = set()
    todo = [0]
    while todo:
        i = todo.pop()
        if i in reached or _MARKED in text[spans[i][0] : spans[i][1]]:
            continue
        reached.add(i)
        todo += [index[t] for t in _TARGET.findall(text, *spans[i]) if t in index]
    return [span for i, span in enumerate(spans) if i not in reached]


def _branch_edits(
    text: str, body: tuple[int, int], within: tuple[int, int], ids: "_LoopIds"
) -> list[tuple[int, int, str]]:
    """The loop IDs to put on the backward branches in ``text[within[0]:within[1]]``, a part
    of the function ``text[body[0]:body[1]]``."""
    labels = [(m.start(), m[1]) for m in _LABEL.finditer(text, *body)]
    edits, seen, passed = [], set(), 0
    for branch in _BRANCH.finditer(text, *within):
        while passed < len(labels) and labels[passed][0] < branch.start():
            seen.add(labels[passed][1])
            passed += 1
        line_end = text.index("\n", branch.end())
        line = text[branch.start() : line_end]
        if not any(t in seen for t in _TARGET.findall(line)):
            continue
        old = _LOOP_ID.search(line)
        if old:
            at = branch.start() + old.start(1), branch.start() + old.end(1)
            edits.append((*at, str(ids.rolled(old[1]))))
        else:
            edits.append((line_end, line_end, f", !llvm.loop !{ids.rolled(None)}"))
    return edits


class _LoopIds:
    """New metadata nodes: one unroll-disable property, and a loop ID per loop."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._next = max((int(m[1]) for m in _METADATA_ID.finditer(text)), default=-1) + 1
        self.disable = self._take()
        self._new: dict[str | None, int] = {}
        self._lines: list[str] = [f"!{self.disable} = {UNROLL_DISABLE}\n"]

    def _take(self) -> int:
        self._next += 1
        return self._next - 1

    def rolled(self, old: str | None) -> int:
        """The ID of a loop that had ID ``!old`` (None: none) with unrolling disabled; a loop
        with no ID gets a fresh one each time."""
        if old in self._new:
            return self._new[old]
        new = self._take()
        properties = self._properties(old) if old is not None else []
        operands = ", ".join([f"!{new}", *properties, f"!{self.disable}"])
        self._lines.append(f"!{new} = distinct !{{{operands}}}\n")
        if old is not None:
            self._new[old] = new
        return new

    def _properties(self, old: str) -> list[str]:
        """The operands of loop ID ``!old`` after its self-reference."""
        node = re.search(rf"^!{old} = distinct !\{{!{old}(?:, )?(.*)\}}$", self._text, re.M)
        return [p.strip() for p in split_top(node[1], ",") if p.strip()] if node else []

    def definitions(self) -> str:
        return "".join(self._lines)
