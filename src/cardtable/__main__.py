"""``python -m cardtable …``: the same command line as the ``cardtable`` console script."""

from cardtable.cli.main import app

if __name__ == "__main__":
    app(prog_name="cardtable")
