//===- MergedChecks.cpp - One overflow check per basic block --------------===//
//
// Twin of irpass/strategies/merged_checks.py. At a block's first push, for
// every stack the block pushes, the count each of its pushes will see is
// max(c0 + a, b) (pops saturate at 0 and an init resets the count: the b
// part). Some push of the block would overflow iff, for some stack,
// c0 + A + 1 > max or B + 1 > max, with A, B the largest a, b over its
// pushes. Those compares are or-ed into one branch to the shared exit; the
// pushes after it are unchecked; a B part reads max again at the check
// (reread). `max-run` starts a new check after every N
// pushes. Functions whose pushes carry different task ids, or whose max
// cannot be read at the check, go to the fallback (shared-exit).
//
//===----------------------------------------------------------------------===//
#include "strategies/Base.h"

using namespace llvm;

namespace irpass {

namespace {

using Maybe = std::optional<int64_t>;

/// Before each push the count is max(c0 + A, B); nullopt is minus infinity.
struct Bound {
  Maybe A, B;
};

Maybe larger(Maybe X, Maybe Y) {
  if (!X)
    return Y;
  if (!Y)
    return X;
  return std::max(*X, *Y);
}

Maybe plus(Maybe X, int64_t K) { return X ? Maybe(*X + K) : std::nullopt; }

/// For each stack, the largest a and b over its pushes among \p Sites.
MapVector<Value *, Bound> blockBounds(ArrayRef<Site *> Sites) {
  DenseMap<Value *, Bound> State;
  MapVector<Value *, Bound> Peak;
  for (Site *S : Sites) {
    auto It = State.find(S->Stack);
    Bound Now = It == State.end() ? Bound{0, std::nullopt} : It->second;
    switch (S->Kind) {
    case Op::Push: {
      auto [Old, New] = Peak.insert({S->Stack, Bound{}});
      Old->second = {larger(Old->second.A, Now.A),
                     larger(Old->second.B, Now.B)};
      (void)New;
      Now = {plus(Now.A, 1), plus(Now.B, 1)};
      break;
    }
    case Op::Pop:
      Now = {plus(Now.A, -1), Now.B ? std::max<int64_t>(*Now.B - 1, 0) : 0};
      break;
    case Op::Init:
      Now = {std::nullopt, 0};
      break;
    default:
      break;
    }
    State[S->Stack] = Now;
  }
  return Peak;
}

bool isLocal(const Value *V) { return isa<Instruction>(V) || isa<Argument>(V); }

class MergedChecksStrategy : public Strategy {
  DenseMap<Value *, Value *> Limits;
  DenseMap<Site *, MapVector<Value *, Bound>> Checks;

  bool declines(const FunctionAnalysis &A,
                const StrategyOptions &O) const override {
    if (O.Mode == Overflow::Unchecked || A.Helpers->Kind != Flavour::Quadrants)
      return true;
    SmallPtrSet<Value *, 2> TaskIds;
    for (auto &S : A.Stacks) {
      if (!S->rewritable())
        continue;
      SmallPtrSet<Value *, 2> Maxes;
      for (Site *Call : S->Sites)
        if (Call->Kind == Op::Push) {
          Maxes.insert(Call->A.Max);
          TaskIds.insert(Call->A.TaskId);
        }
      bool Hoisted = O.HoistMax && S->Max;
      if (!Hoisted && (Maxes.size() > 1 || llvm::any_of(Maxes, isLocal)))
        return true;
    }
    return TaskIds.size() > 1;
  }

  /// Each stack's max as a value available anywhere; where the checks go.
  void begin(Prepared &P, const StrategyOptions &O) override {
    for (auto &[Pointer, St] : P.States) {
      Value *Limit = St.HoistedMax;
      for (Site *Call : St.S->Sites)
        if (!Limit && Call->Kind == Op::Push)
          Limit = Call->A.Max;
      Limits[Pointer] = Limit ? Limit : P.E.i64(0);
    }
    // Split each block's sites at pushes: a segment starts at a push and
    // holds at most max-run pushes.
    MapVector<BasicBlock *, std::vector<Site *>> ByBlock;
    for (Site *S : P.Sites)
      ByBlock[S->Call->getParent()].push_back(S);
    for (auto &[Block, Sites] : ByBlock) {
      std::vector<std::vector<Site *>> Segments;
      unsigned Pushes = 0;
      for (Site *S : Sites) {
        bool Push = S->Kind == Op::Push;
        if (Push && (Segments.empty() || (O.MaxRun && Pushes == *O.MaxRun))) {
          Segments.emplace_back();
          Pushes = 0;
        }
        if (!Segments.empty()) {
          Segments.back().push_back(S);
          Pushes += Push;
        }
      }
      for (auto &Segment : Segments)
        Checks[Segment.front()] = blockBounds(Segment);
    }
  }

  void handle(Prepared &P, Site &S, const StrategyOptions &O) override {
    auto It = Checks.find(&S);
    if (It != Checks.end())
      check(P, It->second, S);
    straightSite(P, S);
  }

  /// The max of a stack (re)initialised within the checked pushes, read again
  /// at the check, once per source (merged_checks._reread): that compare
  /// depends on the max alone, and on the hoisted value LLVM computes it where
  /// the max is read, and ptxas carries the predicate from there.
  static Value *reread(Emitter &E, const StackState &St,
                       DenseMap<std::pair<Value *, int64_t>, Value *> &Done) {
    if (!St.HoistedMax || !St.S->Max)
      return nullptr;
    auto [It, New] =
        Done.try_emplace({St.S->Max->Base, St.S->Max->Index}, nullptr);
    if (New) {
      Value *Address = E.B.CreateGEP(E.B.getInt64Ty(), St.S->Max->Base,
                                     E.i64(St.S->Max->Index));
      It->second = E.B.CreateAlignedLoad(E.B.getInt64Ty(), Address, Align(8));
    }
    return It->second;
  }

  /// The or-ed compare before \p S; the pushes continue in a new block.
  void check(Prepared &P, const MapVector<Value *, Bound> &Bounds, Site &S) {
    Emitter &E = P.E;
    E.B.SetInsertPoint(S.Call);
    SmallVector<Value *, 4> Flags;
    DenseMap<std::pair<Value *, int64_t>, Value *> Reread;
    for (auto &[Pointer, B] : Bounds) {
      Value *Limit = Limits[Pointer];
      const StackState &St = P.States.find(Pointer)->second;
      if (B.A) {
        Value *Again = reread(E, St, Reread);
        Value *Count = E.loadCount(St.Counter);
        Value *Peak = E.add(Count, *B.A + 1);
        Flags.push_back(E.B.CreateICmpSGT(Peak, Again ? Again : Limit));
      }
      if (B.B) {
        Value *Again = reread(E, St, Reread);
        Flags.push_back(
            E.B.CreateICmpULT(Again ? Again : Limit, E.i64(*B.B + 1)));
      }
    }
    Value *Any = nullptr;
    for (Value *Flag : Flags)
      Any = Any ? E.B.CreateOr(Any, Flag) : Flag;
    BasicBlock *Head = S.Call->getParent();
    BasicBlock *Exit = P.Exit.edge(E, Head, S.A);
    BasicBlock *Cont = splitAt(P, S.Call, "cont");
    branchInstead(P, Head, Any, Exit, Cont);
  }
};

} // namespace

std::unique_ptr<Strategy> makeMergedChecks() {
  return std::make_unique<MergedChecksStrategy>();
}

} // namespace irpass
