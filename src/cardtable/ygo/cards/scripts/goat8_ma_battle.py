"""D.D. Crazy Beast and Fenrir (issue 15 part 3, g8-ma), both flagged "Goat-era version" in
``goat-pool.csv``; their era texts are their first prints' (the OCG texts yugioh-wiki.net's
early revisions of 《異次元の狂獣》 and 《フェンリル》 show; Magician's Force 2003 and Invasion of
Chaos 2004 in the TCG), and the Goat point both share — the battle destruction counts at the
battle itself, while the monsters are still on the field (EDOPro's Goat entries: "battle
destroyed registers while the monster is on field"; yugioh-wiki on Fenrir: 「相打ちやトーク
ンの破壊でも効果が発動する」, it applies after a mutual destruction or on a token too):

* D.D. Crazy Beast — "a monster this card destroys by battle is removed from play": a
  replacement of the destination (``DESTINATION_HOOKS``, as Lesser Fiend's in
  ``goat6_mb_destination.py``): the victim is destroyed but never reaches the Graveyard (its
  "sent to the Graveyard" effects do not start); destroyed in the same battle, the Beast still
  removes it (the destinations of cards destroyed together are read before either moves).
* Fenrir — cannot be Normal Summoned or Set; Special Summoned from the hand by removing 2
  WATER monsters in your Graveyard from play (a ``goat_mon_procs`` procedure, a proper summon);
  when it destroys an opponent's monster by battle, the opponent skips their next Draw Phase —
  a mandatory trigger queued at the end of that battle (``BATTLE_END_HOOKS``), also when Fenrir
  was destroyed in it. The skip is a public ``draw_skip_pending`` mark; the opponent's next Draw
  Phase draw is put back on top of their Deck (``DRAW_HOOKS``, as Offerings to the Doomed's in
  ``classic_lingering.py``), each mark used once.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat8_ma_battle.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, last_battle, reg
from cardtable.ygo.cards.scripts.goat6_mb_destination import battle_victim_banished
from cardtable.ygo.cards.scripts.goat_mon_procs import Proc, add_procs
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import (
    BATTLE_END_HOOKS,
    DESTINATION_HOOKS,
    DRAW_HOOKS,
    only_for,
)
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_DECK, LOC_HAND, LOC_MZONE, PH_DRAW

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

DD_CRAZY_BEAST = 48148828
FENRIR = 218704
WATER = C.ATTRIBUTE_BY_NAME["WATER"]
EV_FENRIR = "g8ma_fenrir_destroyed"  # queued by the hook below, never raised by the engine

# --- D.D. Crazy Beast ------------------------------------------------------------------------


_CRAZY = frozenset({DD_CRAZY_BEAST})


@only_for(_CRAZY)
def _crazy_victim(g: Duel, c: int, reason: str) -> int:
    """A monster destroyed by battle with an active D.D. Crazy Beast is removed from play
    instead of going to the Graveyard."""
    return battle_victim_banished(g, c, reason, _CRAZY)


DESTINATION_HOOKS.append(_crazy_victim)
reg(DD_CRAZY_BEAST, Effect(kind="continuous", name=Text(
    "被这张卡战斗破坏的怪兽从游戏中除外", "Monsters it destroys by battle are removed from play")))

# --- Fenrir ------------------------------------------------------------------------------------


def _water_monster(g: Duel, c: int) -> bool:
    return bool(g.cd(c).is_monster and g.cd(c).attribute & WATER)


add_procs({FENRIR: Proc("gy", (_water_monster, _water_monster))})


@only_for({FENRIR})
def _fenrir_battled(g: Duel, destroyed: tuple[int, ...]) -> None:
    """Fenrir's battle destroyed an opponent's monster: its trigger, even if Fenrir was
    destroyed in the same battle (it must have been face-up in that battle: an attacker, or
    flipped by the attack)."""
    a, t = last_battle(g)
    if a < 0 or t < 0:
        return
    for me, foe in ((a, t), (t, a)):
        if g.code[me] != FENRIR or foe not in destroyed:  # (a battle's two sides are foes)
            continue
        if g.loc[me] == LOC_MZONE and not active_monster(g, me):
            continue  # on the field but negated: no effect
        p = g.ctrl[me] if g.loc[me] == LOC_MZONE else g.owner[me]
        for ei in g.pool.trig_index(FENRIR).get(EV_FENRIR, ()):
            g.trig.append(Trigger(me, ei, p, g.stamp, (EV_FENRIR, me, 1 - p)))


def _mark_skip(g: Duel, lk: Link) -> None:
    o = int(lk.event[2])
    g.log("draw_skip_pending", {**g.card_pub(lk.card), "player": o, "phases": 1})


def skips_pending(g: Duel, p: int) -> int:
    """Draw Phases ``p`` still skips by Fenrir's effect (marks minus skips done)."""
    n = 0
    for kind, pub, _ in g.elog:
        if kind == "draw_skip_pending" and pub.get("code") == FENRIR and pub.get("player") == p:
            n += int(pub.get("phases", 1))
        elif kind == "draw_skipped" and pub.get("player") == p:
            by = pub.get("by")
            if isinstance(by, dict) and by.get("code") == FENRIR:
                n -= 1
    return n


@only_for({FENRIR})
def _skip_draw(g: Duel, p: int, c: int) -> None:
    if g.phase != PH_DRAW or g.chain or g.tp != p or g.loc[c] != LOC_HAND:
        return
    if skips_pending(g, p) > 0:
        src = next((x for x in (*g.gy[0], *g.gy[1], *g.mz[0], *g.mz[1], *g.banished[0],
                                *g.banished[1]) if x >= 0 and g.code[x] == FENRIR), -1)
        g.move(c, LOC_DECK, p)
        by = g.card_pub(src) if src >= 0 else {"card": -1, "code": FENRIR, "name": "Fenrir"}
        g.log("draw_skipped", {"player": p, "by": by})


BATTLE_END_HOOKS.append(_fenrir_battled)
DRAW_HOOKS.append(_skip_draw)
reg(FENRIR, Effect(kind="trigger", event=EV_FENRIR, optional=False, operation=(_mark_skip,),
                   name=Text("战斗破坏对方怪兽：对方跳过下次抽卡阶段",
                             "Destroyed an opponent's monster by battle: the opponent skips "
                             "their next Draw Phase")))

__all__ = ["DD_CRAZY_BEAST", "FENRIR", "skips_pending"]
