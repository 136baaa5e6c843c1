"""The Sarcophagus set (issue 15 part 3, session 7, g7-t): The First Sarcophagus (Continuous
Trap), The Second and The Third Sarcophagus (Continuous Spells placed only by the First) and
Spirit of the Pharaoh (Effect Monster Special Summoned only by the First).

Texts: none is flagged "Goat-era version" in goat-pool.csv; today's official texts (yaml-yugi
``data/31076103.yaml``, ``data/04081094.yaml``, ``data/78697395.yaml``, ``data/25343280.yaml``;
Spirit of the Pharaoh's only English print is Dark Revelation Volume 2, so its text is the
printed one) describe them; our own words in ``pool/goat.csv``:

* The First Sarcophagus — in each of your opponent's End Phases, place face-up on your field,
  from your hand or Deck, "The Second Sarcophagus", then (the next time) "The Third
  Sarcophagus"; if one Sarcophagus card leaves your field, the others on your field are sent to
  the Graveyard; when all three are on your field, send them to the Graveyard and Special Summon
  "Spirit of the Pharaoh" from your hand or Deck.
* The Second / The Third Sarcophagus — placed on the field only by the First (never activated or
  Set: an ``ACTIVATE_ALLOWED`` hook and g7-s's ``SET_ALLOWED``).
* Spirit of the Pharaoh — cannot be Normal Summoned or Set (its type); Special Summoned only by
  the First (a ``SUMMON_ALLOWED`` hook: only while a First Sarcophagus's link resolves; that
  Summon is its proper one); when it is Special Summoned you can Special Summon up to 4 Level 2
  or lower Zombie Normal Monsters from your Graveyard (each in the position its player picks).

The First's End Phase placement is a mandatory ``end_phase`` trigger of the face-up active
card; the "one leaves, all go" rule is an ``EVENT_HOOKS`` hook on ``left_field`` (no chain
link). Checks: ``tests/ygo/test_goat7_t_sarcophagi.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts.classic_lib import card_ok, last, note, reg, up
from cardtable.ygo.cards.scripts.goat7_t_summon_steps import summon_each
from cardtable.ygo.effects.api import CAT_SPSUMMON, Effect, Link, ask_cards
from cardtable.ygo.effects.hooks import (
    ACTIVATE_ALLOWED,
    EVENT_HOOKS,
    SET_ALLOWED,
    SUMMON_ALLOWED,
    only_for,
)
from cardtable.ygo.state import (
    F_ACTIVE,
    F_PROPER,
    LOC_DECK,
    LOC_GY,
    LOC_HAND,
    LOC_SZONE,
    POS_FU_ATK,
)

if TYPE_CHECKING:
    from cardtable.ygo.duel import Duel

W = tuple[Any, ...]

FIRST = 31076103
SECOND = 4081094
THIRD = 78697395
SPIRIT = 25343280
SARCOPHAGI = frozenset({FIRST, SECOND, THIRD})
_PLACED_ONLY = frozenset({SECOND, THIRD})
_ALL = SARCOPHAGI | {SPIRIT}
_ZOMBIE = C.RACE_BY_NAME["Zombie"]


def _on_field(g: Duel, p: int, code: int) -> list[int]:
    return [s for s in g.sz[p] if s >= 0 and g.code[s] == code and up(g, s)]


def _next_piece(g: Duel, p: int) -> int:
    """The passcode the First places next for ``p`` (0: all placed)."""
    if not _on_field(g, p, SECOND):
        return SECOND
    if not _on_field(g, p, THIRD):
        return THIRD
    return 0


def _sources_of(g: Duel, p: int, code: int) -> list[int]:
    return [c for c in (*g.hand[p], *g.deck[p]) if g.code[c] == code]


def _first_cond(g: Duel, c: int, p: int, w: W) -> bool:
    if g.tp == p or g.loc[c] != LOC_SZONE or not up(g, c) or not g.flags[c] & F_ACTIVE:
        return False
    code = _next_piece(g, p)
    return code != 0 and bool(_sources_of(g, p, code)) and g.free_szone(p) >= 0


def _first_pick(g: Duel, lk: Link) -> None:
    p = lk.player
    code = _next_piece(g, p)
    lk.data["piece"] = code
    ask_cards(g, lk, p, _sources_of(g, p, code), 1, 1, "choose")


def _first_place(g: Duel, lk: Link) -> None:
    p = lk.player
    if not card_ok(g, lk) or not g.on_field(lk.card):
        return
    got = [c for c in last(lk) if g.loc[c] & (LOC_HAND | LOC_DECK)]
    if not got or g.free_szone(p) < 0:
        return
    c = got[0]
    from_deck = g.loc[c] == LOC_DECK
    g.move(c, LOC_SZONE, p, pos=POS_FU_ATK)
    g.flags[c] |= F_ACTIVE
    nm = g.name(c)
    note(g, c, f"{nm.en} is placed face-up on the field", f"「{nm.zh}」在场上表侧表示出现")
    if from_deck:
        g.shuffle_deck(p)
    if _next_piece(g, p) == 0 and _on_field(g, p, FIRST):
        pieces = [s for code in (FIRST, SECOND, THIRD) for s in _on_field(g, p, code)]
        for s in pieces:  # the first one leaving sends the others (the hook below)
            if g.on_field(s):
                g.send_to_gy([s])
        spirits = [x for x in _sources_of(g, p, SPIRIT) if g.can_special_summon(x, p)]
        lk.data["spirit"] = 1
        ask_cards(g, lk, p, spirits, 1, 1, "summon_pick")


def _first_spirit(g: Duel, lk: Link) -> None:
    if not lk.data.get("spirit"):
        return
    got = [c for c in last(lk) if g.loc[c] & (LOC_HAND | LOC_DECK)]
    if not got:
        return
    c = got[0]
    from_deck = g.loc[c] == LOC_DECK
    if g.special_summon(c, lk.player, POS_FU_ATK):
        g.flags[c] |= F_PROPER  # its one proper way of being Special Summoned
    if from_deck:
        g.shuffle_deck(lk.player)


@only_for(SARCOPHAGI)
def _one_leaves_all_go(g: Duel, ev: str, c: int, data: tuple[Any, ...]) -> None:
    if ev != "left_field" or g.code[c] not in SARCOPHAGI:
        return
    p = g.owner[c]
    for s in [s for code in SARCOPHAGI for s in _on_field(g, p, code) if s != c]:
        if g.on_field(s):
            g.send_to_gy([s], reason="rule")


@only_for(_PLACED_ONLY)
def _never_activated(g: Duel, p: int, c: int, eff: Any) -> bool:
    return g.code[c] not in _PLACED_ONLY


@only_for(_PLACED_ONLY)
def _never_set(g: Duel, p: int, c: int) -> bool:
    return g.code[c] not in _PLACED_ONLY


@only_for({SPIRIT})
def _spirit_only_by_first(g: Duel, p: int, c: int, how: str) -> bool:
    if g.code[c] != SPIRIT or how != "special":
        return True
    return bool(g.chain) and g.chain[-1].code == FIRST and g.chain[-1].ready


EVENT_HOOKS.append(_one_leaves_all_go)
ACTIVATE_ALLOWED.append(_never_activated)
SET_ALLOWED.append(_never_set)
SUMMON_ALLOWED.append(_spirit_only_by_first)


# --- Spirit of the Pharaoh: up to 4 Level 2 or lower Zombie Normal Monsters from the GY --------


def _zombies(g: Duel, p: int) -> list[int]:
    out = []
    for c in g.gy[p]:
        cd = g.cd(c)
        if cd.type & C.MONSTER and cd.type & C.NORMAL and cd.race & _ZOMBIE and cd.level <= 2 \
                and g.can_special_summon(c, p):
            out.append(c)
    return out


def _spirit_cond(g: Duel, c: int, p: int, w: W) -> bool:
    return bool(w) and len(w) > 2 and w[2] == "special" and bool(_zombies(g, p))


def _spirit_pick(g: Duel, lk: Link) -> None:
    p = lk.player
    room = sum(1 for z in g.mz[p] if z < 0)
    n = min(4, room, len(_zombies(g, p)))
    ask_cards(g, lk, p, _zombies(g, p), 1, max(n, 1), "summon_pick")


reg(FIRST, Effect(),
    Effect(kind="trigger", event="end_phase", optional=False, condition=_first_cond,
           operation=(_first_pick, _first_place, _first_spirit), category=CAT_SPSUMMON))
reg(SECOND, Effect(kind="continuous"))
reg(THIRD, Effect(kind="continuous"))
reg(SPIRIT, Effect(kind="trigger", event="summoned", optional=True, condition=_spirit_cond,
                   operation=(_spirit_pick, summon_each(LOC_GY)), category=CAT_SPSUMMON))
