"""The card pool object (issue 10 item 2): versioned, immutable once built, and every table
derived from it lives on it — so two duels of one process with different pools each see their
own cards, labels and feature bits, and building a pool never changes another.

The changed pool is what a user's DIY folder or ``cards.cdb`` makes (seed 000 part 3
「卡效果使用：允许使用DIY卡」; docs/diy.md, docs/formats.md ``--cdb``): a known card renamed (an
overlay keeps its kind and script) and a card given an effect it does not have in the built-in
pool (a graveyard quick effect: "Once per turn, while this card is in your GY: gain 500 LP").
"""

from __future__ import annotations

import dataclasses
import pickle
from typing import Any

import pytest

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.errors import SetupError
from cardtable.core.text import Text
from cardtable.ygo.cards.carddata import card_from_data
from cardtable.ygo.effects.pool import CardPool, default_pool, set_default_pool
from cardtable.ygo.effects.templates import compile_templates
from cardtable.ygo.game import YgoGame, from_scenario
from cardtable.ygo.state import FEAT_GY_EFFECTS

OX = 5053103  # Battle Ox (a Normal Monster in the built-in pool)
DM = 46986414  # Dark Magician
GY_QUICK = {"kind": "quick", "where": "gy", "cost": [], "do": [{"recover": 500}]}


def _changed(base: CardPool) -> CardPool:
    """``base`` with Battle Ox renamed (an overlay) and given a graveyard quick effect."""
    ox = base.cards[OX]
    renamed = base.with_overlay([dataclasses.replace(ox, name=Text("改名的牛", "Renamed Ox"))])
    effs = compile_templates(dataclasses.replace(ox, effects=(GY_QUICK,)))
    return renamed.with_scripts({OX: effs})


def _board(pool: CardPool) -> YgoGame:
    """Seat 0's Main Phase 1: Battle Ox in the hand and in the graveyard."""
    return from_scenario({"turn": 3, "players": [{"hand": [OX], "gy": [OX]}, {}]}, 1, pool)


def _labels(g: YgoGame) -> list[str]:
    d = g.pending()
    assert d is not None
    return [o.label.en for o in d.options if o.form.get("card") in (0, 1)]


def _gy_activations(g: YgoGame) -> list[dict[str, Any]]:
    d = g.pending()
    assert d is not None
    return [dict(o.form) for o in d.options
            if o.form.get("action") == "activate" and o.form.get("from") == "gy"]


def test_two_duels_with_different_pools_see_their_own_cards() -> None:
    base = CardPool.builtin()
    mine = _changed(base)
    a, b = _board(mine), _board(base)  # both alive in the process at once
    assert a.g.pool is mine and b.g.pool is base
    # cards: each duel reads its own pool's data for the same passcode
    assert a.g.cd(0).name.en == "Renamed Ox" and b.g.cd(0).name.en == "Battle Ox"
    # labels (cached per pool): the renamed card's options name it in its duel only
    assert _labels(a) and all("Renamed Ox" in t for t in _labels(a))
    assert _labels(b) and all("Battle Ox" in t for t in _labels(b))
    # feature bits (derived per pool and deck): the graveyard effect exists in one pool only
    assert a.g.feat & FEAT_GY_EFFECTS and not b.g.feat & FEAT_GY_EFFECTS
    assert len(_gy_activations(a)) == 1 and _gy_activations(b) == []
    # play the effect in one duel: the other does not move, and still reads the built-in card
    a.answer(_gy_activations(a)[0])
    while (d := a.pending()) is not None and any(o.form == {"action": "pass"} for o in d.options):
        a.answer({"action": "pass"})
    assert a.g.lp[0] == 4500 and b.g.lp[0] == 4000
    assert _gy_activations(b) == [] and all("Battle Ox" in t for t in _labels(b))
    # a clone (bots, determinization) shares its duel's pool
    assert a.g.clone().pool is mine and b.g.clone().pool is base


def test_building_a_pool_never_mutates_another() -> None:
    base = CardPool.builtin()
    cards, scripts, version = dict(base.cards), dict(base.scripts), base.version
    effects_before = base.effects_of(OX)
    mine = _changed(base)
    diy = card_from_data({"code": 910_020_001, "name": {"zh": "测试卡", "en": "Pool Test Card"},
                          "type": "Spell", "effects": [{"do": [{"recover": 100}]}]}, "test")
    more = mine.with_cards([diy])
    assert base.cards == cards and base.scripts == scripts and base.version == version
    assert base.effects_of(OX) == effects_before == ()  # still a Normal Monster here
    assert base.cards[OX].name.en == "Battle Ox" and 910_020_001 not in base.cards
    assert 910_020_001 not in mine.cards and more.cards[910_020_001] == diy
    assert len({base.version, mine.version, more.version}) == 3  # each build is a new version
    assert more.effects_of(OX) == mine.effects_of(OX) != ()  # derived from the parent's data


def test_unchanged_builds_return_the_same_pool() -> None:
    base = CardPool.builtin()
    assert CardPool.builtin() is base  # built once per process
    assert base.with_overlay([base.cards[DM]]) is base
    assert base.with_cards([]) is base


def test_a_pool_refuses_to_overlay_another_kind_or_shadow_a_builtin_card() -> None:
    base = CardPool.builtin()
    dm = base.cards[DM]
    with pytest.raises(SetupError, match=f"card {DM}: only a known card of the same type"):
        base.with_overlay([dataclasses.replace(dm, type=dm.type ^ 0x1)])
    with pytest.raises(SetupError, match=f"custom card {DM} clashes with built-in Dark Magician"):
        base.with_cards([dataclasses.replace(dm, atk=1)])
    assert base.cards[DM] == dm


def test_a_duel_pickles_with_its_pool() -> None:
    """A pickled duel (OpenSpiel's serialisation) comes back with the same cards: the built-in
    pool by name, an overlaid one rebuilt from its recipe."""
    base = CardPool.builtin()
    renamed = base.with_overlay([dataclasses.replace(base.cards[OX],
                                                     name=Text("改名的牛", "Renamed Ox"))])
    back = pickle.loads(pickle.dumps(_board(renamed).g))
    assert back.cd(0).name.en == "Renamed Ox"
    assert pickle.loads(pickle.dumps(_board(base).g)).pool is base


def test_a_new_default_pool_leaves_running_duels_alone() -> None:
    """What a server's DIY reload does (docs/diy.md): new duels get the new pool, a running duel
    keeps the one it was created with."""
    base = CardPool.builtin()
    running = _board(default_pool())
    mine = _changed(base)
    set_default_pool(mine)
    try:
        new = from_scenario({"turn": 3, "players": [{"hand": [OX], "gy": [OX]}, {}]}, 1)
        assert new.g.pool is mine and running.g.pool is base
        assert new.g.cd(0).name.en == "Renamed Ox" and running.g.cd(0).name.en == "Battle Ox"
    finally:
        set_default_pool(None)
    assert default_pool() is base


def test_a_card_scripted_twice_is_refused() -> None:
    """Two script files registering one passcode would let the later silently replace the
    first (several helpers script the Goat pool in parallel): ``register`` refuses it, and the
    first registration stays; ``override=True`` says a replacement is meant."""
    from cardtable.ygo.effects.api import Effect, register, scripted
    from cardtable.ygo.effects.registry import load_scripts

    load_scripts()
    chaos_sorcerer = 9596126
    before = scripted()[chaos_sorcerer]
    with pytest.raises(ValueError, match="registered by two scripts"):
        register(chaos_sorcerer, Effect(kind="continuous"))
    assert scripted()[chaos_sorcerer] is before
