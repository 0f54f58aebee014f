"""irpass: rewrite adstack helper calls in LLVM IR so GPU assemblers stay fast."""

from irpass.api import Result, rewrite
from irpass.errors import IRPassError
from irpass.options import Overflow, RewriteOptions

__all__ = ["IRPassError", "Overflow", "Result", "RewriteOptions", "rewrite"]
