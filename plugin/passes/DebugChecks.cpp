//===- DebugChecks.cpp - Debug overflow checks inline ---------------------===//
//
// Twin of irpass/passes/debug_checks.py, where what each runtime check
// computes is read from Quadrants' bitcode. The same instructions, names
// (`%irpass.dbg.pair0`, `%irpass.dbg.report0`), reporter
// (`@irpass.debug.report`) and format strings (`@irpass.debug.format.add`).
// The same proofs (`prove`: the checks of Python's floor division and modulo
// that cannot fire on their own) and plain ops. Remarks: pass name
// `debug-checks`, one per rewritten function.
//
//===----------------------------------------------------------------------===//
#include "passes/DebugChecks.h"
#include "Compat.h"
#include "adstack/Analysis.h"
#include "strategies/Base.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include <functional>
#include <map>

using namespace llvm;

namespace irpass {

namespace {

constexpr const char *Printf =
    "_Z16quadrants_printfIJRPKcEEvP11LLVMRuntimeS1_DpOT_";
constexpr const char *Reporter = "irpass.debug.report";

/// The runtime's report of a failed check of \p Op; empty for no check.
StringRef formatOf(StringRef Op) {
  return StringSwitch<StringRef>(Op)
#define IRPASS_DEBUG_CHECK(Op, Format) .Case(Op, Format)
#include "passes/DebugChecks.def"
      .Default("");
}

/// The widths a check takes.
constexpr unsigned CheckBits[] = {
#define IRPASS_DEBUG_BITS(Bits) Bits,
#include "passes/DebugChecks.def"
};

/// What one `debug_<op>_<i|u><bits>` runtime function computes.
struct Check {
  std::string Op;
  unsigned Bits;
  bool Signed;
};

std::optional<Check> parseCheck(StringRef Name) {
  if (!Name.consume_front("debug_"))
    return std::nullopt;
  auto [Op, Kind] = Name.split('_');
  unsigned Bits;
  if (formatOf(Op).empty() || Kind.size() < 2 ||
      (Kind[0] != 'i' && Kind[0] != 'u') ||
      Kind.drop_front().getAsInteger(10, Bits) ||
      !is_contained(CheckBits, Bits))
    return std::nullopt;
  return Check{Op.str(), Bits, Kind[0] == 'i'};
}

/// The check a call is, when its types are the runtime function's.
std::optional<Check> checkOf(const CallInst &Call) {
  const Function *Callee = Call.getCalledFunction();
  std::optional<Check> C =
      Callee ? parseCheck(Callee->getName()) : std::nullopt;
  if (!C || Call.arg_size() != 4)
    return std::nullopt;
  Type *T = Call.getType();
  if (!T->isIntegerTy(C->Bits) ||
      !Call.getArgOperand(0)->getType()->isPointerTy() ||
      Call.getArgOperand(1)->getType() != T ||
      Call.getArgOperand(2)->getType() != T ||
      !Call.getArgOperand(3)->getType()->isPointerTy())
    return std::nullopt;
  return C;
}

/// Whether \p I may stand between two reports merged into one block: no call,
/// no memory access, nothing that traps.
bool mayStandBetween(const Instruction &I) {
  return StringSwitch<bool>(I.getOpcodeName())
#define IRPASS_DEBUG_PURE(Opcode) .Case(Opcode, true)
#include "passes/DebugChecks.def"
      .Default(false);
}

bool isZero(const Value *V) {
  const auto *K = dyn_cast<ConstantInt>(V);
  return K && K->isZero();
}

/// The tool's proofs (debug_checks.py's PRODUCT, ADJUST, MODULO).
enum class Rule { Product, Adjust, Modulo };

/// The debug checks of a function that cannot fire on their own: the rule of
/// each plain site, and per checked floor(a/b)*b the a - floor(a/b)*b it
/// reports.
struct Proven {
  DenseMap<CallInst *, Rule> Plain;
  DenseMap<CallInst *, CallInst *> Merged;
};

using Pair = std::pair<Value *, Value *>;

/// The floor division and modulo Quadrants computes Python's way, as the
/// tool's `prove` finds them.
Proven prove(ArrayRef<std::pair<CallInst *, Check>> Sites) {
  Proven P;
  DenseMap<CallInst *, const Check *> SiteOf;
  for (auto &[Call, C] : Sites)
    SiteOf[Call] = &C;
  auto Division = [](Value *Q, const Check &C) -> BinaryOperator * {
    auto *D = dyn_cast<BinaryOperator>(Q);
    if (!D || !D->getType()->isIntegerTy(C.Bits) ||
        D->getOpcode() != (C.Signed ? Instruction::SDiv : Instruction::UDiv))
      return nullptr;
    return D;
  };
  DenseMap<Value *, Pair> Products; // p1 -> (q, b)
  for (auto &[Call, C] : Sites) {
    if (C.Op != "mul")
      continue;
    Value *X = Call->getArgOperand(1), *Y = Call->getArgOperand(2);
    for (auto [Q, B] : {Pair{X, Y}, Pair{Y, X}})
      if (BinaryOperator *D = Division(Q, C); D && D->getOperand(1) == B) {
        P.Plain[Call] = Rule::Product;
        Products[Call] = {Q, B};
        break;
      }
  }
  std::function<void(Value *, SmallVectorImpl<Value *> &)> Conjuncts =
      [&](Value *V, SmallVectorImpl<Value *> &Out) {
        if (auto *And = dyn_cast<BinaryOperator>(V);
            And && And->getOpcode() == Instruction::And &&
            And->getType()->isIntegerTy(1)) {
          Conjuncts(And->getOperand(0), Out);
          Conjuncts(And->getOperand(1), Out);
          return;
        }
        if (auto *Ne = dyn_cast<ICmpInst>(V);
            Ne && Ne->getPredicate() == ICmpInst::ICMP_NE &&
            Ne->getOperand(0)->getType()->isIntegerTy(1) &&
            isZero(Ne->getOperand(1))) {
          Conjuncts(Ne->getOperand(0), Out);
          return;
        }
        Out.push_back(V);
      };
  auto Negative = [](Value *V, Value *X) {
    auto *C = dyn_cast<ICmpInst>(V);
    return C && C->getPredicate() == ICmpInst::ICMP_SLT &&
           C->getOperand(0) == X && isZero(C->getOperand(1));
  };
  enum Term : unsigned { Other = 1, Nonzero = 2, Inexact = 4, Signs = 8 };
  // Which conjunct of floor(a/b)'s adjust V is.
  auto TermOf = [&](Value *V, Value *Q, Value *A, Value *B) -> Term {
    auto *C = dyn_cast<ICmpInst>(V);
    if (!C || C->getPredicate() != ICmpInst::ICMP_NE)
      return Other;
    Value *X = C->getOperand(0), *Y = C->getOperand(1);
    if ((X == A && isZero(Y)) || (Y == A && isZero(X)))
      return Nonzero;
    for (auto [Pv, Vv] : {Pair{X, Y}, Pair{Y, X}}) {
      auto It = Products.find(Pv);
      if (Vv == A && It != Products.end() && It->second == Pair{Q, B})
        return Inexact;
      if (Negative(Pv, A) && Negative(Vv, B))
        return Signs;
    }
    return Other;
  };
  DenseMap<Value *, Pair> Floors; // q2 = floor(a/b) -> (a, b)
  for (auto &[Call, C] : Sites) {
    if (C.Op != "sub" || !C.Signed)
      continue;
    BinaryOperator *D = Division(Call->getArgOperand(1), C);
    auto *Adjust = dyn_cast<ZExtInst>(Call->getArgOperand(2));
    if (!D || !Adjust || !Adjust->getOperand(0)->getType()->isIntegerTy(1))
      continue;
    Value *A = D->getOperand(0), *B = D->getOperand(1);
    SmallVector<Value *, 4> Terms;
    Conjuncts(Adjust->getOperand(0), Terms);
    unsigned Seen = 0;
    for (Value *T : Terms)
      Seen |= TermOf(T, D, A, B);
    if (Seen & Inexact) {
      P.Plain[Call] = Rule::Adjust;
      if (Seen == (Nonzero | Inexact | Signs))
        Floors[Call] = {A, B};
    }
  }
  // Whether I .. J, one block, have only instructions between them that
  // Allowed takes.
  auto Between = [](Instruction *I, Instruction *J, auto Allowed) {
    if (I->getParent() != J->getParent() || !I->comesBefore(J))
      return false;
    for (Instruction *K = I->getNextNode(); K != J; K = K->getNextNode())
      if (!Allowed(*K))
        return false;
    return true;
  };
  // X is A, or a load of the same address nothing can have written to since
  // A's: only instructions that write no memory between them, the checks
  // among them ones that cannot fire.
  auto Same = [&](Value *X, Value *A) {
    if (X == A)
      return true;
    auto *Load = dyn_cast<LoadInst>(X), *Other = dyn_cast<LoadInst>(A);
    if (!Load || !Other || !Load->isSimple() || !Other->isSimple() ||
        Load->getType() != Other->getType() ||
        Load->getPointerOperand() != Other->getPointerOperand())
      return false;
    return Between(Other, Load, [&](Instruction &K) {
      if (mayStandBetween(K) || K.getOpcode() == Instruction::SDiv ||
          K.getOpcode() == Instruction::UDiv)
        return true;
      if (auto *L = dyn_cast<LoadInst>(&K))
        return L->isSimple();
      auto *Call = dyn_cast<CallInst>(&K);
      auto It = Call ? P.Plain.find(Call) : P.Plain.end();
      return It != P.Plain.end() && It->second != Rule::Modulo;
    });
  };
  for (auto &[Call, C] : Sites) {
    auto *P3 = dyn_cast<CallInst>(Call->getArgOperand(2));
    auto Found = P3 ? SiteOf.find(P3) : SiteOf.end();
    if (C.Op != "sub" || !C.Signed || Found == SiteOf.end())
      continue;
    const Check &M = *Found->second;
    if (M.Op != "mul" || M.Bits != C.Bits || M.Signed != C.Signed)
      continue;
    Value *A = Call->getArgOperand(1);
    Value *X = P3->getArgOperand(1), *Y = P3->getArgOperand(2);
    auto Floor = [&](Value *Q, Value *B) {
      auto It = Floors.find(Q);
      return It != Floors.end() && It->second.second == B &&
             Same(A, It->second.first);
    };
    if (!Floor(X, Y) && !Floor(Y, X))
      continue;
    // Only pure instructions between, none defining what the report reads.
    if (Between(P3, Call, [&](Instruction &K) {
          return mayStandBetween(K) && &K != Call->getArgOperand(0) &&
                 &K != Call->getArgOperand(3);
        })) {
      P.Plain[Call] = Rule::Modulo;
      P.Merged[P3] = Call;
    }
  }
  return P;
}

/// The module's reporter and format strings, made when first needed.
struct Reporting {
  Module &M;
  Function *Report = nullptr;
  std::map<std::string, GlobalVariable *> Formats; // by op, sorted
  std::map<std::string, Function *> Intrinsics;    // declared by this pass

  Function *reporter() {
    if (Report)
      return Report;
    LLVMContext &Ctx = M.getContext();
    PointerType *Ptr = PointerType::getUnqual(Ctx);
    Report = Function::Create(
        FunctionType::get(Type::getVoidTy(Ctx), {Ptr, Ptr, Ptr}, false),
        GlobalValue::InternalLinkage, Reporter, M);
    return Report;
  }

  GlobalVariable *format(StringRef Op) {
    GlobalVariable *&G = Formats[Op.str()];
    if (!G) {
      Constant *Data =
          ConstantDataArray::getString(M.getContext(), formatOf(Op));
      // In the generic address space the reporter's `ptr` takes, as the
      // tool's text and IRBuilder's strings are: not the datalayout's globals
      // one (AMDGPU's G1), which the call would reject.
      G = new GlobalVariable(M, Data->getType(), true,
                             GlobalValue::PrivateLinkage, Data,
                             ("irpass.debug.format." + Op).str(), nullptr,
                             GlobalValue::NotThreadLocal, 0);
      G->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
      G->setAlignment(Align(1));
    }
    return G;
  }

  /// The reporter's body: the runtime's own print, as the runtime function
  /// makes it (the argument passed by reference).
  void finish() {
    if (!Report)
      return;
    LLVMContext &Ctx = M.getContext();
    PointerType *Ptr = PointerType::getUnqual(Ctx);
    // The tool's order, at the module's end: the formats by op, then the
    // declarations it adds (printf, the context's runtime, the intrinsics by
    // name), then the reporter.
    for (auto &[Op, G] : Formats) {
      G->removeFromParent();
      M.insertGlobalVariable(G);
    }
    auto Last = [&](Function *F) {
      F->removeFromParent();
      M.getFunctionList().push_back(F);
    };
    auto Declare = [&](StringRef Name, FunctionType *T) {
      bool Had = M.getFunction(Name);
      FunctionCallee C = M.getOrInsertFunction(Name, T);
      if (!Had)
        Last(cast<Function>(C.getCallee()));
      return C;
    };
    FunctionCallee Print =
        Declare(Printf, FunctionType::get(Type::getVoidTy(Ctx), {Ptr, Ptr, Ptr},
                                          false));
    FunctionCallee Runtime =
        Declare(GetRuntime, FunctionType::get(Ptr, {Ptr}, false));
    for (auto &[Name, F] : Intrinsics)
      Last(F);
    Last(Report);
    // With the runtime linked and its print kept out of line (the Python
    // tool's link.inline_reporters), the reporter only forwards: inlined.
    Function *PrintF = dyn_cast<Function>(Print.getCallee());
    bool Linked = PrintF && !PrintF->isDeclaration();
    Report->addFnAttr(Linked ? Attribute::AlwaysInline : Attribute::NoInline);
    Report->addFnAttr(Attribute::Cold);
    Report->addFnAttr(Attribute::NoUnwind);
    Argument *Context = Report->getArg(0), *Format = Report->getArg(1),
             *Message = Report->getArg(2);
    Context->setName("context");
    Format->setName("format");
    Message->setName("message");
    IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Report));
    // In the datalayout's alloca address space (AMDGPU's private 5), cast
    // back to `ptr` at once, named as the tool's allocas_to_private names it.
    unsigned Private = M.getDataLayout().getAllocaAddrSpace();
    AllocaInst *Alloca = B.CreateAlloca(Ptr, Private, nullptr,
                                        Private ? "irpass.as5.slot" : "slot");
    Alloca->setAlignment(Align(8));
    Value *Slot = Private ? B.CreateAddrSpaceCast(Alloca, Ptr, "slot") : Alloca;
    B.CreateAlignedStore(Message, Slot, Align(8));
    Value *R = B.CreateCall(Runtime, {Context}, "runtime");
    // Linked on CUDA, CUDA's vprintf on the slot prints what the runtime's
    // printf prints from its buffer (link.print_through_vprintf), called as
    // the module declares it (the CUDA runtime: void).
    FunctionCallee Sink = Print;
    SmallVector<Value *, 3> Args{R, Format, Slot};
    if (Linked && targetTriple(M).isNVPTX()) {
      Function *V = M.getFunction("vprintf");
      Sink =
          V ? FunctionCallee(V)
            : M.getOrInsertFunction("vprintf", Type::getVoidTy(Ctx), Ptr, Ptr);
      Args.erase(Args.begin());
    }
    B.CreateCall(Sink, Args)->addFnAttr(Attribute::Cold);
    B.CreateRetVoid();
  }
};

/// The runtime's computation of \p C on the call's operands, named as the
/// tool names it; returns the i1 that is true on overflow, and sets \p Result.
Value *emitCheck(Builder &B, Names &N, Reporting &R, const Check &C, Value *A,
                 Value *Bv, const std::string &ResultName, Value *&Result) {
  Type *T = A->getType();
  Module *M = B.GetInsertBlock()->getModule();
  if (C.Op != "shl") {
    Intrinsic::ID ID =
        C.Op == "add"   ? (C.Signed ? Intrinsic::sadd_with_overflow
                                    : Intrinsic::uadd_with_overflow)
        : C.Op == "sub" ? (C.Signed ? Intrinsic::ssub_with_overflow
                                    : Intrinsic::usub_with_overflow)
                        : (C.Signed ? Intrinsic::smul_with_overflow
                                    : Intrinsic::umul_with_overflow);
    bool Had = declaresIntrinsic(M, ID, {T});
    Function *F = intrinsicDeclaration(M, ID, {T});
    if (!Had)
      R.Intrinsics[F->getName().str()] = F;
    Value *Pair = B.CreateCall(F, {A, Bv}, N.fresh("dbg.pair"));
    Result = B.CreateExtractValue(Pair, 0, ResultName);
    return B.CreateExtractValue(Pair, 1, N.fresh("dbg.overflow"));
  }
  auto Right = [&](Value *X, Value *K, const Twine &Name) {
    return C.Signed ? B.CreateAShr(X, K, Name) : B.CreateLShr(X, K, Name);
  };
  if (C.Bits == 32) {
    Result = B.CreateShl(A, Bv, ResultName);
    Value *Back = Right(Result, Bv, N.fresh("dbg.back"));
    return B.CreateICmpNE(Back, A, N.fresh("dbg.overflow"));
  }
  if (C.Bits == 64) {
    Value *Count = B.CreateTrunc(Bv, B.getInt32Ty(), N.fresh("dbg.count"));
    Value *Wide = B.CreateZExt(Count, T, N.fresh("dbg.count"));
    Result = B.CreateShl(A, Wide, ResultName);
    Value *Back = Right(Result, Wide, N.fresh("dbg.back"));
    return B.CreateICmpNE(Back, A, N.fresh("dbg.overflow"));
  }
  auto Ext = [&](Value *X, const Twine &Name) {
    return C.Signed ? B.CreateSExt(X, B.getInt32Ty(), Name)
                    : B.CreateZExt(X, B.getInt32Ty(), Name);
  };
  Value *A32 = Ext(A, N.fresh("dbg.wide"));
  Value *B32 = Ext(Bv, N.fresh("dbg.wide"));
  Value *Shifted = B.CreateShl(A32, B32, N.fresh("dbg.wide"));
  Result = B.CreateTrunc(Shifted, T, ResultName);
  Value *Again = Ext(Result, N.fresh("dbg.back"));
  Value *Back = B.CreateAShr(Again, B32, N.fresh("dbg.back"));
  return B.CreateICmpNE(Back, A32, N.fresh("dbg.overflow"));
}

/// What one function's rewrite did: the sites per callee, the plain ones.
struct Rewritten {
  MapVector<StringRef, unsigned> Counts;
  unsigned Plain = 0, Merged = 0;
};

/// Every debug call of \p F rewritten.
Rewritten rewriteFunction(Function &F, Reporting &R) {
  Rewritten Done;
  MapVector<StringRef, unsigned> &Counts = Done.Counts;
  SmallVector<std::pair<CallInst *, Check>, 8> Sites;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *Call = dyn_cast<CallInst>(&I))
        if (std::optional<Check> C = checkOf(*Call))
          Sites.push_back({Call, *C});
  if (Sites.empty())
    return Done;
  Proven P = prove(Sites);
  Names N(F);
  Builder B(F.getContext());
  for (auto &[Call, C] : Sites) {
    ++Counts[Call->getCalledFunction()->getName()];
    B.SetInsertPoint(Call);
    B.SetCurrentDebugLocation(Call->getDebugLoc());
    std::string ResultName = Call->hasName()     ? Call->getName().str()
                             : Call->use_empty() ? N.fresh("dbg.value")
                                                 : "";
    Call->setName("");
    if (auto It = P.Plain.find(Call); It != P.Plain.end()) {
      // Wrapping, as the checked form's result is.
      Value *A = Call->getArgOperand(1), *Bv = Call->getArgOperand(2);
      Value *Plain = C.Op == "mul" ? B.CreateMul(A, Bv, ResultName)
                                   : B.CreateSub(A, Bv, ResultName);
      Call->replaceAllUsesWith(Plain);
      Call->eraseFromParent();
      ++(It->second == Rule::Modulo ? Done.Merged : Done.Plain);
      continue;
    }
    Value *Result = nullptr;
    Value *Overflow = emitCheck(B, N, R, C, Call->getArgOperand(1),
                                Call->getArgOperand(2), ResultName, Result);
    Call->replaceAllUsesWith(Result);
    BasicBlock *Here = Call->getParent();
    BasicBlock *Report = N.block("dbg.report", Here->getNextNode());
    BasicBlock *Rest = Here->splitBasicBlock(Call, N.fresh("dbg.checked"));
    Rest->moveAfter(Report);
    Here->getTerminator()->eraseFromParent();
    B.SetInsertPoint(Here);
    B.CreateCondBr(Overflow, Report, Rest);
    B.SetInsertPoint(Report);
    B.CreateCall(R.reporter(), {Call->getArgOperand(0), R.format(C.Op),
                                Call->getArgOperand(3)});
    if (CallInst *Then = P.Merged.lookup(Call))
      B.CreateCall(R.reporter(), {Then->getArgOperand(0), R.format("sub"),
                                  Then->getArgOperand(3)});
    B.CreateBr(Rest);
    Call->eraseFromParent();
  }
  return Done;
}

} // namespace

PreservedAnalyses DebugChecksPass::run(Module &M, ModuleAnalysisManager &) {
  Reporting R{M};
  SmallVector<Function *, 16> Functions;
  for (Function &F : M)
    if (!F.isDeclaration())
      Functions.push_back(&F);
  bool Changed = false;
  for (Function *F : Functions) {
    Rewritten Done = rewriteFunction(*F, R);
    MapVector<StringRef, unsigned> &Counts = Done.Counts;
    if (Counts.empty())
      continue;
    Changed = true;
    unsigned Total = 0;
    for (auto &[Name, N] : Counts)
      Total += N;
    OptimizationRemarkEmitter ORE(F);
    ORE.emit([&] {
      OptimizationRemark Remark("debug-checks", "Inlined", F);
      Remark << spelled(F) << ": inlined " << ore::NV("Checks", Total)
             << " debug checks (";
      bool First = true;
      for (auto &[Name, N] : Counts) {
        Remark << (First ? "" : ", ") << ore::NV("Callee", Name) << " "
               << ore::NV("Sites", N);
        First = false;
      }
      return Remark << "); " << ore::NV("Proven", Done.Plain)
                    << " cannot fire, " << ore::NV("Merged", Done.Merged)
                    << " reported with the check before";
    });
  }
  if (!Changed)
    return PreservedAnalyses::all();
  R.finish();
  return PreservedAnalyses::none();
}

} // namespace irpass
