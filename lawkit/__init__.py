"""lawkit: the kernel for refereeing a game by its written laws.

Nothing here knows any one game.  A game brings its code of laws (a
:class:`~lawkit.codex.Codex` of statements in its own words), names the kinds
of provision it cites (:func:`~lawkit.citation.register_kind`), registers its
rules in a :class:`~lawkit.registry.Rulebook` (base rules with labelled
exceptions, dispatched by verb), and answers every act with
:class:`~lawkit.ruling.Ruling` values that :mod:`lawkit.render` writes for
people and :meth:`~lawkit.ruling.Ruling.to_json` for programs.
:mod:`lawkit.coverage` says which provisions are applied and tested.

A ruling that leaves a choice opens an :class:`~lawkit.elections.Election`.

The modules, lowest first: ``errors``, ``cards``, ``citation``, ``codex``, ``registry``,
``ruling``, ``elections``, ``render``, ``coverage``; a game's referee is built on
``runner`` (with ``reading``, ``report`` and ``cli``, whose output faults
``output_faults`` answers).  Import from the module that defines a
name; this package file loads nothing.
"""
