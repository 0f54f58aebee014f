//===- Strategies.cpp - The registry, and the one entry that runs them ----===//
//
// Twin of irpass/strategies/__init__.py. The names, overflow modes, fallbacks
// and cost laws come from the Python registry (Registry.inc, generated);
// `none` (none.py) rewrites nothing, so it has no code here.
//
//===----------------------------------------------------------------------===//
#include "strategies/Base.h"
#include <cmath>

using namespace llvm;

namespace irpass {

static constexpr unsigned SmallCalls =
#define IRPASS_SMALL_CALLS(N) N
#define IRPASS_STRATEGY(...)
#define IRPASS_COST(...)
#include "strategies/Registry.inc"
#undef IRPASS_SMALL_CALLS
#undef IRPASS_STRATEGY
#undef IRPASS_COST
    ;

double StrategyInfo::Cost::ratio(unsigned HelperCalls) const {
  bool Small = HasSmall && HelperCalls < SmallCalls;
  double X = std::log(std::max(HelperCalls, 1u));
  return std::exp(Small ? SmallA + SmallB * X : A + B * X);
}

const std::vector<StrategyInfo> &registry() {
  static const std::vector<StrategyInfo> Infos = [] {
    std::vector<StrategyInfo> Out;
#define IRPASS_SMALL_CALLS(N)
#define IRPASS_COST(...)
#define IRPASS_STRATEGY(NAME, MODES, FALLBACK, REWRITES)                       \
  {                                                                            \
    StrategyInfo I{NAME, {}, FALLBACK ? FALLBACK : "", REWRITES, {}};          \
    SmallVector<StringRef, 3> Parts;                                           \
    StringRef(MODES).split(Parts, ',');                                        \
    for (StringRef P : Parts)                                                  \
      I.Modes.push_back(*overflowOf(P));                                       \
    Out.push_back(std::move(I));                                               \
  }
#include "strategies/Registry.inc"
#undef IRPASS_STRATEGY
#undef IRPASS_COST
#define IRPASS_STRATEGY(...)
#define IRPASS_COST(NAME, MODE, A, B, HAS_SMALL, SMALL_A, SMALL_B)             \
  for (StrategyInfo &I : Out)                                                  \
    if (I.Name == NAME)                                                        \
      I.Costs.push_back({*overflowOf(MODE), A, B, HAS_SMALL, SMALL_A, SMALL_B});
#include "strategies/Registry.inc"
#undef IRPASS_SMALL_CALLS
#undef IRPASS_STRATEGY
#undef IRPASS_COST
    return Out;
  }();
  return Infos;
}

const StrategyInfo *strategyInfo(StringRef Name) {
  for (const StrategyInfo &I : registry())
    if (I.Name == Name)
      return &I;
  return nullptr;
}

static std::unique_ptr<Strategy> make(StringRef Name) {
  if (Name == "inline")
    return makeInline();
  if (Name == "merged-checks")
    return makeMergedChecks();
  if (Name == "shared-exit")
    return makeSharedExit();
  if (Name == "opaque")
    return makeOpaque();
  return nullptr;
}

bool implemented(StringRef Name) {
  return Name == "auto" || Name == "none" || make(Name) != nullptr;
}

/// The function rewritten by strategy \p Name alone, or nothing (it does not
/// rewrite, it declines, or the mode needs what the function lacks).
static std::optional<FunctionRewrite> rewriteWith(StringRef Name,
                                                  FunctionAnalysis &A,
                                                  const StrategyOptions &O,
                                                  ModuleContext &Ctx) {
  std::unique_ptr<Strategy> Impl = make(Name);
  if (!Impl || !A.Helpers || (O.Mode == Overflow::Abort && !A.returnsVoid()) ||
      llvm::none_of(A.Stacks, [](auto &S) { return S->rewritable(); }) ||
      Impl->declines(A, O))
    return std::nullopt;
  Prepared P(A, Ctx, O);
  Impl->begin(P, O);
  for (Site *S : P.Sites) {
    if (S->Kind != Op::TopPrimal && S->Kind != Op::TopAdjoint)
      P.state(*S).Top = {};
    Impl->handle(P, *S, O);
  }
  ExitKind Exit = P.Exit.finish(P.E, A.F, A.Helpers->Push, Ctx);
  FunctionRewrite Done;
  Done.Exit = Exit;
  Done.CallsRemoved = P.Sites.size();
  Done.StacksRewritten = P.States.size();
  Done.Strategy = Name.str();
  Done.Mode = O.Mode;
  return Done;
}

std::optional<FunctionRewrite> rewriteFunction(StringRef Name,
                                               FunctionAnalysis &A,
                                               const StrategyOptions &O,
                                               ModuleContext &Ctx) {
  Route R = Name == "auto" ? autoRoute(A, O.Mode, O.LeaveAlone)
                           : Route{Name.str(), O.Mode, ""};
  StrategyOptions Settings = O;
  Settings.Mode = R.Mode;
  for (std::string Current = R.Strategy; !Current.empty();
       Current = strategyInfo(Current)->Fallback) {
    if (auto Done = rewriteWith(Current, A, Settings, Ctx)) {
      if (!R.Why.empty())
        Done->Choice =
            R.Strategy + "/" + overflowName(R.Mode).str() + ": " + R.Why;
      return Done;
    }
  }
  return std::nullopt;
}

} // namespace irpass
