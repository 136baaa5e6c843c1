"""g6-mb: the Dark Crisis Archfiends (``cards/scripts/goat6_mb_archfiends.py``). Each test
names the 2004 text line it checks; the die is the duel's seeded RNG, read back from the public
``die_roll`` event, and several seeds make both outcomes happen."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, die_rolls, options, run

from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame


def _seeded(setup: dict[str, Any], seed: int) -> YgoGame:
    g = Scenario.from_data({"game": "ygo", "name": "archfiends", "seed": seed,
                            "setup": {"turn": 3, **setup}, "steps": []},
                           source="test_goat6_mb_archfiends").run()
    assert isinstance(g, YgoGame)
    return g


def _settle(g: Any) -> None:
    for _ in range(8):
        if options(g, "card"):
            answer(g, {"answer": options(g, "card")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            return


def test_upkeep_is_paid_in_each_own_standby_phase() -> None:
    """Skull Archfiend of Lightning: "pays 500 Life Points during each of his/her Standby Phases
    (this is not optional)"; Shadowknight Archfiend: 900; Vilepawn Archfiend: 500."""
    for name, cost in (("Skull Archfiend of Lightning", 500), ("Shadowknight Archfiend", 900),
                       ("Vilepawn Archfiend", 500)):
        g = run({"phase": "draw", "players": [
            {"monsters": [name], "deck": ["Battle Ox"] * 3}, {}]})
        for _ in range(4):
            if g.facts()["phase"] == "main1":
                break
            d = g.pending()
            assert d is not None
            answer(g, {"answer": d.options[0].form})
        f = g.facts()
        assert f["phase"] == "main1" and f["lp.0"] == 4000 - cost, (name, f["lp.0"])


def test_skull_archfiend_die_negates_a_targeting_effect_on_1_3_6() -> None:
    """Skull Archfiend of Lightning: targeted by the effect of an opponent's card, "when
    resolving the effect, roll a die: on 1, 3 or 6 negate the effect and destroy the opponent's
    card" — Book of Moon on it: on a hit the Archfiend stays face-up, otherwise it is turned
    face-down; both outcomes happen over the seeds."""
    seen = set()
    for seed in range(12):
        g = _seeded({"phase": "main1", "players": [
            {"hand": ["Book of Moon"]}, {"monsters": ["Skull Archfiend of Lightning"]}]}, seed)
        answer(g, act("Book of Moon"))
        _settle(g)
        rolls = die_rolls(g)
        assert len(rolls) == 1
        hit = rolls[0] in (1, 3, 6)
        f = g.facts()
        assert f["mzone.1.0.pos"] == ("atk" if hit else "fd_def"), (seed, rolls)
        assert f["gy.0"] == ["Book of Moon"]
        seen.add(hit)
    assert seen == {True, False}


def test_own_effects_roll_nothing() -> None:
    """Only "a card controlled by your opponent": its controller's own Book of Moon turns it
    face-down with no die."""
    g = run({"phase": "main1", "players": [
        {"hand": ["Book of Moon"], "monsters": ["Skull Archfiend of Lightning"]}, {}]})
    answer(g, act("Book of Moon"))
    _settle(g)
    assert die_rolls(g) == [] and g.facts()["mzone.0.0.pos"] == "fd_def"


def test_shadowknight_battle_damage_is_halved() -> None:
    """Shadowknight Archfiend: "The Battle Damage this card inflicts to your opponent is
    halved" — 2000 ATK on a direct attack deals 1000."""
    g = run({"phase": "battle", "players": [{"monsters": ["Shadowknight Archfiend"]}, {}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Shadowknight Archfiend"]
    answer(g, {"answer": forms[0]})
    assert g.facts()["lp.1"] == 3000


def test_vilepawn_shields_the_other_archfiends() -> None:
    """Vilepawn Archfiend (its OCG text): "while this card is on the field, your opponent cannot
    attack 'Archfiend' monsters you control other than cards with this card's name" — the
    opponent may attack Vilepawn and Battle Ox, not Skull Archfiend of Lightning."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"]},
        {"monsters": ["Vilepawn Archfiend", "Skull Archfiend of Lightning", "Battle Ox"]}]})
    targets = {f.get("target_name") for f in options(g, "attack")}
    assert targets == {"Vilepawn Archfiend", "Battle Ox"}
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"]},
        {"monsters": ["Skull Archfiend of Lightning", "Battle Ox"]}]})
    assert {f.get("target_name") for f in options(g, "attack")} == {
        "Skull Archfiend of Lightning", "Battle Ox"}


def test_terrorking_needs_an_archfiend_to_be_normal_summoned() -> None:
    """Terrorking Archfiend (its OCG text): "cannot be Normal Summoned or Flip Summoned unless
    you control an 'Archfiend' monster" — alone it may only be Set; beside a face-up Vilepawn
    Archfiend it may be Normal Summoned."""
    g = run({"phase": "main1", "players": [{"hand": ["Terrorking Archfiend"]}, {}]})
    assert not [f for f in options(g, "summon") if f.get("name") == "Terrorking Archfiend"]
    assert [f for f in options(g, "set_monster") if f.get("name") == "Terrorking Archfiend"]
    g = run({"phase": "main1", "players": [
        {"hand": ["Terrorking Archfiend"], "monsters": ["Vilepawn Archfiend"]}, {}]})
    assert [f for f in options(g, "summon") if f.get("name") == "Terrorking Archfiend"]


def test_terrorking_negates_the_effect_of_its_battle_victim() -> None:
    """Terrorking Archfiend: "the effects of Effect Monsters destroyed by battle with this card
    are negated" — Sangan destroyed by it searches nothing."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Terrorking Archfiend"]},
        {"monsters": ["Sangan"], "deck": ["Kuriboh", "Battle Ox"]}]})
    forms = [f for f in options(g, "attack") if f.get("name") == "Terrorking Archfiend"]
    answer(g, {"answer": forms[0]})
    _settle(g)
    f = g.facts()
    assert f["gy.1"] == ["Sangan"] and f["hand.1"] == [] and f["deck_count.1"] == 2
