//===- Inline.cpp - Per push, an overflow block and a push block ---------===//
//
// Twin of irpass/strategies/inline.py: every checked push compares count+1
// with max and branches to its own overflow block (header := count, then the
// real stack_push reports; `abort` returns there) and its own push block,
// which merge again. The reference the block-light strategies beat.
//
//===----------------------------------------------------------------------===//
#include "passes/Marks.h"
#include "strategies/Base.h"

using namespace llvm;

namespace irpass {

namespace {

class InlineStrategy : public Strategy {
  void handle(Prepared &P, Site &S, const StrategyOptions &O) override {
    if (!isCheckedPush(P, S, O.Mode))
      return straightSite(P, S);
    Emitter &E = P.E;
    StackState &St = P.state(S);
    auto [Count, Bumped, Limit, Full] = comparePush(P, S);
    BasicBlock *Head = S.Call->getParent();
    std::string OverflowName = E.N.fresh("overflow");
    std::string PushName = E.N.fresh("push");
    BasicBlock *Cont = Head->splitBasicBlock(std::next(S.Call->getIterator()),
                                             E.N.fresh("cont"));
    LLVMContext &C = Head->getContext();
    BasicBlock *Overflowed =
        BasicBlock::Create(C, OverflowName, Head->getParent(), Cont);
    BasicBlock *Push = BasicBlock::Create(C, PushName, Head->getParent(), Cont);
    Head->getTerminator()->eraseFromParent();
    S.Call->moveBefore(*Overflowed, Overflowed->end());
    markOverflowReport(*S.Call);
    E.B.SetInsertPoint(Head);
    E.B.CreateCondBr(Full, Overflowed, Push);
    E.B.SetInsertPoint(S.Call);
    E.reportHeader(Count, St.S->Pointer);
    E.B.SetInsertPoint(Overflowed);
    if (O.Mode == Overflow::Abort)
      E.B.CreateRetVoid();
    else
      E.B.CreateBr(Cont);
    E.B.SetInsertPoint(Push);
    pushBody(P, St, Count, Bumped);
    E.B.CreateBr(Cont);
  }
};

} // namespace

std::unique_ptr<Strategy> makeInline() {
  return std::make_unique<InlineStrategy>();
}

} // namespace irpass
