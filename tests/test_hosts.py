"""What irpass reads from a program's init call before running it (irpass.hosts)."""

from pathlib import Path

import pytest

from irpass.hosts import InitCall, read_init

OFF = "offline_cache=False, src_ll_cache=False"


OFF_AT_2 = "the init call at train.py:2 turns the offline cache off (offline_cache=False)"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            f"import quadrants as qd\nqd.init(arch=qd.cpu, {OFF})",
            InitCall(("quadrants",), private=OFF_AT_2),
        ),
        (
            "import quadrants as qd\nqd.init(offline_cache=False)",
            InitCall(("quadrants",), True, private=OFF_AT_2),
        ),
        (
            "import quadrants as qd\nqd.init(src_ll_cache=False, offline_cache=True)",
            InitCall(("quadrants",), True),
        ),
        ("from quadrants import init\ninit(src_ll_cache=False)", InitCall(("quadrants",))),
        (f"import gstaichi as ti\nti.init({OFF})", InitCall(("gstaichi",), private=OFF_AT_2)),
        (
            "import quadrants as qd\nqd.init(**{})",
            InitCall(
                ("quadrants",),
                unknown=(kw := "the init call at train.py:2 passes **kwargs"),
                private=kw,
            ),
        ),
        (
            "import quadrants as qd\nc = False\nqd.init(offline_cache=c, src_ll_cache=c)",
            InitCall(
                ("quadrants",),
                unknown=(nc := "offline_cache at train.py:3 is not a constant"),
                private=nc,
            ),
        ),
        (
            "import numpy\n",
            InitCall((), unknown=(no := "train.py has no qd.init call"), private=no),
        ),
        (  # its own cache directory: a plain run would read what irpass's run cached there
            'import quadrants as qd\nqd.init(offline_cache_file_path="/tmp/c")',
            InitCall(
                ("quadrants",),
                True,
                private="the init call at train.py:2 names its own offline_cache_file_path",
            ),
        ),
    ],
)
def test_the_init_call_is_read_from_the_script(tmp_path: Path, source: str, expected) -> None:
    script = tmp_path / "train.py"
    script.write_text(source + "\n")
    assert read_init(["python3", "-X", "dev", str(script), "--steps", "3"]) == expected


def test_a_command_that_is_no_python_script_is_not_read(tmp_path: Path) -> None:
    shell = tmp_path / "run.sh"
    shell.write_text("#!/bin/sh\n")
    shell.chmod(0o755)
    assert read_init([str(shell)]).unknown == f"'{shell}' is not a Python script"
    assert read_init(["python", "-m", "train"]).unknown == "python -m or -c: no script to read"
    assert read_init([str(tmp_path / "missing")]) == InitCall()
