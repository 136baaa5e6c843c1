"""The heuristic bot's timing with the Goat staples (issue 15 part 3: "the heuristic bot plays
these decks sensibly: it uses Scapegoat, Metamorphosis, Book of Moon, chainable traps").

Each case builds the board of a real Goat decision and checks the bot's choice against the
play a Goat player makes and why (the reasons are card texts, not the bot's current output):
Scapegoat's text forbids its controller's other summons for the rest of the turn, so it is a
card for the opponent's turn (an attack, or their End Phase to bring Sheep for Metamorphosis
into Thousand-Eyes Restrict); a card that can wait is not spent in one's own Draw Phase."""

from __future__ import annotations

from typing import Any

import cardtable.ygo.game  # noqa: F401  (registers the game)
from cardtable.bots.ygo_heuristic import YgoHeuristicBot
from cardtable.core.scenario import Scenario
from cardtable.ygo.game import YgoGame
from cardtable.ygo.state import PH_END, POS_FACEDOWN


def _game(setup: dict[str, Any], steps: list[dict[str, Any]]) -> YgoGame:
    g = Scenario.from_data({"game": "ygo", "name": "bot timing",
                            "setup": {"profile": "goat", **setup}, "steps": steps},
                           source="test_ygo_heuristic_goat").run()
    assert isinstance(g, YgoGame)
    return g


def _choice(g: YgoGame) -> dict[str, Any]:
    d = g.pending()
    assert d is not None
    form = dict(d.options[YgoHeuristicBot(0).choose(g, d)].form)
    if "card" in form:
        form["name"] = g.g.cd(form["card"]).name.en
    return form


def _offered(g: YgoGame, name: str) -> bool:
    d = g.pending()
    assert d is not None
    return any(o.form.get("action") == "activate"
               and g.g.cd(o.form["card"]).name.en == name for o in d.options)


def test_no_scapegoat_or_book_of_moon_in_its_own_draw_phase() -> None:
    """Nothing to answer in its own Draw Phase: Scapegoat and Book of Moon are kept."""
    g = _game({"turn": 3, "phase": "draw",
               "players": [{"spells": [{"card": "Scapegoat"}, {"card": "Book of Moon"}],
                            "deck": ["Sangan", "Sangan"]},
                           {"monsters": [{"card": "Summoned Skull"}]}]}, [])
    assert _offered(g, "Scapegoat") and _offered(g, "Book of Moon")
    assert _choice(g)["action"] == "pass"


def test_scapegoat_is_never_used_in_its_own_main_phase() -> None:
    """Scapegoat: no other summon for its controller for the rest of the turn — in its own
    Main Phase it would only cost the turn's summon."""
    g = _game({"turn": 3, "players": [{"spells": [{"card": "Scapegoat"}],
                                        "hand": ["Sangan"]},
                                       {"monsters": [{"card": "Summoned Skull"}]}]}, [])
    assert _offered(g, "Scapegoat")
    assert _choice(g).get("name") != "Scapegoat"


def test_scapegoat_at_the_opponents_end_phase() -> None:
    """The Goat play: Sheep at the opponent's End Phase (next turn they feed Metamorphosis)."""
    g = _game({"turn": 4, "turn_player": 1, "players": [{"spells": [{"card": "Scapegoat"}]},
                                       {"monsters": [{"card": "Summoned Skull"}]}]},
              [{"answer": {"action": "to_end"}}])
    for _ in range(4):  # pass the windows until the End Phase's (the Main Phase's comes first)
        d = g.pending()
        assert d is not None
        if g.g.phase == PH_END and d.seat == 0:
            break
        g.answer({"action": "pass"})
    assert g.g.phase == PH_END and _offered(g, "Scapegoat")
    assert _choice(g).get("name") == "Scapegoat"


def test_scapegoat_against_an_attack_that_would_win() -> None:
    """An attack that would destroy its monster: Scapegoat in response (four blockers)."""
    g = _game({"turn": 4, "turn_player": 1, "phase": "battle",
               "players": [{"spells": [{"card": "Scapegoat"}],
                            "monsters": [{"card": "Sangan"}]},
                           {"monsters": [{"card": "Summoned Skull"}]}]},
              [{"answer": {"action": "attack", "name": "Summoned Skull"}}])
    assert _choice(g).get("name") == "Scapegoat"


def test_book_of_moon_on_the_attacker() -> None:
    """Book of Moon in answer to an attack that would win: the attacker is turned face-down."""
    g = _game({"turn": 4, "turn_player": 1, "phase": "battle",
               "players": [{"spells": [{"card": "Book of Moon"}]},
                           {"monsters": [{"card": "Summoned Skull"}]}]},
              [{"answer": {"action": "attack", "name": "Summoned Skull"}}])
    assert _choice(g).get("name") == "Book of Moon"


def test_metamorphosis_turns_a_sheep_into_thousand_eyes_restrict() -> None:
    """Metamorphosis: tribute 1 monster, Special Summon a Fusion Monster of its Level — the
    Sheep Token (Level 1) becomes Thousand-Eyes Restrict (Level 1)."""
    g = _game({"turn": 3, "players": [
        {"hand": ["Metamorphosis"], "monsters": [{"card": "Sheep Token"}],
         "extra": ["Thousand-Eyes Restrict"]},
        {"monsters": [{"card": "Summoned Skull"}]}]}, [])
    assert _choice(g).get("name") == "Metamorphosis"


def test_wave_motion_cannon_is_not_fired_the_turn_it_lands() -> None:
    """Wave-Motion Cannon deals 1000 per Standby Phase of its controller since it was
    activated: sent to the Graveyard with no Standby Phase passed it deals 0, so it is kept."""
    g = _game({"turn": 3, "players": [{"spells": [{"card": "Wave-Motion Cannon",
                                                   "face_up": True}]},
                                       {"monsters": [{"card": "Summoned Skull"}]}]}, [])
    assert _offered(g, "Wave-Motion Cannon")
    assert _choice(g).get("name") != "Wave-Motion Cannon"


def test_wave_motion_cannon_is_fired_when_it_is_lethal() -> None:
    """Three Standby Phases counted (3000 damage) against an opponent at 3000 LP: fire it."""
    g = _game({"turn": 9, "players": [{"spells": [{"card": "Wave-Motion Cannon",
                                                   "face_up": True, "counter": 3}]},
                                       {"lp": 3000, "monsters": [{"card": "Summoned Skull"}]}]},
              [])
    assert _choice(g).get("name") == "Wave-Motion Cannon"


def test_torrential_tribute_is_not_sprung_when_it_costs_the_bot_more() -> None:
    """Torrential Tribute destroys every monster on the field, its controller's too: on its
    own summon of Sangan, with Summoned Skull and Gemini Elf beside it against 1 Sangan, it
    would lose 3 monsters for 1 — the Trap is kept."""
    g = _game({"turn": 3, "players": [
        {"spells": [{"card": "Torrential Tribute"}], "hand": ["Sangan"],
         "monsters": [{"card": "Summoned Skull"}, {"card": "Gemini Elf"}]},
        {"monsters": [{"card": "Sangan"}]}]},
        [{"answer": {"action": "summon", "name": "Sangan"}}])
    assert _offered(g, "Torrential Tribute")
    assert _choice(g)["action"] == "pass"


def test_torrential_tribute_is_sprung_when_the_opponent_loses_more() -> None:
    """The opponent summons Sangan beside Summoned Skull and Gemini Elf against the bot's one
    Sangan: Torrential Tribute takes 3 of theirs for 1 of its own."""
    g = _game({"turn": 4, "turn_player": 1, "players": [
        {"spells": [{"card": "Torrential Tribute"}], "monsters": [{"card": "Sangan"}]},
        {"hand": ["Sangan"], "monsters": [{"card": "Summoned Skull"}, {"card": "Gemini Elf"}]}]},
        [{"answer": {"action": "summon", "name": "Sangan"}}])
    assert _offered(g, "Torrential Tribute")
    assert _choice(g).get("name") == "Torrential Tribute"


def test_book_of_moon_answers_snatch_steal_on_its_own_monster() -> None:
    """Snatch Steal equips only to a face-up monster and takes nothing if its target is
    face-down when it resolves: Book of Moon in answer, on the bot's own targeted monster (not
    on the opponent's Jinzo), keeps Summoned Skull."""
    g = _game({"turn": 4, "turn_player": 1, "players": [
        {"spells": [{"card": "Book of Moon"}], "monsters": [{"card": "Summoned Skull"}]},
        {"hand": ["Snatch Steal"], "monsters": [{"card": "Jinzo"}]}]},
        [{"answer": {"action": "activate", "name": "Snatch Steal"}}])
    assert _offered(g, "Book of Moon")
    assert _choice(g).get("name") == "Book of Moon"
    bot = YgoHeuristicBot(0)
    skull = g.g.mz[0][0]
    d = g.pending()
    assert d is not None
    g.answer(bot.choose(g, d))  # activate it; its target is asked next
    assert _choice(g).get("name") == "Summoned Skull"
    while g.g.chain and (d := g.pending()) is not None:  # let the chain resolve
        g.answer(bot.choose(g, d))
    assert g.g.ctrl[skull] == 0 and g.g.pos[skull] & POS_FACEDOWN


def test_mystical_space_typhoon_answers_call_of_the_haunted() -> None:
    """Call of the Haunted revives nothing if it has left the field when it resolves: the bot
    chains Mystical Space Typhoon to it — targeting the Call, not the opponent's other Set
    card — and Jinzo stays in the Graveyard."""
    g = _game({"turn": 4, "turn_player": 1, "players": [
        {"spells": [{"card": "Mystical Space Typhoon"}]},
        {"spells": [{"card": "Call of the Haunted"}, {"card": "Mirror Force"}],
         "gy": ["Jinzo"]}]},
        [{"answer": {"action": "activate", "name": "Call of the Haunted"}}])
    assert _offered(g, "Mystical Space Typhoon")
    bot = YgoHeuristicBot(0)
    jinzo = g.g.gy[1][0]
    d = g.pending()
    assert d is not None
    assert d.options[bot.choose(g, d)].form.get("action") == "activate"
    g.answer(bot.choose(g, d))  # Mystical Space Typhoon; its target is asked next
    assert _choice(g).get("name") == "Call of the Haunted"
    while g.g.chain and (d := g.pending()) is not None:  # let the chain resolve
        g.answer(bot.choose(g, d))
    assert jinzo in g.g.gy[1]


def test_metamorphosis_is_held_when_it_gains_nothing() -> None:
    """Metamorphosis trades a monster for a Fusion Monster of its Level: Jinzo (Level 6, 2400
    ATK) into Elemental HERO Thunder Giant (Level 6, 2400 ATK) spends a card for nothing and
    loses Jinzo's Trap lock — it is kept for a Sheep Token and Thousand-Eyes Restrict."""
    g = _game({"turn": 3, "players": [
        {"hand": ["Metamorphosis"], "monsters": [{"card": "Jinzo"}],
         "extra": ["Elemental HERO Thunder Giant", "Thousand-Eyes Restrict"]},
        {"monsters": [{"card": "Summoned Skull"}]}]}, [])
    assert _offered(g, "Metamorphosis")
    assert _choice(g).get("name") != "Metamorphosis"
