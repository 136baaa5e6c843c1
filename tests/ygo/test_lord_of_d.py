"""Lord of D.'s era text: "Neither player can target Dragon-Type monsters on the field with card
effects." While it is face-up, face-up Dragons are not offered as targets of any card effect
(either player's, its controller's own Dragons too), and a card whose only possible targets are
such Dragons cannot be activated ("why not?" names the rule). Lord of D. itself (a Spellcaster)
can be targeted, and a face-down Lord of D. protects nothing."""

from __future__ import annotations

from typing import Any

import yaml

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame

BEWD = "Blue-Eyes White Dragon"


def _run(text: str) -> YgoGame:
    g = Scenario.from_data(yaml.safe_load(text), source="test_lord_of_d").run()
    assert isinstance(g, YgoGame)
    return g


def _card_options(g: YgoGame) -> list[str]:
    d = g.pending()
    assert d is not None
    return sorted(str(o.about["name"]) for o in d.options if o.form.get("action") == "card")


def _can_activate(g: YgoGame, name: str) -> bool:
    d = g.pending()
    assert d is not None
    return any(o.form.get("action") == "activate" and o.about.get("name") == name
               for o in d.options)


def _answer(g: YgoGame, want: dict[str, Any]) -> None:
    d = g.pending()
    assert d is not None
    g.answer(next(i for i, o in enumerate(d.options)
                  if all({**o.about, **o.form}.get(k) == v for k, v in want.items())))


def _board(lord: str, book_side: int = 0) -> str:
    mons: list[Any] = [{"card": "Lord of D.", "pos": lord}, {"card": BEWD},
                       {"card": "Battle Ox"}]
    players: list[dict[str, Any]] = [{"hand": ["Book of Moon"]}, {"monsters": mons}]
    if book_side == 1:  # the Dragons and the Lord on the activating player's own side
        players = [{"hand": ["Book of Moon"], "monsters": mons}, {}]
    return yaml.safe_dump({"game": "ygo", "name": "lord", "rule": "classic.yaml: Lord of D.",
                           "setup": {"turn": 3, "players": players},
                           "steps": [{"answer": {"action": "activate", "name": "Book of Moon"}}]})


def test_face_up_dragons_are_not_offered_as_targets() -> None:
    g = _run(_board("atk"))
    assert _card_options(g) == ["Battle Ox", "Lord of D."]


def test_its_controllers_own_dragons_are_protected_too() -> None:
    g = _run(_board("atk", book_side=1))
    assert _card_options(g) == ["Battle Ox", "Lord of D."]


def test_a_face_down_lord_protects_nothing() -> None:
    g = _run(_board("down"))
    assert BEWD in _card_options(g)


CHANGE_OF_HEART = """
game: ygo
name: Change of Heart cannot take a Dragon while Lord of D. is face-up
rule: "classic.yaml: Lord of D."
setup:
  turn: 3
  players:
    - hand: [Change of Heart, Book of Moon]
      monsters: [{card: Lord of D.}]
    - monsters: [{card: Blue-Eyes White Dragon}]
steps: []
"""


def test_a_card_whose_only_targets_are_dragons_cannot_be_activated() -> None:
    g = _run(CHANGE_OF_HEART)
    assert not _can_activate(g, "Change of Heart")
    q = {"action": "activate", "name": "Change of Heart"}
    assert g.why_not_rules(0, q) == ["untargetable"]
    assert "Lord of D." in g.why_not(0, q)[0] and "龙之支配者" in g.why_not_zh(0, q)[0]
    # Book of Moon on the Lord itself removes the protection: then the Dragon can be taken
    assert _can_activate(g, "Book of Moon")
    _answer(g, {"action": "activate", "name": "Book of Moon"})
    while (d := g.pending()) is not None and d.seat == 1:  # the opponent's response window
        _answer(g, {"action": "pass"})
    assert g.facts()["mzone.0.0.pos"] == "fd_def"
    assert _can_activate(g, "Change of Heart")
