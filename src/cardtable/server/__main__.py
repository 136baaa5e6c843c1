"""``python -m cardtable.server``: the same as ``cardtable serve``."""

from __future__ import annotations

import typer

from cardtable.cli.serve import serve

if __name__ == "__main__":
    typer.run(serve)
