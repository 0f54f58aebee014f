//===- Exits.cpp - One shared overflow exit per function ------------------===//
//
// Twin of irpass/strategies/exits.py: every overflow edge of the function
// branches here; the exit reports through the real stack_push (a cold call)
// on a header of its own, count 0 and max 0, which takes the helper's
// overflow path (the flag and task id, nothing of the stack), then the
// function returns (the `abort` contract). Only the runtime and the task id
// come from the edges: exits.py says why no phi is left for the rest.
//
//===----------------------------------------------------------------------===//
#include "passes/Marks.h"
#include "strategies/Base.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Module.h"

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
  // The value every edge passes, or a phi of the edges' values.
  auto Merge = [&](Value *Args::*Field, StringRef Hint) -> Value * {
    Value *First = Edges.front().second.*Field;
    if (llvm::all_of(Edges,
                     [&](auto &Edge) { return Edge.second.*Field == First; }))
      return First;
    PHINode *Phi =
        E.B.CreatePHI(First->getType(), Edges.size(), E.N.fresh(Hint));
    for (auto &[From, A] : Edges)
      Phi->addIncoming(A.*Field, From);
    return Phi;
  };
  // A runtime every edge got from the same parameter is got again here.
  Argument *Context = runtimeContext(Edges.front().second.Runtime);
  for (auto &Edge : Edges)
    if (runtimeContext(Edge.second.Runtime) != Context)
      Context = nullptr;
  Value *Runtime = Context ? nullptr : Merge(&Args::Runtime, "xrt");
  Value *TaskId = Merge(&Args::TaskId, "xtid");
  if (Context) {
    Function *Get =
        cast<CallInst>(Edges.front().second.Runtime)->getCalledFunction();
    Runtime = E.B.CreateCall(Get, {Context}, E.N.fresh("xrt"));
  }
  // The exit's own header, at the top of the entry block.
  BasicBlock &Entry = F.getEntryBlock();
  E.B.SetInsertPoint(&*Entry.getFirstInsertionPt());
  unsigned AddressSpace = F.getParent()->getDataLayout().getAllocaAddrSpace();
  AllocaInst *Alloca = E.B.CreateAlloca(E.B.getInt64Ty(), AddressSpace, nullptr,
                                        E.N.fresh("hdr"));
  Alloca->setAlignment(Align(8));
  // stack_push takes a generic pointer (AMDGPU's allocas are private, 5).
  Value *Header =
      AddressSpace ? E.B.CreateAddrSpaceCast(Alloca, E.B.getPtrTy()) : Alloca;
  E.B.SetInsertPoint(Block);
  E.reportHeader(E.i64(0), Header);
  // The element size: the first edge's (the overflow path ignores it).
  CallInst *Call = E.B.CreateCall(
      Push, {Runtime, Header, E.i64(0), Edges.front().second.Elem, TaskId});
  markOverflowReport(*Call);
  E.B.CreateRetVoid();
}

} // namespace irpass
