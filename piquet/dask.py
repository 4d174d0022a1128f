"""Adjudicating a bag of records with Dask, on one machine's cores or on a cluster.

``read_records_bag`` reads JSON, JSON Lines and notation files into a
:class:`dask.bag.Bag`, one element a record; ``adjudicate_bag`` turns a bag
of records (dicts, or texts in JSON or the notation) into a bag of their
adjudications, each the object ``piquet adjudicate --bare`` prints for the
record, a bad record's an ``{"error": ...}`` in its place.  The same code
runs with Dask's own scheduler on one machine or, once a
:class:`dask.distributed.Client` is connected, on a cluster's workers:
see :doc:`/archive`.

Needs Dask (``pip install ".[dask]"`` in a checkout of piquet); importing
this module does not import it, and calling either function without it
raises an :class:`ImportError` saying what to install.  The code lives in
:mod:`piquet.faces.daskbag`; this module is its public name.
"""

from __future__ import annotations

from piquet.faces.daskbag import adjudicate_bag, read_records_bag

__all__ = ["adjudicate_bag", "read_records_bag"]
