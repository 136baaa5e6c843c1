"""g8-mb: Jigen Bakudan, Malice Doll of Demise, Pumpking the King of Ghosts
(``cards/scripts/goat8_mb_delayed.py``). Source of each text: goat-pool.csv: not flagged
Goat-era version; official text (yaml-yugi data/<passcode>.yaml: 90020065, 72657739,
29155212)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import advance, settle
from goat_mon_steps import answer, cd, normal, run

from cardtable.ygo.cards import constants as C

FILLER = normal(lambda c: c.atk >= 1500)
ZOMBIE = normal(lambda c: c.race == C.RACE_BY_NAME["Zombie"])


def _names_in_gy(g: Any, seat: int) -> list[str]:
    return [g.g.cd(c).name.en for c in g.g.gy[seat]]


def test_jigen_bakudan_blows_up_its_side_in_the_next_own_standby() -> None:
    """"FLIP: After this card is flipped, Tribute it during your Standby Phase to destroy all
    monsters you control and inflict damage equal to half of the total ATK of the destroyed
    cards (excluding this monster)" (data/90020065.yaml): flipped on turn 3, nothing happens
    that turn; at seat 0's Standby Phase of turn 5 the bomb and the filler are gone and seat 1
    takes half the filler's ATK (not the bomb's)."""
    atk = cd(FILLER).atk
    g = run({"players": [{"monsters": [{"card": "Jigen Bakudan", "pos": "fd_def"}, FILLER]},
                         {"deck": [FILLER] * 5}], "lp": [8000, 8000]})
    answer(g, {"answer": {"action": "flip_summon", "name": "Jigen Bakudan"}})
    settle(g)
    advance(g, 4, "main1")
    assert g.facts()["lp.1"] == 8000
    assert g.facts()["mzone.0.0"] == "Jigen Bakudan"
    advance(g, 5, "main1")
    assert "Jigen Bakudan" in _names_in_gy(g, 0)
    assert FILLER in _names_in_gy(g, 0)
    assert g.facts()["lp.1"] == 8000 - atk // 2


def test_jigen_bakudan_face_down_set_never_flipped_does_nothing() -> None:
    """The Standby part follows the flip only ("After this card is flipped"): a Set Jigen
    Bakudan stays where it is through its controller's next Standby Phase."""
    g = run({"players": [{"monsters": [{"card": "Jigen Bakudan", "pos": "fd_def"}, FILLER]},
                         {"deck": [FILLER] * 5}], "lp": [8000, 8000]})
    advance(g, 5, "main1")
    assert g.facts()["lp.1"] == 8000
    assert not _names_in_gy(g, 0)


def test_malice_doll_tributed_by_ectoplasmer_returns_next_own_standby() -> None:
    """"During your next Standby Phase after this card was sent from the field to the Graveyard
    by the effect of a Continuous Spell Card: Special Summon this card from the Graveyard"
    (data/72657739.yaml): Ectoplasmer (a Continuous Spell) makes seat 0 Tribute the Doll in
    the End Phase of turn 3; at seat 0's Standby Phase of turn 5 it is back on the field."""
    g = run({"players": [{"monsters": ["Malice Doll of Demise"],
                          "spells": [{"card": "Ectoplasmer", "face_up": True}]},
                         {"deck": [FILLER] * 5}], "lp": [8000, 8000]})
    advance(g, 4, "main1")
    assert "Malice Doll of Demise" in _names_in_gy(g, 0)
    advance(g, 5, "main1")
    assert "Malice Doll of Demise" not in _names_in_gy(g, 0)
    assert g.facts()["mzone.0.0"] == "Malice Doll of Demise"


def test_malice_doll_destroyed_by_a_spell_that_is_not_continuous_stays() -> None:
    """Only "the effect of a Continuous Spell Card" counts: a Doll destroyed by the
    opponent's Fissure (a Normal Spell) stays in the Graveyard through the next Standby."""
    g = run({"players": [{"monsters": ["Malice Doll of Demise"]},
                         {"hand": ["Fissure"], "deck": [FILLER] * 5}], "lp": [8000, 8000]})
    advance(g, 4, "main1")
    answer(g, {"answer": {"action": "activate", "name": "Fissure"}})
    settle(g)
    assert "Malice Doll of Demise" in _names_in_gy(g, 0)
    advance(g, 5, "main1")
    assert "Malice Doll of Demise" in _names_in_gy(g, 0)


def test_pumpking_grows_with_a_face_up_castle_up_to_four_standbys() -> None:
    """"If Castle of Dark Illusions is face-up on the field, increase the ATK and DEF of this
    card by 100 ... during each of your Standby Phases ... until your 4th turn"
    (data/29155212.yaml): +100 with the flipped Castle (and the Castle's own +200 for
    Zombies), +100 more per own Standby Phase, never more than +500 from Pumpking's effect."""
    base = cd("Pumpking the King of Ghosts").atk
    g = run({"players": [{"monsters": [{"card": "Castle of Dark Illusions", "pos": "fd_def"},
                                       "Pumpking the King of Ghosts"]},
                         {"deck": [FILLER] * 20}], "lp": [8000, 8000]})
    assert g.facts()["mzone.0.1.atk"] == base
    answer(g, {"answer": {"action": "flip_summon", "name": "Castle of Dark Illusions"}})
    settle(g)
    assert g.facts()["mzone.0.1.atk"] == base + 100 + 200
    advance(g, 5, "main1")  # Castle +400, Pumpking +200
    assert g.facts()["mzone.0.1.atk"] == base + 200 + 400
    advance(g, 13, "main1")  # six own Standby Phases later: both capped
    assert g.facts()["mzone.0.1.atk"] == base + 500 + 1000


def test_pumpking_without_a_castle_has_no_bonus() -> None:
    """No "Castle of Dark Illusions" face-up: Pumpking keeps its printed ATK through its
    controller's Standby Phases."""
    base = cd("Pumpking the King of Ghosts").atk
    g = run({"players": [{"monsters": ["Pumpking the King of Ghosts", ZOMBIE]},
                         {"deck": [FILLER] * 5}], "lp": [8000, 8000]})
    advance(g, 5, "main1")
    assert g.facts()["mzone.0.0.atk"] == base
