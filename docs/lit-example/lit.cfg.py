# A lit suite that checks irpass's rewrite of its own .ll files: `lit docs/lit-example`.
import lit.formats

import irpass.lit

config.name = "irpass-example"  # noqa: F821 (lit defines config)
config.test_format = lit.formats.ShTest(execute_external=False)  # noqa: F821
config.suffixes = [".ll"]  # noqa: F821
irpass.lit.configure(config)  # noqa: F821 (%irpass and %filecheck)
