"""Normal and Quick-Play Spells of the g8-s claims (issue 15 part 3, session 8): Cost Down, My
Body as a Shield, Combination Attack. All three are flagged "Goat-era version" in
``goat-pool.csv``; texts from the 2003 prints (our wording in ``pool/goat.csv``), checks in
``tests/ygo/test_goat8_s_spells.py``.

* Cost Down (DCR-053, 2003) — discard 1 card (a cost); for the rest of the turn the Levels of
  the monsters in your hand are 2 lower, and a monster summoned or Set from your hand while it
  applies keeps its lower Level on the field until the turn ends. The first OCG text
  (yugioh-wiki.net 《コストダウン》, first version: "all Monster Cards in your hand until the End
  Phase of the turn it is activated") and the TCG rulings of the era (the Netrep/UDE FAQ rulings
  quoted on crystalcommerce's DR1-EN215 page: "The Level of a monster which is Summoned using
  'Cost Down' is still decreased by 2 after Summoning. The 2 Level reduction lasts until the End
  Phase"; "You can use multiple 'Cost Downs' in the same turn and their effects accumulate";
  "While 'A Legendary Ocean' and 1 'Cost Down' are active, your WATER monsters are reduced by 3
  Stars"). The text leaves open whether a monster added to the hand afterwards is lowered: the
  OCG FAQ (10/09/05, quoted by 95408.com) and today's ruling say yes, and no period ruling says
  otherwise, so it is. Its Level comes back when it leaves the hand or the field for elsewhere.
* My Body as a Shield (MFC-092, 2003) — "Activate only by paying 1500 Life Points when your
  opponent activates a card or effect that would destroy a monster(s) on the field. Negate the
  activation of that card and destroy it." (the print quoted by ycgpodcast.com, "Card Review: My
  Body as a Shield", 2010, before its 2010s re-wording; the Japanese text in yaml-yugi
  ``data/69279219.yaml`` agrees: a card whose effect destroys monsters on the field). "Would
  destroy a monster": a destroying effect (``CAT_DESTROY``) with a monster among its live
  targets, or one of :data:`MONSTER_SWEEPERS` (destroying monsters without targeting). Limit:
  another non-targeting destroyer of monsters is not recognised until it is added there.
* Combination Attack (MFC-030, 2003) — "During a Battle Phase, you can use this effect on 1
  monster that has attacked this turn and is equipped with a Union Monster. Change the Union
  Monster back to a monster in face-up Attack or Defense Position. Also, the monster that was
  equipped with the Union Monster may attack again this turn." (the MFC print, in yaml-yugi
  ``data/08964854.yaml``). "Has attacked": reached the Damage Step this turn as an attacker (the
  Goat per-card FAQ, TheMTtakeover/goat-rulings ``goat-indv-rulings/combination-attack.md``: a
  replayed attack does not count; an opponent's monster may be chosen in their Battle Phase).
  The monster is targeted; its Union is Special Summoned on its controller's side in the
  position chosen, and the monster's "attacked" mark is lifted (one more attack; its battle
  position stays locked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import card_ok, live_targets, note, pick, reg, up
from cardtable.ygo.cards.scripts.goat_mon2_union import union_of
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects import costs, ops
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_NEGATE_ACT,
    CAT_SPSUMMON,
    Effect,
    Link,
    ask_option,
    link_effect,
)
from cardtable.ygo.effects.hooks import EVENT_HOOKS, LEVEL_MODS, only_for
from cardtable.ygo.state import (
    F_ATTACKED,
    F_POSCHANGED,
    LOC_HAND,
    LOC_MZONE,
    LOC_SZONE,
    PH_BATTLE,
    POS_FU_ATK,
    POS_FU_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

COST_DOWN = 23265313
MY_BODY_AS_A_SHIELD = 69279219
COMBINATION_ATTACK = 8964854
SHIELD_LP = 1500


# --- Cost Down ------------------------------------------------------------------------------
COST_DOWN_KEY = "cost_down_player"
KEPT_KEY = "cost_down_kept"


def _cost_down(g: Duel, lk: Link) -> None:
    note(g, lk.card, "This turn, the Levels of the monsters in your hand are 2 lower",
         "这个回合，自己手卡的怪兽等级下降2星", **{COST_DOWN_KEY: lk.player})


def cost_downs(g: Duel, p: int) -> int:
    """How many Cost Downs of ``p`` resolved this turn."""
    return sum(1 for kind, pub, _ in this_turn(g)
               if kind == "card_effect" and pub.get(COST_DOWN_KEY) == p)


def _kept(g: Duel, c: int) -> int:
    """Cost Downs ``c`` carried from the hand onto the field this turn (its current stay)."""
    for kind, pub, _ in this_turn(g):
        if kind == "card_effect" and pub.get(KEPT_KEY) and pub[KEPT_KEY][:2] == [c, g.life[c]]:
            return int(pub[KEPT_KEY][2])
    return 0


@only_for({COST_DOWN})
def _lowered(g: Duel, c: int, lv: int) -> int:
    loc = g.loc[c]
    if loc == LOC_HAND:
        return lv - 2 * cost_downs(g, g.ctrl[c])
    if loc == LOC_MZONE:
        return lv - 2 * _kept(g, c)
    return lv


@only_for({COST_DOWN})
def _summoned_from_hand(g: Duel, ev: str, c: int, data: W) -> None:
    """A monster Normal Summoned, Set or Special Summoned from the hand while Cost Down applies
    keeps its lowered Level on the field until the turn ends (a public note: the summon is)."""
    if ev == "summoned" and data and data[0] == "special" \
            and (len(data) < 3 or data[2] != LOC_HAND):
        return
    if ev not in ("summoned", "set") or (ev == "summoned" and data and data[0] == "flip"):
        return
    if g.loc[c] != LOC_MZONE:
        return
    n = cost_downs(g, g.ctrl[c])
    if n:
        ref = g.card_pub(c) if up(g, c) else g.public_ref(c)
        g.log("card_effect", {**ref, "en": "Keeps the Level Cost Down lowered this turn",
                              "zh": "这个回合保持代价降低降低的等级",
                              KEPT_KEY: [c, g.life[c], n]})


LEVEL_MODS.append(_lowered)
EVENT_HOOKS.append(_summoned_from_hand)
_discard1, _can_discard1 = costs.discard(1)
reg(COST_DOWN, Effect(cost=_discard1, operation=(_cost_down,),
                      condition=lambda g, c, p, w: _can_discard1(g, c, p)))


# --- My Body as a Shield --------------------------------------------------------------------
#: cards whose activation destroys monsters on the field without targeting them (their
#: English names as printed: the pool's name field)
MONSTER_SWEEPERS = frozenset({
    "Dark Hole", "Raigeki", "Mirror Force", "Torrential Tribute", "Lightning Vortex", "Fissure",
    "Smashing Ground", "Hammer Shot", "Widespread Ruin", "Tribe-Infecting Virus",
    "Sakuretsu Armor", "Bottomless Trap Hole", "Trap Hole"})


#: cards that may or may not destroy a monster: never answered (the Goat per-card FAQ,
#: TheMTtakeover/goat-rulings goat-indv-rulings/my-body-as-a-shield.md)
MAYBE_DESTROYERS = frozenset({"Acid Trap Hole", "Earthshaker", "Barrel Dragon", "Time Wizard"})


def destroys_monster(g: Duel, lk: Link) -> bool:
    """Link ``lk`` is the activation of a card or effect that would destroy a monster on the
    field: a destroying effect with a monster among its live targets, or a listed sweeper."""
    if g.pool.cards[lk.code].name.en in MAYBE_DESTROYERS:
        return False
    e = link_effect(g, lk)
    if e.category & CAT_DESTROY and any(g.loc[t] == LOC_MZONE for t in live_targets(g, lk)):
        return True
    return e.category & CAT_DESTROY != 0 and g.pool.cards[lk.code].name.en in MONSTER_SWEEPERS


def _answered(g: Duel, c: int) -> Link | None:
    i = len(g.chain) - 1
    if i >= 0 and g.chain[i].card == c and not g.chain[i].ready:
        i -= 1
    return g.chain[i] if i >= 0 and g.chain[i].ready else None


_pay_shield, _can_pay_shield = costs.pay_lp(SHIELD_LP)


def _shield_cond(g: Duel, c: int, p: int, w: W) -> bool:
    lk = _answered(g, c)
    return lk is not None and lk.player != p and _can_pay_shield(g, c, p) \
        and destroys_monster(g, lk)


reg(MY_BODY_AS_A_SHIELD, Effect(event="activated", condition=_shield_cond, cost=_pay_shield,
                                operation=(ops.negate_activation(),),
                                category=CAT_NEGATE_ACT))


# --- Combination Attack ---------------------------------------------------------------------
POSITIONS = ((POS_FU_ATK, Text("表侧攻击表示", "face-up Attack Position")),
             (POS_FU_DEF, Text("表侧守备表示", "face-up Defense Position")))


def _battled(g: Duel) -> set[int]:
    """Monsters that reached damage calculation as attackers this turn (a ``battle`` line)."""
    return {int(pub["attacker"]["card"]) for kind, pub, _ in this_turn(g)
            if kind == "battle" and isinstance(pub.get("attacker"), dict)}


def _combined(g: Duel, p: int, s: int) -> list[int]:
    """The turn player's face-up monsters that reached the Damage Step as attackers this turn
    and are equipped with a Union (the Goat per-card FAQ: a replayed attack does not count; an
    opponent's monster may be chosen in the opponent's Battle Phase)."""
    q = g.tp
    done = _battled(g)
    return [m for m in g.mz[q] if m >= 0 and up(g, m) and m in done
            and union_of(g, m) >= 0]


def _combo_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return g.phase == PH_BATTLE and bool(_combined(g, p, c)) and g.free_mzone(g.tp) >= 0


def _combo_pos(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, POSITIONS, "choose")


def _combo(g: Duel, lk: Link) -> None:
    ts = live_targets(g, lk)
    if not card_ok(g, lk) or not ts:
        return
    m = ts[0]
    if g.loc[m] != LOC_MZONE:
        return
    q = g.ctrl[m]
    u = union_of(g, m)
    if u >= 0 and g.loc[u] == LOC_SZONE and g.free_mzone(q) >= 0 \
            and g.can_special_summon(u, q):
        g.special_summon(u, q, int(lk.picks[-1]))
    g.flags[m] = (g.flags[m] & ~F_ATTACKED) | F_POSCHANGED
    note(g, m, "May attack again this turn", "这个回合可以再1次攻击")


reg(COMBINATION_ATTACK, Effect(condition=_combo_cond,
                               target=(pick(_combined, "target_monster"),), target_picks=True,
                               operation=(_combo_pos, _combo), category=CAT_SPSUMMON))
