"""Firebird (FET-EN032, March 2005; issue 15, g9-d, session 9) — flagged "Goat-era version" in
``goat-pool.csv`` — and the "gains 500 ATK while face-up" step it shares with Insect Princess
(``goat9_d_princess.py``).

Text (the FET wording, still the English text yaml-yugi ``data/87473172.yaml`` keeps; our own
words in ``pool/goat.csv``): each time one or more Winged Beast-Type monsters on your side of
the field are destroyed, this card gains 500 ATK.

The Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/firebird.md``; the same rulings on edisonrul.ing's historical page):

1. a Trigger Effect activated when 1 or more Winged Beast-Type monsters on its controller's
   side are destroyed; destroyed by battle, it activates at the end of the Damage Step;
2. it can be chained to (Divine Wrath negates it);
3. 2 or more destroyed at the same time: only 500;
4. Winged Beast-Type tokens count; so do monsters made Winged Beast-Type by DNA Surgery (the
   Type they had on the field);
5. face-down Winged Beast-Type monsters destroyed (by a card effect) do not count;
6. the gain lasts as long as Firebird stays face-up on the field.

How (as Mokey Mokey Smackdown's, ``goat8_mb_smackdown.py``): a ``DESTROY_SUBSTITUTES`` hook that
replaces nothing notes, before the cards move, the first face-up Winged Beast-Type monster of a
destruction that takes one from the side of a player with a face-up Firebird (its Type read on
the field: DNA Surgery applies; tokens included); Firebird's mandatory trigger (``scope="any"``
on ``destroyed``) answers that noted monster only, so one destruction gives 500 once (ruling 3).
The gain is a lasting buff plus a public ``goat9_d_gain`` mark; an ``EVENT_HOOKS`` hook drops
the marked gains when the monster is turned face-down (ruling 6: flipped back up it has its
original ATK). EDOPro's Goat note ("battle destroyed registers while the monster is on field")
says the same as rulings 1 and 4. Checks: ``tests/ygo/test_goat9_d_gains.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import card_ok, note, reg, up
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect, Link
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, EVENT_HOOKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FACEDOWN

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

FIREBIRD = 87473172
INSECT_PRINCESS = 37957847
WINGED_BEAST = C.RACE_BY_NAME["Winged Beast"]
#: the gain each time: 500 ATK
GAIN = 500
#: public mark of one gain: [card, its life stamp]
GAIN_KEY = "goat9_d_gain"
#: public mark before a destruction: the player whose Firebirds answer this monster
FELL = "goat9_d_winged_beast"
#: how far back (event log entries) a trigger looks for the mark of its destroyed monster
LOOKBACK = 200


def gain_500(g: Duel, lk: Link) -> None:
    """Operation step: the link's own monster, still face-up on the field, gains 500 ATK for as
    long as it stays face-up there (a public mark lets the face-down hook drop it)."""
    c = lk.card
    if card_ok(g, lk) and g.loc[c] == LOC_MZONE and up(g, c):
        g.add_buff(c, GAIN, 0, until_end=False, src=c)
        note(g, c, "gains 500 ATK while it stays face-up", "只要表侧表示存在，攻击力上升500",
             **{GAIN_KEY: [c, g.life[c]]})


def noted(g: Duel, v: int, key: str) -> Any:
    """The value of the latest public mark ``key`` on monster ``v`` made during its last stay on
    the field (it left once since: ``life`` one less), else None."""
    el = g.elog
    for i in range(len(el) - 1, max(len(el) - LOOKBACK, -1), -1):
        kind, pub, _ = el[i]
        if kind == "card_effect" and key in pub and pub.get("card") == v:
            return pub[key] if pub.get("life") == g.life[v] - 1 else None
    return None


@only_for({FIREBIRD, INSECT_PRINCESS})
def _drop_gains(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a Firebird or Insect Princess turned face-down loses its gains."""
    if ev != "position_changed" or g.code[c] not in (FIREBIRD, INSECT_PRINCESS) \
            or len(data) < 2 or not int(data[1]) & POS_FACEDOWN:
        return
    mark = [c, g.life[c]]
    n = sum(1 for kind, pub, _ in g.elog if kind == "card_effect" and pub.get(GAIN_KEY) == mark)
    gain = (c, g.life[c], GAIN, 0, -1)
    for _ in range(n):
        if gain not in g.buffs:
            break
        g.buffs.remove(gain)


def _firebirds_up(g: Duel, p: int) -> bool:
    return any(m >= 0 and g.code[m] == FIREBIRD and up(g, m) for m in g.mz[p])


@only_for({FIREBIRD})
def _note_winged_beasts(g: Duel, cs: list[int], reason: str) -> list[int]:
    """``DESTROY_SUBSTITUTES`` (nothing replaced): the first face-up Winged Beast-Type monster a
    destruction takes from a side with a face-up Firebird."""
    for p in (0, 1):
        if not _firebirds_up(g, p):
            continue
        for c in cs:
            if g.loc[c] == LOC_MZONE and g.ctrl[c] == p and up(g, c) \
                    and g.race(c) & WINGED_BEAST:
                note(g, c, "a face-up Winged Beast-Type monster is destroyed beside a Firebird",
                     "火炎鸟在场时表侧表示的鸟兽族怪兽被破坏", **{FELL: p, "life": g.life[c]})
                break
    return cs


def _winged_beast_fell(g: Duel, c: int, p: int, w: W) -> bool:
    """The event ``("destroyed", v, reason)``: ``v`` is the noted monster of ``p``'s side, and
    this Firebird is face-up on the field."""
    return len(w) > 1 and g.loc[c] == LOC_MZONE and up(g, c) \
        and noted(g, int(w[1]), FELL) == p


DESTROY_SUBSTITUTES.append(_note_winged_beasts)
EVENT_HOOKS.append(_drop_gains)
reg(FIREBIRD, Effect(
    kind="trigger", event="destroyed", scope="any", optional=False,
    condition=_winged_beast_fell, operation=(gain_500,), category=CAT_ATKCHANGE,
    name=Text("自己场上的鸟兽族怪兽被破坏：攻击力上升500",
              "A Winged Beast-Type monster of yours destroyed: +500 ATK")))

__all__ = ["FIREBIRD", "GAIN", "gain_500", "noted"]
