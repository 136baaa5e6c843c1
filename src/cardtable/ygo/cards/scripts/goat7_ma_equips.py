"""Equip Cards taken, a monster that becomes an Equip Card, "when an Equip Card is equipped to
this card" (issue 15 part 3, g7-ma). The engine raises ``equipped`` on the monster (data
``(equip card,)``) wherever an Equip Card is attached — an Equip Spell/Trap resolving
(``rules/chain.py``), a monster equipped as a card (``classic_equip_monsters.equip_monster``,
``seed_equip_monsters.equip_monster_card``), an Equip Spell from the Graveyard
(``goat6_mb_summons.equip_from_graveyard``), an equip moved (Tailor of the Fickle) — and this
module's two cards.

* Brain Jacker (FET-034; not flagged in ``goat-pool.csv``: official text, yaml-yugi
  ``data/40267580.yaml``): "FLIP: Equip this card to a monster on your opponent's side of the
  field and treat it as an Equip Card. Take control of the equipped monster. Your opponent
  gains 500 Life Points during each of their Standby Phases." The Japanese text selects no
  target (装備する, no 選択): the monster — face-up, an Equip Card equips a face-up monster —
  is chosen as the Flip effect resolves. The card moves face-up to its controller's Spell &
  Trap Zone linked to the monster (``classic_lib.link_cards``, as Snatch Steal), then control
  is taken. When Brain Jacker leaves the field the monster goes back to its owner at once (an
  ``EVENT_HOOKS`` watcher on ``left_field``: the control lasted only while equipped; no chain
  link, unlike Snatch Steal's older script). With no free Spell & Trap Zone nothing happens.
* Cyber Raider (DCR-011; official text, yaml-yugi ``data/39978267.yaml``): "If this card is
  Summoned: activate 1 of these effects. Target 1 Equip Card on the field; destroy it. / Target
  1 Equip Card on the field; equip it to this card." (Normal, Flip or Special Summon: the
  Japanese text; the Equip Card must be equipped to a monster.) A mandatory trigger, the mode
  chosen at activation (the equip mode only while some Equip Card could legally equip this
  card: its ``equip_limit`` — our reading). The equip card keeps its controller and zone: the
  text gives no control of it, as Tailor of the Fickle moves an equip without taking it.
* Gearfried the Swordmaster (FET-022; text of the period quoted by Pojo's card of the day of
  9 March 2005: "This card cannot be Normal Summoned or Set. This card cannot be Special
  Summoned except by the effect of "Release Restraint". When this card is equipped with an
  Equip Card, destroy 1 monster on your opponent's side of the field"): a mandatory trigger on
  ``equipped``, targeting (goatrulings.com, Gearfried the Swordmaster: "This is a targeting
  effect that targets 1 monster"; it activates for an Equip Trap too; its "opponent" is that of
  its controller when the effect activates). The Special Summon through Release Restraint is
  that card's script; this card's pool type carries the "special summon only" bit.

* Gearfried the Iron Knight (PSV-101; flagged "Goat-era version"): "when an Equip Card is
  equipped to this card, destroy that Equip Card". Its Goat behaviour: a **continuous** effect
  that destroys the Equip Card at once, no chain link (yugioh.wikia "Card Rulings: Gearfried
  the Iron Knight": with Morale Boost active, Butterfly Dagger - Elma equipped to it gives the
  LP, is destroyed by Gearfried's effect, then the damage — "this ruling could only be the case
  if it was a Continuous Effect", the later errata making it a Trigger Effect); an Equip Trap
  too (Pojo's card of the day of 9 March 2005: Blast with Chain "already do[es] well with the
  Iron Knight"). An ``EVENT_HOOKS`` watcher on ``equipped`` while it is face-up and not
  negated.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_equips.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import (
    active_monster,
    card_ok,
    keep_mode,
    link_cards,
    linked_monster,
    live_targets,
    mons,
    pick,
    reg,
    take_control,
    up,
)
from cardtable.ygo.cards.scripts.goat6_mb_summons import equip_fits
from cardtable.ygo.effects.api import (
    CAT_DESTROY,
    CAT_EQUIP,
    CAT_RECOVER,
    Effect,
    Link,
    ask_cards,
    ask_option,
)
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import F_ACTIVE, LOC_MZONE, LOC_SZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

BRAIN_JACKER = 40267580
CYBER_RAIDER = 39978267
GEARFRIED_SWORDMASTER = 57046845

# --- Brain Jacker ------------------------------------------------------------------------------


def _opp_face_up(g: Duel, p: int) -> list[int]:
    return [m for m in g.mz[1 - p] if m >= 0 and g.pos[m] & POS_FACEUP]


def _jacker_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _opp_face_up(g, lk.player), 1, 1, "choose")


def _jacker_equip(g: Duel, lk: Link) -> None:
    e, p = lk.card, lk.player
    got = [m for m in (lk.picks[-1] if lk.picks else ()) if g.loc[m] == LOC_MZONE
           and g.pos[m] & POS_FACEUP and g.ctrl[m] != p]
    if not got or not card_ok(g, lk) or g.loc[e] != LOC_MZONE or g.free_szone(p) < 0:
        return
    equip_and_take(g, e, got[0], p)


def equip_and_take(g: Duel, e: int, m: int, p: int) -> None:
    """Monster card ``e`` becomes an Equip Card face-up in ``p``'s Spell & Trap Zone, linked
    to monster ``m`` (``classic_lib.link_cards``), and ``p`` takes control of ``m`` (Brain
    Jacker, Dark Necrofear; the control ends when ``e`` leaves: :data:`EQUIP_TAKERS`)."""
    g.move(e, LOC_SZONE, p, POS_FACEUP)
    g.flags[e] |= F_ACTIVE
    take_control(g, m, p)
    link_cards(g, e, m)
    g.log("equip", {**g.card_pub(e), "to": g.card_pub(m)})
    g.raise_event("equipped", m, (e,))


#: monster cards that hold an opponent's monster while equipped to it (Brain Jacker; Dark
#: Necrofear adds itself with :func:`add_equip_taker`): the control ends when they leave
EQUIP_TAKERS: set[int] = {BRAIN_JACKER}


@only_for({BRAIN_JACKER})
def _jacker_left(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A card of :data:`EQUIP_TAKERS` left the field: the monster it held goes back to its
    owner."""
    if ev != "left_field" or g.code[c] not in EQUIP_TAKERS:
        return
    m = linked_monster(g, c)
    if m >= 0 and g.ctrl[m] != g.owner[m]:
        g.equip[m] = -1
        take_control(g, m, g.owner[m])


def _jacker_standby(g: Duel, c: int, p: int, w: W) -> bool:
    return (g.tp != p and g.loc[c] == LOC_SZONE and g.pos[c] & POS_FACEUP != 0
            and g.equip[c] >= 0 and linked_monster(g, c) >= 0)


def _jacker_heal(g: Duel, lk: Link) -> None:
    g.recover(1 - lk.player, 500)


EVENT_HOOKS.append(_jacker_left)


def add_equip_taker(code: int) -> None:
    """``code`` holds the monster it is equipped to (its control returns when it leaves)."""
    EQUIP_TAKERS.add(code)
    only_for({code})(_jacker_left)

reg(BRAIN_JACKER,
    Effect(kind="flip", optional=False, operation=(_jacker_pick, _jacker_equip),
           category=CAT_EQUIP),
    Effect(kind="trigger", event="standby", optional=False, where=LOC_SZONE,
           condition=_jacker_standby, operation=(_jacker_heal,), category=CAT_RECOVER,
           name=Text("对方回复500基本分", "Your opponent gains 500 Life Points")))

# --- Cyber Raider ------------------------------------------------------------------------------

_DESTROY, _TAKE = 0, 1
_MODES = ((_DESTROY, Text("破坏场上1张装备卡", "Destroy 1 Equip Card on the field")),
          (_TAKE, Text("把场上1张装备卡给这张卡装备", "Equip 1 Equip Card on the field to this "
                       "card")))


def _equip_cards(g: Duel) -> list[int]:
    """Every Equip Card on the field equipped to a monster (Equip Spells/Traps, monsters
    equipped as cards)."""
    return [e for q in (0, 1) for e in g.sz[q] if e >= 0 and g.pos[e] & POS_FACEUP
            and g.equip[e] >= 0 and g.loc[g.equip[e]] == LOC_MZONE]


def _takeable(g: Duel, raider: int) -> list[int]:
    return [e for e in _equip_cards(g) if g.equip[e] != raider and equip_fits(g, e, raider)]


def _raider_modes(g: Duel, c: int) -> list[tuple[int, Text]]:
    out = []
    if _equip_cards(g):
        out.append(_MODES[0])
    if g.loc[c] == LOC_MZONE and up(g, c) and _takeable(g, c):
        out.append(_MODES[1])
    return out


def _raider_mode(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, _raider_modes(g, lk.card), "choose")


def _raider_target(g: Duel, lk: Link) -> None:
    c = lk.card
    cands = _takeable(g, c) if lk.data.get("mode") == _TAKE else _equip_cards(g)
    ask_cards(g, lk, lk.player, cands, 1, 1, "target_spell_trap")


def _raider_resolve(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_SZONE and g.equip[t] >= 0]
    if not ts:
        return
    e, c = ts[0], lk.card
    if lk.data.get("mode") != _TAKE:
        g.destroy([e], "effect", by=lk)
        return
    if card_ok(g, lk) and g.loc[c] == LOC_MZONE and up(g, c) and equip_fits(g, e, c):
        g.equip[e] = c
        g.log("equip", {**g.card_pub(e), "to": g.card_pub(c)})
        g.raise_event("equipped", c, (e,))


reg(CYBER_RAIDER, Effect(
    kind="trigger", event="summoned", optional=False,
    condition=lambda g, c, p, w: bool(_raider_modes(g, c)),
    cost=(_raider_mode, keep_mode), target=(_raider_target,), target_picks=True,
    operation=(_raider_resolve,), category=CAT_DESTROY | CAT_EQUIP,
    name=Text("破坏或夺取1张装备卡", "Destroy or take 1 Equip Card")))

# --- Gearfried the Swordmaster -------------------------------------------------------------------

_opp_monsters = mons("opp")


def _destroy_target(g: Duel, lk: Link) -> None:
    ts = [t for t in live_targets(g, lk) if g.loc[t] == LOC_MZONE]
    if ts:
        g.destroy(ts, "effect", by=lk)


reg(GEARFRIED_SWORDMASTER, Effect(
    kind="trigger", event="equipped", optional=False,
    condition=lambda g, c, p, w: g.loc[c] == LOC_MZONE and up(g, c)
    and bool(_opp_monsters(g, p, c)),
    target=(pick(_opp_monsters, "target_monster"),), target_picks=True,
    operation=(_destroy_target,), category=CAT_DESTROY,
    name=Text("破坏对方1只怪兽", "Destroy 1 monster your opponent controls")))

# --- Gearfried the Iron Knight -------------------------------------------------------------------

GEARFRIED_IRON_KNIGHT = 423705


@only_for({GEARFRIED_IRON_KNIGHT})
def _iron_knight(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """An Equip Card was just equipped to a face-up Iron Knight: destroyed at once."""
    if ev != "equipped" or g.code[c] != GEARFRIED_IRON_KNIGHT or not data \
            or not active_monster(g, c):
        return
    e = int(data[0])
    if g.loc[e] == LOC_SZONE and g.equip[e] == c:
        g.destroy([e], "effect")


EVENT_HOOKS.append(_iron_knight)
reg(GEARFRIED_IRON_KNIGHT, Effect(kind="continuous", name=Text(
    "装备给这张卡的装备卡破坏", "An Equip Card equipped to this card is destroyed")))

__all__ = ["BRAIN_JACKER", "CYBER_RAIDER", "EQUIP_TAKERS", "GEARFRIED_IRON_KNIGHT",
           "GEARFRIED_SWORDMASTER", "add_equip_taker", "equip_and_take"]
