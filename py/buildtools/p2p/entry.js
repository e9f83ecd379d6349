// The only entry of dist/vendor/trystero-mqtt.mjs (see build.py bundle_trystero).
export { joinRoom, selfId } from "@trystero-p2p/mqtt";
