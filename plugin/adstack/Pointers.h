//===- Pointers.h - Which stack pointers are the same address ---*- C++ -*-===//
//
// Twin of irpass/adstack/pointers.py: Quadrants' gated stacks recompute the
// stack pointer before every helper call; copies proven equal to the pointer
// given to stack_init join its stack.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_ADSTACK_POINTERS_H
#define IRPASS_ADSTACK_POINTERS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Function.h"
#include <functional>
#include <string>

namespace irpass {

/// Program order without a number for every instruction: blocks by their
/// place in the function, instructions of one block by LLVM's own cached
/// order (Instruction::comesBefore).
class ProgramOrder {
public:
  explicit ProgramOrder(llvm::Function &F);
  bool before(const llvm::Instruction *A, const llvm::Instruction *B) const;

private:
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> Blocks;
};

/// Why `B` is not proven equal to `A`: the innermost operand pair that failed.
/// The sentence is made when asked: most mismatches are never reported.
struct Mismatch {
  llvm::Value *A, *B;
  std::function<std::string()> Why;
  unsigned Depth = 0;
  std::string describe() const;
};

struct Grouping {
  llvm::DenseMap<llvm::Value *, llvm::Value *> Joined; // pointer -> root
  /// pointer -> (closest initialised pointer, why it is not proven equal)
  llvm::MapVector<llvm::Value *, std::pair<llvm::Value *, Mismatch>> Unproven;
};

/// Join each pointer of \p Pointers (in order of first use) to an equal one
/// whose definition dominates it; \p Initialised are the stack_init'ed ones.
Grouping group(llvm::Function &F, const ProgramOrder &Order,
               llvm::ArrayRef<llvm::Value *> Pointers,
               const llvm::SmallPtrSetImpl<llvm::Value *> &Initialised);

} // namespace irpass

#endif
