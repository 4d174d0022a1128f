"""The version of the package, read in one place."""

from __future__ import annotations

__all__ = ["installed_version"]


def installed_version() -> str:
    """The version of the installed distribution, as pyproject.toml declares it; the one place it is read.

    A checkout imported without being installed (the docs build allows it)
    has no metadata; its pyproject.toml says the version instead.
    """
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("piquet")
    except PackageNotFoundError:
        import tomllib
        from pathlib import Path

        try:
            with open(Path(__file__).resolve().parent.parent / "pyproject.toml", "rb") as handle:
                return str(tomllib.load(handle)["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "0+unknown"
