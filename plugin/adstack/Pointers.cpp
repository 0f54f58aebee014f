//===- Pointers.cpp - Which stack pointers are the same address -----------===//
//
// Twin of irpass/adstack/pointers.py. Two values are equal when their defining
// instructions are the same operation (opcode, flags, types, constants) over
// operands that are themselves equal, with the first one's definition
// dominating the second's. Only side-effect-free integer and pointer
// instructions are looked through, plus loads of memory that cannot change
// between the two: the runtime's read-only adstack tables, or a private
// alloca slot with no store on any path from the first load to the second.
//
//===----------------------------------------------------------------------===//
#include "adstack/Pointers.h"
#include "adstack/Analysis.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include <algorithm>

using namespace llvm;

namespace irpass {

static constexpr unsigned MaxDepth = 64;

ProgramOrder::ProgramOrder(Function &F) {
  for (BasicBlock &B : F)
    Blocks[&B] = Blocks.size();
}

bool ProgramOrder::before(const Instruction *A, const Instruction *B) const {
  if (A->getParent() == B->getParent())
    return A->comesBefore(B);
  return Blocks.lookup(A->getParent()) < Blocks.lookup(B->getParent());
}

std::string Mismatch::describe() const {
  return spelled(B) + " vs " + spelled(A) + ": " + Why();
}

static bool isLocal(const Value *V) {
  return isa<Instruction>(V) || isa<Argument>(V);
}

static bool isPure(const Instruction *I) {
  switch (I->getOpcode()) {
  case Instruction::GetElementPtr:
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Trunc:
  case Instruction::BitCast:
  case Instruction::PtrToInt:
  case Instruction::IntToPtr:
  case Instruction::AddrSpaceCast:
  case Instruction::ICmp:
  case Instruction::Select:
    return true;
  default:
    return false;
  }
}

namespace {

/// The runtime getters returning the adstack metadata tables: published by
/// the host before a launch, only read by kernels.
bool isReadOnlyTable(const Value *V) {
  auto *Call = dyn_cast<CallInst>(V);
  auto *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee && (Callee->getName() == "LLVMRuntime_get_adstack_offsets" ||
                    Callee->getName() == "LLVMRuntime_get_adstack_max_sizes");
}

class Prover {
public:
  explicit Prover(Function &F) : F(F), DT(F) {}

  bool expandable(const Value *V) const {
    auto *I = dyn_cast<Instruction>(V);
    if (!I)
      return false;
    if (auto *L = dyn_cast<LoadInst>(I))
      return !L->isVolatile() && !L->isAtomic();
    return isPure(I);
  }

  /// A structural fingerprint: values `compare` proves equal hash alike.
  hash_code key(Value *V, unsigned Depth = 0) {
    auto It = Keys.find(V);
    if (It != Keys.end())
      return It->second;
    hash_code H = hash_value(V);
    Keys[V] = H; // cycles end at a name
    if (!expandable(V) || Depth >= MaxDepth)
      return H;
    auto *I = cast<Instruction>(V);
    H = hash_combine(I->getOpcode(), I->getType());
    for (Value *Op : I->operands())
      H = hash_combine(H, isLocal(Op) ? key(Op, Depth + 1) : hash_value(Op));
    return Keys[V] = H;
  }

  /// Null when \p B is proven to hold \p A's latest value, else the failure.
  std::optional<Mismatch> compare(Value *A, Value *B, unsigned Depth = 0) {
    if (A == B || Proven.count({A, B}))
      return std::nullopt;
    auto Miss = [&](std::function<std::string()> Why) {
      return Mismatch{A, B, std::move(Why), Depth};
    };
    if (Depth >= MaxDepth)
      return Miss([] { return "expressions too deep to compare"; });
    for (Value *V : {B, A}) {
      if (!isa<Instruction>(V))
        return Miss([V] {
          return spelled(V) + " is not an instruction of this function";
        });
      if (!expandable(V))
        return Miss([V] {
          return spelled(V) + " comes from " + what(cast<Instruction>(V));
        });
    }
    auto *IA = cast<Instruction>(A), *IB = cast<Instruction>(B);
    if (!sameTemplate(IA, IB))
      return Miss([IA, IB] {
        return std::string("different expressions (") + IA->getOpcodeName() +
               " vs " + IB->getOpcodeName() + ")";
      });
    for (unsigned K = 0; K < IA->getNumOperands(); ++K) {
      Value *X = IA->getOperand(K), *Y = IB->getOperand(K);
      if (!isLocal(X))
        continue;
      if (auto Inner = compare(X, Y, Depth + 1))
        return Inner;
    }
    if (!dominates(IA, IB))
      return Miss(
          [A, B] { return spelled(A) + " does not dominate " + spelled(B); });
    if (auto *L = dyn_cast<LoadInst>(IA))
      if (auto Why = loadReason(L, cast<LoadInst>(IB)))
        return Miss(std::move(*Why));
    Proven.insert({A, B});
    return std::nullopt;
  }

  /// Dominator-tree depth (a dominating pointer sorts first).
  unsigned depth(Instruction *I) {
    DomTreeNode *N = DT.getNode(I->getParent());
    return N ? N->getLevel() : 1u << 30;
  }

private:
  Function &F;
  DominatorTree DT;
  DenseMap<Value *, hash_code> Keys;
  DenseSet<std::pair<Value *, Value *>> Proven;
  DenseMap<Value *, bool> ReadOnly;

  static std::string what(const Instruction *I) {
    if (isa<PHINode>(I))
      return "a phi";
    if (isa<CallBase>(I))
      return "a call";
    if (isa<AllocaInst>(I))
      return "an alloca";
    return I->getOpcodeName();
  }

  /// The same instruction text with every local operand replaced.
  static bool sameTemplate(Instruction *A, Instruction *B) {
    if (!A->isSameOperationAs(B) ||
        A->getRawSubclassOptionalData() != B->getRawSubclassOptionalData() ||
        A->getNumOperands() != B->getNumOperands())
      return false;
    for (unsigned K = 0; K < A->getNumOperands(); ++K) {
      Value *X = A->getOperand(K), *Y = B->getOperand(K);
      if (isLocal(X) != isLocal(Y) || (!isLocal(X) && X != Y))
        return false;
    }
    return true;
  }

  bool dominates(Instruction *A, Instruction *B) {
    if (!DT.isReachableFromEntry(B->getParent()) ||
        !DT.isReachableFromEntry(A->getParent()))
      return false;
    return A != B && DT.dominates(A, B);
  }

  using Reason = std::function<std::string()>;

  std::optional<Reason> loadReason(LoadInst *A, LoadInst *B) {
    Value *Address = A->getPointerOperand();
    if (tableBase(Address))
      return std::nullopt;
    if (auto Why = slotReason(Address))
      return Why;
    if (storesBetween(Address, A, B))
      return Reason([Address, A, B] {
        return "a store to " + spelled(Address) + " may come between " +
               spelled(A) + " and " + spelled(B);
      });
    return std::nullopt;
  }

  /// Whether \p Address indexes (through GEPs) a read-only table only read.
  bool tableBase(Value *Address) {
    Value *V = Address;
    while (auto *G = dyn_cast<GetElementPtrInst>(V))
      V = G->getPointerOperand();
    return isReadOnlyTable(V) && onlyRead(V);
  }

  bool onlyRead(Value *P) {
    auto It = ReadOnly.find(P);
    if (It != ReadOnly.end())
      return It->second;
    bool Ok = true;
    for (User *U : P->users()) {
      if (auto *L = dyn_cast<LoadInst>(U); L && L->getPointerOperand() == P)
        continue;
      if (auto *G = dyn_cast<GetElementPtrInst>(U);
          G && G->getPointerOperand() == P && onlyRead(G))
        continue;
      Ok = false;
      break;
    }
    return ReadOnly[P] = Ok;
  }

  /// Why \p Slot is not a private alloca (only loaded and stored to).
  std::optional<Reason> slotReason(Value *Slot) {
    if (!isa<AllocaInst>(Slot))
      return Reason([Slot] {
        return spelled(Slot) +
               " is neither an alloca nor read-only adstack metadata";
      });
    for (User *U : Slot->users()) {
      if (auto *L = dyn_cast<LoadInst>(U); L && L->getPointerOperand() == Slot)
        continue;
      if (auto *S = dyn_cast<StoreInst>(U);
          S && S->getPointerOperand() == Slot && S->getValueOperand() != Slot)
        continue;
      auto *I = dyn_cast<Instruction>(U);
      return Reason([Slot, I] {
        return spelled(Slot) + " escapes (" +
               (I ? I->getOpcodeName() : "a constant") + ")";
      });
    }
    return std::nullopt;
  }

  /// Whether a store to \p Slot lies on some path from \p A to \p B that does
  /// not pass \p A again.
  bool storesBetween(Value *Slot, Instruction *A, Instruction *B) {
    SmallPtrSet<Instruction *, 8> Stores;
    for (User *U : Slot->users())
      if (isa<StoreInst>(U))
        Stores.insert(cast<Instruction>(U));
    if (Stores.empty())
      return false;
    BasicBlock *BA = A->getParent(), *BB = B->getParent();
    auto Range = [&](BasicBlock::iterator From, BasicBlock::iterator To) {
      for (auto It = From; It != To; ++It)
        if (Stores.count(&*It))
          return true;
      return false;
    };
    if (BA == BB && A->comesBefore(B))
      return Range(std::next(A->getIterator()), B->getIterator());
    SmallPtrSet<BasicBlock *, 16> Forward, Backward;
    reach(successors(BA), Forward, BA, true);
    reach(predecessors(BB), Backward, BA, false);
    if (Range(std::next(A->getIterator()), BA->end()))
      return true;
    bool BInside = false;
    for (BasicBlock *X : Forward) {
      if (!Backward.count(X))
        continue;
      BInside |= X == BB;
      if (Range(X->begin(), X->end()))
        return true;
    }
    return !BInside && Range(BB->begin(), B->getIterator());
  }

  template <typename RangeT>
  static void reach(RangeT Start, SmallPtrSetImpl<BasicBlock *> &Seen,
                    BasicBlock *Stop, bool Forward) {
    SmallVector<BasicBlock *, 16> Todo;
    for (BasicBlock *S : Start)
      if (S != Stop)
        Todo.push_back(S);
    while (!Todo.empty()) {
      BasicBlock *X = Todo.pop_back_val();
      if (!Seen.insert(X).second)
        continue;
      if (Forward) {
        for (BasicBlock *N : successors(X))
          if (N != Stop && !Seen.count(N))
            Todo.push_back(N);
      } else {
        for (BasicBlock *N : predecessors(X))
          if (N != Stop && !Seen.count(N))
            Todo.push_back(N);
      }
    }
  }
};

} // namespace

Grouping group(Function &F, const ProgramOrder &Order,
               ArrayRef<Value *> Pointers,
               const SmallPtrSetImpl<Value *> &Initialised) {
  Grouping Out;
  SmallVector<Value *, 16> Local;
  for (Value *P : Pointers)
    if (isa<Instruction>(P))
      Local.push_back(P);
  if (Local.size() < 2)
    return Out;
  Prover P(F);
  // Dominator-tree depth, then program order: a dominating pointer first.
  SmallVector<std::pair<unsigned, Instruction *>, 16> Sorted;
  for (Value *V : Local)
    Sorted.push_back({P.depth(cast<Instruction>(V)), cast<Instruction>(V)});
  llvm::sort(Sorted, [&](const auto &X, const auto &Y) {
    if (X.first != Y.first)
      return X.first < Y.first;
    return Order.before(X.second, Y.second);
  });
  DenseMap<hash_code, SmallVector<Value *, 2>> Roots;
  for (auto [Depth, V] : Sorted) {
    auto &Same = Roots[P.key(V)];
    Value *Root = nullptr;
    for (Value *R : Same)
      if (!P.compare(R, V)) {
        Root = R;
        break;
      }
    if (Root)
      Out.Joined[V] = Root;
    else
      Same.push_back(V);
  }
  SmallPtrSet<Value *, 16> HasInit;
  for (Value *V : Initialised)
    HasInit.insert(Out.Joined.lookup(V) ? Out.Joined.lookup(V) : V);
  SmallVector<Value *, 16> Candidates;
  for (Value *V : Local)
    if (HasInit.count(V) && !Out.Joined.count(V))
      Candidates.push_back(V);
  for (Value *V : Local) {
    if (Out.Joined.count(V) || HasInit.count(V) || Candidates.empty())
      continue;
    std::optional<std::pair<Value *, Mismatch>> Best;
    for (Value *C : Candidates) {
      if (C == V)
        continue;
      auto Miss = P.compare(C, V);
      if (Miss && (!Best || Miss->Depth > Best->second.Depth))
        Best = {{C, *Miss}};
    }
    if (Best)
      Out.Unproven.insert({V, *Best});
  }
  return Out;
}

} // namespace irpass
