//===- RuntimePatches.cpp - The runtime's stubs given their bodies --------===//
//
// Twin of irpass/passes/runtime_patches.py (why: the runtime is compiled by
// the host's clang, where a GPU's registers and barriers cannot be spelled;
// linked without the patches every thread reads index 0). Each listed
// function defined in the module gets one call of its intrinsic on its own
// arguments (and the listed constants), returns the listed constant, or
// returns a ROCm device-library call's result truncated (AMDGPU's block_dim,
// grid_dim); on NVPTX `cuda_vprintf` becomes CUDA's `vprintf`. Remarks:
// `runtime-patches`.
//
//===----------------------------------------------------------------------===//
#include "passes/RuntimePatches.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include <map>

using namespace llvm;

namespace irpass {

namespace {

struct Patch {
  const char *Arch, *Function, *Intrinsic;
  std::vector<const char *> Constants; // "i32 0", "i1 false"
  std::optional<int64_t> Returns;      // a constant body instead
  const char *Result = nullptr; // the callee's type ("i64"), truncated to F's
};

const std::vector<Patch> &patches() {
  static const std::vector<Patch> Table = {
#define IRPASS_PATCH(Arch, Function, Intrinsic, ...)                           \
  {Arch, Function, Intrinsic, {__VA_ARGS__}, std::nullopt},
#define IRPASS_CONSTANT(Arch, Function, Value)                                 \
  {Arch, Function, nullptr, {}, Value},
#define IRPASS_TRUNCATED(Arch, Function, Callee, Result, ...)                  \
  {Arch, Function, Callee, {__VA_ARGS__}, std::nullopt, Result},
#include "passes/RuntimePatches.inc"
#undef IRPASS_PATCH
#undef IRPASS_CONSTANT
#undef IRPASS_TRUNCATED
  };
  return Table;
}

/// "i32 0" or "i1 false" as a constant.
Constant *constantOf(StringRef Spelled, LLVMContext &Ctx) {
  auto [Type, Value] = Spelled.split(' ');
  unsigned Bits = 0;
  Type.drop_front().getAsInteger(10, Bits);
  long long V = Value == "true" ? 1 : 0;
  if (Value != "true" && Value != "false")
    Value.getAsInteger(10, V);
  return ConstantInt::get(IntegerType::get(Ctx, Bits), V);
}

/// \p F's new body; an intrinsic it declares goes into \p Declared.
void give(Function &F, const Patch &P,
          std::map<std::string, Function *> &Declared) {
  LLVMContext &Ctx = F.getContext();
  F.deleteBody();
  F.setLinkage(GlobalValue::ExternalLinkage);     // deleteBody made it external
  IRBuilder<> B(BasicBlock::Create(Ctx, "", &F)); // as the tool prints it
  Type *Ret = F.getReturnType();
  if (P.Returns) {
    B.CreateRet(ConstantInt::get(Ret, *P.Returns));
    return;
  }
  SmallVector<Value *, 4> Args;
  SmallVector<Type *, 4> Types;
  if (!P.Result) // a library call takes only its listed arguments
    for (Argument &A : F.args())
      Args.push_back(&A), Types.push_back(A.getType());
  for (const char *C : P.Constants) {
    Args.push_back(constantOf(C, Ctx));
    Types.push_back(Args.back()->getType());
  }
  Type *Result = Ret;
  if (P.Result) // "i64"
    Result = IntegerType::get(Ctx, std::stoi(P.Result + 1));
  bool Had = F.getParent()->getFunction(P.Intrinsic);
  FunctionCallee Intrinsic = F.getParent()->getOrInsertFunction(
      P.Intrinsic, FunctionType::get(Result, Types, false));
  if (!Had)
    Declared[P.Intrinsic] = cast<Function>(Intrinsic.getCallee());
  CallInst *Call = B.CreateCall(Intrinsic, Args);
  if (Ret->isVoidTy())
    B.CreateRetVoid();
  else if (P.Result)
    B.CreateRet(B.CreateTrunc((Call->setName("d"), Call), Ret, "r"));
  else
    B.CreateRet((Call->setName("r"), Call));
}

} // namespace

PreservedAnalyses RuntimePatchesPass::run(Module &M, ModuleAnalysisManager &) {
  const Triple &T = M.getTargetTriple();
  StringRef Arch = T.isNVPTX() ? "nvptx" : T.isAMDGPU() ? "amdgpu" : "";
  unsigned Patched = 0;
  std::map<std::string, Function *> Declared;
  for (const Patch &P : patches()) {
    Function *F = M.getFunction(P.Function);
    if (Arch != P.Arch || !F || F->isDeclaration())
      continue;
    GlobalValue::LinkageTypes Linkage = F->getLinkage();
    give(*F, P, Declared);
    F->setLinkage(Linkage);
    ++Patched;
  }
  for (auto &[Name, F] : Declared) { // at the module's end by name, as the tool
    F->removeFromParent();
    M.getFunctionList().push_back(F);
  }
  if (Function *Printf = M.getFunction("cuda_vprintf"); Printf && T.isNVPTX()) {
    if (Function *Cuda = M.getFunction("vprintf")) {
      Printf->replaceAllUsesWith(Cuda);
      Printf->eraseFromParent();
    } else {
      Printf->setName("vprintf");
    }
    ++Patched;
  }
  if (!Patched)
    return PreservedAnalyses::all();
  for (Function &F : M)
    if (!F.isDeclaration()) {
      OptimizationRemarkEmitter ORE(&F);
      ORE.emit([&] {
        return OptimizationRemark("runtime-patches", "Patched", &F)
               << ore::NV("Patched", Patched)
               << " runtime functions patched for " << ore::NV("Arch", Arch);
      });
      break;
    }
  return PreservedAnalyses::none();
}

} // namespace irpass
