//===- Analysis.cpp - The stacks of a function and their verdicts ---------===//
//
// Twin of irpass/adstack/analysis.py, legality.py and capacity.py: the same
// escape rules, in the same order, with the same skip codes.
//
//===----------------------------------------------------------------------===//
#include "adstack/Analysis.h"
#include "adstack/Pointers.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace llvm;

namespace irpass {

std::string spelled(const Value *V) {
  std::string S;
  raw_string_ostream OS(S);
  V->printAsOperand(OS, /*PrintType=*/false);
  return S;
}

bool Stack::pointedBy(const Value *V) const {
  return V == Pointer || llvm::is_contained(Joined, V);
}

static bool unsplittable(Function &F) {
  for (Instruction &I : instructions(F)) {
    if (isa<IndirectBrInst>(I) || isa<CallBrInst>(I))
      return true;
    for (Value *Op : I.operands())
      if (isa<BlockAddress>(Op))
        return true;
  }
  return false;
}

/// A call with the helper's argument count but other argument types (opaque
/// pointers let a call's type differ from its callee's): code built on it
/// would not verify.
static const Site *mistyped(ArrayRef<std::unique_ptr<Site>> Sites,
                            Flavour Kind) {
  for (const auto &S : Sites) {
    CallInst &Call = *S->Call;
    if (Call.arg_size() != paramCount(Kind, S->Kind))
      continue; // argument-count, per stack
    for (unsigned I = 0; I < Call.arg_size(); ++I)
      if (Call.getArgOperand(I)->getType() !=
          paramType(Kind, S->Kind, I, Call.getContext()))
        return S.get();
  }
  return nullptr;
}

static SkipReason untrackedReason(const Stack &S, const Grouping &G) {
  auto It = G.Unproven.find(S.Pointer);
  if (It != G.Unproven.end())
    return skipNotProvenEqual(spelled(S.Pointer), spelled(It->second.first),
                              It->second.second.describe());
  return skipUntrackedPointer(spelled(S.Pointer));
}

/// Why a use of stack pointer \p P other than its definition and its own
/// helper calls stops the rewrite.
static SkipReason useReason(const Value *P, const Instruction &U) {
  std::string Name = spelled(P); // a reason is made once per skipped stack
  if (isa<PHINode>(U) || isa<SelectInst>(U))
    return skipThroughMerge(Name, U.getOpcodeName());
  if (isa<StoreInst>(U))
    return skipStored(Name);
  if (auto *Call = dyn_cast<CallInst>(&U)) {
    Value *Callee = Call->getCalledOperand()->stripPointerCasts();
    return skipPassedToCall(Name,
                            isa<Function>(Callee) ? spelled(Callee) : "a call");
  }
  return skipOtherUse(Name, U.getOpcodeName());
}

static std::optional<SkipReason> stackReason(const Stack &S, const HelperSet &H,
                                             const ProgramOrder &Order) {
  Value *P = S.Pointer;
  auto Name = [P] { return spelled(P); }; // spelled when a reason is made
  if (!isa<Instruction>(P) && !isa<Argument>(P))
    return skipNotLocal(Name());
  if (isa<Argument>(P))
    return skipArgument(Name());
  if (isa<PHINode>(P) || isa<SelectInst>(P))
    return skipFromMerge(Name(), cast<Instruction>(P)->getOpcodeName());
  for (Site *Call : S.Sites) {
    unsigned Want = paramCount(H.Kind, Call->Kind);
    unsigned Got = Call->Call->arg_size();
    if (Got != Want)
      return skipArgumentCount("@" + helperName(Call->Kind), Twine(Got),
                               Twine(Want));
    unsigned Mentions = 0;
    for (Value *Arg : Call->Call->args())
      Mentions += S.pointedBy(Arg);
    if (Got > 1 && Mentions > 1)
      return skipPassedTwice(Name(), "@" + helperName(Call->Kind));
  }
  SmallPtrSet<const Instruction *, 16> Own;
  for (Site *Call : S.Sites)
    Own.insert(Call->Call);
  SmallVector<Value *, 4> All{S.Pointer};
  All.append(S.Joined.begin(), S.Joined.end());
  for (Value *Q : All) {
    const Instruction *First = nullptr;
    for (User *U : Q->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I || Own.count(I))
        continue;
      if (!First || Order.before(I, First))
        First = I;
    }
    if (First)
      return useReason(Q, *First);
  }
  SmallSetVector<Value *, 2> Sizes;
  for (Site *Call : S.Sites)
    if (Call->A.Elem)
      Sizes.insert(Call->A.Elem);
  for (Value *E : Sizes)
    if (!isa<ConstantInt>(E))
      return skipElementNotConstant(Name());
  if (Sizes.size() > 1) { // as Python prints its sorted list: [4, 8]
    std::set<int64_t> Values;
    for (Value *E : Sizes)
      Values.insert(cast<ConstantInt>(E)->getSExtValue());
    std::string Listed = "[";
    for (int64_t V : Values)
      Listed += (Listed.size() > 1 ? ", " : "") + std::to_string(V);
    return skipElementsDiffer(Listed + "]", Name());
  }
  if (!Sizes.empty() && cast<ConstantInt>(Sizes[0])->getSExtValue() <= 0)
    return skipElementNotPositive(
        Twine(cast<ConstantInt>(Sizes[0])->getSExtValue()), Name());
  return std::nullopt;
}

/// `load i64 (getelementptr i64, base, C)` (or of `base` itself), with base
/// an argument, a global or a value of the entry block.
static std::optional<MaxSource> oneMaxSource(Value *V, Function &F) {
  auto *Load = dyn_cast<LoadInst>(V);
  if (!Load || !Load->getType()->isIntegerTy(64))
    return std::nullopt;
  Value *Address = Load->getPointerOperand();
  Value *Base = Address;
  int64_t Index = 0;
  if (isa<Instruction>(Address)) {
    auto *G = dyn_cast<GetElementPtrInst>(Address);
    if (!G || !G->getSourceElementType()->isIntegerTy(64) ||
        G->getNumIndices() != 1 || !isa<ConstantInt>(G->getOperand(1)))
      return std::nullopt;
    Base = G->getPointerOperand();
    Index = cast<ConstantInt>(G->getOperand(1))->getSExtValue();
  }
  if (isa<Argument>(Base) || isa<GlobalValue>(Base))
    return MaxSource{Base, Index, nullptr};
  auto *I = dyn_cast<Instruction>(Base);
  if (I && I->getParent() == &F.getEntryBlock())
    return MaxSource{Base, Index, I};
  return std::nullopt;
}

/// Where the max is read (capacity._read_at): right after the stack pointer's
/// definition where that is after the base's and before the first push of its
/// block (a merged check there covers the block's later pushes); else after
/// the base's. Read at the entry, the compares of the pushes right after an
/// init depend on the entry alone, LLVM computes them all there, and ptxas
/// carries one predicate per stack through the kernel.
static MaxSource readAt(MaxSource Source, const Stack &S,
                        const SmallPtrSetImpl<const Instruction *> &Pushes) {
  auto *Def = dyn_cast<Instruction>(S.Pointer);
  if (!Def || isa<PHINode>(Def) || Def->isEHPad() || Def->isTerminator())
    return Source;
  if (Source.After && Def->getParent() == Source.After->getParent() &&
      Def->comesBefore(Source.After))
    return Source; // the base is defined in the entry block after the pointer
  for (Instruction &I : *Def->getParent()) {
    if (&I == Def)
      break;
    if (Pushes.contains(&I))
      return Source;
  }
  Source.After = Def;
  return Source;
}

static std::optional<MaxSource>
maxSource(const Stack &S, Function &F,
          const SmallPtrSetImpl<const Instruction *> &Pushes) {
  std::optional<MaxSource> Found;
  for (Site *Call : S.Sites) {
    if (Call->Kind != Op::Push || !Call->A.Max)
      continue;
    auto One = oneMaxSource(Call->A.Max, F);
    if (!One || (Found && !(*Found == *One)))
      return std::nullopt;
    Found = One;
  }
  if (Found)
    Found = readAt(*Found, S, Pushes);
  return Found;
}

FunctionAnalysis analyse(Function &F, const HelperSet *Helpers,
                         const std::optional<SkipReason> &ModuleReason) {
  FunctionAnalysis R{F, Helpers, {}, {}, {}, 0};
  std::optional<Flavour> Kind;
  if (Helpers)
    Kind = Helpers->Kind;
  MapVector<Value *, std::unique_ptr<Stack>> Stacks;
  DenseMap<const Value *, std::optional<Op>> Callees; // names looked up once
  unsigned N = 0;
  for (Instruction &I : instructions(F)) {
    ++N;
    auto *Call = dyn_cast<CallInst>(&I);
    if (!Call)
      continue;
    auto [Known, New] = Callees.try_emplace(Call->getCalledOperand());
    if (New)
      Known->second = calledHelper(*Call);
    std::optional<Op> O = Known->second;
    if (!O)
      continue;
    Args A = Args::of(*O, Kind, *Call);
    // A call without a stack argument: one stack named by nothing.
    Value *P = A.Stack ? A.Stack : static_cast<Value *>(Call->getFunction());
    R.Sites.push_back(std::make_unique<Site>(Site{Call, *O, A, P, N - 1}));
    auto &S = Stacks[P];
    if (!S)
      S = std::make_unique<Stack>(Stack{P, {}, {}, 0, {}, {}});
    S->Sites.push_back(R.Sites.back().get());
  }
  R.HelperCalls = R.Sites.size();
  auto Finish = [&] {
    for (auto &KV : Stacks)
      R.Stacks.push_back(std::move(KV.second));
    if (R.Reason)
      for (auto &S : R.Stacks)
        S->Reason = R.Reason;
    return std::move(R);
  };
  if (ModuleReason)
    R.Reason = ModuleReason;
  else if (!Helpers)
    R.Reason = skipHelperDeclarations("helper flavour unknown");
  else if (unsplittable(F))
    R.Reason = skipUnsplittable();
  else if (const Site *Bad = mistyped(R.Sites, Helpers->Kind))
    R.Reason = skipUnparsedCall("arguments of other types than @" +
                                helperName(Bad->Kind) + "'s");
  if (R.Reason || Stacks.empty())
    return Finish();

  // Join recomputed copies of a pointer (Pointers.cpp).
  SmallVector<Value *, 16> Pointers;
  SmallPtrSet<Value *, 16> Inits;
  for (auto &KV : Stacks) {
    Pointers.push_back(KV.first);
    for (Site *Call : KV.second->Sites)
      if (Call->Kind == Op::Init) {
        Inits.insert(KV.first);
        break;
      }
  }
  ProgramOrder Order(F);
  Grouping G = group(F, Order, Pointers, Inits);
  for (auto &[Pointer, Root] : G.Joined) {
    auto Joined = std::move(Stacks[Pointer]);
    Stacks.erase(Pointer);
    Stack &Into = *Stacks[Root];
    for (Site *Call : Joined->Sites) {
      Call->Stack = Root;
      Into.Sites.push_back(Call);
    }
    Into.Joined.push_back(Pointer);
  }
  for (auto &KV : Stacks) {
    auto &Sites = KV.second->Sites;
    llvm::sort(Sites, [](Site *X, Site *Y) { return X->Order < Y->Order; });
    auto &J = KV.second->Joined;
    llvm::sort(J, [&](Value *X, Value *Y) {
      return Order.before(cast<Instruction>(X), cast<Instruction>(Y));
    });
  }
  for (auto &KV : Stacks) {
    bool Init = llvm::any_of(KV.second->Sites,
                             [](Site *C) { return C->Kind == Op::Init; });
    if (!Init) {
      R.Reason = untrackedReason(*KV.second, G);
      return Finish();
    }
  }
  SmallPtrSet<const Instruction *, 32> Pushes;
  for (auto &Call : R.Sites)
    if (Call->Kind == Op::Push)
      Pushes.insert(Call->Call);
  for (auto &KV : Stacks) {
    Stack &S = *KV.second;
    S.Reason = stackReason(S, *Helpers, Order);
    if (S.Reason)
      continue;
    for (Site *Call : S.Sites)
      if (Call->A.Elem) {
        S.Elem = cast<ConstantInt>(Call->A.Elem)->getSExtValue();
        break;
      }
    S.Max = maxSource(S, F, Pushes);
  }
  return Finish();
}

} // namespace irpass
