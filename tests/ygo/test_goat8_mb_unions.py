"""g8-mb: Union Rider (``cards/scripts/goat8_mb_unions.py``). Source: goat-pool.csv: not flagged
Goat-era version; official text (yaml-yugi data/11743119.yaml); the Goat Individual Card FAQ
(TheMTtakeover/goat-rulings goat-indv-rulings/union-rider.md: the taken Union's bonuses do not
apply to the Rider, "destroyed instead" included)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import answer, options, run


def _ride(g: Any) -> None:
    answer(g, {"answer": {"action": "activate", "name": "Union Rider"}})
    settle(g, "Kiryu")


def test_union_rider_takes_the_opponents_union_without_its_bonus() -> None:
    """"take control of up to 1 Union Monster that is currently a monster on your opponent's side
    of the field, and equip it to this card": Kiryu (a Union for Dark Blade, +900 ATK/DEF)
    leaves seat 1's Monster Zone for seat 0's Spell & Trap Zone, equipped to the Rider; the Goat
    FAQ: "the bonuses of the Union Monster are not applied" — the Rider keeps 1000 ATK."""
    g = run({"players": [{"monsters": ["Union Rider"]}, {"monsters": ["Kiryu"]}]})
    _ride(g)
    f = g.facts()
    assert f["mzone.1.0"] is None
    kiryu = next(c for c in g.g.sz[0] if c >= 0 and g.g.cd(c).name.en == "Kiryu")
    assert g.g.equip[kiryu] == g.g.mz[0][0]
    assert f["mzone.0.0.atk"] == 1000


def test_the_taken_union_cannot_unequip_itself_and_rider_holds_only_one() -> None:
    """"The Union Monster that is equipped to this card cannot be changed back to a monster
    using its own effect", and "up to 1": Kiryu's unequip is not offered, and the Rider's
    effect is not offered again while it holds Kiryu."""
    g = run({"players": [{"monsters": ["Union Rider"]},
                         {"monsters": ["Kiryu", "Heavy Mech Support Platform"]}]})
    _ride(g)
    names = {f.get("name") for f in options(g, "activate")}
    assert "Kiryu" not in names
    assert "Union Rider" not in names
