"""Everything that talks to LLVM (through llvmlite) lives in this package."""
