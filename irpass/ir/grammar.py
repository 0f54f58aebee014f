"""The lark grammar of the instruction lines (``instructions.lark``) and its records.

Imported only when a line needs it: ``instructions.Parser`` reads the plain lines itself.
"""

from functools import cache
from importlib import resources

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError

from irpass.ir.instructions import Instr, Operand, Unparsed


@v_args(inline=True)
class _ToRecords(Transformer):
    """Lark tree -> Instr; types are rendered back to their spelling."""

    def start(self, *instrs):
        return list(instrs)

    def assign(self, name, instr):
        return Instr(**{**instr.__dict__, "result": str(name)})

    def effect(self, instr):
        return instr

    # -- types -------------------------------------------------------------
    def base(self, *parts):
        if len(parts) == 1:
            return str(parts[0])
        return f"[{len(parts)}]"  # aggregate types are never operands we rewrite

    def typed_ptr(self, inner, *space):
        return f"{inner} addrspace({space[0]})*" if space else f"{inner}*"

    def fn_type(self, ret, params):
        return f"{ret} {params}"

    def fnty(self, *types):
        return "(" + ", ".join(t for t in types if t is not None) + ")"

    # -- pieces ------------------------------------------------------------
    def arg(self, ty, *rest):
        return Operand(ty, str(rest[-1]))

    def index(self, ty, value):
        return Operand(ty, str(value))

    def callee(self, name):
        return str(name)

    def incoming(self, value, label):
        return (str(value), str(label))

    def attr(self, *_):
        return None

    def meta(self, *_):
        return None

    # -- instructions --------------------------------------------------------
    def call(self, *items):
        items = [i for i in items if i is not None]
        callee_at = next(i for i, x in enumerate(items) if isinstance(x, str) and x[:1] in "@%")
        ret = next(
            x for x in reversed(items[:callee_at]) if isinstance(x, str) and not _is_token(x)
        )
        args = tuple(x for x in items[callee_at + 1 :] if isinstance(x, Operand))
        return Instr("call", type=ret, operands=args, callee=items[callee_at])

    def gep(self, *items):
        items = [i for i in items if i is not None and not _is_token(i)]
        source, base_ty, base, *indices = items
        return Instr("getelementptr", type=source, operands=(Operand(base_ty, str(base)), *indices))

    def load(self, ty, ptr_ty, ptr, *_):
        return Instr("load", type=ty, operands=(Operand(ptr_ty, str(ptr)),))

    def store(self, ty, value, ptr_ty, ptr, *_):
        return Instr("store", operands=(Operand(ty, str(value)), Operand(ptr_ty, str(ptr))))

    def alloca(self, ty, *_):
        return Instr("alloca", type=ty)

    def phi(self, *items):
        items = [i for i in items if i is not None and not _is_token(i)]
        ty, *pairs = items
        return Instr("phi", type=ty, incoming=tuple(pairs))

    def br_uncond(self, label):
        return Instr("br", labels=(str(label),))

    def br_cond(self, ty, cond, yes, no, *_):
        return Instr("br", operands=(Operand(ty, str(cond)),), labels=(str(yes), str(no)))

    def ret(self, ty, *rest):
        values = [r for r in rest if r is not None]
        return Instr("ret", operands=tuple(Operand(ty, str(v)) for v in values))

    def binop(self, op, *items):
        items = [i for i in items if i is not None and not _is_flag(i)]
        ty, lhs, rhs = items
        return Instr(str(op), type=ty, operands=(Operand(ty, str(lhs)), Operand(ty, str(rhs))))

    def cast(self, op, ty, value, to, *_):
        return Instr(str(op), type=to, operands=(Operand(ty, str(value)),))

    def icmp(self, *items):
        items = [i for i in items if i is not None and not _is_flag(i)]
        pred, ty, lhs, rhs = items
        return Instr(
            "icmp", type=str(pred), operands=(Operand(ty, str(lhs)), Operand(ty, str(rhs)))
        )

    def select(self, *items):
        items = [i for i in items if i is not None and not _is_flag(i)]
        cty, cond, aty, a, bty, b = items
        ops = (Operand(cty, str(cond)), Operand(aty, str(a)), Operand(bty, str(b)))
        return Instr("select", type=aty, operands=ops)


def _is_token(x: object) -> bool:
    return isinstance(x, Token) and x.type in {"TAIL", "FLAG", "CC"}


def _is_flag(x: object) -> bool:
    return isinstance(x, Token) and x.type == "FLAG"


@cache
def parser() -> Lark:
    """The instruction grammar's parser, built once per process."""
    grammar = resources.files("irpass.ir").joinpath("instructions.lark").read_text()
    return Lark(grammar, parser="lalr", cache=True)


def parse_batch(bodies: list[str]) -> dict[str, Instr | Unparsed]:
    try:
        records = _ToRecords().transform(parser().parse("\n".join(bodies)))
    except LarkError:
        records = None
    if records is not None and len(records) == len(bodies):
        return dict(zip(bodies, records, strict=True))
    out: dict[str, Instr | Unparsed] = {}
    for body in bodies:
        try:
            [record] = _ToRecords().transform(parser().parse(body))
        except (LarkError, ValueError):
            record = Unparsed(body, body.split(" ", 1)[0] if body else "?")
        out[body] = record
    return out
