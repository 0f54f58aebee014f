//===- RolledLoops.h - Cold loops kept rolled for ptxas ---------*- C++ -*-===//
//
// Twin of irpass/backend/rolled_loops.py: the loops of cold out-of-line
// functions, and of the blocks only irpass's overflow exits lead to, carry
// `llvm.loop.unroll.disable`; their memsets call one rolled loop. Runs after
// the optimisation pipeline (it changes no instruction, only what ptxas may
// unroll).
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_ROLLEDLOOPS_H
#define IRPASS_PASSES_ROLLEDLOOPS_H

#include "llvm/IR/PassManager.h"

namespace irpass {

class RolledLoopsPass : public llvm::PassInfoMixin<RolledLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace irpass

#endif
