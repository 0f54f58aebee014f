"""The text layer: the grammar on every real line, the quick path against it, the top-level
parser, the locator, comment stripping, and the lossless module model."""

from dataclasses import replace
from pathlib import Path

import pytest

from irpass.ir import locate, toplevel
from irpass.ir.instructions import Instr, Parser, Unparsed, grammar_parse, split_result
from irpass.ir.mentions import definitions, lines_naming
from irpass.ir.model import read
from irpass.ir.names import spell, unspell
from irpass.ir.syntax import calls_to, is_int, strip_comment
from tests.shared import ROOT, functions

REAL = sorted((ROOT / "testdata" / "quadrants" / "dumps").glob("*.ll")) + sorted(
    (ROOT / "testdata" / "taichi").glob("*.ll")
)


def _instruction_lines(paths: list[Path]) -> list[str]:
    lines = set()
    for path in paths:
        for function in functions(read(path.read_text())):
            for block in function.blocks:
                lines.update(ln for ln in block.lines if strip_comment(ln).strip())
    return sorted(lines)


@pytest.fixture(scope="module")
def real_lines() -> list[str]:
    return _instruction_lines(REAL)


@pytest.fixture(scope="module")
def grammar_records(real_lines: list[str]) -> list[Instr | Unparsed]:
    return grammar_parse(real_lines)


@pytest.mark.slow
def test_the_grammar_reads_every_real_instruction_line(real_lines, grammar_records) -> None:
    """Each record has the line's result name and opcode, and only values the line spells;
    the few lines outside the grammar come back as their own text."""
    assert len(real_lines) > 10_000
    unparsed = []
    for line, record in zip(real_lines, grammar_records, strict=True):
        result, body = split_result(line)
        if isinstance(record, Unparsed):
            unparsed.append(line)
            assert record.text == body.split(";")[0].rstrip() or record.text == body
            continue
        assert record.result == result, line
        assert body.startswith(record.opcode) or body.split()[0] in ("tail", "musttail"), line
        for operand in record.operands:
            assert operand.value in line, (line, operand)
        if record.callee is not None:
            assert record.callee + "(" in line, line
    assert len(unparsed) <= len(real_lines) // 500, unparsed[:5]


@pytest.mark.slow
def test_the_quick_path_gives_the_grammars_records(real_lines, grammar_records) -> None:
    quick = Parser().parse(real_lines)
    assert quick == grammar_records
    taken = sum(isinstance(r, Instr) and r.opcode in ("call", "load") for r in quick)
    assert taken > 5_000


@pytest.mark.parametrize(
    "line",
    [
        "  %x = call fastcc noundef i32 @f(ptr byval(%T) align 8 %p, i64 1)",
        '  call void @f(ptr %p) [ "deopt"() ]',
        "  %v = load <4 x float>, ptr %p, align 16",
        "  %g = getelementptr inbounds [4 x i8], ptr %p, i64 0, i64 %i",
        "  %c = call ptr @g(ptr addrspace(1) %q)",
        '  %d = call i32 @"odd name"(i32 %a)',
        "  %e = call double @h(double 1.000000e+00)",
    ],
)
def test_unusual_spellings_agree_with_the_grammar(line: str) -> None:
    assert Parser().parse([line]) == grammar_parse([line])


def test_a_parser_remembers_within_its_life_only() -> None:
    parser = Parser()
    first = parser.parse(["  %a = load i64, ptr %p, align 8"])
    again = parser.parse(["  %b = load i64, ptr %p, align 8"])
    assert first[0] == replace(again[0], result="%a")
    assert Parser()._memo == {}


def test_toplevel_items_read_names_linkage_signature_and_lines() -> None:
    text = (
        "; comment\n"
        '@g = internal thread_local global i32 0\n@"a b" = global i8 1\n'
        "declare dso_local fastcc noundef zeroext i1 @f(ptr noundef byval(%T) align 8,\n"
        "    <4 x float>, ...) #3\n"
        'define internal void @"k 1"(ptr %x, i64 %n) local_unnamed_addr #0 {\n'
        "entry:\n  ret void\n}\n"
    )
    g, ab, f, k = toplevel.items(text)
    assert (g.kind, g.name, g.local, g.line) == (toplevel.Kind.GLOBAL, "g", True, 2)
    assert "thread_local" in g.words
    assert (ab.name, ab.spelled, ab.local) == ("a b", '@"a b"', False)
    assert f.kind is toplevel.Kind.DECLARE and f.line == 4 and f.variadic
    assert f.convention == "fastcc" and f.return_type == "i1"
    assert f.call_type == "fastcc noundef zeroext i1"
    assert f.param_types == ("ptr", "<4", "...")
    assert f.unnamed_params[0] == "ptr noundef byval(%T) align 8"
    assert f.attribute_words({"#3": "noreturn nounwind"}) >= {"noreturn", "nounwind", "#3"}
    assert text[f.end - 3 : f.end] == " #3"
    assert k.kind is toplevel.Kind.DEFINE and k.name == "k 1" and k.local and k.returns_void
    assert k.param_names == ("%x", "%n") and k.attributes == "local_unnamed_addr #0"
    assert text[k.name_at :].startswith('@"k 1"(')
    assert [i.name for i in toplevel.functions(text)] == ["f", "k 1"]
    assert toplevel.header("declare i32 @printf(ptr, ...)").variadic
    assert toplevel.header("entry:") is None


def test_triple_and_attribute_groups() -> None:
    text = 'target triple = "nvptx64-nvidia-cuda"\nattributes #0 = { nounwind "a"="b" }\n'
    assert toplevel.triple(text) == "nvptx64-nvidia-cuda"
    assert toplevel.triple("") == ""
    assert toplevel.attribute_groups(text) == {"#0": ' nounwind "a"="b" '}


def test_locator() -> None:
    text = "first\nsecond line\n"
    assert locate.position(text, 0) == (1, 1)
    assert locate.position(text, text.index("line")) == (2, 8)
    assert locate.find(text, "line") == (2, 8)
    assert locate.find(text, "absent") is None


def test_comments_tokens_and_names() -> None:
    assert strip_comment("  ret void ; done") == "  ret void "
    assert strip_comment('  call void @f(ptr @"a;b") ; x') == '  call void @f(ptr @"a;b") '
    assert strip_comment("  ret void") == "  ret void"
    assert is_int("-3") and is_int("8") and not is_int("%x") and not is_int("-") and not is_int("²")
    assert spell("plain.name") == "@plain.name" and spell("a b") == '@"a b"'
    assert unspell('@"a b"') == "a b" and unspell("%x") == "x"
    text = "  %r = tail call i32 @f(i32 1)\ndeclare i32 @f(i32)\n  store ptr @f(, ptr %p\n"
    assert [name for _, _, name in calls_to(text, ["@f"])] == ["f"]


def _is_text(path: Path) -> bool:
    try:
        path.read_text()
    except UnicodeDecodeError:
        return False  # the binary inputs of testdata/bad
    return True


TEXT_FILES = [p for p in sorted((ROOT / "testdata").rglob("*.ll")) if _is_text(p)]


def test_definitions_map_names_to_their_lines() -> None:
    lines = ["  %a = add i64 1, 2\n", "  store i64 %a, ptr %p\n", '\t%"b c" = load i8, ptr %p']
    assert definitions(lines) == {"%a": 0, '%"b c"': 2}


def test_lines_naming_finds_whole_names_outside_comments() -> None:
    lines = [
        "  %s = alloca i8\n",
        "  %s1 = load i8, ptr %s ; and %s again\n",
        "  store ptr %s.x, ptr %t ; %s\n",
        '  call void @f(ptr %"q r", ptr %t)\n',
    ]
    found = lines_naming(lines, ["%s", "%t", '%"q r"', "%u"])
    assert found == {"%s": [0, 1], "%t": [2, 3], '%"q r"': [3], "%u": []}


def test_lines_naming_numbers_end_where_the_digits_end() -> None:
    """A number is a whole name up to its last digit (``%105abc`` names ``%105``, as the
    token scan reads it), never a prefix of a longer number."""
    lines = ["  %1050 = add i32 %105abc, 1\n", "  %x = add i32 %1050, %10\n"]
    found = lines_naming(lines, ["%105", "%10", "%1050"])
    assert found == {"%105": [0], "%10": [1], "%1050": [0, 1]}


@pytest.mark.parametrize("path", TEXT_FILES, ids=lambda p: p.name)
def test_the_model_prints_every_file_back_byte_for_byte(path: Path) -> None:
    text = path.read_text()
    assert read(text).text() == text
    assert functions(read(text, lambda _: False)) == []


def test_named_after_recognises_every_name_unused_name_gives():
    from irpass.ir.names import named_after, unused_name

    base = "irpass.debug.report"
    for taken in (set(), {base}, {base, f"{base}.1", f"{base}.2"}):
        assert named_after(unused_name(base, taken), base)
    assert not named_after(f"{base}er", base)
    assert not named_after(f"{base}.x", base)
