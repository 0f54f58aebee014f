"""The facts the pass plugin shares with the Python tool, generated from the Python declarations
so that each is changed in one place: the pass names (``irpass.passes.registry``), the skip
codes and their sentences (``irpass.adstack.verdict``), the parameter errors
(``irpass.passes.declare``), the debug checks' operations and types
(``irpass.passes.debug_checks``), the strategy table (``irpass.strategies``) and the runtime
patches (``irpass.backend.runtime_patches``), as LLVM's ``.def``/``.inc`` files the C++
includes.

``python -m irpass.plugin_facts`` rewrites every one of them in the checkout;
``tests/test_pass_manager.py`` checks they are current.
"""

import re
from collections.abc import Callable
from pathlib import Path

from irpass.adstack.verdict import SENTENCES, TEXT_ONLY, SkipCode
from irpass.backend.runtime_patches import DEFAULT_CPU, PATCHES
from irpass.passes.debug_checks import BITS, FORMATS, PURE
from irpass.passes.declare import PARAMETER_ERRORS
from irpass.passes.registry import PASSES
from irpass.strategies import REGISTRY
from irpass.strategies.base import SMALL_CALLS

COMMAND = "python -m irpass.plugin_facts"
ROOT = Path(__file__).resolve().parent.parent


def _camel(name: str) -> str:
    """``NOT_PROVEN_EQUAL`` / ``adstack-promote`` -> ``NotProvenEqual`` / ``AdstackPromote``."""
    return "".join(w.capitalize() for w in re.split(r"[_-]", name.lower()))


def _c(text: str | None) -> str:
    """``text`` as a C string literal (None: ``nullptr``)."""
    if text is None:
        return "nullptr"
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def _twine(wording: str) -> tuple[str, str]:
    """A wording's ``{}`` as the parameters ``const llvm::Twine &V0, ...``, and the
    ``llvm::Twine`` expression that puts them in their places."""
    pieces = wording.split("{}")
    params = ", ".join(f"const llvm::Twine &V{i}" for i in range(len(pieces) - 1))
    parts = []
    for i, piece in enumerate(pieces):
        parts += [_c(piece)] * bool(piece) + [f"V{i}"] * (i < len(pieces) - 1)
    return params, " + ".join([f"llvm::Twine({parts[0]})", *parts[1:]])


def _lower(name: str) -> str:
    return name[0].lower() + name[1:]


def passes() -> str:
    """``IRPASS_PASS(Id, "name")`` for each pass the plugin registers under the tool's name."""
    lines = [f"IRPASS_PASS({_camel(name)}, {_c(name)})\n" for name in PASSES]
    return "".join(lines + ["#undef IRPASS_PASS\n"])


def _plugin_codes() -> list[SkipCode]:
    """The causes the plugin can meet."""
    return [code for code in SkipCode if code not in TEXT_ONLY]


def skip_codes() -> str:
    """``IRPASS_SKIP_CODE(Id, "code")`` for each cause the plugin can meet."""
    lines = [f"IRPASS_SKIP_CODE({_camel(c.name)}, {_c(c.value)})\n" for c in _plugin_codes()]
    return "".join(lines + ["#undef IRPASS_SKIP_CODE\n"])


def skip_sentences() -> str:
    """One function per cause, ``skipNotLocal(V0)``, returning its ``SkipReason`` with the
    values in the places of its sentence."""
    lines = []
    for code in _plugin_codes():
        params, sentence = _twine(SENTENCES[code])
        lines.append(
            f"inline SkipReason skip{_camel(code.name)}({params}) {{\n"
            f"  return {{SkipCode::{_camel(code.name)}, ({sentence}).str()}};\n}}\n"
        )
    return "".join(lines)


def parameter_errors() -> str:
    """One function per error, returning it as an ``llvm::Error`` (``parameterError``) with its
    values in their places."""
    lines = []
    for name, wording in PARAMETER_ERRORS.items():
        params, message = _twine(wording)
        lines.append(
            f"inline llvm::Error {_lower(_camel(name))}({params}) {{\n"
            f"  return parameterError({message});\n}}\n"
        )
    return "".join(lines)


def debug_checks() -> str:
    """``IRPASS_DEBUG_CHECK("op", "format")`` for each operation a ``debug_<op>_<type>``
    runtime function checks, ``IRPASS_DEBUG_BITS(N)`` for each width it takes and
    ``IRPASS_DEBUG_PURE("opcode")`` for each opcode that may stand between two reports merged
    into one block; the one the includer does not define expands to nothing."""
    macros = (
        ("IRPASS_DEBUG_CHECK", "Op, Format"),
        ("IRPASS_DEBUG_BITS", "Bits"),
        ("IRPASS_DEBUG_PURE", "Opcode"),
    )
    lines = [f"#ifndef {macro}\n#define {macro}({args})\n#endif\n" for macro, args in macros]
    lines += [f"IRPASS_DEBUG_CHECK({_c(op)}, {_c(text)})\n" for op, text in FORMATS.items()]
    lines += [f"IRPASS_DEBUG_BITS({bits})\n" for bits in BITS]
    lines += [f"IRPASS_DEBUG_PURE({_c(opcode)})\n" for opcode in PURE]
    return "".join(lines + [f"#undef {macro}\n" for macro, _ in macros])


def strategies() -> str:
    """The strategies' names, overflow modes (first = default), fallbacks and ``auto``'s cost
    laws: ``IRPASS_SMALL_CALLS``, ``IRPASS_STRATEGY``, ``IRPASS_COST``."""
    lines = [f"IRPASS_SMALL_CALLS({SMALL_CALLS})\n"]
    for s in REGISTRY.values():
        modes = ",".join(s.overflow_modes)
        rewrites = "true" if s.rewrites else "false"
        lines.append(f"IRPASS_STRATEGY({_c(s.name)}, {_c(modes)}, {_c(s.fallback)}, {rewrites})\n")
    for s in REGISTRY.values():
        for mode, cost in s.costs.items():
            small_a, small_b = cost.small or (0.0, 0.0)
            has_small = "true" if cost.small else "false"
            lines.append(
                f"IRPASS_COST({_c(s.name)}, {_c(mode)}, {cost.a!r}, {cost.b!r}, {has_small}, "
                f"{small_a!r}, {small_b!r})\n"
            )
    return "".join(lines)


def runtime_patches() -> str:
    """The GPU runtimes' patch tables: ``IRPASS_DEFAULT_CPU(arch, processor)``,
    ``IRPASS_PATCH(arch, function, intrinsic, constants...)`` and ``IRPASS_BODY(arch,
    function, processors (comma-separated prefixes, "" for every one), body, needs...)``."""
    lines = [f"IRPASS_DEFAULT_CPU({_c(arch)}, {_c(cpu)})\n" for arch, cpu in DEFAULT_CPU.items()]
    for arch, (intrinsics, bodies) in PATCHES.items():
        for name, (intrinsic, constants) in intrinsics.items():
            args = "".join(f", {_c(c)}" for c in constants)
            lines.append(f"IRPASS_PATCH({_c(arch)}, {_c(name)}, {_c(intrinsic)}{args})\n")
        for name, choices in bodies.items():
            for body in choices:
                needs = "".join(f", {_c(n)}" for n in body.needs)
                cpus = _c(",".join(body.cpus))
                lines.append(
                    f"IRPASS_BODY({_c(arch)}, {_c(name)}, {cpus}, {_c(body.text)}{needs})\n"
                )
    return "".join(lines)


FILES: dict[str, tuple[str, Callable[[], str]]] = {
    "plugin/passes/Passes.def": ("irpass/passes/registry.py", passes),
    "plugin/adstack/SkipCodes.def": ("irpass/adstack/verdict.py", skip_codes),
    "plugin/adstack/SkipSentences.inc": ("irpass/adstack/verdict.py (SENTENCES)", skip_sentences),
    "plugin/passes/ParameterErrors.inc": (
        "irpass/passes/declare.py (PARAMETER_ERRORS)",
        parameter_errors,
    ),
    "plugin/passes/DebugChecks.def": ("irpass/passes/debug_checks.py", debug_checks),
    "plugin/strategies/Registry.inc": ("irpass/strategies (REGISTRY)", strategies),
    "plugin/passes/RuntimePatches.inc": ("irpass/backend/runtime_patches.py", runtime_patches),
}
"""Each generated file (from the checkout's root): the declarations it comes from, and what
writes its body."""


def text(path: str) -> str:
    """The generated file ``path`` (a key of ``FILES``), its header first."""
    source, body = FILES[path]
    header = f"// Generated by `{COMMAND}` from {source};\n"
    return header + "// a test checks it is current. Do not edit.\n" + body()


if __name__ == "__main__":
    for path in FILES:
        (ROOT / path).write_text(text(path))
