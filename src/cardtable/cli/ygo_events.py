"""Yu-Gi-Oh! event lines for the terminal, and the response-window note, in zh and en.

The sentences themselves live in the game's layer (:mod:`cardtable.ygo.sentences`, the one
source the terminal, the online table, replays and spectators share); this module adapts them
to the play loop's event formatter. Kinds without a sentence fall back to
:func:`cardtable.cli.render.event_line`.

:func:`ygo_notes` adds a line under a response window naming what is being responded to
(``对手发动了「黑洞」（连锁1）— 要连锁吗？``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.cli.render import EventFormat, event_line
from cardtable.core.decision import Decision
from cardtable.core.game import Game
from cardtable.ygo.sentences import HANDLERS, Fmt, known_kinds, name_of, readable_line

__all__ = ["HANDLERS", "known_kinds", "readable_line", "response_note", "ygo_event_line",
           "ygo_events", "ygo_notes"]

def ygo_event_line(event: Mapping[str, Any], lang: str) -> str:
    """``event`` as a readable line in ``lang``; the generic ``kind key=value`` line for kinds
    this module does not know (or a payload it cannot read).

    >>> ygo_event_line({"kind": "phase", "phase": "draw", "turn": 1, "player": 0}, "zh")
    '第1回合 · 玩家0 · 抽卡阶段'
    >>> ygo_event_line({"kind": "draw", "player": 1}, "en")
    'Player 1 draws a card'
    >>> ygo_event_line({"kind": "new_thing", "x": 1}, "en")
    'new_thing x=1'
    """
    if event.get("kind") in HANDLERS:
        try:
            return readable_line(event, lang)
        except (KeyError, TypeError, ValueError, IndexError):
            pass  # display only: an unexpected payload shows as the generic line
    return event_line(event, lang)


def ygo_events(game: Game) -> EventFormat:
    """The event formatter for ``cardtable ygo play`` (the play loop's ``events_for``)."""
    del game  # every YGO event carries what its line needs
    return ygo_event_line


# --- the response window note ----------------------------------------------------------------

#: Events a priority window with an empty chain may answer (the latest one is named).
_ANSWERABLE = frozenset(
    {"summon_declared", "flip_summon_declared", "summon", "special_summon", "attack"}
)
#: Events that end the search for what a window answers.
_BARRIERS = frozenset({"phase", "turn", "chain_end", "resolve", "duel_start"})


def response_note(
    view: Mapping[str, Any], seat: int, lang: str, recent: list[dict[str, Any]] | None = None
) -> str | None:
    """What a response window answers, from the seat's view: the top chain link
    (``对手发动了「黑洞」（连锁1）— 要连锁吗？``), else the latest summon or attack among
    ``recent`` events; None when there is nothing to name."""
    f = Fmt(lang)
    chain = view.get("chain") or []
    if chain:
        top = chain[-1]
        card = f.named(name_of(top.get("code"), str(top.get("name", "?")), lang), top.get("id"))
        who = top.get("player")
        if who == seat:
            return f.t(
                "你发动了{c}（连锁{n}）— 要继续连锁吗？",
                "You activated {c} (chain link {n}) — chain again?",
                c=card,
                n=top.get("link"),
            )
        return f.t(
            "对手发动了{c}（连锁{n}）— 要连锁吗？",
            "Opponent activated {c} (chain link {n}) — chain to it?",
            c=card,
            n=top.get("link"),
        )
    for ev in reversed(recent or []):
        kind = ev.get("kind")
        if kind in _BARRIERS:
            return None
        if kind in _ANSWERABLE:
            return f.t(
                "刚才：{e} — 要发动卡吗？",
                "Just now: {e} — activate a card?",
                e=ygo_event_line(ev, lang),
            )
    return None


def ygo_notes(game: Game, dec: Decision, lang: str) -> list[str]:
    """Lines under a YGO decision (the play loop's ``notes``): for a response window (the
    options include passing), what is being responded to."""
    if not any(dict(o.form).get("action") == "pass" for o in dec.options):
        return []
    view = game.view(dec.seat)
    recent = game.events(dec.seat, max(0, len(game.log) - 12))
    note = response_note(view, dec.seat, lang, recent)
    return [note] if note else []
