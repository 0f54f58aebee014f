//===- AdstackPromote.h - The stack rewrite as a module pass ----*- C++ -*-===//
//
// Twin of the Python tool's `rewrite` (irpass/api.py): the adstack helper
// calls of every function replaced by inline code, by the strategy asked for.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_ADSTACKPROMOTE_H
#define IRPASS_PASSES_ADSTACKPROMOTE_H

#include "strategies/Base.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace irpass {

/// Where a shared overflow exit goes once it has reported: back to the
/// caller (`return`), or, in a kernel entry point off AMDGPU, to the end of the
/// thread (`thread`; elsewhere it returns).
enum class OverflowExit { Return, Thread };

/// `adstack-promote<strategy=S;overflow=M;overflow-exit=E;max-run=N;
/// no-hoist-max;leave-alone>`
struct PromoteOptions {
  std::string Strategy = "auto";
  StrategyOptions Settings; // Settings.Mode resolved against the strategy
  OverflowExit Exit = OverflowExit::Return;
};

/// The parameters of `-passes=adstack-promote<...>`, checked as the Python
/// tool's RewriteOptions checks them; a strategy the plugin does not
/// implement is rejected.
llvm::Expected<PromoteOptions> parsePromoteOptions(llvm::StringRef Params);

class AdstackPromotePass : public llvm::PassInfoMixin<AdstackPromotePass> {
public:
  explicit AdstackPromotePass(PromoteOptions O) : O(std::move(O)) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  PromoteOptions O;
};

} // namespace irpass

#endif
