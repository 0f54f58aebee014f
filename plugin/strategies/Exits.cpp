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
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace irpass {

BasicBlock *SharedExit::edge(Emitter &E, BasicBlock *From, const Args &A,
                             const MaxSource *Source) {
  if (!Block)
    Block = BasicBlock::Create(From->getContext(), E.N.fresh("overflow.exit"));
  Edges.push_back({From, A});
  Sources.push_back(Source);
  return Block;
}

PHINode *SharedExit::number(Emitter &E) {
  if (Edges.size() < 2 || !Sources.front())
    return nullptr;
  Value *Base = Sources.front()->Base;
  for (auto [Source, Edge] : zip(Sources, Edges))
    if (!Source || Source->Base != Base || !isa<ConstantInt>(Edge.second.Elem))
      return nullptr;
  PHINode *Id = E.B.CreatePHI(E.B.getInt32Ty(), Edges.size(), E.N.fresh("xid"));
  for (auto [K, Edge] : enumerate(Edges))
    Id->addIncoming(E.B.getInt32(K), Edge.first);
  return Id;
}

/// The table `[N x [2 x i64]]` of the edges' max index and element size, named
/// as the Python tool's `Declarations.table` names it; placed among the others
/// in the order of their names (the tool writes its declarations sorted).
static GlobalVariable *exitTable(Module &M, Constant *Values,
                                 unsigned &Tables) {
  std::string Base = "irpass.exit.table" + std::to_string(Tables++);
  std::string Name = Base;
  for (unsigned K = 1; M.getNamedValue(Name); ++K)
    Name = Base + "." + std::to_string(K);
  GlobalVariable *Before = nullptr;
  for (GlobalVariable &G : M.globals())
    if (G.getName().starts_with("irpass.exit.table") && Name < G.getName()) {
      Before = &G;
      break;
    }
  auto *Table = new GlobalVariable(M, Values->getType(), /*isConstant=*/true,
                                   GlobalValue::PrivateLinkage, Values, Name,
                                   Before, GlobalValue::NotThreadLocal, 0u);
  Table->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  return Table;
}

void SharedExit::finish(Emitter &E, Function &F, Function *Push,
                        unsigned &Tables) {
  if (!Block)
    return;
  Block->insertInto(&F);
  E.B.SetInsertPoint(Block);
  // Where every edge's max is read from one base, the exit reads it again
  // there, at the edge's index from a table (exits.py says why).
  PHINode *Id = number(E);
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
  Value *Max = Id ? nullptr : Merge(&Args::Max, I64, "xm");
  Value *Elem = Id ? nullptr : Merge(&Args::Elem, I64, "xe");
  Value *TaskId = Merge(&Args::TaskId, I64, "xtid");
  if (Id) {
    auto *Pair = ArrayType::get(I64, 2);
    SmallVector<Constant *, 0> Rows;
    for (auto [Source, Edge] : zip(Sources, Edges))
      Rows.push_back(
          ConstantArray::get(Pair, {ConstantInt::get(I64, Source->Index),
                                    cast<Constant>(Edge.second.Elem)}));
    auto *Type = ArrayType::get(Pair, Rows.size());
    GlobalVariable *Table =
        exitTable(*F.getParent(), ConstantArray::get(Type, Rows), Tables);
    Value *Read[2];
    for (unsigned Field : {0u, 1u}) {
      Value *Slot = E.B.CreateInBoundsGEP(
          Type, Table, {E.B.getInt32(0), Id, E.B.getInt32(Field)},
          E.N.fresh("xslot"));
      Read[Field] = E.B.CreateLoad(I64, Slot, E.N.fresh("xtab"));
    }
    Value *Address =
        E.B.CreateGEP(I64, Sources.front()->Base, Read[0], E.N.fresh("xmaxp"));
    Max = E.B.CreateAlignedLoad(I64, Address, Align(8), E.N.fresh("xm"));
    Elem = Read[1];
  }
  E.reportHeader(Max, Stack);
  CallInst *Call = E.B.CreateCall(Push, {Runtime, Stack, Max, Elem, TaskId});
  markOverflowReport(*Call);
  E.B.CreateRetVoid();
}

} // namespace irpass
