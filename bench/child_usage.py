"""Run one command, write its wall time and rusage as JSON: ``child_usage.py OUT TIMEOUT CMD``.

Run as a script by ``bench.measure``: peak memory must be read in a small process, because a
child forked from the large bench process starts with the parent's resident pages counted in
its ``ru_maxrss``. Standard library only, so it starts fast with ``python -S``.
"""

import json
import os
import subprocess
import sys
import threading
import time


def main(out: str, timeout_s: str, *cmd: str) -> None:
    start = time.perf_counter()
    proc = subprocess.Popen(cmd)
    killed = threading.Event()

    def kill() -> None:
        killed.set()
        proc.kill()

    timer = threading.Timer(float(timeout_s), kill)
    timer.start()
    try:
        _, status, usage = os.wait4(proc.pid, 0)
    finally:
        timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped: keep Popen from waiting again
    result = {
        "wall_s": time.perf_counter() - start,
        "cpu_s": usage.ru_utime + usage.ru_stime,
        "peak_kb": usage.ru_maxrss,  # KiB on Linux
        "returncode": proc.returncode,
        "timed_out": killed.is_set(),
    }
    with open(out, "w") as f:
        json.dump(result, f)


if __name__ == "__main__":
    main(*sys.argv[1:])
