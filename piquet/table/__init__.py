"""The table: cards, sets of cards, and the combinations a hand holds.

Nothing here knows whose turn it is or what the laws say of an act; these are
the values every other layer speaks in.
"""
