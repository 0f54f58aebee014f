"""``irpass plugin build`` and ``irpass plugin-path``: the LLVM pass plugin for pip users."""

import argparse

from irpass import plugin
from irpass_cli.common import Formatter


def add_parsers(commands) -> None:
    built = commands.add_parser(
        "plugin",
        help="build the LLVM pass plugin for an installed LLVM (19 or 22)",
        description="Build the pass plugin from the sources irpass carries.",
        formatter_class=Formatter,
    )
    actions = built.add_subparsers(dest="action", required=True, metavar="ACTION")
    action = actions.add_parser(
        "build",
        help="compile the plugin against an LLVM's development files",
        description="Compile the plugin against the LLVM found (the newest llvm-config-NN on "
        "the PATH, or the one given) into a per-user cache keyed by that LLVM's version and "
        "the sources' hash, and print its path. Needs LLVM's development files (apt-get "
        "install llvm-22-dev), a C++ compiler and cmake (pip install 'irpass[plugin]' has "
        "cmake and ninja).",
        formatter_class=Formatter,
    )
    which = action.add_mutually_exclusive_group()
    which.add_argument("--llvm-config", metavar="PATH", help="the LLVM this llvm-config names")
    which.add_argument(
        "--llvm-dir",
        metavar="DIR",
        help="the LLVM whose CMake package is in DIR (or DIR/lib/cmake/llvm)",
    )
    action.add_argument(
        "--prefix",
        metavar="DIR",
        help="install there instead (DIR/lib/IRPassAdstack.so and the CMake package "
        "DIR/lib/cmake/IRPassAdstack, for find_package(IRPassAdstack CONFIG))",
    )
    where = commands.add_parser(
        "plugin-path",
        help="print the path of the built LLVM pass plugin",
        description="Print the built pass plugin's path, for "
        "opt -load-pass-plugin=$(irpass plugin-path) -passes='adstack-promote<...>': the "
        "checkout's build, else the newest LLVM's in the cache. "
        f"${plugin.ENV} names another build.",
        formatter_class=Formatter,
    )
    where.add_argument(
        "--llvm-version", metavar="N", type=int, help="the plugin built for LLVM major N"
    )


def run(args: argparse.Namespace) -> int:
    if args.command == "plugin-path":
        print(plugin.path(args.llvm_version))
    else:
        print(plugin.build_from_args(args.llvm_config, args.llvm_dir, args.prefix))
    return 0
