; Every load from the kernel's argument buffer (RuntimeContext field 0, and the GEPs of the
; buffer: an ndarray's shape and data pointer) is marked !invariant.load, so LLVM reads each
; once instead of again after every store. Loads of other memory, and volatile ones, are not.
; RUN: %irpass rewrite %s --debug-cold | filecheck %s
; RUN: %if plugin %{ %opt -passes=invariant-args < %s | filecheck %s %}
; RUN: %irpass rewrite %s --debug-cold --debug-cold-skip args | filecheck %s --check-prefix=OFF

%struct.RuntimeContext = type { ptr, ptr, i32, ptr, i32, ptr, ptr }

; CHECK-LABEL: define void @kernel(
; CHECK: %buf = load ptr, ptr %slot, align 8, !invariant.load !{{.+}}
; CHECK: %n = load i32, ptr %shape, align 4, !invariant.load !{{.+}}
; CHECK: %data = load ptr, ptr %dataslot, align 8, !invariant.load !{{.+}}
; CHECK: %x = load float, ptr %elem, align 4{{$}}
; CHECK: %buf2 = load ptr, ptr %slot2, align 8, !invariant.load !{{.+}}
; CHECK: %n2 = load i32, ptr %shape2, align 4, !invariant.load !{{.+}}
; CHECK: %v = load volatile i32, ptr %shape2, align 4{{$}}
; OFF-NOT: invariant.load
define void @kernel(ptr %context, i32 %i) {
entry:
  %slot = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0
  %buf = load ptr, ptr %slot, align 8
  %arg = getelementptr { { { i32, i32 }, ptr, ptr } }, ptr %buf, i32 0, i32 0
  %shape = getelementptr { { i32, i32 }, ptr, ptr }, ptr %arg, i32 0, i32 0, i32 1
  %n = load i32, ptr %shape, align 4
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %body, label %exit

body:
  %dataslot = getelementptr inbounds { { i32, i32 }, ptr, ptr }, ptr %arg, i32 0, i32 1
  %data = load ptr, ptr %dataslot, align 8
  %elem = getelementptr float, ptr %data, i32 %i
  %x = load float, ptr %elem, align 4
  %y = fadd float %x, 1.0
  store float %y, ptr %elem, align 4
  %slot2 = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0
  %buf2 = load ptr, ptr %slot2, align 8
  %shape2 = getelementptr { { i32, i32 }, ptr, ptr }, ptr %buf2, i32 0, i32 0, i32 1
  %n2 = load i32, ptr %shape2, align 4
  %v = load volatile i32, ptr %shape2, align 4
  %sum = add i32 %n2, %v
  store i32 %sum, ptr %data, align 4
  br label %exit

exit:
  ret void
}
