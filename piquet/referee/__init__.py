"""The referee: applying acts through the rules, the fast runs past them, adjudicating records and showing rulings.

It stands above :mod:`piquet.rules` and imports it; the package file itself
imports nothing, so that a caller who needs one corner does not load all.
"""
