//===- OutlineCold.cpp - Cold callees through one wrapper each ------------===//
//
// Twin of irpass/passes/outline.py (why: the GPU backends force-inline the
// whole runtime into every call site; one wrapper keeps one copy per callee,
// and its `cold` attribute marks the branches into the calls unlikely). Only
// the callee of a call changes. The strategies' overflow reports are found by
// their mark (passes/Marks.h). Variadic callees and intrinsics are left alone,
// and so is what is already out of line (`noinline cold`: the wrappers, the
// reporter), calls in it included, so a second run changes nothing. Remarks:
// pass name `outline-cold`, one per wrapper.
//
//===----------------------------------------------------------------------===//
#include "passes/OutlineCold.h"
#include "passes/Declare.h"
#include "passes/Marks.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/GlobPattern.h"
#include <map>

using namespace llvm;

namespace irpass {

/// The Python tool's DEFAULT_CALLEES (irpass/passes/outline.py).
static constexpr const char *DefaultCallees[] = {"quadrants_assert*",
                                                 "taichi_assert*"};
static constexpr StringLiteral WrapperPrefix = "irpass.cold.";
static constexpr StringLiteral OverflowCallee = "stack_push";

Expected<OutlineOptions> parseOutlineOptions(StringRef Params) {
  OutlineOptions O;
  if (Error E = eachValue(
          Params, "callee=", "callee=PATTERN, repeatable",
          [&](StringRef Pattern) -> Error {
            if (Expected<GlobPattern> P = GlobPattern::create(Pattern); !P)
              return P.takeError();
            O.Callees.push_back(Pattern.str());
            return Error::success();
          }))
    return std::move(E);
  return O;
}

namespace {

bool matchesAny(StringRef Name, ArrayRef<GlobPattern> Patterns) {
  return any_of(Patterns, [&](const GlobPattern &P) { return P.match(Name); });
}

/// The wrapper of \p Callee: its signature, attributes and calling
/// convention; it forwards its arguments.
Function *makeWrapper(Function &Callee, Module &M) {
  Function *W =
      Function::Create(Callee.getFunctionType(), GlobalValue::InternalLinkage,
                       WrapperPrefix + Callee.getName(), M);
  W->setCallingConv(Callee.getCallingConv());
  AttributeList Attrs = Callee.getAttributes();
  LLVMContext &Ctx = M.getContext();
  // The callee's return and parameter attributes, on the wrapper and its call.
  SmallVector<AttributeSet, 8> Params;
  for (unsigned I = 0; I < Callee.arg_size(); ++I)
    Params.push_back(Attrs.getParamAttrs(I));
  AttributeList Signature =
      AttributeList::get(Ctx, AttributeSet(), Attrs.getRetAttrs(), Params);
  W->setAttributes(Signature);
  W->addFnAttr(Attribute::NoInline);
  W->addFnAttr(Attribute::Cold);
  if (Callee.doesNotThrow())
    W->addFnAttr(Attribute::NoUnwind);
  if (Callee.doesNotReturn())
    W->addFnAttr(Attribute::NoReturn);
  SmallVector<Value *, 8> Args;
  for (Argument &A : W->args()) {
    A.setName("arg" + Twine(A.getArgNo()));
    Args.push_back(&A);
  }
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", W));
  CallInst *Call = B.CreateCall(&Callee, Args);
  Call->setCallingConv(Callee.getCallingConv());
  Call->setAttributes(Signature);
  if (Callee.doesNotReturn())
    B.CreateUnreachable();
  else if (Call->getType()->isVoidTy())
    B.CreateRetVoid();
  else {
    Call->setName("result");
    B.CreateRet(Call);
  }
  return W;
}

} // namespace

PreservedAnalyses OutlineColdPass::run(Module &M, ModuleAnalysisManager &) {
  SmallVector<GlobPattern, 4> Patterns;
  for (const char *P : DefaultCallees)
    Patterns.push_back(cantFail(GlobPattern::create(P)));
  for (const std::string &P : O.Callees)
    Patterns.push_back(cantFail(GlobPattern::create(P)));
  // Sorted by callee name: the wrappers' order at the module's end.
  std::map<std::string, SmallVector<CallBase *, 4>> Sites;
  for (Function &Callee : M) {
    StringRef Name = Callee.getName();
    if (Callee.isIntrinsic() || isOutOfLine(Callee) || Callee.isVarArg())
      continue;
    bool Chosen = matchesAny(Name, Patterns);
    if (!Chosen && Name != OverflowCallee)
      continue;
    for (User *U : Callee.users()) {
      auto *Call = dyn_cast<CallBase>(U);
      if (!Call || Call->getCalledOperand() != &Callee ||
          isOutOfLine(*Call->getFunction()))
        continue;
      if (Chosen || isOverflowReport(*Call))
        Sites[Name.str()].push_back(Call);
    }
  }
  if (Sites.empty())
    return PreservedAnalyses::all();
  for (auto &[Name, Calls] : Sites) {
    Function *Callee = M.getFunction(Name);
    Function *W = makeWrapper(*Callee, M);
    for (CallBase *Call : Calls)
      Call->setCalledFunction(W);
    OptimizationRemarkEmitter ORE(W);
    ORE.emit([&] {
      return OptimizationRemark("outline-cold", "Outlined", W)
             << ore::NV("Calls", unsigned(Calls.size())) << " calls to @"
             << ore::NV("Callee", Name) << " through @" << W->getName();
    });
  }
  return PreservedAnalyses::none();
}

} // namespace irpass
