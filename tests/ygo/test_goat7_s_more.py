"""Heart of Clear Water, Metalsilver Armor, Contract with the Abyss, Earth Chant
(``cards/scripts/goat7_s_more.py``) under the goat profile. Source of each text: goat-pool.csv
does not flag these cards "Goat-era version", so today's official text (DawnbrandBots/yaml-yugi
``data/<passcode>.yaml``) is their Goat behaviour; each test quotes the clause it checks (our
wording in ``pool/goat.csv``). Levels: Dokurorider 6 (DARK Ritual), Performance of Sword 6
(EARTH Ritual), Chu-Ske the Mouse Fighter 3, Monk Fighter 3, Battle Ox 4."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options, pass_while

LP = 8000
HEART = "Heart of Clear Water"


def _eq(card: str, zone: int = 0, player: int = 0) -> dict[str, Any]:
    return {"card": card, "face_up": True, "equip_to": {"player": player, "zone": zone}}


def test_heart_of_clear_water_survives_battle_with_damage() -> None:
    """Heart of Clear Water: "not destroyed as a result of battle ... (Damage calculation is
    applied normally.)": Chu-Ske (1200) attacks Battle Ox (1700): it stays, 500 damage."""
    game = game_of([{"monsters": ["Chu-Ske the Mouse Fighter"], "spells": [_eq(HEART)]},
                    {"monsters": ["Battle Ox"]}])
    answer(game, action="to_battle")
    answer(game, action="attack")
    _run(game)
    f = game.facts()
    assert f["monsters.0"] == ["Chu-Ske the Mouse Fighter"] and f["lp.0"] == LP - 500


def test_heart_of_clear_water_only_against_targeting_effects() -> None:
    """"or by the effect of a card that targets the monster": Raigeki (no target) destroys the
    equipped Chu-Ske."""
    game = game_of([{"monsters": ["Chu-Ske the Mouse Fighter"], "spells": [_eq(HEART)]},
                    {"hand": ["Raigeki"]}], turn_player=1)
    answer(game, action="activate", name="Raigeki")
    _run(game)
    assert game.facts()["monsters.0"] == []


def test_heart_of_clear_water_breaks_at_1300_atk() -> None:
    """"If the equipped monster's ATK is 1300 or higher, this card is destroyed": Rush
    Recklessly (+700) takes Chu-Ske to 1900; the Heart goes to the Graveyard."""
    game = game_of([{"hand": ["Rush Recklessly"], "monsters": ["Chu-Ske the Mouse Fighter"],
                     "spells": [_eq(HEART)]}, {}])
    answer(game, action="activate", name="Rush Recklessly")
    _run(game)
    f = game.facts()
    assert HEART in f["gy.0"] and f["mzone.0.0.atk"] == 1900


def test_metalsilver_armor_leaves_only_the_equipped_monster_targetable() -> None:
    """Metalsilver Armor: "your opponent cannot use the effect of a Spell, Trap, or Effect
    Monster that targets 1 monster, except the equipped monster": the opponent's Book of Moon
    may pick Battle Ox (armored) but neither Mystical Elf beside it nor its own Kuriboh: Battle
    Ox is turned face-down (and loses the Armor)."""
    game = game_of([{"monsters": ["Battle Ox", "Mystical Elf"],
                     "spells": [_eq("Metalsilver Armor")]},
                    {"hand": ["Book of Moon"], "monsters": ["Kuriboh"]}], turn_player=1)
    answer(game, action="activate", name="Book of Moon")
    assert not options(game, action="card"), "Battle Ox is its only target: no choice asked"
    _run(game)
    f = game.facts()
    assert f["mzone.0.0.pos"] == "fd_def" and f["mzone.0.1.pos"] == "atk"
    assert f["mzone.1.0.pos"] == "atk", "its own monsters too: any monster but the equipped one"


def test_contract_with_the_abyss_exact_levels() -> None:
    """Contract with the Abyss: "Ritual Summon any DARK Ritual Monster ... Tribute monsters ...
    whose total Levels exactly equal the Level": Dokurorider (6) for Chu-Ske + Monk Fighter
    (3 + 3); Battle Ox (4) cannot be part of an exact 6 and stays. Dokurorider's own Ritual
    Spell is Revival of Dokurorider: the historical (pre-2010) ruling is that Contract with the
    Abyss is "a generic substitute for Ritual Spell Cards like Black Illusion Ritual and Contract
    with the Dark Master" (edisonformat.com historical rulings, via edisonrul.ing)."""
    game = game_of([{"hand": ["Contract with the Abyss", "Dokurorider"],
                     "monsters": ["Battle Ox", "Chu-Ske the Mouse Fighter", "Monk Fighter"]},
                    {}])
    answer(game, action="activate", name="Contract with the Abyss")
    pass_while(game, 1)
    _run(game, 12)
    while options(game, action="choose"):
        answer(game, action="choose")
        _run(game)
    f = game.facts()
    assert sorted(f["monsters.0"]) == ["Battle Ox", "Dokurorider"]
    assert "Chu-Ske the Mouse Fighter" in f["gy.0"] and "Monk Fighter" in f["gy.0"]


def test_earth_chant_only_earth_rituals_and_exact_total() -> None:
    """Earth Chant: "any EARTH Ritual Monster" (Dokurorider, DARK, is not offered) and "exactly
    equal" (Battle Ox + Chu-Ske make 7, not Performance of Sword's 6)."""
    game = game_of([{"hand": ["Earth Chant", "Dokurorider"],
                     "monsters": ["Battle Ox", "Chu-Ske the Mouse Fighter", "Monk Fighter"]},
                    {}])
    assert not options(game, action="activate", name="Earth Chant")
    game = game_of([{"hand": ["Earth Chant", "Performance of Sword"],
                     "monsters": ["Battle Ox", "Chu-Ske the Mouse Fighter"]}, {}])
    assert not options(game, action="activate", name="Earth Chant")
    game = game_of([{"hand": ["Earth Chant", "Performance of Sword"],
                     "monsters": ["Chu-Ske the Mouse Fighter", "Monk Fighter"]}, {}])
    assert options(game, action="activate", name="Earth Chant")
