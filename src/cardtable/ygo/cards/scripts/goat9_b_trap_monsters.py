"""Trap Monsters (issue 15, session 9, g9-b): a Trap Card that Special Summons itself as a monster
and stays a Trap Card — Embodiment of Apophis (Cybernetic Revolution Sneak Peek, SP1-EN003;
pool membership "UNCERTAIN" in goat-pool.csv: it is in the pool file, so it is scripted).

Text (yaml-yugi ``data/28649820.yaml``; our own words in ``pool/goat.csv``): during the Main
Phase, Special Summon this card as a Normal Monster (Reptile-Type, EARTH, Level 4, 1600 ATK,
1800 DEF); it is still a Trap Card too. Rulings: Goat FAQ (TheMTtakeover/goat-rulings
``goat-indv-rulings/embodiment-of-apophis.md``).

The mechanic, for every passcode of :data:`TRAP_MONSTERS` (later pools' Trap Monsters reuse it):

* **Its monster stats are the card row's** (``pool/goat.csv`` gives the Trap row a Level,
  Attribute, Type, ATK and DEF): ``g.atk``/``g.level``/``g.race``… read them while it is a
  monster, and its printed type stays ``Trap|Continuous`` — so anywhere but a Monster Zone it is
  only a Trap Card: sent to the Graveyard, returned to the hand or the Deck "as a Trap Card"
  (FAQ: Monster Reborn cannot revive it, Last Will does not trigger, Morphing Jar #2 does not
  count it, Penguin Soldier returns it as a Trap).
* **It takes up 1 Monster Zone and 1 Spell & Trap Zone** (FAQ): :func:`become_monster` moves it
  to a Monster Zone and writes it back into the Spell & Trap Zone it was activated in, so the
  card is listed in both rows (``g.loc`` is ``LOC_MZONE``). That zone cannot be used, and the
  effects that look at the Spell & Trap Zones see it there: "while Embodiment of Apophis is a
  monster, it is still treated as a Trap Card and can be destroyed by Heavy Storm or Mystical
  Space Typhoon" (FAQ), Giant Trunade returns it (FAQ). The held zone is released when the card
  leaves the field (an ``EVENT_HOOKS`` watcher of ``left_field``) and follows a control change
  to a free Spell & Trap Zone of the new controller.
* **Back to a Trap Card** (a ``STATE_CHECKS`` hook): turned face-down (Book of Moon), it goes
  back face-down to the Spell & Trap Zone it holds, Set this turn (FAQ: "vertically ... You
  cannot activate Embodiment of Apophis that same turn"); while a card that negates Trap effects
  is face-up (Jinzo, Royal Decree: ``goat8_s_trap_negators.TRAP_NEGATORS``) it goes back
  face-up to that zone, where it "remains on the field meaninglessly (even if Jinzo leaves play
  later)" (FAQ). Its Equip Cards are destroyed as it stops being a monster.

Not built (docs/cards-goat.md, "g9-b"): "considered a Normal Monster" (its printed type has no
Normal bit: Delta Attacker, Ceasefire's count); taking control of it needs a free Spell & Trap
Zone (not enforced: with none, the held zone is dropped); Jinzo flipped face-up by its attack
(it reverts at the next state check, not in the Damage Step); Dimensionhole's and
Interdimensional Matter Transporter's return as a Trap; Last Turn, Relinquished, Magical Hats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_lib import POS_CHOICES, note
from cardtable.ygo.cards.scripts.goat8_s_trap_negators import trap_negator
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_option, register
from cardtable.ygo.effects.hooks import EVENT_HOOKS, STATE_CHECKS, only_for
from cardtable.ygo.state import (
    LOC_MZONE,
    LOC_SZONE,
    PH_MAIN1,
    PH_MAIN2,
    POS_FACEUP,
    POS_FD_DEF,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

EMBODIMENT_OF_APOPHIS = 28649820
#: the Trap Cards that become monsters by this mechanic (passcodes)
TRAP_MONSTERS: set[int] = {EMBODIMENT_OF_APOPHIS}


def is_trap_monster(g: Duel, c: int) -> bool:
    """``c`` is a Trap Monster now: a :data:`TRAP_MONSTERS` card in a Monster Zone."""
    return g.loc[c] == LOC_MZONE and g.code[c] in TRAP_MONSTERS


def held_zone(g: Duel, c: int) -> int:
    """The Spell & Trap Zone (index) of its controller that Trap Monster ``c`` holds, -1 if
    none."""
    row = g.sz[g.ctrl[c]]
    return row.index(c) if c in row else -1


def _release(g: Duel, c: int, p: int) -> None:
    row = g.sz[p]
    for z in range(len(row)):
        if row[z] == c:
            row[z] = -1


def become_monster(g: Duel, lk: Link, pos: int) -> bool:
    """The resolving link's Trap Card Special Summons itself from its Spell & Trap Zone to a
    Monster Zone of its controller in ``pos``, holding that Spell & Trap Zone."""
    c = lk.card
    if g.life[c] != lk.life or g.loc[c] != LOC_SZONE:
        return False
    p = g.ctrl[c]
    z = g.seq[c]
    if g.free_mzone(p) < 0 or not g.special_summon(c, p, pos):
        return False
    g.sz[p][z] = c  # "it takes up 1 Monster Card Zone and 1 Spell & Trap Card Zone" (FAQ)
    return True


def revert(g: Duel, c: int, face_up: bool) -> None:
    """Trap Monster ``c`` is a Trap Card again: back to the Spell & Trap Zone it holds (face-up,
    its effect spent; or face-down, Set this turn). With no zone to go to it is sent to the
    Graveyard."""
    p = g.ctrl[c]
    z = held_zone(g, c)
    if z < 0:
        z = g.free_szone(p)
    if z < 0:
        g.send_to_gy([c], "rule")
        return
    g.move(c, LOC_SZONE, p, POS_FACEUP if face_up else POS_FD_DEF, seq=z)
    note(g, c, "Back to the Spell & Trap Zone as a Trap Card", "作为陷阱卡回到魔法与陷阱区域")


def _traps_negated(g: Duel) -> bool:
    for q in (0, 1):
        for x in (*g.mz[q], *g.sz[q]):
            if x >= 0 and trap_negator(g, x):
                return True
    return False


@only_for(TRAP_MONSTERS)
def _check(g: Duel) -> None:
    """State check: a face-down Trap Monster, or one while Trap effects are negated, is a Trap
    Card again (FAQ: Book of Moon; Jinzo and Royal Decree)."""
    for p in (0, 1):
        for c in g.mz[p]:
            if c < 0 or g.code[c] not in TRAP_MONSTERS:
                continue
            if not g.pos[c] & POS_FACEUP:
                revert(g, c, face_up=False)
            elif _traps_negated(g):
                revert(g, c, face_up=True)


@only_for(TRAP_MONSTERS)
def _zones(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """Keep the held Spell & Trap Zone with the card: released when it leaves the field, moved
    to the new controller's row when control changes."""
    if g.code[c] not in TRAP_MONSTERS:
        return
    if ev == "left_field" and data and data[0] == LOC_MZONE:
        _release(g, c, int(data[1]))
    elif ev == "control_changed" and g.loc[c] == LOC_MZONE and len(data) >= 2:
        old, new = int(data[0]), int(data[1])
        if c in g.sz[old]:
            _release(g, c, old)
            z = g.free_szone(new)
            if z >= 0:
                g.sz[new][z] = c


STATE_CHECKS.append(_check)
EVENT_HOOKS.append(_zones)


# --- Embodiment of Apophis -------------------------------------------------------------------


def _apophis_ok(g: Duel, c: int, p: int, w: tuple[Any, ...]) -> bool:
    """"During the Main Phase" (either player's: FAQ), with a free Monster Zone (FAQ: "If your
    Monster Card Zones are all full you cannot activate Embodiment of Apophis")."""
    return (g.phase == PH_MAIN1 or g.phase == PH_MAIN2) and g.free_mzone(p) >= 0


def _ask_position(g: Duel, lk: Link) -> None:
    ask_option(g, lk, lk.player, POS_CHOICES, "position", kind="position")


def _become(g: Duel, lk: Link) -> None:
    become_monster(g, lk, int(lk.picks[-1]) if lk.picks else POS_CHOICES[0][0])


register(EMBODIMENT_OF_APOPHIS, Effect(
    kind="activate", condition=_apophis_ok, operation=(_ask_position, _become),
    category=CAT_SPSUMMON,
    name=Text("作为通常怪兽特殊召唤", "Special Summon this card as a Normal Monster")))
