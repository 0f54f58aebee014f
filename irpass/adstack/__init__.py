"""What the adstack helpers are and which of their call sites may be rewritten."""
