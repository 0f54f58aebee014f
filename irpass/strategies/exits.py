"""One shared overflow exit per function, for the block-light strategies.

Every overflow edge of the function branches here; phis pick the arguments
of the push that overflowed, the header is set so that the real
``stack_push`` sees a full stack, and that call raises the overflow flag and
the task id exactly as the runtime does. Then the function returns (the
``abort`` contract). The call is marked ``cold`` so the hot path stays
straight.
"""

from dataclasses import dataclass, field

from irpass.adstack.helpers import Args
from irpass.ir.model import Block
from irpass.ir.names import OVERFLOW_HINT
from irpass.strategies.builders import Emitter


@dataclass
class SharedExit:
    emit: Emitter
    block: Block | None = None
    edges: list[tuple[str, Args]] = field(default_factory=list)

    def edge(self, from_label: str, args: Args) -> str:
        """Register an edge into the exit with the arguments of the ``stack_push`` that
        reports its overflow; returns the exit's label."""
        if self.block is None:
            self.block = self.emit.overflow_block(f"{OVERFLOW_HINT}.exit")
        self.edges.append((from_label, args))
        return self.block.label

    def finish(self) -> list[Block]:
        if self.block is None:
            return []
        p = self.emit.i8p
        kinds = (("runtime", p, "rt"), ("stack", p, "s"), ("max", "i64", "m"), ("elem", "i64", "e"))
        kinds += (("task_id", "i64", "tid"),)
        values = {}
        for attr, ty, hint in kinds:
            incoming = [(getattr(args, attr), label) for label, args in self.edges]
            values[attr] = self._merge(ty, hint, incoming)
        lines = self.block.lines
        self.emit.report_header(values["max"], values["stack"], lines)
        args = [(ty, values[attr]) for attr, ty, _ in kinds]
        self.emit.call_void("@stack_push", args, lines, "cold")
        self.emit.ret_void(lines)
        return [self.block]

    def _merge(self, ty: str, hint: str, incoming: list[tuple[str, str]]) -> str:
        """The value the pushes' ``incoming`` ones merge into: their shared constant, or a phi
        (``finish`` merges before it writes the rest of the block, so the phis lead it)."""
        first = incoming[0][0]
        if all(v == first for v, _ in incoming) and not first.startswith("%"):
            return first
        pairs = ", ".join(f"[ {v}, {label} ]" for v, label in incoming)
        return self.emit.op(f"phi {ty} {pairs}", f"x{hint}", self.block.lines)
