"""Route calls to cold runtime functions through one out-of-line wrapper per callee.

The GPU backends of Quadrants and Taichi force-inline every function of their runtime, so
each bounds-check assert of a debug kernel becomes a block of message formatting, and each
overflow path irpass leaves (a real ``stack_push``) a copy of the push's atomics. Calling them
through ``@irpass.cold.<callee>`` instead, a function the kernel module defines itself
(``internal noinline cold``), keeps one copy per callee: the runtime is inlined into the wrapper
once, never into the call sites.

Only the callee's name changes at a call site. The wrapper has the callee's exact signature
(return and parameter attributes, calling convention) and forwards its arguments, so every call
keeps its meaning. The wrapper's ``cold`` attribute is what marks the branches into those calls
unlikely: LLVM's branch probabilities treat a block that calls a cold function as cold, and block
placement then moves it out of the hot path.
"""

from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass
from fnmatch import fnmatchcase

from irpass.ir import toplevel
from irpass.ir.model import labels
from irpass.ir.names import OVERFLOW_BLOCK, PUSH_HELPER, spell, unused_name
from irpass.ir.syntax import calls_to
from irpass.passes.declare import option
from irpass.passes.unit import Unit

DEFAULT_CALLEES = ("quadrants_assert*", "taichi_assert*")
"""The assert and error-report helpers: ``quadrants_assert``, ``quadrants_assert_runtime``,
``quadrants_assert_format`` and its ``_ctx``, ``_args8`` and ``_ctx_args8`` forms (Quadrants
1.3.3's runtime), and ``taichi_assert``, ``taichi_assert_runtime``, ``taichi_assert_format``."""

WRAPPER_PREFIX = "irpass.cold."
OVERFLOW_CALLEE = "stack_push"


@dataclass(frozen=True)
class OutlineCold:
    """``callee``: fnmatch patterns of more cold callees, after ``DEFAULT_CALLEES``."""

    callee: tuple[str, ...] = option(
        (),
        "another cold callee to outline (repeatable; fnmatch patterns such as 'report_*')",
        "--outline-callee",
        dest="outline_callees",
        action="append",
        metavar="NAME",
    )


def run(unit: Unit, options: OutlineCold) -> dict[str, int]:
    """``outline`` over the unit's text: it splices the calls it redirects in place."""
    text = unit.text()
    out, counts = outline(text, DEFAULT_CALLEES + options.callee)
    if out is not text:
        unit.replace(out)
    return counts


@dataclass(frozen=True)
class Signature:
    """What a wrapper needs of its callee: the text between ``call`` and the name (calling
    convention, return attributes, return type), the return type alone, the parameters (type
    and attributes), and the function attributes that change what a caller may assume."""

    callee: str
    call_type: str
    return_type: str
    params: tuple[str, ...]
    noreturn: bool
    nounwind: bool


def outline(
    text: str, callees: tuple[str, ...] = DEFAULT_CALLEES, overflow_pushes: bool = True
) -> tuple[str, dict[str, int]]:
    """``text`` with every call to a function named by ``callees`` (fnmatch patterns), and with
    ``overflow_pushes`` every real ``stack_push`` on an irpass overflow path, made through a
    wrapper; and the number of call sites redirected per callee (bare names, sorted).

    Variadic callees and intrinsics are left alone; calls inside the wrappers of an earlier run
    are not redirected again, so a second run changes nothing.
    """
    signatures = _cold_signatures(text, callees, overflow_pushes)
    if not signatures:
        return text, {}
    items = list(toplevel.items(text))
    functions = _function_starts(items)
    labelled = _label_starts(text) if overflow_pushes else ([], [])
    edits: list[tuple[int, int, str]] = []
    counts: Counter[str] = Counter()
    for start, end, callee in calls_to(text, [spell(n) for n in signatures]):
        function = _enclosing(functions, start)
        if function is None or function[1].startswith(WRAPPER_PREFIX):
            continue
        chosen = any(fnmatchcase(callee, p) for p in callees)
        if not chosen and not _on_overflow_path(function, labelled, start):
            continue
        edits.append((start, end, callee))
        counts[callee] += 1
    if not edits:
        return text, {}
    taken = {item.name for item in items}
    names = {c: wrapper_name(c, taken) for c in counts}
    pieces, last = [], 0
    for start, end, callee in edits:
        pieces += [text[last:start], spell(names[callee])]
        last = end
    pieces.append(text[last:])
    out = "".join(pieces)
    if not out.endswith("\n"):
        out += "\n"
    out += "".join("\n" + wrapper(signatures[c], names[c]) for c in sorted(counts))
    return out, dict(sorted(counts.items()))


def wrapper(signature: Signature, name: str) -> str:
    """The ``define`` of the out-of-line wrapper ``name`` around ``signature``'s callee."""
    args = ", ".join(f"{p} %arg{i}" for i, p in enumerate(signature.params))
    attrs = " ".join(
        ["noinline", "cold"] + ["nounwind"] * signature.nounwind + ["noreturn"] * signature.noreturn
    )
    call = f"call {signature.call_type} {spell(signature.callee)}({args})"
    if signature.noreturn:
        body = f"  {call}\n  unreachable\n"
    elif signature.return_type == "void":
        body = f"  {call}\n  ret void\n"
    else:
        body = f"  %result = {call}\n  ret {signature.return_type} %result\n"
    return (
        f"; irpass: out-of-line wrapper of a cold callee\n"
        f"define internal {signature.call_type} {spell(name)}({args}) {attrs} {{\n"
        f"entry:\n{body}}}\n"
    )


def wrapper_name(callee: str, taken: set[str]) -> str:
    """``irpass.cold.<callee>``, suffixed with ``.N`` when that name is in ``taken``."""
    return unused_name(WRAPPER_PREFIX + callee, taken)


def parse_signature(text: str, groups: dict[str, str]) -> Signature | None:
    """The signature of the ``declare``/``define`` that ``text`` starts with (its parameter
    list may span lines), or None for a variadic function."""
    item = toplevel.header(text)
    return _signature(item, groups) if item is not None and item.is_function else None


def _signature(item: toplevel.TopLevel, groups: dict[str, str]) -> Signature | None:
    if item.variadic or not item.return_type:
        return None
    attrs = item.attribute_words(groups)
    return Signature(
        callee=item.name,
        call_type=item.call_type,
        return_type=item.return_type,
        params=item.unnamed_params,
        noreturn="noreturn" in attrs,
        nounwind="nounwind" in attrs,
    )


def _cold_signatures(
    text: str, callees: tuple[str, ...], overflow_pushes: bool
) -> dict[str, Signature]:
    groups = toplevel.attribute_groups(text)
    found: dict[str, Signature] = {}
    for item in toplevel.functions(text):
        name = item.name
        if name.startswith(("llvm.", WRAPPER_PREFIX)) or name in found:
            continue
        if not (
            any(fnmatchcase(name, p) for p in callees)
            or (overflow_pushes and name == OVERFLOW_CALLEE)
        ):
            continue
        signature = _signature(item, groups)
        if signature is not None:
            found[name] = signature
    return found


def _function_starts(items: list[toplevel.TopLevel]) -> tuple[list[int], list[str]]:
    """Start offsets and bare names of the ``define`` lines, in order."""
    defined = [item for item in items if item.kind is toplevel.Kind.DEFINE]
    return [item.start for item in defined], [item.name for item in defined]


def _label_starts(text: str) -> tuple[list[int], list[str]]:
    found = list(labels(text))
    return [at for at, _ in found], [name for _, name in found]


def _enclosing(functions: tuple[list[int], list[str]], at: int) -> tuple[int, str] | None:
    """Start offset and name of the function whose body holds offset ``at``."""
    index = bisect_right(functions[0], at) - 1
    return (functions[0][index], functions[1][index]) if index >= 0 else None


def _on_overflow_path(
    function: tuple[int, str], labels: tuple[list[int], list[str]], at: int
) -> bool:
    """True for a call irpass's rewrite put on an overflow path (see the module constants)."""
    start, name = function
    if name.startswith(PUSH_HELPER):
        return True
    index = bisect_right(labels[0], at) - 1
    return index >= 0 and labels[0][index] > start and labels[1][index].startswith(OVERFLOW_BLOCK)
