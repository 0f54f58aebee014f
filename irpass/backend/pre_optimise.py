"""Optimise the rewritten kernel module before the compiler that loads it optimises it again.

Under ``QD_LOAD_IR`` Quadrants links its runtime into the module irpass wrote and runs its own
``-O3``, nothing else: not the NewGVN that ``--coalesce-counters`` adds after the pipeline
(``irpass.backend.emit.coalesce_counters``: one register for the counts of stacks that move in
lockstep). Running ``-O3`` and NewGVN on the unlinked module first gives Quadrants a module with
the counters already merged; its own pipeline then starts from there (bench mode ``load-ir``
measures what that gives ptxas). Both are standard LLVM passes: no fast-math flag is added, so
results are the ones the module computed.
"""

import llvmlite.binding as llvm

from irpass.backend.emit import coalesce_counters, optimise
from irpass.backend.targets import resolve_target, target_machine
from irpass.errors import IRPassError


def pre_optimise(module: llvm.ModuleRef, path: str = "<input>") -> None:
    """LLVM's ``-O3`` and NewGVN on ``module``, for its own triple (the host's when it has
    none)."""
    try:
        machine = target_machine(resolve_target(None, None, None, None, module.triple), 3)
        optimise(module, machine, 3)
    except IRPassError as exc:
        raise exc.at(path) from None
    coalesce_counters(module, machine)
