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

import re
from collections import Counter
from dataclasses import dataclass
from fnmatch import fnmatchcase

from irpass.ir import toplevel
from irpass.ir.model import Module, read
from irpass.ir.names import spell, unused_name
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
    """``outline_module`` over the unit's model."""
    counts = outline_module(unit.module, DEFAULT_CALLEES + options.callee)
    if counts:
        unit.changed()
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


def outline(text: str, callees: tuple[str, ...] = DEFAULT_CALLEES) -> tuple[str, dict[str, int]]:
    """``outline_module`` over ``text`` read alone (no pass before it marked an overflow
    report): the text after it and the counts."""
    module = read(text, lambda _: False)
    counts = outline_module(module, callees)
    return (module.text() if counts else text), counts


def outline_module(module: Module, callees: tuple[str, ...] = DEFAULT_CALLEES) -> dict[str, int]:
    """Make every call to a function named by ``callees`` (fnmatch patterns), and every real
    ``stack_push`` that reports an overflow (``Marks.overflow_reports``), through a wrapper
    added at the module's end; the number of call sites redirected per callee (bare names,
    sorted).

    Variadic callees and intrinsics are left alone, and so is what is already out of line
    (``noinline cold``: a wrapper, a reporter): no call to it and no call in it is redirected,
    so a second run changes nothing.
    """
    groups = {k: v for text in module.headers() for k, v in toplevel.attribute_groups(text).items()}
    items = [item for text in module.headers() for item in toplevel.items(text)]
    signatures = _cold_signatures(items, groups, callees)
    if not signatures:
        return {}
    taken = {item.name for item in items}
    spelled = [spell(n) for n in signatures]
    pattern = re.compile("|".join(re.escape(s) + r"\(" for s in spelled))
    reports = module.marks.overflow_reports
    names: dict[str, str] = {}  # callee -> its wrapper's name
    counts: Counter[str] = Counter()
    for function in module.each(pattern.search):
        item = toplevel.header("".join(function.header))
        if item is None or _out_of_line(item, groups):
            continue
        for block in function.blocks:
            reporting = (function.name, block.label) in reports
            for i, line in enumerate(block.lines):
                if pattern.search(line) is None:
                    continue
                for _, _, callee in calls_to(line, spelled):
                    if reporting and callee == OVERFLOW_CALLEE or _chosen(callee, callees):
                        if callee not in names:
                            names[callee] = wrapper_name(callee, taken)
                        block.lines[i] = _redirected(line, callee, names[callee])
                        counts[callee] += 1
    if not counts:
        return {}
    module.append("".join("\n" + wrapper(signatures[c], names[c]) for c in sorted(counts)))
    return dict(sorted(counts.items()))


def _out_of_line(item: toplevel.TopLevel, groups: dict[str, str]) -> bool:
    """Whether a function is ``noinline cold``: one copy that LLVM already treats as cold."""
    return item.attribute_words(groups) >= {"noinline", "cold"}


def _chosen(callee: str, callees: tuple[str, ...]) -> bool:
    return any(fnmatchcase(callee, p) for p in callees)


def _redirected(line: str, callee: str, wrapper: str) -> str:
    """``line`` with its call to ``callee`` made to ``wrapper``."""
    for start, end, _ in calls_to(line, [spell(callee)]):
        return line[:start] + spell(wrapper) + line[end:]
    return line


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
    items: list[toplevel.TopLevel], groups: dict[str, str], callees: tuple[str, ...]
) -> dict[str, Signature]:
    """The functions a call may be redirected from: those ``callees`` names, and
    ``stack_push`` (whose calls count only where they report an overflow)."""
    found: dict[str, Signature] = {}
    for item in items:
        name = item.name
        if not item.is_function or name.startswith("llvm.") or name in found:
            continue
        if not (_chosen(name, callees) or name == OVERFLOW_CALLEE):
            continue
        signature = _signature(item, groups)
        if signature is not None and not _out_of_line(item, groups):
            found[name] = signature
    return found
