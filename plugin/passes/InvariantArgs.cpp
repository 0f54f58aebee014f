//===- InvariantArgs.cpp - Argument-buffer loads marked invariant ---------===//
//
// Twin of irpass/passes/invariant_args.py (why the mark is exact, and what it
// gains, is read there). Analysis first, over every function before any is
// changed: a use of a slot (`getelementptr %struct.RuntimeContext, ptr %ctx,
// i32 0, i32 0`) or of a pointer into the buffer (loaded from a slot, or a GEP
// or bitcast of one) that is not a load from it, or for a pointer into the
// buffer the base of a further GEP or bitcast, leaves the whole module as it
// is. Otherwise the loads through them that are not volatile, and not marked
// yet, get `!invariant.load !{}`. Remarks: pass name `invariant-args`, one per
// module: the loads marked, or the first use that kept them unmarked.
//
//===----------------------------------------------------------------------===//
#include "passes/InvariantArgs.h"
#include "adstack/Analysis.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace irpass {

namespace {

bool isSlot(const Instruction &I) {
  auto *GEP = dyn_cast<GetElementPtrInst>(&I);
  auto *Context =
      GEP ? dyn_cast<StructType>(GEP->getSourceElementType()) : nullptr;
  return Context && Context->hasName() &&
         Context->getName() == "struct.RuntimeContext" &&
         GEP->getNumIndices() == 2 &&
         all_of(GEP->indices(), [](const Use &Index) {
           auto *C = dyn_cast<ConstantInt>(Index);
           return C && C->isZero();
         });
}

/// Whether \p Op, a use of a slot (\p Slot) or of a pointer into the buffer,
/// only reads the buffer. An atomic load says another thread may write it.
bool onlyReads(const Use &Op, bool Slot) {
  auto *User = cast<Instruction>(Op.getUser());
  if (auto *Load = dyn_cast<LoadInst>(User))
    return !Load->isAtomic();
  return !Slot && Op.getOperandNo() == 0 &&
         (isa<GetElementPtrInst>(User) || isa<BitCastInst>(User));
}

/// A use that may let the buffer change: the instruction, and what it takes.
struct Escape {
  const Instruction *User;
  const Value *Pointer;
  bool Slot;
};

/// \p F's loads to mark, added to \p Loads, or its first use (in the order of
/// its instructions and their operands) that may let the buffer change.
std::optional<Escape> argumentLoads(Function &F,
                                    SmallVectorImpl<LoadInst *> &Loads) {
  SmallPtrSet<const Value *, 8> Slots;
  for (Instruction &I : instructions(F))
    if (isSlot(I))
      Slots.insert(&I);
  if (Slots.empty())
    return std::nullopt;
  SmallPtrSet<const Value *, 32> Inside;
  SmallVector<const Value *, 32> Todo;
  for (const Value *Slot : Slots)
    for (const User *U : Slot->users())
      if (isa<LoadInst>(U)) // the buffer's address: a load's only operand
        Todo.push_back(U);
  while (!Todo.empty()) {
    const Value *P = Todo.pop_back_val();
    if (Inside.insert(P).second)
      for (const Use &U : P->uses())
        if (U.getOperandNo() == 0 && (isa<GetElementPtrInst>(U.getUser()) ||
                                      isa<BitCastInst>(U.getUser())))
          Todo.push_back(U.getUser());
  }
  for (Instruction &I : instructions(F))
    for (const Use &Op : I.operands()) {
      bool Slot = Slots.contains(Op);
      if (!Slot && !Inside.contains(Op))
        continue;
      if (!onlyReads(Op, Slot))
        return Escape{&I, Op, Slot};
      auto *Load = dyn_cast<LoadInst>(&I);
      if (Load && !Load->isVolatile() &&
          !Load->hasMetadata(LLVMContext::MD_invariant_load))
        Loads.push_back(Load);
    }
  return std::nullopt;
}

} // namespace

PreservedAnalyses InvariantArgsPass::run(Module &M, ModuleAnalysisManager &) {
  SmallVector<LoadInst *, 0> Loads;
  for (Function &F : M) {
    std::optional<Escape> E = argumentLoads(F, Loads);
    if (!E)
      continue;
    OptimizationRemarkEmitter ORE(&F);
    ORE.emit([&] {
      return OptimizationRemarkMissed("invariant-args", "Unmarked", &F)
             << "argument-buffer loads left unmarked: " << spelled(&F) << ": "
             << ore::NV("Opcode", E->User->getOpcodeName()) << " takes "
             << (E->Slot ? "the argument buffer's address in the context"
                         : "a pointer into it")
             << " (" << ore::NV("Pointer", spelled(E->Pointer))
             << "), so the buffer may change";
    });
    return PreservedAnalyses::all();
  }
  if (Loads.empty())
    return PreservedAnalyses::all();
  MDNode *Invariant = MDNode::get(M.getContext(), {});
  for (LoadInst *Load : Loads)
    Load->setMetadata(LLVMContext::MD_invariant_load, Invariant);
  Function *First = Loads.front()->getFunction();
  OptimizationRemarkEmitter ORE(First);
  ORE.emit([&] {
    return OptimizationRemark("invariant-args", "Marked", First)
           << ore::NV("Loads", unsigned(Loads.size()))
           << (Loads.size() == 1 ? " argument-buffer load"
                                 : " argument-buffer loads")
           << " marked invariant";
  });
  return PreservedAnalyses::none();
}

} // namespace irpass
