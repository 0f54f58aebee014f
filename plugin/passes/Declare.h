//===- Declare.h - A pass's parameters, as opt spells them ------*- C++ -*-===//
//
// Twin of irpass/passes/declare.py: the errors every pass's parameter parser
// gives (`name<a;b=c>`), worded alike, so `opt -passes=` says what it takes;
// those the Python tool gives too are generated from it (ParameterErrors.inc).
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_DECLARE_H
#define IRPASS_PASSES_DECLARE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <tuple>

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

/// Calls \p Take with the value of each `Key=VALUE` part of \p Params (`;`
/// separated, in order); any other part, or an empty value, is
/// unknownParameter naming \p Known.
template <typename Callback>
llvm::Error eachValue(llvm::StringRef Params, llvm::StringRef Key,
                      llvm::StringRef Known, Callback Take) {
  while (!Params.empty()) {
    llvm::StringRef Part;
    std::tie(Part, Params) = Params.split(';');
    llvm::StringRef Value = Part;
    if (!Value.consume_front(Key) || Value.empty())
      return unknownParameter(Part, Known);
    if (llvm::Error E = Take(Value))
      return E;
  }
  return llvm::Error::success();
}

#include "passes/ParameterErrors.inc"

} // namespace irpass

#endif
