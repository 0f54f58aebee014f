"""The ``irpass`` command line (installed as the ``irpass_cli`` package)."""
