# lit configuration of the pass plugin's own tests, in LLVM's style:
#   lit-22 plugin/test     (after building the plugin into plugin/build)
# %plugin is the built plugin ($IRPASS_PLUGIN names another); opt, clang and FileCheck are
# LLVM 22's, from /usr/lib/llvm-22/bin. The shared FileCheck files of both implementations
# are under testdata/filecheck (run by pytest, tests/test_filecheck.py).
# ruff: noqa: F821 (lit provides `config` and `lit_config`)
import os

import lit.formats

config.name = "irpass-plugin"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "..", "build", "test")

root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
plugin = os.environ.get("IRPASS_PLUGIN") or os.path.join(
    root, "plugin", "build", "IRPassAdstack.so"
)
if not os.path.isfile(plugin):
    lit_config.fatal(f"no plugin at {plugin}: build it first (see plugin/CMakeLists.txt)")
config.substitutions.append(("%plugin", plugin))
config.environment["PATH"] = os.pathsep.join(["/usr/lib/llvm-22/bin", os.environ.get("PATH", "")])
