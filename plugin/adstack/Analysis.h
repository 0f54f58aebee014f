//===- Analysis.h - The stacks of a function and their verdicts -*- C++ -*-===//
//
// Twin of irpass/adstack/analysis.py and its records (stacks.py). A stack is
// the SSA pointer given to stack_init; it may be rewritten only when every use
// of that pointer is a helper call the pass models, so that the count can live
// in a register.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_ADSTACK_ANALYSIS_H
#define IRPASS_ADSTACK_ANALYSIS_H

#include "adstack/Flavour.h"
#include "adstack/Helpers.h"
#include "adstack/Verdict.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <vector>

namespace irpass {

/// One helper call. `Stack` is the call's pointer, or the equal one it was
/// joined to (Pointers.cpp): strategies address the stack through that.
struct Site {
  llvm::CallInst *Call;
  Op Kind;
  Args A;
  llvm::Value *Stack;
  unsigned Order; // position in the function
};

/// `load i64 (getelementptr i64, Base, Index)`: reloadable anywhere Base is.
struct MaxSource {
  llvm::Value *Base;
  int64_t Index;
  llvm::Instruction *After; // insert after this (null: top of the entry)
  bool operator==(const MaxSource &O) const {
    return Base == O.Base && Index == O.Index && After == O.After;
  }
};

struct Stack {
  llvm::Value *Pointer;
  std::vector<Site *> Sites;
  std::vector<llvm::Value *> Joined; // recomputed copies of the pointer
  int64_t Elem = 0;
  std::optional<MaxSource> Max;
  std::optional<SkipReason> Reason;

  bool rewritable() const { return !Reason; }
  bool pointedBy(const llvm::Value *V) const;
};

struct FunctionAnalysis {
  llvm::Function &F;
  const HelperSet *Helpers;
  std::vector<std::unique_ptr<Site>> Sites;   // every helper call, in order
  std::vector<std::unique_ptr<Stack>> Stacks; // in order of first use
  std::optional<SkipReason> Reason;
  unsigned HelperCalls = 0;

  bool returnsVoid() const { return F.getReturnType()->isVoidTy(); }
};

/// The stacks of \p F and a verdict for each; \p ModuleReason (bad
/// declarations, a module already rewritten) applies to all of them.
FunctionAnalysis analyse(llvm::Function &F, const HelperSet *Helpers,
                         const std::optional<SkipReason> &ModuleReason);

/// A value's name as the IR spells it (`%s`, `@g`, `i64 4`).
std::string spelled(const llvm::Value *V);

} // namespace irpass

#endif
