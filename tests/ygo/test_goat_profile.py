"""The ``goat`` profile (issue 15 part 2): 8000 LP, the April 2005 list, the 2005 deck and
first-turn rules, ignition-effect priority after a summon, and no silent vanilla bodies."""

from __future__ import annotations

import re

import pytest
import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.errors import SetupError
from cardtable.core.scenario import Scenario
from cardtable.ygo.cards.pools import pool_report
from cardtable.ygo.deck import Deck, check_deck, resolve_deck_rules
from cardtable.ygo.duel import new_duel_state
from cardtable.ygo.effects.pool import CardPool, default_pool, set_default_pool
from cardtable.ygo.formats.lflist import resolve_banlist
from cardtable.ygo.game import YgoGame
from cardtable.ygo.profile import load_profile
from cardtable.ygo.state import PH_MAIN1

VANILLA = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Feral Imp", "Beaver Warrior",
           "Giant Soldier of Stone", "Gemini Elf", "Luster Dragon", "Vorse Raider",
           "Alexandrite Dragon", "Mechanicalchaser", "Hitotsu-Me Giant", "Rude Kaiser"]
DECK = {"main": [*[c for c in VANILLA for _ in range(3)][:40], "Summoned Skull"], "extra": []}


def test_goat_profile_knobs() -> None:
    """TCG 2005: 8000 LP, 5 cards, the first player draws, no first-turn Battle Phase, the
    April 2005 list, unlimited Main and Fusion Decks (40 minimum), Normal Summons face-up
    Attack only, ignition priority, unscripted cards refused (docs/rulings.md "goat")."""
    p = load_profile("goat")
    assert (p.lp, p.start_hand, p.first_turn_draw, p.first_turn_battle) == (8000, 5, True, False)
    assert (p.deck_min, p.deck_max, p.extra_max, p.max_copies) == (40, -1, -1, 3)
    assert p.summon_faceup_defense is False and p.summon_priority == "ignition"
    assert p.unscripted == "refuse"
    bl = resolve_banlist(p.banlist)
    assert bl is not None and bl.name == "Goat 2005.04"
    counts = [sum(1 for code in bl.limits if bl.limit(code) == n) for n in (0, 1, 2)]
    # 17 forbidden, 41 limited, 15 semi-limited + 3 alternate-artwork passcodes repeated
    assert counts[0] >= 17 and counts[1] >= 41 and counts[2] == 15
    assert bl.limit(78010363) == 0  # Witch of the Black Forest: forbidden in April 2005
    assert bl.limit(55144522) == 1  # Pot of Greed: limited


def test_first_player_draws_on_turn_one_and_has_8000_lp() -> None:
    """goatformat.com rule #1 ("Start with 6"): the player going first draws in their first
    Draw Phase."""
    g = new_duel_state({"profile": "goat", "decks": [DECK, DECK], "first": 0}, 3)
    assert g.turn == 1 and g.phase == PH_MAIN1 and g.tp == 0
    assert len(g.hand[0]) == 6 and len(g.hand[1]) == 5
    assert g.lp == [8000, 8000]


def _unscripted_effect_monster() -> tuple[CardPool, str]:
    """A pool holding an unscripted Effect Monster, and its name: the first one still missing
    from the Goat pool (by name), or — the pool complete since session 9 — Sangan with its
    script taken away (a derived pool: the built-in one is never changed)."""
    missing = [r.name_en for r in pool_report("goat").missing if r.kind == "Effect Monster"]
    if missing:
        return default_pool(), min(missing)
    code = next(c for c, cd in default_pool().cards.items() if cd.name.en == "Sangan")
    return default_pool().with_scripts({code: ()}), "Sangan"


def test_goat_refuses_an_unscripted_card_naming_it_unless_stats_only() -> None:
    """A card that is not scripted is never silently a vanilla body: the goat profile refuses
    the deck naming the card; a profile with ``unscripted: stats`` plays it as its stats."""
    # a fixed missing name broke as soon as the helpers scripted it: see _unscripted_effect_monster
    pool, name = _unscripted_effect_monster()
    bad = {"main": [*DECK["main"][:39], name], "extra": []}
    with pytest.raises(SetupError, match=re.escape(name)):
        new_duel_state({"profile": "goat", "decks": [bad, DECK]}, 1, pool)
    g = new_duel_state({"profile": {"base": "goat", "unscripted": "stats"},
                        "decks": [bad, DECK]}, 1, pool)
    assert g.lp == [8000, 8000]
    code = next(c for c, cd in pool.cards.items() if cd.name.en == name)
    ox = [c for c, cd in pool.cards.items() if cd.name.en == "Battle Ox"]
    deck = Deck([*ox * 3, code], [], [])
    rules = resolve_deck_rules("goat")
    was = default_pool()
    set_default_pool(pool)  # check_deck reads the default pool's scripts (restored below)
    try:
        assert "unscripted" in [v.rule for v in check_deck(deck, pool.cards, rules)]
        stats_rules = dict(rules, unscripted="stats")
        assert "unscripted" not in [v.rule for v in check_deck(deck, pool.cards, stats_rules)]
    finally:
        set_default_pool(None if was is CardPool.builtin() else was)


def test_every_missing_goat_card_is_refused_by_deck_check() -> None:
    """``cards --pool goat --missing`` and deck check agree: every card listed as missing is
    refused by the goat rules, every scripted one is not refused for that reason."""
    rep = pool_report("goat")
    assert len(rep.rows) == 1698 and rep.normals == 345
    rules = resolve_deck_rules("goat")
    for r in rep.rows:
        v = [x.rule for x in check_deck(Deck([r.code], [], []), default_pool().cards, rules)]
        assert ("unscripted" in v) == (not r.scripted), r


def _run(text: str) -> YgoGame:
    g = Scenario.from_data(yaml.safe_load(text), source="test_goat_profile").run()
    assert isinstance(g, YgoGame)
    return g


PRIORITY = """
game: ygo
name: summon priority
setup:
  turn: 3
  profile: {profile}
  players:
    - hand: [Tribe-Infecting Virus, Pot of Greed, Kuriboh]
      deck: [Battle Ox, Celtic Guardian, Mystical Elf]
    - monsters: [Summoned Skull]
      spells: [{{card: Trap Hole}}]
steps:
  - answer: {{action: summon, name: Tribe-Infecting Virus}}
"""


def _can(g: YgoGame, name: str) -> bool:
    d = g.pending()
    assert d is not None
    return any(o.form.get("action") == "activate" and g.g.name(int(o.form["card"])).en == name
               for o in d.options)


def test_goat_ignition_priority_after_a_summon() -> None:
    """goatformat.com rule #4 (2005 "priority"): when a summon has resolved, the turn player may
    activate a monster's Ignition Effect (Tribe-Infecting Virus) before the opponent may
    respond to the summon; a Normal Spell (Pot of Greed) is not offered until the opponent
    had that chance."""
    g = _run(PRIORITY.format(profile="goat"))
    d = g.pending()
    assert d is not None and d.seat == 0
    assert _can(g, "Tribe-Infecting Virus") and not _can(g, "Pot of Greed")


def test_fast_priority_and_classic_default() -> None:
    """The knob's other values: ``fast`` (Spell Speed 2 only first: the modern reading) offers
    nothing to the turn player first (the opponent's Trap Hole answers the summon first); the
    classic default (``speed1``) offers both."""
    g = _run(PRIORITY.format(profile="{base: goat, summon_priority: fast}"))
    d = g.pending()
    assert d is not None and d.seat == 1  # the opponent answers the summon first (Trap Hole)
    assert _can(g, "Trap Hole")
    g = _run(PRIORITY.format(profile="classic-lp4000"))
    assert _can(g, "Tribe-Infecting Virus") and _can(g, "Pot of Greed")
