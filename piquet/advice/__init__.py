"""Advice for a player who sees only his own cards: the discard, the calls, the card; and a computer opponent.

Built on :mod:`piquet.search`: the cards the player has not seen are dealt
consistently with what he has seen (:mod:`~piquet.advice.sampling`), each
world is valued (:mod:`~piquet.advice.evaluation`, the play by a greedy
rollout or by the exact solver), and the advice is the act worth most on
average (:mod:`~piquet.advice.advisor` for discards,
:mod:`~piquet.advice.declaring` for calls, :mod:`~piquet.advice.playing` for
cards).  :mod:`~piquet.advice.opponent` plays whole parties through the
referee with that advice.
"""
