// Entry of dist/vendor/qrcode.mjs (see build.py bundle_p2p): QR codes of invitation links.
export { default as qrcode } from "qrcode-generator";
