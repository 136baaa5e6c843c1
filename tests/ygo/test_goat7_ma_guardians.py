"""g7-ma: the six Guardians (``cards/scripts/goat7_ma_guardians.py``). Source of each text:
goat-pool.csv: not flagged Goat-era version; official text (yaml-yugi data/10755153.yaml
(Ceal), 74367458 (Elma), 47150851 (Grarl), 73544866 (Baou), 09633505 (Kay'est), 46037213
(Tryce))."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, cd, options, pick, run

CEAL_BOW = "Shooting Star Bow - Ceal"
ELMA_DAGGER = "Butterfly Dagger - Elma"
GRARL_AXE = "Gravity Axe - Grarl"
BAOU_SWORD = "Wicked-Breaking Flamberge - Baou"
KAYEST_ROD = "Rod of Silence - Kay'est"
TRYCE_SWORDS = "Twin Swords of Flashing Light - Tryce"


def _weapon(name: str, zone: int = 0) -> dict[str, Any]:
    return {"card": name, "face_up": True, "equip_to": {"player": 0, "zone": zone}}


def _settle(g: Any) -> None:
    """Pass what is not the point of these tests (``goat7_ma_steps.settle``)."""
    settle(g, seat=0)


def _names(g: Any, action: str) -> list[str]:
    return [str(f.get("name")) for f in options(g, action)]


def test_no_summon_without_the_face_up_weapon_but_a_set_is_allowed() -> None:
    """"Cannot be Summoned unless you control a face-up "Shooting Star Bow - Ceal"": with no
    Bow no Normal Summon of Guardian Ceal is offered (a Set is: a Set is no Summon); with a
    face-down Bow neither; with a face-up Bow the Normal Summon is offered."""
    g = run({"players": [{"hand": ["Guardian Ceal"]}, {}]})
    assert "Guardian Ceal" not in _names(g, "summon")
    assert "Guardian Ceal" in _names(g, "set_monster")
    g = run({"players": [{"hand": ["Guardian Ceal"],
                          "spells": [{"card": CEAL_BOW, "face_up": False}]}, {}]})
    assert "Guardian Ceal" not in _names(g, "summon")
    g = run({"players": [{"hand": ["Guardian Ceal"], "monsters": ["Battle Ox"],
                          "spells": [_weapon(CEAL_BOW)]}, {}]})
    assert "Guardian Ceal" in _names(g, "summon")


def test_guardian_ceal_sends_its_equip_to_destroy_a_monster() -> None:
    """Guardian Ceal: "send 1 Equip Spell Card you control that is equipped to this card to the
    Graveyard to target 1 monster your opponent controls; destroy that target"."""
    g = run({"players": [{"monsters": ["Guardian Ceal"], "spells": [_weapon(CEAL_BOW)]},
                         {"monsters": ["Battle Ox"]}]})
    answer(g, act("Guardian Ceal"))
    _settle(g)
    f = g.facts()
    assert f["gy.0"] == [CEAL_BOW] and f["gy.1"] == ["Battle Ox"]


def test_guardian_elma_equips_an_equip_spell_from_the_graveyard() -> None:
    """Guardian Elma: "When this card is Normal or Special Summoned: You can target 1 appropriate
    Equip Spell Card in your Graveyard; equip that target to this card" — Axe of Despair from
    the Graveyard: +1000 ATK."""
    g = run({"players": [{"hand": ["Guardian Elma"], "gy": ["Axe of Despair"],
                          "monsters": ["Battle Ox"], "spells": [_weapon(ELMA_DAGGER)]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Guardian Elma"}})
    answer(g, {"answer": {"action": "trigger", "name": "Guardian Elma"}})
    _settle(g)
    f = g.facts()
    zone = f["monsters.0"].index("Guardian Elma")
    assert f[f"mzone.0.{zone}.atk"] == cd("Guardian Elma").atk + 1000
    assert "Axe of Despair" in f["spells.0"] and f["gy.0"] == []


def test_guardian_grarl_special_summons_itself_as_the_only_card_in_hand() -> None:
    """Guardian Grarl: "If this is the only card in your hand, you can Special Summon it" —
    with a second card in hand, or without a face-up Gravity Axe, it is not offered."""
    board: dict[str, Any] = {"monsters": ["Battle Ox"], "spells": [_weapon(GRARL_AXE)]}
    g = run({"players": [{**board, "hand": ["Guardian Grarl", "Trap Hole"]}, {}]})
    assert not options(g, "goat_mon_proc")
    g = run({"players": [{"hand": ["Guardian Grarl"]}, {}]})
    assert not options(g, "goat_mon_proc")
    g = run({"players": [{**board, "hand": ["Guardian Grarl"]}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": "Guardian Grarl"}}])
    assert "Guardian Grarl" in g.facts()["monsters.0"]


def test_guardian_baou_gains_1000_and_negates_its_victims_effect() -> None:
    """Guardian Baou: "When this card destroys an opponent's monster by battle and sends it to
    the Graveyard: It gains 1000 ATK. Negate the effects of monsters destroyed by battle with
    this card" — Baou (800; the Flamberge is equipped to Battle Ox) attacks Sangan in Defense
    Position (DEF 600): Sangan's search resolves with no effect and Baou has 1000 more ATK."""
    g = run({"players": [{"monsters": ["Guardian Baou", "Battle Ox"],
                          "spells": [_weapon(BAOU_SWORD, zone=1)]},
                         {"monsters": [{"card": "Sangan", "pos": "def"}],
                          "deck": ["Witch of the Black Forest"] * 3}]})
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("name") == "Guardian Baou")})
    _settle(g)
    f = g.facts()
    assert f["gy.1"] == ["Sangan"] and f["hand_count.1"] == 0
    assert f["mzone.0.0.atk"] == cd("Guardian Baou").atk + 1000


def test_guardian_kayest_cannot_be_attacked_but_allows_direct_attacks() -> None:
    """Guardian Kay'est: "cannot be targeted for attacks, but does not prevent your opponent
    from attacking you directly" — the opponent's Battle Ox may only attack directly."""
    g = run({"turn_player": 1, "players": [
        {"monsters": ["Guardian Kay'est", "Battle Ox"], "spells": [_weapon(KAYEST_ROD, zone=1)]},
        {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    targets = sorted(str(f.get("target_name", "direct")) for f in options(g, "attack"))
    assert targets == ["Battle Ox"]  # only the other monster while there is one
    g = run({"turn_player": 1, "players": [
        {"monsters": ["Guardian Kay'est"], "spells": [{"card": KAYEST_ROD, "face_up": True}]},
        {"monsters": ["Battle Ox"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    assert [f.get("target") for f in options(g, "attack")] == [-1]


def test_guardian_kayest_is_unaffected_by_spells() -> None:
    """"This card is unaffected by Spell effects": Dark Hole destroys Battle Ox only."""
    g = run({"players": [{"hand": ["Dark Hole"]},
                         {"monsters": ["Guardian Kay'est", "Battle Ox"]}]})
    answer(g, act("Dark Hole"))
    _settle(g)
    assert g.facts()["monsters.1"] == ["Guardian Kay'est"]


def test_guardian_tryce_brings_back_its_tribute() -> None:
    """Guardian Tryce: "When this card is destroyed and sent to the Graveyard: Special Summon the
    monster from the Graveyard that was used for its Tribute Summon" — Tributing Battle Ox for
    it, then Dark Hole: Battle Ox comes back."""
    g = run({"players": [{"hand": ["Guardian Tryce", "Dark Hole"], "monsters": ["Battle Ox"],
                          "spells": [{"card": TRYCE_SWORDS, "face_up": True}]}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Guardian Tryce"}})
    d = g.pending()
    if d is not None and any(o.form.get("action") == "card" for o in d.options):
        answer(g, pick("Battle Ox"))
    _settle(g)
    assert g.facts()["monsters.0"] == ["Guardian Tryce"]
    answer(g, act("Dark Hole"))
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Battle Ox"] and "Guardian Tryce" in f["gy.0"]
