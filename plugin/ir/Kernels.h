//===- Kernels.h - A module's kernel entry points ---------------*- C++ -*-===//
//
// Twin of irpass/ir/kernels.py: entry_points (the rule is
// detect_kernels', restricted to Quadrants-named tasks). A pass that may end
// the thread instead of returning needs to know which functions the launch
// enters: returning from one of those is what ends the thread.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_IR_KERNELS_H
#define IRPASS_IR_KERNELS_H

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Module.h"

namespace irpass {

/// The kernel entry points of \p M: the functions with a GPU kernel mark
/// (`ptx_kernel`, `amdgpu_kernel`, or `!{ptr @F, !"kernel", i32 1}` in
/// `!nvvm.annotations`, which LLVM 19 does not turn into `ptx_kernel`); when
/// none has one, the Quadrants tasks (defined, not local, `void`, unused in
/// the module, convention C, named `..._kernel_<n>_...`).
llvm::SmallPtrSet<const llvm::Function *, 8> entryPoints(const llvm::Module &M);

} // namespace irpass

#endif
