"""Lightforce Sword (issue 15 part 3, session 8, g8-t): a card banished face-down that comes back
after N Standby Phases — the engine piece g8-t owns this session.

Text: not flagged "Goat-era version" in goat-pool.csv (its 2002 print, Pharaoh's Servant
PSV-005); today's official text (yaml-yugi ``data/49587034.yaml``): "Banish 1 random card from
your opponent's hand, face-down. During your opponent's 4th Standby Phase after this card's
activation, return that card to their hand." Our own words in ``pool/goat.csv``. Rulings: the
Goat Netrep ruling (``TheMTtakeover/goat-rulings``, ``goat-indv-rulings/lightforce-sword.md``):
it does not remain on the field for the duration of its effect (a Normal Trap: it goes to the
Graveyard; the return happens anyway); Pyro Clock of Destiny moves its count forward
(``goat-indv-rulings/pyro-clock-of-destiny.md``, ``goat8_t_turn_counts.py``).

The piece — a card banished face-down: ``g.move(c, LOC_BANISHED, pos=POS_FD_DEF)`` with a
``banish_face_down`` event naming it only to its owner (the player whose hand it left knows
it). Face-down banished cards are their owner's to know everywhere a seat looks
(``labels.visible_to``, ``view`` — the banished pile shows ``{"id", "hidden"}`` to the other
seat — ``observe.named_entry``, ``Actions.public_ref``), and ``YgoGame.determinize`` re-deals
the opponent's face-down banished cards with its hand and Deck. The return is a
``PHASE_HOOKS`` hook (``only_for`` Lightforce Sword) reading the public mark ``g8t_lightforce``
(the card id, its "life", its owner) and counting the owner's Standby Phases logged since, plus
Pyro Clock marks: at the owner's Standby Phase where the count reaches 4, the card goes back to
the hand (face-down banished cards are hidden, so the returning card is named only to its
owner). Checks: ``tests/ygo/test_goat8_t_face_down.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_lib import note, reg
from cardtable.ygo.cards.scripts.goat8_t_turn_counts import PYRO_KEY
from cardtable.ygo.effects.api import CAT_BANISH, Effect, Link
from cardtable.ygo.effects.hooks import PHASE_HOOKS, only_for
from cardtable.ygo.state import LOC_BANISHED, LOC_HAND, POS_FD_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

LIGHTFORCE_SWORD = 49587034
LIGHTFORCE_KEY = "g8t_lightforce"
STANDBYS = 4


def banish_face_down(g: Duel, c: int, by: int) -> None:
    """Player ``by`` banishes card ``c`` face-down; only its owner is told which card it is."""
    frm = g.loc[c]
    owner = g.owner[c]
    g.move(c, LOC_BANISHED, owner, pos=POS_FD_DEF)
    g.log("banish_face_down", {"player": by}, {owner: g.card_pub(c)})
    g.raise_event("banished", c, (frm, False))


def _cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(g.hand[1 - p])


def _banish(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if not g.hand[o]:
        return
    c = g.rng.choice(g.hand[o])
    banish_face_down(g, c, lk.player)
    note(g, lk.card, "A random card of the opponent's hand is banished face-down until their "
         f"{STANDBYS}th Standby Phase", f"对方手卡随机1张里侧除外，直到对方第{STANDBYS}次准备阶段",
         **{LIGHTFORCE_KEY: {"card": c, "life": g.life[c], "owner": o}})


reg(LIGHTFORCE_SWORD, Effect(condition=_cond, operation=(_banish,), category=CAT_BANISH))


@only_for({LIGHTFORCE_SWORD})
def _standby(g: Duel, ev: str) -> None:
    """The owner's Standby Phase: each card whose count of the owner's Standby Phases since
    its banishment (with Pyro Clock's advances) reaches 4 goes back to the hand."""
    if ev != "standby":
        return
    el = g.elog
    counts: dict[int, list[Any]] = {}  # log index of a mark -> [mark, count]
    for i, (kind, pub, _) in enumerate(el):
        if kind == "card_effect":
            m = pub.get(LIGHTFORCE_KEY)
            if m is not None and m["owner"] == g.tp:
                counts[i] = [m, 0]
            elif PYRO_KEY in pub:
                for v in counts.values():
                    v[1] += 1
        elif kind == "phase" and pub.get("phase") == "standby" and pub.get("player") == g.tp:
            for v in counts.values():
                v[1] += 1
    for m, n in counts.values():
        c = int(m["card"])
        if n >= STANDBYS and g.loc[c] == LOC_BANISHED and g.life[c] == m["life"]:
            q = g.owner[c]
            g.move(c, LOC_HAND, q)
            g.log("face_down_return", {"player": q}, {q: g.card_pub(c)})


PHASE_HOOKS.append(_standby)
