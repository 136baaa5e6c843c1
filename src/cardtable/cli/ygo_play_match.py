"""``cardtable ygo play --match``: an interactive best-of-3 at the terminal.

The match rules are the engine's (:class:`cardtable.ygo.match.Match`): side changes are one
card for one card and validated there, the loser of a duel chooses who goes first in the next.
This module only talks to the humans between duels:

* after each duel: the score;
* side-decking for every human seat: the main/fusion deck and the side deck listed with
  numbers, ``MAIN SIDE`` swaps one card (refused with the engine's reason, nothing changes),
  ``u`` undoes the last swap, Enter alone finishes;
* the loser of the last duel chooses to go first or second (a bot always goes first: in the
  classic formats the first player draws on turn 1 and sets up before the opponent attacks);
* each duel is the ordinary play loop; ``q`` concedes that duel, the match goes on; ``q`` at
  a between-duels prompt, or the end of input, leaves the match.

With ``--save-replay FILE`` each duel's replay is written to ``FILE-1``, ``FILE-2``, ``FILE-3``
(before the extension).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from cardtable.cli.common import fail, out
from cardtable.cli.i18n import get_lang, reason_text, t
from cardtable.cli.play_loop import ReadLine
from cardtable.cli.playcmd import play_game
from cardtable.cli.render import Renderer, render_generic, result_line
from cardtable.cli.ygo_events import ygo_events, ygo_notes
from cardtable.core.errors import CardtableError

#: A bot that lost the last duel goes first (see the module docstring).
BOT_GOES_FIRST = True


class LeaveMatch(Exception):
    """The human asked to leave the match (``q`` between duels, or the end of input)."""


def suffixed(path: str, n: int) -> str:
    """``duel.json`` -> ``duel-2.json`` (``n`` before the extension; appended if none).

    >>> suffixed("out/duel.json", 2)
    'out/duel-2.json'
    >>> suffixed("replay", 1)
    'replay-1'
    """
    p = Path(path)
    if p.suffix:
        return str(p.with_name(f"{p.stem}-{n}{p.suffix}"))
    return f"{path}-{n}"


def card_name(code: int, lang: str) -> str:
    """A passcode's name in ``lang`` (the passcode itself when the card is unknown)."""
    from cardtable.ygo.effects.pool import default_pool

    cd = default_pool().cards.get(code)
    return cd.name.get(lang) if cd is not None else str(code)


def _distinct(codes: Sequence[int], lang: str) -> list[tuple[int, int]]:
    """``(code, copies)`` sorted by name, so the numbers stay put when a swap moves cards."""
    counts: dict[int, int] = {}
    for c in codes:
        counts[c] = counts.get(c, 0) + 1
    return sorted(counts.items(), key=lambda kv: (card_name(kv[0], lang).casefold(), kv[0]))


class MatchSession:
    """Drives one interactive match: duels through :func:`play_game`, the rest here."""

    def __init__(
        self,
        match: Any,
        *,
        humans: set[int],
        bot_names: Sequence[str],
        renderer: Renderer = render_generic,
        save_replay: str | None = None,
        read_line: ReadLine | None = None,
        console: Console | None = None,
    ) -> None:
        self.match = match
        self.humans = humans
        self.bot_names = list(bot_names)
        self.renderer = renderer
        self.save_replay = save_replay
        self.read_line = read_line
        self.con = console or out()
        self.lang = get_lang()

    # --- input ----------------------------------------------------------------------------
    def ask(self, prompt: str) -> str:
        """One line of input (NFKC-normalised, stripped); ``q`` leaves the match."""
        raw = self.read_line(prompt) if self.read_line else self.con.input(escape(prompt))
        line = unicodedata.normalize("NFKC", raw).strip()
        if line.lower() in ("q", "quit", "exit"):
            raise LeaveMatch
        return line

    # --- the match ------------------------------------------------------------------------
    def run(self) -> str:
        """Play the match to its end: ``over``, or ``left`` when the human left it."""
        m = self.match
        try:
            while not m.over:
                if m.chooser is not None:
                    self.choose_first(m.chooser)
                if not self.play_duel():
                    raise LeaveMatch
                self.show_score()
                if m.over:
                    break
                for seat in sorted(self.humans):
                    self.side_deck(seat)
        except (LeaveMatch, EOFError, KeyboardInterrupt):
            w0, w1 = m.wins
            self.con.print()
            self.con.print(t("match_left", w0=w0, w1=w1), markup=False)
            return "left"
        self.show_end()
        return "over"

    def play_duel(self) -> bool:
        """Play the next duel; False when the human left it (end of input)."""
        m = self.match
        first = m.next_first
        game = m.start_duel()
        n = m.duel_no
        w0, w1 = m.wins
        self.con.rule(t("match_duel_head", n=n, w0=w0, w1=w1, first=first))
        path = suffixed(self.save_replay, n) if self.save_replay else None
        outcome = play_game(
            game,
            humans=self.humans,
            bot_names=self.bot_names,
            renderer=self.renderer,
            notes=ygo_notes,
            events_for=ygo_events,
            save_replay=path,
            read_line=self.read_line,
        )
        if not game.is_over():
            if outcome.status != "quit":
                return False
            # q at a duel prompt concedes this duel when the game itself offers no surrender
            dec = game.pending()
            game.surrender(dec.seat if dec is not None else min(self.humans))
            res = game.result()
            if res is not None:
                self.con.print(result_line(res, self.lang), markup=False)
        rec = m.finish_duel(game)
        res = game.result()
        if res is not None:
            self.con.print(
                t("match_duel_result", n=rec.number, result=result_line(res, self.lang)),
                markup=False,
            )
        return True

    def show_score(self) -> None:
        """The score after a duel."""
        w0, w1 = self.match.wins
        self.con.print(t("match_score", w0=w0, w1=w1, need=self.match.needed), markup=False)

    def show_end(self) -> None:
        """The match result and one row per duel."""
        m = self.match
        w0, w1 = m.wins
        self.con.rule(t("match_over"))
        table = Table(show_header=False, box=None, padding=(0, 1))
        for r in m.records:
            who = t("winners", seats=r.winner) if r.winner is not None else t("draw")
            table.add_row(
                t("match_duel_result", n=r.number, result=who),
                t("reason", reason=reason_text(r.reason)),
            )
        self.con.print(table)
        if m.winner is not None:
            w, lost = m.wins[m.winner], m.wins[1 - m.winner]
            self.con.print(t("match_winner", seat=m.winner, w=w, l=lost), markup=False)
        else:
            self.con.print(t("match_drawn", w0=w0, w1=w1), markup=False)

    # --- who goes first -------------------------------------------------------------------
    def choose_first(self, seat: int) -> None:
        """The loser of the last duel decides (a bot goes first)."""
        if seat not in self.humans:
            what = t("first_word") if BOT_GOES_FIRST else t("second_word")
            self.con.print(t("bot_chooses_first", seat=seat, what=what), markup=False)
            self.match.choose_first(seat, go_first=BOT_GOES_FIRST)
            return
        self.con.print(t("choose_first_prompt", seat=seat), markup=False)
        while True:
            line = self.ask(f"[{t('seat_label', seat=seat)}] 1/2> ")
            if line in ("1", "2"):
                self.match.choose_first(seat, go_first=line == "1")
                return
            self.con.print(t("choose_first_bad"), markup=False)

    # --- side-decking ---------------------------------------------------------------------
    def side_deck(self, seat: int) -> None:
        """One human's side-decking between duels (see the module docstring)."""
        deck = self.match.deck(seat)
        if not deck.side:
            self.con.print(t("side_none", seat=seat), markup=False)
            return
        if len(self.humans) > 1:
            self.con.rule()
            self.ask(t("hotseat_pass", seat=seat) + " ")
        self.con.print(t("side_head", seat=seat, n=self.match.duel_no), markup=False)
        done: list[tuple[int, int]] = []
        changed = True
        mains: list[int] = []
        sides: list[int] = []
        while True:
            if changed:  # the numbers change after a swap: list the decks again
                mains, sides = self.show_lists(seat)
                self.con.print(t("side_help"), markup=False)
                changed = False
            line = self.ask(f"[{t('side_prompt', seat=seat)}]> ")
            if not line:
                self.con.print(t("side_done", seat=seat, n=len(done)), markup=False)
                return
            if line.lower() == "u":
                changed = self.undo(seat, done)
                continue
            if line in ("?", "l", "b"):
                changed = True
                continue
            parts = line.replace(",", " ").split()
            if len(parts) != 2 or not all(p.isascii() and p.isdigit() for p in parts):
                self.con.print(t("side_bad_input", text=line), markup=False)
                continue
            i, j = int(parts[0]), int(parts[1])
            if not (1 <= i <= len(mains) and 1 <= j <= len(sides)):
                self.con.print(t("side_bad_number", nm=len(mains), ns=len(sides)), markup=False)
                continue
            swap = (mains[i - 1], sides[j - 1])
            try:
                self.match.side(seat, [swap])
            except CardtableError as exc:
                self.con.print(t("side_refused", err=exc), markup=False)
                continue
            done.append(swap)
            changed = True
            self.con.print(
                t(
                    "side_swapped",
                    out=card_name(swap[0], self.lang),
                    into=card_name(swap[1], self.lang),
                ),
                markup=False,
            )

    def undo(self, seat: int, done: list[tuple[int, int]]) -> bool:
        """Swap the last swapped pair back; True when the deck changed."""
        if not done:
            self.con.print(t("side_nothing_to_undo"), markup=False)
            return False
        out_code, in_code = done[-1]
        try:
            self.match.side(seat, [(in_code, out_code)])
        except CardtableError as exc:
            self.con.print(t("side_refused", err=exc), markup=False)
            return False
        done.pop()
        self.con.print(t("side_undone"), markup=False)
        return True

    def show_lists(self, seat: int) -> tuple[list[int], list[int]]:
        """Print the numbered main/fusion and side lists; their passcodes by number."""
        deck = self.match.deck(seat)
        mains: list[int] = []
        table = Table(show_header=False, box=None, padding=(0, 1))
        table.add_column("#", justify="right", style="bold cyan")
        table.add_column("card")
        for codes, mark in ((deck.main, ""), (deck.extra, f" ({t('fusion_mark')})")):
            for code, n in _distinct(codes, self.lang):
                mains.append(code)
                table.add_row(str(len(mains)), f"{escape(card_name(code, self.lang))}{mark} ×{n}")
        self.con.print(t("side_main"), markup=False)
        self.con.print(table, soft_wrap=False)
        sides: list[int] = []
        table = Table(show_header=False, box=None, padding=(0, 1))
        table.add_column("#", justify="right", style="bold cyan")
        table.add_column("card")
        for code, n in _distinct(deck.side, self.lang):
            sides.append(code)
            table.add_row(str(len(sides)), f"{escape(card_name(code, self.lang))} ×{n}")
        self.con.print(t("side_side"), markup=False)
        self.con.print(table, soft_wrap=False)
        return mains, sides


def run_play_match(
    decks: Sequence[dict[str, Any]],
    *,
    profile: str | None,
    seed: int,
    humans: set[int],
    bot_names: Sequence[str],
    renderer: Renderer,
    save_replay: str | None,
    read_line: ReadLine | None = None,
) -> str:
    """The body of ``ygo play --match``: build the match (exit 2 on a bad deck) and run it."""
    from cardtable.bots.base import bot_name
    from cardtable.cli.playcmd import first_available_bot
    from cardtable.ygo.match import Match

    for s in humans:
        if s not in (0, 1):
            fail(t("bad_seat", seat=s, n=2), 2)
    try:
        match = Match(decks[0], decks[1], profile=profile or "classic-lp4000", seed=seed)
    except CardtableError as exc:
        fail(t("match_setup_error", err=exc), 2)
    bots = ", ".join(
        f"{s}: {bot_name(first_available_bot(bot_names, 0))}" for s in (0, 1) if s not in humans
    )
    out().print(
        t(
            "match_header",
            seed=seed,
            profile=profile or "classic-lp4000",
            humans=", ".join(map(str, sorted(humans))) or "-",
            bots=bots or "-",
        ),
        markup=False,
    )
    session = MatchSession(
        match,
        humans=humans,
        bot_names=bot_names,
        renderer=renderer,
        save_replay=save_replay,
        read_line=read_line,
    )
    return session.run()
