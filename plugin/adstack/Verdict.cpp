//===- Verdict.cpp - Why a stack is left alone ----------------------------===//
//
// Twin of irpass/adstack/verdict.py.
//
//===----------------------------------------------------------------------===//
#include "adstack/Verdict.h"
#include "llvm/Support/ErrorHandling.h"

namespace irpass {

llvm::StringRef skipCodeName(SkipCode C) {
  switch (C) {
  case SkipCode::HelperDeclarations:
    return "helper-declarations";
  case SkipCode::AlreadyRewritten:
    return "already-rewritten";
  case SkipCode::Unsplittable:
    return "unsplittable-control-flow";
  case SkipCode::UnparsedCall:
    return "unparsed-helper-call";
  case SkipCode::UntrackedPointer:
    return "untracked-pointer";
  case SkipCode::NotProvenEqual:
    return "pointer-not-proven-equal";
  case SkipCode::NotLocal:
    return "not-local";
  case SkipCode::Argument:
    return "function-argument";
  case SkipCode::NoDefinition:
    return "no-definition";
  case SkipCode::FromMerge:
    return "from-phi-or-select";
  case SkipCode::ThroughMerge:
    return "through-phi-or-select";
  case SkipCode::Stored:
    return "stored";
  case SkipCode::PassedToCall:
    return "passed-to-call";
  case SkipCode::OtherUse:
    return "other-use";
  case SkipCode::ArgumentCount:
    return "argument-count";
  case SkipCode::PassedTwice:
    return "passed-twice";
  case SkipCode::ElementNotConstant:
    return "element-size-not-constant";
  case SkipCode::ElementsDiffer:
    return "element-sizes-differ";
  case SkipCode::ElementNotPositive:
    return "element-size-not-positive";
  case SkipCode::StrategyDeclined:
    return "strategy-declined";
  }
  llvm_unreachable("unknown skip code");
}

} // namespace irpass
