//===- Helpers.h - The adstack helper facts ---------------------*- C++ -*-===//
//
// Twin of irpass/adstack/helpers.py: the five runtime helpers, each flavour's
// signatures, and a view of a call's arguments by name.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_ADSTACK_HELPERS_H
#define IRPASS_ADSTACK_HELPERS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Instructions.h"
#include <optional>

namespace irpass {

/// Quadrants: stack_push(ptr rt, ptr s, i64 max, i64 E, i64 task_id), checked.
/// Taichi: stack_push(ptr s, i64 max, i64 E), unchecked.
enum class Flavour { Quadrants, Taichi };

enum class Op { Init, Push, Pop, TopPrimal, TopAdjoint };
constexpr Op AllOps[] = {Op::Init, Op::Push, Op::Pop, Op::TopPrimal,
                         Op::TopAdjoint};

llvm::StringRef flavourName(Flavour F);
/// "stack_push" for Op::Push.
llvm::StringRef helperName(Op O);
std::optional<Op> helperOf(llvm::StringRef Name);
/// How many parameters the flavour's helper takes.
unsigned paramCount(Flavour F, Op O);
/// Whether the helper returns a pointer (the tops) rather than void.
bool returnsPointer(Op O);
/// The type of parameter \p I of the flavour's helper: `ptr` for the stack
/// (and Quadrants' runtime), `i64` for the rest.
llvm::Type *paramType(Flavour F, Op O, unsigned I, llvm::LLVMContext &C);
/// The flavour whose stack_push takes \p N parameters.
std::optional<Flavour> pushFlavour(unsigned N);

/// A helper call's arguments by name; null where the call has none.
struct Args {
  llvm::Value *Stack = nullptr;
  llvm::Value *Elem = nullptr;
  llvm::Value *Max = nullptr;
  llvm::Value *Runtime = nullptr;
  llvm::Value *TaskId = nullptr;

  /// The view of \p Call's arguments as helper \p O of flavour \p F (guessed
  /// from a push's argument count when unknown, as the Python tool does).
  static Args of(Op O, std::optional<Flavour> F, const llvm::CallInst &Call);
};

/// The helper \p Call calls directly, if any.
std::optional<Op> calledHelper(const llvm::CallInst &Call);

/// The runtime function Quadrants gets each push's runtime argument from:
/// `%rt = call ptr @RuntimeContext_get_runtime(ptr %context)`.
inline constexpr llvm::StringLiteral GetRuntime = "RuntimeContext_get_runtime";
/// The parameter a push's \p Runtime argument was got from by a call of
/// GetRuntime that is that alone (no attribute, metadata, bundle), or null
/// (analysis.py's _runtime_contexts): the shared exit gets it again there.
llvm::Argument *runtimeContext(const llvm::Value *Runtime);

} // namespace irpass

#endif
