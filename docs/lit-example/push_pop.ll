; Every adstack helper call of @reverse becomes inline code.
; RUN: %irpass rewrite %s | %filecheck %s
; RUN: irpass rewrite %s --strategy inline | filecheck %s --check-prefix=INLINE

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)

; CHECK-LABEL: define double @reverse(
; CHECK-NOT: call {{.*}}@stack_
; CHECK: ret double
; INLINE: {{^}}irpass.overflow{{[0-9]+}}:
define double @reverse(ptr %rt, ptr %slab, i64 %max) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 8, i64 1)
  %pri = call ptr @stack_top_primal(ptr %s, i64 8)
  %p = load double, ptr %pri, align 8
  call void @stack_pop(ptr %s)
  ret double %p
}
