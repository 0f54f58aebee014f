"""``python -m irpass``: the ``irpass`` command, for environments without its script on PATH."""

import sys

from irpass_cli.main import main

sys.exit(main())
