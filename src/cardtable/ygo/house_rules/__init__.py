"""Altered-card tables ("效果变动卡表") that a rule profile can load (``house_rules: NAME``).

See :mod:`cardtable.ygo.house_rules.loader` and docs/house-rules.md.
"""

from cardtable.ygo.house_rules.loader import HouseRules, house_rule_names, load_house_rules

__all__ = ["HouseRules", "house_rule_names", "load_house_rules"]
