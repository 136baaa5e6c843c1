"""The control lock (``classic_lib.CONTROL_FIXED`` / ``control_fixed``, g6-t's control-swap
piece): a monster whose text says "control of this card cannot switch" (Mataza the Zapper, by
g6-mb) stays with its controller under every control-taking card (``take_control``) and cannot
be picked for Creature Swap, while face-up with its effects applying. The lock is exercised here
with a stand-in passcode (Sangan's) put in the set for the test only."""

from __future__ import annotations

import pytest
from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

from cardtable.ygo.cards.scripts import classic_lib

SANGAN = 26202165


@pytest.fixture
def sangan_fixed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sangan's passcode in ``CONTROL_FIXED`` for one test."""
    monkeypatch.setattr(classic_lib, "CONTROL_FIXED", {SANGAN})
    from cardtable.ygo.cards.scripts import classic_spells
    monkeypatch.setattr(classic_spells, "CONTROL_FIXED", {SANGAN})


@pytest.mark.usefixtures("sangan_fixed")
def test_change_of_heart_cannot_take_a_fixed_monster() -> None:
    """"Control of this card cannot switch": Change of Heart resolves on the face-up monster and
    nothing changes hands."""
    game = game_of([{"hand": ["Change of Heart"]}, {"monsters": ["Sangan"]}])
    answer(game, action="activate", name="Change of Heart")
    if options(game, action="card", name="Sangan"):
        answer(game, action="card", name="Sangan")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == ["Sangan"] and f["monsters.0"] == []


@pytest.mark.usefixtures("sangan_fixed")
def test_creature_swap_skips_a_fixed_monster() -> None:
    """Creature Swap: the fixed monster is no choice; with it the opponent's only monster, the
    Swap cannot be activated at all."""
    game = game_of([{"hand": ["Creature Swap"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Sangan"]}])
    assert not options(game, action="activate", name="Creature Swap")
    game = game_of([{"hand": ["Creature Swap"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Sangan", "Kuriboh"]}])
    answer(game, action="activate", name="Creature Swap")
    settle(game)  # Kuriboh is the opponent's only choice: picked without asking
    f = game.facts()
    assert f["monsters.0"] == ["Kuriboh"] and f["monsters.1"] == ["Sangan", "Battle Ox"]


def test_without_the_lock_change_of_heart_takes_sangan() -> None:
    """The control: without the lock, the same Change of Heart takes Sangan."""
    game = game_of([{"hand": ["Change of Heart"]}, {"monsters": ["Sangan"]}])
    answer(game, action="activate", name="Change of Heart")
    if options(game, action="card", name="Sangan"):
        answer(game, action="card", name="Sangan")
    settle(game)
    assert game.facts()["monsters.0"] == ["Sangan"]
