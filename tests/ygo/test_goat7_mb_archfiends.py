"""g7-mb: the rest of the Dark Crisis Archfiends (``cards/scripts/goat7_mb_archfiends.py``). The
cards are not flagged "Goat-era version" in goat-pool.csv: each test checks a clause of today's
official text (yaml-yugi ``data/<passcode>.yaml``), named in its docstring. The die is the
duel's seeded RNG, read back from the public ``die_roll`` event; several seeds make both
outcomes happen."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, die_rolls, options, run

from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame


def _seeded(setup: dict[str, Any], seed: int) -> YgoGame:
    g = Scenario.from_data({"game": "ygo", "name": "archfiends7", "seed": seed,
                            "setup": {"turn": 3, **setup}, "steps": []},
                           source="test_goat7_mb_archfiends").run()
    assert isinstance(g, YgoGame)
    return g


def _settle(g: Any, prefer: str = "") -> None:
    """Answer what is not the point of these tests (``goat7_mb_steps.settle``)."""
    settle(g, prefer, limit=10)


def test_darkbishop_die_guards_another_archfiend() -> None:
    """Darkbishop Archfiend (data/35798491.yaml): "When an Archfiend Monster Card on your side
    of the field is targeted by the effect of a card controlled by your opponent, when resolving
    the effect, roll a six-sided die. If the result is 1, 3, or 6, negate the effect and destroy
    the opponent's card" — Book of Moon on Archfiend Marmot of Nefariousness: one roll; on a hit
    the Marmot stays face-up."""
    seen = set()
    for seed in range(12):
        g = _seeded({"phase": "main1", "players": [
            {"hand": ["Book of Moon"]},
            {"monsters": ["Darkbishop Archfiend", "Archfiend Marmot of Nefariousness"]}]}, seed)
        answer(g, act("Book of Moon"))
        _settle(g, "Archfiend Marmot of Nefariousness")
        rolls = die_rolls(g)
        assert len(rolls) == 1
        hit = rolls[0] in (1, 3, 6)
        assert g.facts()["mzone.1.1.pos"] == ("atk" if hit else "fd_def"), (seed, rolls)
        seen.add(hit)
    assert seen == {True, False}


def test_darkbishop_targeted_itself_rolls_once() -> None:
    """Its one die also answers for itself ("an Archfiend Monster Card on your side"): Book of
    Moon on Darkbishop rolls exactly once."""
    for seed in range(4):
        g = _seeded({"phase": "main1", "players": [
            {"hand": ["Book of Moon"]}, {"monsters": ["Darkbishop Archfiend"]}]}, seed)
        answer(g, act("Book of Moon"))
        _settle(g)
        assert len(die_rolls(g)) == 1


def test_darkbishop_upkeep_is_500() -> None:
    """"pays 500 Life Points during each of his/her Standby Phases (this is not optional)"."""
    g = run({"phase": "draw", "players": [
        {"monsters": ["Darkbishop Archfiend"], "deck": ["Battle Ox"] * 3}, {}]})
    for _ in range(4):
        if g.facts()["phase"] == "main1":
            break
        d = g.pending()
        assert d is not None
        answer(g, {"answer": d.options[0].form})
    assert g.facts()["lp.0"] == 3500


def test_desrook_revives_a_destroyed_terrorking_from_the_hand() -> None:
    """Desrook Archfiend (data/72192100.yaml): "When a 'Terrorking Archfiend' on your side of the
    field is destroyed and sent to the Graveyard, you can send this card from your hand to the
    Graveyard to Special Summon the 'Terrorking Archfiend'" — the opponent's Fissure destroys
    it; Desrook brings it back."""
    g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
        {"hand": ["Desrook Archfiend"], "monsters": ["Terrorking Archfiend"]},
        {"hand": ["Fissure"]}]})
    answer(g, act("Fissure"))
    for _ in range(4):
        if [f for f in options(g, "trigger") if f.get("name") == "Desrook Archfiend"] or \
                [f for f in options(g, "activate") if f.get("name") == "Desrook Archfiend"]:
            break
        answer(g, {"answer": {"action": "pass"}})
    forms = [f for f in options(g, "trigger") + options(g, "activate")
             if f.get("name") == "Desrook Archfiend"]
    assert forms, g.pending()
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["monsters.0"] == ["Terrorking Archfiend"] and f["gy.0"] == ["Desrook Archfiend"]


def test_infernalqueen_boosts_an_archfiend_each_standby() -> None:
    """Infernalqueen Archfiend (data/08581705.yaml): "during each Standby Phase, increase the ATK
    of 1 Archfiend Monster Card by 1000 points until the End Phase" — in the opponent's Standby
    Phase too (no upkeep then): Archfiend Marmot (Normal, 1000 ATK... its printed ATK + 1000)."""
    g = run({"phase": "draw", "turn": 4, "turn_player": 1, "players": [
        {"monsters": ["Infernalqueen Archfiend", "Archfiend Marmot of Nefariousness"]},
        {"deck": ["Battle Ox"] * 3}]})
    base = g.facts()["mzone.0.1.atk"]
    for _ in range(6):
        if g.facts()["phase"] == "main1":
            break
        cards = options(g, "card")
        if cards:
            answer(g, {"answer": {"action": "card", "name": "Archfiend Marmot of Nefariousness"}})
            continue
        d = g.pending()
        assert d is not None
        answer(g, {"answer": d.options[0].form})
    f = g.facts()
    assert f["mzone.0.1.atk"] == base + 1000 and f["lp.0"] == 4000


def test_checkmate_lets_terrorking_attack_directly() -> None:
    """Checkmate (data/69313735.yaml): "Tribute 1 Archfiend monster on your side of the field.
    During this turn, 1 'Terrorking Archfiend' on your side of the field can attack your
    opponent's Life Points directly" — beside an opponent's monster, Terrorking's attack may be
    direct after Checkmate (Vilepawn tributed), not before."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Checkmate"], "monsters": ["Terrorking Archfiend", "Vilepawn Archfiend"]},
        {"monsters": ["Battle Ox"]}]})
    answer(g, act("Checkmate"))
    answer(g, {"answer": {"action": "card", "name": "Vilepawn Archfiend"}})
    _settle(g)
    assert g.facts()["gy.0"] == ["Vilepawn Archfiend", "Checkmate"]
    answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack") if f.get("name") == "Terrorking Archfiend"]
    assert {f.get("target_name") for f in forms} == {"Battle Ox", None}
    direct = [f for f in forms if f.get("target_name") is None]
    answer(g, {"answer": direct[0]})
    _settle(g)
    assert g.facts()["lp.1"] == 4000 - 2000  # Terrorking: 2000 ATK


def test_no_direct_attack_without_checkmate() -> None:
    """Without Checkmate the Terrorking may only attack the opponent's monster."""
    g = run({"phase": "battle", "players": [{"monsters": ["Terrorking Archfiend"]},
                                            {"monsters": ["Battle Ox"]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Terrorking Archfiend"]
    assert {f.get("target_name") for f in forms} == {"Battle Ox"}


def _to_main1(g: Any, activate: bool) -> None:
    for _ in range(8):
        if g.facts()["phase"] == "main1":
            return
        d = g.pending()
        assert d is not None
        forms = [o.form for o in d.options]
        if activate and [f for f in options(g, "activate") if f.get("name") == "Battle-Scarred"]:
            answer(g, act("Battle-Scarred"))
            continue
        passes = [f for f in forms if f.get("action") == "pass"]
        answer(g, {"answer": (passes or forms)[0]})


def test_battle_scarred_makes_the_opponent_pay_the_upkeep_too() -> None:
    """Battle-Scarred (data/94463200.yaml): "Select 1 Archfiend monster on your side of the
    field to activate this card. Your opponent also pays the same Life Points that you pay for
    the selected monster during the Standby Phase" — activated in the Draw Phase on Skull
    Archfiend of Lightning, both players pay 500 in the Standby Phase; left Set, only seat 0
    pays."""
    for activate, lps in ((False, (3500, 4000)), (True, (3500, 3500))):
        g = run({"phase": "draw", "players": [
            {"monsters": ["Skull Archfiend of Lightning"], "deck": ["Battle Ox"] * 3,
             "spells": [{"card": "Battle-Scarred", "face_up": False}]}, {}]})
        _to_main1(g, activate)
        assert (g.facts()["lp.0"], g.facts()["lp.1"]) == lps, activate


def test_battle_scarred_and_its_monster_fall_together() -> None:
    """"If this card is removed from the field, destroy the selected monster" — the opponent's
    Mystical Space Typhoon on the face-up Battle-Scarred also destroys Vilepawn Archfiend;
    "When the selected monster is removed from the field, destroy this card" — the opponent's
    Fissure on the Archfiend also takes Battle-Scarred."""
    for spell in ("Mystical Space Typhoon", "Fissure"):
        # seat 0 activates Battle-Scarred in answer to the opponent's card
        g = run({"phase": "main1", "turn": 4, "turn_player": 1, "players": [
            {"monsters": ["Vilepawn Archfiend"],
             "spells": [{"card": "Battle-Scarred", "face_up": False}]}, {"hand": [spell]}]})
        answer(g, act(spell))
        if options(g, "card"):
            answer(g, {"answer": {"action": "card", "name": "Battle-Scarred"}}
                   if spell == "Mystical Space Typhoon" else options(g, "card")[0])
        forms = [f for f in options(g, "activate") if f.get("name") == "Battle-Scarred"]
        if forms:
            answer(g, {"answer": forms[0]})
        _settle(g)
        f = g.facts()
        assert sorted(f["gy.0"]) == ["Battle-Scarred", "Vilepawn Archfiend"], (spell, f["gy.0"])
