// Registers the build's service worker (dist/sw.js) so the app works offline, and
// tells the page when a new version is installed and waiting. Call after the engine is
// ready so the precache revalidates files the page has just downloaded instead of
// competing with them:
//
//   import { registerServiceWorker } from "./sw-register.js";
//   engine.ready.then(() => registerServiceWorker({ onUpdateReady: (reload) => ... }));
//
// onUpdateReady(reload) is called once a newer build is fully cached (never on the
// first install); `reload()` activates it and reloads this page. Until then this page
// keeps running the build it started with (sw.js serves each page its own build).
// The page checks for a new version when it comes back to the foreground and hourly.

const CHECK_EVERY_MS = 60 * 60 * 1000;

export async function registerServiceWorker({ onUpdateReady } = {}) {
  if (!("serviceWorker" in navigator)) return null;
  let registration;
  try {
    registration = await navigator.serviceWorker.register(new URL("./sw.js", import.meta.url), {
      scope: new URL("./", import.meta.url).pathname,
      type: "classic",
      updateViaCache: "none",
    });
  } catch (err) {
    console.warn("service worker not registered:", err);
    return null;
  }

  let offered = null;
  const offer = (worker) => {
    // a waiting worker with a controller in place is an update (the first install
    // activates at once and has nothing to replace)
    if (!worker || offered === worker || !navigator.serviceWorker.controller) return;
    offered = worker;
    onUpdateReady?.(() => activate(worker));
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });

  const check = () => registration.update().catch(() => {}); // offline: try again later
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
  setInterval(check, CHECK_EVERY_MS);
  return registration;
}

let reloading = false;

/** Let `worker` take over, then reload (at once if another tab already activated it). */
function activate(worker) {
  const reload = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  if (worker.state === "activating" || worker.state === "activated") {
    reload();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", reload);
  worker.postMessage({ type: "activate" });
}
