"""Adding a pass is one module plus one registry line (docs/passes.md, "Adding a pass"): this
file is the module, ``PASSES`` gets its line for the test's duration, and the pass then runs
from ``irpass.rewrite`` and from ``irpass rewrite`` with the flags its declaration gives."""

from dataclasses import dataclass

import pytest

import irpass
from irpass.errors import UsageError
from irpass.passes import registry
from irpass.passes.declare import Switch, option
from irpass.passes.unit import Unit
from irpass_cli.main import main

TEXT = "define void @f() {\nentry:\n  ret void\n}\n\ndefine i32 @g() {\nentry:\n  ret i32 1\n}\n"


@dataclass(frozen=True)
class TagFunctions:
    """The pass's options: the comment it starts each function with."""

    text: str = option("tagged", "the comment's text", "--tag-text", metavar="TEXT")


@dataclass(frozen=True)
class Tagged:
    tagged: int


def run(unit: Unit, options: TagFunctions) -> Tagged:
    """A comment line at the top of every function's entry block."""
    count = 0
    for function in unit.module.each(lambda _: True):
        function.blocks[0].lines.insert(0, f"  ; {options.text}\n")
        count += 1
    if count:
        unit.changed()
    return Tagged(count)


@pytest.fixture
def registered(monkeypatch) -> None:
    entry = registry.Pass(
        "tag-functions",
        "a comment atop each function",
        TagFunctions,
        run,
        switch=Switch("start each function with a comment", "--tag-functions"),
    )
    monkeypatch.setitem(registry.PASSES, entry.name, entry)


def test_a_registered_pass_runs_from_the_python_api(registered) -> None:
    options = irpass.RewriteOptions(passes={"tag-functions": TagFunctions("hello")})
    assert [name for name, _ in options.pipeline()] == ["adstack-promote", "tag-functions"]
    assert options.cold_paths  # it may change a module without helper calls
    result = irpass.rewrite(TEXT, options)
    assert result.text.count("entry:\n  ; hello\n") == 2 and result.stats.tagged == 2
    assert irpass.rewrite(TEXT).text == TEXT  # not named: not run


def test_a_registered_pass_runs_from_the_command_line(registered, tmp_path, capsys) -> None:
    source = tmp_path / "in.ll"
    source.write_text(TEXT)
    with pytest.raises(SystemExit):
        main(["rewrite", "--help"])
    assert "--tag-functions" in capsys.readouterr().out
    out = tmp_path / "out.ll"
    flags = ["--tag-functions", "--tag-text", "hi"]
    assert main(["rewrite", str(source), "-o", str(out), *flags]) == 0
    assert out.read_text().count("entry:\n  ; hi\n") == 2
    assert main(["rewrite", str(source), "-o", str(out)]) == 0
    assert "; hi" not in out.read_text()  # its switch is off unless said (no GPU target)


def test_passes_names_registered_rewrite_passes_with_their_options(registered) -> None:
    with pytest.raises(UsageError, match="no rewrite pass 'tag-function'"):
        irpass.RewriteOptions(passes={"tag-function": TagFunctions()})
    with pytest.raises(UsageError, match="outline-cold's options are OutlineCold, not Tag"):
        irpass.RewriteOptions(passes={"outline-cold": TagFunctions()})
    by_keyword = irpass.RewriteOptions(tag_functions="hi")  # its one field
    assert by_keyword == irpass.RewriteOptions(passes={"tag-functions": TagFunctions("hi")})
    with pytest.raises(TypeError, match="tag_function"):
        irpass.RewriteOptions(tag_function=True)
