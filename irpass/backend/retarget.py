"""Move a module to another target by editing LLVM's own normalised print of it.

LLVM's ``str(module)`` has one spelling for everything (opaque pointers, attribute groups,
one instruction per line), so these edits never meet the many dialects of their inputs.
llvmlite's ModuleRef cannot change calling conventions, which is why this is done on text.

A CPU dump from Quadrants calls ``cpu_parallel_range_for`` (and other runtime functions) from
its kernel: for GPU targets they stay external calls, so PTX made from such a module must be
assembled with ``ptxas -c`` and linked (or loaded) together with a runtime that defines them.
"""

import re
from collections import Counter

from irpass.backend.targets import TargetSpec
from irpass.errors import IRPassError
from irpass.ir import locate, toplevel
from irpass.ir.address_spaces import allocas_to_private
from irpass.ir.kernels import KERNEL_CONVENTIONS, defined_functions, detect_among, name_uses
from irpass.ir.names import spell
from irpass.ir.syntax import ATTRIBUTE_GROUP
from irpass.ir.triples import architecture

_TARGET_LINE = re.compile(r'^target (?:datalayout|triple) = "[^"\n]*"\n', re.M)
_HEADER_LINE = re.compile(r"^(?:; ModuleID = [^\n]*|source_filename = [^\n]*)\n", re.M)
_HOST_ATTRIBUTE = re.compile(
    r' (?:"(?:target-cpu|target-features|tune-cpu|probe-stack|stack-probe-size)"="[^"]*"'
    r"|uwtable(?:\(\w+\))?)(?= |\})"
)

# What ties IR to one architecture family, and which family each spelling belongs to.
_INTRINSIC = re.compile(
    r"@llvm\.(x86|aarch64|arm|nvvm|amdgcn|r600|ppc|riscv|wasm|mips|hexagon|s390|loongarch)\.[\w.]*"
)
_INTRINSIC_FAMILIES = {"nvvm": "nvptx", "amdgcn": "amdgpu", "r600": "amdgpu"}
_CONVENTION = re.compile(
    r"(?:^define|^declare|\bcall|\binvoke)\b[^@\n]*?(?<![-\w@%$.])"
    r"(x86_\w+|win64cc|aarch64_\w+|arm_\w+|ptx_\w+|amdgpu_\w+|spir_\w+|riscv_\w+|cc \d+)(?![\w.])",
    re.M,
)
_CONVENTION_FAMILIES = {
    "x86": "x86",
    "win64cc": "x86",
    "aarch64": "aarch64",
    "arm": "arm",
    "ptx": "nvptx",
    "amdgpu": "amdgpu",
    "spir": "spir",
    "riscv": "riscv",
}
_ARCH_TYPE = re.compile(r"(?<![-\w@%$.])(x86_fp80|x86_amx|ppc_fp128)(?![\w.])")
_TYPE_FAMILIES = {"x86_fp80": "x86", "x86_amx": "x86", "ppc_fp128": "ppc"}
_INLINE_ASM = re.compile(r'^module asm "|(?<![-\w@%$."])asm (?:\w+ )*"', re.M)
_EXCEPTIONS = re.compile(
    r"^\s+(?:%\S+ = )?(invoke|landingpad|resume) |^define [^\n]* (personality) ", re.M
)
_STRING = re.compile(r'(?<=[c!])"[^"\n]*"')


def retarget(
    text: str,
    spec: TargetSpec,
    datalayout: str,
    kernels: tuple[str, ...] = (),
    path: str = "<input>",
    source: str | None = None,
) -> str:
    """``text`` (LLVM's print of a verified module) moved to ``spec``.

    Kernels are ``kernels`` when given, else detected. ``source`` is the user's own text, used
    only to point errors at the line the construct is on.
    """
    where = _Locator(source if source is not None else text, path)
    _check_portable(text, spec, where)
    text = set_target(text, spec.triple, datalayout)
    text = strip_host_attributes(text)
    if spec.kind in KERNEL_CONVENTIONS:
        text = mark_kernels(text, spec.kind, kernels, path)
    if spec.kind == "amdgcn":
        text = allocas_to_private(text)
    return text


def _check_portable(text: str, spec: TargetSpec, where: "_Locator") -> None:
    """Raise on the first construct that only exists on another architecture family."""
    text = _STRING.sub('""', text)  # what strings say is no construct
    family = architecture(spec.triple)
    for match in _INTRINSIC.finditer(text):
        owner = _INTRINSIC_FAMILIES.get(match[1], match[1])
        if owner != family:
            raise where.error(
                f"intrinsic {match[0]} is specific to {owner} and cannot be retargeted to "
                f"{spec.triple}",
                match[0],
            )
    for match in _CONVENTION.finditer(text):
        convention = match[1]
        owner = _CONVENTION_FAMILIES.get(convention.split("_", 1)[0])
        if owner != family:
            raise where.error(
                f"calling convention {convention} cannot be retargeted to {spec.triple}",
                convention,
            )
    for match in _ARCH_TYPE.finditer(text):
        if _TYPE_FAMILIES[match[1]] != family:
            raise where.error(f"type {match[1]} does not exist on {spec.triple}", match[1])
    module_triple = toplevel.triple(text)
    same_family = architecture(module_triple) == family if module_triple else spec.kind == "cpu"
    if not same_family:
        match = _INLINE_ASM.search(text)
        if match is not None:
            raise where.error(
                f"inline assembly cannot be retargeted to {spec.triple}", match[0].rstrip('"')
            )
    if spec.kind in KERNEL_CONVENTIONS:
        _check_gpu_only(text, spec, where)


def _check_gpu_only(text: str, spec: TargetSpec, where: "_Locator") -> None:
    for item in toplevel.items(text):
        if item.kind is toplevel.Kind.GLOBAL and "thread_local" in item.words:
            raise where.error(
                f"thread-local global {item.spelled} cannot be retargeted to {spec.triple}",
                item.spelled,
            )
    match = _EXCEPTIONS.search(text)
    if match is not None:
        construct = match[1] or match[2]
        raise where.error(
            f"exception handling ({construct}) cannot be retargeted to {spec.triple}", construct
        )


def set_target(text: str, triple: str, datalayout: str) -> str:
    """``text`` with exactly one datalayout and one triple line, placed after the header."""
    text = _TARGET_LINE.sub("", text)
    lines = f'target datalayout = "{datalayout}"\ntarget triple = "{triple}"\n'
    header_end = 0
    for match in _HEADER_LINE.finditer(text):
        if text[header_end : match.start()].strip():
            break
        header_end = match.end()
    return text[:header_end] + lines + text[header_end:]


def strip_host_attributes(text: str) -> str:
    """Remove attributes that name the host processor or its unwinding from attribute groups."""
    return ATTRIBUTE_GROUP.sub(lambda group: _HOST_ATTRIBUTE.sub("", group[0]), text)


def mark_kernels(text: str, kind: str, kernels: tuple[str, ...] = (), path: str = "<input>") -> str:
    """Give the kernel entry points the calling convention of ``kind``'s kernels.

    ``kernels`` names them; when empty they are detected (see ``detect_kernels``).
    """
    convention = KERNEL_CONVENTIONS[kind]
    functions = {f.spelled: f for f in defined_functions(text)}
    uses = name_uses(text)
    wanted = {_global_name(k) for k in kernels} or set(detect_among(functions.values(), uses))
    for name in sorted(wanted):
        if name not in functions:
            raise IRPassError(f"kernel {name} is not a function defined in the module", path)
        _check_kernel(functions[name], uses, convention, path)
    pieces, last = [], 0
    for name in sorted(wanted, key=lambda n: functions[n].start):
        function = functions[name]
        if function.convention == convention:
            continue
        words = [*function.prefix.split()[:-1], convention, "void"]
        pieces += [text[last : function.start], f"define {' '.join(words)} "]
        last = function.name_at
    return "".join(pieces) + text[last:]


def _check_kernel(function: toplevel.TopLevel, uses: Counter, convention: str, path: str) -> None:
    name = function.spelled
    if not function.returns_void:
        raise IRPassError(f"kernel {name} must return void", path)
    if uses[name] > 1:
        raise IRPassError(
            f"kernel {name} is called or referenced inside the module, "
            "which an entry point cannot be",
            path,
        )
    if function.local:
        raise IRPassError(f"kernel {name} is not externally visible", path)
    other = function.convention
    if other not in (None, convention):
        raise IRPassError(f"kernel {name} has calling convention {other}, not {convention}", path)


def _global_name(name: str) -> str:
    """``name`` (with or without its ``@``) spelled as LLVM prints it."""
    bare = name.removeprefix("@")
    return f"@{bare}" if bare.startswith('"') else spell(bare)


class _Locator:
    """Turns a construct into an error located at its first occurrence in the user's text."""

    def __init__(self, source: str, path: str) -> None:
        self.source = source
        self.path = path

    def error(self, message: str, needle: str) -> IRPassError:
        return IRPassError(message, self.path, *(locate.find(self.source, needle) or (1, 1)))
