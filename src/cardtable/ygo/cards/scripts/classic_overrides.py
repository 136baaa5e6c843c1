"""Classic cards that override an engine rule through its hooks
(:mod:`cardtable.ygo.effects.hooks`): what may be targeted, what is destroyed, the draw, the
Spirits' "summoned this turn" mark.

* Drop Off: a Normal Trap for the opponent's Draw Phase; the drawn card is read from the log.
* Lord of D.: while it is face-up, face-up Dragons on the field are left out of the targets
  card effects may choose (``TARGET_FILTERS``); an effect whose only targets are such Dragons
  cannot be activated ("why not?": ``untargetable``). A Dragon targeted before Lord of D. came
  face-up stays targeted (the ban applies when targets are chosen).
* Fake Trap: when an opponent's card effect would destroy your Traps, your set Fake Trap is
  destroyed instead (applied automatically: the engine cannot ask inside a replacement).
* Yata-Garasu: when it deals battle damage the opponent skips their next Draw Phase; Spirit.
* Spirits (Tsukuyomi, Yata-Garasu): "summoned or flipped this turn" is marked by an event
  hook, so the End Phase return needs no chain link of its own to remember it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import card_ok, is_trap, reg, spirit_returns, up
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import (
    BATTLE_DAMAGE_HOOKS,
    DESTROY_SUBSTITUTES,
    DRAW_HOOKS,
    EVENT_HOOKS,
    TARGET_FILTERS,
    only_for,
)
from cardtable.ygo.state import LOC_DECK, LOC_HAND, LOC_MZONE, LOC_SZONE, PH_DRAW

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]
LORD_OF_D = 17985575
FAKE_TRAP = 3027001
YATA = 3078576
TSUKUYOMI = 34853266
DRAGON = 0x2000

# --- Drop Off ---------------------------------------------------------------------------------


def _drawn_this_phase(g: Duel, p: int) -> int:
    """The card ``p`` drew in this Draw Phase (from the end of the log), or -1."""
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - 25, -1), -1):
        kind, pub, priv = el[i]
        if kind == "draw" and pub.get("player") == p and priv and p in priv:
            return int(priv[p]["card"])
        if kind == "phase":
            return -1
    return -1


def _drop_off_cond(g: Duel, c: int, p: int, w: W) -> bool:
    if g.phase != PH_DRAW or g.tp == p or g.chain:
        return False
    d = _drawn_this_phase(g, g.tp)
    return d >= 0 and g.loc[d] == LOC_HAND


def _drop_off(g: Duel, lk: Link) -> None:
    d = _drawn_this_phase(g, 1 - lk.player)
    if d >= 0 and g.loc[d] == LOC_HAND:
        g.discard([d])


reg("drop_off", Effect(condition=_drop_off_cond, operation=(_drop_off,)))

# --- Lord of D. -------------------------------------------------------------------------------


def _lord_up(g: Duel) -> bool:
    return any(m >= 0 and g.code[m] == LORD_OF_D and up(g, m) for q in (0, 1) for m in g.mz[q])


def _no_dragons(g: Duel, cards: tuple[int, ...]) -> tuple[int, ...]:
    """``TARGET_FILTERS``: while a Lord of D. is face-up, face-up Dragons on the field cannot be
    targeted by card effects (of either player; Lord of D. itself is a Spellcaster)."""
    if not cards or not _lord_up(g):
        return cards
    return tuple(t for t in cards
                 if not (g.loc[t] == LOC_MZONE and up(g, t) and g.race(t) & DRAGON))


TARGET_FILTERS.append(only_for({LORD_OF_D})(_no_dragons))
reg("lord_of_d", Effect(kind="continuous",
                        name=Text("场上的龙族怪兽不会成为效果的对象",
                                  "Dragons on the field cannot be targeted")))

# --- Fake Trap --------------------------------------------------------------------------------


def _fake_trap(g: Duel, cs: list[int], reason: str) -> list[int]:
    if reason != "effect" or not g.chain:
        return cs
    by = g.chain[-1].player
    for p in (0, 1):
        if p == by:
            continue
        mine = [c for c in cs if g.ctrl[c] == p and g.loc[c] == LOC_SZONE and is_trap(g, c)
                and g.code[c] != FAKE_TRAP]
        fakes = [s for s in g.sz[p] if s >= 0 and g.code[s] == FAKE_TRAP and not up(g, s)]
        if mine and fakes:
            g.log("fake_trap", {**g.card_pub(fakes[0]), "player": p,
                                "saved": [g.card_pub(c) for c in mine]})
            cs = [c for c in cs if c not in mine and c != fakes[0]] + [fakes[0]]
    return cs


DESTROY_SUBSTITUTES.append(only_for({FAKE_TRAP})(_fake_trap))
reg("fake_trap", Effect(kind="continuous",
                        name=Text("代替自己的陷阱卡被破坏", "Destroyed instead of your Traps")))

# --- Spirits and Yata-Garasu ------------------------------------------------------------------


def _spirit_mark(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev in ("summoned", "flipped") and g.code[c] in (YATA, TSUKUYOMI) \
            and g.loc[c] == LOC_MZONE:
        g.counter[c] = g.turn


def _spirit_return(g: Duel, lk: Link) -> None:
    if g.loc[lk.card] == LOC_MZONE and card_ok(g, lk):
        g.to_hand([lk.card])


def _yata_damage(g: Duel, p: int, n: int) -> int:
    if n > 0 and g.battle:
        a, t = g.battle.attacker, g.battle.target
        dealer = a if g.ctrl[a] != p else t
        if dealer >= 0 and g.code[dealer] == YATA and g.loc[dealer] == LOC_MZONE:
            g.log("yata_skip", {"player": p, "turn": g.turn})
    return n


def _yata_draw(g: Duel, p: int, c: int) -> None:
    if g.phase != PH_DRAW or g.chain or g.tp != p or g.loc[c] != LOC_HAND:
        return
    el = g.elog
    for i in range(len(el) - 1, -1, -1):
        kind, pub, _ = el[i]
        if kind == "yata_skip" and pub.get("player") == p and pub.get("turn") == g.turn - 1:
            g.move(c, LOC_DECK, p)
            g.log("draw_skipped", {"player": p, "by": "Yata-Garasu"})
            return
        if kind == "turn" and int(pub.get("turn", 0)) < g.turn - 1:
            return


EVENT_HOOKS.append(only_for({YATA, TSUKUYOMI})(_spirit_mark))
BATTLE_DAMAGE_HOOKS.append(only_for({YATA})(_yata_damage))
DRAW_HOOKS.append(only_for({YATA})(_yata_draw))
reg("yata_garasu", Effect(kind="trigger", event="end_phase", optional=False,
                          operation=(_spirit_return,),
                          condition=lambda g, c, p, w: g.counter[c] == g.turn
                          and spirit_returns(g, c)))
