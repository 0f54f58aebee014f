//===- Kernels.cpp - A module's kernel entry points -----------------------===//
//
// Twin of irpass/ir/kernels.py: entry_points.
//
//===----------------------------------------------------------------------===//
#include "ir/Kernels.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace irpass {

/// The functions `!nvvm.annotations` marks `"kernel"` (key and value pairs
/// after the function: `!{ptr @F, !"maxntidx", i32 256, !"kernel", i32 1}`).
static SmallPtrSet<const Function *, 8> annotatedKernels(const Module &M) {
  SmallPtrSet<const Function *, 8> Out;
  const NamedMDNode *Annotations = M.getNamedMetadata("nvvm.annotations");
  if (!Annotations)
    return Out;
  for (const MDNode *Node : Annotations->operands()) {
    if (Node->getNumOperands() < 3)
      continue;
    auto *F = mdconst::dyn_extract_or_null<Function>(Node->getOperand(0));
    if (!F)
      continue;
    for (unsigned I = 1; I + 1 < Node->getNumOperands(); I += 2) {
      auto *Key = dyn_cast_or_null<MDString>(Node->getOperand(I));
      auto *Value =
          mdconst::dyn_extract_or_null<ConstantInt>(Node->getOperand(I + 1));
      if (Key && Key->getString() == "kernel" && Value && Value->isOne())
        Out.insert(F);
    }
  }
  return Out;
}

/// Whether \p Name has `_kernel_<digits>_` (kernels.py's _QUADRANTS_KERNEL).
static bool quadrantsTaskName(StringRef Name) {
  for (size_t At = Name.find("_kernel_"); At != StringRef::npos;
       At = Name.find("_kernel_", At + 1)) {
    StringRef Rest = Name.substr(At + strlen("_kernel_"));
    size_t Digits = 0;
    while (Digits < Rest.size() && isDigit(Rest[Digits]))
      ++Digits;
    if (Digits && Digits < Rest.size() && Rest[Digits] == '_')
      return true;
  }
  return false;
}

SmallPtrSet<const Function *, 8> entryPoints(const Module &M) {
  SmallPtrSet<const Function *, 8> Marked = annotatedKernels(M);
  for (const Function &F : M)
    if (F.getCallingConv() == CallingConv::PTX_Kernel ||
        F.getCallingConv() == CallingConv::AMDGPU_KERNEL)
      Marked.insert(&F);
  if (!Marked.empty())
    return Marked;
  SmallPtrSet<const Function *, 8> Tasks;
  for (const Function &F : M)
    if (!F.isDeclaration() && !F.hasLocalLinkage() &&
        F.getReturnType()->isVoidTy() && F.use_empty() &&
        F.getCallingConv() == CallingConv::C && quadrantsTaskName(F.getName()))
      Tasks.insert(&F);
  return Tasks;
}

} // namespace irpass
