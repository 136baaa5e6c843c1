"""g6-mb: Morphing Jar #2 (``cards/scripts/goat6_mb_flip.py``). Each test names the text line
it checks; decks are listed top first and the shuffle is the duel's seeded RNG, so the
assertions count what the text fixes whatever the order."""

from __future__ import annotations

from goat_mon_steps import answer, options, run


def test_morphing_jar_2_refills_both_fields() -> None:
    """Morphing Jar #2: "FLIP: return all monsters on the field to their owners' Decks ... pick
    up cards until the same number of monsters ... Level 4 or lower monsters Special Summoned
    face-down, the other picked-up cards to the Graveyard" — Flip Summoned with 1 monster
    beside it (2 returned to its owner's Deck) and 1 on the opponent's side (1 returned)."""
    g = run({"phase": "main1", "players": [
        {"monsters": [{"card": "Morphing Jar #2", "pos": "down"}, "Battle Ox"],
         "deck": ["Dark Hole", "Feral Imp", "Summoned Skull", "Mirror Force"]},
        {"monsters": ["Celtic Guardian"], "deck": ["Pot of Greed", "Kuriboh"]}]})
    forms = options(g, "flip_summon")
    answer(g, {"answer": forms[0]})
    gg = g.g
    f = g.facts()
    for q, returned in ((0, 2), (1, 1)):
        picked = [c for c in (*gg.monsters(q), *gg.gy[q])]
        monsters = [c for c in picked if gg.cd(c).is_monster]
        # exactly `returned` monsters turned up unless the Deck ran out first
        assert len(monsters) == returned or not gg.deck[q], (q, f)
        for m in gg.monsters(q):
            assert gg.pos[m] == 0x8 and gg.level(m) <= 4  # face-down Defense, Level 4 or lower
        for c in gg.gy[q]:
            assert not (gg.cd(c).is_monster and gg.level(c) <= 4)
    assert "Morphing Jar #2" not in f["monsters.0"]  # it went back too (face-down now or Deck)
    assert f["deck_count.0"] + len(gg.monsters(0)) + len(gg.gy[0]) == 6
    assert f["deck_count.1"] + len(gg.monsters(1)) + len(gg.gy[1]) == 3
