//===- SharedExit.cpp - A compare per push, one exit per function ---------===//
//
// Twin of irpass/strategies/shared_exit.py: every checked push compares
// count+1 with max and branches to the function's shared exit (Exits.cpp);
// the push continues in a new block. One block per push instead of three.
//
//===----------------------------------------------------------------------===//
#include "strategies/Base.h"

using namespace llvm;

namespace irpass {

namespace {

class SharedExitStrategy : public Strategy {
  void handle(Prepared &P, Site &S, const StrategyOptions &O) override {
    if (S.Kind != Op::Push || !P.checked() || O.Mode == Overflow::Unchecked)
      return straightSite(P, S);
    Emitter &E = P.E;
    StackState &St = P.state(S);
    E.B.SetInsertPoint(S.Call);
    Value *Count = E.loadCount(St.Counter);
    Value *Bumped = E.add(Count, 1, "n");
    Value *Limit = P.maxFor(S);
    Value *Full = E.B.CreateICmpUGT(Bumped, Limit, E.N.fresh("full"));
    BasicBlock *Head = S.Call->getParent();
    Args Edge = S.A;
    Edge.Max = Limit;
    BasicBlock *Exit = P.Exit.edge(E, Head, Edge);
    BasicBlock *Cont = splitAt(P, S.Call, "cont");
    branchInstead(P, Head, Full, Exit, Cont);
    E.B.SetInsertPoint(S.Call);
    pushBody(P, St, Count, Bumped);
    S.Call->eraseFromParent();
  }
};

} // namespace

std::unique_ptr<Strategy> makeSharedExit() {
  return std::make_unique<SharedExitStrategy>();
}

} // namespace irpass
