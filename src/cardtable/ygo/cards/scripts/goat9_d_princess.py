"""Insect Princess (IOC-080, March 2004; issue 15, g9-d, session 9) — flagged "Goat-era version"
in ``goat-pool.csv``.

Text (our own words in ``pool/goat.csv``; the OCG text of the time kept by yaml-yugi
``data/37957847.yaml``, "ja"): while this card is face-up on the field, every face-up
Insect-Type monster your opponent controls is in Attack Position; each time this card destroys
an Insect-Type monster by battle, it gains 500 ATK. No English IOC text of 2004 was found; the
FAQ below reads the card the same way.

The Goat format's Individual Card FAQ (``TheMTtakeover/goat-rulings``,
``goat-indv-rulings/insect-princess.md``; the same on edisonrul.ing's historical page):

1. a face-down Insect-Type monster of the opponent attacked is flipped face-up and changed to
   Attack Position before damage calculation;
2. the opponent may change the battle position of his Insect-Type monsters once in his turn,
   but it goes back to Attack Position at once;
3. Insect Princess and a Defense Position Crass Clown made Insect-Type by DNA Surgery on your
   side: your opponent takes control of the Clown (Change of Heart) — it is changed to Attack
   Position and its effect activates;
4. she gains 500 ATK for destroying an Insect-Type Monster Token.

How: the position part as Final Attack Orders' (``goat6_t_position_locks.py``): an
``EVENT_HOOKS`` hook changes an opponent's face-up Defense Position Insect to face-up Attack
Position as soon as it is flipped, summoned, changed or taken (rulings 1–3: a real position
change, so "when changed from Defense to Attack Position" triggers such as Crass Clown's
activate), and a ``STATE_CHECKS`` hook catches the rest (a Princess arriving, DNA Surgery
resolving). Manual changes are not barred (ruling 2). The gain as Firebird's
(``goat9_d_gains.py``): a ``DESTROY_SUBSTITUTES`` hook notes, before the cards move, an
Insect-Type monster (its Type on the field, tokens included) a Princess destroys by battle; her
mandatory trigger on that ``battle_destroyed`` event gives 500 ATK for as long as she stays
face-up. EDOPro's Goat note on this card says only "activation timing"; our trigger waits, as
every battle trigger here, for the end of the Damage Step. Checks:
``tests/ygo/test_goat9_d_princess.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, note, reg, up
from cardtable.ygo.cards.scripts.goat9_d_gains import INSECT_PRINCESS, gain_500, noted
from cardtable.ygo.effects.api import CAT_ATKCHANGE, Effect
from cardtable.ygo.effects.hooks import DESTROY_SUBSTITUTES, EVENT_HOOKS, STATE_CHECKS, only_for
from cardtable.ygo.state import LOC_MZONE, POS_FU_ATK, POS_FU_DEF

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

INSECT = C.RACE_BY_NAME["Insect"]
#: public mark before a battle destruction: the Princess that destroys this Insect
KILL = "goat9_d_princess_kill"
_MOVES = ("flipped", "summoned", "position_changed", "control_changed")


def _princess_sides(g: Duel) -> int:
    """Bit ``1 << p`` set when player ``p`` controls a face-up Insect Princess whose effects
    apply."""
    sides = 0
    for p in (0, 1):
        if any(m >= 0 and g.code[m] == INSECT_PRINCESS and active_monster(g, m)
               for m in g.mz[p]):
            sides |= 1 << p
    return sides


def _to_attack(g: Duel, m: int, sides: int) -> None:
    """An opponent's face-up Defense Position Insect goes to face-up Attack Position."""
    if g.loc[m] == LOC_MZONE and g.pos[m] == POS_FU_DEF and sides & (1 << (1 - g.ctrl[m])) \
            and g.race(m) & INSECT:
        g.change_position(m, POS_FU_ATK)


def _all_to_attack(g: Duel) -> None:
    sides = _princess_sides(g)
    if sides:
        for q in (0, 1):
            if sides & (1 << (1 - q)):
                for m in g.mz[q]:
                    if m >= 0:
                        _to_attack(g, m, sides)


@only_for({INSECT_PRINCESS})
def _after_move(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """``EVENT_HOOKS``: a monster flipped, summoned, changed or taken; a Princess arriving or
    changing sides applies to every opponent's monster at once."""
    if ev not in _MOVES or g.loc[c] != LOC_MZONE:
        return
    if g.code[c] == INSECT_PRINCESS:
        _all_to_attack(g)
    elif g.pos[c] == POS_FU_DEF:
        sides = _princess_sides(g)
        if sides:
            _to_attack(g, c, sides)


@only_for({INSECT_PRINCESS})
def _check(g: Duel) -> None:
    """``STATE_CHECKS``: DNA Surgery resolving, a negation ending, a Princess Special Summoned
    during a chain — every opponent's face-up Defense Position Insect to Attack Position."""
    _all_to_attack(g)


@only_for({INSECT_PRINCESS})
def _note_insect_kill(g: Duel, cs: list[int], reason: str) -> list[int]:
    """``DESTROY_SUBSTITUTES`` (nothing replaced): the Insect-Type monster a face-up Princess
    destroys by battle, its Type read on the field."""
    b = g.battle
    if reason != "battle" or b is None or b.target < 0:
        return cs
    for s, v in ((b.attacker, b.target), (b.target, b.attacker)):
        if g.code[s] == INSECT_PRINCESS and up(g, s) and v in cs and g.loc[v] == LOC_MZONE \
                and g.race(v) & INSECT:
            note(g, v, "destroyed by battle with Insect Princess", "被昆虫公主战斗破坏",
                 **{KILL: s, "life": g.life[v]})
    return cs


def _killed_insect(g: Duel, c: int, p: int, w: W) -> bool:
    """The event ``("battle_destroyed", v)``: this Princess, face-up on the field, destroyed the
    Insect ``v``."""
    return len(w) > 1 and g.loc[c] == LOC_MZONE and up(g, c) \
        and noted(g, int(w[1]), KILL) == c


EVENT_HOOKS.append(_after_move)
STATE_CHECKS.append(_check)
DESTROY_SUBSTITUTES.append(_note_insect_kill)
reg(INSECT_PRINCESS,
    Effect(kind="continuous",
           name=Text("对方场上表侧表示的昆虫族怪兽全部变成攻击表示",
                     "Your opponent's face-up Insect-Type monsters are in Attack Position")),
    Effect(kind="trigger", event="battle_destroyed", scope="any", optional=False,
           condition=_killed_insect, operation=(gain_500,), category=CAT_ATKCHANGE,
           name=Text("战斗破坏昆虫族怪兽：攻击力上升500",
                     "Destroys an Insect-Type monster by battle: +500 ATK")))

__all__ = ["INSECT_PRINCESS"]
