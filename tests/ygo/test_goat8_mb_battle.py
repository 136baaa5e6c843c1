"""g8-mb: Jirai Gumo (``cards/scripts/goat8_mb_battle.py``). Source: flagged Goat-era version;
the Metal Raiders wording kept by the German print text in yaml-yugi data/94773007.yaml and the
OCG text of the time on yugioh-wiki.net 《地雷蜘蛛》, whose 2000s revisions class the toss as a
Continuous Effect (no chain link)."""

from __future__ import annotations

from typing import Any

from goat7_mb_steps import settle
from goat_mon_steps import answer, options, run


def _declare(g: Any) -> None:
    answer(g, {"answer": {"action": "to_battle"}})
    forms = [f for f in options(g, "attack") if f.get("name") == "Jirai Gumo"]
    answer(g, {"answer": forms[0]})


def _coins(g: Any) -> list[dict[str, Any]]:
    return [dict(pub) for kind, pub, _ in g.g.elog if kind == "coin"]


def test_jirai_gumo_calls_at_declaration_and_a_wrong_call_halves_lp() -> None:
    """"When this card attacks, toss a coin and call it; if you call it wrong, lose half your
    Life Points and then attack": the call is asked right at the declaration (no response
    window first: no chain link), and the attacker's LP afterwards follow the public coin;
    the attack goes on either way (2200 direct damage)."""
    for seed_call in (0, 1):
        g = run({"players": [{"monsters": ["Jirai Gumo"]}, {}], "lp": [8000, 8000]})
        _declare(g)
        d = g.pending()
        assert d is not None and d.seat == 0
        calls = options(g, "choose")
        assert len(calls) == 2
        answer(g, {"answer": calls[seed_call]})
        coin = _coins(g)[-1]
        lost = 0 if coin["result"] == coin["call"] else 4000
        assert g.facts()["lp.0"] == 8000 - lost
        settle(g)
        assert g.facts()["lp.1"] == 8000 - 2200


def test_jirai_gumo_under_skill_drain_tosses_nothing() -> None:
    """A negated Jirai Gumo (Skill Drain face-up) attacks with no toss."""
    g = run({"players": [{"monsters": ["Jirai Gumo"],
                          "spells": [{"card": "Skill Drain", "face_up": True}]}, {}],
             "lp": [8000, 8000]})
    _declare(g)
    settle(g)
    assert not _coins(g)
    assert g.facts()["lp.0"] == 8000
