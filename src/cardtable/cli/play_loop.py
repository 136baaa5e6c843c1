"""The generic terminal play loop: any game, humans and bots, hotseat.

Each human decision shows what happened since that seat last looked (its redacted events), its
view of the table, and the pending decision as numbered options. The player types a number,
``?`` for help, ``w QUERY`` to ask "why not?" (:mod:`cardtable.cli.why_query` reads it), ``b``
to see the board again, ``l`` for the whole log, or ``q`` to surrender (when the game offers it)
and quit. Bad input gets a message and the question again, never a traceback; the end of
standard input leaves cleanly.
"""

from __future__ import annotations

import re
import traceback
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.markup import escape

from cardtable.bots.base import Bot, bot_name
from cardtable.cli.i18n import t
from cardtable.cli.render import (
    EventFormat,
    Renderer,
    decision_table,
    print_events,
    render_generic,
    result_line,
)
from cardtable.cli.why_query import generic_query, reader_for
from cardtable.core.decision import Decision
from cardtable.core.errors import IllegalAnswer
from cardtable.core.game import Game
from cardtable.core.text import Text

_INT = re.compile(r"-?[0-9]+")  # ASCII digits only: "²".isdigit() is True but int() fails

ReadLine = Callable[[str], str]
"""Reads one line of input after showing a prompt; raises EOFError at the end of input."""

EventsFor = Callable[[Game], EventFormat]
"""Makes the event formatter for a game (e.g. one that names each seat's general)."""

Notes = Callable[[Game, Decision, str], list[str]]
"""Extra lines a game's CLI shows under a decision (e.g. distances, the order of an AoE);
display only: a note that raises is left out."""

#: Option forms that mean "I give up", tried in this order when the player types ``q``.
SURRENDER_FORMS: tuple[Mapping[str, Any], ...] = (
    {"action": "surrender"},
    {"action": "concede"},
    {"action": "resign"},
)


@dataclass(slots=True)
class PlayOutcome:
    """How a play session ended: ``over`` (the game has a result), ``quit``, ``eof``, or
    ``error`` (the engine or a bot raised; ``error`` holds the traceback)."""

    status: str
    game: Game
    error: str | None = None


@dataclass(slots=True)
class PlayLoop:
    """Runs ``game`` to its end with ``humans`` answering at the terminal and ``bots`` elsewhere.

    A seat with no bot is asked at the terminal. With several humans (hotseat) the screen is
    cleared and handed over (Enter) whenever the deciding human changes, so nobody sees another
    player's hand."""

    game: Game
    humans: set[int]
    bots: dict[int, Bot]
    console: Console
    lang: str = "en"
    read_line: ReadLine | None = None
    renderer: Renderer = render_generic
    notes: Notes | None = None
    events_for: EventsFor | None = None
    hotseat_screens: bool = True
    seen: dict[int, int] = field(default_factory=dict)
    shown: dict[int, dict[str, Any]] = field(default_factory=dict)
    _last_human: int | None = None

    def run(self) -> PlayOutcome:
        """Play until the game is over, the player quits, or input ends."""
        if not self.humans:
            self.console.print(t("no_human"))
        while True:
            try:
                outcome = self._step()
            except (EOFError, KeyboardInterrupt):
                self.console.print()
                self.console.print(t("eof"))
                return PlayOutcome("eof", self.game)
            except Exception as exc:  # an engine or bot bug: say so, keep the game for a report
                self.console.print(t("engine_error", err=f"{type(exc).__name__}: {exc}"))
                return PlayOutcome("error", self.game, traceback.format_exc())
            if outcome is not None:
                return outcome

    def _step(self) -> PlayOutcome | None:
        """Advance by one decision; an outcome once the session ends."""
        dec = self.game.pending()
        if dec is None:
            self._show_end()
            return PlayOutcome("over", self.game)
        bot = self.bots.get(dec.seat)
        if bot is not None and dec.seat not in self.humans:
            self.game.answer(bot.choose(self.game, dec))
            return None
        if self._ask_human(dec) == "quit":
            if self.game.is_over():
                self._show_end()
            self.console.print(t("quit"))
            return PlayOutcome("quit", self.game)
        return None

    # --- one human decision ---------------------------------------------------------------
    def _input(self, prompt: str) -> str:
        if self.read_line is not None:
            return self.read_line(prompt)
        return self.console.input(escape(prompt))

    def _ask_human(self, dec: Decision) -> str:
        seat = dec.seat
        handover = (
            self.hotseat_screens
            and len(self.humans) > 1
            and self._last_human is not None
            and self._last_human != seat
        )
        if handover:
            self.console.clear()
            self.console.rule()
            self._input(t("hotseat_pass", seat=seat) + " ")
            self.console.clear()
        self._last_human = seat
        self._show(dec, board=handover)
        while True:
            raw = self._input(f"[{t('seat_label', seat=seat)}] {t('prompt')}> ")
            # NFKC: full-width digits and "？" typed with a Chinese input method work too
            line = unicodedata.normalize("NFKC", raw).strip()
            status = self._handle(dec, line)
            if status != "again":
                return status

    def _show(self, dec: Decision, board: bool = False) -> None:
        seat = dec.seat
        events = self.game.events(seat, self.seen.get(seat, 0))
        if events:
            self.console.print(t("events_head"))
            print_events(events, self.lang, self.console, self.seen.get(seat, 0), self._fmt())
        self.seen[seat] = len(self.game.log)
        view = self.game.view(seat)
        if board or view != self.shown.get(seat):
            self.renderer(view, seat, self.lang, self.console)
            self.shown[seat] = view
        self._show_decision(dec)

    def _show_decision(self, dec: Decision) -> None:
        self.console.print(
            f"[bold]{escape(t('your_turn', seat=dec.seat))}:[/] {escape(dec.prompt.get(self.lang))}"
        )
        if dec.picked or (dec.kind == "pick" and dec.max > 1):
            picked = ", ".join(
                picked_text(self.game, dec, p, self.lang) for p in dec.picked) or "-"
            self.console.print(
                t("picked_so_far", picked=picked, min=dec.min, max=dec.max), markup=False
            )
        self.console.print(decision_table(dec, self.lang), soft_wrap=False)
        if self.notes is not None:
            try:
                lines = self.notes(self.game, dec, self.lang)
            except Exception:  # display only: never let a note break the game
                lines = []
            for line in lines:
                self.console.print(line, markup=False)

    def _handle(self, dec: Decision, line: str) -> str:
        """Act on one input line: ``answered``, ``quit`` or ``again`` (ask again)."""
        if not line:
            return "again"
        low = line.lower()
        if low in ("?", "h", "help"):
            self.console.print(_help(getattr(self.game, "game_id", "")), markup=False)
            return "again"
        if low in ("q", "quit", "exit"):
            self._surrender(dec)
            return "quit"
        if low in ("b", "board"):
            self._show(dec, board=True)
            return "again"
        if low in ("l", "log"):
            print_events(self.game.events(dec.seat), self.lang, self.console, 0, self._fmt())
            return "again"
        if low == "w" or low.startswith("w "):
            self._why_not(dec, line[1:].strip())
            return "again"
        if _INT.fullmatch(line) and not line.startswith("-"):
            n = int(line)
            if not 1 <= n <= len(dec.options):
                self.console.print(t("bad_number", n=n, max=len(dec.options)), markup=False)
                return "again"
            try:
                self.game.answer(n - 1)
            except IllegalAnswer as exc:  # the engine disagrees with its own options: say so
                self.console.print(t("illegal", err=exc), markup=False)
                return "again"
            return "answered"
        self.console.print(t("not_understood", text=line), markup=False)
        return "again"

    def _fmt(self) -> EventFormat | None:
        if self.events_for is None:
            return None
        try:
            return self.events_for(self.game)
        except Exception:  # display only
            return None

    def _surrender(self, dec: Decision) -> None:
        for want in SURRENDER_FORMS:
            i = dec.index_of(want)
            if i >= 0:
                self.game.answer(i)
                self.console.print(t("surrendered", seat=dec.seat))
                return

    def _why_not(self, dec: Decision, arg: str) -> None:
        """Answer ``w ...``: the game's reader turns the words into queries (docs/cli.md)."""
        asked = reader_for(self.game)(self.game, dec.seat, arg, self.lang)
        if not asked:
            self.console.print(t("why_not_usage"), markup=False)
            return
        if isinstance(asked, Text):
            self.console.print(asked.get(self.lang), markup=False)
            return
        # the kernel's why_not answers in the player's language (core/game.py)
        answers = [(q.label, self.game.why_not(dec.seat, q.query, self.lang)) for q in asked]
        if len(answers) == 1:
            reasons = answers[0][1]
            if not reasons:
                self.console.print(t("why_not_none"))
                return
            self.console.print(t("why_not_head"))
            for r in reasons:
                self.console.print(f"  - {r}", markup=False)
            return
        for label, reasons in answers:  # several questions (w 12, w attack): one line each
            said = "; ".join(reasons) if reasons else t("why_not_allowed")
            self.console.print(f"  {label}: {said}", markup=False)

    def _show_end(self) -> None:
        res = self.game.result()
        for seat in sorted(self.humans) or [-1]:
            events = self.game.events(seat, self.seen.get(seat, 0))
            if events:
                print_events(events, self.lang, self.console, self.seen.get(seat, 0), self._fmt())
            self.seen[seat] = len(self.game.log)
        self.console.rule(t("game_over"))
        if res is not None:
            self.console.print(result_line(res, self.lang), markup=False)


def picked_text(game: Game, dec: Decision, form: Mapping[str, Any], lang: str) -> str:
    """An already picked item of a multi-pick decision as the player knows it: the label of the
    option with that form, else the card as the decider's view names it (``#18 Kuriboh``),
    else its form's values."""
    for o in dec.options:
        if dict(o.form) == dict(form):
            return o.label.get(lang)
    card = form.get("card")
    if isinstance(card, int):
        name = _card_name_in(game.view(dec.seat), card, lang)
        return f"#{card} {name}" if name else f"#{card}"
    return ", ".join(f"{k}={v}" for k, v in form.items())


def _card_name_in(view: Any, card: int, lang: str) -> str:
    """The name of card ``card`` wherever it appears in a view (``""`` if nowhere)."""
    if isinstance(view, Mapping):
        if view.get("id") == card and "name" in view:
            zh = view.get("name_zh")
            return str(zh if lang == "zh" and zh else view["name"])
        items: Any = view.values()
    elif isinstance(view, list):
        items = view
    else:
        return ""
    for v in items:
        found = _card_name_in(v, card, lang)
        if found:
            return found
    return ""


def _help(game_id: str) -> str:
    """The prompt's help, with the "why not?" examples of the game."""
    if game_id == "ygo":
        return t("help_ygo")
    if game_id == "sgs":
        return t("help_sgs")
    return t("help")


#: The generic reader of "why not?" words (kept under its old name for callers and tests).
parse_query = generic_query


def seat_bots(num_seats: int, humans: set[int], make: Callable[[int], Bot]) -> dict[int, Bot]:
    """A bot (made by ``make(seat)``) for every seat that is not human."""
    return {s: make(s) for s in range(num_seats) if s not in humans}


def describe_bots(bots: Mapping[int, Bot]) -> str:
    """``1: random, 2: ygo-heuristic`` (for a header line)."""
    return ", ".join(f"{s}: {bot_name(b)}" for s, b in sorted(bots.items()))
