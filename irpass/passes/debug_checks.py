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
the reporter would only forward to it, and the backend inlines it (``is_reporter``), on CUDA
printing through ``vprintf`` itself (``irpass.backend.link.print_through_vprintf``); the print
call carries ``cold`` so that, inlined, it still marks its block unlikely.

Checks that cannot fire on their own. Quadrants computes Python's ``a // b`` and ``a % b`` on
integers (array indices, mostly) from ``q = sdiv a, b`` with three checked steps: ``p1 = q*b``,
the floor ``q2 = q - zext(signs differ && a != 0 && p1 != a)`` (each conjunct wrapped in
``icmp ne X, false``), and ``r = a - q2*b``; in Genesis' kernels they are most of the checks
(40 of 62 in ``kernel_forward_dynamics_without_qacc``), and each check is a branch to a report
block that ``ptxas`` must schedule around. ``prove`` finds, per function, the ones whose
outcome is known (``sdiv`` by 0 and ``MIN / -1`` are undefined in the input already):

- PRODUCT: ``q*b`` (either order; the same with ``udiv`` and an unsigned check) never
  overflows, since ``|trunc(a/b)*b| <= |a|``: a plain ``mul``.
- ADJUST: ``q - adj``, ``adj`` a ``zext`` of an ``and`` chain with the conjunct ``p1 != a`` (p1
  a PRODUCT of the same ``q`` and ``b``), never overflows: only ``q = MIN`` could, which needs
  ``a = MIN, b = 1``, where ``p1 = a`` and ``adj = 0``. A plain ``sub``.
- MODULO: with exactly the full floor adjust, ``q2 = floor(a/b)``, and ``r = a - p3``
  (``p3 = q2*b``, checked) overflows exactly when ``p3`` did: ``a - floor(a/b)*b`` is Python's
  ``a % b``, ``|a % b| < |b|``; ``|p3| <= |a| + |b| <= 2^N``, so a wrapped ``p3`` is off by
  one ``2^N`` and puts ``r`` out of range, a fitting one leaves ``r = a % b`` in range. ``r``
  becomes a plain ``sub`` (the wrapped value, as the checked form's), and its report follows
  ``p3``'s in ``p3``'s report block: the same messages in the same order, provided nothing
  observable lies between them, so ``r`` must follow ``p3`` in its block with only ``PURE``
  instructions between (none defining what the report reads), else it keeps its own check.
  Quadrants often loads a local again for ``r``: a load of the address the divided ``a`` was
  loaded from is that ``a`` when nothing between the two loads, in one block, writes memory
  (the checks of ``p1`` and ``q2`` there cannot fire, so they print nothing).

Three of the four checks go; the one left reports both. A shape missing a conjunct keeps the
checks its proof needs the conjunct for (``tests/test_debug_checks.py`` runs the shapes on
every ``i8`` pair against the runtime; ``--stats`` counts each rule's sites).

Only opaque-pointer (Quadrants) modules are rewritten: Taichi's runtime reports through
``taichi_printf`` with another signature, not checked here.
"""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from irpass.adstack.helpers import GET_RUNTIME
from irpass.adstack.stacks import Where
from irpass.ir.builders import Declarations, Names
from irpass.ir.instructions import Instr, parse_lines, split_result
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

    def with_op(self, op: str) -> "Check":
        return Check(op, self.bits, self.signed)


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


@dataclass
class CheckStats:
    """What ``debug-checks`` did: the call sites it replaced, per callee, and of those, the
    ones proven unable to fire (plain ops) or merged into the report before, per rule."""

    debug_checks: dict[str, int] = field(default_factory=dict)
    debug_checks_proven: dict[str, int] = field(default_factory=dict)


def run(unit: Unit, options: DebugChecks) -> CheckStats:
    """Every ``debug_<op>_<type>`` call of an opaque-pointer module replaced by its inline
    check and a branch to the reporter, or by the plain operation where ``prove`` shows the
    check cannot fire on its own; the sites rewritten per callee and the proofs per rule."""
    module = unit.module
    if not module.mentions(_PREFIX):
        return CheckStats()
    declarations = Declarations(module)
    reporter = declarations.global_name(REPORTER)  # the names read before ``each`` splits it
    formats: dict[str, str] = {}
    counts: Counter[Check] = Counter()
    rules: Counter[str] = Counter()
    checked: set[Check] = set()  # the checks still made inline (their intrinsics declared)

    def format_of(op: str) -> str:
        if op not in formats:
            formats[op] = declarations.global_name(f"irpass.debug.format.{op}")
        return formats[op]

    for function in module.each(lambda function: _PREFIX in function):
        sites = _sites(function)
        if not sites:
            continue
        names = Names(function)
        proven = prove(function, sites)
        plan = {
            where: _Site(call, proven.plain.get(where), sites.get(proven.merged.get(where)))
            for where, call in sites.items()
        }

        def handle(site: _Site, line: str, label: str, names: Names = names) -> Piece:
            call = site.call
            if site.rule is not None:
                return Piece([_plain_line(call, names)])
            checked.add(call.check)
            reports = [(call, format_of(call.check.op))]
            if site.merged is not None:
                reports.append((site.merged, format_of(site.merged.check.op)))
            return _piece(call, names, reporter, reports)

        function.blocks = rewrite_blocks(function, plan, handle).blocks
        counts.update(call.check for call in sites.values())
        rules.update(proven.plain.values())
    if not counts:
        return CheckStats()
    if checked:
        declared = {f.name for text in module.headers() for f in functions(text)}
        module.append(_module_text(checked, reporter, formats, declared))
    unit.changed()
    return CheckStats(
        dict(sorted((check.name, n) for check, n in counts.items())),
        {rule: rules[rule] for rule in RULES if rules[rule]},
    )


@dataclass(frozen=True)
class _Site:
    """A debug call and what ``prove`` found: the rule that makes it a plain op, or the
    later call whose report its report block makes too."""

    call: _Call
    rule: str | None
    merged: _Call | None


PRODUCT = "q*b of q = a/b"
ADJUST = "floor adjust q - (a != q*b && ...)"
MODULO = "a - floor(a/b)*b, reported with floor(a/b)*b"
RULES = (PRODUCT, ADJUST, MODULO)
"""The proofs, in the order ``--stats`` lists them (see the module's docstring)."""
PURE = (
    *("add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "icmp", "fcmp"),
    *("fneg", "fadd", "fsub", "fmul", "trunc", "zext", "sext", "bitcast", "ptrtoint"),
    *("inttoptr", "getelementptr", "select", "extractvalue", "insertvalue", "freeze"),
)
"""The opcodes that may stand between ``floor(a/b)*b``'s check and ``a - floor(a/b)*b`` whose
report joins its report block: no call, no memory access, nothing that traps, so nothing
observable comes between the two reports either way."""


@dataclass
class Proven:
    """The debug checks of a function that cannot fire on their own: the rule of each plain
    site, and per checked ``floor(a/b)*b`` site the ``a - floor(a/b)*b`` site it reports."""

    plain: dict[Where, str] = field(default_factory=dict)
    merged: dict[Where, Where] = field(default_factory=dict)


def prove(function: Function, sites: dict[Where, _Call]) -> Proven:
    """The floor division and modulo Quadrants computes Python's way, on ``q = a / b``:
    ``p1 = q*b`` (PRODUCT), ``q2 = q - zext(... && p1 != a)`` (ADJUST) and, with the full
    adjust (signs differ, ``a != 0``, ``p1 != a``), ``a - q2*b`` after ``q2*b``'s check
    (MODULO). Only the definitions these read are parsed, and only in functions that divide."""
    proven = Proven()
    if not any(" sdiv " in line or " udiv " in line for b in function.blocks for line in b.lines):
        return proven
    lines = {}  # value -> its defining line, parsed when asked for
    loads: dict[str, Where] = {}  # the plain loads, where they are
    for b, block in enumerate(function.blocks):
        for i, line in enumerate(block.lines):
            name, body = split_result(line)
            if name is not None and body.startswith(_READ):
                lines[name] = line
                if body.startswith("load ") and not body.startswith(_NOT_PLAIN_LOAD):
                    loads[name] = Where(b, i)
    parsed: dict[str, Instr | None] = {}

    def define(value: str, opcode: str) -> Instr | None:
        if value not in parsed:
            line = lines.get(value)
            record = parse_lines([line])[0] if line is not None else None
            parsed[value] = record if isinstance(record, Instr) else None
        record = parsed[value]
        return record if record is not None and record.opcode == opcode else None

    def values(record: Instr) -> list[str]:
        return [o.value for o in record.operands]

    def division(q: str, check: Check) -> Instr | None:
        d = define(q, "sdiv" if check.signed else "udiv")
        return d if d is not None and d.type == check.type else None

    calls = {call.result: (where, call) for where, call in sites.items() if call.result}
    products: dict[str, tuple[str, str]] = {}  # p1 -> (q, b)
    for where, call in sites.items():
        if call.check.op != "mul":
            continue
        for q, b in ((call.a, call.b), (call.b, call.a)):
            d = division(q, call.check)
            if d is not None and values(d)[1] == b:
                proven.plain[where] = PRODUCT
                if call.result:
                    products[call.result] = (q, b)
                break

    def conjuncts(value: str) -> list[str]:
        """The terms of an ``and`` chain, through ``icmp ne i1 X, false`` wrappers."""
        both = define(value, "and")
        if both is not None and both.type == "i1":
            return [t for v in values(both) for t in conjuncts(v)]
        wrapped = define(value, "icmp")
        if wrapped is not None and wrapped.type == "ne" and wrapped.operands[0].type == "i1":
            x, y = values(wrapped)
            if y in ("false", "0"):
                return conjuncts(x)
        return [value]

    def negative(value: str, x: str) -> bool:
        c = define(value, "icmp")
        return c is not None and c.type == "slt" and values(c) == [x, "0"]

    def term(value: str, q: str, a: str, b: str) -> str | None:
        """Which conjunct of ``floor(a/b)``'s adjust ``value`` is."""
        c = define(value, "icmp")
        if c is None or c.type != "ne":
            return None
        x, y = values(c)
        if {x, y} == {a, "0"}:
            return "nonzero"
        for p, v in ((x, y), (y, x)):
            if v == a and products.get(p) == (q, b):
                return "inexact"
            if negative(p, a) and negative(v, b):
                return "signs"
        return None

    floors: dict[str, tuple[str, str]] = {}  # q2 = floor(a/b) -> (a, b)
    for where, call in sites.items():
        if call.check.op != "sub" or not call.check.signed:
            continue
        d = division(call.a, call.check)
        adjust = define(call.b, "zext")
        if d is None or adjust is None or adjust.operands[0].type != "i1":
            continue
        a, b = values(d)
        terms = {term(t, call.a, a, b) for t in conjuncts(values(adjust)[0])}
        if "inexact" in terms:
            proven.plain[where] = ADJUST
            if terms == {"signs", "nonzero", "inexact"} and call.result:
                floors[call.result] = (a, b)

    def same(x: str, a: str) -> bool:
        """``x`` is ``a``, or a load of the same address that nothing can have written to
        since ``a``'s: only instructions that write no memory between them in one block, the
        checks among them ones that cannot fire."""
        if x == a:
            return True
        if x not in loads or a not in loads:
            return False
        load, other = define(x, "load"), define(a, "load")
        if not (load and other and load.type == other.type and load.operands == other.operands):
            return False
        return _between(
            function,
            loads[a],
            loads[x],
            lambda where, name, opcode: (
                opcode in _NO_WRITE or proven.plain.get(where) in (PRODUCT, ADJUST)
            ),
        )

    for where, call in sites.items():
        if call.check.op != "sub" or not call.check.signed or call.b not in calls:
            continue
        before, p3 = calls[call.b]
        if p3.check != call.check.with_op("mul"):
            continue
        if not any(
            (floor := floors.get(q)) is not None and floor[1] == b and same(call.a, floor[0])
            for q, b in ((p3.a, p3.b), (p3.b, p3.a))
        ):
            continue
        read = {call.context, call.message}  # what the merged report reads, defined before

        def pure(_: Where, name: str | None, opcode: str, read: set[str] = read) -> bool:
            return opcode in PURE and name not in read

        if _between(function, before, where, pure):
            proven.plain[where] = MODULO
            proven.merged[before] = where
    return proven


_READ = ("sdiv ", "udiv ", "icmp ", "and ", "zext ", "load ")
"""How the definitions ``prove`` reads begin."""
_NOT_PLAIN_LOAD = ("load volatile ", "load atomic ")
_NO_WRITE = (*PURE, "sdiv", "udiv", "load")
"""What may stand between two loads of an address that ``prove`` takes for one value: nothing
that writes memory (the plain loads' opcode only, see ``_opcode``)."""


def _opcode(body: str) -> str:
    """An instruction's opcode, a volatile or atomic load's not ``load``."""
    return "load volatile" if body.startswith(_NOT_PLAIN_LOAD) else body.split(" ", 1)[0]


def _between(
    function: Function, first: Where, last: Where, allowed: Callable[[Where, str | None, str], bool]
) -> bool:
    """Whether ``first`` and ``last`` are lines of one block with only instructions between
    them of which ``allowed(where, result, opcode)`` is true."""
    if first.block != last.block or first.line >= last.line:
        return False
    lines = function.blocks[first.block].lines
    for i in range(first.line + 1, last.line):
        name, body = split_result(lines[i])
        instruction = body and not body.startswith((";", "#"))  # no comment, debug record
        if instruction and not allowed(Where(first.block, i), name, _opcode(body)):
            return False
    return True


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


def _piece(call: _Call, names: Names, reporter: str, reports: list[tuple[_Call, str]]) -> Piece:
    """The check in the current block, the reports (its own, then a merged one's, each with
    its format) in a side block, the rest in a new one."""
    lines: list[str] = []
    result = call.result or names.fresh("dbg.value")
    overflow = _check_lines(call, result, names, lines)
    report, rest = names.block("dbg.report"), names.block("dbg.checked")
    lines.append(f"  br i1 {overflow}, label {report.label}, label {rest.label}\n")
    report.lines = [
        f"  call void {reporter}(ptr {c.context}, ptr {format_name}, ptr {c.message})\n"
        for c, format_name in reports
    ] + [f"  br label {rest.label}\n"]
    return Piece(lines, [report], rest)


def _plain_line(call: _Call, names: Names) -> str:
    """The operation of a check that cannot fire, wrapping as the checked form's result does."""
    result = call.result or names.fresh("dbg.value")
    return f"  {result} = {call.check.op} {call.check.type} {call.a}, {call.b}\n"


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
