"""Small helpers the YGO rule tests share: answer the pending decision by a partial form, and
list the forms it offers."""

from __future__ import annotations

from typing import Any

from cardtable.core.scenario import find_option
from cardtable.ygo.game import YgoGame


def answer_form(g: YgoGame, form: dict[str, Any]) -> None:
    """Answer the pending decision with the option matching ``form`` (fails when none does)."""
    d = g.pending()
    assert d is not None
    g.answer(find_option(d, form, "test"))


def option_forms(g: YgoGame) -> list[dict[str, Any]]:
    """The forms of the pending decision's options with their descriptive keys (``Option.about``:
    the card's ``name``, an attack's ``target_name``) merged in, for lookups by name."""
    d = g.pending()
    assert d is not None
    return [{**o.about, **o.form} for o in d.options]
