"""g7-ma: Bombardment Beetle, Cobraman Sakuzy, Desertapir, Dragon Piper, Fire Sorcerer
(``cards/scripts/goat7_ma_flip.py``). Source of each text: goat-pool.csv: not flagged Goat-era
version; official text (yaml-yugi data/57409948.yaml, 75109441, 13409151, 55763552,
27132350)."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import answer, run

FD = "fd_def"


def _flip_summon(g: Any, name: str) -> None:
    answer(g, {"answer": {"action": "flip_summon", "name": name}})


def _pick_card(g: Any, card: int) -> None:
    d = g.pending()
    assert d is not None
    g.answer(next(dict(o.form) for o in d.options if o.form.get("card") == card))


def test_bombardment_beetle_destroys_a_face_down_effect_monster_unflipped() -> None:
    """Bombardment Beetle: "If it is an Effect Monster, destroy it (its Flip Effect is not
    activated)" — Man-Eater Bug (a Flip Effect Monster) picked: destroyed, its Flip never
    resolves (the Beetle survives), and the opponent's Battle Ox stays hidden from seat 0."""
    g = run({"players": [{"monsters": [{"card": "Bombardment Beetle", "pos": FD}]},
                         {"monsters": [{"card": "Man-Eater Bug", "pos": FD},
                                       {"card": "Battle Ox", "pos": FD}]}]})
    _flip_summon(g, "Bombardment Beetle")
    bug = g.view(1)["players"][1]["monsters"][0]["id"]
    _pick_card(g, bug)
    f = g.facts()
    assert f["gy.1"] == ["Man-Eater Bug"] and f["monsters.0"] == ["Bombardment Beetle"]
    assert g.view(0)["players"][1]["monsters"][1].get("hidden") is True


def test_bombardment_beetle_returns_a_non_effect_monster_and_shows_it_only_to_its_player(
) -> None:
    """"If the card is not [an Effect Monster], return it to its original position": Battle Ox
    stays face-down; the Beetle's controller now sees it, the spectator does not."""
    g = run({"players": [{"monsters": [{"card": "Bombardment Beetle", "pos": FD}]},
                         {"monsters": [{"card": "Man-Eater Bug", "pos": FD},
                                       {"card": "Battle Ox", "pos": FD}]}]})
    _flip_summon(g, "Bombardment Beetle")
    ox = g.view(1)["players"][1]["monsters"][1]["id"]
    _pick_card(g, ox)
    f = g.facts()
    assert f["gy.1"] == [] and f["mzone.1.1.pos"] == "fd_def"
    assert g.view(0)["players"][1]["monsters"][1].get("name") == "Battle Ox"
    assert g.view(-1)["players"][1]["monsters"][1].get("hidden") is True


def test_cobraman_sakuzy_looks_at_set_spells_and_traps() -> None:
    """Cobraman Sakuzy: "When this card is flipped face-up, look at all Set Spell and Trap Cards
    on your opponent's side of the field" — after its Flip Summon seat 0 sees the opponent's Set
    Trap Hole; the spectator does not; the card stays Set."""
    g = run({"players": [{"monsters": [{"card": "Cobraman Sakuzy", "pos": FD}]},
                         {"spells": [{"card": "Trap Hole", "face_up": False}]}]})
    assert g.view(0)["players"][1]["spells"][0].get("hidden") is True
    _flip_summon(g, "Cobraman Sakuzy")
    for _ in range(4):  # the opponent may answer the Flip Summon and the trigger: pass
        d = g.pending()
        if d is None or d.seat == 0:
            break
        g.answer({"action": "pass"})
    assert g.view(0)["players"][1]["spells"][0].get("name") == "Trap Hole"
    assert g.view(-1)["players"][1]["spells"][0].get("hidden") is True
    assert g.facts()["szone.1.0.face_up"] is False


def test_desertapir_turns_a_face_up_monster_face_down_but_not_a_desertapir() -> None:
    """Desertapir: "Flip 1 face-up monster on the field into face-down Defense Position. You
    cannot select "Desertapir"" — the opponent's face-up Battle Ox goes face-down; a second,
    face-up Desertapir is never offered."""
    g = run({"players": [{"monsters": [{"card": "Desertapir", "pos": FD},
                                       {"card": "Desertapir", "pos": "atk"}]},
                         {"monsters": ["Battle Ox"]}]})
    _flip_summon(g, "Desertapir")
    f = g.facts()
    # the only legal target is Battle Ox (forced pick)
    assert f["mzone.1.0.pos"] == "fd_def"
    assert f["mzone.0.1.pos"] == "atk"


def test_dragon_piper_destroys_the_jar_then_dragons_attack_position() -> None:
    """Dragon Piper: "Destroy all face-up "Dragon Capture Jar"(s) on the field. If you destroy
    any, change all face-up Dragon-Type monsters on the field to Attack Position"."""
    dragon = "Blue-Eyes White Dragon"
    g = run({"players": [{"monsters": [{"card": "Dragon Piper", "pos": FD}]},
                         {"monsters": [{"card": dragon, "pos": "def"}],
                          "spells": [{"card": "Dragon Capture Jar", "face_up": True}]}]})
    _flip_summon(g, "Dragon Piper")
    f = g.facts()
    assert f["gy.1"] == ["Dragon Capture Jar"] and f["mzone.1.0.pos"] == "atk"


def test_dragon_piper_without_a_jar_changes_nothing() -> None:
    """"If you destroy any": with no Jar on the field the Dragon stays in Defense Position."""
    g = run({"players": [{"monsters": [{"card": "Dragon Piper", "pos": FD}]},
                         {"monsters": [{"card": "Blue-Eyes White Dragon", "pos": "def"}]}]})
    _flip_summon(g, "Dragon Piper")
    assert g.facts()["mzone.1.0.pos"] == "def"


def test_fire_sorcerer_removes_two_random_hand_cards_for_800() -> None:
    """Fire Sorcerer: "Randomly select 2 cards from your hand and remove them from play to
    inflict 800 points of damage" — 3 cards in hand: 2 removed from play, 1 left, 800 damage;
    with 1 card in hand (our reading of "remove them ... to inflict"): nothing happens."""
    g = run({"players": [{"monsters": [{"card": "Fire Sorcerer", "pos": FD}],
                          "hand": ["Battle Ox", "Trap Hole", "Dark Hole"]}, {}]})
    _flip_summon(g, "Fire Sorcerer")
    f = g.facts()
    assert len(f["banished.0"]) == 2 and f["hand_count.0"] == 1
    assert f["lp.1"] == 4000 - 800
    g = run({"players": [{"monsters": [{"card": "Fire Sorcerer", "pos": FD}],
                          "hand": ["Battle Ox"]}, {}]})
    _flip_summon(g, "Fire Sorcerer")
    f = g.facts()
    assert f["banished.0"] == [] and f["lp.1"] == 4000 and f["hand_count.0"] == 1
