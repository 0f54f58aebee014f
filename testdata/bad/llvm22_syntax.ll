; Optimised-dump syntax of LLVM 19-22 around the helper calls.
declare void @stack_init(ptr noundef captures(none)) #0
declare void @stack_push(ptr noundef, ptr noundef, i64 noundef range(i64 0, 1024), i64 noundef, i64 noundef) #0
declare noundef ptr @stack_top_primal(ptr noundef readnone captures(address), i64 noundef) #0
declare noundef ptr @stack_top_adjoint(ptr noundef, i64 noundef) #0
declare void @stack_pop(ptr noundef captures(none)) #0

define void @f(ptr noalias noundef captures(none) %rt, ptr noundef %heap, ptr readonly captures(none) %maxes, i32 range(i32 0, 8) %i) #1 {
entry:
  %z = zext nneg i32 %i to i64
  %off = shl nuw nsw i64 %z, 6
  %s = getelementptr inbounds nuw i8, ptr %heap, i64 %off
  tail call void @stack_init(ptr noundef %s)
  %mp = getelementptr inbounds nuw i64, ptr %maxes, i64 2
  %m = load i64, ptr %mp, align 8, !range !0, !noundef !1
  tail call void @stack_push(ptr noundef %rt, ptr noundef %s, i64 noundef %m, i64 noundef 8, i64 noundef 5)
  %t = tail call noundef ptr @stack_top_primal(ptr noundef nonnull %s, i64 noundef 8)
  store double 1.5, ptr %t, align 8
  %low = icmp samesign ult i64 %m, 3
  %d = or disjoint i64 %z, 1
  %tr = trunc nuw i64 %d to i32
  br i1 %low, label %small, label %big

small:
  %a = tail call noundef ptr @stack_top_adjoint(ptr noundef %s, i64 noundef 8)
  %av = load double, ptr %a, align 8
  %av2 = fadd fast double %av, 2.0
  store double %av2, ptr %a, align 8
  br label %big

big:
  tail call void @stack_pop(ptr noundef %s)
  ret void
}

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nounwind memory(argmem: readwrite, inaccessiblemem: none) "target-cpu"="x86-64" }

!0 = !{i64 0, i64 1024}
!1 = !{}
