"""Bait Doll (issue 15 part 3, session 8, g8-s): a Set card revealed, a Trap's forced activation.
Checks: ``tests/ygo/test_goat8_s_bait_doll.py``.

Bait Doll (LON-096, 2003; not flagged "Goat-era version" in goat-pool.csv, so today's text is
its Goat behaviour: yaml-yugi ``data/07165085.yaml``, "Target 1 Set card in the Spell & Trap
Card Zone; reveal that target, force its activation if it is a Trap Card, then negate its effect
if the activation timing is incorrect, and if you do, destroy it. (If it is not a Trap Card,
return it face-down.) When this card resolves, shuffle it into the Deck instead of sending it to
the Graveyard."):

* a Set Spell is shown to both players and stays face-down where it is (known while it stays);
* a Set Trap is turned face-up and activated by its controller as Bait Doll resolves (g8-s's
  ``goat8_s_double_spell.become_activation``: the resolving link becomes that Trap's activation;
  its controller pays its cost and chooses its targets now; nobody can respond to it). Its
  "activation timing is incorrect" when it could not be activated now in an open game state:
  its activation answers an event (an attack, a summon, a chain: Mirror Force, Trap Hole, the
  Counter Traps) or its activation condition fails (nothing to target, a cost it cannot pay) —
  then its effect is negated and it is destroyed;
* Bait Doll is shuffled into its owner's Deck as it resolves, never sent to the Graveyard.

Limit (our reading, no source read): under Jinzo a forced Trap is treated as any other (the
engine's Jinzo checks apply to its effect only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import card_ok, note, pick, reg
from cardtable.ygo.cards.scripts.goat8_s_double_spell import become_activation
from cardtable.ygo.effects.api import CAT_DESTROY, Effect, Link
from cardtable.ygo.state import LOC_DECK, LOC_SZONE, POS_FACEDOWN, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

BAIT_DOLL = 7165085


def _set_cards(g: Duel, p: int, s: int) -> list[int]:
    return [c for q in (0, 1) for c in g.sz[q]
            if c >= 0 and c != s and g.pos[c] & POS_FACEDOWN]


def _trap_activation(g: Duel, t: int) -> int:
    """Index of Trap ``t``'s card-activation effect if it could be activated now in an open
    game state by its controller; -1 when its activation timing is incorrect."""
    q = g.ctrl[t]
    for i, e in enumerate(g.pool.effects_of(g.code[t])):
        if e.kind != "activate":
            continue
        if e.event or e.when:
            return -1
        if e.condition is not None and not e.condition(g, t, q, ()):
            return -1
        return i
    return -1


def _bait(g: Duel, lk: Link) -> None:
    t = lk.targets[0] if lk.targets else -1
    doll = lk.card
    if not card_ok(g, lk):
        return
    if t >= 0 and lk.tlife and g.life[t] == lk.tlife[0] and g.loc[t] == LOC_SZONE \
            and g.pos[t] & POS_FACEDOWN:  # the same Set card (target_ok wants it face-up)
        nm = g.name(t)
        if not g.cd(t).is_trap:
            g.reveal(0, [t])
            g.reveal(1, [t])
            note(g, doll, f"reveals {nm.en}: it goes back face-down",
                 f"翻开确认「{nm.zh}」：回到原状", revealed=g.card_pub(t))
        else:
            ei = _trap_activation(g, t)
            g.pos[t] = POS_FACEUP
            if ei < 0:
                note(g, doll, f"{nm.en}: activation timing incorrect — negated and destroyed",
                     f"「{nm.zh}」发动时点不正确：效果无效并破坏", revealed=g.card_pub(t))
                g.destroy([t], "effect", lk)
            else:
                note(g, doll, f"forces the activation of {nm.en}", f"强制发动「{nm.zh}」",
                     revealed=g.card_pub(t))
                g.log("activate", {"card": t, "code": g.code[t], "name": g.cd(t).name.en,
                                   "player": g.ctrl[t], "link": g.chain.index(lk) + 1,
                                   "card_activation": True, "effect": ei,
                                   "effect_kind": "activate"})
                _to_deck(g, doll)
                become_activation(g, lk, t, g.ctrl[t], ei, cost=True)
                return
    _to_deck(g, doll)


def _to_deck(g: Duel, doll: int) -> None:
    """"shuffle it into the Deck instead of sending it to the Graveyard"."""
    if g.on_field(doll):
        o = g.owner[doll]
        g.move(doll, LOC_DECK, o)
        g.shuffle_deck(o)


def _bait_cond(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return bool(_set_cards(g, p, c))


reg(BAIT_DOLL, Effect(target=(pick(_set_cards, "target_card"),), target_picks=True,
                      operation=(_bait,), category=CAT_DESTROY, condition=_bait_cond))
