//===- Sites.cpp - The code for one call site every strategy shares -------===//
//
// Twin of irpass/strategies/sites.py (and rewriter.py's block splitting):
// count in a slot, tops and pops as arithmetic on it, pushes that store
// count+1 and zero the new entry.
//
//===----------------------------------------------------------------------===//
#include "strategies/Base.h"

using namespace llvm;

namespace irpass {

bool isCheckedPush(const Prepared &P, const Site &S, Overflow Mode) {
  return S.Kind == Op::Push && P.checked() && Mode != Overflow::Unchecked;
}

Compared comparePush(Prepared &P, Site &S) {
  Emitter &E = P.E;
  E.B.SetInsertPoint(S.Call);
  Value *Count = E.loadCount(P.state(S).Counter);
  Value *Bumped = E.add(Count, 1);
  Value *Limit = P.maxFor(S);
  return {Count, Bumped, Limit, E.B.CreateICmpUGT(Bumped, Limit)};
}

void pushBody(Prepared &P, StackState &St, Value *Count, Value *Bumped) {
  P.E.storeCount(Bumped, St.Counter);
  P.E.zeroEntry(P.E.entryAddress(St.S->Pointer, Count, St.S->Elem, false),
                St.S->Elem);
}

void straightSite(Prepared &P, Site &S) {
  Emitter &E = P.E;
  StackState &St = P.state(S);
  E.B.SetInsertPoint(S.Call);
  switch (S.Kind) {
  case Op::Init:
    E.storeCount(E.i64(0), St.Counter);
    break;
  case Op::Pop:
    E.storeCount(E.popped(E.loadCount(St.Counter)), St.Counter);
    break;
  case Op::TopPrimal:
  case Op::TopAdjoint: {
    TopValues &Top = St.Top;
    if (Top.Block != S.Call->getParent())
      Top = {S.Call->getParent(), E.topIndex(E.loadCount(St.Counter))};
    bool Adjoint = S.Kind == Op::TopAdjoint;
    Value *&Address = Top.Address[Adjoint];
    if (!Address) {
      std::string Name = S.Call->getName().str();
      S.Call->setName("");
      Address =
          E.entryAddress(St.S->Pointer, Top.Index, St.S->Elem, Adjoint, Name);
    }
    S.Call->replaceAllUsesWith(Address);
    break;
  }
  case Op::Push: {
    Value *Count = E.loadCount(St.Counter);
    pushBody(P, St, Count, E.add(Count, 1));
    break;
  }
  }
  S.Call->eraseFromParent();
}

BasicBlock *splitAt(Prepared &P, CallInst *Call, StringRef Hint) {
  return Call->getParent()->splitBasicBlock(Call->getIterator(),
                                            P.E.N.fresh(Hint));
}

void branchInstead(Prepared &P, BasicBlock *From, Value *Cond, BasicBlock *Then,
                   BasicBlock *Else) {
  From->getTerminator()->eraseFromParent();
  P.E.B.SetInsertPoint(From);
  P.E.B.CreateCondBr(Cond, Then, Else);
}

} // namespace irpass
