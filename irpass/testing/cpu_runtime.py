"""Run kernel modules against Quadrants' real CPU runtime with llvmlite's JIT.

The wheel's ``_lib/runtime/runtime_x64.bc`` is linked into the module (its functions made
internal, the unused ones dropped) and the kernel gets a ``RuntimeContext`` whose runtime is a
zeroed ``LLVMRuntime`` with ``host_printf`` pointing at a recorder. Field offsets are read from
the bitcode's own struct types, so the buffers fit the runtime they run with. After a run,
``RuntimeState`` holds everything the runtime wrote: the context (``cpu_assert_failed``), the
runtime (error code, message and arguments of a failed assert) and the printed lines.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from functools import cache

import llvmlite.binding as llvm

from irpass.backend.cold_runtime import installed_runtime as runtime_bitcode
from irpass.testing.harness import compile_module

_CONTEXT = "struct.RuntimeContext"
_RUNTIME = "struct.LLVMRuntime"
# Field indices, as the runtime's own GEPs use them (RuntimeContext_get_runtime,
# quadrants_printf's host_printf load).
_CONTEXT_RUNTIME, _RUNTIME_HOST_PRINTF = 1, 4
_PRINTF = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_char_p)


@dataclass(frozen=True)
class Layout:
    context_size: int
    runtime_size: int
    context_runtime: int
    runtime_host_printf: int


@cache
def layout() -> Layout:
    """Sizes and field offsets of the runtime's structs, from its bitcode."""
    module = llvm.parse_bitcode(runtime_bitcode().read_bytes(), llvm.create_context())
    data = llvm.create_target_data(module.data_layout)
    structs = {s.name: s for s in module.struct_types}
    context, runtime = structs[_CONTEXT], structs[_RUNTIME]
    return Layout(
        context_size=data.get_abi_size(context),
        runtime_size=data.get_abi_size(runtime),
        context_runtime=data.get_element_offset(context, _CONTEXT_RUNTIME),
        runtime_host_printf=data.get_element_offset(runtime, _RUNTIME_HOST_PRINTF),
    )


def compile_with_runtime(text: str, opt_level: int = 0) -> llvm.ExecutionEngine:
    """JIT ``text`` linked with the real CPU runtime, optimised at ``opt_level`` after linking."""
    return compile_module(text, opt_level, link=runtime_bitcode().read_bytes())


@dataclass
class RuntimeState:
    """A fresh context and runtime for one run; ``prints`` collects (format, first argument)."""

    prints: list[tuple[bytes, bytes]] = field(default_factory=list)

    def __post_init__(self) -> None:
        shape = layout()
        self.runtime = (ctypes.c_uint8 * shape.runtime_size)()
        self.context = (ctypes.c_uint8 * shape.context_size)()
        self._printf = _PRINTF(lambda fmt, arg: self.prints.append((fmt, arg)))
        self._put(
            self.runtime, shape.runtime_host_printf, ctypes.cast(self._printf, ctypes.c_void_p)
        )
        self._put(
            self.context, shape.context_runtime, ctypes.c_void_p(ctypes.addressof(self.runtime))
        )

    @property
    def address(self) -> int:
        """The ``RuntimeContext*`` a kernel takes."""
        return ctypes.addressof(self.context)

    def snapshot(self) -> tuple[bytes, bytes, tuple[tuple[bytes, bytes], ...]]:
        """Everything the runtime wrote, with the pointers this state planted zeroed so two
        states compare equal exactly when the runs wrote the same."""
        shape = layout()
        runtime, context = bytearray(self.runtime), bytearray(self.context)
        runtime[shape.runtime_host_printf : shape.runtime_host_printf + 8] = bytes(8)
        context[shape.context_runtime : shape.context_runtime + 8] = bytes(8)
        return bytes(runtime), bytes(context), tuple(self.prints)

    @staticmethod
    def _put(buffer: ctypes.Array, offset: int, pointer: ctypes.c_void_p) -> None:
        ctypes.c_void_p.from_buffer(buffer, offset).value = pointer.value
