"""LLVM's verdict on irpass's output (``verify_output``, of its text or of the file written),
a large module one piece at a time, so that the verifier's peak is a piece's and not the
module's.

LLVM's parse + verify takes several times a module's text, and irpass's output is larger than
its input (inline code), so verifying the output whole would cost about three times LLVM's own
reading of the input. A module over a few pieces' size is verified as pieces instead: each piece
is the module in its own order with every function outside a batch of them reduced to a stub (its
header, ``unreachable``, the closing brace). Every piece holds every global, declaration,
attribute group, metadata node and function header, so LLVM checks all of those in each piece,
and every function body is in one piece, checked against the same names, types and attributes as
in the whole module. Duplicate names show too: both functions are in every piece.

What no piece shows is a relation between one function's body and another's blocks: a
``blockaddress`` (in a body or a global's initializer) names a block a stub does not have. A
module with one is verified whole. A piece that fails is never the verdict either: the whole
module is then verified, and its error (located in the module, as without pieces) or its
success decides.
"""

import mmap
import os

from irpass.backend.llvm import verify
from irpass.errors import IRPassError
from irpass.ir.model import function_spans

PIECE = 16 << 20  # characters of function bodies per piece (the skeleton comes on top)
STUB = "  unreachable\n}\n"

Text = str | bytes | bytearray | mmap.mmap


def verify_in_pieces(module: Text, path: str = "<input>", piece: int = PIECE) -> None:
    """Parse and verify ``module`` (text, or its UTF-8 bytes: a file's mmap reads only what
    each piece needs) in pieces of about ``piece`` characters of function bodies; whole when it
    is no larger than two pieces. Raises what ``verify`` of the whole module raises."""
    layout = _Layout.of(module)
    _let_go(module)
    budget = max(piece, layout.skeleton) if layout else 0
    if layout is None or len(module) <= 2 * budget:
        verify(_text(module), path)
        return
    for batch in layout.batches(budget):
        text = layout.piece(module, batch)
        _let_go(module)
        try:
            verify(text, path)
        except IRPassError:
            verify(_text(module), path)
            return


def verify_output(module: Text, path: str, after: str = "") -> None:
    """LLVM's verdict on a module irpass wrote (its text or bytes), in pieces when it is large:
    a rejection is irpass's bug, never the input's."""
    try:
        verify_in_pieces(module, path)
    except IRPassError as exc:
        raise IRPassError(
            f"internal error: rewritten module does not verify{after}: {exc.message}", path
        ) from None


def verify_written(written: str, path: str) -> None:
    """``verify_output`` of the module in the file ``written``, read through an mmap: only the
    pages each piece needs, never a copy of the whole text."""
    with open(written, "rb") as file:
        if os.fstat(file.fileno()).st_size == 0:  # mmap cannot map an empty file
            verify_output(b"", path)
            return
        with mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
            verify_output(data, path)


class _Layout:
    """A module's top-level text between functions, and each function's span and stub."""

    def __init__(self) -> None:
        self.parts: list[str | int] = []  # text between functions, or a function's index
        self.spans: list[tuple[int, int]] = []
        self.stubs: list[str] = []
        self.skeleton = 0  # characters of a piece without its functions' bodies

    @classmethod
    def of(cls, module: Text) -> "_Layout | None":
        """The layout; None for a module with a ``blockaddress`` or a function without a
        body."""
        brace, newline = ("{", "\n") if isinstance(module, str) else (b"{", b"\n")
        if module.find("blockaddress(" if isinstance(module, str) else b"blockaddress(") >= 0:
            return None
        layout, done = cls(), 0
        for start, end in function_spans(module):
            opens = module.find(brace, start, end)
            if opens < 0:
                return None
            if start > done:
                layout._add(_text(module[done:start]))
            body = module.find(newline, opens, end) + 1 or end
            layout.stubs.append(_text(module[start:body]) + STUB)
            layout.skeleton += len(layout.stubs[-1])
            layout.parts.append(len(layout.spans))
            layout.spans.append((start, end))
            done = end
        if done < len(module):
            layout._add(_text(module[done:]))
        return layout if layout.spans else None

    def _add(self, text: str) -> None:
        self.parts.append(text)
        self.skeleton += len(text)

    def batches(self, budget: int) -> list[range]:
        """Consecutive functions, about ``budget`` characters of them a batch."""
        found, first, size = [], 0, 0
        for index, (start, end) in enumerate(self.spans):
            size += end - start
            if size >= budget:
                found.append(range(first, index + 1))
                first, size = index + 1, 0
        if first < len(self.spans):
            found.append(range(first, len(self.spans)))
        return found

    def piece(self, module: Text, batch: range) -> str:
        """The module with the functions outside ``batch`` as stubs."""
        return "".join(
            part
            if isinstance(part, str)
            else _text(module[slice(*self.spans[part])])
            if part in batch
            else self.stubs[part]
            for part in self.parts
        )


def _let_go(module: Text) -> None:
    """Unmap the pages of a file's mmap read so far: they count in the process's memory until
    then, and a piece reads its own again (from the page cache)."""
    if isinstance(module, mmap.mmap) and hasattr(mmap, "MADV_DONTNEED"):
        module.madvise(mmap.MADV_DONTNEED)


def _text(data: Text) -> str:
    return data if isinstance(data, str) else bytes(data).decode()
