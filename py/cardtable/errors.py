"""Errors a player (or a calling program) can read.

All are ``ValueError`` subclasses carrying a short machine ``code`` for the
JSON bridge and a message written for a person. Bugs are ``assert``s, not these.
"""

from __future__ import annotations


class CardtableError(ValueError):
    """Base of every error the engine reports to its caller."""

    code = "error"


class IllegalMove(CardtableError):
    """A move that is not among the legal moves now; the match is unchanged."""

    code = "illegal_move"


class BadOptions(CardtableError):
    """A match set-up (game id, player count, options, seed) that cannot be used."""

    code = "bad_options"


class BadRecord(CardtableError):
    """A saved match record that is malformed or does not replay."""

    code = "bad_record"
