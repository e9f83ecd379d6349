"""App icons drawn in pure Python: two playing cards on green felt, written as PNG."""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Callable

RGB = tuple[float, float, float]
Shape = Callable[[float, float], float]  # signed distance in icon units (< 0 inside)

FELT: RGB = (22, 101, 52)
FELT_EDGE: RGB = (14, 74, 38)
SHADOW: RGB = (8, 40, 20)
BACK: RGB = (37, 72, 156)
BACK_EDGE: RGB = (245, 245, 240)
FACE: RGB = (252, 251, 246)
RED: RGB = (200, 30, 45)


def png(width: int, height: int, rows: list[bytes]) -> bytes:
    """Encode 8-bit RGB rows as a PNG file."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    raw = b"".join(b"\x00" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def bounded(sdf: Shape, cx: float, cy: float, radius: float) -> Shape:
    """Skip the exact distance far from the shape (a cheap box test first)."""

    def fast(x: float, y: float) -> float:
        if abs(x - cx) > radius or abs(y - cy) > radius:
            return radius
        return sdf(x, y)

    return fast


def rounded_rect(cx: float, cy: float, hw: float, hh: float, r: float, angle: float = 0.0) -> Shape:
    """Signed distance to a rectangle with rounded corners, optionally rotated."""
    c, s = math.cos(angle), math.sin(angle)

    def sdf(x: float, y: float) -> float:
        dx, dy = x - cx, y - cy
        px, py = abs(dx * c + dy * s) - hw + r, abs(-dx * s + dy * c) - hh + r
        outside = math.hypot(max(px, 0.0), max(py, 0.0))
        return outside + min(max(px, py), 0.0) - r

    return bounded(sdf, cx, cy, math.hypot(hw, hh) + 2)


def heart(cx: float, cy: float, size: float) -> Shape:
    """Signed distance (approximate) to a heart: two circles over a diamond."""
    r = size * 0.3
    lobes = ((cx - r * 0.95, cy - r * 0.55), (cx + r * 0.95, cy - r * 0.55))
    tip_y, half = cy + size * 0.55, size * 0.5

    def sdf(x: float, y: float) -> float:
        circles = min(math.hypot(x - lx, y - ly) - r for lx, ly in lobes)
        diamond = (abs(x - cx) + abs(y - (tip_y - half))) / math.sqrt(2) - half / math.sqrt(2)
        return min(circles, diamond if y > cy - r * 0.55 else math.inf)

    return bounded(sdf, cx, cy, size + 2)


def scene(size: int) -> Callable[[float, float], RGB]:
    """Colour at a pixel centre (x, y) for an icon `size` pixels wide."""
    u = size / 100.0  # draw in a 100x100 unit square
    back = rounded_rect(43 * u, 48 * u, 20 * u, 28 * u, 4 * u, -0.22)
    face = rounded_rect(57 * u, 52 * u, 20 * u, 28 * u, 4 * u, 0.18)
    shadow = rounded_rect(59 * u, 55 * u, 20 * u, 28 * u, 4 * u, 0.18)
    suit = heart(57 * u, 51 * u, 17 * u)
    cos, sin = math.cos(0.18), math.sin(0.18)
    corners = [heart(57 * u + (lx * cos - ly * sin) * u, 52 * u + (lx * sin + ly * cos) * u, 5 * u)
               for lx, ly in ((-14.0, -21.5), (14.0, 21.5))]
    edge = 1.5 * u

    def cover(d: float) -> float:
        return min(1.0, max(0.0, 0.5 - d))

    def blend(a: RGB, b: RGB, t: float) -> RGB:
        return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)

    centre = size / 2

    def colour(x: float, y: float) -> RGB:
        vignette = min(1.0, math.hypot(x - centre, y - centre) / (size * 0.75))
        c = blend(FELT, FELT_EDGE, vignette)
        c = blend(c, SHADOW, 0.35 * cover(shadow(x, y) / (2 * u)))
        d = back(x, y)
        c = blend(c, BACK_EDGE, cover(d))
        c = blend(c, BACK, cover(d + edge))
        d = face(x, y)
        if d > 1:
            return c
        c = blend(c, FACE, cover(d))
        c = blend(c, RED, cover(suit(x, y)))
        for mark in corners:
            c = blend(c, RED, cover(mark(x, y)))
        return c

    return colour


def icon_png(size: int) -> bytes:
    """Render the icon at `size` x `size` pixels."""
    colour = scene(size)
    rows = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            r, g, b = colour(x + 0.5, y + 0.5)
            row += bytes((round(r), round(g), round(b)))
        rows.append(bytes(row))
    return png(size, size, rows)
