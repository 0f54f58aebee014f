"""Retargeting: triple and datalayout, kernels, private allocas, host attributes, and refusals."""

import re

import llvmlite.binding as llvm
import pytest

from irpass.backend.emit import EmitOptions, emit
from irpass.backend.retarget import mark_kernels, set_target, strip_host_attributes
from irpass.errors import IRPassError
from irpass.ir.address_spaces import allocas_to_private
from irpass.ir.kernels import detect_kernels

# Shaped like a Quadrants CPU dump: no triple, an x86 datalayout and attribute group, a kernel
# that hands its body to the runtime's parallel-for, declared runtime functions.
CPU_DUMP = """; ModuleID = 'kernel'
source_filename = "kernel"
target datalayout = "e-m:e-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @k_c1_0_kernel_0_range_for(ptr %context) {
entry:
  call void @cpu_parallel_range_for(ptr %context, i32 0, i32 4, ptr @function_body)
  ret void
}

define internal void @function_body(ptr %0, ptr %1, i32 %2) {
allocs:
  %3 = alloca i64, align 8
  %named = alloca [2 x float], align 4
  call void @llvm.lifetime.start.p0(ptr %named)
  store i64 0, ptr %3, align 8
  %4 = sext i32 %2 to i64
  store i64 %4, ptr %3, align 8
  store float 1.0, ptr %named, align 4
  call void @llvm.lifetime.end.p0(ptr %named)
  ret void
}

define void @exported_helper(ptr %p) #0 {
  ret void
}

define i32 @returns_value() {
  ret i32 0
}

declare void @cpu_parallel_range_for(ptr, i32, i32, ptr) #0
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { alwaysinline nounwind uwtable "frame-pointer"="all" "target-cpu"="x86-64" \
"target-features"="+cmov,+sse2" "tune-cpu"="generic" }
"""


def _normalised(text: str) -> str:
    return str(llvm.parse_assembly(text))


def _ll(text: str, **options) -> str:
    return emit(text, EmitOptions(**options), "k.ll").decode()


def test_set_target_replaces_both_lines_after_the_header():
    text = set_target(_normalised(CPU_DUMP), "nvptx64-nvidia-cuda", "e-i64:64")
    assert text.splitlines()[:4] == [
        "; ModuleID = '<string>'",
        'source_filename = "kernel"',
        'target datalayout = "e-i64:64"',
        'target triple = "nvptx64-nvidia-cuda"',
    ]
    assert text.count("target datalayout") == 1
    assert set_target(text, "x", "y").count("target triple") == 1


def test_host_attributes_are_removed_and_others_kept():
    text = strip_host_attributes(_normalised(CPU_DUMP))
    group = re.search(r"^attributes #0 = .*$", text, re.M)[0]
    assert group == 'attributes #0 = { alwaysinline nounwind "frame-pointer"="all" }'


def test_kernels_are_detected_by_quadrants_naming_first():
    text = _normalised(CPU_DUMP)
    assert detect_kernels(text) == ["@k_c1_0_kernel_0_range_for"]
    plain = text.replace("k_c1_0_kernel_0_range_for", "entry_point")
    # internal, non-void and used functions are never kernels
    assert detect_kernels(plain) == ["@entry_point", "@exported_helper"]


def test_detected_kernels_get_the_target_convention():
    text = _ll(CPU_DUMP, target="ptx")
    assert "define ptx_kernel void @k_c1_0_kernel_0_range_for(" in text
    assert "define void @exported_helper(" in text
    text = _ll(CPU_DUMP, target="amdgcn")
    assert "define amdgpu_kernel void @k_c1_0_kernel_0_range_for(" in text


def test_named_kernels_replace_detection():
    text = _ll(CPU_DUMP, target="ptx", kernels=("exported_helper", "@k_c1_0_kernel_0_range_for"))
    assert "define ptx_kernel void @exported_helper(" in text
    assert "define ptx_kernel void @k_c1_0_kernel_0_range_for(" in text


def test_marking_is_idempotent():
    once = mark_kernels(_normalised(CPU_DUMP), "ptx")
    assert mark_kernels(once, "ptx") == once


@pytest.mark.parametrize(
    ("kernel", "message"),
    [
        ("missing", "kernel @missing is not a function defined in the module"),
        ("returns_value", "kernel @returns_value must return void"),
        ("function_body", "kernel @function_body is called or referenced inside the module"),
        ("cpu_parallel_range_for", "is not a function defined in the module"),
    ],
)
def test_bad_kernel_names_are_errors(kernel, message):
    with pytest.raises(IRPassError, match=re.escape(message)) as error:
        _ll(CPU_DUMP, target="ptx", kernels=(kernel,))
    assert str(error.value).startswith("k.ll:")


def test_allocas_move_to_private_memory_keeping_value_numbers():
    text = allocas_to_private(_normalised(CPU_DUMP))
    assert "  %irpass.as5.3 = alloca i64, align 8, addrspace(5)\n" in text
    assert "  %3 = addrspacecast ptr addrspace(5) %irpass.as5.3 to ptr\n" in text
    assert "  %irpass.as5.named = alloca [2 x float], align 4, addrspace(5)\n" in text
    assert "call void @llvm.lifetime" not in text
    assert "  %4 = sext i32 %2 to i64" in text


def test_amdgcn_module_verifies_with_private_allocas():
    text = _ll(CPU_DUMP, target="amdgcn")
    assert not re.search(r"= alloca (?!.*addrspace\(5\))", text)
    assert 'target triple = "amdgcn-amd-amdhsa"' in text
    assert "-A5-" in re.search(r"^target datalayout = .*$", text, re.M)[0]
    assert "target-cpu" not in text
    llvm.parse_assembly(text).verify()


def test_cpu_retarget_to_aarch64_drops_x86_attributes():
    text = _ll(CPU_DUMP, target="cpu", mtriple="aarch64-unknown-linux-gnu")
    assert 'target triple = "aarch64-unknown-linux-gnu"' in text
    assert "+sse2" not in text and "x86-64" not in text
    assert "ptx_kernel" not in text and "addrspace(5)" not in text


def test_same_triple_is_left_as_it_is_without_named_kernels():
    ptx = _ll(CPU_DUMP, target="ptx")
    assert _ll(ptx, target="ptx") == ptx
    assert _ll(ptx, target="ptx", kernels=("exported_helper",)).count("ptx_kernel") == 2


X86_PAUSE = """define void @k() {
  call void @llvm.x86.sse2.pause()
  ret void
}
declare void @llvm.x86.sse2.pause()
"""
INLINE_ASM = """define void @k() {
  call void asm sideeffect "nop", ""()
  ret void
}
"""
STDCALL = """define void @k() {
  call x86_stdcallcc void @f()
  ret void
}
declare x86_stdcallcc void @f()
"""
LONG_DOUBLE = """define void @k(ptr %p) {
  %x = load x86_fp80, ptr %p
  ret void
}
"""
THREAD_LOCAL = """@counter = thread_local global i32 0
define void @k() {
  store i32 1, ptr @counter
  ret void
}
"""
INVOKE = """define void @k() personality ptr @gxx {
entry:
  invoke void @f() to label %ok unwind label %bad
ok:
  ret void
bad:
  %e = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @f()
declare i32 @gxx(...)
"""


@pytest.mark.parametrize(
    ("text", "target", "message", "where"),
    [
        (X86_PAUSE, "ptx", "intrinsic @llvm.x86.sse2.pause is specific to x86", (2, 13)),
        (X86_PAUSE, "amdgcn", "cannot be retargeted to amdgcn-amd-amdhsa", (2, 13)),
        (INLINE_ASM, "ptx", "inline assembly cannot be retargeted", (2, 13)),
        (STDCALL, "amdgcn", "calling convention x86_stdcallcc cannot be retargeted", (2, 8)),
        (LONG_DOUBLE, "ptx", "type x86_fp80 does not exist on nvptx64-nvidia-cuda", (2, 13)),
        (THREAD_LOCAL, "ptx", "thread-local global @counter cannot be retargeted", (1, 1)),
        (INVOKE, "amdgcn", "exception handling (personality) cannot be retargeted", (1, 18)),
    ],
    ids=["x86-ptx", "x86-amdgcn", "asm", "stdcall", "fp80", "tls", "invoke"],
)
def test_what_cannot_be_retargeted_is_a_located_error(text, target, message, where):
    with pytest.raises(IRPassError, match=re.escape(message)) as error:
        emit(text, EmitOptions(target=target), "k.ll")
    assert (error.value.path, error.value.line, error.value.col) == ("k.ll", *where)


def test_x86_constructs_stay_legal_on_an_x86_cpu_target():
    for text in (X86_PAUSE, INLINE_ASM, STDCALL, LONG_DOUBLE):
        out = _ll(text, target="cpu", mtriple="x86_64-unknown-linux-gnu", opt_level=1)
        llvm.parse_assembly(out).verify()


def test_x86_intrinsic_is_refused_on_aarch64():
    with pytest.raises(IRPassError, match="specific to x86"):
        _ll(X86_PAUSE, target="cpu", mtriple="aarch64-unknown-linux-gnu")


def test_words_inside_strings_are_not_constructs():
    text = (
        '@message = constant [30 x i8] c"invoke x86_fp80 asm \\22x\\22 resume"\n'
        "define void @k(ptr %p) {\n"
        "  store ptr @message, ptr %p\n"
        "  ret void\n"
        "}\n"
    )
    assert "define ptx_kernel void @k(" in _ll(text, target="ptx")
