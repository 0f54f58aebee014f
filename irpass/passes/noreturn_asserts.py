"""Asserts whose failure edge does not come back into the hot path.

A Quadrants bounds check is ``br %ok, label %assert_cont, label %assert_fail``; the fail block
reports through the runtime and, on the CPU, branches on the report's result::

    %r = call i32 @quadrants_assert_format_ctx_args8(ptr %ctx, ptr @msg, i32 n, i64 a0, ...)
    %c = icmp ne i32 %r, 0
    br i1 %c, label %assert_abort, label %assert_cont      ; %assert_abort: ret void

LLVM cannot see that the ``%assert_cont`` edge is never taken, so every assert stays a diamond
that merges back into the hot path. The runtime's contract, read in Quadrants 1.3.3's bitcode
(``_lib/runtime/runtime_{x64,cuda,amdgpu}.bc``):

- ``quadrants_assert_format(runtime, test, msg, n, args)`` does nothing when ``test`` is true.
  When it is false it records the error code, message and arguments (first failure only, under
  a lock), then: on the CPU it returns; on CUDA it runs ``asm("exit;")`` and on AMDGPU
  ``s_endpgm``, so the thread ends there.
- ``quadrants_assert_format_args8(runtime, msg, n, a0..a7)`` calls it with ``test`` false.
- ``quadrants_assert_format_ctx(ctx, test, ...)`` calls it, then with ``test`` false sets the
  context's ``cpu_assert_failed`` and returns 1 (0 when ``test`` is true);
  ``quadrants_assert_format_ctx_args8(ctx, msg, n, a0..a7)`` calls that with ``test`` false.

So a report with ``test`` false either returns 1 (CPU) or never returns (GPU), and two exact
rewrites follow (``AssertExit``):

- ``RETURN``, exact on every runtime: a fail block that branches on a ``_ctx`` report's result
  being non-zero goes straight to the block its non-zero edge names (the kernel's return).
- ``THREAD``, exact only where the runtime is a GPU one (CUDA, AMDGPU): every report with
  ``test`` false ends its block with ``unreachable``.

Only the branch changes (the compare stays, now unused: numbered values keep their numbers).
A fail block whose successor has a phi naming it is left alone (the edge cannot just go), and
so is one with anything but the report's own compare between the report and its branch.

Then the fail blocks of a function that call the same report and leave the same way (end the
thread; return, where the edge goes to a block that is only ``ret void``; branch to one block
without phis) share one report: each branches to one new block
``%irpass.assert.report<n>`` whose phis pick its message and arguments (an argument the same
in all stays as it is; two or more that are constants at every report are read from constant
tables at one ``i32`` phi's index, ``_tabled``), which makes the call and leaves that way. The
same call with the same arguments, then the same exit: exact. Quadrants inlines the assert
wrapper (an 8-argument buffer and a call) at every report, so one shared call site leaves
ptxas one copy instead of one per assert (what that saves on Genesis' kernels: issue #34,
docs/quadrants.md). The report's result becomes 0 in its old place (``add 0, 0``: numbered
values keep their numbers).
Merging a block's assert conditions into one check is not done: tried on the small kernels,
it did not make ptxas faster.
"""

from dataclasses import dataclass, field
from enum import Enum

from irpass.ir.builders import Declarations, Names
from irpass.ir.instructions import Instr, parse_lines
from irpass.ir.model import Block, Function
from irpass.passes.declare import option
from irpass.passes.unit import Unit


class AssertExit(Enum):
    """How a failed assert leaves (``irpass.passes.noreturn_asserts``): ``RETURN`` sends the
    failure edge to the kernel's own return (exact with every Quadrants runtime), ``THREAD``
    ends the block with ``unreachable`` (exact with the GPU runtimes, whose report ends the
    thread)."""

    RETURN = "return"
    THREAD = "thread"


_CTX_REPORTS = {
    "@quadrants_assert_format_ctx_args8": None,  # test is false inside it
    "@quadrants_assert_format_ctx": 1,  # index of its test argument
}
_REPORTS = {
    **_CTX_REPORTS,
    "@quadrants_assert_format_args8": None,
    "@quadrants_assert_format": 1,
}
_WANTED = "@quadrants_assert_format"
_FALSE = ("false", "0")


@dataclass(frozen=True)
class _Tail:
    """The end of a fail block: the report call, its compare (if any), and the branch."""

    branch_at: int
    report_at: int
    report: Instr
    compare: Instr | None
    branch: Instr


@dataclass(frozen=True)
class NoreturnAsserts:
    """``exit``: how a failed assert leaves (see ``AssertExit``)."""

    exit: AssertExit = option(
        AssertExit.RETURN,
        "how a failed assert ends: return (to the kernel's return; exact with every runtime) or "
        "thread (unreachable; exact with the CUDA and AMDGPU runtimes, whose report ends the "
        "thread); default: thread for --target ptx and amdgcn, else return",
        "--assert-exit",
        gpu=AssertExit.THREAD,
        choices=[e.value for e in AssertExit],
    )


def run(unit: Unit, options: NoreturnAsserts) -> int:
    """Each assert's failure edge ending the function or thread per ``options.exit``; the
    number of fail blocks changed."""
    if not unit.module.mentions(_WANTED):
        return 0
    changed = 0
    tables = _Tables(Declarations(unit.module))
    for function in unit.module.each(lambda function: _WANTED in function):
        changed += _rewrite_function(function, options.exit, tables)
    if tables.lines:
        unit.module.append("".join(tables.lines))
    if changed:
        unit.changed()
    return changed


@dataclass
class _Tables:
    """The constant tables the shared reports of a module read their arguments from."""

    declarations: Declarations
    lines: list[str] = field(default_factory=list)

    def add(self, ty: str, values: list[str]) -> str:
        """A new private table ``[N x ty]`` of ``values``; its name."""
        name = self.declarations.global_name(f"irpass.assert.table{len(self.lines)}")
        items = ", ".join(f"{ty} {v}" for v in values)
        self.lines.append(
            f"{name} = private unnamed_addr constant [{len(values)} x {ty}] [{items}]\n"
        )
        return name


def _rewrite_function(function: Function, exit: AssertExit, tables: "_Tables") -> int:
    labels = {b.label: b for b in function.blocks}
    changed = 0
    ended: list[tuple[Block, _Tail, str]] = []
    for block in function.blocks:
        tail = _tail(block)
        if tail is None or block.label is None:
            continue
        if any(_phi_names(labels.get(label), block.label) for label in tail.branch.labels):
            continue
        taken = None if exit is AssertExit.THREAD else _taken_when_nonzero(tail)
        if exit is AssertExit.THREAD or taken is not None:
            block.lines[tail.branch_at] = (
                "  unreachable\n" if taken is None else f"  br label {taken}\n"
            )
            changed += 1
            end = _shared_end(labels, taken)
            if end is not None:
                ended.append((block, tail, end))
    _share_reports(function, ended, tables)
    return changed


def _shared_end(labels: dict[str | None, Block], taken: str | None) -> str | None:
    """How a shared report block ends for a fail block whose edge now goes to ``taken`` (None:
    it ends the thread): ``unreachable``, ``ret void`` when ``taken`` is just that, a branch
    to ``taken`` when it has no phi; None: the block keeps its own report."""
    if taken is None:
        return "unreachable"
    block = labels.get(taken)
    if block is None or _leading_phis(block):
        return None
    code = [ln.strip() for ln in block.lines if ln.strip() and not ln.lstrip().startswith(";")]
    return "ret void" if code == ["ret void"] else f"br label {taken}"


def _share_reports(
    function: Function, ended: list[tuple[Block, "_Tail", str]], tables: _Tables
) -> None:
    """The reports of fail blocks that leave the same way, one call per callee and way out:
    each such block branches to one shared block whose phis pick its message and arguments, so
    ptxas sees one call site (and LLVM inlines the assert wrapper once) instead of one per
    assert. The same call, with the same arguments, then the same way out: exact."""
    groups: dict[tuple[str, str], list[tuple[Block, _Tail]]] = {}
    for block, tail, end in ended:
        groups.setdefault((tail.report.callee or "", end), []).append((block, tail))
    names = None
    for (callee, end), members in groups.items():
        if len(members) < 2:
            continue
        names = names or Names(function)
        shared = names.block("assert.report")
        args = []
        first = members[0][1].report
        varying = [
            i
            for i, operand in enumerate(first.operands)
            if any(t.report.operands[i].value != operand.value for _, t in members)
        ]
        tabled = _tabled(first, members, varying)
        reads: list[str] = []
        if tabled:
            number = names.fresh("assert.id")
            edges = ", ".join(f"[ {k}, {b.label} ]" for k, (b, _) in enumerate(members))
            shared.lines.append(f"  {number} = phi i32 {edges}\n")
        for i, operand in enumerate(first.operands):
            if i not in varying:
                args.append(f"{operand.type} {operand.value}")
                continue
            value = names.fresh("assert.arg")
            args.append(f"{operand.type} {value}")
            if i in tabled:
                table = tables.add(operand.type, [t.report.operands[i].value for _, t in members])
                array = f"[{len(members)} x {operand.type}]"
                slot = names.fresh("assert.slot")
                reads.append(
                    f"  {slot} = getelementptr inbounds {array}, ptr {table}, i32 0, i32 {number}\n"
                )
                reads.append(f"  {value} = load {operand.type}, ptr {slot}\n")
                continue
            edges = ", ".join(f"[ {t.report.operands[i].value}, {b.label} ]" for b, t in members)
            shared.lines.append(f"  {value} = phi {operand.type} {edges}\n")
        shared.lines += reads
        line = members[0][0].lines[members[0][1].report_at]
        called = line.index(callee + "(") + len(callee)
        head, rest = line[line.index("call ") : called], line[_closing(line, called) + 1 :]
        shared.lines += [f"  {head}({', '.join(args)}){rest.rstrip()}\n", f"  {end}\n"]
        for block, tail in members:
            call = tail.report
            # a numbered result keeps its number: defined, unused, for LLVM to drop
            line = f"  {call.result} = add {call.type} 0, 0\n" if call.result else ""
            block.lines[tail.report_at] = line
            block.lines[tail.branch_at] = f"  br label {shared.label}\n"
        function.blocks.append(shared)


def _tabled(first: Instr, members: list[tuple[Block, _Tail]], varying: list[int]) -> set[int]:
    """The varying arguments that are constants at every report, when there are two or more of
    them in a module of opaque pointers: they are read from constant tables at one ``i32``
    phi's index. Each phi's incoming constant is set before the branch on the hot path
    (ptxas: a move per argument per assert, and its register live across the check); one
    index costs one (``kernel_step_2``, 161 asserts: see docs/quadrants.md)."""
    constant = {
        i
        for i in varying
        if "*" not in first.operands[i].type
        and all(not t.report.operands[i].value.startswith("%") for _, t in members)
    }
    return constant if len(constant) > 1 else set()


def _closing(line: str, start: int) -> int:
    """The index of the parenthesis that closes the one at ``start``."""
    depth = 0
    for i in range(start, len(line)):
        depth += {"(": 1, ")": -1}.get(line[i], 0)
        if depth == 0:
            return i
    raise ValueError(line)


def _tail(block: Block) -> _Tail | None:
    """The report call that ends ``block``, with ``test`` false, or None."""
    code: list[int] = []  # the indices of its last three code lines, read from the end
    for i in range(len(block.lines) - 1, -1, -1):
        line = block.lines[i].strip()
        if line and not line.startswith(";"):
            code.insert(0, i)
            if len(code) == 3:
                break
    for start in (2, 3):
        if len(code) < start:
            continue
        at = code[-start:]
        if _WANTED not in block.lines[at[0]]:
            continue  # no report call there: not worth a parse (most blocks)
        parsed = parse_lines([block.lines[i] for i in at])
        call, *between, branch = parsed
        if not (isinstance(call, Instr) and call.opcode == "call" and call.callee in _REPORTS):
            continue
        test = _REPORTS[call.callee]
        if test is not None and call.operands[test].value not in _FALSE:
            return None
        if not (isinstance(branch, Instr) and branch.opcode == "br"):
            return None
        compare = between[0] if between else None
        if compare is not None and not _compares_result(compare, call):
            return None
        return _Tail(at[-1], at[0], call, compare, branch)
    return None


def _compares_result(compare: object, call: Instr) -> bool:
    return (
        isinstance(compare, Instr)
        and compare.opcode == "icmp"
        and compare.type in ("ne", "eq")
        and call.result is not None
        and {o.value for o in compare.operands} == {call.result, "0"}
    )


def _taken_when_nonzero(tail: _Tail) -> str | None:
    """The label a ``_ctx`` report's branch takes when the report returns non-zero."""
    compare, branch = tail.compare, tail.branch
    if tail.report.callee not in _CTX_REPORTS or compare is None or len(branch.labels) != 2:
        return None
    if branch.operands[0].value != compare.result:
        return None
    return branch.labels[0] if compare.type == "ne" else branch.labels[1]


def _leading_phis(block: Block) -> list[str]:
    leading = []
    for line in block.lines:
        if " phi " not in line:
            break
        leading.append(line)
    return leading


def _phi_names(block: Block | None, label: str) -> bool:
    """Whether ``block`` has a phi with an incoming edge from ``label``."""
    if block is None:
        return False
    return any(
        isinstance(p, Instr) and any(edge == label for _, edge in p.incoming)
        for p in parse_lines(_leading_phis(block))
    )
