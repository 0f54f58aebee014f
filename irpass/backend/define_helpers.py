"""Definitions of the five adstack helpers for modules that only declare them.

Quadrants' and Taichi's kernel modules declare ``stack_init``, ``stack_push``, ``stack_pop``,
``stack_top_primal`` and ``stack_top_adjoint``; their bodies come from the runtime linked in later.
Defining them here lets such a module be compiled (and timed) on its own with the helper calls
kept as calls: the faithful baseline a rewrite is compared against.

The definitions are ``internal`` (linking the real runtime afterwards cannot clash with them) and
``alwaysinline``, as the GPU backends force-inline the runtime's own. Quadrants' ``stack_push``
reports an overflow through two fields of the runtime struct; like the runtime's other fields
they are read through the runtime's own getters (``LLVMRuntime_get_adstack_overflow_flag_dev_ptr``
and ``LLVMRuntime_get_adstack_overflow_task_id_dev_ptr``), which stay external declarations:
irpass never has to know the runtime struct's layout, and the module links against any runtime
build that has those fields.

Works on LLVM's normalised print of a module (opaque pointers, one declaration per line).
"""

from irpass.adstack.helpers import HELPERS, OF_HELPER, SIGNATURES, Flavour, Op, push_flavour
from irpass.errors import IRPassError
from irpass.ir import toplevel

_OVERFLOW_GETTERS = (
    "LLVMRuntime_get_adstack_overflow_flag_dev_ptr",
    "LLVMRuntime_get_adstack_overflow_task_id_dev_ptr",
)
_MEMSET = "llvm.memset.p0.i64"
_ATTRS_COMMENT = "; Function Attrs: "
_ATTRIBUTES = "alwaysinline nounwind"


def flavour(text: str) -> Flavour:
    """The flavour, from the number of ``stack_push`` parameters (5 or 3).

    A module without ``stack_push`` has no entries to tell the flavours apart by, and gets
    Quadrants' clamped reads, which are the same as Taichi's on every non-empty stack.
    """
    for function in toplevel.functions(text):
        if function.name == Op.PUSH.helper:
            found = push_flavour(len(function.params))
            if found is None:
                raise IRPassError(
                    f"@stack_push has {len(function.params)} parameters; "
                    "expected 5 (Quadrants) or 3 (Taichi)"
                )
            return found
    return Flavour.QUADRANTS


def define_helpers(text: str, path: str = "<input>") -> str:
    """``text`` with each declared helper replaced by its definition; defined ones are kept."""
    try:
        kind = flavour(text)
    except IRPassError as exc:
        raise exc.at(path) from None
    needed: set[str] = set()
    pieces, last = [], 0
    for function in toplevel.functions(text):
        if function.kind is not toplevel.Kind.DECLARE or function.name not in HELPERS:
            continue
        _check_signature(function, kind, path)
        body, declarations = _DEFINITIONS[function.name](kind)
        needed.update(declarations)
        pieces += [text[last : _start_with_comment(text, function.start)], body]
        last = function.end
    text = "".join(pieces) + text[last:]
    declared = {function.name for function in toplevel.functions(text)}
    missing = [d for d in sorted(needed) if d not in declared]
    if missing:
        text = text.rstrip("\n") + "\n\n" + "\n".join(_DECLARATIONS[d] for d in missing) + "\n"
    return text


def _start_with_comment(text: str, start: int) -> int:
    """``start``, or the start of the ``; Function Attrs:`` line just above it (it goes too)."""
    above = text.rfind("\n", 0, max(start - 1, 0)) + 1
    return above if start and text.startswith(_ATTRS_COMMENT, above) else start


def _check_signature(function: toplevel.TopLevel, kind: Flavour, path: str) -> None:
    name = function.name
    signature = SIGNATURES[kind][OF_HELPER[name]]
    result, expected = signature.result, signature.types
    actual = function.param_types
    declared_result = function.return_type
    if actual != expected or declared_result != result:
        raise IRPassError(
            f"@{name} is declared as {declared_result} ({', '.join(actual)}); "
            f"expected {result} ({', '.join(expected)})",
            path,
        )


def _init(kind: Flavour) -> tuple[str, tuple[str, ...]]:
    return (
        f"define internal void @stack_init(ptr %stack) {_ATTRIBUTES} {{\n"
        "  store i64 0, ptr %stack, align 8\n"
        "  ret void\n"
        "}",
        (),
    )


def _pop(kind: Flavour) -> tuple[str, tuple[str, ...]]:
    """Taichi decrements unconditionally; Quadrants saturates at zero."""
    if kind is Flavour.TAICHI:
        update = "  %next = add i64 %count, -1\n"
    else:
        update = (
            "  %nonempty = icmp ugt i64 %count, 0\n"
            "  %less = add i64 %count, -1\n"
            "  %next = select i1 %nonempty, i64 %less, i64 0\n"
        )
    return (
        f"define internal void @stack_pop(ptr %stack) {_ATTRIBUTES} {{\n"
        "  %count = load i64, ptr %stack, align 8\n"
        f"{update}"
        "  store i64 %next, ptr %stack, align 8\n"
        "  ret void\n"
        "}",
        (),
    )


def _entry_address(index: str) -> str:
    """Lines computing ``%top``, the primal of entry ``index``: 8 + index * 2 * %size bytes in."""
    return (
        "  %entries = getelementptr i8, ptr %stack, i64 8\n"
        "  %pair = mul i64 %size, 2\n"
        f"  %offset = mul i64 {index}, %pair\n"
        "  %top = getelementptr i8, ptr %entries, i64 %offset\n"
    )


def _top_index(kind: Flavour) -> str:
    """Lines computing ``%index`` of the top entry; Quadrants clamps an empty stack to entry 0."""
    lines = "  %count = load i64, ptr %stack, align 8\n"
    if kind is Flavour.TAICHI:
        return lines + "  %index = add i64 %count, -1\n"
    return lines + (
        "  %nonempty = icmp ugt i64 %count, 0\n"
        "  %last = add i64 %count, -1\n"
        "  %index = select i1 %nonempty, i64 %last, i64 0\n"
    )


def _top_primal(kind: Flavour) -> tuple[str, tuple[str, ...]]:
    return (
        f"define internal ptr @stack_top_primal(ptr %stack, i64 %size) {_ATTRIBUTES} {{\n"
        f"{_top_index(kind)}{_entry_address('%index')}"
        "  ret ptr %top\n"
        "}",
        (),
    )


def _top_adjoint(kind: Flavour) -> tuple[str, tuple[str, ...]]:
    return (
        f"define internal ptr @stack_top_adjoint(ptr %stack, i64 %size) {_ATTRIBUTES} {{\n"
        f"{_top_index(kind)}{_entry_address('%index')}"
        "  %adjoint = getelementptr i8, ptr %top, i64 %size\n"
        "  ret ptr %adjoint\n"
        "}",
        (),
    )


def _push(kind: Flavour) -> tuple[str, tuple[str, ...]]:
    """Count up and zero the new entry; Quadrants first refuses a push past ``max``."""
    grow = (
        "  store i64 %next, ptr %stack, align 8\n"
        f"{_entry_address('%count')}"
        f"  call void @{_MEMSET}(ptr align 1 %top, i8 0, i64 %pair, i1 false)\n"
        "  ret void\n"
    )
    if kind is Flavour.TAICHI:
        return (
            f"define internal void @stack_push(ptr %stack, i64 %max, i64 %size) {_ATTRIBUTES} {{\n"
            "  %count = load i64, ptr %stack, align 8\n"
            "  %next = add i64 %count, 1\n"
            f"{grow}"
            "}",
            (_MEMSET,),
        )
    flag, task = _OVERFLOW_GETTERS
    return (
        "define internal void @stack_push(ptr %runtime, ptr %stack, i64 %max, i64 %size, "
        f"i64 %task_id) {_ATTRIBUTES} {{\n"
        "entry:\n"
        "  %count = load i64, ptr %stack, align 8\n"
        "  %next = add i64 %count, 1\n"
        "  %full = icmp ugt i64 %next, %max\n"
        "  br i1 %full, label %overflow, label %push\n"
        "\n"
        "overflow:\n"
        f"  %flag = call ptr @{flag}(ptr %runtime)\n"
        "  %has_flag = icmp ne ptr %flag, null\n"
        "  br i1 %has_flag, label %set_flag, label %record_task\n"
        "\n"
        "set_flag:\n"
        "  store atomic i64 1, ptr %flag monotonic, align 8\n"
        "  br label %record_task\n"
        "\n"
        "record_task:\n"
        f"  %task = call ptr @{task}(ptr %runtime)\n"
        "  %has_task = icmp ne ptr %task, null\n"
        "  %named = icmp ne i64 %task_id, 0\n"
        "  %record = and i1 %has_task, %named\n"
        "  br i1 %record, label %set_task, label %done\n"
        "\n"
        "set_task:\n"
        "  %swapped = cmpxchg ptr %task, i64 0, i64 %task_id monotonic monotonic, align 8\n"
        "  br label %done\n"
        "\n"
        "done:\n"
        "  ret void\n"
        "\n"
        "push:\n"
        f"{grow}"
        "}",
        (_MEMSET, flag, task),
    )


_DEFINITIONS = {
    Op.INIT.helper: _init,
    Op.PUSH.helper: _push,
    Op.POP.helper: _pop,
    Op.TOP_PRIMAL.helper: _top_primal,
    Op.TOP_ADJOINT.helper: _top_adjoint,
}
_DECLARATIONS = {
    _MEMSET: f"declare void @{_MEMSET}(ptr, i8, i64, i1 immarg)",
    **{getter: f"declare ptr @{getter}(ptr)" for getter in _OVERFLOW_GETTERS},
}
