"""The rules, one module per group of laws, each rule labelled with the law it applies.

The referee dispatches every act through :mod:`piquet.lawbook.registry`; the law
index and ``piquet law N`` read the same registry.
"""
