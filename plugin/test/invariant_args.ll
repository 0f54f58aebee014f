; invariant-args: one remark per module, the loads it marked or the first use that kept them
; all unmarked (the marks themselves: testdata/filecheck/invariant_args). Loads marked
; already are not counted again.
; RUN: opt -load-pass-plugin=%plugin -passes=invariant-args -pass-remarks=invariant-args -disable-output %s 2>&1 | FileCheck %s --check-prefix=MARKED
; RUN: opt -load-pass-plugin=%plugin -passes=invariant-args -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: opt -load-pass-plugin=%plugin -passes=invariant-args -S %s | opt -load-pass-plugin=%plugin -passes=invariant-args -pass-remarks=invariant-args -disable-output 2>&1 | FileCheck %s --check-prefix=AGAIN --allow-empty
; RUN: sed 's/^; ESCAPE: //' %s | opt -load-pass-plugin=%plugin -passes=invariant-args -pass-remarks-missed=invariant-args -S -o %t.left.ll 2>&1 | FileCheck %s --check-prefix=MISSED
; RUN: FileCheck %s --check-prefix=LEFT < %t.left.ll

; MARKED: remark: {{.*}}: 3 argument-buffer loads marked invariant
; YAML: --- !Passed
; YAML-NEXT: Pass: invariant-args
; YAML-NEXT: Name: Marked
; YAML-NEXT: Function: kernel
; YAML: - Loads: '3'
; AGAIN-NOT: remark
; MISSED: remark: {{.*}}: argument-buffer loads left unmarked: @other: store takes the argument buffer's address in the context (%slot), so the buffer may change
; LEFT-NOT: !invariant.load

%struct.RuntimeContext = type { ptr, ptr, i32 }

define i32 @kernel(ptr %context) {
entry:
  %slot = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0
  %buf = load ptr, ptr %slot, align 8
  %shape = getelementptr i8, ptr %buf, i64 4
  %n = load i32, ptr %shape, align 4
  %m = load i32, ptr %buf, align 4
  %sum = add i32 %n, %m
  ret i32 %sum
}

define void @other(ptr %context) {
entry:
  %slot = getelementptr %struct.RuntimeContext, ptr %context, i32 0, i32 0
; ESCAPE: store ptr null, ptr %slot, align 8
  ret void
}
