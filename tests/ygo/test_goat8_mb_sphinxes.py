"""g8-mb: Andro Sphinx, Sphinx Teleia, Theinen the Great Sphinx
(``cards/scripts/goat8_mb_sphinxes.py``). Sources: Andro Sphinx and Sphinx Teleia are flagged
Goat-era version; their EP1-EN002/003 (2004) texts are quoted by Pojo's card of the day of
2004-08-12 (pojo.com/Yu-gi-oh/cotd/2004/2004Aug/12PL.shtml) and equal today's (yaml-yugi
data/15013468.yaml, data/51402177.yaml). Theinen: goat-pool.csv: not flagged; official text
(data/87997872.yaml), also quoted by Pojo's card of the day of 2004-08-13."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import act, answer, cd, normal, options, run

FILLER = normal(lambda c: c.atk >= 1500 and c.level <= 4)
PYRAMID = {"card": "Pyramid of Light", "face_up": True}


def test_andro_sphinx_pays_500_to_come_from_the_hand_with_the_pyramid_up() -> None:
    """"You can pay 500 Life Points to Special Summon this card when "Pyramid of Light" is on
    the field" — the Goat FAQ (goat-indv-rulings/andro-sphinx.md): a Spell Speed 1 effect
    activated in the Main Phase — and "cannot attack during the turn that it is ... Special
    Summoned": the activation costs 500 LP (a chain link the opponent may answer) and the
    Sphinx has no attack that turn."""
    g = run({"players": [{"hand": ["Andro Sphinx"], "spells": [PYRAMID]},
                         {"monsters": [FILLER]}], "lp": [8000, 8000]})
    answer(g, act("Andro Sphinx"))
    assert any(kind == "activate" and pub.get("name") == "Andro Sphinx"
               for kind, pub, _ in g.g.elog)
    settle(g, choose=True)
    f = g.facts()
    assert f["mzone.0.0"] == "Andro Sphinx" and f["lp.0"] == 7500
    answer(g, {"answer": {"action": "to_battle"}})
    assert not [o for o in options(g, "attack") if o.get("name") == "Andro Sphinx"]


def test_sphinx_teleia_needs_a_face_up_pyramid() -> None:
    """"when 'Pyramid of Light' is on the field" (face-up, the German print: "offen"): with a
    Set Pyramid of Light the effect is not offered; with a face-up one it is."""
    g = run({"players": [{"hand": ["Sphinx Teleia"], "spells": ["Pyramid of Light"]}, {}]})
    assert not [f for f in options(g, "activate") if f.get("name") == "Sphinx Teleia"]
    g = run({"players": [{"hand": ["Sphinx Teleia"], "spells": [PYRAMID]}, {}]})
    assert [f for f in options(g, "activate") if f.get("name") == "Sphinx Teleia"]


def _attack_def(sphinx: str, victim: str) -> Any:
    g = run({"players": [{"monsters": [sphinx]},
                         {"monsters": [{"card": victim, "pos": "def"}]}],
             "lp": [8000, 8000]})
    answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack") if f.get("name") == sphinx]
    answer(g, {"answer": forms[0]})
    settle(g)
    return g


def test_andro_sphinx_burns_half_the_atk_of_a_defense_position_victim() -> None:
    """"If this card destroys a Defense Position monster as a result of battle, inflict damage
    ... equal to half of the ATK of the destroyed monster" (Andro Sphinx)."""
    g = _attack_def("Andro Sphinx", FILLER)
    assert g.facts()["lp.1"] == 8000 - cd(FILLER).atk // 2


def test_sphinx_teleia_burns_half_the_def_of_a_defense_position_victim() -> None:
    """"... equal to half of the DEF of the destroyed monster" (Sphinx Teleia)."""
    g = _attack_def("Sphinx Teleia", FILLER)
    assert g.facts()["lp.1"] == 8000 - cd(FILLER).defense // 2


def test_sphinx_destroying_an_attack_position_monster_burns_nothing_more() -> None:
    """Only a Defense Position victim: against an Attack Position monster only the battle
    damage (ATK difference) is dealt."""
    g = run({"players": [{"monsters": ["Andro Sphinx"]}, {"monsters": [FILLER]}],
             "lp": [8000, 8000]})
    answer(g, {"answer": {"action": "to_battle"}})
    answer(g, {"answer": next(f for f in options(g, "attack")
                              if f.get("name") == "Andro Sphinx")})
    settle(g)
    assert g.facts()["lp.1"] == 8000 - (3000 - cd(FILLER).atk)


def test_theinen_comes_from_the_deck_when_both_sphinxes_die_together() -> None:
    """"when both 'Andro Sphinx' and 'Sphinx Teleia' on your side of the field are destroyed
    at the same time; then you can Special Summon this monster from your hand or Deck" by
    paying 500, and "When this card is Special Summoned successfully, pay 500 Life Points to
    increase the ATK of this card by 3000": Dark Hole takes both Sphinxes; Theinen comes from
    the Deck (−500) and takes +3000 (−500 more)."""
    g = run({"players": [{"monsters": ["Andro Sphinx", "Sphinx Teleia"], "hand": ["Dark Hole"],
                          "deck": ["Theinen the Great Sphinx", FILLER, FILLER]}, {}],
             "lp": [8000, 8000]})
    answer(g, act("Dark Hole"))
    for _ in range(10):
        if options(g, "trigger"):
            answer(g, {"answer": {"action": "trigger"}})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    f = g.facts()
    mz = [f[f"mzone.0.{i}"] for i in range(5)]
    assert "Theinen the Great Sphinx" in mz
    i = mz.index("Theinen the Great Sphinx")
    assert f[f"mzone.0.{i}.atk"] == 3500 + 3000
    assert f["lp.0"] == 7000


def test_theinen_not_called_when_only_one_sphinx_dies() -> None:
    """Both Sphinxes must be destroyed "at the same time": Fissure destroys only the lower-ATK
    Sphinx Teleia; no Theinen is offered."""
    g = run({"players": [{"monsters": ["Andro Sphinx", "Sphinx Teleia"],
                          "deck": ["Theinen the Great Sphinx", FILLER]},
                         {"hand": ["Fissure"]}], "lp": [8000, 8000]})
    answer(g, {"answer": {"action": "to_end"}})
    for _ in range(12):
        d = g.pending()
        assert d is not None
        if d.seat == 1 and [f for f in options(g, "activate") if f.get("name") == "Fissure"]:
            break
        g.answer(dict(d.options[0].form) if not options(g, "pass")
                 else {"action": "pass"})
    answer(g, act("Fissure"))
    for _ in range(6):
        assert not options(g, "trigger")
        if not options(g, "pass"):
            break
        answer(g, {"answer": {"action": "pass"}})
    assert "Theinen the Great Sphinx" not in [g.facts()[f"mzone.0.{i}"] for i in range(5)]


def test_only_one_theinen_per_call() -> None:
    """The Goat FAQ (goat-indv-rulings/theinen-the-great-sphinx.md): "you can only Special
    Summon 1 copy ... You CANNOT pay 1000 Life Points to Special Summon 2 copies": with a
    Theinen in the hand and one in the Deck, accepting every offer still brings one."""
    g = run({"players": [{"monsters": ["Andro Sphinx", "Sphinx Teleia"],
                          "hand": ["Dark Hole", "Theinen the Great Sphinx"],
                          "deck": ["Theinen the Great Sphinx", FILLER, FILLER]}, {}],
             "lp": [8000, 8000]})
    answer(g, act("Dark Hole"))
    offers = 0
    for _ in range(14):
        if options(g, "trigger"):
            offers += 1
            answer(g, {"answer": options(g, "trigger")[0]})
        elif options(g, "card"):
            answer(g, {"answer": options(g, "card")[0]})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    names = [g.facts()[f"mzone.0.{i}"] for i in range(5)]
    assert names.count("Theinen the Great Sphinx") == 1
    assert g.facts()["lp.0"] in (7500, 7000)  # one summon paid (and maybe its +3000)


def test_a_declined_theinen_call_from_the_deck_stays_hidden() -> None:
    """Hidden information: declining Theinen's call from the Deck tells the opponent only that
    a trigger of a hidden card was declined, never the card (its player's own log names it)."""
    g = run({"players": [{"monsters": ["Andro Sphinx", "Sphinx Teleia"], "hand": ["Dark Hole"],
                          "deck": ["Theinen the Great Sphinx", FILLER, FILLER]}, {}]})
    answer(g, act("Dark Hole"))
    for _ in range(6):
        if options(g, "trigger"):
            answer(g, {"answer": {"action": "decline"}})
        elif options(g, "pass"):
            answer(g, {"answer": {"action": "pass"}})
        else:
            break
    theirs = [e for e in g.events(1) if e.get("kind") == "trigger_declined"]
    mine = [e for e in g.events(0) if e.get("kind") == "trigger_declined"]
    assert theirs and all("Theinen" not in str(e) for e in theirs)
    assert mine and any(e.get("name") == "Theinen the Great Sphinx" for e in mine)
