//===- Marks.h - How irpass's passes find each other's work -----*- C++ -*-===//
//
// Twin of irpass/ir/model.py's Marks: the real `stack_push` a strategy leaves
// where a stack is full (its overflow report) is a `cold` call, marked when
// the strategy makes it. outline-cold reads the mark, not the block's or the
// function's name (names are gone where clang discards value names); LLVM's
// branch probabilities read the same attribute and keep the report's block
// off the hot path. The store that sets the full stack's header before the
// report carries `!irpass.overflow !{}` (model.py's OVERFLOW_MARK): it stays
// in the block when LLVM inlines the report, and rolled-loops finds the
// overflow blocks by it.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_MARKS_H
#define IRPASS_PASSES_MARKS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Metadata.h"

namespace irpass {

/// Mark \p Call, a strategy's real stack_push, as an overflow report.
inline void markOverflowReport(llvm::CallBase &Call) {
  Call.addFnAttr(llvm::Attribute::Cold);
}

/// Whether \p Call, a call to stack_push, reports an overflow.
inline bool isOverflowReport(const llvm::CallBase &Call) {
  return Call.hasFnAttr(llvm::Attribute::Cold);
}

inline constexpr llvm::StringLiteral OverflowMark = "irpass.overflow";

/// Mark \p HeaderStore, the store that sets a full stack's header before its
/// overflow report: its block is an overflow block.
inline void markOverflowBlock(llvm::Instruction &HeaderStore) {
  HeaderStore.setMetadata(OverflowMark,
                          llvm::MDNode::get(HeaderStore.getContext(), {}));
}

/// Whether \p B holds a marked header store (an overflow block, or what LLVM
/// merged it into).
inline bool isOverflowBlock(const llvm::BasicBlock &B) {
  unsigned Kind = B.getContext().getMDKindID(OverflowMark);
  return llvm::any_of(
      B, [Kind](const llvm::Instruction &I) { return I.getMetadata(Kind); });
}

/// Whether \p F is already out of line and cold (an outline-cold wrapper, the
/// debug-check reporter): wrapping it, or what it calls, gains nothing.
inline bool isOutOfLine(const llvm::Function &F) {
  return F.hasFnAttribute(llvm::Attribute::NoInline) &&
         F.hasFnAttribute(llvm::Attribute::Cold);
}

} // namespace irpass

#endif
