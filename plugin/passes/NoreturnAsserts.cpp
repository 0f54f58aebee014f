//===- NoreturnAsserts.cpp - Failed asserts that do not rejoin ------------===//
//
// Twin of irpass/passes/noreturn_asserts.py (the runtime's contract is read
// there). A fail block ends `report; [icmp ne|eq %r, 0;] br`: only the branch
// changes (the compare stays, unused, as in the Python tool). A block whose
// successor has a phi naming it, and one with anything but the report's own
// compare between report and branch, are left alone. Then the fail blocks that
// call the same report and leave the same way share one report block whose
// phis pick the message and arguments (`shareReports`). Remarks: pass name
// `noreturn-asserts`, one per changed function.
//
//===----------------------------------------------------------------------===//
#include "passes/NoreturnAsserts.h"
#include "adstack/Analysis.h"
#include "passes/Declare.h"
#include "strategies/Base.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace irpass {

Expected<AssertExit> parseAssertExit(StringRef Params) {
  AssertExit Exit = AssertExit::Return;
  while (!Params.empty()) {
    StringRef Part;
    std::tie(Part, Params) = Params.split(';');
    if (Part == "exit=return")
      Exit = AssertExit::Return;
    else if (Part == "exit=thread")
      Exit = AssertExit::Thread;
    else
      return unknownParameter(Part, "exit=return, exit=thread");
  }
  return Exit;
}

namespace {

struct Report {
  bool Ctx; // returns 1 on failure (CPU) instead of not at all
  std::optional<unsigned> Test; // index of its test argument (none: false)
};

std::optional<Report> reportOf(const CallInst *Call) {
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  if (!Callee)
    return std::nullopt;
  StringRef Name = Callee->getName();
  if (Name == "quadrants_assert_format_ctx_args8")
    return Report{true, std::nullopt};
  if (Name == "quadrants_assert_format_ctx")
    return Report{true, 1u};
  if (Name == "quadrants_assert_format_args8")
    return Report{false, std::nullopt};
  if (Name == "quadrants_assert_format")
    return Report{false, 1u};
  return std::nullopt;
}

struct Tail {
  CallInst *Call;
  Report R;
  ICmpInst *Compare; // may be null
  BranchInst *Branch;
};

/// The report with `test` false that ends \p BB (as the Python tool's `_tail`:
/// the last two, then three instructions).
std::optional<Tail> tailOf(BasicBlock &BB) {
  SmallVector<Instruction *, 3> Last;
  for (Instruction &I : reverse(BB)) {
    if (isa<DbgInfoIntrinsic>(I))
      continue;
    Last.push_back(&I);
    if (Last.size() == 3)
      break;
  }
  for (unsigned Start : {2u, 3u}) {
    if (Last.size() < Start)
      continue;
    auto *Call = dyn_cast<CallInst>(Last[Start - 1]);
    std::optional<Report> R = reportOf(Call);
    if (!R)
      continue;
    if (R->Test) {
      auto *Test = dyn_cast<ConstantInt>(Call->getArgOperand(*R->Test));
      if (!Test || !Test->isZero())
        return std::nullopt;
    }
    auto *Branch = dyn_cast<BranchInst>(Last[0]);
    if (!Branch)
      return std::nullopt;
    ICmpInst *Compare = nullptr;
    if (Start == 3) {
      Compare = dyn_cast<ICmpInst>(Last[1]);
      auto *Zero =
          Compare ? dyn_cast<ConstantInt>(Compare->getOperand(1)) : nullptr;
      if (!Compare || !Compare->isEquality() ||
          Compare->getOperand(0) != Call || !Zero || !Zero->isZero())
        return std::nullopt;
    }
    return Tail{Call, *R, Compare, Branch};
  }
  return std::nullopt;
}

bool hasPhiFrom(BasicBlock *Succ, BasicBlock *From) {
  for (PHINode &Phi : Succ->phis())
    if (Phi.getBasicBlockIndex(From) >= 0)
      return true;
  return false;
}

/// Where a `_ctx` report's branch goes when the report returns non-zero.
BasicBlock *takenWhenNonzero(const Tail &T) {
  if (!T.R.Ctx || !T.Compare || !T.Branch->isConditional() ||
      T.Branch->getCondition() != T.Compare)
    return nullptr;
  return T.Branch->getSuccessor(
      T.Compare->getPredicate() == CmpInst::ICMP_NE ? 0 : 1);
}

/// A fail block whose report is shared: the report, and where the shared block
/// goes after it (null: `unreachable`; the function's `ret void` when Ret).
struct Ended {
  CallInst *Call;
  BasicBlock *Target;
  bool Ret;
};

/// How a shared report block ends for a fail block whose edge now goes to
/// \p Taken (null: it ends the thread), as the Python tool's `_shared_end`;
/// none where the block keeps its own report (\p Taken has a phi).
std::optional<Ended> sharedEnd(CallInst *Call, BasicBlock *Taken) {
  if (!Taken)
    return Ended{Call, nullptr, false};
  if (!Taken->phis().empty())
    return std::nullopt;
  auto *Ret = dyn_cast<ReturnInst>(&Taken->front());
  if (Ret && !Ret->getReturnValue())
    return Ended{Call, nullptr, true};
  return Ended{Call, Taken, false};
}

/// The constant tables the shared reports of a module read their arguments
/// from (the Python tool's `_Tables`): `@irpass.assert.table<n>`, numbered
/// across the module, `.N` added where the module has the name.
struct TableMaker {
  Module &M;
  unsigned Made = 0;

  GlobalVariable *add(Constant *Values) {
    std::string Base = "irpass.assert.table" + std::to_string(Made++);
    std::string Name = Base;
    for (unsigned K = 1; M.getNamedValue(Name); ++K)
      Name = Base + "." + std::to_string(K);
    // In address space 0 as the Python tool writes it (not the data layout's
    // default for globals: AMDGPU's is 1)
    auto *Table = new GlobalVariable(M, Values->getType(), /*isConstant=*/true,
                                     GlobalValue::PrivateLinkage, Values, Name,
                                     nullptr, GlobalValue::NotThreadLocal, 0u);
    Table->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    return Table;
  }
};

/// The reports of fail blocks that leave the same way, one call per callee and
/// way out (as the Python tool's `_share_reports`): each such block branches to
/// one shared block whose phis pick its message and arguments, so ptxas sees
/// one call site instead of one per assert; two or more arguments constant at
/// every report are read from tables at one `i32` phi's index (`_tabled`).
/// The same call with the same arguments, then the same way out: exact.
void shareReports(Function &F, ArrayRef<Ended> All, TableMaker &Tables) {
  MapVector<std::tuple<Function *, BasicBlock *, unsigned>,
            SmallVector<CallInst *, 0>>
      Groups;
  for (const Ended &E : All)
    Groups[{E.Call->getCalledFunction(), E.Target, unsigned(E.Ret)}].push_back(
        E.Call);
  std::optional<Names> N;
  for (auto &[Key, Calls] : Groups) {
    if (Calls.size() < 2)
      continue;
    if (!N)
      N.emplace(F);
    BasicBlock *Shared = N->block("assert.report", nullptr);
    IRBuilder<> B(Shared);
    unsigned Size = Calls[0]->arg_size();
    SmallVector<unsigned, 11> Varying, Tabled;
    for (unsigned I = 0; I < Size; ++I) {
      Value *First = Calls[0]->getArgOperand(I);
      if (all_of(Calls,
                 [&](CallInst *C) { return C->getArgOperand(I) == First; }))
        continue;
      Varying.push_back(I);
      if (all_of(Calls, [&](CallInst *C) {
            return isa<Constant>(C->getArgOperand(I));
          }))
        Tabled.push_back(I);
    }
    if (Tabled.size() < 2)
      Tabled.clear();
    PHINode *Id = nullptr;
    if (!Tabled.empty()) {
      Id = B.CreatePHI(B.getInt32Ty(), Calls.size(), N->fresh("assert.id"));
      for (auto [K, C] : enumerate(Calls))
        Id->addIncoming(B.getInt32(K), C->getParent());
    }
    SmallVector<Value *, 11> Args;
    SmallVector<std::pair<unsigned, std::string>, 11> Reads;
    for (unsigned I = 0; I < Size; ++I) {
      Value *First = Calls[0]->getArgOperand(I);
      if (!is_contained(Varying, I)) {
        Args.push_back(First);
        continue;
      }
      std::string Name = N->fresh("assert.arg");
      if (is_contained(Tabled, I)) {
        Args.push_back(nullptr); // read below, after the phis
        Reads.push_back({I, Name});
        continue;
      }
      PHINode *Phi = B.CreatePHI(First->getType(), Calls.size(), Name);
      for (CallInst *C : Calls)
        Phi->addIncoming(C->getArgOperand(I), C->getParent());
      Args.push_back(Phi);
    }
    for (auto &[I, Name] : Reads) {
      SmallVector<Constant *, 0> Values;
      for (CallInst *C : Calls)
        Values.push_back(cast<Constant>(C->getArgOperand(I)));
      auto *Type = ArrayType::get(Values[0]->getType(), Values.size());
      GlobalVariable *Table = Tables.add(ConstantArray::get(Type, Values));
      Value *Slot = B.CreateInBoundsGEP(Type, Table, {B.getInt32(0), Id},
                                        N->fresh("assert.slot"));
      Args[I] = B.CreateLoad(Values[0]->getType(), Slot, Name);
    }
    CallInst *Report =
        B.CreateCall(Calls[0]->getFunctionType(), std::get<0>(Key), Args);
    Report->setAttributes(Calls[0]->getAttributes());
    Report->setCallingConv(Calls[0]->getCallingConv());
    Report->setDebugLoc(Calls[0]->getDebugLoc());
    if (std::get<2>(Key))
      B.CreateRetVoid();
    else if (BasicBlock *Target = std::get<1>(Key))
      B.CreateBr(Target);
    else
      B.CreateUnreachable();
    for (CallInst *C : Calls) {
      Instruction *End = C->getParent()->getTerminator();
      BranchInst::Create(Shared, End->getIterator())
          ->setDebugLoc(End->getDebugLoc());
      End->eraseFromParent();
      // As in the Python tool, its result becomes `add 0, 0` in its place (a
      // numbered value keeps its number; LLVM drops it)
      if (C->getType()->isIntegerTy()) {
        Value *Zero = Constant::getNullValue(C->getType());
        Instruction *Kept =
            BinaryOperator::CreateAdd(Zero, Zero, "", C->getIterator());
        Kept->takeName(C);
        C->replaceAllUsesWith(Kept);
      } else {
        C->replaceAllUsesWith(Constant::getNullValue(C->getType()));
      }
      C->eraseFromParent();
    }
  }
}

unsigned rewriteFunction(Function &F, AssertExit Exit, TableMaker &Tables) {
  unsigned Changed = 0;
  SmallVector<Ended, 0> Shared;
  for (BasicBlock &BB : F) {
    std::optional<Tail> T = tailOf(BB);
    // The Python tool skips an unlabelled entry block.
    if (!T || (&BB == &F.getEntryBlock() && !BB.hasName()))
      continue;
    if (any_of(successors(&BB),
               [&](BasicBlock *S) { return hasPhiFrom(S, &BB); }))
      continue;
    BasicBlock *Taken =
        Exit == AssertExit::Thread ? nullptr : takenWhenNonzero(*T);
    if (Exit == AssertExit::Return && !Taken)
      continue;
    Instruction *New =
        Taken ? static_cast<Instruction *>(BranchInst::Create(Taken))
              : new UnreachableInst(F.getContext());
    New->insertBefore(T->Branch->getIterator());
    New->setDebugLoc(T->Branch->getDebugLoc());
    T->Branch->eraseFromParent();
    ++Changed;
    if (std::optional<Ended> E = sharedEnd(T->Call, Taken))
      Shared.push_back(*E);
  }
  shareReports(F, Shared, Tables);
  return Changed;
}

} // namespace

PreservedAnalyses NoreturnAssertsPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  TableMaker Tables{M};
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    unsigned N = rewriteFunction(F, Exit, Tables);
    if (!N)
      continue;
    Changed = true;
    OptimizationRemarkEmitter ORE(&F);
    ORE.emit([&] {
      return OptimizationRemark("noreturn-asserts", "NoReturn", &F)
             << spelled(&F) << ": " << ore::NV("Asserts", N)
             << " failed asserts no longer return (exit="
             << ore::NV("Exit",
                        Exit == AssertExit::Thread ? "thread" : "return")
             << ")";
    });
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace irpass
