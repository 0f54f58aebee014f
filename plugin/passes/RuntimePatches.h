//===- RuntimePatches.h - The runtime's stubs given their bodies -*- C++
//-*-===//
//
// Twin of irpass/backend/runtime_patches.py: the stubs of a Quadrants GPU
// runtime (thread_idx, block_barrier, warp_size, ...) given the bodies
// Quadrants' CUDA or AMDGPU backend gives them, chosen by the module's
// triple (and by the processor, `mcpu=`: AMDGPU's family, CUDA's compute
// capability), from the same tables
// (RuntimePatches.inc, generated).
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_RUNTIMEPATCHES_H
#define IRPASS_PASSES_RUNTIMEPATCHES_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <string>

namespace irpass {

/// `runtime-patches<mcpu=gfx1030>`: the processor some bodies are chosen for
/// (empty: the table's default, `irpass --target amdgcn|ptx`'s).
llvm::Expected<std::string> parseRuntimeCpu(llvm::StringRef Params);

class RuntimePatchesPass : public llvm::PassInfoMixin<RuntimePatchesPass> {
public:
  explicit RuntimePatchesPass(std::string Cpu = "") : Cpu(std::move(Cpu)) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  std::string Cpu;
};

} // namespace irpass

#endif
