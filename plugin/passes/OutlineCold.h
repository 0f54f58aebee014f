//===- OutlineCold.h - Cold callees through one wrapper each ----*- C++ -*-===//
//
// Twin of irpass/passes/outline.py: every call to a cold callee (the assert
// and error-report helpers, `callee=` patterns, and the real `stack_push`
// irpass leaves on its overflow paths) made through `@irpass.cold.<callee>`,
// an `internal noinline cold` wrapper with the callee's exact signature.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_OUTLINECOLD_H
#define IRPASS_PASSES_OUTLINECOLD_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace irpass {

/// `outline-cold<callee=PATTERN;...>`: fnmatch patterns after the defaults.
struct OutlineOptions {
  std::vector<std::string> Callees;
};
llvm::Expected<OutlineOptions> parseOutlineOptions(llvm::StringRef Params);

class OutlineColdPass : public llvm::PassInfoMixin<OutlineColdPass> {
public:
  explicit OutlineColdPass(OutlineOptions O) : O(std::move(O)) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  OutlineOptions O;
};

} // namespace irpass

#endif
