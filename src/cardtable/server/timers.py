"""Turn timers: which answer the server gives for a seat whose time ran out.

A game must never hang on an absent player. When a human seat's turn timer expires the server
answers for it with the most passive legal option: one whose form says pass / done / no / end /
cancel / skip, else the first option.
"""

from __future__ import annotations

from cardtable.core.decision import Decision

PASSIVE = ("pass", "done", "no", "end", "to_end", "end_battle", "end_turn", "end_phase", "cancel",
           "skip", "decline", "confirm")


def default_option(decision: Decision) -> int:
    """Index of the option a timed-out seat gets."""
    for word in PASSIVE:
        for i, opt in enumerate(decision.options):
            form = dict(opt.form)
            vals = {str(v).lower() for v in form.values() if isinstance(v, str | bool)}
            if word in vals or form.get(word) is True:
                return i
    for i, opt in enumerate(decision.options):
        if any(v is False for v in dict(opt.form).values()):
            return i
    return 0
