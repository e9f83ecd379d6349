// What the start-up download costs on the wire (pure; tested by node, tests/web/wire.test.js).
// A response's body is read decoded (the browser inflates gzip or brotli), so its bytes
// are counted decoded and scaled by the file's wire size over its decoded size. The wire
// size is the response's Content-Length (the encoded body's length); before the headers
// come (or with no Content-Length), the build's gzip estimate when the body is encoded
// (or not yet known), its decoded size when it is not.

export class WireCount {
  /** `sizes`: url -> decoded bytes; `estimates`: url -> the build's gzip estimate of its wire bytes. */
  constructor(sizes, estimates = {}) {
    this.sizes = new Map(Object.entries(sizes ?? {}));
    this.estimates = new Map(Object.entries(estimates ?? {}));
    this.wire = new Map(); // url -> wire bytes, once its headers told
    this.decoded = new Map(); // url -> decoded bytes received
  }

  has(url) {
    return this.sizes.has(url);
  }

  /** A response's headers arrived: `encoding` (Content-Encoding or null), `length` (Content-Length or NaN). */
  seen(url, { encoding = null, length = Number.NaN } = {}) {
    if (!this.has(url)) return;
    const size = this.sizes.get(url);
    if (Number.isFinite(length) && length > 0) this.wire.set(url, length);
    else this.wire.set(url, encoding ? this.estimates.get(url) ?? size : size);
  }

  /** `bytes` more decoded bytes of `url` arrived. */
  received(url, bytes) {
    if (this.has(url)) this.decoded.set(url, (this.decoded.get(url) ?? 0) + bytes);
  }

  /** `url` is in whole (fetched some other way). */
  finished(url) {
    if (this.has(url)) this.decoded.set(url, this.sizes.get(url));
  }

  wireOf(url) {
    return this.wire.get(url) ?? this.estimates.get(url) ?? this.sizes.get(url);
  }

  /** Wire bytes of every start-up file. */
  get total() {
    let sum = 0;
    for (const url of this.sizes.keys()) sum += this.wireOf(url);
    return sum;
  }

  /** Wire bytes received so far (scaled from the decoded bytes read). */
  get done() {
    let sum = 0;
    for (const [url, bytes] of this.decoded) {
      const size = this.sizes.get(url);
      sum += size > 0 ? Math.min(bytes, size) * (this.wireOf(url) / size) : 0;
    }
    return Math.round(sum);
  }

  /** Every file is in. */
  get complete() {
    for (const [url, size] of this.sizes) if ((this.decoded.get(url) ?? 0) < size) return false;
    return this.sizes.size > 0;
  }
}
