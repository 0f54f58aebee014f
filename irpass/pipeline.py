"""The pipeline of a rewrite as one value, printed and parsed as an ``opt``-style pipeline string.

Its stages, in the order ``irpass.driver`` runs them:

1. ``verify``: LLVM verifies the input;
2. the passes over the model (``Unit``), in the registry's order: ``adstack-promote<...>``,
   ``debug-checks``, ``noreturn-asserts<exit=...>``, ``outline-cold<callee=...>``;
3. the LLVM stage: ``pre-optimise`` (``-O3`` and NewGVN on the unlinked module),
   ``cold-runtime<runtime=FILE>``, then what is emitted: ``define-helpers``,
   ``retarget<target=...;mtriple=...;mcpu=...;mattr=...;kernel=...>``,
   ``link<file=...;inline-linked;print-out-of-line;optimise-out-of-line>``, ``default<On>``
   (``Os``/``Oz``), ``coalesce-counters``, ``rolled-loops``, ``emit<ll|bc|asm|obj>``;
4. ``verify``: LLVM verifies the output.

A pass's parameters are its options' fields, spelled as the plugin spells them (``max-run=4``,
``no-hoist-max``, ``leave-alone``, ``exit=thread``, ``callee=P`` once per value), so that the
model passes of a printed pipeline run in ``opt -load-pass-plugin=... -passes='...'`` too. A
field at its default is left out, except a pass's choice fields (``strategy``, ``overflow``,
``exit``), printed always so that the line says what ran. A value's ``%;<>,`` are written
``%XX``.
"""

import dataclasses
import re
import typing
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from irpass.backend.emit import EmitOptions
from irpass.errors import UsageError
from irpass.options import RewriteOptions
from irpass.passes.registry import PASSES

_ESCAPED = re.compile(r"[%;<>,]")
_ELEMENT = re.compile(r"([a-z0-9-]+)(?:<([^<>]*)>)?")

# The LLVM stage's elements from EmitOptions: element -> its fields (and a field's parameter
# name where it differs).
_EMIT_ELEMENTS = {
    "define-helpers": {"define_helpers": "define-helpers"},
    "retarget": {
        "target": "target",
        "mtriple": "mtriple",
        "mcpu": "mcpu",
        "mattr": "mattr",
        "kernels": "kernel",
    },
    "link": {
        "link": "file",
        "inline_linked": "inline-linked",
        "print_out_of_line": "print-out-of-line",
        "optimise_out_of_line": "optimise-out-of-line",
    },
    "coalesce-counters": {"coalesce_counters": "coalesce-counters"},
    "rolled-loops": {"rolled_cold_loops": "rolled-loops"},
}
_LEVELS = {(1, 0): "O1", (2, 0): "O2", (3, 0): "O3", (2, 1): "Os", (2, 2): "Oz"}
_SHOWN = {"strategy", "overflow", "exit"}  # printed at their default too


@dataclass(frozen=True)
class Pipeline:
    """What a rewrite runs: ``rewrite``'s passes and LLVM stage, ``output``'s emission, and
    the input and output verified when ``verify``."""

    rewrite: RewriteOptions = RewriteOptions()
    output: EmitOptions = EmitOptions()
    verify: bool = True

    def __post_init__(self) -> None:
        """The options as they run: the emission's are inert when the output is the text
        itself, and the linking ones without a module to link (``--debug-cold`` sets them
        whether or not it links); the pipeline drops them."""
        output = self.output
        if output.passthrough:
            output = EmitOptions()
        elif not output.link:
            output = replace(output, print_out_of_line=False, optimise_out_of_line=False)
        object.__setattr__(self, "output", output)

    @property
    def passes(self) -> list[tuple[str, object]]:
        """The passes over the model, each with its options."""
        return self.rewrite.pipeline()

    def elements(self) -> list[str]:
        """The stages in order, each as the pipeline string spells it."""
        verify = ["verify"] if self.verify else []
        passes = [_element(name, _fields(options)) for name, options in self.passes]
        llvm = ["pre-optimise"] if self.rewrite.pre_optimise else []
        if self.rewrite.cold_runtime is not None:
            llvm.append(_element("cold-runtime", [("runtime", self.rewrite.cold_runtime)]))
        return verify + passes + llvm + _emit_elements(self.output) + verify

    def __str__(self) -> str:
        return ",".join(self.elements())

    @classmethod
    def parse(cls, text: str) -> "Pipeline":
        """The pipeline ``text`` spells (as ``str`` prints one); a UsageError names what is
        not understood."""
        elements = [_parse_element(part) for part in _split(text)]
        verify = bool(elements) and elements[0][0] == "verify"
        if verify:
            if elements[-1][0] != "verify" or len(elements) < 2:
                raise UsageError("a pipeline that verifies its input verifies its output last")
            elements = elements[1:-1]
        rewrite: dict[str, Any] = {"passes": {}}
        emit: dict[str, Any] = {}
        for name, params in elements:
            if name in PASSES and PASSES[name].stage == "rewrite":
                rewrite["passes"][name] = _options(name, PASSES[name].options, params)
            elif name == "pre-optimise":
                rewrite["pre_optimise"] = _no_params(name, params)
            elif name == "cold-runtime":
                rewrite["cold_runtime"] = _value(name, params, "runtime")
            else:
                _emit_element(name, params, emit)
        try:
            return cls(RewriteOptions(**rewrite), EmitOptions(**emit), verify)
        except ValueError as exc:
            raise UsageError(f"pipeline: {exc}") from None


def _element(name: str, params: list[tuple[str, str | None]]) -> str:
    """``name<key=value;flag>``; ``name`` alone without parameters."""
    if not params:
        return name
    spelled = (key if value is None else f"{key}={_escape(value)}" for key, value in params)
    return f"{name}<{';'.join(spelled)}>"


def _escape(value: str) -> str:
    return _ESCAPED.sub(lambda m: f"%{ord(m[0]):02X}", value)


def _unescape(value: str) -> str:
    return re.sub(r"%([0-9A-F]{2})", lambda m: chr(int(m[1], 16)), value)


def _fields(options: object) -> list[tuple[str, str | None]]:
    """A pass's options as parameters: each field not at its default (a choice field always),
    a bool as ``name`` or ``no-name``, a tuple as one ``name=value`` per value."""
    params: list[tuple[str, str | None]] = []
    for f in dataclasses.fields(options):  # type: ignore[arg-type]
        value, key = getattr(options, f.name), f.name.replace("_", "-")
        if value == f.default and f.name not in _SHOWN:
            continue
        if isinstance(value, bool):
            params.append((key if value else f"no-{key}", None))
        elif isinstance(value, tuple):
            params.extend((key, str(v)) for v in value)
        elif value is not None:
            params.append((key, str(value.value if isinstance(value, Enum) else value)))
    return params


def _emit_elements(output: EmitOptions) -> list[str]:
    """The emission part of the LLVM stage: nothing when the output is the text itself."""
    if output.passthrough:
        return []
    default = EmitOptions()
    elements = []
    for name, fields in _EMIT_ELEMENTS.items():
        params: list[tuple[str, str | None]] = []
        for field, key in fields.items():
            value = getattr(output, field)
            if value == getattr(default, field):
                continue
            if value is True:
                params.append((key, None))
            elif isinstance(value, tuple):
                params.extend((key, v) for v in value)
            else:
                params.append((key, value))
        if params == [(name, None)]:
            elements.append(name)  # a stage that is on or off
        elif params:
            elements.append(_element(name, params))
        if name == "link" and output.opt_level:  # -O runs after linking, before coalescing
            elements.append(f"default<{_LEVELS[output.opt_level, output.size_level]}>")
    return [*elements, f"emit<{output.emit}>"]


def _split(text: str) -> list[str]:
    """The elements of a pipeline string: split at the commas outside ``<...>``."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += (char == "<") - (char == ">")
        if char == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [part for part in parts if part] if text else []


def _parse_element(part: str) -> tuple[str, list[tuple[str, str | None]]]:
    match = _ELEMENT.fullmatch(part.strip())
    if match is None:
        raise UsageError(f"pipeline: cannot read '{part}' (expected NAME or NAME<PARAMS>)")
    params = []
    for param in (match[2] or "").split(";") if match[2] else []:
        key, equals, value = param.partition("=")
        params.append((key, _unescape(value) if equals else None))
    return match[1], params


def _pairs(
    name: str, params: list[tuple[str, str | None]], keys: set[str]
) -> list[tuple[str, str | None]]:
    for key, _ in params:
        if key not in keys:
            raise UsageError(f"pipeline: {name} has no parameter '{key}'")
    return params


def _value(name: str, params: list[tuple[str, str | None]], key: str) -> str:
    """The one parameter ``key=VALUE`` of element ``name``."""
    if len(params) != 1 or params[0][0] != key or params[0][1] is None:
        raise UsageError(f"pipeline: {name} takes one parameter, {key}=VALUE")
    return params[0][1]


def _no_params(name: str, params: list[tuple[str, str | None]]) -> bool:
    _pairs(name, params, set())
    return True


def _options(name: str, cls: type, params: list[tuple[str, str | None]]) -> object:
    """The options dataclass ``cls`` from a pass's parameters, each converted to its field's
    type (an int, an Enum, a tuple of strings, a bool)."""
    hints = typing.get_type_hints(cls)
    values: dict[str, Any] = {}
    for key, value in params:
        negated = value is None and key.startswith("no-")
        field = (key[3:] if negated else key).replace("-", "_")
        if field not in hints:
            raise UsageError(f"pipeline: {name} has no parameter '{key}'")
        kind = _base(hints[field])
        if value is None:
            if kind is not bool:
                raise UsageError(f"pipeline: {name}'s '{key}' needs a value ({key}=...)")
            values[field] = not negated
        elif kind is tuple:
            values[field] = (*values.get(field, ()), value)
        elif kind is int:
            try:
                values[field] = int(value)
            except ValueError:
                raise UsageError(f"pipeline: {name}'s {key} '{value}': not an integer") from None
        else:
            values[field] = _enum(name, key, kind, value) if issubclass(kind, Enum) else value
    return cls(**values)


def _base(hint: Any) -> type:
    """The type a field holds, without ``| None`` and generic arguments."""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    origin = typing.get_origin(hint)
    if origin is tuple:
        return tuple
    if args and origin is not None and origin is not tuple:
        return _base(args[0])
    return hint


def _enum(name: str, key: str, kind: type, value: str) -> Enum:
    try:
        return kind(value)  # type: ignore[return-value]
    except ValueError:
        choices = ", ".join(str(m.value) for m in kind)  # type: ignore[attr-defined]
        raise UsageError(f"pipeline: {name}'s {key} '{value}' (one of {choices})") from None


def _emit_element(name: str, params: list[tuple[str, str | None]], emit: dict) -> None:
    if name == "emit":
        if len(params) != 1 or params[0][1] is not None:
            raise UsageError("pipeline: emit<KIND> names one kind: ll, bc, asm or obj")
        emit["emit"] = params[0][0]
        return
    if name == "default":
        level = next((lv for lv, spelled in _LEVELS.items() if [(spelled, None)] == params), None)
        if level is None:
            raise UsageError(f"pipeline: default<{params}>: one of O1, O2, O3, Os, Oz")
        emit["opt_level"], emit["size_level"] = level
        return
    fields = _EMIT_ELEMENTS.get(name)
    if fields is None:
        raise UsageError(f"pipeline: no stage '{name}'")
    by_key = {key: field for field, key in fields.items()}
    if not params and name in by_key:  # a stage that is on or off
        emit[by_key[name]] = True
        return
    for key, value in _pairs(name, params, set(by_key)):
        field = by_key[key]
        if value is None:
            emit[field] = True
        elif isinstance(getattr(EmitOptions(), field), tuple):
            emit[field] = (*emit.get(field, ()), value)
        else:
            emit[field] = value
