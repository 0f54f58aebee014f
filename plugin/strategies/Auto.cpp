//===- Auto.cpp - Per function, the cheapest legal shape ------------------===//
//
// Twin of irpass/strategies/auto.py: per function, the (strategy, mode) with
// the lowest estimated ptxas time over leaving the helper calls alone, from
// the cost laws of the Python registry (Registry.inc). Taichi pushes are
// unchecked; a mode must keep the promise of the mode asked for; abort needs
// a function that returns void.
//
//===----------------------------------------------------------------------===//
#include "strategies/Base.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace irpass {

Route autoRoute(const FunctionAnalysis &A, Overflow Asked, bool LeaveAlone) {
  bool Taichi = A.Helpers && A.Helpers->Kind == Flavour::Taichi;
  if (Taichi)
    Asked = Overflow::Unchecked;
  struct Legal {
    const StrategyInfo *Info;
    Overflow Mode;
    double Ratio;
  };
  SmallVector<Legal, 8> Options;
  for (const StrategyInfo &I : registry()) {
    if ((!I.Rewrites && !LeaveAlone) || !implemented(I.Name))
      continue;
    for (const StrategyInfo::Cost &C : I.Costs)
      if (keeps(C.Mode, Asked) &&
          (C.Mode != Overflow::Abort || A.returnsVoid()))
        Options.push_back({&I, C.Mode, C.ratio(A.HelperCalls)});
  }
  const Legal *Best = &Options.front();
  for (const Legal &L : Options)
    if (L.Ratio < Best->Ratio)
      Best = &L;
  Route R{Best->Info->Name, Best->Mode, ""};
  raw_string_ostream Why(R.Why);
  if (Taichi)
    Why << "Taichi pushes are unchecked; " << R.Strategy << " adds no block";
  else if (Asked == Overflow::Unchecked)
    Why << "no overflow check asked for: " << R.Strategy << " without checks";
  else {
    Why << A.HelperCalls << " helper calls, est. ptxas x left alone: ";
    for (const Legal &L : Options)
      Why << (&L == Options.begin() ? "" : ", ") << L.Info->Name << "/"
          << overflowName(L.Mode) << " " << format("%.2f", L.Ratio);
  }
  return R;
}

} // namespace irpass
