"""Cards that act when drawn — face-up cards shuffled into a Deck (issue 15 part 3, session 7,
an engine piece g7-t owns) — and the Goat-pool cards using it: Grave Lure, Pharaoh's Treasure,
Parasite Paracide (and Drill Bug, which puts a Parasite on top of its own Deck).

Texts: neither is flagged "Goat-era version" in goat-pool.csv; today's official texts
(yaml-yugi ``data/57270476.yaml`` Grave Lure, ``data/63571750.yaml`` Pharaoh's Treasure; their
Japanese texts say the same) describe them; our own words in ``pool/goat.csv``:

* Grave Lure — turn the top card of the opponent's Deck face-up, then the opponent shuffles the
  Deck; when the opponent draws that face-up card, it is sent straight to the Graveyard.
* Pharaoh's Treasure — after it resolves it is not sent to the Graveyard: it is shuffled
  face-up into its controller's Deck; when they draw it, it is sent to the Graveyard, then they
  choose 1 other card in their Graveyard and add it to the hand (a mandatory trigger of the
  card in the Graveyard; with no other card there, nothing is added).

* Parasite Paracide (Flip monster) — FLIP: it is shuffled face-up into the opponent's Deck
  (``g.move(c, LOC_DECK, opponent)``: it stays its owner's card); when that player draws it, it
  is Special Summoned in face-up Defense Position on their field and they take 1000 damage;
  while it stays face-up there, their face-up monsters are Insects (the Japanese text there
  binds this to it staying face-up; a ``race`` aspect of the Parasite Summoned this way).
* Drill Bug (Effect monster; its English text is the printed one of Pharaoh's Servant / Dark
  Beginning 1, ``data/88733579.yaml``) — when it inflicts battle damage to the opponent, you
  can take 1 "Parasite Paracide" from your Deck, shuffle, and put it on top of the Deck.

The piece: :func:`put_face_up` marks a card in a Deck as face-up — a public ``card_effect``
event naming it (everyone sees a face-up card) with the card's "life", and the card is revealed
to both seats (determinization keeps it where it is). A ``DRAW_HOOKS`` hook finds a drawn card
whose mark is still valid (it has not moved since, other than the draw: ``life`` + 1) and runs
the handler registered in :data:`ON_DRAWN` for the marking card's passcode. A mark dies with
any other move (searched, milled, banished from the Deck). Checks:
``tests/ygo/test_goat7_t_drawn.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import last, note, pick, reg, tgt, up
from cardtable.ygo.effects.api import Aspect, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import BATTLE_DAMAGE_HOOKS, DRAW_HOOKS, only_for
from cardtable.ygo.shapes import Trigger
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_HAND, LOC_MZONE, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

GRAVE_LURE = 57270476
PHARAOHS_TREASURE = 63571750
PARASITE_PARACIDE = 27911549
DRILL_BUG = 88733579
_INSECT = C.RACE_BY_NAME["Insect"]
_PARASITE_KEY = "parasite_summoned"
EV_DRILL = "drill_bug_damage"
_KEY = "face_up_in_deck"
EV_DRAWN = "drawn_face_up"

#: passcode of the card that turned a Deck card face-up -> ``fn(g, player, drawn)`` run when
#: that card is drawn (the draw hook runs it once, after the card reached the hand)
ON_DRAWN: dict[int, Callable[[Duel, int, int], None]] = {}


def put_face_up(g: Duel, c: int, by: int) -> None:
    """Mark card ``c`` (in a Deck) face-up on behalf of the card with passcode ``by``."""
    nm = g.name(c)
    note(g, c, f"{nm.en} is face-up in the Deck", f"「{nm.zh}」在卡组中表侧表示",
         **{_KEY: {"card": c, "life": g.life[c], "by": by}})
    g.reveal(0, [c])
    g.reveal(1, [c])


def _mark_of(g: Duel, c: int) -> int:
    """The passcode of the card whose face-up mark ``c`` (just drawn) carries, or 0."""
    for kind, pub, _ in reversed(g.elog):
        if kind != "card_effect":
            continue
        m = pub.get(_KEY)
        if m is not None and m["card"] == c:
            return int(m["by"]) if m["life"] + 1 == g.life[c] else 0
    return 0


@only_for({GRAVE_LURE, PHARAOHS_TREASURE, PARASITE_PARACIDE})
def _drawn(g: Duel, p: int, c: int) -> None:
    by = _mark_of(g, c)
    fn = ON_DRAWN.get(by)
    if fn is not None and g.loc[c] == LOC_HAND:
        nm = g.name(c)
        note(g, c, f"{nm.en} was drawn face-up", f"抽到了表侧表示的「{nm.zh}」")
        fn(g, p, c)


DRAW_HOOKS.append(_drawn)


# --- Grave Lure -------------------------------------------------------------------------------


def _lure_op(g: Duel, lk: Link) -> None:
    o = 1 - lk.player
    if not g.deck[o]:
        return
    top = g.deck[o][-1]
    g.shuffle_deck(o)
    put_face_up(g, top, GRAVE_LURE)


def _lured(g: Duel, p: int, c: int) -> None:
    g.send_to_gy([c])


ON_DRAWN[GRAVE_LURE] = _lured
reg(GRAVE_LURE, Effect(operation=(_lure_op,),
                       condition=lambda g, c, p, w: bool(g.deck[1 - p])))


# --- Pharaoh's Treasure -----------------------------------------------------------------------


def _treasure_op(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.life[c] != lk.life or not g.on_field(c):
        return
    g.to_deck([c])
    if g.loc[c] == LOC_DECK:
        put_face_up(g, c, PHARAOHS_TREASURE)


def _treasure_drawn(g: Duel, p: int, c: int) -> None:
    g.send_to_gy([c])
    if g.loc[c] != LOC_GY:
        return
    for ei in g.pool.trig_index(g.code[c]).get(EV_DRAWN, ()):
        g.trig.append(Trigger(c, ei, p, g.stamp, (EV_DRAWN, c)))


def _others_in_gy(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.gy[p] if c != s]


def _to_hand(g: Duel, lk: Link) -> None:
    t = tgt(g, lk)
    if t >= 0 and g.loc[t] == LOC_GY:
        g.to_hand([t])


ON_DRAWN[PHARAOHS_TREASURE] = _treasure_drawn
reg(PHARAOHS_TREASURE,
    Effect(operation=(_treasure_op,)),
    Effect(kind="trigger", event=EV_DRAWN, where=LOC_GY, optional=False,
           condition=lambda g, c, p, w: bool(_others_in_gy(g, p, c)),
           target=(pick(_others_in_gy, "target_card"),), target_picks=True,
           operation=(_to_hand,)))


# --- Parasite Paracide and Drill Bug ----------------------------------------------------------


def _parasite_flip(g: Duel, lk: Link) -> None:
    c, o = lk.card, 1 - lk.player
    if g.life[c] != lk.life or g.loc[c] != LOC_MZONE:
        return
    g.move(c, LOC_DECK, o)
    nm = g.name(c)
    note(g, c, f"{nm.en} is shuffled face-up into the opponent's Deck",
         f"「{nm.zh}」表侧表示洗入对方卡组")
    g.shuffle_deck(o)
    put_face_up(g, c, PARASITE_PARACIDE)


def _parasite_drawn(g: Duel, p: int, c: int) -> None:
    if g.free_mzone(p) < 0 or not g.special_summon(c, p, POS_FU_DEF):
        return
    note(g, c, "Summoned by its own effect", "以自身效果特殊召唤",
         **{_PARASITE_KEY: c, "life": g.life[c]})
    g.damage(p, 1000, src=c)


def _parasite_insects(g: Duel, src: int, c: int) -> int:
    if g.ctrl[c] != g.ctrl[src] or not up(g, c):
        return 0
    for kind, pub, _ in reversed(g.elog):
        if kind == "card_effect" and pub.get(_PARASITE_KEY) == src:
            return _INSECT if pub.get("life") == g.life[src] else 0
    return 0


@only_for({DRILL_BUG})
def _drill_damage(g: Duel, p: int, n: int) -> int:
    b = g.battle
    if n <= 0 or b is None:
        return n
    for m in (b.attacker, b.target):
        if m >= 0 and g.code[m] == DRILL_BUG and g.ctrl[m] == 1 - p \
                and g.loc[m] == LOC_MZONE and up(g, m):
            for ei in g.pool.trig_index(DRILL_BUG).get(EV_DRILL, ()):
                g.trig.append(Trigger(m, ei, g.ctrl[m], g.stamp, (EV_DRILL, m, p, n)))
    return n


def _parasites(g: Duel, p: int, s: int) -> list[int]:
    return [c for c in g.deck[p] if g.code[c] == PARASITE_PARACIDE and g.owner[c] == p]


def _drill_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _parasites(g, lk.player, lk.card), 1, 1, "search")


def _drill_top(g: Duel, lk: Link) -> None:
    got = [c for c in last(lk) if g.loc[c] == LOC_DECK]
    if not got:
        return
    c, p = got[0], lk.player
    g.shuffle_deck(p)
    d = g.deck[p]
    d.remove(c)
    d.append(c)  # the top of the Deck is its end
    note(g, lk.card, "A \"Parasite Paracide\" is put on top of the Deck",
         "把1张「寄生虫 帕拉赛德」放在卡组最上面")


ON_DRAWN[PARASITE_PARACIDE] = _parasite_drawn
BATTLE_DAMAGE_HOOKS.append(_drill_damage)
reg(PARASITE_PARACIDE,
    Effect(kind="flip", optional=False, operation=(_parasite_flip,)),
    Effect(kind="continuous", aspects=(Aspect("race", _parasite_insects),)))
reg(DRILL_BUG, Effect(kind="trigger", event=EV_DRILL, optional=True,
                      condition=lambda g, c, p, w: bool(_parasites(g, p, c)),
                      operation=(_drill_pick, _drill_top)))
