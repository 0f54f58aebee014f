"""Which machine a module is compiled for: target kinds, triples, defaults and target machines."""

import os
import re
import sys
import tempfile
from dataclasses import dataclass
from functools import cache, lru_cache

import llvmlite.binding as llvm

from irpass.errors import IRPassError, UsageError
from irpass.ir.triples import DEFAULT_CPUS, kind_of_triple

KINDS = ("ptx", "amdgcn", "cpu")

# Default triple per GPU kind (the processors: ``irpass.ir.triples.DEFAULT_CPUS``); the CPU kind
# uses the host triple so that the bytes do not depend on the machine irpass runs on.
_GPU_TRIPLES = {"ptx": "nvptx64-nvidia-cuda", "amdgcn": "amdgcn-amd-amdhsa"}


@dataclass(frozen=True)
class TargetSpec:
    """A resolved target: the kind of code it produces and what the target machine is built from."""

    kind: str
    triple: str
    cpu: str = ""
    features: str = ""


def host_triple() -> str:
    """The triple of the machine irpass runs on, used for CPU output when none is named."""
    return llvm.get_process_triple()


def resolve_target(
    kind: str | None,
    mtriple: str | None,
    mcpu: str | None,
    mattr: str | None,
    module_triple: str,
) -> TargetSpec:
    """Pick triple, processor and features from the request, falling back on the module's triple.

    ``kind`` None keeps the module's triple (the host's when the module has none); ``mtriple``
    overrides the kind's default triple.
    """
    if mtriple:
        triple = mtriple
    elif kind in _GPU_TRIPLES:
        triple = _GPU_TRIPLES[kind]
    elif kind == "cpu" or not module_triple:
        triple = host_triple()
    else:
        triple = module_triple
    resolved = kind_of_triple(triple)
    if kind is not None and kind != resolved:
        raise UsageError(f"triple '{triple}' is not a {kind} target")
    cpu = DEFAULT_CPUS[resolved] if mcpu is None else mcpu
    return TargetSpec(resolved, triple, cpu, mattr or "")


def target_machine(spec: TargetSpec, opt_level: int) -> llvm.TargetMachine:
    """A target machine for ``spec``; position-independent so CPU objects link anywhere."""
    check_processor(spec)
    return _create(spec, opt_level)


@cache
def _initialise() -> None:
    """Register LLVM's targets, once, when the first target machine is made: most runs (a
    rewrite to text) never make one, and importing irpass has no such side effect."""
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


def _create(spec: TargetSpec, opt_level: int) -> llvm.TargetMachine:
    _initialise()
    try:
        target = llvm.Target.from_triple(spec.triple)
    except RuntimeError as exc:
        raise IRPassError(f"unknown target triple '{spec.triple}': {str(exc).strip()}") from None
    return target.create_target_machine(
        cpu=spec.cpu,
        features=spec.features,
        opt=opt_level,
        reloc="pic",
        codemodel="default",
    )


_UNRECOGNISED = re.compile(
    r"^'([^'\n]*)' is not a recognized (processor|feature) for this target", re.M
)


@lru_cache(maxsize=64)
def check_processor(spec: TargetSpec) -> None:
    """Refuse a processor or feature LLVM does not know.

    LLVM only warns about them on stderr and goes on to produce nonsense (PTX for ``sm_999``) or
    to abort the whole process, so its stderr is read while the target machine is created.
    """
    with tempfile.TemporaryFile() as log:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(log.fileno(), 2)
        try:
            _create(spec, 0)
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        log.seek(0)
        messages = log.read().decode(errors="replace")
    match = _UNRECOGNISED.search(messages) if messages else None
    if match is not None:
        raise UsageError(f"'{match[1]}' is not a {match[2]} LLVM knows for {spec.triple}")
    sys.stderr.write(messages)
