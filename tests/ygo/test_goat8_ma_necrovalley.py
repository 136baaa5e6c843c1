"""g8-ma: Necrovalley (``cards/scripts/goat8_ma_necrovalley.py``), flagged "Goat-era version":
its PGD-084 text as Pojo's card of the day of 30 August 2004 quotes it ("all effects of Spell,
Trap, and/or Effect Monster Cards that involve Graveyards are negated and neither player can
remove cards in the Graveyards from play. In addition, increase the ATK and DEF of all monsters
that includes "Gravekeeper's" in their card name by 500 points") and the 2005 rulings of Pojo's
card of the day of 26 August 2005 ("It prevents both players from removing from Graveyards ...
It also prevents players from targeting cards in the Graveyard (so it stops Premature Burial,
Call of the Haunted, and Magician of Faith). It does NOT stop cards that activate in the
Graveyard ... Sangan ... will still get to search")."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import act, answer, normal, options, run

NV = {"card": "Necrovalley", "face_up": True}
WATER = normal(lambda c: c.attribute == 0x2)
WEAK = normal(lambda c: c.atk < 1000 and c.defense < 1000)


def test_necrovalley_gives_gravekeepers_500() -> None:
    """"increase the ATK and DEF of all monsters that includes "Gravekeeper's" in their card
    name by 500 points": Gravekeeper's Spy 1200/2000 -> 1700/2500 (either side); Battle Ox
    unchanged."""
    g = run({"players": [{"monsters": ["Battle Ox"], "field": NV},
                         {"monsters": ["Gravekeeper's Spy"]}]})
    f = g.facts()
    assert (f["mzone.1.0.atk"], f["mzone.1.0.def"]) == (1700, 2500)
    assert f["mzone.0.0.atk"] == 1700  # Battle Ox's printed 1700


def test_necrovalley_negates_monster_reborn() -> None:
    """Monster Reborn targets a card in a Graveyard: activated, it is negated (Summoned Skull
    stays); without Necrovalley it revives."""
    for field, revived in ((NV, False), (None, True)):
        me: dict[str, Any] = {"hand": ["Monster Reborn"], "gy": ["Summoned Skull"]}
        if field:
            me["field"] = field
        g = run({"players": [me, {}]})
        answer(g, act("Monster Reborn"))
        settle(g, prefer=("card", "choose", "pass", "decline"))
        assert ("Summoned Skull" in g.facts()["monsters.0"]) is revived


def test_necrovalley_forbids_removing_graveyard_cards_from_play() -> None:
    """"neither player can remove cards in the Graveyards from play": Fenrir's procedure (remove
    2 WATER monsters in your Graveyard from play) is not offered, for either player's
    Necrovalley; without it, it is."""
    for side in (0, 1):
        players: list[dict[str, Any]] = [{"hand": ["Fenrir"], "gy": [WATER, WATER]}, {}]
        players[side]["field"] = NV
        g = run({"players": players})
        assert not options(g, "goat_mon_proc"), side
    g = run({"players": [{"hand": ["Fenrir"], "gy": [WATER, WATER]}, {}]})
    assert options(g, "goat_mon_proc")


def test_necrovalley_leaves_graveyard_triggers_alone() -> None:
    """"It does NOT stop cards that activate in the Graveyard ... Sangan ... will still get to
    search": Sangan destroyed by battle under Necrovalley still adds a monster."""
    g = run({"players": [{"monsters": ["Summoned Skull"], "field": NV},
                         {"monsters": [{"card": "Sangan", "pos": "atk"}],
                          "deck": ["Witch of the Black Forest", "Mystical Elf"]}]})
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("name") == "Summoned Skull")})
    for _ in range(10):
        d = g.pending()
        assert d is not None
        forms = [dict(o.form) for o in d.options]
        if any(f.get("action") == "end_battle" for f in forms):
            break
        g.answer(next((f for f in forms if f.get("action") in ("card", "pass")), forms[0]))
    assert g.facts()["hand_count.1"] == 1


def test_gravekeepers_chief_keeps_its_graveyard_unaffected() -> None:
    """Gravekeeper's Chief: "Your GY is unaffected by Necrovalley" — its Tribute Summon revival
    of a Gravekeeper's monster resolves under Necrovalley."""
    g = run({"players": [{"hand": ["Gravekeeper's Chief"], "monsters": ["Battle Ox"],
                          "gy": ["Gravekeeper's Spy"], "field": NV}, {}]})
    answer(g, {"answer": {"action": "summon", "name": "Gravekeeper's Chief"}})
    settle(g, prefer=("trigger", "card", "tribute", "choose", "pass"))
    assert sorted(g.facts()["monsters.0"]) == ["Gravekeeper's Chief", "Gravekeeper's Spy"]


def test_necrovalley_forbids_activating_graveyard_removers() -> None:
    """"neither player can remove cards in the Graveyards from play": Soul Release (remove up
    to 5 cards in the Graveyards from play) cannot be activated under Necrovalley; without it,
    it can."""
    for field, offered in ((NV, False), (None, True)):
        me: dict[str, Any] = {"hand": ["Soul Release"], "gy": ["Summoned Skull"]}
        if field:
            me["field"] = field
        g = run({"players": [me, {"gy": ["Battle Ox"]}]})
        assert bool([o for o in options(g, "activate")
                     if o.get("name") == "Soul Release"]) is offered
