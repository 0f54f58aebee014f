"""The output verified in pieces: LLVM sees every function body once, with every other
function as a stub, and a rejection is the one the whole module gets."""

import mmap

import pytest

from irpass.backend import llvm, verify_pieces
from irpass.backend.verify_pieces import verify_in_pieces
from irpass.errors import IRPassError
from tests.shared import DUMPS, rewrite

SMALL = 32 << 10  # characters of bodies per piece: the module below makes several pieces


@pytest.fixture(scope="module")
def text() -> str:
    """A real dump with its kernel copied under four more names, rewritten."""
    real = (DUMPS[0]).read_text()
    start = real.rindex("\ndefine ") + 1
    function = real[start : real.index("\n}\n", start) + 3]
    name = function[: function.index("(")].rsplit("@", 1)[1]
    copies = "".join(function.replace(f"@{name}(", f"@{name}.{i}(", 1) for i in range(4))
    return rewrite(real + copies, "auto").text


@pytest.fixture
def pieces(text, monkeypatch) -> list[str]:
    """The texts LLVM is given from here on, in order."""
    given: list[str] = []

    def recorded(text: str, path: str = "<input>") -> None:
        given.append(text)
        llvm.verify(text, path)

    monkeypatch.setattr(verify_pieces, "verify", recorded)
    return given


def test_every_body_is_verified_once_beside_the_others_stubs(text, pieces, tmp_path) -> None:
    path = tmp_path / "out.ll"
    path.write_text(text)
    with open(path, "rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
        verify_in_pieces(data, "out.ll", SMALL)  # a file's pages, as the command reads them
    assert len(pieces) > 2
    bodies = [line for line in text.splitlines() if line.startswith("  ")]
    seen = [line for p in pieces for line in p.splitlines() if line.startswith("  ")]
    stubs = sum(p.count(verify_pieces.STUB) for p in pieces)
    assert sorted(seen) == sorted(bodies + ["  unreachable"] * stubs)
    header = next(line for line in text.splitlines() if line.startswith("define"))
    assert all(header in p for p in pieces)  # the stubs keep each function's header


def test_a_bad_body_is_reported_as_the_whole_module_reports_it(text, pieces) -> None:
    last = text.rindex("\n  ret void\n")
    broken = text[:last] + "\n  store i32 %nowhere, ptr null\n" + text[last + 1 :]
    with pytest.raises(IRPassError) as whole:
        llvm.verify(broken, "out.ll")
    pieces.clear()
    with pytest.raises(IRPassError) as piecewise:
        verify_in_pieces(broken, "out.ll", SMALL)
    assert str(piecewise.value) == str(whole.value)
    assert "%nowhere" in str(whole.value) and whole.value.line is not None
    assert pieces[-1] == broken and len(pieces) > 1  # the piece failed, then the whole


def test_two_functions_of_one_name_fail_in_the_first_piece(text, pieces) -> None:
    start = text.index("\ndefine ") + 1
    function = text[start : text.index("\n}\n", start) + 3]
    with pytest.raises(IRPassError, match="redefinition"):
        verify_in_pieces(text + "\n" + function, "out.ll", SMALL)
    assert len(pieces) == 2  # the first piece, then the whole module


def test_a_blockaddress_is_verified_whole(text, pieces) -> None:
    text += (
        "\ndefine ptr @irpass.test.address() {\nentry:\n  br label %next\nnext:\n"
        "  ret ptr blockaddress(@irpass.test.address, %next)\n}\n"
    )
    verify_in_pieces(text, "out.ll", SMALL)
    assert pieces == [text]
