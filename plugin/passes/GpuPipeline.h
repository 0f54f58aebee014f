//===- GpuPipeline.h - What irpass rewrite --target ptx runs ----*- C++ -*-===//
//
// `irpass-gpu<...>`: the passes `irpass rewrite --target ptx|amdgcn` runs
// before optimisation (adstack-promote, debug-checks, noreturn-asserts with
// exit=thread, invariant-args, outline-cold); `irpass-gpu-late`: those it runs
// after `default<O3>` (coalesce-counters, rolled-loops). `coalesce-counters` is
// LLVM's NewGVN on every function of a module irpass rewrote.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_PASSES_GPUPIPELINE_H
#define IRPASS_PASSES_GPUPIPELINE_H

#include "passes/AdstackPromote.h"
#include "passes/NoreturnAsserts.h"
#include "passes/OutlineCold.h"
#include "llvm/IR/PassManager.h"

namespace irpass {

/// `irpass-gpu<PARAMS>`: adstack-promote's parameters (`overflow-exit=thread`
/// unless given), `exit=return|thread` (thread) and `callee=PATTERN`
/// (repeatable), `;`-separated.
struct GpuOptions {
  PromoteOptions Promote;
  AssertExit Exit = AssertExit::Thread;
  OutlineOptions Outline;
};
llvm::Expected<GpuOptions> parseGpuOptions(llvm::StringRef Params);

/// The cold-path passes of the early part (without adstack-promote when
/// \p WithPromote is false: the extension point runs it on its own).
void addGpuEarly(llvm::ModulePassManager &MPM, const GpuOptions &O,
                 bool WithPromote);
void addGpuLate(llvm::ModulePassManager &MPM);

class CoalesceCountersPass : public llvm::PassInfoMixin<CoalesceCountersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Runs its passes on NVPTX and AMDGPU modules only (the extension points').
class GpuOnlyPass : public llvm::PassInfoMixin<GpuOnlyPass> {
public:
  explicit GpuOnlyPass(llvm::ModulePassManager Passes)
      : Passes(std::move(Passes)) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  llvm::ModulePassManager Passes;
};

} // namespace irpass

#endif
