//===- Declare.h - A pass's parameters, as opt spells them ------*- C++ -*-===//
//
// Twin of irpass/passes/declare.py: the errors every pass's parameter parser
// gives (`name<a;b=c>`), worded alike, so `opt -passes=` says what it takes.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_DECLARE_H
#define IRPASS_PASSES_DECLARE_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace irpass {

inline llvm::Error parameterError(const llvm::Twine &Message) {
  return llvm::make_error<llvm::StringError>(Message,
                                             llvm::inconvertibleErrorCode());
}

/// `Part` is not one of the parameters `Known` lists.
inline llvm::Error unknownParameter(llvm::StringRef Part,
                                    llvm::StringRef Known) {
  return parameterError("unknown parameter '" + Part + "' (" + Known + ")");
}

} // namespace irpass

#endif
