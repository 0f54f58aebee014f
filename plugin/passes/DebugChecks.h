//===- DebugChecks.h - Debug overflow checks inline -------------*- C++ -*-===//
//
// Twin of irpass/passes/debug_checks.py: every `debug_<op>_<type>` call of a
// Quadrants debug kernel replaced by the runtime's own check, inline, with a
// branch to one module-defined `internal noinline cold` reporter.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_DEBUGCHECKS_H
#define IRPASS_PASSES_DEBUGCHECKS_H

#include "llvm/IR/PassManager.h"

namespace irpass {

class DebugChecksPass : public llvm::PassInfoMixin<DebugChecksPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace irpass

#endif
