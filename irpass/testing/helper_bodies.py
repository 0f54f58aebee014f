"""The five adstack helpers as each flavour's runtime defines them (exact semantics, so a
generated module runs standalone under a JIT), or only declared as in real dumps; and
Quadrants' offset-table getter."""

from __future__ import annotations

from irpass.testing.kernel_spec import StackLayout

_SIGNATURES = {
    "quadrants": {
        "stack_init": ("void", ["ptr noundef %s"]),
        "stack_push": (
            "void",
            ["ptr noundef %rt", "ptr noundef %s", "i64 noundef %max", "i64 noundef %E"]
            + ["i64 noundef %task_id"],
        ),
        "stack_top_primal": ("ptr", ["ptr noundef %s", "i64 noundef %E"]),
        "stack_top_adjoint": ("ptr", ["ptr noundef %s", "i64 noundef %E"]),
        "stack_pop": ("void", ["ptr noundef %s"]),
    },
    "taichi": {
        "stack_init": ("void", ["i8* %s"]),
        "stack_push": ("void", ["i8* %s", "i64 %max", "i64 %E"]),
        "stack_top_primal": ("i8*", ["i8* %s", "i64 %E"]),
        "stack_top_adjoint": ("i8*", ["i8* %s", "i64 %E"]),
        "stack_pop": ("void", ["i8* %s"]),
    },
}

_QUADRANTS_BODIES = {
    "stack_init": """
  store i64 0, ptr %s, align 8
  ret void""",
    # count+1 > max: no push; set the overflow flag, record the task id once.
    "stack_push": """
  %n = load i64, ptr %s, align 8
  %n1 = add i64 %n, 1
  %full = icmp ugt i64 %n1, %max
  br i1 %full, label %overflow, label %push

overflow:
  %flag = load ptr, ptr %rt, align 8
  %has_flag = icmp ne ptr %flag, null
  br i1 %has_flag, label %set_flag, label %check_task

set_flag:
  store atomic i64 1, ptr %flag monotonic, align 8
  br label %check_task

check_task:
  %task_slot = getelementptr inbounds i8, ptr %rt, i64 8
  %task = load ptr, ptr %task_slot, align 8
  %has_task = icmp ne ptr %task, null
  %nonzero = icmp ne i64 %task_id, 0
  %record = and i1 %has_task, %nonzero
  br i1 %record, label %set_task, label %done

set_task:
  %old = cmpxchg ptr %task, i64 0, i64 %task_id monotonic monotonic, align 8
  br label %done

done:
  ret void

push:
  store i64 %n1, ptr %s, align 8
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %n, %entry_size
  %at = add i64 %skip, 8
  %new = getelementptr i8, ptr %s, i64 %at
  call void @llvm.memset.p0.i64(ptr %new, i8 0, i64 %entry_size, i1 false)
  ret void""",
    "stack_top_primal": """
  %n = load i64, ptr %s, align 8
  %live = icmp ugt i64 %n, 0
  %last = add i64 %n, -1
  %k = select i1 %live, i64 %last, i64 0
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %k, %entry_size
  %at = add i64 %skip, 8
  %top = getelementptr i8, ptr %s, i64 %at
  ret ptr %top""",
    "stack_top_adjoint": """
  %primal = call ptr @stack_top_primal(ptr %s, i64 %E)
  %adjoint = getelementptr i8, ptr %primal, i64 %E
  ret ptr %adjoint""",
    "stack_pop": """
  %n = load i64, ptr %s, align 8
  %live = icmp ugt i64 %n, 0
  %last = add i64 %n, -1
  %n1 = select i1 %live, i64 %last, i64 0
  store i64 %n1, ptr %s, align 8
  ret void""",
}

_TAICHI_BODIES = {
    "stack_init": """
  %count = bitcast i8* %s to i64*
  store i64 0, i64* %count, align 8
  ret void""",
    "stack_push": """
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %n1 = add i64 %n, 1
  store i64 %n1, i64* %count, align 8
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %n, %entry_size
  %at = add i64 %skip, 8
  %new = getelementptr i8, i8* %s, i64 %at
  call void @llvm.memset.p0i8.i64(i8* %new, i8 0, i64 %entry_size, i1 false)
  ret void""",
    "stack_top_primal": """
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %k = add i64 %n, -1
  %entry_size = shl i64 %E, 1
  %skip = mul i64 %k, %entry_size
  %at = add i64 %skip, 8
  %top = getelementptr i8, i8* %s, i64 %at
  ret i8* %top""",
    "stack_top_adjoint": """
  %primal = call i8* @stack_top_primal(i8* %s, i64 %E)
  %adjoint = getelementptr i8, i8* %primal, i64 %E
  ret i8* %adjoint""",
    "stack_pop": """
  %count = bitcast i8* %s to i64*
  %n = load i64, i64* %count, align 8
  %n1 = add i64 %n, -1
  store i64 %n1, i64* %count, align 8
  ret void""",
}

_MEMSET = {
    "quadrants": "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)",
    "taichi": "declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1 immarg)",
}


def helper_definitions(flavour: str, define: bool) -> str:
    """The five helpers: defined (runnable), or only declared as in real compiler dumps."""
    bodies = _QUADRANTS_BODIES if flavour == "quadrants" else _TAICHI_BODIES
    out = []
    for name, (ret, params) in _SIGNATURES[flavour].items():
        if define:
            out.append(f"define {ret} @{name}({', '.join(params)}) #0 {{\nentry:{bodies[name]}\n}}")
        else:
            types = ", ".join(p.rsplit(" ", 1)[0] for p in params)
            out.append(f"declare {ret} @{name}({types}) #0")
    if define:
        out.append(_MEMSET[flavour])
    return "\n\n".join(out)


def offset_table(stacks: tuple[StackLayout, ...], define: bool) -> str:
    """Quadrants' offset table getter; its last entry repeats stack 0's offset."""
    getter = "ptr @LLVMRuntime_get_adstack_offsets(ptr"
    if not define:
        return f"declare {getter})"
    entries = [st.offset for st in stacks] + [stacks[0].offset]
    table = ", ".join(f"i64 {o}" for o in entries)
    return (
        f"@adstack_offsets = private unnamed_addr constant [{len(entries)} x i64] [{table}]\n\n"
        f"define {getter} %rt) {{\nentry:\n  ret ptr @adstack_offsets\n}}"
    )
