"""The pass manager and its registry: the facts shared with the plugin, typed options, one
module read once and split lazily, ``verify_each`` naming the pass that broke the module."""

import dataclasses

import pytest

import irpass
from irpass import plugin_facts
from irpass.errors import IRPassError
from irpass.ir.model import Function, Module, read
from irpass.options import AssertExit
from irpass.passes import manager, registry, unit
from irpass.passes.debug_checks import CheckStats
from irpass.passes.noreturn_asserts import NoreturnAsserts
from irpass.passes.outline import OutlineCold
from irpass.passes.unit import Unit
from irpass.tables import TABLES
from irpass_cli.main import build_parser
from tests.shared import ROOT, TESTDATA, functions

DUMP = (
    TESTDATA / "quadrants" / "dumps" / "static_unroll_unrolled_reverse_grad_kernel_0_range_for.ll"
)


def test_the_plugins_shared_facts_are_generated_from_the_python_declarations() -> None:
    """Every file the plugin includes from the Python declarations is what
    ``python -m irpass.plugin_facts`` writes (that the plugin registers every name:
    tests/test_plugin.py); every .def/.inc of the plugin's sources is one of them."""
    for path in plugin_facts.FILES:
        assert (ROOT / path).read_text() == plugin_facts.text(path), f"run {plugin_facts.COMMAND}"
    generated = {
        str(path.relative_to(ROOT))
        for path in (ROOT / "plugin").glob("*/*")
        if path.suffix in (".def", ".inc") and not path.parent.name.startswith("build")
    }
    assert generated == set(plugin_facts.FILES)
    assert 'IRPASS_PASS(AdstackPromote, "adstack-promote")' in plugin_facts.passes()
    assert "no-definition" not in plugin_facts.skip_codes()  # TEXT_ONLY
    assert "skipNoDefinition" not in plugin_facts.skip_sentences()
    assert "unknownStrategy(const llvm::Twine &V0, const llvm::Twine &V1)" in (
        plugin_facts.parameter_errors()
    )
    assert (
        "inline SkipReason skipFromMerge(const llvm::Twine &V0, const llvm::Twine &V1) {\n"
        '  return {SkipCode::FromMerge, (llvm::Twine("stack pointer ") + V0 + " comes from a " '
        "+ V1).str()};\n}\n"
    ) in plugin_facts.skip_sentences()
    assert 'IRPASS_DEBUG_CHECK("add", "Addition overflow detected in %s\\n")' in (
        plugin_facts.debug_checks()
    )


def test_the_registry_holds_typed_options() -> None:
    for name, entry in registry.PASSES.items():
        assert entry.name == name
        assert dataclasses.is_dataclass(entry.options)
        entry.options()  # every option has a default
        assert (entry.run is None) == (entry.stage == "emit"), name


def test_the_pipeline_follows_the_options() -> None:
    options = irpass.RewriteOptions(
        "inline", debug_checks=True, noreturn_asserts=AssertExit.THREAD, outline_cold=True
    )
    names = [name for name, _ in options.pipeline()]
    assert names == ["adstack-promote", "debug-checks", "noreturn-asserts", "outline-cold"]
    assert [n for n, _ in irpass.RewriteOptions().pipeline()] == ["adstack-promote"]
    assert options.pipeline()[0][1].strategy == "inline"
    assert options.passes["noreturn-asserts"] == NoreturnAsserts(AssertExit.THREAD)
    assert options.passes["outline-cold"] == OutlineCold()
    by_name = irpass.RewriteOptions(passes=options.passes, outline_cold=("a*",), debug_checks=False)
    assert list(by_name.passes) == ["adstack-promote", "noreturn-asserts", "outline-cold"]
    assert by_name.passes["outline-cold"] == OutlineCold(("a*",))


def test_each_gives_what_read_gives_at_once_one_function_at_a_time() -> None:
    text = DUMP.read_text()
    wanted = lambda f: "quadrants_assert" in f  # noqa: E731
    at_once = functions(read(text, wanted))
    later = read(text, lambda _: False)
    seen = []
    for function in later.each(wanted):
        seen.append((function.text(), function.first_line))
        assert not any(isinstance(item, Function) for item in later.items)  # printed back
        function.blocks[0].lines.insert(0, "; seen\n")
    assert seen and seen == [(f.text(), f.first_line) for f in at_once]
    assert later.text().count("; seen\n") == len(seen) == later.count(wanted)
    assert later.text().replace("; seen\n", "") == text
    stopped = read(text, lambda _: False)
    each = stopped.each(wanted)
    first = next(each)
    first.blocks[0].lines.insert(0, "; seen\n")
    each.close()  # half done
    assert stopped.text() == text.replace(seen[0][0], first.text(), 1)


def test_one_read_and_no_joined_print_for_the_whole_pipeline(monkeypatch) -> None:
    """The pipeline reads the module once and never joins its text (the command writes the
    pieces); a cold-path pass after the stack rewrite works on the model it left (no parse of
    a printed text)."""
    prints, reads = [], []
    text_of, read_of = Module.text, unit.read
    monkeypatch.setattr(Module, "text", lambda self, *a: prints.append(1) or text_of(self, *a))
    monkeypatch.setattr(unit, "read", lambda *a: reads.append(1) or read_of(*a))
    text = DUMP.read_text()
    cold = irpass.RewriteOptions(
        debug_checks=True, noreturn_asserts=AssertExit.RETURN, outline_cold=True
    )
    for options in (irpass.RewriteOptions(), cold):
        prints.clear(), reads.clear()
        result = irpass.rewrite(text, options, verify=False)
        assert (len(reads), len(prints)) == (1, 0)
        assert len(result.parts) > 1


def test_verify_each_names_the_pass_that_broke_the_module(monkeypatch) -> None:
    def breaks(unit: Unit, options: object) -> CheckStats:
        broken = False
        for function in unit.module.each(lambda f: "ret void" in f):
            for block in function.blocks:
                if not broken and "  ret void\n" in block.lines:
                    block.lines[block.lines.index("  ret void\n")] = "  ret i32 0\n"
                    broken = True
        unit.changed()
        return CheckStats()

    broken = dataclasses.replace(registry.PASSES["debug-checks"], run=breaks)
    monkeypatch.setitem(registry.PASSES, "debug-checks", broken)
    text = DUMP.read_text()
    options = irpass.RewriteOptions(debug_checks=True)
    with pytest.raises(IRPassError, match="does not verify after debug-checks"):
        irpass.rewrite(text, options, verify_each=True)
    with pytest.raises(IRPassError, match="rewritten module does not verify: "):
        irpass.rewrite(text, options)


def test_emit_passes_do_not_run_over_a_module_in_memory() -> None:
    with pytest.raises(ValueError, match="runs in the backend"):
        manager.apply("rolled-loops", "")


def test_the_flags_come_from_the_declared_options() -> None:
    """Every declared flag is on ``irpass rewrite``, with its field's name as destination; so is
    every switch's flag, and every declared part is one ``--debug-cold-skip`` takes."""
    parser = build_parser()
    rewrite = parser._subparsers._group_actions[0].choices["rewrite"]
    actions = {flag: a for a in rewrite._actions for flag in a.option_strings}
    for entry in registry.PASSES.values():
        for field in dataclasses.fields(entry.options):
            flag = field.metadata.get("flag")
            if flag is not None:
                dest = field.metadata["argparse"].get("dest", field.name)
                assert actions[flag].dest == dest, flag
                assert actions[flag].help == field.metadata["help"], flag
        switch = entry.switch
        if switch is not None and switch.flag is not None:
            assert actions[switch.flag].help == switch.help, switch.flag
            assert f"--no-{switch.flag[2:]}" in actions[switch.flag].option_strings
    assert actions["--debug-cold-skip"].choices == list(registry.PARTS)
    assert all(
        f"{part} ({s.help})" in actions["--debug-cold-skip"].help
        for part, s in registry.PARTS.items()
    )
    args = parser.parse_args(["rewrite", "x.ll", "--max-run", "3", "--outline-callee", "a*"])
    assert (args.max_run, args.outline_callees, args.hoist_max) == (3, ["a*"], True)


def test_the_docs_tables_are_current() -> None:
    for table in TABLES:
        text = (ROOT / table.path).read_text()
        assert table.markdown() in text, table.path
        assert table.replaced(text) == text, "run: python -m irpass.tables"
