"""g6-ma: "unaffected by Spell Cards" and "your opponent cannot target" (the ``UNAFFECTED`` /
``TARGET_BANS`` hooks, ``cards/scripts/goat6_ma_unaffected.py``): Cannonball Spear Shellfish and
Deepsea Warrior ("while 'Umi' is on the field, this card is unaffected by Spell Cards", their
first TCG printing, Legacy of Darkness / Invasion of Chaos era text). Each test names the text
line or ruling it checks; numbers are printed stats."""

from __future__ import annotations

from goat_mon_steps import answer, cd, normal, options, run

from cardtable.ygo.cards import constants as C
from cardtable.ygo.cards.scripts import goat6_ma_unaffected as U
from cardtable.ygo.game import YgoGame

SHELLFISH = "Cannonball Spear Shellfish"
DEEPSEA = "Deepsea Warrior"
UMI = {"card": "Umi", "face_up": True}


def _pass(g: YgoGame) -> None:
    """Both seats pass until the chain resolves (seat 0 holds the board)."""
    for _ in range(8):
        if g.pending() is None or not options(g, "pass"):
            return
        answer(g, {"answer": {"action": "pass"}})


def _act(g: YgoGame, name: str) -> None:
    answer(g, {"answer": {"action": "activate", "name": name}})


def test_umi_does_not_raise_the_shellfish() -> None:
    """Unaffected by Spell Cards while "Umi" is on the field: Umi's +200 for Aqua monsters
    (a Field Spell's continuous effect) does not apply to it, while another face-up Aqua
    monster gains it (the 2005 ruling: it gains no ATK from Umi)."""
    aqua = normal(lambda c: c.race & C.RACE_BY_NAME["Aqua"] and c.level <= 4)
    g = run({"players": [{"field": UMI}, {"monsters": [SHELLFISH, aqua]}]})
    f = g.facts()
    assert f["mzone.1.0.atk"] == cd(SHELLFISH).atk
    assert f["mzone.1.1.atk"] == cd(aqua).atk + 200


def test_dark_hole_leaves_it_while_umi_is_on_the_field() -> None:
    """Dark Hole (a Spell Card) destroys every other monster; with "Umi" on the field the
    Shellfish stays (unaffected), without Umi it is destroyed like the others."""
    ox = "Battle Ox"
    g = run({"players": [{"hand": ["Dark Hole"], "field": UMI, "monsters": [ox]},
                         {"monsters": [SHELLFISH, DEEPSEA]}]})
    _act(g, "Dark Hole")
    _pass(g)
    f = g.facts()
    assert f["monsters.1"] == [SHELLFISH, DEEPSEA] and f["gy.0"] == [ox, "Dark Hole"]
    g = run({"players": [{"hand": ["Dark Hole"], "monsters": [ox]},
                         {"monsters": [SHELLFISH]}]})
    _act(g, "Dark Hole")
    _pass(g)
    assert g.facts()["gy.1"] == [SHELLFISH]


def test_a_targeting_spell_resolves_without_effect_on_it() -> None:
    """Book of Moon may target it (only "unaffected", not "cannot be targeted"), but on
    resolution it is not changed to face-down Defense Position."""
    g = run({"players": [{"hand": ["Book of Moon"], "field": UMI}, {"monsters": [DEEPSEA]}]})
    _act(g, "Book of Moon")  # its only target: picked without asking
    _pass(g)
    f = g.facts()
    assert f["mzone.1.0.pos"] == "atk" and f["gy.0"] == ["Book of Moon"]


def test_change_of_heart_does_not_take_it() -> None:
    """A Spell's control change does not affect it: Change of Heart resolves, the Shellfish
    stays with its controller."""
    g = run({"players": [{"hand": ["Change of Heart"], "field": UMI},
                         {"monsters": [SHELLFISH]}]})
    _act(g, "Change of Heart")
    _pass(g)
    f = g.facts()
    assert f["monsters.1"] == [SHELLFISH] and f["monsters.0"] == []


def test_an_equip_spell_cannot_be_equipped_to_it() -> None:
    """An Equip Spell could not apply to a monster unaffected by Spell Cards, so it cannot
    target it: with the Shellfish the only face-up monster, Axe of Despair cannot be
    activated; without Umi it can."""
    g = run({"players": [{"hand": ["Axe of Despair"], "field": UMI},
                         {"monsters": [SHELLFISH]}]})
    assert not [o for o in options(g, "activate") if o.get("name") == "Axe of Despair"]
    g = run({"players": [{"hand": ["Axe of Despair"]}, {"monsters": [SHELLFISH]}]})
    assert [o for o in options(g, "activate") if o.get("name") == "Axe of Despair"]


def test_a_trap_still_destroys_it() -> None:
    """The text names Spell Cards only: Sakuretsu Armor (a Trap) destroys the attacking
    Deepsea Warrior even with "Umi" on the field."""
    g = run({"phase": "battle", "players": [
        {"monsters": [DEEPSEA], "field": UMI},
        {"monsters": ["Battle Ox"], "spells": [{"card": "Sakuretsu Armor"}]}]})
    answer(g, {"answer": {"action": "attack", "name": DEEPSEA, "target_name": "Battle Ox"}})
    _act(g, "Sakuretsu Armor")
    _pass(g)
    assert DEEPSEA in g.facts()["gy.0"]


def test_face_down_it_has_no_protection() -> None:
    """A face-down monster's effects do not apply: Nobleman of Crossout destroys a face-down
    Shellfish (and removes it from play) with "Umi" on the field."""
    g = run({"players": [{"hand": ["Nobleman of Crossout"], "field": UMI},
                         {"monsters": [{"card": SHELLFISH, "pos": "fd_def"}]}]})
    _act(g, "Nobleman of Crossout")
    _pass(g)
    f = g.facts()
    assert f["monsters.1"] == [] and SHELLFISH in f["banished.1"]


def test_untargetable_by_opponent_knows_who_targets() -> None:
    """"Your opponent cannot target this card": the ban (``TARGET_BANS``) refuses the opponent's
    effects only; the controller's own Spell may target it. Checked on a table entry made for
    the test (King Dragun's kind of clause), removed afterwards."""
    code = cd(DEEPSEA).code
    saved_u, saved_i = U.UNTARGETABLE.get(code), U.UNAFFECTED_BY.pop(code)
    U.UNTARGETABLE[code] = U.Untargetable(C.SPELL | C.TRAP | C.MONSTER, None)
    try:
        g = run({"players": [{"hand": ["Book of Moon"]}, {"monsters": [DEEPSEA]}]})
        assert not [o for o in options(g, "activate") if o.get("name") == "Book of Moon"]
        g = run({"players": [{"hand": ["Book of Moon"], "monsters": [DEEPSEA]}, {}]})
        _act(g, "Book of Moon")
        _pass(g)
        assert g.facts()["mzone.0.0.pos"] == "fd_def"
    finally:
        U.UNAFFECTED_BY[code] = saved_i
        if saved_u is None:
            del U.UNTARGETABLE[code]
        else:
            U.UNTARGETABLE[code] = saved_u


def test_it_can_still_be_tributed_for_a_ritual_summon() -> None:
    """Being unaffected by Spell Cards does not stop its controller from Tributing it for Black
    Luster Ritual's Ritual Summon (the Tribute is the player's, the Spell's effect is the
    Summon; our reading): Deepsea Warrior (Level 5) and Giant Soldier of Stone (Level 3) make
    Black Luster Soldier with "Umi" on the field."""
    g = run({"players": [{"hand": ["Black Luster Ritual", "Black Luster Soldier"], "field": UMI,
                          "monsters": [DEEPSEA, "Giant Soldier of Stone"]}, {}]})
    _act(g, "Black Luster Ritual")
    for _ in range(6):
        d = g.pending()
        if d is None:
            break
        picks = [o for o in d.options if o.form.get("action") in ("card", "choose")]
        if not picks:
            break
        g.answer(dict(picks[0].form))
    f = g.facts()
    assert f["monsters.0"] == ["Black Luster Soldier"]
    assert DEEPSEA in f["gy.0"]
