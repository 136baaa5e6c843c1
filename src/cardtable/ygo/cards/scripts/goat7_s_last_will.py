"""Last Will (issue 15 part 3, session 7, g7-s) — flagged "Goat-era version" in
``goat-pool.csv`` (errata of November 2005, Tournament Pack 7). Its 2005 text, as Pojo's Card
of the Day quoted it on 2003-09-22 (our own words in ``pool/goat.csv``): if a monster of yours
is sent from the field to the Graveyard during the turn you activated it, you can Special
Summon 1 monster with 1500 or less ATK from your Deck (then shuffle); active for that turn only.
The Goat ruling (goatformat.com, "Ruling Notice: Last Will"): the resolved card leaves a
"state" that uses the Chain — the first time a monster is then sent from its owner's side of the
field to the Graveyard, its player may activate it (a new Chain, the opponent may respond) to
Special Summon; declined or not, the state is then spent. Monsters sent before it resolved do
not count (the pre-errata mechanics). Checks in ``tests/ygo/test_goat7_s_last_will.py``.

The state is a public mark (card, player, turn); an event hook on ``left_field`` queues the
card's own optional trigger (``classic_battle.queue_trigger``) and marks the state spent. The
side of the field the monster left is read back from the public log (its last ``control``
event since it arrived, else its owner's side).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts.classic_battle import queue_trigger
from cardtable.ygo.cards.scripts.classic_lib import POS_CHOICES, last, note, reg
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards, ask_option
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_DECK, LOC_GY

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

LAST_WILL = 85602018
WILL_KEY = "last_will_state"
SPENT_KEY = "last_will_spent"
EV_WILL = "goat7_s_last_will"  # queued by the hook below, never raised by the engine
_LEAVES = ("destroy", "to_gy", "to_hand", "to_deck", "banish", "discard")


def _state(g: Duel, lk: Link) -> None:
    note(g, lk.card, "This turn: when a monster of yours goes from the field to the Graveyard",
         "这个回合：自己的怪兽从场上送去墓地时", **{WILL_KEY: [lk.card, lk.player, g.turn]})


def _left_side(g: Duel, c: int) -> int:
    """The player whose side of the field ``c`` just left (read back from the public log)."""
    passed_now = False
    for kind, pub, _ in reversed(g.elog):
        if pub.get("card") != c:
            continue
        if kind in _LEAVES and not passed_now:
            continue  # this very move's entries
        passed_now = True
        if kind == "control":
            return int(pub.get("player", g.owner[c]))
        if kind in _LEAVES:
            break  # an earlier stay on the field
    return g.owner[c]


@only_for({LAST_WILL})
def _watch(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "left_field" or g.loc[c] != LOC_GY or not g.cd(c).is_monster:
        return
    p = g.owner[c]
    states = []
    spent = set()
    for kind, pub, _ in this_turn(g):
        if kind == "card_effect" and WILL_KEY in pub and pub[WILL_KEY][1] == p:
            states.append(int(pub[WILL_KEY][0]))
        if kind == "card_effect" and SPENT_KEY in pub:
            spent.add(int(pub[SPENT_KEY]))
    live = [w for w in states if w not in spent]
    if not live or _left_side(g, c) != p:
        return
    for w in live:
        note(g, w, "Its state is used now", "状态在此使用", **{SPENT_KEY: w})
        queue_trigger(g, w, EV_WILL, (p,))


def _ours(g: Duel, p: int) -> list[int]:
    return [c for c in g.deck[p] if g.cd(c).is_monster and g.cd(c).atk <= 1500
            and g.can_special_summon(c, p)]


def _pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _ours(g, lk.player), 1, 1, "summon_pick")


def _position(g: Duel, lk: Link) -> None:
    lk.data["m"] = list(last(lk))
    if lk.data["m"]:
        ask_option(g, lk, lk.player, POS_CHOICES, "position")


def _summon(g: Duel, lk: Link) -> None:
    got = [c for c in lk.data.get("m", []) if g.loc[c] == LOC_DECK]
    if got and g.can_special_summon(got[0], lk.player):
        g.special_summon(got[0], lk.player, int(lk.picks[-1]))
    g.shuffle_deck(lk.player)


EVENT_HOOKS.append(_watch)
reg(LAST_WILL,
    Effect(operation=(_state,)),
    Effect(kind="trigger", event=EV_WILL, optional=True,
           condition=lambda g, c, p, w: bool(_ours(g, p)),
           operation=(_pick, _position, _summon), category=CAT_SPSUMMON))
