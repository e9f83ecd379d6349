"""Issue 22 in Chromium: web/fair/scheme.js over the vendored @noble/curves bundle loads
from the site itself (no request leaves the origin) and deals a card to one seat of
three that only that seat can open; a wrong layer is refused (docs/fairplay.md)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from browserkit import Recorder, open_blank

DEAL = """
async () => {
  const { scheme: s } = await import("./fair/scheme.js");
  const keys = [0, 1, 2].map(() => s.keypair());
  const proofsOk = keys.every(([sk, pk]) => s.checkKey(pk, s.proveKey(sk)));
  const joint = s.jointKey(keys.map(([, pk]) => pk));
  let deck = Array.from({ length: 12 }, (_, k) => s.plain(k));
  for (let d = 0; d < 3; d += 1) deck = deck.map((c) => s.remask(joint, c)).reverse();
  const c = deck[3];
  const layers = [0, 2].map((d) => s.share(keys[d][0], c));
  const layersOk = layers.every(([share, proof], i) => s.checkShare(keys[[0, 2][i]][1], c, share, proof));
  const mine = s.unmask(c, [...layers.map(([x]) => x), s.share(keys[1][0], c)[0]], 12);
  const host = s.unmask(c, layers.map(([x]) => x), 12);
  const [bad, badProof] = s.share(s.keypair()[0], c);
  return { proofsOk, layersOk, mine, host, wrongRefused: !s.checkShare(keys[2][1], c, bad, badProof) };
}
"""


def test_the_vendored_curve_deals_a_card_to_one_seat_from_the_origin_only(
        page: Page, base_url: str, recorder: Recorder) -> None:
    open_blank(page, base_url)
    result: dict[str, Any] = page.evaluate(DEAL)
    assert result["proofsOk"] and result["layersOk"] and result["wrongRefused"]
    assert isinstance(result["mine"], int) and 0 <= result["mine"] < 12
    assert result["host"] is None, "every layer but the seat's own opens nothing"
    assert any(url.endswith("/vendor/noble-ristretto.mjs") for url in recorder.requests)
    assert all(url.startswith(recorder.origin) for url in recorder.requests), recorder.requests
    assert not recorder.console_errors and not recorder.failed
