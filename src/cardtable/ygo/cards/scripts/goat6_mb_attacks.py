"""Goat-pool monsters that attack twice in a Battle Phase (issue 15 part 3, g6-mb, session 6),
rows of ``goat5_attacks.allow_attacks`` (the one multiple-attack helper).

* Twinheaded Beast (DBT promo, 2004): it can attack twice during the same Battle Phase.
* Mermaid Knight (AST, 2004): while "Umi" is face-up on the field, it can attack twice during
  the same Battle Phase ("A Legendary Ocean" is treated as "Umi":
  ``goat_mon_continuous.umi_on_field``). Counted when it declares an attack: if "Umi" leaves
  after its first attack, it has no second one.
* Mataza the Zapper (IOC, 2004): it can attack twice during the same Battle Phase, and control
  of it cannot switch (``classic_lib.CONTROL_FIXED``: every control-taking effect leaves it
  where it is while it is face-up and its effect applies).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_attacks.py``.
"""

from __future__ import annotations

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import CONTROL_FIXED, reg
from cardtable.ygo.cards.scripts.goat5_attacks import allow_attacks
from cardtable.ygo.cards.scripts.goat_mon_continuous import umi_on_field
from cardtable.ygo.effects.api import Effect

TWINHEADED_BEAST = 82035781
MERMAID_KNIGHT = 24435369
MATAZA_THE_ZAPPER = 22609617

allow_attacks(TWINHEADED_BEAST, lambda g, c: 2)
reg(TWINHEADED_BEAST, Effect(kind="continuous", name=Text(
    "同一战斗阶段可以攻击2次", "Can attack twice in a Battle Phase")))

allow_attacks(MERMAID_KNIGHT, lambda g, c: 2 if umi_on_field(g) else 1)
reg(MERMAID_KNIGHT, Effect(kind="continuous", name=Text(
    "「海」在场上表侧表示存在时，同一战斗阶段可以攻击2次",
    "While \"Umi\" is face-up on the field: attack twice in a Battle Phase")))

allow_attacks(MATAZA_THE_ZAPPER, lambda g, c: 2)
CONTROL_FIXED.add(MATAZA_THE_ZAPPER)
reg(MATAZA_THE_ZAPPER, Effect(kind="continuous", name=Text(
    "同一战斗阶段可以攻击2次；控制权不能转移",
    "Attacks twice in a Battle Phase; its control cannot switch")))

__all__ = ["MATAZA_THE_ZAPPER", "MERMAID_KNIGHT", "TWINHEADED_BEAST"]
