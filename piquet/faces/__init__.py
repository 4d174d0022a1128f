"""The faces of the library: records in and out, reports for people, the command."""
