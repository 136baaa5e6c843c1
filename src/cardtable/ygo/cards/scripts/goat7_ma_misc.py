"""Getsu Fuhma, Golem Sentry, Guardian Statue, Gora Turtle of Illusion, Greenkappa (issue 15
part 3, g7-ma). None is flagged "Goat-era version" in ``goat-pool.csv``; each follows its
official text (yaml-yugi ``data/<passcode>.yaml``):

* Getsu Fuhma (IOC-089): "If this card battles a Fiend or Zombie-Type monster, destroy that
  monster at the end of the Damage Step" — a mandatory trigger queued by a ``BATTLE_END_HOOKS``
  watcher; the text asks nothing of Getsu Fuhma itself (it acts even when the battle destroyed
  it: our reading of the official text, which sets no condition on it).
* Golem Sentry (FET-025): "Once per turn: you can change this card to face-down Defense
  Position" (``goat_mon_flip.TO_FACE_DOWN``) and "When this card is Flip Summoned: target 1
  monster your opponent controls; return that target to the hand" (mandatory; a flip by an
  attack or an effect is no Flip Summon).
* Guardian Statue (TLM-021): the same frame — "once per turn, you can flip this card into
  face-down Defense Position. When this card is Flip Summoned, return 1 monster on your
  opponent's side of the field to its owner's hand" (no target: the Japanese text selects none;
  chosen as it resolves).
* Gora Turtle of Illusion (IOC-066): "Negate the effect of Spell and Trap Cards controlled by
  your opponent that target this face-up card on the field" — a ``RESOLVE_HOOKS`` negation of
  the opponent's Spell/Trap link that targets it while it is face-up.
* Greenkappa (HL1-EN002, 2004): "FLIP: Target 2 Set Spell/Trap Cards on the field; destroy
  those targets" — with fewer than 2 Set cards there is nothing to target and the Flip effect
  is not activated (both targets are needed).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_misc.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import (
    last_battle,
    live_targets,
    mons,
    pick,
    reg,
    st_cards,
    up,
)
from cardtable.ygo.cards.scripts.goat_mon_flip import TO_FACE_DOWN
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, RESOLVE_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_FZONE, LOC_MZONE, LOC_SZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GETSU_FUHMA = 21887179
GOLEM_SENTRY = 52323207
GORA_TURTLE_OF_ILLUSION = 42868711
GREENKAPPA = 61831093
GUARDIAN_STATUE = 75209824
EV_FUHMA = "g7ma_getsu_fuhma_battled"  # queued by the watcher below, never raised by the engine
FIEND_OR_ZOMBIE = C.RACE_BY_NAME["Fiend"] | C.RACE_BY_NAME["Zombie"]

# --- Getsu Fuhma ------------------------------------------------------------------------------


@only_for({GETSU_FUHMA})
def _fuhma_battled(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if a < 0 or t < 0:
        return
    for me, foe in ((a, t), (t, a)):
        if g.code[me] == GETSU_FUHMA and g.loc[foe] == LOC_MZONE \
                and g.race(foe) & FIEND_OR_ZOMBIE and g.ctrl[foe] != g.ctrl[me]:
            if g.loc[me] == LOC_MZONE and not up(g, me):
                continue  # a face-down Getsu Fuhma has no active effect
            for ei in g.pool.trig_index(GETSU_FUHMA).get(EV_FUHMA, ()):
                g.trig.append(Trigger(me, ei, g.ctrl[me] if g.loc[me] == LOC_MZONE
                                      else g.owner[me], g.stamp,
                                      (EV_FUHMA, me, foe, g.life[foe])))


def _fuhma_destroy(g: Duel, lk: Link) -> None:
    foe, life = int(lk.event[2]), int(lk.event[3])
    if g.loc[foe] == LOC_MZONE and g.life[foe] == life:
        g.destroy([foe], "effect", by=lk)


BATTLE_END_HOOKS.append(_fuhma_battled)
reg(GETSU_FUHMA, Effect(kind="trigger", event=EV_FUHMA, optional=False,
                        operation=(_fuhma_destroy,), category=CAT_DESTROY,
                        name=Text("破坏战斗的恶魔族·不死族怪兽",
                                  "Destroy the Fiend or Zombie monster it battled")))

# --- Golem Sentry -------------------------------------------------------------------------------

_opp_monsters = mons("opp")


def _bounce(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.to_hand(ts)


reg(GOLEM_SENTRY, TO_FACE_DOWN, Effect(
    kind="trigger", event="summoned", optional=False,
    condition=lambda g, c, p, w: len(w) > 2 and w[2] == "flip" and bool(_opp_monsters(g, p, c)),
    target=(pick(_opp_monsters, "target_monster"),), target_picks=True,
    operation=(_bounce,),
    name=Text("对方1只怪兽回到手卡", "Return 1 opponent's monster to the hand")))



def _statue_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _opp_monsters(g, lk.player, lk.card), 1, 1, "choose")


def _statue_bounce(g: Duel, lk: Link) -> None:
    got = [m for m in (lk.picks[-1] if lk.picks else ()) if g.loc[m] == LOC_MZONE]
    if got:
        g.to_hand(got)


reg(GUARDIAN_STATUE, TO_FACE_DOWN, Effect(
    kind="trigger", event="summoned", optional=False,
    condition=lambda g, c, p, w: len(w) > 2 and w[2] == "flip" and bool(_opp_monsters(g, p, c)),
    operation=(_statue_pick, _statue_bounce),
    name=Text("对方1只怪兽回到手卡", "Return 1 opponent's monster to the hand")))

# --- Gora Turtle of Illusion ------------------------------------------------------------------


@only_for({GORA_TURTLE_OF_ILLUSION})
def _gora_negates(g: Duel, lk: Link) -> bool:
    cd = g.pool.cards[lk.code]
    if not (cd.is_spell or cd.is_trap):
        return False
    for t in live_targets(g, lk):
        if g.code[t] == GORA_TURTLE_OF_ILLUSION and g.loc[t] == LOC_MZONE and up(g, t) \
                and g.ctrl[t] != lk.player:
            g.log("effect_negated_by", {**g.card_pub(t), "negated": g.card_pub(lk.card)})
            return True
    return False


RESOLVE_HOOKS.append(_gora_negates)
reg(GORA_TURTLE_OF_ILLUSION, Effect(kind="continuous", name=Text(
    "以这张卡为对象的对方魔法·陷阱卡的效果无效",
    "The opponent's Spells and Traps that target this card have their effects negated")))

# --- Greenkappa --------------------------------------------------------------------------------

_set_cards = st_cards("any", face_up=False)


def _destroy_sets(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] in (LOC_SZONE, LOC_FZONE)]
    if ts:
        g.destroy(ts, "effect", by=lk)


reg(GREENKAPPA, Effect(kind="flip", optional=False,
                       condition=lambda g, c, p, w: len(_set_cards(g, p, c)) >= 2,
                       target=(pick(_set_cards, "target_spell_trap", 2, 2),), target_picks=True,
                       operation=(_destroy_sets,), category=CAT_DESTROY))

__all__ = ["GETSU_FUHMA", "GOLEM_SENTRY", "GORA_TURTLE_OF_ILLUSION", "GREENKAPPA",
           "GUARDIAN_STATUE"]
