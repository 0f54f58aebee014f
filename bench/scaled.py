"""A Genesis kernel's body several times in a row: a ptxas scaling probe (issue #34).

The Genesis kernels irpass is judged on are up to 3.8 MB with 636 stacks, and the gap between a
debug kernel and its release twin grows with size: ptxas's time grows faster than the blocks and
live values each check adds. ``repeated`` makes a bigger kernel of the same shape from a
``serial`` Quadrants dump, so that a part's cost can be measured at more than one size. It is a
probe, not a program: copy ``k`` runs after copy ``k - 1`` (whose normal exit, the ``final``
block's ``ret void``, branches to copy ``k``'s first block instead), every copy renames its
values and blocks (``%c<k>.``), and all copies share the entry block's allocas and runtime
getters, so that every stack's max is still read from one base as in a real kernel.
"""

import re

_KERNEL = re.compile(r"(define void @\w+_serial\(ptr %context\) \{\n)(.*?)\n\}\n", re.S)
_ENTRY_EXIT = re.compile(r"\n  br label %[\w.]+\n")
_VALUE = re.compile(r"%(?!struct\.|union\.|class\.)([\w.]+)")  # not a type name
_LABEL = re.compile(r"^([\w.]+):", re.M)


def repeated(text: str, times: int) -> str:
    """The module ``text`` with its ``serial`` kernel's body ``times`` times in a row."""
    if times < 1:
        raise ValueError(f"repeated: {times} copies (at least 1)")
    match = _KERNEL.search(text)
    if match is None:
        raise ValueError("repeated: no serial kernel `define void @..._serial(ptr %context)`")
    head, body = match.groups()
    end = _ENTRY_EXIT.search(body)
    if end is None:
        raise ValueError("repeated: the kernel's entry block does not end in `br label`")
    entry, rest = body[: end.start() + 1], body[end.start() + 1 :]
    shared = set(re.findall(r"^  (%[\w.]+) =", entry, re.M)) | {"%context"}
    copies = []
    for k in range(times):
        if k == 0:
            copy = body
        else:

            def rename(m: re.Match[str], k: int = k) -> str:
                return m.group(0) if m.group(0) in shared else f"%c{k}.{m.group(1)}"

            branch = _VALUE.sub(lambda m, k=k: f"%c{k}.{m.group(1)}", end.group(0).strip())
            copy = f"c{k}.entry:\n  {branch}\n" + _LABEL.sub(
                lambda m, k=k: f"c{k}.{m.group(1)}:", _VALUE.sub(rename, rest)
            )
        if k + 1 < times:
            final = copy.index("\nfinal:" if k == 0 else f"\nc{k}.final:")
            ret = copy.index("ret void", final)
            copy = f"{copy[:ret]}br label %c{k + 1}.entry{copy[ret + len('ret void') :]}"
        copies.append(copy)
    return text[: match.start()] + head + "\n".join(copies) + "\n}\n" + text[match.end() :]
