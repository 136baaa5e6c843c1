"""g8-ma: Behemoth the King of All Animals (``cards/scripts/goat8_ma_tributes.py``). Flagged
"Goat-era version": its FET-EN014 text as Pojo's card of the day of 20 May 2005 quotes it
(https://www.pojo.com/yu-gi-oh/COTD/2005/2005May/20.shtml): "This card can be Normal Summoned
or Set with 1 Tribute Monster. In that case, the original ATK of this card becomes 2000. When
this card is Tribute Summoned successfully, you can return from your Graveyard to the owner's
hand a number of Beast-Type monsters equal to the number of Tribute monsters."""

from __future__ import annotations

from typing import Any

from goat7_ma_steps import settle
from goat_mon_steps import answer, run

BEHEMOTH = "Behemoth the King of All Animals"
BEASTS = ["Mad Dog of Darkness", "Berserk Gorilla"]  # Beast-Type


def _summon(action: str, tributes: int, gy: list[str]) -> Any:
    g = run({"players": [{"hand": [BEHEMOTH], "monsters": ["Battle Ox", "Mystical Elf"],
                          "gy": gy}, {}]})
    answer(g, {"answer": {"action": action, "name": BEHEMOTH}})
    for _ in range(tributes):  # (no question when every monster must go)
        d = g.pending()
        if d is not None and d.options[0].form.get("action") == "tribute":
            g.answer(dict(d.options[0].form))
    settle(g, prefer=("trigger", "pass"))
    return g


def test_behemoth_with_one_tribute_has_2000_original_atk_and_returns_one_beast() -> None:
    """"can be Normal Summoned ... with 1 Tribute Monster. In that case, the original ATK ...
    becomes 2000"; the trigger returns as many Beasts as Tributes (1 of the 2)."""
    g = _summon("g8ma_behemoth_1", 1, [*BEASTS, "Dark Hole"])
    f = g.facts()
    assert f["mzone.0.0"] == BEHEMOTH and f["mzone.0.0.atk"] == 2000
    assert len([c for c in f["hand.0"] if c in BEASTS]) == 1
    assert "Mystical Elf" in f["monsters.0"]  # only 1 Tribute was paid


def test_behemoth_with_two_tributes_keeps_2700_and_returns_two_beasts() -> None:
    """The usual 2-Tribute Summon: 2700 ATK (printed) and 2 Beasts returned."""
    g = _summon("summon", 2, [*BEASTS])
    f = g.facts()
    assert f["mzone.0.0.atk"] == 2700 and sorted(f["hand.0"]) == sorted(BEASTS)


def test_behemoth_set_with_one_tribute_flips_up_with_2000() -> None:
    """"Normal Summoned or Set with 1 Tribute": a Set Behemoth is 2000 ATK once flipped; a Set
    is no Tribute Summon, so nothing returns (the Beast stays in the Graveyard)."""
    g = _summon("g8ma_behemoth_1_set", 1, BEASTS[:1])
    assert g.facts()["gy.0"][0] == BEASTS[0] and g.facts()["hand.0"] == []
    d = g.pending()
    assert d is not None
    g.answer({"action": "to_end"})
    settle(g, seat=0, limit=40)  # seat 1's turn passes; seat 0's next Main Phase 1
    d = g.pending()
    assert d is not None
    form = next(dict(o.form) for o in d.options  # a face-down monster's change: Flip Summon
                if o.form.get("action") == "change_pos" and o.about.get("name") == BEHEMOTH)
    g.answer(form)
    settle(g)
    assert g.facts()["mzone.0.0.atk"] == 2000
