"""Define the runtime's cold reporting code in the kernel module, so Quadrants cannot inline it.

In the ``QD_LOAD_IR`` flow irpass writes the unlinked kernel module; Quadrants then links its
runtime, force-inlines every runtime function the module does not define, and optimises the
result. The failure paths of a debug kernel call runtime code that only reports: the
``quadrants_printf<...>`` instance of irpass's debug-check reporter, and the assert wrappers
(``quadrants_assert_format_args8`` on CUDA, ``..._ctx_args8`` on the CPU). Force-inlined, the
print's 1 KB argument buffer is zeroed in the reporter by a loop ptxas unrolls, and every
assert site gets the wrapper's 8-argument buffer; ``quadrants_assert_format`` stays out of line
(it calls ``mark_force_no_inline``) but its 2 KB message buffer is zeroed by a ``memset``
that NVPTX expands into a byte loop ptxas unrolls too. What irpass does after ``--link``
(``irpass.backend.link``'s print-only functions, ``irpass.backend.rolled_loops``) cannot act
there: Quadrants links after irpass.

Functions the kernel module defines are not force-inlined, so ``define_cold_runtime`` copies
these roots and every runtime function they reach (``cold_closure``) into the module, renamed
``irpass.runtime.<name>`` and internal, with the same patches as ``--link`` (triple, datalayout and
the CUDA intrinsics of ``irpass.backend.runtime_patches``), and calls the copies:

- what ``--link`` keeps out of line stays out of line (``noinline``), ``cold``, and optimised
  for size (``optsize``): the printf instances and the functions that call
  ``mark_force_no_inline`` (``quadrants_assert_format``); irpass runs ``-O3`` on the copies
  for the kernel's target;
- the other functions are ``alwaysinline``, as Quadrants would make them: those the copies
  reach are inlined into them there, and the assert wrappers, which the kernel calls, are
  inlined at each call by Quadrants' own ``-O3``, as in the linked flow;
- then, as after ``--link``, their loops keep ptxas from unrolling them, and their ``memset``
  calls go to one rolled loop (``irpass.backend.rolled_loops``), itself ``optnone`` so that
  Quadrants' ``-O3`` does not turn it back into a ``memset``.

The copies are optimised, and the assert wrappers inlined, because the bench measured both
choices against the linked flow (``python -m bench --mode load-ir``; the numbers are in
docs/debug-cold.md).

irpass's debug-check reporter then only forwards to the module's ``quadrants_printf`` copy, and
is made always-inline, as after ``--link`` (``irpass.backend.link.inline_reporters``); on CUDA it
calls ``vprintf`` itself, and the copy is left unused (Quadrants' ``-O3`` drops it).

The same code runs, optimised as ``--link`` optimises it; only which function holds it changes,
so the messages, results and gradients are the same (JIT-tested bit for bit).
"""

import functools
import importlib.util
import os
import re
from pathlib import Path

import llvmlite.binding as llvm

from irpass.backend.emit import optimise
from irpass.backend.link import (
    PRINT_ONLY,
    linked_text,
    mark_inline,
    module_text,
    out_of_line_functions,
)
from irpass.backend.llvm import parse
from irpass.backend.rolled_loops import ROLLED_MEMSET, roll_loops
from irpass.backend.targets import resolve_target, target_machine
from irpass.errors import IRPassError, install_extra
from irpass.ir import toplevel
from irpass.ir.toplevel import Kind

PREFIX = "irpass.runtime."
ROOTS = ("quadrants_assert_format", "_Z16quadrants_printf")
"""Names (or name prefixes: C++ template instances) of the runtime functions a failure path
calls: the assert formatter and its wrappers, and every ``quadrants_printf<...>``."""
_COMDAT = re.compile(r"^\$[^\n]* = comdat any\n", re.M)
_COMDAT_USE = re.compile(r"^(define [^\n]*?) comdat(?:\(\$[^)]*\))?(?= )", re.M)


def installed_runtime(arch: str = "x64") -> Path | None:
    """The installed Quadrants wheel's runtime bitcode for ``arch`` (x64, cuda, amdgpu), or
    None without it."""
    spec = importlib.util.find_spec("quadrants")
    if spec is None or spec.origin is None:
        return None
    path = Path(spec.origin).parent / "_lib" / "runtime" / f"runtime_{arch}.bc"
    return path if path.is_file() else None


def runtime_path(arch: str) -> Path:
    """``installed_runtime(arch)``, or one line that says how to install it."""
    found = installed_runtime(arch)
    if found is None:
        raise IRPassError(
            f"no Quadrants runtime_{arch}.bc: the runtime comes with Quadrants, which irpass's "
            f"'quadrants' extra installs ({install_extra('quadrants')})",
            None,
        )
    return found


def is_root(name: str) -> bool:
    return name.startswith(ROOTS)


def calls_roots(text: str) -> bool:
    """Whether module ``text`` declares (and so calls) a runtime root: the stage parses it only
    then."""
    return any(f.kind is Kind.DECLARE and is_root(f.name) for f in toplevel.functions(text))


def define_cold_runtime(kernel: llvm.ModuleRef, runtime: str, context: llvm.ContextRef) -> bool:
    """Define in ``kernel`` (a kernel module in ``context``) the cold runtime roots it calls,
    from the runtime module at path ``runtime``, and call the copies: whether it called any.
    Its debug-check reporters are then to be made always-inline on its print
    (``inline_reporters``: llvmlite cannot drop a function's ``noinline``)."""
    roots = [f.name for f in kernel.functions if f.is_declaration and is_root(f.name)]
    if not roots:
        return False
    triple = kernel.triple
    layout = kernel.data_layout if triple else ""
    cold = _cold(runtime, stamp(runtime), triple, layout, tuple(roots))
    for name in roots:  # the declaration renamed: every call goes to the copy
        kernel.get_function(name).name = PREFIX + name
    kernel.link_in(parse(cold, runtime, context))
    for name in roots:
        kernel.get_function(PREFIX + name).linkage = llvm.Linkage.internal
    return True


@functools.lru_cache(maxsize=16)
def _cold(runtime: str, stamp: object, triple: str, layout: str, roots: tuple[str, ...]) -> str:
    """The cold closure of ``roots`` for a kernel of ``triple`` and ``layout``: the same for
    every module of a run, so a long-lived rewriter (``irpass quadrants``) builds it once per
    runtime file (``stamp``: its size and time)."""
    source = runtime_text(runtime, stamp)
    if triple:  # moved to the kernel's target, patched as --link does
        source = linked_text(source, triple, layout, inline=False)
    return cold_closure(source, list(roots), runtime)


@functools.lru_cache(maxsize=4)
def runtime_text(runtime: str, stamp: object) -> str:
    """The runtime bitcode's text, read once per file (``stamp``: its size and time) however
    many sets of roots the kernels of a run call; ``irpass quadrants`` reads it before the
    first module arrives."""
    return module_text(runtime)


def stamp(path: str) -> object:
    try:
        found = os.stat(path)
    except OSError:
        return None  # module_text says why
    return (found.st_size, found.st_mtime_ns)


def cold_closure(runtime_text: str, roots: list[str], path: str) -> str:
    """The module holding ``roots`` of the runtime module ``runtime_text`` and what they reach,
    renamed, optimised and marked as the module docstring says (the roots external, to be
    linked)."""
    context = llvm.create_context()
    module = parse(runtime_text, path, context)
    try:
        missing = [r for r in roots if module.get_function(r).is_declaration]
    except NameError as exc:
        module.close()
        raise IRPassError(f"the runtime has no {exc}", path) from None
    if missing:
        module.close()
        raise IRPassError(f"the runtime does not define {missing[0]}", path)
    try:
        for item in (*module.functions, *module.global_variables):
            if not item.is_declaration:
                root = item.is_function and item.name in roots
                item.linkage = llvm.Linkage.external if root else llvm.Linkage.internal
        passes = llvm.create_new_module_pass_manager()
        passes.add_global_dead_code_eliminate_pass()
        tuning = llvm.create_pipeline_tuning_options(0)
        passes.run(module, llvm.create_pass_builder(_machine(module.triple, 0), tuning))
        kept = tuple(PREFIX + f for f in out_of_line_functions(str(module), PRINT_ONLY))
        for function in [f for f in module.functions if not f.is_declaration]:
            function.name = PREFIX + function.name
        closure = _COMDAT_USE.sub(r"\1", _COMDAT.sub("", str(module)))
        triple = module.triple
    finally:
        module.close()
    closure = _optimised(_with_cold(mark_inline(closure, kept, optimise_kept=True), kept), triple)
    defined = [f.name for f in toplevel.functions(closure) if f.kind is Kind.DEFINE]
    rolled = roll_loops(closure, defined)
    return rolled.replace(
        f"@{ROLLED_MEMSET}(ptr %at, i8 %value, i64 %bytes) noinline cold nounwind",
        f"@{ROLLED_MEMSET}(ptr %at, i8 %value, i64 %bytes) noinline optnone cold nounwind",
    )


def _optimised(text: str, triple: str) -> str:
    """``text`` after ``-O3`` for ``triple``, as ``--link`` optimises the functions it keeps
    out of line (``optsize``): the inlined helpers go into the roots, and the loops that
    ``roll_loops`` marks afterwards are the ones the optimised code has."""
    context = llvm.create_context()
    module = parse(text, "<cold runtime>", context)
    try:
        optimise(module, _machine(triple, 3), 3)
        return str(module)
    finally:
        module.close()


def _with_cold(text: str, names: tuple[str, ...]) -> str:
    """``text`` with functions ``names`` carrying ``cold`` (in a copy of their group)."""
    groups = toplevel.attribute_groups(text)
    next_id = max((int(g[1:]) for g in groups), default=-1) + 1
    made: dict[str, str] = {}
    pieces, last = [], 0
    for function in toplevel.functions(text, set(names)):
        if function.kind is not Kind.DEFINE:
            continue
        used = re.compile(r"(?<= )#\d+(?= )").search(text, function.close_at, function.end)
        if used is None:
            continue
        if used[0] not in made:
            made[used[0]] = f"#{next_id}"
            next_id += 1
        pieces += [text[last : used.start()], made[used[0]]]
        last = used.end()
    pieces.append(text[last:])
    out = "".join(pieces)
    extra = "".join(f"attributes {new} = {{ {groups[old]} cold }}\n" for old, new in made.items())
    return out + ("" if out.endswith("\n") else "\n") + extra


def _machine(triple: str, opt_level: int) -> llvm.TargetMachine:
    """A target machine for ``triple`` (the host's when empty)."""
    return target_machine(resolve_target(None, None, None, None, triple), opt_level)
