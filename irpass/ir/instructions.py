"""Parse the instruction lines the passes read into small records.

The lark grammar (``instructions.lark``, loaded by ``grammar.py`` when a line first needs
it) is the definition. The lines a rewrite reads most (calls, loads and GEPs with plain types
and operands) take a hand-written path that gives the same record (``tests/test_ir.py``
checks it on every real line) in a fraction of the time; any line it is unsure of goes to the
grammar, one LALR parse per batch. A ``Parser`` remembers lines and bodies (the text after
the ``%x =``) for as long as it lives, one rewrite, so the near-identical lines of an
unrolled kernel are parsed once.

Which lines get records was chosen by measurement: the grammar over every instruction line of
a large module costs tens of times what a token scan for definitions and uses does. So the
escape analysis reads defs and uses with the token scan (``ir.mentions.definitions``,
``lines_naming``), and only the lines whose operands a pass
needs are parsed into records: helper calls, the loads and GEPs ``max`` comes from, casts,
the definitions ``adstack/pointers.py`` proves equal (any opcode it expands: loads, GEPs,
casts, arithmetic, compares, selects, phis), the debug passes' calls, compares and branches.
Between them they read every rule of the grammar, so it keeps them all.
"""

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from irpass.ir.syntax import matching, split_top


class Operand(NamedTuple):
    """A typed value an instruction reads. (A named tuple: made and hashed at C speed, and a
    rewrite makes one per argument of every helper call.)"""

    type: str
    value: str


@dataclass(frozen=True)
class Instr:
    """One parsed instruction. ``operands`` are the typed values it reads."""

    opcode: str
    result: str | None = None
    type: str = ""
    operands: tuple[Operand, ...] = ()
    callee: str | None = None
    labels: tuple[str, ...] = ()
    incoming: tuple[tuple[str, str], ...] = field(default=())

    def named(self, result: str) -> "Instr":
        """The same instruction defining ``result``. A copy of the fields, the one changed:
        a frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, at
        twice the cost, and a rewrite names thousands of calls."""
        copy = object.__new__(Instr)
        copy.__dict__.update(self.__dict__, result=result)
        return copy


@dataclass(frozen=True)
class Unparsed:
    """A line the grammar does not model; it stays text."""

    text: str
    opcode: str = "?"


def split_result(line: str) -> tuple[str | None, str]:
    """``'  %x = call ...'`` -> ``('%x', 'call ...')``; cheap, no grammar."""
    text = line.strip()
    if text.startswith("%"):
        name, sep, rest = text.partition("=")
        if sep and " " not in name.strip():
            return name.strip(), rest.strip()
    return None, text


class Parser:
    """Parses lines into records, remembering each distinct line and body for its lifetime."""

    def __init__(self) -> None:
        self._memo: dict[str, Instr | Unparsed] = {}  # by body (the text after "%x =")
        self._lines: dict[str, Instr | Unparsed] = {}  # by whole line
        self._split: dict[str, tuple[str | None, Instr | Unparsed]] = {}  # by whole line

    def parse(self, lines: list[str]) -> list[Instr | Unparsed]:
        """Parse each line; a line outside the grammar comes back as ``Unparsed``."""
        known = self._lines
        new = [line for line in lines if line not in known]
        for line, (result, record) in zip(new, self.bodies(new), strict=True):
            known[line] = _named(record, result)
        return [known[line] for line in lines]

    def bodies(self, lines: list[str]) -> list[tuple[str | None, Instr | Unparsed]]:
        """Each line's ``%result`` and the record of the rest (the record ``parse`` names),
        one record per distinct body: for the callers that keep the two apart, which saves
        naming a copy per line."""
        memo, split = self._memo, self._split
        out: list[tuple[str | None, Instr | Unparsed]] = []
        waiting: dict[str, list[int]] = {}  # body -> where its lines are in ``out``
        for line in lines:
            known = split.get(line)
            if known is not None:
                out.append(known)
                continue
            result, body = split_result(line)
            body = _without_comment(body)
            record = memo.get(body)
            if record is None:
                record = _quick(body)
                if record is None:
                    waiting.setdefault(body, []).append(len(out))
                    record = Unparsed(body)  # until the grammar has read it
                    out.append((result, record))
                    continue
                memo[body] = record
            out.append(split.setdefault(line, (result, record)))
        if waiting:
            memo.update(_grammar().parse_batch(sorted(waiting)))
            for body, at in waiting.items():
                for k in at:
                    out[k] = split[lines[k]] = (out[k][0], memo[body])
        return out


def _named(record: Instr | Unparsed, result: str | None) -> Instr | Unparsed:
    return record.named(result) if result is not None and isinstance(record, Instr) else record


def _grammar():
    """The grammar's module, imported when a line first needs it (lark and the grammar's
    tables cost more to load than most rewrites take)."""
    from irpass.ir import grammar

    return grammar


def parse_lines(lines: list[str]) -> list[Instr | Unparsed]:
    """``lines`` parsed by a parser of their own (see ``Parser``)."""
    return Parser().parse(lines)


def grammar_parse(lines: list[str]) -> list[Instr | Unparsed]:
    """``lines`` parsed by the grammar alone (the reference the quick path is tested against)."""
    split = [split_result(line) for line in lines]
    bodies = [_without_comment(body) for _, body in split]
    parsed = _grammar().parse_batch(sorted(set(bodies)))
    return [_named(parsed[b], result) for (result, _), b in zip(split, bodies, strict=True)]


def _without_comment(body: str) -> str:
    return body.split(";")[0].rstrip() if ";" in body and '"' not in body else body


# -- the quick path -----------------------------------------------------------------------
# Only plain spellings: a type is a scalar or a typed pointer to one, a value a name without
# quotes, a number or a constant keyword. Anything else (aggregates, address spaces, constant
# expressions, operand bundles, quoted names) returns None and goes to the grammar.

_SCALARS = frozenset({"ptr", "half", "bfloat", "float", "double", "fp128", "void"})
_TAILS = frozenset({"tail", "musttail", "notail"})
_GEP_FLAGS = frozenset({"inbounds", "nuw", "nusw"})
_VALUE = r"[%@][-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison|zeroinitializer|none"
_PLAIN_VALUE = re.compile(_VALUE)
# What the scans below accept in their plainest spelling, for the lines a rewrite reads most:
# a call (``call void @f(i64 %x, ptr %s)``) or its arguments, a load (``load i64, ptr %p,
# align 8``). A plain type is a scalar or a typed pointer to one (``ptr*`` is no type).
_TYPE = r"(?:half|bfloat|float|double|fp128|void|i[0-9]+)\**|ptr"
_TYPED = rf"(?:{_TYPE}) (?:{_VALUE})"
_PLAIN_ARGS = re.compile(rf"(?:{_TYPED}(?:, {_TYPED})*)?")
_PLAIN_LOAD = re.compile(rf"load ({_TYPE}), ({_TYPE}) ({_VALUE})(?:, align [0-9]+)?")
_PLAIN_CALL = re.compile(
    rf"(?:(?:tail|musttail|notail) )?call ({_TYPE}) (@[-a-zA-Z$._0-9]+)\(({_PLAIN_ARGS.pattern})\)"
)


@lru_cache(maxsize=256)  # a module spells few types
def _plain_type(text: str) -> bool:
    base = text.rstrip("*")
    if base != text and base == "ptr":
        return False
    return base in _SCALARS or (base[:1] == "i" and base[1:].isdigit())


def _plain_value(text: str) -> bool:
    return _PLAIN_VALUE.fullmatch(text) is not None


def _typed(text: str) -> Operand | None:
    """``i64 %x`` (attributes between allowed) -> Operand, if plainly spelled."""
    words = text.split()
    if len(words) < 2 or not _plain_type(words[0]) or not _plain_value(words[-1]):
        return None
    if any("(" in w or '"' in w or w[:1] in "%@<{[!" for w in words[1:-1]):
        return None
    return Operand(words[0], words[-1])


def _trailer(parts: list[str], allow_align: bool = True) -> bool:
    """Whether the comma-separated tail of an instruction is only ``align N`` and metadata."""
    for part in parts:
        words = part.split()
        if len(words) != 2:
            return False
        if words[0] == "align" and allow_align and words[1].isdigit():
            continue
        if not (words[0][:1] == "!" and words[1][:1] == "!" and "{" not in part):
            return False
    return True


def _quick(body: str) -> Instr | None:
    """The record the grammar gives ``body``, for the plainly spelled calls, loads and GEPs;
    None when unsure."""
    if '"' in body:
        return None
    opcode = body.split(" ", 1)[0]
    if opcode == "call" or opcode in _TAILS:
        return _quick_call(body)
    if opcode == "load":
        return _quick_load(body)
    if opcode == "getelementptr":
        return _quick_gep(body)
    return None


def _quick_call(body: str) -> Instr | None:
    plain = _PLAIN_CALL.fullmatch(body)
    if plain is not None:  # ``call void @f(i64 %x)``: what the scan below gives it
        return Instr("call", type=plain[1], operands=_plain_operands(plain[3]), callee=plain[2])
    open_at = body.find("(")
    if open_at < 0:
        return None
    words = body[:open_at].split()
    if words[0] in _TAILS:
        words = words[1:]
    if len(words) < 3 or words[0] != "call" or words[-1][:1] != "@":
        return None
    callee, ret = words[-1], words[-2]
    if not _plain_value(callee) or not _plain_type(ret):
        return None
    if any(w[:1] in "%@<{[!#" or w[:1].isdigit() for w in words[1:-2]):
        return None
    close_at = body.find(")", open_at)
    plain = _PLAIN_ARGS.fullmatch(body, open_at + 1, close_at) if close_at > 0 else None
    if plain is not None:  # ``type value, ...``: what _typed gives each, without the scan
        args = _plain_operands(plain[0])
    else:
        close_at = matching(body, open_at)
        if close_at >= len(body):
            return None
        args = tuple(_typed(a) for a in split_top(body[open_at + 1 : close_at]))
        if None in args:
            return None
    rest = split_top(body[close_at + 1 :])
    head = rest[0].split() if rest else []
    if any(not (w[:1] == "#" or w.isidentifier()) for w in head) or not _trailer(rest[1:], False):
        return None
    if rest and rest[0][:1] == "!":
        return None
    return Instr("call", type=ret, operands=args, callee=callee)  # type: ignore[arg-type]


def _plain_operands(listed: str) -> tuple[Operand, ...]:
    """The operands of a list ``_PLAIN_ARGS`` matched (``i64 %x, ptr %s``)."""
    return tuple(map(_operand, listed.split(", "))) if listed else ()


@lru_cache(maxsize=4096)  # the calls of a module repeat their operands (a rewrite reads each)
def _operand(typed: str) -> Operand:
    """``i64 %x`` -> its Operand."""
    return Operand(*typed.split(" "))


def _quick_load(body: str) -> Instr | None:
    plain = _PLAIN_LOAD.fullmatch(body)
    if plain is not None:  # ``load i64, ptr %p, align 8``: what the scan below gives it
        return Instr("load", type=plain[1], operands=(Operand(plain[2], plain[3]),))
    parts = split_top(body[len("load") :])
    if len(parts) < 2 or not _plain_type(parts[0]) or not _trailer(parts[2:]):
        return None
    pointer = parts[1].split()
    if len(pointer) != 2:
        return None
    address = _typed(parts[1])
    return Instr("load", type=parts[0], operands=(address,)) if address else None


def _quick_gep(body: str) -> Instr | None:
    parts = split_top(body[len("getelementptr") :])
    if len(parts) < 2:
        return None
    words = parts[0].split()
    if not words or any(w not in _GEP_FLAGS for w in words[:-1]):
        return None
    source = words[-1]
    if not (_plain_type(source) or (source[:1] == "%" and _plain_value(source))):
        return None
    operands = []
    for i, part in enumerate(parts[1:]):
        if part[:1] == "!":
            if not _trailer(parts[1 + i :], False):
                return None
            break
        if len(part.split()) != 2:
            return None
        operand = _typed(part)
        if operand is None:
            return None
        operands.append(operand)
    return Instr("getelementptr", type=source, operands=tuple(operands))
