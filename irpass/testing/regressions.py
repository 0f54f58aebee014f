"""Saved failing inputs, replayed by ``tests/test_properties.py`` for good.

A regression file is one header line, ``; regression: {json}``, then the input:
``{"kind": "program", ...}`` holds a random program's ``RunSpec`` (its module
follows and must run the same after every rewrite); ``{"kind": "frontend", ...}``
a mutated module from ``tests/test_fuzz.py`` (only ``IRPassError`` about the
input, or an output that verifies).
"""

import json
from dataclasses import asdict
from pathlib import Path

import irpass
from irpass.backend.llvm import parse
from irpass.errors import IRPassError
from irpass.source import decode
from irpass.testing.programs import RunSpec

HEADER = "; regression: "


def save(path: Path, meta: dict, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(f"{HEADER}{json.dumps(meta, sort_keys=True)}\n".encode() + data)
    return path


def save_program(path: Path, text: str, spec: RunSpec) -> Path:
    return save(path, {"kind": "program", **asdict(spec)}, text.encode())


def read(path: Path) -> tuple[dict, bytes]:
    """The header's fields and the input that follows it."""
    first, _, data = path.read_bytes().partition(b"\n")
    assert first.startswith(HEADER.encode()), f"{path} lacks its '{HEADER}' line"
    return json.loads(first.decode().removeprefix(HEADER)), data


def program_spec(meta: dict) -> RunSpec:
    fields = {k: tuple(v) if isinstance(v, list) else v for k, v in meta.items() if k != "kind"}
    return RunSpec(**fields)


def check_front_end(data: bytes, strategy: str, overflow: str) -> None:
    """Only irpass's own error about the input, or an output that verifies."""
    try:
        text = decode(data, "<input>")
        out = irpass.rewrite(text, irpass.RewriteOptions(strategy, overflow=overflow)).text
    except IRPassError as exc:
        assert "internal error" not in exc.message, str(exc)
        return
    parse(out).close()
