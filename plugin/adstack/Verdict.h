//===- Verdict.h - Why a stack is left alone --------------------*- C++ -*-===//
//
// Twin of irpass/adstack/verdict.py: one code per cause (the same strings as
// `irpass rewrite --stats-json`, generated from it: SkipCodes.def), and the
// sentence naming the values (generated too: SkipSentences.inc).
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_ADSTACK_VERDICT_H
#define IRPASS_ADSTACK_VERDICT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <string>

namespace irpass {

enum class SkipCode {
#define IRPASS_SKIP_CODE(Id, Name) Id,
#include "adstack/SkipCodes.def"
};

/// "from-phi-or-select" for SkipCode::FromMerge.
llvm::StringRef skipCodeName(SkipCode C);

struct SkipReason {
  SkipCode Code;
  std::string Detail;
};

// skipNotLocal(Pointer), ...: each cause with its sentence naming the values.
#include "adstack/SkipSentences.inc"

} // namespace irpass

#endif
