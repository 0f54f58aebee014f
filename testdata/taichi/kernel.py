"""A reverse-mode Taichi kernel whose backward pass uses the adstack.

Run from this folder with taichi 1.7.4 installed (``pip install taichi==1.7.4``)::

    python kernel.py

Taichi writes every compiled kernel's unoptimised module as
``taichi_kernel_generic_llvm_ir_NNNN.ll`` into the working directory; the
reverse kernel's one (``@k_c*_reverse_grad_kernel_0_range_for``, calling
``stack_push`` with typed pointers) is checked in as
``branch_loop_reverse_grad.ll``. Taichi cannot load an edited module back.
"""

import taichi as ti

ti.init(arch=ti.cpu, print_kernel_llvm_ir=True, offline_cache=False)
n = 4
x = ti.field(ti.f32, shape=n, needs_grad=True)
y = ti.field(ti.f32, shape=n, needs_grad=True)
m = ti.field(ti.i32, shape=())


@ti.kernel
def k():
    for i in x:
        v = x[i]
        for _ in range(m[None]):
            if v > 0.3:  # noqa: SIM108 (a branch, so the reverse pass keeps an i1 flag stack)
                v = ti.sin(v) * 1.1
            else:
                v = v * v + 0.2
        y[i] = v


m[None] = 3
for i in range(n):
    x[i] = 0.1 * i + 0.2
k()
for i in range(n):
    y.grad[i] = 1.0
k.grad()
print([x.grad[i] for i in range(n)])
