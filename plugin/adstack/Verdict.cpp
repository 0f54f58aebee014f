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
#define IRPASS_SKIP_CODE(Id, Name)                                             \
  case SkipCode::Id:                                                           \
    return Name;
#include "adstack/SkipCodes.def"
  }
  llvm_unreachable("unknown skip code");
}

} // namespace irpass
