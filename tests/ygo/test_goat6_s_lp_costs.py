"""Spell Economics (``cards/scripts/goat6_s_lp_costs.py``) under the goat profile (LP 8000): its
2003 text (our own wording in ``pool/goat.csv``), "does not pay Life Points to activate Spell
Cards", read as the cost of a Spell Card's activation (not of a face-up card's effect)."""

from __future__ import annotations

from tests.ygo.test_goat_st_batches import LP, answer, game_of, options, settle

ECON = {"card": "Spell Economics", "face_up": True}


def _burial(lp: int, economics: bool) -> dict[str, object] | None:
    spells = [ECON] if economics else []
    game = game_of([{"hand": ["Premature Burial"], "gy": ["Battle Ox"], "spells": spells}, {}],
                   lp=[lp, LP])
    if not options(game, action="activate", name="Premature Burial"):
        return None
    answer(game, action="activate", name="Premature Burial")
    settle(game)
    return game.facts()


def test_premature_burial_costs_nothing() -> None:
    """Premature Burial's 800 LP activation cost is not paid: Battle Ox comes back, LP stay."""
    f = _burial(LP, True)
    assert f is not None and f["lp.0"] == LP and f["monsters.0"] == ["Battle Ox"]
    f = _burial(LP, False)
    assert f is not None and f["lp.0"] == LP - 800


def test_a_cost_above_your_lp_can_be_activated() -> None:
    """With 500 LP, Premature Burial (800) can be activated only with Spell Economics."""
    assert _burial(500, False) is None
    f = _burial(500, True)
    assert f is not None and f["lp.0"] == 500 and f["monsters.0"] == ["Battle Ox"]


def test_a_face_up_cards_effect_still_pays() -> None:
    """Only Spell Card activations: Archfiend's Oath's "pay 500 Life Points" (an effect of the
    face-up card) is still paid."""
    game = game_of([{"spells": [ECON, {"card": "Archfiend's Oath", "face_up": True}],
                     "deck": ["Sangan"]}, {}])
    answer(game, action="activate", name="Archfiend's Oath")
    answer(game, action="choose", value=26202165)
    settle(game)
    assert game.facts()["lp.0"] == LP - 500
