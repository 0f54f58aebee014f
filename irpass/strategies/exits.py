"""One shared overflow exit per function, for the block-light strategies.

Every overflow edge of the function branches here; the exit reports the overflow through the
real ``stack_push``, marked ``cold`` so that the hot path stays straight, and the function
returns (the ``abort`` contract).

The report does not need the stack that overflowed. Quadrants' ``stack_push`` on a full stack
pushes nothing, raises the runtime's overflow flag and records the task id: it reads the
count and the max only to find the stack full. So the exit hands it a header of its own, an
``alloca`` of the entry block set to count 0, and max 0: ``0 + 1 > 0`` takes that path, with
the runtime and task id of the edge (the element size passed is the first edge's: the path
ignores it). The real stack's header is left as it was, scratch that nothing reads after the
abort.

Then only the runtime and the task id come from the edge. A value every edge passes is used
as it is (the real kernels' pushes pass one constant task id); a runtime that every edge got
by ``RuntimeContext_get_runtime`` of the same parameter (each push of the real kernels gets
its own) is got again in the exit; a phi is left only for what still differs. A report of the
real stack costs ptxas the values it needs from every edge, the stack pointer and the max, live
on the hot path until each edge's branch, and the code it runs: the runtime's ``stack_push``,
inlined on a stack not known to be full, keeps its push path and the zeroing of an entry of
unknown size. On the exit's own header it folds to the flag and task-id stores.

In a kernel entry point on NVPTX (``thread``: ``OverflowExit.THREAD``), returning ends the
thread, so the exit may end it instead: it calls one ``noinline cold noreturn`` function of the
module, ``@irpass.overflow.exit(runtime, elem, task)``, which makes the same report on a header
of its own and runs ``llvm.nvvm.exit``; the exit block then ends in ``unreachable``. ptxas sees
a ``.noreturn`` call instead of a path back to the kernel's return, and schedules the hot path
as if the exit were not there (issue #34: 5-7% less ptxas time on Genesis' largest checked
kernels, docs/quadrants.md). Not on AMDGPU, whose ``s_endpgm`` ends the wave, not one lane,
and not in a function another may call, where returning goes on in the caller.
"""

from dataclasses import dataclass, field

from irpass.adstack.helpers import GET_RUNTIME, Args
from irpass.ir.model import Block
from irpass.ir.names import OVERFLOW_HINT
from irpass.strategies.builders import Emitter


@dataclass
class SharedExit:
    emit: Emitter
    contexts: dict[str, str]
    """A push's runtime argument -> the parameter it was got from by ``GET_RUNTIME``
    (``FunctionAnalysis.contexts``)."""
    thread: bool = False  # the exit ends the thread (see the module's docstring)
    block: Block | None = None
    edges: list[tuple[str, Args]] = field(default_factory=list)

    def edge(self, from_label: str, args: Args) -> str:
        """Register an edge into the exit with the arguments of the push that reports its
        overflow; returns the exit's label."""
        if self.block is None:
            self.block = self.emit.overflow_block(f"{OVERFLOW_HINT}.exit")
        self.edges.append((from_label, args))
        return self.block.label

    def finish(self, entry: list[str]) -> list[Block]:
        """The exit block, its header's ``alloca`` put first in ``entry`` (the lines that
        lead the entry block; the thread's exit has its header in its own function)."""
        if self.block is None:
            return []
        emit, lines = self.emit, self.block.lines
        contexts = {self.contexts.get(args.runtime) for _, args in self.edges}
        again = contexts.pop() if len(contexts) == 1 else None
        runtime = "" if again else self._merge(emit.i8p, "rt", "runtime")
        task_id = self._merge("i64", "tid", "task_id")
        if again:  # after the phis
            runtime = emit.op(f"call ptr @{GET_RUNTIME}(ptr {again})", "xrt", lines)
        elem = self.edges[0][1].elem
        if self.thread:
            args = [(emit.i8p, runtime), ("i64", elem), ("i64", task_id)]
            emit.call_void(self._thread_exit(), args, lines)
            lines.append("  unreachable\n")
            return [self.block]
        own: list[str] = []
        header = emit.op("alloca i64, align 8", "hdr", own)
        entry[0:0] = own
        emit.report_header("0", header, lines)
        stack = header
        if emit.helpers.typed:
            stack = emit.op(f"bitcast i64* {header} to i8*", "xs", lines)
        args = [(emit.i8p, runtime), (emit.i8p, stack), ("i64", "0"), ("i64", elem)]
        emit.call_void("@stack_push", [*args, ("i64", task_id)], lines, "cold")
        emit.ret_void(lines)
        return [self.block]

    def _thread_exit(self) -> str:
        """The module's function that reports an overflow and ends the thread, added to the
        module's declarations (one per module: its text is the same for every function)."""
        emit = self.emit
        name = emit.declarations.global_name("irpass.overflow.exit")
        p = emit.i8p
        body = ["  %header = alloca i64, align 8\n"]
        emit.report_header("0", "%header", body)
        stack = "%header"
        if emit.helpers.typed:
            stack = "%stack"
            body.append("  %stack = bitcast i64* %header to i8*\n")
        args = [(p, "%runtime"), (p, stack), ("i64", "0"), ("i64", "%elem"), ("i64", "%task")]
        emit.call_void("@stack_push", args, body, "cold")
        body.append("  call void @llvm.nvvm.exit()\n  unreachable\n")
        emit.declarations.add("declare void @llvm.nvvm.exit()")
        emit.declarations.add(
            f"define internal void {name}({p} %runtime, i64 %elem, i64 %task) "
            f"noinline cold noreturn nounwind {{\nentry:\n{''.join(body)}}}"
        )
        return name

    def _merge(self, ty: str, hint: str, attr: str) -> str:
        """The edges' ``attr`` argument: the value they share, or a phi (``finish`` merges
        before it writes the rest of the block, so the phis lead it)."""
        incoming = [(getattr(args, attr), label) for label, args in self.edges]
        first = incoming[0][0]
        if all(v == first for v, _ in incoming):
            return first
        pairs = ", ".join(f"[ {v}, {label} ]" for v, label in incoming)
        return self.emit.op(f"phi {ty} {pairs}", f"x{hint}", self.block.lines)
