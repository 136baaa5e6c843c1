"""Battle cards and a bounce watcher (issue 15 part 3, g7-ma). None is flagged "Goat-era
version" in ``goat-pool.csv``; each follows its official text (yaml-yugi
``data/<passcode>.yaml``):

* B.E.S. Big Core (RDS-030): "If this card is Normal Summoned: place 3 counters on it. Cannot be
  destroyed by battle. At the end of the Damage Step, if this card battled: remove 1 counter
  from this card. If you cannot, destroy it." The official German, French, Italian and Spanish
  texts say "battles a monster": a direct attack costs no counter. The counters are the card's
  ``g.counter`` (public; cleared when it moves); "cannot be destroyed by battle" is a
  ``DESTROY_SUBSTITUTES`` filter on reason ``"battle"`` while it is face-up; the end-of-Damage-
  Step trigger is queued by a ``BATTLE_END_HOOKS`` watcher.
* Dreamsprite (LON-073): "When attacked by your opponent's monster, select another 1 of your
  Monster Cards and designate it as the attack's target, then calculate damage." A mandatory
  trigger on the attack declaration (face-up only: a face-down monster has no active effect);
  the new target is chosen as it resolves (the Japanese text selects none), among the
  monsters the attacker could attack (``goat6_t_retarget.attack_redirect_targets``); none:
  the attack goes on against Dreamsprite.
* Criosphinx (TLM-013): "While this card is face-up on your side of the field, when a monster
  is returned from the field to its owner's hand, the owner of the returned monster selects
  and sends 1 card in their hand to the Graveyard" — a mandatory trigger of Criosphinx on
  any card's ``to_hand`` event from the Monster Zone (one per monster returned); the owner
  picks the card, which is sent (not discarded).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_battle.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import last_battle, reg, up
from cardtable.ygo.cards.scripts.goat6_t_retarget import (
    attack_redirect_targets,
    redirect_attack,
)
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import BATTLE_END_HOOKS, DESTROY_SUBSTITUTES, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_HAND, LOC_MZONE

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

BIG_CORE = 14148099
DREAMSPRITE = 8687195
CRIOSPHINX = 18654201
EV_BATTLED = "g7ma_big_core_battled"  # queued by the watcher below, never raised by the engine

# --- B.E.S. Big Core ---------------------------------------------------------------------------


def _place_counters(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.counter[c] = 3
        g.log("counter", {**g.card_pub(c), "added": 3, "now": 3})


@only_for({BIG_CORE})
def _not_by_battle(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "battle":
        return cs
    out = []
    for c in cs:
        if g.code[c] == BIG_CORE and g.loc[c] == LOC_MZONE and up(g, c):
            g.log("not_destroyed", {**g.card_pub(c), "by": "battle"})
            continue
        out.append(c)
    return out


@only_for({BIG_CORE})
def _after_battle(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if t < 0:  # a direct attack: it battled no monster
        return
    for c in (a, t):
        if g.code[c] == BIG_CORE and g.loc[c] == LOC_MZONE and up(g, c):
            for ei in g.pool.trig_index(BIG_CORE).get(EV_BATTLED, ()):
                g.trig.append(Trigger(c, ei, g.ctrl[c], g.stamp, (EV_BATTLED, c)))


def _wear(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] != LOC_MZONE or g.life[c] != lk.life:
        return
    if g.counter[c] > 0:
        g.counter[c] -= 1
        g.log("counter", {**g.card_pub(c), "removed": 1, "now": g.counter[c]})
    else:
        g.destroy([c], "effect", by=lk)


DESTROY_SUBSTITUTES.append(_not_by_battle)
BATTLE_END_HOOKS.append(_after_battle)
reg(BIG_CORE,
    Effect(kind="trigger", event="summoned", optional=False,
           condition=lambda g, c, p, w: len(w) > 2 and w[2] == "normal",
           operation=(_place_counters,),
           name=Text("放置3个指示物", "Place 3 counters on this card")),
    Effect(kind="trigger", event=EV_BATTLED, optional=False, operation=(_wear,),
           category=CAT_DESTROY,
           name=Text("取除1个指示物，不能取除则破坏", "Remove 1 counter, or destroy this card")))

# --- Dreamsprite ---------------------------------------------------------------------------------


def _attacked(g: Duel, c: int, p: int, w: W) -> bool:
    return (len(w) > 2 and w[2] == c and g.loc[c] == LOC_MZONE and up(g, c)
            and g.ctrl[w[1]] != p)


def _ask_new_target(g: Duel, lk: Link) -> None:
    cands = [m for m in attack_redirect_targets(g, lk.player) if m != lk.card]
    ask_cards(g, lk, lk.player, cands, 1, 1, "choose")


def _redirect(g: Duel, lk: Link) -> None:
    b = g.battle
    got = [m for m in (lk.picks[-1] if lk.picks else ()) if g.loc[m] == LOC_MZONE
           and g.ctrl[m] == lk.player]
    if b is None or not got or b.target != lk.card:
        return
    redirect_attack(g, got[0])


reg(DREAMSPRITE, Effect(kind="trigger", event="attack", scope="any", optional=False,
                        condition=_attacked, operation=(_ask_new_target, _redirect),
                        name=Text("让自己其他1只怪兽承受攻击",
                                  "Another of your monsters becomes the attack target")))

# --- Criosphinx ---------------------------------------------------------------------------------


def _bounced(g: Duel, c: int, p: int, w: W) -> bool:
    """A monster just returned from the Monster Zone to its owner's hand, Criosphinx face-up on
    its controller's field (``w`` = ("to_hand", card, from_loc))."""
    return (len(w) > 2 and w[2] == LOC_MZONE and g.loc[c] == LOC_MZONE and up(g, c)
            and g.loc[w[1]] == LOC_HAND and g.cd(w[1]).is_monster)


def _owner_picks(g: Duel, lk: Link) -> None:
    o = g.owner[int(lk.event[1])]
    ask_cards(g, lk, o, list(g.hand[o]), 1, 1, "choose")


def _send(g: Duel, lk: Link) -> None:
    got = [x for x in (lk.picks[-1] if lk.picks else ()) if g.loc[x] == LOC_HAND]
    if got:
        g.send_to_gy(got, "effect")


reg(CRIOSPHINX, Effect(kind="trigger", event="to_hand", scope="any", optional=False,
                       condition=_bounced, operation=(_owner_picks, _send),
                       name=Text("返回怪兽的持有者把1张手卡送去墓地",
                                 "The returned monster's owner sends 1 card from their hand to "
                                 "the Graveyard")))

__all__ = ["BIG_CORE", "CRIOSPHINX", "DREAMSPRITE"]
