"""Optimise the rewritten kernel module before the compiler that loads it optimises it again.

Under ``QD_LOAD_IR`` Quadrants links its runtime into the module irpass wrote and runs its own
``-O3``, nothing else: not the NewGVN that ``--coalesce-counters`` adds after the pipeline
(``irpass.backend.emit.coalesce_counters``: one register for the counts of stacks that move in
lockstep). Running ``-O3`` and NewGVN on the unlinked module first gives Quadrants a module with
the counters already merged; its own pipeline then starts from there (bench mode ``load-ir``
measures what that gives ptxas). Both are standard LLVM passes: no fast-math flag is added, so
results are the ones the module computed.
"""

from irpass.backend.emit import EmitOptions, emit


def pre_optimised(text: str, path: str = "<input>") -> str:
    """``text`` after LLVM's ``-O3`` and NewGVN, for its own triple."""
    options = EmitOptions(opt_level=3, coalesce_counters=True, emit="ll")
    return emit(text, options, path).decode()
