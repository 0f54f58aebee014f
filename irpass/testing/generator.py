"""Synthetic adstack kernels in the two shapes the real compilers emit.

Each module defines the five adstack helpers with the exact semantics of its
flavour (see the shared notes, adstack.md), so it runs standalone under a JIT:
the original and irpass's rewrite of it can be run on the same inputs and
compared.

A kernel function processes ``n_elems`` elements in a loop. Per element it
initialises every stack, runs a forward sweep over ``n_stacks`` independent
value chains (``v0 = x*m``, then ``n_iter`` updates ``v = a*v + b*v*v + c``,
or ``v = a2*v + c2`` where the condition ``v > THRESHOLD`` is used and false),
each value pushed on its chain's stack, stores ``y = sum(v)``, then a reverse
sweep pops the stacks, accumulating adjoints in the stack entries as
Quadrants and Taichi do, and stores ``dx = dy * dy/dx``.

Stacks, in id order: the value stacks ``0..n_stacks-1`` (f32 or f64, on the
float heap), then with ``flags`` one i1 flag stack per chain
(``n_stacks..2*n_stacks-1``, E = 1, on the int heap) that records the
condition for the reverse sweep.

With ``recompute`` (Quadrants only) every helper call recomputes its stack
pointer the way Quadrants' gated stacks do: the element's row is stored once
in an ``alloca i32`` slot, and each call loads it again and adds the stack's
entry of the runtime's offset table (``LLVMRuntime_get_adstack_offsets``).
``"gated"`` is that shape; the other values break it once, at the first push
after the stacks are set up, without changing what the program computes:
``"store"`` stores the row slot again (the same value) before it,
``"offset"`` reads the offset from a second table entry holding the same
offset, ``"phi"`` passes the pointer through a one-way phi.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from irpass.testing.helper_bodies import helper_definitions, offset_table
from irpass.testing.kernel_spec import (
    DATALAYOUT,
    PLACEMENTS,
    QUADRANTS_PARAMS,
    TAICHI_PARAMS,
    GeneratedKernel,
    KernelSpec,
    function_layout,
)
from irpass.testing.kernel_writer import FunctionWriter


def generate(spec: KernelSpec, define_helpers: bool = True) -> GeneratedKernel:
    """The module of ``spec``; ``define_helpers=False`` only declares the helpers (not runnable)."""
    functions = tuple(function_layout(spec, k) for k in range(spec.n_functions))
    header = (
        f"; ModuleID = '{spec.name}'\n"
        f'source_filename = "{spec.name}"\n'
        f'target datalayout = "{DATALAYOUT}"'
    )
    parts = [
        header,
        *([offset_table(functions[0].stacks, define_helpers)] if spec.recompute else []),
        *(FunctionWriter(spec, fn).write() for fn in functions),
        helper_definitions(spec.flavour, define_helpers),
        "attributes #0 = { alwaysinline nounwind }",
    ]
    params = TAICHI_PARAMS if spec.flavour == "taichi" else QUADRANTS_PARAMS
    return GeneratedKernel(spec, "\n\n".join(parts) + "\n", functions, params)


def matrix() -> list[KernelSpec]:
    """The seed's test matrix (about 60 specs, all names unique)."""
    specs = [
        KernelSpec(placement=p, n_iter=n, n_stacks=s)
        for p in PLACEMENTS
        for n in (4, 16, 64)
        for s in (1, 3)
    ]
    specs += [
        KernelSpec(dtype="f64", placement=p, n_iter=16, n_stacks=s)
        for p in PLACEMENTS
        for s in (1, 3)
    ]
    specs += [
        KernelSpec(dtype=dt, placement=p, n_iter=n, n_stacks=s, flags=True)
        for p in PLACEMENTS
        for dt, n, s in (("f32", 16, 1), ("f64", 4, 3))
    ]
    specs += [KernelSpec("taichi", placement=p, n_iter=n) for p in PLACEMENTS for n in (4, 16, 64)]
    specs += [KernelSpec("taichi", "f64", 3, 16, p) for p in PLACEMENTS]
    specs += [KernelSpec("taichi", "f32", 2, 8, p, flags=True) for p in PLACEMENTS]
    specs += [
        KernelSpec(n_stacks=2, n_iter=8, n_functions=3),
        KernelSpec("quadrants", "f64", 2, 8, "branch", flags=True, n_functions=2),
        KernelSpec("taichi", "f32", 1, 8, "straight", n_functions=2),
        KernelSpec(n_iter=16, max_sizes=(40,)),
    ]
    specs += [
        KernelSpec(n_iter=16, max_sizes=(8,)),
        KernelSpec(n_iter=16, max_sizes=(16,)),
        KernelSpec(n_iter=16, placement="straight", max_sizes=(3,)),
        KernelSpec(n_iter=16, placement="branch", flags=True, max_sizes=(0,)),
        KernelSpec(n_iter=16, n_stacks=3, max_sizes=(17, 5)),
        KernelSpec("quadrants", "f64", 2, 16, "loop", flags=True, max_sizes=(4,), n_functions=2),
    ]
    return specs


EXAMPLES = {
    "quadrants_loop_f32.ll": KernelSpec(n_iter=16),
    "quadrants_straight_3x16.ll": KernelSpec(placement="straight", n_stacks=3, n_iter=16),
    "quadrants_branch_flags_f64.ll": KernelSpec(dtype="f64", placement="branch", flags=True),
    "quadrants_overflow_loop.ll": KernelSpec(n_iter=16, max_sizes=(8,)),
    "taichi_loop_f32.ll": KernelSpec("taichi", n_iter=16),
    "taichi_straight_flags_f32.ll": KernelSpec("taichi", placement="straight", flags=True),
}


def write_examples(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for filename, spec in EXAMPLES.items():
        path = out / filename
        path.write_text(generate(spec).text)
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write example adstack kernel modules.")
    parser.add_argument("--out", type=Path, default=Path("testdata/examples"))
    args = parser.parse_args(argv)
    for path in write_examples(args.out):
        print(path)


if __name__ == "__main__":
    main()
