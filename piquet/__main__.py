"""``python -m piquet``: the ``piquet`` command, for when the console script is not on the PATH."""

from piquet.faces.cli import run

if __name__ == "__main__":
    run()
