"""The LLVM stage's text part: the module Quadrants loads (``QD_LOAD_IR``), made on one llvmlite
module parsed once from the passes' text and printed once: ``-O3`` and NewGVN
(``pre_optimise``), then the runtime's cold code linked in (``cold_runtime``). Emission
(``irpass.backend.emit``) is the stage's other part, on a module of its own: it parses the
text this part prints, which is what irpass writes, Quadrants loads, and the output's
verification reads.
"""

import llvmlite.binding as llvm

from irpass.backend.cold_runtime import calls_roots, define_cold_runtime
from irpass.backend.link import inline_reporters
from irpass.backend.llvm import parse
from irpass.backend.pre_optimise import pre_optimise


def prepare(text: str, optimise: bool, cold_runtime: str | None, path: str = "<input>") -> str:
    """``text`` after ``pre_optimise`` (if ``optimise``) and with the cold code of runtime
    ``cold_runtime`` defined in it (if given); ``text`` itself when neither applies."""
    if not optimise and (cold_runtime is None or not calls_roots(text)):
        return text
    context = llvm.create_context()
    module = parse(text, path, context)
    try:
        if optimise:
            pre_optimise(module, path)
        linked = cold_runtime is not None and define_cold_runtime(module, cold_runtime, context)
        printed = str(module)
    finally:
        module.close()
    # After the print: llvmlite cannot drop the reporters' noinline, and -O3 ran with it.
    return inline_reporters(printed) if linked else printed
