"""--define-helpers: the helper bodies follow each flavour's runtime, checked by running them."""

import ctypes
import re

import llvmlite.binding as llvm
import pytest

from irpass.backend.define_helpers import define_helpers, flavour
from irpass.backend.emit import EmitOptions, emit
from irpass.errors import IRPassError

llvm.initialize_native_target()
llvm.initialize_native_asmprinter()

# A Quadrants-style module: the five helpers declared (with the alwaysinline attribute group the
# dumps carry), the overflow getters defined as loads from a two-field "runtime" so a test can
# point them at its own counters, and small drivers to call from Python.
QUADRANTS = """
%Runtime = type { ptr, ptr }

define ptr @LLVMRuntime_get_adstack_overflow_flag_dev_ptr(ptr %rt) {
  %field = getelementptr %Runtime, ptr %rt, i32 0, i32 0
  %flag = load ptr, ptr %field
  ret ptr %flag
}

define ptr @LLVMRuntime_get_adstack_overflow_task_id_dev_ptr(ptr %rt) {
  %field = getelementptr %Runtime, ptr %rt, i32 0, i32 1
  %task = load ptr, ptr %field
  ret ptr %task
}

; Function Attrs: alwaysinline mustprogress nounwind uwtable
declare void @stack_init(ptr noundef) #0
declare void @stack_push(ptr noundef, ptr noundef, i64 noundef, i64 noundef, i64 noundef) #0
declare void @stack_pop(ptr noundef) #0
declare ptr @stack_top_primal(ptr noundef, i64 noundef) #0
declare ptr @stack_top_adjoint(ptr noundef, i64 noundef) #0
declare i32 @other_runtime_function(ptr)

define void @init(ptr %s) {
  call void @stack_init(ptr %s)
  ret void
}

define void @push(ptr %rt, ptr %s, i64 %max, i64 %task, float %v) {
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 4, i64 %task)
  %p = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %p
  ret void
}

define void @pop(ptr %s) {
  call void @stack_pop(ptr %s)
  ret void
}

define ptr @primal(ptr %s) {
  %p = call ptr @stack_top_primal(ptr %s, i64 4)
  ret ptr %p
}

define ptr @adjoint(ptr %s) {
  %p = call ptr @stack_top_adjoint(ptr %s, i64 4)
  ret ptr %p
}

attributes #0 = { alwaysinline mustprogress nounwind uwtable "target-cpu"="x86-64" }
"""

# Taichi 1.7's spelling: typed pointers, a 3-parameter push with the capacity but no check.
TAICHI = """
declare void @stack_init(i8*) #0
declare void @stack_push(i8*, i64, i64) #0
declare void @stack_pop(i8*) #0
declare i8* @stack_top_primal(i8*, i64) #0
declare i8* @stack_top_adjoint(i8*, i64) #0

define void @init(i8* %s) {
  call void @stack_init(i8* %s)
  ret void
}

define void @push(i8* %s, i64 %max, double %v) {
  call void @stack_push(i8* %s, i64 %max, i64 8)
  %p = call i8* @stack_top_primal(i8* %s, i64 8)
  %d = bitcast i8* %p to double*
  store double %v, double* %d
  ret void
}

define void @pop(i8* %s) {
  call void @stack_pop(i8* %s)
  ret void
}

define i8* @primal(i8* %s) {
  %p = call i8* @stack_top_primal(i8* %s, i64 8)
  ret i8* %p
}

define i8* @adjoint(i8* %s) {
  %p = call i8* @stack_top_adjoint(i8* %s, i64 8)
  ret i8* %p
}

attributes #0 = { alwaysinline nounwind }
"""

_P, _I64 = ctypes.c_void_p, ctypes.c_int64
_SIGNATURES = {
    "init": (None, _P),
    "pop": (None, _P),
    "primal": (_P, _P),
    "adjoint": (_P, _P),
}


class Jit:
    """The drivers of a module, compiled for this machine and callable from Python."""

    def __init__(self, text: str, push_args: tuple) -> None:
        module = llvm.parse_assembly(text)
        machine = llvm.Target.from_default_triple().create_target_machine()
        self.engine = llvm.create_mcjit_compiler(module, machine)
        self.engine.finalize_object()
        signatures = {**_SIGNATURES, "push": (None, *push_args)}
        for name, (result, *params) in signatures.items():
            address = self.engine.get_function_address(name)
            setattr(self, name, ctypes.CFUNCTYPE(result, *params)(address))


def _helpers_defined(text: str, opt_level: int) -> str:
    return emit(text, EmitOptions(opt_level=opt_level, define_helpers=True)).decode()


class Stack:
    """A stack's bytes: the count, then (primal, adjoint) pairs of ``size`` bytes."""

    def __init__(self, entries: int, size: int) -> None:
        self.size = size
        self.buffer = ctypes.create_string_buffer(b"\xff" * (8 + entries * 2 * size))
        self.address = ctypes.addressof(self.buffer)

    @property
    def count(self) -> int:
        return ctypes.c_uint64.from_buffer(self.buffer).value

    def entry(self, k: int) -> int:
        return self.address + 8 + k * 2 * self.size


@pytest.fixture(params=[0, 3], ids=["O0", "O3"])
def quadrants(request):
    push = (_P, _P, _I64, _I64, ctypes.c_float)
    return Jit(_helpers_defined(QUADRANTS, request.param), push)


@pytest.fixture(params=[0, 3], ids=["O0", "O3"])
def taichi(request):
    return Jit(_helpers_defined(TAICHI, request.param), (_P, _I64, ctypes.c_double))


class Runtime(ctypes.Structure):
    _fields_ = [("flag", ctypes.c_void_p), ("task", ctypes.c_void_p)]


def _runtime(flag: ctypes.c_int64 | None, task: ctypes.c_int64 | None) -> Runtime:
    return Runtime(
        ctypes.addressof(flag) if flag is not None else None,
        ctypes.addressof(task) if task is not None else None,
    )


def test_flavour_comes_from_the_push_declaration():
    assert flavour(str(llvm.parse_assembly(QUADRANTS))) == "quadrants"
    assert flavour(str(llvm.parse_assembly(TAICHI))) == "taichi"


def test_quadrants_push_top_and_pop(quadrants):
    stack = Stack(4, 4)
    flag, task = ctypes.c_int64(0), ctypes.c_int64(0)
    runtime = _runtime(flag, task)
    quadrants.init(stack.address)
    assert stack.count == 0
    for value in (1.5, 2.5):
        quadrants.push(ctypes.addressof(runtime), stack.address, 4, 9, value)
    assert stack.count == 2
    assert quadrants.primal(stack.address) == stack.entry(1)
    assert quadrants.adjoint(stack.address) == stack.entry(1) + 4
    top = (ctypes.c_float * 2).from_address(stack.entry(1))
    assert list(top) == [2.5, 0.0]  # the adjoint was zeroed by the push
    quadrants.pop(stack.address)
    assert stack.count == 1
    assert ctypes.c_float.from_address(quadrants.primal(stack.address)).value == 1.5
    assert (flag.value, task.value) == (0, 0)


def test_quadrants_reads_and_pops_saturate_on_an_empty_stack(quadrants):
    stack = Stack(2, 4)
    quadrants.init(stack.address)
    assert quadrants.primal(stack.address) == stack.entry(0)
    assert quadrants.adjoint(stack.address) == stack.entry(0) + 4
    quadrants.pop(stack.address)
    assert stack.count == 0


def test_quadrants_overflow_sets_the_flag_and_the_first_task_id(quadrants):
    stack = Stack(3, 4)
    flag, task = ctypes.c_int64(0), ctypes.c_int64(0)
    runtime = ctypes.addressof(_runtime(flag, task))
    quadrants.init(stack.address)
    quadrants.push(runtime, stack.address, 1, 5, 1.0)
    quadrants.push(runtime, stack.address, 1, 5, 2.0)
    assert stack.count == 1
    assert ctypes.c_float.from_address(stack.entry(0)).value == 2.0  # the refused push's store
    assert (flag.value, task.value) == (1, 5)
    quadrants.push(runtime, stack.address, 1, 6, 3.0)
    assert task.value == 5  # compare-and-swap from 0 only


def test_quadrants_overflow_skips_missing_pointers_and_task_zero(quadrants):
    stack = Stack(3, 4)
    quadrants.init(stack.address)
    task = ctypes.c_int64(0)
    quadrants.push(ctypes.addressof(_runtime(None, task)), stack.address, 0, 0, 1.0)
    assert task.value == 0
    flag = ctypes.c_int64(0)
    quadrants.push(ctypes.addressof(_runtime(flag, None)), stack.address, 0, 4, 1.0)
    assert flag.value == 1
    assert stack.count == 0


def test_taichi_push_zeroes_and_pop_does_not_saturate(taichi):
    stack = Stack(3, 8)
    taichi.init(stack.address)
    taichi.push(stack.address, 3, 4.25)
    taichi.push(stack.address, 3, 8.5)
    assert stack.count == 2
    top = (ctypes.c_double * 2).from_address(stack.entry(1))
    assert list(top) == [8.5, 0.0]
    assert taichi.adjoint(stack.address) == stack.entry(1) + 8
    for _ in range(3):
        taichi.pop(stack.address)
    assert stack.count == 2**64 - 1  # Taichi checks neither overflow nor underflow


def test_taichi_push_past_capacity_is_not_refused(taichi):
    stack = Stack(3, 8)
    taichi.init(stack.address)
    for value in (1.0, 2.0, 3.0):
        taichi.push(stack.address, 1, value)
    assert stack.count == 3
    assert ctypes.c_double.from_address(taichi.primal(stack.address)).value == 3.0


def _normalised(text: str) -> str:
    return str(llvm.parse_assembly(text))


def test_only_helpers_become_defined():
    text = define_helpers(_normalised(QUADRANTS))
    for helper in ("stack_init", "stack_push", "stack_pop", "stack_top_primal"):
        assert re.search(rf"^define internal \w+ @{helper}\(", text, re.M)
    assert re.search(r"^declare i32 @other_runtime_function\(ptr\)", text, re.M)
    assert "Function Attrs: alwaysinline mustprogress" not in text
    llvm.parse_assembly(text).verify()


def test_overflow_getters_are_declared_when_the_module_lacks_them():
    text = QUADRANTS.split("; Function Attrs")[1]  # without the getter definitions
    text = define_helpers(_normalised("%Runtime = type { ptr, ptr }\n; Function Attrs" + text))
    assert re.search(
        r"^declare ptr @LLVMRuntime_get_adstack_overflow_flag_dev_ptr\(ptr\)", text, re.M
    )
    assert len(re.findall(r"^declare void @llvm\.memset\.p0\.i64", text, re.M)) == 1
    llvm.parse_assembly(text).verify()


def test_existing_memset_declaration_is_reused():
    text = _normalised(TAICHI + "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)\n")
    defined = define_helpers(text)
    assert len(re.findall(r"@llvm\.memset\.p0\.i64\(ptr", defined)) == 2  # declaration + call
    llvm.parse_assembly(defined).verify()


def test_a_module_that_defines_a_helper_keeps_its_definition():
    own = "define void @stack_init(ptr %s) {\n  store i64 42, ptr %s, align 8\n  ret void\n}"
    text = _normalised(QUADRANTS.replace("declare void @stack_init(ptr noundef) #0", own))
    defined = define_helpers(text)
    assert "store i64 42, ptr %s, align 8" in defined
    assert defined.count("@stack_init(ptr") == 2  # the definition and the driver's call
    assert define_helpers(defined) == defined


@pytest.mark.parametrize(
    ("declaration", "message"),
    [
        ("declare void @stack_push(ptr, i64, i64, i64)", "4 parameters; expected 5"),
        ("declare ptr @stack_top_primal(ptr, i32)", "expected ptr (ptr, i64)"),
        ("declare i64 @stack_pop(ptr)", "declared as i64 (ptr)"),
    ],
)
def test_unexpected_helper_signatures_are_errors(declaration, message):
    with pytest.raises(IRPassError, match=re.escape(message)) as error:
        define_helpers(_normalised(declaration + "\n"), "k.ll")
    assert str(error.value).startswith("k.ll:1:1: error:")
