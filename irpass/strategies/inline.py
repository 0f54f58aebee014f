"""``inline``: the simplest checked shape, one overflow block per push.

Each stack gets an ``alloca i64`` count in the entry block (SROA turns it
into SSA). Every checked push compares count+1 with max and branches to its
own overflow block and its own push block, which merge again::

      %c = load i64, ptr %cnt            ; count
      %n = add i64 %c, 1
      %o = icmp ugt i64 %n, %max
      br i1 %o, label %overflow, label %push
    overflow:                            ; exact: header := count, the real
      store i64 %c, ptr %s               ; stack_push raises the flag and the
      call void @stack_push(...)         ; task id and does not push
      br label %cont                     ; (abort: ret instead)
    push:
      store i64 %n, ptr %cnt
      memset(entry c, 0, 2E)
      br label %cont
    cont:

Tops are GEP arithmetic from the count (clamped at 0 for Quadrants), pops
decrement it (saturating for Quadrants). Taichi pushes are unchecked, as in
Taichi's own helper. This is the shape that made ptxas slower on big kernels:
it is here as the reference point the block-light strategies are measured
against.
"""

from irpass.ir.rewriter import SiteHandler
from irpass.strategies.base import Cost, Overflow, Prepared, Strategy, StrategyOptions
from irpass.strategies.sites import site_piece


class InlineStrategy(Strategy):
    name = "inline"
    summary = "per push an overflow block and a push block that merge again"
    blocks = "3 per push"
    overflow_modes = (Overflow.EXACT, Overflow.ABORT, Overflow.UNCHECKED)
    costs = {Overflow.UNCHECKED: Cost(0.282, -0.293, small=(0.653, -0.257))}

    def handler(self, prepared: Prepared, options: StrategyOptions) -> SiteHandler:
        return lambda site, line, _label: site_piece(prepared, site, line, options.overflow)
