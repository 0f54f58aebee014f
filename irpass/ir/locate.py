"""``line:col`` positions in a module's text, for errors that point at a construct."""


def position(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of offset ``index`` of ``text``."""
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def find(text: str, needle: str) -> tuple[int, int] | None:
    """Line and column of the first occurrence of ``needle`` in ``text``, if any."""
    index = text.find(needle)
    return position(text, index) if index >= 0 else None
