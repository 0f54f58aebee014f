"""Section 2: generated kernels run on the CPU (llvmlite JIT, O3), rewritten (auto) vs original.

Both modules define the helpers (the original calls them, LLVM inlines them); calls alternate
between the two, and each call's time includes the same buffer setup on both sides.
"""

import time
from collections.abc import Callable
from dataclasses import dataclass

from bench.stats import ratio, spread
from irpass import RewriteOptions, rewrite
from irpass.testing import harness
from irpass.testing.generator import generate
from irpass.testing.kernel_spec import GeneratedKernel, KernelSpec


@dataclass
class _Jitted:
    """One module JIT-compiled at O3; calling it runs every kernel function once, timed."""

    text: str
    kernel: GeneratedKernel
    inputs: harness.Inputs

    def __post_init__(self) -> None:
        self.engine = harness.compile_module(self.text, opt_level=3)

    def __call__(self) -> float:
        start = time.perf_counter()
        for fn in self.kernel.functions:
            harness.run_function(self.engine, self.kernel, fn, self.inputs)
        return time.perf_counter() - start


def measure(
    specs: tuple[KernelSpec, ...], elems: int, calls: int, log: Callable[[str], None]
) -> list[dict]:
    records = []
    for spec in specs:
        kernel = generate(spec, define_helpers=True)
        rewritten = rewrite(kernel.text, RewriteOptions("auto")).text
        inputs = harness.make_inputs(kernel, n_elems=elems, n_threads=4)
        timers = {"original": _Jitted(kernel.text, kernel, inputs)}
        timers["auto"] = _Jitted(rewritten, kernel, inputs)
        samples: dict[str, list[float]] = {name: [] for name in timers}
        for _ in range(calls):
            for name, timer in timers.items():
                samples[name].append(timer())
        original, auto = (spread(samples[n]) for n in ("original", "auto"))
        log(
            f"[cpu] {spec.name}: original {original.median * 1e3:.2f} ms, "
            f"auto {auto.median * 1e3:.2f} ms"
        )
        records.append(
            {
                "kernel": spec.name,
                "elements": elems,
                "original_s": original.to_dict(),
                "auto_s": auto.to_dict(),
                "ratio": ratio(auto.median, original.median),
            }
        )
    return records
