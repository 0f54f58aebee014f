; A push reached through invoke is not a call irpass models.
declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)
declare i32 @__gxx_personality_v0(...)

define void @f(ptr %rt, ptr %heap) personality ptr @__gxx_personality_v0 {
entry:
  %s = getelementptr i8, ptr %heap, i64 0
  call void @stack_init(ptr %s)
  invoke void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 1)
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}
