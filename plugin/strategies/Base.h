//===- Base.h - What a strategy is, and the skeleton every one runs -*- C++
//-*-//
//
// Twin of irpass/strategies/base.py (with builders.py, exits.py, sites.py and
// the registry of __init__.py). A strategy supplies the code for each helper
// call site; the skeleton makes the counters and hoisted max loads, walks the
// sites in order, and closes the shared overflow exit.
//
//===----------------------------------------------------------------------===//
#ifndef IRPASS_STRATEGIES_BASE_H
#define IRPASS_STRATEGIES_BASE_H

#include "adstack/Analysis.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/NoFolder.h"
#include <memory>
#include <string>

namespace irpass {

/// What a full Quadrants stack does (Taichi pushes are never checked).
enum class Overflow { Exact, Abort, Unchecked };
llvm::StringRef overflowName(Overflow M);
std::optional<Overflow> overflowOf(llvm::StringRef Name);
/// Whether code rewritten in \p Mode keeps what \p Asked promises.
bool keeps(Overflow Mode, Overflow Asked);

struct StrategyOptions {
  bool HoistMax = true;
  Overflow Mode = Overflow::Exact;
  std::optional<unsigned> MaxRun; // pushes one merged check covers
  bool LeaveAlone = false;
};

/// A registry entry's facts, generated from the Python registry
/// (Registry.inc): the parameter parser and `auto` read them.
struct StrategyInfo {
  std::string Name;
  llvm::SmallVector<Overflow, 3> Modes; // the first is the default
  std::string Fallback;                 // empty: none
  bool Rewrites;
  struct Cost {
    Overflow Mode;
    double A, B;
    bool HasSmall;
    double SmallA, SmallB;
    double ratio(unsigned HelperCalls) const;
  };
  llvm::SmallVector<Cost, 1> Costs;
};
/// Every strategy of the Python registry, in its order.
const std::vector<StrategyInfo> &registry();
const StrategyInfo *strategyInfo(llvm::StringRef Name);
/// Whether the plugin implements the strategy (only those are accepted).
bool implemented(llvm::StringRef Name);

/// Fresh `%irpass.<hint><n>` names that no value of the function uses.
class Names {
public:
  explicit Names(llvm::Function &F);
  std::string fresh(llvm::StringRef Hint);
  llvm::BasicBlock *block(llvm::StringRef Hint, llvm::BasicBlock *Before);

private:
  llvm::Function &F;
  llvm::StringMap<unsigned> Next;
  bool Discard; // the context drops value names (clang): make none
  bool Taken;   // the function had names under `irpass.`: check each new one
};

using Builder = llvm::IRBuilder<llvm::NoFolder>;

/// Builds the instructions the strategies share (builders.py).
struct Emitter {
  Builder B;
  Names N;
  bool Checked; // Quadrants: clamped tops, saturating pops, checks
  llvm::Function *Memset = nullptr; // llvm.memset.p0.i64, declared when used

  Emitter(llvm::Function &F, bool Checked);
  llvm::Value *i64(int64_t V) { return B.getInt64(V); }
  llvm::Value *loadCount(llvm::Value *Counter);
  void storeCount(llvm::Value *V, llvm::Value *Counter);
  /// The header of a full stack set to \p V before its overflow report, the
  /// store marked (Marks.h: what rolled-loops reads once the report is
  /// inlined).
  void reportHeader(llvm::Value *V, llvm::Value *Stack);
  llvm::Value *add(llvm::Value *X, int64_t K);
  /// Address of entry \p Index's primal (or adjoint): 8 + Index*2E (+E).
  llvm::Value *entryAddress(llvm::Value *Stack, llvm::Value *Index,
                            int64_t Elem, bool Adjoint,
                            llvm::StringRef Name = "");
  /// Zero the 2E bytes of an entry (aligned min(8, 2E)).
  void zeroEntry(llvm::Value *Address, int64_t Elem);
  llvm::Value *topIndex(llvm::Value *Count);
  llvm::Value *popped(llvm::Value *Count);
};

struct ModuleContext;

/// What a function's shared overflow exit does, once made.
enum class ExitKind { None, Returns, EndsThread };

/// One shared overflow exit per function (exits.py): the real stack_push
/// reports on a header of the exit's own (cold), then the function returns;
/// phis only for the runtime and task id where the edges differ. In the
/// functions of ModuleContext::ThreadExits, a call to the module's
/// noreturn exit (@irpass.overflow.exit) reports instead, and ends the thread.
class SharedExit {
public:
  llvm::BasicBlock *edge(Emitter &E, llvm::BasicBlock *From, const Args &A);
  ExitKind finish(Emitter &E, llvm::Function &F, llvm::Function *Push,
                  ModuleContext &Ctx);

private:
  llvm::BasicBlock *Block = nullptr;
  llvm::SmallVector<std::pair<llvm::BasicBlock *, Args>, 4> Edges;
};

/// A top's index and addresses, reused by the stack's next tops in the same
/// block: only a push, pop or init changes the count (the strategies' loop
/// forgets them there). The Python tool recomputes them; -O3 merges the
/// copies, and the plugin's output is smaller to print.
struct TopValues {
  llvm::BasicBlock *Block = nullptr;
  llvm::Value *Index = nullptr;
  llvm::Value *Address[2] = {nullptr, nullptr}; // primal, adjoint
};

struct StackState {
  Stack *S;
  llvm::Value *Counter;
  llvm::Value *HoistedMax = nullptr;
  TopValues Top;
};

/// Module-wide state of a run: irpass's own out-of-line push helpers and
/// overflow exit, and the functions whose overflow exit ends the thread (the
/// kernel entry points, with `overflow-exit=thread` off AMDGPU).
struct ModuleContext {
  explicit ModuleContext(llvm::Module &M) : M(M) {}
  llvm::Module &M;
  llvm::DenseMap<int64_t, llvm::Function *> PushHelpers;

  /// The first of `Base`, `Base.1`, `Base.2`, ... that no global of the
  /// module has (twin of ir/builders.py's Declarations.global_name).
  std::string freeName(llvm::StringRef Base) const {
    std::string Name = Base.str();
    for (unsigned N = 1; M.getNamedValue(Name); ++N)
      Name = (Base + "." + llvm::Twine(N)).str();
    return Name;
  }
  llvm::SmallPtrSet<const llvm::Function *, 8> ThreadExits;
  llvm::Function *ThreadExit = nullptr; // made on first use
};

/// Shared setup: counters in the entry block, hoisted max loads, the exit.
struct Prepared {
  FunctionAnalysis &A;
  ModuleContext &Ctx;
  Emitter E;
  llvm::MapVector<llvm::Value *, StackState> States;
  std::vector<Site *> Sites; // of the rewritable stacks, in order
  SharedExit Exit;

  Prepared(FunctionAnalysis &A, ModuleContext &Ctx, const StrategyOptions &O);
  StackState &state(const Site &S) { return States.find(S.Stack)->second; }
  llvm::Value *maxFor(const Site &S);
  bool checked() const { return E.Checked; }
};

/// The code of a site that adds no block: init, pop, top, unchecked push
/// (sites.py); the call is replaced and erased.
void straightSite(Prepared &P, Site &S);
/// Whether \p S is a push compared with max (Taichi's and `unchecked` pushes
/// are not).
bool isCheckedPush(const Prepared &P, const Site &S, Overflow Mode);
/// The values comparePush creates: the count, count+1, the max, count+1 > max.
struct Compared {
  llvm::Value *Count, *Bumped, *Limit, *Full;
};
/// What every checked push starts with, before its call: count+1 compared with
/// the stack's max; the strategies differ only in where the Full edge goes.
Compared comparePush(Prepared &P, Site &S);
/// The push once it is known to fit, at the builder's position.
void pushBody(Prepared &P, StackState &St, llvm::Value *Count,
              llvm::Value *Bumped);
/// Splits the block before \p Call; the returned block starts at \p Call and
/// the old one ends in an unconditional branch to it (phis updated).
llvm::BasicBlock *splitAt(Prepared &P, llvm::CallInst *Call,
                          llvm::StringRef Hint);
/// Replaces the unconditional branch that ends \p From with a conditional one.
void branchInstead(Prepared &P, llvm::BasicBlock *From, llvm::Value *Cond,
                   llvm::BasicBlock *Then, llvm::BasicBlock *Else);

class Strategy {
public:
  virtual ~Strategy() = default;
  /// Whether it leaves this function to its fallback; decided before the IR
  /// is touched.
  virtual bool declines(const FunctionAnalysis &A,
                        const StrategyOptions &O) const {
    return false;
  }
  /// Called once the counters exist, before the first site.
  virtual void begin(Prepared &P, const StrategyOptions &O) {}
  /// Replace one helper call.
  virtual void handle(Prepared &P, Site &S, const StrategyOptions &O) = 0;
};

std::unique_ptr<Strategy> makeInline();
std::unique_ptr<Strategy> makeMergedChecks();
std::unique_ptr<Strategy> makeSharedExit();
std::unique_ptr<Strategy> makeOpaque();

/// Which strategy rewrites a function in which mode; `Why` set when chosen.
struct Route {
  std::string Strategy;
  Overflow Mode;
  std::string Why;
};
/// auto's choice (Auto.cpp).
Route autoRoute(const FunctionAnalysis &A, Overflow Asked, bool LeaveAlone);

struct FunctionRewrite {
  unsigned CallsRemoved = 0;
  unsigned StacksRewritten = 0;
  std::string Strategy; // what really rewrote it (after routing, fallbacks)
  Overflow Mode;
  std::string Choice; // what auto picked, and why
  ExitKind Exit = ExitKind::None;
};

/// The function rewritten by the strategy \p Name routes it to, or by the
/// fallbacks of those that decline it (Strategies.cpp).
std::optional<FunctionRewrite> rewriteFunction(llvm::StringRef Name,
                                               FunctionAnalysis &A,
                                               const StrategyOptions &O,
                                               ModuleContext &Ctx);

} // namespace irpass

#endif
