//===- GpuPipeline.cpp - What irpass rewrite --target ptx runs ------------===//
//
// The aliases of the GPU pipeline and NewGVN as `coalesce-counters` (twin of
// irpass/backend/emit.py's coalesce_counters: GVN, the -O pipelines' value
// numbering, does not merge the lockstep counter cycles of several stacks;
// NewGVN does).
//
//===----------------------------------------------------------------------===//
#include "passes/GpuPipeline.h"
#include "Compat.h"
#include "passes/DebugChecks.h"
#include "passes/InvariantArgs.h"
#include "passes/RolledLoops.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Scalar/NewGVN.h"

using namespace llvm;

namespace irpass {

Expected<GpuOptions> parseGpuOptions(StringRef Params) {
  GpuOptions O;
  // `irpass rewrite --target ptx`'s exit; a later overflow-exit= replaces it.
  std::string Promote = "overflow-exit=thread", Outline;
  while (!Params.empty()) {
    StringRef Part;
    std::tie(Part, Params) = Params.split(';');
    std::string &To = Part.starts_with("callee=") ? Outline : Promote;
    if (Part.starts_with("exit=")) {
      Expected<AssertExit> E = parseAssertExit(Part);
      if (!E)
        return E.takeError();
      O.Exit = *E;
      continue;
    }
    To += (To.empty() ? "" : ";") + Part.str();
  }
  Expected<PromoteOptions> P = parsePromoteOptions(Promote);
  if (!P)
    return P.takeError();
  Expected<OutlineOptions> C = parseOutlineOptions(Outline);
  if (!C)
    return C.takeError();
  O.Promote = std::move(*P);
  O.Outline = std::move(*C);
  return O;
}

void addGpuEarly(ModulePassManager &MPM, const GpuOptions &O,
                 bool WithPromote) {
  if (WithPromote)
    MPM.addPass(AdstackPromotePass(O.Promote));
  MPM.addPass(DebugChecksPass());
  MPM.addPass(NoreturnAssertsPass(O.Exit));
  MPM.addPass(InvariantArgsPass());
  MPM.addPass(OutlineColdPass(O.Outline));
}

void addGpuLate(ModulePassManager &MPM) {
  MPM.addPass(CoalesceCountersPass());
  MPM.addPass(RolledLoopsPass());
}

PreservedAnalyses CoalesceCountersPass::run(Module &M,
                                            ModuleAnalysisManager &AM) {
  if (!M.getNamedMetadata("irpass.rewritten"))
    return PreservedAnalyses::all(); // no counters: as irpass rewrite's default
  return createModuleToFunctionPassAdaptor(NewGVNPass()).run(M, AM);
}

PreservedAnalyses GpuOnlyPass::run(Module &M, ModuleAnalysisManager &AM) {
  Triple T = targetTriple(M);
  if (!T.isNVPTX() && !T.isAMDGPU())
    return PreservedAnalyses::all();
  return Passes.run(M, AM);
}

} // namespace irpass
