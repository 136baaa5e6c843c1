"""g8-ma: Blue-Eyes Toon Dragon (``cards/scripts/goat8_ma_toons.py``), flagged "Goat-era
version": its first print's text (the early revisions of yugioh-wiki.net's
《ブルーアイズ・トゥーン・ドラゴン》: 「フィールドに自分の「トゥーン・ワールド」が存在する
場合のみ特殊召喚できる (レベル5以上は生け贄が必要)。特殊召喚ターンには攻撃できない。
500ライフポイント払わなければ攻撃できない。「トゥーン・ワールド」が破壊された時このカードも
破壊する。…」), the Magic Ruler Toons' rule."""

from __future__ import annotations

from typing import Any

from goat_mon_steps import act, answer, options, run

WORLD = {"card": "Toon World", "face_up": True}
BETD = "Blue-Eyes Toon Dragon"


def _attacks(g: Any) -> list[Any]:
    return [o.get("target_name", "direct") for o in options(g, "attack") if o.get("name") == BETD]


def test_blue_eyes_toon_dragon_needs_toon_world_and_two_tributes() -> None:
    """"Only Special Summoned while your Toon World is on the field (Level 5 or more needs
    Tributes)": no procedure without Toon World; with it, 2 monsters are Tributed."""
    g = run({"players": [{"hand": [BETD], "monsters": ["Battle Ox", "Mystical Elf"]}, {}]})
    assert not options(g, "goat_mon_proc") and not options(g, "summon")
    g = run({"players": [{"hand": [BETD], "monsters": ["Battle Ox", "Mystical Elf"],
                          "spells": [WORLD]}, {}]},
            [{"answer": {"action": "goat_mon_proc", "name": BETD}}])
    for _ in range(2):  # the Tributes, one at a time
        d = g.pending()
        if d is not None and d.options[0].form.get("action") == "card":
            g.answer(dict(d.options[0].form))
    f = g.facts()
    assert f["monsters.0"] == [BETD] and sorted(f["gy.0"]) == ["Battle Ox", "Mystical Elf"]


def test_blue_eyes_toon_dragon_pays_500_attacks_directly_and_dies_with_toon_world() -> None:
    """"Cannot attack unless you pay 500 LP"; "if the opponent controls no Toon it can attack
    directly"; "when Toon World is destroyed this card is destroyed"."""
    g = run({"players": [{"monsters": [BETD], "spells": [WORLD]}, {"monsters": ["Battle Ox"]}]},
            [{"answer": {"action": "to_battle"}}])
    assert sorted(_attacks(g)) == ["Battle Ox", "direct"]
    answer(g, {"answer": {"action": "attack", "name": BETD, "target": -1}})
    f = g.facts()
    assert (f["lp.0"], f["lp.1"]) == (4000 - 500, 4000 - 3000)
    g = run({"turn_player": 1, "players": [{"monsters": [BETD], "spells": [WORLD]},
                                           {"hand": ["Mystical Space Typhoon"]}]},
            [act("Mystical Space Typhoon")])
    d = g.pending()
    while d is not None and not any(o.form.get("action") == "to_end" for o in d.options):
        forms = [dict(o.form) for o in d.options]
        g.answer(next((x for x in forms if x.get("action") in ("card", "pass", "trigger")),
                      forms[0]))
        d = g.pending()
    f = g.facts()
    assert sorted(f["gy.0"]) == [BETD, "Toon World"]
