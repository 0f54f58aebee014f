; The loops of cold functions stay rolled in ptxas (debug-cold part `reporters`, on by
; default for GPU targets): backward branches get a loop ID that disables unrolling
; (kept properties included), memsets go through one rolled loop; so do the memsets of the
; blocks only an irpass overflow exit leads to (known by the !irpass.overflow store, whatever
; the block's name); the rest of hot code is untouched.
; RUN: %irpass rewrite %s --strategy none --target ptx | filecheck %s
; RUN: %irpass rewrite %s --strategy none --target ptx --debug-cold-skip reporters | filecheck %s --check-prefix=OFF
; RUN: %irpass rewrite %s --strategy none --target ptx --emit asm | filecheck %s --check-prefix=PTX
; RUN: %if plugin %{ %opt -passes=rolled-loops < %s | filecheck %s %}
; PYTHON-ONLY: the OFF and PTX lines (irpass rewrite's --target and --emit); the plugin's
; rolled-loops runs on what it is given (after default<O3> in the GPU pipeline).

define void @report(ptr %buf, i64 %n) #0 {
entry:
  call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 0, i64 2048, i1 false)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %at = getelementptr inbounds i8, ptr %buf, i64 %i
  store i8 1, ptr %at, align 1
  %next = add i64 %i, 1
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %done, !llvm.loop !0

done:
  ret void
}

define void @kernel(ptr %buf, i64 %n) {
entry:
  call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 0, i64 256, i1 false)
  %bad = icmp eq i64 %n, 0
  br i1 %bad, label %fail, label %loop

fail:
  call void @report(ptr %buf, i64 %n)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ 0, %fail ], [ %next, %loop ]
  %next = add i64 %i, 1
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

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
  store i64 %n, ptr %buf, align 8, !irpass.overflow !2
  %top = icmp eq i64 %e, 0
  br i1 %top, label %zero, label %common.ret

zero:
  call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 0, i64 %n, i1 false)
  br label %common.ret
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

attributes #0 = { noinline cold }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{}

; CHECK-LABEL: define void @report(
; CHECK: call void @irpass.rolled.memset(ptr align 1 %buf, i8 0, i64 2048)
; CHECK: br i1 %more, label %loop, label %done, !llvm.loop [[REPORT:![0-9]+]]
; CHECK-LABEL: define {{(ptx_kernel )?}}void @kernel(
; CHECK: call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 0, i64 256, i1 false)
; CHECK: br i1 %more, label %loop, label %done{{$}}
; CHECK-LABEL: define {{(ptx_kernel )?}}void @pushes(
; CHECK: body:
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr align 1 %buf, i8 1, i64 %n, i1 false)
; CHECK: exit:
; CHECK-NEXT: store i64 %n, ptr %buf, align 8, !irpass.overflow [[OVERFLOW:![0-9]+]]
; CHECK: zero:
; CHECK-NEXT: call void @irpass.rolled.memset(ptr align 1 %buf, i8 0, i64 %n)
; CHECK-LABEL: define internal void @irpass.rolled.memset(ptr %at, i8 %value, i64 %bytes)
; CHECK: br i1 %more, label %store, label %done, !llvm.loop [[MEMSET:![0-9]+]]
; CHECK-DAG: [[DISABLE:![0-9]+]] = !{!"llvm.loop.unroll.disable"}
; CHECK-DAG: [[REPORT]] = distinct !{[[REPORT]], [[PROGRESS:![0-9]+]], [[DISABLE]]}
; CHECK-DAG: [[MEMSET]] = distinct !{[[MEMSET]], [[DISABLE]]}
; CHECK-DAG: [[OVERFLOW]] = !{}

; OFF-NOT: irpass.rolled
; OFF-NOT: unroll.disable

; PTX-LABEL: .func report(
; PTX: .pragma "nounroll";
; PTX-LABEL: .entry kernel(
; PTX-NOT: .pragma
; PTX-LABEL: .entry pushes(
; PTX: call.uni irpass_$_rolled_$_memset
; PTX-LABEL: .func irpass_$_rolled_$_memset(
; PTX: .pragma "nounroll";
