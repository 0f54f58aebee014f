# The FileCheck suite of both implementations: `lit testdata/filecheck` (pytest runs it once,
# tests/test_filecheck.py). One folder per strategy or pass; a .ll file is a test.
#   %irpass   irpass (this Python's), its output without full-line comments
#   %opt      opt-22 -S with the pass plugin loaded, its output without comment and blank lines
#   irpass, filecheck: as in the shell (this environment's scripts come first on PATH)
# The feature `plugin` is set when the plugin is built (irpass.plugin.find) and opt-22 is on
# PATH: a line that runs it is `RUN: %if plugin %{ %opt ... %}`, so that the Python tool's lines
# of the file still run without it, and a file all of whose lines need it says
# `REQUIRES: plugin`. IRPASS_REQUIRE_PLUGIN=1 (CI) makes a missing plugin an error.
# Test outputs go to $IRPASS_LIT_OUT (else the system's temporary folder), never the tree.
# ruff: noqa: F821 (lit provides `config` and `lit_config`)
import os
import shlex
import shutil
import sys
import tempfile

import lit.formats

from irpass import plugin

config.name = "irpass-filecheck"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll"]
config.excludes = ["Output"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.environ.get("IRPASS_LIT_OUT") or os.path.join(
    tempfile.gettempdir(), "irpass-filecheck"
)

python = shlex.quote(sys.executable)
scripts = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join([scripts, os.environ.get("PATH", "")])
for name in ("IRPASS_PLUGIN", "HOME", "TMPDIR"):
    if name in os.environ:
        config.environment[name] = os.environ[name]
strip = f"{python} -m irpass.testing.lit_filter"
config.substitutions.append(("%irpass", f"{strip} -- {python} -m irpass"))

OPT = "opt-22"
built = plugin.find()
if built is not None and shutil.which(OPT):
    config.available_features.add("plugin")
    config.substitutions.append(
        ("%opt", f"{strip} --blank -- {OPT} -S -load-pass-plugin={shlex.quote(str(built))}")
    )
elif os.environ.get("IRPASS_REQUIRE_PLUGIN") == "1":
    why = f"{OPT} not on PATH" if built else f"pass plugin not built ({plugin.BUILD_COMMAND})"
    lit_config.fatal(f"IRPASS_REQUIRE_PLUGIN=1 but {why}")
