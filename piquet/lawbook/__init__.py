"""The lawbook: the laws and Cases in the project's words, citations, rulings.

The texts and the machinery of citing them; the rules that *apply* the laws
live in :mod:`piquet.rules` and register themselves here by citation.
"""
