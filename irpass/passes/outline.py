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
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass
from fnmatch import fnmatchcase

from irpass.ir.syntax import (
    ATTRIBUTE_GROUP,
    GLOBAL,
    LOCAL_LINKAGES,
    VISIBILITY,
    matching,
    split_top,
)
from irpass.strategies.cold import OVERFLOW_BLOCK, PUSH_HELPER

DEFAULT_CALLEES = ("quadrants_assert*", "taichi_assert*")
"""The assert and error-report helpers: ``quadrants_assert``, ``quadrants_assert_runtime``,
``quadrants_assert_format`` and its ``_ctx``, ``_args8`` and ``_ctx_args8`` forms (Quadrants
1.3.3's runtime), and ``taichi_assert``, ``taichi_assert_runtime``, ``taichi_assert_format``."""

WRAPPER_PREFIX = "irpass.cold."
OVERFLOW_CALLEE = "stack_push"

_FUNCTION_LINE = re.compile(rf"^(declare|define)\b([^@\n]*)({GLOBAL})\(", re.M)
_GLOBAL_LINE = re.compile(rf"^({GLOBAL}) =", re.M)
_LABEL_LINE = re.compile(r'^(?:([-a-zA-Z$._0-9]+)|"([^"]*)"):', re.M)
_CALL_PREFIX = re.compile(
    r"\s+(?:%[-\w$.\"]+ = )?(?:(?:tail|musttail|notail) )?(?:call|invoke)\b[^@\n]*$"
)
_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")
_TYPE_START = re.compile(
    r"^(?:void|half|bfloat|float|double|fp128|x86_fp80|ppc_fp128|x86_amx|x86_mmx|ptr|label"
    r"|token|metadata|i\d+|%|\{|<|\[|target\()"
)
_NOT_CALL_TYPE = LOCAL_LINKAGES | VISIBILITY


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
    functions = _function_starts(text)
    labels = _label_starts(text) if overflow_pushes else ([], [])
    pattern = re.compile("(" + "|".join(re.escape(spell(n)) for n in signatures) + r")\(")
    edits: list[tuple[int, int, str]] = []
    counts: Counter[str] = Counter()
    for match in pattern.finditer(text):
        callee = _unspell(match[1])
        if not _is_call(text, match.start()):
            continue
        function = _enclosing(functions, match.start())
        if function is None or function[1].startswith(WRAPPER_PREFIX):
            continue
        chosen = any(fnmatchcase(callee, p) for p in callees)
        if not chosen and not _on_overflow_path(function, labels, match.start()):
            continue
        edits.append((match.start(1), match.end(1), callee))
        counts[callee] += 1
    if not edits:
        return text, {}
    taken = _global_names(text)
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
    base = WRAPPER_PREFIX + callee
    name, n = base, 0
    while name in taken:
        n += 1
        name = f"{base}.{n}"
    return name


def parse_signature(text: str, groups: dict[str, str], start: int = 0) -> Signature | None:
    """The signature of the ``declare``/``define`` at offset ``start`` of ``text`` (its
    parameter list may span lines), or None for a variadic function."""
    match = _FUNCTION_LINE.match(text, start)
    if match is None:
        return None
    open_at = match.end() - 1
    close_at = matching(text, open_at)
    listed = re.sub(r"\s+", " ", text[open_at + 1 : close_at])
    params = tuple(_strip_name(p) for p in split_top(listed, ","))
    if params and params[-1] == "...":
        return None
    kept = [w for w in split_top(match[2], " ") if w and w not in _NOT_CALL_TYPE]
    starts = [i for i, w in enumerate(kept) if _TYPE_START.match(w)]
    if not starts:
        return None
    line_end = text.find("\n", close_at)
    attrs = set(text[close_at + 1 : line_end if line_end >= 0 else None].split())
    for word in list(attrs):
        attrs.update(groups.get(word, "").split())
    return Signature(
        callee=_unspell(match[3]),
        call_type=" ".join(kept),
        return_type=" ".join(kept[starts[-1] :]),
        params=params,
        noreturn="noreturn" in attrs,
        nounwind="nounwind" in attrs,
    )


def spell(name: str) -> str:
    """``@name`` as LLVM writes it: quoted unless it is a plain identifier."""
    return f"@{name}" if _PLAIN_NAME.fullmatch(name) else f'@"{name}"'


def _unspell(spelled: str) -> str:
    bare = spelled[1:]
    return bare[1:-1] if bare.startswith('"') else bare


def _cold_signatures(
    text: str, callees: tuple[str, ...], overflow_pushes: bool
) -> dict[str, Signature]:
    groups = {m[1]: m[2] for m in ATTRIBUTE_GROUP.finditer(text)}
    found: dict[str, Signature] = {}
    for match in _FUNCTION_LINE.finditer(text):
        name = _unspell(match[3])
        if name.startswith(("llvm.", WRAPPER_PREFIX)) or name in found:
            continue
        if not (
            any(fnmatchcase(name, p) for p in callees)
            or (overflow_pushes and name == OVERFLOW_CALLEE)
        ):
            continue
        signature = parse_signature(text, groups, match.start())
        if signature is not None:
            found[name] = signature
    return found


def _global_names(text: str) -> set[str]:
    """Every global name the module defines or declares (any use must be one of them)."""
    names = {_unspell(m[3]) for m in _FUNCTION_LINE.finditer(text)}
    return names | {_unspell(m[1]) for m in _GLOBAL_LINE.finditer(text)}


def _function_starts(text: str) -> tuple[list[int], list[str]]:
    """Start offsets and bare names of the ``define`` lines, in order."""
    starts, names = [], []
    for match in _FUNCTION_LINE.finditer(text):
        if match[1] == "define":
            starts.append(match.start())
            names.append(_unspell(match[3]))
    return starts, names


def _label_starts(text: str) -> tuple[list[int], list[str]]:
    starts, names = [], []
    for match in _LABEL_LINE.finditer(text):
        starts.append(match.start())
        names.append(match[1] if match[1] is not None else match[2])
    return starts, names


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


def _is_call(text: str, at: int) -> bool:
    """True when the name at ``at`` is the callee of a ``call`` or ``invoke`` instruction."""
    line_start = text.rfind("\n", 0, at) + 1
    return _CALL_PREFIX.match(text, line_start, at) is not None


def _strip_name(param: str) -> str:
    """A parameter's type and attributes, without its ``%name``."""
    words = split_top(param, " ")
    if len(words) > 1 and words[-1].startswith("%"):
        words = words[:-1]
    return " ".join(words)
