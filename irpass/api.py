"""The Python entry point: ``irpass.rewrite(text, RewriteOptions()) -> Result``, the text in
and out of ``irpass.driver``'s one driver."""

from collections.abc import Callable

from irpass.backend.verify_pieces import verify_output
from irpass.driver import Driver, Result
from irpass.options import RewriteOptions
from irpass.passes.adstack_promote import (
    MARKER,
    is_rewritten,
    without_strategy_comment,
)
from irpass.pipeline import Pipeline

__all__ = [
    "MARKER",
    "Result",
    "is_rewritten",
    "rewrite",
    "verify_output",
    "without_strategy_comment",
]


def rewrite(
    text: str,
    options: RewriteOptions | None = None,
    path: str = "<input>",
    *,
    verify: bool = True,
    verify_each: bool = False,
    progress: Callable[[str], None] | None = None,
) -> Result:
    """Run the passes ``options`` ask for over one module: the stack rewrite, then the
    cold-path passes; then, if asked, LLVM's ``-O3`` and the runtime's cold code defined in it.

    LLVM parses and verifies the input first and the output last, so bad IR is
    reported where it is and a wrong rewrite never leaves irpass. ``verify=False``
    skips both, for measuring irpass's own work on IR known to be valid; ``verify_each``
    verifies after every pass that changed the module, to find the one that broke it.
    ``progress`` hears what is being done, for long modules.
    """
    pipeline = Pipeline(options or RewriteOptions(), verify=verify)
    driver = Driver(pipeline, path, progress, verify_each)
    result = driver.rewrite(text)
    if driver.checks(result.changed):
        driver.check(result.text)
    return result
