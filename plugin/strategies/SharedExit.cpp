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
    if (!isCheckedPush(P, S, O.Mode))
      return straightSite(P, S);
    Emitter &E = P.E;
    StackState &St = P.state(S);
    auto [Count, Bumped, Limit, Full] = comparePush(P, S);
    BasicBlock *Head = S.Call->getParent();
    BasicBlock *Exit = P.Exit.edge(E, Head, S.A);
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
