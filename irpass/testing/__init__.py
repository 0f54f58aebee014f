"""Test support shared by the test suite and the benchmarks, installed with irpass so that
examples run outside the repository: the kernel generator (``generator``), random programs
for the property tests (``programs``), the JIT harness for both (``harness``), saved failing
inputs (``regressions``), and the real Quadrants programs (``quadrants_programs``) with their dump
script (``quadrants_dump``). ``testdata/`` holds data only."""
