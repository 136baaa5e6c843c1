"""A Deal with Dark Ruler and Berserk Dragon (Dark Crisis, DCR-030/019; issue 15 part 3,
g7-ma).

* A Deal with Dark Ruler is flagged "Goat-era version" in ``goat-pool.csv``. Its Goat behaviour
  is the one goatrulings.com (Goat format rulings, "A Deal with Dark Ruler") gives: a
  Quick-Play Spell that may be activated only in a turn in which a Level 8 or higher monster
  (its **printed** Level) was sent from its player's side of the field to the Graveyard —
  a monster of the opponent's that the player controlled counts, and so does a Level 8 or
  higher monster the player had on the field as an Equip Card (Koitsu, Dark Necrofear); never
  during the Damage Step; each activation Special Summons 1 "Berserk Dragon" from the hand or
  the Deck (two copies may be activated for one monster sent). Today's official text (yaml-yugi
  ``data/06850209.yaml``) says the same. How: the engine's ``left_field`` event carries the
  place the card left and its controller there; an ``EVENT_HOOKS`` watcher notes (a public
  ``card_effect`` mark: player and turn) each such monster that reaches the Graveyard.
* Berserk Dragon (not flagged; its Dark Crisis text quoted by Pojo's card of the day of 17
  January 2006: "This card can only be Special Summoned by the effect of "A Deal with Dark
  Ruler". This card can attack all monsters on your opponent's side of the field once. You
  cannot attack your opponent directly if you attack any monsters first. Decrease the ATK of
  this card by 500 points during each of your End Phases."): a ``SUMMON_ALLOWED`` hook (only
  while a Deal resolves: ``goat7_ma_exodia.summoned_only_by``), Asura Priest's "attack all
  once each" (``classic_hooks_attack.add_attacks_all``), and a mandatory End Phase trigger
  (−500 ATK, lasting while it stays face-up).

Texts in ``pool/goat.csv``; checks in ``tests/ygo/test_goat7_ma_dark_ruler.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.text import Text
from cardtable.ygo.cards.scripts.classic_hooks_attack import add_attacks_all
from cardtable.ygo.cards.scripts.classic_lib import note, reg, up
from cardtable.ygo.cards.scripts.goat7_ma_exodia import summoned_only_by
from cardtable.ygo.cards.scripts.seed_common import this_turn
from cardtable.ygo.effects.api import CAT_ATKCHANGE, CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import EVENT_HOOKS, only_for
from cardtable.ygo.state import (
    LOC_DECK,
    LOC_GY,
    LOC_HAND,
    LOC_MZONE,
    LOC_SZONE,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

A_DEAL_WITH_DARK_RULER = 6850209
BERSERK_DRAGON = 85605684
_SENT = "level_8_sent_from_field"


@only_for({A_DEAL_WITH_DARK_RULER})
def _watch_sent(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    """A monster card of printed Level 8 or more left a Monster Zone (or a Spell & Trap Zone,
    as an Equip Card) for the Graveyard: note it for the player who controlled it there."""
    if ev != "left_field" or len(data) < 2 or g.loc[c] != LOC_GY:
        return
    cd = g.cd(c)
    if cd.is_monster and cd.level >= 8 and int(data[0]) in (LOC_MZONE, LOC_SZONE):
        note(g, c, "A Level 8 or higher monster was sent from the field to the Graveyard",
             "8星以上的怪兽从场上送去墓地", **{_SENT: [int(data[1]), g.turn]})


EVENT_HOOKS.append(_watch_sent)


def level8_sent_this_turn(g: Duel, p: int) -> bool:
    """A Level 8 or higher monster ``p`` controlled was sent from the field to the Graveyard
    this turn."""
    mark = [p, g.turn]
    return any(kind == "card_effect" and pub.get(_SENT) == mark for kind, pub, _ in this_turn(g))


def _berserkers(g: Duel, p: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p]) if g.code[c] == BERSERK_DRAGON]


def _deal_ok(g: Duel, c: int, p: int, w: W) -> bool:
    return level8_sent_this_turn(g, p) and bool(_berserkers(g, p)) and g.free_mzone(p) >= 0


def _deal_pick(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _berserkers(g, lk.player), 1, 1, "summon_pick")


def _deal_summon(g: Duel, lk: Link) -> None:
    p = lk.player
    got = [c for c in (lk.picks[-1] if lk.picks else ()) if g.loc[c] in (LOC_HAND, LOC_DECK)]
    if got and g.free_mzone(p) >= 0 and g.can_special_summon(got[0], p):
        from_deck = g.loc[got[0]] == LOC_DECK
        g.special_summon(got[0], p, POS_FU_ATK, how="proper")
        if from_deck:
            g.shuffle_deck(p)


reg(A_DEAL_WITH_DARK_RULER, Effect(condition=_deal_ok, operation=(_deal_pick, _deal_summon),
                                   category=CAT_SPSUMMON))

# --- Berserk Dragon ---------------------------------------------------------------------------


summoned_only_by(BERSERK_DRAGON, A_DEAL_WITH_DARK_RULER)


def _weaken(g: Duel, lk: Link) -> None:
    c = lk.card
    if g.loc[c] == LOC_MZONE and up(g, c) and g.life[c] == lk.life:
        g.add_buff(c, atk=-500, until_end=False, src=c)


add_attacks_all({BERSERK_DRAGON})
reg(BERSERK_DRAGON, Effect(
    kind="trigger", event="end_phase", optional=False,
    condition=lambda g, c, p, w: g.tp == p and g.loc[c] == LOC_MZONE and up(g, c),
    operation=(_weaken,), category=CAT_ATKCHANGE,
    name=Text("攻击力下降500", "Loses 500 ATK")))

__all__ = ["A_DEAL_WITH_DARK_RULER", "BERSERK_DRAGON", "level8_sent_this_turn"]
