//===- Plugin.cpp - Registration of the irpass passes ---------------------===//
//
// `opt -load-pass-plugin=IRPassAdstack.so -passes='adstack-promote<...>'`, and
// at an extension point so that `opt -O2` and `clang -fpass-plugin=` run it
// before the optimisation pipeline (`-adstack-promote-ep` chooses or turns it
// off). The parsing callback runs more than once per `opt` run: it has no side
// effects. A host of another LLVM major than the one it was built for stops
// with one line before the plugin's static objects are made.
//
//===----------------------------------------------------------------------===//
#include "passes/AdstackPromote.h"
#include "passes/DebugChecks.h"
#include "passes/GpuPipeline.h"
#include "passes/InvariantArgs.h"
#include "passes/RolledLoops.h"
#include "passes/RuntimePatches.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Passes/PassBuilder.h"
#if LLVM_VERSION_MAJOR >= 22
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>

using namespace llvm;
using namespace irpass;

namespace {

/// Runs when the host loads the plugin, before its command-line options are
/// made: those register with the host's LLVM, and one of another major crashes
/// there (the C++ API has no stable ABI; `LLVM_PLUGIN_API_VERSION` is checked
/// only after). LLVM's C API, stable across majors, names the host's version.
/// A host that does not export it is not checked.
__attribute__((constructor(101))) void checkHostVersion() {
  using GetVersion = void (*)(unsigned *, unsigned *, unsigned *);
  auto *Get =
      reinterpret_cast<GetVersion>(dlsym(RTLD_DEFAULT, "LLVMGetVersion"));
  unsigned Major = LLVM_VERSION_MAJOR, Minor = 0, Patch = 0;
  if (Get)
    Get(&Major, &Minor, &Patch);
  if (Major == LLVM_VERSION_MAJOR)
    return;
  Dl_info Self;
  const char *File =
      dladdr(reinterpret_cast<void *>(&checkHostVersion), &Self) &&
              Self.dli_fname
          ? Self.dli_fname
          : "IRPassAdstack";
  std::fprintf(stderr,
               "error: %s is the irpass plugin for LLVM %d, and this is LLVM "
               "%u: build it for LLVM %u (irpass plugin build --llvm-config "
               "llvm-config-%u) and load that one\n",
               File, LLVM_VERSION_MAJOR, Major, Major, Major);
  std::_Exit(1); // a constructor cannot fail the load; the rest would crash
}

/// The pass names the plugin shares with the Python tool's registry.
namespace shared {
#define IRPASS_PASS(Id, Name) constexpr StringLiteral Id = Name;
#include "passes/Passes.def"
} // namespace shared

enum class ExtensionPoint { PipelineStart, OptimizerLast, None };

cl::opt<ExtensionPoint> PromoteEP(
    "adstack-promote-ep",
    cl::desc("Where -O pipelines (opt -O2, clang -fpass-plugin) run "
             "adstack-promote"),
    cl::init(ExtensionPoint::PipelineStart),
    cl::values(clEnumValN(ExtensionPoint::PipelineStart, "pipeline-start",
                          "before the optimisation pipeline (default)"),
               clEnumValN(ExtensionPoint::OptimizerLast, "optimizer-last",
                          "after the optimisation pipeline"),
               clEnumValN(ExtensionPoint::None, "none", "not at all")));

cl::opt<std::string> PromoteEPParams(
    "adstack-promote-params",
    cl::desc("Parameters of adstack-promote at the extension point, as in "
             "-passes='adstack-promote<...>' (e.g. strategy=merged-checks)"),
    cl::init(""));

enum class GpuEP { Auto, On, Off };

cl::opt<GpuEP> GpuAtEP(
    "irpass-gpu-ep",
    cl::desc("Whether -O pipelines (clang -fpass-plugin, opt -O3) run the GPU "
             "pipeline's cold passes: after adstack-promote at pipeline start, "
             "coalesce-counters and rolled-loops at optimizer-last"),
    cl::init(GpuEP::Auto),
    cl::values(clEnumValN(GpuEP::Auto, "auto",
                          "on NVPTX and AMDGPU modules (default)"),
               clEnumValN(GpuEP::On, "on", "on every module"),
               clEnumValN(GpuEP::Off, "off", "not at all")));

/// The parsed parameters, or `opt` stopped with one line naming the pass.
template <typename T> T orFail(Expected<T> Parsed, StringRef Pass) {
  if (!Parsed)
    report_fatal_error(Twine(Pass) + ": " + toString(Parsed.takeError()),
                       /*gen_crash_diag=*/false);
  return std::move(*Parsed);
}

void addAtExtensionPoint(ModulePassManager &MPM, ExtensionPoint At) {
  if (PromoteEP != At)
    return;
  // With the GPU passes, `irpass rewrite --target ptx`'s exit (the params'
  // own overflow-exit= replaces it; on other targets the exits return).
  std::string Params = PromoteEPParams;
  if (GpuAtEP != GpuEP::Off)
    Params = "overflow-exit=thread" + (Params.empty() ? "" : ";" + Params);
  Expected<PromoteOptions> O = parsePromoteOptions(Params);
  if (!O)
    report_fatal_error(Twine("adstack-promote: ") + toString(O.takeError()),
                       /*gen_crash_diag=*/false);
  MPM.addPass(AdstackPromotePass(std::move(*O)));
}

void addGpuAtExtensionPoint(ModulePassManager &MPM, bool Late) {
  if (GpuAtEP == GpuEP::Off)
    return;
  ModulePassManager Passes;
  if (Late)
    addGpuLate(Passes);
  else
    addGpuEarly(Passes, GpuOptions(), /*WithPromote=*/false);
  if (GpuAtEP == GpuEP::On)
    MPM.addPass(std::move(Passes));
  else
    MPM.addPass(GpuOnlyPass(std::move(Passes)));
}

/// The pass `PassName<...>` when `Name` spells it, its parameters read by
/// `Parse`.
template <typename PassT, typename ParseT>
bool addParametrized(StringRef Name, StringRef PassName, ParseT Parse,
                     ModulePassManager &MPM) {
  if (!PassBuilder::checkParametrizedPassName(Name, PassName))
    return false;
  MPM.addPass(PassT(orFail(
      PassBuilder::parsePassParameters(Parse, Name, PassName), PassName)));
  return true;
}

/// The passes and aliases without parameters, by name.
bool addByName(StringRef Name, ModulePassManager &MPM) {
  if (Name == "irpass-gpu-late")
    addGpuLate(MPM);
  else if (Name == shared::CoalesceCounters)
    MPM.addPass(CoalesceCountersPass());
  else if (Name == shared::RolledLoops)
    MPM.addPass(RolledLoopsPass());
  else if (Name == shared::DebugChecks)
    MPM.addPass(DebugChecksPass());
  else if (Name == shared::InvariantArgs)
    MPM.addPass(InvariantArgsPass());
  else
    return false;
  return true;
}

void registerCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (PassBuilder::checkParametrizedPassName(Name, "irpass-gpu")) {
          addGpuEarly(MPM,
                      orFail(PassBuilder::parsePassParameters(
                                 parseGpuOptions, Name, "irpass-gpu"),
                             "irpass-gpu"),
                      /*WithPromote=*/true);
          return true;
        }
        return addByName(Name, MPM) ||
               addParametrized<AdstackPromotePass>(Name, shared::AdstackPromote,
                                                   parsePromoteOptions, MPM) ||
               addParametrized<NoreturnAssertsPass>(
                   Name, shared::NoreturnAsserts, parseAssertExit, MPM) ||
               addParametrized<OutlineColdPass>(Name, shared::OutlineCold,
                                                parseOutlineOptions, MPM) ||
               addParametrized<RuntimePatchesPass>(Name, shared::RuntimePatches,
                                                   parseRuntimeCpu, MPM);
      });
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        addAtExtensionPoint(MPM, ExtensionPoint::PipelineStart);
        addGpuAtExtensionPoint(MPM, /*Late=*/false);
      });
  // LLVM 20 added the LTO phase to this callback's arguments: `auto...` takes
  // it, or nothing on LLVM 19.
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, auto...) {
        addAtExtensionPoint(MPM, ExtensionPoint::OptimizerLast);
        addGpuAtExtensionPoint(MPM, /*Late=*/true);
      });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "irpass", LLVM_VERSION_STRING,
          registerCallbacks};
}
