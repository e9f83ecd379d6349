// QR codes of links, drawn as SVG (the encoder is the vendored qrcode-generator,
// bundled by build.py into vendor/qrcode.mjs and loaded on first use).

const SVG = "http://www.w3.org/2000/svg";
let encoder = null;

async function loadEncoder() {
  encoder ??= (await import(new URL("../vendor/qrcode.mjs", import.meta.url).href)).qrcode;
  return encoder;
}

/** Draw `text` as a QR code into `box` (replacing what it held); `label` names it for screen readers. */
export async function drawQr(box, text, label) {
  const qrcode = await loadEncoder();
  const code = qrcode(0, "L"); // the smallest version that fits; low error correction keeps it sparse
  code.addData(text, "Byte");
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const size = count + quiet * 2;
  let path = "";
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) path += `M${col + quiet},${row + quiet}h1v1h-1z`;
    }
  }
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("shape-rendering", "crispEdges");
  const background = document.createElementNS(SVG, "rect");
  background.setAttribute("width", String(size));
  background.setAttribute("height", String(size));
  background.setAttribute("fill", "#fff");
  const dots = document.createElementNS(SVG, "path");
  dots.setAttribute("d", path);
  dots.setAttribute("fill", "#000");
  svg.append(background, dots);
  box.replaceChildren(svg);
  box.dataset.modules = String(count);
  box.hidden = false;
}
