//===- Flavour.cpp - Which compiler wrote the module ----------------------===//
//
// Twin of irpass/adstack/flavour.py.
//
//===----------------------------------------------------------------------===//
#include "adstack/Flavour.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace irpass {

/// \p T as the IR spells it (`i32`, `ptr`), as the Python tool names it.
static std::string typeName(const Type *T) {
  std::string Out;
  raw_string_ostream OS(Out);
  T->print(OS);
  return Out;
}

static bool isPlainPointer(Type *T) {
  return T->isPointerTy() && T->getPointerAddressSpace() == 0;
}

std::optional<HelperSet> detect(Module &M, SkipReason &Why) {
  auto Fail = [&](std::string Problem) -> std::optional<HelperSet> {
    Why = skipHelperDeclarations(Problem);
    return std::nullopt;
  };
  Function *Push = M.getFunction("stack_push");
  if (!Push)
    return Fail("no stack_push declaration, flavour unknown");
  unsigned N = Push->arg_size();
  std::optional<Flavour> F = pushFlavour(N);
  if (!F)
    return Fail("stack_push declared with " + std::to_string(N) +
                " parameters (expected 5 or 3)");
  for (Op O : AllOps) {
    Function *H = M.getFunction(helperName(O));
    if (!H)
      continue;
    Type *Ret = H->getReturnType();
    bool RetOk = returnsPointer(O) ? isPlainPointer(Ret) : Ret->isVoidTy();
    unsigned Want = paramCount(*F, O);
    if (!RetOk || H->arg_size() != Want)
      return Fail(("@" + helperName(O) + " declared as " + typeName(Ret) +
                   " with " + Twine(H->arg_size()) + " parameters (expected " +
                   (returnsPointer(O) ? "ptr" : "void") + " with " +
                   Twine(Want) + " for " + flavourName(*F) + ")")
                      .str());
    if (!isPlainPointer(H->getArg(0)->getType()))
      return Fail(("@" + helperName(O) + " takes " +
                   typeName(H->getArg(0)->getType()) + " first (expected ptr)")
                      .str());
    // The Python tool reads only the counts; code built on other types would
    // not verify, so the plugin checks every parameter.
    for (unsigned I = 1; I < Want; ++I)
      if (H->getArg(I)->getType() != paramType(*F, O, I, M.getContext()))
        return Fail(("@" + helperName(O) + " parameter " + Twine(I + 1) +
                     " is not of the " + flavourName(*F) + " type")
                        .str());
  }
  return HelperSet{*F, Push};
}

} // namespace irpass
