"""g8-mb: Ultimate Insect LV1/LV3/LV5/LV7 and Level Up! (``cards/scripts/goat8_mb_levels.py``).
Sources: LV1/LV3/LV5 and Level Up! are flagged Goat-era version; their 2004–2005 English prints
(SOD-EN005, RDS-EN007, FET-EN007, SOD-EN041) were not reworded before the format: the texts of
yaml-yugi data/49441499.yaml, 34088136.yaml, 34830502.yaml are those old-style texts; Level Up!'s
rulings are the YGOResources ones quoted at huntlist.eu/cards/yugioh/level-up/ruling (the LV
monster sent as a cost; a monster named in its text; no activation without one in the hand or
Deck). LV7: goat-pool.csv: not flagged; official text (data/19877898.yaml)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, cd, normal, options, run

FOE = normal(lambda c: c.atk >= 1500 and c.defense >= 1000)


def _to_own_standby_trigger(g: Any, turn: int) -> None:
    """Pass (declining nothing) until seat 0 is offered a trigger in ``turn``."""
    for _ in range(40):
        f = g.facts()
        if f["turn"] == turn and options(g, "trigger"):
            return
        d = g.pending()
        assert d is not None, f
        acts = [dict(o.form) for o in d.options]
        for a in ("end_battle", "to_end", "pass", "decline"):
            hit = [x for x in acts if x.get("action") == a]
            if hit:
                g.answer(hit[0])
                break
        else:
            g.answer(acts[0])
    raise AssertionError(g.facts())


def _mz(g: Any, seat: int) -> list[Any]:
    return [g.facts()[f"mzone.{seat}.{i}"] for i in range(5)]


def _level_up_by_trigger(g: Any) -> None:
    answer(g, {"answer": {"action": "trigger"}})
    settle(g, choose=True)


def test_lv1_levels_up_in_the_next_own_standby_and_lv3_weakens_the_foe() -> None:
    """LV1: "During your Standby Phase, by sending this face-up card to the Graveyard, Special
    Summon 1 'Ultimate Insect LV3' from your hand or Deck"; LV3: "If this card was Special
    Summoned by the effect of 'Ultimate Insect LV1', ... all of your opponent's monsters lose
    300 ATK"."""
    g = run({"players": [{"monsters": ["Ultimate Insect LV1"],
                          "deck": ["Ultimate Insect LV3", FOE, FOE, FOE]},
                         {"monsters": [FOE], "deck": [FOE] * 5}]})
    _to_own_standby_trigger(g, 5)
    _level_up_by_trigger(g)
    assert "Ultimate Insect LV3" in _mz(g, 0)
    assert g.facts()["mzone.1.0.atk"] == cd(FOE).atk - 300


def test_lv3_not_summoned_by_lv1_takes_nothing_off() -> None:
    """The loss applies only "If this card was Special Summoned by the effect of 'Ultimate
    Insect LV1'": a LV3 already on the field (not summoned so) leaves the foe's ATK alone."""
    g = run({"players": [{"monsters": ["Ultimate Insect LV3"]}, {"monsters": [FOE]}]})
    assert g.facts()["mzone.1.0.atk"] == cd(FOE).atk


def test_lv5_to_lv7_takes_700_atk_and_def() -> None:
    """LV5 levels up into LV7, whose text: "If this card was Special Summoned by the effect of
    'Ultimate Insect LV5', ... all your opponent's monsters lose 700 ATK and DEF"."""
    g = run({"players": [{"monsters": ["Ultimate Insect LV5"],
                          "deck": ["Ultimate Insect LV7", FOE, FOE, FOE]},
                         {"monsters": [FOE], "deck": [FOE] * 5}]})
    _to_own_standby_trigger(g, 5)
    _level_up_by_trigger(g)
    assert "Ultimate Insect LV7" in _mz(g, 0)
    assert g.facts()["mzone.1.0.atk"] == cd(FOE).atk - 700
    assert g.facts()["mzone.1.0.def"] == cd(FOE).defense - 700


def test_lv1_survives_dark_hole() -> None:
    """LV1: "While this card is on the field, it is unaffected by the effects of Spell Cards":
    Dark Hole destroys the other monster, not LV1."""
    g = run({"players": [{"monsters": ["Ultimate Insect LV1", FOE], "hand": ["Dark Hole"]},
                         {}]})
    answer(g, act("Dark Hole"))
    settle(g)
    assert _mz(g, 0).count("Ultimate Insect LV1") == 1
    assert FOE not in _mz(g, 0)


def test_level_up_sends_lv1_for_lv3_which_then_takes_nothing_off() -> None:
    """Level Up!: the face-up LV monster is sent as the cost and a monster its text names
    comes from the Deck; that LV3 was Special Summoned by Level Up!'s effect, not "by the
    effect of 'Ultimate Insect LV1'": the foe keeps its ATK."""
    g = run({"players": [{"monsters": ["Ultimate Insect LV1"], "hand": ["Level Up!"],
                          "deck": ["Ultimate Insect LV3", FOE]},
                         {"monsters": [FOE]}]})
    answer(g, act("Level Up!"))
    settle(g, choose=True)
    assert "Ultimate Insect LV3" in _mz(g, 0)
    assert "Ultimate Insect LV1" in [g.g.cd(c).name.en for c in g.g.gy[0]]
    assert g.facts()["mzone.1.0.atk"] == cd(FOE).atk


def test_level_up_needs_the_named_monster_in_hand_or_deck() -> None:
    """"You cannot activate this card unless there is an appropriate 'LV' monster in your hand
    or Deck" (YGOResources): no Ultimate Insect LV3 left, no activation."""
    g = run({"players": [{"monsters": ["Ultimate Insect LV1"], "hand": ["Level Up!"],
                          "deck": [FOE]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Level Up!"]


def test_level_up_ignores_horus_lv8s_summoning_condition() -> None:
    """"ignoring its Summoning conditions": Horus LV8 ("can only be Special Summoned by the
    effect of Horus the Black Flame Dragon LV6") comes out by Level Up! sending Horus LV6."""
    g = run({"players": [{"monsters": ["Horus the Black Flame Dragon LV6"],
                          "hand": ["Level Up!"],
                          "deck": ["Horus the Black Flame Dragon LV8", FOE]}, {}]})
    answer(g, act("Level Up!"))
    settle(g, choose=True)
    assert "Horus the Black Flame Dragon LV8" in _mz(g, 0)


def test_lv1_flipped_by_book_of_taiyou_counts_as_flipped_this_turn() -> None:
    """The Goat FAQ (goat-indv-rulings/ultimate-insect-lv1.md): "You cannot activate the effect
    of Ultimate Insect LV1 the same turn it is flipped face-up, including by Book of Taiyou":
    Book of Taiyou's flip is marked for this turn (``goat_mon2_lv.flipped_this_turn``, which
    the level-up's condition reads beside the Summoned-this-turn flag)."""
    from cardtable.ygo.cards.scripts.goat_mon2_lv import flipped_this_turn

    g = run({"players": [{"monsters": [{"card": "Ultimate Insect LV1", "pos": "fd_def"}],
                          "hand": ["Book of Taiyou"], "deck": ["Ultimate Insect LV3"]}, {}]})
    lv1 = g.g.mz[0][0]
    assert not flipped_this_turn(g.g, lv1)
    answer(g, act("Book of Taiyou"))
    settle(g)
    assert g.g.pos[lv1] & 0x1
    assert flipped_this_turn(g.g, lv1)


def test_lv7_turned_face_down_loses_its_effect_for_good() -> None:
    """The Goat FAQ (goat-indv-rulings/ultimate-insect-lv7.md): summoned by LV5's effect, "then
    flipped face-down and then face-up again, its effect is reset and will no longer be
    applied": after Book of Moon and Book of Taiyou the foe's ATK is back to normal."""
    g = run({"players": [{"monsters": ["Ultimate Insect LV5"],
                          "deck": ["Ultimate Insect LV7", FOE, FOE, FOE]},
                         {"monsters": [FOE], "deck": [FOE] * 5}]})
    _to_own_standby_trigger(g, 5)
    _level_up_by_trigger(g)
    lv7 = next(m for m in g.g.mz[0] if m >= 0 and g.g.cd(m).name.en == "Ultimate Insect LV7")
    assert g.facts()["mzone.1.0.atk"] == cd(FOE).atk - 700
    g.g.change_position(lv7, 0x8)
    g.g.change_position(lv7, 0x1)
    assert g.facts()["mzone.1.0.atk"] == cd(FOE).atk
