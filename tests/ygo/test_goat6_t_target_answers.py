"""Dramatic Rescue (``goat6_t_target_answers.py``) under the goat profile: "Activate only when a
card that targets an 'Amazoness' monster on the field is activated. Return the targeted
monster(s) to the hand and Special Summon another monster from your hand" (MFC-097; the old
Japanese text quoted by yugioh-wiki; our own words in ``pool/goat.csv``)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while, settle

from cardtable.ygo.state import POS_FU_ATK

SET = {"face_up": False}


def test_dramatic_rescue_swaps_the_targeted_amazoness() -> None:
    """Book of Moon on Amazoness Swords Woman: Dramatic Rescue returns her to the hand and
    Special Summons Summoned Skull from the hand instead (she herself is no choice); Book of
    Moon then finds its target gone."""
    game = game_of([{"hand": ["Book of Moon"]},
                    {"monsters": ["Amazoness Swords Woman"], "hand": ["Summoned Skull"],
                     "spells": [{"card": "Dramatic Rescue", **SET}]}])
    answer(game, action="activate", name="Book of Moon")
    if options(game, action="card", name="Amazoness Swords Woman"):
        answer(game, action="card", name="Amazoness Swords Woman")
    pass_while(game, 0)
    answer(game, action="activate", name="Dramatic Rescue")
    settle(game)
    assert not options(game, action="card", name="Amazoness Swords Woman")
    if options(game, action="card", name="Summoned Skull"):
        answer(game, action="card", name="Summoned Skull")
    answer(game, action="choose", value=POS_FU_ATK)
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == ["Summoned Skull"] and f["mzone.1.0.pos"] == "atk"
    assert f["hand.1"] == ["Amazoness Swords Woman"]


def test_dramatic_rescue_needs_an_amazoness_target() -> None:
    """"a card that targets an 'Amazoness' monster": Book of Moon on Battle Ox opens no Rescue."""
    game = game_of([{"hand": ["Book of Moon"]},
                    {"monsters": ["Battle Ox"], "hand": ["Summoned Skull"],
                     "spells": [{"card": "Dramatic Rescue", **SET}]}])
    answer(game, action="activate", name="Book of Moon")
    if options(game, action="card", name="Battle Ox"):
        answer(game, action="card", name="Battle Ox")
    pass_while(game, 0)
    assert not options(game, action="activate", name="Dramatic Rescue")
    settle(game)
    assert game.view(0)["players"][1]["monsters"][0].get("hidden")
