# lit configuration of the pass plugin's own tests, in LLVM's style, run on a build's test
# folder, where CMake wrote lit.site.cfg.py (the plugin, and the tools of the LLVM it was
# built for):
#   lit plugin/build/test        (lit-22, or pip's lit: any lit runs any LLVM's suite)
# The shared FileCheck files of both implementations are under testdata/filecheck (run by
# pytest, tests/test_filecheck.py).
# ruff: noqa: F821 (lit provides `config` and `lit_config`)
import os

import lit.formats

if not hasattr(config, "irpass_plugin"):
    lit_config.fatal(
        "run lit on a build's test folder (lit plugin/build/test), where CMake writes "
        "lit.site.cfg.py: see plugin/CMakeLists.txt"
    )
config.name = f"irpass-plugin-llvm{config.llvm_version_major}"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["lit.cfg.py", "lit.site.cfg.py.in"]
if not os.path.isfile(config.irpass_plugin):
    lit_config.fatal(f"no plugin at {config.irpass_plugin}: build it first")
config.substitutions.append(("%plugin", config.irpass_plugin))
# clang before 22 reads -mllvm options before it loads -fpass-plugin's plugin, so it does not
# know the plugin's options yet: `-Xclang -load` loads it first (tested on 19).
fpass = f"-fpass-plugin={config.irpass_plugin}"
if config.llvm_version_major < 22:
    fpass = f"-Xclang -load -Xclang {config.irpass_plugin} {fpass}"
config.substitutions.append(("%fpass-plugin", fpass))
config.environment["PATH"] = os.pathsep.join([config.llvm_tools_dir, os.environ.get("PATH", "")])
