declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare ptr @stack_top_adjoint(ptr, i64)
declare void @stack_pop(ptr)

define void @f(ptr %rt, ptr %heap) !dbg !5 {
entry:
  %s = getelementptr i8, ptr %heap, i64 0, !dbg !8
  call void @stack_init(ptr %s), !dbg !8
  call void @stack_push(ptr %rt, ptr %s, i64 4, i64 4, i64 1), !dbg !9
  %t = call ptr @stack_top_primal(ptr %s, i64 4), !dbg !9
  store float 1.0, ptr %t, align 4, !dbg !9
  call void @stack_pop(ptr %s), !dbg !10 ; trailing comment with "quotes" and ; semicolons
  ret void, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_Python, file: !1, producer: "quadrants", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.py", directory: "/tmp")
!2 = !DISubroutineType(types: !{})
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !2, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocation(line: 3, column: 5, scope: !5)
!10 = !DILocation(line: 4, column: 7, scope: !5)
