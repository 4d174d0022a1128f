"""Builders of the Case records of examples/cases/, one module per group of Cases (see tools/make_cases.py)."""
