//===- Marks.h - How irpass's passes find each other's work -----*- C++ -*-===//
//
// Twin of irpass/ir/model.py's Marks: the real `stack_push` a strategy leaves
// where a stack is full (its overflow report) is a `cold` call, marked when
// the strategy makes it. outline-cold reads the mark, not the block's or the
// function's name (names are gone where clang discards value names); LLVM's
// branch probabilities read the same attribute and keep the report's block
// off the hot path.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_MARKS_H
#define IRPASS_PASSES_MARKS_H

#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

namespace irpass {

/// Mark \p Call, a strategy's real stack_push, as an overflow report.
inline void markOverflowReport(llvm::CallBase &Call) {
  Call.addFnAttr(llvm::Attribute::Cold);
}

/// Whether \p Call, a call to stack_push, reports an overflow.
inline bool isOverflowReport(const llvm::CallBase &Call) {
  return Call.hasFnAttr(llvm::Attribute::Cold);
}

/// Whether \p F is already out of line and cold (an outline-cold wrapper, the
/// debug-check reporter): wrapping it, or what it calls, gains nothing.
inline bool isOutOfLine(const llvm::Function &F) {
  return F.hasFnAttribute(llvm::Attribute::NoInline) &&
         F.hasFnAttribute(llvm::Attribute::Cold);
}

} // namespace irpass

#endif
