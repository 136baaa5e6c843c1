"""DIY cards (seed 000 part 3 「允许使用DIY卡」): YAML card files, templates, Python hooks.

See :mod:`cardtable.ygo.diy.loader` and docs/diy.md.
"""

from cardtable.ygo.diy.loader import (
    ENV_VAR,
    DiyError,
    DiyReport,
    load_diy_dir,
    load_diy_file,
    load_env_diy,
)

__all__ = ["ENV_VAR", "DiyError", "DiyReport", "load_diy_dir", "load_diy_file", "load_env_diy"]
