; rolled-loops under clang (the GPU pipeline at -O3), on a kernel whose blocks have no names,
; as clang leaves them when it discards value names: the blocks behind an overflow exit are
; known by the !irpass.overflow store a strategy put there (here with the runtime's
; stack_push inlined after it, as --link leaves it), so the memset only they reach goes
; through the rolled loop; the hot memset stays. Without the mark, nothing is cold.
; RUN: clang -target nvptx64-nvidia-cuda -O3 %fpass-plugin -S -emit-llvm %s -o - | FileCheck %s
; RUN: sed 's/, !irpass.overflow !0//' %s | clang -target nvptx64-nvidia-cuda -O3 %fpass-plugin -x ir -S -emit-llvm - -o - | FileCheck %s --check-prefix=UNMARKED

; CHECK-LABEL: define void @pushes(
; CHECK: call void @llvm.memset.p0.i64(ptr align 1 %0, i8 1, i64 %1, i1 false)
; CHECK: store i64 %1, ptr %0, align 8, !irpass.overflow
; CHECK: call void @irpass.rolled.memset(ptr align 1 %{{[0-9]+}}, i8 0, i64 %1)
; CHECK-LABEL: define internal void @irpass.rolled.memset(
; UNMARKED-NOT: irpass.rolled.memset

target triple = "nvptx64-nvidia-cuda"

define void @pushes(ptr %0, i64 %1, i64 %2) {
  %4 = icmp ugt i64 %1, 4
  br i1 %4, label %6, label %5

5:
  call void @llvm.memset.p0.i64(ptr align 1 %0, i8 1, i64 %1, i1 false)
  ret void

6:
  store i64 %1, ptr %0, align 8, !irpass.overflow !0
  %7 = icmp eq i64 %2, 0
  br i1 %7, label %8, label %10

8:
  %9 = getelementptr i8, ptr %0, i64 8
  call void @llvm.memset.p0.i64(ptr align 1 %9, i8 0, i64 %1, i1 false)
  br label %10

10:
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

!0 = !{}
