//===- Exits.cpp - One shared overflow exit per function ------------------===//
//
// Twin of irpass/strategies/exits.py: every overflow edge of the function
// branches here; the exit reports through the real stack_push (a cold call)
// on a header of its own, count 0 and max 0, which takes the helper's
// overflow path (the flag and task id, nothing of the stack), then the
// function returns (the `abort` contract). Only the runtime and the task id
// come from the edges: exits.py says why no phi is left for the rest.
//
// With `overflow-exit=thread`, a kernel entry point's exit calls instead one
// noreturn function of the module that reports the same way and ends the
// thread (llvm.nvvm.exit), then is `unreachable`: returning from an entry
// point ends the thread too, so the contract is the same, and ptxas sees a
// dead end instead of a path that rejoins the return.
//
//===----------------------------------------------------------------------===//
#include "Compat.h"
#include "passes/Marks.h"
#include "strategies/Base.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace irpass {

BasicBlock *SharedExit::edge(Emitter &E, BasicBlock *From, const Args &A) {
  if (!Block)
    Block = BasicBlock::Create(From->getContext(), E.N.fresh("overflow.exit"));
  Edges.push_back({From, A});
  return Block;
}

/// A header of count 0 and max 0 in \p F's entry block, as a generic pointer
/// (stack_push takes one; AMDGPU's allocas are private, 5).
static Value *ownHeader(Emitter &E, Function &F, StringRef Name) {
  BasicBlock &Entry = F.getEntryBlock();
  E.B.SetInsertPoint(&Entry, Entry.getFirstInsertionPt()); // maybe empty
  unsigned AddressSpace = F.getParent()->getDataLayout().getAllocaAddrSpace();
  AllocaInst *Alloca =
      E.B.CreateAlloca(E.B.getInt64Ty(), AddressSpace, nullptr, Name);
  Alloca->setAlignment(Align(8));
  return AddressSpace ? E.B.CreateAddrSpaceCast(Alloca, E.B.getPtrTy())
                      : Alloca;
}

/// The module's `@irpass.overflow.exit(runtime, elem, task)`: the exit's
/// report on a header of its own, then the thread ends. Made once, at the
/// module's end, under the first free name.
static Function *threadExit(ModuleContext &Ctx, Function *Push) {
  if (Ctx.ThreadExit)
    return Ctx.ThreadExit;
  Module &M = Ctx.M;
  std::string Name = Ctx.freeName("irpass.overflow.exit");
  LLVMContext &C = M.getContext();
  Type *I64 = Type::getInt64Ty(C);
  Type *Runtime = Push->getFunctionType()->getParamType(0);
  auto *Ty = FunctionType::get(Type::getVoidTy(C), {Runtime, I64, I64}, false);
  // Declared first, so that the exit is the module's last function.
  Function *EndThread = intrinsicDeclaration(&M, Intrinsic::nvvm_exit, {});
  Function *Exit = Function::Create(Ty, GlobalValue::InternalLinkage, Name, M);
  for (Attribute::AttrKind Kind : {Attribute::NoInline, Attribute::Cold,
                                   Attribute::NoReturn, Attribute::NoUnwind})
    Exit->addFnAttr(Kind);
  Argument *Rt = Exit->getArg(0), *Elem = Exit->getArg(1),
           *TaskId = Exit->getArg(2);
  Rt->setName("runtime");
  Elem->setName("elem");
  TaskId->setName("task");
  BasicBlock::Create(C, "entry", Exit);
  Emitter E(*Exit, /*Checked=*/true);
  Value *Header = ownHeader(E, *Exit, "header");
  E.B.SetInsertPoint(&Exit->getEntryBlock());
  E.reportHeader(E.i64(0), Header);
  markOverflowReport(
      *E.B.CreateCall(Push, {Rt, Header, E.i64(0), Elem, TaskId}));
  E.B.CreateCall(EndThread);
  E.B.CreateUnreachable();
  return Ctx.ThreadExit = Exit;
}

ExitKind SharedExit::finish(Emitter &E, Function &F, Function *Push,
                            ModuleContext &Ctx) {
  if (!Block)
    return ExitKind::None;
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
  // The element size: the first edge's (the overflow path ignores it).
  Value *Elem = Edges.front().second.Elem;
  if (Ctx.ThreadExits.count(&F)) {
    E.B.CreateCall(threadExit(Ctx, Push), {Runtime, Elem, TaskId});
    E.B.CreateUnreachable();
    return ExitKind::EndsThread;
  }
  // The exit's own header, at the top of the entry block.
  Value *Header = ownHeader(E, F, E.N.fresh("hdr"));
  E.B.SetInsertPoint(Block);
  E.reportHeader(E.i64(0), Header);
  markOverflowReport(
      *E.B.CreateCall(Push, {Runtime, Header, E.i64(0), Elem, TaskId}));
  E.B.CreateRetVoid();
  return ExitKind::Returns;
}

} // namespace irpass
