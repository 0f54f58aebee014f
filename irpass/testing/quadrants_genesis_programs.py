"""Quadrants programs shaped like Genesis' rigid-body reverse kernels, for the bench.

Genesis (``genesis-world``, which pins quadrants 1.3.3) compiles a differentiable rollout's
backward pass into a few kernels of 0.2-2.3 MB with thousands of adstack helper calls each:
one parallel loop over environments, nested ``qd.static`` loops over the bodies and joints of
the robot, dynamic iteration loops (constraint solver, integration substeps) carrying vectors
and matrices, field reads and writes indexed by body and joint (each a bounds check in a debug
build). Installing Genesis needs torch (about 8 GB); these programs have that shape without it.

``articulated`` (substep loops per body and joint), ``chain`` (forward kinematics down a chain
of links) and ``solver`` (Gauss-Seidel sweeps over contacts) each run one such kernel forward
and backward and return the gradients; a
``debug=False`` run of the same program is its release twin (the stack inline, no bounds
checks), as the Genesis release build Genesis users run.
"""

import numpy as np
import quadrants as qd

ENVS = 4
BODIES = 6
JOINTS = 3
DOF = 3  # a 3-vector per joint


def _gradients(kernel, loss, fields: dict) -> dict[str, np.ndarray]:
    """Run ``kernel`` forward, then backward from ``loss``; ``fields`` read back by name."""
    kernel()
    loss.grad[None] = 1.0
    kernel.grad()
    return {name: field.to_numpy() for name, field in fields.items()}


def articulated() -> dict[str, np.ndarray]:
    """Per environment: for every body and joint (static), a dynamic substep loop carrying
    the joint's 3-vector through a rotation-like update coupled to its parent body's state;
    ``BODIES * JOINTS`` carried loops, each with several stacks, in one kernel."""
    q = qd.Vector.field(DOF, qd.f32, shape=(ENVS, BODIES, JOINTS), needs_grad=True)
    root = qd.Vector.field(DOF, qd.f32, shape=(ENVS, BODIES), needs_grad=True)
    out = qd.field(qd.f32, shape=(ENVS, BODIES, JOINTS), needs_grad=True)
    loss = qd.field(qd.f32, shape=(), needs_grad=True)
    substeps = qd.field(qd.i32, shape=ENVS)
    rng = np.random.default_rng(0)
    q.from_numpy(rng.uniform(-0.5, 0.5, (ENVS, BODIES, JOINTS, DOF)).astype(np.float32))
    root.from_numpy(rng.uniform(-0.5, 0.5, (ENVS, BODIES, DOF)).astype(np.float32))
    substeps.from_numpy(np.array([2, 3, 4, 3], np.int32)[:ENVS])

    @qd.kernel
    def rollout():
        for e in substeps:
            for b in qd.static(range(BODIES)):
                parent = root[e, (b + BODIES - 1) % BODIES]
                for j in qd.static(range(JOINTS)):
                    v = q[e, b, j]
                    w = root[e, b]
                    for _ in range(substeps[e]):
                        c = qd.cos(v)
                        s = qd.sin(v)
                        v = (
                            qd.Vector(
                                [
                                    c[1] * v[0] - s[2] * w[1],
                                    c[2] * v[1] + s[0] * w[2],
                                    c[0] * v[2] - s[1] * parent[0],
                                ]
                            )
                            * 0.9
                        )
                        w = w * 0.95 + v * 0.05
                    out[e, b, j] = v.dot(w)
        for e, b, j in out:
            loss[None] += out[e, b, j]

    return _gradients(
        rollout,
        loss,
        {
            "out": out,
            "grad_q": q.grad,
            "grad_root": root.grad,
        },
    )


LINKS = 10


def chain() -> dict[str, np.ndarray]:
    """Forward kinematics down one kinematic chain, as Genesis' ``kernel_forward_kinematics``
    (each link's world frame composed from its parent's): per environment, a ``qd.static``
    loop over ``LINKS`` links carrying the frame, a 3x3 rotation (as its three columns) and a
    3-vector position, each link refined by a dynamic iteration loop (its joint angle's
    fixed-point update) that turns the parent's frame about the joint's axis (alternating z
    and x) and moves along the link's offset, so every link's loop carries the whole frame."""
    angle = qd.field(qd.f32, shape=(ENVS, LINKS), needs_grad=True)
    offset = qd.Vector.field(3, qd.f32, shape=(ENVS, LINKS), needs_grad=True)
    tip = qd.Vector.field(3, qd.f32, shape=(ENVS, LINKS), needs_grad=True)
    loss = qd.field(qd.f32, shape=(), needs_grad=True)
    iterations = qd.field(qd.i32, shape=ENVS)
    rng = np.random.default_rng(1)
    angle.from_numpy(rng.uniform(-0.8, 0.8, (ENVS, LINKS)).astype(np.float32))
    offset.from_numpy(rng.uniform(-0.5, 0.5, (ENVS, LINKS, 3)).astype(np.float32))
    iterations.from_numpy(np.array([2, 3, 1, 2], np.int32)[:ENVS])

    @qd.kernel
    def forward_kinematics():
        for e in iterations:
            x = qd.Vector([1.0, 0.0, 0.0])
            y = qd.Vector([0.0, 1.0, 0.0])
            z = qd.Vector([0.0, 0.0, 1.0])
            pos = qd.Vector([0.0, 0.0, 0.0])
            for link in qd.static(range(LINKS)):
                a = angle[e, link]
                for _ in range(iterations[e]):
                    c = qd.cos(a)
                    s = qd.sin(a)
                    if qd.static(link % 2 == 0):
                        x, y = x * c + y * s, y * c - x * s
                    else:
                        y, z = y * c + z * s, z * c - y * s
                    d = offset[e, link]
                    pos = pos + (x * d[0] + y * d[1] + z * d[2]) * 0.5
                    a = a * 0.9 + pos[link % 3] * 0.05
                tip[e, link] = pos + x * 0.1
        for e, link in tip:
            loss[None] += tip[e, link].dot(qd.Vector([1.0, 0.5, 0.25]))

    return _gradients(
        forward_kinematics,
        loss,
        {
            "tip": tip,
            "grad_angle": angle.grad,
            "grad_offset": offset.grad,
        },
    )


ISLANDS = 3
CONTACTS = 3  # per island, each between its two bodies


def solver() -> dict[str, np.ndarray]:
    """A constraint solver's Gauss-Seidel sweeps, as Genesis' ``func_solve`` /
    ``kernel_step_2``: per environment and per contact island (static; two bodies each), a
    dynamic iteration loop over a ``qd.static`` loop of the island's ``CONTACTS`` contacts,
    each reading its normal, point and stiffness from fields indexed by environment, island
    and contact, and updating both bodies' linear and angular velocities (two 3-vectors per
    body, all four carried by the sweep loop)."""
    shape = (ENVS, ISLANDS, 2)
    vel = qd.Vector.field(3, qd.f32, shape=shape, needs_grad=True)
    ang = qd.Vector.field(3, qd.f32, shape=shape, needs_grad=True)
    normal = qd.Vector.field(3, qd.f32, shape=(ENVS, ISLANDS, CONTACTS), needs_grad=True)
    point = qd.Vector.field(3, qd.f32, shape=(ENVS, ISLANDS, CONTACTS), needs_grad=True)
    stiffness = qd.field(qd.f32, shape=(ENVS, ISLANDS, CONTACTS), needs_grad=True)
    out = qd.Vector.field(3, qd.f32, shape=shape, needs_grad=True)
    loss = qd.field(qd.f32, shape=(), needs_grad=True)
    sweeps = qd.field(qd.i32, shape=ENVS)
    rng = np.random.default_rng(2)
    vel.from_numpy(rng.uniform(-0.5, 0.5, (*shape, 3)).astype(np.float32))
    ang.from_numpy(rng.uniform(-0.5, 0.5, (*shape, 3)).astype(np.float32))
    normal.from_numpy(rng.uniform(-1.0, 1.0, (ENVS, ISLANDS, CONTACTS, 3)).astype(np.float32))
    point.from_numpy(rng.uniform(-0.3, 0.3, (ENVS, ISLANDS, CONTACTS, 3)).astype(np.float32))
    stiffness.from_numpy(rng.uniform(0.1, 0.4, (ENVS, ISLANDS, CONTACTS)).astype(np.float32))
    sweeps.from_numpy(np.array([3, 2, 4, 2], np.int32)[:ENVS])

    @qd.kernel
    def solve():
        for e in sweeps:
            for i in qd.static(range(ISLANDS)):
                va, wa = vel[e, i, 0], ang[e, i, 0]
                vb, wb = vel[e, i, 1], ang[e, i, 1]
                for _ in range(sweeps[e]):
                    for c in qd.static(range(CONTACTS)):
                        n = normal[e, i, c]
                        r = point[e, i, c]
                        rel = vb + wb.cross(r) - va - wa.cross(r)
                        impulse = -stiffness[e, i, c] * qd.tanh(rel.dot(n))
                        turn = r.cross(n) * impulse * 0.5
                        va = va - n * impulse
                        vb = vb + n * impulse
                        wa = wa - turn
                        wb = wb + turn
                out[e, i, 0] = va + wa * 0.1
                out[e, i, 1] = vb + wb * 0.1
        for e, i, b in out:
            loss[None] += out[e, i, b].dot(qd.Vector([1.0, -0.5, 0.25]))

    return _gradients(
        solve,
        loss,
        {
            "out": out,
            "grad_vel": vel.grad,
            "grad_ang": ang.grad,
            "grad_normal": normal.grad,
            "grad_stiffness": stiffness.grad,
        },
    )
