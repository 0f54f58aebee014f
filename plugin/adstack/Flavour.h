//===- Flavour.h - Which compiler wrote the module --------------*- C++ -*-===//
//
// Twin of irpass/adstack/flavour.py: the flavour read off the declarations.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_ADSTACK_FLAVOUR_H
#define IRPASS_ADSTACK_FLAVOUR_H

#include "adstack/Helpers.h"
#include "adstack/Verdict.h"
#include "llvm/IR/Module.h"

namespace irpass {

struct HelperSet {
  Flavour Kind;
  llvm::Function *Push; // the real stack_push: overflow paths still call it
};

/// The module's helper set, or the reason it cannot be trusted. Results and
/// parameter counts must be the flavour's, and every helper takes a `ptr`
/// first. (Typed `i8*` modules are the Python tool's alone: LLVM 22 reads only
/// opaque pointers.)
std::optional<HelperSet> detect(llvm::Module &M, SkipReason &Why);

} // namespace irpass

#endif
