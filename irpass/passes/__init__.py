"""Module passes that run after the stack rewrite and take cold code out of the hot path:
``outline`` (cold calls through out-of-line wrappers) and the debug-check passes."""
