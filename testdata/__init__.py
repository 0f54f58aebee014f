"""Test data shared by the test suite and the benchmarks: a kernel generator and a JIT harness."""
