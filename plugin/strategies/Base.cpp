//===- Base.cpp - Overflow modes and the shared setup ---------------------===//
//
// Twin of irpass/strategies/base.py: the overflow modes, and `prepare`:
// counters at the top of the entry block, max loads after the definition
// the analysis chose (MaxSource::After: the stack pointer's or its base's).
//
//===----------------------------------------------------------------------===//
#include "strategies/Base.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace irpass {

StringRef overflowName(Overflow M) {
  switch (M) {
  case Overflow::Exact:
    return "exact";
  case Overflow::Abort:
    return "abort";
  case Overflow::Unchecked:
    return "unchecked";
  }
  llvm_unreachable("unknown overflow mode");
}

std::optional<Overflow> overflowOf(StringRef Name) {
  for (Overflow M : {Overflow::Exact, Overflow::Abort, Overflow::Unchecked})
    if (Name == overflowName(M))
      return M;
  return std::nullopt;
}

bool keeps(Overflow Mode, Overflow Asked) {
  return Mode == Asked || (Mode == Overflow::Exact && Asked == Overflow::Abort);
}

Prepared::Prepared(FunctionAnalysis &A, ModuleContext &Ctx,
                   const StrategyOptions &O)
    : A(A), Ctx(Ctx), E(A.F, A.Helpers->Kind == Flavour::Quadrants) {
  BasicBlock &Entry = A.F.getEntryBlock();
  Instruction *Top = &*Entry.getFirstInsertionPt();
  unsigned AddressSpace = A.F.getParent()->getDataLayout().getAllocaAddrSpace();
  SmallVector<std::pair<MaxSource, Value *>, 4> Hoisted;
  DenseMap<Instruction *, Instruction *> Cursor; // last line put after a def
  for (auto &S : A.Stacks) {
    if (!S->rewritable())
      continue;
    E.B.SetInsertPoint(Top);
    AllocaInst *Counter = E.B.CreateAlloca(E.B.getInt64Ty(), AddressSpace,
                                           nullptr, E.N.fresh("cnt"));
    Counter->setAlignment(Align(8));
    StackState St{S.get(), Counter};
    if (O.HoistMax && S->Max) {
      auto It =
          llvm::find_if(Hoisted, [&](auto &H) { return H.first == *S->Max; });
      if (It == Hoisted.end()) {
        Instruction *After = S->Max->After;
        if (After) {
          Instruction *&Last = Cursor[After];
          E.B.SetInsertPoint((Last ? Last : After)->getNextNode());
        }
        Value *Address = E.B.CreateGEP(E.B.getInt64Ty(), S->Max->Base,
                                       E.i64(S->Max->Index), E.N.fresh("maxp"));
        auto *Load = E.B.CreateAlignedLoad(E.B.getInt64Ty(), Address, Align(8),
                                           E.N.fresh("max"));
        if (After)
          Cursor[After] = Load;
        Hoisted.push_back({*S->Max, Load});
        It = std::prev(Hoisted.end());
      }
      St.HoistedMax = It->second;
    }
    States.insert({S->Pointer, St});
  }
  for (auto &S : A.Sites)
    if (States.count(S->Stack))
      Sites.push_back(S.get());
}

Value *Prepared::maxFor(const Site &S) {
  Value *Hoisted = state(S).HoistedMax;
  return Hoisted ? Hoisted : S.A.Max;
}

} // namespace irpass
