//===- Builders.cpp - Fresh names and the instructions strategies share ---===//
//
// Twin of irpass/ir/builders.py (`%irpass.<hint><n>` names) and of
// irpass/strategies/builders.py (the Emitter: stack addressing, entry k at
// 8 + k*2E and its adjoint E after; the count arithmetic, clamped tops and
// saturating pops for Quadrants). Unlike the Python tool, the plugin leaves
// the values it makes at each helper call unnamed: a name is a symbol-table
// entry per call and text that `opt` prints (docs/plugin.md, 'Speed'); the
// blocks, counters and hoisted max loads keep the tool's names.
//
//===----------------------------------------------------------------------===//
#include "Compat.h"
#include "passes/Marks.h"
#include "strategies/Base.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/ValueSymbolTable.h"

using namespace llvm;

namespace irpass {

static constexpr int64_t HeaderBytes = 8;

Names::Names(Function &F)
    : F(F), Discard(F.getContext().shouldDiscardValueNames()), Taken(false) {
  // Only names under irpass's prefix can collide; most functions have none,
  // and then no new name needs looking up.
  if (ValueSymbolTable *Table = F.getValueSymbolTable())
    for (const auto &Entry : *Table)
      if (Entry.getKey().starts_with("irpass.")) {
        Taken = true;
        break;
      }
}

std::string Names::fresh(StringRef Hint) {
  if (Discard)
    return ""; // clang without -fno-discard-value-names drops them anyway
  unsigned &N = Next[Hint];
  ValueSymbolTable *Table = F.getValueSymbolTable();
  std::string Name;
  do
    Name = ("irpass." + Hint + Twine(N++)).str();
  while (Taken && Table->lookup(Name));
  return Name;
}

Emitter::Emitter(Function &F, bool Checked)
    : B(F.getContext()), N(F), Checked(Checked) {}

BasicBlock *Names::block(StringRef Hint, BasicBlock *Before) {
  return BasicBlock::Create(F.getContext(), fresh(Hint), &F, Before);
}

Value *Emitter::loadCount(Value *Counter) {
  return B.CreateAlignedLoad(B.getInt64Ty(), Counter, Align(8));
}

void Emitter::storeCount(Value *V, Value *Counter) {
  B.CreateAlignedStore(V, Counter, Align(8));
}

void Emitter::reportHeader(Value *V, Value *Stack) {
  markOverflowBlock(*B.CreateAlignedStore(V, Stack, Align(8)));
}

Value *Emitter::add(Value *X, int64_t K) { return B.CreateAdd(X, i64(K)); }

Value *Emitter::entryAddress(Value *Stack, Value *Index, int64_t Elem,
                             bool Adjoint, StringRef Name) {
  Value *Scaled = B.CreateMul(Index, i64(2 * Elem));
  Value *Offset = add(Scaled, HeaderBytes + (Adjoint ? Elem : 0));
  return B.CreateGEP(B.getInt8Ty(), Stack, Offset, Name);
}

void Emitter::zeroEntry(Value *Address, int64_t Elem) {
  if (!Memset)
    Memset =
        intrinsicDeclaration(B.GetInsertBlock()->getModule(), Intrinsic::memset,
                             {B.getPtrTy(), B.getInt64Ty()});
  CallInst *Call = B.CreateCall(
      Memset, {Address, B.getInt8(0), i64(2 * Elem), B.getFalse()});
  Call->addParamAttr(
      0, Attribute::getWithAlignment(
             B.getContext(), Align(std::min<int64_t>(HeaderBytes, 2 * Elem))));
}

Value *Emitter::topIndex(Value *Count) {
  Value *Below = add(Count, -1);
  if (!Checked)
    return Below;
  return B.CreateSelect(B.CreateICmpEQ(Count, i64(0)), i64(0), Below);
}

Value *Emitter::popped(Value *Count) {
  if (!Checked)
    return add(Count, -1);
  Value *NonZero = B.CreateICmpNE(Count, i64(0));
  return B.CreateSub(Count, B.CreateZExt(NonZero, B.getInt64Ty()));
}

} // namespace irpass
