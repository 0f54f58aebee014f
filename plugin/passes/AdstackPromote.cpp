//===- AdstackPromote.cpp - The stack rewrite as a module pass ------------===//
//
// Twin of irpass/api.py's `rewrite` and irpass/options.py's checks. What it did
// is told by optimisation remarks (Debian's release LLVM compiles STATISTIC
// out): `-pass-remarks=adstack` per rewritten function, and
// `-pass-remarks-missed=adstack` per function left alone and per stack
// skipped, with the skip codes of `irpass rewrite --stats-json`; with
// `overflow-exit=thread`, one per function with a shared exit says whether it
// ends the thread, or why it returns.
//
//===----------------------------------------------------------------------===//
#include "passes/AdstackPromote.h"
#include "Compat.h"
#include "ir/Kernels.h"
#include "passes/Declare.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace irpass {

static constexpr const char *Marker = "irpass.rewritten";

Expected<PromoteOptions> parsePromoteOptions(StringRef Params) {
  PromoteOptions O;
  std::optional<Overflow> Mode;
  while (!Params.empty()) {
    StringRef Part;
    std::tie(Part, Params) = Params.split(';');
    if (Part.consume_front("strategy=")) {
      O.Strategy = Part.str();
    } else if (Part.consume_front("overflow=")) {
      Mode = overflowOf(Part);
      if (!Mode)
        return unknownOverflowMode(Part, "exact, abort, unchecked");
    } else if (Part.consume_front("overflow-exit=")) {
      if (Part == "return")
        O.Exit = OverflowExit::Return;
      else if (Part == "thread")
        O.Exit = OverflowExit::Thread;
      else
        return unknownOverflowExit(Part, "return, thread");
    } else if (Part.consume_front("max-run=")) {
      long long Run;
      if (Part.getAsInteger(10, Run))
        return parameterError("max-run '" + Part + "': not an integer");
      if (Run < 1)
        return maxRunBelowOne(Twine(Run));
      O.Settings.MaxRun = Run;
    } else if (Part == "hoist-max" || Part == "no-hoist-max") {
      O.Settings.HoistMax = Part == "hoist-max";
    } else if (Part == "leave-alone") {
      O.Settings.LeaveAlone = true;
    } else {
      return unknownParameter(
          Part, "strategy=NAME, overflow=MODE, overflow-exit=EXIT, "
                "max-run=N, hoist-max, no-hoist-max, leave-alone");
    }
  }
  const StrategyInfo *Info = strategyInfo(O.Strategy);
  std::string Known;
  for (const StrategyInfo &I : registry())
    if (implemented(I.Name))
      Known += (Known.empty() ? "" : ", ") + I.Name;
  if (!Info)
    return unknownStrategy(O.Strategy, Known);
  if (!implemented(O.Strategy))
    return parameterError("strategy '" + O.Strategy +
                          "' is not in the plugin yet (it has " + Known +
                          "; the Python tool has them all)");
  if (Mode && !llvm::is_contained(Info->Modes, *Mode)) {
    std::string Modes;
    for (Overflow M : Info->Modes)
      Modes += (Modes.empty() ? "" : ", ") + overflowName(M).str();
    return parameterError("strategy '" + O.Strategy +
                          "' does not support overflow=" + overflowName(*Mode) +
                          " (it supports " + Modes + ")");
  }
  O.Settings.Mode = Mode ? *Mode : Info->Modes.front();
  return O;
}

/// The stacks left alone and why, as the Python tool's stats list them.
static std::vector<std::pair<Value *, SkipReason>>
skips(const FunctionAnalysis &A, bool Rewritten, StringRef Strategy) {
  std::vector<std::pair<Value *, SkipReason>> Out;
  for (auto &S : A.Stacks)
    if (S->Reason)
      Out.push_back({S->Pointer, *S->Reason});
  if (!Rewritten && Strategy != "none")
    for (auto &S : A.Stacks)
      if (!S->Reason)
        Out.push_back({S->Pointer, skipStrategyDeclined(Strategy)});
  return Out;
}

/// The helper calls \p F makes, as `--stats` counts them in its output (the
/// Python tool's `count_calls`).
static unsigned helperCalls(Function &F) {
  DenseMap<const Value *, bool> Helper; // callees looked up once
  unsigned N = 0;
  for (Instruction &I : instructions(F))
    if (auto *Call = dyn_cast<CallInst>(&I)) {
      auto [Known, New] = Helper.try_emplace(Call->getCalledOperand());
      if (New)
        Known->second = calledHelper(*Call).has_value();
      N += Known->second;
    }
  return N;
}

PreservedAnalyses AdstackPromotePass::run(Module &M, ModuleAnalysisManager &) {
  SkipReason Why;
  std::optional<HelperSet> Helpers = detect(M, Why);
  std::optional<SkipReason> ModuleReason;
  if (!Helpers)
    ModuleReason = Why;
  if (M.getNamedMetadata(Marker))
    ModuleReason = skipAlreadyRewritten();
  ModuleContext Ctx{M};
  // Only NVPTX's exit ends one thread (AMDGPU's s_endpgm ends the wave), and
  // the plugin runs in the compile of the module's own target: elsewhere the
  // exits return. (The Python tool also ends the thread in a CPU dump, which
  // it retargets to PTX after its passes.)
  Triple T = targetTriple(M);
  StringRef NoThread = T.isNVPTX() ? ""
                       : T.isAMDGPU()
                           ? "on AMDGPU s_endpgm ends the wave, not the thread"
                           : "the module is not for NVPTX";
  if (O.Exit == OverflowExit::Thread && NoThread.empty())
    Ctx.ThreadExits = entryPoints(M);
  bool Changed = false;
  SmallVector<Function *, 16> Functions;
  for (Function &F : M)
    if (!F.isDeclaration() && !helperOf(F.getName()))
      Functions.push_back(&F); // not the helpers' own bodies, nor ours
  for (Function *F : Functions) {
    FunctionAnalysis A =
        analyse(*F, Helpers ? &*Helpers : nullptr, ModuleReason);
    if (!A.HelperCalls)
      continue;
    unsigned BlocksBefore = F->size();
    auto Done = rewriteFunction(O.Strategy, A, O.Settings, Ctx);
    Changed |= Done.has_value();
    OptimizationRemarkEmitter ORE(F);
    unsigned Removed = Done ? Done->CallsRemoved : 0;
    // As `--stats`: the calls in the output, those on overflow paths included.
    unsigned After = Done ? helperCalls(*F) : A.HelperCalls;
    unsigned Cold = After - (A.HelperCalls - Removed);
    if (Done)
      ORE.emit([&] {
        OptimizationRemark R("adstack", "Rewritten", F);
        R << spelled(F) << ": rewrote "
          << ore::NV("Rewritten", Done->StacksRewritten) << " of "
          << ore::NV("Stacks", unsigned(A.Stacks.size())) << " stacks with "
          << ore::NV("Strategy", Done->Strategy) << "/"
          << ore::NV("Overflow", overflowName(Done->Mode)) << ": helper calls "
          << ore::NV("HelperCalls", A.HelperCalls) << " -> "
          << ore::NV("CallsLeft", After);
        if (Cold)
          R << " (" << ore::NV("OnOverflowPaths", Cold)
            << " on overflow paths)";
        R << ", blocks " << ore::NV("BlocksBefore", BlocksBefore) << " -> "
          << ore::NV("BlocksAfter", unsigned(F->size()));
        if (!Done->Choice.empty())
          R << "; chose " << ore::NV("Choice", Done->Choice);
        return R;
      });
    else
      ORE.emit([&] {
        return OptimizationRemarkMissed("adstack", "LeftAlone", F)
               << spelled(F) << ": left "
               << ore::NV("Stacks", unsigned(A.Stacks.size())) << " "
               << (A.Stacks.size() == 1 ? "stack" : "stacks")
               << " alone: helper calls "
               << ore::NV("HelperCalls", A.HelperCalls) << " -> "
               << ore::NV("CallsLeft", A.HelperCalls);
      });
    if (Done && Done->Exit == ExitKind::EndsThread)
      ORE.emit([&] {
        return OptimizationRemark("adstack", "ThreadExit", F)
               << spelled(F) << ": overflow exit ends the thread through "
               << ore::NV("Callee", spelled(Ctx.ThreadExit));
      });
    else if (Done && Done->Exit == ExitKind::Returns &&
             O.Exit == OverflowExit::Thread)
      ORE.emit([&] {
        return OptimizationRemarkMissed("adstack", "ThreadExit", F)
               << spelled(F) << ": overflow exit returns: "
               << ore::NV("Reason", NoThread.empty()
                                        ? StringRef("not a kernel entry point")
                                        : NoThread);
      });
    for (auto &[Pointer, Reason] : skips(A, Done.has_value(), O.Strategy))
      ORE.emit([&] {
        return OptimizationRemarkMissed("adstack", "Skipped", F)
               << spelled(F) << ": stack " << ore::NV("Stack", spelled(Pointer))
               << " left alone [" << ore::NV("Code", skipCodeName(Reason.Code))
               << "]: " << ore::NV("Detail", Reason.Detail);
      });
  }
  if (!Changed)
    return PreservedAnalyses::all();
  M.getOrInsertNamedMetadata(Marker);
  return PreservedAnalyses::none();
}

} // namespace irpass
