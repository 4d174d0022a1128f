"""The referee: the state of a deal, applying acts through the rules, adjudicating records.

Kept free of imports so that :mod:`piquet.rules` can use the state without
pulling in the dispatcher that uses the rules.
"""
