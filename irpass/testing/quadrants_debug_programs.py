"""Quadrants programs whose debug checks fire, for the debug passes' round trips.

Each runs after ``qd.init(debug=True)`` (see ``irpass.quadrants``) and returns what a user
would see: ``overflow_report`` the lines the runtime printed (the C-level stdout, captured) and
the wrapped results; ``bounds_failure`` the ``QuadrantsAssertionError`` message. Both kernels
also run a backward pass through the adstack, so their modules carry helper calls too.
"""

import ctypes
import os
import sys
import tempfile

import numpy as np
import quadrants as qd

N = 6


def _captured_stdout(run) -> str:
    """What ``run()`` prints on file descriptor 1 (the runtime prints with C's printf)."""
    sys.stdout.flush()
    libc = ctypes.CDLL(None)
    saved = os.dup(1)
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 1)
        try:
            run()
            qd.sync()
        finally:
            libc.fflush(None)
            os.dup2(saved, 1)
            os.close(saved)
        sink.seek(0)
        return sink.read().decode()


def overflow_report() -> dict[str, np.ndarray]:
    """``y[i] = a[i] + b[i]`` and ``a[i] << s[i]`` in i32, overflowing for some i; a float
    loop beside it keeps the adstack in the backward kernel."""
    a = qd.field(qd.i32, shape=N)
    b = qd.field(qd.i32, shape=N)
    s = qd.field(qd.i32, shape=N)
    y = qd.field(qd.i32, shape=N)
    z = qd.field(qd.i32, shape=N)
    x = qd.field(qd.f32, shape=N, needs_grad=True)
    v = qd.field(qd.f32, shape=N, needs_grad=True)
    a.from_numpy(np.array([1, 2**31 - 1, -5, 2**30, -(2**31), 7], np.int32))
    b.from_numpy(np.array([2, 1, -7, 2**30, -1, 8], np.int32))
    s.from_numpy(np.array([1, 1, 3, 2, 0, 28], np.int32))
    x.from_numpy(np.linspace(0.1, 0.6, N).astype(np.float32))

    @qd.kernel
    def wrap():
        for i in a:
            y[i] = a[i] + b[i]
            z[i] = a[i] << s[i]
            t = x[i]
            for _ in range(s[i]):
                t = t * t + 0.5
            v[i] = t

    printed = _captured_stdout(wrap)
    v.grad.fill(1.0)
    x.grad.fill(0.0)
    wrap.grad()
    return {
        "y": y.to_numpy(),
        "z": z.to_numpy(),
        "grad_x": x.grad.to_numpy(),
        "printed": np.array(sorted(printed.splitlines())),
    }


def bounds_failure() -> dict[str, np.ndarray]:
    """A kernel that reads ``x[i + 3]`` of a size-6 field: the bounds check fails."""
    x = qd.field(qd.f32, shape=N)
    y = qd.field(qd.f32, shape=N)
    m = qd.field(qd.i32, shape=N)
    m.from_numpy(np.array([1, 2, 3, 1, 2, 3], np.int32))

    @qd.kernel
    def shifted():
        for i in y:
            t = x[i + 3]
            for _ in range(m[i]):
                t = t * 0.5 + 1.0
            y[i] = t

    try:
        shifted()
        qd.sync()
    except qd.QuadrantsAssertionError as error:
        return {"error": np.array(str(error))}
    return {"error": np.array("")}
