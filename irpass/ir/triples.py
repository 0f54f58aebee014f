"""Target triples read without LLVM: the architecture family a triple names, the kind of code
it gives, and each kind's default processor (a generic one for the CPU, so that the bytes do not
depend on the machine irpass runs on)."""

DEFAULT_CPUS = {"ptx": "sm_90", "amdgcn": "gfx90a", "cpu": ""}


def architecture(triple: str) -> str:
    """The architecture family of ``triple`` (``x86``, ``aarch64``, ``nvptx``, ``amdgpu``, ...).

    Families group the arches that share intrinsics, calling conventions and inline assembly.
    """
    arch = triple.split("-", 1)[0].lower()
    if arch in ("x86_64", "i386", "i486", "i586", "i686", "x86"):
        return "x86"
    if arch.startswith("nvptx"):
        return "nvptx"
    if arch in ("amdgcn", "r600"):
        return "amdgpu"
    if arch in ("aarch64", "arm64", "aarch64_be"):
        return "aarch64"
    if arch.startswith(("arm", "thumb")):
        return "arm"
    if arch.startswith(("powerpc", "ppc")):
        return "ppc"
    for family in ("riscv", "wasm", "mips", "loongarch", "s390"):
        if arch.startswith(family):
            return family
    return arch


def kind_of_triple(triple: str) -> str:
    """The target kind whose code ``triple`` describes."""
    family = architecture(triple)
    if family == "nvptx":
        return "ptx"
    if family == "amdgpu":
        return "amdgcn"
    return "cpu"
