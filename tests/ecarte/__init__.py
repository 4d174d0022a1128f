"""Tests of the Écarté example (examples/ecarte), a second game refereed through the lawkit kernel."""
