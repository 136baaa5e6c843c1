"""g6-ma: continuous-effect monsters (``cards/scripts/goat6_ma_continuous.py``): Ancient Gear
Beast, Drillago, Grave Ohja, Fairy Guardian. Each test names the printed text clause it checks;
numbers are printed stats."""

from __future__ import annotations

from goat_mon_steps import answer, cd, options, run

from cardtable.ygo.game import YgoGame

BEAST = "Ancient Gear Beast"
DRILLAGO = "Drillago"
OHJA = "Grave Ohja"
FAIRY = "Fairy Guardian"
OX = "Battle Ox"  # 1700
WALL = "Giant Soldier of Stone"  # 1300 / 2000


def _pass(g: YgoGame) -> None:
    for _ in range(10):
        d = g.pending()
        if d is None or not any(o.form.get("action") == "pass" for o in d.options):
            return
        answer(g, {"answer": {"action": "pass"}})


def _targets(g: YgoGame, a: str) -> set[str]:
    return {str(o.get("target_name", "direct" if o.get("target") == -1 else ""))
            for o in options(g, "attack") if o.get("name") == a}


def test_ancient_gear_beast_attack_locks_traps() -> None:
    """Ancient Gear Beast: "if this card attacks, your opponent cannot activate Spell or Trap
    Cards until the end of the Damage Step": the opponent's set Sakuretsu Armor is not offered
    when it attacks; it is against another attacker (control)."""
    g = run({"phase": "battle", "players": [
        {"monsters": [BEAST, OX]},
        {"monsters": [WALL], "spells": [{"card": "Sakuretsu Armor"}]}]})
    answer(g, {"answer": {"action": "attack", "name": BEAST, "target_name": WALL}})
    d = g.pending()
    assert d is None or d.seat == 0 or not any(o.get("name") == "Sakuretsu Armor"
                                                for o in options(g, "activate"))
    _pass(g)
    assert g.facts()["gy.1"] == [WALL]
    answer(g, {"answer": {"action": "attack", "name": OX}})  # a direct attack now
    assert g.pending().seat == 1  # type: ignore[union-attr]
    assert any(o.get("name") == "Sakuretsu Armor" for o in options(g, "activate"))


def test_ancient_gear_beast_negates_the_monster_it_destroys() -> None:
    """"The effects of monsters destroyed by battle with this card are negated": Sangan
    destroyed by it searches nothing (the effect is negated on resolution)."""
    g = run({"phase": "battle", "players": [
        {"monsters": [BEAST]},
        {"monsters": ["Sangan"], "deck": ["Witch of the Black Forest", WALL]}]})
    answer(g, {"answer": {"action": "attack", "name": BEAST, "target_name": "Sangan"}})
    for _ in range(6):
        d = g.pending()
        if d is None:
            break
        acts = [o for o in d.options if o.form.get("action") in ("trigger", "pass", "card")]
        if not acts or (d.seat == 0 and d.prompt.en.startswith("Battle")):
            break
        g.answer(dict(acts[0].form))
    f = g.facts()
    assert f["gy.1"] == ["Sangan"] and f["hand.1"] == []


def test_drillago_attacks_directly_past_strong_monsters() -> None:
    """Drillago: "if all monsters your opponent controls have 1600 or more ATK, this card can
    attack your opponent directly": against Battle Ox (1700) it may attack directly; against
    Giant Soldier of Stone (1300) it may not."""
    g = run({"phase": "battle", "players": [{"monsters": [DRILLAGO]}, {"monsters": [OX]}]})
    assert "direct" in _targets(g, DRILLAGO)
    g = run({"phase": "battle", "players": [{"monsters": [DRILLAGO]}, {"monsters": [OX, WALL]}]})
    assert "direct" not in _targets(g, DRILLAGO)


def test_grave_ohja_hides_behind_a_set_monster() -> None:
    """Grave Ohja: "while you control a face-down Defense Position monster, your opponent
    cannot select this card as an attack target"."""
    g = run({"phase": "battle", "players": [
        {"monsters": ["Summoned Skull"]},
        {"monsters": [OHJA, {"card": WALL, "pos": "fd_def"}]}]})
    names = {o.get("target_name") for o in options(g, "attack")}
    assert OHJA not in names
    g = run({"phase": "battle", "players": [{"monsters": ["Summoned Skull"]},
                                            {"monsters": [OHJA, WALL]}]})
    assert OHJA in {o.get("target_name") for o in options(g, "attack")}


def test_grave_ohja_burns_on_each_flip_summon() -> None:
    """"Each time you Flip Summon a monster, inflict 300 damage to your opponent"."""
    g = run({"players": [{"monsters": [OHJA, {"card": WALL, "pos": "fd_def"}]}, {}]})
    answer(g, {"answer": {"action": "flip_summon", "name": WALL}})
    _pass(g)
    assert g.facts()["lp.1"] == 4000 - 300


def test_fairy_guardian_returns_a_spell_to_the_bottom() -> None:
    """Fairy Guardian: "Tribute this card to target 1 Spell Card in your Graveyard and return it
    to the bottom of your Deck"."""
    g = run({"players": [{"monsters": [FAIRY], "gy": ["Dark Hole"], "deck": [OX, WALL]}, {}]})
    answer(g, {"answer": {"action": "activate", "name": FAIRY}})
    _pass(g)
    f = g.facts()
    assert f["gy.0"] == [FAIRY] and f["deck_count.0"] == 3
    assert g.g.code[g.g.deck[0][0]] == cd("Dark Hole").code  # the bottom of the Deck
