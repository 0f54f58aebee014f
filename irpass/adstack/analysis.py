"""Per function: the stacks, their helper call sites, and whether each may be rewritten.

A stack is the SSA pointer given to ``stack_init``. The records are in ``stacks.py``; the
lines are read once (``lines.py``), stacks whose pointers are proven equal are joined
(``pointers.py``), each gets a verdict (``legality.py``), and a rewritable one its capacity
(``capacity.py``).
"""

import re
from functools import lru_cache
from itertools import chain

from irpass.adstack import capacity, legality, pointers
from irpass.adstack.flavour import HelperSet
from irpass.adstack.helpers import GET_RUNTIME, OF_CALLEE, Args, Flavour, Op, called_helper
from irpass.adstack.lines import Defs, Lines, param_names
from irpass.adstack.stacks import FunctionAnalysis, Site, Stack, Where, position
from irpass.adstack.verdict import SkipReason
from irpass.ir.instructions import Instr, Operand, Parser, Unparsed
from irpass.ir.mentions import lines_naming
from irpass.ir.model import Function
from irpass.ir.syntax import int_value


def analyse(
    function: Function,
    helpers: HelperSet | None,
    module_reason: SkipReason | None = None,
    parser: Parser | None = None,
) -> FunctionAnalysis:
    """Find the stacks of ``function`` and give each a verdict. ``parser`` (one per rewrite)
    remembers the lines it parsed across the functions of a module."""
    parser = parser or Parser()
    scan = Lines.of(function)
    helper_lines = scan.helpers
    records = parser.bodies([ln for _, ln in helper_lines])
    stacks, unparsed = _stacks(helper_lines, records, helpers.flavour if helpers else None)
    calls = sum(len(stack.sites) for stack in stacks.values())
    result = FunctionAnalysis(function, helpers, list(stacks.values()), helper_calls=calls)
    result.reason = module_reason or legality.function_reason(function, helpers, unparsed)
    if result.reason is not None:
        for stack in result.stacks:
            stack.reason = result.reason
        return result
    unproven = _join_recomputed(function, stacks, scan.defs)
    result.stacks = list(stacks.values())
    untracked = [s for s in result.stacks if not any(site.op == "init" for site in s.calls)]
    if untracked:
        result.reason = legality.untracked_reason(untracked[0], unproven)
        for stack in result.stacks:
            stack.reason = result.reason
        return result
    uses = lines_naming(scan.flat, {p for s in result.stacks for p in s.pointers})
    defs = scan.defs
    params = param_names(function)
    for stack in result.stacks:
        stack.reason = legality.stack_reason(stack, helpers, scan, uses, params)
        stack.elem_size = _elem_size(stack) if stack.reason is None else 0
    good = [s for s in result.stacks if s.reason is None]
    first_push: dict[int, int] = {}
    for site in chain.from_iterable(s.sites for s in result.stacks):
        if site.op is Op.PUSH:
            block, line = site.where
            first_push[block] = min(first_push.get(block, line), line)
    sources = capacity.max_sources(good, defs, params, parser, first_push)
    for stack in good:
        stack.max_source = sources[stack.pointer]
    if helpers.flavour is Flavour.TAICHI:
        for stack in good:
            stack.grow = capacity.grown(stack, defs, parser)
    else:
        result.contexts = _runtime_contexts(good, defs, params)
    return result


_GET_RUNTIME = re.compile(rf" *%[-\w.$]+ = (?:tail )?call ptr @{GET_RUNTIME}\(ptr (%[-\w.$]+)\)$")


def _runtime_contexts(stacks: list[Stack], defs: Defs, params: set[str]) -> dict[str, str]:
    """Each push's runtime argument defined by ``call ptr @RuntimeContext_get_runtime(ptr %p)``,
    nothing more on the line, of a parameter ``%p``: its ``%p``."""
    found: dict[str, str] = {}
    for site in chain.from_iterable(s.calls for s in stacks):
        runtime = site.args.runtime
        if site.op is Op.PUSH and runtime in defs and runtime not in found:
            match = _GET_RUNTIME.match(defs[runtime][1])
            if match and match[1] in params:
                found[runtime] = match[1]
    return found


def _stacks(
    helper_lines: list[tuple[Where, str]],
    records: list[tuple[str | None, Instr | Unparsed]],
    flavour: Flavour | None,
) -> tuple[dict[str, Stack], list[str]]:
    """A site for each line the parser read as a call of a helper, by the stack it works on,
    in order of first use; and the helper calls the parser could not read. (The calls of a
    kernel repeat their arguments: each distinct (helper, arguments) is read into ``Args``
    once per module.)"""
    stacks: dict[str, Stack] = {}
    unparsed: list[str] = []
    args_of: dict[tuple, Args] = {}
    for (where, line), (result, r) in zip(helper_lines, records, strict=True):
        if isinstance(r, Unparsed):
            if called_helper(line) is not None:
                unparsed.append(line.strip())
        elif r.opcode == "call" and (op := OF_CALLEE.get(r.callee)):
            args = args_of.get((op, r.operands))
            new = args is None
            if new:
                args = args_of[op, r.operands] = _args(op, flavour, r.operands)
            pointer = args.stack or "?"
            stack = stacks.get(pointer)
            if stack is None:
                stack = stacks[pointer] = Stack(pointer)
            site = Site(where, op, r, args, pointer, result)
            stack.sites.append(site)
            if new:
                stack.calls.append(site)
    return stacks, unparsed


@lru_cache(maxsize=4096)  # the functions of a module make alike calls
def _args(op: Op, flavour: Flavour | None, operands: tuple[Operand, ...]) -> Args:
    return Args.of(op, flavour, tuple(o.value for o in operands))


def _join_recomputed(function: Function, stacks: dict[str, Stack], defs: Defs) -> dict:
    """Merge stacks whose pointers are proven the same address (see pointers.py); return
    why each pointer that stays without a stack_init was not proven equal to one with it."""
    inits = {p for p, s in stacks.items() if any(site.op == "init" for site in s.calls)}
    grouping = pointers.group(function, list(stacks), inits, defs)
    for pointer, root in grouping.joined.items():
        joined = stacks.pop(pointer)
        for site in joined.sites:
            site.stack = root
        stacks[root].sites.extend(joined.sites)
        stacks[root].calls.extend(joined.calls)
        stacks[root].joined.append(pointer)
    for stack in stacks.values():
        stack.sites.sort(key=position)
        stack.calls.sort(key=position)
    return grouping.unproven


def _elem_size(stack: Stack) -> int:
    sizes = [site.args.elem for site in stack.calls if site.args.elem is not None]
    return int_value(sizes[0]) if sizes else 0
