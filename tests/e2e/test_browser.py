"""The browser client end to end: sign up, create rooms, play whole games against bots by
clicking, reconnect mid-game, watch as a spectator, step through the replay."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import time
from typing import Any

from playwright.sync_api import Error as PlaywrightError

ERRORS: list[str] = []

# Every wait below is for a condition on the page, never a fixed sleep, with timeouts generous
# enough for CI on a loaded 2-core machine (a bot game that takes seconds idle can take minutes).
WAIT_MS = 60_000  # one page reaction (a frame, a re-render)
GAME_MS = 300_000  # a whole phase of play (a bot-driven duel, the side step, a draft)


def _page(browser: Any, base: str, viewport: dict[str, int] | None = None) -> Any:
    # bypass_csp: Playwright's wait_for_function evaluates strings, which the app's CSP forbids
    # (test_app_runs_under_its_csp checks the app itself under the policy)
    ctx = browser.new_context(viewport=viewport or {"width": 1280, "height": 800},
                              bypass_csp=True)
    page = ctx.new_page()
    page.on("pageerror", lambda e: ERRORS.append(str(e)))
    page.set_default_timeout(WAIT_MS)
    page.goto(base + "/#/login")
    return page


def _signup(page: Any, name: str) -> None:
    page.fill("#login-name", name)
    page.fill("#login-password", "secret-pw")
    page.click("#signup-btn")
    page.wait_for_selector("#create-room")


def _create_room(page: Any, game: str, mode: str, bot: str = "random") -> str:
    page.wait_for_selector(f"#game-select option[value='{game}']", state="attached")
    page.select_option("#game-select", game)
    page.select_option("#mode-select", mode)
    page.select_option("#bot-speed", "0")
    page.fill("#turn-seconds", "600")  # public rooms always have a turn timer (issue 9 §2)
    page.click("#create-room")
    page.wait_for_selector("#fill-bots")
    page.select_option("#bot-select", bot)
    page.click("#fill-bots")
    page.wait_for_function("!document.querySelector('.sit-btn') && "
                           "[...document.querySelectorAll('.seat-chip')].every(e => "
                           "!e.textContent.includes('空位') && !e.textContent.includes('Empty'))")
    page.click("#ready-btn")
    page.wait_for_selector("#ready-btn:text-matches('取消准备|Not ready')")
    page.click("#start-btn")
    # YGO: a coin toss first; when we win it we choose to go first
    page.wait_for_selector("#state-id, #go-first")
    if page.query_selector("#go-first"):
        assert page.query_selector("#toss-result")
        page.click("#go-first")
    page.wait_for_selector("#state-id")
    m = re.search(r"#/room/([\w-]+)", page.url)
    assert m, page.url
    return m.group(1)


def _state_id(page: Any) -> int:
    return int(page.inner_text("#state-id").split("#")[-1])


def _wait_past(page: Any, before: int) -> None:
    """Wait until the page shows a state after ``before`` (or the game's end)."""
    page.wait_for_function(
        f"(document.querySelector('#state-id') && Number(document.querySelector("
        f"'#state-id').textContent.split('#').pop()) > {before})"
        " || !!document.querySelector('#back-lobby')",
        timeout=GAME_MS)


RAW = re.compile(r"[{}\[\]]|\b\w+=|\bseat=")  # JSON or key=value: an engine record, not a sentence


def _log_has_no_raw_data(page: Any) -> None:
    """Every log line is a sentence: no JSON, no ``key=value`` (issue 9 §3)."""
    lines = page.locator("#log li").all_inner_texts()
    assert lines, "the log is empty"
    bad = [x for x in lines if RAW.search(x)]
    assert not bad, bad[:5]


def _options_distinct(page: Any) -> None:
    """One button per distinct action: no two option labels alike, no engine zone ids."""
    labels = [x.strip() for x in page.locator("#decision .option-btn").all_inner_texts()]
    assert len(labels) == len(set(labels)), labels
    assert not any(re.search(r"\b(szone|mzone|fzone)\b", x) for x in labels), labels


def _play(page: Any, rng: random.Random, max_clicks: int, stop_after: int | None = None) -> int:
    """Click options until the game ends (or ``stop_after`` clicks); returns clicks made."""
    clicks = 0
    while clicks < max_clicks:
        page.wait_for_selector("#decision .option-btn, #back-lobby", timeout=GAME_MS)
        if page.query_selector("#back-lobby"):
            return clicks
        if stop_after is not None and clicks >= stop_after:
            return clicks
        before = _state_id(page)
        count = page.locator("#decision .option-btn").count()
        if not count:
            continue
        try:
            _options_distinct(page)
        except PlaywrightError:  # re-rendered while reading: look again
            continue
        k = rng.randrange(count)
        try:
            if rng.random() < 0.2 and k < 9:  # use the keyboard sometimes
                page.keyboard.press(str(k + 1))
            else:
                page.locator("#decision .option-btn").nth(k).click(timeout=10_000)
        except PlaywrightError:  # the panel was re-rendered under the pointer: look again
            continue
        clicks += 1
        _wait_past(page, before)
    raise AssertionError(f"game not over after {max_clicks} clicks")


def test_demo_game_reconnect_spectate_and_replay(server: str, browser: Any) -> None:
    page = _page(browser, server)
    _signup(page, "e2e-ann")
    rid = _create_room(page, "demo", "duel")
    rng = random.Random(1)
    _play(page, rng, 200, stop_after=3)
    # a spectator (guest) finds the room in the live list and watches
    spec = _page(browser, server)
    spec.click("#guest-btn")
    spec.wait_for_selector(f".room-row[data-room='{rid}'] a.button")
    spec.click(f".room-row[data-room='{rid}'] a.button")
    spec.wait_for_selector("#state-id")
    assert "观战者" in spec.inner_text("#status") or "Spectator" in spec.inner_text("#status")
    assert spec.query_selector("#decision .option-btn") is None
    # table chat reaches the spectator
    page.fill("#chat-input", "hello table")
    page.click("#chat-send")
    spec.wait_for_selector("#chat-log .chat-line:has-text('hello table')")
    # reconnect: reload the page mid-game, same seat, same state, own hand visible
    sid = _state_id(page)
    page.reload()
    page.wait_for_selector("#state-id")
    page.wait_for_function(f"Number(document.querySelector('#state-id').textContent"
                           f".split('#').pop()) >= {sid}")
    assert page.query_selector_all(".demo-seat.me .demo-card")
    # leave for the lobby and come back through "your tables" (while the game still runs)
    if not page.query_selector("#result b"):
        with page.expect_response(lambda r: r.url.endswith("/api/me")) as me:
            page.goto(server + "/#/lobby")
        # the bot may finish the game between the check above and the lobby's answer; "your
        # tables" lists only unfinished games, so follow the link only when the server lists it
        listed = rid in me.value.json()["rooms"]
        link = f"#my-tables a[href='#/room/{rid}']"
        if listed:
            # the server lists the table: the lobby shows it as a real link with its title
            # (it used to be the ids joined as text, which an earlier fallback here hid)
            page.wait_for_selector(link)
            assert page.inner_text(link) == page.inner_text("#my-tables a.my-table")
            page.click(link)
            page.wait_for_selector(".demo-seat.me .demo-card")
        else:
            page.goto(server + f"/#/room/{rid}")
            page.wait_for_selector("#result b")
    _play(page, rng, 300)
    spec.wait_for_selector("#result-text")  # the result as a sentence (the demo game's own)
    # the replay is listed and can be stepped through
    page.click("#back-lobby")
    page.goto(server + "/#/replays")
    page.wait_for_selector(".replay-row a.button")
    page.click(".replay-row a.button")
    page.wait_for_selector("#replay-info")
    page.click("#rp-next")
    page.wait_for_function("document.querySelector('#replay-info').textContent.match(/ 1 \\//)")
    # language switch
    page.click("#lang-toggle")
    page.wait_for_selector("#rp-next")
    assert not ERRORS, ERRORS


def _why_not_on_a_card(page: Any, rng: random.Random) -> None:
    """Click one of our hand cards that the open decision offers nothing for (a Battle Phase
    step, a response window…): the table asks the referee "why not?" for an action we pick,
    and shows its reasons."""
    for _ in range(400):
        page.wait_for_selector("#decision .option-btn, #back-lobby", timeout=GAME_MS)
        assert not page.query_selector("#back-lobby"), "no idle hand card came up in the duel"
        idle = page.query_selector(".ygo-field.mine .hand .card.ygo:not(.actionable)")
        if idle:
            break
        _play(page, rng, 10**6, stop_after=1)
    else:
        raise AssertionError("no idle hand card came up in 400 decisions")
    sid = _state_id(page)
    idle.click()
    page.click("#whynot button[data-action='attack']")
    page.wait_for_function("document.querySelector('#toast').classList.contains('show') && "
                           "document.querySelector('#toast').textContent.length > 0")
    text = page.inner_text("#toast")
    assert text and "No rule forbids" not in text and "没有规则禁止" not in text, text
    assert _state_id(page) == sid  # asking changes nothing
    page.click("#whynot button:last-child")  # close (an icon button)


def _play_until_chain(page: Any, rng: random.Random) -> None:
    """Play until a chain is open (a card activated), then check the chain panel names the
    link's card and controller; a duel that ends first is fine (random play may never chain)."""
    for _ in range(600):
        if page.query_selector("#back-lobby"):
            return
        link = page.query_selector("#chain .chain-link")
        if link:
            text = link.inner_text()
            assert re.search(r"(Link|连锁) \d", text), text
            assert re.search(r"\((You|Opponent|你|对手)\)", text), text
            assert page.query_selector("#chain .chain-link .link-card").inner_text().strip()
            return
        _play(page, rng, 10**6, stop_after=1)


def test_full_ygo_duel_vs_bot(server: str, browser: Any, tmp_path: Any) -> None:
    page = _page(browser, server)
    _signup(page, "e2e-yugi")
    _create_room(page, "ygo", "classic", bot="random")
    page.wait_for_selector(".ygo-field.mine")
    assert page.query_selector(".phasebar") and page.query_selector(".lp")
    assert page.query_selector("#chain")  # the chain panel is always there (empty or not)
    # hovering a card of our hand shows its printed text: name, kind, stats, text
    page.hover(".ygo-field.mine .hand .card.ygo")
    page.wait_for_selector("#card-pop.show")
    pop = page.inner_text("#card-pop")
    name = page.inner_text(".ygo-field.mine .hand .card.ygo .cn")
    assert name.strip() and name.strip()[:6] in pop, (name, pop)
    assert re.search(r"(Monster|Spell|Trap|怪兽|魔法|陷阱)", pop), pop
    page.mouse.move(0, 0)
    rng = random.Random(2)
    _play(page, rng, 1500, stop_after=4)
    # reconnect mid-duel (4 of our answers cannot end a 4000-LP duel): the bot waits for our
    # decision, so after a reload the same seat comes back at the same state with the same hand
    # and the same options
    assert not page.query_selector("#back-lobby")
    sid = _state_id(page)
    hand = page.inner_text(".ygo-field.mine .hand")
    options = page.inner_text("#decision .options")
    page.reload()
    page.wait_for_selector("#decision .option-btn")
    assert _state_id(page) == sid
    assert page.query_selector(".ygo-field.mine .hand .card.ygo")  # our hand, face up
    assert page.inner_text(".ygo-field.mine .hand") == hand
    assert page.inner_text("#decision .options") == options
    _why_not_on_a_card(page, rng)
    _play_until_chain(page, rng)
    _play(page, rng, 1500)
    # the result reads as a sentence from our side, never as an engine id (issue 9 §3)
    result = page.inner_text("#result-text")
    assert re.match(r"(You (won|lost) — |A draw — |你(赢|输)了——|平局——)", result), result
    assert "lp_zero" not in result and "_" not in result
    _log_has_no_raw_data(page)
    # the finished duel's replay downloads from the replay list and checks with `cardtable replay`
    page.goto(server + "/#/replays")
    page.wait_for_selector(".replay-row button.secondary")
    with page.expect_download() as dl:
        page.locator(".replay-row button.secondary").first.click()
    path = tmp_path / "duel.replay.json"
    dl.value.save_as(path)
    out = subprocess.run([sys.executable, "-c", "from cardtable.cli.main import app; app()",
                          "replay", str(path), "--quiet"], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert json.loads(path.read_text())["game"] == "ygo"
    assert not ERRORS, ERRORS


LINEUP = {0: ("冷色前锋A", "Cool Vanguard A"), 1: ("冷色主帅", "Cool Commander"),
          2: ("冷色前锋B", "Cool Vanguard B"), 3: ("暖色前锋B", "Warm Vanguard B"),
          4: ("暖色主帅", "Warm Commander"), 5: ("暖色前锋A", "Warm Vanguard A")}


def _check_3v3_round_table(page: Any, me: int) -> None:
    """The seed's seat order around the table (冷色前锋A-冷色主帅-冷色前锋B-暖色前锋B-暖色主帅-
    暖色前锋A): we sit at the bottom, the next seat to our right, the opposite seat on top;
    each seat shows its line-up label in its side's colour, never an identity role."""
    import math

    table = page.query_selector("#sgs-table").bounding_box()
    cx, cy = table["x"] + table["width"] / 2, table["y"] + table["height"] / 2
    angle = {}
    for s in range(6):
        box = page.query_selector(f".sgs-seat[data-seat='{s}']").bounding_box()
        x, y = box["x"] + box["width"] / 2 - cx, box["y"] + box["height"] / 2 - cy
        angle[s] = math.atan2(-y, x)  # counter-clockwise on screen, from the right
        label = page.inner_text(f".sgs-seat[data-seat='{s}'] .part").replace(" ", "")
        assert label in {v.replace(" ", "") for v in LINEUP[s]}, (s, label)
        side = "cool" if s < 3 else "warm"
        assert page.query_selector(f".sgs-seat[data-seat='{s}'].{side}"), s
    # walking counter-clockwise from our seat (at the bottom) meets seats me+1, me+2, ...
    order = sorted(range(6), key=lambda s: (angle[s] - angle[me]) % (2 * math.pi))
    assert order == [(me + k) % 6 for k in range(6)], order
    bottom = max(range(6), key=lambda s: page.query_selector(
        f".sgs-seat[data-seat='{s}']").bounding_box()["y"])
    assert bottom == me
    assert not re.search("主公|忠臣|反贼|内奸|Lord|Loyalist|Rebel|Renegade",
                         page.inner_text("#sgs-table"))
    # a general's skills with their text on hover
    gen = page.query_selector(".sgs-seat .gen-name[data-pop]")
    if gen:
        gen.hover()
        page.wait_for_selector("#card-pop.show")
        assert re.search(r"[：:]", page.inner_text("#card-pop"))
        page.mouse.move(0, 0)


def test_full_sgs_3v3_vs_bots_on_a_phone(server: str, browser: Any) -> None:
    page = _page(browser, server, viewport={"width": 844, "height": 390})
    _signup(page, "e2e-liubei")
    rid = _create_room(page, "sgs", "3v3", bot="random")
    # a spectator (guest) watches the 3v3 table from the start to the end
    spec = _page(browser, server)
    spec.click("#guest-btn")
    spec.wait_for_selector("#create-room")
    spec.goto(server + f"/#/room/{rid}")
    page.wait_for_selector(".sgs-seat")
    assert len(page.query_selector_all(".sgs-seat")) == 6
    _check_3v3_round_table(page, me=0)
    spec.wait_for_selector(".sgs-seat")
    assert "观战者" in spec.inner_text("#status") or "Spectator" in spec.inner_text("#status")
    _play(page, random.Random(3), 1500)
    assert page.query_selector("#back-lobby")
    spec.wait_for_selector("#result-text", timeout=GAME_MS)
    # a spectator reads who won, by seat (sides' seats), as a sentence
    assert re.search(r"(won — |获胜——)", spec.inner_text("#result-text")), spec.inner_text(
        "#result-text")
    _log_has_no_raw_data(spec)
    assert spec.query_selector("#decision .option-btn") is None
    spec.context.close()
    assert not ERRORS, ERRORS


def test_deck_builder_import_validate_export(server: str, browser: Any) -> None:
    from pathlib import Path

    import cardtable.ygo.game as ygo_game

    ydk = (Path(ygo_game.__file__).with_name("decks") / "classic-a.ydk").read_text()
    page = _page(browser, server)
    _signup(page, "e2e-kaiba")
    page.goto(server + "/#/decks")
    page.fill("#card-search", "dragon")
    page.click("#card-search-btn")
    page.wait_for_selector(".card-result .add-card")
    page.click(".card-result .add-card")
    page.wait_for_selector("#deck-main span.card")
    page.click("#deck-validate")
    page.wait_for_selector("#deck-report .error")  # one card is not a legal deck
    page.fill("#deck-io", ydk)
    page.click("#deck-import")
    page.wait_for_function("document.querySelectorAll('#deck-main span.card').length >= 40")
    page.click("#deck-export-ydke")
    page.wait_for_function("document.querySelector('#deck-io').value.startsWith('ydke://')")
    page.fill("#deck-name", "blue-eyes")
    page.click("#deck-save")
    page.wait_for_selector("#saved-decks button:has-text('blue-eyes')")
    assert not ERRORS, ERRORS


def test_two_humans_in_two_browsers(server: str, browser: Any) -> None:
    a = _page(browser, server)
    _signup(a, "e2e-ann2")
    a.wait_for_selector("#game-select option[value='demo']", state="attached")
    a.select_option("#game-select", "demo")
    a.fill("#turn-seconds", "60")
    a.click("#create-room")
    a.wait_for_selector("#ready-btn")
    rid = a.url.split("#/room/")[1]
    b = _page(browser, server)
    _signup(b, "e2e-bob2")
    b.wait_for_selector(f".room-row[data-room='{rid}'] a.button")
    b.click(f".room-row[data-room='{rid}'] a.button")
    b.click(".sit-btn")
    b.wait_for_selector("#ready-btn")
    b.click("#ready-btn")
    a.click("#ready-btn")
    a.wait_for_function("document.querySelectorAll('.seat-chip .icon-check').length === 2")
    a.click("#start-btn")
    rng = random.Random(7)
    deadline = time.monotonic() + GAME_MS / 1000
    while not (a.query_selector("#back-lobby") and b.query_selector("#back-lobby")):
        assert time.monotonic() < deadline, "two-human game did not end"
        acted = False
        for p in (a, b):
            if not p.query_selector("#decision .option-btn") or p.query_selector(
                    "#decision.sent"):
                continue
            before = _state_id(p)
            n = p.locator("#decision .option-btn").count()
            try:
                p.locator("#decision .option-btn").nth(rng.randrange(n)).click(timeout=10_000)
            except PlaywrightError:  # re-rendered under the pointer: look again
                continue
            acted = True
            _wait_past(p, before)
        if not acted:  # the next frame is still on its way to one of the pages
            a.wait_for_timeout(50)
    assert "Time left" in a.inner_text("#status") or a.query_selector("#back-lobby")
    assert not ERRORS, ERRORS


def test_app_runs_under_its_csp(server: str, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    page = ctx.new_page()
    refused: list[str] = []
    page.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text
            else None)
    page.on("pageerror", lambda e: refused.append(str(e)))
    page.goto(server + "/#/login")
    page.click("#guest-btn")
    page.wait_for_selector("#create-room")
    page.wait_for_selector("#game-select option[value='demo']", state="attached")
    page.select_option("#game-select", "demo")
    page.fill("#turn-seconds", "600")  # public rooms always have a turn timer
    page.click("#create-room")
    page.wait_for_selector("#fill-bots")
    page.goto(server + "/#/decks")
    page.wait_for_selector("#card-search")
    page.click("#lang-toggle")
    page.wait_for_selector("#card-search")
    headers = page.request.get(server + "/").headers
    assert "default-src 'self'" in headers["content-security-policy"]
    assert not refused, refused
    ctx.close()


def _ydk(main: list[int], side: list[int]) -> str:
    return "#main\n" + "\n".join(map(str, main)) + "\n#extra\n!side\n" + "\n".join(
        map(str, side)) + "\n"


def test_ygo_bo3_banlist_and_siding_between_duels(server: str, browser: Any) -> None:
    from cardtable.ygo.game import preset_deck

    main = preset_deck("classic-a")["main"]
    side_ok, fusion = 5053103, 41462083
    page = _page(browser, server)
    _signup(page, "e2e-side")
    token = page.evaluate("() => localStorage.getItem('token')")
    r = page.request.post(server + "/api/decks", headers={"authorization": f"Bearer {token}"},
                          data={"name": "with-side", "ydk": _ydk(main, [side_ok, fusion])})
    assert r.ok, r.text()
    page.goto(server + "/#/lobby")
    page.wait_for_selector("#game-select option[value='ygo']", state="attached")
    page.select_option("#game-select", "ygo")
    page.select_option("#mode-select", "house")
    # the house profile names lp4000 itself: preselected; "none" and the shipped lists offered
    assert page.input_value("#banlist-select") == "lp4000"
    assert page.locator("#banlist-select option[value='none']").count() == 1
    page.select_option("#mode-select", "classic")
    page.select_option("#banlist-select", "lp4000")
    page.select_option("#match-select", "bo3")
    page.check("#custom-room")  # public rooms have a turn timer of 10 s at least
    page.fill("#turn-seconds", "0.05")  # the timer plays duel 1 for us (passively)
    page.select_option("#bot-speed", "0")
    page.click("#create-room")
    page.wait_for_selector("#fill-bots")
    rid = page.url.split("#/room/")[1]
    page.wait_for_selector("#deck-select option:has-text('with-side')", state="attached")
    page.select_option("#deck-select", label="with-side")
    chosen = page.input_value("#deck-select")
    page.click("#fill-bots")
    # the bot sitting down redraws the room's controls: the chosen deck stays chosen (it used
    # to fall back to "—", and the player then readied with the default deck: a CI flake)
    page.wait_for_function("!document.querySelector('.sit-btn') && "
                           "[...document.querySelectorAll('.seat-chip')].every(e => "
                           "!e.textContent.includes('空位') && !e.textContent.includes('Empty'))")
    assert page.input_value("#deck-select") == chosen
    page.click("#ready-btn")
    page.wait_for_selector("#ready-btn:text-matches('取消准备|Not ready')")
    page.click("#start-btn")
    # the room list shows the banlist
    other = _page(browser, server)
    other.click("#guest-btn")
    other.wait_for_selector(f".room-row[data-room='{rid}'] .banlist:has-text('lp4000')")
    other.context.close()
    page.wait_for_selector("#siding", timeout=GAME_MS)
    # a refused swap (main card for a Fusion Monster) shows why and changes nothing
    out = main[0]
    page.click(f"#side-main .side-card[data-code='{out}']")
    page.click(f"#side-side .side-card[data-code='{fusion}']")
    page.click("#side-swap")
    page.wait_for_selector("#side-error:has-text('same section')")
    assert page.locator(f"#side-side .side-card[data-code='{fusion}']").count() == 1
    # a legal one-for-one swap
    page.click(f"#side-main .side-card[data-code='{out}']")
    page.click(f"#side-side .side-card[data-code='{side_ok}']")
    page.click("#side-swap")
    page.wait_for_selector(f"#side-main .side-card[data-code='{side_ok}']")
    assert page.locator(f"#side-side .side-card[data-code='{out}']").count() >= 1
    assert "1" in page.inner_text("#side-swaps")
    if page.query_selector("#go-first"):  # we lost duel 1: we choose who goes first
        page.click("#go-second")
        page.wait_for_selector("#next-first:text-matches('1')")
    page.click("#side-done")
    page.wait_for_selector("#siding", state="detached", timeout=GAME_MS)
    page.wait_for_selector(".ygo-field.mine")
    assert not ERRORS, ERRORS
    page.context.close()


def test_sgs_3v3_draft_screen_as_commander_in_chinese(server: str, browser: Any,
                                                        tmp_path: Any) -> None:
    import shutil
    import subprocess

    page = _page(browser, server)
    page.add_init_script("localStorage.setItem('lang', 'zh')")
    page.reload()
    _signup(page, "e2e-sunquan")
    page.wait_for_selector("#game-select option[value='sgs']", state="attached")
    page.select_option("#game-select", "sgs")
    page.select_option("#mode-select", "3v3")
    page.select_option("#bot-speed", "0")
    page.fill("#turn-seconds", "600")  # public rooms always have a turn timer
    page.click("#create-room")
    page.wait_for_selector("#stand-btn")
    page.click("#stand-btn")  # sit as the cool commander (seat 1), who drafts
    page.click(".seat-chip[data-seat='1'] .sit-btn")
    page.wait_for_selector("#fill-bots")
    page.click("#fill-bots")
    page.wait_for_function("!document.querySelector('.sit-btn') && "
                           "![...document.querySelectorAll('.seat-chip')].some(e => "
                           "e.textContent.includes('空位'))")
    page.click("#ready-btn")
    page.wait_for_selector("#ready-btn:text-matches('取消准备')")
    page.click("#start-btn")
    page.wait_for_selector("#draft")
    seen: set[str] = set()
    shot = tmp_path / "draft-zh.png"
    deadline = time.monotonic() + GAME_MS / 1000
    while True:
        assert time.monotonic() < deadline, f"the draft did not end (stages seen: {seen})"
        # our decision is up, or the draft is over (bots decide in between)
        page.wait_for_function("!!document.querySelector('#decision .option-btn') || "
                               "!document.querySelector('#draft')", timeout=GAME_MS)
        if not page.query_selector("#draft"):
            break
        text = page.inner_text("#draft")
        stage = "place" if page.query_selector("#placement") else (
            "pick" if page.query_selector("#face-up") else "piles")
        if stage == "pick" and "pick" not in seen:
            assert page.locator("#pick-order .pick-chip").count() == 9
            assert page.locator("#face-up .gen-card").count() >= 1
            assert "明置武将" in text and "选将顺序" in text and "第 1 堆" in text
            assert "被 " in text and "主帅" in text  # who took which pile
            page.screenshot(path=str(shot), full_page=True)
        if stage == "place":
            assert page.locator("#placement .place-slot.facedown").count() >= 3
            assert "布阵" in text and "前锋 A" in text
        seen.add(stage)
        before = _state_id(page)
        target = page.query_selector("#draft .actionable")
        try:
            if target:
                target.click(timeout=10_000)  # a pile, a face-up general, a pick to place
            else:
                page.locator("#decision .option-btn").first.click(timeout=10_000)
        except PlaywrightError:  # re-rendered under the pointer: look again
            continue
        page.wait_for_function(
            f"!document.querySelector('#state-id') || Number(document.querySelector("
            f"'#state-id').textContent.split('#').pop()) > {before}", timeout=GAME_MS)
    assert {"pick", "place"} <= seen, seen
    assert shot.exists() and shot.stat().st_size > 10_000
    # Chinese renders with a CJK font (installed by scripts/install-system-deps)
    if shutil.which("fc-list"):
        fonts = subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True).stdout
        assert fonts.strip(), "no CJK font: run scripts/install-system-deps as root"
    assert "座位" in page.inner_text("body")
    assert not ERRORS, ERRORS
    page.context.close()


def test_sgs_identity_table_of_eight(server: str, browser: Any, tmp_path: Any) -> None:
    """Identity (8 players): eight seats with HP, equipment and judging area; our role shown,
    the lord's public, every other living role hidden; distances on hover; decisions clickable
    until the game ends."""
    page = _page(browser, server, viewport={"width": 1366, "height": 768})
    _signup(page, "e2e-caocao")
    _create_room(page, "sgs", "identity", bot="sgs-heuristic")
    page.wait_for_selector(".sgs-seat")
    assert len(page.query_selector_all(".sgs-seat")) == 8
    roles = [page.inner_text(f".sgs-seat[data-seat='{i}'] .role") for i in range(8)]
    mine = page.inner_text(".sgs-seat.me .role")
    assert mine not in ("?", "")
    # the seats are dealt at random when the game starts (the creator is lord only by luck):
    # the lord (seat 0) is public, our own role too, every other living role hidden from us
    me = int(page.get_attribute(".sgs-seat.me", "data-seat") or "-1")
    assert roles[0] in ("Lord", "主公") and roles[me] == mine, roles
    assert all(r == "?" for i, r in enumerate(roles) if i not in (0, me)), roles
    others = [i for i in range(8) if i != me]
    rng = random.Random(4)
    # once the generals are chosen, each seat shows its distance from us on hover
    for _ in range(50):
        if page.get_attribute(f".sgs-seat[data-seat='{others[0]}']", "title"):
            break
        assert _play(page, rng, 10**6, stop_after=1) == 1, "game over during the general choice"
    # one snapshot of the table (bots keep playing meanwhile): every other living seat
    seats = page.eval_on_selector_all(
        ".sgs-seat", "els => els.map(e => [Number(e.dataset.seat), e.title, "
        "e.classList.contains('dead')])")
    alive = {i: not dead for i, _title, dead in seats}
    checked = 0
    for i, title, _dead in seats:
        if i != me and alive[i] and alive[me]:  # distances are measured between the living
            assert re.search(r"(Distance|距离): \d", title), (i, title)
            checked += 1
    assert checked or not alive[me]
    assert len(page.query_selector_all(".sgs-seat .hp")) == 8
    assert len(page.query_selector_all(".sgs-seat .judge")) == 8
    page.screenshot(path=str(tmp_path / "identity.png"), full_page=True)
    _play(page, rng, 3000)
    assert page.query_selector("#back-lobby")
    assert not ERRORS, ERRORS
    page.context.close()


def test_settings_toss_concede_and_rematch_in_the_browser(server: str, browser: Any) -> None:
    """Issue 9: the lobby shows a room's non-default settings; a YGO table shows who won the
    coin toss (or asks us); conceding ends the duel for everyone; a rematch opens a new room
    that the old table links to; a second player's presence shows on the seat chips."""
    page = _page(browser, server)
    _signup(page, "e2e-concede")
    page.wait_for_selector("#game-select option[value='ygo']", state="attached")
    page.select_option("#game-select", "ygo")
    page.select_option("#mode-select", "classic")
    page.fill("#turn-seconds", "45")
    page.select_option("#bot-speed", "0")
    page.click("#create-room")
    page.wait_for_selector("#fill-bots")
    rid = page.url.split("#/room/")[1]
    # another player sees the room's settings in the lobby before sitting, and its presence
    other = _page(browser, server)
    other.click("#guest-btn")
    row = f".room-row[data-room='{rid}']"
    other.wait_for_selector(f"{row} .settings:text-matches('45')")
    assert "classic-lp4000" in other.inner_text(f"{row} .profile")
    page.wait_for_selector("#room-settings:text-matches('45')")
    page.click("#fill-bots")
    page.wait_for_function("!document.querySelector('.sit-btn')")
    page.click("#ready-btn")
    page.wait_for_selector("#ready-btn:text-matches('取消准备|Not ready')")
    page.click("#start-btn")
    page.wait_for_selector("#state-id, #go-first")
    if page.query_selector("#go-first"):  # we won the toss: the panel says so, we choose
        assert page.query_selector("#toss")
        page.click("#go-second")
    page.wait_for_selector(".ygo-field.mine")
    other.goto(server + f"/#/room/{rid}")  # a spectator
    other.wait_for_selector("#state-id")
    page.on("dialog", lambda d: d.accept())
    page.click("#concede-btn")
    page.wait_for_selector("#result-text")
    other.wait_for_selector(".chat-line.notice[data-kind='conceded']")
    other.wait_for_selector("#result-text")
    page.click("#rematch-btn")  # the only human seat: the rematch opens at once
    page.wait_for_selector("#to-rematch")
    page.click("#to-rematch")
    page.wait_for_function(f"!location.hash.endsWith('{rid}')")
    page.wait_for_selector("#state-id, #go-first")
    assert not ERRORS, ERRORS
    other.context.close()
    page.context.close()


def test_log_out_everywhere_ends_every_session_of_the_account(server: str,
                                                              browser: Any) -> None:
    """The header's "log out everywhere" (POST /api/logout_all): the session of another browser
    of the same account stops working too, while "log out" alone would end only its own."""
    first = _page(browser, server)
    _signup(first, "e2e-everywhere")
    other = _page(browser, server)
    other.fill("#login-name", "e2e-everywhere")
    other.fill("#login-password", "secret-pw")
    other.click("#login-btn")
    other.wait_for_selector("#create-room")
    other_token = other.evaluate("localStorage.getItem('token')")
    assert other_token
    me = server + "/api/me"
    auth = {"authorization": f"Bearer {other_token}"}
    assert other.request.get(me, headers=auth).status == 200
    first.click("#logout-all-btn")
    first.wait_for_selector("#login-btn")
    assert other.request.get(me, headers=auth).status == 401


def test_the_create_form_offers_identity_single_games_only(server: str, browser: Any) -> None:
    """Identity rooms are single games (the server refuses bo3 for them): the form's match
    choice follows the mode the catalogue describes."""
    page = _page(browser, server)
    _signup(page, "e2e-modes")
    page.wait_for_selector("#game-select option[value='sgs']", state="attached")
    page.select_option("#game-select", "sgs")
    page.select_option("#mode-select", "3v3")
    page.select_option("#match-select", "bo3")
    page.select_option("#mode-select", "identity")
    assert page.eval_on_selector("#match-select", "s => s.value") == "single"
    assert page.eval_on_selector("#match-select option[value='bo3']", "o => o.disabled")
    page.select_option("#mode-select", "3v3")
    assert not page.eval_on_selector("#match-select option[value='bo3']", "o => o.disabled")
