"""The deck protocol with the test-only toy scheme (docs/fairplay.md): a deal where
no device can open another seat's card, and cheats named by every other device."""

from __future__ import annotations

from cardtable.fairplay.deck import VERIFIED, Device, Fault

from .relay import Relay

HANDS = {0: [0, 1, 2], 1: [3, 4, 5], 2: [6, 7, 8]}


def dealt(players: int = 3, size: int = 12) -> Relay:
    table = Relay(players, size)
    table.set_up()
    for seat, handles in HANDS.items():
        if seat < players:
            table.open_to(at(table, handles), seat)
    table.open_to(at(table, [9]), None)  # a card turned up for the table
    return table


def at(table: Relay, places: list[int]) -> list[int]:
    """The handles of the shuffled deck's places (the joint shuffle gives new handles)."""
    return [table.devices[0].newest[k] for k in places]


def test_each_seat_opens_its_own_cards_and_the_table_card_only() -> None:
    table = dealt()
    for device in table.devices:
        assert set(device.known) == set(at(table, [*HANDS[device.seat], 9]))
        for other, handles in HANDS.items():
            if other != device.seat:
                assert all(device.opened(h) is None for h in at(table, handles))
    cards = [table.devices[seat].known[h] for seat, hs in HANDS.items() for h in at(table, hs)]
    assert len(set(cards + [table.devices[0].known[at(table, [9])[0]]])) == 10, "ten different cards"


def test_everything_the_host_relayed_does_not_open_a_guest_card() -> None:
    """The host holds every layer but the guest's own: removing them leaves a card
    still masked by the guest's key, never a card of the deck (or a wrong one)."""
    table = dealt()
    host = table.devices[0]
    guest_cards = {h: table.devices[1].known[h] for h in at(table, HANDS[1])}
    for handle, card in guest_cards.items():
        layers = list(host.shares[handle].values())
        assert 1 not in host.shares[handle]
        own = host.scheme.share(host.sk, host.deck[handle])[0]
        assert host.scheme.unmask(host.deck[handle], [*layers, own], host.size) != card
    assert not any(m.get("sk") for m in table.relayed if m["t"] != "secret")


def test_the_audit_of_an_honest_table_says_verified_on_every_device() -> None:
    table = dealt()
    table.finish()
    assert [device.verdict() for device in table.devices] == [VERIFIED] * 3


def test_a_wrong_layer_is_named_at_once_by_every_other_device() -> None:
    table = Relay(3, 12)
    table.set_up()
    cheat = table.devices[2]
    honest_sk = cheat.sk
    cheat.sk = cheat.scheme.keypair()[0]  # a layer made with another key
    place = at(table, [3])[0]
    table.send(cheat.layers([place], 1))
    cheat.sk = honest_sk
    for device in table.devices[:2]:
        assert device.faults == [Fault(2, f"a wrong layer for card place {place}")]
    table.open_to([place], 1)  # its right layer is still accepted afterwards
    assert place in table.devices[1].known
    table.finish()
    for device in table.devices[:2]:
        assert device.verdict().startswith("seat 2: a wrong layer")


def test_a_shuffle_that_swaps_in_a_card_is_named_by_every_audit() -> None:
    table = Relay(3, 12)
    for device in table.devices:
        table.send(device.hello())
    table.send(table.devices[0].shuffle_step(table.rng.shuffle))
    cheat = table.devices[1]
    step = cheat.shuffle_step(table.rng.shuffle)
    step["deck"][0] = list(cheat.scheme.remask(cheat.joint, cheat.scheme.plain(0)))  # a second card 0
    table.send(step)
    table.send(table.devices[2].shuffle_step(table.rng.shuffle))
    table.finish()
    for device in table.devices:
        assert Fault(1, "its shuffle changed the deck's cards") in device.audit()


def test_a_forged_play_is_named_at_once_and_by_every_audit() -> None:
    table = dealt()
    cheat = table.devices[1]
    place = at(table, [3])[0]
    real = cheat.known[place]
    table.send(cheat.claim(place, (real + 1) % 12))  # 'I play card real+1 from place 3'
    for device in (table.devices[0], table.devices[2]):
        assert any(f.seat == 1 and "another card" in f.reason for f in device.faults)
    table.finish()
    for device in (table.devices[0], table.devices[2]):
        assert device.verdict().startswith("seat 1: it played card")


def test_an_honest_play_opens_the_card_for_everyone() -> None:
    table = dealt()
    player = table.devices[2]
    place = at(table, [6])[0]
    table.send(player.claim(place, player.known[place]))
    assert all(device.opened(place) == player.known[place] for device in table.devices)
    assert not any(device.faults for device in table.devices)


def test_a_rogue_key_and_garbage_are_faults_not_crashes() -> None:
    table = Relay(2, 6)
    first = table.devices[0].hello()
    rogue = table.devices[1].hello()
    rogue["proof"] = first["proof"]
    table.send(first)
    table.send(rogue)
    table.send({"t": "layers", "from": 1, "items": "nonsense"})
    table.send({"t": "what", "from": 0})
    faults: list[Fault] = table.devices[0].faults
    assert faults[0] == Fault(1, "its key came without a valid proof")
    assert [f.seat for f in faults] == [1, 1, 0]


def test_a_device_that_never_reveals_its_key_is_named() -> None:
    table = dealt(players=2)
    table.send(table.devices[0].secret())
    assert table.devices[0].verdict() == "seat 1: it never revealed its key"
    assert isinstance(table.devices[0], Device)


def test_a_remask_that_changes_the_card_is_named_by_every_audit() -> None:
    """A card opened to a second seat is remasked by that seat first (docs/fairplay.md);
    one that puts another card there is named."""
    table = dealt()
    place = at(table, [3])[0]
    cheat = table.devices[0]
    honest = cheat.remask(place)
    table.send(honest)
    forged = cheat.remask(place)
    other = (table.devices[1].known[place] + 1) % 12  # not the card there
    forged["cipher"] = list(cheat.scheme.remask(cheat.joint, cheat.scheme.plain(other)))
    table.send(forged)
    table.finish()
    for device in table.devices:
        assert device.audit() == [Fault(0, "its remask changed a card")]
