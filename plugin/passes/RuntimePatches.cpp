//===- RuntimePatches.cpp - The runtime's stubs given their bodies --------===//
//
// Twin of irpass/backend/runtime_patches.py (why: the runtime is compiled by
// the host's clang, where a GPU's registers and barriers cannot be spelled;
// linked without the patches every thread reads index 0). Each listed
// function defined in the module gets one call of its intrinsic on its own
// arguments (and the listed constants), or the table's body: LLVM IR text,
// parsed as a function of its type beside the declarations and globals it
// needs and moved into it, so that the Python tool and the plugin build it
// from the same text. On NVPTX `cuda_vprintf` becomes CUDA's `vprintf`.
// Remarks: `runtime-patches`.
//
//===----------------------------------------------------------------------===//
#include "passes/RuntimePatches.h"
#include "Compat.h"
#include "passes/Declare.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include <map>

using namespace llvm;

namespace irpass {

Expected<std::string> parseRuntimeCpu(StringRef Params) {
  std::string Cpu;
  if (Error E = eachValue(Params, "mcpu=", "mcpu=PROCESSOR", [&](StringRef V) {
        Cpu = V.str();
        return Error::success();
      }))
    return std::move(E);
  return Cpu;
}

namespace {

struct Patch {
  const char *Arch, *Function;
  const char *Intrinsic = nullptr;     // one call of it, or
  std::vector<const char *> Constants; // ("i32 0", "i1 false") after F's args
  const char *Cpus = nullptr;          // "gfx11,gfx12" ("": every processor)
  const char *Body = nullptr;          // the body as IR text, {N}: F's args
  std::vector<const char *> Needs;     // declarations and globals it uses
};

/// The processor \p Arch's bodies are chosen for when `mcpu=` names none.
StringRef defaultCpu(StringRef Arch) {
#define IRPASS_DEFAULT_CPU(A, Cpu)                                             \
  if (Arch == A)                                                               \
    return Cpu;
#define IRPASS_PATCH(...)
#define IRPASS_BODY(...)
#include "passes/RuntimePatches.inc"
#undef IRPASS_DEFAULT_CPU
#undef IRPASS_PATCH
#undef IRPASS_BODY
  return "";
}

const std::vector<Patch> &patches() {
  static const std::vector<Patch> Table = {
#define IRPASS_DEFAULT_CPU(...)
#define IRPASS_PATCH(Arch, Function, Intrinsic, ...)                           \
  {Arch, Function, Intrinsic, {__VA_ARGS__}},
#define IRPASS_BODY(Arch, Function, Cpus, Body, ...)                           \
  {Arch, Function, nullptr, {}, Cpus, Body, {__VA_ARGS__}},
#include "passes/RuntimePatches.inc"
#undef IRPASS_DEFAULT_CPU
#undef IRPASS_PATCH
#undef IRPASS_BODY
  };
  return Table;
}

/// Whether \p P is for processor \p Cpu: no prefixes, or one of them.
bool fits(const Patch &P, StringRef Cpu) {
  SmallVector<StringRef, 2> Prefixes;
  StringRef(P.Cpus ? P.Cpus : "").split(Prefixes, ',', -1, false);
  return Prefixes.empty() ||
         any_of(Prefixes, [&](StringRef X) { return Cpu.starts_with(X); });
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

/// \p F's new body: one call of \p P's intrinsic; one it declares goes into
/// \p Declared.
void giveCall(Function &F, const Patch &P,
              std::map<std::string, Function *> &Declared) {
  LLVMContext &Ctx = F.getContext();
  F.deleteBody();
  IRBuilder<> B(BasicBlock::Create(Ctx, "", &F)); // as the tool prints it
  Type *Ret = F.getReturnType();
  SmallVector<Value *, 4> Args;
  SmallVector<Type *, 4> Types;
  for (Argument &A : F.args())
    Args.push_back(&A), Types.push_back(A.getType());
  for (const char *C : P.Constants) {
    Args.push_back(constantOf(C, Ctx));
    Types.push_back(Args.back()->getType());
  }
  bool Had = F.getParent()->getFunction(P.Intrinsic);
  FunctionCallee Intrinsic = F.getParent()->getOrInsertFunction(
      P.Intrinsic, FunctionType::get(Ret, Types, false));
  if (!Had)
    Declared[P.Intrinsic] = cast<Function>(Intrinsic.getCallee());
  CallInst *Call = B.CreateCall(Intrinsic, Args);
  if (Ret->isVoidTy())
    B.CreateRetVoid();
  else
    B.CreateRet((Call->setName("r"), Call));
}

/// The compute capability of CUDA processor \p Cpu (sm_90a: 90), as the Python
/// tool's `capability`: Quadrants asks the device, the plugin knows the target.
unsigned capability(StringRef Cpu) {
  unsigned Capability = 0;
  StringRef Number = Cpu;
  if (!Number.consume_front("sm_") ||
      Number.take_while([](char C) { return isDigit(C); })
          .getAsInteger(10, Capability))
    report_fatal_error(Twine("runtime-patches: mcpu=") + Cpu +
                           " is not a CUDA processor (sm_N)",
                       /*gen_crash_diag=*/false);
  return Capability;
}

/// \p F's new body: \p P's text, parsed as a function of F's type in a module
/// of its own with what it needs, then moved into F, its globals replaced by
/// \p F's module's (a function it declares goes into \p Declared).
void giveBody(Function &F, const Patch &P, StringRef Cpu,
              std::map<std::string, Function *> &Declared) {
  std::string Text;
  raw_string_ostream OS(Text);
  for (const char *Need : P.Needs)
    OS << Need << '\n';
  OS << "define " << *F.getReturnType() << " @irpass.body(";
  for (Argument &A : F.args())
    OS << (A.getArgNo() ? ", " : "") << *A.getType() << " %" << A.getArgNo();
  OS << ") {\n";
  // {N} is %N, F's argument N; {capability} the processor's; other braces
  // ({ i32, i1 }) are IR.
  static const Regex Placeholder("\\{([0-9]+|capability)\\}");
  StringRef Rest = P.Body;
  for (SmallVector<StringRef, 2> Match; Placeholder.match(Rest, &Match);) {
    size_t At = Match[0].data() - Rest.data();
    OS << Rest.take_front(At);
    if (Match[1] == "capability")
      OS << capability(Cpu);
    else
      OS << '%' << Match[1];
    Rest = Rest.drop_front(At + Match[0].size());
  }
  OS << Rest << "\n}\n";
  SMDiagnostic Err;
  std::unique_ptr<Module> Own = parseAssemblyString(Text, Err, F.getContext());
  if (!Own)
    report_fatal_error(Twine("runtime-patches: the body of @") + F.getName() +
                           ": " + Err.getMessage(),
                       /*gen_crash_diag=*/false);
  Module &M = *F.getParent();
  Function *Body = Own->getFunction("irpass.body");
  for (GlobalValue &G : make_early_inc_range(Own->global_values())) {
    if (&G == Body)
      continue;
    GlobalValue *Mine = M.getNamedValue(G.getName());
    if (!Mine) {
      if (auto *Fn = dyn_cast<Function>(&G)) {
        Function *New = Function::Create(Fn->getFunctionType(),
                                         Fn->getLinkage(), Fn->getName(), M);
        New->copyAttributesFrom(Fn);
        Declared[New->getName().str()] = New;
        Mine = New;
      } else {
        auto *GV = cast<GlobalVariable>(&G);
        auto *New = new GlobalVariable(
            M, GV->getValueType(), GV->isConstant(), GV->getLinkage(),
            GV->getInitializer(), GV->getName(), nullptr,
            GV->getThreadLocalMode(), GV->getAddressSpace());
        New->copyAttributesFrom(GV);
        Mine = New;
      }
    }
    G.replaceAllUsesWith(Mine);
  }
  for (Argument &A : Body->args())
    A.replaceAllUsesWith(F.getArg(A.getArgNo()));
  F.deleteBody();
  F.splice(F.end(), Body);
}

} // namespace

PreservedAnalyses RuntimePatchesPass::run(Module &M, ModuleAnalysisManager &) {
  Triple T = targetTriple(M);
  StringRef Arch = T.isNVPTX() ? "nvptx" : T.isAMDGPU() ? "amdgpu" : "";
  StringRef Cpu = this->Cpu.empty() ? defaultCpu(Arch) : StringRef(this->Cpu);
  unsigned Patched = 0;
  std::map<std::string, Function *> Declared;
  StringSet<> Given; // a function's first body that fits is its body
  for (const Patch &P : patches()) {
    Function *F = M.getFunction(P.Function);
    if (Arch != P.Arch || !F || F->isDeclaration() || !fits(P, Cpu) ||
        !Given.insert(P.Function).second)
      continue;
    GlobalValue::LinkageTypes Linkage = F->getLinkage();
    if (P.Body)
      giveBody(*F, P, Cpu, Declared);
    else
      giveCall(*F, P, Declared);
    F->setLinkage(Linkage); // deleteBody made it external
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
