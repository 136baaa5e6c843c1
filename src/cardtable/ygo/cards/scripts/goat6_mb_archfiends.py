"""Goat-pool Archfiend monsters of Dark Crisis (issue 15 part 3, g6-mb, session 6): their two
shared rules as one table, and each card's own line.

:data:`ARCHFIENDS` maps a passcode to its row (:class:`ArchfiendRow`):

* the upkeep: its controller pays ``cost`` LP in each of their own Standby Phases (a mandatory
  trigger; "this is not optional": the payment is made even when it takes the last LP). A
  waiver (Pandemonium's "Archfiend monsters do not pay LP in the Standby Phase", another
  claim's card) appends ``fn(g, player) -> bool`` to :data:`UPKEEP_WAIVERS`;
* the die: when an effect of a card the opponent controls that targets this face-up card
  resolves, its controller rolls a six-sided die (``ops.roll_die``, public); on one of the
  ``hits`` the effect is negated and the opponent's card destroyed (a ``RESOLVE_HOOKS`` hook:
  "when resolving the effect", the 2004 wording; one roll per targeted Archfiend until one
  hits). A negated or face-down Archfiend rolls nothing.

Cards (2004 DCR texts, as Pojo's card-of-the-day reviews quote them): Skull Archfiend of
Lightning (500 LP; 1, 3 or 6), Shadowknight Archfiend (900 LP; 3; the battle damage it
inflicts to the opponent is halved, a ``BATTLE_DAMAGE_HOOKS`` hook, rounded down), Vilepawn
Archfiend (500 LP; 3; while it is face-up, the opponent cannot attack the other face-up
"Archfiend" monsters its controller has, other "Vilepawn Archfiend" excepted — an
``ATTACK_TARGETS`` hook; a face-down monster shows no name and stays a target; the OCG text
of the card, yugioh-wiki), Terrorking Archfiend (800 LP; 2 or 5; it cannot be Normal Summoned
or Flip Summoned unless its player controls a face-up "Archfiend" monster — a Set stays
allowed, the OCG text; the effects of Effect Monsters it destroys by battle are negated, as
Dark Ruler Ha Des's: ``classic_battle.battle_destroyer`` in a ``RESOLVE_HOOKS`` hook).
Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat6_mb_archfiends.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, NamedTuple

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_battle import battle_destroyer
from cardtable.ygo.cards.scripts.classic_lib import active_monster, note, reg
from cardtable.ygo.cards.scripts.goat9_a_dice import DICE_RE_ROLL, Slot, resolve_rolls
from cardtable.ygo.effects import ops
from cardtable.ygo.effects.api import Effect, Link
from cardtable.ygo.effects.hooks import (
    ATTACK_TARGETS,
    BATTLE_DAMAGE_HOOKS,
    RESOLVE_HOOKS,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.state import LOC_MZONE, LOC_ONFIELD, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

SKULL_ARCHFIEND_OF_LIGHTNING = 61370518
SHADOWKNIGHT_ARCHFIEND = 9603356
VILEPAWN_ARCHFIEND = 73219648
TERRORKING_ARCHFIEND = 35975813


class ArchfiendRow(NamedTuple):
    """One Archfiend's upkeep and die numbers."""

    cost: int  # LP paid in each of its controller's Standby Phases
    hits: frozenset[int]  # die results that negate the targeting effect


ARCHFIENDS: dict[int, ArchfiendRow] = {
    SKULL_ARCHFIEND_OF_LIGHTNING: ArchfiendRow(500, frozenset({1, 3, 6})),
    SHADOWKNIGHT_ARCHFIEND: ArchfiendRow(900, frozenset({3})),
    VILEPAWN_ARCHFIEND: ArchfiendRow(500, frozenset({3})),
    TERRORKING_ARCHFIEND: ArchfiendRow(800, frozenset({2, 5})),
}

#: ``fn(g, player) -> bool``: True = ``player``'s Archfiends pay no upkeep now (Pandemonium)
UPKEEP_WAIVERS: list[Callable[[Duel, int], bool]] = []
#: ``fn(g, archfiend, cost)`` after an Archfiend's upkeep was paid (Battle-Scarred)
UPKEEP_PAID: list[Callable[[Duel, int, int], None]] = []


def _own_standby(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    return g.loc[c] == LOC_MZONE and g.tp == g.ctrl[c]


def _upkeep(g: Duel, lk: Link) -> None:
    p = lk.player
    if any(waived(g, p) for waived in UPKEEP_WAIVERS):
        return
    cost = ARCHFIENDS[g.code[lk.card]].cost
    g.pay_lp(p, cost)
    for paid in UPKEEP_PAID:
        paid(g, lk.card, cost)


def _rolling(g: Duel, lk: Link) -> Iterator[tuple[int, ArchfiendRow]]:
    """The targets of resolving link ``lk`` that roll: face-up Archfiends with die results,
    still the targeted cards, effects applying, of the link player's opponent."""
    for t, lf in zip(lk.targets, lk.tlife, strict=True):
        row = ARCHFIENDS.get(g.code[t])
        if row is None or not row.hits or g.life[t] != lf or not active_monster(g, t) \
                or g.ctrl[t] == lk.player:
            continue
        yield t, row


def _die_negates(g: Duel, lk: Link) -> bool:
    """``RESOLVE_HOOKS``: a resolving opponent's effect that targets a face-up Archfiend whose
    effect applies — roll; on a hit, negate it and destroy its card."""
    if not lk.targets:
        return False
    if DICE_RE_ROLL in g.code:  # the rolls may be re-rolled (goat9_a_dice)
        return resolve_rolls(g, lk, [Slot(g.ctrl[t], row.hits, t) for t, row in _rolling(g, lk)])
    for t, row in _rolling(g, lk):
        r = ops.roll_die(g, g.ctrl[t])
        if r in row.hits:
            note(g, t, f"rolled {r}: the effect is negated", f"掷出{r}：效果无效")
            if g.loc[lk.card] & LOC_ONFIELD:
                g.destroy([lk.card], "effect")
            return True
    return False


RESOLVE_HOOKS.append(only_for(ARCHFIENDS)(_die_negates))


@only_for({SHADOWKNIGHT_ARCHFIEND})
def _shadowknight_halves(g: Duel, p: int, n: int) -> int:
    """Battle damage ``n`` to ``p`` inflicted by a face-up Shadowknight Archfiend of the other
    player whose effect applies is halved."""
    b = g.battle
    if n <= 0 or b is None:
        return n
    for m in (b.attacker, b.target):
        if m >= 0 and g.code[m] == SHADOWKNIGHT_ARCHFIEND and g.ctrl[m] != p \
                and active_monster(g, m):
            return n // 2
    return n


BATTLE_DAMAGE_HOOKS.append(_shadowknight_halves)

def archfiend_monster(g: Duel, m: int) -> bool:
    """``m`` is a face-up monster whose name holds "Archfiend"."""
    return bool(g.pos[m] & POS_FACEUP) and "Archfiend" in g.cd(m).name.en


@only_for({VILEPAWN_ARCHFIEND})
def _vilepawn_guards(g: Duel, a: int, targets: list[int]) -> list[int]:
    """``ATTACK_TARGETS``: while the defender controls a face-up Vilepawn Archfiend whose effect
    applies, its other face-up "Archfiend" monsters (not Vilepawns) cannot be attacked."""
    d = 1 - g.ctrl[a]
    if not any(g.code[m] == VILEPAWN_ARCHFIEND and active_monster(g, m) for m in g.monsters(d)):
        return targets
    return [t for t in targets if t < 0 or g.code[t] == VILEPAWN_ARCHFIEND
            or not archfiend_monster(g, t)]


ATTACK_TARGETS.append(_vilepawn_guards)

@only_for({TERRORKING_ARCHFIEND})
def _terrorking_summon(g: Duel, p: int, c: int, how: str) -> bool:
    """``SUMMON_ALLOWED``: Terrorking Archfiend is Normal or Flip Summoned only while its player
    controls a face-up "Archfiend" monster (another card than itself)."""
    if g.code[c] != TERRORKING_ARCHFIEND or how not in ("normal", "flip"):
        return True
    return any(m != c and archfiend_monster(g, m) for m in g.monsters(p))


@only_for({TERRORKING_ARCHFIEND})
def _terrorking_victims(g: Duel, lk: Link) -> bool:
    """``RESOLVE_HOOKS``: the effect of an Effect Monster just destroyed by battle with a
    face-up Terrorking Archfiend whose effect applies is negated."""
    other = battle_destroyer(g, lk)
    if other < 0 or g.code[other] != TERRORKING_ARCHFIEND or not active_monster(g, other):
        return False
    g.log("effect_negated_by", {**g.card_pub(other), "negated": g.card_pub(lk.card)})
    return True


SUMMON_ALLOWED.append(_terrorking_summon)
RESOLVE_HOOKS.append(_terrorking_victims)

def archfiend_effects(code: int, row: ArchfiendRow) -> list[Effect]:
    """Add ``row`` to :data:`ARCHFIENDS` (a later batch's Archfiend) and return its two
    shared effects: the Standby upkeep trigger and, when ``row.hits`` is not empty, the
    die's marker (an empty ``hits`` rolls no die: Darkbishop Archfiend's die is its own)."""
    ARCHFIENDS[code] = row
    only_for({code})(_die_negates)
    out = [Effect(kind="trigger", event="standby", optional=False, condition=_own_standby,
                  operation=(_upkeep,),
                  name=Text(f"准备阶段支付{row.cost}基本分",
                            f"Pay {row.cost} LP in your Standby Phase"))]
    if row.hits:
        hits = ", ".join(str(h) for h in sorted(row.hits))
        out.append(Effect(kind="continuous", name=Text(
            f"被对方的卡的效果指定为对象时掷骰：{hits}则那个效果无效并破坏那张卡",
            f"Targeted by an opponent's card effect: roll a die; on {hits} negate it and "
            "destroy that card")))
    return out


for _code, _row in list(ARCHFIENDS.items()):
    _effects = archfiend_effects(_code, _row)
    if _code == VILEPAWN_ARCHFIEND:
        _effects.append(Effect(kind="continuous", name=Text(
            "对方不能攻击这张卡以外的「恶魔」怪兽（「地狱兵卒恶魔」除外）",
            "Your other \"Archfiend\" monsters cannot be attacked")))
    if _code == TERRORKING_ARCHFIEND:
        _effects.append(Effect(kind="continuous", name=Text(
            "自己场上没有「恶魔」怪兽不能召唤·反转召唤；被它战斗破坏的效果怪兽的效果无效",
            "Summoned only beside an \"Archfiend\"; effects of monsters it destroys by battle "
            "are negated")))
    reg(_code, *_effects)

__all__ = ["ARCHFIENDS", "SHADOWKNIGHT_ARCHFIEND", "SKULL_ARCHFIEND_OF_LIGHTNING",
           "TERRORKING_ARCHFIEND", "UPKEEP_PAID", "UPKEEP_WAIVERS", "VILEPAWN_ARCHFIEND",
           "ArchfiendRow", "archfiend_effects", "archfiend_monster"]
