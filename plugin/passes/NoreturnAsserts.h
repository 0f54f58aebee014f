//===- NoreturnAsserts.h - Failed asserts that do not rejoin ----*- C++ -*-===//
//
// Twin of irpass/passes/noreturn_asserts.py: `noreturn-asserts<exit=return>`
// sends a `_ctx` report's non-zero edge straight to the kernel's return (exact
// on every Quadrants runtime); `exit=thread` ends every report with `test`
// false by `unreachable` (exact on the GPU runtimes, whose report ends the
// thread).
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_NORETURNASSERTS_H
#define IRPASS_PASSES_NORETURNASSERTS_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace irpass {

enum class AssertExit { Return, Thread };

/// The parameters of `noreturn-asserts<exit=return|thread>`.
llvm::Expected<AssertExit> parseAssertExit(llvm::StringRef Params);

class NoreturnAssertsPass : public llvm::PassInfoMixin<NoreturnAssertsPass> {
public:
  explicit NoreturnAssertsPass(AssertExit Exit) : Exit(Exit) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  AssertExit Exit;
};

} // namespace irpass

#endif
