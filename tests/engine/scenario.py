"""Stacking the deck: put named cards in named zones before playing moves."""

from __future__ import annotations

from cardtable import Match


def arrange(match: Match, layout: dict[str, list[str]], *, rest: str = "pack") -> None:
    """Set the listed zones to exactly these cards (bottom first); every card not
    listed goes to ``rest`` (in a fixed order) and every other zone is emptied. Each
    card is then known to exactly the seats that see its zone."""
    state = match.state
    every = sorted(state.all_cards())
    named = [card for cards in layout.values() for card in cards]
    assert len(named) == len(set(named)), "a card is placed twice"
    assert set(named) <= set(every), set(named) - set(every)
    for zone in state.zones.values():
        zone.cards.clear()
    for name, cards in layout.items():
        state.zones[name].cards.extend(cards)
    state.zones[rest].cards[:0] = [card for card in every if card not in set(named)]
    assert sorted(state.all_cards()) == every
    state.known = {card: zone.seen_by for zone in state.zones.values()  # who sees where
                   for card in zone.cards}  # each card was put: nothing older is known
    match._legal = None  # the arranged position is a new position
