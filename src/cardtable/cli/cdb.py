"""A user's YGOPro ``cards.cdb`` at the command line: the global ``--cdb FILE`` (or
``$CARDTABLE_CDB``), imported once before a Yu-Gi-Oh! command builds its decks.

The import belongs to the engine (:func:`cardtable.ygo.formats.cdb.load_cdb`): known cards take
the database's names (e.g. its Chinese names) and stats, vanilla Normal Monsters we do not have
become playable, cards with effects we have no script for are skipped. This module prints a
summary (and each skipped card with ``CARDTABLE_CDB_VERBOSE=1``) on standard error and exits 2 with
the reason when the file is not a card database.
"""

from __future__ import annotations

import os
from typing import Any

from cardtable.cli.common import err, fail
from cardtable.cli.i18n import t

ENV_VAR = "CARDTABLE_CDB"

_state: dict[str, Any] = {"path": None, "done": None}


def set_cdb(path: str | None) -> None:
    """Remember the file of the global ``--cdb`` option (None: use the environment)."""
    _state["path"] = path


def cdb_path() -> str | None:
    """The database in use: ``--cdb``, else ``$CARDTABLE_CDB``, else None."""
    return _state["path"] or os.environ.get(ENV_VAR) or None


def ensure_cdb() -> Any:
    """Import the named database once (before decks are built); returns the engine's
    ``CdbImport`` or None. A file that is not a card database exits 2 with the reason."""
    path = cdb_path()
    if not path:
        return None
    if _state["done"] is not None and _state["done"][0] == path:
        return _state["done"][1]
    from cardtable.core.errors import SetupError
    from cardtable.ygo.formats.cdb import load_cdb

    try:
        result = load_cdb(path)
    except SetupError as exc:
        fail(t("cdb_error", err=exc), 2)
    _state["done"] = (path, result)
    from cardtable.ygo.effects.pool import set_default_pool

    set_default_pool(result.pool)  # the duels this command creates play with the database
    con = err()
    if os.environ.get("CARDTABLE_CDB_VERBOSE"):
        for code, name, why in result.skipped:
            con.print(t("cdb_skipped", code=code, name=name, msg=why), markup=False)
    con.print(t("cdb_loaded", path=path, overlaid=len(result.overlaid), added=len(result.added),
                skipped=len(result.skipped)), markup=False)
    return result
