"""One shared overflow exit per function, for the block-light strategies.

Every overflow edge of the function branches here; phis pick the arguments
of the push that overflowed, the header is set so that the real
``stack_push`` sees a full stack, and that call raises the overflow flag and
the task id exactly as the runtime does. Then the function returns (the
``abort`` contract). The call is marked ``cold`` so the hot path stays
straight.

Where every edge's max is read from one base at a constant index (``MaxSource``, as
``merged-checks`` reads it), the exit reads it again there: one ``i32`` phi numbers the
edges, and a constant table gives each edge's index and element size. A phi's incoming
value is a move before its edge's branch on the hot path, and a max in a phi lives until
that branch; ``kernel_step_2`` (64 stacks, 54 checks) went from 1.96 to 1.83 times release's
ptxas time (docs/quadrants.md).
"""

from dataclasses import dataclass, field

from irpass.adstack.helpers import Args
from irpass.adstack.stacks import MaxSource
from irpass.ir.model import Block
from irpass.ir.names import OVERFLOW_HINT
from irpass.strategies.builders import Emitter


@dataclass
class SharedExit:
    emit: Emitter
    block: Block | None = None
    edges: list[tuple[str, Args]] = field(default_factory=list)
    sources: list[MaxSource | None] = field(default_factory=list)

    def edge(self, from_label: str, args: Args, source: MaxSource | None = None) -> str:
        """Register an edge into the exit with the arguments of the ``stack_push`` that
        reports its overflow, and where its max may be read again; returns the exit's label."""
        if self.block is None:
            self.block = self.emit.overflow_block(f"{OVERFLOW_HINT}.exit")
        self.edges.append((from_label, args))
        self.sources.append(source)
        return self.block.label

    def finish(self) -> list[Block]:
        if self.block is None:
            return []
        p = self.emit.i8p
        kinds = (("runtime", p, "rt"), ("stack", p, "s"), ("max", "i64", "m"), ("elem", "i64", "e"))
        kinds += (("task_id", "i64", "tid"),)
        number = self._number()
        values = {}
        for attr, ty, hint in kinds:
            if number is not None and attr in ("max", "elem"):
                continue
            incoming = [(getattr(args, attr), label) for label, args in self.edges]
            values[attr] = self._merge(ty, hint, incoming)
        lines = self.block.lines
        if number is not None:
            values["max"], values["elem"] = self._read_again(number, lines)
        self.emit.report_header(values["max"], values["stack"], lines)
        args = [(ty, values[attr]) for attr, ty, _ in kinds]
        self.emit.call_void("@stack_push", args, lines, "cold")
        self.emit.ret_void(lines)
        return [self.block]

    def _number(self) -> str | None:
        """The phi that numbers the edges, where every edge's max has one base (else None)."""
        bases = {(s.base, s.base_type) if s else None for s in self.sources}
        if None in bases or len(bases) != 1 or len(self.edges) < 2 or self.emit.helpers.typed:
            return None
        if any(a.elem is None or a.elem.startswith("%") for _, a in self.edges):
            return None
        edges = ", ".join(f"[ {k}, {label} ]" for k, (label, _) in enumerate(self.edges))
        return self.emit.op(f"phi i32 {edges}", "xid", self.block.lines)

    def _read_again(self, number: str, lines: list[str]) -> tuple[str, str]:
        """The max (read again from its base at the edge's index) and the element size, from
        the table of the edges' ``[index, element size]``."""
        emit = self.emit
        edges = zip(self.sources, self.edges, strict=True)
        pairs = [f"[i64 {s.index}, i64 {a.elem}]" for s, (_, a) in edges if s is not None]
        table = emit.declarations.table("irpass.exit.table", "[2 x i64]", pairs)
        array = f"[{len(pairs)} x [2 x i64]]"
        read = []
        for field_ in (0, 1):
            slot = emit.op(
                f"getelementptr inbounds {array}, ptr {table}, i32 0, i32 {number}, i32 {field_}",
                "xslot",
                lines,
            )
            read.append(emit.op(f"load i64, ptr {slot}", "xtab", lines))
        source = self.sources[0]
        assert source is not None
        address = emit.op(
            f"getelementptr i64, {source.base_type} {source.base}, i64 {read[0]}", "xmaxp", lines
        )
        return emit.op(f"load i64, {emit.i64p} {address}, align 8", "xm", lines), read[1]

    def _merge(self, ty: str, hint: str, incoming: list[tuple[str, str]]) -> str:
        """The value the pushes' ``incoming`` ones merge into: their shared constant, or a phi
        (``finish`` merges before it writes the rest of the block, so the phis lead it)."""
        first = incoming[0][0]
        if all(v == first for v, _ in incoming) and not first.startswith("%"):
            return first
        pairs = ", ".join(f"[ {v}, {label} ]" for v, label in incoming)
        return self.emit.op(f"phi {ty} {pairs}", f"x{hint}", self.block.lines)
