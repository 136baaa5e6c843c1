"""goat-m1: summon triggers (``goat5_summon.py``) and field-dependent ATK/DEF
(``goat5_stats.py``). Each test names the 2005 text line it checks; numbers are printed
stats."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, cd, options, pick, run


def _summon(name: str, me: dict[str, Any], opp: dict[str, Any] | None = None,
            steps: list[dict[str, Any]] | None = None) -> Any:
    g = run({"phase": "main1", "players": [{"hand": [name], **me}, opp or {}]})
    answer(g, {"answer": {"action": "summon", "name": name}})
    for st in steps or []:
        while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        answer(g, st)
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})
    return g


def test_dark_jeroid_800_off_a_face_up_monster_while_face_up() -> None:
    """Dark Jeroid: "when Summoned, select 1 face-up monster; it loses 800 ATK while it remains
    face-up" — the loss stays past the End Phase (no "until the End Phase")."""
    g = _summon("Dark Jeroid", {}, {"monsters": ["Battle Ox"]}, [pick("Battle Ox")])
    assert g.facts()["mzone.1.0.atk"] == cd("Battle Ox").atk - 800
    answer(g, {"answer": {"action": "to_end"}})
    while g.facts()["turn_player"] == 0:
        answer(g, {"answer": dict(g.pending().options[0].form)})
    assert g.facts()["mzone.1.0.atk"] == cd("Battle Ox").atk - 800


def test_dragon_seeker_destroys_a_face_up_dragon_only() -> None:
    """Dragon Seeker: "destroy 1 face-up Dragon-Type monster on the field" — a face-down Dragon
    and a face-up non-Dragon are safe."""
    g = _summon("Dragon Seeker", {"monsters": ["Feral Imp"]},
                {"monsters": ["Blue-Eyes White Dragon", {"card": "Luster Dragon", "pos": "down"},
                              "Battle Ox"]})  # Level 6: Feral Imp is its forced Tribute
    f = g.facts()
    assert f["gy.1"] == ["Blue-Eyes White Dragon"]
    assert sorted(f["monsters.1"]) == ["Battle Ox", "Luster Dragon"]


def test_granadora_gain_then_price_when_destroyed() -> None:
    """Granadora: "when Summoned, gain 1000 LP; when destroyed and sent to the GY, you take 2000
    damage"."""
    g = _summon("Granadora", {"hand": ["Granadora", "Dark Hole"]})
    assert g.facts()["lp.0"] == 5000
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})
    assert g.facts()["lp.0"] == 3000 and g.facts()["gy.0"][-1] in ("Granadora", "Dark Hole")


def test_goblin_king_counts_other_fiends() -> None:
    """Goblin King: "ATK and DEF = the Fiend-Type monsters you control other than this card x
    1000" — an opponent's Fiend does not count."""
    g = run({"players": [{"monsters": ["Goblin King", "Feral Imp", "Feral Imp", "Battle Ox"]},
                         {"monsters": ["Summoned Skull"]}]})
    f = g.facts()
    assert f["mzone.0.0.atk"] == 2000 and f["mzone.0.0.def"] == 2000


def test_arsenal_bug_is_1000_alone() -> None:
    """Arsenal Bug: "if you do not control another face-up Insect-Type monster, its ATK and DEF
    become 1000"."""
    g = run({"players": [{"monsters": ["Arsenal Bug"]}, {}]})
    assert (g.facts()["mzone.0.0.atk"], g.facts()["mzone.0.0.def"]) == (1000, 1000)
    g = run({"players": [{"monsters": ["Arsenal Bug", "Arsenal Bug"]}, {}]})
    assert g.facts()["mzone.0.0.atk"] == cd("Arsenal Bug").atk


def test_batteryman_aa_counts_its_position() -> None:
    """Batteryman AA: "in Attack Position, ATK = 1000 x your face-up Attack Position Batteryman
    AA; in Defense Position, DEF = 1000 x the Defense Position ones"."""
    g = run({"players": [{"monsters": ["Batteryman AA", "Batteryman AA",
                                       {"card": "Batteryman AA", "pos": "def"}]}, {}]})
    f = g.facts()
    assert f["mzone.0.0.atk"] == 2000 and f["mzone.0.1.atk"] == 2000
    assert f["mzone.0.2.def"] == 1000 and f["mzone.0.2.atk"] == 0 and f["mzone.0.0.def"] == 0


def test_amazoness_paladin_counts_amazoness_itself_included() -> None:
    """Amazoness Paladin: "+100 ATK for each face-up 'Amazoness' monster you control"."""
    g = run({"players": [{"monsters": ["Amazoness Paladin", "Amazoness Fighter",
                                       {"card": "Amazoness Archer", "pos": "down"}]}, {}]})
    assert g.facts()["mzone.0.0.atk"] == cd("Amazoness Paladin").atk + 200


def test_fairy_king_truesdale_only_in_defense() -> None:
    """Fairy King Truesdale: "while in face-up Defense Position, all Plant-Type monsters on the
    field gain 500 ATK and DEF" — both sides; nothing in Attack Position."""
    bean = cd("Bean Soldier")
    g = run({"players": [{"monsters": [{"card": "Fairy King Truesdale", "pos": "def"},
                                       "Bean Soldier"]}, {"monsters": ["Bean Soldier"]}]})
    f = g.facts()
    assert f["mzone.0.1.atk"] == bean.atk + 500 and f["mzone.1.0.def"] == bean.defense + 500
    assert f["mzone.0.0.atk"] == cd("Fairy King Truesdale").atk + 500  # a Plant itself
    g = run({"players": [{"monsters": ["Fairy King Truesdale", "Bean Soldier"]}, {}]})
    assert g.facts()["mzone.0.1.atk"] == bean.atk


def test_cipher_soldier_plus_2000_against_a_warrior_in_the_damage_step() -> None:
    """Cipher Soldier: "when it battles a Warrior-Type monster, +2000 ATK and DEF during the
    Damage Step only" — it beats Celtic Guardian and keeps its printed ATK outside battle."""
    g = run({"phase": "battle", "players": [{"monsters": ["Cipher Soldier"]},
                                            {"monsters": ["Celtic Guardian"]}]})
    assert g.facts()["mzone.0.0.atk"] == cd("Cipher Soldier").atk
    answer(g, {"answer": {"action": "attack", "name": "Cipher Soldier"}})
    f = g.facts()
    assert f["gy.1"] == ["Celtic Guardian"]
    assert f["lp.1"] == 4000 - (cd("Cipher Soldier").atk + 2000 - cd("Celtic Guardian").atk)


def test_emissary_of_the_afterlife_each_player_adds_a_small_normal() -> None:
    """Emissary of the Afterlife: "sent from the field to the GY: each player selects 1 Level 3
    or lower Normal Monster from their Deck and adds it to their hand" — a Level 4 Normal is not
    offered."""
    g = run({"players": [{"monsters": ["Emissary of the Afterlife"], "hand": ["Dark Hole"],
                          "deck": ["Battle Ox", "Darkworld Thorns"]},
                         {"deck": ["Firegrass", "Battle Ox"]}]})
    answer(g, {"answer": {"action": "activate", "name": "Dark Hole"}})
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert f["hand.0"] == ["Darkworld Thorns"] and f["hand.1"] == ["Firegrass"]


def test_amazoness_tiger_guards_other_amazoness_and_counts_them() -> None:
    """Amazoness Tiger: "+400 ATK for each Amazoness monster you control; your opponent cannot
    select another Amazoness monster as an attack target" — a non-Amazoness stays a target."""
    g = run({"turn": 4, "turn_player": 1, "phase": "battle", "players": [
        {"monsters": ["Amazoness Tiger", "Amazoness Fighter", "Feral Imp"]},
        {"monsters": ["Summoned Skull"]}]})
    assert g.facts()["mzone.0.0.atk"] == cd("Amazoness Tiger").atk + 800
    names = sorted(f.get("target_name", "") for f in options(g, "attack"))
    assert names == ["Amazoness Tiger", "Feral Imp"]


def test_only_one_face_up_amazoness_tiger() -> None:
    """Amazoness Tiger: "you can only control 1 face-up Amazoness Tiger" — a second one can be
    Set but not Normal Summoned."""
    g = run({"players": [{"monsters": ["Amazoness Tiger"], "hand": ["Amazoness Tiger"]}, {}]})
    acts = {f["action"] for f in options(g, "summon") + options(g, "set_monster")}
    assert acts == {"set_monster"}


def test_boar_soldier_destroyed_when_normal_summoned_and_weak_against_monsters() -> None:
    """Boar Soldier: "if this card is Normal Summoned, destroy it; while your opponent controls
    a monster, this card loses 1000 ATK"."""
    g = _summon("Boar Soldier", {})
    assert g.facts()["gy.0"] == ["Boar Soldier"]
    g = run({"players": [{"monsters": ["Boar Soldier"]}, {"monsters": ["Kuriboh"]}]})
    assert g.facts()["mzone.0.0.atk"] == cd("Boar Soldier").atk - 1000
    g = run({"players": [{"monsters": ["Boar Soldier"]}, {}]})
    assert g.facts()["mzone.0.0.atk"] == cd("Boar Soldier").atk


def test_infernal_flame_emperor_removes_fire_to_destroy_as_many() -> None:
    """Infernal Flame Emperor: "when Tribute Summoned, you can remove up to 5 FIRE monsters in
    your GY from play to destroy the same number of Spell/Trap Cards on the field"."""
    g = run({"players": [
        {"hand": ["Infernal Flame Emperor"], "monsters": ["Battle Ox", "Feral Imp"],
         "gy": ["Blazing Inpachi", "Battle Footballer", "Kuriboh"]},
        {"spells": [{"card": "Dark Hole", "face_up": False},
                    {"card": "Raigeki", "face_up": False}, {"card": "Mirror Force",
                                                            "face_up": False}]}]})
    answer(g, {"answer": {"action": "summon", "name": "Infernal Flame Emperor"}})  # Level 9:
    # its 2 Tributes are the only 2 monsters, taken without asking
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})
    answer(g, {"answer": {"action": "trigger"}})
    answer(g, pick("Blazing Inpachi"))
    answer(g, pick("Battle Footballer"))
    cards = [o for o in g.pending().options if o.form.get("action") == "card"]
    answer(g, {"answer": dict(cards[0].form)})
    answer(g, {"answer": dict(cards[1].form)})
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert sorted(f["banished.0"]) == ["Battle Footballer", "Blazing Inpachi"]
    assert len(f["gy.1"]) == 2 and len(f["spells.1"]) == 1


def test_a_man_with_wdjat_looks_at_a_set_card_privately() -> None:
    """A Man with Wdjat: "when Summoned, select 1 Set Spell/Trap your opponent controls and look
    at it" — the looker's log names it, the opponent's copy does not repeat it."""
    g = _summon("A Man with Wdjat", {}, {"spells": [{"card": "Mirror Force", "face_up": False}]})
    assert "Mirror Force" in str(g.events(0))
    assert g.facts()["spells.1"] == ["Mirror Force"]
    assert g.g.revealed_to(g.g.sz[1][0], 0)


def test_fusilier_dragon_without_tributes_is_halved() -> None:
    """Fusilier Dragon, the Dual-Mode Beast: "you can Normal Summon this card without
    Tributing; if you do, its original ATK and DEF are halved" — Tribute Summoned it is whole."""
    fus = cd("Fusilier Dragon, the Dual-Mode Beast")
    g = run({"players": [{"hand": ["Fusilier Dragon, the Dual-Mode Beast"]}, {}]})
    answer(g, {"answer": {"action": "goat5_fusilier"}})
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})
    f = g.facts()
    assert (f["mzone.0.0.atk"], f["mzone.0.0.def"]) == (fus.atk // 2, fus.defense // 2)
    assert f["normal_summon_used"]
    g = run({"players": [{"hand": ["Fusilier Dragon, the Dual-Mode Beast"],
                          "monsters": ["Battle Ox", "Feral Imp"]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Fusilier Dragon, the Dual-Mode Beast"}})
    while g.pending() is not None and g.pending().seat == 1 and options(g, "pass"):
        answer(g, {"answer": {"action": "pass"}})
    assert g.facts()["monsters.0"] == ["Fusilier Dragon, the Dual-Mode Beast"]
    assert g.facts()["mzone.0.0.atk"] == fus.atk
