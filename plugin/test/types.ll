; Helper calls and declarations must have the flavour's types, not only its argument
; counts: code built on an i32 max would not verify. (The Python tool reads only the counts
; and stops with an internal error on such input; the plugin leaves it alone.)
; RUN: opt -load-pass-plugin=%plugin -passes=adstack-promote -pass-remarks-missed=adstack -S %s -o - 2>&1 | FileCheck %s --check-prefix=CALL
; RUN: sed 's/^declare void @stack_push(ptr, ptr, i64,/declare void @stack_push(ptr, ptr, i32,/' %s | opt -load-pass-plugin=%plugin -passes=adstack-promote -pass-remarks-missed=adstack -S -o - 2>&1 | FileCheck %s --check-prefix=DECL

; CALL: remark: {{.*}}@f: stack %s left alone [unparsed-helper-call]: helper call irpass cannot parse: arguments of other types than @stack_push's
; CALL: call void @stack_push(ptr %rt, ptr %s, i32 %m, i64 4, i64 1)
; DECL: remark: {{.*}}@f: stack %s left alone [helper-declarations]: @stack_push parameter 3 is not of the quadrants type

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)

define void @f(ptr %rt, ptr %slab, i32 %m) {
entry:
  %s = getelementptr i8, ptr %slab, i64 8
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i32 %m, i64 4, i64 1)
  ret void
}
