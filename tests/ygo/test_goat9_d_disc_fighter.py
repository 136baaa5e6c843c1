"""g9-d: Disc Fighter (``cards/scripts/goat9_d_disc_fighter.py``). Sources: the AST-era text
(yaml-yugi data/19612721.yaml: attacking a Defense Position monster with 2000 or more DEF, it is
destroyed by this card's effect without damage calculation) and the Goat Individual Card FAQ
(TheMTtakeover/goat-rulings goat-indv-rulings/disc-fighter.md): destroyed right before damage
calculation, after a face-down target is flipped (Micro Ray then saves it, The Reliable
Guardian then dooms it), by the effect and not by battle, and not at all when Final Attack
Orders turns the flipped monster to Attack Position."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat9_d_steps import attack_with, chain_to, destroyed_by, mon, run
from goat_mon_steps import normal

#: a Normal Monster with 1500 DEF (below 2000) and less than 1000 ATK
SOFT = normal(lambda c: c.defense == 1500 and c.atk < 1000)
STONE = "Giant Soldier of Stone"  # 1300 ATK / 2000 DEF


def _battle_logged(g: Any) -> bool:
    return any(kind == "battle" for kind, _pub, _ in g.g.elog)


def _fight(g: Any) -> int:
    """Disc Fighter attacks the opponent's only monster; returns that monster."""
    t = mon(g, 1)
    attack_with(g, "Disc Fighter", t)
    return t


def test_a_2000_def_face_down_monster_is_flipped_then_destroyed_by_the_effect() -> None:
    """The text and FAQ rulings 1 and 3: a face-down Giant Soldier of Stone (2000 DEF) attacked
    is flipped, then destroyed by Disc Fighter's effect before damage calculation — no damage
    calculation at all (no ``battle`` entry), not destroyed by battle, no damage."""
    g = run({"players": [{"monsters": ["Disc Fighter"]},
                         {"monsters": [{"card": STONE, "pos": "fd_def"}]}]})
    t = _fight(g)
    settle(g)
    f = g.facts()
    assert f["gy.1"] == [STONE] and f["monsters.0"] == ["Disc Fighter"]
    assert not _battle_logged(g)
    assert destroyed_by(g, t) == "effect"
    assert (f["lp.0"], f["lp.1"]) == (8000, 8000)
    assert any(pub.get("rule") == "flip_in_battle" for _kind, pub, _ in g.g.elog)


def test_below_2000_def_the_battle_goes_on() -> None:
    """"with 2000 or more DEF": a 1500-DEF Defense Position monster is not destroyed by the
    effect; damage calculation is made (Disc Fighter's 1000 ATK bounces: 500 to its player)."""
    g = run({"players": [{"monsters": ["Disc Fighter"]},
                         {"monsters": [{"card": SOFT, "pos": "def"}]}]})
    _fight(g)
    settle(g)
    f = g.facts()
    assert f["monsters.1"] == [SOFT] and _battle_logged(g)
    assert f["lp.0"] == 8000 - 500


def test_an_attack_position_target_is_not_destroyed() -> None:
    """"a Defense Position monster": Giant Soldier of Stone in Attack Position (1300 ATK) is
    fought normally — Disc Fighter (1000) is destroyed by battle."""
    g = run({"players": [{"monsters": ["Disc Fighter"]}, {"monsters": [STONE]}]})
    _fight(g)
    settle(g)
    f = g.facts()
    assert f["monsters.1"] == [STONE] and f["gy.0"] == ["Disc Fighter"]


def test_micro_ray_after_the_flip_saves_it_from_the_effect() -> None:
    """FAQ ruling 2: after the face-down target is flipped, Micro Ray (its DEF becomes 0) chained
    to Disc Fighter's effect: the effect, checking as it resolves, destroys nothing; damage
    calculation then destroys it by battle (1000 ATK against 0 DEF)."""
    g = run({"players": [{"monsters": ["Disc Fighter"],
                          "spells": [{"card": "Micro Ray", "face_up": False}]},
                         {"monsters": [{"card": STONE, "pos": "fd_def"}]}]})
    t = _fight(g)
    chain_to(g, "Disc Fighter", "Micro Ray")
    settle(g, STONE)
    f = g.facts()
    assert f["gy.1"] == [STONE]
    assert _battle_logged(g)
    assert destroyed_by(g, t) == "battle"


def test_the_reliable_guardian_after_the_flip_dooms_a_1500_def_monster() -> None:
    """FAQ ruling 2: The Reliable Guardian (+700 DEF) used on the flipped 1500-DEF monster,
    chained to Disc Fighter's effect: 2200 DEF as the effect resolves — destroyed by the effect,
    without damage calculation."""
    g = run({"players": [{"monsters": ["Disc Fighter"], "hand": ["The Reliable Guardian"]},
                         {"monsters": [{"card": SOFT, "pos": "fd_def"}]}]})
    t = _fight(g)
    chain_to(g, "Disc Fighter", "The Reliable Guardian")
    settle(g, SOFT)
    f = g.facts()
    assert f["gy.1"] == [SOFT] and not _battle_logged(g)
    assert destroyed_by(g, t) == "effect"
    assert f["lp.0"] == 8000


def test_final_attack_orders_turns_the_flipped_monster_to_attack_position() -> None:
    """FAQ ruling 4: under Final Attack Orders the flipped monster shifts to Attack Position, so
    Disc Fighter's effect destroys nothing: Giant Soldier of Stone's 1300 ATK destroys Disc
    Fighter by battle (300 to its player)."""
    g = run({"players": [{"monsters": ["Disc Fighter"]},
                         {"monsters": [{"card": STONE, "pos": "fd_def"}],
                          "spells": [{"card": "Final Attack Orders", "face_up": True}]}]})
    _fight(g)
    settle(g)
    f = g.facts()
    assert f["monsters.1"] == [STONE] and f["gy.0"] == ["Disc Fighter"]
    assert f["lp.0"] == 8000 - 300
