"""Small reverse-mode Quadrants programs whose backward kernels use the adstack.

Each program builds its own fields (so it must run after ``qd.init``, once per
process), runs the forward kernel and its gradient, and returns numpy arrays:
the inputs, the output ``y`` and ``grad_<input>`` for every input in ``wrt``.
Each has a float64 numpy ``reference`` of ``y`` so gradients can be checked
against finite differences without running Quadrants again.

The outer loop over ``x`` is the parallel loop; the inner loops run ``m[i]``
times, read from a field, so the compiler cannot unroll them and the backward
pass has to keep every iteration's values on the adstack.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import quadrants as qd

N = 6


@dataclass(frozen=True)
class Program:
    """A Quadrants program and the numpy model of its output."""

    name: str
    run: Callable[[], dict[str, np.ndarray]]
    reference: Callable[[dict[str, np.ndarray]], np.ndarray]
    wrt: tuple[str, ...] = ("x",)
    init: Mapping[str, Any] = field(default_factory=dict)  # extra ``qd.init`` arguments


def _inputs(dtype=np.float32) -> dict[str, np.ndarray]:
    return {
        "x": np.linspace(0.15, 0.85, N).astype(dtype),
        "m": np.array([1, 2, 3, 4, 5, 3], dtype=np.int32)[:N],
    }


def _scalar_fields(dtype, inputs: dict[str, np.ndarray]):
    x = qd.field(dtype, shape=N, needs_grad=True)
    y = qd.field(dtype, shape=N, needs_grad=True)
    m = qd.field(qd.i32, shape=N)
    x.from_numpy(inputs["x"])
    m.from_numpy(inputs["m"])
    return x, y, m


def _backward(kernel, x, y, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Run ``kernel`` forward and backward with dL/dy = 1; collect the arrays."""
    kernel()
    y.grad.fill(1.0)
    x.grad.fill(0.0)
    kernel.grad()
    return {**inputs, "y": y.to_numpy(), "grad_x": x.grad.to_numpy()}


# -- loop_carry: a dynamic range() loop carrying one f32 value ---------------
#
# The ``*_step`` functions serve a kernel and its reference alike: ``k`` is
# ``qd`` in the kernel, ``np`` in the reference.


def _carry_step(v, k):
    return k.sin(v) * 1.1 + v * v * 0.1


def loop_carry() -> dict[str, np.ndarray]:
    inputs = _inputs()
    x, y, m = _scalar_fields(qd.f32, inputs)

    @qd.kernel
    def carry():
        for i in x:
            v = x[i]
            for _ in range(m[i]):
                v = _carry_step(v, qd)
            y[i] = v

    return _backward(carry, x, y, inputs)


def loop_carry_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    v = d["x"].astype(np.float64)
    for j in range(int(d["m"].max())):
        v = np.where(j < d["m"], _carry_step(v, np), v)
    return v


# -- static_unroll: qd.static unrolling inside the dynamic loop --------------


def static_unroll() -> dict[str, np.ndarray]:
    inputs = _inputs()
    x, y, m = _scalar_fields(qd.f32, inputs)

    @qd.kernel
    def unrolled():
        for i in x:
            v = x[i]
            for _ in range(m[i]):
                for k in qd.static(range(6)):
                    v = v * 0.9 + qd.sin(v + k * 0.1) * 0.2
            y[i] = v

    return _backward(unrolled, x, y, inputs)


def static_unroll_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    v = d["x"].astype(np.float64)
    for j in range(int(d["m"].max())):
        w = v
        for k in range(6):
            w = w * 0.9 + np.sin(w + k * 0.1) * 0.2
        v = np.where(j < d["m"], w, v)
    return v


# -- vector8: an 8-lane vector in the dynamic loop, lanes (and rounds) unrolled

LANES = 8


def _lanes(rounds: int) -> dict[str, np.ndarray]:
    base = _inputs()
    xs = (base["x"][:, None] + 0.05 * np.arange(LANES)[None, :]).astype(np.float32)
    inputs = {"x": xs, "m": base["m"]}
    x = qd.Vector.field(LANES, qd.f32, shape=N, needs_grad=True)
    y = qd.field(qd.f32, shape=N, needs_grad=True)
    m = qd.field(qd.i32, shape=N)
    x.from_numpy(xs)
    m.from_numpy(base["m"])

    @qd.kernel
    def lanes():
        for i in x:
            v = x[i]
            for _ in range(m[i]):
                for _r in qd.static(range(rounds)):
                    w = v
                    for k in qd.static(range(LANES)):
                        w[k] = v[k] * 0.8 + qd.sin(v[(k + 1) % LANES]) * 0.3
                    v = w
            y[i] = v.sum()

    return _backward(lanes, x, y, inputs)


def _lanes_ref(d: dict[str, np.ndarray], rounds: int) -> np.ndarray:
    v = d["x"].astype(np.float64)
    for j in range(int(d["m"].max())):
        w = v
        for _ in range(rounds):
            w = w * 0.8 + np.sin(np.roll(w, -1, axis=1)) * 0.3
        v = np.where((j < d["m"])[:, None], w, v)
    return v.sum(axis=1)


def vector8() -> dict[str, np.ndarray]:
    return _lanes(rounds=1)


def vector8_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    return _lanes_ref(d, rounds=1)


def vector8_deep() -> dict[str, np.ndarray]:
    """Three unrolled rounds: a mid-size module (about 1 MB, 5,000+ helper calls)."""
    return _lanes(rounds=3)


def vector8_deep_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    return _lanes_ref(d, rounds=3)


# -- f64_loop: the carried value and the stacks are f64 ----------------------


def _wide_step(v, k):
    return v - 0.1 * v * v + k.cos(v) * 0.05 + k.exp(v * 0.1) * 0.01


def f64_loop() -> dict[str, np.ndarray]:
    inputs = _inputs(np.float64)
    x, y, m = _scalar_fields(qd.f64, inputs)

    @qd.kernel
    def wide():
        for i in x:
            v = x[i]
            for _ in range(m[i]):
                v = _wide_step(v, qd)
            y[i] = v

    return _backward(wide, x, y, inputs)


def f64_loop_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    v = d["x"].astype(np.float64)
    for j in range(int(d["m"].max())):
        v = np.where(j < d["m"], _wide_step(v, np), v)
    return v


# -- branch: an if inside the loop (i1 flag stacks) --------------------------


def branch() -> dict[str, np.ndarray]:
    inputs = _inputs()
    x, y, m = _scalar_fields(qd.f32, inputs)

    @qd.kernel
    def forked():
        for i in x:
            v = x[i]
            for _ in range(m[i]):
                if v > 0.5:  # noqa: SIM108 (a ternary would compile to a select, not a branch)
                    v = v * v * 0.9
                else:
                    v = qd.sin(v) + 0.3
            y[i] = v

    return _backward(forked, x, y, inputs)


def branch_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    v = d["x"].astype(np.float64)
    for j in range(int(d["m"].max())):
        w = np.where(v > 0.5, v * v * 0.9, np.sin(v) + 0.3)
        v = np.where(j < d["m"], w, v)
    return v


# -- nested: two dynamic loops, the inner one also carrying an i32 ----------


def nested() -> dict[str, np.ndarray]:
    inputs = _inputs()
    x, y, m = _scalar_fields(qd.f32, inputs)

    @qd.kernel
    def twice():
        for i in x:
            v = x[i]
            c = 0
            for _j in range(m[i]):
                for _k in range(m[i]):
                    c = c + 1
                    v = v * 0.95 + qd.sin(v * c) * 0.1
            y[i] = v

    return _backward(twice, x, y, inputs)


def nested_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    out = []
    for x0, m in zip(d["x"].astype(np.float64), d["m"], strict=True):
        v = x0
        for c in range(1, m * m + 1):
            v = v * 0.95 + np.sin(v * c) * 0.1
        out.append(v)
    return np.array(out)


# -- func: the loop body is a qd.func ----------------------------------------


@qd.func
def _step(v, k):
    return qd.tanh(v * 1.3 + k) * 0.7 + v * 0.2


def func() -> dict[str, np.ndarray]:
    inputs = _inputs()
    x, y, m = _scalar_fields(qd.f32, inputs)

    @qd.kernel
    def called():
        for i in x:
            v = x[i]
            for _ in range(m[i]):
                v = _step(v, 0.1)
                v = _step(v, -0.2)
            y[i] = v

    return _backward(called, x, y, inputs)


def func_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    def step(v, k):
        return np.tanh(v * 1.3 + k) * 0.7 + v * 0.2

    v = d["x"].astype(np.float64)
    for j in range(int(d["m"].max())):
        v = np.where(j < d["m"], step(step(v, 0.1), -0.2), v)
    return v


# -- tape: qd.ad.Tape over two kernels, reduced to a scalar loss -------------


def _tape_step(v, k):
    return k.cos(v) * 0.8 + v * 0.5


def tape() -> dict[str, np.ndarray]:
    inputs = _inputs()
    x, y, m = _scalar_fields(qd.f32, inputs)
    loss = qd.field(qd.f32, shape=(), needs_grad=True)

    @qd.kernel
    def advance():
        for i in x:
            v = x[i]
            for _ in range(m[i]):
                v = _tape_step(v, qd)
            y[i] = v

    @qd.kernel
    def reduce():
        for i in y:
            loss[None] += y[i]

    with qd.ad.Tape(loss=loss):
        advance()
        reduce()
    return {**inputs, "y": y.to_numpy(), "loss": loss.to_numpy(), "grad_x": x.grad.to_numpy()}


def tape_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    v = d["x"].astype(np.float64)
    for j in range(int(d["m"].max())):
        v = np.where(j < d["m"], _tape_step(v, np), v)
    return v


# -- gated: the loop runs behind ``if gate[i] ...`` ---------------------------
#
# With such a gate Quadrants sizes the float adstack heap by the number of
# threads that pass it: a thread claims its heap row where the gated code
# starts (an atomic counter, the row kept in an ``alloca i32``), and the debug
# codegen recomputes every stack pointer from that slot before each helper
# call. It only does so above a heap-size threshold; ``GATED`` sets it to 0.
# Quadrants 1.3.3 captures ndarray gates (i32 or f64, one index per loop
# axis); a field (SNode) gate only in release builds (no helper calls), so
# ``gated_snode``'s debug stacks keep the eager, computed-once pointer.

GATED = {"ad_stack_sparse_threshold_bytes": 0}
GATE = np.array([1, 0, 3, 0, 5, 3], dtype=np.int32)[:N]


def _ndarrays(inputs: dict[str, np.ndarray], grad: tuple[str, ...] = ("x",)) -> dict:
    """One ``qd.ndarray`` per input (with gradients for ``grad``), and ``y``."""
    out = {}
    for name, value in inputs.items():
        dtype = {np.float32: qd.f32, np.float64: qd.f64, np.int32: qd.i32}[value.dtype.type]
        out[name] = qd.ndarray(dtype, shape=value.shape, needs_grad=name in grad)
        out[name].from_numpy(value)
    wide = inputs["x"].dtype == np.float64
    out["y"] = qd.ndarray(qd.f64 if wide else qd.f32, shape=N, needs_grad=True)
    return out


def _nd_backward(kernel, arrays: dict, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Like ``_backward``, for a kernel taking its ndarrays as arguments (inputs, then y)."""
    args = [arrays[k] for k in inputs] + [arrays["y"]]
    kernel(*args)
    arrays["y"].grad.fill(1.0)
    arrays["x"].grad.fill(0.0)
    kernel.grad(*args)
    return {**inputs, "y": arrays["y"].to_numpy(), "grad_x": arrays["x"].grad.to_numpy()}


def _gated(step, inputs: dict[str, np.ndarray], above: float) -> dict[str, np.ndarray]:
    """``y[i] = step`` applied ``m[i]`` times to ``x[i]``, where ``g[i] > above``."""

    @qd.kernel
    def gate(
        x: qd.types.ndarray(), m: qd.types.ndarray(), g: qd.types.ndarray(), y: qd.types.ndarray()
    ):
        for i in range(x.shape[0]):
            if g[i] > above:
                v = x[i]
                for _ in range(m[i]):
                    v = step(v, qd)
                y[i] = v

    return _nd_backward(gate, _ndarrays(inputs), inputs)


def gated_ndarray() -> dict[str, np.ndarray]:
    return _gated(_carry_step, {**_inputs(), "g": GATE}, above=0)


def gated_ndarray_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    return np.where(d["g"] > 0, loop_carry_ref(d), 0.0)


def gated_f64() -> dict[str, np.ndarray]:
    """f64 values and stacks, behind an f64 gate."""
    return _gated(_wide_step, {**_inputs(np.float64), "g": GATE.astype(np.float64) * 0.25}, 0.5)


def gated_f64_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    return np.where(d["g"] > 0.5, f64_loop_ref(d), 0.0)


def _rounds(a, b, c, k):
    """One round of the three coupled lanes (Quadrants and numpy alike)."""
    return a * 0.8 + k.sin(b) * 0.3, b * 0.8 + k.sin(c) * 0.3, c * 0.8 + k.sin(a) * 0.3


def gated_lanes() -> dict[str, np.ndarray]:
    """Two-axis input ``x[i, k]``: three gated stacks at three offsets in one function."""
    base = _inputs()
    inputs = {
        "x": (base["x"][:, None] + 0.05 * np.arange(3)[None, :]).astype(np.float32),
        "m": base["m"],
        "g": GATE,
    }

    @qd.kernel
    def lanes(
        x: qd.types.ndarray(), m: qd.types.ndarray(), g: qd.types.ndarray(), y: qd.types.ndarray()
    ):
        for i in range(x.shape[0]):
            if g[i] > 0:
                a, b, c = x[i, 0], x[i, 1], x[i, 2]
                for _ in range(m[i]):
                    a, b, c = _rounds(a, b, c, qd)
                y[i] = a + b + c

    return _nd_backward(lanes, _ndarrays(inputs), inputs)


def gated_lanes_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    a, b, c = (d["x"][:, k].astype(np.float64) for k in range(3))
    for j in range(int(d["m"].max())):
        live = j < d["m"]
        rounded = zip(_rounds(a, b, c, np), (a, b, c), strict=True)
        a, b, c = (np.where(live, new, old) for new, old in rounded)
    return np.where(d["g"] > 0, a + b + c, 0.0)


def gated_pair() -> dict[str, np.ndarray]:
    """One kernel, two gated loops: two tasks, each its own gated module."""
    inputs = {**_inputs(), "g": GATE}

    @qd.kernel
    def pair(
        x: qd.types.ndarray(), m: qd.types.ndarray(), g: qd.types.ndarray(), y: qd.types.ndarray()
    ):
        for i in range(x.shape[0]):
            if g[i] > 0:
                v = x[i]
                for _ in range(m[i]):
                    v = _carry_step(v, qd)
                y[i] = v
        for i in range(x.shape[0]):
            if g[i] < 2:
                w = x[i]
                for _ in range(m[i]):
                    w = _tape_step(w, qd)
                y[i] += w

    return _nd_backward(pair, _ndarrays(inputs), inputs)


def gated_pair_ref(d: dict[str, np.ndarray]) -> np.ndarray:
    return np.where(d["g"] > 0, loop_carry_ref(d), 0.0) + np.where(d["g"] < 2, tape_ref(d), 0.0)


def gated_snode() -> dict[str, np.ndarray]:
    """The gate is a field (not captured by Quadrants 1.3.3's debug build, see above)."""
    inputs = {**_inputs(), "g": GATE}
    x, y, m = _scalar_fields(qd.f32, inputs)
    g = qd.field(qd.i32, shape=N)
    g.from_numpy(inputs["g"])

    @qd.kernel
    def gate():
        for i in range(N):
            if g[i] > 0:
                v = x[i]
                for _ in range(m[i]):
                    v = _carry_step(v, qd)
                y[i] = v

    return _backward(gate, x, y, inputs) | {"g": inputs["g"]}


PROGRAMS: dict[str, Program] = {
    p.name: p
    for p in (
        Program("loop_carry", loop_carry, loop_carry_ref),
        Program("static_unroll", static_unroll, static_unroll_ref),
        Program("vector8", vector8, vector8_ref),
        Program("vector8_deep", vector8_deep, vector8_deep_ref),
        Program("f64_loop", f64_loop, f64_loop_ref),
        Program("branch", branch, branch_ref),
        Program("nested", nested, nested_ref),
        Program("func", func, func_ref),
        Program("tape", tape, tape_ref),
        Program("gated_ndarray", gated_ndarray, gated_ndarray_ref, init=GATED),
        Program("gated_f64", gated_f64, gated_f64_ref, init=GATED),
        Program("gated_lanes", gated_lanes, gated_lanes_ref, init=GATED),
        Program("gated_pair", gated_pair, gated_pair_ref, init=GATED),
        Program("gated_snode", gated_snode, gated_ndarray_ref, init=GATED),
    )
}
