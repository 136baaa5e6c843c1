"""Equip Spells of ``cards/scripts/goat8_s_equips.py`` under the goat profile. Both cards are
flagged "Goat-era version" in goat-pool.csv; each test quotes the clause of the 2005 print it
checks and its source (module docstring): Ring of Magnetism's MRD text (yaml-yugi
``data/20436034.yaml``), Falling Down's DCR text (lostcardisland.blogspot.com, 2012-02-29;
Portuguese print in yaml-yugi ``data/32919136.yaml``) and the 2005 "Archfiend" reading
(carrotizer, Pojo, 2006-09-01). Stats: Battle Ox 1700/1000, Mystical Elf 800/2000, Archfiend
Soldier 1900, Summoned Skull 2500, Nightmare Horse 500 (may attack directly)."""

from __future__ import annotations

from typing import Any

from tests.ygo.test_goat7_s_equips import _run
from tests.ygo.test_goat_st_batches import answer, game_of, options

LP = 8000


def _equipped(card: str, zone: int = 0, player: int = 0) -> dict[str, Any]:
    return {"card": card, "face_up": True, "equip_to": {"player": player, "zone": zone}}


def _targets(game: Any) -> set[str]:
    """Names of the attack targets offered (``direct`` for a direct attack)."""
    g = game.g
    out = set()
    for o in options(game, action="attack"):
        t = o.get("target", -1)
        out.add("direct" if t is None or t < 0 else g.cd(t).name.en)
    return out


def test_ring_of_magnetism_only_the_equipped_monster_can_be_attacked() -> None:
    """Ring of Magnetism: "all the monsters on your opponent's side of the field can only
    attack the monster equipped with this card, if they attack": with Mystical Elf (ringed)
    and Battle Ox on the defending side, every attack offered targets Mystical Elf; "Decrease
    the ATK and DEF ... by 500": the Elf is 300/1500."""
    game = game_of([{"monsters": ["Summoned Skull"]},
                    {"monsters": ["Mystical Elf", "Battle Ox"],
                     "spells": [_equipped("Ring of Magnetism", 0, 1)]}])
    f = game.facts()
    assert f["mzone.1.0.atk"] == 800 - 500 and f["mzone.1.0.def"] == 2000 - 500
    answer(game, action="to_battle")
    assert _targets(game) == {"Mystical Elf"}
    assert options(game, action="end_battle"), "if they attack: no forced attack"


def test_ring_of_magnetism_stops_a_direct_attack() -> None:
    """"can only attack the equipped monster": Nightmare Horse, which may attack directly, can
    only attack the ringed Battle Ox (yugioh-wiki.net: the Ring also stops monsters that
    attack directly); without the Ring it may attack directly."""
    game = game_of([{"monsters": ["Nightmare Horse"]},
                    {"monsters": ["Battle Ox"], "spells": [_equipped("Ring of Magnetism", 0, 1)]}])
    answer(game, action="to_battle")
    assert _targets(game) == {"Battle Ox"}
    game = game_of([{"monsters": ["Nightmare Horse"]}, {"monsters": ["Battle Ox"]}])
    answer(game, action="to_battle")
    assert "direct" in _targets(game)


def test_ring_of_magnetism_equips_only_your_own_monster() -> None:
    """"You can only equip this card to a monster on your side of the field": with monsters
    only on the opponent's side it cannot be activated; with Battle Ox of yours it equips the
    Ox (1700/1000 -> 1200/500)."""
    game = game_of([{"hand": ["Ring of Magnetism"]}, {"monsters": ["Summoned Skull"]}])
    assert not options(game, action="activate", name="Ring of Magnetism")
    game = game_of([{"hand": ["Ring of Magnetism"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Ring of Magnetism")
    _run(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 1200 and f["mzone.0.0.def"] == 500
    assert f["spells.0"] == ["Ring of Magnetism"] and f["mzone.1.0.atk"] == 2500


def test_falling_down_takes_control_with_an_archfiend() -> None:
    """Falling Down: "Take control of 1 of your opponent's faceup monsters": with Archfiend
    Soldier face-up, the opponent's Summoned Skull comes to your side."""
    game = game_of([{"hand": ["Falling Down"], "monsters": ["Archfiend Soldier"]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Falling Down")
    _run(game)
    f = game.facts()
    assert sorted(f["monsters.0"]) == ["Archfiend Soldier", "Summoned Skull"]
    assert f["monsters.1"] == [] and f["spells.0"] == ["Falling Down"]


def test_falling_down_destroyed_without_a_face_up_archfiend() -> None:
    """"Destroy this card if there is no faceup Archfiend card on your side of the field": with
    only Battle Ox, Falling Down resolves, is destroyed at once and the Skull goes back."""
    game = game_of([{"hand": ["Falling Down"], "monsters": ["Battle Ox"]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Falling Down")
    _run(game)
    f = game.facts()
    assert f["gy.0"] == ["Falling Down"]
    assert f["monsters.1"] == ["Summoned Skull"] and f["monsters.0"] == ["Battle Ox"]


def test_falling_down_800_in_each_opponent_standby_phase() -> None:
    """"Inflict 800 points of damage to your Life Points during each of your opponent's Standby
    Phases": in the opponent's next Standby Phase its controller takes 800; not in its own."""
    game = game_of([{"hand": ["Falling Down"], "monsters": ["Archfiend Soldier"]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Falling Down")
    _run(game)
    assert game.facts()["lp.0"] == LP
    answer(game, action="to_end")
    _run(game)
    f = game.facts()
    assert f["turn_player"] == 1 and f["lp.0"] == LP - 800
