"""Dark Scorpion Combination (``goat6_t_dark_scorpions.py``) under the goat profile: "Activate
only while 'Don Zaloog', 'Dark Scorpion - Cliff the Trap Remover', 'Dark Scorpion - Chick the
Yellow', 'Dark Scorpion - Gorg the Strong' and 'Dark Scorpion - Meanae the Thorn' are face-up on
your side of the field. This turn only, these cards can attack your opponent directly; if they
do, the Battle Damage each inflicts becomes 400" (DCR-098; the old Japanese text quoted by
yugioh-wiki; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

FIVE = ["Don Zaloog", "Dark Scorpion - Cliff the Trap Remover",
        "Dark Scorpion - Chick the Yellow", "Dark Scorpion - Gorg the Strong",
        "Dark Scorpion - Meanae the Thorn"]


def test_dark_scorpion_combination_direct_for_400() -> None:
    """The opponent controls Summoned Skull; after the Combination, Don Zaloog (1400) may attack
    directly and inflicts 400, not 1400; before it, no direct attack was offered."""
    game = game_of([{"monsters": FIVE,
                     "spells": [{"card": "Dark Scorpion Combination", "face_up": False}]},
                    {"monsters": ["Summoned Skull"], "deck": ["Sangan"] * 5}])
    answer(game, action="activate", name="Dark Scorpion Combination")
    settle(game)
    answer(game, action="to_battle")
    settle(game)
    direct = [o for o in options(game, action="attack", name="Don Zaloog")
              if o.get("target", 0) < 0]
    assert direct
    game.answer(direct[0])
    while options(game, action="pass") or options(game, action="decline"):
        # every window passed; Don Zaloog's own optional damage trigger declined
        answer(game, action="pass" if options(game, action="pass") else "decline")
    assert game.facts()["lp.1"] == LP - 400


def test_without_the_combination_no_direct_attack() -> None:
    """The control: the same board without the Trap offers no direct attack."""
    game = game_of([{"monsters": FIVE}, {"monsters": ["Summoned Skull"]}])
    answer(game, action="to_battle")
    settle(game)
    assert options(game, action="attack", name="Don Zaloog")
    assert not [o for o in options(game, action="attack", name="Don Zaloog")
                if o.get("target", 0) < 0]


def test_dark_scorpion_combination_needs_all_five() -> None:
    """Four of the five are not enough."""
    game = game_of([{"monsters": FIVE[:4],
                     "spells": [{"card": "Dark Scorpion Combination", "face_up": False}]},
                    {}])
    assert not options(game, action="activate", name="Dark Scorpion Combination")
