; overflow-exit=thread: a kernel entry point's shared overflow exit calls the module's one
; noreturn @irpass.overflow.exit (the report on a header of its own, then llvm.nvvm.exit) and
; is unreachable, with no header alloca in the kernel; a function that is not an entry point,
; and every function of a module not for NVPTX (on AMDGPU s_endpgm ends the wave), keeps the
; returning exit, as overflow-exit=return (the default) gives everywhere. Entry points: a
; kernel mark (ptx_kernel, !nvvm.annotations, which LLVM 19 keeps as metadata) or, when no
; function has one, the Quadrants-named tasks. irpass-gpu ends the thread unless told not to.
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S %s | FileCheck %s --check-prefix=THREAD
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S %s | FileCheck %s --check-prefix=ENDS
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=merged-checks;overflow-exit=thread>' -S %s | FileCheck %s --check-prefix=ENDS
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<overflow=abort;overflow-exit=thread>' -S %s | FileCheck %s --check-prefix=ENDS
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -pass-remarks=adstack -pass-remarks-missed=adstack -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=return>' -S %s | FileCheck %s --check-prefix=RETURN
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit>' -S %s | FileCheck %s --check-prefix=RETURN
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit>' -pass-remarks=adstack -pass-remarks-missed=adstack -disable-output %s 2>&1 | FileCheck %s --check-prefix=QUIET

; An AMDGPU module returns, and says why.
; RUN: sed 's/nvptx64-nvidia-cuda/amdgcn-amd-amdhsa/; s/ptx_kernel/amdgpu_kernel/' %s > %t.amdgpu.ll
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S %t.amdgpu.ll | FileCheck %s --check-prefix=RETURN
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -pass-remarks-missed=adstack -disable-output %t.amdgpu.ll 2>&1 | FileCheck %s --check-prefix=AMDGPU

; A module for another target (here the CPU) returns: the plugin runs in the compile of
; the module's own target, and only NVPTX's exit ends one thread.
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/; s/ptx_kernel //' %s > %t.cpu.ll
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S %t.cpu.ll | FileCheck %s --check-prefix=RETURN
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -pass-remarks-missed=adstack -disable-output %t.cpu.ll 2>&1 | FileCheck %s --check-prefix=CPU
; CPU: remark: {{.*}}@task: overflow exit returns: the module is not for NVPTX

; Kernels marked by !nvvm.annotations only.
; RUN: sed 's/define ptx_kernel/define/' %s > %t.annotated.ll
; RUN: echo '!nvvm.annotations = !{!0, !1}' >> %t.annotated.ll
; RUN: echo '!0 = !{ptr @task, !"kernel", i32 1}' >> %t.annotated.ll
; RUN: echo '!1 = !{ptr @task2, !"maxntidx", i32 128, !"kernel", i32 1}' >> %t.annotated.ll
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S %t.annotated.ll | FileCheck %s --check-prefix=THREAD
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S %t.annotated.ll | FileCheck %s --check-prefix=ENDS

; No kernel mark at all: the Quadrants-named tasks (@helper is not one).
; RUN: sed 's/define ptx_kernel void @task/define void @step_c1_0_kernel_0_serial_task/' %s > %t.quadrants.ll
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S %t.quadrants.ll | FileCheck %s --check-prefix=ENDS
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -pass-remarks=adstack -pass-remarks-missed=adstack -disable-output %t.quadrants.ll 2>&1 | FileCheck %s --check-prefix=QUADRANTS
; Without the kernel marks or Quadrants' names, nothing is an entry point.
; RUN: sed 's/define ptx_kernel/define/' %s | opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S | FileCheck %s --check-prefix=RETURN

; The name taken: the first free one.
; RUN: cp %s %t.taken.ll
; RUN: echo '@irpass.overflow.exit = global i32 0' >> %t.taken.ll
; RUN: opt -load-pass-plugin=%plugin -passes='adstack-promote<strategy=shared-exit;overflow-exit=thread>' -S %t.taken.ll | FileCheck %s --check-prefix=TAKEN

; irpass-gpu: thread unless overflow-exit=return.
; RUN: opt -load-pass-plugin=%plugin -passes='irpass-gpu<strategy=shared-exit>' -S %s | FileCheck %s --check-prefix=ENDS
; RUN: opt -load-pass-plugin=%plugin -passes='irpass-gpu<strategy=shared-exit;overflow-exit=return>' -S %s | FileCheck %s --check-prefix=GPURETURN

; RUN: not opt -load-pass-plugin=%plugin -passes='adstack-promote<overflow-exit=sometimes>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not opt -load-pass-plugin=%plugin -passes='irpass-gpu<overflow-exit=sometimes>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=GPUBAD

; THREAD-LABEL: define {{.*}}void @task(
; THREAD-NEXT: entry:
; THREAD-NEXT: %irpass.cnt0 = alloca i64, align 8
; THREAD-NOT: alloca
; THREAD: irpass.overflow.exit0:
; THREAD-NEXT: [[RT:%irpass.xrt[0-9]+]] = call ptr @RuntimeContext_get_runtime(ptr %context)
; THREAD-NEXT: call void @irpass.overflow.exit(ptr [[RT]], i64 4, i64 7){{$}}
; THREAD-NEXT: unreachable
; THREAD-NEXT: }
; THREAD-LABEL: define {{.*}}void @task2(
; THREAD: irpass.overflow.exit0:
; THREAD-NEXT: [[TID:%irpass.xtid[0-9]+]] = phi i64 [ 5, %entry ], [ 6, %irpass.cont0 ]
; THREAD-NEXT: call void @irpass.overflow.exit(ptr %rt, i64 8, i64 [[TID]]){{$}}
; THREAD-NEXT: unreachable
; THREAD-LABEL: define void @helper(
; THREAD-NEXT: entry:
; THREAD-NEXT: %irpass.hdr0 = alloca i64, align 8
; THREAD: irpass.overflow.exit0:
; THREAD-NEXT: [[RT:%irpass.xrt[0-9]+]] = call ptr @RuntimeContext_get_runtime(ptr %context)
; THREAD-NEXT: store i64 0, ptr %irpass.hdr0, align 8, !irpass.overflow
; THREAD-NEXT: call void @stack_push(ptr [[RT]], ptr %irpass.hdr0, i64 0, i64 4, i64 7) #
; THREAD-NEXT: ret void
; THREAD-NEXT: }
; THREAD: declare void @llvm.nvvm.exit()
; THREAD: define internal void @irpass.overflow.exit(ptr %runtime, i64 %elem, i64 %task) #[[ATTRS:[0-9]+]] {
; THREAD-NEXT: entry:
; THREAD-NEXT: %header = alloca i64, align 8
; THREAD-NEXT: store i64 0, ptr %header, align 8, !irpass.overflow
; THREAD-NEXT: call void @stack_push(ptr %runtime, ptr %header, i64 0, i64 %elem, i64 %task) #[[COLD:[0-9]+]]
; THREAD-NEXT: call void @llvm.nvvm.exit()
; THREAD-NEXT: unreachable
; THREAD-NEXT: }
; THREAD-NOT: define
; THREAD-DAG: attributes #[[ATTRS]] = { cold noinline noreturn nounwind }
; THREAD-DAG: attributes #[[COLD]] = { cold }

; ENDS: call void @irpass.overflow.exit(
; ENDS-NEXT: unreachable
; ENDS: call void @irpass.overflow.exit(
; ENDS-NEXT: unreachable
; ENDS: define internal void @irpass.overflow.exit(
; ENDS-NOT: define internal void @irpass.overflow.exit

; RETURN-NOT: @irpass.overflow.exit(
; RETURN-NOT: unreachable
; RETURN-LABEL: define {{.*}}void @task(
; RETURN-NEXT: entry:
; RETURN-NEXT: %irpass.hdr0 = alloca i64, align 8
; RETURN: irpass.overflow.exit0:
; RETURN: call void @stack_push(ptr {{.*}}, ptr {{%.+}}, i64 0, i64 4, i64 7) #
; RETURN-NEXT: ret void
; RETURN-NOT: @irpass.overflow.exit(
; RETURN-NOT: unreachable

; REMARK: remark: {{.*}}@task: overflow exit ends the thread through @irpass.overflow.exit
; REMARK: remark: {{.*}}@task2: overflow exit ends the thread through @irpass.overflow.exit
; REMARK: remark: {{.*}}@helper: overflow exit returns: not a kernel entry point
; REMARK-NOT: overflow exit
; QUIET-NOT: overflow exit
; AMDGPU: remark: {{.*}}@task: overflow exit returns: on AMDGPU s_endpgm ends the wave, not the thread
; QUADRANTS: remark: {{.*}}@step_c1_0_kernel_0_serial_task: overflow exit ends the thread
; QUADRANTS: remark: {{.*}}@step_c1_0_kernel_0_serial_task2: overflow exit ends the thread
; QUADRANTS: remark: {{.*}}@helper: overflow exit returns: not a kernel entry point

; TAKEN: @irpass.overflow.exit = global i32 0
; TAKEN: call void @irpass.overflow.exit.1(
; TAKEN: define internal void @irpass.overflow.exit.1(

; GPURETURN-NOT: @irpass.overflow.exit(
; GPURETURN-NOT: @llvm.nvvm.exit

; BAD: adstack-promote: unknown overflow exit 'sometimes' (one of return, thread)
; GPUBAD: irpass-gpu: unknown overflow exit 'sometimes' (one of return, thread)

target triple = "nvptx64-nvidia-cuda"

declare void @stack_init(ptr)
declare void @stack_push(ptr, ptr, i64, i64, i64)
declare ptr @stack_top_primal(ptr, i64)
declare void @stack_pop(ptr)
declare ptr @RuntimeContext_get_runtime(ptr)

; Each push gets the runtime from the context, as Quadrants' kernels do: the exit gets it again.
define ptx_kernel void @task(ptr %context, ptr %slab, i64 %max, float %v) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  %rt0 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt0, ptr %s, i64 %max, i64 4, i64 7)
  %t0 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t0, align 4
  %rt1 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt1, ptr %s, i64 %max, i64 4, i64 7)
  %t1 = call ptr @stack_top_primal(ptr %s, i64 4)
  store float %v, ptr %t1, align 4
  call void @stack_pop(ptr %s)
  call void @stack_pop(ptr %s)
  ret void
}

; Two task ids: the kernel keeps their phi, and calls the same exit.
define ptx_kernel void @task2(ptr %rt, ptr %slab, i64 %max, i1 %f) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  %u = getelementptr i8, ptr %slab, i64 256
  call void @stack_init(ptr %s)
  call void @stack_init(ptr %u)
  call void @stack_push(ptr %rt, ptr %s, i64 %max, i64 8, i64 5)
  %t0 = call ptr @stack_top_primal(ptr %s, i64 8)
  store double 1.0, ptr %t0, align 8
  call void @stack_push(ptr %rt, ptr %u, i64 %max, i64 4, i64 6)
  %t1 = call ptr @stack_top_primal(ptr %u, i64 4)
  store float 1.0, ptr %t1, align 4
  ret void
}

; Not an entry point: returning does not end the thread.
define void @helper(ptr %context, ptr %slab, i64 %max) {
entry:
  %s = getelementptr i8, ptr %slab, i64 0
  call void @stack_init(ptr %s)
  %rt0 = call ptr @RuntimeContext_get_runtime(ptr %context)
  call void @stack_push(ptr %rt0, ptr %s, i64 %max, i64 4, i64 7)
  ret void
}
