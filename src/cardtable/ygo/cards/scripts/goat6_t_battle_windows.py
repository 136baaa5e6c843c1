"""Traps answering a monster destroyed by battle (issue 15 part 3, session 6, g6-t: response
windows after destruction): Hero Signal.

The window is the one Rope of Life opens after the Damage Step (``seed_traps._rope_window``, a
``BATTLE_END_HOOKS`` hook: ``("battle_destroyed", *cards)`` once the step's triggers are placed,
before the next attack declaration); Hero Signal joins it (its passcode added to
``seed_traps.ROPE_CODES``, the hook marked for it), so a duel holding both opens one window.

Hero Signal (TLM-EN049, June 2005; text in ``pool/goat.csv``, our own words; the same as its OCG
text ヒーロー・シグナル of the time, yugioh-wiki): "Activate only when a monster on your side of
the field is destroyed by battle and sent to the Graveyard. Special Summon 1 Level 4 or lower
'Elemental Hero' monster from your hand or Deck." The position is free (yugioh-wiki: 表示形式は
指定されていない); it can follow your own monster's attack too. Checks:
``tests/ygo/test_goat6_t_battle_windows.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards.scripts import seed_traps
from cardtable.ygo.cards.scripts.classic_lib import choose_pos, last_battle, reg
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import only_for
from cardtable.ygo.state import LOC_DECK, LOC_GY, LOC_HAND

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

HERO_SIGNAL = 22020907

seed_traps.ROPE_CODES.add(HERO_SIGNAL)
only_for({HERO_SIGNAL})(seed_traps._rope_window)


def _yours_destroyed(g: Duel, p: int, w: W) -> bool:
    """A monster ``p`` controlled was destroyed by battle in the battle ``w`` answers and went
    to a Graveyard (the attacker was the turn player's, the attack target the other's)."""
    if not w or w[0] != "battle_destroyed":
        return False
    a, t = last_battle(g)
    for x in w[1:]:
        if g.loc[x] != LOC_GY:
            continue
        was = g.tp if x == a else 1 - g.tp if x == t else g.owner[x]
        if was == p:
            return True
    return False


def _heroes(g: Duel, p: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p]) if g.cd(c).is_monster
            and "elemental hero" in g.cd(c).name.en.lower() and 0 < g.cd(c).level <= 4
            and g.can_special_summon(c, p)]


def _pick_hero(g: Duel, lk: Link) -> None:
    ask_cards(g, lk, lk.player, _heroes(g, lk.player), 1, 1, "choose")


def _summon_hero(g: Duel, lk: Link) -> None:
    picked = lk.picks[-2] if len(lk.picks) >= 2 else ()
    pos = int(lk.picks[-1]) if lk.picks and isinstance(lk.picks[-1], int) else 0
    for c in picked if isinstance(picked, tuple) else ():
        if g.loc[c] & (LOC_HAND | LOC_DECK) and g.can_special_summon(c, lk.player) and pos:
            from_deck = g.loc[c] == LOC_DECK
            g.special_summon(c, lk.player, pos)
            if from_deck:
                g.shuffle_deck(lk.player)


reg(HERO_SIGNAL, Effect(event="battle_destroyed", category=CAT_SPSUMMON,
                        operation=(_pick_hero, choose_pos, _summon_hero),
                        condition=lambda g, c, p, w: _yours_destroyed(g, p, w)
                        and g.free_mzone(p) >= 0 and bool(_heroes(g, p))))
