//===- RuntimePatches.h - The runtime's stubs given their bodies -*- C++
//-*-===//
//
// Twin of irpass/passes/runtime_patches.py: the stubs of a Quadrants GPU
// runtime (thread_idx, block_barrier, warp_size, ...) given the bodies
// Quadrants' CUDA or AMDGPU backend gives them, chosen by the module's
// triple, from the same tables (RuntimePatches.inc, generated).
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_RUNTIMEPATCHES_H
#define IRPASS_PASSES_RUNTIMEPATCHES_H

#include "llvm/IR/PassManager.h"

namespace irpass {

class RuntimePatchesPass : public llvm::PassInfoMixin<RuntimePatchesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace irpass

#endif
