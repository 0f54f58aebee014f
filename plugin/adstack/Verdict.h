//===- Verdict.h - Why a stack is left alone --------------------*- C++ -*-===//
//
// Twin of irpass/adstack/verdict.py: one code per cause (the same strings as
// `irpass rewrite --stats-json`), and the sentence naming the values.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_ADSTACK_VERDICT_H
#define IRPASS_ADSTACK_VERDICT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace irpass {

enum class SkipCode {
  HelperDeclarations,
  AlreadyRewritten,
  Unsplittable,
  UnparsedCall,
  UntrackedPointer,
  NotProvenEqual,
  NotLocal,
  Argument,
  NoDefinition,
  FromMerge,
  ThroughMerge,
  Stored,
  PassedToCall,
  OtherUse,
  ArgumentCount,
  PassedTwice,
  ElementNotConstant,
  ElementsDiffer,
  ElementNotPositive,
  StrategyDeclined,
};

/// "from-phi-or-select" for SkipCode::FromMerge.
llvm::StringRef skipCodeName(SkipCode C);

struct SkipReason {
  SkipCode Code;
  std::string Detail;
};

} // namespace irpass

#endif
