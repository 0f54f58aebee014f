"""The benchmark suite: ptxas cost, CPU execution speed and irpass's own speed, side by side.

Run ``python -m bench`` (or ``--quick``); results go to ``bench/results/``.
"""
