"""The block rewriter every strategy runs: sites replaced, blocks split, phis renamed."""

from irpass.adstack.stacks import Where
from irpass.ir.model import Block, Function, read
from irpass.ir.rewriter import Piece, implicit_entry_label, rewrite_blocks
from tests.shared import functions

SITE = "  call void @stack_pop(ptr %s)\n"


def parse(text: str) -> Function:
    return functions(read(text))[0]


def sites(function: Function) -> dict[Where, str]:
    return {
        Where(b, i): "site"
        for b, block in enumerate(function.blocks)
        for i, line in enumerate(block.lines)
        if line == SITE
    }


def split_at_site(site: str, line: str, label: str) -> Piece:
    """Branch to a new block named after the block the site sat in."""
    name = f"%split.{label[1:]}"
    then = Block(name, f"{name[1:]}:\n", ["  ; after the site\n"])
    return Piece([f"  br label {name}\n"], [], then)


def test_a_split_block_renames_the_phis_of_its_successors_only() -> None:
    function = parse(
        "define void @f(ptr %s, i1 %c) {\n"
        "entry:\n"
        "  %a = add i32 1, 2\n"
        f"{SITE}"
        "  br i1 %c, label %next, label %other\n"
        "other:\n"
        "  br label %next\n"
        "next:\n"
        "  %p = phi i32 [ %a, %entry ], [ 0, %other ]\n"
        "  %q = phi i32 [ 7, %other ], [ %a, %entry ]\n"
        "  ret void\n"
        "}\n"
    )
    done = rewrite_blocks(function, sites(function), split_at_site)
    assert done.calls_removed == 1
    assert [b.label for b in done.blocks] == ["%entry", "%split.entry", "%other", "%next"]
    assert done.blocks[0].lines == ["  %a = add i32 1, 2\n", "  br label %split.entry\n"]
    assert done.blocks[1].lines[-1] == "  br i1 %c, label %next, label %other\n"
    assert done.blocks[3].lines[:2] == [
        "  %p = phi i32 [ %a, %split.entry ], [ 0, %other ]\n",
        "  %q = phi i32 [ 7, %other ], [ %a, %split.entry ]\n",
    ]


def test_an_unlabeled_entry_is_renamed_by_the_number_llvm_gives_it() -> None:
    function = parse(
        "define void @f(i32, ptr %s, i1 %c) {\n"
        f"{SITE}"
        "  br i1 %c, label %next, label %next\n"
        "next:\n"
        "  %p = phi i32 [ 0, %1 ], [ 0, %1 ]\n"
        "  ret void\n"
        "}\n"
    )
    assert implicit_entry_label(function) == "%1"
    done = rewrite_blocks(function, sites(function), split_at_site)
    assert done.blocks[0].label is None
    assert done.blocks[2].lines[0] == "  %p = phi i32 [ 0, %split.1 ], [ 0, %split.1 ]\n"


def test_a_labeled_entry_has_no_implicit_number() -> None:
    assert (
        implicit_entry_label(parse(f"define void @f(i32) {{\nstart:\n{SITE}  ret void\n}}\n"))
        is None
    )


def test_sites_that_do_not_branch_stay_in_their_block() -> None:
    function = parse(f"define void @f(ptr %s) {{\nentry:\n{SITE}{SITE}  ret void\n}}\n")
    done = rewrite_blocks(function, sites(function), lambda *_: Piece(["  ; popped\n"]))
    assert done.calls_removed == 2
    assert [b.text() for b in done.blocks] == ["entry:\n  ; popped\n  ; popped\n  ret void\n"]
