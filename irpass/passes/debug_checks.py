"""Debug integer-overflow checks inline, their one report out of line.

With ``debug=True`` Quadrants' codegen computes integer ``+ - * <<`` through runtime calls,
``%r = call T @debug_<op>_<type>(ptr %ctx, T %a, T %b, ptr %msg)``. Each one computes the
result, checks it, and on overflow prints ``"<Op> overflow detected in %s\\n"`` with ``msg``
through ``quadrants_printf`` (on CUDA a 1 KB argument buffer zeroed byte by byte). Quadrants
force-inlines every runtime function into the kernel, so each call site gets the whole print
path. This pass replaces each call by the check itself, in the kernel, branching to one
module-defined ``internal noinline cold`` reporter that calls the runtime's own print: one copy
of the print path per module, and a hot path with no call in it. Functions the kernel module
defines are not force-inlined by Quadrants, so the reporter stays out of line in the
``QD_LOAD_IR`` flow too.

What each call computes, read in Quadrants 1.3.3's runtime bitcode (the same in
``runtime_{x64,cuda,amdgpu}.bc``; ``tests/test_debug_checks.py`` checks the table against the
wheel's bitcode and runs both against the real CPU runtime, bit for bit):

- ``add``, ``sub``, ``mul``: ``llvm.{s,u}{add,sub,mul}.with.overflow`` on the type (``i`` types
  signed, ``u`` unsigned); the result is the wrapped value, the check its overflow bit.
- ``shl`` on 32- and 64-bit types: ``r = a << b'``, overflow when ``(r >> b') != a`` with an
  arithmetic shift for signed types and a logical one for unsigned; ``b'`` is ``b`` for 32 bits
  and ``zext(trunc b to i32)`` for 64 (the C++ shift count is an ``int``).
- ``shl`` on 8- and 16-bit types, promoted to ``int`` as C++ does: ``a`` and ``b`` extended
  (sign for ``i``, zero for ``u``) to i32, ``r = trunc(a32 << b32)``, overflow when
  ``ashr(ext r, b32) != a32`` (arithmetic for both signednesses, as in the bitcode).

The report is ``quadrants_printf<const char*&>(runtime, format, &msg)`` with the runtime taken
from the context by ``RuntimeContext_get_runtime``, exactly the call the runtime function makes;
the format strings are byte copies of the runtime's. The reporter takes the format as an
argument, so all four messages share it (one message shape: a format and one string). Where
the print stays out of line anyway (``irpass.backend.link``'s ``PRINT_ONLY``, a linked runtime),
the reporter would only forward to it, and the backend inlines it (``is_reporter``); the print
call carries ``cold`` so that, inlined, it still marks its block unlikely.

Only opaque-pointer (Quadrants) modules are rewritten: Taichi's runtime reports through
``taichi_printf`` with another signature, not checked here.
"""

from collections import Counter
from dataclasses import dataclass

from irpass.adstack.helpers import GET_RUNTIME
from irpass.adstack.stacks import Where
from irpass.ir.builders import Declarations, Names
from irpass.ir.instructions import Instr, parse_lines
from irpass.ir.model import Function
from irpass.ir.names import REPORTER
from irpass.ir.rewriter import Piece, rewrite_blocks
from irpass.ir.toplevel import functions
from irpass.passes.unit import Unit

PRINTF = "_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_"
"""The runtime's ``quadrants_printf<const char*&>(LLVMRuntime*, const char*, const char*&)``."""
FORMATS = {
    "add": "Addition overflow detected in %s\n",
    "sub": "Subtraction overflow detected in %s\n",
    "mul": "Multiplication overflow detected in %s\n",
    "shl": "Shift left overflow detected in %s\n",
}
BITS = (8, 16, 32, 64)
"""The operations a ``debug_<op>_<type>`` runtime function checks (with the runtime's report
of each) and the widths it takes: the plugin's are generated from these
(``plugin/passes/DebugChecks.def``, ``python -m irpass.plugin_facts``)."""
_PREFIX = "@debug_"


@dataclass(frozen=True)
class Check:
    """What one ``debug_<op>_<type>`` function computes."""

    op: str
    bits: int
    signed: bool

    @property
    def type(self) -> str:
        return f"i{self.bits}"

    @property
    def name(self) -> str:
        return f"debug_{self.op}_{'iu'[not self.signed]}{self.bits}"


def parse_check(callee: str) -> Check | None:
    """``@debug_add_i32`` -> Check("add", 32, True); None for any other name."""
    if not callee.startswith(_PREFIX):
        return None
    op, _, kind = callee.removeprefix(_PREFIX).partition("_")
    if op not in FORMATS or kind[:1] not in ("i", "u") or not kind[1:].isdigit():
        return None
    bits = int(kind[1:])
    return Check(op, bits, kind[0] == "i") if bits in BITS else None


@dataclass(frozen=True)
class _Call:
    """A debug call site: its check, operands and result name (None: result unused)."""

    check: Check
    context: str
    a: str
    b: str
    message: str
    result: str | None


@dataclass(frozen=True)
class DebugChecks:
    """``debug-checks`` has no options."""


def run(unit: Unit, options: DebugChecks) -> dict[str, int]:
    """Every ``debug_<op>_<type>`` call of an opaque-pointer module replaced by its inline
    check and a branch to the reporter; the sites rewritten per callee."""
    module = unit.module
    if not module.mentions(_PREFIX):
        return {}
    declarations = Declarations(module)
    reporter = declarations.global_name(REPORTER)  # the names read before ``each`` splits it
    formats: dict[str, str] = {}
    counts: Counter[Check] = Counter()
    for function in module.each(lambda function: _PREFIX in function):
        sites = _sites(function)
        if not sites:
            continue
        names = Names(function)

        def handle(call: _Call, line: str, label: str, names: Names = names) -> Piece:
            op = call.check.op
            if op not in formats:
                formats[op] = declarations.global_name(f"irpass.debug.format.{op}")
            return _piece(call, names, reporter, formats[op])

        function.blocks = rewrite_blocks(function, sites, handle).blocks
        counts.update(call.check for call in sites.values())
    if not counts:
        return {}
    declared = {f.name for text in module.headers() for f in functions(text)}
    trailer = _module_text(set(counts), reporter, formats, declared)
    module.append(trailer)
    unit.changed()
    return dict(sorted((check.name, n) for check, n in counts.items()))


def _sites(function: Function) -> dict[Where, _Call]:
    sites = {}
    for b, block in enumerate(function.blocks):
        at = [i for i, line in enumerate(block.lines) if _PREFIX in line]
        for i, parsed in zip(at, parse_lines([block.lines[i] for i in at]), strict=True):
            call = _call(parsed)
            if call is not None:
                sites[Where(b, i)] = call
    return sites


def _call(parsed: object) -> _Call | None:
    """The debug call ``parsed`` is, when its types are the runtime function's."""
    if not (isinstance(parsed, Instr) and parsed.opcode == "call" and parsed.callee):
        return None
    check = parse_check(parsed.callee)
    if check is None or len(parsed.operands) != 4 or parsed.type != check.type:
        return None
    context, a, b, message = parsed.operands
    if [o.type for o in parsed.operands] != ["ptr", check.type, check.type, "ptr"]:
        return None
    return _Call(check, context.value, a.value, b.value, message.value, parsed.result)


def _piece(call: _Call, names: Names, reporter: str, format_name: str) -> Piece:
    """The check in the current block, the report in a side block, the rest in a new one."""
    lines: list[str] = []
    result = call.result or names.fresh("dbg.value")
    overflow = _check_lines(call, result, names, lines)
    report, rest = names.block("dbg.report"), names.block("dbg.checked")
    lines.append(f"  br i1 {overflow}, label {report.label}, label {rest.label}\n")
    report.lines = [
        f"  call void {reporter}(ptr {call.context}, ptr {format_name}, ptr {call.message})\n",
        f"  br label {rest.label}\n",
    ]
    return Piece(lines, [report], rest)


def _check_lines(call: _Call, result: str, names: Names, out: list[str]) -> str:
    """Append the runtime's computation of ``call`` to ``out``, defining ``result``; return
    the i1 that is true on overflow."""
    check, a, b = call.check, call.a, call.b
    t = check.type

    def op(text: str, hint: str, name: str | None = None) -> str:
        value = name or names.fresh(hint)
        out.append(f"  {value} = {text}\n")
        return value

    if check.op != "shl":
        s = "s" if check.signed else "u"
        pair = op(
            f"call {{ {t}, i1 }} @llvm.{s}{check.op}.with.overflow.{t}({t} {a}, {t} {b})",
            "dbg.pair",
        )
        op(f"extractvalue {{ {t}, i1 }} {pair}, 0", "", result)
        return op(f"extractvalue {{ {t}, i1 }} {pair}, 1", "dbg.overflow")
    right = "ashr" if check.signed else "lshr"
    if check.bits == 32:
        op(f"shl i32 {a}, {b}", "", result)
        back = op(f"{right} i32 {result}, {b}", "dbg.back")
        return op(f"icmp ne i32 {back}, {a}", "dbg.overflow")
    if check.bits == 64:
        count = op(f"trunc i64 {b} to i32", "dbg.count")
        wide = op(f"zext i32 {count} to i64", "dbg.count")
        op(f"shl i64 {a}, {wide}", "", result)
        back = op(f"{right} i64 {result}, {wide}", "dbg.back")
        return op(f"icmp ne i64 {back}, {a}", "dbg.overflow")
    ext = "sext" if check.signed else "zext"
    a32 = op(f"{ext} {t} {a} to i32", "dbg.wide")
    b32 = op(f"{ext} {t} {b} to i32", "dbg.wide")
    shifted = op(f"shl i32 {a32}, {b32}", "dbg.wide")
    op(f"trunc i32 {shifted} to {t}", "", result)
    again = op(f"{ext} {t} {result} to i32", "dbg.back")
    back = op(f"ashr i32 {again}, {b32}", "dbg.back")
    return op(f"icmp ne i32 {back}, {a32}", "dbg.overflow")


def _module_text(
    checks: set[Check], reporter: str, formats: dict[str, str], declared: set[str]
) -> str:
    """The reporter, the format strings and the declarations of functions not in ``declared``."""
    lines = ["\n; irpass: debug integer-overflow checks inline, reported out of line"]
    for op, name in sorted(formats.items()):
        data = FORMATS[op].encode() + b"\0"
        constant = f'[{len(data)} x i8] c"{_c_string(data)}"'
        lines.append(f"{name} = private unnamed_addr constant {constant}, align 1")
    intrinsics = {
        f"llvm.{'su'[not c.signed]}{c.op}.with.overflow.{c.type}": c.type
        for c in checks
        if c.op != "shl"
    }
    needed = {
        PRINTF: f"declare void @{PRINTF}(ptr, ptr, ptr)",
        GET_RUNTIME: f"declare ptr @{GET_RUNTIME}(ptr)",
        **{n: f"declare {{ {t}, i1 }} @{n}({t}, {t})" for n, t in sorted(intrinsics.items())},
    }
    lines += [d for name, d in needed.items() if name not in declared]
    lines.append(
        f"define internal void {reporter}(ptr %context, ptr %format, ptr %message) "
        "noinline cold nounwind {\n"
        "entry:\n"
        "  %slot = alloca ptr, align 8\n"
        "  store ptr %message, ptr %slot, align 8\n"
        f"  %runtime = call ptr @{GET_RUNTIME}(ptr %context)\n"
        f"  call void @{PRINTF}(ptr %runtime, ptr %format, ptr %slot) cold\n"
        "  ret void\n"
        "}"
    )
    return "\n".join(lines) + "\n"


def _c_string(data: bytes) -> str:
    """``data`` as the body of an LLVM ``c"..."`` constant."""
    return "".join(chr(c) if 32 <= c < 127 and c not in (34, 92) else f"\\{c:02X}" for c in data)
