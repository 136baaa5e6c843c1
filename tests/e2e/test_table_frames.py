"""The browser table against chosen frames: real engine states the random bot games of the
other e2e tests may never reach (an AoE's direction prompt, a YGO chain being built), sent to the
page over a mocked websocket, then the page's answer read back.

The frames are built exactly as the server builds them (``view``, ``events``, the decision's
``to_json``), from a game found by seeded random play, so they track the engines as they change.
"""

from __future__ import annotations

import json
import random
import re
import time
from typing import Any

from test_browser import ERRORS, WAIT_MS, _page

from cardtable.core.game import Game
from cardtable.core.registry import spec_for
from cardtable.games import load_games
from cardtable.server.sentences import event_lines

ROOM = "Mocked1"


def _find(game: str, setup: dict[str, Any], want: Any) -> Game:
    """The first state, over seeded random games, whose pending decision satisfies ``want``."""
    load_games()
    for seed in range(200):
        g = spec_for(game).new(setup, seed)
        rng = random.Random(seed)
        while (dec := g.pending()) is not None and g.state_id < 5000:
            if want(g, dec):
                return g
            g.answer(rng.randrange(len(dec.options)))
    raise AssertionError(f"no {game} state found")


def _frames(g: Game, game: str, seats: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The room frame and the deciding seat's state frame, as the server sends them."""
    dec = g.pending()
    assert dec is not None
    seat = dec.seat
    room = {"type": "room", "room": ROOM, "game": game, "title": "mocked", "mode": "m",
            "owner": -1, "status": "playing", "turn_seconds": 0, "games_to_win": 1,
            "spectate_delay": 0, "no_talk": False, "game_no": 0, "state_id": g.state_id,
            "wins": [0] * seats, "results": [], "banlist": None, "siding": None, "spectators": 0,
            "seats": [{"seat": i, "name": "e2e-mock" if i == seat else f"bot{i}",
                       "bot": None if i == seat else "random", "ready": True,
                       "human": i == seat} for i in range(seats)]}
    state = {"type": "state", "room": ROOM, "game": game, "game_no": 0, "seat": seat,
             "state_id": g.state_id, "view": g.view(seat), "events_from": 0,
             "events": g.events(seat, 0), "decision": dec.to_json(), "waiting_for": seat,
             "result": None, "deadline": None, "status": "playing", "wins": [0] * seats,
             "siding": None}
    state["lines"] = event_lines(game, g.events(seat, 0), seat, state["view"])
    state["result_text"] = None
    return json.loads(json.dumps(room)), json.loads(json.dumps(state))


def _table(browser: Any, server: str, room: dict[str, Any], state: dict[str, Any],
           sent: list[dict[str, Any]]) -> Any:
    """A signed-in page on the mocked room: the websocket answers ``join`` with the frames and
    records every frame the page sends."""
    page = _page(browser, server)
    page.click("#guest-btn")
    page.wait_for_selector("#create-room")

    def on_ws(ws: Any) -> None:
        def on_message(msg: str | bytes) -> None:
            frame = json.loads(msg)
            sent.append(frame)
            if frame.get("type") == "join":
                ws.send(json.dumps(room))
                ws.send(json.dumps(state))
        ws.on_message(on_message)
        ws.send(json.dumps({"type": "hello", "user": {"id": 1, "name": "e2e-mock"},
                            "rooms": [ROOM]}))

    page.route_web_socket("**/ws?*", on_ws)
    page.evaluate("u => localStorage.setItem('user', JSON.stringify(u))", {"id": 1,
                                                                         "name": "e2e-mock"})
    page.goto(server + f"/#/room/{ROOM}")
    page.wait_for_selector("#decision .option-btn")
    return page


def _answer(page: Any, sent: list[dict[str, Any]]) -> dict[str, Any]:
    """The answer frame the page sent (the route's callbacks run while Playwright waits)."""
    deadline = time.monotonic() + WAIT_MS / 1000
    while not any(f.get("type") == "answer" for f in sent):
        assert time.monotonic() < deadline, f"the page sent no answer: {sent}"
        page.wait_for_timeout(50)
    answers = [f for f in sent if f.get("type") == "answer"]
    assert len(answers) == 1, answers
    return answers[0]


def test_aoe_direction_prompt_is_shown_and_answered(server: str, browser: Any) -> None:
    g = _find("sgs", {"mode": "3v3"},
              lambda _g, d: any("direction" in o.form for o in d.options))
    room, state = _frames(g, "sgs", 6)
    sent: list[dict[str, Any]] = []
    page = _table(browser, server, room, state, sent)
    dec = state["decision"]
    labels = page.locator("#decision .option-btn").all_inner_texts()
    assert len(labels) == len(dec["options"])
    for i, (text, opt) in enumerate(zip(labels, dec["options"], strict=True)):
        # the direction as an arrow icon of our SVG set (no emoji font needed)
        arrow = {"cw": ".icon-cw", "ccw": ".icon-ccw"}[opt["form"]["direction"]]
        assert page.locator("#decision .option-btn").nth(i).locator(arrow).count() == 1
        assert opt["label"]["en"] in text or opt["label"]["zh"] in text
    assert page.inner_text("#prompt") in (dec["prompt"]["en"], dec["prompt"]["zh"])
    assert len(page.query_selector_all(".sgs-seat")) == 6
    cw = next(i for i, o in enumerate(dec["options"]) if o["form"]["direction"] == "cw")
    page.locator("#decision .option-btn").nth(cw).click()
    page.wait_for_selector("#decision.sent")
    ans = _answer(page, sent)
    assert (ans["room"], ans["state_id"], ans["choice"]) == (ROOM, g.state_id, cw)
    assert not ERRORS, ERRORS
    page.context.close()


def test_ygo_chain_is_shown_as_it_builds(server: str, browser: Any) -> None:
    from cardtable.ygo.game import preset_deck

    setup = {"decks": [preset_deck("classic-a"), preset_deck("classic-b")]}
    g = _find("ygo", setup, lambda g, d: bool(g.view(d.seat).get("chain")))
    room, state = _frames(g, "ygo", 2)
    chain = state["view"]["chain"]
    sent: list[dict[str, Any]] = []
    page = _table(browser, server, room, state, sent)
    page.wait_for_selector("#chain .chain-link")
    links = page.locator("#chain .chain-link").all_inner_texts()
    assert len(links) == len(chain)
    for text, link in zip(links, chain, strict=True):
        # each link: its number, its card, its controller (from the reader's side), its targets
        assert (link.get("name") or "") in text or (link.get("name_zh") or "") in text, text
        assert re.match(rf"(Link|连锁) {link['link']}\b", text), text
        who = ("You", "你") if link["player"] == state["seat"] else ("Opponent", "对手")
        assert f"({who[0]})" in text or f"({who[1]})" in text, text
        if link.get("targets"):
            assert re.search(r"(targets|对象):", text), text
    # the card of a link shows its text on hover
    page.hover("#chain .chain-link .link-card")
    page.wait_for_selector("#card-pop.show")
    assert page.inner_text("#card-pop").strip()
    # the decision (a response window while the chain builds) is answerable by key 1
    page.keyboard.press("1")
    page.wait_for_selector("#decision.sent")
    ans = _answer(page, sent)
    assert (ans["room"], ans["state_id"], ans["choice"]) == (ROOM, g.state_id, 0)
    assert not ERRORS, ERRORS
    page.context.close()


def _attack_pending(g: Game, d: Any) -> bool:
    """A decision while an attack on a monster is under way (its last attack event not yet
    followed by the battle)."""
    for e in reversed(g.events(d.seat)):
        if e["kind"] in ("battle", "attack_negated", "phase", "turn"):
            return False
        if e["kind"] == "attack":
            return isinstance(e.get("target"), dict) and "card" in e["target"]
    return False


def test_ygo_attack_is_outlined_and_the_log_reads_as_sentences(server: str,
                                                                browser: Any) -> None:
    """During an attack the attacking and the attacked monsters are outlined on the board; the
    log shows the server's sentences (no JSON, no key=value), in the page's language."""
    from cardtable.ygo.game import preset_deck

    setup = {"decks": [preset_deck("classic-a"), preset_deck("classic-b")]}
    g = _find("ygo", setup, _attack_pending)
    room, state = _frames(g, "ygo", 2)
    attack = next(e for e in reversed(state["events"]) if e["kind"] == "attack")
    page = _table(browser, server, room, state, [])
    page.wait_for_selector(".attacked")
    assert page.get_attribute(".attacked", "data-v") == str(attack["target"]["card"])
    assert page.get_attribute(".attacker", "data-v") == str(attack["attacker"]["card"])
    lines = page.locator("#log li").all_inner_texts()
    lang = "zh" if page.evaluate("document.documentElement.lang") == "zh-CN" else "en"
    assert lines == [line[lang] for line in state["lines"]][-len(lines):]
    assert not any(re.search(r"[{}\[\]]|\w=", x) for x in lines), lines
    assert not ERRORS, ERRORS
    page.context.close()


def _twins_in_hand(g: Game, d: Any) -> bool:
    """A decision with two options whose labels read the same (two copies in the hand)."""
    labels = [o.label.en for o in d.options]
    return len(labels) != len(set(labels))


def test_ygo_same_card_twice_in_hand_is_one_button(server: str, browser: Any) -> None:
    """Two copies of a card in the hand give the engine two options that read alike; the
    decision panel shows each distinct action once, and no two buttons read the same."""
    from cardtable.ygo.game import preset_deck

    setup = {"decks": [preset_deck("yugi-classic"), preset_deck("goat-control")]}
    g = _find("ygo", setup, _twins_in_hand)
    room, state = _frames(g, "ygo", 2)
    dec = state["decision"]
    page = _table(browser, server, room, state, [])
    labels = [re.sub(r"^\d+\s+", "", x.strip())
              for x in page.locator("#decision .option-btn").all_inner_texts()]
    assert len(labels) == len(set(labels)), labels
    assert len(labels) < len(dec["options"])  # the copies collapsed
    # every distinct action is still offered (a label may gain where the card is)
    lang = "zh" if page.evaluate("document.documentElement.lang") == "zh-CN" else "en"
    for label in {o["label"][lang] for o in dec["options"]}:
        assert any(x.startswith(label) for x in labels), (label, labels)
    assert not ERRORS, ERRORS
    page.context.close()
