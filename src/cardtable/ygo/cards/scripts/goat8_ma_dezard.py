"""Great Dezard and Fushioh Richie (issue 15 part 3, g8-ma).

* Great Dezard — flagged "Goat-era version" in ``goat-pool.csv``. Its era text is the
  Pharaonic Guardian print's: the English wording Konami's database still carries (yaml-yugi
  ``data/88989706.yaml``: "When this monster destroys the following number of monsters as a
  result of battle, the following effects are activated in order: One: As long as this card
  remains face-up on the field, negate the activation and effects of all Spell and Trap Cards
  that target this card and destroy them. Two: You can Special Summon 1 "Fushioh Richie" from
  your hand or your Deck by Tributing this card during your Main Phase"), the same as the first
  OCG text (PH-20, quoted by yugioh-wiki.net's early revisions of 《大神官デ・ザード》 and
  http://27691lldeac.nobody.jp/card2/PH/428.htm). Today's OCG text makes the first effect a
  negation when the card is activated; the era text negates while this card stays face-up —
  here as the card resolves (a ``RESOLVE_HOOKS`` negation that also destroys the card, as
  Freed's in ``goat8_ma_draw.py``). Its count of monsters destroyed by battle is kept on the
  card (``g.counter``, cleared when it leaves the field), raised after each battle in which it
  destroyed a monster and is still on the field (``BATTLE_END_HOOKS``; a monster of either
  side, as the text says "monsters"). With 2 or more: an Ignition Effect, Tribute it (cost) to
  Special Summon 1 Fushioh Richie from your hand or Deck (its proper summon).
* Fushioh Richie — not flagged: its official text (yaml-yugi ``data/39711336.yaml``): it cannot
  be Normal Summoned or Set and is Special Summoned only by Great Dezard's effect; once per turn
  in your Main Phase it can be turned face-down (``goat_mon_flip.TO_FACE_DOWN``); while it is
  face-up, Spell and Trap Cards that target it have their activation and effects negated and
  are destroyed (the same hook); when it is flipped face-up you can Special Summon 1 Zombie-Type
  monster from your Graveyard (a target, as the Japanese 「選択して」; your choice of face-up
  Attack or Defense Position).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_dezard.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    choose_pos,
    in_gy,
    last_battle,
    live_targets,
    pick,
    reg,
)
from cardtable.ygo.cards.scripts.goat8_ma_summons import revive_targets
from cardtable.ygo.cards.scripts.goat_mon_flip import TO_FACE_DOWN
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, RESOLVE_HOOKS, only_for
from cardtable.ygo.state import LOC_DECK, LOC_HAND, LOC_MZONE, LOC_ONFIELD, POS_FU_ATK

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GREAT_DEZARD = 88989706
FUSHIOH_RICHIE = 39711336
ZOMBIE = C.RACE_BY_NAME["Zombie"]


def _shielded(g: Duel, t: int) -> bool:
    """``t`` is a face-up Fushioh Richie, or a Great Dezard with one battle destruction, whose
    effects apply."""
    code = g.code[t]
    if code == FUSHIOH_RICHIE:
        return active_monster(g, t)
    return code == GREAT_DEZARD and active_monster(g, t) and g.counter[t] >= 1


@only_for({GREAT_DEZARD, FUSHIOH_RICHIE})
def _negate_spells_traps(g: Duel, lk: Link) -> bool:
    cd = g.pool.cards[lk.code]
    if not (cd.is_spell or cd.is_trap):
        return False
    for t in live_targets(g, lk):
        if _shielded(g, t):
            g.log("effect_negated_by", {**g.card_pub(t), "negated": g.card_pub(lk.card)})
            if g.loc[lk.card] & LOC_ONFIELD:
                g.destroy([lk.card], "effect", by=t)
            return True
    return False


@only_for({GREAT_DEZARD})
def _dezard_counts(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    for me, foe in ((a, t), (t, a)):
        if me >= 0 and g.code[me] == GREAT_DEZARD and foe in destroyed \
                and g.loc[me] == LOC_MZONE and active_monster(g, me):
            g.counter[me] += 1


def _richies(g: Duel, p: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p]) if g.code[c] == FUSHIOH_RICHIE]


def _dezard_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.counter[c] >= 2 and bool(_richies(g, p))


def _tribute_self(g: Duel, lk: Link) -> None:
    g.send_to_gy([lk.card], "tribute")


def _pick_richie(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _richies(g, lk.player), 1, 1, "summon_pick")


def _summon_richie(g: Duel, lk: Link) -> None:
    pos = int(lk.picks[-1]) if lk.picks else POS_FU_ATK
    got = [c for c in (lk.picks[-2] if len(lk.picks) > 1 else ())
           if g.loc[c] in (LOC_HAND, LOC_DECK)]
    from_deck = any(g.loc[c] == LOC_DECK for c in got)
    for c in got:
        g.special_summon(c, lk.player, pos, how="proper")
    if from_deck:
        g.shuffle_deck(lk.player)


def _is_zombie(g: Duel, c: int) -> bool:
    cd = g.cd(c)
    return bool(cd.is_monster and cd.race & ZOMBIE)


_zombies = in_gy("self", _is_zombie)


def _richie_flip_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return any(g.can_special_summon(z, p) for z in _zombies(g, p, c))


RESOLVE_HOOKS.append(_negate_spells_traps)
BATTLE_END_HOOKS.append(_dezard_counts)
reg(GREAT_DEZARD,
    Effect(kind="continuous", name=Text(
        "战斗破坏1只后：以这张卡为对象的魔法·陷阱卡无效并破坏",
        "After 1 battle destruction: Spells/Traps that target it are negated and destroyed")),
    Effect(kind="ignition", condition=_dezard_cond, cost=(_tribute_self,),
           operation=(_pick_richie, choose_pos, _summon_richie), category=CAT_SPSUMMON,
           name=Text("战斗破坏2只后：解放这张卡，从手卡·卡组特殊召唤「不死王 巫妖」",
                     "After 2 battle destructions: Tribute it to Special Summon Fushioh "
                     "Richie from your hand or Deck")))
reg(FUSHIOH_RICHIE,
    TO_FACE_DOWN,
    Effect(kind="continuous", name=Text(
        "以这张卡为对象的魔法·陷阱卡无效并破坏",
        "Spells/Traps that target it are negated and destroyed")),
    Effect(kind="trigger", event="flipped", optional=True, condition=_richie_flip_cond,
           target=(pick(_zombies, "target_gy"),), target_picks=True,
           operation=(choose_pos, revive_targets), category=CAT_SPSUMMON,
           name=Text("反转时：特殊召唤自己墓地1只不死族怪兽",
                     "Flipped face-up: Special Summon 1 Zombie from your Graveyard")))

__all__ = ["FUSHIOH_RICHIE", "GREAT_DEZARD"]
