"""Which functions of a module are kernel entry points: what ``--target``'s retarget marks, and
where an overflow exit may end the thread (``irpass.strategies.exits``). The plugin's twin is
``plugin/ir/Kernels.cpp``."""

import re
from collections import Counter
from collections.abc import Iterable

from irpass.ir import toplevel
from irpass.ir.syntax import GLOBAL

KERNEL_CONVENTIONS = {"ptx": "ptx_kernel", "amdgcn": "amdgpu_kernel"}

# Quadrants names its tasks <kernel>_c<N>_<M>_..._kernel_<n>_<kind> and launches each as a kernel.
_QUADRANTS_KERNEL = re.compile(r"_kernel_\d+_")
_ANNOTATED = re.compile(r'!\{ptr (@[^,\s]+), !"kernel", i32 1\}')


def detect_kernels(text: str) -> list[str]:
    """Kernel entry points: externally visible ``void`` functions nothing in the module uses.

    When some of them follow Quadrants' task naming (``<kernel>_kernel_<n>_<kind>``), only those.
    """
    return detect_among(defined_functions(text), name_uses(text))


def entry_points(text: str) -> set[str]:
    """The functions (as spelled) that are kernel entry points for certain: those with a GPU
    kernel's calling convention or an ``!nvvm.annotations`` kernel entry; in a module without
    any, the Quadrants tasks ``detect_kernels`` finds (a retarget marks them, and Quadrants
    launches them). A function that is only maybe one (an unmarked ``void`` function that
    another module may call) is not."""
    functions = defined_functions(text)
    marked = {f.spelled for f in functions if f.convention in KERNEL_CONVENTIONS.values()}
    marked |= set(_ANNOTATED.findall(text)) & {f.spelled for f in functions}
    if marked:
        return marked
    return {n for n in detect_among(functions, name_uses(text)) if _QUADRANTS_KERNEL.search(n)}


def detect_among(functions: Iterable[toplevel.TopLevel], uses: Counter) -> list[str]:
    found = []
    for function in functions:
        if function.local or not function.returns_void or uses[function.spelled] > 1:
            continue
        if function.convention not in (None, *KERNEL_CONVENTIONS.values()):
            continue
        found.append(function.spelled)
    quadrants = [name for name in found if _QUADRANTS_KERNEL.search(name)]
    return quadrants or found


def defined_functions(text: str) -> list[toplevel.TopLevel]:
    return [f for f in toplevel.functions(text) if f.kind is toplevel.Kind.DEFINE]


def name_uses(text: str) -> Counter:
    """How often each global name occurs, its own definition included."""
    return Counter(re.findall(GLOBAL, text))
