//===- InvariantArgs.h - Argument-buffer loads marked invariant -*- C++ -*-===//
//
// Twin of irpass/passes/invariant_args.py: every load from a kernel's argument
// buffer (RuntimeContext field 0, and the GEPs and bitcasts of the pointer
// loaded from it) gets `!invariant.load`, unless some use of one of those
// pointers, anywhere in the module, is not a load or a further offset.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_INVARIANTARGS_H
#define IRPASS_PASSES_INVARIANTARGS_H

#include "llvm/IR/PassManager.h"

namespace irpass {

class InvariantArgsPass : public llvm::PassInfoMixin<InvariantArgsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace irpass

#endif
