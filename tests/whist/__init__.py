"""Tests of the Whist example (examples/whist): the template referee on lawkit's runner."""
