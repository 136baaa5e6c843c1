"""Goat-format rulings (issue 15 part 1): the scenarios of ``scenarios/ygo/goat/*.yaml`` (each
names its ruling in ``rule:`` and the cards in ``covers:``) plus the checks a scenario file
cannot state (what is *not* in the event log, engine invariants)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "ygo" / "goat"


def _docs() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(ROOT.glob("*.yaml")):
        for i, doc in enumerate(yaml.safe_load_all(path.read_text(encoding="utf-8"))):
            if doc:
                out.append((f"{path.stem}#{i + 1}", doc))
    return out


DOCS = _docs()


@pytest.mark.parametrize("doc", [d for _, d in DOCS], ids=[n for n, _ in DOCS])
def test_goat_scenario(doc: dict[str, Any]) -> None:
    """One Goat ruling scenario runs to its last expectation."""
    sc = Scenario.from_data(doc, source=str(doc.get("name")))
    assert sc.rule, "every Goat scenario names the ruling it checks"
    assert doc.get("covers"), "every Goat scenario names the cards it covers"
    sc.run()


def run(text: str) -> YgoGame:
    """Run a scenario given as YAML text; returns the game where its steps end."""
    g = Scenario.from_data(yaml.safe_load(text), source="test_goat_rulings").run()
    assert isinstance(g, YgoGame)
    return g


def _activated(g: YgoGame, name: str) -> int:
    """How many activations of card ``name`` the spectator's log shows."""
    return sum(1 for e in g.events(-1) if e.get("kind") == "activate" and e.get("name") == name)


def test_set_call_of_the_haunted_destroyed_face_down_does_not_activate() -> None:
    """A Set Call of the Haunted / Premature Burial destroyed face-down never activated: its
    "when this card leaves the field, destroy that monster" effect has no monster and does not
    activate as a chain link (goat ruling; a face-down Spell/Trap has no active effect)."""
    for trap in ("Call of the Haunted", "Premature Burial"):
        g = run(f"""
game: ygo
name: Set {trap} destroyed face-down
setup:
  turn: 3
  players:
    - hand: [Mystical Space Typhoon]
    - spells: [{{card: {trap}}}]
      monsters: [Battle Ox]
steps:
  - answer: {{action: activate, name: Mystical Space Typhoon}}   # its only target
  - expect: {{gy.1: [{trap}], monsters.1: [Battle Ox]}}
""")
        assert _activated(g, trap) == 0, trap


def test_apprentice_magician_set_face_down_does_not_activate_its_summon_effect() -> None:
    """Apprentice Magician Set face-down from the Deck by another one's effect: a face-down
    monster has no active effect, so its "when summoned: 1 Spell Counter" does not activate
    (and the public special_summon event does not name the face-down card)."""
    g = run("""
game: ygo
name: Apprentice Magician floats into a face-down Apprentice Magician
setup:
  turn: 3
  phase: battle
  players:
    - monsters: [{card: Apprentice Magician}, {card: Breaker the Magical Warrior}]
      deck: [Apprentice Magician]
    - monsters: [{card: Summoned Skull}]
steps:
  - answer: {action: attack, name: Apprentice Magician}
  - answer: {action: trigger, name: Apprentice Magician}
  - expect: {monsters.0: [Apprentice Magician, Breaker the Magical Warrior], mzone.0.0.pos: fd_def}
""")
    assert _activated(g, "Apprentice Magician") == 1  # only the destroyed one's float
    ss = [e for e in g.events(1) if e.get("kind") == "special_summon"]
    assert ss and all("code" not in e and "name" not in e for e in ss), ss
    own = [e for e in g.events(0) if e.get("kind") == "special_summon"]
    assert own and own[-1].get("name") == "Apprentice Magician"  # its controller knows it


def test_trigger_order_lists_each_distinct_choice_once() -> None:
    """Two waiting copies of Spirit Reaper's "when targeted" trigger (targeted by two chain
    links) are one choice: no decision offers the same option twice."""
    g = run("""
game: ygo
name: Spirit Reaper targeted twice in one chain
setup:
  turn: 3
  players:
    - hand: [Rush Recklessly]
      monsters: [Battle Ox]
    - monsters: [{card: Spirit Reaper}]
      spells: [{card: Rush Recklessly}]
steps:
  - answer: {action: activate, name: Rush Recklessly}
  - answer: {action: card, name: Spirit Reaper}
  - answer: {action: activate, name: Rush Recklessly}
  - answer: {action: card, name: Spirit Reaper}
""")
    seen = 0
    while g.pending() is not None and seen < 20:
        d = g.pending()
        assert d is not None
        forms = [tuple(sorted(o.form.items())) for o in d.options]
        assert len(forms) == len(set(forms)), forms
        if d.kind in ("main", "select") and any(o.form.get("action") == "to_battle"
                                                for o in d.options):
            break
        g.answer(d.options[0].form)
        seen += 1
    assert "Spirit Reaper" in g.facts()["gy.1"]


def test_a_move_into_a_full_row_or_an_occupied_or_missing_zone_is_an_engine_error() -> None:
    """The card that vanished (issue 15): with no free Monster Zone, ``free_mzone()`` is -1 and
    a move wrote the card into zone -1 (= zone 4), overwriting the card there. Now such a move
    raises ZoneError (an exception, not an assert: every build) before anything changes."""
    from tests.ygo.test_properties import check_conservation

    from cardtable.ygo.rules.actions import ZoneError
    from cardtable.ygo.state import LOC_MZONE, LOC_SZONE, POS_FU_ATK

    g = run("""
game: ygo
name: five monsters
setup:
  turn: 3
  players:
    - hand: [Summoned Skull, Dark Hole]
      monsters: [Battle Ox, Celtic Guardian, Mystical Elf, Feral Imp, Beaver Warrior]
      spells: [Mirror Force, Mirror Force, Mirror Force, Mirror Force, Mirror Force]
steps: []
""")
    d = g.g
    skull, hole = d.hand[0]
    before = (list(d.mz[0]), list(d.sz[0]), list(d.hand[0]), list(d.loc))
    for loc, seq, c in ((LOC_MZONE, -1, skull), (LOC_MZONE, 4, skull), (LOC_MZONE, 5, skull),
                        (LOC_SZONE, -1, hole), (LOC_SZONE, 0, hole)):
        with pytest.raises(ZoneError):
            d.move(c, loc, 0, POS_FU_ATK, seq)
        assert (list(d.mz[0]), list(d.sz[0]), list(d.hand[0]), list(d.loc)) == before
        check_conservation(d)
    # a card may still move within its own zone row (its own zone counts as free)
    ox = d.mz[0][0]
    d.move(ox, LOC_MZONE, 0, POS_FU_ATK)
    assert d.mz[0][0] == ox
    check_conservation(d)


def test_creature_swap_keeps_every_index_consistent() -> None:
    """Creature Swap exchanges two monsters (each takes the other's zone): found by the Goat
    preset soak, the swapped-in monster was put between places by hand and listed twice in the
    window index when it had an effect to activate (Tribe-Infecting Virus)."""
    from tests.ygo.test_properties import check_conservation

    g = run("""
game: ygo
name: Creature Swap with Tribe-Infecting Virus
setup:
  turn: 3
  players:
    - hand: [Creature Swap, Kuriboh]
      monsters: [Spirit Reaper]
    - monsters: [Tribe-Infecting Virus]
steps:
  - answer: {action: activate, name: Creature Swap}
  - expect: {monsters.0: [Tribe-Infecting Virus], monsters.1: [Spirit Reaper]}
""")
    check_conservation(g.g)
    assert g.g.n2 == [sum(1 for c in range(g.g.n) if g.g.r2[c] and g.g.loc[c] & g.g.r2[c]
                          and g.g.ctrl[c] == q) for q in (0, 1)] + g.g.n2[2:]
