"""Micro Ray, Energy Drain and Deal of Phantom (``goat7_t_stat_boosts.py``) under the goat
profile — cards goat-pool.csv flags "Goat-era version", checked against their texts (yaml-yugi
data/18190572.yaml, data/56916805.yaml, data/69122763.yaml) and the Goat format's rulings
(TheMTtakeover/goat-rulings, goat-indv-rulings/micro-ray.md, energy-drain.md,
deal-of-phantom.md)."""

from __future__ import annotations

from tests.ygo.goat7_t_steps import pass_until
from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

SET = {"face_up": False}



def test_micro_ray_in_the_damage_step() -> None:
    """Goat ruling: "you can activate Micro Ray during the Damage Step". Battle Ox (1700)
    attacks Giant Soldier of Stone (DEF 2000): Micro Ray makes its DEF 0 — the Soldier is
    destroyed and no damage is reflected (300 without it)."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [{"card": "Micro Ray", **SET}]},
                    {"monsters": [{"card": "Giant Soldier of Stone", "pos": "def"}]}],
                   phase="battle")
    answer(game, action="attack", name="Battle Ox", target_name="Giant Soldier of Stone")
    assert pass_until(game, "Micro Ray")
    while not any(e["kind"] == "damage_step" for e in game.events(0)):
        answer(game, action="pass")
        assert pass_until(game, "Micro Ray")
    answer(game, action="activate", name="Micro Ray")
    answer(game, action="card", name="Giant Soldier of Stone")
    settle(game)
    f = game.facts()
    assert f["monsters.1"] == [] and f["lp.0"] == LP


def test_energy_drain_is_fixed_at_resolution() -> None:
    """Goat ruling: "the effect of Energy Drain is determined when Energy Drain resolves".
    3 cards in the opponent's hand: Battle Ox gets +600 ATK/DEF (2300/1600), and keeps it when
    the opponent's hand later shrinks to 1."""
    game = game_of([{"monsters": ["Battle Ox"], "spells": [{"card": "Energy Drain", **SET}]},
                    {"hand": ["Sangan", "Kuriboh", "Jinzo"]}])
    answer(game, action="activate", name="Energy Drain")
    settle(game)
    f = game.facts()
    assert f["mzone.0.0.atk"] == 2300 and f["mzone.0.0.def"] == 1600
    g = game.g
    g.discard(list(g.hand[1][:2]))
    assert game.facts()["mzone.0.0.atk"] == 2300


def test_deal_of_phantom_counts_your_graveyard_monsters() -> None:
    """3 monsters (and a Spell) in your Graveyard at activation: +300 ATK to the chosen
    monster, the opponent's Summoned Skull here (any face-up monster on the field)."""
    game = game_of([{"gy": ["Sangan", "Kuriboh", "Jinzo", "Pot of Greed"],
                     "spells": [{"card": "Deal of Phantom", **SET}]},
                    {"monsters": ["Summoned Skull"]}])
    answer(game, action="activate", name="Deal of Phantom")
    if options(game, action="card", name="Summoned Skull"):
        answer(game, action="card", name="Summoned Skull")
    settle(game)
    assert game.facts()["mzone.1.0.atk"] == 2800
