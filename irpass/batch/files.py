"""Which files ``rewrite-dir`` rewrites, where each output goes, and what it leaves alone.

A path that matches the pattern but is no regular file is skipped and named in the summary: a
directory, a FIFO, a socket, a device, a dangling symlink. In place, a symlink is skipped too
(left alone, and said): rewriting its target would write outside the directory, into what is
often a build system's source tree, and replacing the link by a file would cut it. With an
output directory, nothing in the input tree is written, so a symlink is read through.
"""

import stat
from dataclasses import dataclass
from pathlib import Path

from irpass.backend.emit import EmitOptions
from irpass.batch.summary import FileOutcome, Status
from irpass.errors import UsageError
from irpass.options import RewriteOptions
from irpass.outputs import temporary_name

KINDS = {
    stat.S_IFDIR: "a directory",
    stat.S_IFIFO: "a FIFO",
    stat.S_IFSOCK: "a socket",
    stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device",
}


@dataclass(frozen=True)
class Job:
    """One input and where its output goes (``target`` == ``source``: in place), through the
    ``temporary`` beside the target that the parent removes if the job is stopped."""

    source: str
    target: str
    options: RewriteOptions
    emit: EmitOptions = EmitOptions()
    temporary: str = ""

    @property
    def in_place(self) -> bool:
        return self.target == self.source


def output_suffix(options: EmitOptions) -> str:
    """The suffix of the files ``options`` emit."""
    if options.emit == "asm":
        return ".ptx" if options.target == "ptx" else ".s"
    return {"ll": ".ll", "bc": ".bc", "obj": ".o"}[options.emit]


QUADRANTS_PTX_INPUT = "_before_ptx.ll"
"""What ``QD_DUMP_IR`` calls the linked module Quadrants' CUDA backend turns into PTX; with
``QUADRANTS_LOAD_PTX`` set it reads ``<name>.ptx`` from the same directory instead."""


def output_name(relative: Path, suffix: str) -> Path:
    """The output of input ``relative``: its suffix replaced, and ``<name>_before_ptx.ll``
    emitted as PTX named ``<name>.ptx``, the name ``QUADRANTS_LOAD_PTX`` reads."""
    if suffix == ".ptx" and relative.name.endswith(QUADRANTS_PTX_INPUT):
        return relative.with_name(relative.name.removesuffix(QUADRANTS_PTX_INPUT) + suffix)
    return relative.with_suffix(suffix)


def not_a_module(path: Path, in_place: bool) -> str | None:
    """Why ``path`` is no file to rewrite, or None for a regular file (or, with an output
    directory, a symlink to one)."""
    try:
        mode = path.lstat().st_mode
    except FileNotFoundError:
        return "removed while the directory was read"
    prefix = ""
    if stat.S_ISLNK(mode):
        try:
            mode = path.stat().st_mode
        except OSError:
            return "a dangling symlink"
        if in_place:
            return "a symlink, left alone in place (give -o OUTDIR to read it)"
        prefix = "a symlink to "
    if stat.S_ISREG(mode):
        return None
    return prefix + KINDS.get(stat.S_IFMT(mode), "not a regular file")


def matching_files(
    directory: Path, pattern: str, in_place: bool, exclude: Path | None = None
) -> tuple[list[Path], list[FileOutcome]]:
    """The files matching ``pattern`` under ``directory`` to rewrite, in name order (none under
    ``exclude``, an output directory inside it), and the matching paths skipped."""
    found = sorted(Path(directory).glob(pattern))
    if exclude is not None:
        found = [p for p in found if not p.resolve().is_relative_to(exclude.resolve())]
    files, skipped = [], []
    for path in found:
        why = not_a_module(path, in_place)
        if why is None:
            files.append(path)
        else:
            skipped.append(FileOutcome(str(path), Status.SKIPPED, error=why))
    return files, skipped


def plan(
    directory: Path,
    options: RewriteOptions,
    pattern: str,
    output: Path | None,
    emit_options: EmitOptions,
) -> tuple[list[Job], list[FileOutcome]]:
    """One job per matching file, and the matching paths skipped; outputs mirror the tree under
    ``output`` with the emitted suffix. Two inputs that would share an output, or an output on
    its input, are refused."""
    if output is None:
        if not emit_options.passthrough:
            raise UsageError(
                "rewrite-dir writes in place only the rewritten IR: give -o OUTDIR for "
                "-O, --target, --emit and the other output options"
            )
        files, skipped = matching_files(directory, pattern, in_place=True)
        jobs = [Job(str(p), str(p), options, temporary=temporary_name(str(p))) for p in files]
        return jobs, skipped
    beside = output.resolve() == directory.resolve()  # e.g. PTX for QUADRANTS_LOAD_PTX
    exclude = None if beside else output
    files, skipped = matching_files(directory, pattern, in_place=False, exclude=exclude)
    jobs, seen = [], {}
    for source in files:
        target = output / output_name(source.relative_to(directory), output_suffix(emit_options))
        if target.resolve() == source.resolve():
            raise UsageError(f"-o {output} would write {target} over its input")
        if target in seen:
            raise UsageError(f"{seen[target]} and {source} would both be written to {target}")
        seen[target] = source
        temporary = temporary_name(str(target))
        jobs.append(Job(str(source), str(target), options, emit_options, temporary))
    return jobs, skipped
