"""Run one command, write its wall time and rusage as JSON: ``child_usage.py OUT TIMEOUT CMD``.

Run as a script by ``bench.measure``: peak memory must be read in a small process, because a
child forked from the large bench process starts with the parent's resident pages counted in
its ``ru_maxrss``. Standard library only, so it starts fast with ``python -S``.

``ru_maxrss`` is the peak of the largest single process of the command's tree; a command that
works in a child of its own (``irpass rewrite``) holds its parent's pages as well, so the
tree's memory is also sampled, every 10 ms, from /proc (Linux; 0 elsewhere): the sum of each
process's proportional set size (PSS), which counts a page that a fork shares once in all.
"""

import json
import os
import subprocess
import sys
import threading
import time


def _pss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _tree(pid: int) -> list[int]:
    pids = [pid]
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            for child in f.read().split():
                pids += _tree(int(child))
    except OSError:
        pass
    return pids


def _sample_tree(pid: int, done: threading.Event, peak: list[int]) -> None:
    while not done.wait(0.01):
        peak[0] = max(peak[0], sum(_pss_kb(p) for p in _tree(pid)))


def main(out: str, timeout_s: str, *cmd: str) -> None:
    start = time.perf_counter()
    proc = subprocess.Popen(cmd)
    killed = threading.Event()
    done, tree_peak = threading.Event(), [0]
    sampler = threading.Thread(target=_sample_tree, args=(proc.pid, done, tree_peak), daemon=True)
    sampler.start()

    def kill() -> None:
        killed.set()
        proc.kill()

    timer = threading.Timer(float(timeout_s), kill)
    timer.start()
    try:
        _, status, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
        done.set()
        sampler.join()
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped: keep Popen from waiting again
    result = {
        "wall_s": time.perf_counter() - start,
        "cpu_s": usage.ru_utime + usage.ru_stime,
        "peak_kb": usage.ru_maxrss,  # KiB on Linux
        "tree_peak_kb": tree_peak[0],
        "returncode": proc.returncode,
        "timed_out": killed.is_set(),
    }
    with open(out, "w") as f:
        json.dump(result, f)


if __name__ == "__main__":
    main(*sys.argv[1:])
