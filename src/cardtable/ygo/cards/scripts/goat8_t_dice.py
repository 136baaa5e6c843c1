"""Graceful Dice (issue 15 part 3, session 8, g8-t): a Quick-Play Spell rolling a die for an ATK/DEF
boost. Flagged "Goat-era version" in goat-pool.csv.

Era text: its first printed text (the OCG print of Yu-Gi-Oh! Duel Monsters 5 Expert 1, quoted on
yugioh-wiki.net's page 《天使のサイコロ》, backup ``cmd=backup&page=《天使のサイコロ》&age=57``):
「サイコロを1回振る。自分フィールド上に表側表示で存在するモンスターの攻撃力・守備力は、エンド
フェイズ時まで出た目×100ポイントアップする。」 — roll a die; the face-up monsters on your side
gain the result × 100 ATK and DEF until the End Phase. What the "Goat-era version" flag changes
(EDOPro keeps a separate "(GOAT)" entry) could not be pinned down: no Goat FAQ entry, Pojo review
or errata page was found (searched: pages "Graceful Dice pojo card of the day", "Graceful Dice
... number rolled x 100", "Graceful Dice Eternal Duelist Soul promo"; find_string "Graceful
Dice", "Card Errata:Graceful Dice"). The first text is scripted as printed: the monsters face-up
on your side when it resolves gain the boost (a buff until the end of the turn); as an ATK/DEF
changer it may be activated in the Damage Step (``dmg_step``, rule 15 of docs/rulings.md). The
roll is the shared die helper (``ops.roll_die``: public ``die_roll`` event, the duel's RNG). Our
own words in ``pool/goat.csv``. Checks: ``tests/ygo/test_goat8_t_dice.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.ygo.cards.scripts.classic_lib import reg, up
from cardtable.ygo.cards.scripts.goat9_a_dice import rolled
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GRACEFUL_DICE = 74137509


def _roll(g: Duel, lk: Link) -> None:
    r = rolled(g, lk, lambda: ops.roll_die(g, lk.player))
    for m in g.mz[lk.player]:
        if m >= 0 and up(g, m):
            g.add_buff(m, atk=100 * r, defense=100 * r, until_end=True, src=lk.card)


reg(GRACEFUL_DICE, Effect(dmg_step=True, operation=(_roll,), category=CAT_ATKCHANGE))
