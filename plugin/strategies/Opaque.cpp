//===- Opaque.cpp - The push stays a call, the count is an argument -------===//
//
// Twin of irpass/strategies/opaque.py: each checked push becomes
// `%c2 = call i64 @irpass.push.E(rt, s, %c, max, tid)`, an internal noinline
// helper per element size that keeps the exact contract (on overflow: header
// := count, the real stack_push reports, count unchanged; else zero the entry
// and return count+1). No block is added to the caller.
//
//===----------------------------------------------------------------------===//
#include "passes/Marks.h"
#include "strategies/Base.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace irpass {

namespace {

/// The out-of-line checked push for entries of \p Elem bytes.
Function *pushHelper(ModuleContext &Ctx, Function *RealPush, int64_t Elem) {
  Function *&Helper = Ctx.PushHelpers[Elem];
  if (Helper)
    return Helper;
  Module &M = Ctx.M;
  std::string Name = Ctx.freeName("irpass.push." + std::to_string(Elem));
  LLVMContext &C = M.getContext();
  Type *Ptr = PointerType::getUnqual(C), *I64 = Type::getInt64Ty(C);
  auto *Ty = FunctionType::get(I64, {Ptr, Ptr, I64, I64, I64}, false);
  Helper = Function::Create(Ty, GlobalValue::InternalLinkage, Name, M);
  Helper->addFnAttr(Attribute::NoInline);
  Argument *Rt = Helper->getArg(0), *S = Helper->getArg(1),
           *Count = Helper->getArg(2), *Max = Helper->getArg(3),
           *TaskId = Helper->getArg(4);
  Rt->setName("rt");
  S->setName("s");
  Count->setName("c");
  Max->setName("max");
  TaskId->setName("tid");
  BasicBlock *Entry = BasicBlock::Create(C, "entry", Helper);
  BasicBlock *Overflowed = BasicBlock::Create(C, "overflow", Helper);
  BasicBlock *Push = BasicBlock::Create(C, "push", Helper);
  Builder B(Entry);
  Value *Bumped = B.CreateAdd(Count, B.getInt64(1), "n");
  B.CreateCondBr(B.CreateICmpUGT(Bumped, Max, "full"), Overflowed, Push);
  B.SetInsertPoint(Overflowed);
  markOverflowBlock(*B.CreateAlignedStore(Count, S, Align(8)));
  markOverflowReport(
      *B.CreateCall(RealPush, {Rt, S, Max, B.getInt64(Elem), TaskId}));
  B.CreateRet(Count);
  B.SetInsertPoint(Push);
  Value *Offset = B.CreateMul(Count, B.getInt64(2 * Elem), "off");
  Value *At = B.CreateAdd(Offset, B.getInt64(8), "at");
  Value *Slot = B.CreateGEP(B.getInt8Ty(), S, At, "slot");
  B.CreateMemSet(Slot, B.getInt8(0), B.getInt64(2 * Elem),
                 MaybeAlign(std::min<int64_t>(8, 2 * Elem)));
  B.CreateRet(Bumped);
  return Helper;
}

class OpaqueStrategy : public Strategy {
  void handle(Prepared &P, Site &S, const StrategyOptions &O) override {
    if (S.Kind != Op::Push || !P.checked())
      return straightSite(P, S);
    Emitter &E = P.E;
    StackState &St = P.state(S);
    Function *Helper = pushHelper(P.Ctx, P.A.Helpers->Push, St.S->Elem);
    E.B.SetInsertPoint(S.Call);
    Value *Count = E.loadCount(St.Counter);
    Value *Next = E.B.CreateCall(
        Helper, {S.A.Runtime, S.A.Stack, Count, P.maxFor(S), S.A.TaskId});
    E.storeCount(Next, St.Counter);
    S.Call->eraseFromParent();
  }
};

} // namespace

std::unique_ptr<Strategy> makeOpaque() {
  return std::make_unique<OpaqueStrategy>();
}

} // namespace irpass
