"""Hidden information with the Goat staples (issue 15: "face-down cards act and are named"):
random play, and at every decision every seat's view and every new event it receives are
compared with what that seat can know. A card id may be named (``code``/``name``) to a seat only
if the seat may know that card now (public pile, face-up, its own, revealed to it) or knew it at
the previous decision (a public card that has just moved out of sight, e.g. shuffled back)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_properties import check_conservation, check_options, check_views

from cardtable.core.rng import Rng
from cardtable.ygo.duel import Duel
from cardtable.ygo.game import YgoGame, new_duel, preset_deck
from cardtable.ygo.state import (
    LOC_BANISHED,
    LOC_EXTRA,
    LOC_GY,
    LOC_HAND,
    LOC_LIMBO,
    LOC_ONFIELD,
    LOC_OVERLAY,
    POS_FACEUP,
)

# a deck of the cards the issue names: face-down tricks, floaters, searchers, declarations
TRICKS = {"main": [
    "Book of Moon", "Book of Moon", "Apprentice Magician", "Apprentice Magician",
    "Old Vindictive Magician", "Magician of Faith", "Spirit Reaper", "Spirit Reaper",
    "Snatch Steal", "Monster Reborn", "Call of the Haunted", "Premature Burial", "Sangan",
    "Witch of the Black Forest", "Jinzo", "Tribe-Infecting Virus", "DNA Surgery",
    "Ultimate Offering", "Metamorphosis", "Scapegoat", "Mystical Space Typhoon", "Heavy Storm",
    "Breaker the Magical Warrior", "Man-Eater Bug", "Summoned Skull", "Battle Ox",
    "Celtic Guardian", "Mystical Elf", "Giant Soldier of Stone", "Feral Imp", "Kuriboh",
    "Soul Exchange", "Mirror Force", "Solemn Judgment", "Torrential Tribute", "Sakuretsu Armor",
    "Magic Cylinder", "Dark Hole", "Raigeki", "Pot of Greed"],
    "extra": ["Flame Swordsman", "Thousand Dragon", "Reaper on the Nightmare"]}


def knows(g: Duel, c: int, seat: int) -> bool:
    """``seat`` may know which card instance ``c`` is, where it is now."""
    lo = g.loc[c]
    if lo & (LOC_GY | LOC_BANISHED | LOC_OVERLAY | LOC_LIMBO):
        return True  # public piles; limbo holds tokens off the field (public)
    if lo & LOC_ONFIELD:
        return bool(g.pos[c] & POS_FACEUP) or g.ctrl[c] == seat or g.revealed_to(c, seat)
    if lo == LOC_EXTRA and g.pos[c] & POS_FACEUP:
        return True
    if lo & (LOC_HAND | LOC_EXTRA):
        # a card shown to the opponent (a search: "add to the hand" reveals it) is shown to
        # spectators too
        return g.owner[c] == seat or g.revealed_to(c, seat) \
            or (seat < 0 and g.revealed_to(c, 1 - g.owner[c]))
    return False


def named_cards(v: Any) -> set[int]:
    """Card ids named (with a ``code`` or ``name``) anywhere in an event payload."""
    out: set[int] = set()
    if isinstance(v, dict):
        c = v.get("card")
        if isinstance(c, int) and not isinstance(c, bool) and ("code" in v or "name" in v):
            out.add(c)
        for x in v.values():
            out |= named_cards(x)
    elif isinstance(v, list):
        for x in v:
            out |= named_cards(x)
    return out


#: acts that show a card of the hand to everybody by themselves: declaring its summon,
#: activating it (a card activated from the field must be face-up or known: not listed here)
SHOWN_FROM_HAND = frozenset({"summon_declared", "activate"})
#: an effect shows cards to a seat (``to``; no ``to`` = to both players): Forceful Sentry,
#: Painful Choice, Confiscation...
REVEALS = frozenset({"reveal", "reveal_hand"})


def check_events(game: YgoGame, since: int, known_before: list[set[int]]) -> None:
    """The events a seat received since log index ``since`` name only cards it may know."""
    g = game.g
    for i, seat in enumerate((-1, 0, 1)):
        learned: set[int] = set()  # shown to this seat by an effect since (then it may move)
        for e in game.events(seat, since):
            if e.get("kind") in REVEALS and e.get("to") in (seat, None):
                learned |= named_cards(e)
                continue
            for c in named_cards(e):
                if e.get("kind") in SHOWN_FROM_HAND and g.loc[c] == LOC_HAND:
                    continue
                assert knows(g, c, seat) or c in known_before[i] or c in learned, (seat, e)


def play_checked(game: YgoGame, rng: Rng, steps: int) -> None:
    """Random play; every decision: conservation, views, options, events."""
    g = game.g
    since = 0
    known = [{c for c in range(g.n) if knows(g, c, s)} for s in (-1, 0, 1)]
    for _ in range(steps):
        if g.pend is None:
            break
        check_conservation(g)
        check_views(game)
        check_options(game)
        n = len(game.log)
        check_events(game, since, known)
        since = n
        known = [{c for c in range(g.n) if knows(g, c, s)} for s in (-1, 0, 1)]
        game.apply_index(rng.below(game.num_options()))
    check_events(game, since, known)


def test_random_goat_duels_never_name_what_a_seat_cannot_know() -> None:
    """Random play with the face-down tricks deck against Goat Control and itself: at every
    decision, every seat's view, options and new events name only cards it may know."""
    goat = preset_deck("goat-control")
    for seed in range(16):
        other = goat if seed % 2 else TRICKS
        game = new_duel(TRICKS, other, seed=seed, first=seed % 2)
        play_checked(game, Rng(seed), 1500)
