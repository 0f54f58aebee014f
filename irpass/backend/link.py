"""Link other modules (a runtime's bitcode) into the kernel module, the way the GPU backends do.

Quadrants and Taichi build one runtime bitcode per backend (``_lib/runtime/runtime_cuda.bc`` in
the quadrants wheel) at -O0 with an x86-64 triple. Their GPU codegen links it into every kernel
module, moves it to the GPU's triple, marks each runtime function always-inline (dropping
``optnone`` and ``noinline``) unless its body calls ``mark_force_no_inline``, and keeps only
the kernels externally visible so that unused runtime functions are removed. ``link`` does the
same to a module irpass emits, so its PTX is the PTX that compiler would hand to ptxas; asked to,
it also keeps the runtime's print-only functions (``PRINT_ONLY``) out of line.

The linked modules are edited on LLVM's own print of them (as ``retarget`` edits the kernel):
triple and datalayout become the kernel's, host attributes go when the triple changes, allocas
move to address space 5 for AMDGPU, and the runtime's stubs get the bodies Quadrants'
GPU backends give them (``irpass.backend.runtime_patches``). Their constructs are not checked
for portability: a runtime built for a GPU legitimately carries that GPU's inline assembly under
an x86 triple.
"""

import re
from collections.abc import Container
from pathlib import Path

import llvmlite.binding as llvm

from irpass.backend.llvm import parse
from irpass.backend.retarget import set_target, strip_host_attributes
from irpass.backend.runtime_patches import PATCHES, patch_runtime
from irpass.backend.runtime_patches import VPRINTF as _PRINT_SINK  # (runtime's, CUDA's)
from irpass.errors import IRPassError
from irpass.ir import toplevel
from irpass.ir.address_spaces import allocas_to_private
from irpass.ir.names import is_reporter
from irpass.ir.toplevel import Kind
from irpass.ir.triples import architecture

NO_INLINE_MARKER = "mark_force_no_inline"
PRINT_ONLY = ("quadrants_printf", "taichi_printf")
"""Runtime functions that only format and print: in Quadrants 1.3.3's runtime bitcode the
``quadrants_printf<...>`` template instances (``_Z16quadrants_printf...``: a ``printf_helper``
argument buffer, then ``vprintf`` on CUDA or the host's printf on the CPU), Taichi's
``taichi_printf<...>`` likewise. The debug integer-overflow checks report through them; inlined,
every call site gets its own copy of a 1 KB buffer that CUDA zeroes byte by byte."""
_BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")  # raw bitcode, and its wrapper header
_GROUP_USE = re.compile(r"(?<= )#\d+(?= )")
_ADDRESS_ATTRIBUTES = re.compile(r"(?: (?:local_)?unnamed_addr)?(?: addrspace\(\d+\))?")
_NOT_INLINABLE = frozenset({"noinline", "optnone"})


def link(
    module: llvm.ModuleRef,
    paths: tuple[str, ...],
    inline: bool,
    context: llvm.ContextRef,
    out_of_line: tuple[str, ...] = (),
    optimise_kept: bool = False,
    cpu: str = "",
) -> frozenset[str]:
    """Link the modules at ``paths`` into ``module`` (which lives in ``context``), and return
    the linked functions that stay out of line when ``inline``.

    Their definitions become internal to the result; with ``inline`` they are also marked
    always-inline as described above, except the functions ``out_of_line`` names (see
    ``keeps_out_of_line``); ``optimise_kept`` lets LLVM optimise the ones left out of line.
    ``cpu`` is the target processor, which chooses some AMDGPU runtime bodies.
    """
    own = {f.name for f in module.functions if not f.is_declaration}
    kept: set[str] = set()
    for path in paths:
        printed = module_text(path)
        text = linked_text(
            printed, module.triple, module.data_layout, inline, out_of_line, optimise_kept, cpu
        )
        kept.update(out_of_line_functions(printed, out_of_line) if inline else ())
        linked = parse(text, path, context)
        defined = [f.name for f in linked.functions if not f.is_declaration]
        clash = sorted(own.intersection(defined))
        if clash:
            linked.close()
            raise IRPassError(f"defines {clash[0]}, which the module already defines", path)
        try:
            module.link_in(linked)
        except RuntimeError as exc:
            raise IRPassError(f"cannot link: {str(exc).strip()}", path) from None
        for name in defined:
            module.get_function(name).linkage = llvm.Linkage.internal
        own.update(defined)
    return frozenset(kept)


def linked_text(
    text: str,
    triple: str,
    datalayout: str,
    inline: bool,
    out_of_line: tuple[str, ...] = (),
    optimise_kept: bool = False,
    cpu: str = "",
) -> str:
    """``text`` (LLVM's print of a module) moved to ``triple``, and force-inlined if asked."""
    if toplevel.triple(text) != triple:
        text = strip_host_attributes(text)
    text = set_target(text, triple, datalayout)
    if architecture(triple) == "amdgpu":
        text = allocas_to_private(text)
    if architecture(triple) in PATCHES:
        text = patch_runtime(text, architecture(triple), cpu)
    return mark_inline(text, out_of_line, optimise_kept) if inline else text


def keeps_out_of_line(name: str, out_of_line: tuple[str, ...]) -> bool:
    """Whether function ``name`` is one of ``out_of_line``: the C name itself, or a C++ function
    or template instance of that name (Itanium-mangled ``_Z<length><name>...``)."""
    return any(name == n or name.startswith(f"_Z{len(n)}{n}") for n in out_of_line)


def out_of_line_functions(text: str, out_of_line: tuple[str, ...] = ()) -> list[str]:
    """The functions defined in ``text`` that ``mark_inline`` leaves out of line."""
    return [
        f.name
        for f in toplevel.functions(text)
        if f.kind is Kind.DEFINE and _stays_out_of_line(text, f, out_of_line)
    ]


def _stays_out_of_line(
    text: str, function: toplevel.TopLevel, out_of_line: tuple[str, ...]
) -> bool:
    body = text[function.end : text.find("\n}", function.end)]
    return f"@{NO_INLINE_MARKER}(" in body or keeps_out_of_line(function.name, out_of_line)


def inline_reporters(text: str) -> str:
    """``text`` (a kernel module) with its debug-check reporters (``is_reporter``) always-inline,
    and on CUDA printing through ``vprintf`` themselves (``print_through_vprintf``).

    A reporter is ``noinline`` so that one copy of the runtime's print path is in the module
    whoever links the runtime; once the print-only functions stay out of line (``PRINT_ONLY``),
    it only forwards to one, and every function costs ptxas a function's compile time, so
    inlined it is cheaper (the bench's debug-cold section measures by how much).
    """
    reporters = {
        f.name for f in toplevel.functions(text) if f.kind is Kind.DEFINE and is_reporter(f.name)
    }
    if not reporters:
        return text
    if architecture(toplevel.triple(text)) == "nvptx":
        text = print_through_vprintf(text, reporters)
    return mark_inline(text, only=reporters)


_, VPRINTF = _PRINT_SINK  # CUDA's name, which the CUDA runtime's print is patched to call
_REPORTER_PRINT = re.compile(
    r"^  call void @[-\w.$]*quadrants_printf[-\w.$]*\(ptr [^,()]*, (ptr [^,()]*, ptr [^,()]*)\)",
    re.M,
)


def print_through_vprintf(text: str, reporters: Container[str]) -> str:
    """``text`` with the print of each reporter ``reporters`` names made CUDA's ``vprintf``.

    A reporter prints ``quadrants_printf<const char*&>(runtime, format, slot)``, ``slot``
    holding the message. On CUDA that runtime function (Quadrants 1.3.3's
    ``runtime_cuda.bc``) zeroes a 1 KB ``printf_helper`` buffer, stores the message at its
    offset 0 and calls ``vprintf(format, buffer)``, which reads only the one pointer the format
    names: ``vprintf(format, slot)`` prints the same bytes. Out of line, the runtime function
    is one more callee whose registers and calls ptxas must allow for around every inlined
    report, which all stay live across; ``vprintf`` itself is the one call CUDA's printf needs
    (issue #34: ``kernel_step_2``'s 23 reports, docs/quadrants.md)."""
    functions = list(toplevel.functions(text))
    own = next((f for f in functions if f.name == VPRINTF), None)
    returns = own.return_type if own is not None else "void"  # the CUDA runtime's: void
    pieces, last = [], 0
    for function in functions:
        if function.kind is not Kind.DEFINE or function.name not in reporters:
            continue
        end = text.find("\n}", function.end)
        body = _REPORTER_PRINT.sub(rf"  call {returns} @{VPRINTF}(\1)", text[function.end : end])
        pieces += [text[last : function.end], body]
        last = end
    pieces.append(text[last:])
    out = "".join(pieces)
    return out if own is not None else out + f"\ndeclare void @{VPRINTF}(ptr, ptr)\n"


def mark_inline(
    text: str,
    out_of_line: tuple[str, ...] = (),
    optimise_kept: bool = False,
    only: Container[str] | None = None,
) -> str:
    """Every function defined in ``text`` (or each of them ``only`` names) always-inline, except
    those whose body calls ``mark_force_no_inline`` and those ``out_of_line`` names
    (``keeps_out_of_line``): ``optnone`` and ``noinline`` dropped, ``alwaysinline`` added. With
    ``optimise_kept`` the functions left out of line lose ``optnone`` too and are optimised for
    size (``optsize``; they keep ``noinline``).

    Attribute groups are shared between functions, so a changed function gets a copy of its
    group with the change; the functions left alone keep theirs.
    """
    groups = {k: v.split() for k, v in toplevel.attribute_groups(text).items()}
    derived: dict[tuple[str | None, bool], str] = {}
    next_id = max((int(g[1:]) for g in groups), default=-1) + 1
    pieces, last = [], 0
    for function in toplevel.functions(text):
        if function.kind is not Kind.DEFINE or (only is not None and function.name not in only):
            continue
        inlined = not _stays_out_of_line(text, function, out_of_line)
        if not (inlined or optimise_kept):
            continue
        used = _GROUP_USE.search(text, function.close_at, function.end)
        key = (used[0] if used else None, inlined)
        if key not in derived:
            derived[key] = f"#{next_id}"
            next_id += 1
        at = used.span() if used else (_after_params(text, function),) * 2
        pieces += [text[last : at[0]], ("" if used else " ") + derived[key]]
        last = at[1]
    pieces.append(text[last:])
    new_groups = "".join(
        f"attributes {new} = {{ {' '.join(_changed(groups.get(old, []), inlined))} }}\n"
        for (old, inlined), new in derived.items()
    )
    out = "".join(pieces)
    return out + ("" if out.endswith("\n") else "\n") + new_groups


def _after_params(text: str, function: toplevel.TopLevel) -> int:
    """Where a ``define`` without attribute group takes one: after its parameter list and the
    address attributes that precede function attributes."""
    return _ADDRESS_ATTRIBUTES.match(text, function.close_at + 1).end()


def _changed(attributes: list[str], inlined: bool) -> list[str]:
    """An inlined function's attributes, or an out-of-line one's that LLVM may optimise, for
    size: what stays out of line runs once, on a failure or a print, and unrolled it only costs
    ptxas time (such as the lock loop over a warp's lanes in ``quadrants_assert_format``, which
    LLVM unrolls at -O3)."""
    if not inlined:
        return [*(a for a in attributes if a not in ("optnone", "optsize")), "optsize"]
    kept = [a for a in attributes if a not in _NOT_INLINABLE and a != "alwaysinline"]
    return ["alwaysinline", *kept]


def module_text(path: str) -> str:
    """LLVM's print of the module in file ``path``: bitcode or textual IR."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise IRPassError(f"cannot read: {exc.strerror}", path) from None
    context = llvm.create_context()
    if data.startswith(_BITCODE_MAGIC):
        try:
            module = llvm.parse_bitcode(data, context)
        except RuntimeError as exc:
            raise IRPassError(f"not valid LLVM bitcode: {str(exc).strip()}", path) from None
    else:
        try:
            module = parse(data.decode(), path, context)
        except UnicodeDecodeError:
            raise IRPassError("neither LLVM bitcode nor UTF-8 text", path) from None
    try:
        return str(module)
    finally:
        module.close()
