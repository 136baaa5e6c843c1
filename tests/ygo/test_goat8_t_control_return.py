"""Remove Brainwashing (``goat8_t_control_return.py``) under the goat profile. Text: not flagged
"Goat-era version" in goat-pool.csv; official text (yaml-yugi data/94739788.yaml): "The control
of all monsters on the field returns to the owners." Rulings: Goat Individual Card FAQ
(TheMTtakeover/goat-rulings goat-indv-rulings/remove-brainwashing.md)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import answer, game_of, options, settle

SET = {"face_up": False}
RB_UP = {"card": "Remove Brainwashing", "face_up": True}


def test_activated_it_sends_a_borrowed_monster_home() -> None:
    """FAQ: "monsters revived with Monster Reborn return to their owner's side of the field":
    seat 0 controls seat 1's Battle Ox; Remove Brainwashing resolves: it is seat 1's again."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "owner": 1}],
                     "spells": [{"card": "Remove Brainwashing", **SET}]}, {}])
    answer(game, action="activate", name="Remove Brainwashing")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == ["Battle Ox"]


def test_a_control_change_while_it_applies_goes_back_at_once() -> None:
    """FAQ: "When Remove Brainwashing is already active on the field and a switching effect is
    activated ... control switches due to the effect but then switches back": Change of Heart
    resolves, seat 1's Battle Ox ends on seat 1's side."""
    game = game_of([{"hand": ["Change of Heart"], "spells": [RB_UP]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="activate", name="Change of Heart")
    if options(game, action="card"):
        answer(game, action="card")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and f["monsters.1"] == ["Battle Ox"]
    moves = [pub["player"] for kind, pub, _ in game.g.elog  # type: ignore[attr-defined]
             if kind == "control"]
    assert moves == [0, 1]  # it switched, then went back


def test_control_does_not_revert_when_it_leaves() -> None:
    """FAQ: "If Remove Brainwashing is destroyed, control does not revert again": after the
    return, Mystical Space Typhoon destroys it; Battle Ox stays with its owner (seat 1)."""
    game = game_of([{"monsters": [{"card": "Battle Ox", "owner": 1}], "hand":
                     ["Mystical Space Typhoon"],
                     "spells": [{"card": "Remove Brainwashing", **SET}]}, {}])
    answer(game, action="activate", name="Remove Brainwashing")
    settle(game)
    answer(game, action="activate", name="Mystical Space Typhoon")
    if options(game, action="card", name="Remove Brainwashing"):
        answer(game, action="card", name="Remove Brainwashing")
    settle(game)
    f = game.facts()
    assert "Remove Brainwashing" in f["gy.0"]
    assert f["monsters.1"] == ["Battle Ox"]


def test_no_room_at_home_destroys_it() -> None:
    """FAQ: "If Remove Brainwashing is activated and a player already has 5 monsters on the
    field, the returning monsters are destroyed.\""""
    game = game_of([{"monsters": [{"card": "Gemini Elf", "owner": 1}],
                     "spells": [{"card": "Remove Brainwashing", **SET}]},
                    {"monsters": ["Battle Ox"] * 5}])
    answer(game, action="activate", name="Remove Brainwashing")
    settle(game)
    f = game.facts()
    assert f["monsters.0"] == [] and "Gemini Elf" in f["gy.1"]


def test_blindly_loyal_goblin_stays() -> None:
    """FAQ: "Control of Blindly Loyal Goblin cannot change even because of Remove
    Brainwashing"."""
    game = game_of([{"monsters": [{"card": "Blindly Loyal Goblin", "owner": 1}],
                     "spells": [{"card": "Remove Brainwashing", **SET}]}, {}])
    answer(game, action="activate", name="Remove Brainwashing")
    settle(game)
    assert game.facts()["monsters.0"] == ["Blindly Loyal Goblin"]
