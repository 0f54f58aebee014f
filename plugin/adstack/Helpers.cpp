//===- Helpers.cpp - The adstack helper facts -----------------------------===//
//
// Twin of irpass/adstack/helpers.py.
//
//===----------------------------------------------------------------------===//
#include "adstack/Helpers.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"

using namespace llvm;

namespace irpass {

StringRef flavourName(Flavour F) {
  return F == Flavour::Quadrants ? "quadrants" : "taichi";
}

StringRef helperName(Op O) {
  switch (O) {
  case Op::Init:
    return "stack_init";
  case Op::Push:
    return "stack_push";
  case Op::Pop:
    return "stack_pop";
  case Op::TopPrimal:
    return "stack_top_primal";
  case Op::TopAdjoint:
    return "stack_top_adjoint";
  }
  llvm_unreachable("unknown helper");
}

std::optional<Op> helperOf(StringRef Name) {
  for (Op O : AllOps)
    if (Name == helperName(O))
      return O;
  return std::nullopt;
}

unsigned paramCount(Flavour F, Op O) {
  switch (O) {
  case Op::Init:
  case Op::Pop:
    return 1;
  case Op::TopPrimal:
  case Op::TopAdjoint:
    return 2;
  case Op::Push:
    return F == Flavour::Quadrants ? 5 : 3;
  }
  llvm_unreachable("unknown helper");
}

Type *paramType(Flavour F, Op O, unsigned I, LLVMContext &C) {
  bool Pointer = I == 0 || (O == Op::Push && F == Flavour::Quadrants && I == 1);
  return Pointer ? static_cast<Type *>(PointerType::getUnqual(C))
                 : Type::getInt64Ty(C);
}

bool returnsPointer(Op O) { return O == Op::TopPrimal || O == Op::TopAdjoint; }

std::optional<Flavour> pushFlavour(unsigned N) {
  if (N == 5)
    return Flavour::Quadrants;
  if (N == 3)
    return Flavour::Taichi;
  return std::nullopt;
}

Args Args::of(Op O, std::optional<Flavour> F, const CallInst &Call) {
  unsigned N = Call.arg_size();
  Flavour Fl = F ? *F : pushFlavour(N).value_or(Flavour::Taichi);
  auto At = [&](unsigned I) -> Value * {
    return I < N ? Call.getArgOperand(I) : nullptr;
  };
  Args A;
  if (O == Op::Push && Fl == Flavour::Quadrants) {
    A.Runtime = At(0);
    A.Stack = At(1);
    A.Max = At(2);
    A.Elem = At(3);
    A.TaskId = At(4);
  } else if (O == Op::Push) {
    A.Stack = At(0);
    A.Max = At(1);
    A.Elem = At(2);
  } else {
    A.Stack = At(0);
    if (O == Op::TopPrimal || O == Op::TopAdjoint)
      A.Elem = At(1);
  }
  return A;
}

std::optional<Op> calledHelper(const CallInst &Call) {
  auto *F = dyn_cast<Function>(Call.getCalledOperand()->stripPointerCasts());
  if (!F)
    return std::nullopt;
  return helperOf(F->getName());
}

Argument *runtimeContext(const Value *Runtime) {
  auto *Call = dyn_cast<CallInst>(Runtime);
  if (!Call || Call->arg_size() != 1 || Call->hasMetadata() ||
      Call->hasOperandBundles() || !Call->getAttributes().isEmpty() ||
      Call->getCallingConv() != CallingConv::C || Call->isMustTailCall() ||
      Call->isNoTailCall())
    return nullptr;
  auto *F = dyn_cast<Function>(Call->getCalledOperand());
  if (!F || F->getName() != GetRuntime || !Call->getType()->isPointerTy())
    return nullptr;
  return dyn_cast<Argument>(Call->getArgOperand(0));
}

} // namespace irpass
