"""Referee one deal act by act with the Python API, and print its score.

Run from the repository root: ``python examples/score_a_deal.py``.
"""

from __future__ import annotations

from piquet import Answer, Call, Card, Deal, Exchange, Hand, Contradiction, Play, PointClaim, Reply, SequenceClaim

# The Example of the Description: B deals, A is elder hand.
deal = Deal.dealt(
    "B",
    "A",
    {"A": "AS KS JS AH QH JH 8H JC 8C 7C 9D 8D", "B": "TS 7S TH 9H 7H KC QC TC AD QD JD TD"},
    "9S 8S KH 9C KD QS AC 7D",
)
deal = deal.apply(Exchange("A", Hand.parse("KS 8C 7C 9D 8D")))
deal = deal.apply(Exchange("B", Hand.parse("7S 9H 7H")))

# An irregular act is ruled on: a sequence called before the point costs the elder his point (Law 46).
# (The ruling is not kept here: the deal below goes on from before it.)
_, step = deal.step(Call("A", SequenceClaim(5)))
for ruling in step.rulings:
    laws = ", ".join(str(citation.id) for citation in ruling.citations)
    print("ruling:", ruling.decision, f"(Law {laws})")

# An act the record's own facts contradict is refused, and the deal is left as it was.
try:
    deal.apply(Play("A", (Card.parse("TS"),)))
except Contradiction as contradiction:
    print("refused:", contradiction)

deal = deal.apply(Call("A", PointClaim(5, 49)))
deal = deal.apply(Reply("B", Answer.GOOD))
deal = deal.apply(Call("A", SequenceClaim(4)))
deal = deal.apply(Reply("B", Answer.GOOD))
deal = deal.apply(Play("A", (Card.parse("AH"),)))

for item in deal.score().items:
    print(f"{item.player} {item.item:<10} {item.points:>3}  {item.detail}  (Law {', '.join(map(str, item.laws))})")
print("so far:", deal.score().totals)
