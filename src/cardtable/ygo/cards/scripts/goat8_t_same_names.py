"""Aqua Chorus (issue 15 part 3, session 8, g8-t): a Continuous Trap boosting monsters that share
their name with another one on the field. Flagged "Goat-era version" in goat-pool.csv.

Era text: the card's first printed text, in force until its errata (the OCG print of
Yu-Gi-Oh! Duel Monsters 4, quoted on yugioh-wiki.net's page 《アクアの合唱》, backup
``cmd=backup&page=《アクアの合唱》&age=27``): 「フィールド上に表側表示で存在する全ての同名
モンスターの攻撃力・守備力は500ポイントアップする。」 — every face-up monster on the field
that has a same-named face-up monster on the field gains 500 ATK and DEF. Its TCG print of the
time (Power of Chaos: Kaiba the Revenge promotional card PCK-002, 2004) was not found in the
sources searched (pages, yaml-yugipedia, goat-rulings); the OCG wording of the same era is used.
Today's text (yaml-yugi ``data/95132338.yaml``: a monster gains if a monster with its name
*exists* on the field) also counts a face-down namesake, which the era text does not (a
face-down monster has no name shown: the "face-up" of the era text is the difference tested).
Our own words in ``pool/goat.csv``.

ATK/DEF modifiers of the card (``("atk"/"def", fn)`` aspects while it is face-up and active);
the rulebook lets an ATK/DEF-changing card be activated in the Damage Step (``dmg_step``).
Checks: ``tests/ygo/test_goat8_t_same_names.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Aspect, Effect
from cardtable.ygo.state import LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

AQUA_CHORUS = 95132338
BOOST = 500


def has_namesake(g: Duel, c: int) -> bool:
    """``c`` is a face-up monster and another face-up monster on the field has its name."""
    if g.loc[c] != LOC_MZONE or not up(g, c):
        return False
    name = g.cd(c).name.en
    return any(m >= 0 and m != c and up(g, m) and g.cd(m).name.en == name
               for q in (0, 1) for m in g.mz[q])


def _boost(g: Duel, s: int, c: int) -> int:
    return BOOST if has_namesake(g, c) else 0


reg(AQUA_CHORUS, Effect(dmg_step=True, category=CAT_ATKCHANGE,
                        aspects=(Aspect("atk", _boost), Aspect("def", _boost))))
