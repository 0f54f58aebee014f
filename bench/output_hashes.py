"""Hashes of ``irpass.rewrite``'s output for every testdata module under every strategy and
overflow mode, and under each cold-path pass, so a refactor can prove it changed no byte.

    python -m bench.output_hashes > before.json   # then, after the change:
    python -m bench.output_hashes --compare before.json
"""

import argparse
import hashlib
import json
import sys
from pathlib import Path

import irpass
from irpass.errors import IRPassError
from irpass.options import AssertExit
from irpass.strategies import REGISTRY

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
COLD = {
    "debug-checks": {"debug_checks": True},
    "noreturn-asserts=return": {"noreturn_asserts": AssertExit.RETURN},
    "noreturn-asserts=thread": {"noreturn_asserts": AssertExit.THREAD},
    "outline-cold": {"outline_cold": True},
    "all-cold": {
        "debug_checks": True,
        "noreturn_asserts": AssertExit.THREAD,
        "outline_cold": ("quadrants_*",),
    },
}


def cases() -> list[tuple[str, dict]]:
    """Every strategy x overflow mode, then every cold-path pass after the default strategy."""
    modes = [
        (f"{n}/{m}", {"strategy": n, "overflow": m})
        for n, s in REGISTRY.items()
        for m in s.overflow_modes
    ]
    return modes + [(name, {"strategy": "auto", **extra}) for name, extra in COLD.items()]


def digest(text: str, options: dict) -> str:
    """The output's hash, or the error's message: an error is an outcome too."""
    try:
        out = irpass.rewrite(text, irpass.RewriteOptions(**options)).text
    except IRPassError as exc:
        out = f"error: {exc}"
    return hashlib.sha256(out.encode()).hexdigest()


def hashes() -> dict[str, str]:
    out = {}
    for path in sorted(TESTDATA.rglob("*.ll")):
        try:
            text = path.read_bytes().decode()
        except UnicodeDecodeError:
            continue  # the command line's to report; irpass.rewrite takes text
        for name, options in cases():
            out[f"{path.relative_to(TESTDATA)} {name}"] = digest(text, options)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compare", type=Path, help="a saved run: exit 1 on any difference")
    args = parser.parse_args()
    now = hashes()
    if args.compare is None:
        json.dump(now, sys.stdout, indent=0, sort_keys=True)
        return 0
    before = json.loads(args.compare.read_text())
    differing = sorted(k for k in before.keys() & now.keys() if before[k] != now[k])
    gone, new = sorted(before.keys() - now.keys()), sorted(now.keys() - before.keys())
    for word, keys in (("differs", differing), ("gone", gone), ("new", new)):
        for key in keys:
            print(f"{word}: {key}")
    print(f"{len(now)} outputs: {len(differing)} differ, {len(gone)} gone, {len(new)} new")
    return 1 if differing or gone else 0


if __name__ == "__main__":
    sys.exit(main())
