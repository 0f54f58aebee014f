"""Subprocess side of a compile: LLVM O3 and PTX emission of one module, timed.

    python -m bench.emit_worker IN.ll OUT.ptx [--define-helpers] [--link FILE] [--flag NAME]...

Prints ``{"seconds": ...}``: the time of ``irpass.backend.emit.emit`` alone (parse, link,
retarget, O3, PTX). A subprocess per compile lets the bench run two at once and kill one that
runs past its time limit.
"""

import argparse
import json
import time
from pathlib import Path

from irpass.backend.emit import EmitOptions, emit


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.emit_worker")
    parser.add_argument("input", type=Path)
    parser.add_argument("output", type=Path)
    parser.add_argument("--define-helpers", action="store_true")
    parser.add_argument("--link", action="append", default=[])
    parser.add_argument("--flag", action="append", default=[], help="an EmitOptions field: True")
    args = parser.parse_args(argv)
    extra = {"link": tuple(args.link), "inline_linked": True} if args.link else {}
    extra.update(dict.fromkeys(args.flag, True))
    options = EmitOptions(
        opt_level=3,
        target="ptx",
        mcpu="sm_90",
        mattr="+ptx80",
        emit="asm",
        define_helpers=args.define_helpers,
        **extra,
    )
    text = args.input.read_text()
    start = time.perf_counter()
    ptx = emit(text, options, str(args.input))
    seconds = time.perf_counter() - start
    args.output.write_bytes(ptx)
    print(json.dumps({"seconds": seconds}))


if __name__ == "__main__":
    main()
