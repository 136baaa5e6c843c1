"""Option forms are identities, labels are descriptions (issue 10, bug 1): a replay recorded before
a card is renamed (a ``cards.cdb`` overlay) still verifies, and so do replays recorded when forms
still carried display names (``name``, ``target_name``) — the compatibility rule of
docs/formats.md "Replay files". A stored answer that names another card is still refused."""

from __future__ import annotations

import dataclasses
import random
from functools import partial

import pytest

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.decision import DESCRIPTION_KEYS
from cardtable.core.errors import IllegalAnswer, ReplayMismatch
from cardtable.core.replay import Replay
from cardtable.core.text import Text
from cardtable.ygo.cards.carddata import CardData
from cardtable.ygo.effects.pool import CardPool
from cardtable.ygo.game import YgoGame, from_setup, new_duel, preset_deck


def _played(seed: int, moves: int = 400) -> tuple[YgoGame, list[dict[str, object]]]:
    """A duel answered by forms (as a client and the server store them), with each answer also
    in the pre-change shape: the form plus its option's display names."""
    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=seed)
    rnd = random.Random(seed)
    legacy: list[dict[str, object]] = []
    for _ in range(moves):
        d = g.pending()
        if d is None:
            break
        o = d.options[rnd.randrange(len(d.options))]
        legacy.append({**o.about, **o.form})
        g.answer(o.form)
    return g, legacy


def _most_named(g: YgoGame, legacy: list[dict[str, object]]) -> int:
    """The passcode of the card the most answers name (the one to rename)."""
    names = [str(a["name"]) for a in legacy if "name" in a]
    top = max(sorted(set(names)), key=names.count)
    return next(g.g.code[c] for c in range(g.g.n) if g.g.cd(c).name.en == top)


def _renamed(code: int) -> CardPool:
    """The built-in pool with card ``code`` renamed, as a ``cards.cdb`` overlay does."""
    base = CardPool.builtin()
    old: CardData = base.cards[code]
    return base.with_overlay([dataclasses.replace(old, name=Text("改名的卡", "Renamed Card"))])


def test_forms_carry_no_display_names() -> None:
    g = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=1)
    rnd = random.Random(1)
    named = 0
    while (d := g.pending()) is not None:
        for o in d.options:
            assert DESCRIPTION_KEYS.isdisjoint(o.form), o.form
            named += "name" in o.about
        g.answer(rnd.randrange(len(d.options)))
    assert named > 100  # the names are still there for lookups, in Option.about
    for a in g.answers:
        assert DESCRIPTION_KEYS.isdisjoint(a), a


def test_replay_verifies_after_a_card_is_renamed() -> None:
    g, legacy = _played(2)
    rec = Replay.of(g)
    code = _most_named(g, legacy)
    pool = _renamed(code)
    again = rec.verify(partial(from_setup, pool=pool))  # raised ReplayMismatch when forms
    assert again.answers == g.answers  # embedded the name
    # the re-simulated duel read the renamed pool, and so do its labels
    assert isinstance(again, YgoGame) and again.g.pool is pool
    c = next(c for c in range(again.g.n) if again.g.code[c] == code)
    assert again.g.cd(c).name.en == "Renamed Card"
    assert CardPool.builtin().cards[code].name.en != "Renamed Card"  # the base never changed


def test_replay_recorded_with_names_in_forms_still_verifies() -> None:
    g, legacy = _played(3)
    assert any("name" in a for a in legacy)
    rec = Replay.of(g)
    old_style = dataclasses.replace(rec, answers=legacy)
    assert old_style.verify().public_events() == g.public_events()
    # ... also after a rename (the server resumes running games from such stored forms)
    old_style.verify(partial(from_setup, pool=_renamed(_most_named(g, legacy))))


def test_a_stored_name_never_picks_another_card() -> None:
    g, legacy = _played(4, 60)
    fresh = new_duel(preset_deck("classic-a"), preset_deck("classic-b"), seed=4)
    for a in legacy:
        d = fresh.pending()
        assert d is not None
        if "card" in a and isinstance(a["card"], int) and len(d.options) > 1:
            wrong = {**a, "card": a["card"] + 1000}
            with pytest.raises(IllegalAnswer):
                fresh.answer(wrong)
        fresh.answer(a)
    bad = dataclasses.replace(Replay.of(g), answers=[{**legacy[0], "card": 10_000}])
    with pytest.raises(ReplayMismatch):
        bad.verify()
