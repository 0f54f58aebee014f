//===- Compat.h - The LLVM versions the plugin builds against ---*- C++ -*-===//
//
// The plugin builds against LLVM 19 and 22 (the majors Debian packages and CI
// test). Where LLVM's API changed between them, one name here for both, so
// the passes have no version branches of their own.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_COMPAT_H
#define IRPASS_COMPAT_H

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

namespace irpass {

/// The declaration of intrinsic \p ID for \p Tys in \p M, added when missing
/// (LLVM 20 renamed `getDeclaration` to `getOrInsertDeclaration`).
inline llvm::Function *intrinsicDeclaration(llvm::Module *M,
                                            llvm::Intrinsic::ID ID,
                                            llvm::ArrayRef<llvm::Type *> Tys) {
#if LLVM_VERSION_MAJOR >= 20
  return llvm::Intrinsic::getOrInsertDeclaration(M, ID, Tys);
#else
  return llvm::Intrinsic::getDeclaration(M, ID, Tys);
#endif
}

/// Whether \p M declares intrinsic \p ID for \p Tys already.
inline bool declaresIntrinsic(llvm::Module *M, llvm::Intrinsic::ID ID,
                              llvm::ArrayRef<llvm::Type *> Tys) {
#if LLVM_VERSION_MAJOR >= 20
  return llvm::Intrinsic::getDeclarationIfExists(M, ID, Tys);
#else
  return M->getFunction(llvm::Intrinsic::getName(ID, Tys, M));
#endif
}

/// The target triple of \p M (a string before LLVM 21).
inline llvm::Triple targetTriple(const llvm::Module &M) {
  return llvm::Triple(M.getTargetTriple());
}

} // namespace irpass

#endif // IRPASS_COMPAT_H
