"""AMDGPU's private memory: its backends put every alloca in address space 5, so the allocas
irpass adds (the passes' stack counters, a linked runtime's) go there too."""

import re

_ALLOCA = re.compile(r'^(\s+)(%(?:[-\w$.]+|"[^"]*")) = alloca (.*)$', re.M)
_LIFETIME_P0 = re.compile(r"^\s+call void @llvm\.lifetime\.(?:start|end)\.p0\([^\n]*\n", re.M)


def allocas_to_private(text: str) -> str:
    """Put every alloca in address space 5 (AMDGPU's private memory), cast back to ``ptr``.

    Lifetime markers are dropped: LLVM requires their operand to be the alloca itself, and they
    only ever help the optimiser.
    """
    text = _LIFETIME_P0.sub("", text)
    return _ALLOCA.sub(_private_alloca, text)


def _private_alloca(match: re.Match) -> str:
    indent, name, rest = match.groups()
    if "addrspace(" in rest:
        return match[0]
    body, bang, metadata = rest.partition(", !")
    private = f'%"irpass.as5.{name[2:]}' if name.startswith('%"') else f"%irpass.as5.{name[1:]}"
    return (
        f"{indent}{private} = alloca {body}, addrspace(5){bang}{metadata}\n"
        f"{indent}{name} = addrspacecast ptr addrspace(5) {private} to ptr"
    )
