"""A command's stdout without its full-line comments, for the FileCheck suite's substitutions
(``testdata/filecheck/lit.cfg.py``): ``python -m irpass.testing.lit_filter [--blank] -- COMMAND
[ARGS...]`` runs COMMAND with this stdin and stderr, and exits with its status.

``%irpass``: irpass keeps the input's comments, so prose comments would reach FileCheck.
``%opt`` (with ``--blank``): opt separates blocks by a blank line, which the shared CHECK
lines of both implementations do not expect.
"""

import re
import subprocess
import sys

COMMENT_LINE = re.compile(rb"^[ \t]*;.*\n?", re.MULTILINE)
BLANK_LINE = re.compile(rb"^\n", re.MULTILINE)


def main(argv: list[str]) -> int:
    blank = argv[:1] == ["--blank"]
    command = argv[argv.index("--") + 1 :]
    ran = subprocess.run(command, stdout=subprocess.PIPE)
    out = COMMENT_LINE.sub(b"", ran.stdout)
    sys.stdout.buffer.write(BLANK_LINE.sub(b"", out) if blank else out)
    return ran.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
