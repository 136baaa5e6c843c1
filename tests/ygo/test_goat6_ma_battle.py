"""g6-ma: battle monsters (``cards/scripts/goat6_ma_battle.py``). Each test names the printed
text clause it checks (the texts of their first TCG printings, our own words in
``pool/goat.csv``); numbers are printed stats."""

from __future__ import annotations

from goat_mon_steps import answer, cd, normal, options, pick, run

from cardtable.ygo.cards import constants as C
from cardtable.ygo.game import YgoGame

SCORPION = "8-Claws Scorpion"
CATS_EAR = "Cat's Ear Tribe"
MUMMY = "Giant Axe Mummy"
JACKAL = "Ghost Knight of Jackal"
ARCHER = "Arcane Archer of the Forest"
EMISSARY = "Emissary of the Oasis"
GARZETT = "Great Maju Garzett"
WALL = "Giant Soldier of Stone"  # 1300 / 2000
OX = "Battle Ox"  # 1700 / 1000


def _pass(g: YgoGame) -> None:
    for _ in range(10):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def _attack(g: YgoGame, a: str, t: str) -> None:
    answer(g, {"answer": {"action": "attack", "name": a, "target_name": t}})
    _pass(g)


def _targets(g: YgoGame, a: str) -> set[str]:
    return {o.get("target_name", "") for o in options(g, "attack") if o.get("name") == a}


def test_scorpion_has_2400_against_a_face_down_defender() -> None:
    """8-Claws Scorpion: "when this card attacks a face-down Defense Position monster your
    opponent controls, its ATK becomes 2400 during damage calculation only": 2400 against the
    set Giant Soldier of Stone (DEF 2000) destroys it; afterwards its ATK is 300 again."""
    g = run({"phase": "battle", "players": [{"monsters": [SCORPION]},
                                            {"monsters": [{"card": WALL, "pos": "fd_def"}]}]})
    answer(g, {"answer": {"action": "attack", "name": SCORPION}})  # the set monster: unnamed
    _pass(g)
    f = g.facts()
    assert f["gy.1"] == [WALL] and f["lp.0"] == 4000
    assert f["mzone.0.0.atk"] == cd(SCORPION).atk


def test_scorpion_has_its_own_atk_against_a_face_up_defender() -> None:
    """Against a face-up Defense Position monster the clause does not apply: 300 against DEF
    2000, its controller takes 1700 and the wall stays."""
    g = run({"phase": "battle", "players": [{"monsters": [SCORPION]},
                                            {"monsters": [{"card": WALL, "pos": "def"}]}]})
    _attack(g, SCORPION, WALL)
    f = g.facts()
    assert f["monsters.1"] == [WALL]
    assert f["lp.0"] == 4000 - (cd(WALL).defense - cd(SCORPION).atk)


def test_scorpion_turns_itself_face_down_once_per_turn() -> None:
    """"Once per turn, you can change this card to face-down Defense Position"."""
    g = run({"players": [{"monsters": [SCORPION]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": SCORPION}})
    _pass(g)
    assert g.facts()["mzone.0.0.pos"] == "fd_def"


def test_cats_ear_tribe_in_the_opponents_battle_phase() -> None:
    """Cat's Ear Tribe: "during your opponent's Battle Phase, the original ATK of an
    opponent's monster that battles this card becomes 200 during damage calculation only":
    Battle Ox (1700) attacking it fights with 200 against its 200 — both are destroyed and
    nobody takes damage; Battle Ox had 1700 before the battle."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle",
             "players": [{"monsters": [CATS_EAR]}, {"monsters": [OX]}]})
    _attack(g, OX, CATS_EAR)
    f = g.facts()
    assert f["gy.0"] == [CATS_EAR] and f["gy.1"] == [OX]
    assert f["lp.0"] == 4000 and f["lp.1"] == 4000


def test_cats_ear_tribe_does_nothing_in_its_controllers_battle_phase() -> None:
    """In its controller's own Battle Phase the clause does not apply: Cat's Ear Tribe (200)
    attacking Battle Ox (1700) is destroyed and its controller takes 1500."""
    g = run({"phase": "battle", "players": [{"monsters": [CATS_EAR]}, {"monsters": [OX]}]})
    _attack(g, CATS_EAR, OX)
    f = g.facts()
    assert f["gy.0"] == [CATS_EAR] and f["lp.0"] == 4000 - (cd(OX).atk - cd(CATS_EAR).atk)


def test_giant_axe_mummy_destroys_a_weaker_attacker() -> None:
    """Giant Axe Mummy: "if an opponent's monster with ATK lower than this card's DEF attacks
    this card, destroy the attacking monster at the end of the Damage Step": Battle Ox (1700)
    attacks it in Defense Position (DEF 2000): its controller takes 300, then the Ox is
    destroyed."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle",
             "players": [{"monsters": [{"card": MUMMY, "pos": "def"}]}, {"monsters": [OX]}]})
    _attack(g, OX, MUMMY)
    f = g.facts()
    assert f["lp.1"] == 4000 - (cd(MUMMY).defense - cd(OX).atk)
    assert f["gy.1"] == [OX] and f["monsters.0"] == [MUMMY]


def test_giant_axe_mummy_lets_a_stronger_attacker_be() -> None:
    """Summoned Skull (2500, more than DEF 2000) destroys the Mummy and is not destroyed."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle",
             "players": [{"monsters": [{"card": MUMMY, "pos": "def"}]},
                         {"monsters": ["Summoned Skull"]}]})
    _attack(g, "Summoned Skull", MUMMY)
    f = g.facts()
    assert f["gy.0"] == [MUMMY] and f["monsters.1"] == ["Summoned Skull"]


def test_ghost_knight_takes_the_destroyed_monster() -> None:
    """Ghost Knight of Jackal: "when this card destroys an opponent's monster by battle and
    sends it to the Graveyard, you can ... Special Summon it to your side of the field in
    face-up Defense Position"."""
    g = run({"phase": "battle", "players": [{"monsters": [JACKAL]}, {"monsters": [WALL]}]})
    answer(g, {"answer": {"action": "attack", "name": JACKAL, "target_name": WALL}})
    answer(g, {"answer": {"action": "trigger", "name": JACKAL}})
    _pass(g)
    f = g.facts()
    assert f["monsters.0"] == [JACKAL, WALL] and f["mzone.0.1.pos"] == "def"
    assert f["gy.1"] == []


def test_arcane_archer_cannot_be_attacked_beside_a_plant() -> None:
    """Arcane Archer of the Forest: "while you control a face-up Plant-Type monster, this card
    cannot be attacked": the attacker may choose the Plant only; without the Plant the Archer
    is a target."""
    plant = normal(lambda c: c.race & C.RACE_BY_NAME["Plant"])
    g = run({"phase": "battle", "players": [{"monsters": ["Summoned Skull"]},
                                            {"monsters": [ARCHER, plant]}]})
    assert _targets(g, "Summoned Skull") == {plant}
    g = run({"phase": "battle", "players": [{"monsters": ["Summoned Skull"]},
                                            {"monsters": [ARCHER, OX]}]})
    assert _targets(g, "Summoned Skull") == {ARCHER, OX}


def test_arcane_archer_tributes_a_plant_to_destroy_a_spell_or_trap() -> None:
    """"You can Tribute 1 Plant-Type monster you control to target 1 Spell or Trap Card on the
    field and destroy it"."""
    plant = normal(lambda c: c.race & C.RACE_BY_NAME["Plant"])
    g = run({"players": [{"monsters": [ARCHER, plant]},
                         {"spells": [{"card": "Trap Hole"}]}]})
    answer(g, {"answer": {"action": "activate", "name": ARCHER}})
    _pass(g)
    f = g.facts()
    assert f["gy.0"] == [plant] and f["gy.1"] == ["Trap Hole"]


def test_emissary_cannot_be_attacked_and_spares_the_damage() -> None:
    """Emissary of the Oasis: "while you control a face-up Level 3 or lower Normal Monster, this
    card cannot be attacked" and "you take no Battle Damage from battles involving a Level 3 or
    lower Normal Monster": Battle Ox may attack only the Normal Monster, and destroys it without
    damage to the Emissary's controller."""
    small = normal(lambda c: c.level <= 3 and c.atk < 1700)
    g = run({"phase": "battle", "players": [{"monsters": [OX]},
                                            {"monsters": [EMISSARY, small]}]})
    assert _targets(g, OX) == {small}
    _attack(g, OX, small)
    f = g.facts()
    assert f["gy.1"] == [small] and f["lp.1"] == 4000


def test_great_maju_garzett_doubles_its_tribute() -> None:
    """Great Maju Garzett: "when this card is Tribute Summoned, its ATK becomes twice the
    original ATK of the monster Tributed": Battle Ox (1700) Tributed → 3400."""
    g = run({"players": [{"hand": [GARZETT], "monsters": [OX]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": GARZETT}})
    d = g.pending()
    if d is not None and any(o.form.get("action") == "card" for o in d.options):
        answer(g, pick(OX))
    _pass(g)
    f = g.facts()
    assert f["monsters.0"] == [GARZETT] and f["gy.0"] == [OX]
    assert f["mzone.0.0.atk"] == 2 * cd(OX).atk
