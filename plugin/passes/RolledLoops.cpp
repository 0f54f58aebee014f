//===- RolledLoops.cpp - Cold loops kept rolled for ptxas -----------------===//
//
// Twin of irpass/backend/rolled_loops.py (why: the runtime's -O0 reporting
// code zeroes 1-2 KB buffers a byte at a time and ptxas -O3 unrolls those
// loops). Cold functions are those with `cold` and the runtime's out-of-line
// reporters (the Python tool's link keeps `quadrants_printf<...>`,
// `taichi_printf<...>` and `quadrants_assert_format` out of line). A backward
// branch (to a block laid out at or before its own) gets a loop ID with the
// disable; one that had an ID gets a copy with the disable added (copies of a
// loop may share the old one). Remarks: pass name `rolled-loops`.
//
//===----------------------------------------------------------------------===//
#include "passes/RolledLoops.h"
#include "passes/Marks.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace irpass {

static constexpr StringLiteral RolledMemset = "irpass.rolled.memset";

namespace {

bool isCold(const Function &F) {
  StringRef N = F.getName();
  return F.hasFnAttribute(Attribute::Cold) ||
         N.starts_with("_Z16quadrants_printf") ||
         N.starts_with("_Z13taichi_printf") || N == "quadrants_assert_format";
}

/// The blocks only irpass's overflow exits lead to (rolled_loops.exit_blocks):
/// the overflow blocks are known by their marked header store (Marks.h), which
/// stays when the runtime's stack_push, and the report's cold mark with it, is
/// inlined into them, and when clang discards block names.
SmallPtrSet<BasicBlock *, 8> exitBlocks(Function &F) {
  SmallPtrSet<BasicBlock *, 8> Out;
  if (none_of(F, isOverflowBlock))
    return Out;
  SmallPtrSet<BasicBlock *, 32> Reached;
  SmallVector<BasicBlock *, 32> Todo{&F.getEntryBlock()};
  while (!Todo.empty()) {
    BasicBlock *B = Todo.pop_back_val();
    if (Reached.count(B) || isOverflowBlock(*B))
      continue;
    Reached.insert(B);
    append_range(Todo, successors(B));
  }
  for (BasicBlock &B : F)
    if (!Reached.count(&B))
      Out.insert(&B);
  return Out;
}

struct Rolling {
  Module &M;
  MDNode *Disable;
  DenseMap<MDNode *, MDNode *> Copies; // old loop ID -> its rolled copy
  Function *Memset = nullptr;
  unsigned Branches = 0, Memsets = 0;

  explicit Rolling(Module &M)
      : M(M), Disable(MDNode::get(
                  M.getContext(),
                  MDString::get(M.getContext(), "llvm.loop.unroll.disable"))) {}

  MDNode *rolled(MDNode *Old) {
    // Already rolled (the pass ran before, e.g. at the extension point).
    if (Old && is_contained(Old->operands(), Disable))
      return Old;
    if (Old)
      if (MDNode *Done = Copies.lookup(Old))
        return Done;
    LLVMContext &Ctx = M.getContext();
    SmallVector<Metadata *, 4> Ops{nullptr};
    if (Old)
      for (unsigned I = 1; I < Old->getNumOperands(); ++I)
        Ops.push_back(Old->getOperand(I));
    Ops.push_back(Disable);
    MDNode *New = MDNode::getDistinct(Ctx, Ops);
    New->replaceOperandWith(0, New);
    if (Old)
      Copies[Old] = New;
    return New;
  }

  Function *memset() {
    if (Memset)
      return Memset;
    LLVMContext &Ctx = M.getContext();
    Type *Ptr = PointerType::getUnqual(Ctx), *I8 = Type::getInt8Ty(Ctx),
         *I64 = Type::getInt64Ty(Ctx);
    Memset = Function::Create(
        FunctionType::get(Type::getVoidTy(Ctx), {Ptr, I8, I64}, false),
        GlobalValue::InternalLinkage, RolledMemset, M);
    Memset->addFnAttr(Attribute::NoInline);
    Memset->addFnAttr(Attribute::Cold);
    Memset->addFnAttr(Attribute::NoUnwind);
    Argument *At = Memset->getArg(0), *Fill = Memset->getArg(1),
             *Bytes = Memset->getArg(2);
    At->setName("at");
    Fill->setName("value");
    Bytes->setName("bytes");
    BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", Memset);
    BasicBlock *Store = BasicBlock::Create(Ctx, "store", Memset);
    BasicBlock *Done = BasicBlock::Create(Ctx, "done", Memset);
    IRBuilder<> B(Entry);
    B.CreateCondBr(B.CreateICmpEQ(Bytes, B.getInt64(0), "empty"), Done, Store);
    B.SetInsertPoint(Store);
    PHINode *I = B.CreatePHI(I64, 2, "i");
    Value *Byte = B.CreateInBoundsGEP(I8, At, I, "byte");
    B.CreateAlignedStore(Fill, Byte, Align(1));
    Value *Next = B.CreateNUWAdd(I, B.getInt64(1), "next");
    BranchInst *Latch =
        B.CreateCondBr(B.CreateICmpULT(Next, Bytes, "more"), Store, Done);
    Latch->setMetadata(LLVMContext::MD_loop, rolled(nullptr));
    I->addIncoming(B.getInt64(0), Entry);
    I->addIncoming(Next, Store);
    B.SetInsertPoint(Done);
    B.CreateRetVoid();
    return Memset;
  }

  /// Roll the loops of \p Blocks, parts of \p F laid out in \p Order.
  void roll(Function &F, function_ref<bool(BasicBlock &)> Wanted) {
    DenseMap<BasicBlock *, unsigned> Order;
    for (BasicBlock &B : F)
      Order[&B] = Order.size();
    for (BasicBlock &B : F) {
      if (!Wanted(B))
        continue;
      for (Instruction &I : make_early_inc_range(B)) {
        if (auto *Set = dyn_cast<MemSetInst>(&I)) {
          if (Set->isVolatile() ||
              !Set->getLength()->getType()->isIntegerTy(64) ||
              Set->getDestAddressSpace() != 0)
            continue;
          IRBuilder<> Builder(Set);
          CallInst *Call = Builder.CreateCall(
              memset(), {Set->getDest(), Set->getValue(), Set->getLength()});
          for (unsigned A = 0; A < 3; ++A) // `ptr align 1 %buf` stays
            for (Attribute Attr : Set->getAttributes().getParamAttrs(A))
              Call->addParamAttr(A, Attr);
          Set->eraseFromParent();
          ++Memsets;
        }
      }
      auto *Br = dyn_cast<BranchInst>(B.getTerminator());
      if (!Br || none_of(successors(&B), [&](BasicBlock *S) {
            return Order.lookup(S) <= Order.lookup(&B);
          }))
        continue;
      Br->setMetadata(LLVMContext::MD_loop,
                      rolled(Br->getMetadata(LLVMContext::MD_loop)));
      ++Branches;
    }
  }
};

} // namespace

PreservedAnalyses RolledLoopsPass::run(Module &M, ModuleAnalysisManager &) {
  Rolling R(M);
  SmallVector<Function *, 16> Functions;
  for (Function &F : M)
    if (!F.isDeclaration())
      Functions.push_back(&F);
  for (Function *F : Functions) {
    if (isCold(*F)) {
      R.roll(*F, [](BasicBlock &) { return true; });
      continue;
    }
    SmallPtrSet<BasicBlock *, 8> Exits = exitBlocks(*F);
    if (!Exits.empty())
      R.roll(*F, [&](BasicBlock &B) { return Exits.count(&B); });
  }
  if (!R.Branches && !R.Memsets)
    return PreservedAnalyses::all();
  if (R.Memset) // last in the module, as the tool's
    R.Memset->removeFromParent(), M.getFunctionList().push_back(R.Memset);
  OptimizationRemarkEmitter ORE(R.Memset ? R.Memset : Functions.front());
  ORE.emit([&] {
    return OptimizationRemark("rolled-loops", "Rolled",
                              R.Memset ? R.Memset : Functions.front())
           << ore::NV("Branches", R.Branches) << " loops kept rolled, "
           << ore::NV("Memsets", R.Memsets) << " memsets as one rolled loop";
  });
  return PreservedAnalyses::none();
}

} // namespace irpass
