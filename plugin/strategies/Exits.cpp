//===- Exits.cpp - One shared overflow exit per function ------------------===//
//
// Twin of irpass/strategies/exits.py: every overflow edge of the function
// branches here; phis pick the arguments of the push that overflowed, the
// header is set so that the real stack_push sees a full stack and raises the
// flag and task id as the runtime does (a cold call), then the function
// returns (the `abort` contract).
//
//===----------------------------------------------------------------------===//
#include "passes/Marks.h"
#include "strategies/Base.h"

using namespace llvm;

namespace irpass {

BasicBlock *SharedExit::edge(Emitter &E, BasicBlock *From, const Args &A) {
  if (!Block)
    Block = BasicBlock::Create(From->getContext(), E.N.fresh("overflow.exit"));
  Edges.push_back({From, A});
  return Block;
}

void SharedExit::finish(Emitter &E, Function &F, Function *Push) {
  if (!Block)
    return;
  Block->insertInto(&F);
  E.B.SetInsertPoint(Block);
  // The pushes' values merge into their shared constant, or a phi.
  auto Merge = [&](Value *Args::*Field, Type *Ty, StringRef Hint) -> Value * {
    Value *First = Edges.front().second.*Field;
    bool Same = llvm::all_of(
        Edges, [&](auto &Edge) { return Edge.second.*Field == First; });
    if (Same && isa<Constant>(First))
      return First;
    PHINode *Phi = E.B.CreatePHI(Ty, Edges.size(), E.N.fresh(Hint));
    for (auto &[From, A] : Edges)
      Phi->addIncoming(A.*Field, From);
    return Phi;
  };
  Type *Ptr = E.B.getPtrTy(), *I64 = E.B.getInt64Ty();
  Value *Runtime = Merge(&Args::Runtime, Ptr, "xrt");
  Value *Stack = Merge(&Args::Stack, Ptr, "xs");
  Value *Max = Merge(&Args::Max, I64, "xm");
  Value *Elem = Merge(&Args::Elem, I64, "xe");
  Value *TaskId = Merge(&Args::TaskId, I64, "xtid");
  E.reportHeader(Max, Stack);
  CallInst *Call = E.B.CreateCall(Push, {Runtime, Stack, Max, Elem, TaskId});
  markOverflowReport(*Call);
  E.B.CreateRetVoid();
}

} // namespace irpass
