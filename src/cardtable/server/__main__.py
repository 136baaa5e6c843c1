"""``python -m cardtable.server``: a single server node (:func:`cardtable.server.run.main`)."""

from __future__ import annotations

from cardtable.server.run import main

if __name__ == "__main__":
    main()
