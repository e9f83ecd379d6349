// Entry of dist/vendor/trystero-mqtt.mjs (see build.py bundle_p2p): signalling over MQTT.
export { joinRoom, selfId } from "@trystero-p2p/mqtt";
