// Joining a relay room until the host is heard (guest.js, watcher.js). A WebRTC link over
// the relay (trystero over MQTT) sometimes never forms, and nothing in trystero tries it
// again; a link to the host that has not formed after `retry` ms is given up and the room
// joined afresh (a new peer id, new offers), each wait twice the last. The caller's own
// clock (joinTimeout) still ends the attempt.

/**
 * Join `room` with `join` (transport.js joinRoom) and keep trying until `heard()` holds.
 * Resolves to a handle {leave()} once the first room is joined; `onConnection` hears only
 * the connections of the room joined last. `retry` 0: a single try.
 */
export async function joinUntilHeard({ join, room, secret, onConnection, retry, heard }) {
  const handle = {
    current: null,
    closed: false,
    timer: null,
    leave() {
      this.closed = true;
      clearTimeout(this.timer);
      this.current?.leave();
      this.current = null;
    },
  };
  const open = async (wait) => {
    let opened = null;
    opened = await join({ room, secret, onConnection: (conn) => {
      if (opened !== null && handle.current === opened) onConnection(conn);
    } });
    if (handle.closed) {
      opened.leave();
      return;
    }
    handle.current = opened;
    if (!(wait > 0)) return;
    handle.timer = setTimeout(() => {
      if (handle.closed || handle.current !== opened || heard()) return;
      console.info(`no link to the host after ${wait} ms: joining the room again`);
      handle.current = null;
      opened.leave();
      open(wait * 2).catch((err) => console.warn("rejoin:", err?.message ?? err));
    }, wait);
  };
  await open(retry);
  return handle;
}
