"""The loops of cold out-of-line functions, and of the blocks behind irpass's overflow exits,
stay rolled: loop IDs that disable unrolling on their backward branches, memsets through one
rolled loop; nothing else changes, and the functions compute the same."""

import ctypes

import llvmlite.binding as llvm
import numpy as np
import pytest

import irpass
from irpass import RewriteOptions
from irpass.backend.emit import EmitOptions, emit
from irpass.backend.llvm import parse
from irpass.backend.rolled_loops import ROLLED_MEMSET, cold_functions, exit_blocks, roll_loops
from irpass.testing.cpu_runtime import runtime_bitcode
from irpass.testing.harness import compile_module
from irpass.testing.objects import PTXAS, assemble_ptx, linked_ptx
from tests.shared import ROOT
from tests.test_link import DUMP

MODULE = """\
define void @report(ptr %buf, i64 %n) #0 {
entry:
  call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 7, i64 %n, i1 false)
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %done, label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %at = getelementptr inbounds i8, ptr %buf, i64 %i
  %b = load i8, ptr %at, align 1
  %c = add i8 %b, 1
  store i8 %c, ptr %at, align 1
  %next = add i64 %i, 1
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %again, !llvm.loop !0

again:
  %j = phi i64 [ 0, %loop ], [ %j.next, %again ]
  %j.next = add i64 %j, 2
  %j.more = icmp ult i64 %j.next, %n
  br i1 %j.more, label %again, label %done

done:
  ret void
}

define void @hot(ptr %buf, i64 %n) {
entry:
  call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 3, i64 %n, i1 false)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %next = add i64 %i, 1
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

attributes #0 = { noinline cold }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
"""


# A hot function with an overflow exit, as a shared exit leaves it after -O3: the runtime's
# stack_push inlined behind the exit, zeroing an entry of a size only known at run time, and
# a return block that hot code shares. The exit is known by its marked store, not its name.
EXITS = """\
define void @pushes(ptr %buf, i64 %n, i64 %e) {
entry:
  %full = icmp ugt i64 %n, 4
  br i1 %full, label %exit, label %body

body:
  call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 1, i64 %n, i1 false)
  br label %common.ret

common.ret:
  ret void

exit:
  store i8 9, ptr %buf, align 1, !irpass.overflow !0
  %top = icmp eq i64 %e, 0
  br i1 %top, label %zero, label %common.ret

zero:
  %at = getelementptr i8, ptr %buf, i64 1
  call void @llvm.memset.p0.i64(ptr align 1 %at, i8 0, i64 %n, i1 false)
  br label %common.ret
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

!0 = !{}
"""


def _body(text: str, name: str) -> str:
    start = text.index(f"@{name}(")
    return text[start : text.index("\n}", start)]


def test_cold_functions_are_the_kept_and_the_cold_ones() -> None:
    assert cold_functions(MODULE, frozenset()) == ["report"]
    assert cold_functions(MODULE, frozenset({"hot"})) == ["report", "hot"]


def test_only_the_cold_function_changes_and_the_result_verifies() -> None:
    rolled = roll_loops(MODULE, ["report"])
    module = parse(rolled, "<rolled>", llvm.create_context())
    module.verify()
    cold, hot = _body(rolled, "report"), _body(rolled, "hot")
    assert hot == _body(MODULE, "hot")
    assert f"call void @{ROLLED_MEMSET}(ptr align 1 %buf, i8 7, i64 %n)" in cold
    assert "llvm.memset" not in cold
    # the latch with an ID keeps its properties, the one without gets an ID, the entry's
    # forward branch none
    assert cold.count("!llvm.loop") == 2
    assert "br i1 %empty, label %done, label %loop\n" in cold
    assert '!2 = !{!"llvm.loop.unroll.disable"}' in rolled
    assert "distinct !{!3, !1, !2}" in rolled  # the old loop's mustprogress kept
    assert rolled.count(f"define internal void @{ROLLED_MEMSET}(") == 1


def test_rolling_nothing_returns_the_text_itself() -> None:
    assert roll_loops(MODULE, []) is MODULE
    assert roll_loops(MODULE, ["hot_not_defined"]) is MODULE


def test_a_taken_helper_name_gets_a_suffix() -> None:
    taken = MODULE + f"@{ROLLED_MEMSET} = global i8 0\n"
    rolled = roll_loops(taken, ["report"])
    assert f"call void @{ROLLED_MEMSET}.1(" in rolled
    parse(rolled, "<rolled>", llvm.create_context()).verify()


def _spans(text: str, name: str) -> tuple[int, int]:
    start = text.index("{", text.index(f"@{name}(")) + 1
    return start, text.index("\n}", start)


def test_exit_blocks_are_those_only_an_overflow_exit_leads_to() -> None:
    blocks = exit_blocks(EXITS, _spans(EXITS, "pushes"))
    assert [EXITS[s:e].split(":")[0].strip() for s, e in blocks] == [
        "exit",
        "zero",
    ]
    assert exit_blocks(MODULE, _spans(MODULE, "hot")) == []
    unmarked = EXITS.replace(", !irpass.overflow !0", "").replace("exit", "irpass.overflow.exit0")
    assert exit_blocks(unmarked, _spans(unmarked, "pushes")) == []
    unlabelled = EXITS.replace("entry:\n", "")
    assert len(exit_blocks(unlabelled, _spans(unlabelled, "pushes"))) == 2


def test_a_memset_behind_an_overflow_exit_goes_through_the_rolled_loop() -> None:
    rolled = roll_loops(EXITS, [])
    parse(rolled, "<rolled>", llvm.create_context()).verify()
    assert "call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 1, i64 %n, i1 false)" in rolled
    assert f"call void @{ROLLED_MEMSET}(ptr align 1 %at, i8 0, i64 %n)" in rolled
    assert rolled.count(f"define internal void @{ROLLED_MEMSET}(") == 1


@pytest.mark.parametrize("e", [0, 1])
@pytest.mark.parametrize("n", [0, 3, 5, 40])
def test_the_rolled_exit_computes_the_same(n: int, e: int) -> None:
    def run(text: str) -> bytes:
        engine = compile_module(text)
        pushes = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)(
            engine.get_function_address("pushes")
        )
        buffer = np.full(n + 8, 0x55, dtype=np.uint8)
        pushes(buffer.ctypes.data, n, e)
        return buffer.tobytes()

    assert run(roll_loops(EXITS, [])) == run(EXITS)


def _run(text: str, n: int) -> bytes:
    engine = compile_module(text)
    report = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64)(
        engine.get_function_address("report")
    )
    buffer = np.full(n + 8, 0x55, dtype=np.uint8)
    report(buffer.ctypes.data, n)
    return buffer.tobytes()


@pytest.mark.parametrize("n", [0, 1, 7, 2048])
def test_the_rolled_function_computes_the_same(n: int) -> None:
    rolled = roll_loops(MODULE, ["report"])
    assert _run(rolled, n) == _run(MODULE, n)


@pytest.mark.skipif(runtime_bitcode("cuda") is None, reason="the quadrants wheel is not installed")
@pytest.mark.skipif(PTXAS is None, reason="ptxas is not on PATH")
def test_the_real_runtime_reporters_stay_rolled(tmp_path) -> None:
    """quadrants_assert_format and the kept printf, optimised: each loop (the lock's spin, the
    message's length; sm_90 has no pre-Volta lane loop) is a nounroll loop, the buffer zeroing a
    call to the rolled memset; hot code is not held back; the PTX assembles."""
    text = DUMP.read_text()
    plain = emit(text, linked_ptx(print_out_of_line=True)).decode()
    rolled = emit(text, linked_ptx(print_out_of_line=True, reporters=True)).decode()
    assert ".pragma" not in plain
    reporter = _ptx_function(rolled, "quadrants_assert_format")
    assert reporter.count('.pragma "nounroll"') >= 2
    assert "irpass_$_rolled_$_memset" in reporter
    assert '.pragma "nounroll"' in _ptx_function(rolled, "irpass_$_rolled_$_memset")
    assert ".pragma" not in _ptx_function(rolled, "function_body"), "hot code unrolls as before"
    assemble_ptx(rolled.encode(), tmp_path)


def _ptx_function(ptx: str, name: str) -> str:
    start = ptx.index(f".func {name}(")
    return ptx[start : ptx.index("\n}\n", start)]


def _optimised_example(strategy: str) -> tuple[str, tuple[int, int]]:
    """The example kernel rewritten by ``strategy``, the module's own helpers inlined at -O3
    (the real flow), and the span of the kernel's body."""
    example = (ROOT / "testdata" / "examples" / "quadrants_loop_f32.ll").read_text()
    text = irpass.rewrite(example, RewriteOptions(strategy=strategy, outline_cold=False)).text
    out = emit(text, EmitOptions(opt_level=3, target="ptx", define_helpers=True)).decode()
    return out, _spans(out, "q_loop_f32_1x16_reverse_grad_kernel_0")


def test_the_overflow_mark_outlives_the_inlined_report() -> None:
    """A report of the real stack (``inline``'s per push), the module's own ``stack_push``,
    inlined at -O3 (the call and its ``cold`` gone): the marked header store stays, so the
    blocks behind it are found."""
    out, body = _optimised_example("inline")
    assert "@stack_push(" not in out[slice(*body)]
    blocks = [out[s:e] for s, e in exit_blocks(out, body)]
    assert ", !irpass.overflow !" in blocks[0]
    # the runtime's report after it: the overflow flag set, the task id recorded
    assert "store atomic" in blocks[1] and "cmpxchg" in blocks[3]


def test_the_shared_exit_folds_to_the_runtime_stores() -> None:
    """The shared exit reports on a header of its own (count 0, max 0): inlined at -O3, its
    ``stack_push`` is the overflow path alone, the flag set and the task id recorded. No
    stack is read or written there, no entry zeroed: the header and its mark are gone, and
    nothing is left behind the exit for ``rolled-loops`` to roll."""
    out, body = _optimised_example("shared-exit")
    code = out[slice(*body)]
    exit = code[code.index("\nirpass.overflow.exit0:") :]
    assert exit.split("\n")[2].endswith("= load ptr, ptr %runtime, align 8")  # the flag's
    assert code.count("store atomic i64 1") == code.count("cmpxchg ptr") == 1
    assert "alloca" not in code and "!irpass.overflow" not in code
    assert exit_blocks(out, body) == []
