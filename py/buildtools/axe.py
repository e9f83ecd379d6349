"""axe-core for the accessibility tests: pinned, verified and cached, never shipped in dist/.

The browser tests inject `axe.min.js` into the page as an inline script (no request
leaves the site's origin) and run `axe.run()` on each screen. The tarball is fetched
once with `npm pack` into `.cache/npm`, checked against the recorded integrity hash
(as `build.py` does for Pyodide), and the one file is extracted under `.cache/axe/`.
"""

from __future__ import annotations

from pathlib import Path

from buildtools import vendor

AXE = vendor.NpmPin(
    name="axe-core",
    version="4.14.1",
    integrity="sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==",
    files={"axe.min.js": "axe.min.js"},
)


def axe_script(cache: Path) -> Path:
    """The verified `axe.min.js` of the pinned axe-core, extracted under `cache`/axe/<version>/.

    Raises vendor.VendorError when the tarball is neither cached nor fetchable, or its
    hash differs from the pin.
    """
    cache = cache.absolute()  # npm runs inside the cache folder
    out = cache / "axe" / AXE.version
    script = out / AXE.files["axe.min.js"]
    tarball = vendor.fetch(AXE, cache / "npm")  # verified on every call: a cache hit is only a hash
    if not script.is_file():
        vendor.extract(AXE, tarball, out)
    return script
