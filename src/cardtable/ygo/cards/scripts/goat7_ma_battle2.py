"""Grave Protector and Electric Lizard (issue 15 part 3, g7-ma). Neither is flagged "Goat-era
version" in ``goat-pool.csv``; each follows its official text (yaml-yugi ``data/11448373.yaml``,
``data/55875323.yaml``):

* Grave Protector (AST-077): "Any monster destroyed by battle is shuffled into the Deck instead
  of going to the Graveyard" (the Japanese text: while this card is face-up on the field; its
  owner's Deck, then shuffled). A ``DESTINATION_HOOKS`` answer (``LOC_DECK``) while a face-up
  Grave Protector applies — itself included when it is destroyed in that battle: it is still on
  the field when the destination is decided —, a public mark, and an ``EVENT_HOOKS`` watcher
  that shuffles the owner's Deck once the marked card is there.
* Electric Lizard (MRD-048): "A non Zombie-Type monster attacking "Electric Lizard" cannot
  attack on its following turn" (the German text: in the next turn of the player who controls
  it; the Japanese text: it cannot declare an attack in the next turn). After the damage
  calculation of an attack on a face-up Lizard (a ``BATTLE_END_HOOKS`` watcher), the attacker
  gets a public mark (the card, its ``g.life`` stamp and the turn it is locked: two turns on,
  its controller's next turn); an ``ATTACK_ALLOWED`` hook refuses its attack declarations in
  that turn while it is the same card.

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_battle2.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import active_monster, last_battle, note, reg
from cardtable.ygo.effects.api import Effect
from cardtable.ygo.effects.hooks import (
    ATTACK_ALLOWED,
    BATTLE_END_HOOKS,
    DESTINATION_HOOKS,
    EVENT_HOOKS,
    only_for,
)
from cardtable.ygo.state import LOC_DECK, LOC_MZONE, POS_FACEUP

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

GRAVE_PROTECTOR = 11448373
ELECTRIC_LIZARD = 55875323
ZOMBIE = C.RACE_BY_NAME["Zombie"]
_SHUFFLE = "shuffled_into_deck_instead"
_LOCK = "cannot_attack_in_turn"

# --- Grave Protector ---------------------------------------------------------------------------


def protector_applies(g: Duel) -> bool:
    """A face-up Grave Protector with its effects applying is on the field."""
    return any(m >= 0 and g.code[m] == GRAVE_PROTECTOR and active_monster(g, m)
               for q in (0, 1) for m in g.mz[q])


@only_for({GRAVE_PROTECTOR})
def _to_deck_instead(g: Duel, c: int, reason: str) -> int:
    if reason != "battle" or not g.cd(c).is_monster or g.cd(c).is_extra \
            or not protector_applies(g):
        return 0
    note(g, c, "Shuffled into the Deck instead of going to the Graveyard",
         "不去墓地而回到卡组洗切", **{_SHUFFLE: [c, g.life[c] + 1]})
    return LOC_DECK


@only_for({GRAVE_PROTECTOR})
def _shuffle_after(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "destroyed" or g.loc[c] != LOC_DECK:
        return
    mark = [c, g.life[c]]
    if any(kind == "card_effect" and pub.get(_SHUFFLE) == mark
           for kind, pub, _ in reversed(g.elog[-40:])):
        g.shuffle_deck(g.owner[c])


DESTINATION_HOOKS.append(_to_deck_instead)
EVENT_HOOKS.append(_shuffle_after)
reg(GRAVE_PROTECTOR, Effect(kind="continuous", name=Text(
    "被战斗破坏的怪兽回到卡组洗切", "Monsters destroyed by battle are shuffled into the Deck")))

# --- Electric Lizard ---------------------------------------------------------------------------


@only_for({ELECTRIC_LIZARD})
def _lizard_shock(g: Duel, destroyed: tuple[int, ...]) -> None:
    a, t = last_battle(g)
    if a < 0 or t < 0 or g.code[t] != ELECTRIC_LIZARD or g.loc[a] != LOC_MZONE:
        return
    if g.loc[t] == LOC_MZONE and not g.pos[t] & POS_FACEUP:
        return
    if g.race(a) & ZOMBIE:
        return
    note(g, a, "Cannot attack in its controller's next turn", "下个回合不能攻击宣言",
         **{_LOCK: [a, g.life[a], g.turn + 2]})


@only_for({ELECTRIC_LIZARD})
def _shocked(g: Duel, m: int) -> bool:
    mark = [m, g.life[m], g.turn]
    return not any(kind == "card_effect" and pub.get(_LOCK) == mark
                   for kind, pub, _ in _last_two_turns(g))


def _last_two_turns(g: Duel) -> list[tuple[str, dict[str, Any], Any]]:
    """The log entries of this turn and the two before it (newest first)."""
    out: list[tuple[str, dict[str, Any], Any]] = []
    seen = 0
    for kind, pub, priv in reversed(g.elog):
        out.append((kind, pub, priv))
        if kind == "turn":
            seen += 1
            if seen > 2:
                break
    return out


BATTLE_END_HOOKS.append(_lizard_shock)
ATTACK_ALLOWED.append(_shocked)
reg(ELECTRIC_LIZARD, Effect(kind="continuous", name=Text(
    "攻击这张卡的非不死族怪兽下个回合不能攻击",
    "A non-Zombie monster attacking this card cannot attack in its next turn")))

__all__ = ["ELECTRIC_LIZARD", "GRAVE_PROTECTOR", "protector_applies"]
