"""The server's DIY card folder (seed 000 part 3: 「允许使用DIY卡」): loaded when the server starts
and loaded again later, whenever its files change, without a restart.

The loading itself is the engine's (:func:`cardtable.ygo.diy.load_diy_dir`): a broken card is
reported (file, card, field) and never stops the other cards or the server. :class:`DiyFolder`
only remembers the folder, a fingerprint of its files (name, size, modification time) and the
last report, which ``GET /api/diy`` shows.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from cardtable.ygo.diy import DiyError, DiyReport, load_diy_dir
from cardtable.ygo.effects.pool import CardPool, set_default_pool

log = logging.getLogger("cardtable.server")


def _fingerprint(root: Path) -> tuple[tuple[str, int, int], ...]:
    """(name, size, mtime_ns) of every file of the folder (YAML cards and their Python hooks)."""
    out: list[tuple[str, int, int]] = []
    try:
        for f in sorted(root.iterdir()):
            if f.suffix.lower() in (".yaml", ".yml", ".py") and f.is_file():
                st = f.stat()
                out.append((f.name, st.st_size, st.st_mtime_ns))
    except OSError:
        return ()
    return tuple(out)


class DiyFolder:
    """A DIY folder the server loads at start (:meth:`load`) and again when it changes
    (:meth:`refresh`, called by the server's periodic sweeper)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.report: Any = None
        self.loads = 0
        self._seen: tuple[tuple[str, int, int], ...] | None = None

    def load(self) -> Any:
        """Load (or reload) the folder now; never raises. Returns the engine's ``DiyReport``."""
        self._seen = _fingerprint(self.path)
        try:
            report = load_diy_dir(self.path, CardPool.builtin())
        except Exception as exc:  # the loader promises not to raise; a server must not stop
            report = DiyReport(errors=[DiyError(str(self.path), "-", "folder",
                                                f"{type(exc).__name__}: {exc}")])
        self.report = report
        if report.pool is not None:  # new games play with it; running ones keep their pool
            set_default_pool(report.pool)
        self.loads += 1
        level = logging.WARNING if report.errors else logging.INFO
        for line in report.summary().splitlines():
            log.log(level, "DIY %s: %s", self.path, line)
        return report

    def refresh(self) -> bool:
        """Reload the folder if a file was added, removed or changed since the last load."""
        if _fingerprint(self.path) == self._seen:
            return False
        self.load()
        return True

    def cards(self) -> dict[int, Any]:
        """The DIY cards of the last load, by passcode."""
        loaded = getattr(self.report, "loaded", None) or []
        return {cd.code: cd for cd in loaded}

    def status(self) -> dict[str, Any]:
        """What ``GET /api/diy`` answers: the folder's name, how often it was loaded, the cards
        and one line per broken card (file name, card, field) — never the server's paths."""
        rep = self.report
        root = str(self.path)

        def local(text: str) -> str:
            # any user may ask: the server's own directory layout is not theirs to know
            return text.replace(root + "/", "").replace(root, self.path.name)

        return {
            "folder": self.path.name,
            "loads": self.loads,
            "cards": [{"code": cd.code, "name": cd.name.to_json()}
                      for cd in (getattr(rep, "loaded", None) or [])],
            "errors": [{"file": Path(e.file).name, "card": e.card, "field": e.field,
                        "message": local(str(e.message))}
                       for e in (getattr(rep, "errors", None) or [])],
        }
